import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wartime warbooks: a player's collection of archetypes and the play lists recruited from it, in
 * tables of the game's own (they are not catalog entries: a warbook is a document with its own
 * name, its archetypes are named within it, and its play lists are validated against it).
 *
 * - `wartime_warbooks`: one row per warbook; `owner` is the API key owner, NULL for the built-in
 *   examples (read-only). Slugs are unique per owner.
 * - `wartime_warbook_archetypes`: every archetype type in one table (the engine prices them all
 *   with one schema); slugs unique within a warbook, and names too across every type (the app
 *   compares names the way the engine does; the index is the last guard on the English name).
 * - `wartime_play_lists`: squads, point limit, optional maximum level, as `jsonb` checked by the app.
 * - Nothing stored is lost: deletes are soft (`deleted_at`), every UPDATE or DELETE of a user's row
 *   copies the previous version into `wartime_warbook_history` (a trigger, whichever code path or
 *   psql session made the change), and a built-in row can be neither deleted nor soft-deleted.
 * - Every change NOTIFYs `arbiter_changes` with the row's owner through the shared
 *   `arbiter_notify_catalog_change()`, so each replica reloads that owner's engine catalog, in which
 *   warbook archetypes resolve as `<warbook>/<archetype>`.
 */
export class WartimeWarbooks1795700000500 implements MigrationInterface {
  name = 'WartimeWarbooks1795700000500';

  async up(q: QueryRunner): Promise<void> {
    const bookkeeping = `
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        deleted_at  timestamptz,
        version     integer NOT NULL DEFAULT 1 CHECK (version >= 1)`;
    await q.query(`
      CREATE TABLE wartime_warbooks (
        pk          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner       text CHECK (owner IS NULL OR arbiter_is_slug(owner, 64)),
        slug        text NOT NULL CHECK (arbiter_is_slug(slug, 48)),
        name        jsonb NOT NULL CHECK (arbiter_is_partly_localized(name)),
        description jsonb NOT NULL CHECK (arbiter_is_partly_localized(description)),
        position    integer NOT NULL DEFAULT 0,
        ${bookkeeping},
        CONSTRAINT wartime_warbooks_builtin_not_deleted_check CHECK (owner IS NOT NULL OR deleted_at IS NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX wartime_warbooks_owner_slug_uq ON wartime_warbooks (owner, slug) WHERE owner IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX wartime_warbooks_builtin_slug_uq ON wartime_warbooks (slug) WHERE owner IS NULL`);

    // `owner` repeats the warbook's (checked by a trigger) so that notifications and history name it.
    for (const [table, columns] of [
      [
        'wartime_warbook_archetypes',
        `type        text NOT NULL GENERATED ALWAYS AS (profile ->> 'type') STORED
                      CHECK (type IN ('body', 'character', 'weapon', 'protection', 'transport', 'object', 'zone')),
        profile     jsonb NOT NULL CHECK (jsonb_typeof(profile) = 'object'),`,
      ],
      ['wartime_play_lists', `list        jsonb NOT NULL CHECK (jsonb_typeof(list) = 'object'),`],
    ] as const) {
      await q.query(`
        CREATE TABLE ${table} (
          pk          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          warbook_pk  bigint NOT NULL REFERENCES wartime_warbooks (pk) ON DELETE RESTRICT,
          owner       text CHECK (owner IS NULL OR arbiter_is_slug(owner, 64)),
          slug        text NOT NULL CHECK (arbiter_is_slug(slug, 48)),
          name        jsonb NOT NULL CHECK (arbiter_is_partly_localized(name)),
          ${columns}
          position    integer NOT NULL DEFAULT 0,
          ${bookkeeping},
          CONSTRAINT ${table}_builtin_not_deleted_check CHECK (owner IS NOT NULL OR deleted_at IS NULL)
        )`);
      await q.query(`CREATE UNIQUE INDEX ${table}_slug_uq ON ${table} (warbook_pk, slug)`);
    }
    await q.query(`
      CREATE UNIQUE INDEX wartime_warbook_archetypes_name_uq ON wartime_warbook_archetypes
        (warbook_pk, lower(regexp_replace(btrim(name ->> 'en'), '\\s+', ' ', 'g'))) WHERE deleted_at IS NULL`);

    await q.query(`
      CREATE FUNCTION arbiter_wartime_same_owner() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.owner IS DISTINCT FROM (SELECT w.owner FROM wartime_warbooks w WHERE w.pk = NEW.warbook_pk) THEN
          RAISE EXCEPTION 'a warbook''s archetypes and play lists belong to its owner' USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END
      $$`);

    await q.query(`
      CREATE TABLE wartime_warbook_history (
        pk          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        row_table   text NOT NULL CHECK (row_table IN ('wartime_warbooks', 'wartime_warbook_archetypes', 'wartime_play_lists')),
        row_pk      bigint NOT NULL,
        owner       text NOT NULL,
        slug        text NOT NULL,
        version     integer NOT NULL,
        operation   text NOT NULL CHECK (operation IN ('update', 'delete')),
        -- The whole row as it was before the change.
        data        jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX wartime_warbook_history_row_idx ON wartime_warbook_history (row_table, row_pk, version)`);
    await q.query(`
      CREATE FUNCTION arbiter_keep_wartime_history() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.owner IS NOT NULL THEN
          INSERT INTO wartime_warbook_history (row_table, row_pk, owner, slug, version, operation, data)
          VALUES (TG_TABLE_NAME, OLD.pk, OLD.owner, OLD.slug, OLD.version, lower(TG_OP), to_jsonb(OLD));
        END IF;
        RETURN NULL;
      END
      $$`);

    for (const table of TABLES) {
      if (table !== 'wartime_warbooks') {
        await q.query(`
          CREATE TRIGGER ${table}_same_owner BEFORE INSERT OR UPDATE ON ${table}
            FOR EACH ROW EXECUTE FUNCTION arbiter_wartime_same_owner()`);
      }
      await q.query(`
        CREATE TRIGGER ${table}_keep_history AFTER UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION arbiter_keep_wartime_history()`);
      await q.query(`
        CREATE TRIGGER ${table}_notify_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION arbiter_notify_catalog_change()`);
    }
  }

  /** Refuses while users hold warbooks: a migration never drops what a user stored. */
  async down(q: QueryRunner): Promise<void> {
    const left = (await q.query(`SELECT count(*)::int AS n FROM wartime_warbooks WHERE owner IS NOT NULL`)) as { n: number }[];
    if ((left[0]?.n ?? 0) > 0) throw new Error(`wartime_warbooks holds ${left[0]?.n} users' warbooks: nothing is dropped`);
    for (const table of [...TABLES].reverse()) await q.query(`DROP TABLE ${table}`);
    await q.query(`DROP TABLE wartime_warbook_history`);
    await q.query(`DROP FUNCTION arbiter_keep_wartime_history()`);
    await q.query(`DROP FUNCTION arbiter_wartime_same_owner()`);
  }
}

const TABLES = ['wartime_warbooks', 'wartime_warbook_archetypes', 'wartime_play_lists'] as const;
