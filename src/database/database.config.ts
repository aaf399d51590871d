import * as path from 'node:path';

/** `boot`: the app migrates on start; `job`: a separate step (`npm run migration:run`) does it. */
export type MigrationsMode = 'boot' | 'job';

export interface DatabaseConfig {
  /** DATABASE_URL; when absent the app runs its own embedded Postgres. */
  readonly url: string | undefined;
  /** DB_POOL_SIZE: connections in the app's pool. */
  readonly poolSize: number;
  /** MIGRATIONS=job turns off migrating at boot. */
  readonly migrations: MigrationsMode;
  /** DATABASE_CONNECT_TIMEOUT_MS: how long opening one connection may take. */
  readonly connectTimeoutMs: number;
  /** DATABASE_HEALTH_TIMEOUT_MS: the readiness ping gives up after this. */
  readonly healthTimeoutMs: number;
  readonly embedded: {
    /** `<DATA_DIR>/pg`, DATA_DIR defaulting to ./data (resolved against the working directory). */
    readonly dataDir: string;
    /** EMBEDDED_PG_DATABASE, default `arbiter`. */
    readonly database: string;
    /** EMBEDDED_PG_PORT; unset means a free port picked at start. */
    readonly port: number | undefined;
  };
}

type Env = Readonly<Record<string, string | undefined>>;

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

function positiveInt(env: Env, name: string, fallback: number, max: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new Error(`${name} must be an integer between 1 and ${max}, got "${raw}"`);
  }
  return n;
}

/**
 * The variable names and limits shared with the app's config (src/config: DATABASE_URL,
 * DB_POOL_SIZE, DATA_DIR, MIGRATIONS) are the same, so one environment drives both; the others are
 * this module's own.
 *
 * Reads the database settings once and fails fast on a malformed value, so a typo in the
 * environment stops the boot instead of surfacing as a connection error later.
 */
export function loadDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const migrationsRaw = nonEmpty(env.MIGRATIONS) ?? 'boot';
  if (migrationsRaw !== 'boot' && migrationsRaw !== 'job') {
    throw new Error(`MIGRATIONS must be "boot" or "job", got "${migrationsRaw}"`);
  }
  const database = nonEmpty(env.EMBEDDED_PG_DATABASE) ?? 'arbiter';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) {
    throw new Error(`EMBEDDED_PG_DATABASE must be a lowercase SQL identifier, got "${database}"`);
  }
  const portRaw = nonEmpty(env.EMBEDDED_PG_PORT);
  return {
    url: nonEmpty(env.DATABASE_URL),
    poolSize: positiveInt(env, 'DB_POOL_SIZE', 10, 200),
    migrations: migrationsRaw,
    connectTimeoutMs: positiveInt(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, 600_000),
    healthTimeoutMs: positiveInt(env, 'DATABASE_HEALTH_TIMEOUT_MS', 1_000, 60_000),
    embedded: {
      dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? 'data', 'pg'),
      database,
      port: portRaw === undefined ? undefined : positiveInt(env, 'EMBEDDED_PG_PORT', 0, 65_535),
    },
  };
}
