import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ChangeNotifications } from '../../src/database/notifications';
import { withDataSource } from '../../src/database/data-source';
import { TcpProxy } from '../faults/support/tcp-proxy';
import { Headers, bearer, bootApp, call, cliKey, heroBody, railGunBody, shotBody, within } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * Two replicas (two apps in this process) on one database: what one writes, the other serves
 * within a second (LISTEN/NOTIFY), revocations included. Replica B reaches Postgres through a
 * TCP relay this test can cut: while cut, B keeps serving from memory and refuses writes with a
 * prompt 503; once healed it reconnects and reloads what it missed.
 */
describe('two replicas on one database', () => {
  const db = useTestDatabase();
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  let proxy: TcpProxy;
  let admin: Headers;
  let owners = 0;

  beforeAll(async () => {
    admin = bearer((await cliKey(db().url, 'root', ['admin'])).key);
    const target = new URL(db().url);
    proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    a = await bootApp(db().url);
    // B is the one cut off below: a short connect timeout, so its writes fail fast (a 503 within 3 s).
    b = await bootApp(proxy.urlFor(db().url), { DATABASE_CONNECT_TIMEOUT_MS: '1000' });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await proxy?.close();
  });

  /** A fresh owner's read+write key, made on replica A (so B learns of it by notification). */
  async function ownerKey(): Promise<Headers> {
    const res = await call(a, 'POST', '/v1/admin/api-keys', { owner: `owner-${++owners}`, scopes: ['read', 'write'] }, admin);
    expect(res.statusCode).toBe(201);
    const key = bearer(res.json<{ key: string }>().key);
    await within(1000, async () => (await call(b, 'GET', '/v1/games', undefined, key)).statusCode === 200, 'a key made on A works on B');
    return key;
  }

  it('serves on B, within a second, a custom unit and weapon written on A, in reads and resolves', async () => {
    const key = await ownerKey();
    expect((await call(b, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, key)).statusCode).toBe(404);
    expect((await call(a, 'POST', '/v1/ae-wwii/weapons', railGunBody('rail-gun'), key)).statusCode).toBe(201);
    expect((await call(a, 'POST', '/v1/ae-wwii/units', heroBody('hero', { weapons: ['kar98k', 'custom-rail-gun'] }), key)).statusCode).toBe(201);
    const took = await within(
      1000,
      async () =>
        (await call(b, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, key)).statusCode === 200 &&
        (await call(b, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('custom/hero', 'custom-rail-gun'), key)).statusCode === 200,
      'B reads and resolves what A wrote',
    );
    expect(took).toBeLessThan(1000);
    const onA = (await call(a, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('custom/hero', 'custom-rail-gun'), key)).json<{ odds: unknown }>();
    const onB = (await call(b, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('custom/hero', 'custom-rail-gun'), key)).json<{ odds: unknown }>();
    expect(onB.odds).toEqual(onA.odds);
  });

  it('follows updates and deletes made on A, odds included', async () => {
    const key = await ownerKey();
    expect((await call(a, 'POST', '/v1/ae-wwii/units', heroBody('hero', { rangedCombat: 5 }), key)).statusCode).toBe(201);
    const shot = shotBody('custom/hero', 'kar98k');
    await within(1000, async () => (await call(b, 'POST', '/v1/ae-wwii/resolve/shot', shot, key)).statusCode === 200, 'B resolves with the new unit');
    const before = (await call(b, 'POST', '/v1/ae-wwii/resolve/shot', shot, key)).json<{ odds: { hitPerShot: number } }>().odds.hitPerShot;

    expect((await call(a, 'PUT', '/v1/ae-wwii/units/custom/hero', heroBody('hero', { rangedCombat: 2 }), key)).statusCode).toBe(200);
    await within(
      1000,
      async () => (await call(b, 'POST', '/v1/ae-wwii/resolve/shot', shot, key)).json<{ odds: { hitPerShot: number } }>().odds.hitPerShot > before,
      'B resolves with the updated unit (not from stale odds)',
    );

    expect((await call(a, 'DELETE', '/v1/ae-wwii/units/custom/hero', undefined, key)).statusCode).toBe(200);
    await within(1000, async () => (await call(b, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, key)).statusCode === 404, 'B forgets the deleted unit');
    expect((await call(b, 'POST', '/v1/ae-wwii/resolve/shot', shot, key)).statusCode).toBe(422);
  });

  it('refuses on B, within a second, a key revoked on A', async () => {
    const created = await call(a, 'POST', '/v1/admin/api-keys', { owner: 'leaver', scopes: ['read'] }, admin);
    const { id, key } = created.json<{ id: string; key: string }>();
    await within(1000, async () => (await call(b, 'GET', '/v1/ae-wwii/units', undefined, bearer(key))).statusCode === 200, 'the key works on B');
    expect((await call(a, 'DELETE', `/v1/admin/api-keys/${id}`, undefined, admin)).statusCode).toBe(200);
    const took = await within(1000, async () => (await call(b, 'GET', '/v1/ae-wwii/units', undefined, bearer(key))).statusCode === 401, 'B refuses the revoked key');
    expect(took).toBeLessThan(1000);
  });

  it('keeps B serving from memory while its database connection is cut, and catches up on what it missed', async () => {
    const key = await ownerKey();
    const leaver = (await cliKey(db().url, 'leaver-2', ['read'])).key;
    expect((await call(a, 'POST', '/v1/ae-wwii/units', heroBody('before'), key)).statusCode).toBe(201);
    await within(1000, async () => (await call(b, 'GET', '/v1/ae-wwii/units/custom/before', undefined, key)).statusCode === 200, 'B has the first unit');
    await within(1000, async () => (await call(b, 'GET', '/v1/games', undefined, bearer(leaver))).statusCode === 200, 'B has the second key');

    const notifications = b.get(ChangeNotifications);
    expect(notifications.connected).toBe(true);
    proxy.blackhole();
    proxy.reset();
    await within(2000, async () => !notifications.connected, 'B notices the lost LISTEN connection');
    try {
      // Reads, resolves and authentication come from memory.
      expect((await call(b, 'GET', '/v1/ae-wwii/units/custom/before', undefined, key)).statusCode).toBe(200);
      expect((await call(b, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('custom/before', 'kar98k'), key)).statusCode).toBe(200);
      // Writes fail within the connect timeout (1 s here), as a 503.
      const started = Date.now();
      const write = await call(b, 'POST', '/v1/ae-wwii/units', heroBody('during'), key);
      expect(write.statusCode).toBe(503);
      expect(write.json()).toMatchObject({ type: 'https://arbiter.dev/problems/unavailable' });
      expect(Date.now() - started).toBeLessThan(3000);

      // Meanwhile A (still connected) writes and revokes: B cannot be told.
      expect((await call(a, 'POST', '/v1/ae-wwii/units', heroBody('missed'), key)).statusCode).toBe(201);
      await withDataSource(db().url, (ds) => ds.query(`UPDATE api_keys SET revoked_at = now() WHERE owner = 'leaver-2'`), { poolSize: 1 });
      expect((await call(b, 'GET', '/v1/ae-wwii/units/custom/missed', undefined, key)).statusCode).toBe(404);
      expect((await call(b, 'GET', '/v1/games', undefined, bearer(leaver))).statusCode).toBe(200);
    } finally {
      proxy.forward();
    }

    // Healed: B reconnects (backoff at most 5 s) and reloads everything.
    await within(10_000, async () => notifications.connected, 'B listens again');
    await within(2000, async () => (await call(b, 'GET', '/v1/ae-wwii/units/custom/missed', undefined, key)).statusCode === 200, 'B reloaded the custom catalog');
    await within(2000, async () => (await call(b, 'GET', '/v1/games', undefined, bearer(leaver))).statusCode === 401, 'B reloaded the keys');
    expect((await call(b, 'POST', '/v1/ae-wwii/units', heroBody('after'), key)).statusCode).toBe(201);
    await within(1000, async () => (await call(a, 'GET', '/v1/ae-wwii/units/custom/after', undefined, key)).statusCode === 200, 'A sees what B wrote');
  }, 30_000);
});
