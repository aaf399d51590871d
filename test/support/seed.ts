import { randomInt } from 'node:crypto';

/**
 * The seed of a fuzz or property test. CI runs on fixed seeds, so a failure always has a reason
 * that can be replayed: `FUZZ_SEED` when set, else a fresh seed only when `FUZZ_FRESH=1`
 * (`npm run test:fuzz` sets it, to explore), else the test's own fixed seed. Every test prints
 * the seed it ran with.
 */
export function fuzzSeed(fixed: number, label: string): number {
  const fromEnv = process.env.FUZZ_SEED;
  const seed = fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : process.env.FUZZ_FRESH === '1' ? randomInt(2 ** 31 - 1) : fixed;
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${JSON.stringify(fromEnv)}`);
  console.log(`${label}: FUZZ_SEED=${seed}${fromEnv === undefined && process.env.FUZZ_FRESH !== '1' ? ' (fixed; FUZZ_FRESH=1 draws a fresh one)' : ''}`);
  return seed;
}
