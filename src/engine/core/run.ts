import { DiceSource, FixedDice, SeededDice } from './dice';
import { cap, LIMITS } from './limits';
import { DiceView } from './resolution';

export interface DiceChoice {
  readonly source: DiceSource;
  readonly mode: DiceView['mode'];
  readonly seed?: string;
}

/**
 * Picks the dice for a resolution: the table's values, a client's seed, or a fresh seed drawn by
 * the transport (from a CSPRNG) and reported back so the roll can be replayed.
 */
export function chooseDice(input: { seed?: string; values?: readonly number[] } | undefined, freshSeed: () => string): DiceChoice {
  if (input?.values !== undefined) {
    cap(input.values.length, LIMITS.diceValues, 'dice.values', 'cap.dice-values');
    return { source: new FixedDice(input.values), mode: 'values' };
  }
  if (input?.seed !== undefined) return { source: SeededDice.fromSeed(input.seed), mode: 'seed', seed: input.seed };
  const seed = freshSeed();
  // Hashed, not cached: a fresh seed is new by construction, and an LRU entry for it would only
  // push out a seed a bot re-asks with and end up as garbage in old space.
  return { source: SeededDice.fromNewSeed(seed), mode: 'random', seed };
}
