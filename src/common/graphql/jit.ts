import { ApolloServerPlugin, GraphQLRequestContextResponseForOperation, GraphQLRequestListener, GraphQLResponse, HeaderMap } from '@apollo/server';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

/**
 * Whether queries run compiled (the default; tests turn it off to compare a reply with the one
 * graphql-js gives for the same request), and how many replies the compiled path gave.
 */
export const jitExecution = { enabled: true, answered: 0 };

type Compiled = CompiledQuery<Record<string, unknown>, Record<string, unknown>> | null;

/**
 * Executes queries with graphql-jit, each document compiled once, behind Apollo's pipeline:
 * Apollo still reads the request, parses and validates (its document cache holds each document
 * once, our limits among its rules), builds the context and sends the reply; this plugin answers
 * its `responseForOperation` hook with the compiled query's result, so graphql-js's interpreter
 * (argument and variable coercion, field collection, one resolver call per scalar field) is not
 * run per request. A compiled query reads plain object fields with inlined property reads and
 * calls only the root fields' resolvers, which are Nest's, unwrapped (no field enhancers).
 *
 * Only what gives exactly the bytes graphql-js would takes this path: a query (never a mutation,
 * which must not run twice) whose result has no error. A result with errors, a document
 * graphql-jit cannot compile, and every mutation return null, and Apollo executes with graphql-js
 * as before (so every error is formatted, coded and given its status by the one path that always
 * did). Compiled queries are kept per parsed document object, in a WeakMap: Apollo's document cache
 * bounds them, and an evicted document takes its compiled query with it.
 */
export function jitExecutionPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();
  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Compiled => {
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (query === undefined) {
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
      if (!jitExecution.enabled || rc.operation.operation !== 'query') return null;
      const query = compiledFor(rc.schema, rc.document, rc.operationName ?? undefined);
      if (!query) return null;
      const result = await query.query(undefined, rc.contextValue, rc.request.variables ?? {});
      if (result.errors !== undefined && result.errors.length > 0) return null;
      jitExecution.answered++;
      return { body: { kind: 'single', singleResult: { data: result.data } }, http: { status: undefined, headers: new HeaderMap() } };
    },
  };

  return {
    requestDidStart(): Promise<GraphQLRequestListener<TContext>> {
      return Promise.resolve(listener);
    },
  };
}
