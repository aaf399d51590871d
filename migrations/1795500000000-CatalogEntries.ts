import { MigrationInterface, QueryRunner } from 'typeorm';
import { LEGACY_HISTORY_FUNCTION } from './legacy-history-function';

/**
 * Catalogs per game: one generic table of catalog entries for every game and kind.
 *
 * - `catalog_entries`: a game's profiles (AE-WWII units and weapons, a Wartime archetype, an AoF
 *   unit...) as `jsonb`, one row per entry, keyed on game, kind and id. The profile is checked by
 *   the game's JSON schema for its kind on every write and parsed at load (the app does both:
 *   `CatalogKind.schema` and `parse` in src/engine/<game>), so a new game needs no shared
 *   migration, only a seed in its own folder. Ownership (owner NULL = built-in, read-only),
 *   history (a trigger), soft delete and versions work as they did for units and weapons.
 * - `special_rules.parameter`: a rule written with a number (`rating`: Tough(3)); profiles cite it
 *   as `{ "id": "tough", "rating": 3 }`.
 * - `games.languages` and `games.actions` go: the game registry (code) is their only source.
 * - `catalog_history.entity` becomes `kind` (any kind of any game), `row_format` says which table's
 *   row `data` holds (`units`, `weapons`: entries changed before this migration), and `entry_pk` may
 *   be NULL (an entry that no longer exists; its old key stays in `data.pk`).
 * - Changes to the shared built-in tables notify the replicas too (a data migration reaches them).
 *
 * The legacy tables (units, weapons...) stay until each game has moved its rows
 * (src/games/ae-wwii/migrations/1795500000100-AeWwiiCatalogEntries.ts), then
 * 1795500000200-DropLegacyCatalogTables drops them.
 */
export class CatalogEntries1795500000000 implements MigrationInterface {
  name = 'CatalogEntries1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE special_rules ADD COLUMN parameter text CHECK (parameter IN ('rating'))`);
    await q.query(`ALTER TABLE games DROP COLUMN languages, DROP COLUMN actions`);

    await q.query(`
      CREATE TABLE catalog_entries (
        pk          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        game_id     text NOT NULL,
        kind        text NOT NULL CHECK (arbiter_is_slug(kind, 40)),
        -- a slug, or <faction>/<slug> for a faction-scoped kind
        id          text NOT NULL CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)?$' AND length(id) <= 120),
        faction_id  text,
        owner       text CHECK (owner IS NULL OR arbiter_is_slug(owner, 64)),
        name        jsonb NOT NULL,
        summary     jsonb NOT NULL,
        profile     jsonb NOT NULL CHECK (jsonb_typeof(profile) = 'object'),
        position    integer NOT NULL DEFAULT 0,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        deleted_at  timestamptz,
        version     integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        -- Built-in rows go with their game and faction; a game with custom entries cannot be
        -- deleted (restrict), so no cascade ever takes what a user stored.
        builtin_game_id    text GENERATED ALWAYS AS (CASE WHEN owner IS NULL THEN game_id END) STORED,
        custom_game_id     text GENERATED ALWAYS AS (CASE WHEN owner IS NOT NULL THEN game_id END) STORED,
        builtin_faction_id text GENERATED ALWAYS AS (CASE WHEN owner IS NULL THEN faction_id END) STORED,
        CONSTRAINT catalog_entries_builtin_game_fkey FOREIGN KEY (builtin_game_id) REFERENCES games (id) ON DELETE CASCADE,
        CONSTRAINT catalog_entries_custom_game_fkey FOREIGN KEY (custom_game_id) REFERENCES games (id) ON DELETE RESTRICT,
        CONSTRAINT catalog_entries_builtin_faction_fkey
          FOREIGN KEY (game_id, builtin_faction_id) REFERENCES factions (game_id, id) ON DELETE CASCADE,
        CONSTRAINT catalog_entries_faction_check
          CHECK ((faction_id IS NULL) = (position('/' IN id) = 0) AND (faction_id IS NULL OR split_part(id, '/', 1) = faction_id)),
        CONSTRAINT catalog_entries_name_check
          CHECK (CASE WHEN owner IS NULL THEN arbiter_is_localized(name) ELSE arbiter_is_partly_localized(name) END),
        CONSTRAINT catalog_entries_summary_check
          CHECK (CASE WHEN owner IS NULL THEN arbiter_is_localized(summary) ELSE arbiter_is_partly_localized(summary) END),
        CONSTRAINT catalog_entries_builtin_not_deleted_check CHECK (owner IS NOT NULL OR deleted_at IS NULL),
        -- Custom ids never collide with built-in ones: custom/<slug> (faction-scoped) or custom-<slug>.
        CONSTRAINT catalog_entries_custom_namespace_check CHECK ((owner IS NOT NULL) = (id LIKE 'custom/%' OR id LIKE 'custom-%'))
      )`);
    await q.query(`CREATE UNIQUE INDEX catalog_entries_builtin_id_uq ON catalog_entries (game_id, kind, id) WHERE owner IS NULL`);
    await q.query(`CREATE UNIQUE INDEX catalog_entries_owner_id_uq ON catalog_entries (game_id, owner, kind, id) WHERE owner IS NOT NULL`);
    await q.query(`CREATE INDEX catalog_entries_owner_idx ON catalog_entries (owner, game_id) WHERE owner IS NOT NULL`);

