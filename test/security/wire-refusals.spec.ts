import { connect, type AddressInfo } from 'node:net';
import { TestApp, bootApp } from './helpers';

/** Writes raw bytes to the server and reads everything it answers until it closes the socket. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (out += d));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

interface Parsed {
  readonly status: number;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

function parse(response: string): Parsed {
  const [head, body] = response.split('\r\n\r\n', 2);
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()] as const));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('what the HTTP parser refuses is answered like any other refusal', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await bootApp({});
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const expectProblem = (p: Parsed, status: number): void => {
    expect(p.status).toBe(status);
    expect(p.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    // The API's security headers (common/security/headers.ts), as on every other reply.
    expect(p.headers.get('x-content-type-options')).toBe('nosniff');
    expect(p.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(p.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(p.body) as { type: string; status: number; title: string; detail: string };
    expect(body).toEqual({ type: 'https://arbiter.dev/problems/bad-request', title: 'Bad request', status, detail: expect.any(String), errors: [] });
    expect(Buffer.byteLength(p.body)).toBe(Number(p.headers.get('content-length')));
  };

  it('a malformed request line: 400 problem+json', async () => {
    expectProblem(parse(await raw(port, 'GET /v1/games HTTP/1.1 extra\r\nHost: x\r\n\r\n')), 400);
  });

  it('headers over the limit: 431 problem+json', async () => {
    // Node's default limit is 16 KiB of headers; 32 KiB in one header is over it.
    expectProblem(parse(await raw(port, `GET /v1/games HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(32 * 1024)}\r\n\r\n`)), 431);
  });
});

describe('Vary is appended to, never replaced', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ CORS_ORIGINS: 'https://vtt.example, http://localhost:30000' });
  });
  afterAll(() => t.close());

  it.each(['/v1/ae-wwii/units', '/v1/ae-wwii/editions', '/v1/aof-skirmish/rulings', '/v1/games'])('%s varies on Origin and Accept-Language', async (url) => {
    const res = await t.inject({ url, headers: { origin: 'https://vtt.example', 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    const vary = String(res.headers.vary)
      .split(',')
      .map((v) => v.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-language']));
    expect(new Set(vary).size).toBe(vary.length);
  });
});
