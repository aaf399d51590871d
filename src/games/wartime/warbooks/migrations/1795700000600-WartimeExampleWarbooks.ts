import { MigrationInterface, QueryRunner } from 'typeorm';
import type { ExampleWarbook } from '../examples.data';
import DATA from './1795700000600-WartimeExampleWarbooks.data.json';

/** The built-in example warbooks (owner NULL, read-only), from the frozen JSON next to this file. */
export const EXAMPLE_WARBOOKS_SEED = DATA as unknown as readonly ExampleWarbook[];

const json = (v: unknown): string => JSON.stringify(v);

export class WartimeExampleWarbooks1795700000600 implements MigrationInterface {
  name = 'WartimeExampleWarbooks1795700000600';

  async up(q: QueryRunner): Promise<void> {
    for (const [i, w] of EXAMPLE_WARBOOKS_SEED.entries()) {
      const rows = (await q.query(`INSERT INTO wartime_warbooks (owner, slug, name, description, position) VALUES (NULL, $1, $2::jsonb, $3::jsonb, $4) RETURNING pk::text AS pk`, [
        w.slug,
        json(w.name),
        json(w.description),
        i,
      ])) as { pk: string }[];
      const pk = rows[0]?.pk;
      if (pk === undefined) throw new Error(`example warbook ${w.slug}: no row inserted`);
      for (const [j, a] of w.archetypes.entries()) {
        await q.query(`INSERT INTO wartime_warbook_archetypes (warbook_pk, owner, slug, name, profile, position) VALUES ($1::bigint, NULL, $2, $3::jsonb, $4::jsonb, $5)`, [pk, a.slug, json(a.name), json(a.profile), j]);
      }
      for (const [j, l] of w.playLists.entries()) {
        await q.query(`INSERT INTO wartime_play_lists (warbook_pk, owner, slug, name, list, position) VALUES ($1::bigint, NULL, $2, $3::jsonb, $4::jsonb, $5)`, [pk, l.slug, json(l.name), json(l.list), j]);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const slugs = EXAMPLE_WARBOOKS_SEED.map((w) => w.slug);
    const pks = `SELECT pk FROM wartime_warbooks WHERE owner IS NULL AND slug = ANY($1)`;
    await q.query(`DELETE FROM wartime_play_lists WHERE warbook_pk IN (${pks})`, [slugs]);
    await q.query(`DELETE FROM wartime_warbook_archetypes WHERE warbook_pk IN (${pks})`, [slugs]);
    await q.query(`DELETE FROM wartime_warbooks WHERE owner IS NULL AND slug = ANY($1)`, [slugs]);
  }
}
