import { CoalescedReload } from '../../src/database/notifications';

/** Cache reloads triggered by bursts of notifications: bounded work, never a stale last word. */
describe('CoalescedReload', () => {
  const deferred = (): { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } => {
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it('runs once more after the current run for any number of calls made meanwhile, never two at once', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    let active = 0;
    let maxActive = 0;
    const reload = new CoalescedReload(async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      const d = deferred();
      runs.push(d);
      try {
        await d.promise;
      } finally {
        active--;
      }
    });
    const first = reload.run();
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toHaveLength(1);
    const later = Array.from({ length: 10 }, () => reload.run());
    expect(new Set(later).size).toBe(1);
    expect(runs).toHaveLength(1);
    runs[0]?.resolve();
    await first;
    await new Promise((r) => setImmediate(r));
    expect(runs).toHaveLength(2);
    runs[1]?.resolve();
    await Promise.all(later);
    expect(maxActive).toBe(1);
    expect(reload.idle).toBe(true);
  });

  it('goes on after a failed run, and reports the failure to its own callers only', async () => {
    let calls = 0;
    const reload = new CoalescedReload(async () => {
      calls++;
      if (calls === 1) throw new Error('database down');
    });
    await expect(reload.run()).rejects.toThrow('database down');
    await expect(reload.run()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
