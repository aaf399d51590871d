import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ProblemException, ProblemType } from '../problem/problem.exception';
import { problemOf } from '../problem/problem';
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
    case ProblemType.RateLimited:
      return 'RATE_LIMITED';
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
  readonly errors: readonly { readonly path: string; readonly message: string }[];
}

export function problemToGraphQLError(p: ProblemException): GraphQLError {
  const extensions: ProblemExtensions = { code: problemGraphqlCode(p.problemType), status: p.getStatus(), type: p.problemType, errors: p.errors };
  return new GraphQLError(p.detail, { extensions: { ...extensions } });
}

const isProblemExtensions = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && typeof (e as { status?: unknown }).status === 'number' && Array.isArray((e as { errors?: unknown }).errors);

/**
 * Apollo `formatError`: errors raised in resolvers already carry problem extensions (the global
 * filter made them); anything else (an error outside Nest's reach) is mapped the same way.
 * GraphQL's own parse/validation errors keep their message and code. No stack traces ever.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const { locations, path, message } = formatted;
  const ext = formatted.extensions ?? {};
  if (isProblemExtensions(ext)) {
    const { code, status, type, errors } = ext as unknown as ProblemExtensions;
    return { message, locations, path, extensions: { code, status, type, errors } };
  }
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original !== undefined && original !== null && !(original instanceof GraphQLError)) {
    const p = toProblem(original);
    const { code, status, type, errors } = problemToGraphQLError(p).extensions as unknown as ProblemExtensions;
    return { message: p.detail, locations, path, extensions: { code, status, type, errors } };
  }
  const code = typeof ext.code === 'string' ? ext.code : 'BAD_USER_INPUT';
  const internal = code === 'INTERNAL_SERVER_ERROR';
  const p = internal ? problemOf(ProblemType.Internal, 'An unexpected error occurred.') : undefined;
  return {
    message: p ? p.detail : message,
    locations,
    path,
    extensions: { code, status: internal ? 500 : 400, type: internal ? ProblemType.Internal : ProblemType.Validation, errors: [] },
  };
}
