import { HttpException } from '@nestjs/common';
import { quotedList } from '../../engine/core/errors';
import { ProblemKey, ProblemText, problemMsg } from './messages';

export { type ProblemKey, type ProblemText, problemMsg };

/**
 * One offending field, by its dotted path in the request (`target.distance`, `dice.values[2]`).
 * The path is stable; the message is rendered in the reply's language.
 */
export interface ProblemFieldError {
  readonly path: string;
  readonly message: ProblemText;
  /**
   * What the request may have meant (the closest ids to an unknown one, the weapons a unit
   * carries): listed in `errors[].suggestions`. The message already says them when it is the
   * engine's; a message of ours gets "did you mean ...?" added when rendered.
   */
  readonly suggestions?: readonly string[];
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
  /** The write would store more than the owner's quota (entries, warbooks, archetypes, bytes). */
  QuotaExceeded = 'quota-exceeded',
  RateLimited = 'rate-limited',
  /** Past the rulings one address or API key owner may share per day. */
  ShareQuota = 'share-quota',
  Unavailable = 'unavailable',
  Internal = 'internal',
}

/**
 * An error that is rendered as application/problem+json with the given status. Its texts are
 * messages, rendered only when the reply's language is known (problem.filter.ts): the title
 * follows from the type, the detail and each field's message from their keys.
 */
export class ProblemException extends HttpException {
  constructor(
    readonly problemType: ProblemType,
    status: number,
    readonly detail: ProblemText,
    readonly errors: readonly ProblemFieldError[] = [],
  ) {
    super(problemType, status);
  }

  /** A body or query that fails its schema (400), naming every offending path. */
  static validation(errors: readonly ProblemFieldError[], detail?: ProblemText): ProblemException {
    return new ProblemException(ProblemType.Validation, 400, detail ?? firstOf(errors, 'validation'), errors);
  }

  /** One invalid query or path parameter (400). */
  static invalidParam(name: string, message: ProblemText): ProblemException {
    return ProblemException.validation([{ path: name, message }]);
  }
}

/**
 * The detail of a list of field errors: the first one, and how many more (`errors` may be
 * truncated, so `more` counts them all). A path-less validation error is about the whole body;
 * rule errors always name a field.
 */
export function firstOf(errors: readonly ProblemFieldError[], kind: 'validation' | 'rule'): ProblemText {
  const first = errors[0];
  if (first === undefined) return problemMsg(kind === 'rule' ? 'generic.rule-violation' : 'generic.validation');
  const more = errors.length - 1;
  if (kind === 'validation' && first.path === '') return problemMsg('detail.validation-body', { message: fieldMessage(first), more });
  // A message with suggestions ends with its question ("did you mean ...?"): no period after it.
  const asks = first.suggestions !== undefined && first.suggestions.length > 0;
  const key = kind === 'rule' ? (asks ? 'detail.rule-asks' : 'detail.rule') : asks ? 'detail.validation-asks' : 'detail.validation';
  return problemMsg(key, { path: first.path, message: fieldMessage(first), more });
}

/**
 * A field error's message. Ours (a message key) with suggestions says them: "did you mean ...?"
 * after a clause (`field.*`), or as a sentence of its own after a sentence (`detail.*`, a 404's).
 * The engine's (plain text) already says them.
 */
export function fieldMessage(e: ProblemFieldError): ProblemText {
  if (typeof e.message === 'string' || !e.suggestions || e.suggestions.length === 0) return e.message;
  const key = e.message.key.startsWith('detail.') ? 'detail.did-you-mean' : 'field.did-you-mean';
  return problemMsg(key, { message: e.message, list: quotedList(e.suggestions) });
}
