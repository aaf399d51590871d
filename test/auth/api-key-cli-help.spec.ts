import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { API_KEY_CLI_USAGE, runApiKeyCli } from '../../src/auth/api-key.cli';

/**
 * `npm run api-key -- --help` prints the usage and exits 0 without looking for a database (it
 * used to answer "--help needs a value", exit 2, and could start the embedded Postgres first).
 */
describe('api-key --help', () => {
  const REPO = path.resolve(__dirname, '..', '..');

  it.each([[['--help']], [['-h']], [['help']], [['create', '--help']], [['list', '--owner', 'ops', '-h']]])('%j: the usage on stdout, exit 0, no database', async (argv) => {
    const out: string[] = [];
    const err: string[] = [];
    // An unreachable URL: any attempt to connect would fail the command.
    const code = await runApiKeyCli(argv, 'postgres://nobody@127.0.0.1:1/none', { out: (t) => out.push(t), err: (t) => err.push(t) });
    expect({ code, out, err }).toEqual({ code: 0, out: [API_KEY_CLI_USAGE], err: [] });
  });

  it('as npm runs it: the script prints the usage before it looks for a database', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'arbiter-cli-help-')), 'data');
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const run = spawnSync(path.join(REPO, 'node_modules', '.bin', 'ts-node'), ['--transpile-only', 'scripts/api-key.ts', '--help'], { cwd: REPO, env, encoding: 'utf8', timeout: 60_000 });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
      expect(run.stdout).toBe(`${API_KEY_CLI_USAGE}\n`);
      expect(run.stdout).toMatch(/^Usage:\n {2}npm run api-key -- create --owner <slug>/);
      // No embedded cluster was created for it.
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
