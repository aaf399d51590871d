import { buildEngineCatalog, catalogDataOf } from '../../src/catalog/catalog-data';
import { estimateAction, GameCatalog } from '../../src/engine/core/game';
import { requestsWorth } from '../../src/common/security/rate-limit';
import { GAMES } from '../../src/games';
import { Reply, TestApp, bootApp, header, shot } from './helpers';

const remaining = (r: Reply): number => Number(header(r, 'RateLimit-Remaining'));

describe('requestsWorth: what one request counts for, by the units it was admitted for', () => {
  it.each([
    // budget 10,000: one count per 1,000 units, at least one
    [0, 10_000, 1],
    [1, 10_000, 1],
    [1_000, 10_000, 1],
    [1_001, 10_000, 2], // 1,001 / 1,000 = 1.001, rounded up
    [10_000, 10_000, 10], // the whole budget counts as ten requests
    [2_500, 5_000, 5], // 2,500 / 500 = 5
  ])('%d units with a budget of %d: %d', (units, budget, worth) => {
    expect(requestsWorth(units, budget)).toBe(worth);
  });
});

describe('the rate limit charges by cost and counts refused keys', () => {
  const LIMIT = 30;
  const BUDGET = 2_000;
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: String(LIMIT), RATE_LIMIT_KEYED: String(LIMIT), RATE_LIMIT_WINDOW: '1m', COST_BUDGET: String(BUDGET) });
  });
  afterAll(() => t.close());

  it('a request with a refused API key counts against its address, and is refused 429 past the limit', async () => {
    const from = { remoteAddress: '198.51.100.77', headers: { 'x-api-key': 'not-a-key' } };
    const replies: Reply[] = [];
    for (let i = 0; i < LIMIT; i++) replies.push(await t.inject({ url: '/v1/games', ...from }));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(LIMIT).fill(401));
    // Each 401 spent one of the address's requests: 30 - 30 = 0 left, so the next one is 429.
    expect(remaining(replies[LIMIT - 1])).toBe(0);
    expect((await t.inject({ url: '/v1/games', ...from })).statusCode).toBe(429);
    // The address, not the key, was charged: an anonymous request from it is refused too.
    expect((await t.inject({ url: '/v1/games', remoteAddress: '198.51.100.77' })).statusCode).toBe(429);
  });

  it('a costly resolve counts for as many requests as its admitted units weigh', async () => {
    const ae = GAMES.find((g) => g.definition.id === 'ae-wwii');
    if (!ae) throw new Error('AE-WWII is not registered');
    const catalog = buildEngineCatalog(ae.definition, catalogDataOf(ae.definition, ae.seed())) as GameCatalog;
    const sides = Array.from({ length: 4 }, (_, i) => ({ name: `side ${i}`, highestDrive: 3 }));
    const body = { sides, dice: { seed: 'rate-limit-cost' } };
    const units = estimateAction(ae.definition, 'initiative', body, catalog).units;
    const worth = requestsWorth(units, BUDGET);
    // Without a cost that weighs, this test would prove nothing.
    expect(worth).toBeGreaterThan(1);
    expect(units).toBeLessThanOrEqual(BUDGET);

    const from = { remoteAddress: '198.51.100.78' };
    const first = await t.inject({ method: 'POST', url: '/v1/ae-wwii/resolve/initiative', payload: body, ...from });
    expect(first.statusCode).toBe(200);
    // Counted once before it ran: 30 - 1 = 29 left; then `worth - 1` more once it was done.
    expect(remaining(first)).toBe(LIMIT - 1);
    const next = await t.inject(shot(from));
    expect(remaining(next)).toBe(LIMIT - 1 - (worth - 1) - 1);
  });
});
