import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { Headers, Reply, bearer, bootApp, call, cliKey, gql, railGunBody } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * Per-owner quotas on what is stored (QUOTA_*): custom entries per game, warbooks, archetypes per
 * warbook and bytes, each refused with a 409 `quota-exceeded` naming the field, in the reply's
 * language; deleted rows are out of the count until restored, a write that does not grow what is
 * stored is never refused, concurrent writes cannot both take the last unit, and the counts the
 * database keeps match what is stored.
 */

interface Problem {
  readonly type: string;
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly errors: { path: string; message: string }[];
}

const QUOTAS = { QUOTA_CUSTOM_ENTRIES_PER_GAME: '3', QUOTA_WARBOOKS: '2', QUOTA_ARCHETYPES_PER_WARBOOK: '4', QUOTA_STORED_BYTES: '2500' };

const archetype = (slug: string): Record<string, unknown> => ({ slug, name: `Weapon ${slug}`, profile: { type: 'weapon', energy: 1, damage: 2, range: 5 } });
const warbook = (slug: string, archetypes = 1): Record<string, unknown> => ({ slug, name: `Book ${slug}`, archetypes: Array.from({ length: archetypes }, (_, i) => archetype(`w${i}`)) });
/** A weapon with a 500-character summary in three languages: about 1.6 KB stored. */
const heavy = (slug: string, summary = 'x'.repeat(500)): Record<string, unknown> => railGunBody(slug, { summary: { en: summary, es: summary, fr: summary } });

