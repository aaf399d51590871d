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
  RuleViolation = 'rule-violation',
  UnknownId = 'unknown-id',
  BadDice = 'bad-dice',
  TooLarge = 'too-large',
  NotFound = 'not-found',
  UnsupportedMediaType = 'unsupported-media-type',
  PayloadTooLarge = 'payload-too-large',
  Unauthorized = 'unauthorized',
  Forbidden = 'forbidden',
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
}
