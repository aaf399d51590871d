import * as path from 'node:path';
import { AppConfig, loadConfig } from '../config/app-config';

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
  /** DATABASE_STATEMENT_TIMEOUT_MS: statement_timeout of the app's pool (not of migrations). */
  readonly statementTimeoutMs: number;
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

/** The database's view of the app's one validated configuration (src/config). */
export function databaseConfigFrom(config: AppConfig): DatabaseConfig {
  return {
    url: config.databaseUrl,
    poolSize: config.dbPoolSize,
    migrations: config.migrations,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    healthTimeoutMs: config.databaseHealthTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    embedded: {
      dataDir: path.resolve(config.dataDir, 'pg'),
      database: config.embeddedPgDatabase,
      port: config.embeddedPgPort,
    },
  };
}

/** Reads the environment through the app's config validation; throws ConfigError on a bad value. */
export function loadDatabaseConfig(env: Env = process.env): DatabaseConfig {
  return databaseConfigFrom(loadConfig(env));
}
