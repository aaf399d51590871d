import { revertMigrations, runMigrations, withDataSource } from '../../src/database/data-source';
import { GAMES } from '../../src/games';
import { aofSkirmishSeed } from '../../src/games/aof-skirmish/catalog/aof-skirmish.seed';
import { wartimeSeed } from '../../src/games/wartime/catalog/wartime.seed';
import { migrationsOf } from '../../src/games/registry';
import { useTestDatabase } from '../setup/test-database';

const MIGRATIONS = migrationsOf(GAMES);
const AOF_SEED = aofSkirmishSeed();
const WARTIME_SEED = wartimeSeed();
const WARBOOK_TABLES = ['wartime_play_lists', 'wartime_warbook_archetypes', 'wartime_warbook_history', 'wartime_warbooks'];
const SHARED_TABLES = ['editions', 'factions', 'games', 'rulings', 'special_rules'];
/** The first schema's AE-shaped tables, gone since 1795500000200. */
const LEGACY_TABLES = ['inoculation_chart', 'inoculation_effects', 'psi_powers', 'units', 'weapons'];

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

    expect(await runMigrations(url, MIGRATIONS)).toEqual([
      'CatalogSchema1795300000000',
      'AeWwiiSeed1795300000100',
      'ApiKeysAndCustomCatalog1795400000000',
      'CatalogEntries1795500000000',
      'AeWwiiCatalogEntries1795500000100',
      'DropLegacyCatalogTables1795500000200',
      'AofSkirmishSeed1795600000100',
      'CatalogSearch1795700000000',
      'WartimeSeed1795700000100',
      'WartimeWarbooks1795700000500',
      'WartimeExampleWarbooks1795700000600',
      'SharedRulings1795800000000',
      'SearchByOwner1795900000300',
      'OwnerQuotas1795900000400',
      'WartimeQuotas1795900000500',
      'RowChangeNotifications1795900000600',
      'SharedRulingsReplay1795900000800',
    ]);
    expect(await publicTables(url)).toEqual([...SHARED_TABLES, ...WARBOOK_TABLES, 'api_keys', 'catalog_entries', 'catalog_history', 'migrations', 'owner_usage', 'shared_rulings'].sort());
    expect(await rows(url, `SELECT game_id, kind, count(*)::int AS n FROM catalog_entries GROUP BY game_id, kind ORDER BY game_id, kind`)).toEqual([
      { game_id: 'ae-wwii', kind: 'psi-power', n: 3 },
      { game_id: 'ae-wwii', kind: 'unit', n: 13 },
      { game_id: 'ae-wwii', kind: 'weapon', n: 16 },
      { game_id: 'aof-skirmish', kind: 'unit', n: AOF_SEED.entries.length },
      { game_id: 'wartime', kind: 'archetype', n: WARTIME_SEED.entries.length },
    ]);
    expect(await rows(url, `SELECT slug FROM wartime_warbooks`)).toEqual([{ slug: 'strike-team' }]);
    // Idempotent: nothing left to apply.
    expect(await runMigrations(url, MIGRATIONS)).toEqual([]);

    // Shared rulings' replay (pinned entries, seed, verdict, sharer) out, the table kept; the
    // notifications naming rows, Wartime's and the shared quotas, the search split by owner; then
    // shared rulings.
    expect(await revertMigrations(url, MIGRATIONS, 1)).toBe(1);
    expect(await rows(url, `SELECT column_name FROM information_schema.columns WHERE table_name = 'shared_rulings' AND column_name IN ('pins', 'sharer', 'owner')`)).toEqual([{ column_name: 'owner' }]);
    expect(await revertMigrations(url, MIGRATIONS, 5)).toBe(5);
    expect(await publicTables(url)).toEqual([...SHARED_TABLES, ...WARBOOK_TABLES, 'api_keys', 'catalog_entries', 'catalog_history', 'migrations'].sort());

    // Wartime's example warbooks, its warbook tables (no user's warbook in them), then its seed.
    expect(await revertMigrations(url, MIGRATIONS, 2)).toBe(2);
    expect(await publicTables(url)).toEqual([...SHARED_TABLES, 'api_keys', 'catalog_entries', 'catalog_history', 'migrations'].sort());
    expect(await revertMigrations(url, MIGRATIONS, 1)).toBe(1);

    // The search's functions and indexes out (the unaccent extension stays).
    expect(await rows(url, `SELECT count(*)::int AS n FROM pg_indexes WHERE indexname LIKE '%_search_%'`)).toEqual([{ n: 9 }]);
    expect(await revertMigrations(url, MIGRATIONS, 1)).toBe(1);
    expect(await rows(url, `SELECT count(*)::int AS n FROM pg_indexes WHERE indexname LIKE '%_search_%'`)).toEqual([{ n: 0 }]);
    expect(await rows(url, `SELECT proname FROM pg_proc WHERE proname IN ('arbiter_fold', 'arbiter_search_document')`)).toEqual([]);

    // AoF Skirmish's seed out, whole (its rows hang off its game).
    expect(await revertMigrations(url, MIGRATIONS, 1)).toBe(1);
    expect(await rows(url, `SELECT id FROM games ORDER BY id`)).toEqual([{ id: 'ae-wwii' }]);
    expect(await rows(url, `SELECT count(*)::int AS n FROM rulings WHERE game_id = 'aof-skirmish'`)).toEqual([{ n: 0 }]);

    // The catalog entries back in the first schema's tables, as they were.
    expect(await revertMigrations(url, MIGRATIONS, 3)).toBe(3);
    expect(await publicTables(url)).toEqual([...SHARED_TABLES, ...LEGACY_TABLES, 'api_keys', 'catalog_history', 'migrations'].sort());
    expect(await rows(url, `SELECT id FROM units`)).toHaveLength(13);
    expect(await rows(url, `SELECT effect FROM inoculation_chart`)).toHaveLength(12);
    expect(await rows(url, `SELECT languages FROM games`)).toEqual([{ languages: ['en', 'es', 'fr'] }]);

    // API keys and custom catalogs, then the seed.
    expect(await revertMigrations(url, MIGRATIONS, 2)).toBe(2);
    expect(await publicTables(url)).toEqual([...SHARED_TABLES, ...LEGACY_TABLES, 'migrations'].sort());
    expect(await rows(url, `SELECT id FROM games`)).toEqual([]);
    expect(await revertMigrations(url, MIGRATIONS)).toBe(1);
    expect(await publicTables(url)).toEqual(['migrations']);
    expect(await rows(url, `SELECT proname FROM pg_proc WHERE proname LIKE 'arbiter_%'`)).toEqual([]);

    expect(await runMigrations(url, MIGRATIONS)).toHaveLength(17);
    expect(await rows(url, `SELECT id FROM rulings`)).toHaveLength(35 + AOF_SEED.rulings.length + WARTIME_SEED.rulings.length);
  });
});