    await q.query(`ALTER TABLE catalog_history RENAME COLUMN entity TO kind`);
    await q.query(`
      ALTER TABLE catalog_history
        DROP CONSTRAINT catalog_history_entity_check,
        ADD CONSTRAINT catalog_history_kind_check CHECK (arbiter_is_slug(kind, 40)),
        ALTER COLUMN entry_pk DROP NOT NULL,
        ADD COLUMN row_format text`);
    await q.query(`UPDATE catalog_history SET row_format = CASE kind WHEN 'unit' THEN 'units' ELSE 'weapons' END`);
    await q.query(`
      ALTER TABLE catalog_history
        ALTER COLUMN row_format SET NOT NULL,
        ALTER COLUMN row_format SET DEFAULT 'catalog_entries',
        ADD CONSTRAINT catalog_history_row_format_check CHECK (row_format IN ('units', 'weapons', 'catalog_entries'))`);
    // The legacy tables' trigger writes the renamed column until they are dropped.
    await q.query(LEGACY_HISTORY_FUNCTION('kind', true));

    await q.query(`
      CREATE FUNCTION arbiter_keep_entry_history() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.owner IS NOT NULL THEN
          INSERT INTO catalog_history (kind, entry_pk, game_id, owner, id, version, operation, data, row_format)
          VALUES (OLD.kind, OLD.pk, OLD.game_id, OLD.owner, OLD.id, OLD.version, lower(TG_OP), to_jsonb(OLD), 'catalog_entries');
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER catalog_entries_keep_history AFTER UPDATE OR DELETE ON catalog_entries
        FOR EACH ROW EXECUTE FUNCTION arbiter_keep_entry_history()`);
    await q.query(`
      CREATE TRIGGER catalog_entries_notify_change AFTER INSERT OR UPDATE OR DELETE ON catalog_entries
        FOR EACH ROW EXECUTE FUNCTION arbiter_notify_catalog_change()`);

    await q.query(`
      CREATE FUNCTION arbiter_notify_builtin_catalog_change() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('arbiter_changes', json_build_object('kind', 'catalog')::text);
        RETURN NULL;
      END
      $$`);
    for (const table of BUILTIN_TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION arbiter_notify_builtin_catalog_change()`);
    }
  }

  /**
   * Refuses while catalog_entries holds rows: each game's own down() moves or removes its rows
   * first (a later migration), and custom entries of a game without a legacy home would be lost.
   * The `languages` column comes back from the editions' languages; `actions` comes back empty
   * (only the code knew them), which the previous release shows in GET /v1/games.
   */
  async down(q: QueryRunner): Promise<void> {
    const left = (await q.query(`SELECT game_id, kind, count(*)::int AS n FROM catalog_entries GROUP BY game_id, kind ORDER BY 1, 2`)) as { game_id: string; kind: string; n: number }[];
    if (left.length > 0) {
      throw new Error(`catalog_entries still holds ${left.map((r) => `${r.n} ${r.game_id} ${r.kind}`).join(', ')}: revert those games' migrations first; nothing is dropped`);
    }
    const kinds = (await q.query(`SELECT DISTINCT kind FROM catalog_history WHERE kind NOT IN ('unit', 'weapon')`)) as { kind: string }[];
    if (kinds.length > 0) throw new Error(`catalog_history holds changes of kinds the previous schema cannot record (${kinds.map((k) => k.kind).join(', ')}); nothing is dropped`);

    for (const table of BUILTIN_TABLES) await q.query(`DROP TRIGGER ${table}_notify_change ON ${table}`);
    await q.query(`DROP FUNCTION arbiter_notify_builtin_catalog_change()`);
    await q.query(`DROP TABLE catalog_entries`);
    await q.query(`DROP FUNCTION arbiter_keep_entry_history()`);

    // An entry that no longer exists is named by its old key, which `data` kept.
    await q.query(`UPDATE catalog_history SET entry_pk = (data ->> 'pk')::bigint WHERE entry_pk IS NULL`);
    await q.query(`
      ALTER TABLE catalog_history
        DROP CONSTRAINT catalog_history_row_format_check,
        DROP COLUMN row_format,
        ALTER COLUMN entry_pk SET NOT NULL,
        DROP CONSTRAINT catalog_history_kind_check`);
    await q.query(`ALTER TABLE catalog_history RENAME COLUMN kind TO entity`);
    await q.query(`ALTER TABLE catalog_history ADD CONSTRAINT catalog_history_entity_check CHECK (entity IN ('unit', 'weapon'))`);
    await q.query(LEGACY_HISTORY_FUNCTION('entity', false));

    await q.query(`
      ALTER TABLE games
        ADD COLUMN languages text[] NOT NULL DEFAULT '{en}' CHECK (cardinality(languages) > 0 AND 'en' = ANY (languages)),
        ADD COLUMN actions text[] NOT NULL DEFAULT '{}'`);
    await q.query(`
      UPDATE games g SET languages = ARRAY(
        SELECT DISTINCT l FROM unnest(ARRAY['en'] || ARRAY(SELECT e.language FROM editions e WHERE e.game_id = g.id)) AS l ORDER BY l)`);
    await q.query(`ALTER TABLE games ALTER COLUMN languages DROP DEFAULT, ALTER COLUMN actions DROP DEFAULT`);
    await q.query(`ALTER TABLE special_rules DROP COLUMN parameter`);
  }
}

/** The shared tables of built-in catalog data (entries have their own row trigger). */
const BUILTIN_TABLES = ['games', 'editions', 'factions', 'special_rules', 'rulings'] as const;
