import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { loadConfig } from '../../src/config/app-config';
import { useTestDatabase } from '../setup/test-database';
import { InjectOptions, Reply, header, injector, shot } from './helpers';

/**
 * The limiter with the real API-key hook and real keys (a Postgres of this file's own): a valid
 * key spends its own budget wherever it comes from, a bad key is refused 401 without spending any,
 * and a 401 stays readable cross-origin.
 */
describe('rate limits with real API keys', () => {
  const db = useTestDatabase();
  let app: NestFastifyApplication;
  let inject: (o: InjectOptions) => Promise<Reply>;
  let keyA: string;
  let keyB: string;

  beforeAll(async () => {
    const config = loadConfig({ DATABASE_URL: db().url, DB_POOL_SIZE: '2', LOG_LEVEL: 'silent', MIGRATIONS: 'job', RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: '2', RATE_LIMIT_KEYED: '4' });
    app = await createApp({ config, logs: false, docs: false });
    const keys = app.get(ApiKeyService);
    keyA = (await keys.create('owner-a', ['read'])).key;
    keyB = (await keys.create('owner-b', ['read'])).key;
    inject = injector(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  const send = (remoteAddress: string, headers: Record<string, string> = {}): Promise<Reply> => inject(shot({ remoteAddress, headers }));

  it('gives each key its own budget, from any address, apart from the anonymous one', async () => {
    const anonymous = [await send('198.51.100.60'), await send('198.51.100.60'), await send('198.51.100.60')];
    expect(anonymous.map((r) => r.statusCode)).toEqual([200, 200, 429]);

    const viaBearer = await send('198.51.100.60', { authorization: `Bearer ${keyA}` });
    expect(viaBearer.statusCode).toBe(200);
    expect(header(viaBearer, 'RateLimit-Limit')).toBe('4');
    expect(header(viaBearer, 'RateLimit-Remaining')).toBe('3');
    // The same key through X-API-Key and from elsewhere: the same budget.
    const replies = [];
    for (const ip of ['198.51.100.61', '198.51.100.62', '198.51.100.63', '198.51.100.64']) replies.push(await send(ip, { 'x-api-key': keyA }));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(replies[3]?.json<{ detail: string }>().detail).toContain('for this API key');

    const other = await send('198.51.100.60', { 'x-api-key': keyB });
    expect(other.statusCode).toBe(200);
    expect(header(other, 'RateLimit-Remaining')).toBe('3');
  });

  it('counts a bad key against its address (guessing keys is rate limited) and keeps its 401 readable cross-origin', async () => {
    const ip = '198.51.100.70';
    // The address may make 2 anonymous requests a window: each refused key spends one of them.
    for (const left of ['1', '0']) {
      const res = await send(ip, { 'x-api-key': 'arb_nope', origin: 'https://vtt.example' });
      expect(res.statusCode).toBe(401);
      expect(header(res, 'Access-Control-Allow-Origin')).toBe('*');
      expect(header(res, 'RateLimit-Remaining')).toBe(left);
    }
    // 2 - 2 = 0 left: a third guess, and the address's anonymous requests, are refused.
    expect((await send(ip, { 'x-api-key': 'arb_nope' })).statusCode).toBe(429);
    expect((await send(ip)).statusCode).toBe(429);
  });
});
