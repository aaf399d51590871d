import * as path from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';

export interface DataSourceTuning {
  /** Connections in the pool. Default 10. */
  readonly poolSize?: number;
  /** Time allowed to open one connection. Default 5 s. */
  readonly connectTimeoutMs?: number;
}

/**
 * Where migrations live relative to this file: `dist/src/database` → `dist/migrations/*.js` when
 * compiled, `src/database` → `migrations/*.ts` under ts-jest or ts-node. `.d.ts` files are never
 * emitted (`declaration: false`), so the glob cannot pick one up.
 */
export const MIGRATIONS_GLOB = path.join(__dirname, '..', '..', 'migrations', '*.{ts,js}');

/** Session-level advisory lock id: replicas booting together migrate one at a time. */
const MIGRATION_LOCK_KEY = '4812345678901234';

export function buildDataSourceOptions(url: string, tuning: DataSourceTuning = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    poolSize: tuning.poolSize ?? 10,
    connectTimeoutMS: tuning.connectTimeoutMs ?? 5_000,
    applicationName: 'arbiter',
    // The schema is owned by migrations alone; the catalog is read with plain SQL, not entities.
    entities: [],
    synchronize: false,
    migrationsRun: false,
    migrations: [MIGRATIONS_GLOB],
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
): Promise<T> {
  const dataSource = new DataSource(buildDataSourceOptions(url, tuning));
  await dataSource.initialize();
  try {
    return await fn(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** Applies pending migrations in one transaction; returns the names applied. */
export async function runMigrations(url: string): Promise<string[]> {
  return withDataSource(url, async (dataSource) =>
    withMigrationLock(dataSource, async () => {
      const applied = await dataSource.runMigrations({ transaction: 'all' });
      return applied.map((m) => m.name);
    }),
  );
}

/** Reverts the most recent `count` migrations (all of them by default); returns how many were reverted. */
export async function revertMigrations(url: string, count: number = Number.POSITIVE_INFINITY): Promise<number> {
  return withDataSource(url, async (dataSource) =>
    withMigrationLock(dataSource, async () => {
      let reverted = 0;
      while (reverted < count && (await hasExecutedMigrations(dataSource))) {
        await dataSource.undoLastMigration({ transaction: 'all' });
        reverted++;
      }
      return reverted;
    }),
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
