import * as path from 'node:path';
import { loadDatabaseConfig } from './database.config';

describe('loadDatabaseConfig', () => {
  it('has defaults for an empty environment', () => {
    expect(loadDatabaseConfig({})).toEqual({
      url: undefined,
      poolSize: 10,
      migrations: 'boot',
      connectTimeoutMs: 2000,
      healthTimeoutMs: 1000,
      statementTimeoutMs: 2000,
      embedded: { dataDir: path.resolve('data/pg'), database: 'arbiter', port: undefined },
    });
  });

  it('reads every variable', () => {
    const config = loadDatabaseConfig({
      DATABASE_URL: ' postgres://u@h:5432/db ',
      DB_POOL_SIZE: '4',
      MIGRATIONS: 'job',
      DATABASE_CONNECT_TIMEOUT_MS: '2500',
      DATABASE_HEALTH_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '750',
      DATA_DIR: '/var/tmp/arbiter',
      EMBEDDED_PG_DATABASE: 'other_db',
      EMBEDDED_PG_PORT: '5433',
    });
    expect(config).toEqual({
      url: 'postgres://u@h:5432/db',
      poolSize: 4,
      migrations: 'job',
      connectTimeoutMs: 2500,
      healthTimeoutMs: 300,
      statementTimeoutMs: 750,
      embedded: { dataDir: '/var/tmp/arbiter/pg', database: 'other_db', port: 5433 },
    });
  });

  it('treats a blank DATABASE_URL as unset', () => {
    expect(loadDatabaseConfig({ DATABASE_URL: '  ' }).url).toBeUndefined();
  });

  it.each([
    [{ DB_POOL_SIZE: '0' }, /DB_POOL_SIZE/],
    [{ DB_POOL_SIZE: 'ten' }, /DB_POOL_SIZE/],
    [{ DB_POOL_SIZE: '201' }, /DB_POOL_SIZE/],
    [{ MIGRATIONS: 'never' }, /MIGRATIONS/],
    [{ EMBEDDED_PG_DATABASE: 'Bad-Name' }, /EMBEDDED_PG_DATABASE/],
    [{ EMBEDDED_PG_PORT: '70000' }, /EMBEDDED_PG_PORT/],
  ])('rejects %p', (env, message) => {
    expect(() => loadDatabaseConfig(env)).toThrow(message);
  });
});
