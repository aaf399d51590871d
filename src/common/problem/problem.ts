import { RuleError, RuleErrorCode } from '../../engine/core/errors';
import { ProblemFieldError, ProblemException, ProblemType } from './problem.exception';

/** The RFC 9457 body every error response carries. */
export interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly errors: readonly ProblemFieldError[];
}

export const PROBLEM_BASE_URI = 'https://arbiter.dev/problems/';
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export const problemTypeUri = (type: ProblemType): string => PROBLEM_BASE_URI + type;

/** HTTP transport: the status and title of each problem type (one exhaustive mapping). */
export function problemHttp(type: ProblemType): { readonly status: number; readonly title: string } {
  switch (type) {
    case ProblemType.Validation:
      return { status: 400, title: 'Invalid request' };
    case ProblemType.MalformedJson:
      return { status: 400, title: 'Malformed JSON' };
    case ProblemType.BadRequest:
      return { status: 400, title: 'Bad request' };
    case ProblemType.RuleViolation:
      return { status: 422, title: 'The rules forbid this' };
    case ProblemType.UnknownId:
      return { status: 422, title: 'Unknown id' };
    case ProblemType.BadDice:
      return { status: 422, title: 'Dice do not fit' };
    case ProblemType.TooLarge:
      return { status: 422, title: 'Request too large to resolve' };
    case ProblemType.NotFound:
      return { status: 404, title: 'Not found' };
    case ProblemType.MethodNotAllowed:
      return { status: 405, title: 'Method not allowed' };
    case ProblemType.UnsupportedMediaType:
      return { status: 415, title: 'Unsupported media type' };
    case ProblemType.PayloadTooLarge:
      return { status: 413, title: 'Payload too large' };
    case ProblemType.Unauthorized:
      return { status: 401, title: 'Unauthorized' };
    case ProblemType.Forbidden:
      return { status: 403, title: 'Forbidden' };
    case ProblemType.Conflict:
      return { status: 409, title: 'Conflict' };
    case ProblemType.RateLimited:
      return { status: 429, title: 'Too many requests' };
    case ProblemType.Unavailable:
      return { status: 503, title: 'Service unavailable' };
    case ProblemType.Internal:
      return { status: 500, title: 'Internal error' };
  }
}

/** Engine errors → problem types (one exhaustive mapping; the status follows from the type). */
export function ruleErrorProblemType(code: RuleErrorCode): ProblemType {
  switch (code) {
    case RuleErrorCode.RuleViolation:
      return ProblemType.RuleViolation;
    case RuleErrorCode.UnknownId:
      return ProblemType.UnknownId;
    case RuleErrorCode.BadDice:
      return ProblemType.BadDice;
    case RuleErrorCode.TooLarge:
      return ProblemType.TooLarge;
  }
}

export function ruleErrorToProblem(err: RuleError): ProblemException {
  const type = ruleErrorProblemType(err.code);
  const { status, title } = problemHttp(type);
  // The resolve pipeline renders every engine message in the reply's language before it gets here.
  const errors = err.errors.map((e) => ({ path: e.path, message: typeof e.message === 'string' ? e.message : e.message.key }));
  return new ProblemException(type, status, title, errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
}

/** A problem of `type` with its standard status and title. */
export function problemOf(type: ProblemType, detail: string, errors: readonly ProblemFieldError[] = []): ProblemException {
  const { status, title } = problemHttp(type);
  return new ProblemException(type, status, title, detail, errors);
}

/** The problem type of a status that arrived without one (Nest or Fastify built-in errors). */
export function problemTypeOfStatus(status: number): ProblemType {
  switch (status) {
    case 400:
      return ProblemType.BadRequest;
    case 401:
      return ProblemType.Unauthorized;
    case 403:
      return ProblemType.Forbidden;
    case 404:
      return ProblemType.NotFound;
    case 405:
      return ProblemType.MethodNotAllowed;
    case 409:
      return ProblemType.Conflict;
    case 413:
      return ProblemType.PayloadTooLarge;
    case 415:
      return ProblemType.UnsupportedMediaType;
    case 422:
      return ProblemType.RuleViolation;
    case 429:
      return ProblemType.RateLimited;
    case 503:
      return ProblemType.Unavailable;
    default:
      return status >= 400 && status < 500 ? ProblemType.BadRequest : ProblemType.Internal;
  }
}

export function problemBody(p: ProblemException): ProblemBody {
  return { type: problemTypeUri(p.problemType), title: p.title, status: p.getStatus(), detail: p.detail, errors: p.errors };
}
