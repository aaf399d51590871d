import { GraphQLSchemaHost } from '@nestjs/graphql';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { apiKeyChecksum } from '../../src/auth/api-key.format';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { buildOpenApiDocument } from '../../src/common/openapi/openapi';
import { ARCHETYPE_CREATE, ARCHETYPE_REPLACE, BUILT_IN_WARBOOK, MY_CHARACTER, MY_PLAY_LIST, MY_WARBOOK, PLAY_LIST_CREATE, PLAY_LIST_REPLACE, WARBOOK_CREATE, WARBOOK_REPLACE } from '../../src/games/wartime/warbooks/warbooks.examples';
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
  /**
   * Writes on a built-in example warbook: read-only to every key, so a key that has the write scope
   * (another owner's, or even alice's) gets a 403, not a 404: the examples are public reads, there
   * is nothing to hide.
   */
  readonly builtIn?: boolean;
}

/** POST routes that write nothing (they answer from the request and the catalog). */
const STATELESS_POSTS = new Set([
  '/v1/aof-skirmish/armies/validate',
  '/v1/wartime/archetypes/cost',
  // Checks a play list against a warbook the caller may read (a read route, public like the GETs).
  '/v1/wartime/warbooks/{warbook}/play-lists/validate',
]);

/**
 * Public POSTs that are not protected, by design: continuing a shared ruling is a bot's button
 * press or a virtual-tabletop plugin, with no key (like the resolve routes, which `?share=true`
 * also makes store a ruling). It never changes what is stored: the continuation is answered from
 * the stored ruling, and shared (with `?share=true`) under a new id (src/shared-rulings).
 */
const PUBLIC_POSTS = new Set(['/v1/shared/{id}/continue']);
/** The GraphQL twins of PUBLIC_POSTS: mutations, yet public for the same reason. */
const PUBLIC_MUTATIONS = new Set(['continueSharedRuling']);

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
  readonly builtIn?: boolean;
}

/** The value of a warbook example (warbooks.examples.ts), the body the OpenAPI document shows. */
const example = (examples: Readonly<Record<string, { value: Readonly<Record<string, unknown>> }>>, name: string): Readonly<Record<string, unknown>> => {
  const found = examples[name];
  if (!found) throw new Error(`no warbook example ${name}`);
  return found.value;
};
/** An archetype body that would be valid in any warbook (an object references nothing). */
const warbookPartBody = (slug: string): Record<string, unknown> => ({ slug, name: 'Radio', profile: { type: 'object', energy: 1 } });
const playListBody = (slug: string): Record<string, unknown> => ({ slug, name: 'Intruders', pointLimit: 100, squads: [] });

