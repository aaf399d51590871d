import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each owner stores, counted as it is written, so that a write over a quota is refused in
 * the transaction that makes it.
 *
 * - `owner_usage`: one row per owner and metric (`entries:<game>`: live custom entries of a game;
 *   `bytes`: the JSON size of what the owner's live rows hold; games add their own, Wartime's
 *   `warbooks` and `archetypes:<warbook>`). Kept by triggers, so every code path (psql included)
 *   keeps it right, and a quota check reads one row instead of counting the owner's rows.
 * - `arbiter_charge(owner, metric, delta, quota)`: adds `delta`; when it grows the metric past the
 *   transaction's setting `arbiter.quota.<quota>` it raises SQLSTATE `QUOTA`, with the quota, its
 *   limit and the usage as JSON in DETAIL, and the statement fails. The app sets those settings at
 *   the start of each of its write transactions (SET LOCAL, from its environment); without them
 *   (psql, data migrations) nothing is refused. A write that lowers a metric, or leaves it as it
 *   was, is never refused, even past a quota lowered since.
 * - Two writes of one owner serialize on the counter row they both change, so two concurrent
 *   writes cannot both take the last unit of a quota.
 */
export class OwnerQuotas1795900000400 implements MigrationInterface {
  name = 'OwnerQuotas1795900000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE owner_usage (
        owner  text NOT NULL CHECK (arbiter_is_slug(owner, 64)),
        metric text NOT NULL CHECK (metric ~ '^[a-z]+(:[a-z0-9-]+)?$' AND length(metric) <= 120),
        used   bigint NOT NULL CHECK (used >= 0),
        PRIMARY KEY (owner, metric)
      )`);
    await q.query(`
      CREATE FUNCTION arbiter_charge(p_owner text, p_metric text, p_delta bigint, p_quota text) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        now_used bigint;
        quota_limit text;
      BEGIN
        IF p_owner IS NULL OR p_delta = 0 THEN
          RETURN;
        END IF;
        INSERT INTO owner_usage AS u (owner, metric, used) VALUES (p_owner, p_metric, greatest(p_delta, 0))
          ON CONFLICT (owner, metric) DO UPDATE SET used = greatest(u.used + p_delta, 0)
          RETURNING u.used INTO now_used;
        IF p_delta > 0 AND p_quota IS NOT NULL THEN
          quota_limit := current_setting('arbiter.quota.' || p_quota, true);
          IF quota_limit IS NOT NULL AND quota_limit <> '' AND now_used > quota_limit::bigint THEN
            RAISE EXCEPTION 'quota % exceeded: % of %', p_quota, now_used, quota_limit
              USING ERRCODE = 'QUOTA', DETAIL = json_build_object('quota', p_quota, 'metric', p_metric, 'limit', quota_limit::bigint, 'used', now_used)::text;
          END IF;
        END IF;
      END
      $$`);
    // What a row stores, as the quota counts it: the UTF-8 length of its JSON values.
    await q.query(`
      CREATE FUNCTION arbiter_stored_size(VARIADIC parts jsonb[]) RETURNS bigint
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(sum(octet_length(p::text)), 0)::bigint FROM unnest(parts) AS p
      $$`);
    await q.query(`
      CREATE FUNCTION arbiter_charge_catalog_entry() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        old_live boolean := TG_OP <> 'INSERT' AND OLD.owner IS NOT NULL AND OLD.deleted_at IS NULL;
        new_live boolean := TG_OP <> 'DELETE' AND NEW.owner IS NOT NULL AND NEW.deleted_at IS NULL;
        old_size bigint := 0;
        new_size bigint := 0;
      BEGIN
        IF old_live THEN old_size := arbiter_stored_size(OLD.name, OLD.summary, OLD.profile); END IF;
        IF new_live THEN new_size := arbiter_stored_size(NEW.name, NEW.summary, NEW.profile); END IF;
        IF old_live AND new_live AND OLD.owner = NEW.owner AND OLD.game_id = NEW.game_id THEN
          -- An edit: only its growth counts (a smaller entry is never refused).
          PERFORM arbiter_charge(NEW.owner, 'bytes', new_size - old_size, 'stored_bytes');
          RETURN NULL;
        END IF;
        IF old_live THEN
          PERFORM arbiter_charge(OLD.owner, 'entries:' || OLD.game_id, -1, NULL);
          PERFORM arbiter_charge(OLD.owner, 'bytes', -old_size, NULL);
        END IF;
        IF new_live THEN
          PERFORM arbiter_charge(NEW.owner, 'entries:' || NEW.game_id, 1, 'entries_per_game');
          PERFORM arbiter_charge(NEW.owner, 'bytes', new_size, 'stored_bytes');
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER catalog_entries_charge AFTER INSERT OR UPDATE OR DELETE ON catalog_entries
        FOR EACH ROW EXECUTE FUNCTION arbiter_charge_catalog_entry()`);
    // What is stored already.
    await q.query(`
      INSERT INTO owner_usage (owner, metric, used)
      SELECT owner, 'entries:' || game_id, count(*) FROM catalog_entries WHERE owner IS NOT NULL AND deleted_at IS NULL GROUP BY owner, game_id`);
    await q.query(`
      INSERT INTO owner_usage (owner, metric, used)
      SELECT owner, 'bytes', sum(arbiter_stored_size(name, summary, profile)) FROM catalog_entries WHERE owner IS NOT NULL AND deleted_at IS NULL GROUP BY owner`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER catalog_entries_charge ON catalog_entries`);
    await q.query(`DROP FUNCTION arbiter_charge_catalog_entry()`);
    await q.query(`DROP FUNCTION arbiter_stored_size(jsonb[])`);
    await q.query(`DROP FUNCTION arbiter_charge(text, text, bigint, text)`);
    await q.query(`DROP TABLE owner_usage`);
  }
}
