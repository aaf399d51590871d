import { MigrationInterface, QueryRunner } from 'typeorm';
import FROZEN_SEED from './1795300000100-AeWwiiSeed.data.json';

/**
 * Moves AE-WWII's catalog out of the legacy tables into `catalog_entries`
 * (migrations/1795500000000-CatalogEntries.ts), losing nothing:
 *
 * - every unit and weapon row, built-in and custom, live and soft-deleted, becomes an entry of
 *   kind `unit` or `weapon` with the same id, owner, names, position, timestamps and version; the
 *   stat columns become the `jsonb` profile that src/engine/ae-wwii/catalog.ts describes;
 * - psi powers become entries of kind `psi-power` (profile: the ruling that defines the power);
 * - custom entries' history rows point at the new entries (`entry_pk`; an entry deleted by hand
 *   keeps its old key in `data.pk`);
 * - the inoculation chart rows were a copy of each edition's `rules.inoculation`, and the effects'
 *   names are the engine's (`effect-name.*` messages): both tables' AE rows go.
 *
 * The rows are deleted from the legacy tables with their triggers off: they moved, nobody deleted
 * them, so no history row and no notification is owed. 1795500000200-DropLegacyCatalogTables then
 * drops the emptied tables.
 */
export class AeWwiiCatalogEntries1795500000100 implements MigrationInterface {
  name = 'AeWwiiCatalogEntries1795500000100';

  async up(q: QueryRunner): Promise<void> {
    const game = [GAME];
    await q.query(`
      INSERT INTO catalog_entries (game_id, kind, id, faction_id, owner, name, summary, profile, position, created_at, updated_at, deleted_at, version)
      SELECT game_id, 'psi-power', id, NULL, NULL, name, summary, jsonb_build_object('ruling', ruling_id), position, now(), now(), NULL, 1
        FROM psi_powers WHERE game_id = $1 ORDER BY position, id`, game);
    await q.query(`
      INSERT INTO catalog_entries (game_id, kind, id, faction_id, owner, name, summary, profile, position, created_at, updated_at, deleted_at, version)
      SELECT game_id, 'weapon', id, NULL, owner, name, summary,
             jsonb_build_object(
               'melee', melee, 'range', range, 'strength', strength, 'strengthDice', strength_dice,
               'rateOfFire', jsonb_build_object('shots', rof_shots, 'actionPoints', rof_action_points),
               'moveAndFire', move_and_fire, 'indirect', indirect, 'areaOfEffect', area_of_effect,
               'arc', CASE WHEN arc_length IS NULL THEN 'null'::jsonb ELSE jsonb_build_object('length', arc_length, 'halfWidth', arc_half_width) END,
               'ignoresCover', ignores_cover),
             position, created_at, updated_at, deleted_at, version
        FROM weapons WHERE game_id = $1 ORDER BY pk`, game);
    await q.query(`
      INSERT INTO catalog_entries (game_id, kind, id, faction_id, owner, name, summary, profile, position, created_at, updated_at, deleted_at, version)
      SELECT game_id, 'unit', id, faction_id, owner, name, summary,
             jsonb_build_object(
               'training', training, 'movement', movement, 'rangedCombat', ranged_combat, 'closeCombat', close_combat,
               'armor', armor, 'strength', strength, 'drive', drive, 'wounds', wounds,
               'specialRules', to_jsonb(special_rules), 'weapons', to_jsonb(weapons)),
             position, created_at, updated_at, deleted_at, version
        FROM units WHERE game_id = $1 ORDER BY pk`, game);

    // One statement per table, so every row is matched against the keys as they were.
    for (const [table, kind] of LEGACY) {
      await q.query(
        `UPDATE catalog_history h
            SET entry_pk = (SELECT e.pk FROM ${table} l JOIN catalog_entries e
                              ON e.game_id = l.game_id AND e.kind = $2 AND e.owner = l.owner AND e.id = l.id
                             WHERE l.pk = h.entry_pk)
          WHERE h.game_id = $1 AND h.row_format = $3`,
        [GAME, kind, table],
      );
    }

    for (const [table] of LEGACY) await q.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    for (const table of ['inoculation_chart', 'inoculation_effects', 'psi_powers', 'units', 'weapons']) {
      await q.query(`DELETE FROM ${table} WHERE game_id = $1`, game);
    }
    for (const [table] of LEGACY) await q.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }

  /** Moves the entries back (the legacy tables exist again: 1795500000200's down recreated them). */
  async down(q: QueryRunner): Promise<void> {
    const game = [GAME];
    const kinds = (await q.query(`SELECT DISTINCT kind FROM catalog_entries WHERE game_id = $1 AND kind NOT IN ('unit', 'weapon', 'psi-power')`, game)) as { kind: string }[];
    if (kinds.length > 0) throw new Error(`AE-WWII entries of kinds the legacy tables cannot hold: ${kinds.map((k) => k.kind).join(', ')}; nothing is moved`);

    await q.query(`
      INSERT INTO psi_powers (game_id, id, name, summary, ruling_id, position)
      SELECT game_id, id, name, summary, profile ->> 'ruling', position
        FROM catalog_entries WHERE game_id = $1 AND kind = 'psi-power' AND owner IS NULL ORDER BY position, id`, game);
    for (const [effect, name] of Object.entries(FROZEN_SEED.inoculationEffects)) {
      await q.query(`INSERT INTO inoculation_effects (game_id, id, name) VALUES ($1, $2, $3::jsonb)`, [GAME, effect, JSON.stringify(name)]);
    }
    await q.query(`
      INSERT INTO inoculation_chart (game_id, edition_id, from_face, to_face, effect)
      SELECT e.game_id, e.id, (r ->> 'from')::int, (r ->> 'to')::int, r ->> 'value'
        FROM editions e, jsonb_array_elements(e.rules -> 'inoculation') r WHERE e.game_id = $1`, game);
    await q.query(`
      INSERT INTO weapons (game_id, id, owner, name, summary, melee, range, strength, strength_dice, rof_shots, rof_action_points,
                           move_and_fire, indirect, area_of_effect, arc_length, arc_half_width, ignores_cover, position,
                           created_at, updated_at, deleted_at, version)
      SELECT game_id, id, owner, name, summary, (p ->> 'melee')::boolean, (p ->> 'range')::float8, (p ->> 'strength')::int,
             (p ->> 'strengthDice')::int, (p #>> '{rateOfFire,shots}')::int, (p #>> '{rateOfFire,actionPoints}')::int,
             (p ->> 'moveAndFire')::boolean, (p ->> 'indirect')::boolean, (p ->> 'areaOfEffect')::float8,
             (p #>> '{arc,length}')::float8, (p #>> '{arc,halfWidth}')::float8, (p ->> 'ignoresCover')::boolean, position,
             created_at, updated_at, deleted_at, version
        FROM (SELECT *, profile AS p FROM catalog_entries WHERE game_id = $1 AND kind = 'weapon') w ORDER BY pk`, game);
    await q.query(`
      INSERT INTO units (game_id, faction_id, slug, owner, name, summary, training, movement, ranged_combat, close_combat, armor,
                         strength, drive, wounds, special_rules, weapons, position, created_at, updated_at, deleted_at, version)
      SELECT game_id, faction_id, split_part(id, '/', 2), owner, name, summary, p ->> 'training', (p ->> 'movement')::int,
             (p ->> 'rangedCombat')::int, (p ->> 'closeCombat')::int, (p ->> 'armor')::int, (p ->> 'strength')::int,
             (p ->> 'drive')::int, (p ->> 'wounds')::int,
             ARRAY(SELECT jsonb_array_elements_text(p -> 'specialRules')), ARRAY(SELECT jsonb_array_elements_text(p -> 'weapons')),
             position, created_at, updated_at, deleted_at, version
        FROM (SELECT *, profile AS p FROM catalog_entries WHERE game_id = $1 AND kind = 'unit') u ORDER BY pk`, game);

    for (const [table, kind] of LEGACY) {
      await q.query(
        `UPDATE catalog_history h
            SET entry_pk = (SELECT l.pk FROM catalog_entries e JOIN ${table} l
                              ON l.game_id = e.game_id AND l.owner = e.owner AND l.id = e.id
                             WHERE e.pk = h.entry_pk)
          WHERE h.game_id = $1 AND h.kind = $2 AND h.entry_pk IS NOT NULL`,
        [GAME, kind],
      );
    }

    await q.query(`ALTER TABLE catalog_entries DISABLE TRIGGER catalog_entries_keep_history`);
    await q.query(`DELETE FROM catalog_entries WHERE game_id = $1`, game);
    await q.query(`ALTER TABLE catalog_entries ENABLE TRIGGER catalog_entries_keep_history`);
  }
}

const GAME = 'ae-wwii';
/** Legacy table → the kind its rows become. */
const LEGACY = [
  ['units', 'unit'],
  ['weapons', 'weapon'],
] as const;
