import type { OwnerEntry, SqlRunner } from '../../registry';
import { RawRow, rowReader } from '../../../database/raw-rows';
import type { PartlyLocalized } from '../../../catalog/records';

/*
 * SQL of the warbook tables (migrations/1795700000500-WartimeWarbooks.ts). Every statement runs in
 * the caller's transaction; the tables' triggers keep the history and NOTIFY the replicas within it.
 * Reads of a user's rows are always scoped to their owner, so another owner's rows are
 * indistinguishable from absent ones.
 */

/** Who may see a row: a user's own, or the built-in examples (`null`). */
export type Owner = string | null;

interface Bookkeeping {
  readonly pk: string;
  readonly owner: Owner;
  readonly slug: string;
  readonly name: PartlyLocalized;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
}

export interface WarbookRow extends Bookkeeping {
  readonly description: PartlyLocalized;
  readonly archetypes: number;
  readonly playLists: number;
}

/** An archetype (`content` its profile) or a play list (`content` the list) of a warbook. */
export interface ChildRow extends Bookkeeping {
  readonly warbookPk: string;
  readonly content: unknown;
}

/** The two tables of a warbook's parts, and the column holding each one's content. */
export const ARCHETYPES = { table: 'wartime_warbook_archetypes', column: 'profile' } as const;
export const PLAY_LISTS = { table: 'wartime_play_lists', column: 'list' } as const;
export type ChildTable = typeof ARCHETYPES | typeof PLAY_LISTS;

const json = (v: unknown): string => JSON.stringify(v);
const localized = (v: PartlyLocalized): string => json({ en: v.en, ...(v.es !== undefined ? { es: v.es } : {}), ...(v.fr !== undefined ? { fr: v.fr } : {}) });
const BOOK = `pk::text AS pk, owner, slug, name, version, created_at, updated_at, deleted_at`;
const WARBOOK_COLUMNS = `w.pk::text AS pk, w.owner, w.slug, w.name, w.description, w.version, w.created_at, w.updated_at, w.deleted_at,
  (SELECT count(*)::int FROM wartime_warbook_archetypes a WHERE a.warbook_pk = w.pk AND a.deleted_at IS NULL) AS archetypes,
  (SELECT count(*)::int FROM wartime_play_lists l WHERE l.warbook_pk = w.pk AND l.deleted_at IS NULL) AS play_lists`;
const childColumns = (t: ChildTable): string => `${BOOK}, warbook_pk::text AS warbook_pk, ${t.column} AS content`;

/** Live warbooks: the built-in examples, then `owner`'s (none when undefined). */
export async function listWarbooks(q: SqlRunner, owner: string | undefined): Promise<WarbookRow[]> {
  const rows = toRows(
    await q.query(
      `SELECT ${WARBOOK_COLUMNS} FROM wartime_warbooks w
        WHERE w.deleted_at IS NULL AND (w.owner IS NULL OR w.owner = $1)
        ORDER BY w.owner NULLS FIRST, w.position, w.slug`,
      [owner ?? null],
    ),
  );
  return rows.map(toWarbook);
}

/** One warbook of `owner` (null: built-in), live or deleted (`lock`: held until the transaction ends). */
export async function findWarbook(q: SqlRunner, owner: Owner, slug: string, lock = false): Promise<WarbookRow | undefined> {
  const rows = toRows(
    await q.query(`SELECT ${WARBOOK_COLUMNS} FROM wartime_warbooks w WHERE w.owner IS NOT DISTINCT FROM $1 AND w.slug = $2${lock ? ' FOR UPDATE OF w' : ''}`, [owner, slug]),
  );
  return rows[0] ? toWarbook(rows[0]) : undefined;
}

export async function insertWarbook(q: SqlRunner, owner: string, slug: string, name: PartlyLocalized, description: PartlyLocalized): Promise<string> {
  const rows = toRows(await q.query(`INSERT INTO wartime_warbooks (owner, slug, name, description) VALUES ($1, $2, $3::jsonb, $4::jsonb) RETURNING pk::text AS pk`, [owner, slug, localized(name), localized(description)]));
  return str(only(rows), 'pk');
}

export async function updateWarbook(q: SqlRunner, pk: string, name: PartlyLocalized, description: PartlyLocalized): Promise<void> {
  await q.query(`UPDATE wartime_warbooks SET name = $2::jsonb, description = $3::jsonb, version = version + 1, updated_at = now() WHERE pk = $1::bigint`, [pk, localized(name), localized(description)]);
}

