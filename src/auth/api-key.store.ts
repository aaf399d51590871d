import { SCOPES, Scope } from './principal';
import { generateApiKey } from './api-key.format';

/*
 * SQL for the api_keys table, shared by the app (admin routes, key cache) and the CLI
 * (scripts/api-key.ts). Every write fires the table's NOTIFY trigger in its transaction, so
 * running replicas refresh their key cache whichever of the two made it.
 */

/** Anything that runs a parameterized query and returns rows (a TypeORM DataSource or manager). */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** A stored key as listings show it: never the key, never its hash. */
export interface ApiKeyRecord {
  readonly id: string;
  readonly owner: string;
  readonly scopes: readonly Scope[];
  readonly last4: string;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
}

/** A key the cache can check a presented key against. */
export interface ActiveApiKey {
  readonly id: string;
  readonly owner: string;
  readonly scopes: readonly Scope[];
  readonly hash: Buffer;
}

export interface CreatedApiKey {
  readonly record: ApiKeyRecord;
  /** The full key. Returned once, at creation; only its hash is kept. */
  readonly key: string;
}

const RECORD_COLUMNS = 'id, owner, scopes, last4, created_at, revoked_at';

export async function insertApiKey(q: Queryable, owner: string, scopes: readonly Scope[]): Promise<CreatedApiKey> {
  // Scopes in a canonical order, without duplicates.
  const canonical = SCOPES.filter((s) => scopes.includes(s));
  // 62^8 ids: a collision is astronomically rare, but it must never surface as an error.
  for (let attempt = 0; attempt < 5; attempt++) {
    const fresh = generateApiKey();
    const rows = toRows(
      await q.query(
        `INSERT INTO api_keys (id, owner, scopes, key_hash, last4) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING ${RECORD_COLUMNS}`,
        [fresh.id, owner, canonical, fresh.hash, fresh.last4],
      ),
    );
    const row = rows[0];
    if (row) return { record: toRecord(row), key: fresh.key };
  }
  throw new Error('could not allocate a unique API key id');
}

export async function listApiKeys(q: Queryable, owner?: string): Promise<ApiKeyRecord[]> {
  const rows =
    owner === undefined
      ? await q.query(`SELECT ${RECORD_COLUMNS} FROM api_keys ORDER BY owner, created_at, id`)
      : await q.query(`SELECT ${RECORD_COLUMNS} FROM api_keys WHERE owner = $1 ORDER BY created_at, id`, [owner]);
  return toRows(rows).map(toRecord);
}

/** Revokes a key (idempotent: a revoked key keeps its first revocation time); undefined if unknown. */
export async function revokeApiKey(q: Queryable, id: string): Promise<ApiKeyRecord | undefined> {
  const rows = toRows(
    await q.query(`UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${RECORD_COLUMNS}`, [id]),
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export async function loadActiveApiKeys(q: Queryable): Promise<ActiveApiKey[]> {
  const rows = toRows(await q.query(`SELECT id, owner, scopes, key_hash FROM api_keys WHERE revoked_at IS NULL`));
  return rows.map((r) => {
    const hash = r.key_hash;
    if (!Buffer.isBuffer(hash)) throw new Error(`api_keys[${String(r.id)}].key_hash: not bytea`);
    return { id: str(r, 'id'), owner: str(r, 'owner'), scopes: scopes(r), hash };
  });
}

type RawRow = Record<string, unknown>;

/** TypeORM returns rows for SELECT and [rows, count] for UPDATE ... RETURNING on Postgres. */
function toRows(result: unknown): RawRow[] {
  const list = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result;
  if (!Array.isArray(list)) throw new Error('api_keys: the driver returned no rows');
  return list.filter((r): r is RawRow => typeof r === 'object' && r !== null && !Array.isArray(r));
}

function str(r: RawRow, column: string): string {
  const v = r[column];
  if (typeof v !== 'string') throw new Error(`api_keys.${column}: expected a string`);
  return v;
}

function scopes(r: RawRow): Scope[] {
  const v = r.scopes;
  if (!Array.isArray(v)) throw new Error('api_keys.scopes: expected a text array');
  return SCOPES.filter((s) => v.includes(s));
}

function date(r: RawRow, column: string): Date | null {
  const v = r[column];
  if (v === null) return null;
  if (v instanceof Date) return v;
  throw new Error(`api_keys.${column}: expected a timestamp`);
}

function toRecord(r: RawRow): ApiKeyRecord {
  const createdAt = date(r, 'created_at');
  if (!createdAt) throw new Error('api_keys.created_at: missing');
  return { id: str(r, 'id'), owner: str(r, 'owner'), scopes: scopes(r), last4: str(r, 'last4'), createdAt, revokedAt: date(r, 'revoked_at') };
}
