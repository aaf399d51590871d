import 'reflect-metadata';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { ResolveService } from '../../src/games/resolve/resolve.service';
import { gameCatalogsLoaded } from '../support/games';

/**
 * The HTTP platform without a database: problem+json for every failure, language negotiation,
 * health and metrics. CatalogService answers from the built-in seed.
 */

const config = loadConfig({ NODE_ENV: 'test', BODY_LIMIT: '4096' });
const SHOT = {
  attacker: { unit: 'german-geneticists/wehrmacht' },
  weapon: 'kar98k',
  target: { unit: 'american-sci-tech/airborne' },
  distance: 10,
  cover: 'none',
  actionPoints: 2,
  dice: { seed: 'platform-test' },
};

interface Reply {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly body: string;
  json<T = Record<string, unknown>>(): T;
}

async function boot(seeded: boolean, databaseUp: boolean): Promise<{ app: NestFastifyApplication; inject: (o: object) => Promise<Reply> }> {
  // docs: false because Swagger UI needs @fastify/static, whose ESM-only dependency
  // (content-disposition) Jest cannot require on Node 20; the document itself is checked by
  // test/api-spec.spec.ts, and /docs was checked by hand (outside Jest).
  const app = await createApp({ config, withoutDatabase: { seeded, databaseUp }, logs: false, docs: false });
  const fastify = app.getHttpAdapter().getInstance();
  // light-my-request's overloads do not survive Parameters<>; the options are plain objects.
  const injectFn = fastify.inject.bind(fastify) as unknown as (o: object) => Promise<Reply>;
  return { app, inject: injectFn };
}

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors: { path: string; message: string }[];
}

function expectProblem(res: Reply, status: number, type: string): Problem {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const p = res.json<Problem>();
  expect(p).toEqual(expect.objectContaining({ type: `https://arbiter.dev/problems/${type}`, status, title: expect.any(String), detail: expect.any(String) }));
  expect(Array.isArray(p.errors)).toBe(true);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack frames, ever
  return p;
}

