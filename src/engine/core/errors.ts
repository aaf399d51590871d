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
  /** A request that would need more computation than the service allows. */
  TooLarge = 'too-large',
}

export interface RuleErrorDetail {
  /** Dotted path of the offending field in the request body, e.g. `target.distance`. */
  readonly path: string;
  readonly message: string;
}

export class RuleError extends Error {
  constructor(
    readonly code: RuleErrorCode,
    readonly errors: readonly RuleErrorDetail[],
  ) {
    super(errors.map((e) => `${e.path}: ${e.message}`).join('; '));
    this.name = 'RuleError';
  }

  static at(code: RuleErrorCode, path: string, message: string): RuleError {
    return new RuleError(code, [{ path, message }]);
  }
}

export const violation = (path: string, message: string): RuleError =>
  RuleError.at(RuleErrorCode.RuleViolation, path, message);
