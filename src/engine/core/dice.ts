import { hash } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { DIE_SIDES, DieKind, msg, RollSpec } from './types';
import { RuleError, RuleErrorCode } from './errors';
import { LruCache } from './lru';

/**
 * Where dice values come from. `take` answers the faces for one roll, or `undefined` when a
 * fixed list ran out (the resolution then stops and names the roll it needs next).
 */
export interface DiceSource {
  readonly mode: 'seed' | 'values';
  take(spec: RollSpec): number[] | undefined;
  /** Called once the resolution is over, to reject values it never used. */
  finish(): void;
}

/**
 * Hashes a seed string to the 128-bit state of xoroshiro128+. SHA-256 spreads short, similar
 * seeds ("a", "b") to unrelated states; the state is never all zero (xoroshiro's fixed point).
 */
export function seedState(seed: string): number[] {
  return [...cachedSeedState(seed)];
}

/** Seeds whose hashed state is kept: a bot replays and re-asks with the same few seeds. */
const SEED_STATES = 4096;
const seedStates = new LruCache<readonly number[]>(SEED_STATES);

/** The hashed state of a seed, from a bounded LRU (read-only: the generator copies it). */
function cachedSeedState(seed: string): readonly number[] {
  let state = seedStates.get(seed);
  if (state === undefined) seedStates.set(seed, (state = Object.freeze(hashSeed(seed))));
  return state;
}

function hashSeed(seed: string): number[] {
  // SHA-256 of the seed's UTF-8 bytes (lone surrogates as U+FFFD); the state is the digest's first
  // 16 bytes as four big-endian signed 32-bit words. Node's one-shot `hash`, not a pure-JS
  // library: the faster of the two, measured (docs/architecture.md, "Seeds").
  const digest = hash('sha256', seed, 'buffer');
  const state = [digest.readInt32BE(0), digest.readInt32BE(4), digest.readInt32BE(8), digest.readInt32BE(12)];
  if (state[0] === 0 && state[1] === 0 && state[2] === 0 && state[3] === 0) state[3] = 1;
  return state;
}

/** A deterministic source: the same seed yields the same faces in the same order, anywhere. */
export class SeededDice implements DiceSource {
  readonly mode = 'seed' as const;
  private readonly rng;

  constructor(state: readonly number[]) {
    this.rng = xoroshiro128plusFromState(state);
  }

  static fromSeed(seed: string): SeededDice {
    return new SeededDice(cachedSeedState(seed));
  }

  /** From a seed never seen before (one the server just drew): hashed, not kept. */
  static fromNewSeed(seed: string): SeededDice {
    return new SeededDice(hashSeed(seed));
  }

  /** The generator state after the faces drawn so far (state in, state out). */
  state(): readonly number[] {
    return this.rng.getState();
  }

  take(spec: RollSpec): number[] {
    const sides = DIE_SIDES[spec.die];
    const faces: number[] = [];
    for (let i = 0; i < (spec.count ?? 1); i++) faces.push(uniformInt(this.rng, 1, sides));
    return faces;
  }

  finish(): void {}
}

/**
 * Dice rolled at the table, consumed in the documented roll order. A value is checked against
 * the die it is consumed as, so a 9 is a fine d12 (scatter direction) but not a d6.
 */
export class FixedDice implements DiceSource {
  readonly mode = 'values' as const;
  private cursor = 0;

  constructor(
    private readonly values: readonly number[],
    private readonly path = 'dice.values',
  ) {}

  take(spec: RollSpec): number[] | undefined {
    const count = spec.count ?? 1;
    const sides = DIE_SIDES[spec.die];
    // Too few for this roll (a pool rolled at once): the values there are still checked, so a
    // face the die lacks is a 422 whether or not the roll can be made yet.
    const faces = this.values.slice(this.cursor, this.cursor + count);
    faces.forEach((face, i) => {
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw RuleError.at(
          RuleErrorCode.BadDice,
          `${this.path}[${this.cursor + i}]`,
          msg('error.dice-face', { value: face, die: spec.die }),
        );
      }
    });
    if (faces.length < count) return undefined;
    this.cursor += count;
    return faces;
  }

  get used(): number {
    return this.cursor;
  }

  finish(): void {
    if (this.cursor < this.values.length) {
      throw RuleError.at(
        RuleErrorCode.BadDice,
        `${this.path}[${this.cursor}]`,
        msg('error.dice-unused', { given: this.values.length, used: this.cursor }),
      );
    }
  }
}

export const dieSides = (die: DieKind): number => DIE_SIDES[die];
