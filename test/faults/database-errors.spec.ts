import { QueryFailedError } from 'typeorm';
import type { DataSource } from 'typeorm';
import { LANGUAGES } from '../../src/common/i18n/lang';
import { problemBody } from '../../src/common/problem/problem';
import { toProblem } from '../../src/common/problem/to-problem';
import { DatabaseHealth } from '../../src/database/database-health';
import { loadDatabaseConfig } from '../../src/database/database.config';
import { QUERY_TIMEOUT_GRACE_MS, buildDataSourceOptions } from '../../src/database/data-source';

/*
 * What the client sees when Postgres is away, for the errors pg and TypeORM actually raise (their
 * messages copied from node-postgres 8 and pg-pool 3); timeouts-e2e and outage-e2e raise them for real.
 */

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('database outages become 503 problems', () => {
  it.each<[string, unknown]>([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['pool: no connection within connectionTimeoutMillis', new Error('timeout exceeded when trying to connect')],
    ['client: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['client: server went away', new Error('Connection terminated unexpectedly')],
    ['client: query_timeout', new Error('Query read timeout')],
    ['server restarting (57P01)', new QueryFailedError('INSERT INTO x VALUES ($1)', ['secret'], withCode('terminating connection due to administrator command', '57P01'))],
    ['server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['statement_timeout (57014)', new QueryFailedError('SELECT pg_sleep(5)', [], withCode('canceling statement due to statement timeout', '57014'))],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
  ])('%s', (_name, error) => {
    const problem = toProblem(error);
    expect(problem.getStatus()).toBe(503);
    for (const lang of LANGUAGES) {
      const body = problemBody(problem, lang);
      expect(body.type).toMatch(/\/unavailable$/);
      // Never the driver's text, SQL or parameters.
      expect(JSON.stringify(body)).not.toMatch(/ECONN|pg_sleep|INSERT|secret|terminat|timeout|127\.0\.0\.1/i);
    }
  });

  it.each<[string, unknown]>([
    ['a bug', new Error('boom')],
    ['a query error that is not an outage (42P01)', new QueryFailedError('SELECT * FROM nope', [], withCode('relation "nope" does not exist', '42P01'))],
  ])('but %s stays a 500', (_name, error) => {
    expect(toProblem(error).getStatus()).toBe(500);
  });
});

describe('pool timeouts', () => {
  it('default to a bounded failure within ~2-3 s', () => {
    const config = loadDatabaseConfig({});
    expect(config.connectTimeoutMs).toBe(2000);
    expect(config.statementTimeoutMs).toBe(2000);
  });

  it('reach every pooled client: statement_timeout, a slightly longer query_timeout, TCP keepalive', () => {
    const options = buildDataSourceOptions('postgres://u@127.0.0.1/db', { connectTimeoutMs: 1500, statementTimeoutMs: 1000 });
    expect(options).toMatchObject({
      connectTimeoutMS: 1500,
      extra: { statement_timeout: 1000, query_timeout: 1000 + QUERY_TIMEOUT_GRACE_MS, keepAlive: true },
    });
    expect(QUERY_TIMEOUT_GRACE_MS).toBeGreaterThan(0);
  });

  it('are not imposed on migrations, which may wait on the migration lock', () => {
    const options = buildDataSourceOptions('postgres://u@127.0.0.1/db', { poolSize: 2 });
    expect(options).toMatchObject({ extra: { keepAlive: true } });
    expect((options as { extra: Record<string, unknown> }).extra).not.toHaveProperty('statement_timeout');
  });
});

describe('DatabaseHealth', () => {
  const config = loadDatabaseConfig({ DATABASE_HEALTH_TIMEOUT_MS: '50' });

  function healthOver(query: () => Promise<unknown>): { health: DatabaseHealth; calls: () => number } {
    let calls = 0;
    const dataSource = {
      isInitialized: true,
      query: () => {
        calls++;
        return query();
      },
    } as unknown as DataSource;
    return { health: new DatabaseHealth(dataSource, config), calls: () => calls };
  }

  it('reports down within its timeout while the query hangs, and never stacks probes on the pool', async () => {
    let answer: (() => void) | undefined;
    // The first query hangs until answered (Postgres frozen); later ones answer at once.
    const { health, calls } = healthOver(() => (answer ? Promise.resolve([]) : new Promise<void>((resolve) => (answer = resolve))));
    // On a fake clock: each probe answers `false` exactly when its 50 ms timeout fires.
    jest.useFakeTimers();
    try {
      for (let i = 0; i < 5; i++) {
        let answered: boolean | undefined;
        void health.ping().then((up) => (answered = up));
        await jest.advanceTimersByTimeAsync(49);
        expect(answered).toBeUndefined();
        await jest.advanceTimersByTimeAsync(1);
        expect(answered).toBe(false);
      }
    } finally {
      jest.useRealTimers();
    }
    // Five probes, one query: the hung one is shared, not repeated on another connection.
    expect(calls()).toBe(1);
    expect(answer).toBeDefined();
    answer?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await health.ping()).toBe(true);
    expect(calls()).toBe(2);
  }, 10_000);

  it('reports down when the query fails, and tries again on the next probe', async () => {
    let fail = true;
    const { health, calls } = healthOver(() => (fail ? Promise.reject(new Error('Connection terminated unexpectedly')) : Promise.resolve([])));
    expect(await health.ping()).toBe(false);
    fail = false;
    expect(await health.ping()).toBe(true);
    expect(calls()).toBe(2);
  });
});
