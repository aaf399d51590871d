import { stateKey } from './state';
import { spend } from './cost';

/**
 * An exact finite probability distribution: immutable, every outcome carries its weight.
 *
 * Outcomes are identified by a string key so that equal outcomes reached along different paths
 * merge into one entry (the merge is what keeps enumeration polynomial rather than exponential).
 * Weights are IEEE doubles obtained only by multiplying and adding exact face weights
 * (1/sides), never by sampling.
 */
export interface Weighted<T> {
  readonly value: T;
  readonly p: number;
}

export type KeyOf<T> = (value: T) => string;

/** The default key: the value's structure (see state.ts). */
export const jsonKey: <T>(value: T) => string = stateKey;

/** Dists are immutable, so one instance per die size serves every caller. */
const dice = new Map<number, Dist<number>>();

export class Dist<T> {
  private constructor(
    private readonly entries: ReadonlyMap<string, Weighted<T>>,
    readonly keyOf: KeyOf<T>,
  ) {}

  /** @internal used by DistBuilder, which guarantees merged keys and positive weights. */
  static fromEntries<T>(entries: ReadonlyMap<string, Weighted<T>>, keyOf: KeyOf<T>): Dist<T> {
    return new Dist(entries, keyOf);
  }

  static of<T>(value: T, keyOf: KeyOf<T> = jsonKey): Dist<T> {
    return new Dist(new Map([[keyOf(value), { value, p: 1 }]]), keyOf);
  }

  /** Builds a distribution from weighted outcomes, merging equal keys and dropping zero weights. */
  static from<T>(items: Iterable<Weighted<T>>, keyOf: KeyOf<T> = jsonKey): Dist<T> {
    const acc = new DistBuilder<T>(keyOf);
    for (const item of items) acc.add(item.value, item.p);
    return acc.build();
  }

  /** A fair die with faces 1..sides. */
  static die(sides: number): Dist<number> {
    let die = dice.get(sides);
    if (!die) {
      const p = 1 / sides;
      const items: Weighted<number>[] = [];
      for (let face = 1; face <= sides; face++) items.push({ value: face, p });
      dice.set(sides, (die = Dist.from(items, String)));
    }
    return die;
  }

  get size(): number {
    return this.entries.size;
  }

  *[Symbol.iterator](): IterableIterator<Weighted<T>> {
    yield* this.entries.values();
  }

  /** Entries with the keys they are merged by (so a builder with the same key function need not recompute them). */
  keyed(): ReadonlyMap<string, Weighted<T>> {
    return this.entries;
  }

  toArray(): Weighted<T>[] {
    return [...this.entries.values()];
  }

  totalWeight(): number {
    let total = 0;
    for (const { p } of this.entries.values()) total += p;
    return total;
  }

  map<U>(fn: (value: T) => U, keyOf: KeyOf<U> = jsonKey): Dist<U> {
    const acc = new DistBuilder<U>(keyOf);
    for (const { value, p } of this.entries.values()) acc.add(fn(value), p);
    return acc.build();
  }

  flatMap<U>(fn: (value: T) => Dist<U>, keyOf: KeyOf<U> = jsonKey): Dist<U> {
    const acc = new DistBuilder<U>(keyOf);
    for (const { value, p } of this.entries.values()) {
      for (const inner of fn(value)) acc.add(inner.value, p * inner.p);
    }
    return acc.build();
  }

  /** Independent combination of two distributions. */
  combine<U, V>(other: Dist<U>, fn: (a: T, b: U) => V, keyOf: KeyOf<V> = jsonKey): Dist<V> {
    return this.flatMap((a) => other.map((b) => fn(a, b), keyOf), keyOf);
  }

  probability(predicate: (value: T) => boolean): number {
    let total = 0;
    for (const { value, p } of this.entries.values()) if (predicate(value)) total += p;
    return total;
  }

  expectation(fn: (value: T) => number): number {
    let total = 0;
    for (const { value, p } of this.entries.values()) total += p * fn(value);
    return total;
  }

  /** Probability of each integer 0..max of `fn(value)`, as an array indexed by that integer. */
  histogram(fn: (value: T) => number, max?: number): number[] {
    let top = max ?? 0;
    if (max === undefined) for (const { value } of this.entries.values()) top = Math.max(top, fn(value));
    const out = new Array<number>(top + 1).fill(0);
    for (const { value, p } of this.entries.values()) out[fn(value)] += p;
    return out;
  }
}

/** Mutable accumulator used while building a Dist; never escapes un-built. */
export class DistBuilder<T> {
  private readonly entries = new Map<string, { value: T; p: number }>();

  constructor(readonly keyOf: KeyOf<T>) {}

  add(value: T, p: number): this {
    if (p <= 0) return this;
    spend();
    const key = this.keyOf(value);
    const entry = this.entries.get(key);
    if (entry) entry.p += p;
    else this.entries.set(key, { value, p });
    return this;
  }

  addAll(dist: Dist<T>, weight: number): this {
    if (weight <= 0) return this;
    spend(dist.size);
    if (dist.keyOf !== this.keyOf) {
      for (const { value, p } of dist) this.add(value, p * weight);
      return this;
    }
    // Same key function: the inner keys are already computed, and keying is most of the odds' cost.
    for (const [key, { value, p }] of dist.keyed()) {
      const entry = this.entries.get(key);
      if (entry) entry.p += p * weight;
      else this.entries.set(key, { value, p: p * weight });
    }
    return this;
  }

  build(): Dist<T> {
    return Dist.fromEntries(this.entries, this.keyOf);
  }
}
