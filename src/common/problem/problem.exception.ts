import { HttpException } from '@nestjs/common';

/** One offending field, by its dotted path in the request (`target.distance`, `dice.values[2]`). */
export interface ProblemFieldError {
  readonly path: string;
  readonly message: string;
}

/**
 * Stable problem types: the last segment of the RFC 9457 `type` URI. Clients switch on these,
 * so they never change meaning once published.
 */
export enum ProblemType {
  Validation = 'validation',
  MalformedJson = 'malformed-json',
  BadRequest = 'bad-request',
  RuleViolation = 'rule-violation',
  UnknownId = 'unknown-id',
  BadDice = 'bad-dice',
  TooLarge = 'too-large',
  NotFound = 'not-found',
  MethodNotAllowed = 'method-not-allowed',
  UnsupportedMediaType = 'unsupported-media-type',
  PayloadTooLarge = 'payload-too-large',
  Unauthorized = 'unauthorized',
  Forbidden = 'forbidden',
  /** The write conflicts with what is stored (an id already taken). */
  Conflict = 'conflict',
  RateLimited = 'rate-limited',
  Unavailable = 'unavailable',
  Internal = 'internal',
}

/** An error that is rendered as application/problem+json with the given status and fields. */
export class ProblemException extends HttpException {
  constructor(
    readonly problemType: ProblemType,
    status: number,
    readonly title: string,
    readonly detail: string,
    readonly errors: readonly ProblemFieldError[] = [],
  ) {
    super({ type: problemType, title, detail, errors }, status);
  }

  /** A body or query that fails its schema (400), naming every offending path. */
  static validation(errors: readonly ProblemFieldError[], detail?: string): ProblemException {
    const first = errors[0];
    return new ProblemException(
      ProblemType.Validation,
      400,
      'Invalid request',
      detail ??
        (first
          ? `${first.path === '' ? 'The body' : first.path} ${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`
          : 'The request is not valid.'),
      errors,
    );
  }

  /** One invalid query or path parameter (400). */
  static invalidParam(name: string, message: string): ProblemException {
    return ProblemException.validation([{ path: name, message }]);
  }
}
