import { Reply, TestApp, bootApp, header, shot } from './helpers';

/** The strict policy of every API route (JSON only: nothing may load, run or frame). */
const API_CSP = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

function expectSecurityHeaders(res: Reply): void {
  expect(header(res, 'Content-Security-Policy')).toBe(API_CSP);
  expect(header(res, 'X-Content-Type-Options')).toBe('nosniff');
  expect(header(res, 'Referrer-Policy')).toBe('no-referrer');
  expect(header(res, 'Strict-Transport-Security')).toBe('max-age=31536000');
  expect(header(res, 'X-Frame-Options')).toBe('DENY');
  expect(header(res, 'Cross-Origin-Resource-Policy')).toBe('cross-origin');
  expect(header(res, 'X-Powered-By')).toBeUndefined();
  // The OWASP REST set (security/headers.ts): a computation is never cached.
  expect(header(res, 'Cache-Control')).toBe('no-store');
  // What helmet added for HTML pages is not sent on the API (fewer headers on every reply).
  for (const name of ['Cross-Origin-Opener-Policy', 'Origin-Agent-Cluster', 'X-DNS-Prefetch-Control', 'X-Download-Options', 'X-Permitted-Cross-Domain-Policies', 'X-XSS-Protection']) {
    expect(header(res, name)).toBeUndefined();
  }
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({});
  });
  afterAll(() => t.close());

  it('are on resolve responses', async () => {
    const res = await t.inject(shot());
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it('are on problem responses (400, 404, 415)', async () => {
    const malformed = await t.inject({ method: 'POST', url: '/v1/ae-wwii/resolve/shot', payload: undefined, headers: { 'content-type': 'application/json' } });
    const notFound = await t.inject({ url: '/nope' });
    const wrongType = await t.inject({ method: 'POST', url: '/v1/ae-wwii/resolve/shot', headers: { 'content-type': 'text/csv' } });
    for (const [res, status] of [[malformed, 400], [notFound, 404], [wrongType, 415]] as const) {
      expect(res.statusCode).toBe(status);
      expect(header(res, 'content-type')).toMatch(/^application\/problem\+json/);
      expectSecurityHeaders(res);
    }
  });

  it('leave GraphQL POST working', async () => {
    const res = await t.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { __typename: 'Query' } });
    expectSecurityHeaders(res);
  });

  it('are on health and metrics', async () => {
    expectSecurityHeaders(await t.inject({ url: '/health/live' }));
    expectSecurityHeaders(await t.inject({ url: '/metrics' }));
  });
});

describe('Strict-Transport-Security', () => {
  it.each([
    ['600', 'max-age=600'],
    ['0', undefined],
  ])('HSTS_MAX_AGE=%s gives %s', async (maxAge, expected) => {
    const t = await bootApp({ HSTS_MAX_AGE: maxAge });
    try {
      expect(header(await t.inject({ url: '/health/live' }), 'Strict-Transport-Security')).toBe(expected);
    } finally {
      await t.close();
    }
  });
});

const PREFLIGHT = (origin: string) => ({
  method: 'OPTIONS',
  url: '/v1/ae-wwii/resolve/shot',
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key,authorization,accept-language' },
});

const EXPOSED = 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, Content-Language';

