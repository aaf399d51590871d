import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Warbooks in the owners' usage (`owner_usage`, `arbiter_charge`: migrations/1795900000400-OwnerQuotas.ts),
 * kept by triggers like the catalog entries' count:
 *
 * - `warbooks`: the owner's live warbooks (quota `warbooks`);
 * - `archetypes:<warbook pk>`: a warbook's live archetypes (quota `archetypes_per_warbook`);
 * - `bytes`: a live warbook's name and description, and its live archetypes' and play lists' names
 *   and contents (quota `stored_bytes`, shared with the owner's custom entries). Deleting a warbook
 *   takes its parts out of the count, restoring it puts them back (and may be refused).
 */
export class WartimeQuotas1795900000500 implements MigrationInterface {
  name = 'WartimeQuotas1795900000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION arbiter_wartime_parts_size(p_warbook bigint) RETURNS bigint
      LANGUAGE sql STABLE AS $$
        SELECT (SELECT coalesce(sum(arbiter_stored_size(name, profile)), 0) FROM wartime_warbook_archetypes WHERE warbook_pk = p_warbook AND deleted_at IS NULL)
             + (SELECT coalesce(sum(arbiter_stored_size(name, list)), 0) FROM wartime_play_lists WHERE warbook_pk = p_warbook AND deleted_at IS NULL)
      $$`);
    await q.query(`
      CREATE FUNCTION arbiter_charge_wartime_warbook() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        old_live boolean := TG_OP <> 'INSERT' AND OLD.owner IS NOT NULL AND OLD.deleted_at IS NULL;
        new_live boolean := TG_OP <> 'DELETE' AND NEW.owner IS NOT NULL AND NEW.deleted_at IS NULL;
        old_size bigint := 0;
        new_size bigint := 0;
      BEGIN
        IF old_live THEN old_size := arbiter_stored_size(OLD.name, OLD.description); END IF;
        IF new_live THEN new_size := arbiter_stored_size(NEW.name, NEW.description); END IF;
        IF old_live AND new_live AND OLD.owner = NEW.owner THEN
          PERFORM arbiter_charge(NEW.owner, 'bytes', new_size - old_size, 'stored_bytes');
          RETURN NULL;
        END IF;
        IF old_live THEN
          PERFORM arbiter_charge(OLD.owner, 'warbooks', -1, NULL);
          PERFORM arbiter_charge(OLD.owner, 'bytes', -old_size - arbiter_wartime_parts_size(OLD.pk), NULL);
        END IF;
        IF new_live THEN
          PERFORM arbiter_charge(NEW.owner, 'warbooks', 1, 'warbooks');
          PERFORM arbiter_charge(NEW.owner, 'bytes', new_size + arbiter_wartime_parts_size(NEW.pk), 'stored_bytes');
        END IF;
        RETURN NULL;
      END
      $$`);
    // An archetype or a play list: `content` is the column holding it (TG_ARGV[0]).
    await q.query(`
      CREATE FUNCTION arbiter_charge_wartime_part() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        old_live boolean := TG_OP <> 'INSERT' AND OLD.owner IS NOT NULL AND OLD.deleted_at IS NULL;
        new_live boolean := TG_OP <> 'DELETE' AND NEW.owner IS NOT NULL AND NEW.deleted_at IS NULL;
        counted boolean := TG_TABLE_NAME = 'wartime_warbook_archetypes';
        old_size bigint := 0;
        new_size bigint := 0;
      BEGIN
        -- A part of a deleted warbook is out of the byte count until the warbook is restored.
        IF old_live AND EXISTS (SELECT 1 FROM wartime_warbooks w WHERE w.pk = OLD.warbook_pk AND w.deleted_at IS NULL) THEN
          old_size := arbiter_stored_size(OLD.name, to_jsonb(OLD) -> TG_ARGV[0]);
        END IF;
        IF new_live AND EXISTS (SELECT 1 FROM wartime_warbooks w WHERE w.pk = NEW.warbook_pk AND w.deleted_at IS NULL) THEN
          new_size := arbiter_stored_size(NEW.name, to_jsonb(NEW) -> TG_ARGV[0]);
        END IF;
        IF TG_OP = 'UPDATE' AND OLD.owner = NEW.owner AND OLD.warbook_pk = NEW.warbook_pk THEN
          IF counted THEN PERFORM arbiter_charge(NEW.owner, 'archetypes:' || NEW.warbook_pk, new_live::int - old_live::int, 'archetypes_per_warbook'); END IF;
          PERFORM arbiter_charge(NEW.owner, 'bytes', new_size - old_size, 'stored_bytes');
          RETURN NULL;
        END IF;
        IF old_live THEN
          IF counted THEN PERFORM arbiter_charge(OLD.owner, 'archetypes:' || OLD.warbook_pk, -1, NULL); END IF;
          PERFORM arbiter_charge(OLD.owner, 'bytes', -old_size, NULL);
        END IF;
        IF new_live THEN
          IF counted THEN PERFORM arbiter_charge(NEW.owner, 'archetypes:' || NEW.warbook_pk, 1, 'archetypes_per_warbook'); END IF;
          PERFORM arbiter_charge(NEW.owner, 'bytes', new_size, 'stored_bytes');
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER wartime_warbooks_charge AFTER INSERT OR UPDATE OR DELETE ON wartime_warbooks
        FOR EACH ROW EXECUTE FUNCTION arbiter_charge_wartime_warbook()`);
    for (const [table, column] of PARTS) {
      await q.query(`
        CREATE TRIGGER ${table}_charge AFTER INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION arbiter_charge_wartime_part('${column}')`);
    }

    // What is stored already.
    await q.query(`
      INSERT INTO owner_usage (owner, metric, used)
      SELECT owner, 'warbooks', count(*) FROM wartime_warbooks WHERE owner IS NOT NULL AND deleted_at IS NULL GROUP BY owner`);
    await q.query(`
      INSERT INTO owner_usage (owner, metric, used)
      SELECT owner, 'archetypes:' || warbook_pk, count(*) FROM wartime_warbook_archetypes WHERE owner IS NOT NULL AND deleted_at IS NULL GROUP BY owner, warbook_pk`);
    await q.query(`
      INSERT INTO owner_usage AS u (owner, metric, used)
      SELECT owner, 'bytes', sum(arbiter_stored_size(name, description) + arbiter_wartime_parts_size(pk))
        FROM wartime_warbooks WHERE owner IS NOT NULL AND deleted_at IS NULL GROUP BY owner
      ON CONFLICT (owner, metric) DO UPDATE SET used = u.used + excluded.used`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of PARTS) await q.query(`DROP TRIGGER ${table}_charge ON ${table}`);
    await q.query(`DROP TRIGGER wartime_warbooks_charge ON wartime_warbooks`);
    await q.query(`DROP FUNCTION arbiter_charge_wartime_part()`);
    await q.query(`DROP FUNCTION arbiter_charge_wartime_warbook()`);
    await q.query(`DROP FUNCTION arbiter_wartime_parts_size(bigint)`);
    await q.query(`DELETE FROM owner_usage WHERE metric = 'warbooks' OR metric LIKE 'archetypes:%'`);
    // The byte count goes back to the custom entries alone.
    await q.query(`
      UPDATE owner_usage u SET used = coalesce((
        SELECT sum(arbiter_stored_size(e.name, e.summary, e.profile)) FROM catalog_entries e WHERE e.owner = u.owner AND e.deleted_at IS NULL), 0)
       WHERE u.metric = 'bytes'`);
  }
}

/** The warbook's parts, and the column holding each one's content. */
const PARTS = [
  ['wartime_warbook_archetypes', 'profile'],
  ['wartime_play_lists', 'list'],
] as const;
