import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shared rulings (`POST .../resolve/{action}?share=true`, `GET /v1/shared/{id}`): a resolution
 * stored under a short unguessable id, with the request that made it, for 30 days. Rows past
 * `expires_at` are never served and are deleted by every replica's cleanup (a plain DELETE by
 * expiry, which two replicas may run at once). `owner`: the key owner whose custom entries the
 * request named, so a re-rendering in another language reads the same catalog.
 */
export class SharedRulings1795800000000 implements MigrationInterface {
  name = 'SharedRulings1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shared_rulings (
        id         text PRIMARY KEY CHECK (id ~ '^[0-9A-Za-z]{12}$'),
        game       text NOT NULL,
        action     text NOT NULL,
        request    jsonb NOT NULL,
        params     jsonb NOT NULL,
        response   jsonb NOT NULL,
        lang       text NOT NULL CHECK (lang IN ('en', 'es', 'fr')),
        owner      text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL CHECK (expires_at > created_at)
      )`);
    await q.query(`CREATE INDEX shared_rulings_expires_idx ON shared_rulings (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shared_rulings`);
  }
}
