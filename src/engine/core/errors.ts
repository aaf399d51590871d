import { Translate } from './i18n';
import { Msg, msg } from './types';

/**
 * Why a request cannot be resolved. The engine raises these for situations the rules forbid
 * (a target out of range, AP that buy no shot) and for dice that do not fit; transports map the
 * code to a status once (see src/common/problem).
 */
export enum RuleErrorCode {
  /** The situation is well-formed but the rules forbid it. */
  RuleViolation = 'rule-violation',
  /** A catalog id that does not exist for this game. */
  UnknownId = 'unknown-id',
  /** Fixed dice that do not fit: a face the die lacks, or more dice than the resolution uses. */
  BadDice = 'bad-dice',
  /** A request beyond one of the documented caps (src/engine/core/limits.ts and each game's). */
  TooLarge = 'too-large',
}

export interface RuleErrorDetail {
  /** Dotted path of the offending field in the request body, e.g. `target.distance`. */
  readonly path: string;
  /**
   * What is wrong, as a message of the game's (or the core's) catalog; the resolve pipeline
   * renders it in the reply's language before it leaves the engine.
   */
  readonly message: Msg | string;
  /**
   * Ids the request may have meant (an unknown id: the closest ones, src/engine/core/suggest.ts; a
   * weapon the unit does not carry: the ones it does). Rendered into the message ("did you mean
   * ...?") and passed on as they are, for clients to offer.
   */
  readonly suggestions?: readonly string[];
}

export class RuleError extends Error {
  constructor(
    readonly code: RuleErrorCode,
    readonly errors: readonly RuleErrorDetail[],
  ) {
    super(errors.map((e) => `${e.path}: ${typeof e.message === 'string' ? e.message : e.message.key}`).join('; '));
    this.name = 'RuleError';
  }

  static at(code: RuleErrorCode, path: string, message: Msg | string, suggestions?: readonly string[]): RuleError {
    return new RuleError(code, [{ path, message, ...(suggestions !== undefined && suggestions.length > 0 ? { suggestions } : {}) }]);
  }

  /** The same error with every message rendered by `t` (one language), suggestions included. */
  localized(t: Translate): RuleError {
    return new RuleError(
      this.code,
      this.errors.map((e) => {
        if (typeof e.message === 'string') return e;
        const message = e.suggestions ? t(msg('error.did-you-mean', { message: e.message, list: quotedList(e.suggestions) })) : t(e.message);
        return { ...e, message };
      }),
    );
  }
}

export const violation = (path: string, message: Msg | string): RuleError => RuleError.at(RuleErrorCode.RuleViolation, path, message);

/** An id the catalog lacks; `suggestions`: the closest ones it has (`closestIds`), if any. */
export const unknownId = (path: string, message: Msg | string, suggestions?: readonly string[]): RuleError => RuleError.at(RuleErrorCode.UnknownId, path, message, suggestions);

/** Ids as a "did you mean" lists them, in every language: code spans, comma-separated. */
export const quotedList = (ids: readonly string[]): string => ids.map((id) => `\`${id}\``).join(', ');
