import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/**
 * The documents' examples, run as a reader would run them, against a live app, and compared with
 * the output the document shows. The convention (docs/testing.md, "Examples in the docs"):
 *
 *   <!-- readme-test -->                the next ```sh block is run with bash (curl, jq, node);
 *   <!-- readme-test fresh-seed=S -->   the same, the server's fresh seed for dice-less bodies being S
 *                                       (what "this one rolled ... with seed S" means);
 *   <!-- readme-test database -->       the same, against the app on Postgres (search, API keys,
 *                                       custom entries, shared rulings, warbooks), with `$KEY`
 *                                       a read,write key and `$ADMIN` an admin key
 *                                       (test/docs/doc-examples-database.e2e-spec.ts);
 *   <!-- readme-test file=NAME -->      the next fenced block is written to NAME in the examples'
 *                                       working directory, for the examples after it to run;
 *
 * and a run example's standard output must equal, byte for byte, the next fenced block after it
 * (```text or ```json; prose may stand between them). The one normalisation: `localhost:3000` in a
 * command or a file is the test app's address.
 *
 * `README_UPDATE=1 npx jest test/docs` writes each example's actual output into its document
 * instead of comparing (then read the diff: it is what the docs now promise).
 */

/** The documents whose examples are run: the README, the public contract and the examples page. */
export const DOCUMENTS = ['README.md', 'docs/api.md', 'docs/examples.md'] as const;

export const REPO = path.join(__dirname, '..', '..');

export interface DocExample {
  readonly file: string;
  /** 1-based line of the marker, for the failure message. */
  readonly line: number;
  readonly freshSeed: string | undefined;
  /** Needs the app on Postgres. */
  readonly database: boolean;
  readonly command: string;
  readonly output: string;
  /** 0-based lines of the output block's body: [first, end). */
  readonly outputLines: readonly [number, number];
}

export interface DocFile {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly body: string;
}

const MARKER = /^<!-- readme-test((?: (?:fresh-seed=\S+|database|file=\S+))*) -->$/;

/** The marked examples and files of a Markdown text, in order. */
export function docExamples(file: string, markdown: string): { examples: DocExample[]; files: DocFile[] } {
  const lines = markdown.split('\n');
  const examples: DocExample[] = [];
  const files: DocFile[] = [];
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
    if (!l.startsWith('<!-- readme-test')) return;
    const marker = MARKER.exec(l);
    if (!marker) throw new Error(`${file} line ${i + 1}: unknown readme-test marker ${l}`);
    const flags = (marker[1] ?? '').trim().split(' ').filter(Boolean);
    const value = (name: string): string | undefined => flags.find((f) => f.startsWith(`${name}=`))?.slice(name.length + 1);
    const fileName = value('file');
    if (fileName !== undefined) {
      const body = block(i + 1);
      if (!body) throw new Error(`${file} line ${i + 1}: a readme-test file marker needs a fenced block after it`);
      files.push({ file, line: i + 1, name: fileName, body: body.body });
      return;
    }
    const command = block(i + 1);
    const output = command && block(command.end);
    if (!command || command.info !== 'sh' || !output) throw new Error(`${file} line ${i + 1}: a readme-test marker needs a \`\`\`sh block and an output block after it`);
    examples.push({ file, line: i + 1, freshSeed: value('fresh-seed'), database: flags.includes('database'), command: command.body, output: output.body, outputLines: [output.start, output.end - 1] });
  });
  return { examples, files };
}

/** Every document's examples and files, in document order. */
export function allDocExamples(): { examples: DocExample[]; files: DocFile[] } {
  const all = DOCUMENTS.map((f) => docExamples(f, readFileSync(path.join(REPO, f), 'utf8')));
  return { examples: all.flatMap((a) => a.examples), files: all.flatMap((a) => a.files) };
}

/** `localhost:3000` (with or without a scheme) is the test app's address. */
export const atAddress = (text: string, address: string): string =>
  text.replace(/(https?:\/\/)?localhost:3000/g, (_m, scheme: string | undefined) => `${scheme ?? ''}${address}`);

/**
 * Defines the tests of `examples` in the calling spec file: `start` boots the app and gives its
 * address and the shell's extra environment; `setFreshSeed` sets the server's fresh seed (each
 * spec file mocks src/common/http/fresh-seed itself, jest.mock being per file).
 */
export function defineDocExamples(
  examples: readonly DocExample[],
  files: readonly DocFile[],
  start: () => Promise<{ address: string; env?: Record<string, string>; stop: () => Promise<void> }>,
  setFreshSeed: (seed: string | undefined) => void,
): void {
  let address: string;
  let env: Record<string, string> = {};
  let stop: (() => Promise<void>) | undefined;
  let cwd: string;
  const updates = new Map<DocExample, string>();
  const updating = process.env.README_UPDATE === '1';

  beforeAll(async () => {
    for (const tool of ['curl', 'jq']) {
      const found = await runShell(`command -v ${tool}`, tmpdir(), {});
      if (found.status !== 0) throw new Error(`${tool} is needed to run the documents' examples (apt-get install ${tool})`);
    }
    ({ address, env = {}, stop } = await start());
    cwd = mkdtempSync(path.join(tmpdir(), 'arbiter-doc-examples-'));
    for (const f of files) writeFileSync(path.join(cwd, f.name), `${atAddress(f.body, address)}\n`);
  });

  afterAll(async () => {
    const touched = new Set([...updates.keys()].map((e) => e.file));
    for (const file of touched) {
      const lines = readFileSync(path.join(REPO, file), 'utf8').split('\n');
      // From the end, so earlier line numbers stay valid.
      const mine = [...updates].filter(([e]) => e.file === file).sort(([a], [b]) => b.line - a.line);
      for (const [e, output] of mine) lines.splice(e.outputLines[0], e.outputLines[1] - e.outputLines[0], ...output.split('\n'));
      writeFileSync(path.join(REPO, file), lines.join('\n'));
    }
    await stop?.();
    if (cwd) rmSync(cwd, { recursive: true, force: true });
  });

  it.each(examples.map((e) => [e.file, e.line, e] as const))('%s, the example at line %i, prints what it shows', async (_file, _line, example) => {
    setFreshSeed(example.freshSeed);
    try {
      // Asynchronously: the app answers on this process's event loop, which the shell must not block.
      const run = await runShell(atAddress(example.command, address), cwd, env);
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
      if (updating) updates.set(example, run.stdout.replace(/\n$/, ''));
      else expect(run.stdout.replace(/\n$/, '')).toBe(example.output);
    } finally {
      setFreshSeed(undefined);
    }
  });
}

/** bash -o pipefail -c `command` in `cwd`, without blocking the event loop. */
export function runShell(command: string, cwd: string, env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', command], { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, LC_ALL: 'C.UTF-8', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
