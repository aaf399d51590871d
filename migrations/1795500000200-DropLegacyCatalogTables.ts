import { MigrationInterface, QueryRunner } from 'typeorm';
import { LEGACY_HISTORY_FUNCTION } from './legacy-history-function';

/**
 * Drops the first schema's AE-shaped tables (units, weapons, psi_powers, inoculation_effects,
 * inoculation_chart) once every game has moved its rows into catalog_entries (for AE-WWII:
 * src/games/ae-wwii/migrations/1795500000100-AeWwiiCatalogEntries.ts). A table that still holds a
 * row stops the migration: dropping it would lose that row.
 *
 * down() recreates them empty, exactly as 1795300000000-CatalogSchema and
 * 1795400000000-ApiKeysAndCustomCatalog left them (constraint names included, so their own down()
 * still works), with the history trigger writing the column as 1795500000000 renamed it.
 */
export class DropLegacyCatalogTables1795500000200 implements MigrationInterface {
  name = 'DropLegacyCatalogTables1795500000200';

  async up(q: QueryRunner): Promise<void> {
    const counts = (await q.query(
      `SELECT t AS tbl, n FROM (VALUES
         ('units', (SELECT count(*) FROM units)), ('weapons', (SELECT count(*) FROM weapons)),
         ('psi_powers', (SELECT count(*) FROM psi_powers)), ('inoculation_effects', (SELECT count(*) FROM inoculation_effects)),
         ('inoculation_chart', (SELECT count(*) FROM inoculation_chart))) AS c(t, n)
        WHERE n > 0`,
    )) as { tbl: string; n: string }[];
    if (counts.length > 0) {
      throw new Error(`legacy catalog tables still hold rows (${counts.map((c) => `${c.tbl}: ${c.n}`).join(', ')}): a game has not moved them to catalog_entries; nothing is dropped`);
    }
    await q.query(`DROP TABLE inoculation_chart, inoculation_effects, psi_powers, units, weapons`);
    await q.query(`DROP FUNCTION arbiter_keep_custom_history()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE psi_powers (
        game_id   text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        id        text NOT NULL CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name      jsonb NOT NULL CHECK (arbiter_is_localized(name)),
        summary   jsonb NOT NULL CHECK (arbiter_is_localized(summary)),
        ruling_id text REFERENCES rulings (id) ON DELETE SET NULL,
        position  integer NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, id)
      )`);
    await q.query(`
      CREATE TABLE inoculation_effects (
        game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        id      text NOT NULL CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name    jsonb NOT NULL CHECK (arbiter_is_localized(name)),
        PRIMARY KEY (game_id, id)
      )`);
    await q.query(`
      CREATE TABLE inoculation_chart (
        game_id    text NOT NULL,
        edition_id text NOT NULL,
        from_face  integer NOT NULL CHECK (from_face BETWEEN 1 AND 6),
        to_face    integer NOT NULL CHECK (to_face BETWEEN 1 AND 6),
        effect     text NOT NULL,
        PRIMARY KEY (game_id, edition_id, from_face),
        CHECK (to_face >= from_face),
        FOREIGN KEY (game_id, edition_id) REFERENCES editions (game_id, id) ON DELETE CASCADE,
        FOREIGN KEY (game_id, effect) REFERENCES inoculation_effects (game_id, id)
      )`);

    const named = (table: string): string => `
        CONSTRAINT ${table}_name_check
          CHECK (CASE WHEN owner IS NULL THEN arbiter_is_localized(name) ELSE arbiter_is_partly_localized(name) END),
        CONSTRAINT ${table}_summary_check
          CHECK (CASE WHEN owner IS NULL THEN arbiter_is_localized(summary) ELSE arbiter_is_partly_localized(summary) END),
        CONSTRAINT ${table}_owner_check CHECK (owner IS NULL OR arbiter_is_slug(owner, 64)),
        CONSTRAINT ${table}_builtin_not_deleted_check CHECK (owner IS NOT NULL OR deleted_at IS NULL)`;
    const bookkeeping = `
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now(),
        deleted_at        timestamptz,
        version           integer NOT NULL DEFAULT 1 CHECK (version >= 1)`;

    await q.query(`
      CREATE TABLE weapons (
        pk                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        game_id           text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        id                text NOT NULL CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        owner             text,
        name              jsonb NOT NULL,
        summary           jsonb NOT NULL,
        melee             boolean NOT NULL DEFAULT false,
        range             double precision NOT NULL CHECK (range >= 0),
        strength          integer NOT NULL CHECK (strength >= 0),
        strength_dice     integer NOT NULL CHECK (strength_dice >= 0),
        rof_shots         integer NOT NULL CHECK (rof_shots >= 0),
        rof_action_points integer NOT NULL CHECK (rof_action_points >= 1),
        move_and_fire     boolean NOT NULL DEFAULT false,
        indirect          boolean NOT NULL DEFAULT false,
        area_of_effect    double precision CHECK (area_of_effect > 0),
        arc_length        double precision CHECK (arc_length > 0),
        arc_half_width    double precision CHECK (arc_half_width > 0),
        ignores_cover     boolean NOT NULL DEFAULT false,
        position          integer NOT NULL DEFAULT 0,${bookkeeping},
        CHECK ((arc_length IS NULL) = (arc_half_width IS NULL)),
        CHECK (melee OR (range > 0 AND rof_shots >= 1)),
        CHECK (NOT melee OR (range = 0 AND strength = 0)),${named('weapons')},
        CONSTRAINT weapons_custom_namespace_check CHECK ((owner IS NOT NULL) = (id LIKE 'custom-%'))
      )`);

    await q.query(`
      CREATE TABLE units (
        pk            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        game_id       text NOT NULL,
        faction_id    text NOT NULL,
        slug          text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        id            text GENERATED ALWAYS AS (faction_id || '/' || slug) STORED,
        owner         text,
        name          jsonb NOT NULL,
        summary       jsonb NOT NULL,
        training      text NOT NULL CHECK (training IN ('green', 'regular', 'veteran', 'elite')),
        action_points integer GENERATED ALWAYS AS (
                        CASE training WHEN 'green' THEN 1 WHEN 'regular' THEN 2
                                      WHEN 'veteran' THEN 3 WHEN 'elite' THEN 4 END) STORED,
        movement      integer NOT NULL CHECK (movement >= 0),
        ranged_combat integer,
        close_combat  integer NOT NULL CHECK (close_combat >= 0),
        armor         integer NOT NULL CHECK (armor >= 0),
        strength      integer NOT NULL CHECK (strength >= 0),
        drive         integer NOT NULL CHECK (drive >= 0),
        wounds        integer NOT NULL CHECK (wounds >= 1),
        special_rules text[] NOT NULL DEFAULT '{}',
        weapons       text[] NOT NULL DEFAULT '{}',
        position      integer NOT NULL DEFAULT 0,${bookkeeping},
        builtin_faction_id text GENERATED ALWAYS AS (CASE WHEN owner IS NULL THEN faction_id END) STORED,${named('units')},
        CONSTRAINT units_builtin_faction_fkey
          FOREIGN KEY (game_id, builtin_faction_id) REFERENCES factions (game_id, id) ON DELETE CASCADE,
        CONSTRAINT units_game_id_fkey FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE,
        CONSTRAINT units_custom_namespace_check CHECK ((owner IS NOT NULL) = (faction_id = 'custom')),
        CONSTRAINT units_ranged_combat_check CHECK (ranged_combat BETWEEN 1 AND 6 OR (owner IS NOT NULL AND ranged_combat = 7))
      )`);

    await q.query(LEGACY_HISTORY_FUNCTION('kind', true));
    for (const [table, entity] of [
      ['weapons', 'weapon'],
      ['units', 'unit'],
    ] as const) {
      await q.query(`CREATE UNIQUE INDEX ${table}_builtin_id_uq ON ${table} (game_id, id) WHERE owner IS NULL`);
      await q.query(`CREATE UNIQUE INDEX ${table}_owner_id_uq ON ${table} (game_id, owner, id) WHERE owner IS NOT NULL`);
      await q.query(`CREATE INDEX ${table}_owner_idx ON ${table} (owner, game_id) WHERE owner IS NOT NULL`);
      await q.query(`
        CREATE TRIGGER ${table}_keep_custom_history AFTER UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION arbiter_keep_custom_history('${entity}')`);
      await q.query(`
        CREATE TRIGGER ${table}_notify_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION arbiter_notify_catalog_change()`);
    }
  }
}
