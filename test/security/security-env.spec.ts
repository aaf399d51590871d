import { ConfigError, loadConfig } from '../../src/config/app-config';
import { InvalidEnv, describeWindow, parseCorsOrigins, parseTrustProxy, parseWindow } from '../../src/common/security/security-env';

describe('security configuration', () => {
  it('defaults: limits on (120 anonymous, 1200 keyed per minute), no proxy trusted, any origin, HSTS one year, no Redis', () => {
    expect(loadConfig({})).toEqual(
      expect.objectContaining({
        rateLimitEnabled: true,
        rateLimitAnonymous: 120,
        rateLimitKeyed: 1200,
        rateLimitWindowMs: 60_000,
        trustProxy: false,
        corsOrigins: '*',
        hstsMaxAge: 31_536_000,
        redisUrl: undefined,
        rateLimitRedisPrefix: 'arbiter:rate-limit:',
      }),
    );
  });

  it('turns limits off by default under NODE_ENV=test only, and always obeys RATE_LIMIT_ENABLED', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimitEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimitEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'true' }).rateLimitEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false' }).rateLimitEnabled).toBe(false);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      TRUST_PROXY: '10.0.0.0/8, loopback',
      RATE_LIMIT_ANONYMOUS: '30',
      RATE_LIMIT_KEYED: '6000',
      RATE_LIMIT_WINDOW: '30s',
      REDIS_URL: 'rediss://user:secret@redis.internal:6380/2',
      RATE_LIMIT_REDIS_PREFIX: 'prod:rl:',
      CORS_ORIGINS: 'https://vtt.example,http://localhost:30000',
      HSTS_MAX_AGE: '0',
    });
    expect(c).toEqual(
      expect.objectContaining({
        trustProxy: ['10.0.0.0/8', 'loopback'],
        rateLimitAnonymous: 30,
        rateLimitKeyed: 6000,
        rateLimitWindowMs: 30_000,
        redisUrl: 'rediss://user:secret@redis.internal:6380/2',
        rateLimitRedisPrefix: 'prod:rl:',
        corsOrigins: ['https://vtt.example', 'http://localhost:30000'],
        hstsMaxAge: 0,
      }),
    );
  });

  it('fails fast naming every bad security variable', () => {
    let err: unknown;
    try {
      loadConfig({
        TRUST_PROXY: '10.0.0.0/33',
        RATE_LIMIT_ENABLED: 'yes',
        RATE_LIMIT_ANONYMOUS: '0',
        RATE_LIMIT_KEYED: 'lots',
        RATE_LIMIT_WINDOW: '5',
        REDIS_URL: 'http://redis',
        RATE_LIMIT_REDIS_PREFIX: 'has space',
        CORS_ORIGINS: 'https://vtt.example/path',
        HSTS_MAX_AGE: '-1',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems.map((p) => p.split('=')[0]).sort()).toEqual([
      'CORS_ORIGINS',
      'HSTS_MAX_AGE',
      'RATE_LIMIT_ANONYMOUS',
      'RATE_LIMIT_ENABLED',
      'RATE_LIMIT_KEYED',
      'RATE_LIMIT_REDIS_PREFIX',
      'RATE_LIMIT_WINDOW',
      'REDIS_URL',
      'TRUST_PROXY',
    ]);
    expect(problems.find((p) => p.startsWith('CORS_ORIGINS'))).toContain('https://vtt.example/path');
    expect(problems.find((p) => p.startsWith('TRUST_PROXY'))).toContain('10.0.0.0/33');
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8,  192.168.0.0/16', ['10.0.0.0/8', '192.168.0.0/16']],
    ['::1, fd00::/8, uniquelocal', ['::1', 'fd00::/8', 'uniquelocal']],
  ])('%j → %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['0', '101', 'yes', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'proxy.internal', ',', '10.0.0.0/x'])('rejects %j', (raw) => {
    expect(parseTrustProxy(raw)).toBeInstanceOf(InvalidEnv);
  });
});

describe('RATE_LIMIT_WINDOW', () => {
  it.each([
    [undefined, 60_000],
    ['60000', 60_000],
    ['1500ms', 1500],
    ['30s', 30_000],
    ['1m', 60_000],
    ['24h', 86_400_000],
  ])('%j → %d ms', (raw, ms) => {
    expect(parseWindow(raw, 60_000)).toBe(ms);
  });

  it.each(['999', '0s', '25h', '1d', '1.5m', '-1m', 'minute'])('rejects %j', (raw) => {
    expect(parseWindow(raw, 60_000)).toBeInstanceOf(InvalidEnv);
  });

  it('describes a window in words for problem details', () => {
    expect([60_000, 1000, 30_000, 7_200_000, 1500].map(describeWindow)).toEqual(['1 minute', '1 second', '30 seconds', '2 hours', '1500 ms']);
  });
});

describe('CORS_ORIGINS', () => {
  it.each([
    [undefined, '*'],
    ['*', '*'],
    ['none', []],
    ['https://vtt.example', ['https://vtt.example']],
    [' https://a.example , http://localhost:30000 ', ['https://a.example', 'http://localhost:30000']],
  ])('%j → %j', (raw, expected) => {
    expect(parseCorsOrigins(raw)).toEqual(expected);
  });

  it.each(['https://vtt.example/', 'https://vtt.example/app', 'vtt.example', 'ftp://vtt.example', 'https://*.example', ',', 'https://a.example,*'])('rejects %j', (raw) => {
    expect(parseCorsOrigins(raw)).toBeInstanceOf(InvalidEnv);
  });
});
