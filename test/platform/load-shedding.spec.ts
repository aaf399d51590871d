import { bootApp, shot } from '../security/helpers';

/**
 * Keeps this thread busy for `ms` in slices of 100 ms with the loop turning in between, as a queue
 * of admitted requests would: every timer the delay monitor sets fires about 100 ms late.
 */
async function busy(ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const slice = Date.now() + 100;
    while (Date.now() < slice) {
      // spin
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const tick = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding: a replica too busy for more work sheds it, and its probes still answer', () => {
  it('past MAX_EVENT_LOOP_DELAY_MS, a resolve is 503 problem+json with Retry-After before any work; /health/live is 200', async () => {
    const t = await bootApp({ MAX_EVENT_LOOP_DELAY_MS: '50' });
    try {
      expect((await t.inject(shot())).statusCode).toBe(200);
      // The loop ~100 ms late for 1 s: each 200 ms sample reads a mean delay far over 50 ms.
      await busy(1000);
      const shed = await t.inject(shot());
      expect(shed.statusCode).toBe(503);
      expect(String(shed.headers['content-type'])).toMatch(/^application\/problem\+json/);
      expect(shed.headers['retry-after']).toBe('1');
      expect(shed.json<{ type: string }>().type).toBe('https://arbiter.dev/problems/unavailable');
      const live = await t.inject({ url: '/health/live' });
      expect(live.statusCode).toBe(200);
      // Once the loop is idle again, the next sample lifts the shedding.
      await tick(1000);
      expect((await t.inject(shot())).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is off with MAX_EVENT_LOOP_DELAY_MS=0', async () => {
    const t = await bootApp({ MAX_EVENT_LOOP_DELAY_MS: '0' });
    try {
      await busy(1000);
      expect((await t.inject(shot())).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
