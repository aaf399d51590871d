import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics: prom-client's default process metrics plus one request-duration histogram
 * by method, route template and status. The registry is per app (tests boot several apps in one
 * process; the global registry would refuse the second histogram).
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** One `onResponse` hook: a label lookup and an observe per request, nothing else. */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      // The route template keeps label cardinality bounded; unknown paths share one label.
      const route = request.routeOptions.url ?? 'unmatched';
      this.duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });
  }

  metrics(): Promise<string> {
    return this.registry.metrics();
  }
}
