import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriverConfig } from '@nestjs/apollo';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { DocumentGate, documentGatePlugin, gateDocumentStore } from './documents';
import { formatGraphqlError } from './graphql-errors';
import { jitExecutionPlugin } from './jit';
import { rememberDocumentHashes } from './query-hash';
import { documentLimitsRule } from './limits';
import { dropPlainFieldResolvers } from './plain-fields';

export const GRAPHQL_PATH = '/graphql';

/** What resolvers get as GraphQL context (`@Context()`, GqlExecutionContext). */
export interface GraphqlContext {
  readonly req: FastifyRequest;
}

/**
 * Apollo (through @nestjs/apollo) on Fastify: code-first schema in memory, hardened against
 * hostile documents, and with nothing on the per-request path that this API does not use.
 */
export function graphqlDriverOptions(config: AppConfig): ApolloDriverConfig {
  // The document's SHA-256, Apollo's cache key, remembered per document (query-hash.ts).
  rememberDocumentHashes();
  // Token limit in the parser itself: parsing stops at the limit (400 GRAPHQL_PARSE_FAILED).
  const parseOptions = { maxTokens: config.graphqlLimits.maxTokens };
  // "Did you mean" suggestions are not even computed (graphql-errors.ts strips the rest).
  const validationOptions = { hideSuggestions: true };
  // Documents are parsed, held to the limits, validated and cached by their canonical form
  // (documents.ts), before and instead of Apollo's own parsing, validation and document store.
  const gate = new DocumentGate({ limits: config.graphqlLimits, introspection: config.graphqlIntrospection, parseOptions, validationOptions });
  return {
    path: GRAPHQL_PATH,
    autoSchemaFile: true,
    sortSchema: true,
    introspection: config.graphqlIntrospection,
    // No landing page (Nest then installs Apollo's LandingPageDisabled plugin).
    playground: false,
    includeStacktraceInErrorResponses: false,
    // A JSON array body would run several operations for one request, past every per-request
    // limit; Apollo refuses it (400 BAD_REQUEST) before executing anything. Its default, said
    // here because it is a decision.
    allowBatchedHttpRequests: false,
    // GET is refused before Apollo (graphql-http.ts); POST bodies can only be application/json
    // (Fastify has no other parser: 415), so no "simple" cross-site request reaches Apollo. Its
    // CSRF check stays on as a second line.
    csrfPrevention: true,
    parseOptions,
    documentStore: gateDocumentStore(gate),
    // Apollo validates only a text the gate had no verdict on; the limits hold there too.
    validationRules: [documentLimitsRule(config.graphqlLimits)],
    validationOptions,
    // Our formatError maps every error itself (problem extensions); Nest's own mapping would
    // re-code 422s as BAD_USER_INPUT.
    autoTransformHttpErrors: false,
    formatError: formatGraphqlError,
    context: (req: FastifyRequest): GraphqlContext => ({ req }),
    // Per-request work nobody uses, measured on the bench's shot (docs/benchmarks.md):
    // - CacheControl (installed by default) wraps every field resolver to compute cache hints
    //   for a Cache-Control header that resolves, which are POSTs, never get;
    // - InlineTrace only traces for a federation gateway;
    // - Nest's "preserve HTTP status" plugin resets the status of responses whose resolver errors
    //   set `extensions.http`; ours never do (problems carry `extensions.status` instead).
    // - graphql-js's interpreter, per request: queries run compiled by graphql-jit (jit.ts), once,
    //   errors or not; mutations run with graphql-js.
    // The gate's plugin comes first: it answers a refused document before any executor sees it.
    plugins: [documentGatePlugin<GraphqlContext>(gate), ApolloServerPluginCacheControlDisabled(), ApolloServerPluginInlineTraceDisabled(), jitExecutionPlugin<GraphqlContext>()],
    preserveHttpStatusForExecutionErrors: false,
    // Object types resolve with plain property reads: no guards, interceptors or filters around
    // each of the many scalar fields of a resolution (only root fields go through Nest).
    fieldResolverEnhancers: [],
    // ... and those that are plain property reads have no resolver at all (plain-fields.ts).
    transformSchema: (schema) => {
      dropPlainFieldResolvers(schema);
      return schema;
    },
  };
}
