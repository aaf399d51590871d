import { GraphQLSchemaHost } from '@nestjs/graphql';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { apiKeyChecksum } from '../../src/auth/api-key.format';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { buildOpenApiDocument } from '../../src/common/openapi/openapi';
import { Headers, bearer, bootApp, call, cliKey, gql, heroBody, railGunBody } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

interface Route {
  readonly method: 'POST' | 'PUT' | 'DELETE' | 'GET';
  /** The OpenAPI path template, to check that the table covers every protected route. */
  readonly template: string;
  readonly url: string;
  readonly body?: unknown;
  /** Writes on one existing entry: another owner gets a 404 (never a hint that it exists). */
  readonly entry?: boolean;
  readonly admin?: boolean;
}

/** POST routes that write nothing (they answer from the request and the catalog). */
const STATELESS_POSTS = new Set(['/v1/aof-skirmish/armies/validate', '/v1/wartime/archetypes/cost']);

/** A Wartime custom archetype body (a weapon). */
const wartimeBody = (slug: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({ slug, name: { en: 'Rifle' }, type: 'weapon', energy: 2, damage: 5, range: 20, ...over });

/** An AoF Skirmish custom unit body. */
const aofUnitBody = (slug: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  slug,
  name: { en: 'Iron Hero' },
  quality: 3,
  defense: 3,
  models: 1,
  points: 40,
  rules: [{ id: 'hero' }, { id: 'tough', rating: 3 }],
  ...over,
});

interface Mutation {
  readonly name: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly entry?: boolean;
}

/**
 * Every write route, REST and GraphQL, against every way of not being allowed: no key, a
 * malformed key, a mistyped one, a revoked one, a read-only key, another owner's key. None may
 * answer 2xx; each must give its own status (401, 403 or 404), and nothing may change.
 */