/** A change to a warbook's parts is a change to the warbook: its version counts them (a read-modify-write of the whole book sees them). */
export async function touchWarbook(q: SqlRunner, pk: string): Promise<void> {
  await q.query(`UPDATE wartime_warbooks SET version = version + 1, updated_at = now() WHERE pk = $1::bigint`, [pk]);
}

export async function setWarbookDeleted(q: SqlRunner, pk: string, deleted: boolean): Promise<void> {
  await q.query(`UPDATE wartime_warbooks SET deleted_at = ${deleted ? 'now()' : 'NULL'}, version = version + 1, updated_at = now() WHERE pk = $1::bigint`, [pk]);
}

/** A warbook's archetypes or play lists in their order (`deleted`: the deleted ones too). */
export async function listChildren(q: SqlRunner, t: ChildTable, warbookPk: string, deleted = false): Promise<ChildRow[]> {
  const rows = toRows(
    await q.query(`SELECT ${childColumns(t)} FROM ${t.table} WHERE warbook_pk = $1::bigint${deleted ? '' : ' AND deleted_at IS NULL'} ORDER BY position, pk`, [warbookPk]),
  );
  return rows.map(toChild);
}

export async function findChild(q: SqlRunner, t: ChildTable, warbookPk: string, slug: string): Promise<ChildRow | undefined> {
  const rows = toRows(await q.query(`SELECT ${childColumns(t)} FROM ${t.table} WHERE warbook_pk = $1::bigint AND slug = $2`, [warbookPk, slug]));
  return rows[0] ? toChild(rows[0]) : undefined;
}

export interface ChildContent {
  readonly slug: string;
  readonly name: PartlyLocalized;
  readonly content: unknown;
}

/** Inserts after the warbook's last part (positions keep the order they were written in). */
export async function insertChild(q: SqlRunner, t: ChildTable, warbookPk: string, owner: string, c: ChildContent): Promise<ChildRow> {
  const rows = toRows(
    await q.query(
      `INSERT INTO ${t.table} (warbook_pk, owner, slug, name, ${t.column}, position)
       VALUES ($1::bigint, $2, $3, $4::jsonb, $5::jsonb, (SELECT coalesce(max(position) + 1, 0) FROM ${t.table} WHERE warbook_pk = $1::bigint))
       RETURNING ${childColumns(t)}`,
      [warbookPk, owner, c.slug, localized(c.name), json(c.content)],
    ),
  );
  return toChild(only(rows));
}

export async function updateChild(q: SqlRunner, t: ChildTable, pk: string, c: ChildContent): Promise<ChildRow> {
  const rows = toRows(
    await q.query(
      `UPDATE ${t.table} SET name = $2::jsonb, ${t.column} = $3::jsonb, version = version + 1, updated_at = now() WHERE pk = $1::bigint RETURNING ${childColumns(t)}`,
      [pk, localized(c.name), json(c.content)],
    ),
  );
  return toChild(only(rows));
}

export async function setChildDeleted(q: SqlRunner, t: ChildTable, pk: string, deleted: boolean): Promise<ChildRow> {
  const rows = toRows(
    await q.query(
      `UPDATE ${t.table} SET deleted_at = ${deleted ? 'now()' : 'NULL'}, version = version + 1, updated_at = now() WHERE pk = $1::bigint RETURNING ${childColumns(t)}`,
      [pk],
    ),
  );
  return toChild(only(rows));
}

/** Every live archetype of every live warbook of users (all, or `owner`'s), for their engine catalogs. */
export async function loadOwnerArchetypes(q: SqlRunner, owner?: string): Promise<{ readonly owner: string; readonly warbook: string; readonly row: ChildRow }[]> {
  const rows = toRows(
    await q.query(
      `SELECT a.pk::text AS pk, a.owner, a.slug, a.name, a.version, a.created_at, a.updated_at, a.deleted_at,
              a.warbook_pk::text AS warbook_pk, a.profile AS content, w.slug AS warbook
         FROM wartime_warbook_archetypes a JOIN wartime_warbooks w ON w.pk = a.warbook_pk
        WHERE a.owner IS NOT NULL AND a.deleted_at IS NULL AND w.deleted_at IS NULL${owner === undefined ? '' : ' AND a.owner = $1'}
        ORDER BY a.owner, w.slug, a.position, a.pk`,
      owner === undefined ? [] : [owner],
    ),
  );
  return rows.map((r) => ({ owner: str(r, 'owner'), warbook: str(r, 'warbook'), row: toChild(r) }));
}

