import { ApolloServerPlugin, GraphQLRequestContextResponseForOperation, GraphQLRequestListener, GraphQLResponse, HeaderMap } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, ExecutionResult, FormattedExecutionResult, GraphQLSchema } from 'graphql';
import { CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LruCache } from '../../engine/core/lru';
import { formatGraphqlErrors } from './graphql-errors';

/**
 * Whether queries run compiled (the default; tests turn it off to compare a reply with the one
 * graphql-js gives for the same request), and how many replies the compiled path gave.
 */
export const jitExecution = { enabled: true, answered: 0 };

type Compiled = CompiledQuery<Record<string, unknown>, Record<string, unknown>> | null;

/**
 * A compiled query's result as Apollo would send it: errors first (graphql-js's key order), each
 * formatted by the same function as Apollo's (graphql-errors.ts).
 */
function replyOf(result: ExecutionResult): FormattedExecutionResult {
  return result.errors !== undefined && result.errors.length > 0 ? { errors: formatGraphqlErrors(result.errors), data: result.data } : { data: result.data };
}

/**
 * Whether a compiled query's result is one graphql-js would have given by executing: anything but
 * variables refused before execution (no `data` then), which Apollo coerces and reports itself,
 * with its BAD_USER_INPUT code and 400 status, executing nothing either.
 */
const executed = (result: ExecutionResult): boolean => 'data' in result;

/**
 * Executes queries with graphql-jit, each document compiled once, behind Apollo's pipeline:
 * Apollo still reads the request, builds the context and sends the reply (documents are parsed,
 * limited and validated once per canonical form by documents.ts); this plugin answers its
 * `responseForOperation` hook with the compiled query's result, so graphql-js's interpreter
 * (argument and variable coercion, field collection, one resolver call per scalar field) is not
 * run per request. A compiled query reads plain object fields with inlined property reads and
 * calls only the root fields' resolvers, which are Nest's, unwrapped (no field enhancers).
 *
 * A request executes once, whatever errors it has: a result with errors is answered here too,
 * its errors formatted as Apollo formats them (the same bytes as graphql-js's execution gives,
 * test/graphql/jit.spec.ts), never executed again by graphql-js, so an operation's resolve fields
 * run and charge the request's work budget once. Only a query whose variables are refused before
 * any execution, a document graphql-jit cannot compile and every mutation return null, and Apollo
 * executes with graphql-js. Compiled queries are kept per parsed document object, in a WeakMap:
 * the document cache bounds them, and an evicted document takes its compiled query with it.
 */
export function jitExecutionPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();
  const seenOnce = new WeakMap<DocumentNode, Set<string>>();
  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Compiled => {
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (query === undefined) {
      // A document seen once is executed by graphql-js: compiling costs several times one
      // execution, and a client sending a fresh document per request must not make every request
      // pay for it. From its second request on, it is compiled once and runs compiled.
      let seen = seenOnce.get(document);
      if (!seen) seenOnce.set(document, (seen = new Set()));
      if (!seen.has(key)) {
        seen.add(key);
        return null;
      }
      let made: ReturnType<typeof compileQuery<Record<string, unknown>, Record<string, unknown>>> | undefined;
      try {
        made = compileQuery<Record<string, unknown>, Record<string, unknown>>(schema, document, operationName, { disablingCapturingStackErrors: true });
      } catch {
        made = undefined;
      }
      query = made !== undefined && isCompiledQuery(made) ? made : null;
      byOperation.set(key, query);
    }
    return query;
  };

  const listener: GraphQLRequestListener<TContext> = {
    async responseForOperation(rc: GraphQLRequestContextResponseForOperation<TContext>): Promise<GraphQLResponse | null> {
      if (!jitExecution.enabled || rc.operation?.operation !== 'query') return null;
      const query = compiledFor(rc.schema, rc.document, rc.operationName ?? undefined);
      if (!query) return null;
      // This text was parsed and validated (limits included, documents.ts) and it compiled: from now on the
      // route's fast path may answer it (registerGraphqlFastPath).
      const req = (rc.contextValue as { req?: FastifyRequest }).req;
      if (rc.request.query !== undefined && req?.server) knownQueriesOf(req.server).remember(rc.request.query, rc.request.operationName ?? '', query);
      const result = await query.query(undefined, rc.contextValue, rc.request.variables ?? {});
      if (!executed(result)) return null;
      jitExecution.answered++;
      return { body: { kind: 'single', singleResult: replyOf(result) }, http: { status: undefined, headers: new HeaderMap() } };
    },
  };

  return {
    requestDidStart(): Promise<GraphQLRequestListener<TContext>> {
      return Promise.resolve(listener);
    },
  };
}