describe('every write route refuses whoever may not write', () => {
  const db = useTestDatabase();
  let app: NestFastifyApplication;
  let alice: string;
  let creds: Record<string, Headers>;
  let throwawayKeyId: string;
  /** Owns nothing the refusal tests touch, so creating in its namespace cannot change their outcome. */
  let dave: string;

  beforeAll(async () => {
    const url = db().url;
    app = await bootApp(url);
    alice = (await cliKey(url, 'alice', ['read', 'write'])).key;
    const aliceRead = (await cliKey(url, 'alice', ['read'])).key;
    const bob = (await cliKey(url, 'bob', ['read', 'write'])).key;
    const revoked = await cliKey(url, 'alice', ['read', 'write', 'admin']);
    throwawayKeyId = (await cliKey(url, 'carol', ['read'])).id;
    const admin = (await cliKey(url, 'root', ['admin'])).key;
    dave = (await cliKey(url, 'dave', ['read', 'write'])).key;
    // The CLI wrote behind the app's back; its NOTIFY would do this within milliseconds.
    await app.get(ApiKeyService).reload();
    expect((await call(app, 'DELETE', `/v1/admin/api-keys/${revoked.id}`, undefined, bearer(admin))).statusCode).toBe(200);

    expect((await call(app, 'POST', '/v1/ae-wwii/units', heroBody('hero'), bearer(alice))).statusCode).toBe(201);
    expect((await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('rail-gun'), bearer(alice))).statusCode).toBe(201);
    expect((await call(app, 'POST', '/v1/aof-skirmish/units', aofUnitBody('hero'), bearer(alice))).statusCode).toBe(201);
    expect((await call(app, 'POST', '/v1/wartime/archetypes', wartimeBody('rifle'), bearer(alice))).statusCode).toBe(201);

    const body = alice.slice(0, -7);
    const typo = `${body.slice(0, 30)}${body[30] === 'q' ? 'r' : 'q'}${body.slice(31)}_${alice.slice(-6)}`;
    expect(apiKeyChecksum(typo.slice(0, -7))).not.toBe(typo.slice(-6));
    creds = {
      'no key': {},
      'a malformed key': bearer('arb_short_key'),
      'a mistyped key (bad checksum)': { 'x-api-key': typo },
      'a revoked key': bearer(revoked.key),
      'a read-only key': bearer(aliceRead),
      "another owner's key": bearer(bob),
    };
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A faction-scoped kind's write routes, on alice's `custom/hero` (its id in two segments or one). */
  const unitRoutes = (base: string, create: unknown, replace: unknown): Route[] => [
    { method: 'POST', template: base, url: base, body: create },
    ...[`${base}/custom/hero`, `${base}/custom%2Fhero`].flatMap((u, i): Route[] => {
      const t = i === 0 ? `${base}/{faction}/{slug}` : `${base}/{id}`;
      return [
        { method: 'PUT', template: t, url: u, body: replace, entry: true },
        { method: 'DELETE', template: t, url: u, entry: true },
        { method: 'POST', template: `${t}/restore`, url: `${u}/restore`, entry: true },
      ];
    }),
  ];
  const routes = (): Route[] => [
    ...unitRoutes('/v1/ae-wwii/units', heroBody('intruder'), heroBody('hero', { movement: 9 })),
    ...unitRoutes('/v1/aof-skirmish/units', aofUnitBody('intruder'), aofUnitBody('hero', { quality: 2 })),
    { method: 'POST', template: '/v1/ae-wwii/weapons', url: '/v1/ae-wwii/weapons', body: railGunBody('intruder') },
    { method: 'PUT', template: '/v1/ae-wwii/weapons/{id}', url: '/v1/ae-wwii/weapons/custom-rail-gun', body: railGunBody('rail-gun', { range: 99 }), entry: true },
    { method: 'DELETE', template: '/v1/ae-wwii/weapons/{id}', url: '/v1/ae-wwii/weapons/custom-rail-gun', entry: true },
    { method: 'POST', template: '/v1/ae-wwii/weapons/{id}/restore', url: '/v1/ae-wwii/weapons/custom-rail-gun/restore', entry: true },
    { method: 'POST', template: '/v1/wartime/archetypes', url: '/v1/wartime/archetypes', body: wartimeBody('intruder') },
    { method: 'PUT', template: '/v1/wartime/archetypes/{id}', url: '/v1/wartime/archetypes/custom-rifle', body: wartimeBody('rifle', { damage: 6 }), entry: true },
    { method: 'DELETE', template: '/v1/wartime/archetypes/{id}', url: '/v1/wartime/archetypes/custom-rifle', entry: true },
    { method: 'POST', template: '/v1/wartime/archetypes/{id}/restore', url: '/v1/wartime/archetypes/custom-rifle/restore', entry: true },
    { method: 'POST', template: '/v1/admin/api-keys', url: '/v1/admin/api-keys', body: { owner: 'mallory', scopes: ['admin'] }, admin: true },
    { method: 'GET', template: '/v1/admin/api-keys', url: '/v1/admin/api-keys', admin: true },
    { method: 'DELETE', template: '/v1/admin/api-keys/{id}', url: `/v1/admin/api-keys/${throwawayKeyId}`, admin: true },
  ];

  const unitInput = { name: { en: 'X' }, movement: 4, rangedCombat: 3, closeCombat: 3, armor: 4, strength: 3, drive: 4, wounds: 2, training: 'VETERAN' };
  const weaponInput = { name: { en: 'X' }, range: 12, strength: 3, rateOfFire: '1:1' };
  const aofUnitInput = { name: { en: 'X' }, quality: 4, defense: 4, models: 3, points: 50 };
  const wartimeInput = { name: { en: 'X' }, type: 'WEAPON', energy: 1, damage: 3, range: 6 };
  const mutations: Mutation[] = [
    { name: 'createAeWwiiUnit', query: 'mutation($i: AeWwiiUnitInput!) { createAeWwiiUnit(input: $i) { id } }', variables: { i: { ...unitInput, slug: 'intruder' } } },
    { name: 'updateAeWwiiUnit', query: 'mutation($i: AeWwiiUnitInput!) { updateAeWwiiUnit(id: "custom/hero", input: $i) { id } }', variables: { i: unitInput }, entry: true },
    { name: 'deleteAeWwiiUnit', query: 'mutation { deleteAeWwiiUnit(id: "custom/hero") { id } }', variables: {}, entry: true },
    { name: 'restoreAeWwiiUnit', query: 'mutation { restoreAeWwiiUnit(id: "custom/hero") { id } }', variables: {}, entry: true },
    { name: 'createAeWwiiWeapon', query: 'mutation($i: AeWwiiWeaponInput!) { createAeWwiiWeapon(input: $i) { id } }', variables: { i: { ...weaponInput, slug: 'intruder' } } },
    { name: 'updateAeWwiiWeapon', query: 'mutation($i: AeWwiiWeaponInput!) { updateAeWwiiWeapon(id: "custom-rail-gun", input: $i) { id } }', variables: { i: weaponInput }, entry: true },
    { name: 'deleteAeWwiiWeapon', query: 'mutation { deleteAeWwiiWeapon(id: "custom-rail-gun") { id } }', variables: {}, entry: true },
    { name: 'restoreAeWwiiWeapon', query: 'mutation { restoreAeWwiiWeapon(id: "custom-rail-gun") { id } }', variables: {}, entry: true },
    { name: 'createAofSkirmishUnit', query: 'mutation($i: AofSkirmishUnitInput!) { createAofSkirmishUnit(input: $i) { id } }', variables: { i: { ...aofUnitInput, slug: 'intruder' } } },
    { name: 'updateAofSkirmishUnit', query: 'mutation($i: AofSkirmishUnitInput!) { updateAofSkirmishUnit(id: "custom/hero", input: $i) { id } }', variables: { i: aofUnitInput }, entry: true },
    { name: 'deleteAofSkirmishUnit', query: 'mutation { deleteAofSkirmishUnit(id: "custom/hero") { id } }', variables: {}, entry: true },
    { name: 'restoreAofSkirmishUnit', query: 'mutation { restoreAofSkirmishUnit(id: "custom/hero") { id } }', variables: {}, entry: true },
    { name: 'createWartimeArchetype', query: 'mutation($i: WartimeArchetypeInput!) { createWartimeArchetype(input: $i) { id } }', variables: { i: { ...wartimeInput, slug: 'intruder' } } },
    { name: 'updateWartimeArchetype', query: 'mutation($i: WartimeArchetypeInput!) { updateWartimeArchetype(id: "custom-rifle", input: $i) { id } }', variables: { i: wartimeInput }, entry: true },
    { name: 'deleteWartimeArchetype', query: 'mutation { deleteWartimeArchetype(id: "custom-rifle") { id } }', variables: {}, entry: true },
    { name: 'restoreWartimeArchetype', query: 'mutation { restoreWartimeArchetype(id: "custom-rifle") { id } }', variables: {}, entry: true },
  ];

  /** What each credential must get; undefined: not applicable (another owner creating in their own namespace is allowed). */
  const expected = (who: string, r: { entry?: boolean; admin?: boolean }): number | undefined => {
    if (who === 'no key' || who.includes('malformed') || who.includes('mistyped') || who.includes('revoked')) return 401;
    if (who === 'a read-only key' || r.admin) return 403;
    return r.entry ? 404 : undefined;
  };

  it('covers every protected REST operation and every GraphQL mutation', () => {
    const doc = buildOpenApiDocument(app);
    const protectedOps: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, { security?: unknown[] }>)) {
        // Resolves and army checks are POSTs that write nothing.
        const write = ['post', 'put', 'patch', 'delete'].includes(method) && !/^\/v1\/[^/]+\/resolve\//.test(path) && !STATELESS_POSTS.has(path) && path !== '/graphql';
        if (write || (op.security?.length ?? 0) > 0) protectedOps.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(protectedOps.sort()).toEqual([...new Set(routes().map((r) => `${r.method} ${r.template}`))].sort());
    const schemaMutations = Object.keys(app.get(GraphQLSchemaHost).schema.getMutationType()?.getFields() ?? {});
    expect(schemaMutations.sort()).toEqual(mutations.map((m) => m.name).sort());
  });

  it('answers REST writes with 401, 403 or 404 problems, never 2xx', async () => {
    const seen: string[] = [];
    for (const r of routes()) {
      for (const [who, headers] of Object.entries(creds)) {
        const want = expected(who, r);
        if (want === undefined) continue;
        const res = await call(app, r.method, r.url, r.body, headers);
        seen.push(`${r.method} ${r.url} with ${who}: ${res.statusCode}`);
        expect(`${r.method} ${r.url} with ${who}: ${res.statusCode}`).toBe(`${r.method} ${r.url} with ${who}: ${want}`);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.json()).toMatchObject({ status: want });
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(routes().length * 5);
  });

  it('answers GraphQL mutations the same way (401 before GraphQL for a bad key, else errors with the status)', async () => {
    for (const m of mutations) {
      for (const [who, headers] of Object.entries(creds)) {
        const want = expected(who, m);
        if (want === undefined) continue;
        const res = await gql(app, m.query, m.variables, headers);
        const label = `${m.name} with ${who}`;
        if (who === 'no key' || who === 'a read-only key' || who === "another owner's key") {
          expect({ label, http: res.statusCode, status: res.errors?.[0]?.extensions.status, data: res.data?.[m.name] ?? null }).toEqual({ label, http: 200, status: want, data: null });
        } else {
          // A bad key never reaches GraphQL: the hook answers 401 problem+json.
          expect({ label, http: res.statusCode }).toEqual({ label, http: want });
        }
      }
    }
  });

  it('changed nothing: the entries are as alice wrote them, and nothing was created', async () => {
    const unit = await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, bearer(alice));
    expect(unit.json()).toMatchObject({ id: 'custom/hero', movement: 4 });
    const weapon = await call(app, 'GET', '/v1/ae-wwii/weapons/custom-rail-gun', undefined, bearer(alice));
    expect(weapon.json()).toMatchObject({ id: 'custom-rail-gun', range: 30 });
    const versions = await gql(app, '{ aeWwiiUnits(faction: "custom") { id movement } }', {}, bearer(alice));
    expect(versions.data?.aeWwiiUnits).toEqual([{ id: 'custom/hero', movement: 4 }]);
    const keys = await call(app, 'GET', '/v1/ae-wwii/weapons', undefined, bearer(alice));
    expect(keys.json<{ id: string }[]>().filter((w) => w.id.startsWith('custom-')).map((w) => w.id)).toEqual(['custom-rail-gun']);
    const aof = await call(app, 'GET', '/v1/aof-skirmish/units?faction=custom', undefined, bearer(alice));
    expect(aof.json()).toEqual([expect.objectContaining({ id: 'custom/hero', quality: 3 })]);
  });

  it("lets another owner create the same slug in their own namespace without touching alice's", async () => {
    // Not bob: the refusal tests expect bob to have no custom/hero, whatever order Jest runs them in.
    const other = bearer(dave);
    expect((await call(app, 'POST', '/v1/ae-wwii/units', heroBody('hero', { movement: 7 }), other)).statusCode).toBe(201);
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, other)).json()).toMatchObject({ movement: 7 });
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, bearer(alice))).json()).toMatchObject({ movement: 4 });
  });
});