describe('HTTP platform (no database)', () => {
  let app: NestFastifyApplication;
  let inject: (o: object) => Promise<Reply>;

  beforeAll(async () => {
    ({ app, inject } = await boot(true, true));
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } });

  describe('resolve', () => {
    it('answers a shot with the ruling, in the negotiated language', async () => {
      const res = await post('/v1/ae-wwii/resolve/shot?lang=es', SHOT);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe('es');
      const body = res.json<{ game: string; action: string; complete: boolean; odds?: unknown; dice: { mode: string; seed: string } }>();
      expect(body).toEqual(expect.objectContaining({ game: 'ae-wwii', action: 'shot', complete: true }));
      expect(body.odds).toBeDefined();
      expect(body.dice).toEqual(expect.objectContaining({ mode: 'seed', seed: 'platform-test' }));
    });

    it('skips odds with ?odds=false and rolls a fresh, reported seed without dice', async () => {
      const { dice: _dice, ...noDice } = SHOT;
      void _dice;
      const res = await post('/v1/ae-wwii/resolve/shot?odds=false', noDice);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ odds?: unknown; dice: { mode: string; seed?: string } }>();
      expect(body.odds).toBeUndefined();
      expect(body.dice.mode).toBe('random');
      expect(body.dice.seed).toMatch(/^[A-Za-z0-9_-]{16}$/);
    });

    it('is deterministic for a seed', async () => {
      const [a, b] = await Promise.all([post('/v1/ae-wwii/resolve/shot', SHOT), post('/v1/ae-wwii/resolve/shot', SHOT)]);
      expect(a.body).toBe(b.body);
    });
  });

  describe('problems', () => {
    it('malformed JSON → 400 malformed-json', async () => {
      expectProblem(await post('/v1/ae-wwii/resolve/shot', '{"attacker":'), 400, 'malformed-json');
    });

    it('a __proto__ key → 400, refused by the parser', async () => {
      expectProblem(await post('/v1/ae-wwii/resolve/shot', '{"__proto__":{"polluted":true}}'), 400, 'malformed-json');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('another media type → 415', async () => {
      expectProblem(await inject({ method: 'POST', url: '/v1/ae-wwii/resolve/shot', payload: 'shot', headers: { 'content-type': 'text/plain' } }), 415, 'unsupported-media-type');
      expectProblem(await inject({ method: 'POST', url: '/v1/ae-wwii/resolve/shot', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, 'unsupported-media-type');
    });

    it('a body over BODY_LIMIT → 413', async () => {
      expectProblem(await post('/v1/ae-wwii/resolve/shot', { ...SHOT, attacker: { ...SHOT.attacker, name: 'x'.repeat(5000) } }), 413, 'payload-too-large');
    });

    it('an unknown route → 404', async () => {
      expectProblem(await inject({ method: 'GET', url: '/v1/nope' }), 404, 'not-found');
      expectProblem(await post('/v1/ae-wwii/resolve/teleport', SHOT), 404, 'not-found');
      // Names every object has are no actions either.
      expectProblem(await post('/v1/ae-wwii/resolve/__proto__', SHOT), 404, 'not-found');
      expectProblem(await post('/v1/ae-wwii/resolve/constructor', SHOT), 404, 'not-found');
    });

    it('an unknown field → 400 naming it', async () => {
      const p = expectProblem(await post('/v1/ae-wwii/resolve/shot', { ...SHOT, attacker: { ...SHOT.attacker, foo: 1 } }), 400, 'validation');
      expect(p.errors).toEqual([{ path: 'attacker.foo', message: expect.any(String) }]);
    });

    it('a wrong type or out-of-range value → 400 naming the path', async () => {
      const p = expectProblem(await post('/v1/ae-wwii/resolve/shot', { ...SHOT, distance: 'far', dice: { values: [1, 2, 3, 101] } }), 400, 'validation');
      expect(p.errors.map((e) => e.path).sort()).toEqual(['dice.values[3]', 'distance']);
    });

    it('a missing required field and an inline profile error → 400 with each path', async () => {
      const { actionPoints: _ap, ...rest } = SHOT;
      void _ap;
      const p = expectProblem(await post('/v1/ae-wwii/resolve/shot', { ...rest, weapon: { profile: { range: 24, strength: 4, rateOfFire: '1:0' } } }), 400, 'validation');
      expect(p.errors.map((e) => e.path).sort()).toEqual(['actionPoints', 'weapon.profile.rateOfFire']);
    });

    it('a non-object body → 400', async () => {
      expectProblem(await post('/v1/ae-wwii/resolve/shot', '[1,2]'), 400, 'validation');
      expectProblem(await post('/v1/ae-wwii/resolve/shot', 'null'), 400, 'validation');
    });

    it('a malformed ?lang= → 400 naming lang; an invalid ?odds= → 400 naming odds', async () => {
      expect(expectProblem(await post('/v1/ae-wwii/resolve/shot?lang=%25%25%25', SHOT), 400, 'validation').errors).toEqual([{ path: 'lang', message: expect.any(String) }]);
      expect(expectProblem(await post('/v1/ae-wwii/resolve/shot?odds=yes', SHOT), 400, 'validation').errors).toEqual([{ path: 'odds', message: expect.any(String) }]);
    });

    it('a die value that is not a face of the die it is read as → 422 bad-dice naming it', async () => {
      // 13 is a small integer (schema-valid) but no d6 has it: the to-hit die is read first.
      const p = expectProblem(await post('/v1/ae-wwii/resolve/shot', { ...SHOT, dice: { values: [13] } }), 422, 'bad-dice');
      expect(p.errors[0]?.path).toBe('dice.values[0]');
    });

    it('an unknown catalog id → 422 unknown-id (engine RuleError)', async () => {
      const p = expectProblem(await post('/v1/ae-wwii/resolve/shot', { ...SHOT, weapon: 'death-ray' }), 422, 'unknown-id');
      expect(p.errors[0]?.path).toBe('weapon');
    });

    it('extra fixed dice → 422 bad-dice', async () => {
      expectProblem(await post('/v1/ae-wwii/resolve/initiative', { sides: [{ name: 'A', highestDrive: 2 }, { name: 'B', highestDrive: 3 }], dice: { values: [6, 1, 4, 4, 4] } }), 422, 'bad-dice');
    });
  });

  describe('language', () => {
    const initiative = { sides: [{ name: 'A', highestDrive: 2 }, { name: 'B', highestDrive: 3 }], dice: { seed: 's' } };
    it.each([
      ['?lang=fr', {}, 'fr'],
      ['', { 'accept-language': 'de-DE, es;q=0.8, fr;q=0.5' }, 'es'],
      ['', { 'accept-language': 'fr-CA' }, 'fr'],
      ['', { 'accept-language': 'de, it;q=0.9' }, 'en'],
      ['', {}, 'en'],
      ['?lang=es', { 'accept-language': 'fr' }, 'es'],
      ['?lang=es-ES', {}, 'es'],
      ['?lang=fr-CA', { 'accept-language': 'es' }, 'fr'],
      ['?lang=EN-us', { 'accept-language': 'es' }, 'en'],
      ['?lang=de', { 'accept-language': 'fr' }, 'en'],
      ['?lang=pt-BR', {}, 'en'],
      ['', { 'accept-language': 'ES-es' }, 'es'],
    ])('%s %j → Content-Language %s', async (query, headers, lang) => {
      const res = await post(`/v1/ae-wwii/resolve/initiative${query}`, initiative, headers as Record<string, string>);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe(lang);
    });
  });

  describe('operations', () => {
    it('GET /health/live', async () => {
      const res = await inject({ method: 'GET', url: '/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('GET /health/ready when the database answers and the catalog is loaded', async () => {
      const res = await inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'up', catalog: 'loaded', ...gameCatalogsLoaded() } });
    });

    it('GET /metrics exposes the request histogram by route template and status', async () => {
      await post('/v1/ae-wwii/resolve/shot', SHOT);
      const res = await inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('http_request_duration_seconds_count{method="POST",route="/v1/ae-wwii/resolve/shot",status="200"}');
      // Each action of the one resolve route has its own series; an unknown one counts under the template.
      await post('/v1/ae-wwii/resolve/teleport', SHOT);
      const after = (await inject({ method: 'GET', url: '/metrics' })).body;
      expect(after).toContain('http_request_duration_seconds_count{method="POST",route="/v1/ae-wwii/resolve/:action",status="404"}');
      expect(after).not.toContain('route="/v1/ae-wwii/resolve/teleport"');
      expect(res.body).toContain('process_cpu_user_seconds_total');
    });
  });

  describe('GraphQL', () => {
    const gql = (query: string, headers: Record<string, string> = {}) => post('/graphql', { query }, headers);

    it('resolves with the same engine, in the requested language', async () => {
      const res = await gql('{ aeWwiiInitiative(input: {sides: [{name: "A", highestDrive: 2}, {name: "B", highestDrive: 3}], dice: {seed: "s"}}, lang: fr) { action complete outcome { winner } odds { win { name p } } } }');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe('fr');
      const rest = await post('/v1/ae-wwii/resolve/initiative', { sides: [{ name: 'A', highestDrive: 2 }, { name: 'B', highestDrive: 3 }], dice: { seed: 's' } });
      const data = res.json<{ data: { aeWwiiInitiative: { outcome: { winner: string } } } }>().data.aeWwiiInitiative;
      expect(data.outcome.winner).toBe(rest.json<{ outcome: { winner: string } }>().outcome.winner);
    });

    it('validates with the REST DTO: same paths, problem extensions, no stack', async () => {
      const res = await gql('{ aeWwiiShot(input: {attacker: {unit: "german-geneticists/wehrmacht"}, weapon: {profile: {range: 24, strength: 4, rateOfFire: "1:0"}}, distance: 2000, actionPoints: 2}) { complete } }');
      const err = res.json<{ errors: { extensions: { code: string; status: number; errors: { path: string }[]; stacktrace?: unknown } }[] }>().errors[0];
      expect(err?.extensions.code).toBe('BAD_USER_INPUT');
      expect(err?.extensions.status).toBe(400);
      expect(err?.extensions.errors.map((e) => e.path).sort()).toEqual(['distance', 'weapon.profile.rateOfFire']);
      expect(err?.extensions.stacktrace).toBeUndefined();
    });

    it('maps engine errors (422) to extensions', async () => {
      const res = await gql('{ aeWwiiShot(input: {attacker: {unit: "german-geneticists/wehrmacht"}, weapon: "death-ray", target: {unit: "american-sci-tech/airborne"}, distance: 5, actionPoints: 2}) { complete } }');
      const err = res.json<{ errors: { extensions: { code: string; status: number } }[] }>().errors[0];
      expect(err?.extensions).toEqual(expect.objectContaining({ code: 'UNKNOWN_ID', status: 422 }));
    });
    // Document limits, batching, GET, introspection and error masking: test/graphql/.
  });
});

describe('unexpected errors', () => {
  it('→ 500 problem with a generic detail: no message, stack, SQL or path leaks', async () => {
    const secret = 'connect ECONNREFUSED /var/run/postgresql/.s.PGSQL.5432 SELECT * FROM units';
    const explode = jest.spyOn(ResolveService.prototype, 'resolve').mockImplementation(() => {
      throw new Error(secret);
    });
    const { app, inject } = await boot(true, false);
    try {
      const res = await inject({ method: 'POST', url: '/v1/ae-wwii/resolve/shot', payload: SHOT });
      const p = expectProblem(res, 500, 'internal');
      expect(res.body).not.toContain('ECONNREFUSED');
      expect(res.body).not.toContain('SELECT');
      expect(res.body).not.toContain('/var/run');
      expect(p.errors).toEqual([]);
      // Still ready (the catalog is in memory), but degraded: the database is down.
      const ready = await inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'degraded', checks: { database: 'down', catalog: 'loaded', ...gameCatalogsLoaded() } });
    } finally {
      explode.mockRestore();
      await app.close();
    }
  });
});
