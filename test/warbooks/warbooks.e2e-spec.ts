import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { CustomCatalogService } from '../../src/catalog/custom/custom-catalog.service';
import { loadConfig } from '../../src/config/app-config';
import { resolveWartime } from '../../src/engine/wartime';
import type { WartimeCatalog } from '../../src/engine/wartime/model';
import { Headers, bearer, call, cliKey, gql } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';
import { GAMES } from '../../src/games';

/**
 * Warbooks on a real Postgres: CRUD of warbooks, archetypes and play lists, every violation
 * listed, keys scoped to their owner (another owner's data is a 404), read-only built-in examples,
 * keys without the write scope refused, and warbook characters resolvable by their owner through
 * the shared per-owner engine catalog.
 */

type Problem = { status: number; detail: string; errors: { path: string; message: string }[] };

const trooperBook = {
  slug: 'raiders',
  name: { en: 'Raiders', es: 'Asaltantes' },
  description: 'Night raiders',
  archetypes: [
    { slug: 'raider-body', name: 'Raider', profile: { type: 'body', con: 5, agi: 6, int: 4, rea: 5, vol: 5 } },
    { slug: 'smg', name: 'SMG', profile: { type: 'weapon', energy: 2, damage: 4, range: 10 } },
    { slug: 'raider', name: 'Raider trooper', profile: { type: 'character', body: 'raider-body', weapons: ['smg', 'combat-knife'], protections: ['helmet'], baseDiameter: 2.5 } },
  ],
};

