import { Dist, DistBuilder } from '../core/dist';
import { DiceFeed, play, Program } from '../core/program';
import { stateKey } from '../core/state';
import { DIE_SIDES, RollSpec } from '../core/types';

export interface BruteForce<T> {
  /** Each complete play weighted by its dice; sums to 1 - cut. */
  readonly dist: Dist<T>;
  /** Probability of the dice sequences longer than `maxDice`, left unplayed (reroll loops never end). */
  readonly cut: number;
  readonly plays: number;
}

/**
 * The brute-force twin of `odds`: plays the program once for every possible sequence of dice,
 * re-running it from the start each time, and weighs each complete play by its dice. It uses
 * none of `odds`' shortcuts (no grouping of faces, no merged states, no cached calls or loop
 * iterations, no per-item folding, no closed-form rerolls), so agreement between the two is
 * evidence that those shortcuts are sound. A loop that may repeat forever (a reroll) is played to
 * `maxDice` dice: the sequences beyond are `cut`, and every outcome's exact probability must then
 * lie within `cut` above the twin's. Exponential: small cases only.
 */
export function bruteForce<T>(program: Program<T>, options: { maxDice?: number; maxPlays?: number } = {}): BruteForce<T> {
  const maxDice = options.maxDice ?? Infinity;
  const maxPlays = options.maxPlays ?? 3_000_000;
  const out = new DistBuilder<T>(stateKey);
  const stack: { values: number[]; p: number }[] = [{ values: [], p: 1 }];
  let plays = 0;
  let cut = 0;
  while (stack.length) {
    const { values, p } = stack.pop() as { values: number[]; p: number };
    if (++plays > maxPlays) throw new Error(`brute force exceeded ${maxPlays} plays`);
    const feed = new PrefixFeed(values);
    const result = play(program, feed, { record: false });
    if (result.complete) {
      out.add(result.value, p);
      continue;
    }
    const spec = feed.missing as RollSpec;
    const sides = DIE_SIDES[spec.die];
    const count = spec.count ?? 1;
    if (values.length + count > maxDice) {
      cut += p;
      continue;
    }
    // Extend the prefix with every face tuple of the roll that ran out.
    let tuples: number[][] = [[]];
    for (let c = 0; c < count; c++) tuples = tuples.flatMap((t) => Array.from({ length: sides }, (_, f) => [...t, f + 1]));
    const weight = p / tuples.length;
    for (const tuple of tuples) stack.push({ values: [...values, ...tuple], p: weight });
  }
  return { dist: out.build(), cut, plays };
}

/** Feeds a fixed prefix and remembers the first roll it could not serve. */
class PrefixFeed implements DiceFeed {
  private cursor = 0;
  missing: RollSpec | undefined;

  constructor(private readonly values: readonly number[]) {}

  take(spec: RollSpec): number[] | undefined {
    const count = spec.count ?? 1;
    if (this.cursor + count > this.values.length) {
      this.missing = spec;
      return undefined;
    }
    const faces = this.values.slice(this.cursor, this.cursor + count);
    this.cursor += count;
    return faces;
  }
}

/** Frequencies of each outcome (by `stateKey`) over `n` seeded plays (one generator, state carried across plays). */
export function sampleOdds<T>(program: Program<T>, feed: DiceFeed, n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const result = play(program, feed, { record: false });
    if (!result.complete) throw new Error('a seeded play cannot run out of dice');
    const key = stateKey(result.value);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
