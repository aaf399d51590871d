import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOT, SHOT_URL, TestApp, bootApp } from './helpers';

/*
 * CORS headers as they go on the wire, each exactly once (a preflight once repeated
 * `Access-Control-Expose-Headers`). Over a real socket, not inject: Node's `rawHeaders` keeps
 * every header line the server wrote, where inject's header object would merge repeats.
 */

interface Wire {
  readonly status: number;
  /** Lower-cased header names, one per line written, in order. */
  readonly names: readonly string[];
  readonly lines: readonly string[];
}

function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        const raw = res.rawHeaders;
        const names = raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
        resolve({ status: res.statusCode ?? 0, names, lines: names.map((n, i) => `${n}: ${raw[2 * i + 1]}`) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const repeated = (w: Wire): string[] => w.names.filter((n, i) => w.names.indexOf(n) !== i);

const PREFLIGHT = { origin: 'https://vtt.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key' };

describe.each([
  ['any origin', {}],
  ['a list of origins', { CORS_ORIGINS: 'https://vtt.example, http://localhost:30000' }],
])('CORS on the wire, %s', (_label, env: Record<string, string>) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await bootApp({ ...env, RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: '1' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([SHOT_URL, '/graphql', '/v1/games', '/nope'])('a preflight to %s writes each header once', async (path) => {
    const w = await send(port, 'OPTIONS', path, PREFLIGHT);
    expect(w.status).toBe(204);
    expect(repeated(w)).toEqual([]);
    expect(w.lines.filter((l) => l.startsWith('access-control-expose-headers'))).toEqual(['access-control-expose-headers: RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, Content-Language']);
    expect(w.names).toEqual(expect.arrayContaining(['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age']));
  });

  it('a resolve, then the 429 that follows, write each header once', async () => {
    const post = (): Promise<Wire> => send(port, 'POST', SHOT_URL, { origin: 'https://vtt.example', 'content-type': 'application/json' }, JSON.stringify(SHOT));
    const ok = await post();
    const limited = await post();
    expect([ok.status, limited.status]).toEqual([200, 429]);
    for (const w of [ok, limited]) {
      expect(repeated(w)).toEqual([]);
      expect(w.names.filter((n) => n === 'access-control-expose-headers')).toHaveLength(1);
    }
  });
});