/** Rows as the engine catalog of their owner reads them: `OwnerEntry` of kind `archetype`. */
export const toOwnerEntries = (rows: readonly { readonly owner: string; readonly warbook: string; readonly row: ChildRow }[], profileOf: (warbook: string, row: ChildRow, slugs: ReadonlySet<string>) => unknown): OwnerEntry[] => {
  const slugsByBook = new Map<string, Set<string>>();
  for (const r of rows) {
    const key = `${r.owner}\u0000${r.warbook}`;
    const set = slugsByBook.get(key) ?? new Set<string>();
    set.add(r.row.slug);
    slugsByBook.set(key, set);
  }
  return rows.map((r) => ({
    owner: r.owner,
    kind: 'archetype',
    data: { id: `${r.warbook}/${r.row.slug}`, name: r.row.name, profile: profileOf(r.warbook, r.row, slugsByBook.get(`${r.owner}\u0000${r.warbook}`) ?? new Set()) },
  }));
};

// Checked reads of driver values (src/database/raw-rows.ts).
const reader = rowReader('warbooks', (r) => `${String(r.owner)}:${String(r.slug)}`);
const { str, num, date, partlyLocalized, fail } = reader;
const toRows = (result: unknown): RawRow[] => reader.rows(result);
const only = (rows: RawRow[]): RawRow => reader.only(rows);

const bookkeeping = (r: RawRow): Bookkeeping => ({
  pk: str(r, 'pk'),
  owner: r.owner === null ? null : str(r, 'owner'),
  slug: str(r, 'slug'),
  name: partlyLocalized(r, 'name'),
  version: num(r, 'version'),
  createdAt: date(r, 'created_at'),
  updatedAt: date(r, 'updated_at'),
  deletedAt: r.deleted_at === null ? null : date(r, 'deleted_at'),
});

const toWarbook = (r: RawRow): WarbookRow => ({ ...bookkeeping(r), description: partlyLocalized(r, 'description'), archetypes: num(r, 'archetypes'), playLists: num(r, 'play_lists') });

function toChild(r: RawRow): ChildRow {
  const content = r.content;
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return fail(r, 'content', 'an object');
  return { ...bookkeeping(r), warbookPk: str(r, 'warbook_pk'), content };
}

// --- What one change of an owner's reads (the owner's engine catalog, GameSpec.ownerEntries) ---

export const WARBOOKS_TABLE = 'wartime_warbooks';

/** A warbook as the owner entries read it: its slug, whether it is live, and its first live archetype. */
export interface WarbookState {
  readonly pk: string;
  readonly slug: string;
  readonly deleted: boolean;
  readonly firstArchetype: string | null;
}

/** Some of `owner`'s warbooks by key (a key it does not have is left out). */
export async function warbooksByPk(q: SqlRunner, owner: string, pks: readonly string[]): Promise<WarbookState[]> {
  const rows = toRows(
    await q.query(
      `SELECT w.pk::text AS pk, w.owner, w.slug, w.deleted_at,
              (SELECT a.slug FROM wartime_warbook_archetypes a WHERE a.warbook_pk = w.pk AND a.deleted_at IS NULL ORDER BY a.position, a.pk LIMIT 1) AS first_archetype
         FROM wartime_warbooks w WHERE w.pk = ANY($1::bigint[]) AND w.owner = $2`,
      [pks, owner],
    ),
  );
  return rows.map((r) => ({ pk: str(r, 'pk'), slug: str(r, 'slug'), deleted: r.deleted_at !== null, firstArchetype: r.first_archetype === null ? null : str(r, 'first_archetype') }));
}

/** The slugs of every archetype of a warbook, deleted ones too. */
export async function archetypeSlugs(q: SqlRunner, warbookPk: string): Promise<string[]> {
  const rows = toRows(await q.query(`SELECT owner, slug FROM wartime_warbook_archetypes WHERE warbook_pk = $1::bigint`, [warbookPk]));
  return rows.map((r) => str(r, 'slug'));
}

