import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import { performance } from 'node:perf_hooks';
import { runApiKeyCli } from '../../src/auth/api-key.cli';
import { findFreePort } from '../../src/database/embedded-postgres';
import { HttpAnswer, HttpCall, call, sleep, waitFor } from '../faults/support/http';
import { AppChild, Exit, startApp, within } from '../faults/support/processes';
import { TestDatabase, createTestDatabase } from '../setup/test-database';

/*
 * The service past one machine: two app processes (src/main.ts through ts-node, as production
 * runs it; nothing shared but Postgres and Redis, as two machines would share them) on one
 * database and one Redis, rate limits on. What docs/operations.md promises replicas:
 *   - a seeded ruling is the same, byte for byte, on any replica;
 *   - the rate-limit budget is one for all replicas (counted in Redis), not one per replica;
 *   - a catalog or key write on one replica is served by the others within a second.
 * Unlike test/catalog-writes/replicas.e2e-spec.ts and test/security/redis-rate-limit.spec.ts
 * (two apps in one Jest process, requests injected), the two apps here have their own event loops,
 * memory and connections, and are reached over loopback sockets.
 *
 * Order independence: every test spends the anonymous budget of its own client addresses (the
 * apps trust X-Forwarded-For from loopback, as behind a load balancer) and the keyed budget of
 * keys it makes itself.
 */

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
/** RATE_LIMIT_ANONYMOUS: small, so the shared budget is exhausted in a few requests. */
const BUDGET = 20;
/** RATE_LIMIT_KEYED: higher; the propagation polls below spend it. */
const KEYED_BUDGET = 1000;
const WINDOW_S = 60;
/** docs/operations.md, Scaling: "a write is visible on every replica within about a second". */
const PROPAGATION_BOUND_MS = 1000;
/** Polls go on past the bound so that a failure reports the delay actually measured. */
const POLL_LIMIT_MS = 5000;
const POLL_EVERY_MS = 5;
/** Two ts-node boots share two cores (with whatever else runs on the machine). */
const BOOT_BOUND_MS = 60_000;
/** SIGTERM, then SIGKILL after this. */
const STOP_BOUND_MS = 15_000;

const airborne = { unit: 'american-sci-tech/airborne' };
const wehrmacht = { unit: 'german-geneticists/wehrmacht' };

const shotBody = (seed: string): Record<string, unknown> => ({
  attacker: wehrmacht,
  weapon: 'kar98k',
  target: airborne,
  distance: 20,
  actionPoints: 2,
  dice: { seed },
});

const grenadeBody = (seed: string): Record<string, unknown> => ({
  attacker: { ...wehrmacht, position: { x: 0, y: 0 } },
  weapon: 'grenades',
  target: { ...airborne, position: { x: 0, y: 5 } },
  models: [{ ...airborne, position: { x: 1.5, y: 5 } }],
  actionPoints: 2,
  dice: { seed },
});

const unitBody = (slug: string): Record<string, unknown> => ({
  slug,
  name: { en: 'Scaling Hero', es: 'Héroe escalable' },
  training: 'veteran',
  movement: 4,
  rangedCombat: 3,
  closeCombat: 3,
  armor: 4,
  strength: 3,
  drive: 4,
  wounds: 2,
  weapons: ['kar98k'],
});

const GRAPHQL_SHOT = `query Shot($seed: String!) {
  aeWwiiShot(input: {attacker: {unit: "german-geneticists/wehrmacht"}, weapon: "kar98k", target: {unit: "american-sci-tech/airborne"}, distance: 20, actionPoints: 2, dice: {seed: $seed}}) {
    complete outcome { shots hits wounds targetRemoved } odds { hitPerShot targetRemoved } dice { mode seed used { die value purpose } } text
  }
}`;

/** A client address of its own for each caller (TEST-NET-2), so no two tests share a budget. */
let addresses = 0;
const freshAddress = (): string => `198.51.100.${++addresses}`;

const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });

