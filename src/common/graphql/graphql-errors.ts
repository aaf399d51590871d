import { Logger } from '@nestjs/common';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { type Lang, DEFAULT_LANG } from '../i18n/lang';
import { ProblemException, ProblemType } from '../problem/problem.exception';
import { RenderedFieldError, genericDetail, problemOf, problemTypeOfStatus, renderProblemTexts } from '../problem/problem';
import { toProblem } from '../problem/to-problem';

/** GraphQL transport: the `extensions.code` of each problem type (one exhaustive mapping). */
export function problemGraphqlCode(type: ProblemType): string {
  switch (type) {
    case ProblemType.Validation:
    case ProblemType.MalformedJson:
    case ProblemType.BadRequest:
      return 'BAD_USER_INPUT';
    case ProblemType.RuleViolation:
      return 'RULE_VIOLATION';
    case ProblemType.UnknownId:
      return 'UNKNOWN_ID';
    case ProblemType.BadDice:
      return 'BAD_DICE';
    case ProblemType.TooLarge:
      return 'TOO_LARGE';
    case ProblemType.NotFound:
      return 'NOT_FOUND';
    case ProblemType.MethodNotAllowed:
      return 'METHOD_NOT_ALLOWED';
    case ProblemType.UnsupportedMediaType:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case ProblemType.PayloadTooLarge:
      return 'PAYLOAD_TOO_LARGE';
    case ProblemType.Unauthorized:
      return 'UNAUTHENTICATED';
    case ProblemType.Forbidden:
      return 'FORBIDDEN';
    case ProblemType.Conflict:
      return 'CONFLICT';
    case ProblemType.QuotaExceeded:
      return 'QUOTA_EXCEEDED';
    case ProblemType.RateLimited:
      return 'RATE_LIMITED';
    case ProblemType.ShareQuota:
      return 'SHARE_QUOTA';
    case ProblemType.Unavailable:
      return 'UNAVAILABLE';
    case ProblemType.Internal:
      return 'INTERNAL_SERVER_ERROR';
  }
}

export interface ProblemExtensions {
  readonly code: string;
  readonly status: number;
  readonly type: ProblemType;
  readonly errors: readonly RenderedFieldError[];
}

function problemExtensions(p: ProblemException, lang: Lang): { readonly detail: string; readonly extensions: ProblemExtensions } {
  const { detail, errors } = renderProblemTexts(p, lang);
  return { detail, extensions: { code: problemGraphqlCode(p.problemType), status: p.getStatus(), type: p.problemType, errors } };
}

/** A problem as a GraphQL error in `lang`: the detail as its message, the rest in `extensions`. */
export function problemToGraphQLError(p: ProblemException, lang: Lang): GraphQLError {
  const { detail, extensions } = problemExtensions(p, lang);
  return new GraphQLError(detail, { extensions: { ...extensions } });
}

/** Apollo gives formatError no request: problems made there (outside every resolver) are in English. */
function formattedInEnglish(p: ProblemException, locations: GraphQLFormattedError['locations'], path: GraphQLFormattedError['path']): GraphQLFormattedError {
  const { detail, extensions } = problemExtensions(p, DEFAULT_LANG);
  return { message: detail, locations, path, extensions: { ...extensions } };
}

const isProblemExtensions = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && typeof (e as { status?: unknown }).status === 'number' && Array.isArray((e as { errors?: unknown }).errors);

/**
 * Apollo's codes for requests refused before anything executed (parse, validation including the
 * limits of limits.ts, variable coercion, a bad HTTP request such as a batch): the client's to fix.
 */
const CLIENT_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * graphql-js appends `Did you mean "x"?` to unknown fields, arguments, types and enum values; with
 * introspection off that would disclose the schema one guess at a time. Validation is told not to
 * compute them (graphql-options.ts), but variable coercion is not reachable through Apollo's
 * options, so every message is cleaned here too.
 */
