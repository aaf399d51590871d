import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A change to one owner's row names the row: `{"kind": "catalog", "owner": ..., "table": ...,
 * "pk": ...}` instead of the owner alone, so each replica re-reads that row (and what depends on
 * it) rather than every row the owner has. The trigger function is the one `catalog_entries` and
 * every game table of owner entries run (`arbiter_notify_catalog_change`); all of them key their
 * rows on `pk`. Built-in rows (no owner) still notify `{"kind": "catalog"}`: everything is
 * reloaded. A replica of the previous release reads only `kind` and `owner`, and reloads the owner.
 */
export class RowChangeNotifications1795900000600 implements MigrationInterface {
  name = 'RowChangeNotifications1795900000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION arbiter_notify_catalog_change() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        row_owner text := CASE WHEN TG_OP = 'DELETE' THEN OLD.owner ELSE NEW.owner END;
        row_pk text := CASE WHEN TG_OP = 'DELETE' THEN OLD.pk ELSE NEW.pk END::text;
      BEGIN
        IF row_owner IS NULL THEN
          PERFORM pg_notify('arbiter_changes', json_build_object('kind', 'catalog')::text);
        ELSE
          PERFORM pg_notify('arbiter_changes', json_build_object('kind', 'catalog', 'owner', row_owner, 'table', TG_TABLE_NAME, 'pk', row_pk)::text);
        END IF;
        -- An update that moves a row between owners (only possible by hand) concerns both.
        IF TG_OP = 'UPDATE' AND OLD.owner IS DISTINCT FROM NEW.owner THEN
          PERFORM pg_notify('arbiter_changes', json_build_object('kind', 'catalog')::text);
        END IF;
        RETURN NULL;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION arbiter_notify_catalog_change() RETURNS trigger
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
  }
}