// A database of their own, migrated before they run: these tests must not depend on the
// up/down test above having left its database migrated (Jest may run them in any order).
describe('the migrated schema', () => {
  const db = useTestDatabase({ migrate: true });

  it('stores profiles as jsonb, faction-scoped ids as <faction>/<slug>', async () => {
    const { url } = db();
    const units = await rows(url, `SELECT id, faction_id, profile ->> 'training' AS training FROM catalog_entries WHERE kind = 'unit' ORDER BY position`);
    expect(units).toContainEqual({ id: 'german-geneticists/wehrmacht', faction_id: 'german-geneticists', training: 'regular' });
    expect(units).toContainEqual({ id: 'russian-psi/chuman', faction_id: 'russian-psi', training: 'green' });
    await expect(
      rows(url, `INSERT INTO catalog_entries (game_id, kind, id, faction_id, name, summary, profile)
                 SELECT game_id, kind, 'russian-psi/other', 'german-geneticists', name, summary, profile FROM catalog_entries WHERE id = 'russian-psi/chuman'`),
    ).rejects.toThrow(/catalog_entries_faction_check/);
  });

  it('rejects names without all three languages, duplicate built-in ids and custom ids outside their namespace', async () => {
    const { url } = db();
    await expect(
      rows(url, `INSERT INTO factions (game_id, id, name, summary) VALUES ('ae-wwii', 'x', '{"en":"X"}', '{"en":"","es":"","fr":""}')`),
    ).rejects.toThrow(/check constraint/);
    const copy = (id: string, owner: string): string =>
      `INSERT INTO catalog_entries (game_id, kind, id, owner, name, summary, profile)
       SELECT game_id, kind, ${id}, ${owner}, name, summary, profile FROM catalog_entries WHERE id = 'kar98k'`;
    await expect(rows(url, copy('id', 'NULL'))).rejects.toThrow(/catalog_entries_builtin_id_uq/);
    await expect(rows(url, copy(`'kar98k-2'`, `'someone'`))).rejects.toThrow(/catalog_entries_custom_namespace_check/);
    await expect(rows(url, copy(`'custom-kar98k'`, 'NULL'))).rejects.toThrow(/catalog_entries_custom_namespace_check/);
    // An owner's copy is a separate (custom) entry, in the custom namespace.
    await rows(url, copy(`'custom-kar98k'`, `'someone'`));
    // Its game cannot be deleted under it (nothing a user stored is lost to a cascade).
    await expect(rows(url, `DELETE FROM games WHERE id = 'ae-wwii'`)).rejects.toThrow(/catalog_entries_custom_game_fkey/);
    await rows(url, `DELETE FROM catalog_entries WHERE owner = 'someone'`);
  });

  it('keeps a warbook’s parts with their owner, refuses a second live name, and keeps every previous version', async () => {
    const { url } = db();
    await rows(url, `INSERT INTO wartime_warbooks (owner, slug, name, description) VALUES ('someone', 'book', '{"en":"Book"}', '{"en":""}')`);
    const part = (owner: string, slug: string, name: string): string =>
      `INSERT INTO wartime_warbook_archetypes (warbook_pk, owner, slug, name, profile)
       SELECT pk, ${owner}, '${slug}', '{"en":"${name}"}', '{"type":"object","energy":1}' FROM wartime_warbooks WHERE slug = 'book'`;
    await expect(rows(url, part(`'other'`, 'a', 'A'))).rejects.toThrow(/belong to its owner/);
    await rows(url, part(`'someone'`, 'a', 'A'));
    await expect(rows(url, part(`'someone'`, 'b', '  a '))).rejects.toThrow(/wartime_warbook_archetypes_name_uq/);
    await rows(url, `UPDATE wartime_warbook_archetypes SET deleted_at = now(), version = version + 1 WHERE slug = 'a'`);
    expect(await rows(url, `SELECT row_table, slug, version, operation FROM wartime_warbook_history`)).toEqual([{ row_table: 'wartime_warbook_archetypes', slug: 'a', version: 1, operation: 'update' }]);
    await expect(rows(url, `UPDATE wartime_warbooks SET deleted_at = now() WHERE owner IS NULL`)).rejects.toThrow(/builtin_not_deleted_check/);
  });

  it('lets a special rule take a rating', async () => {
    const { url } = db();
    await rows(url, `UPDATE special_rules SET parameter = 'rating' WHERE id = 'impervious'`);
    await expect(rows(url, `UPDATE special_rules SET parameter = 'armour' WHERE id = 'impervious'`)).rejects.toThrow(/check constraint/);
    await rows(url, `UPDATE special_rules SET parameter = NULL WHERE id = 'impervious'`);
  });
});
