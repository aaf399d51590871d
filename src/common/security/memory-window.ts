import { LruCache } from '../../engine/core/lru';

/** One counter of a fixed window: how many requests since `startedAt`. */
interface Window {
  count: number;
  startedAt: number;
}

/** What a store reports after counting one request: the count so far and the window's ms left. */
export interface WindowCount {
  readonly current: number;
  readonly ttl: number;
}

/**
 * Fixed-window request counters in this process's memory, bounded: past `capacity` callers the
 * least recently seen one is forgotten (it starts a fresh window on its next request), so memory
 * stays flat however many addresses a flood comes from. Used as the store when there is no Redis,
 * and as the fallback while Redis is unreachable.
 */
export class MemoryWindowCounter {
  private readonly windows: LruCache<Window>;

  constructor(
    capacity: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windows = new LruCache<Window>(capacity);
  }

  /** Counts `by` requests' worth (a costly request counts for several: registerRateLimit). */
  increment(key: string, windowMs: number, by = 1): WindowCount {
    const now = this.now();
    let w = this.windows.get(key);
    if (w === undefined || now - w.startedAt >= windowMs) {
      w = { count: 0, startedAt: now };
      this.windows.set(key, w);
    }
    w.count += by;
    return { current: w.count, ttl: Math.max(0, w.startedAt + windowMs - now) };
  }

  get size(): number {
    return this.windows.size;
  }
}
