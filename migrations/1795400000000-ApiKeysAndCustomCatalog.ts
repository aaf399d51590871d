import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys, custom (homebrew) catalog entries, their history, and change notifications.
 *
 * - `api_keys`: only the SHA-256 of a key is stored, with its public id and last 4 characters.
 * - Custom units and weapons live in the catalog tables under a non-null `owner`, in their own
 *   namespace so they can never collide with a built-in id: units `custom/<slug>` (faction
 *   `custom`, which is not a faction row: the faction foreign key now applies to built-in units
 *   only, through a generated column that is NULL for custom ones), weapons `custom-<slug>`.
 *   Their names may carry just `en` (es and fr fall back to it when read).
 * - Nothing a user stored is lost: deletes are soft (`deleted_at`), and a trigger copies the
 *   previous version of a custom row into `catalog_history` on every UPDATE or DELETE, whichever
 *   code path (or psql session) made it.
 * - Triggers send `pg_notify('arbiter_changes', ...)` in the writing transaction for every change
 *   to keys or catalog rows, so every replica refreshes its caches (src/database/notifications.ts).
 */
export class ApiKeysAndCustomCatalog1795400000000 implements MigrationInterface {
  name = 'ApiKeysAndCustomCatalog1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION arbiter_is_slug(v text, max_length integer) RETURNS boolean
      LANGUAGE sql IMMUTABLE AS $$
        SELECT v ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(v) <= max_length
      $$`);

    // A localized text whose en is required and es/fr optional; no other keys.
    await q.query(`
      CREATE FUNCTION arbiter_is_partly_localized(v jsonb) RETURNS boolean
      LANGUAGE sql IMMUTABLE AS $$
        SELECT coalesce(jsonb_typeof(v) = 'object'
           AND jsonb_typeof(v -> 'en') = 'string'
           AND coalesce(jsonb_typeof(v -> 'es'), 'string') = 'string'
           AND coalesce(jsonb_typeof(v -> 'fr'), 'string') = 'string'
           AND (v - 'en' - 'es' - 'fr') = '{}'::jsonb, false)
      $$`);

    await q.query(`
      CREATE TABLE api_keys (
        id         text PRIMARY KEY CHECK (id ~ '^[0-9A-Za-z]{8}$'),
        owner      text NOT NULL CHECK (arbiter_is_slug(owner, 64)),
        scopes     text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'write', 'admin']::text[]),
        key_hash   bytea NOT NULL UNIQUE CHECK (octet_length(key_hash) = 32),
        last4      text NOT NULL CHECK (length(last4) = 4),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_keys_owner_idx ON api_keys (owner, created_at)`);

    for (const table of ['units', 'weapons']) {
      await q.query(`
        ALTER TABLE ${table}
          ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
          ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
          ADD COLUMN deleted_at timestamptz,
          ADD COLUMN version    integer NOT NULL DEFAULT 1 CHECK (version >= 1),
          ADD CONSTRAINT ${table}_owner_check CHECK (owner IS NULL OR arbiter_is_slug(owner, 64)),
          ADD CONSTRAINT ${table}_builtin_not_deleted_check CHECK (owner IS NOT NULL OR deleted_at IS NULL),
          DROP CONSTRAINT ${table}_name_check,
          DROP CONSTRAINT ${table}_summary_check,
          ADD CONSTRAINT ${table}_name_check
            CHECK (CASE WHEN owner IS NULL THEN arbiter_is_localized(name) ELSE arbiter_is_partly_localized(name) END),
          ADD CONSTRAINT ${table}_summary_check
            CHECK (CASE WHEN owner IS NULL THEN arbiter_is_localized(summary) ELSE arbiter_is_partly_localized(summary) END)`);
      // Owners list their entries by id, deleted ones last.
      await q.query(`CREATE INDEX ${table}_owner_idx ON ${table} (owner, game_id) WHERE owner IS NOT NULL`);
    }

    await q.query(`
      ALTER TABLE weapons
        ADD CONSTRAINT weapons_custom_namespace_check CHECK ((owner IS NOT NULL) = (id LIKE 'custom-%'))`);

    // Custom units belong to the pseudo-faction `custom`; the faction key binds built-in units only.
    await q.query(`ALTER TABLE units DROP CONSTRAINT units_game_id_faction_id_fkey`);
    await q.query(`
      ALTER TABLE units
        ADD COLUMN builtin_faction_id text GENERATED ALWAYS AS (CASE WHEN owner IS NULL THEN faction_id END) STORED,
        ADD CONSTRAINT units_builtin_faction_fkey
          FOREIGN KEY (game_id, builtin_faction_id) REFERENCES factions (game_id, id) ON DELETE CASCADE,
        ADD CONSTRAINT units_game_id_fkey FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE,
        ADD CONSTRAINT units_custom_namespace_check CHECK ((owner IS NOT NULL) = (faction_id = 'custom')),
        DROP CONSTRAINT units_ranged_combat_check,
        -- Inline profiles accept RC 7 (7+: hits only with a bonus); custom units are saved inline profiles.
        ADD CONSTRAINT units_ranged_combat_check
          CHECK (ranged_combat BETWEEN 1 AND 6 OR (owner IS NOT NULL AND ranged_combat = 7))`);

    await q.query(`
      CREATE TABLE catalog_history (
        pk          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        entity      text NOT NULL CHECK (entity IN ('unit', 'weapon')),
        entry_pk    bigint NOT NULL,
        game_id     text NOT NULL,
        owner       text NOT NULL,
        id          text NOT NULL,
        version     integer NOT NULL,
        operation   text NOT NULL CHECK (operation IN ('update', 'delete')),
        -- The whole row as it was before the change.
        data        jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX catalog_history_entry_idx ON catalog_history (owner, game_id, entity, id, version)`);

    await q.query(`
      CREATE FUNCTION arbiter_keep_custom_history() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.owner IS NOT NULL THEN
          INSERT INTO catalog_history (entity, entry_pk, game_id, owner, id, version, operation, data)
          VALUES (TG_ARGV[0], OLD.pk, OLD.game_id, OLD.owner, OLD.id, OLD.version, lower(TG_OP), to_jsonb(OLD));
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE FUNCTION arbiter_notify_catalog_change() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        row_owner text := CASE WHEN TG_OP = 'DELETE' THEN OLD.owner ELSE NEW.owner END;
      BEGIN
        -- Identical payloads in one transaction are delivered once.
        IF row_owner IS NULL THEN
          PERFORM pg_notify('arbiter_changes', json_build_object('kind', 'catalog')::text);
        ELSE
          PERFORM pg_notify('arbiter_changes', json_build_object('kind', 'catalog', 'owner', row_owner)::text);
        END IF;
        -- An update that moves a row between owners (only possible by hand) concerns both.
        IF TG_OP = 'UPDATE' AND OLD.owner IS DISTINCT FROM NEW.owner THEN
          PERFORM pg_notify('arbiter_changes', json_build_object('kind', 'catalog')::text);
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE FUNCTION arbiter_notify_api_keys_change() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('arbiter_changes', json_build_object('kind', 'api-keys')::text);
        RETURN NULL;
      END
      $$`);
    for (const [table, entity] of [['units', 'unit'], ['weapons', 'weapon']]) {
      await q.query(`
        CREATE TRIGGER ${table}_keep_custom_history AFTER UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION arbiter_keep_custom_history('${entity}')`);
      await q.query(`
        CREATE TRIGGER ${table}_notify_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION arbiter_notify_catalog_change()`);
    }
    await q.query(`
      CREATE TRIGGER api_keys_notify_change AFTER INSERT OR UPDATE OR DELETE ON api_keys
        FOR EACH STATEMENT EXECUTE FUNCTION arbiter_notify_api_keys_change()`);
  }

  /** Destructive by nature: custom entries, their history and every API key are dropped. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER api_keys_notify_change ON api_keys`);
    for (const table of ['units', 'weapons']) {
      await q.query(`DROP TRIGGER ${table}_notify_change ON ${table}`);
      await q.query(`DROP TRIGGER ${table}_keep_custom_history ON ${table}`);
    }
    await q.query(`DROP FUNCTION arbiter_notify_api_keys_change()`);
    await q.query(`DROP FUNCTION arbiter_notify_catalog_change()`);
    await q.query(`DROP FUNCTION arbiter_keep_custom_history()`);
    await q.query(`DROP TABLE catalog_history`);

    await q.query(`DELETE FROM units WHERE owner IS NOT NULL`);
    await q.query(`DELETE FROM weapons WHERE owner IS NOT NULL`);
    await q.query(`
      ALTER TABLE units
        DROP CONSTRAINT units_ranged_combat_check,
        ADD CONSTRAINT units_ranged_combat_check CHECK (ranged_combat >= 1 AND ranged_combat <= 6),
        DROP CONSTRAINT units_custom_namespace_check,
        DROP CONSTRAINT units_game_id_fkey,
        DROP CONSTRAINT units_builtin_faction_fkey,
        DROP COLUMN builtin_faction_id,
        ADD CONSTRAINT units_game_id_faction_id_fkey
          FOREIGN KEY (game_id, faction_id) REFERENCES factions (game_id, id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE weapons DROP CONSTRAINT weapons_custom_namespace_check`);
    for (const table of ['units', 'weapons']) {
      await q.query(`DROP INDEX ${table}_owner_idx`);
      await q.query(`
        ALTER TABLE ${table}
          DROP CONSTRAINT ${table}_name_check,
          DROP CONSTRAINT ${table}_summary_check,
          ADD CONSTRAINT ${table}_name_check CHECK (arbiter_is_localized(name)),
          ADD CONSTRAINT ${table}_summary_check CHECK (arbiter_is_localized(summary)),
          DROP CONSTRAINT ${table}_builtin_not_deleted_check,
          DROP CONSTRAINT ${table}_owner_check,
          DROP COLUMN version,
          DROP COLUMN deleted_at,
          DROP COLUMN updated_at,
          DROP COLUMN created_at`);
    }
    await q.query(`DROP TABLE api_keys`);
    await q.query(`DROP FUNCTION arbiter_is_partly_localized(jsonb)`);
    await q.query(`DROP FUNCTION arbiter_is_slug(text, integer)`);
  }
}
