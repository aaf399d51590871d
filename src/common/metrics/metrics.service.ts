import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onResponseHookHandler } from 'fastify';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { RouteHistogram } from './route-histogram';

type Done = () => void;

/** Marks the duration hook a route got, so that a HEAD twin declared from it gets its own instead. */
const RECORDS = Symbol('records-duration');

/**
 * Fastify route config (`@RouteConfig(seriesPerValue(...))`) of a route whose path parameter
 * names one of a few known values (the resolve route's action): each value gets the series a
 * route of its own would (`/v1/ae-wwii/resolve/shot`); any other value counts under the template.
 */
interface SeriesPerValue {
  readonly param: string;
  readonly values: readonly string[];
}
const SERIES_PER_VALUE = 'seriesPerValue';

export function seriesPerValue(param: string, values: readonly string[]): Readonly<Record<typeof SERIES_PER_VALUE, SeriesPerValue>> {
  return { [SERIES_PER_VALUE]: { param, values } };
}

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
      const record = this.recorderOf(route);
      const hook: onResponseHookHandler = (request: FastifyRequest, reply: FastifyReply, done: Done) => {
        record(request, reply.statusCode, reply.elapsedTime / 1000);
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

  /** A route's recorder, which a `seriesPerValue` route picks per request by its parameter's value. */
  private recorderOf(route: RouteOptions): (request: FastifyRequest, status: number, seconds: number) => void {
    const template = this.duration.recorder(route.url);
    const per = (route.config as Partial<Record<typeof SERIES_PER_VALUE, SeriesPerValue>> | undefined)?.[SERIES_PER_VALUE];
    if (!per) return (request, status, seconds) => template(request.method, status, seconds);
    const byValue = new Map(per.values.map((v) => [v, this.duration.recorder(route.url.replace(`:${per.param}`, v))]));
    return (request, status, seconds) => (byValue.get((request.params as Readonly<Record<string, string>>)[per.param]) ?? template)(request.method, status, seconds);
  }

  metrics(): Promise<string> {
    return this.registry.metrics();
  }
}
