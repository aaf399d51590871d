import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runApiKeyCli } from '../../src/auth/api-key.cli';
import { apiKeyChecksum, hashApiKey } from '../../src/auth/api-key.format';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { withDataSource } from '../../src/database/data-source';
import { useTestDatabase } from '../setup/test-database';
import { bearer, bootApp, call, cliKey, within } from './support';

/**
 * API key lifecycle on a real Postgres: the CLI and the admin route create keys, keys
 * authenticate, listings never show secrets, revocation is a 401 within a second, and a key that
 * fails its checksum is refused without any lookup, let alone a query.
 */
describe('API keys', () => {
  const db = useTestDatabase();
  let app: NestFastifyApplication;
  let admin: { id: string; key: string };

  beforeAll(async () => {
    admin = await cliKey(db().url, 'root-admin', ['read', 'write', 'admin']);
    app = await bootApp(db().url);
  });

  afterAll(async () => {
    await app?.close();
  });

  const rows = (sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> =>
    withDataSource(db().url, async (ds) => (await ds.query(sql, params)) as Record<string, unknown>[], { poolSize: 1 });

  it('stores only the hash, the id and the last 4 characters of a key made by the CLI', async () => {
    const [row] = await rows(`SELECT * FROM api_keys WHERE id = $1`, [admin.id]);
    expect(row).toMatchObject({ owner: 'root-admin', scopes: ['read', 'write', 'admin'], last4: admin.key.slice(-4), revoked_at: null });
    expect(Buffer.isBuffer(row?.key_hash) && (row.key_hash as Buffer).equals(hashApiKey(admin.key))).toBe(true);
    const everything = JSON.stringify(await rows(`SELECT id, owner, scopes, last4, encode(key_hash, 'hex') AS h FROM api_keys`));
    expect(everything).not.toContain(admin.key.slice(13, 45));
  });

  it('lets the CLI list and revoke keys, and refuses bad arguments', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => err.push(t) };
    const temp = await cliKey(db().url, 'cli-temp', ['read']);
    expect(await runApiKeyCli(['list', '--owner', 'cli-temp'], db().url, io)).toBe(0);
    expect(out.join('\n')).toContain(temp.id);
    expect(out.join('\n')).not.toContain(temp.key);
    expect(await runApiKeyCli(['revoke', temp.id, '--json'], db().url, io)).toBe(0);
    expect(JSON.parse(out[out.length - 1] ?? '{}')).toMatchObject({ id: temp.id, revokedAt: expect.any(String) });
    expect(await runApiKeyCli(['revoke', 'ZZZZZZZZ'], db().url, io)).toBe(1);
    expect(await runApiKeyCli(['create', '--owner', 'Not A Slug', '--scopes', 'read,root'], db().url, io)).toBe(2);
    expect(err.join('\n')).toMatch(/--owner: must be a slug like `iron-hero`[\s\S]*--scopes: must be one of: read, write, admin/);
    expect(await runApiKeyCli(['create', '--owner', 'x'], db().url, io)).toBe(2);
    expect(await runApiKeyCli(['explode'], db().url, io)).toBe(2);
  });

  it('creates a key through the admin route, shown once, and lists keys without secrets', async () => {
    const created = await call(app, 'POST', '/v1/admin/api-keys', { owner: 'discord-bot', scopes: ['write', 'read'] }, bearer(admin.key));
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: string; key: string; owner: string; scopes: string[]; display: string; revokedAt: null }>();
    expect(body).toMatchObject({ owner: 'discord-bot', scopes: ['read', 'write'], revokedAt: null });
    expect(body.display).toBe(`arb_${body.id}_…${body.key.slice(-4)}`);

    // The key works at once on this replica.
    const units = await call(app, 'GET', '/v1/ae-wwii/units', undefined, { 'x-api-key': body.key });
    expect(units.statusCode).toBe(200);

    for (const url of ['/v1/admin/api-keys', '/v1/admin/api-keys?owner=discord-bot']) {
      const listed = await call(app, 'GET', url, undefined, bearer(admin.key));
      expect(listed.statusCode).toBe(200);
      const keys = listed.json<Record<string, unknown>[]>();
      expect(keys.map((k) => k.id)).toContain(body.id);
      expect(listed.body).not.toContain(body.key);
      expect(listed.body).not.toContain(admin.key);
      for (const k of keys) expect(Object.keys(k).sort()).toEqual(['createdAt', 'display', 'id', 'owner', 'revokedAt', 'scopes']);
    }
    const mine = (await call(app, 'GET', '/v1/admin/api-keys?owner=discord-bot', undefined, bearer(admin.key))).json<unknown[]>();
    expect(mine).toHaveLength(1);
  });

  it('validates admin bodies and parameters with problems naming the field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/v1/admin/api-keys', { owner: 'UPPER', scopes: ['read'] }, 'owner'],
      ['POST', '/v1/admin/api-keys', { owner: 'ok', scopes: [] }, 'scopes'],
      ['POST', '/v1/admin/api-keys', { owner: 'ok', scopes: ['superuser'] }, 'scopes[0]'],
      ['POST', '/v1/admin/api-keys', { owner: 'ok', scopes: ['read'], key: 'mine' }, 'key'],
      ['GET', '/v1/admin/api-keys?owner=No%20Way', undefined, 'owner'],
      ['DELETE', '/v1/admin/api-keys/short', undefined, 'id'],
    ];
    for (const [method, url, body, path] of cases) {
      const res = await call(app, method, url, body, bearer(admin.key));
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(path);
    }
    const unknown = await call(app, 'DELETE', '/v1/admin/api-keys/ZZZZZZZZ', undefined, bearer(admin.key));
    expect(unknown.statusCode).toBe(404);
  });

  it('revokes a key: a 401 within a second, and the admin listing shows when', async () => {
    const { key, id } = await cliKey(db().url, 'short-lived', ['read']);
    // The CLI wrote behind the app's back: the NOTIFY brings the key into its cache.
    await within(1000, async () => (await call(app, 'GET', '/v1/ae-wwii/units', undefined, bearer(key))).statusCode === 200, 'a CLI-made key works');

    const revoked = await call(app, 'DELETE', `/v1/admin/api-keys/${id}`, undefined, bearer(admin.key));
    expect(revoked.statusCode).toBe(200);
    const at = revoked.json<{ revokedAt: string }>().revokedAt;
    expect(Date.parse(at)).toBeGreaterThan(0);
    const took = await within(1000, async () => (await call(app, 'GET', '/v1/ae-wwii/units', undefined, bearer(key))).statusCode === 401, 'the revoked key is refused');
    expect(took).toBeLessThan(1000);
    const refused = await call(app, 'GET', '/v1/ae-wwii/units', undefined, bearer(key));
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({ type: 'https://arbiter.dev/problems/unauthorized', status: 401, detail: 'The API key is unknown or revoked.' });

    // Revoking again keeps the first time.
    const again = await call(app, 'DELETE', `/v1/admin/api-keys/${id}`, undefined, bearer(admin.key));
    expect(again.json()).toMatchObject({ id, revokedAt: at });

    // A key revoked behind the app's back (the CLI) is refused within a second too.
    const other = await cliKey(db().url, 'short-lived', ['read']);
    await within(1000, async () => (await call(app, 'GET', '/v1/ae-wwii/weapons', undefined, bearer(other.key))).statusCode === 200, 'the second key works');
    expect(await runApiKeyCli(['revoke', other.id], db().url, { out: () => undefined, err: () => undefined })).toBe(0);
    await within(1000, async () => (await call(app, 'GET', '/v1/ae-wwii/weapons', undefined, bearer(other.key))).statusCode === 401, 'the CLI-revoked key is refused');
  });

  it('answers a mistyped key with 401 from its checksum alone: no cache lookup, no query', async () => {
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const keys = app.get(ApiKeyService);
    const query = jest.spyOn(dataSource, 'query');
    const runner = jest.spyOn(dataSource, 'createQueryRunner');
    const lookup = jest.spyOn(keys, 'lookup');
    try {
      const body = admin.key.slice(0, -7);
      const typo = `${body.slice(0, 20)}${body[20] === 'x' ? 'y' : 'x'}${body.slice(21)}_${admin.key.slice(-6)}`;
      for (const headers of [bearer(typo), { 'x-api-key': typo }]) {
        const res = await call(app, 'GET', '/v1/ae-wwii/units', undefined, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ detail: 'The API key does not match its checksum: it was mistyped or truncated.' });
        expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
      }
      expect(lookup).not.toHaveBeenCalled();
      // A well-formed key that is not ours is looked up (in memory) and refused: still no query.
      const forged = `${body.slice(0, 4)}ZZZZZZZZ${body.slice(12)}`;
      const res = await call(app, 'GET', '/v1/ae-wwii/units', undefined, bearer(`${forged}_${apiKeyChecksum(forged)}`));
      expect(res.statusCode).toBe(401);
      expect(lookup).toHaveBeenCalledTimes(1);
      expect(query).not.toHaveBeenCalled();
      expect(runner).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
      runner.mockRestore();
      lookup.mockRestore();
    }
  });

  it('never downgrades a bad key to anonymous, even on public routes, and accepts either header', async () => {
    const bad: [Record<string, string>, RegExp][] = [
      [bearer('not-a-key'), /malformed/],
      [{ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, /Bearer scheme/],
      [{ authorization: `Bearer ${admin.key}`, 'x-api-key': `${admin.key.slice(0, -1)}${admin.key.endsWith('x') ? 'y' : 'x'}` }, /different keys/],
      [{ 'x-api-key': '' }, /malformed/],
    ];
    for (const [headers, detail] of bad) {
      for (const [method, url, body] of [
        ['GET', '/v1/games', undefined],
        ['POST', '/v1/ae-wwii/resolve/initiative', { sides: [{ name: 'a', highestDrive: 3 }, { name: 'b', highestDrive: 4 }], dice: { seed: 's' } }],
        ['POST', '/graphql', { query: '{ games { id } }' }],
      ] as const) {
        const res = await call(app, method, url, body, headers);
        // The headers in the comparison: a failure says which bad key got through.
        expect({ url, headers, status: res.statusCode }).toEqual({ url, headers, status: 401 });
        expect(res.json<{ detail: string }>().detail).toMatch(detail);
      }
    }
    expect((await call(app, 'GET', '/v1/games')).statusCode).toBe(200);
    expect((await call(app, 'GET', '/v1/games', undefined, { authorization: `bearer   ${admin.key}` })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/v1/games', undefined, { authorization: `Bearer ${admin.key}`, 'x-api-key': admin.key })).statusCode).toBe(200);
  });

  it('keeps authenticating from memory while the database fails, and answers writes with 503', async () => {
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const refused = (): Error => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const down = (): never => {
      throw refused();
    };
    const query = jest.spyOn(dataSource, 'query').mockImplementation(() => Promise.reject(refused()));
    const runner = jest.spyOn(dataSource, 'createQueryRunner').mockImplementation(down);
    try {
      expect((await call(app, 'GET', '/v1/ae-wwii/units', undefined, bearer(admin.key))).statusCode).toBe(200);
      expect((await call(app, 'GET', '/v1/ae-wwii/units', undefined, bearer(`${admin.key.slice(0, -1)}${admin.key.endsWith('0') ? '1' : '0'}`))).statusCode).toBe(401);
      const started = Date.now();
      const create = await call(app, 'POST', '/v1/admin/api-keys', { owner: 'nobody', scopes: ['read'] }, bearer(admin.key));
      expect(create.statusCode).toBe(503);
      expect(create.json()).toMatchObject({ type: 'https://arbiter.dev/problems/unavailable', status: 503 });
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await call(app, 'GET', '/v1/admin/api-keys', undefined, bearer(admin.key))).statusCode).toBe(503);
      expect((await call(app, 'DELETE', `/v1/admin/api-keys/${admin.id}`, undefined, bearer(admin.key))).statusCode).toBe(503);
    } finally {
      query.mockRestore();
      runner.mockRestore();
    }
    expect((await call(app, 'GET', '/v1/admin/api-keys', undefined, bearer(admin.key))).statusCode).toBe(200);
  });
});