/** Query texts accepted (parsed, validated within the limits: documents.ts) and their compiled queries. */
class KnownQueries {
  /** Texts remembered, and the longest one (so at most ~16 MB, besides Apollo's own cache). */
  private static readonly TEXTS = 1000;
  private static readonly LONGEST = 16_384;
  private readonly byText = new LruCache<Map<string, NonNullable<Compiled>>>(KnownQueries.TEXTS);

  remember(text: string, operationName: string, query: NonNullable<Compiled>): void {
    if (text.length > KnownQueries.LONGEST) return;
    let byOperation = this.byText.get(text);
    if (!byOperation) this.byText.set(text, (byOperation = new Map()));
    byOperation.set(operationName, query);
  }

  find(text: string, operationName: string): Compiled {
    return this.byText.get(text)?.get(operationName) ?? null;
  }

  clear(): void {
    this.byText.clear();
  }
}

/**
 * Per app (its Fastify instance, as the GraphQL route sees it): a compiled query is bound to its
 * app's schema and resolvers, and tests boot several apps in one process.
 */
const knownByServer = new WeakMap<FastifyInstance, KnownQueries>();
function knownQueriesOf(server: FastifyInstance): KnownQueries {
  let known = knownByServer.get(server);
  if (!known) knownByServer.set(server, (known = new KnownQueries()));
  return known;
}

/** Apollo's content type for a single JSON result (its MEDIA_TYPES.APPLICATION_JSON). */
const GRAPHQL_JSON = 'application/json; charset=utf-8';

/**
 * The common GraphQL request answered before Apollo's pipeline: a POST of a query text Apollo has
 * already accepted once (so parsed, validated and within every limit: validation depends on the
 * document alone), run compiled. A preHandler of the GraphQL route, so everything in front of
 * Apollo still runs (drain, auth, rate limit, headers, GET refused, body limit and JSON parsing).
 * Anything else goes on to Apollo untouched: an unknown text, a mutation, `extensions` (persisted
 * queries), a body Apollo would refuse, an Accept header other than none, `*\/*` or
 * `application/json` (Apollo negotiates those), and variables refused before execution (Apollo
 * reports those). A result with errors is answered here, once, its errors formatted as Apollo's.
 * The reply is what Apollo sends for the same result: status 200, its JSON content type, the
 * result's JSON and a newline (tested byte for byte, headers included, in test/graphql/jit.spec.ts). Per
 * request this skips Apollo's request pipeline: its hooks, the SHA-256 of the document, the
 * document cache lookup and the response negotiation.
 */
export function registerGraphqlFastPath(fastify: FastifyInstance, path: string): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
    const { query: text, variables, operationName, extensions } = body as Record<string, unknown>;
    if (typeof text !== 'string' || extensions !== undefined) return false;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return false;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return false;
    const accept = request.headers.accept;
    if (accept !== undefined && accept !== '*/*' && accept !== 'application/json') return false;
    const query = knownQueriesOf(request.server).find(text, operationName ?? '');
    if (!query) return false;
    const result = await query.query(undefined, { req: request }, (variables ?? {}) as Record<string, unknown>);
    if (!executed(result)) return false;
    jitExecution.answered++;
    void reply.code(200).header('content-type', GRAPHQL_JSON).send(`${JSON.stringify(replyOf(result))}\n`);
    return true;
  };
  // A global hook, callback style: every other route pays two comparisons and no promise.
  fastify.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (request.method !== 'POST' || request.url !== path || !jitExecution.enabled) return done();
    answer(request, reply).then(
      (answered) => {
        if (!answered) done();
      },
      (e: unknown) => done(e instanceof Error ? e : new Error(String(e))),
    );
  });
}

/** Forgets the query texts an app's GraphQL route knows (tests that compare with Apollo's answers). */
export const forgetKnownQueries = (server: FastifyInstance): void => knownQueriesOf(server).clear();
