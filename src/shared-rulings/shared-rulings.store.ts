import type { Lang } from '../engine/core/types';
import type { ResolutionView } from '../engine/core/resolution';

/*
 * SQL for `shared_rulings` (migrations/1795800000000-SharedRulings.ts). Every time comes from the
 * caller's clock, never from the database's `now()`, so that expiry follows one clock (tests set
 * it) and replicas agree within their clocks' skew.
 */

/** Anything that runs a parameterized query (a TypeORM DataSource or manager). */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** How the ruling was asked for besides its body: what a re-rendering or a continuation repeats. */
export interface SharedParams {
  readonly odds: boolean;
  /** The action's options asked (`defense=all`). */
  readonly options: Readonly<Record<string, string>>;
  readonly style?: 'full' | 'compact';
  readonly embed?: boolean;
}

export interface SharedRuling {
  readonly id: string;
  readonly game: string;
  readonly action: string;
  /** The validated body, as resolved. */
  readonly request: Readonly<Record<string, unknown>>;
  readonly params: SharedParams;
  readonly response: ResolutionView;
  readonly lang: Lang;
  readonly owner: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

const COLUMNS = 'id, game, action, request, params, response, lang, owner, created_at, expires_at';

interface Row {
  id: string;
  game: string;
  action: string;
  request: Record<string, unknown>;
  params: SharedParams;
  response: ResolutionView;
  lang: Lang;
  owner: string | null;
  created_at: Date;
  expires_at: Date;
}

const toRuling = (r: Row): SharedRuling => ({
  id: r.id,
  game: r.game,
  action: r.action,
  request: r.request,
  params: r.params,
  response: r.response,
  lang: r.lang,
  owner: r.owner,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

/** Inserts a ruling; false when the id is taken (the caller draws another). */
export async function insertSharedRuling(q: Queryable, r: SharedRuling): Promise<boolean> {
  const rows = (await q.query(
    `INSERT INTO shared_rulings (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [r.id, r.game, r.action, JSON.stringify(r.request), JSON.stringify(r.params), JSON.stringify(r.response), r.lang, r.owner, r.createdAt, r.expiresAt],
  )) as unknown[];
  return rows.length === 1;
}

/** The ruling stored under `id`, unless it has expired at `now`. */
export async function findSharedRuling(q: Queryable, id: string, now: Date): Promise<SharedRuling | undefined> {
  const rows = (await q.query(`SELECT ${COLUMNS} FROM shared_rulings WHERE id = $1 AND expires_at > $2`, [id, now])) as Row[];
  return rows[0] ? toRuling(rows[0]) : undefined;
}

/** Deletes what expired by `now`; safe to run on several replicas at once. Returns how many rows went. */
export async function deleteExpiredRulings(q: Queryable, now: Date): Promise<number> {
  // A SELECT around the DELETE: TypeORM answers a bare DELETE with [rows, count] instead of rows.
  const rows = (await q.query(`WITH gone AS (DELETE FROM shared_rulings WHERE expires_at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`, [now])) as { n: number }[];
  return rows[0].n;
}
