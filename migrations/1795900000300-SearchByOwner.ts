import { MigrationInterface, QueryRunner } from 'typeorm';
import { ENTRY_SEARCH_SCOPES, SEARCHED_TABLES, SEARCH_CONFIGS, searchDocument } from '../src/catalog/search/search-schema';

/**
 * Search reads one owner's custom entries through an index condition, not a filter.
 *
 * The search indexes of `catalog_entries` (CatalogSearch1795700000000) covered every live row,
 * built-in and custom alike, so a search found every owner's matching rows in the index and then
 * dropped all but the caller's: one owner storing thousands of "Trooper"s slowed everyone's search
 * for "troop". Each language's index is split in two:
 *
 * - `catalog_entries_builtin_search_<lang>`: the built-in rows only; a search without a key reads
 *   nothing else.
 * - `catalog_entries_custom_search_<lang>`: the custom rows, keyed first on `owner` and `game_id`
 *   (GIN indexes scalar columns through the `btree_gin` extension, a trusted contrib extension
 *   like `unaccent`: the machine's Postgres 15 and the embedded Postgres 18 ship it), so the owner
 *   and the game are part of the index condition and another owner's rows are never visited.
 *   Without the extension (a server without contrib) the index holds the document alone and the
 *   owner is a filter again, as before this migration: the queries are the same either way.
 */
export class SearchByOwner1795900000300 implements MigrationInterface {
  name = 'SearchByOwner1795900000300';

  async up(q: QueryRunner): Promise<void> {
    const byOwner = await createExtension(q, 'btree_gin');
    const entries = entriesTable();
    for (const [lang, config] of Object.entries(SEARCH_CONFIGS)) {
      const doc = searchDocument(config, lang, entries);
      await q.query(`DROP INDEX catalog_entries_search_${lang}`);
      await q.query(`CREATE INDEX ${ENTRY_SEARCH_SCOPES.builtin.index(lang)} ON catalog_entries USING gin (${doc}) WHERE ${ENTRY_SEARCH_SCOPES.builtin.predicate}`);
      await q.query(`CREATE INDEX ${ENTRY_SEARCH_SCOPES.custom.index(lang)} ON catalog_entries USING gin (${byOwner ? 'owner, game_id, ' : ''}${doc}) WHERE ${ENTRY_SEARCH_SCOPES.custom.predicate}`);
    }
  }

  /** The extension stays (it may have been there before, and other objects may use it). */
  async down(q: QueryRunner): Promise<void> {
    const entries = entriesTable();
    for (const [lang, config] of Object.entries(SEARCH_CONFIGS)) {
      await q.query(`DROP INDEX ${ENTRY_SEARCH_SCOPES.builtin.index(lang)}`);
      await q.query(`DROP INDEX ${ENTRY_SEARCH_SCOPES.custom.index(lang)}`);
      await q.query(`CREATE INDEX catalog_entries_search_${lang} ON catalog_entries USING gin (${searchDocument(config, lang, entries)}) WHERE ${entries.live}`);
    }
  }
}

function entriesTable(): (typeof SEARCHED_TABLES)[number] {
  const t = SEARCHED_TABLES.find((s) => s.table === 'catalog_entries');
  if (!t) throw new Error('catalog_entries is a searched table');
  return t;
}

/**
 * Creates `name` if this server has it and the user may; whether it is there. Tried inside a
 * savepoint: a refusal must not abort the migration's transaction.
 */
async function createExtension(q: QueryRunner, name: string): Promise<boolean> {
  const available = (await q.query(`SELECT 1 FROM pg_available_extensions WHERE name = $1`, [name])) as unknown[];
  if (available.length === 0) return false;
  await q.query(`SAVEPOINT arbiter_extension`);
  try {
    await q.query(`CREATE EXTENSION IF NOT EXISTS ${name}`);
    await q.query(`RELEASE SAVEPOINT arbiter_extension`);
    return true;
  } catch {
    await q.query(`ROLLBACK TO SAVEPOINT arbiter_extension`);
    return false;
  }
}
