import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemLangOf } from '../i18n/lang.decorator';
import { PROBLEM_CONTENT_TYPE, problemOf, serializedProblem } from '../problem/problem';
import { ProblemType, problemMsg } from '../problem/problem.exception';

/** Serialized once per language: shedding must cost next to nothing, it runs when the process is busiest. */
const OVERLOADED_BODIES = serializedProblem(problemOf(ProblemType.Unavailable, problemMsg('detail.overloaded')));

/** Probes and scrapers are always answered: a busy replica is alive, and says so. */
const isExempt = (url: string | undefined): boolean => url === '/metrics' || (url !== undefined && url.startsWith('/health/'));

/**
 * Load shedding by event-loop delay (@fastify/under-pressure). Each request's work is bounded by
 * the cost budget, but many admitted requests at once still queue behind one another on the one
 * event loop, and a liveness probe queued behind them would time out and restart a replica that
 * is only busy. While the loop's mean delay over the last sample is above `maxDelayMs`, every
 * request but the probes is answered 503 problem+json with Retry-After before any work (the
 * caller retries on a replica with room), so the queue drains in microseconds per request and
 * `/health/live` answers within its probe's timeout. 0 turns it off.
 */
export async function registerLoadShedding(fastify: FastifyInstance, maxDelayMs: number): Promise<void> {
  if (maxDelayMs <= 0) return;
  await fastify.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    // Sampled often enough that shedding starts within a fraction of a probe's 2 s timeout.
    sampleInterval: 200,
    // Returning nothing lets the request go on; a reply sent here ends it (the plugin's contract).
    pressureHandler: (request: FastifyRequest, reply: FastifyReply): void => {
      if (isExempt(request.routeOptions.url)) return;
      void reply.code(503).header('content-type', PROBLEM_CONTENT_TYPE).header('retry-after', '1').send(OVERLOADED_BODIES[problemLangOf(request)]);
    },
  });
}