describe('per-owner quotas', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let owners = 0;

  beforeAll(async () => {
    app = await bootApp(db().url, QUOTAS);
    dataSource = app.get<DataSource>(getDataSourceToken());
  });

  afterAll(async () => {
    await app?.close();
  });

  async function owner(): Promise<{ name: string; key: Headers }> {
    const name = `owner-${++owners}`;
    const key = bearer((await cliKey(db().url, name, ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
    return { name, key };
  }

  const expectOk = (r: Reply): void => {
    if (r.statusCode >= 300) throw new Error(`${r.statusCode} ${r.body}`);
  };

  function expectQuota(r: Reply, path: string, detail: RegExp): Problem {
    expect(r.statusCode).toBe(409);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    const p = r.json<Problem>();
    expect(p).toMatchObject({ type: 'https://arbiter.dev/problems/quota-exceeded', status: 409 });
    expect(p.errors.map((e) => e.path)).toEqual([path]);
    expect(p.detail).toMatch(detail);
    return p;
  }

  it('custom entries: at most QUOTA_CUSTOM_ENTRIES_PER_GAME live ones per game, in every language', async () => {
    const { name, key } = await owner();
    for (const slug of ['a', 'b', 'c']) expectOk(await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody(slug), key));
    const fourth = expectQuota(await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('d'), key), 'slug', /4 custom entries of ae-wwii; your quota is 3 per game/);
    expect(fourth).toMatchObject({ title: 'Quota exceeded', errors: [{ path: 'slug', message: 'would go past your quota of 3' }] });
    expect(expectQuota(await call(app, 'POST', '/v1/ae-wwii/units?lang=es', { slug: 'u', name: 'U', training: 'green', movement: 3, rangedCombat: 5, closeCombat: 5, armor: 2, strength: 2, drive: 3, wounds: 1, weapons: [] }, key), 'slug', /cuota es de 3 por juego/).title).toBe('Cuota superada');
    expect(expectQuota(await call(app, 'POST', '/v1/ae-wwii/weapons?lang=fr', railGunBody('d'), key), 'slug', /quota est de 3 par jeu/).title).toBe('Quota dépassé');
    const viaGql = await gql(app, 'mutation { createAeWwiiWeapon(input: {slug: "d", name: {en: "D"}, range: 5, strength: 1, rateOfFire: "1:1"}) { id } }', {}, key);
    expect(viaGql.errors?.[0]?.extensions).toMatchObject({ status: 409, code: 'QUOTA_EXCEEDED', type: 'quota-exceeded', errors: [{ path: 'slug' }] });

    // Per game: another game's entries are counted apart.
    expectOk(await call(app, 'POST', '/v1/aof-skirmish/units', { slug: 'ok', name: { en: 'Ok' }, quality: 3, defense: 3, models: 1, points: 40, rules: [{ id: 'hero' }] }, key));
    // A deleted entry is out of the count until it is restored, and restoring it is a write like a creation.
    expectOk(await call(app, 'DELETE', '/v1/ae-wwii/weapons/custom-a', undefined, key));
    expectOk(await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('d'), key));
    expectQuota(await call(app, 'POST', '/v1/ae-wwii/weapons/custom-a/restore', undefined, key), 'id', /4 custom entries of ae-wwii/);
    // Editing an entry adds nothing.
    expectOk(await call(app, 'PUT', '/v1/ae-wwii/weapons/custom-b', railGunBody('b', { range: 20 }), key));
    expect(await usage(name)).toEqual(await recount(name));
  });

  it('warbooks: at most QUOTA_WARBOOKS live ones; archetypes: at most QUOTA_ARCHETYPES_PER_WARBOOK per warbook', async () => {
    const { name, key } = await owner();
    expectOk(await call(app, 'POST', '/v1/wartime/warbooks', warbook('one', 4), key));
    expectOk(await call(app, 'POST', '/v1/wartime/warbooks', warbook('two'), key));
    expectQuota(await call(app, 'POST', '/v1/wartime/warbooks', warbook('three'), key), 'slug', /3 warbooks; your quota is 2/);
    expectOk(await call(app, 'DELETE', '/v1/wartime/warbooks/two', undefined, key));
    expectOk(await call(app, 'POST', '/v1/wartime/warbooks', warbook('three'), key));
    expectQuota(await call(app, 'POST', '/v1/wartime/warbooks/two/restore', undefined, key), 'id', /3 warbooks/);

    // Archetypes per warbook, in a new warbook's body or one at a time.
    expectQuota(await call(app, 'POST', '/v1/wartime/warbooks/one/archetypes', archetype('extra'), key), 'slug', /5 archetypes in this warbook; your quota is 4 per warbook/);
    expectOk(await call(app, 'DELETE', '/v1/wartime/warbooks/three', undefined, key));
    expectQuota(await call(app, 'POST', '/v1/wartime/warbooks', warbook('four', 5), key), 'archetypes', /5 archetypes in this warbook/);
    expectOk(await call(app, 'DELETE', '/v1/wartime/warbooks/one/archetypes/w0', undefined, key));
    expectOk(await call(app, 'POST', '/v1/wartime/warbooks/one/archetypes', archetype('extra'), key));
    expectQuota(await call(app, 'POST', '/v1/wartime/warbooks/one/archetypes/w0/restore', undefined, key), 'id', /5 archetypes/);
    expect(await usage(name)).toEqual(await recount(name));
  });

  it('bytes: at most QUOTA_STORED_BYTES of JSON live across entries and warbooks; a write that grows nothing is never refused', async () => {
    const { name, key } = await owner();
    expectOk(await call(app, 'POST', '/v1/ae-wwii/weapons', heavy('first'), key));
    const refused = expectQuota(await call(app, 'POST', '/v1/ae-wwii/weapons', heavy('second'), key), 'slug', /bytes of stored entries, warbooks and archetypes; your quota is 2,500\./);
    expect(refused.detail).toMatch(/^This would make \d,\d{3} bytes/);
    // Growing an entry past the quota is refused too; shrinking one never is.
    expectOk(await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('small'), key));
    expectQuota(await call(app, 'PUT', '/v1/ae-wwii/weapons/custom-small', heavy('small'), key), 'id', /your quota is 2,500\./);
    expectOk(await call(app, 'PUT', '/v1/ae-wwii/weapons/custom-first', heavy('first', 'short'), key));
    expectOk(await call(app, 'POST', '/v1/ae-wwii/weapons', heavy('second'), key));
    expectQuota(await call(app, 'POST', '/v1/wartime/warbooks', { ...warbook('big', 4), description: 'y'.repeat(500) }, key), 'slug', /your quota is 2,500\./);
    // A deleted warbook takes its archetypes and play lists out of the count; restoring it puts them back.
    expectOk(await call(app, 'POST', '/v1/wartime/warbooks', warbook('book', 2), key));
    const withBook = await usage(name);
    expect(withBook).toEqual(await recount(name));
    expectOk(await call(app, 'DELETE', '/v1/wartime/warbooks/book', undefined, key));
    expect((await usage(name)).bytes).toBeLessThan(withBook.bytes ?? 0);
    expect(await usage(name)).toEqual(await recount(name));
    expectOk(await call(app, 'POST', '/v1/wartime/warbooks/book/restore', undefined, key));
    expect(await usage(name)).toEqual(withBook);
  });

  it('concurrent writes cannot both take the last entry of a quota', async () => {
    const { name, key } = await owner();
    for (const slug of ['a', 'b']) expectOk(await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody(slug), key));
    const replies = await Promise.all(['c', 'd', 'e', 'f'].map((slug) => call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody(slug), key)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await usage(name))['entries:ae-wwii']).toBe(3);
  });

  it('counts what was stored before the quotas, and what psql writes, without refusing it', async () => {
    const { name, key } = await owner();
    // Outside the app's transactions nothing is refused: six entries where the quota says three.
    await dataSource.query(
      `INSERT INTO catalog_entries (game_id, kind, id, owner, name, summary, profile)
       SELECT game_id, kind, 'custom-copy-' || g, $1, name, summary, profile FROM catalog_entries, generate_series(1, 6) g
        WHERE owner IS NULL AND game_id = 'ae-wwii' AND kind = 'weapon' AND id = 'kar98k'`,
      [name],
    );
    expect((await usage(name))['entries:ae-wwii']).toBe(6);
    // Over the quota, the owner can still edit and delete, not add.
    expectQuota(await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('new'), key), 'slug', /7 custom entries/);
    expectOk(await call(app, 'DELETE', '/v1/ae-wwii/weapons/custom-copy-1', undefined, key));
    expect(await usage(name)).toEqual(await recount(name));
  });

  /** The counts the triggers keep. */
  async function usage(who: string): Promise<Record<string, number>> {
    const rows = (await dataSource.query(`SELECT metric, used::int AS used FROM owner_usage WHERE owner = $1 AND used > 0`, [who])) as { metric: string; used: number }[];
    return Object.fromEntries(rows.map((r) => [r.metric, r.used]));
  }

  /** The same counts, taken from the rows themselves. */
  async function recount(who: string): Promise<Record<string, number>> {
    const rows = (await dataSource.query(
      `SELECT 'entries:' || game_id AS metric, count(*)::int AS used FROM catalog_entries WHERE owner = $1 AND deleted_at IS NULL GROUP BY game_id
       UNION ALL SELECT 'warbooks', count(*)::int FROM wartime_warbooks WHERE owner = $1 AND deleted_at IS NULL HAVING count(*) > 0
       UNION ALL SELECT 'archetypes:' || warbook_pk, count(*)::int FROM wartime_warbook_archetypes WHERE owner = $1 AND deleted_at IS NULL GROUP BY warbook_pk
       UNION ALL SELECT 'bytes', (
           (SELECT coalesce(sum(arbiter_stored_size(name, summary, profile)), 0) FROM catalog_entries WHERE owner = $1 AND deleted_at IS NULL)
         + (SELECT coalesce(sum(arbiter_stored_size(name, description) + arbiter_wartime_parts_size(pk)), 0) FROM wartime_warbooks WHERE owner = $1 AND deleted_at IS NULL))::int`,
      [who],
    )) as { metric: string; used: number }[];
    return Object.fromEntries(rows.filter((r) => r.used > 0).map((r) => [r.metric, r.used]));
  }
});
