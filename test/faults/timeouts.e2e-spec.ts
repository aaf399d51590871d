import { DataSource } from 'typeorm';
import { toProblem } from '../../src/common/problem/to-problem';
import { DataSourceTuning, QUERY_TIMEOUT_GRACE_MS, buildDataSourceOptions } from '../../src/database/data-source';
import { writeTransaction } from '../../src/database/transaction';
import { waitFor } from './support/http';
import { TcpProxy } from './support/tcp-proxy';

/*
 * The pool's timeouts against a real Postgres (the e2e server; nothing is stopped): a slow
 * statement, a connection that goes silent, and a server that accepts TCP but never answers
 * must each fail within its bound and answer 503, and the pool must heal afterwards. The silent
 * network is a loopback relay (support/tcp-proxy.ts) that stops forwarding bytes.
 */

const CONNECT_MS = 1000;
const STATEMENT_MS = 1000;
/** Scheduling slack on a loaded CI machine; the bounds below are far from "hangs forever". */
const SLACK_MS = 1000;

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run e2e tests through jest, whose globalSetup provides it');
  return url;
}

async function timed(fn: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  try {
    await fn();
    return { ms: Date.now() - started, error: undefined };
  } catch (e) {
    return { ms: Date.now() - started, error: e };
  }
}

function expectUnavailable(error: unknown): void {
  expect(error).toBeInstanceOf(Error);
  const problem = toProblem(error);
  expect({ status: problem.getStatus(), type: problem.problemType }).toEqual({ status: 503, type: 'unavailable' });
}

describe('database timeouts', () => {
  const poolErrors: Error[] = [];
  const tuning: DataSourceTuning = {
    poolSize: 2,
    connectTimeoutMs: CONNECT_MS,
    statementTimeoutMs: STATEMENT_MS,
    onPoolError: (e) => poolErrors.push(e),
  };
  let proxy: TcpProxy;
  let direct: DataSource;
  let relayed: DataSource;

  beforeAll(async () => {
    const url = new URL(serverUrl());
    proxy = await TcpProxy.start(url.hostname, Number(url.port || 5432));
    direct = new DataSource(buildDataSourceOptions(serverUrl(), tuning));
    relayed = new DataSource(buildDataSourceOptions(proxy.urlFor(serverUrl()), tuning));
    await Promise.all([direct.initialize(), relayed.initialize()]);
  }, 30_000);

  afterAll(async () => {
    proxy?.forward();
    proxy?.reset();
    await direct?.destroy().catch(() => undefined);
    await relayed?.destroy().catch(() => undefined);
    await proxy?.close();
  }, 30_000);

  it('statement_timeout cancels a slow statement server-side: 503, and the connection stays usable', async () => {
    const { ms, error } = await timed(() => direct.query('SELECT pg_sleep(5)'));
    expect(error).toMatchObject({ code: '57014' });
    expect(ms).toBeGreaterThanOrEqual(STATEMENT_MS - 100);
    expect(ms).toBeLessThan(STATEMENT_MS + SLACK_MS);
    expectUnavailable(error);
    expect(await direct.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  }, 20_000);

  it('a connection that goes silent fails after statement_timeout + grace (query_timeout): 503', async () => {
    expect(await relayed.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    proxy.freeze();
    try {
      const { ms, error } = await timed(() => relayed.query('SELECT 1'));
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/Query read timeout/);
      expect(ms).toBeGreaterThanOrEqual(STATEMENT_MS + QUERY_TIMEOUT_GRACE_MS - 100);
      expect(ms).toBeLessThan(STATEMENT_MS + QUERY_TIMEOUT_GRACE_MS + SLACK_MS);
      expectUnavailable(error);
    } finally {
      proxy.forward();
    }
  }, 20_000);

  it('a write whose connection goes silent mid-transaction fails after one query timeout, not two (no ROLLBACK on a dead connection)', async () => {
    try {
      const { ms, error } = await timed(() =>
        writeTransaction(relayed, async (m) => {
          proxy.freeze();
          return m.query('SELECT 1');
        }),
      );
      expect((error as Error).message).toMatch(/Query read timeout/);
      // One statement timeout + grace: 1,000 + 500 ms; a ROLLBACK on the same connection would wait as long again (3,000 ms).
      expect(ms).toBeGreaterThanOrEqual(STATEMENT_MS + QUERY_TIMEOUT_GRACE_MS - 100);
      expect(ms).toBeLessThan(2 * (STATEMENT_MS + QUERY_TIMEOUT_GRACE_MS) - 250);
      expectUnavailable(error);
    } finally {
      proxy.forward();
    }
    // The dead connection was destroyed, not handed back: the next query gets a working one.
    await waitFor('a working connection', async () => (await relayed.query('SELECT 1 AS one').catch(() => [])).length === 1, 5_000, 50);
  }, 20_000);

  it('a server that accepts but never answers fails within the connect timeout: 503, and idle-connection errors do not crash', async () => {
    const errorsBefore = poolErrors.length;
    proxy.blackhole();
    try {
      // Every pooled connection is cut, as when Postgres restarts: each one raises an 'error' on
      // the pool while idle. Without a handler that would be an uncaught exception in this process.
      proxy.reset();
      await waitFor('idle connections dropped', async () => poolErrors.length > errorsBefore, 5_000, 20);

      const { ms, error } = await timed(() => relayed.query('SELECT 1'));
      expect(error).toBeInstanceOf(Error);
      expect(ms).toBeGreaterThanOrEqual(CONNECT_MS - 100);
      expect(ms).toBeLessThan(CONNECT_MS + SLACK_MS);
      expectUnavailable(error);
    } finally {
      proxy.forward();
    }
  }, 20_000);

  it('heals once the network does, without a new data source', async () => {
    proxy.forward();
    // Connections left half-open by the tests above are cut; new ones go through.
    proxy.reset();
    const took = await waitFor('pool answers again', async () => {
      const rows: unknown = await relayed.query('SELECT 1 AS one');
      return JSON.stringify(rows) === '[{"one":1}]';
    }, 10_000, 50);
    expect(took).toBeLessThan(5_000);
    expect(relayed.isInitialized).toBe(true);
  }, 20_000);
});
