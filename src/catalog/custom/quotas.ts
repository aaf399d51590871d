import { ProblemException, ProblemKey, ProblemType, problemMsg } from '../../common/problem/problem.exception';
import { problemOf } from '../../common/problem/problem';

/**
 * What one API key owner may store (environment: QUOTA_*; docs/api.md, "Quotas"). Counted by the
 * database as rows are written (migrations/1795900000400-OwnerQuotas.ts and Wartime's
 * 1795900000500-WartimeQuotas.ts): live rows only, a deleted one is out of the count until restored.
 */
export interface OwnerQuotas {
  /** Live custom entries per game (all kinds together). */
  readonly customEntriesPerGame: number;
  /** Live Wartime warbooks. */
  readonly warbooks: number;
  /** Live archetypes of one warbook (Wartime's own cap, 500, is the ceiling). */
  readonly archetypesPerWarbook: number;
  /** JSON bytes of everything live: custom entries' names, summaries and profiles, warbooks and their parts. */
  readonly storedBytes: number;
}

/** Generous for a player (a whole army list is a few dozen entries), bounded for an attacker. */
export const DEFAULT_QUOTAS: OwnerQuotas = Object.freeze({
  customEntriesPerGame: 1000,
  warbooks: 100,
  archetypesPerWarbook: 500,
  storedBytes: 8 * 1024 * 1024,
});

/** The name of each quota in the database (`arbiter.quota.<name>` settings, the trigger's DETAIL). */
const SETTINGS = {
  entries_per_game: 'customEntriesPerGame',
  warbooks: 'warbooks',
  archetypes_per_warbook: 'archetypesPerWarbook',
  stored_bytes: 'storedBytes',
} as const satisfies Readonly<Record<string, keyof OwnerQuotas>>;

type QuotaName = keyof typeof SETTINGS;

interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Makes the quotas the rules of the transaction `q` runs (SET LOCAL): the triggers that count the
 * owner's rows refuse a write that would take a metric past its quota. First in each write
 * transaction of the app's; writes made without them (psql, data migrations) are counted, not refused.
 */
export async function applyQuotas(q: Queryable, quotas: OwnerQuotas): Promise<void> {
  const names = Object.keys(SETTINGS) as QuotaName[];
  await q.query(`SELECT ${names.map((n, i) => `set_config('arbiter.quota.${n}', $${i + 1}, true)`).join(', ')}`, names.map((n) => String(quotas[SETTINGS[n]])));
}

/** Where the refusal points: the field of the request that adds what is over the quota. */
export interface QuotaContext {
  /** The path of the field, per quota (default: `path`). */
  readonly path: string;
  readonly paths?: Partial<Record<QuotaName, string>>;
  /** The game, for the per-game quota's message. */
  readonly game?: string;
}

/**
 * The problem a write refused by a quota answers with (SQLSTATE `QUOTA`, raised by
 * `arbiter_charge`), or undefined for any other error.
 *
 * 409 Conflict, not 422: the request itself is valid, and the same request succeeds once the
 * owner has deleted something; what it conflicts with is what the owner already stores.
 */
export function quotaProblem(e: unknown, context: QuotaContext): ProblemException | undefined {
  const error = driverError(e);
  if (error?.code !== 'QUOTA') return undefined;
  const facts = parseDetail(error.detail);
  if (!facts) return undefined;
  const detail = problemMsg(DETAILS[facts.quota], { limit: facts.limit, used: facts.used, game: context.game ?? '' });
  const path = context.paths?.[facts.quota] ?? context.path;
  return problemOf(ProblemType.QuotaExceeded, detail, [{ path, message: problemMsg('field.quota', { limit: facts.limit }) }]);
}

const DETAILS = {
  entries_per_game: 'detail.quota-entries-per-game',
  warbooks: 'detail.quota-warbooks',
  archetypes_per_warbook: 'detail.quota-archetypes-per-warbook',
  stored_bytes: 'detail.quota-stored-bytes',
} as const satisfies Readonly<Record<QuotaName, ProblemKey>>;

function driverError(e: unknown): { code?: unknown; detail?: unknown } | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const own = e as { code?: unknown; detail?: unknown; driverError?: unknown };
  if (own.code === 'QUOTA') return own;
  return typeof own.driverError === 'object' && own.driverError !== null ? (own.driverError as { code?: unknown; detail?: unknown }) : undefined;
}

function parseDetail(detail: unknown): { quota: QuotaName; limit: number; used: number } | undefined {
  if (typeof detail !== 'string') return undefined;
  try {
    const { quota, limit, used } = JSON.parse(detail) as Record<string, unknown>;
    if (typeof quota !== 'string' || !(quota in SETTINGS) || typeof limit !== 'number' || typeof used !== 'number') return undefined;
    return { quota: quota as QuotaName, limit, used };
  } catch {
    return undefined;
  }
}
