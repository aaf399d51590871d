import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { API_KEY_CLI_USAGE, wantsApiKeyCliHelp } from '../src/auth/api-key.usage';
import type { EmbeddedPostgresServer } from '../src/database/embedded-postgres';

/*
 * `npm run api-key -- create --owner <slug> --scopes read,write,admin` (see src/auth/api-key.cli.ts).
 * In a built image: `node dist/scripts/api-key.js create ...`.
 *
 * The database is the app's: DATABASE_URL, else the local embedded cluster (<DATA_DIR>/pg). When
 * the app is running on that cluster we connect to its postmaster (port from postmaster.pid)
 * rather than start a second one, which would stop the app's; otherwise we start it, migrate it
 * (the key table must exist) and stop it again.
 */

/** The running embedded postmaster's URL, if the pid file names a live process. */
function runningEmbeddedUrl(dataDir: string, database: string, passwordFile: string): string | undefined {
  let pidFile: string;
  try {
    pidFile = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = pidFile.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!(pid > 0 && port > 0)) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const password = readFileSync(path.join(dataDir, passwordFile), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

async function main(): Promise<number> {
  const io = { out: (t: string) => process.stdout.write(`${t}\n`), err: (t: string) => process.stderr.write(`${t}\n`) };
  const argv = process.argv.slice(2);
  // Before anything else is loaded, let alone a database looked for or an embedded one started.
  if (wantsApiKeyCliHelp(argv)) {
    io.out(API_KEY_CLI_USAGE);
    return 0;
  }
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only past --help (see above) */
  const { runApiKeyCli } = require('../src/auth/api-key.cli') as typeof import('../src/auth/api-key.cli');
  const { runMigrations } = require('../src/database/data-source') as typeof import('../src/database/data-source');
  const { GAMES } = require('../src/games') as typeof import('../src/games');
  const { migrationsOf } = require('../src/games/registry') as typeof import('../src/games/registry');
  const { loadDatabaseConfig } = require('../src/database/database.config') as typeof import('../src/database/database.config');
  const { PASSWORD_FILE, startEmbeddedPostgres } = require('../src/database/embedded-postgres') as typeof import('../src/database/embedded-postgres');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const config = loadDatabaseConfig();
  if (config.url !== undefined) return runApiKeyCli(argv, config.url, io);
  const running = runningEmbeddedUrl(config.embedded.dataDir, config.embedded.database, PASSWORD_FILE);
  if (running !== undefined) return runApiKeyCli(argv, running, io);
  let embedded: EmbeddedPostgresServer | undefined;
  try {
    embedded = await startEmbeddedPostgres({ dataDir: config.embedded.dataDir, database: config.embedded.database, port: config.embedded.port });
    io.err(`DATABASE_URL not set: using the embedded cluster in ${embedded.dataDir}`);
    await runMigrations(embedded.url, migrationsOf(GAMES));
    return await runApiKeyCli(argv, embedded.url, io);
  } finally {
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    // Only the message: a connection error can carry the URL, password included, in its stack.
    process.stderr.write(`api-key failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
