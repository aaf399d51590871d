import { randomBytes } from 'node:crypto';
import { MigrationSource, runMigrations, withDataSource } from '../../src/database/data-source';
import { GAMES } from '../../src/games';
import { migrationsOf } from '../../src/games/registry';

/** A database of its own for one test file, on the server DATABASE_URL points at. */
export interface TestDatabase {
  readonly name: string;
  readonly url: string;
  /** Drops the database, closing any connection left open on it. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Run the migrations after creating it. Default true. */
  readonly migrate?: boolean;
  /** Which: default the registered games' (and the shared ones). */
  readonly migrations?: readonly MigrationSource[];
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run e2e tests through jest, whose globalSetup provides it');
  return url;
}

/** The same server and credentials, another database. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates `arbiter_t_<random>` (migrated unless told otherwise), so test files never share state. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const base = serverUrl();
  const name = `arbiter_t_${randomBytes(6).toString('hex')}`;
  await withDataSource(base, (admin) => admin.query(`CREATE DATABASE "${name}"`), { poolSize: 1 });
  const drop = (): Promise<void> =>
    withDataSource(base, async (admin) => {
      // FORCE (Postgres 13+): a pool a failed test left open must not keep the database alive.
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }, { poolSize: 1 });
  const url = databaseUrl(base, name);
  if (options.migrate ?? true) {
    try {
      await runMigrations(url, options.migrations ?? migrationsOf(GAMES));
    } catch (e) {
      await drop();
      throw e;
    }
  }
  return { name, url, drop };
}

/**
 * Registers beforeAll/afterAll hooks that create and drop a database for the calling test file;
 * the returned function gives it once beforeAll has run.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): () => TestDatabase {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(options);
  });
  afterAll(async () => {
    await db?.drop();
  });
  return () => {
    if (!db) throw new Error('the test database is only available once beforeAll has run');
    return db;
  };
}
