import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shared rulings keep what replays them instead of their reply, and who shared them for a day.
 *
 * - `pins`: the catalog entries the ruling names, as they were when it was ruled (its replay and
 *   its continuation read those, never the sharer's catalog as it is now); `seed`: the seed the
 *   server drew when the body carried no dice; `verdict`: a digest of what it decided, which a
 *   replay must give again. The reply (`response`, up to hundreds of KB) is no longer stored.
 * - `sharer`: the client address or API key owner that shared it, counted by the daily quota
 *   and cleared by the cleanup once the quota no longer counts it.
 *
 * Rulings shared before: those made against the built-in catalog alone (`owner` null) become
 * replayable as any other (no entries pinned: the built-in ones as they are now). Those that may
 * name an owner's custom entries cannot be pinned after the fact (the entries may have changed
 * since): they keep their stored reply and `owner`, are read as stored, and cannot be continued.
 * New rulings leave `owner` null: a replay reads the pinned entries, not an owner's catalog.
 */
export class SharedRulingsReplay1795900000800 implements MigrationInterface {
  name = 'SharedRulingsReplay1795900000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE shared_rulings
        ADD COLUMN seed    text,
        ADD COLUMN pins    jsonb,
        ADD COLUMN verdict text,
        ADD COLUMN sharer  text,
        ALTER COLUMN response DROP NOT NULL`);
    await q.query(`UPDATE shared_rulings SET seed = response->'dice'->>'seed' WHERE response->'dice'->>'mode' = 'random'`);
    await q.query(`UPDATE shared_rulings SET pins = '[]', response = NULL WHERE owner IS NULL`);
    await q.query(`ALTER TABLE shared_rulings ADD CONSTRAINT shared_rulings_replay_or_reply CHECK ((pins IS NULL) <> (response IS NULL))`);
    await q.query(`CREATE INDEX shared_rulings_sharer_idx ON shared_rulings (sharer, created_at) WHERE sharer IS NOT NULL`);
  }

  /** Rulings shared since cannot be brought back (no reply was kept): they go. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX shared_rulings_sharer_idx`);
    await q.query(`ALTER TABLE shared_rulings DROP CONSTRAINT shared_rulings_replay_or_reply`);
    await q.query(`DELETE FROM shared_rulings WHERE response IS NULL`);
    await q.query(`ALTER TABLE shared_rulings ALTER COLUMN response SET NOT NULL`);
    await q.query(`ALTER TABLE shared_rulings DROP COLUMN seed, DROP COLUMN pins, DROP COLUMN verdict, DROP COLUMN sharer`);
  }
}
