import 'reflect-metadata';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bootFuzzApp } from '../fuzz/app';

/**
 * The README's examples, run as a reader would run them, against a live app, and compared with
 * the output the README shows. The convention (README, "Examples"):
 *
 *   <!-- readme-test -->              the next ```sh block is run with bash (curl, jq);
 *   <!-- readme-test fresh-seed=S --> the same, the server's fresh seed for dice-less bodies being S
 *                                     (what "this one rolled ... with seed S" means);
 *
 * and its standard output must equal, byte for byte, the next fenced block after it (```text or
 * ```json; prose may stand between them). The one normalisation: `localhost:3000` in a command
 * is the test app's address. The app is the one the fuzz suites drive (no database: the games'
 * seeds, which are their migrations' frozen copies), listening on a loopback port.
 *
 * `README_UPDATE=1 npx jest test/docs/readme.spec.ts` writes each example's actual output into the
 * README instead of comparing (then read the diff: it is what the docs now promise).
 */

let mockFreshSeed: string | undefined;
jest.mock('../../src/common/http/fresh-seed', () => {
  const actual = jest.requireActual<typeof import('../../src/common/http/fresh-seed')>('../../src/common/http/fresh-seed');
  return { freshSeed: (): string => mockFreshSeed ?? actual.freshSeed() };
});

const REPO = path.join(__dirname, '..', '..');
/** The documents whose examples are run: the README and the public contract. */
const DOCUMENTS = ['README.md', 'docs/api.md'];

export interface ReadmeExample {
  readonly file: string;
  /** 1-based line of the marker, for the failure message. */
  readonly line: number;
  readonly freshSeed: string | undefined;
  readonly command: string;
  readonly output: string;
  /** 0-based lines of the output block's body: [first, end). */
  readonly outputLines: readonly [number, number];
}

/** The marked examples of a Markdown text, in order. */
export function readmeExamples(file: string, markdown: string): ReadmeExample[] {
  const lines = markdown.split('\n');
  const out: ReadmeExample[] = [];
  /** The fenced block opening at or after `from`: its info string, body and the line after it. */
  const block = (from: number): { info: string; body: string; start: number; end: number } | undefined => {
    for (let i = from; i < lines.length; i++) {
      const open = /^```(\S*)\s*$/.exec(lines[i] ?? '');
      if (!open) continue;
      const close = lines.findIndex((l, j) => j > i && l === '```');
      if (close < 0) return undefined;
      return { info: open[1] ?? '', body: lines.slice(i + 1, close).join('\n'), start: i + 1, end: close + 1 };
    }
    return undefined;
  };
  lines.forEach((l, i) => {
    const marker = /^<!-- readme-test(?: fresh-seed=(\S+))? -->$/.exec(l);
    if (!marker) return;
    const command = block(i + 1);
    const output = command && block(command.end);
    if (!command || command.info !== 'sh' || !output) throw new Error(`${file} line ${i + 1}: a readme-test marker needs a \`\`\`sh block and an output block after it`);
    out.push({ file, line: i + 1, freshSeed: marker[1], command: command.body, output: output.body, outputLines: [output.start, output.end - 1] });
  });
  return out;
}

describe('README examples', () => {
  const examples = DOCUMENTS.flatMap((f) => readmeExamples(f, readFileSync(path.join(REPO, f), 'utf8')));
  let app: NestFastifyApplication;
  let address: string;
  let cwd: string;

  beforeAll(async () => {
    for (const tool of ['curl', 'jq']) {
      if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) throw new Error(`${tool} is needed to run the README's examples (apt-get install ${tool})`);
    }
    ({ app } = await bootFuzzApp());
    await app.listen(0, '127.0.0.1');
    const port = (app.getHttpServer().address() as { port: number }).port;
    address = `127.0.0.1:${port}`;
    cwd = mkdtempSync(path.join(tmpdir(), 'arbiter-readme-'));
  });

  const updates = new Map<ReadmeExample, string>();
  const updating = process.env.README_UPDATE === '1';

  afterAll(async () => {
    for (const file of updating ? DOCUMENTS : []) {
      const lines = readFileSync(path.join(REPO, file), 'utf8').split('\n');
      // From the end, so earlier line numbers stay valid.
      const mine = [...updates].filter(([e]) => e.file === file).sort(([a], [b]) => b.line - a.line);
      for (const [e, output] of mine) lines.splice(e.outputLines[0], e.outputLines[1] - e.outputLines[0], ...output.split('\n'));
      if (mine.length > 0) writeFileSync(path.join(REPO, file), lines.join('\n'));
    }
    await app?.close();
    if (cwd) rmSync(cwd, { recursive: true, force: true });
  });

  it('marks examples of every kind: resolves of every game, GraphQL, catalog reads', () => {
    const all = examples.filter((e) => e.file === 'README.md').map((e) => e.command).join('\n');
    for (const route of ['/v1/ae-wwii/resolve/', '/v1/aof-skirmish/resolve/', '/graphql', '/v1/games', '/v1/aof-skirmish/armies/validate']) expect(all).toContain(route);
  });

  it.each(examples.map((e) => [e.file, e.line, e] as const))('%s, the example at line %i, prints what it shows', async (_file, _line, example) => {
    mockFreshSeed = example.freshSeed;
    try {
      const command = example.command.replace(/(https?:\/\/)?localhost:3000/g, (_m, scheme: string | undefined) => `${scheme ?? ''}${address}`);
      // Asynchronously: the app answers on this process's event loop, which the shell must not block.
      const run = await runShell(command, cwd);
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
      if (updating) updates.set(example, run.stdout.replace(/\n$/, ''));
      else expect(run.stdout.replace(/\n$/, '')).toBe(example.output);
    } finally {
      mockFreshSeed = undefined;
    }
  });
});

/** bash -o pipefail -c `command` in `cwd`, without blocking the event loop. */
function runShell(command: string, cwd: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', command], { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, LC_ALL: 'C.UTF-8' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
