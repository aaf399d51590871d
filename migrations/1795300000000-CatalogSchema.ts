import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalog schema shared by every game. Names and summaries are localized jsonb objects that must
 * carry en, es and fr; the check lives in one SQL function so every table enforces the same rule.
 * Units and weapons have a surrogate key because `owner` (null = built-in, read-only) will let
 * custom catalogs reuse an id per owner; partial unique indexes keep ids unique per owner.
 */
export class CatalogSchema1795300000000 implements MigrationInterface {
  name = 'CatalogSchema1795300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION arbiter_is_localized(v jsonb) RETURNS boolean
      LANGUAGE sql IMMUTABLE AS $$
        -- coalesce: a missing key yields NULL, and a CHECK treats NULL as passing.
        SELECT coalesce(jsonb_typeof(v) = 'object'
           AND jsonb_typeof(v -> 'en') = 'string'
           AND jsonb_typeof(v -> 'es') = 'string'
           AND jsonb_typeof(v -> 'fr') = 'string', false)
      $$`);

    await q.query(`
      CREATE TABLE games (
        id        text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name      jsonb NOT NULL CHECK (arbiter_is_localized(name)),
        summary   jsonb NOT NULL CHECK (arbiter_is_localized(summary)),
        languages text[] NOT NULL CHECK (cardinality(languages) > 0 AND 'en' = ANY (languages)),
        actions   text[] NOT NULL,
        position  integer NOT NULL DEFAULT 0
      )`);

    await q.query(`
      CREATE TABLE editions (
        game_id  text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        id       text NOT NULL CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        language text NOT NULL,
        name     jsonb NOT NULL CHECK (arbiter_is_localized(name)),
        rules    jsonb NOT NULL CHECK (jsonb_typeof(rules) = 'object'),
        position integer NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, id)
      )`);

    await q.query(`
      CREATE TABLE factions (
        game_id  text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        id       text NOT NULL CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name     jsonb NOT NULL CHECK (arbiter_is_localized(name)),
        summary  jsonb NOT NULL CHECK (arbiter_is_localized(summary)),
        position integer NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, id)
      )`);

    await q.query(`
      CREATE TABLE special_rules (
        game_id  text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        id       text NOT NULL CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name     jsonb NOT NULL CHECK (arbiter_is_localized(name)),
        summary  jsonb NOT NULL CHECK (arbiter_is_localized(summary)),
        position integer NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, id)
      )`);

    await q.query(`
      CREATE TABLE rulings (
        id       text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]+/[a-z0-9-]+$'),
        game_id  text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        kind     text NOT NULL CHECK (kind IN ('register', 'edition', 'project')),
        editions text[],
        title    jsonb NOT NULL CHECK (arbiter_is_localized(title)),
        text     jsonb NOT NULL CHECK (arbiter_is_localized(text)),
        position integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX rulings_game_idx ON rulings (game_id, position)`);

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

    await q.query(`
      CREATE TABLE weapons (
        pk                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        game_id           text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        id                text NOT NULL CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        owner             text,
        name              jsonb NOT NULL CHECK (arbiter_is_localized(name)),
        summary           jsonb NOT NULL CHECK (arbiter_is_localized(summary)),
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
        position          integer NOT NULL DEFAULT 0,
        CHECK ((arc_length IS NULL) = (arc_half_width IS NULL)),
        CHECK (melee OR (range > 0 AND rof_shots >= 1)),
        CHECK (NOT melee OR (range = 0 AND strength = 0))
      )`);
    await q.query(`CREATE UNIQUE INDEX weapons_builtin_id_uq ON weapons (game_id, id) WHERE owner IS NULL`);
    await q.query(`CREATE UNIQUE INDEX weapons_owner_id_uq ON weapons (game_id, owner, id) WHERE owner IS NOT NULL`);

    await q.query(`
      CREATE TABLE units (
        pk            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        game_id       text NOT NULL,
        faction_id    text NOT NULL,
        slug          text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        id            text GENERATED ALWAYS AS (faction_id || '/' || slug) STORED,
        owner         text,
        name          jsonb NOT NULL CHECK (arbiter_is_localized(name)),
        summary       jsonb NOT NULL CHECK (arbiter_is_localized(summary)),
        training      text NOT NULL CHECK (training IN ('green', 'regular', 'veteran', 'elite')),
        action_points integer GENERATED ALWAYS AS (
                        CASE training WHEN 'green' THEN 1 WHEN 'regular' THEN 2
                                      WHEN 'veteran' THEN 3 WHEN 'elite' THEN 4 END) STORED,
        movement      integer NOT NULL CHECK (movement >= 0),
        ranged_combat integer CHECK (ranged_combat BETWEEN 1 AND 6),
        close_combat  integer NOT NULL CHECK (close_combat >= 0),
        armor         integer NOT NULL CHECK (armor >= 0),
        strength      integer NOT NULL CHECK (strength >= 0),
        drive         integer NOT NULL CHECK (drive >= 0),
        wounds        integer NOT NULL CHECK (wounds >= 1),
        special_rules text[] NOT NULL DEFAULT '{}',
        weapons       text[] NOT NULL DEFAULT '{}',
        position      integer NOT NULL DEFAULT 0,
        FOREIGN KEY (game_id, faction_id) REFERENCES factions (game_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX units_builtin_id_uq ON units (game_id, id) WHERE owner IS NULL`);
    await q.query(`CREATE UNIQUE INDEX units_owner_id_uq ON units (game_id, owner, id) WHERE owner IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'units',
      'weapons',
      'inoculation_chart',
      'inoculation_effects',
      'psi_powers',
      'rulings',
      'special_rules',
      'factions',
      'editions',
      'games',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`DROP FUNCTION arbiter_is_localized(jsonb)`);
  }
}
