import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';

/**
 * A connection that stopped answering (node-postgres's `query_timeout` fired, or the socket
 * closed): a ROLLBACK sent on it would wait for the same timeout again before failing, doubling
 * how long a write takes to fail when Postgres hangs. The server rolls back on its own when the
 * connection goes away.
 */
const DEAD_CONNECTION = /query read timeout|connection terminated|connection ended|server closed the connection|client has encountered a connection error/i;
const DEAD_ERRNOS = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

function isDeadConnection(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  return DEAD_CONNECTION.test(e.message) || (typeof code === 'string' && DEAD_ERRNOS.has(code));
}

/**
 * TypeORM's Postgres runner releases its connection back to the pool; with an error, pg-pool
 * destroys it instead of reusing it. The method is typed private but is how the runner itself
 * drops a broken connection (test/faults/timeouts.e2e-spec.ts pins the behaviour).
 */
type PostgresRunner = QueryRunner & { releasePostgresConnection?(err?: Error): Promise<void> };

async function release(runner: QueryRunner, broken: Error | undefined): Promise<void> {
  const pg = runner as PostgresRunner;
  if (broken && typeof pg.releasePostgresConnection === 'function') await pg.releasePostgresConnection(broken);
  else await runner.release();
}

/**
 * `dataSource.transaction(work)`, except on a dead connection: then no ROLLBACK is sent and the
 * connection is destroyed, so a write against a hung Postgres fails after one query timeout
 * (DATABASE_STATEMENT_TIMEOUT_MS + 500 ms), as documented, not two.
 */
export async function writeTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
  const runner = dataSource.createQueryRunner();
  let broken: Error | undefined;
  try {
    await runner.connect();
    await runner.startTransaction(isolation);
    const result = await work(runner.manager);
    await runner.commitTransaction();
    return result;
  } catch (e) {
    if (isDeadConnection(e)) broken = e as Error;
    else if (runner.isTransactionActive) {
      // The first error is the one to report; a failed ROLLBACK only means the connection is gone too.
      await runner.rollbackTransaction().catch((rollback: unknown) => {
        if (rollback instanceof Error) broken = rollback;
      });
    }
    throw e;
  } finally {
    await release(runner, broken);
  }
}
