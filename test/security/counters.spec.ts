import { MemoryWindowCounter, WindowCount } from '../../src/common/security/memory-window';
import { FailoverWindowCounter, REDIS_PAUSE_AFTER_ERROR_MS } from '../../src/common/security/redis-window';

describe('MemoryWindowCounter', () => {
  it('counts within a fixed window and starts a new one when it ends', () => {
    let now = 1_000;
    const c = new MemoryWindowCounter(10, () => now);
    expect(c.increment('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 10_000;
    expect(c.increment('a', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(c.increment('b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 50_000; // exactly the end of a's window
    expect(c.increment('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('stays bounded: past its capacity it forgets the least recently seen caller', () => {
    const c = new MemoryWindowCounter(2, () => 0);
    c.increment('a', 1000);
    c.increment('a', 1000);
    c.increment('b', 1000);
    c.increment('a', 1000); // a is now the most recent
    c.increment('c', 1000); // evicts b
    expect(c.size).toBe(2);
    expect(c.increment('a', 1000).current).toBe(4);
    expect(c.increment('b', 1000).current).toBe(1);
  });
});

/** A stand-in for the Redis counter whose next answers the test decides. */
class ScriptedShared {
  calls = 0;
  behaviour: 'ok' | 'fail' | 'hang' = 'ok';
  private pending: (() => void)[] = [];

  increment(): Promise<WindowCount> {
    this.calls += 1;
    if (this.behaviour === 'fail') return Promise.reject(new Error('Command timed out'));
    if (this.behaviour === 'hang') {
      return new Promise((_resolve, reject) => this.pending.push(() => reject(new Error('Command timed out'))));
    }
    return Promise.resolve({ current: 100 + this.calls, ttl: 1234 });
  }

  timeOutPending(): void {
    for (const p of this.pending.splice(0)) p();
  }
}

describe('FailoverWindowCounter', () => {
  let now: number;
  let status: string;
  let shared: ScriptedShared;
  let errors: number;
  let fallbacks: number;
  let counter: FailoverWindowCounter;

  beforeEach(() => {
    now = 0;
    status = 'ready';
    shared = new ScriptedShared();
    errors = 0;
    fallbacks = 0;
    counter = new FailoverWindowCounter(
      {
        get status() {
          return status as 'ready';
        },
      },
      shared,
      new MemoryWindowCounter(100, () => now),
      { onRedisError: () => errors++, onFallback: () => fallbacks++ },
      () => now,
    );
  });

  it('counts in Redis while it answers', async () => {
    expect(await counter.increment('k', 60_000)).toEqual({ current: 101, ttl: 1234 });
    expect([shared.calls, errors, fallbacks]).toEqual([1, 0, 0]);
  });

  it('counts in memory, without calling Redis, while the client is not connected', async () => {
    status = 'reconnecting';
    expect(await counter.increment('k', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await counter.increment('k', 60_000)).toEqual({ current: 2, ttl: 60_000 });
    expect([shared.calls, errors, fallbacks]).toEqual([0, 0, 2]);
  });

  it('falls back to memory when a command fails, then leaves Redis alone for a pause', async () => {
    shared.behaviour = 'fail';
    expect((await counter.increment('k', 60_000)).current).toBe(1);
    expect([shared.calls, errors, fallbacks]).toEqual([1, 1, 1]);
    shared.behaviour = 'ok';
    now += REDIS_PAUSE_AFTER_ERROR_MS - 1;
    expect((await counter.increment('k', 60_000)).current).toBe(2);
    expect(shared.calls).toBe(1);
    now += 1;
    expect((await counter.increment('k', 60_000)).current).toBe(102);
    expect((await counter.increment('k', 60_000)).current).toBe(103);
  });

  it('lets one probe at a time wait on a hanging Redis; the others count in memory meanwhile', async () => {
    shared.behaviour = 'fail';
    await counter.increment('k', 60_000);
    now += REDIS_PAUSE_AFTER_ERROR_MS;
    shared.behaviour = 'hang';
    const probe = counter.increment('k', 60_000);
    const others = await Promise.all([counter.increment('k', 60_000), counter.increment('k', 60_000)]);
    expect(others.map((c) => c.current)).toEqual([2, 3]);
    expect(shared.calls).toBe(2); // the first failure and the probe
    shared.timeOutPending();
    expect((await probe).current).toBe(4);
    expect(errors).toBe(2);
  });
});
