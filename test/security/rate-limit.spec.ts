import type { FastifyRequest } from 'fastify';
import { Reply, TestApp, bootApp, header, metricValue, shot } from './helpers';

// The API-key hook is a colleague's; here a test header stands in for it: `x-test-principal: <keyId>`
// makes principalOf() return that key, exactly what the real hook leaves on an authenticated request.
jest.mock('../../src/auth/principal', () => {
  const actual = jest.requireActual<typeof import('../../src/auth/principal')>('../../src/auth/principal');
  return {
    ...actual,
    principalOf: (request: FastifyRequest) => {
      const keyId = request.headers['x-test-principal'];
      return typeof keyId === 'string' ? { keyId, owner: 'test', scopes: ['read'] } : actual.principalOf(request);
    },
  };
});

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors: unknown[];
}

const int = (res: Reply, name: string): number => {
  const v = header(res, name);
  expect(v).toMatch(/^\d+$/);
  return Number(v);
};

function expectRateLimited(res: Reply, limit: number, windowS: number): Problem {
  expect(res.statusCode).toBe(429);
  expect(header(res, 'content-type')).toMatch(/^application\/problem\+json/);
  const p = res.json<Problem>();
  expect(p).toEqual({ type: 'https://arbiter.dev/problems/rate-limited', title: 'Too many requests', status: 429, detail: expect.any(String), errors: [] });
  expect(int(res, 'RateLimit-Limit')).toBe(limit);
  expect(int(res, 'RateLimit-Remaining')).toBe(0);
  const retryAfter = int(res, 'Retry-After');
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowS);
  expect(int(res, 'RateLimit-Reset')).toBe(retryAfter);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return p;
}

/** Sends `n` requests one after the other and returns the replies. */
async function times(n: number, send: () => Promise<Reply>): Promise<Reply[]> {
  const out: Reply[] = [];
  for (let i = 0; i < n; i++) out.push(await send());
  return out;
}

const statuses = (replies: readonly Reply[]): number[] => replies.map((r) => r.statusCode);

describe('rate limits, in memory', () => {
  // Each test spends the budget of its own addresses and keys, so the tests are independent.
  const ANONYMOUS = 3;
  const KEYED = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: String(ANONYMOUS), RATE_LIMIT_KEYED: String(KEYED), RATE_LIMIT_WINDOW: '1m' });
  });
  afterAll(() => t.close());

  it('counts down in RateLimit headers, then answers 429 problem+json with Retry-After', async () => {
    const ok = await times(ANONYMOUS, () => t.inject(shot({ remoteAddress: '198.51.100.1' })));
    expect(statuses(ok)).toEqual([200, 200, 200]);
    expect(ok.map((r) => int(r, 'RateLimit-Remaining'))).toEqual([2, 1, 0]);
    for (const r of ok) {
      expect(int(r, 'RateLimit-Limit')).toBe(ANONYMOUS);
      expect(int(r, 'RateLimit-Reset')).toBeGreaterThanOrEqual(1);
      expect(int(r, 'RateLimit-Reset')).toBeLessThanOrEqual(60);
      expect(header(r, 'Retry-After')).toBeUndefined();
    }
    const refused = await t.inject(shot({ remoteAddress: '198.51.100.1' }));
    const p = expectRateLimited(refused, ANONYMOUS, 60);
    expect(p.detail).toContain('3 requests per 1 minute for anonymous requests from one address');
    // Refused requests keep being refused (they are not served while over the limit).
    expect((await t.inject(shot({ remoteAddress: '198.51.100.1' }))).statusCode).toBe(429);
  });

  it('gives each anonymous client address its own budget', async () => {
    await times(ANONYMOUS, () => t.inject(shot({ remoteAddress: '198.51.100.2' })));
    expect((await t.inject(shot({ remoteAddress: '198.51.100.2' }))).statusCode).toBe(429);
    const other = await t.inject(shot({ remoteAddress: '198.51.100.3' }));
    expect(other.statusCode).toBe(200);
    expect(int(other, 'RateLimit-Remaining')).toBe(ANONYMOUS - 1);
  });

  it('groups IPv6 clients by /64, so rotating the interface bits gives no fresh budget', async () => {
    const sameNet = ['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:db8:1:1:abcd::9'];
    expect(statuses(await Promise.all(sameNet.map((a) => t.inject(shot({ remoteAddress: a })))))).toEqual([200, 200, 200]);
    expect((await t.inject(shot({ remoteAddress: '2001:db8:1:1::ffff' }))).statusCode).toBe(429);
    expect((await t.inject(shot({ remoteAddress: '2001:db8:1:2::1' }))).statusCode).toBe(200);
  });

  it('gives each API key its own, larger budget, whatever address it comes from', async () => {
    const ip = '198.51.100.4';
    await times(ANONYMOUS, () => t.inject(shot({ remoteAddress: ip })));
    expect((await t.inject(shot({ remoteAddress: ip }))).statusCode).toBe(429);

    const keyed = await times(KEYED, () => t.inject(shot({ remoteAddress: ip, headers: { 'x-test-principal': 'key-a' } })));
    expect(statuses(keyed)).toEqual([200, 200, 200, 200, 200]);
    expect(keyed.map((r) => int(r, 'RateLimit-Limit'))).toEqual([5, 5, 5, 5, 5]);
    expect(keyed.map((r) => int(r, 'RateLimit-Remaining'))).toEqual([4, 3, 2, 1, 0]);
    const p = expectRateLimited(await t.inject(shot({ remoteAddress: '198.51.100.5', headers: { 'x-test-principal': 'key-a' } })), KEYED, 60);
    expect(p.detail).toContain('for this API key');

    // Another key, from the same exhausted address, starts full.
    const b = await t.inject(shot({ remoteAddress: ip, headers: { 'x-test-principal': 'key-b' } }));
    expect(b.statusCode).toBe(200);
    expect(int(b, 'RateLimit-Remaining')).toBe(KEYED - 1);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY (a spoofed header buys no budget)', async () => {
    let n = 0;
    const replies = await times(ANONYMOUS + 1, () => t.inject(shot({ remoteAddress: '198.51.100.6', headers: { 'x-forwarded-for': `203.0.113.${++n}` } })));
    expect(statuses(replies)).toEqual([200, 200, 200, 429]);
  });

  it('counts GraphQL requests against the same budget as REST', async () => {
    const ip = '198.51.100.7';
    const gql = () => t.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' }, remoteAddress: ip });
    expect((await t.inject(shot({ remoteAddress: ip }))).statusCode).toBe(200);
    const first = await gql();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { __typename: 'Query' } });
    expect(int(first, 'RateLimit-Remaining')).toBe(1);
    expect((await gql()).statusCode).toBe(200);
    expectRateLimited(await gql(), ANONYMOUS, 60);
    expect((await t.inject(shot({ remoteAddress: ip }))).statusCode).toBe(429);
  });

  it('never limits health and metrics, nor sends RateLimit headers there', async () => {
    const ip = '198.51.100.8';
    await times(ANONYMOUS + 1, () => t.inject(shot({ remoteAddress: ip })));
    for (const url of ['/health/live', '/health/ready', '/metrics']) {
      const replies = await times(ANONYMOUS + 2, () => t.inject({ url, remoteAddress: ip }));
      expect(statuses(replies)).toEqual(Array(ANONYMOUS + 2).fill(200));
      expect(header(replies[0] as Reply, 'RateLimit-Limit')).toBeUndefined();
    }
  });

  it('counts refusals in rate_limit_exceeded_total by caller kind', async () => {
    const read = async (caller: string): Promise<number> =>
      metricValue((await t.inject({ url: '/metrics' })).body, `rate_limit_exceeded_total{caller="${caller}"}`) ?? 0;
    const [anonymousBefore, keyedBefore] = [await read('anonymous'), await read('keyed')];
    await times(ANONYMOUS + 2, () => t.inject(shot({ remoteAddress: '198.51.100.9' })));
    await times(KEYED + 1, () => t.inject(shot({ headers: { 'x-test-principal': 'key-metrics' } })));
    expect(await read('anonymous')).toBe(anonymousBefore + 2);
    expect(await read('keyed')).toBe(keyedBefore + 1);
  });
});

