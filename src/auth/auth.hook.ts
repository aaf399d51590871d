import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ProblemType } from '../common/problem/problem.exception';
import { PROBLEM_CONTENT_TYPE, problemBody, problemOf } from '../common/problem/problem';
import { AuthFailure, AuthResult } from './api-key.service';
import { setPrincipal } from './principal';

/** What the hook needs of ApiKeyService (a narrow seam for tests). */
export interface KeyAuthenticator {
  authenticate(raw: string): AuthResult;
}

const FAILURE_DETAIL: Readonly<Record<AuthFailure | 'scheme' | 'ambiguous', string>> = {
  malformed: 'The API key is malformed: expected arb_<id>_<secret>_<checksum>.',
  'bad-checksum': 'The API key does not match its checksum: it was mistyped or truncated.',
  unknown: 'The API key is unknown or revoked.',
  scheme: 'The Authorization header must use the Bearer scheme: `Authorization: Bearer <API key>`.',
  ambiguous: 'Authorization and X-API-Key carry different keys; send one.',
};

type Presented = { readonly key: string; readonly header: string } | { readonly failure: 'scheme' | 'ambiguous' | 'malformed'; readonly header: string } | undefined;

/** The key a request presents, if any: `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
function presentedKey(request: FastifyRequest): Presented {
  const authorization = request.headers.authorization;
  const apiKey = request.headers['x-api-key'];
  if (authorization === undefined && apiKey === undefined) return undefined;
  let fromAuthorization: string | undefined;
  if (authorization !== undefined) {
    const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
    if (!m) return { failure: 'scheme', header: 'Authorization' };
    fromAuthorization = m[1];
  }
  // A repeated X-API-Key header arrives as an array: which one would we trust?
  if (Array.isArray(apiKey)) return { failure: 'malformed', header: 'X-API-Key' };
  const fromHeader = apiKey?.trim();
  if (fromAuthorization !== undefined && fromHeader !== undefined && fromAuthorization !== fromHeader) {
    return { failure: 'ambiguous', header: 'Authorization' };
  }
  if (fromAuthorization !== undefined) return { key: fromAuthorization, header: 'Authorization' };
  return { key: fromHeader ?? '', header: 'X-API-Key' };
}

function reject(reply: FastifyReply, failure: keyof typeof FAILURE_DETAIL, header: string): void {
  const detail = FAILURE_DETAIL[failure];
  const problem = problemOf(ProblemType.Unauthorized, detail, [{ path: header, message: detail }]);
  void reply
    .code(401)
    .header('content-type', PROBLEM_CONTENT_TYPE)
    .header('www-authenticate', `Bearer realm="arbiter", error="invalid_token"`)
    .send(JSON.stringify(problemBody(problem)));
}

/**
 * Authenticates every request before routing (an onRequest hook, so it covers REST, GraphQL and
 * anything registered later, and runs before rate limiting, which keys on the principal). No key:
 * anonymous, the request goes on. A key that is malformed, fails its checksum, is unknown or is
 * revoked: 401 at once, never a silent downgrade to anonymous (a client would otherwise get public
 * data and believe its key works). A valid key: its Principal is set on the request.
 */
export function registerAuthHook(fastify: FastifyInstance, keys: KeyAuthenticator): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const presented = presentedKey(request);
    if (presented === undefined) return done();
    if ('failure' in presented) return reject(reply, presented.failure, presented.header);
    const result = keys.authenticate(presented.key);
    if (!result.ok) return reject(reply, result.reason, presented.header);
    setPrincipal(request, result.principal);
    done();
  });
}
