import { DataSource, DataSourceOptions, MigrationInterface } from 'typeorm';

export interface DataSourceTuning {
  /** Connections in the pool. Default 10. */
  readonly poolSize?: number;
  /**
   * Time allowed to open one connection, and (pg-pool uses the same setting) to wait for a free
   * one when all are busy. Default 5 s.
   */
  readonly connectTimeoutMs?: number;
  /**
   * Server-side `statement_timeout`; the client stops waiting `QUERY_TIMEOUT_GRACE_MS` later
   * (`query_timeout`), which also bounds a query whose server vanished without closing the socket.
   * Unset: no limit. The serving pool sets it; migrations do not (they may legitimately wait
   * on the migration lock or run long).
   */
  readonly statementTimeoutMs?: number;
  /**
   * Receives errors of idle pooled connections (Postgres restarted, network lost). Such an error is
   * expected during an outage: the pool drops that connection and opens a new one on demand.
   */
  readonly onPoolError?: (error: Error) => void;
}

/**
 * How much longer than `statement_timeout` the client waits: long enough for a live server to
 * cancel the statement itself (a clean 57014 that leaves the connection usable), short enough that
 * a dead one still fails the request within a few seconds.
 */
export const QUERY_TIMEOUT_GRACE_MS = 500;

/** Options passed straight to each node-postgres client of the pool. */
function clientOptions(tuning: DataSourceTuning): Record<string, number | boolean> {
  // TCP keepalive finds a connection to a vanished host without waiting for the kernel's
  // retransmission timeout (many minutes); the pool then replaces it.
  const options: Record<string, number | boolean> = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 };
  if (tuning.statementTimeoutMs !== undefined) {
    options.statement_timeout = tuning.statementTimeoutMs;
    options.query_timeout = tuning.statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS;
  }
  return options;
}

/**
 * A migration class. The shared ones are listed in migrations/index.ts, each game's in its folder;
 * src/games/registry.ts (`migrationsOf`) assembles them and TypeORM orders them by timestamp.
 */
export type MigrationSource = new () => MigrationInterface;

/** Session-level advisory lock id: replicas booting together migrate one at a time. */
const MIGRATION_LOCK_KEY = '4812345678901234';

export function buildDataSourceOptions(url: string, tuning: DataSourceTuning = {}, migrations: readonly MigrationSource[] = []): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    poolSize: tuning.poolSize ?? 10,
    connectTimeoutMS: tuning.connectTimeoutMs ?? 5_000,
    applicationName: 'arbiter',
    extra: clientOptions(tuning),
    // Without a handler an idle client's error would be an unhandled 'error' event that kills the
    // process; TypeORM's default handler only logs through its (disabled) logger.
    poolErrorHandler: (error: unknown) => tuning.onPoolError?.(error instanceof Error ? error : new Error(String(error))),
    // The schema is owned by migrations alone; the catalog is read with plain SQL, not entities.
    entities: [],
    synchronize: false,
    migrationsRun: false,
    // Only the data sources that migrate list them (runMigrations, revertMigrations).
    migrations: [...migrations],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    logging: false,
  };
}

/** Opens a short-lived data source, runs `fn`, and always closes it. */
export async function withDataSource<T>(
  url: string,
  fn: (dataSource: DataSource) => Promise<T>,
  tuning: DataSourceTuning = { poolSize: 2 },
  migrations: readonly MigrationSource[] = [],
): Promise<T> {
  const dataSource = new DataSource(buildDataSourceOptions(url, tuning, migrations));
  await dataSource.initialize();
  try {
    return await fn(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** Applies pending `migrations` in one transaction; returns the names applied. */
export async function runMigrations(url: string, migrations: readonly MigrationSource[]): Promise<string[]> {
  return withDataSource(
    url,
    async (dataSource) =>
      withMigrationLock(dataSource, async () => {
        const applied = await dataSource.runMigrations({ transaction: 'all' });
        return applied.map((m) => m.name);
      }),
    { poolSize: 2 },
    migrations,
  );
}

/** Reverts the most recent `count` migrations (all of them by default); returns how many were reverted. */
export async function revertMigrations(url: string, migrations: readonly MigrationSource[], count: number = Number.POSITIVE_INFINITY): Promise<number> {
  return withDataSource(
    url,
    async (dataSource) =>
      withMigrationLock(dataSource, async () => {
        let reverted = 0;
        while (reverted < count && (await hasExecutedMigrations(dataSource))) {
          await dataSource.undoLastMigration({ transaction: 'all' });
          reverted++;
        }
        return reverted;
      }),
    { poolSize: 2 },
    migrations,
  );
}

async function hasExecutedMigrations(dataSource: DataSource): Promise<boolean> {
  const rows: unknown = await dataSource.query(`SELECT to_regclass('migrations') IS NOT NULL AS present`);
  if (!firstRowFlag(rows, 'present')) return false;
  const counted: unknown = await dataSource.query(`SELECT EXISTS (SELECT 1 FROM migrations) AS present`);
  return firstRowFlag(counted, 'present');
}

function firstRowFlag(rows: unknown, column: string): boolean {
  if (!Array.isArray(rows)) return false;
  const row: unknown = rows[0];
  return typeof row === 'object' && row !== null && column in row && (row as Record<string, unknown>)[column] === true;
}

async function withMigrationLock<T>(dataSource: DataSource, fn: () => Promise<T>): Promise<T> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    return await fn();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
