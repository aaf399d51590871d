import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CatalogSchema1795300000000 } from '../../migrations/1795300000000-CatalogSchema';
import { ApiKeysAndCustomCatalog1795400000000 } from '../../migrations/1795400000000-ApiKeysAndCustomCatalog';
import { revertMigrations, runMigrations, withDataSource } from '../../src/database/data-source';
import { GAMES } from '../../src/games';
import { AeWwiiSeed1795300000100 } from '../../src/games/ae-wwii/migrations/1795300000100-AeWwiiSeed';
import { migrationsOf } from '../../src/games/registry';
import { bearer, bootApp, call, cliKey, shotBody } from '../auth/support';
import { createTestDatabase, TestDatabase } from '../setup/test-database';

/**
 * A database at the first schema (its three migrations), holding what the previous release
 * wrote (custom units and weapons of two owners, updated, soft-deleted and deleted by hand, with
 * their history, and API keys, one revoked), upgraded to catalog entries: nothing is lost, and
 * down() brings it all back.
 */

const FIRST_SCHEMA = [CatalogSchema1795300000000, AeWwiiSeed1795300000100, ApiKeysAndCustomCatalog1795400000000];
const ALL = migrationsOf(GAMES);
/** What an upgrade from the first schema runs: the move to catalog entries, then what came since (AoF Skirmish's seed). */
const NEW = ['CatalogEntries1795500000000', 'AeWwiiCatalogEntries1795500000100', 'DropLegacyCatalogTables1795500000200', 'AofSkirmishSeed1795600000100', 'CatalogSearch1795700000000', 'WartimeSeed1795700000100', 'WartimeWarbooks1795700000500', 'WartimeExampleWarbooks1795700000600', 'SharedRulings1795800000000', 'SearchByOwner1795900000300', 'OwnerQuotas1795900000400', 'WartimeQuotas1795900000500', 'RowChangeNotifications1795900000600', 'SharedRulingsReplay1795900000800'];

type Row = Record<string, unknown>;
const rows = (url: string, sql: string, params: unknown[] = []): Promise<Row[]> =>
  withDataSource(url, async (ds) => (await ds.query(sql, params)) as Row[], { poolSize: 1 });

interface OldState {
  readonly units: Row[];
  readonly weapons: Row[];
  readonly psiPowers: Row[];
  readonly history: Row[];
  readonly keys: Row[];
  readonly aliceKey: string;
  readonly bobKey: string;
}

/** What the previous release's store (its SQL, verbatim in shape) left in a first-schema database. */
async function buildOldState(url: string): Promise<OldState> {
  expect(await runMigrations(url, FIRST_SCHEMA)).toHaveLength(3);
  const alice = await cliKey(url, 'alice', ['read', 'write']);
  const bob = await cliKey(url, 'bob', ['read', 'write']);
  const gone = await cliKey(url, 'gone', ['read']);
  await rows(url, `UPDATE api_keys SET revoked_at = now() WHERE id = $1`, [gone.id]);

  const unit = (owner: string, slug: string, name: object, rc: number | null, rules: string[], weapons: string[]): Promise<Row[]> =>
    rows(
      url,
      `INSERT INTO units (game_id, faction_id, slug, owner, name, summary, training, movement, ranged_combat, close_combat,
                          armor, strength, drive, wounds, special_rules, weapons)
       VALUES ('ae-wwii', 'custom', $1, $2, $3::jsonb, $4::jsonb, 'veteran', 4, $5, 3, 4, 3, 4, 2, $6, $7)`,
      [slug, owner, JSON.stringify(name), JSON.stringify({ en: 'Homebrew.', fr: 'Maison.' }), rc, rules, weapons],
    );
  await unit('alice', 'hero', { en: 'Iron Hero', es: 'Héroe de hierro' }, 7, [], ['kar98k', 'custom-rail-gun']);
  await unit('alice', 'medic', { en: 'Medic' }, null, ['doktor'], []);
  await unit('bob', 'hero', { en: "Bob's hero" }, 3, ['chuman'], ['fists']);
  const weapon = (owner: string, slug: string, aoe: number | null, arc: number | null): Promise<Row[]> =>
    rows(
      url,
      `INSERT INTO weapons (game_id, id, owner, name, summary, range, strength, strength_dice, rof_shots, rof_action_points,
                            move_and_fire, indirect, area_of_effect, arc_length, arc_half_width, ignores_cover)
       VALUES ('ae-wwii', $1, $2, $3::jsonb, '{"en":""}'::jsonb, 30, 6, 1, 1, 2, false, $4, $5, $6, $7, false)`,
      [`custom-${slug}`, owner, JSON.stringify({ en: slug }), aoe !== null, aoe, arc, arc === null ? null : 0.5],
    );
  await weapon('alice', 'rail-gun', null, 6);
  await weapon('alice', 'mortar', 2.5, null);
  // An update and a soft delete (the previous release's statements), and a delete by hand.
  await rows(url, `UPDATE units SET movement = 5, version = version + 1, updated_at = now() WHERE owner = 'alice' AND id = 'custom/hero'`);
  await rows(url, `UPDATE weapons SET strength = 7, version = version + 1, updated_at = now() WHERE owner = 'alice' AND id = 'custom-rail-gun'`);
  await rows(url, `UPDATE units SET deleted_at = now(), version = version + 1, updated_at = now() WHERE owner = 'bob' AND id = 'custom/hero'`);
  await rows(url, `DELETE FROM weapons WHERE owner = 'alice' AND id = 'custom-mortar'`);

  return {
    units: await rows(url, `SELECT * FROM units ORDER BY pk`),
    weapons: await rows(url, `SELECT * FROM weapons ORDER BY pk`),
    psiPowers: await rows(url, `SELECT * FROM psi_powers ORDER BY position`),
    history: await rows(url, `SELECT * FROM catalog_history ORDER BY pk`),
    keys: await rows(url, `SELECT * FROM api_keys ORDER BY id`),
    aliceKey: alice.key,
    bobKey: bob.key,
  };
}

