import { RuleError, RuleErrorCode } from './errors';
import { msg } from './types';

/**
 * Hard caps on what one request may ask of the engine, shared by every game (each game documents
 * its own beside its rules). A public service answers bots it does not control: a request beyond a
 * cap is a 422 `too-large` that names the field and the cap, answered before any dice or odds.
 * Caps bound each field on its own; what fields cost together is the work budget's (core/cost.ts),
 * which may refuse a body within every cap.
 */
export const LIMITS = {
  /** Fixed dice values in one body. */
  diceValues: 200,
  /** Nodes one play may visit (a reroll loop fed only ties by a seed cannot spin forever). */
  playSteps: 100_000,
} as const;

/** `what` is a message key naming the counted things in the plural ("cap.shots"). */
export function cap(count: number, limit: number, path: string, what: string): void {
  if (count > limit) {
    throw RuleError.at(RuleErrorCode.TooLarge, path, msg('error.cap', { limit, count, what: msg(what, { limit }) }));
  }
}