/** An archetype (its slug, name, profile, whether it is deleted) with its warbook's slug and state. */
export interface ArchetypeInBook {
  readonly part: ArchetypePart;
  readonly deleted: boolean;
  readonly warbook: { readonly pk: string; readonly slug: string; readonly deleted: boolean };
}

/** Some of `owner`'s archetypes by key, live or deleted (a key it does not have is left out). */
export async function archetypesByPk(q: SqlRunner, owner: string, pks: readonly string[]): Promise<ArchetypeInBook[]> {
  const rows = toRows(
    await q.query(
      `SELECT a.owner, a.slug, a.name, a.profile, a.deleted_at IS NOT NULL AS deleted,
              a.warbook_pk::text AS warbook_pk, w.slug AS warbook, w.deleted_at IS NOT NULL AS warbook_deleted
         FROM wartime_warbook_archetypes a JOIN wartime_warbooks w ON w.pk = a.warbook_pk
        WHERE a.pk = ANY($1::bigint[]) AND a.owner = $2`,
      [pks, owner],
    ),
  );
  return rows.map((r) => ({ part: partOf(r), deleted: r.deleted === true, warbook: { pk: str(r, 'warbook_pk'), slug: str(r, 'warbook'), deleted: r.warbook_deleted === true } }));
}

/** Which of `slugs` name a live archetype of the warbook. */
export async function liveSlugs(q: SqlRunner, warbookPk: string, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = toRows(await q.query(`SELECT owner, slug FROM wartime_warbook_archetypes WHERE warbook_pk = $1::bigint AND deleted_at IS NULL AND slug = ANY($2::text[])`, [warbookPk, slugs]));
  return rows.map((r) => str(r, 'slug'));
}

/**
 * The live archetypes of a warbook whose profile holds one of `slugs` as a string anywhere (every
 * one that names them, and maybe a few whose texts are such a word: they are re-read for nothing).
 */
export async function archetypesNaming(q: SqlRunner, warbookPk: string, slugs: readonly string[]): Promise<ArchetypePart[]> {
  if (slugs.length === 0) return [];
  const rows = toRows(
    await q.query(
      `SELECT a.owner, a.slug, a.name, a.profile FROM wartime_warbook_archetypes a
        WHERE a.warbook_pk = $1::bigint AND a.deleted_at IS NULL
          AND EXISTS (SELECT 1 FROM jsonb_path_query(a.profile, 'strict $.**') v WHERE jsonb_typeof(v) = 'string' AND v #>> '{}' = ANY($2::text[]))
        ORDER BY a.position, a.pk`,
      [warbookPk, slugs],
    ),
  );
  return rows.map(partOf);
}

/** A new warbook's first archetypes, in their order, in one statement. */
export async function insertArchetypes(q: SqlRunner, warbookPk: string, owner: string, parts: readonly ChildContent[]): Promise<void> {
  if (parts.length === 0) return;
  await q.query(
    `INSERT INTO wartime_warbook_archetypes (warbook_pk, owner, slug, name, profile, position)
     SELECT $1::bigint, $2, p.slug, p.name, p.profile, p.position
       FROM jsonb_to_recordset($3::jsonb) AS p(slug text, name jsonb, profile jsonb, position integer)
      ORDER BY p.position`,
    [warbookPk, owner, json(parts.map((p, position) => ({ slug: p.slug, name: JSON.parse(localized(p.name)) as unknown, profile: p.content, position })))],
  );
}

/** A live archetype as a write's checks read it: its slug, name and profile, in the warbook's order. */
export interface ArchetypePart {
  readonly slug: string;
  readonly name: PartlyLocalized;
  readonly profile: unknown;
}

/**
 * A warbook's live archetypes for a write's checks: the three columns they read (a row's
 * bookkeeping is not decoded, for every archetype of a warbook a write to one of them reads).
 */
export async function listArchetypeParts(q: SqlRunner, warbookPk: string): Promise<ArchetypePart[]> {
  const rows = toRows(await q.query(`SELECT owner, slug, name, profile FROM wartime_warbook_archetypes WHERE warbook_pk = $1::bigint AND deleted_at IS NULL ORDER BY position, pk`, [warbookPk]));
  return rows.map(partOf);
}

function partOf(r: RawRow): ArchetypePart {
  const profile = r.profile;
  if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) return fail(r, 'profile', 'an object');
  return { slug: str(r, 'slug'), name: partlyLocalized(r, 'name'), profile };
}