const SUGGESTION = / ?Did you mean [^?]*\?/g;
export const withoutSuggestions = (message: string): string => message.replace(SUGGESTION, '');

const logger = new Logger('GraphQL');

/** graphql-jit's errors share GraphQLError's prototype but may have no `extensions` at all. */
const extensionsOf = (error: GraphQLError): { readonly code?: unknown; readonly http?: { readonly status?: unknown } } | undefined =>
  error.extensions as { readonly code?: unknown; readonly http?: { readonly status?: unknown } } | undefined;

/** The HTTP status Apollo answers with for this error (`extensions.http`), when it set one. */
function httpStatusOf(error: unknown): number | undefined {
  const http = error instanceof GraphQLError ? extensionsOf(error)?.http : undefined;
  return typeof http?.status === 'number' ? http.status : undefined;
}

/**
 * Apollo `formatError`, for every error of every response (execution, parse, validation, limits,
 * batching): errors raised in resolvers already carry problem extensions (the global filter made
 * them); Apollo's refusals keep their message and code, with a 4xx status; an error from our code
 * outside Nest's reach goes through the same mapping as REST; anything else is a server fault:
 * a generic message (code INTERNAL_SERVER_ERROR, status 500), details in the log only. No stack
 * traces, no "did you mean" suggestions.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const { locations, path } = formatted;
  const message = withoutSuggestions(formatted.message);
  const ext = formatted.extensions ?? {};
  if (isProblemExtensions(ext)) {
    const { code, status, type, errors } = ext as unknown as ProblemExtensions;
    return { message, locations, path, extensions: { code, status, type, errors } };
  }
  const http = httpStatusOf(error);
  // Apollo's refusals that carry a 4xx status and no code of their own (an automatic persisted
  // query whose hash does not match its text, an unknown persisted-query version): the client's
  // to fix, so a 400 logged quietly, never a server fault.
  const uncoded = error instanceof GraphQLError && extensionsOf(error)?.code === undefined && http !== undefined && http >= 400 && http < 500;
  if (uncoded) logger.debug(`refused: ${formatted.message}`);
  const code = uncoded ? 'BAD_REQUEST' : typeof ext.code === 'string' ? ext.code : undefined;
  if (code !== undefined && CLIENT_CODES.has(code)) {
    const status = http !== undefined && http >= 400 && http < 500 ? http : 400;
    const type = status !== 400 ? problemTypeOfStatus(status) : code === 'BAD_REQUEST' ? ProblemType.BadRequest : ProblemType.Validation;
    return { message, locations, path, extensions: { code, status, type, errors: [] } };
  }
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original !== undefined && original !== null && !(original instanceof GraphQLError)) {
    // toProblem logs whatever it cannot map to a client error.
    return formattedInEnglish(toProblem(original), locations, path);
  }
  if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
    // A GraphQLError nobody coded: graphql-js's own execution faults (a null for a non-null
    // field, a value a scalar cannot serialize), i.e. a bug on our side.
    logger.error(`${formatted.message}${path ? ` at ${path.join('.')}` : ''}`);
    return formattedInEnglish(problemOf(ProblemType.Internal, genericDetail(ProblemType.Internal)), locations, path);
  }
  return { message, locations, path, extensions: { code, status: 400, type: ProblemType.Validation, errors: [] } };
}

/**
 * Errors of a result this transport answers itself, without Apollo's request pipeline (jit.ts,
 * documents.ts), formatted as Apollo formats every error it sends: the code defaulted to
 * INTERNAL_SERVER_ERROR, `extensions.http` kept out of the reply, then `formatGraphqlError`; a
 * formatter that throws gives Apollo's generic error. One formatting path whichever executor ran.
 */
export function formatGraphqlErrors(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
  return errors.map((error) => {
    try {
      const { http: _http, ...extensions } = { ...extensionsOf(error), code: extensionsOf(error)?.code ?? 'INTERNAL_SERVER_ERROR' };
      return formatGraphqlError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
}
