import { ChildProcess, spawn } from 'node:child_process';
import { IncomingHttpHeaders, get } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Swagger UI at /docs under the security headers. Jest cannot load @fastify/static (its
 * content-disposition dependency is ESM-only and Jest's module loader does not require() ESM on
 * Node 20), so the app runs in a child process (ts-node, plain Node) on a loopback port, and
 * this test fetches the page and every asset it references, as a browser would, and checks the
 * CSP each one carries.
 */
const ROOT = join(__dirname, '..', '..');
const BOOT_TIMEOUT_MS = 45_000;

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', join(__dirname, 'fixtures', 'serve-docs.ts')], {
    cwd: ROOT,
    env: { ...process.env, TS_NODE_PROJECT: join(ROOT, 'tsconfig.json') },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docs server did not start in ${BOOT_TIMEOUT_MS} ms: ${stderr}`)), BOOT_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docs server exited (${code}): ${stderr}`));
    });
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      clearTimeout(timer);
      resolve({ child, port: (JSON.parse(line) as { port: number }).port });
    });
  });
}

interface Fetched {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One GET on its own connection (agent: false): no pooled socket outlives the child server. */
function fetchText(url: string | URL): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${String(url)} timed out`)));
    req.on('error', reject);
  });
}

function directives(csp: string | string[] | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

describe('/docs under the security headers (child process)', () => {
  let child: ChildProcess | undefined;
  let base: string;

  beforeAll(async () => {
    const started = await startServer();
    child = started.child;
    base = `http://127.0.0.1:${started.port}`;
  }, BOOT_TIMEOUT_MS + 5000);

  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('serves the Swagger UI page with a CSP that allows its own scripts and inline styles only', async () => {
    const res = await fetchText(`${base}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<div id="swagger-ui">');
    expect(html).toContain('<title>Arbiter API</title>');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // Everything the page runs comes from a file: no inline <script> that 'self' would block.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // A page: it keeps its browsing context to itself.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves every script, stylesheet and icon the page references, same-origin', async () => {
    const html = (await fetchText(`${base}/docs`)).body;
    const refs = [...html.matchAll(/(?:src|href)=["']([^"']+)["']/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThanOrEqual(5);
    for (const ref of refs) {
      const url = new URL(ref, `${base}/docs`);
      expect(url.origin).toBe(base);
      const res = await fetchText(url);
      expect({ ref, status: res.status }).toEqual({ ref, status: 200 });
      expect(directives(res.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
    }
  });

  it('keeps the strict API policy on /docs-json and the API routes', async () => {
    for (const path of ['/docs-json', '/health/live']) {
      const res = await fetchText(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
    }
  });

  it('documents the 429 in the served spec', async () => {
    const doc = JSON.parse((await fetchText(`${base}/docs-json`)).body) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(doc.paths['/v1/ae-wwii/resolve/shot']?.post?.responses['429']).toBeDefined();
  });
});
