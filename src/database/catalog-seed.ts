import type { QueryRunner } from 'typeorm';
import type { CatalogRecords } from '../catalog/records';

/*
 * What a game's seed migration calls to write its built-in catalog (a frozen copy of its records,
 * e.g. a JSON file next to the migration) into the shared tables, and to take it out in down().
 *
 * Migrations that ran must replay identically on a fresh database, so this writes the tables as
 * migrations/1795500000000-CatalogEntries.ts left them and must keep doing so: a later schema
 * change that needs other statements gets a new function, and this one stays as it is.
 */

const json = (value: unknown): string => JSON.stringify(value);

/** Inserts one game's built-in catalog; positions follow the records' order. */
export async function insertCatalogRecords(q: QueryRunner, records: CatalogRecords): Promise<void> {
  const game = records.game.id;
  const position = await q.query(`SELECT coalesce(max(position) + 1, 0) AS p FROM games`);
  await q.query(`INSERT INTO games (id, name, summary, position) VALUES ($1, $2::jsonb, $3::jsonb, $4)`, [
    game,
    json(records.game.name),
    json(records.game.summary),
    (position as { p: number }[])[0]?.p ?? 0,
  ]);
  for (const [i, e] of records.editions.entries()) {
    await q.query(`INSERT INTO editions (game_id, id, language, name, rules, position) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)`, [game, e.id, e.language, json(e.name), json(e.rules), i]);
  }
  for (const [i, f] of records.factions.entries()) {
    await q.query(`INSERT INTO factions (game_id, id, name, summary, position) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)`, [game, f.id, json(f.name), json(f.summary), i]);
  }
  for (const [i, r] of records.specialRules.entries()) {
    await q.query(`INSERT INTO special_rules (game_id, id, name, summary, parameter, position) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6)`, [game, r.id, json(r.name), json(r.summary), r.parameter, i]);
  }
  for (const [i, r] of records.rulings.entries()) {
    await q.query(`INSERT INTO rulings (id, game_id, kind, editions, title, text, position) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`, [r.id, game, r.kind, r.editions ? [...r.editions] : null, json(r.title), json(r.text), i]);
  }
  for (const [i, e] of records.entries.entries()) {
    await q.query(
      `INSERT INTO catalog_entries (game_id, kind, id, faction_id, name, summary, profile, position) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8)`,
      [game, e.kind, e.id, e.faction, json(e.name), json(e.summary), json(e.profile), i],
    );
  }
}

/**
 * Deletes one game's built-in catalog (its rows cascade from the game's). Refused while users
 * hold custom entries of the game: those are never dropped by a migration.
 */
export async function deleteCatalogRecords(q: QueryRunner, game: string): Promise<void> {
  const custom = (await q.query(`SELECT count(*)::int AS n FROM catalog_entries WHERE game_id = $1 AND owner IS NOT NULL`, [game])) as { n: number }[];
  if ((custom[0]?.n ?? 0) > 0) throw new Error(`${game} has ${custom[0]?.n} custom entries: its catalog cannot be removed without losing them`);
  await q.query(`DELETE FROM games WHERE id = $1`, [game]);
}