/** `npm run api-key -- create ... --json`, through the CLI's own function. */
async function cliKey(url: string, owner: string, scopes: string): Promise<{ id: string; key: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runApiKeyCli(['create', '--owner', owner, '--scopes', scopes, '--json'], url, { out: (t) => out.push(t), err: (t) => err.push(t) });
  if (code !== 0) throw new Error(`api-key create failed (${code}): ${err.join('\n')}`);
  return JSON.parse(out.join('\n')) as { id: string; key: string };
}

const header = (a: HttpAnswer, name: string): string | undefined => {
  const v = a.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v;
};

const isProblem = (a: HttpAnswer): boolean => /^application\/problem\+json/.test(header(a, 'content-type') ?? '');

/** A counter's value in a Prometheus text exposition (0 when absent). */
function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

/** SIGTERM, then SIGKILL when it has not exited within STOP_BOUND_MS; bounded either way. */
async function stop(app: AppChild): Promise<Exit | undefined> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return app.exit;
  app.child.kill('SIGTERM');
  try {
    return await within(app.exit, STOP_BOUND_MS, 'exit after SIGTERM');
  } catch {
    app.child.kill('SIGKILL');
    return within(app.exit, 10_000, 'exit after SIGKILL').catch(() => undefined);
  }
}

describe('two app processes on one database and one Redis', () => {
  const prefix = `arbiter-test:scaling:${randomUUID()}:`;
  // Keep-alive, as a load balancer holds connections to its replicas; destroyed in afterAll.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let redis: Redis | undefined;
  let db: TestDatabase | undefined;
  let a: AppChild | undefined;
  let b: AppChild | undefined;
  let adminKey = '';

  const on = (app: AppChild | undefined, req: HttpCall): Promise<HttpAnswer> => {
    if (!app) throw new Error('the apps are only available once beforeAll has run');
    return call(app.port, req, { agent, timeoutMs: 10_000 });
  };
  const A = (req: HttpCall): Promise<HttpAnswer> => on(a, req);
  const B = (req: HttpCall): Promise<HttpAnswer> => on(b, req);
  const anonymous = (address: string): Record<string, string> => ({ 'x-forwarded-for': address });

  /** The key is in the in-memory copy of both apps (/health/live is exempt from limits: nothing spent). */
  async function knownOnBoth(key: string): Promise<void> {
    for (const app of [A, B]) {
      await waitFor('key known', async () => (await app({ method: 'GET', path: '/health/live', headers: bearer(key) })).status === 200, 5_000, 20);
    }
  }

  /**
   * Polls `probe` (one request at a time, POLL_EVERY_MS apart) until it holds; returns the ms from
   * `since` (performance.now() when the write was answered) to the answer that showed the change.
   */
  async function propagation(what: string, since: number, probe: () => Promise<boolean>): Promise<number> {
    for (;;) {
      const seen = await probe();
      const now = performance.now();
      if (seen) return Math.round(now - since);
      if (now - since > POLL_LIMIT_MS) throw new Error(`${what}: not seen within ${POLL_LIMIT_MS} ms`);
      await sleep(POLL_EVERY_MS);
    }
  }

  async function bootBoth(): Promise<void> {
    if (!db) throw new Error('no database');
    const portA = await findFreePort();
    let portB = await findFreePort();
    while (portB === portA) portB = await findFreePort();
    const env = {
      DATABASE_URL: db.url,
      // The database is migrated already (createTestDatabase): neither replica migrates at boot.
      MIGRATIONS: 'job',
      // Not `test`, which turns limits off by default; limits on explicitly all the same.
      NODE_ENV: 'production',
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_ANONYMOUS: String(BUDGET),
      RATE_LIMIT_KEYED: String(KEYED_BUDGET),
      RATE_LIMIT_WINDOW: `${WINDOW_S}s`,
      REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: prefix,
      // As behind a load balancer on this host: the client address comes from X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      DB_POOL_SIZE: '3',
      SHUTDOWN_TIMEOUT_MS: '5000',
      LOG_LEVEL: 'info',
      // The suite counts requests exactly: no load shedding on a test machine whose loop lags under load.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    a = startApp(portA, env);
    b = startApp(portB, env);
    await Promise.all(
      [a, b].map(async (app) => {
        const exited = (): boolean => app.child.exitCode !== null || app.child.signalCode !== null;
        await waitFor(
          `app on ${app.port} ready`,
          // A child that died ends the wait at once instead of after the bound.
          async () => exited() || (await call(app.port, { method: 'GET', path: '/health/ready' }, { timeoutMs: 2_000 })).status === 200,
          BOOT_BOUND_MS,
          200,
        ).catch((e: unknown) => {
          throw new Error(`${e instanceof Error ? e.message : String(e)}\n${app.output()}`);
        });
        if (exited()) throw new Error(`app on ${app.port} exited (${app.child.exitCode ?? app.child.signalCode}) before it was ready:\n${app.output()}`);
      }),
    );
  }

  beforeAll(async () => {
    const started = Date.now();
    redis = new Redis(REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
    // Fails here, loudly, when the machine's Redis is not running (docs/testing.md).
    await within(redis.connect(), 5_000, 'Redis connect');
    db = await within(createTestDatabase(), 30_000, 'test database');
    adminKey = (await cliKey(db.url, 'scaling-admin', 'admin')).key;
    await bootBoth();
    await knownOnBoth(adminKey);
    process.stdout.write(`two app processes ready on ports ${a?.port} and ${b?.port} in ${Date.now() - started} ms\n`);
  }, 100_000);

  afterAll(async () => {
    // Each step on its own: a failure in one must not leave the others undone.
    const exits = await Promise.all([a, b].map((app) => (app ? stop(app).catch(() => undefined) : undefined)));
    process.stdout.write(`app exits: ${exits.map((e) => (e ? `${e.code ?? e.signal}` : 'none')).join(', ')}\n`);
    agent.destroy();
    await db?.drop().catch((e: unknown) => process.stderr.write(`dropping ${db?.name} failed: ${String(e)}\n`));
    if (redis) {
      try {
        const keys: string[] = [];
        let cursor = '0';
        do {
          const [next, batch] = await within(redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000), 5_000, 'Redis scan');
          keys.push(...batch);
          cursor = next;
        } while (cursor !== '0');
        if (keys.length > 0) await within(redis.del(...keys), 5_000, 'Redis del');
      } finally {
        redis.disconnect();
      }
    }
  }, 60_000);

  it('gives the same seeded rulings, byte for byte, from both processes (REST and GraphQL)', async () => {
    // The grenade must actually scatter (a d12 direction and a distance): seeds are tried on A
    // until one does, from an address of their own (EN: a miss always scatters, a hit on 3-6).
    const searcher = anonymous(freshAddress());
    let grenadeSeed: string | undefined;
    for (let i = 0; i < 12 && grenadeSeed === undefined; i++) {
      const res = await A({ method: 'POST', path: '/v1/ae-wwii/resolve/shot', body: grenadeBody(`scaling-grenade-${i}`), headers: searcher });
      expect([res.status, res.body]).toEqual([200, res.body]);
      const { outcome } = JSON.parse(res.body) as { outcome: { landings: { direction: number | null; scatter: number }[] } };
      if (outcome.landings.some((l) => l.direction !== null && l.scatter > 0)) grenadeSeed = `scaling-grenade-${i}`;
    }
    expect(grenadeSeed).toBeDefined();

    const client = anonymous(freshAddress());
    const cases: readonly (HttpCall & { readonly name: string })[] = [
      { name: 'shot', method: 'POST', path: '/v1/ae-wwii/resolve/shot?lang=es', body: shotBody('table-7-turn-3') },
      { name: 'melee', method: 'POST', path: '/v1/ae-wwii/resolve/melee?lang=fr', body: { attacker: { unit: 'american-sci-tech/officer' }, defender: { unit: 'russian-psi/guard' }, actionPoints: 2, dice: { seed: 'scaling-melee' } } },
      {
        name: 'initiative',
        method: 'POST',
        path: '/v1/ae-wwii/resolve/initiative',
        // Equal drives: the reroll loop runs, so more dice depend on the seed.
        body: { sides: [{ name: 'Allies', highestDrive: 6 }, { name: 'Axis', highestDrive: 6 }, { name: 'Soviets', highestDrive: 5 }], dice: { seed: 'scaling-initiative' } },
      },
      { name: 'grenade', method: 'POST', path: '/v1/ae-wwii/resolve/shot', body: grenadeBody(grenadeSeed as string) },
    ];
    for (const c of cases) {
      const [onA, onB] = [await A({ ...c, headers: client }), await B({ ...c, headers: client })];
      expect([c.name, onA.status, onB.status]).toEqual([c.name, 200, 200]);
      // A seeded ruling, not an empty or error body that would match trivially.
      const parsed = JSON.parse(onA.body) as { complete: boolean; dice: { mode: string; used: unknown[] } };
      expect([c.name, parsed.complete, parsed.dice.mode, parsed.dice.used.length > 0]).toEqual([c.name, true, 'seed', true]);
      expect(onB.body).toBe(onA.body);
    }

    const gqlOn = async (app: (req: HttpCall) => Promise<HttpAnswer>): Promise<HttpAnswer> =>
      app({ method: 'POST', path: '/graphql', body: { query: GRAPHQL_SHOT, variables: { seed: 'table-7-turn-3' } }, headers: client });
    const [gqlA, gqlB] = [await gqlOn(A), await gqlOn(B)];
    expect([gqlA.status, gqlB.status]).toEqual([200, 200]);
    expect(gqlB.body).toBe(gqlA.body);
    const gql = (JSON.parse(gqlA.body) as { data: { aeWwiiShot: { outcome: unknown; dice: unknown } } | null; errors?: unknown }).data?.aeWwiiShot;
    // And GraphQL rules the same as REST for the same seed (English text here, so not the text).
    const rest = JSON.parse((await B({ method: 'POST', path: '/v1/ae-wwii/resolve/shot', body: shotBody('table-7-turn-3'), headers: client })).body) as {
      outcome: unknown;
      dice: unknown;
    };
    expect(gql).toEqual(expect.objectContaining({ outcome: rest.outcome, dice: rest.dice }));
  }, 30_000);

  it('shares one rate-limit budget between the processes (in Redis), with a separate, higher one per API key', async () => {
    const fallbackBefore = await Promise.all([A, B].map(async (app) => metric((await app({ method: 'GET', path: '/metrics' })).body, 'rate_limit_memory_fallback_total')));
    const address = freshAddress();
    const client = anonymous(address);
    const shot = { method: 'POST' as const, path: '/v1/ae-wwii/resolve/shot', body: shotBody('scaling-limits') };

    // Alternate A, B, A, B... from one client address until one of them refuses.
    const replies: { readonly on: 'A' | 'B'; readonly answer: HttpAnswer }[] = [];
    for (let i = 0; i < 3 * BUDGET; i++) {
      const on = i % 2 === 0 ? 'A' : 'B';
      const answer = await (on === 'A' ? A : B)({ ...shot, headers: client });
      replies.push({ on, answer });
      if (answer.status === 429) break;
    }
    const statuses = replies.map((r) => r.answer.status);
    const ok = statuses.filter((s) => s >= 200 && s < 300).length;
    const fallbackAfter = await Promise.all([A, B].map(async (app) => metric((await app({ method: 'GET', path: '/metrics' })).body, 'rate_limit_memory_fallback_total')));
    const context = `statuses ${statuses.join(',')}; memory fallbacks A ${fallbackBefore[0]}->${fallbackAfter[0]}, B ${fallbackBefore[1]}->${fallbackAfter[1]}`;

    // One budget for both, not one each: exactly BUDGET answered, then the refusal.
    expect([ok, statuses.length, context]).toEqual([BUDGET, BUDGET + 1, context]);
    expect(replies.slice(0, BUDGET).map((r) => r.answer.status)).toEqual(new Array<number>(BUDGET).fill(200));
    // Both processes counted: the remaining budget went down by one per request, whichever served it.
    expect(replies.slice(0, BUDGET).map((r) => Number(header(r.answer, 'RateLimit-Remaining')))).toEqual(Array.from({ length: BUDGET }, (_, i) => BUDGET - 1 - i));
    expect(new Set(replies.slice(0, BUDGET).map((r) => header(r.answer, 'RateLimit-Limit')))).toEqual(new Set([String(BUDGET)]));
    expect(fallbackAfter).toEqual(fallbackBefore);
    expect(await redis?.get(`${prefix}ip:${address}`)).toBe(String(BUDGET + 1));

    const refused = (replies[BUDGET] as (typeof replies)[number]).answer;
    expect(refused.status).toBe(429);
    expect(isProblem(refused)).toBe(true);
    expect(JSON.parse(refused.body)).toEqual(expect.objectContaining({ type: 'https://arbiter.dev/problems/rate-limited', status: 429 }));
    const retryAfter = Number(header(refused, 'Retry-After'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
    expect(header(refused, 'RateLimit-Limit')).toBe(String(BUDGET));
    expect(header(refused, 'RateLimit-Remaining')).toBe('0');
    expect(Number(header(refused, 'RateLimit-Reset'))).toBe(retryAfter);
    // The other process refuses that address too.
    const other = await (replies[BUDGET]?.on === 'A' ? B : A)({ ...shot, headers: client });
    expect(other.status).toBe(429);
    expect(isProblem(other)).toBe(true);

    // An API key from the same address spends its own budget, shared by both processes too.
    if (!db) throw new Error('no database');
    const { key } = await cliKey(db.url, `scaling-limits-${randomUUID().slice(0, 8)}`, 'read');
    await knownOnBoth(key);
    const keyed = { ...client, ...bearer(key) };
    const k1 = await A({ ...shot, headers: keyed });
    const k2 = await B({ ...shot, headers: keyed });
    expect([k1.status, k2.status]).toEqual([200, 200]);
    expect([header(k1, 'RateLimit-Limit'), header(k2, 'RateLimit-Limit')]).toEqual([String(KEYED_BUDGET), String(KEYED_BUDGET)]);
    expect([header(k1, 'RateLimit-Remaining'), header(k2, 'RateLimit-Remaining')]).toEqual([String(KEYED_BUDGET - 1), String(KEYED_BUDGET - 2)]);
    // ... and leaves the anonymous budget of the address exhausted.
    expect((await B({ ...shot, headers: client })).status).toBe(429);
  }, 30_000);

  it('serves on each process, within a second, the catalog and key writes made on the other', async () => {
    const admin = bearer(adminKey);
    const owner = `scaling-${randomUUID().slice(0, 8)}`;
    const slug = 'hero';
    const unitPath = `/v1/ae-wwii/units/custom%2F${slug}`;
    const delays: Record<string, number> = {};

    // A key made on A (admin route) ...
    const created = await A({ method: 'POST', path: '/v1/admin/api-keys', body: { owner, scopes: ['read', 'write'] }, headers: admin });
    let since = performance.now();
    expect(created.status).toBe(201);
    const { id, key } = JSON.parse(created.body) as { id: string; key: string };
    const auth = bearer(key);
    // ... is accepted by B (a keyed route, so a 401 would show as a 401).
    delays['key created on A, accepted by B'] = await propagation('key on B', since, async () => (await B({ method: 'GET', path: '/v1/games', headers: auth })).status === 200);

    expect((await B({ method: 'GET', path: unitPath, headers: auth })).status).toBe(404);
    const posted = await A({ method: 'POST', path: '/v1/ae-wwii/units', body: unitBody(slug), headers: auth });
    since = performance.now();
    expect([posted.status, posted.body]).toEqual([201, posted.body]);
    let fromB: HttpAnswer | undefined;
    delays['unit created on A, read on B'] = await propagation('unit on B', since, async () => {
      fromB = await B({ method: 'GET', path: unitPath, headers: auth });
      return fromB.status === 200;
    });
    expect(JSON.parse(fromB?.body ?? '{}')).toEqual(expect.objectContaining({ id: `custom/${slug}`, name: 'Scaling Hero' }));

    // B resolves with it, and rules as A does.
    const resolve = { method: 'POST' as const, path: '/v1/ae-wwii/resolve/shot', body: { ...shotBody('scaling-custom'), attacker: { unit: `custom/${slug}` }, distance: 10 }, headers: auth };
    const [resolvedB, resolvedA] = [await B(resolve), await A(resolve)];
    expect([resolvedB.status, resolvedA.status]).toEqual([200, 200]);
    expect(resolvedB.body).toBe(resolvedA.body);
    // Nobody else's: anonymously the id is unknown.
    expect((await B({ ...resolve, headers: anonymous(freshAddress()) })).status).toBe(422);

    // Deleted on B, gone on A.
    const deleted = await B({ method: 'DELETE', path: unitPath, headers: auth });
    since = performance.now();
    expect(deleted.status).toBe(200);
    delays['unit deleted on B, gone on A'] = await propagation('delete on A', since, async () => (await A({ method: 'GET', path: unitPath, headers: auth })).status === 404);
    expect((await A(resolve)).status).toBe(422);

    // Revoked on A, refused by B.
    const revoked = await A({ method: 'DELETE', path: `/v1/admin/api-keys/${id}`, headers: admin });
    since = performance.now();
    expect(revoked.status).toBe(200);
    let refusal: HttpAnswer | undefined;
    delays['key revoked on A, refused by B'] = await propagation('revocation on B', since, async () => {
      refusal = await B({ method: 'GET', path: '/v1/ae-wwii/units?faction=custom', headers: auth });
      return refusal.status === 401;
    });
    expect(refusal && isProblem(refusal)).toBe(true);

    process.stdout.write(`propagation delays (ms, from the write's answer to the first answer showing it): ${JSON.stringify(delays)}\n`);
    for (const [what, ms] of Object.entries(delays)) expect([what, ms < PROPAGATION_BOUND_MS]).toEqual([what, true]);
  }, 30_000);

  it('resolves on one process, within a second, a Wartime warbook character written on the other', async () => {
    if (!db) throw new Error('no database');
    const { key } = await cliKey(db.url, `scaling-wb-${randomUUID().slice(0, 8)}`, 'read,write');
    await knownOnBoth(key);
    const auth = bearer(key);
    const book = {
      slug: 'scouts',
      name: 'Scouts',
      archetypes: [
        { slug: 'scout-body', name: 'Scout', profile: { type: 'body', con: 4, agi: 7, int: 4, rea: 6, vol: 4 } },
        { slug: 'scout', name: 'Scout trooper', profile: { type: 'character', body: 'scout-body', weapons: ['pistol'], baseDiameter: 2.5 } },
      ],
    };
    const resolve = { method: 'POST' as const, path: '/v1/wartime/resolve/check', body: { character: { archetype: 'scouts/scout' }, attribute: 'agi', dice: { seed: 'scaling-warbook' } }, headers: auth };
    expect((await B(resolve)).status).toBe(422);
    const posted = await A({ method: 'POST', path: '/v1/wartime/warbooks', body: book, headers: auth });
    const since = performance.now();
    expect([posted.status, posted.body]).toEqual([201, posted.body]);
    // The read goes to Postgres; the resolve reads B's in-memory catalog, reloaded on A's NOTIFY.
    expect((await B({ method: 'GET', path: '/v1/wartime/warbooks/scouts', headers: auth })).status).toBe(200);
    const delay = await propagation('warbook character on B', since, async () => (await B(resolve)).status === 200);
    const [onB, onA] = [await B(resolve), await A(resolve)];
    expect(onB.body).toBe(onA.body);
    expect(JSON.parse(onB.body)).toEqual(expect.objectContaining({ game: 'wartime', complete: true }));
    process.stdout.write(`warbook written on A, resolved on B: ${delay} ms\n`);
    expect(delay).toBeLessThan(PROPAGATION_BOUND_MS);
  }, 30_000);
});