describe('rate limits: Retry-After', () => {
  it('is the real wait: after it the budget is full again', async () => {
    const t = await bootApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: '1', RATE_LIMIT_WINDOW: '1s' });
    try {
      expect((await t.inject(shot())).statusCode).toBe(200);
      const refused = await t.inject(shot());
      expectRateLimited(refused, 1, 1);
      await new Promise((resolve) => setTimeout(resolve, Number(header(refused, 'Retry-After')) * 1000 + 50));
      const again = await t.inject(shot());
      expect(again.statusCode).toBe(200);
      expect(int(again, 'RateLimit-Remaining')).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('rate limits behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The proxy is on loopback (inject's default peer address is 127.0.0.1).
    t = await bootApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: '2', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('keys anonymous callers on the address the trusted proxy forwards', async () => {
    const from = (client: string) => t.inject(shot({ headers: { 'x-forwarded-for': client } }));
    expect(statuses(await times(3, () => from('203.0.113.10')))).toEqual([200, 200, 429]);
    expect((await from('203.0.113.11')).statusCode).toBe(200);
  });

  it('still ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    let n = 100;
    const direct = () => t.inject(shot({ remoteAddress: '198.51.100.20', headers: { 'x-forwarded-for': `203.0.113.${++n}` } }));
    expect(statuses(await times(3, direct))).toEqual([200, 200, 429]);
  });
});

describe('rate limits switched off', () => {
  it('is off by default under NODE_ENV=test, and then sends no RateLimit headers', async () => {
    const t = await bootApp({ RATE_LIMIT_ANONYMOUS: '1' });
    try {
      const replies = await times(5, () => t.inject(shot()));
      expect(statuses(replies)).toEqual([200, 200, 200, 200, 200]);
      expect(header(replies[0] as Reply, 'RateLimit-Limit')).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('is off with RATE_LIMIT_ENABLED=false whatever NODE_ENV says', async () => {
    const t = await bootApp({ NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_ANONYMOUS: '1' });
    try {
      expect(statuses(await times(3, () => t.inject(shot())))).toEqual([200, 200, 200]);
    } finally {
      await t.close();
    }
  });
});
