import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';

/*
 * Child processes of the fault tests: a Postgres to stop and restart (fixtures/postgres-child.ts)
 * and the app itself (src/main.ts, as `npm start` runs it, through ts-node). Every wait is bounded
 * and every child can be killed by its pid.
 */

export const REPO = path.resolve(__dirname, '..', '..', '..');
const TS_NODE = ['-r', 'ts-node/register/transpile-only'];

export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Running, as opposed to gone or a zombie. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return true;
  }
}

/** A temporary directory the `postgres` system user can enter (Postgres runs as it under root). */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

interface Spawned {
  readonly child: ChildProcess;
  readonly exit: Promise<Exit>;
  /** Everything the child wrote so far (stdout and stderr). */
  output(): string;
}

function spawnTs(script: string, args: readonly string[], env: NodeJS.ProcessEnv, cwd = REPO): Spawned {
  const child = spawn(process.execPath, [...TS_NODE, script, ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exit = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exit, output: () => out };
}

/** SIGKILL unless it already exited; bounded. */
export async function kill(spawned: { readonly child: ChildProcess; readonly exit: Promise<Exit> }): Promise<void> {
  if (spawned.child.exitCode !== null || spawned.child.signalCode !== null) return;
  spawned.child.kill('SIGKILL');
  await within(spawned.exit, 10_000, 'killed child exit').catch(() => undefined);
}

export interface PostgresChild extends Spawned {
  readonly url: string;
  readonly port: number;
  /** The postmaster's pid. */
  readonly pid: number;
  /** Stops Postgres (a fast shutdown: sessions are terminated) and waits for the child to exit. */
  stop(): Promise<void>;
}

/** Starts (or restarts) the cluster in `dataDir` on `port`. */
export async function startPostgres(dataDir: string, port: number, timeoutMs = 60_000): Promise<PostgresChild> {
  const spawned = spawnTs(path.join(__dirname, '..', 'fixtures', 'postgres-child.ts'), [dataDir, String(port)], { ...process.env, DATABASE_URL: '' });
  const report = await within(
    new Promise<{ url: string; port: number; pid: number }>((resolve, reject) => {
      spawned.child.stdout?.on('data', () => {
        const line = spawned.output().split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line) as { url: string; port: number; pid: number });
      });
      void spawned.exit.then((e) => reject(new Error(`postgres child exited (${e.code}) before reporting: ${spawned.output()}`)));
    }),
    timeoutMs,
    'postgres child start',
  ).catch(async (e: unknown) => {
    await kill(spawned);
    throw e;
  });
  return {
    ...spawned,
    ...report,
    stop: async () => {
      spawned.child.stdin?.write('stop\n');
      await within(spawned.exit, 30_000, 'postgres child stop').catch(async (e: unknown) => {
        await kill(spawned);
        throw e;
      });
    },
  };
}

export interface AppChild extends Spawned {
  readonly port: number;
}

/**
 * `src/main.ts` in a child process, as production runs it; `env` on top of a clean base. `checkout`:
 * the directory to run it from (default this repository), its working directory too.
 */
export function startApp(port: number, env: Record<string, string>, checkout = REPO): AppChild {
  const base = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    // The load loops would trip a per-IP limit; limits are not what these tests measure.
    RATE_LIMIT_ENABLED: 'false',
  };
  return { ...spawnTs(path.join(checkout, 'src', 'main.ts'), [], { ...base, ...env }, checkout), port };
}
