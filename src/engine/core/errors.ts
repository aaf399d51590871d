import { Translate } from './i18n';
import { Msg } from './types';

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
}

export class RuleError extends Error {
  constructor(
    readonly code: RuleErrorCode,
    readonly errors: readonly RuleErrorDetail[],
  ) {
    super(errors.map((e) => `${e.path}: ${typeof e.message === 'string' ? e.message : e.message.key}`).join('; '));
    this.name = 'RuleError';
  }

  static at(code: RuleErrorCode, path: string, message: Msg | string): RuleError {
    return new RuleError(code, [{ path, message }]);
  }

  /** The same error with every message rendered by `t` (one language). */
  localized(t: Translate): RuleError {
    return new RuleError(
      this.code,
      this.errors.map((e) => ({ path: e.path, message: typeof e.message === 'string' ? e.message : t(e.message) })),
    );
  }
}

export const violation = (path: string, message: Msg | string): RuleError => RuleError.at(RuleErrorCode.RuleViolation, path, message);

export const unknownId = (path: string, message: Msg | string): RuleError => RuleError.at(RuleErrorCode.UnknownId, path, message);
