import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/* eslint-disable @typescript-eslint/no-require-imports -- the bench's plain-JS load generator */
const { paced } = require('../../bench/paced') as {
  paced: (
    target: { url: string; method?: string; body?: string; requests?: { setupRequest: (r: object) => { body: string } }[] },
    opts: { rate: number; durationS: number; connections: number },
  ) => Promise<{ requests: number; rps: number; latencies: number[]; non2xx: number; errors: number; late: number; connections: number }>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * bench/paced.js, the bench's evenly spaced reading of a fixed rate: it must send exactly rate x
 * duration requests, spread over the run rather than in a burst, frame every answer, and tell 2xx
 * from the rest.
 */
describe('the evenly spaced load generator (bench/paced.js)', () => {
  let server: Server;
  let url: string;
  const arrivals: { at: number; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        arrivals.push({ at: performance.now(), body });
        // A body ending in 5 answers 503; the rest 200, with a two-byte character in the JSON.
        const status = body.endsWith('5"}') ? 503 : 200;
        const reply = JSON.stringify({ echo: body, arrow: '→' });
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(reply) });
        res.end(reply);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (arrivals.length = 0));

  it('sends rate x duration requests spread evenly, each answered and counted', async () => {
    // 200 requests/s for 1 s: 200 requests, one every 5 ms.
    const r = await paced({ url, body: '{"n":1}' }, { rate: 200, durationS: 1, connections: 4 });
    expect(r.requests).toBe(200);
    expect(r.latencies).toHaveLength(200);
    expect(r.non2xx).toBe(0);
    expect(r.errors).toBe(0);
    expect(arrivals).toHaveLength(200);
    // Spread over the second, not sent at once: the first and last arrivals are ~995 ms apart and a
    // 50 ms window holds about 10 (a burst would put all 200 in one; the bound leaves room for a
    // stalled event loop on a busy CI machine).
    const span = arrivals[arrivals.length - 1].at - arrivals[0].at;
    expect(span).toBeGreaterThan(900);
    const windows = new Map<number, number>();
    for (const a of arrivals) windows.set(Math.floor(a.at / 50), (windows.get(Math.floor(a.at / 50)) ?? 0) + 1);
    expect(Math.max(...windows.values())).toBeLessThanOrEqual(100);
  });

  it('takes each body from setupRequest (a distinct stream) and counts non-2xx answers apart', async () => {
    let i = 0;
    const requests = [{ setupRequest: () => ({ body: `{"n":"${i++ % 10}"}` }) }];
    // 100 requests/s for 0.5 s: 50 bodies n = 0..9 in turn; n = 5 answers 503: 5 of them.
    const r = await paced({ url, requests }, { rate: 100, durationS: 0.5, connections: 2 });
    // Sorted: two connections may deliver two late-sent requests in either order.
    expect(arrivals.map((a) => a.body).sort()).toEqual(Array.from({ length: 50 }, (_, k) => `{"n":"${k % 10}"}`).sort());
    expect(r.non2xx).toBe(5);
    expect(r.latencies).toHaveLength(45);
    expect(r.requests).toBe(50);
  });
});
