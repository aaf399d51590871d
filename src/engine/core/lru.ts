import { LRUCache } from 'lru-cache';

/** A bound on the entries' total size besides their count: each entry weighs `sizeOf(value, key)` (a positive integer). */
export interface LruSizeBound<V> {
  readonly maxSize: number;
  readonly sizeOf: (value: V, key: string) => number;
}

/**
 * A bounded least-recently-used map over `lru-cache`. The engine's odds are a pure function of
 * the situation, so repeated situations (a bot re-asking the same shot with new dice) can reuse
 * them; the bound keeps memory flat whatever clients send. A `get` makes its entry the most
 * recent, a `set` past the bound drops the least recent; with a size bound, as many of the least
 * recent as it takes (an entry heavier than the whole bound is not kept).
 *
 * This thin layer keeps the engine's one shape of cache (string keys, any value, `set` returns
 * nothing) and lets `unknown` values through, which `lru-cache` types as non-nullish: setting
 * `undefined` forgets the key, as a miss would read it anyway.
 */
export class LruCache<V> {
  private readonly lru: LRUCache<string, NonNullable<V>>;

  constructor(
    readonly capacity: number,
    size?: LruSizeBound<V>,
  ) {
    if (!(capacity >= 1)) throw new RangeError('capacity must be at least 1');
    this.lru = size
      ? new LRUCache<string, NonNullable<V>>({ max: capacity, maxSize: size.maxSize, sizeCalculation: (value, key) => size.sizeOf(value, key) })
      : new LRUCache<string, NonNullable<V>>({ max: capacity });
  }

  get(key: string): V | undefined {
    return this.lru.get(key);
  }

  set(key: string, value: V): void {
    this.lru.set(key, value as NonNullable<V>);
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}
