import type { Lang } from '../engine/core/types';
import type { ResolutionView } from '../engine/core/resolution';
import type { PinnedEntry } from './pins';

/*
 * SQL for `shared_rulings` (migrations/1795800000000-SharedRulings.ts, 1795900000800-SharedRulingsReplay.ts).
 * Every time comes from the caller's clock, never from the database's `now()`, so that expiry and
 * the daily quota follow one clock (tests set it) and replicas agree within their clocks' skew.
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

/**
 * A shared ruling as stored: what replays it (the body, the seed the server drew for it, its
 * options and language, the catalog entries it names) and the digest of what it decided, never
 * the reply itself (src/shared-rulings/shared-rulings.reader.ts says why).
 */
export interface SharedRuling {
  readonly id: string;
  readonly game: string;
  readonly action: string;
  /** The validated body, as resolved. */
  readonly request: Readonly<Record<string, unknown>>;
  readonly params: SharedParams;
  readonly lang: Lang;
  /** The seed the server drew when the body carried no dice (`dice.mode: random`). */
  readonly seed: string | null;
  /**
   * The entries it names, as they were when it was ruled. Null for a ruling shared before entries
   * were kept: it has its stored reply instead (`legacyResponse`), and is read as stored.
   */
  readonly pins: readonly PinnedEntry[] | null;
  /** verdict.ts: what it decided; null for rulings shared before it was kept. */
  readonly verdict: string | null;
  readonly legacyResponse: ResolutionView | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Who shared it (sharer.ts), kept only as long as the daily quota counts it. */
export interface NewRow extends Omit<SharedRuling, 'legacyResponse'> {
  readonly sharer: string;
}

const COLUMNS = 'id, game, action, request, params, lang, seed, pins, verdict, response, created_at, expires_at';

interface Row {
  id: string;
  game: string;
  action: string;
  request: Record<string, unknown>;
  params: SharedParams;
  lang: Lang;
  seed: string | null;
  pins: PinnedEntry[] | null;
  verdict: string | null;
  response: ResolutionView | null;
  created_at: Date;
  expires_at: Date;
}

const toRuling = (r: Row): SharedRuling => ({
  id: r.id,
  game: r.game,
  action: r.action,
  request: r.request,
  params: r.params,
  lang: r.lang,
  seed: r.seed,
  pins: r.pins,
  verdict: r.verdict,
  legacyResponse: r.response,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

/** The JSON stored for a ruling's body, options and entries: what its size is counted on. */
export interface RowJson {
  readonly request: string;
  readonly params: string;
  readonly pins: string;
}

export const rowJson = (r: Pick<NewRow, 'request' | 'params' | 'pins'>): RowJson => ({
  request: JSON.stringify(r.request),
  params: JSON.stringify(r.params),
  pins: JSON.stringify(r.pins),
});

/** Inserts a ruling; false when the id is taken (the caller draws another). */
export async function insertSharedRuling(q: Queryable, r: NewRow, json: RowJson): Promise<boolean> {
  const rows = (await q.query(
    `INSERT INTO shared_rulings (id, game, action, request, params, lang, seed, pins, verdict, sharer, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [r.id, r.game, r.action, json.request, json.params, r.lang, r.seed, json.pins, r.verdict, r.sharer, r.createdAt, r.expiresAt],
  )) as unknown[];
  return rows.length === 1;
}

/**
 * Takes the sharer's lock for the rest of the transaction (so that two replicas cannot both admit
 * its last ruling of the day), then counts what it shared since `since`, with the oldest of those.
 */
export async function lockAndCountShared(q: Queryable, sharer: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`shared_rulings:${sharer}`]);
  const rows = (await q.query(`SELECT count(*)::int AS count, min(created_at) AS oldest FROM shared_rulings WHERE sharer = $1 AND created_at > $2`, [sharer, since])) as {
    count: number;
    oldest: Date | null;
  }[];
  return rows[0];
}

/** The ruling stored under `id`, unless it has expired at `now`. */
export async function findSharedRuling(q: Queryable, id: string, now: Date): Promise<SharedRuling | undefined> {
  const rows = (await q.query(`SELECT ${COLUMNS} FROM shared_rulings WHERE id = $1 AND expires_at > $2`, [id, now])) as Row[];
  return rows[0] ? toRuling(rows[0]) : undefined;
}

/**
 * Deletes what expired by `now`, and forgets who shared what before `forgetBefore` (the quota no
 * longer counts it); safe to run on several replicas at once. Returns how many rulings went.
 */
export async function deleteExpiredRulings(q: Queryable, now: Date, forgetBefore: Date): Promise<number> {
  // A SELECT around the DELETE: TypeORM answers a bare DELETE with [rows, count] instead of rows.
  const rows = (await q.query(`WITH gone AS (DELETE FROM shared_rulings WHERE expires_at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`, [now])) as { n: number }[];
  await q.query(`WITH forgot AS (UPDATE shared_rulings SET sharer = NULL WHERE sharer IS NOT NULL AND created_at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM forgot`, [forgetBefore]);
  return rows[0].n;
}
