import { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { createApp } from '../../src/app.factory';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { buildOpenApiDocument } from '../../src/common/openapi/openapi';
import { loadConfig } from '../../src/config/app-config';
import { Headers, bearer, call, cliKey } from '../auth/support';
import { OpenApiDocument, Schema, deref, specValidators } from '../fuzz/openapi';
import { replyViolations } from '../fuzz/reply-checks';
import { Json, schemaArbitrary } from '../fuzz/schema-arbitrary';
import { PROTO_KEYS } from '../fuzz/hostile';
import { useTestDatabase } from '../setup/test-database';
import { fuzzSeed } from '../support/seed';
import { GAMES } from '../../src/games';

/*
 * REST fuzz of the warbook routes, on Postgres (they store): bodies valid for each route's
 * published schema, the same with one field replaced by arbitrary JSON, and arbitrary JSON, sent
 * with a read-write key and without one, to warbooks that exist (the key's own, a built-in
 * example) and that do not. Every reply passes the suite's checks (never a 5xx; problem+json
 * for every 4xx; 2xx bodies match the documented schema); without a key every write is a 401.
 * Fixed printed seed; FUZZ_RUNS scales it (short by default: the whole suite must stay quick).
 */

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 600) / 6);
const SEED = fuzzSeed(707, 'REST fuzz (Wartime warbooks)');

interface Route {
  readonly method: 'POST' | 'PUT';
  readonly template: string;
  readonly write: boolean;
}

const ROUTES: readonly Route[] = [
  { method: 'POST', template: '/v1/wartime/warbooks', write: true },
  { method: 'PUT', template: '/v1/wartime/warbooks/{warbook}', write: true },
  { method: 'POST', template: '/v1/wartime/warbooks/{warbook}/archetypes', write: true },
  { method: 'PUT', template: '/v1/wartime/warbooks/{warbook}/archetypes/{archetype}', write: true },
  { method: 'POST', template: '/v1/wartime/warbooks/{warbook}/play-lists', write: true },
  { method: 'PUT', template: '/v1/wartime/warbooks/{warbook}/play-lists/{list}', write: true },
  { method: 'POST', template: '/v1/wartime/warbooks/{warbook}/play-lists/validate', write: false },
];

describe('REST fuzz: Wartime warbook routes', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  let doc: OpenApiDocument;
  let key: Headers;

  beforeAll(async () => {
    app = await createApp({ config: loadConfig({ DATABASE_URL: db().url, DB_POOL_SIZE: '3', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'test' }), games: GAMES, logs: false, docs: false });
    key = bearer((await cliKey(db().url, 'fuzzer', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
    doc = buildOpenApiDocument(app) as unknown as OpenApiDocument;
    const seed = { slug: 'mine', name: 'Mine', archetypes: [{ slug: 'b', name: 'B', profile: { type: 'body', con: 5, agi: 5, int: 5, rea: 5, vol: 5 } }, { slug: 'c', name: 'C', profile: { type: 'character', body: 'b', baseDiameter: 2.5 } }] };
    expect((await call(app, 'POST', '/v1/wartime/warbooks', seed, key)).statusCode).toBe(201);
    expect((await call(app, 'POST', '/v1/wartime/warbooks/mine/play-lists', { slug: 'l', name: 'L', pointLimit: 500, squads: [{ name: 'S', characters: [{ archetype: 'c' }] }] }, key)).statusCode).toBe(201);
  });

  afterAll(async () => {
    await app?.close();
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.template}: never a 5xx, a problem for every 4xx, writes without a key refused`, async () => {
      const operation = (doc.paths[route.template] as Record<string, { requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>)[route.method.toLowerCase()];
      if (!operation?.requestBody) throw new Error(`${route.method} ${route.template} is not documented with a body`);
      const schema = deref(doc, operation.requestBody.content['application/json']!.schema);
      const validators = specValidators(doc);
      const success = new Map(
        Object.entries(operation.responses)
          .filter(([status, r]) => status.startsWith('2') && r.content?.['application/json'])
          .map(([status, r]) => [Number(status), validators.compile(r.content!['application/json']!.schema)] as const),
      );
      const problem = validators.compile({ $ref: '#/components/schemas/ProblemResponse' });
      const valid = schemaArbitrary(doc, schema);
      const mutated = valid.chain((body) =>
        typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length > 0
          ? fc.tuple(fc.constantFrom(...Object.keys(body), ...PROTO_KEYS), fc.jsonValue()).map(([k, v]) => ({ ...body, [k]: v as Json }))
          : fc.constant(body),
      );
      const body = fc.oneof(valid, mutated, fc.jsonValue() as fc.Arbitrary<Json>);
      const url = fc.record({ warbook: fc.constantFrom('mine', 'strike-team', 'nobody', 'NOT%20A%20SLUG'), archetype: fc.constantFrom('b', 'c', 'trooper', 'zz'), list: fc.constantFrom('l', 'patrol', 'zz') });
      await fc.assert(
        fc.asyncProperty(body, url, fc.boolean(), async (b, params, withKey) => {
          const path = route.template.replace('{warbook}', params.warbook).replace('{archetype}', params.archetype).replace('{list}', params.list);
          const r = await call(app, route.method, path, b, withKey ? key : {});
          const violations = replyViolations(r, { request: b, success, problem });
          // Without a key a write is refused: a 401, or a 4xx for a body refused before authentication (a __proto__ key, bad JSON).
          if (route.write && !withKey && (r.statusCode < 400 || r.statusCode >= 500 || (r.statusCode !== 401 && r.statusCode !== 400))) violations.push(`a write without a key answered ${r.statusCode}`);
          if (violations.length > 0) throw new Error(`${route.method} ${path} (${withKey ? 'key' : 'no key'}): ${violations.join('; ')}\nbody: ${JSON.stringify(b).slice(0, 500)}`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }, 120_000);
  }
});