const unitProfile = (u: Row): Row => ({
  training: u.training,
  movement: u.movement,
  rangedCombat: u.ranged_combat,
  closeCombat: u.close_combat,
  armor: u.armor,
  strength: u.strength,
  drive: u.drive,
  wounds: u.wounds,
  specialRules: u.special_rules,
  weapons: u.weapons,
});

const weaponProfile = (w: Row): Row => ({
  melee: w.melee,
  range: w.range,
  strength: w.strength,
  strengthDice: w.strength_dice,
  rateOfFire: { shots: w.rof_shots, actionPoints: w.rof_action_points },
  moveAndFire: w.move_and_fire,
  indirect: w.indirect,
  areaOfEffect: w.area_of_effect,
  arc: w.arc_length === null ? null : { length: w.arc_length, halfWidth: w.arc_half_width },
  ignoresCover: w.ignores_cover,
});

/** The entry a legacy row becomes: every column kept, the stats as the kind's profile. */
const asEntry = (kind: string, r: Row, profile: Row): Row => ({
  game_id: r.game_id,
  kind,
  id: r.id,
  faction_id: kind === 'unit' ? r.faction_id : null,
  owner: r.owner ?? null,
  name: r.name,
  summary: r.summary,
  profile,
  position: r.position,
  ...(kind === 'psi-power' ? {} : { created_at: r.created_at, updated_at: r.updated_at, deleted_at: r.deleted_at, version: r.version }),
});

const ENTRY_COLUMNS = `game_id, kind, id, faction_id, owner, name, summary, profile, position, created_at, updated_at, deleted_at, version`;

