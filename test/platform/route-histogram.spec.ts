import { Histogram, Registry } from 'prom-client';
import { RouteHistogram } from '../../src/common/metrics/route-histogram';
import { fuzzSeed } from '../support/seed';

/**
 * The request-duration histogram is our own (no allocation per observation) but must expose
 * exactly what prom-client's Histogram did for the same observations: same lines, same order of
 * labels, same sums and counts.
 */
const BOUNDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

it('exposes what a prom-client Histogram exposes for the same observations', async () => {
  const seed = fuzzSeed(20261124, 'route histogram');
  let state = seed >>> 0 || 1;
  // xorshift32: deterministic, printed seed.
  const random = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const ours = new Registry();
  const theirs = new Registry();
  const histogram = new RouteHistogram('http_request_duration_seconds', 'HTTP request duration by method, route template and status.', BOUNDS, ours);
  const reference = new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP request duration by method, route template and status.', labelNames: ['method', 'route', 'status'], buckets: BOUNDS, registers: [theirs] });
  const routes = ['/v1/ae-wwii/resolve/shot', '/graphql', 'unmatched'];
  const recorders = new Map(routes.map((r) => [r, histogram.recorder(r)]));
  for (let i = 0; i < 2000; i++) {
    const route = routes[Math.floor(random() * routes.length)];
    const method = random() < 0.8 ? 'POST' : 'GET';
    const status = [200, 200, 200, 404, 422, 429][Math.floor(random() * 6)];
    // Durations across every bucket, bounds themselves included (le is inclusive).
    const seconds = random() < 0.1 ? BOUNDS[Math.floor(random() * BOUNDS.length)] : random() ** 4 * 4;
    recorders.get(route)?.(method, status, seconds);
    reference.observe({ method, route, status: String(status) }, seconds);
  }
  const lines = (text: string): string[] => text.split('\n').sort();
  expect({ seed, lines: lines(await ours.metrics()) }).toEqual({ seed, lines: lines(await theirs.metrics()) });
});
