import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Lang } from '../common/i18n/lang';
import { problemLangOf } from '../common/i18n/lang.decorator';
import { ProblemKey, ProblemType, problemMsg } from '../common/problem/problem.exception';
import { PROBLEM_CONTENT_TYPE, problemOf, serializedProblem } from '../common/problem/problem';
import { AuthFailure, AuthResult } from './api-key.service';
import { setPrincipal } from './principal';

/** What the hook needs of ApiKeyService (a narrow seam for tests). */
export interface KeyAuthenticator {
  authenticate(raw: string): AuthResult;
}

type Failure = AuthFailure | 'scheme' | 'ambiguous';

const FAILURE_DETAIL: Readonly<Record<Failure, ProblemKey>> = {
  malformed: 'detail.key-malformed',
  'bad-checksum': 'detail.key-checksum',
  unknown: 'detail.key-unknown',
  scheme: 'detail.key-scheme',
  ambiguous: 'detail.key-ambiguous',
};

const HEADERS = ['Authorization', 'X-API-Key'] as const;

/**
 * Every 401 this hook can send, serialized once per failure, header and language: refusing a bad
 * key costs no more than accepting a good one.
 */
const REFUSALS: ReadonlyMap<string, Readonly<Record<Lang, string>>> = new Map(
  (Object.keys(FAILURE_DETAIL) as Failure[]).flatMap((failure) =>
    HEADERS.map((header) => {
      const detail = problemMsg(FAILURE_DETAIL[failure]);
      return [`${failure} ${header}`, serializedProblem(problemOf(ProblemType.Unauthorized, detail, [{ path: header, message: detail }]))] as const;
    }),
  ),
);

type Header = (typeof HEADERS)[number];
type Presented = { readonly key: string; readonly header: Header } | { readonly failure: 'scheme' | 'ambiguous' | 'malformed'; readonly header: Header } | undefined;

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

function reject(request: FastifyRequest, reply: FastifyReply, failure: Failure, header: Header): void {
  const bodies = REFUSALS.get(`${failure} ${header}`) as Readonly<Record<Lang, string>>;
  void reply
    .code(401)
    .header('content-type', PROBLEM_CONTENT_TYPE)
    .header('www-authenticate', `Bearer realm="arbiter", error="invalid_token"`)
    .send(bodies[problemLangOf(request)]);
}

/** Requests whose key was refused, answered 401 once the rate limit has counted them. */
const refused = new WeakMap<FastifyRequest, { readonly failure: Failure; readonly header: Header }>();

/**
 * Authenticates every request before routing (an onRequest hook, so it covers REST, GraphQL and
 * anything registered later, and runs before rate limiting, which keys on the principal). No key:
 * anonymous, the request goes on. A key that is malformed, fails its checksum, is unknown or is
 * revoked: 401, never a silent downgrade to anonymous (a client would otherwise get public data and
 * believe its key works). The 401 is sent from the first hook after rate limiting (preParsing,
 * before any body is read), so a refused key counts against its address like an anonymous request:
 * guessing keys is rate limited too. A valid key: its Principal is set on the request.
 */
export function registerAuthHook(fastify: FastifyInstance, keys: KeyAuthenticator): void {
  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const presented = presentedKey(request);
    if (presented === undefined) return done();
    if ('failure' in presented) {
      refused.set(request, presented);
      return done();
    }
    const result = keys.authenticate(presented.key);
    if (result.ok) setPrincipal(request, result.principal);
    else refused.set(request, { failure: result.reason, header: presented.header });
    done();
  });
  fastify.addHook('preParsing', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const refusal = refused.get(request);
    if (refusal === undefined) return done(null, payload);
    reject(request, reply, refusal.failure, refusal.header);
  });
}
