import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCHED_TABLES, SEARCH_CONFIGS, searchDocument } from '../src/catalog/search/search-schema';

/**
 * Full-text search over every game's catalog (`GET /v1/{game}/search`): entries of every kind,
 * special rules and rulings, by name (and id and summary, weighted lower), in each language with
 * that language's stemming, accents and case folded.
 *
 * - `arbiter_fold(text)`: lowercase, accents removed ("Paracaídista" → "paracaidista"), IMMUTABLE
 *   so indexes can use it. It wraps the `unaccent` extension when this server has it and the
 *   migration user may create it (a trusted extension since Postgres 13: the database owner may;
 *   the machine's Postgres 15 and the embedded Postgres 18 both ship it). Otherwise (a managed
 *   server without contrib) it is `translate()` over the Latin letters our three languages use
 *   (FALLBACK_FOLD). Folding comes before the stemmer on both sides, so the parser and the
 *   stemmers see plain ASCII words whatever the cluster's locale (the embedded one is `C`, where
 *   Postgres would neither lowercase nor split words on accented letters).
 * - `arbiter_search_document(config, lang, id, name, summary)`: the weighted tsvector of one
 *   row in one language: name A, id B (its words: `german-geneticists/wehrmacht`), summary D; a
 *   text a custom entry lacks in that language falls back to English, as reads do.
 * - GIN expression indexes per language on `catalog_entries` (live rows), `special_rules` and
 *   `rulings`, rather than stored tsvector columns or an index table: they are always up to date
 *   with no trigger, and `catalog_entries` keeps its columns, so history rows (`to_jsonb(OLD)`)
 *   and the down migrations of earlier releases stay as they were.
 */
export class CatalogSearch1795700000000 implements MigrationInterface {
  name = 'CatalogSearch1795700000000';

  async up(q: QueryRunner): Promise<void> {
    const unaccent = await createUnaccent(q);
    // Qualified inside the functions: since Postgres 17, CREATE INDEX, REINDEX, VACUUM and ANALYZE
    // run index expressions with search_path = pg_catalog, pg_temp, where an unqualified
    // `arbiter_fold` does not exist (the embedded Postgres is 18).
    const [{ schema }] = (await q.query(`SELECT current_schema() AS schema`)) as { schema: string }[];
    const fold = `${quoteIdent(schema)}.arbiter_fold`;
    await q.query(`
      CREATE FUNCTION arbiter_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT ${unaccent ? `lower(${unaccent}.unaccent('${unaccent}.unaccent'::regdictionary, t))` : FALLBACK_FOLD('t')} $$`);
    await q.query(`
      CREATE FUNCTION arbiter_search_document(config regconfig, lang text, id text, name jsonb, summary jsonb) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$
        SELECT setweight(to_tsvector(config, ${fold}(coalesce(name ->> lang, name ->> 'en', ''))), 'A')
            || setweight(to_tsvector(config, ${fold}(translate(id, '/-', '  '))), 'B')
            || setweight(to_tsvector(config, ${fold}(coalesce(summary ->> lang, summary ->> 'en', ''))), 'D')
      $$`);
    for (const [lang, config] of Object.entries(SEARCH_CONFIGS)) {
      for (const t of SEARCHED_TABLES) {
        await q.query(`CREATE INDEX ${t.table}_search_${lang} ON ${t.table} USING gin (${searchDocument(config, lang, t)})${t.live ? ` WHERE ${t.live}` : ''}`);
      }
    }
  }

  /** The extension stays (it may have been there before, and other objects may use it). */
  async down(q: QueryRunner): Promise<void> {
    for (const lang of Object.keys(SEARCH_CONFIGS)) for (const t of SEARCHED_TABLES) await q.query(`DROP INDEX ${t.table}_search_${lang}`);
    await q.query(`DROP FUNCTION arbiter_search_document(regconfig, text, text, jsonb, jsonb)`);
    await q.query(`DROP FUNCTION arbiter_fold(text)`);
  }
}

/** An identifier as SQL writes it: quoted, inner quotes doubled. */
const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Creates `unaccent` if this server has it and the user may; returns the schema it lives in, or
 * undefined. Tried inside a savepoint: a refusal must not abort the migration's transaction.
 */
async function createUnaccent(q: QueryRunner): Promise<string | undefined> {
  const available = (await q.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'unaccent'`)) as unknown[];
  if (available.length === 0) return undefined;
  await q.query(`SAVEPOINT arbiter_unaccent`);
  try {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`RELEASE SAVEPOINT arbiter_unaccent`);
  } catch {
    await q.query(`ROLLBACK TO SAVEPOINT arbiter_unaccent`);
    return undefined;
  }
  const rows = (await q.query(`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'`)) as { schema: string }[];
  const schema = rows[0]?.schema;
  // Quoted identifiers are not worth supporting here: such a schema gets the fallback.
  return schema !== undefined && /^[a-z_][a-z0-9_]*$/.test(schema) ? schema : undefined;
}

const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ';
const PLAIN = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy';

/**
 * The fold without `unaccent`: the accented Latin letters of English, Spanish and French (and
 * their neighbours) by `translate()`, ligatures spelled out, then lowercase (ASCII by then, so
 * the cluster's locale does not matter).
 */
export const FALLBACK_FOLD = (arg: string): string =>
  `lower(replace(replace(replace(replace(replace(translate(${arg}, '${ACCENTED}', '${PLAIN}'), 'Œ', 'OE'), 'œ', 'oe'), 'Æ', 'AE'), 'æ', 'ae'), 'ß', 'ss'))`;
