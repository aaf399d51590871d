import { revertMigrations, runMigrations, withDataSource } from '../../src/database/data-source';
import { useTestDatabase } from '../setup/test-database';

const CATALOG_TABLES = [
  'editions',
  'factions',
  'games',
  'inoculation_chart',
  'inoculation_effects',
  'psi_powers',
  'rulings',
  'special_rules',
  'units',
  'weapons',
];

const rows = async (url: string, sql: string): Promise<unknown[]> =>
  withDataSource(url, async (ds) => {
    const result: unknown = await ds.query(sql);
    return Array.isArray(result) ? result : [];
  });

const publicTables = async (url: string): Promise<string[]> =>
  (await rows(url, `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((r) =>
    typeof r === 'object' && r !== null && 'tablename' in r ? String(r.tablename) : '',
  );

describe('migrations', () => {
  const db = useTestDatabase({ migrate: false });

  it('run up on a fresh database, down to nothing, and up again', async () => {
    const { url } = db();
    expect(await publicTables(url)).toEqual([]);

    expect(await runMigrations(url)).toEqual(['CatalogSchema1795300000000', 'AeWwiiSeed1795300000100', 'ApiKeysAndCustomCatalog1795400000000']);
    expect(await publicTables(url)).toEqual([...CATALOG_TABLES, 'api_keys', 'catalog_history', 'migrations'].sort());
    expect(await rows(url, `SELECT id FROM units`)).toHaveLength(13);
    // Idempotent: nothing left to apply.
    expect(await runMigrations(url)).toEqual([]);

    // API keys and custom catalogs, then the seed.
    expect(await revertMigrations(url, 2)).toBe(2);
    expect(await publicTables(url)).toEqual([...CATALOG_TABLES, 'migrations'].sort());
    expect(await rows(url, `SELECT id FROM games`)).toEqual([]);
    expect(await revertMigrations(url)).toBe(1);
    expect(await publicTables(url)).toEqual(['migrations']);
    expect(await rows(url, `SELECT proname FROM pg_proc WHERE proname = 'arbiter_is_localized'`)).toEqual([]);

    expect(await runMigrations(url)).toHaveLength(3);
    expect(await rows(url, `SELECT id FROM rulings`)).toHaveLength(35);
  });
});

// A database of their own, migrated before they run: these tests must not depend on the
// up/down test above having left its database migrated (Jest may run them in any order).
describe('the migrated schema', () => {
  const db = useTestDatabase({ migrate: true });

  it('derives action points from training and unit ids from faction and slug', async () => {
    const { url } = db();
    const units = await rows(url, `SELECT id, training, action_points FROM units ORDER BY position`);
    expect(units).toContainEqual({ id: 'german-geneticists/wehrmacht', training: 'regular', action_points: 2 });
    expect(units).toContainEqual({ id: 'russian-psi/politruk', training: 'elite', action_points: 4 });
    expect(units).toContainEqual({ id: 'russian-psi/chuman', training: 'green', action_points: 1 });
  });

  it('rejects names without all three languages and duplicate built-in ids', async () => {
    const { url } = db();
    await expect(
      rows(url, `INSERT INTO factions (game_id, id, name, summary) VALUES ('ae-wwii', 'x', '{"en":"X"}', '{"en":"","es":"","fr":""}')`),
    ).rejects.toThrow(/check constraint/);
    await expect(
      rows(
        url,
        `INSERT INTO weapons (game_id, id, name, summary, range, strength, strength_dice, rof_shots, rof_action_points)
         SELECT game_id, id, name, summary, range, strength, strength_dice, rof_shots, rof_action_points FROM weapons WHERE id = 'kar98k'`,
      ),
    ).rejects.toThrow(/weapons_builtin_id_uq/);
    // An owner's copy is a separate (custom) entry, in the custom namespace.
    await rows(
      url,
      `INSERT INTO weapons (game_id, id, owner, name, summary, range, strength, strength_dice, rof_shots, rof_action_points)
       SELECT game_id, 'custom-' || id, 'someone', name, summary, range, strength, strength_dice, rof_shots, rof_action_points FROM weapons WHERE id = 'kar98k'`,
    );
    await rows(url, `DELETE FROM weapons WHERE owner = 'someone'`);
  });
});
