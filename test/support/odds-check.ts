import { SeededDice } from '../../src/engine/core/dice';
import { Dist } from '../../src/engine/core/dist';
import { odds, Program } from '../../src/engine/core/program';
import { stateKey } from '../../src/engine/core/state';
import { bruteForce, sampleOdds } from '../../src/engine/testing/brute-force';

/**
 * The two checks every game's odds spec makes of a program (jest `describe` blocks are the
 * caller's): its exact odds equal the brute-force twin (to 12 digits, or within the probability
 * the twin cut when `maxDice` bounds an endless reroll), and agree with `samples` seeded plays
 * within 4 standard errors, nothing being observed that the odds call impossible.
 */
export interface OddsCase {
  readonly name: string;
  readonly program: Program<unknown>;
  readonly maxDice?: number;
}

const weightOf = (dist: Dist<unknown>, key: string): number => (dist.keyOf === stateKey ? dist.keyed().get(key)?.p : dist.toArray().find((w) => stateKey(w.value) === key)?.p) ?? 0;

export function expectTwin(c: OddsCase): void {
  const exact = odds(c.program);
  const brute = bruteForce(c.program, { maxDice: c.maxDice });
  if (c.maxDice === undefined) expect(brute.cut).toBe(0);
  for (const key of new Set([...exact.toArray(), ...brute.dist.toArray()].map((w) => stateKey(w.value)))) {
    const diff = weightOf(exact, key) - weightOf(brute.dist, key);
    expect({ key, ok: diff >= -1e-12 && diff <= brute.cut + 1e-12 }).toEqual({ key, ok: true });
  }
  expect(Math.abs(exact.totalWeight() - 1)).toBeLessThan(1e-12);
}

export function expectSampled(c: OddsCase, seed: string, samples: number): void {
  const exact = odds(c.program);
  const counts = sampleOdds(c.program, SeededDice.fromSeed(seed), samples);
  for (const { value, p: q } of exact) {
    const key = stateKey(value);
    const observed = (counts.get(key) ?? 0) / samples;
    const se = Math.sqrt((q * (1 - q)) / samples);
    expect({ key, diff: Math.abs(observed - q) <= 4 * se + 1e-9 }).toEqual({ key, diff: true });
  }
  for (const key of counts.keys()) expect({ key, possible: weightOf(exact, key) > 0 }).toEqual({ key, possible: true });
}