/**
 * Every write route, REST and GraphQL, against every way of not being allowed: no key, a
 * malformed key, a mistyped one, a revoked one, a read-only key, another owner's key, and the
 * owner's own write key where even it may not write (admin routes, a built-in warbook). None may
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
  /** Alice's warbook as she left it, before any refused write: it must read the same after them. */
  let aliceWarbook: unknown;

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
    // Alice's warbook, as the OpenAPI examples build it: the warbook, its archetypes in the order they
    // name each other (the example names carry it), then a play list recruiting the character.
    expect((await call(app, 'POST', '/v1/wartime/warbooks', example(WARBOOK_CREATE, MY_WARBOOK), bearer(alice))).statusCode).toBe(201);
    for (const name of Object.keys(ARCHETYPE_CREATE).sort()) {
      expect([name, (await call(app, 'POST', `/v1/wartime/warbooks/${MY_WARBOOK}/archetypes`, example(ARCHETYPE_CREATE, name), bearer(alice))).statusCode]).toEqual([name, 201]);
    }
    expect((await call(app, 'POST', `/v1/wartime/warbooks/${MY_WARBOOK}/play-lists`, example(PLAY_LIST_CREATE, MY_PLAY_LIST), bearer(alice))).statusCode).toBe(201);
    aliceWarbook = (await call(app, 'GET', `/v1/wartime/warbooks/${MY_WARBOOK}`, undefined, bearer(alice))).json();

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
      // May write her own entries (so only the routes she may not write apply: admin, built-ins).
      "the owner's write key": bearer(alice),
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
    ...warbookRoutes(MY_WARBOOK, { entry: true }),
    // The same routes on the built-in example: read-only to everyone (a 403 even with a write key).
    ...warbookRoutes(BUILT_IN_WARBOOK, { builtIn: true }),
  ];

  /**
   * The write routes of one warbook and of its `trooper` and `patrol` (alice's `my-team` has both,
   * from the OpenAPI examples; so has the built-in `strike-team`), plus the create route. Creating a
   * warbook is in the caller's own namespace: another owner may (entry false, so not applicable).
   */
  const warbookRoutes = (warbook: string, on: { entry?: boolean; builtIn?: boolean }): Route[] => {
    const W = '/v1/wartime/warbooks';
    const book = `${W}/${warbook}`;
    const part = `${book}/archetypes/${MY_CHARACTER}`;
    const list = `${book}/play-lists/${MY_PLAY_LIST}`;
    return [
      ...(on.builtIn ? [] : [{ method: 'POST', template: W, url: W, body: { slug: 'intruder', name: 'Intruder' } } as const]),
      { method: 'PUT', template: `${W}/{warbook}`, url: book, body: example(WARBOOK_REPLACE, MY_WARBOOK), ...on },
      { method: 'DELETE', template: `${W}/{warbook}`, url: book, ...on },
      { method: 'POST', template: `${W}/{warbook}/restore`, url: `${book}/restore`, ...on },
      { method: 'POST', template: `${W}/{warbook}/archetypes`, url: `${book}/archetypes`, body: warbookPartBody('intruder'), ...on },
      { method: 'PUT', template: `${W}/{warbook}/archetypes/{archetype}`, url: part, body: example(ARCHETYPE_REPLACE, MY_CHARACTER), ...on },
      { method: 'DELETE', template: `${W}/{warbook}/archetypes/{archetype}`, url: part, ...on },
      { method: 'POST', template: `${W}/{warbook}/archetypes/{archetype}/restore`, url: `${part}/restore`, ...on },
      { method: 'POST', template: `${W}/{warbook}/play-lists`, url: `${book}/play-lists`, body: playListBody('intruder'), ...on },
      { method: 'PUT', template: `${W}/{warbook}/play-lists/{list}`, url: list, body: example(PLAY_LIST_REPLACE, MY_PLAY_LIST), ...on },
      { method: 'DELETE', template: `${W}/{warbook}/play-lists/{list}`, url: list, ...on },
      { method: 'POST', template: `${W}/{warbook}/play-lists/{list}/restore`, url: `${list}/restore`, ...on },
    ];
  };

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
    { name: 'createWartimeWarbook', query: 'mutation($i: WartimeWarbookInput!) { createWartimeWarbook(input: $i) { id } }', variables: { i: { slug: 'intruder', name: { en: 'Intruder' } } } },
    ...warbookMutations(MY_WARBOOK, { entry: true }),
    ...warbookMutations(BUILT_IN_WARBOOK, { builtIn: true }),
  ];

  /** The GraphQL twins of warbookRoutes (but the create, which is not on one warbook). */
  function warbookMutations(warbook: string, on: { entry?: boolean; builtIn?: boolean }): Mutation[] {
    const book = `warbook: "${warbook}"`;
    const part = `${book}, archetype: "${MY_CHARACTER}"`;
    const list = `${book}, list: "${MY_PLAY_LIST}"`;
    const name = { en: 'X' };
    const partInput = { name, profile: { type: 'object', energy: 1 } };
    const listInput = { name, pointLimit: 100, squads: [] };
    return [
      { name: 'updateWartimeWarbook', query: `mutation($i: WartimeWarbookInput!) { updateWartimeWarbook(${book}, input: $i) { id } }`, variables: { i: { name } }, ...on },
      { name: 'deleteWartimeWarbook', query: `mutation { deleteWartimeWarbook(${book}) { id } }`, variables: {}, ...on },
      { name: 'restoreWartimeWarbook', query: `mutation { restoreWartimeWarbook(${book}) { id } }`, variables: {}, ...on },
      { name: 'createWartimeWarbookArchetype', query: `mutation($i: WartimeWarbookArchetypeInput!) { createWartimeWarbookArchetype(${book}, input: $i) { id } }`, variables: { i: { ...partInput, slug: 'intruder' } }, ...on },
      { name: 'updateWartimeWarbookArchetype', query: `mutation($i: WartimeWarbookArchetypeInput!) { updateWartimeWarbookArchetype(${part}, input: $i) { id } }`, variables: { i: partInput }, ...on },
      { name: 'deleteWartimeWarbookArchetype', query: `mutation { deleteWartimeWarbookArchetype(${part}) { id } }`, variables: {}, ...on },
      { name: 'restoreWartimeWarbookArchetype', query: `mutation { restoreWartimeWarbookArchetype(${part}) { id } }`, variables: {}, ...on },
      { name: 'createWartimePlayList', query: `mutation($i: WartimePlayListInput!) { createWartimePlayList(${book}, input: $i) { id } }`, variables: { i: { ...listInput, slug: 'intruder' } }, ...on },
      { name: 'updateWartimePlayList', query: `mutation($i: WartimePlayListInput!) { updateWartimePlayList(${list}, input: $i) { id } }`, variables: { i: listInput }, ...on },
      { name: 'deleteWartimePlayList', query: `mutation { deleteWartimePlayList(${list}) { id } }`, variables: {}, ...on },
      { name: 'restoreWartimePlayList', query: `mutation { restoreWartimePlayList(${list}) { id } }`, variables: {}, ...on },
    ];
  }

  /** Bad keys: refused before any route (or GraphQL) runs. */
  const badKey = (who: string): boolean => who.includes('malformed') || who.includes('mistyped') || who.includes('revoked');
  /**
   * What each credential must get; undefined: not applicable (another owner creating in their own
   * namespace is allowed, and so is alice writing her own entries).
   */
  const expected = (who: string, r: { entry?: boolean; admin?: boolean; builtIn?: boolean }): number | undefined => {
    if (who === 'no key' || badKey(who)) return 401;
    if (who === 'a read-only key' || r.admin) return 403;
    // A built-in warbook: read-only whatever the key (warbooks.service.ts `own`).
    if (r.builtIn) return 403;
    if (who === "the owner's write key") return undefined;
    // Another owner's warbook is a 404, as if absent, so its slugs do not leak.
    return r.entry ? 404 : undefined;
  };

  it('covers every protected REST operation and every GraphQL mutation', () => {
    const doc = buildOpenApiDocument(app);
    const protectedOps: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, { security?: unknown[] }>)) {
        // Resolves and army checks are POSTs that write nothing.
        const write = ['post', 'put', 'patch', 'delete'].includes(method) && !/^\/v1\/[^/]+\/resolve\//.test(path) && !STATELESS_POSTS.has(path) && !PUBLIC_POSTS.has(path) && path !== '/graphql';
        if (write || (op.security?.length ?? 0) > 0) protectedOps.push(`${method.toUpperCase()} ${path}`);
        // Public by design: the document must not ask for a key there either.
        if (PUBLIC_POSTS.has(path) && method === 'post') expect({ path, security: op.security ?? [] }).toEqual({ path, security: [] });
      }
    }
    expect(protectedOps.sort()).toEqual([...new Set(routes().map((r) => `${r.method} ${r.template}`))].sort());
    const schemaMutations = Object.keys(app.get(GraphQLSchemaHost).schema.getMutationType()?.getFields() ?? {});
    expect(schemaMutations.filter((m) => !PUBLIC_MUTATIONS.has(m)).sort()).toEqual([...new Set(mutations.map((m) => m.name))].sort());
    // Each classification names something that exists, so it cannot go stale silently.
    for (const m of PUBLIC_MUTATIONS) expect(schemaMutations).toContain(m);
    for (const p of [...STATELESS_POSTS, ...PUBLIC_POSTS]) expect({ p, post: Boolean(doc.paths[p]?.post) }).toEqual({ p, post: true });
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
        if (!badKey(who)) {
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

    // Alice's warbook reads exactly as before the refused writes (versions, timestamps, reports)...
    const book = await call(app, 'GET', `/v1/wartime/warbooks/${MY_WARBOOK}`, undefined, bearer(alice));
    expect(book.statusCode).toBe(200);
    expect(book.json()).toEqual(aliceWarbook);
    // ...which is as she created it: none deleted, nothing added, names and versions as created.
    type Part = { id: string; name: string; version: number; deletedAt?: string };
    const mine = book.json<Part & { archetypes: Part[]; playLists: (Part & { squads: unknown[]; report: { valid: boolean } })[] }>();
    const brief = (p: Part): unknown => ({ id: p.id, name: p.name, version: p.version, deleted: p.deletedAt !== undefined });
    // A warbook's version counts its parts' changes too (warbooks.store.ts): 1 + 4 archetypes + 1 play list = 6.
    expect(brief(mine)).toEqual({ id: MY_WARBOOK, name: 'My team', version: 6, deleted: false });
    expect([...mine.archetypes].sort((a, b) => (a.id < b.id ? -1 : 1)).map(brief)).toEqual([
      { id: 'helmet', name: 'Helmet', version: 1, deleted: false },
      { id: 'rifle', name: 'Rifle', version: 1, deleted: false },
      { id: MY_CHARACTER, name: 'Rifle trooper', version: 1, deleted: false },
      { id: 'trooper-body', name: 'Trooper', version: 1, deleted: false },
    ]);
    expect(mine.playLists.map(brief)).toEqual([{ id: MY_PLAY_LIST, name: 'Patrol', version: 1, deleted: false }]);
    // Three troopers, as created (the replace would have made it four).
    expect(mine.playLists[0]).toMatchObject({ squads: [{ name: 'Alpha', characters: [{ archetype: MY_CHARACTER, count: 3 }] }], report: { valid: true } });
    // No warbook was created by anyone refused, and bob (refused everywhere) still has none.
    const listed = async (headers: Headers): Promise<string[]> => (await call(app, 'GET', '/v1/wartime/warbooks', undefined, headers)).json<{ id: string }[]>().map((w) => w.id).sort();
    expect(await listed(bearer(alice))).toEqual([MY_WARBOOK, BUILT_IN_WARBOOK].sort());
    expect(await listed(creds["another owner's key"] ?? {})).toEqual([BUILT_IN_WARBOOK]);
    // The built-in example is untouched: still built in, with all its parts.
    const builtIn = (await call(app, 'GET', '/v1/wartime/warbooks')).json<{ id: string; builtIn: boolean; version: number; archetypeCount: number; playListCount: number }[]>();
    expect(builtIn).toEqual([expect.objectContaining({ id: BUILT_IN_WARBOOK, builtIn: true, version: 1, archetypeCount: 11, playListCount: 1 })]);
  });

  it("lets another owner create the same slug in their own namespace without touching alice's", async () => {
    // Not bob: the refusal tests expect bob to have no custom/hero, whatever order Jest runs them in.
    const other = bearer(dave);
    expect((await call(app, 'POST', '/v1/ae-wwii/units', heroBody('hero', { movement: 7 }), other)).statusCode).toBe(201);
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, other)).json()).toMatchObject({ movement: 7 });
    expect((await call(app, 'GET', '/v1/ae-wwii/units/custom/hero', undefined, bearer(alice))).json()).toMatchObject({ movement: 4 });
    // Warbooks too: dave's `my-team` is his own, alice's reads as before.
    expect((await call(app, 'POST', '/v1/wartime/warbooks', { slug: MY_WARBOOK, name: 'Dave’s team' }, other)).statusCode).toBe(201);
    expect((await call(app, 'GET', `/v1/wartime/warbooks/${MY_WARBOOK}`, undefined, other)).json()).toMatchObject({ name: 'Dave’s team', owner: 'dave', archetypes: [] });
    expect((await call(app, 'GET', `/v1/wartime/warbooks/${MY_WARBOOK}`, undefined, bearer(alice))).json()).toEqual(aliceWarbook);
  });
});

