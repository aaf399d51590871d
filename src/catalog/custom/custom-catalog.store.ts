import type { CustomEntryRecord, PartlyLocalized } from '../records';
import { RawRow, rowReader } from '../../database/raw-rows';

/*
 * SQL of the custom catalog: rows of `catalog_entries` with an owner, for any game and kind. Every
 * statement here runs in the caller's transaction; the table's triggers keep the previous version
 * in catalog_history and NOTIFY the replicas within it (migrations/1795500000000-CatalogEntries.ts).
 */

export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** Which entry: game, kind, owner and id. */
export interface EntryKey {
  readonly gameId: string;
  readonly kind: string;
  readonly owner: string;
  readonly id: string;
}

/** What a write stores. */
export interface EntryContent {
  readonly name: PartlyLocalized;
  readonly summary: PartlyLocalized;
  readonly profile: unknown;
}

const COLUMNS = `pk::text AS pk, game_id, kind, id, faction_id, owner, name, summary, profile, version, created_at, updated_at, deleted_at`;
const KEY = `game_id = $1 AND kind = $2 AND owner = $3 AND id = $4`;
const keyParams = (k: EntryKey): unknown[] => [k.gameId, k.kind, k.owner, k.id];

const json = (v: unknown): string => JSON.stringify(v);
/** Only the languages given: a missing one reads as English. */
const localized = (v: PartlyLocalized): string => json({ en: v.en, ...(v.es !== undefined ? { es: v.es } : {}), ...(v.fr !== undefined ? { fr: v.fr } : {}) });

/** A custom entry with the key of its row (how change notifications name it). */
export type StoredEntry = CustomEntryRecord & { readonly pk: string };

/** Live (not deleted) custom entries of every game: every owner's, or one owner's. */
export async function loadCustomEntries(q: Queryable, owner?: string): Promise<StoredEntry[]> {
  const where = `owner IS NOT NULL AND deleted_at IS NULL${owner === undefined ? '' : ' AND owner = $1'}`;
  // Ids in code point order, as the cache keeps its lists whatever the database's collation.
  const rows = toRows(await q.query(`SELECT ${COLUMNS} FROM catalog_entries WHERE ${where} ORDER BY owner, game_id, kind, id COLLATE "C"`, owner === undefined ? [] : [owner]));
  return rows.map(toRecord);
}

/** Some of `owner`'s rows by key, live or deleted (a key it does not have is left out). */
export async function loadEntriesByPk(q: Queryable, owner: string, pks: readonly string[]): Promise<StoredEntry[]> {
  const rows = toRows(await q.query(`SELECT ${COLUMNS} FROM catalog_entries WHERE pk = ANY($1::bigint[]) AND owner = $2`, [pks, owner]));
  return rows.map(toRecord);
}

export async function insertEntry(q: Queryable, key: EntryKey, faction: string | null, content: EntryContent): Promise<StoredEntry> {
  const rows = toRows(
    await q.query(
      `INSERT INTO catalog_entries (game_id, kind, id, owner, faction_id, name, summary, profile)
       VALUES ($1, $2, $4, $3, $5, $6::jsonb, $7::jsonb, $8::jsonb)
       RETURNING ${COLUMNS}`,
      [...keyParams(key), faction, localized(content.name), localized(content.summary), json(content.profile)],
    ),
  );
  return toRecord(only(rows));
}

/** The entry as stored, live or deleted (`lock`: held until the transaction ends, for a read-then-write). */
export async function findEntry(q: Queryable, key: EntryKey, lock = false): Promise<StoredEntry | undefined> {
  const rows = toRows(await q.query(`SELECT ${COLUMNS} FROM catalog_entries WHERE ${KEY}${lock ? ' FOR UPDATE' : ''}`, keyParams(key)));
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** Replaces a live entry's content; undefined when the owner has no live entry with that id. */
export async function updateEntry(q: Queryable, key: EntryKey, content: EntryContent): Promise<StoredEntry | undefined> {
  const rows = toRows(
    await q.query(
      `UPDATE catalog_entries SET name = $5::jsonb, summary = $6::jsonb, profile = $7::jsonb, version = version + 1, updated_at = now()
        WHERE ${KEY} AND deleted_at IS NULL
        RETURNING ${COLUMNS}`,
      [...keyParams(key), localized(content.name), localized(content.summary), json(content.profile)],
    ),
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/**
 * Soft delete (`deleted: true`) or restore (`false`). Returns the entry after the change, the entry
 * unchanged when it already was in that state (`changed: false`), or undefined when the owner has
 * no entry with that id.
 */
export async function setEntryDeleted(q: Queryable, key: EntryKey, deleted: boolean): Promise<{ readonly row: StoredEntry; readonly changed: boolean } | undefined> {
  const changed = toRows(
    await q.query(
      `UPDATE catalog_entries SET deleted_at = ${deleted ? 'now()' : 'NULL'}, version = version + 1, updated_at = now()
        WHERE ${KEY} AND deleted_at IS ${deleted ? 'NULL' : 'NOT NULL'}
        RETURNING ${COLUMNS}`,
      keyParams(key),
    ),
  );
  if (changed[0]) return { row: toRecord(changed[0]), changed: true };
  const current = await findEntry(q, key);
  return current ? { row: current, changed: false } : undefined;
}

// Checked reads of driver values (src/database/raw-rows.ts).
const reader = rowReader('custom catalog', (r) => `${String(r.owner)}:${String(r.game_id)}/${String(r.kind)}/${String(r.id)}`);
const { str, num, date, partlyLocalized } = reader;
const toRows = (result: unknown): RawRow[] => reader.rows(result);
const only = (rows: RawRow[]): RawRow => reader.only(rows);

function toRecord(r: RawRow): StoredEntry {
  return {
    pk: str(r, 'pk'),
    gameId: str(r, 'game_id'),
    kind: str(r, 'kind'),
    id: str(r, 'id'),
    faction: r.faction_id === null ? null : str(r, 'faction_id'),
    owner: str(r, 'owner'),
    name: partlyLocalized(r, 'name'),
    summary: partlyLocalized(r, 'summary'),
    profile: r.profile,
    version: num(r, 'version'),
    createdAt: date(r, 'created_at'),
    updatedAt: date(r, 'updated_at'),
    deletedAt: r.deleted_at === null ? null : date(r, 'deleted_at'),
  };
}