describe('Wartime warbooks', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  let alice: Headers;
  let bob: Headers;
  let readOnly: Headers;
  let writeOnly: Headers;

  beforeAll(async () => {
    app = await createApp({ config: loadConfig({ DATABASE_URL: db().url, DB_POOL_SIZE: '3', LOG_LEVEL: 'silent', NODE_ENV: 'test' }), games: GAMES, logs: false, docs: false });
    alice = bearer((await cliKey(db().url, 'alice', ['read', 'write'])).key);
    bob = bearer((await cliKey(db().url, 'bob', ['read', 'write'])).key);
    readOnly = bearer((await cliKey(db().url, 'alice', ['read'])).key);
    writeOnly = bearer((await cliKey(db().url, 'alice', ['write'])).key);
    await app.get(ApiKeyService).reload();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('serves the built-in examples without a key, read-only', async () => {
    const list = await call(app, 'GET', '/v1/wartime/warbooks?lang=es');
    expect(list.statusCode).toBe(200);
    expect(list.json<unknown[]>()).toEqual([expect.objectContaining({ id: 'strike-team', name: 'Equipo de asalto', builtIn: true, archetypeCount: 11, playListCount: 1 })]);
    const book = (await call(app, 'GET', '/v1/wartime/warbooks/strike-team')).json<{ archetypes: { id: string; cost: number | null; catalogId: string | null }[]; playLists: { report: unknown }[] }>();
    expect(book.archetypes.map((a) => a.id)).toContain('trooper');
    // Hand-priced: body 5/5/4/5/5 = 6+6+4+6+6... the engine's figure is what the cost route gives; a trooper is 45.
    expect(book.archetypes.find((a) => a.id === 'trooper')).toMatchObject({ cost: 45, level: 24 });
    // The patrol: leader 63 + 3 troopers 3 x 45 = 135, driver 60: 258 of 300.
    expect(book.playLists[0]?.report).toMatchObject({ valid: true, total: 258, violations: [] });
    // Writing an example: 403 with a write key, 401 without one.
    expect((await call(app, 'PUT', '/v1/wartime/warbooks/strike-team', { name: 'Mine' }, alice)).statusCode).toBe(403);
    expect((await call(app, 'DELETE', '/v1/wartime/warbooks/strike-team/archetypes/trooper', undefined, alice)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/v1/wartime/warbooks/strike-team/archetypes', trooperBook.archetypes[0])).statusCode).toBe(401);
  });

  it('creates, reads, replaces, deletes and restores a warbook, its archetypes and play lists', async () => {
    const created = await call(app, 'POST', '/v1/wartime/warbooks', trooperBook, alice);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'raiders', name: 'Raiders', owner: 'alice', builtIn: false, version: 1 });
    const raider = created.json<{ archetypes: { id: string; catalogId: string; cost: number }[] }>().archetypes.find((a) => a.id === 'raider');
    expect(raider).toMatchObject({ catalogId: 'raiders/raider', type: 'character' });
    expect((await call(app, 'POST', '/v1/wartime/warbooks', trooperBook, alice)).statusCode).toBe(409);

    // Spanish read, the name per language.
    expect((await call(app, 'GET', '/v1/wartime/warbooks/raiders?lang=es', undefined, alice)).json()).toMatchObject({ name: 'Asaltantes' });

    // An archetype of another type, then a character using it.
    const vest = await call(app, 'POST', '/v1/wartime/warbooks/raiders/archetypes', { slug: 'vest', name: 'Vest', profile: { type: 'protection', energy: 1, protection: 2 } }, alice);
    expect(vest.statusCode).toBe(201);
    const read = (await call(app, 'GET', '/v1/wartime/warbooks/raiders/archetypes/raider', undefined, alice)).json<Record<string, unknown>>();
    const put = await call(app, 'PUT', '/v1/wartime/warbooks/raiders/archetypes/raider', { ...read, profile: { ...(read.profile as object), protections: ['vest'] } }, alice);
    expect([put.statusCode, put.body]).toEqual([200, expect.any(String)]);
    expect(put.json()).toMatchObject({ version: 2, profile: { protections: ['vest'] } });
    // A stale version: 409.
    expect((await call(app, 'PUT', '/v1/wartime/warbooks/raiders/archetypes/raider', read, alice)).statusCode).toBe(409);

    // A play list, stored valid, then read with its report.
    const list = { slug: 'night', name: 'Night raid', pointLimit: 200, squads: [{ name: 'A', characters: [{ archetype: 'raider', count: 2 }] }] };
    const posted = await call(app, 'POST', '/v1/wartime/warbooks/raiders/play-lists', list, alice);
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ id: 'night', report: { valid: true, violations: [] } });

    // The vest is used: deleting it is refused, naming the user.
    const inUse = await call(app, 'DELETE', '/v1/wartime/warbooks/raiders/archetypes/vest', undefined, alice);
    expect(inUse.statusCode).toBe(409);
    // ...and the play list recruiting that character, which would no longer be priced.
    expect(inUse.json<Problem>().errors.map((e) => e.path)).toEqual(['archetypes.raider.profile.protections[0]', 'playLists.night.squads[0].characters[0].archetype.protections[0]']);
    // The raider is recruited: deleting it is refused too.
    expect((await call(app, 'DELETE', '/v1/wartime/warbooks/raiders/archetypes/raider', undefined, alice)).json<Problem>().errors.map((e) => e.path)).toEqual(['playLists.night.squads[0].characters[0].archetype']);

    // Delete and restore the play list, then the warbook.
    expect((await call(app, 'DELETE', '/v1/wartime/warbooks/raiders/play-lists/night', undefined, alice)).json()).toMatchObject({ deletedAt: expect.any(String) });
    expect((await call(app, 'GET', '/v1/wartime/warbooks/raiders/play-lists/night', undefined, alice)).statusCode).toBe(404);
    expect((await call(app, 'POST', '/v1/wartime/warbooks/raiders/play-lists', list, alice)).statusCode).toBe(409);
    expect((await call(app, 'POST', '/v1/wartime/warbooks/raiders/play-lists/night/restore', undefined, alice)).json<object>()).not.toHaveProperty('deletedAt');
    expect((await call(app, 'DELETE', '/v1/wartime/warbooks/raiders', undefined, alice)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/v1/wartime/warbooks/raiders', undefined, alice)).statusCode).toBe(404);
    expect((await call(app, 'POST', '/v1/wartime/warbooks/raiders/restore', undefined, alice)).statusCode).toBe(200);
    const book = (await call(app, 'GET', '/v1/wartime/warbooks/raiders', undefined, alice)).json<{ archetypes: unknown[]; playLists: unknown[]; version: number }>();
    expect(book.archetypes).toHaveLength(4);
    expect(book.playLists).toHaveLength(1);

    // Nothing was lost: every change kept the previous version.
    const history = (await app.get(CustomCatalogService)['dataSource']?.query(`SELECT row_table, operation FROM wartime_warbook_history WHERE owner = 'alice'`)) as { row_table: string }[];
    expect(history.length).toBeGreaterThan(5);
  });

  it('lists every violation with its path and code', async () => {
    const bad = {
      slug: 'broken',
      name: 'Broken',
      archetypes: [
        { slug: 'a', name: 'Same', profile: { type: 'weapon', energy: 2, damage: 2, range: 20 } },
        { slug: 'b', name: ' same ', profile: { type: 'object', energy: 1 } },
        { slug: 'c', name: 'Hero', profile: { type: 'character', body: 'nobody', baseDiameter: 2.5 } },
      ],
    };
    const r = await call(app, 'POST', '/v1/wartime/warbooks', bad, alice);
    expect(r.statusCode).toBe(422);
    // Range 20 over 5 x Damage 2 = 10; "same" repeats "Same" (case and spacing do not count); no archetype "nobody".
    expect(r.json<Problem>().errors.map((e) => e.path).sort()).toEqual(['archetypes[0].profile.range', 'archetypes[1].name', 'archetypes[2].profile.body']);
    expect((await call(app, 'GET', '/v1/wartime/warbooks/broken', undefined, alice)).statusCode).toBe(404);

    // A schema error in one archetype names the field.
    const schema = await call(app, 'POST', '/v1/wartime/warbooks/raiders/archetypes', { slug: 'x', name: 'X', profile: { type: 'body', con: 11, agi: 1, int: 1, rea: 1, vol: 1 } }, alice);
    expect(schema.statusCode).toBe(422);
    expect(schema.json<Problem>().errors[0]?.path).toBe('profile.con');
    // A name already used by another type.
    const dup = await call(app, 'POST', '/v1/wartime/warbooks/raiders/archetypes', { slug: 'smg2', name: 'smg', profile: { type: 'object', energy: 1 } }, alice);
    expect(dup.statusCode).toBe(422);
    expect(dup.json<Problem>().errors.map((e) => e.path)).toEqual(['name']);

    // A play list: every violation with code and path, in the validate reply; a write of it is a 422 naming them all.
    const list = {
      pointLimit: 10,
      maxLevel: 20,
      squads: [
        { name: 'A', characters: [{ archetype: 'raider' }, { archetype: 'smg' }, { archetype: 'ghost' }] },
        { name: 'a', characters: [] },
      ],
    };
    const report = await call(app, 'POST', '/v1/wartime/warbooks/raiders/play-lists/validate', list, alice);
    expect(report.statusCode).toBe(200);
    expect(report.json<{ valid: boolean; violations: { code: string; path: string }[] }>().violations.map((v) => [v.code, v.path])).toEqual([
      ['over-level', 'squads[0].characters[0].archetype'],
      ['not-a-character', 'squads[0].characters[1].archetype'],
      ['unknown-archetype', 'squads[0].characters[2].archetype'],
      ['duplicate-squad', 'squads[1].name'],
      ['empty-squad', 'squads[1].characters'],
      ['over-points', 'pointLimit'],
    ]);
    const refused = await call(app, 'POST', '/v1/wartime/warbooks/raiders/play-lists', { slug: 'bad', name: 'Bad', ...list }, alice);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Problem>().errors).toHaveLength(6);
  });

  it('scopes everything to the key’s owner: another owner’s warbook is a 404, never a 403', async () => {
    for (const [method, url, body] of [
      ['GET', '/v1/wartime/warbooks/raiders', undefined],
      ['GET', '/v1/wartime/warbooks/raiders/archetypes/raider', undefined],
      ['GET', '/v1/wartime/warbooks/raiders/play-lists/night', undefined],
      ['POST', '/v1/wartime/warbooks/raiders/play-lists/validate', { pointLimit: 10, squads: [] }],
      ['PUT', '/v1/wartime/warbooks/raiders', { name: 'Stolen' }],
      ['DELETE', '/v1/wartime/warbooks/raiders', undefined],
      ['POST', '/v1/wartime/warbooks/raiders/archetypes', { slug: 'x', name: 'X', profile: { type: 'object', energy: 1 } }],
      ['DELETE', '/v1/wartime/warbooks/raiders/archetypes/raider', undefined],
      ['POST', '/v1/wartime/warbooks/raiders/restore', undefined],
    ] as const) {
      expect([method, url, (await call(app, method, url, body, bob)).statusCode]).toEqual([method, url, 404]);
    }
    expect((await call(app, 'GET', '/v1/wartime/warbooks', undefined, bob)).json<{ id: string }[]>().map((w) => w.id)).toEqual(['strike-team']);
    // Bob may have a warbook of the same slug: his own.
    expect((await call(app, 'POST', '/v1/wartime/warbooks', { slug: 'raiders', name: 'Bob’s' }, bob)).statusCode).toBe(201);
    expect((await call(app, 'GET', '/v1/wartime/warbooks/raiders', undefined, alice)).json()).toMatchObject({ name: 'Raiders', owner: 'alice' });
  });

  it('keeps a built-in example’s slug its own: creating one is a 409 naming `slug`, and its routes stay the example’s', async () => {
    const taken = await call(app, 'POST', '/v1/wartime/warbooks?lang=fr', { slug: 'strike-team', name: 'Mine' }, alice);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Problem>().errors).toEqual([{ path: 'slug', message: expect.stringContaining('warbook d\'exemple intégré') }]);
    const viaGql = await gql(app, 'mutation { createWartimeWarbook(input: { slug: "strike-team", name: { en: "Mine" } }) { id } }', {}, alice);
    expect(viaGql.errors?.[0]?.extensions.status).toBe(409);
    // Nothing was stored: with Alice's key, every route still addresses the example.
    expect((await call(app, 'GET', '/v1/wartime/warbooks/strike-team', undefined, alice)).json()).toMatchObject({ builtIn: true });
    expect((await call(app, 'GET', '/v1/wartime/warbooks', undefined, alice)).json<{ id: string }[]>().filter((w) => w.id === 'strike-team')).toHaveLength(1);
    expect((await call(app, 'PUT', '/v1/wartime/warbooks/strike-team', { name: 'Mine' }, alice)).statusCode).toBe(403);
    expect((await call(app, 'DELETE', '/v1/wartime/warbooks/strike-team', undefined, alice)).statusCode).toBe(403);
  });

  it('leaves a user’s warbook stored before an example took its slug the user’s own, on every route', async () => {
    // As if Carol had made it before the example shipped: nothing a user stored is lost.
    await app.get(CustomCatalogService)['dataSource']?.query(`INSERT INTO wartime_warbooks (owner, slug, name, description) VALUES ('carol', 'strike-team', '{"en":"Carol’s team"}', '{"en":""}')`);
    const carol = bearer((await cliKey(db().url, 'carol', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
    expect((await call(app, 'GET', '/v1/wartime/warbooks/strike-team', undefined, carol)).json()).toMatchObject({ name: 'Carol’s team', owner: 'carol', builtIn: false });
    expect((await call(app, 'GET', '/v1/wartime/warbooks/strike-team')).json()).toMatchObject({ name: 'Strike team', builtIn: true });
    expect((await call(app, 'PUT', '/v1/wartime/warbooks/strike-team', { name: 'Carol’s squad' }, carol)).json()).toMatchObject({ name: 'Carol’s squad', owner: 'carol', version: 2 });
    expect((await call(app, 'POST', '/v1/wartime/warbooks/strike-team/archetypes', { slug: 'radio', name: 'Radio', profile: { type: 'object', energy: 1 } }, carol)).statusCode).toBe(201);
    // Her own again: taken (409 naming `slug`), so the restore hint is hers.
    expect((await call(app, 'POST', '/v1/wartime/warbooks', { slug: 'strike-team', name: 'Again' }, carol)).json<Problem>()).toMatchObject({ status: 409, errors: [{ path: 'slug' }] });
    expect((await call(app, 'DELETE', '/v1/wartime/warbooks/strike-team', undefined, carol)).json()).toMatchObject({ owner: 'carol', deletedAt: expect.any(String) });
    // Deleted, it is a 404 to her (with the restore route), never silently the example; the example is untouched.
    expect((await call(app, 'GET', '/v1/wartime/warbooks/strike-team', undefined, carol)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/v1/wartime/warbooks/strike-team')).json()).toMatchObject({ builtIn: true, archetypes: expect.arrayContaining([expect.objectContaining({ id: 'trooper' })]) });
    expect((await call(app, 'POST', '/v1/wartime/warbooks/strike-team/restore', undefined, carol)).json()).toMatchObject({ owner: 'carol', name: 'Carol’s squad', archetypes: [expect.objectContaining({ id: 'radio' })] });
  });

  it('needs the write scope to write and the read scope to read one’s own', async () => {
    const w = await call(app, 'POST', '/v1/wartime/warbooks', { slug: 'ro', name: 'Read only' }, readOnly);
    expect(w.statusCode).toBe(403);
    expect((await call(app, 'POST', '/v1/wartime/warbooks', { slug: 'ro', name: 'x' })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/v1/wartime/warbooks/raiders', undefined, readOnly)).statusCode).toBe(200);
    // A write-only key writes its owner's warbooks but reads only the examples.
    expect((await call(app, 'GET', '/v1/wartime/warbooks/raiders', undefined, writeOnly)).statusCode).toBe(404);
    expect((await call(app, 'PUT', '/v1/wartime/warbooks/raiders', { name: 'Raiders' }, writeOnly)).statusCode).toBe(200);
  });

  it('has GraphQL twins with the same checks', async () => {
    const q = await gql(app, '{ wartimeWarbook(warbook: "raiders") { id archetypes { id catalogId cost } playLists { id report { valid total } } } }', {}, alice);
    expect(q.errors).toBeUndefined();
    expect(q.data?.wartimeWarbook).toMatchObject({ id: 'raiders', playLists: [{ id: 'night', report: { valid: true } }] });
    const m = await gql(
      app,
      'mutation($i: WartimeWarbookArchetypeInput!) { createWartimeWarbookArchetype(warbook: "raiders", input: $i) { id catalogId type cost } }',
      { i: { slug: 'grenade', name: { en: 'Grenade' }, profile: { type: 'weapon', energy: 2, damage: 5, range: 8, area: { shape: 'circle', diameter: 2 } } } },
      alice,
    );
    expect(m.errors).toBeUndefined();
    expect(m.data?.createWartimeWarbookArchetype).toMatchObject({ id: 'grenade', catalogId: 'raiders/grenade', type: 'weapon' });
    const other = await gql(app, '{ wartimeWarbook(warbook: "raiders") { id } }', {}, bearer('arb_x'));
    expect(other.statusCode === 200 ? other.errors?.[0]?.extensions.status : 401).toBe(401);
    const notMine = await gql(app, 'mutation { deleteWartimeWarbook(warbook: "raiders") { id } }', {}, readOnly);
    expect(notMine.errors?.[0]?.extensions.status).toBe(403);
  });

  it('resolves warbook characters for their owner only, through the shared engine catalog', async () => {
    const custom = app.get(CustomCatalogService);
    const mine = custom.engineCatalogFor('wartime', 'alice') as WartimeCatalog;
    expect(mine.archetypes.get('raiders/raider')?.profile).toMatchObject({ body: 'raiders/raider-body', weapons: ['raiders/smg', 'combat-knife'], protections: ['raiders/vest'] });
    expect(mine.archetypes.has('raiders/raider')).toBe(true);
    // Bob's catalog has his own "raiders" (empty), never Alice's; anonymous callers get the built-in one.
    expect((custom.engineCatalogFor('wartime', 'bob') as WartimeCatalog).archetypes.has('raiders/raider')).toBe(false);
    expect((custom.engineCatalogFor('wartime', undefined) as WartimeCatalog).archetypes.has('raiders/raider')).toBe(false);
    const options = { lang: 'en', odds: true, freshSeed: () => 'seed' } as const;
    const body = { character: { archetype: 'raiders/raider' }, attribute: 'agi', dice: { values: [3] } } as const;
    // AGI 6 (the raider's body), a 3 passes; the odds are 6 in 10.
    const check = resolveWartime('check', body, { ...options, catalog: mine });
    expect(check).toMatchObject({ complete: true });
    expect(JSON.stringify(check)).toContain('0.6');
    expect(() => resolveWartime('check', body, { ...options, catalog: custom.engineCatalogFor('wartime', 'bob') as WartimeCatalog })).toThrow();
    // Over REST and GraphQL: the resolve routes read the same per-owner catalog.
    const rest = await call(app, 'POST', '/v1/wartime/resolve/check', body, alice);
    expect(rest.statusCode).toBe(200);
    expect(rest.json<{ odds: unknown }>()).toMatchObject({ complete: true });
    expect(JSON.stringify(rest.json<{ odds: unknown }>().odds)).toContain('0.6');
    expect((await call(app, 'POST', '/v1/wartime/resolve/check', body, bob)).statusCode).toBe(422);
    expect((await call(app, 'POST', '/v1/wartime/resolve/check', body)).statusCode).toBe(422);
    const viaGql = await gql(app, 'query($i: WartimeCheckInput!) { wartimeCheck(input: $i) { complete } }', { i: { ...body, attribute: 'AGI' } }, alice);
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data?.wartimeCheck).toEqual({ complete: true });
    // A deleted warbook stops resolving; a restored one resolves again.
    await call(app, 'DELETE', '/v1/wartime/warbooks/raiders', undefined, alice);
    expect((custom.engineCatalogFor('wartime', 'alice') as WartimeCatalog).archetypes.has('raiders/raider')).toBe(false);
    await call(app, 'POST', '/v1/wartime/warbooks/raiders/restore', undefined, alice);
    expect((custom.engineCatalogFor('wartime', 'alice') as WartimeCatalog).archetypes.has('raiders/raider')).toBe(true);
  });
});
