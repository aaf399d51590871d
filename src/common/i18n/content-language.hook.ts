import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appendVary } from '../http/vary';
import { LangCarrier, REQUEST_LANG } from './lang.decorator';

/**
 * Sets Content-Language (and adds Accept-Language to Vary) on every reply written in a negotiated
 * language: a handler's (`@Lang()`,
 * a GraphQL `lang` argument or its Accept-Language default) or a problem's. A Fastify onSend hook
 * rather than a Nest interceptor: it also sees error replies and replies sent from hooks, and
 * costs no RxJS pipeline on the hot path.
 */
export function registerContentLanguageHook(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, p: unknown) => void) => {
    const lang = (request as FastifyRequest & LangCarrier)[REQUEST_LANG] ?? (request.raw as LangCarrier)[REQUEST_LANG];
    if (lang !== undefined) {
      void reply.header('content-language', lang);
      // The language may have come from Accept-Language: a cache must not serve it to another.
      appendVary(reply, 'Accept-Language');
    }
    done(null, payload);
  });
}
