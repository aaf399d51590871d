/** One entry, in the recency list (most recent at `head`). */
interface Node<V> {
  readonly key: string;
  value: V;
  newer: Node<V> | undefined;
  older: Node<V> | undefined;
}

/**
 * A bounded least-recently-used map. The engine's odds are a pure function of the situation, so
 * repeated situations (a bot re-asking the same shot with new dice) can reuse them; the bound
 * keeps memory flat whatever clients send.
 *
 * A Map finds entries and a doubly linked list keeps their recency: a hit moves its node to the
 * front (no Map write), an eviction drops the list's tail. The obvious version (re-insert on every
 * hit, evict `map.keys().next()`) costs microseconds once full: each delete leaves a hole at the
 * front of V8's ordered table, and finding the oldest key walks over all of them (6 us per new
 * key at 4,096 entries, measured; this one is constant).
 */
export class LruCache<V> {
  private readonly map = new Map<string, Node<V>>();
  private head: Node<V> | undefined;
  private tail: Node<V> | undefined;

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('capacity must be at least 1');
  }

  get(key: string): V | undefined {
    const node = this.map.get(key);
    if (node === undefined) return undefined;
    this.toFront(node);
    return node.value;
  }

  set(key: string, value: V): void {
    const existing = this.map.get(key);
    if (existing !== undefined) {
      existing.value = value;
      this.toFront(existing);
      return;
    }
    const node: Node<V> = { key, value, newer: undefined, older: this.head };
    if (this.head) this.head.newer = node;
    this.head = node;
    if (!this.tail) this.tail = node;
    this.map.set(key, node);
    if (this.map.size > this.capacity) {
      const oldest = this.tail as Node<V>;
      this.unlink(oldest);
      this.map.delete(oldest.key);
    }
  }

  clear(): void {
    this.map.clear();
    this.head = this.tail = undefined;
  }

  get size(): number {
    return this.map.size;
  }

  private toFront(node: Node<V>): void {
    if (node === this.head) return;
    this.unlink(node);
    node.older = this.head;
    node.newer = undefined;
    if (this.head) this.head.newer = node;
    this.head = node;
    if (!this.tail) this.tail = node;
  }

  private unlink(node: Node<V>): void {
    if (node.newer) node.newer.older = node.older;
    else this.head = node.older;
    if (node.older) node.older.newer = node.newer;
    else this.tail = node.newer;
    node.newer = node.older = undefined;
  }
}
