import { RuleError, RuleErrorCode } from './errors';

/**
 * Hard caps on what one request may ask of the engine. A public service answers bots it does not
 * control: every cap is a 422 that names the cap, instead of a slow or exhausted server.
 */
export const LIMITS = {
  /** Fixed dice values in one body. */
  diceValues: 200,
  /** Shots (or blasts, or arcs) resolved by one request. */
  shots: 64,
  /** Models on the table in one request. */
  models: 50,
  /** Sides rolling for initiative (the odds enumerate 6^sides roll-offs). */
  initiativeSides: 6,
  /** Weighted enumeration steps the exact odds may take (measured on 2 cores: at most ~0.3 s of CPU). */
  oddsSteps: 200_000,
  /** Nodes one play may visit (a reroll loop fed only ties by a seed cannot spin forever). */
  playSteps: 100_000,
} as const;

export function cap(count: number, limit: number, path: string, what: string): void {
  if (count > limit) {
    throw RuleError.at(RuleErrorCode.TooLarge, path, `at most ${limit} ${what} per request; this one has ${count}`);
  }
}

/** Counts enumeration work and stops it at the cap. */
export class Budget {
  private used = 0;

  constructor(
    private readonly limit: number,
    private readonly path: string,
    private readonly what: string,
  ) {}

  spend(steps = 1): void {
    this.used += steps;
    if (this.used > this.limit) {
      throw RuleError.at(RuleErrorCode.TooLarge, this.path, `${this.what} would take more than ${this.limit} steps`);
    }
  }
}
