import { ProblemException, ProblemText, ProblemType, problemMsg } from '../common/problem/problem.exception';
import { problemOf } from '../common/problem/problem';

/*
 * What a failed write means to the client. A database that is down, restarting, overloaded or
 * too slow is the service's problem, not the client's: 503 (retry later), never a 500 and never
 * a hang. Constraint violations that slipped past validation are the client's: 409 for a unique
 * key, 422 for a check. Anything else stays unexpected (the caller rethrows it: a logged 500).
 */

/** SQLSTATEs that mean "the database cannot serve now". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
  '57014', // query_canceled: statement_timeout and the like
  '55P03', // lock_not_available: lock_timeout
  '25006', // read_only_sql_transaction: connected to a standby
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Socket-level failures (Node's errno codes). */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);

/** node-postgres and TypeORM report some connection failures by message only. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|connection terminated|connection timeout|connection ended|terminating connection|client has encountered a connection error|not yet initialized|cannot use a pool after calling end|server closed the connection|query read timeout/i;

const codeOf = (e: object): string | undefined => {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const driver = (e as { driverError?: unknown }).driverError;
  return typeof driver === 'object' && driver !== null ? codeOf(driver) : undefined;
};

/** Whether `e` says the database is unreachable or unable to serve right now. */
export function isDatabaseUnavailable(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const code = codeOf(e);
  if (code !== undefined && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code))) return true;
  if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  return e instanceof Error && UNAVAILABLE_MESSAGE.test(e.message);
}

export interface ConstraintMessages {
  /** Detail of a unique violation (23505): usually "that id is taken". */
  readonly unique?: ProblemText;
  /** Path the problem names for a unique violation. */
  readonly uniquePath?: string;
}

/** The problem a failed database write answers with, or undefined for an unexpected error. */
export function databaseWriteProblem(e: unknown, messages: ConstraintMessages = {}): ProblemException | undefined {
  if (e instanceof ProblemException) return e;
  if (isDatabaseUnavailable(e)) {
    return problemOf(ProblemType.Unavailable, problemMsg('detail.database-unavailable-write'));
  }
  const code = typeof e === 'object' && e !== null ? codeOf(e) : undefined;
  if (code === '23505') {
    const detail = messages.unique ?? problemMsg('detail.duplicate');
    return problemOf(ProblemType.Conflict, detail, messages.uniquePath ? [{ path: messages.uniquePath, message: detail }] : []);
  }
  if (code === '23514' || code === '23502' || code === '22001' || code === '22P02') {
    return problemOf(ProblemType.RuleViolation, problemMsg('detail.constraint'));
  }
  // Text Postgres cannot store: a NUL (U+0000) in a jsonb or text value, which JSON allows.
  if (code === '22P05' || code === '22021') {
    return problemOf(ProblemType.RuleViolation, problemMsg('detail.nul-character'));
  }
  return undefined;
}

/** Runs a database write, turning its failures into the problems above (others are rethrown). */
export async function databaseWrite<T>(fn: () => Promise<T>, messages?: ConstraintMessages): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw databaseWriteProblem(e, messages) ?? e;
  }
}
