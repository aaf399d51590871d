import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onResponseHookHandler } from 'fastify';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { RouteHistogram } from './route-histogram';

type Done = () => void;

/** Marks the duration hook a route got, so that a HEAD twin declared from it gets its own instead. */
const RECORDS = Symbol('records-duration');

/**
 * Prometheus metrics: prom-client's default process metrics plus one request-duration histogram
 * by method, route template and status. The registry is per app (tests boot several apps in one
 * process; the global registry would refuse the second histogram).
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly duration = new RouteHistogram(
    'http_request_duration_seconds',
    'HTTP request duration by method, route template and status.',
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    this.registry,
  );

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Each route's `onResponse` hook is made when the route is declared, with its template (which
   * keeps label cardinality bounded) and its series already at hand; one global hook records the
   * requests no route matched, under `unmatched`. Must run before routes are declared (createApp
   * calls it before Nest's init).
   */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRoute', (route: RouteOptions) => {
      // Fastify declares a GET route's HEAD twin with the GET's options, hooks included.
      const own = route.onResponse;
      const hooks = own === undefined ? [] : Array.isArray(own) ? own : [own];
      if (hooks.some((h) => (h as Partial<Record<typeof RECORDS, true>>)[RECORDS])) {
        route.onResponse = hooks.filter((h) => !(h as Partial<Record<typeof RECORDS, true>>)[RECORDS]);
      }
      const record = this.duration.recorder(route.url);
      const hook: onResponseHookHandler = (request: FastifyRequest, reply: FastifyReply, done: Done) => {
        record(request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      (hook as unknown as Record<typeof RECORDS, true>)[RECORDS] = true;
      const rest = route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
      route.onResponse = [...rest, hook];
    });
    const unmatched = this.duration.recorder('unmatched');
    fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: Done) => {
      if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  metrics(): Promise<string> {
    return this.registry.metrics();
  }
}