describe('upgrading a first-schema database to catalog entries', () => {
  let db: TestDatabase;
  let before: OldState;
  let app: NestFastifyApplication | undefined;

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    before = await buildOldState(db.url);
    expect(await runMigrations(db.url, ALL)).toEqual(NEW);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('keeps every entry, with its id, owner, names, profile, position, timestamps and version', async () => {
    // The upgrade moves AE-WWII's entries; the games seeded since (AoF Skirmish) come after it.
    const entries = await rows(db.url, `SELECT ${ENTRY_COLUMNS} FROM catalog_entries WHERE game_id = 'ae-wwii' ORDER BY pk`);
    const expected = [
      ...before.psiPowers.map((p) => asEntry('psi-power', { ...p, id: p.id }, { ruling: p.ruling_id })),
      ...before.weapons.map((w) => asEntry('weapon', w, weaponProfile(w))),
      ...before.units.map((u) => asEntry('unit', u, unitProfile(u))),
    ];
    expect(entries.map(({ created_at: _c, updated_at: _u, deleted_at: _d, version: _v, ...rest }) => rest)).toEqual(
      expected.map(({ created_at: _c, updated_at: _u, deleted_at: _d, version: _v, ...rest }) => rest),
    );
    // Timestamps and versions of every unit and weapon, built-in and custom, live and deleted.
    const bookkeeping = (r: Row): Row => ({ id: r.id, owner: r.owner, created_at: r.created_at, updated_at: r.updated_at, deleted_at: r.deleted_at, version: r.version });
    expect(entries.filter((e) => e.kind !== 'psi-power').map(bookkeeping)).toEqual([...before.weapons, ...before.units].map(bookkeeping));
    expect(entries.filter((e) => e.owner !== null)).toHaveLength(4);
  });

  it('keeps every history row, each pointing at its entry (an entry deleted by hand: none, its old key in data.pk)', async () => {
    const history = await rows(db.url, `SELECT * FROM catalog_history ORDER BY pk`);
    const entries = await rows(db.url, `SELECT pk, kind, owner, id FROM catalog_entries WHERE owner IS NOT NULL`);
    expect(history).toHaveLength(before.history.length);
    expect(before.history.map((h) => h.operation)).toEqual(['update', 'update', 'update', 'delete']);
    history.forEach((h, i) => {
      const old = before.history[i] as Row;
      const { entity, entry_pk: _pk, ...same } = old;
      const entry = entries.find((e) => e.kind === entity && e.owner === old.owner && e.id === old.id);
      expect(h).toEqual({ ...same, kind: entity, entry_pk: entry?.pk ?? null, row_format: entity === 'unit' ? 'units' : 'weapons' });
      // bigint: a number in jsonb, a string from the driver.
      expect(String((h.data as Row).pk)).toBe(old.entry_pk);
    });
    expect(history.find((h) => h.id === 'custom-mortar')?.entry_pk).toBeNull();
  });

  it('keeps every API key as it was', async () => {
    expect(await rows(db.url, `SELECT * FROM api_keys ORDER BY id`)).toEqual(before.keys);
  });

  it('serves the upgraded entries to their owners: reads, a resolve, a restore', async () => {
    app = await bootApp(db.url);
    const alice = bearer(before.aliceKey);
    const hero = await call(app, 'GET', '/v1/ae-wwii/units/custom/hero?lang=es', undefined, alice);
    expect(hero.json()).toMatchObject({ id: 'custom/hero', name: 'Héroe de hierro', summary: 'Homebrew.', movement: 5, rangedCombat: 7, version: 2, owner: 'alice' });
    expect((await call(app, 'GET', '/v1/ae-wwii/weapons/custom-rail-gun', undefined, alice)).json()).toMatchObject({ strength: 7, arc: 6, rateOfFire: '1:2', version: 2 });
    expect((await call(app, 'POST', '/v1/ae-wwii/resolve/shot', shotBody('custom/hero', 'custom-rail-gun'), alice)).statusCode).toBe(200);
    // Bob's soft-deleted unit is kept: invisible, and it comes back.
    const bob = bearer(before.bobKey);
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, bob)).statusCode).toBe(404);
    const restored = await call(app, 'POST', '/v1/ae-wwii/units/custom/hero/restore', undefined, bob);
    expect(restored.json()).toMatchObject({ name: "Bob's hero", specialRules: ['chuman'], version: 3 });
  });
});

describe('down() of the upgrade', () => {
  let db: TestDatabase;
  let before: OldState;

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    before = await buildOldState(db.url);
    await runMigrations(db.url, ALL);
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('brings the first schema back with every row and history row (entries get new keys, history follows them)', async () => {
    expect(await revertMigrations(db.url, ALL, NEW.length)).toBe(NEW.length);
    const withoutPk = (r: Row): Row => {
      const { pk: _pk, ...rest } = r;
      return rest;
    };
    const units = await rows(db.url, `SELECT * FROM units ORDER BY pk`);
    const weapons = await rows(db.url, `SELECT * FROM weapons ORDER BY pk`);
    expect(units.map(withoutPk)).toEqual(before.units.map(withoutPk));
    expect(weapons.map(withoutPk)).toEqual(before.weapons.map(withoutPk));
    expect(await rows(db.url, `SELECT * FROM psi_powers ORDER BY position`)).toEqual(before.psiPowers);
    expect(await rows(db.url, `SELECT * FROM api_keys ORDER BY id`)).toEqual(before.keys);

    const history = await rows(db.url, `SELECT * FROM catalog_history ORDER BY pk`);
    history.forEach((h, i) => {
      const old = before.history[i] as Row;
      const table = old.entity === 'unit' ? units : weapons;
      const live = table.find((r) => r.owner === old.owner && r.id === old.id);
      // A live entry's history names its new key; the hand-deleted one's keeps its old key.
      expect(h).toEqual({ ...old, entry_pk: live ? live.pk : old.entry_pk });
    });

    // And up again: the same entries.
    expect(await runMigrations(db.url, ALL)).toEqual(NEW);
    expect(await rows(db.url, `SELECT count(*)::int AS n FROM catalog_entries WHERE owner IS NOT NULL`)).toEqual([{ n: 4 }]);
  });
});
