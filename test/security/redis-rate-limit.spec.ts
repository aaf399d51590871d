import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Server, Socket, createServer } from 'node:net';
import { Reply, TestApp, bootApp, closedPort, header, metricValue, shot } from './helpers';

/**
 * The Redis store against the machine's Redis (127.0.0.1:6379; REDIS_TEST_URL overrides), with a
 * key prefix of this run's own so parallel runs and other tests never share counters; then Redis
 * down (a closed port) and Redis hanging (a socket that never answers): requests are still served.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

const statuses = (replies: readonly Reply[]): number[] => replies.map((r) => r.statusCode);

describe('rate limits in Redis, shared by two instances', () => {
  const prefix = `arbiter-test:${randomUUID()}:`;
  const LIMIT = 5;
  let admin: Redis;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    admin = new Redis(REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
    // Fails here, loudly, when the machine's Redis is not running (docs/testing.md: REDIS_TEST_URL).
    await admin.connect();
    const env = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: String(LIMIT), RATE_LIMIT_KEYED: '7', REDIS_URL, RATE_LIMIT_REDIS_PREFIX: prefix };
    // One after the other: a boot blocks the event loop long enough to time out the other's
    // first Redis command, which would (correctly) count it in memory and skew the totals.
    a = await bootApp(env);
    b = await bootApp(env);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    if (admin) {
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      admin.disconnect();
    }
  });

  it('limits requests split across both instances at the one shared total', async () => {
    const replies: Reply[] = [];
    for (let i = 0; i < LIMIT + 3; i++) replies.push(await (i % 2 === 0 ? a : b).inject(shot({ remoteAddress: '198.51.100.40' })));
    expect(statuses(replies)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(replies.slice(0, LIMIT).map((r) => Number(header(r, 'RateLimit-Remaining')))).toEqual([4, 3, 2, 1, 0]);
    const refused = replies[LIMIT] as Reply;
    expect(header(refused, 'content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toEqual(expect.objectContaining({ type: 'https://arbiter.dev/problems/rate-limited', status: 429 }));
    const retryAfter = Number(header(refused, 'Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('keeps the counter in Redis under the configured prefix, expiring with the window', async () => {
    await a.inject(shot({ remoteAddress: '198.51.100.41' }));
    await b.inject(shot({ remoteAddress: '198.51.100.41' }));
    const key = `${prefix}ip:198.51.100.41`;
    expect(await admin.get(key)).toBe('2');
    const ttl = await admin.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('gives anonymous addresses separate shared budgets', async () => {
    for (let i = 0; i < LIMIT; i++) await a.inject(shot({ remoteAddress: '198.51.100.42' }));
    expect((await b.inject(shot({ remoteAddress: '198.51.100.42' }))).statusCode).toBe(429);
    expect((await b.inject(shot({ remoteAddress: '198.51.100.43' }))).statusCode).toBe(200);
  });
});

/** Boots an app on a broken Redis and checks it keeps serving, limited per instance in memory. */
async function expectServedWithoutRedis(redisUrl: string, maxBootMs: number): Promise<void> {
  const started = Date.now();
  const t = await bootApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: '3', REDIS_URL: redisUrl, RATE_LIMIT_REDIS_PREFIX: `arbiter-test:${randomUUID()}:` });
  try {
    expect(Date.now() - started).toBeLessThan(maxBootMs);
    const replies: Reply[] = [];
    for (let i = 0; i < 5; i++) replies.push(await t.inject(shot()));
    // Fail open to per-instance limits: served, never a 5xx, and the budget still holds.
    expect(statuses(replies)).toEqual([200, 200, 200, 429, 429]);
    expect(replies.map((r) => header(r, 'RateLimit-Limit'))).toEqual(['3', '3', '3', '3', '3']);
    const requestStarted = Date.now();
    expect((await t.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect(Date.now() - requestStarted).toBeLessThan(1000);
    const metrics = (await t.inject({ url: '/metrics' })).body;
    expect(metricValue(metrics, 'rate_limit_memory_fallback_total')).toBeGreaterThanOrEqual(5);
  } finally {
    await t.close();
  }
}

describe('rate limits when Redis is unavailable', () => {
  it('boots and serves when nothing listens at REDIS_URL (fail open to in-memory limits)', async () => {
    // Boot waits for Redis at most REDIS_CONNECT_TIMEOUT_MS (2 s), then goes on without it.
    await expectServedWithoutRedis(`redis://127.0.0.1:${await closedPort()}`, 6000);
  });

  it('boots and serves when Redis accepts connections but never answers', async () => {
    const sockets = new Set<Socket>();
    const server: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.resume(); // read and ignore everything
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
        // Boot waits for Redis at most REDIS_CONNECT_TIMEOUT_MS (2 s), then goes on without it.
      await expectServedWithoutRedis(`redis://127.0.0.1:${port}`, 6000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('counts connection errors in rate_limit_redis_errors_total', async () => {
    const t = await bootApp({ RATE_LIMIT_ENABLED: 'true', REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const metrics = (await t.inject({ url: '/metrics' })).body;
      expect(metricValue(metrics, 'rate_limit_redis_errors_total')).toBeGreaterThanOrEqual(1);
    } finally {
      await t.close();
    }
  });
});
