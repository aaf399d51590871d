/**
 * A bounded least-recently-used map. The engine's odds are a pure function of the situation, so
 * repeated situations (a bot re-asking the same shot with new dice) can reuse them; the bound
 * keeps memory flat whatever clients send.
 */
export class LruCache<V> {
  private readonly map = new Map<string, V>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('capacity must be at least 1');
  }

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