describe('CORS, default (any origin, no credentials)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: '1' });
  });
  afterAll(() => t.close());

  it('answers a preflight with the allowed methods and headers, cached, without credentials', async () => {
    const res = await t.inject(PREFLIGHT('https://vtt.example'));
    expect(res.statusCode).toBe(204);
    expect(header(res, 'Access-Control-Allow-Origin')).toBe('*');
    expect(header(res, 'Access-Control-Allow-Credentials')).toBeUndefined();
    expect(header(res, 'Access-Control-Allow-Methods')?.split(', ')).toEqual(expect.arrayContaining(['GET', 'POST']));
    expect(header(res, 'Access-Control-Allow-Headers')?.split(', ')).toEqual(expect.arrayContaining(['Authorization', 'X-API-Key', 'Content-Type', 'Accept-Language']));
    expect(header(res, 'Access-Control-Max-Age')).toBe('7200');
  });

  it('lets any origin read resolve responses and their RateLimit, Retry-After and Content-Language headers', async () => {
    const res = await t.inject(shot({ remoteAddress: '198.51.100.30', headers: { origin: 'https://vtt.example' } }));
    expect(res.statusCode).toBe(200);
    expect(header(res, 'Access-Control-Allow-Origin')).toBe('*');
    expect(header(res, 'Access-Control-Allow-Credentials')).toBeUndefined();
    expect(header(res, 'Access-Control-Expose-Headers')).toBe(EXPOSED);
  });

  it('keeps a 429 readable by the browser that caused it', async () => {
    const ip = '198.51.100.31';
    await t.inject(shot({ remoteAddress: ip }));
    const res = await t.inject(shot({ remoteAddress: ip, headers: { origin: 'https://vtt.example' } }));
    expect(res.statusCode).toBe(429);
    expect(header(res, 'Access-Control-Allow-Origin')).toBe('*');
    expect(header(res, 'Access-Control-Expose-Headers')).toBe(EXPOSED);
    expect(header(res, 'Retry-After')).toMatch(/^\d+$/);
  });

  it('answers a bare OPTIONS (no preflight headers) with 204, not a text/plain 400', async () => {
    const res = await t.inject({ method: 'OPTIONS', url: '/v1/ae-wwii/resolve/shot' });
    expect(res.statusCode).toBe(204);
  });

  it('does not count preflights against the budget', async () => {
    const ip = '198.51.100.32';
    for (let i = 0; i < 3; i++) expect((await t.inject({ ...PREFLIGHT('https://vtt.example'), remoteAddress: ip })).statusCode).toBe(204);
    expect((await t.inject(shot({ remoteAddress: ip }))).statusCode).toBe(200);
  });
});

describe('CORS with a list of origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ CORS_ORIGINS: 'https://vtt.example, http://localhost:30000' });
  });
  afterAll(() => t.close());

  it.each(['https://vtt.example', 'http://localhost:30000'])('reflects the allowed origin %s (with Vary: Origin)', async (origin) => {
    const pre = await t.inject(PREFLIGHT(origin));
    expect(pre.statusCode).toBe(204);
    expect(header(pre, 'Access-Control-Allow-Origin')).toBe(origin);
    const res = await t.inject(shot({ headers: { origin } }));
    expect(res.statusCode).toBe(200);
    expect(header(res, 'Access-Control-Allow-Origin')).toBe(origin);
    expect(header(res, 'Vary')).toMatch(/\bOrigin\b/);
    expect(header(res, 'Access-Control-Allow-Credentials')).toBeUndefined();
  });

  it.each(['https://evil.example', 'https://vtt.example.evil.example', 'null'])('gives %s no Access-Control-Allow-Origin', async (origin) => {
    const pre = await t.inject(PREFLIGHT(origin));
    expect(header(pre, 'Access-Control-Allow-Origin')).toBeUndefined();
    const res = await t.inject(shot({ headers: { origin } }));
    // Served (CORS is enforced by the browser, which will not hand the response to the page).
    expect(res.statusCode).toBe(200);
    expect(header(res, 'Access-Control-Allow-Origin')).toBeUndefined();
  });
});

describe('CORS_ORIGINS=none', () => {
  it('sends no CORS headers and treats OPTIONS as any unknown route (404 problem)', async () => {
    const t = await bootApp({ CORS_ORIGINS: 'none' });
    try {
      const res = await t.inject(shot({ headers: { origin: 'https://vtt.example' } }));
      expect(res.statusCode).toBe(200);
      expect(header(res, 'Access-Control-Allow-Origin')).toBeUndefined();
      const pre = await t.inject(PREFLIGHT('https://vtt.example'));
      expect(header(pre, 'Access-Control-Allow-Origin')).toBeUndefined();
      expect(pre.statusCode).toBeGreaterThanOrEqual(400);
      expect(pre.statusCode).toBeLessThan(500);
      expect(header(pre, 'content-type')).toMatch(/^application\/problem\+json/);
    } finally {
      await t.close();
    }
  });
});
