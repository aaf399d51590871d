import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { withDataSource } from '../../src/database/data-source';
import { bearer, bootApp, call, cliKey, gql, heroBody, railGunBody, shotBody } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

interface Resolution {
  outcome: unknown;
  odds: { targetRemoved: number; hitPerShot: number };
  steps: { summary: string }[];
}

/**
 * Custom (homebrew) units and weapons on a real Postgres: the write lifecycle (create, read,
 * update with history, soft delete, restore), uniqueness and validation, the owner-only view,
 * and resolves that use the owner's entries exactly as the same inline profiles.
 */
describe('custom catalog', () => {
  const db = useTestDatabase();
  let app: NestFastifyApplication;
  let owners = 0;

  beforeAll(async () => {
    app = await bootApp(db().url);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A fresh owner (so tests share no entries) with a read+write key, and a write-only one. */
  async function owner(): Promise<{ name: string; key: Record<string, string>; writeOnly: Record<string, string> }> {
    const name = `owner-${++owners}`;
    const key = bearer((await cliKey(db().url, name, ['read', 'write'])).key);
    const writeOnly = bearer((await cliKey(db().url, name, ['write'])).key);
    // The CLI wrote behind the app's back; its NOTIFY would do this within milliseconds.
    await app.get(ApiKeyService).reload();
    return { name, key, writeOnly };
  }

  const create = async (kind: 'units' | 'weapons', body: Record<string, unknown>, headers: Record<string, string>): Promise<void> => {
    const res = await call(app, 'POST', `/v1/ae-wwii/${kind}`, body, headers);
    if (res.statusCode !== 201) throw new Error(`create ${kind} failed: ${res.statusCode} ${res.body}`);
  };

  const history = (who: string, id: string): Promise<Record<string, unknown>[]> =>
    withDataSource(
      db().url,
      async (ds) => (await ds.query(`SELECT version, operation, data FROM catalog_history WHERE owner = $1 AND id = $2 ORDER BY pk`, [who, id])) as Record<string, unknown>[],
      { poolSize: 1 },
    );

  it('creates a unit custom/<slug> and shows it to its owner only, localized', async () => {
    const alice = await owner();
    const bob = await owner();
    const created = await call(app, 'POST', '/v1/ae-wwii/units', heroBody('hero'), alice.key);
    expect(created.statusCode).toBe(201);
    // The entry as reads show it (in the request's language), with its bookkeeping.
    expect(created.json()).toMatchObject({ id: 'custom/hero', faction: 'custom', owner: alice.name, name: 'Iron Hero', actionPoints: 3, version: 1 });
    expect(created.json()).not.toHaveProperty('deletedAt');

    for (const url of ['/v1/ae-wwii/units/custom/hero?lang=es', '/v1/ae-wwii/units/custom%2Fhero?lang=es']) {
      const res = await call(app, 'GET', url, undefined, alice.key);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: 'custom/hero',
        faction: 'custom',
        name: 'Héroe de hierro',
        summary: '',
        training: 'veteran',
        actionPoints: 3,
        movement: 4,
        rangedCombat: 3,
        closeCombat: 3,
        armor: 4,
        strength: 3,
        drive: 4,
        wounds: 2,
        weapons: ['kar98k'],
        specialRules: [],
        owner: alice.name,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
    // No French name given: English stands in.
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero?lang=fr', undefined, alice.key)).json()).toMatchObject({ name: 'Iron Hero' });

    const list = (await call(app, 'GET', '/v1/ae-wwii/units', undefined, alice.key)).json<{ id: string }[]>();
    expect(list).toHaveLength(14);
    expect(list[13]?.id).toBe('custom/hero');
    expect((await call(app, 'GET', '/v1/ae-wwii/units?faction=custom', undefined, alice.key)).json<{ id: string }[]>().map((u) => u.id)).toEqual(['custom/hero']);
    expect((await call(app, 'GET', '/v1/ae-wwii/units?faction=german-geneticists', undefined, alice.key)).json<unknown[]>()).toHaveLength(4);
    const viaGql = await gql(app, '{ aeWwiiUnits(faction: "custom", lang: es) { id name } aeWwiiUnitById(id: "custom/hero") { name owner version } }', {}, alice.key);
    expect(viaGql.data).toEqual({ aeWwiiUnits: [{ id: 'custom/hero', name: 'Héroe de hierro' }], aeWwiiUnitById: { name: 'Iron Hero', owner: alice.name, version: 1 } });

    // Nobody else sees it: anonymous, another owner, or the owner's key without the read scope.
    for (const headers of [{}, bob.key, alice.writeOnly]) {
      expect((await call(app, 'GET', '/v1/ae-wwii/units', undefined, headers)).json<unknown[]>()).toHaveLength(13);
      expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, headers)).statusCode).toBe(404);
      expect((await call(app, 'GET', '/v1/ae-wwii/units?faction=custom', undefined, headers)).json()).toEqual([]);
      const hidden = await gql(app, '{ aeWwiiUnitById(id: "custom/hero") { name } }', {}, headers);
      expect(hidden.errors?.[0]?.extensions).toMatchObject({ status: 404 });
    }
  });

  it('creates a weapon custom-<slug>, in the reads as the engine will use it', async () => {
    const alice = await owner();
    const bob = await owner();
    const created = await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('rail-gun', { arc: 6, summary: { en: 'Hums.', fr: 'Bourdonne.' } }), alice.key);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'custom-rail-gun', rateOfFire: '1:1', strengthDice: 1, arc: 6, summary: 'Hums.' });
    const read = await call(app, 'GET', '/v1/ae-wwii/weapons/custom-rail-gun?lang=fr', undefined, alice.key);
    expect(read.json()).toMatchObject({ id: 'custom-rail-gun', name: 'Rail gun', summary: 'Bourdonne.', melee: false, rateOfFire: '1:1', arc: 6 });
    expect((await call(app, 'GET', '/v1/ae-wwii/weapons', undefined, alice.key)).json<{ id: string }[]>().map((w) => w.id)).toContain('custom-rail-gun');
    expect((await call(app, 'GET', '/v1/ae-wwii/weapons/custom-rail-gun', undefined, bob.key)).statusCode).toBe(404);
    const viaGql = await gql(app, '{ aeWwiiWeapons { id } }', {}, bob.key);
    expect((viaGql.data?.aeWwiiWeapons as { id: string }[]).map((w) => w.id)).not.toContain('custom-rail-gun');
  });

  it('answers 400, not 500, for text Postgres cannot store (a NUL character, which JSON allows): a name is plain text', async () => {
    const alice = await owner();
    const unit = await call(app, 'POST', '/v1/ae-wwii/units', heroBody('nul', { name: { en: 'a\u0000b' } }), alice.key);
    expect(unit.statusCode).toBe(400);
    expect(unit.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(unit.json()).toMatchObject({ status: 400, type: expect.stringMatching(/\/validation$/), errors: [{ path: 'name.en' }] });
    const weapon = await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('nul', { name: { en: 'rail\u0000gun' } }), alice.key);
    expect(weapon.statusCode).toBe(400);
  });

  it('validates bodies with the inline profiles’ rules, naming each field', async () => {
    const alice = await owner();
    await create('units', heroBody('hero'), alice.key);
    await create('weapons', railGunBody('rail-gun'), alice.key);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/v1/ae-wwii/units', heroBody('x', { name: 5 }), 'name'],
      ['POST', '/v1/ae-wwii/units', heroBody('x', { name: '' }), 'name'],
      ['POST', '/v1/ae-wwii/units', heroBody('x', { name: { en: 'X', de: 'Y' } }), 'name.de'],
      ['POST', '/v1/ae-wwii/units', heroBody('x', { name: { es: 'Sin inglés' } }), 'name.en'],
      ['POST', '/v1/ae-wwii/units', heroBody('x', { rangedCombat: 9 }), 'rangedCombat'],
      ['POST', '/v1/ae-wwii/units', heroBody('x', { training: 'legendary' }), 'training'],
      ['POST', '/v1/ae-wwii/units', heroBody('Bad Slug'), 'slug'],
      ['POST', '/v1/ae-wwii/units', heroBody('x', { specialRules: ['flying'] }), 'specialRules[0]'],
      ['POST', '/v1/ae-wwii/units', heroBody('x', { colour: 'red' }), 'colour'],
      ['POST', '/v1/ae-wwii/weapons', railGunBody('x', { rateOfFire: 'fast' }), 'rateOfFire'],
      ['POST', '/v1/ae-wwii/weapons', railGunBody('x', { melee: true }), 'melee'],
      ['PUT', '/v1/ae-wwii/units/custom/hero', heroBody('other'), 'slug'],
      ['PUT', '/v1/ae-wwii/units/custom/hero', { ...heroBody('hero'), id: 'custom/villain' }, 'id'],
      ['PUT', '/v1/ae-wwii/weapons/custom-rail-gun', railGunBody('rail-gun', { strength: -1 }), 'strength'],
    ];
    for (const [method, url, body, path] of cases) {
      const res = await call(app, method, url, body, alice.key);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
      expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(path);
    }
    // Schema-valid bodies a stored weapon or a derived field refuse: 422, the field named.
    for (const [url, body, path] of [
      ['/v1/ae-wwii/weapons', railGunBody('x', { range: 0 }), 'range'],
      ['/v1/ae-wwii/weapons', railGunBody('x', { areaOfEffect: 0 }), 'areaOfEffect'],
      ['/v1/ae-wwii/units', heroBody('x', { actionPoints: 1 }), 'actionPoints'],
    ] as const) {
      const res = await call(app, 'POST', url, body, alice.key);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 422 });
      expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(path);
    }
    const gqlBad = await gql(app, 'mutation($i: AeWwiiUnitInput!) { createAeWwiiUnit(input: $i) { id } }', { i: { slug: 'x', name: { en: 'X' }, movement: 4, rangedCombat: 9, closeCombat: 3, armor: 4, strength: 3, drive: 4, wounds: 2, training: 'GREEN' } }, alice.key);
    expect(gqlBad.errors?.[0]?.extensions).toMatchObject({ status: 400, errors: [{ path: 'rangedCombat' }] });
    // Nothing invalid was stored.
    expect((await call(app, 'GET', '/v1/ae-wwii/units?faction=custom', undefined, alice.key)).json<{ id: string }[]>().map((u) => u.id)).toEqual(['custom/hero']);
  });

  it('refuses a second entry with the same slug (409), and built-in ids (403)', async () => {
    const alice = await owner();
    await create('units', heroBody('hero'), alice.key);
    await create('weapons', railGunBody('rail-gun'), alice.key);
    const dup = await call(app, 'POST', '/v1/ae-wwii/units', heroBody('hero'), alice.key);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ type: 'https://arbiter.dev/problems/conflict', errors: [{ path: 'slug' }] });
    const dupGql = await gql(app, 'mutation { createAeWwiiWeapon(input: {slug: "rail-gun", name: {en: "Again"}, range: 5, strength: 1, rateOfFire: "1:1"}) { id } }', {}, alice.key);
    expect(dupGql.errors?.[0]?.extensions).toMatchObject({ status: 409, code: 'CONFLICT' });

    for (const [method, url, body] of [
      ['PUT', '/v1/ae-wwii/units/german-geneticists/wehrmacht', heroBody('wehrmacht')],
      ['DELETE', '/v1/ae-wwii/units/german-geneticists%2Fwehrmacht', undefined],
      ['POST', '/v1/ae-wwii/units/russian-psi/chuman/restore', undefined],
      ['PUT', '/v1/ae-wwii/weapons/kar98k', railGunBody('kar98k')],
      ['DELETE', '/v1/ae-wwii/weapons/kar98k', undefined],
    ] as const) {
      const res = await call(app, method, url, body, alice.key);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    expect((await call(app, 'GET', '/v1/ae-wwii/weapons/kar98k', undefined, alice.key)).json()).toMatchObject({ name: 'KAR98k', range: 36 });
  });

  it('resolves a shot with the owner’s unit and weapon exactly as with the same inline profiles', async () => {
    const alice = await owner();
    const bob = await owner();
    // The weapon first: a unit may list only weapons its owner's catalog has, and fires only those.
    await create('weapons', railGunBody('rail-gun', { arc: 6 }), alice.key);
    await create('units', heroBody('hero', { weapons: ['kar98k', 'custom-rail-gun'] }), alice.key);
    const inline = {
      ...shotBody('x', 'y', 'replay-1'),
      attacker: { profile: { name: 'Iron Hero', movement: 4, rangedCombat: 3, closeCombat: 3, armor: 4, strength: 3, drive: 4, wounds: 2, training: 'veteran' } },
      weapon: { profile: { name: 'Rail gun', range: 30, strength: 6, rateOfFire: '1:1', arc: 6 } },
    };
    const byId = await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('custom/hero', 'custom-rail-gun', 'replay-1'), alice.key);
    expect(byId.statusCode).toBe(200);
    const byProfile = await call(app, 'POST', '/v1/ae-wwii/resolve/shot', inline);
    expect(byProfile.statusCode).toBe(200);
    const a = byId.json<Resolution>();
    const b = byProfile.json<Resolution>();
    expect(a.outcome).toEqual(b.outcome);
    expect(a.odds).toEqual(b.odds);
    expect(a.steps.map((s) => s.summary)).toEqual(b.steps.map((s) => s.summary));

    // The same body from anyone else names ids that do not exist for them.
    for (const headers of [{}, bob.key, alice.writeOnly]) {
      const res = await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('custom/hero', 'custom-rail-gun'), headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ type: 'https://arbiter.dev/problems/unknown-id', errors: [{ path: 'attacker.unit' }] });
    }
    const weaponOnly = await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('german-geneticists/wehrmacht', 'custom-rail-gun'), bob.key);
    expect(weaponOnly.json()).toMatchObject({ status: 422, errors: [{ path: 'weapon' }] });

    // GraphQL resolves against the same catalog.
    const input = { attacker: { unit: 'custom/hero' }, weapon: 'custom-rail-gun', target: { unit: 'american-sci-tech/airborne' }, distance: 10, actionPoints: 2, dice: { seed: 'replay-1' } };
    const viaGql = await gql(app, 'query($i: AeWwiiShotInput!) { aeWwiiShot(input: $i) { odds { targetRemoved } } }', { i: input }, alice.key);
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data?.aeWwiiShot).toEqual({ odds: { targetRemoved: a.odds.targetRemoved } });
    const gqlOther = await gql(app, 'query($i: AeWwiiShotInput!) { aeWwiiShot(input: $i) { complete } }', { i: input }, bob.key);
    expect(gqlOther.errors?.[0]?.extensions).toMatchObject({ status: 422, type: 'unknown-id' });
  });

  it('keeps odds per catalog: two owners’ custom/hero differ, and an update is never answered from stale odds', async () => {
    const alice = await owner();
    const bob = await owner();
    await create('units', heroBody('hero', { rangedCombat: 3 }), alice.key);
    await create('units', heroBody('hero', { rangedCombat: 6 }), bob.key);
    const shot = shotBody('custom/hero', 'kar98k');
    const aliceOdds = (await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shot, alice.key)).json<Resolution>().odds;
    const bobOdds = (await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shot, bob.key)).json<Resolution>().odds;
    expect(bobOdds.hitPerShot).toBeLessThan(aliceOdds.hitPerShot);
    // Asked again (cached now), each still gets their own.
    expect((await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shot, alice.key)).json<Resolution>().odds).toEqual(aliceOdds);
    expect((await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shot, bob.key)).json<Resolution>().odds).toEqual(bobOdds);

    const updated = await call(app, 'PUT', '/v1/ae-wwii/units/custom/hero', heroBody('hero', { rangedCombat: 2 }), alice.key);
    expect(updated.statusCode).toBe(200);
    const after = (await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shot, alice.key)).json<Resolution>().odds;
    expect(after.hitPerShot).toBeGreaterThan(aliceOdds.hitPerShot);
    // Built-in ids resolve the same for an owner with custom entries as for anyone.
    const builtIn = shotBody('german-geneticists/wehrmacht', 'kar98k');
    expect((await call(app, 'POST', '/v1/ae-wwii/resolve/shot', builtIn, alice.key)).json<Resolution>().odds).toEqual(
      (await call(app, 'POST', '/v1/ae-wwii/resolve/shot', builtIn)).json<Resolution>().odds,
    );
  });

  it('updates with PUT, keeping every previous version in the history', async () => {
    const alice = await owner();
    // The weapon first: a unit may list only weapons its owner's catalog has, and fires only those.
    await create('weapons', railGunBody('rail-gun', { arc: 6 }), alice.key);
    await create('units', heroBody('hero', { weapons: ['kar98k', 'custom-rail-gun'] }), alice.key);
    expect((await call(app, 'PUT', '/v1/ae-wwii/units/custom/hero', heroBody('hero', { rangedCombat: 2 }), alice.key)).statusCode).toBe(200);
    const res = await call(app, 'PUT', '/v1/ae-wwii/units/custom%2Fhero', { ...heroBody('hero', { name: { en: 'Iron Hero II' }, movement: 5 }), slug: undefined }, alice.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'custom/hero', version: 3, movement: 5, name: 'Iron Hero II' });
    // Names given per language replace every language: the Spanish one is gone, English stands in.
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero?lang=es', undefined, alice.key)).json()).toMatchObject({ name: 'Iron Hero II', movement: 5 });

    const kept = await history(alice.name, 'custom/hero');
    expect(kept.map((h) => [h.version, h.operation])).toEqual([
      [1, 'update'],
      [2, 'update'],
    ]);
    expect(kept[0]?.data).toMatchObject({ id: 'custom/hero', kind: 'unit', owner: alice.name, profile: { movement: 4, rangedCombat: 3 }, name: { en: 'Iron Hero', es: 'Héroe de hierro' } });
    expect(kept[1]?.data).toMatchObject({ profile: { movement: 4, rangedCombat: 2 } });

    const weapon = await gql(app, 'mutation { updateAeWwiiWeapon(id: "custom-rail-gun", input: {name: {en: "Rail gun Mk II"}, range: 36, strength: 7, rateOfFire: "1:2"}) { id version range rateOfFire arc } }', {}, alice.key);
    expect(weapon.errors).toBeUndefined();
    expect(weapon.data?.updateAeWwiiWeapon).toEqual({ id: 'custom-rail-gun', version: 2, range: 36, rateOfFire: '1:2', arc: null });
    const mk2 = (await call(app, 'GET', '/v1/ae-wwii/weapons/custom-rail-gun', undefined, alice.key)).json();
    expect(mk2).toMatchObject({ name: 'Rail gun Mk II', strength: 7, rateOfFire: '1:2' });
    expect(mk2).not.toHaveProperty('arc');
    expect((await history(alice.name, 'custom-rail-gun')).map((h) => (h.data as { profile: { arc: unknown } }).profile.arc)).toEqual([{ length: 6, halfWidth: 0.5 }]);
  });

  it('deletes softly, refuses to write or re-create what is deleted, and restores it', async () => {
    const alice = await owner();
    const bob = await owner();
    await create('units', heroBody('hero', { movement: 5 }), alice.key);
    await create('units', heroBody('hero'), bob.key);
    await create('weapons', railGunBody('rail-gun'), alice.key);
    const deleted = await call(app, 'DELETE', '/v1/ae-wwii/units/custom/hero', undefined, alice.key);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: 'custom/hero', version: 2, deletedAt: expect.any(String), movement: 5 });

    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, alice.key)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/v1/ae-wwii/units?faction=custom', undefined, alice.key)).json()).toEqual([]);
    expect((await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('custom/hero', 'kar98k'), alice.key)).statusCode).toBe(422);
    // Bob's own custom/hero is untouched.
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, bob.key)).statusCode).toBe(200);

    const again = await call(app, 'DELETE', '/v1/ae-wwii/units/custom/hero', undefined, alice.key);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ detail: string }>().detail).toMatch(/deleted; POST \/v1\/ae-wwii\/units\/custom\/hero\/restore/);
    expect((await call(app, 'PUT', '/v1/ae-wwii/units/custom/hero', heroBody('hero'), alice.key)).statusCode).toBe(404);
    const recreate = await call(app, 'POST', '/v1/ae-wwii/units', heroBody('hero'), alice.key);
    expect(recreate.statusCode).toBe(409);
    expect(recreate.json<{ detail: string }>().detail).toMatch(/restore/);

    const restored = await call(app, 'POST', '/v1/ae-wwii/units/custom%2Fhero/restore', undefined, alice.key);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, movement: 5 });
    expect(restored.json()).not.toHaveProperty('deletedAt');
    const noop = await call(app, 'POST', '/v1/ae-wwii/units/custom/hero/restore', undefined, alice.key);
    expect(noop.json()).toMatchObject({ version: 3 });
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, alice.key)).json()).toMatchObject({ movement: 5, name: 'Iron Hero' });
    expect((await history(alice.name, 'custom/hero')).map((h) => [h.version, h.operation])).toEqual([
      [1, 'update'],
      [2, 'update'],
    ]);

    // The same through GraphQL, for a weapon.
    const gone = await gql(app, 'mutation { deleteAeWwiiWeapon(id: "custom-rail-gun") { deletedAt } }', {}, alice.key);
    expect(gone.data?.deleteAeWwiiWeapon).toEqual({ deletedAt: expect.any(String) });
    expect((await call(app, 'GET', '/v1/ae-wwii/weapons/custom-rail-gun', undefined, alice.key)).statusCode).toBe(404);
    const back = await gql(app, 'mutation { restoreAeWwiiWeapon(id: "custom-rail-gun") { version deletedAt name } }', {}, alice.key);
    expect(back.data?.restoreAeWwiiWeapon).toEqual({ version: 3, deletedAt: null, name: 'Rail gun' });
    const missing = await gql(app, 'mutation { restoreAeWwiiWeapon(id: "custom-nothing") { id } }', {}, alice.key);
    expect(missing.errors?.[0]?.extensions).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('keeps serving reads and resolves while the database fails, and answers writes with 503 at once', async () => {
    const alice = await owner();
    await create('weapons', railGunBody('rail-gun'), alice.key);
    await create('units', heroBody('hero', { weapons: ['kar98k', 'custom-rail-gun'] }), alice.key);
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const lost = (): Error => new Error('Connection terminated unexpectedly');
    const query = jest.spyOn(dataSource, 'query').mockImplementation(() => Promise.reject(lost()));
    const runner = jest.spyOn(dataSource, 'createQueryRunner').mockImplementation(() => {
      throw lost();
    });
    try {
      expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, alice.key)).statusCode).toBe(200);
      expect((await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('custom/hero', 'custom-rail-gun'), alice.key)).statusCode).toBe(200);
      const started = Date.now();
      for (const [method, url, body] of [
        ['POST', '/v1/ae-wwii/units', heroBody('new-one')],
        ['PUT', '/v1/ae-wwii/units/custom/hero', heroBody('hero')],
        ['DELETE', '/v1/ae-wwii/weapons/custom-rail-gun', undefined],
        ['POST', '/v1/ae-wwii/weapons/custom-rail-gun/restore', undefined],
      ] as const) {
        const res = await call(app, method, url, body, alice.key);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
        expect(res.json()).toMatchObject({ type: 'https://arbiter.dev/problems/unavailable' });
      }
      const viaGql = await gql(app, 'mutation { deleteAeWwiiUnit(id: "custom/hero") { id } }', {}, alice.key);
      expect(viaGql.errors?.[0]?.extensions).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      query.mockRestore();
      runner.mockRestore();
    }
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, alice.key)).json()).toMatchObject({ movement: 4 });
  });
});
