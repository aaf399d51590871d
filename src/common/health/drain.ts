import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemLangOf } from '../i18n/lang.decorator';
import { PROBLEM_CONTENT_TYPE, problemOf, serializedProblem } from '../problem/problem';
import { ProblemType, problemMsg } from '../problem/problem.exception';

/**
 * Whether the process is shutting down. Set once, by the shutdown handler (graceful-shutdown.ts),
 * the moment a SIGTERM/SIGINT arrives; never cleared.
 */
@Injectable()
export class DrainState {
  private startedAt: number | undefined;

  get draining(): boolean {
    return this.startedAt !== undefined;
  }

  /** Milliseconds since draining began (0 when it has not). */
  get elapsedMs(): number {
    return this.startedAt === undefined ? 0 : Date.now() - this.startedAt;
  }

  begin(): void {
    this.startedAt ??= Date.now();
  }
}

/** Serialized once per language: the drain answer must cost nothing while the process is busy stopping. */
const DRAINING_BODIES = serializedProblem(problemOf(ProblemType.Unavailable, problemMsg('detail.shutting-down')));

/**
 * The HTTP side of draining, as Fastify hooks (they must be registered before the app is ready):
 *
 * - a request that arrives once draining began (on a keep-alive connection, or on a new one while
 *   the listener is still open during SHUTDOWN_DRAIN_MS) is answered 503 problem+json at once,
 *   before auth, rate limits or routing, so the client knows it was not processed and may retry;
 * - every reply sent while draining, including those of requests accepted before the signal,
 *   carries `Connection: close`, so no keep-alive connection outlives its last response.
 *
 * Registered first among the onRequest hooks so that nothing else runs for a refused request.
 */
export function registerDrainHooks(fastify: FastifyInstance, state: DrainState): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!state.draining) {
      done();
      return;
    }
    // Replying without calling done() ends the request here (Fastify's callback-style contract).
    void reply.code(503).header('content-type', PROBLEM_CONTENT_TYPE).header('connection', 'close').send(DRAINING_BODIES[problemLangOf(request)]);
  });
  fastify.addHook('onSend', (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, p: unknown) => void) => {
    if (state.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
}
