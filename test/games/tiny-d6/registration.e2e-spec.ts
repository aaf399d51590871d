import { GraphQLSchemaHost } from '@nestjs/graphql';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../../src/app.factory';
import { ApiKeyService } from '../../../src/auth/api-key.service';
import { buildOpenApiDocument } from '../../../src/common/openapi/openapi';
import { loadConfig } from '../../../src/config/app-config';
import { GAMES } from '../../../src/games';
import { camel, pascal } from '../../../src/games/registry';
import { namingProblems } from '../../graphql/naming';
import { Headers, bearer, call, cliKey, gql } from '../../auth/support';
import { useTestDatabase } from '../../setup/test-database';
import { gameCatalogsLoaded } from '../../support/games';
import { TINY_D6_GAME } from './game';

/**
 * The registry's proof: Tiny d6, a game that lives only under test/ (its engine, its Nest side,
 * its seed migration), registered in a test app beside AE-WWII with no shared file changed. It
 * gets its resolve route and GraphQL twin, its place in the OpenAPI document, GET /v1/games and
 * readiness, its catalog reads (fighters; a special rule with a rating) and custom fighters
 * through the same generic routes and key model, all on a real Postgres that its own migration
 * seeded at boot. Its fuzz coverage is test/games/tiny-d6/fuzz.spec.ts.
 */
describe('a game registered from a folder: Tiny d6', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  let alice: Headers;
  let bob: Headers;

  beforeAll(async () => {
    // MIGRATIONS unset: the app migrates at boot, the shared, the registered games' and Tiny d6's migrations.
    app = await createApp({ config: loadConfig({ DATABASE_URL: db().url, DB_POOL_SIZE: '2', LOG_LEVEL: 'silent', NODE_ENV: 'test' }), games: [...GAMES, TINY_D6_GAME], logs: false, docs: false });
    alice = bearer((await cliKey(db().url, 'alice', ['read', 'write'])).key);
    bob = bearer((await cliKey(db().url, 'bob', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('is ready with both catalogs loaded, and listed by GET /v1/games', async () => {
    const ready = await call(app, 'GET', '/health/ready');
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'up', catalog: 'loaded', ...gameCatalogsLoaded(), 'catalog.tiny-d6': 'loaded' } });
    const games = (await call(app, 'GET', '/v1/games')).json<{ id: string }[]>();
    expect(games.map((g) => g.id)).toEqual([...GAMES.map((g) => g.definition.id), 'tiny-d6']);
    expect(games.find((g) => g.id === 'tiny-d6')).toEqual({
      id: 'tiny-d6',
      name: 'Tiny d6',
      summary: 'A test game: one roll to hit, one to block.',
      languages: ['en'],
      actions: ['attack'],
      catalogs: ['fighters'],
      editions: [],
    });
  });

  it('has its own operations and schemas in the app’s OpenAPI document', () => {
    const doc = buildOpenApiDocument(app);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/v1/tiny-d6/')).sort()).toEqual([
      '/v1/tiny-d6/fighters',
      '/v1/tiny-d6/fighters/{faction}/{slug}',
      '/v1/tiny-d6/fighters/{faction}/{slug}/restore',
      '/v1/tiny-d6/fighters/{id}',
      '/v1/tiny-d6/fighters/{id}/restore',
      '/v1/tiny-d6/resolve/attack',
    ]);
    expect(doc.paths['/v1/tiny-d6/resolve/attack']?.post?.operationId).toBe('TinyD6ResolveController_attack');
    for (const schema of ['TinyD6AttackRequest', 'TinyD6AttackResolution', 'TinyD6Fighter', 'TinyD6FighterCreate', 'TinyD6FighterReplace']) {
      expect(doc.components?.schemas).toHaveProperty(schema);
    }
  });

  it('serves its catalog: fighters by faction and id, special rules with their parameter, rulings, factions', async () => {
    const fighters = (await call(app, 'GET', '/v1/tiny-d6/fighters')).json<{ id: string }[]>();
    expect(fighters.map((f) => f.id)).toEqual(['orcs/brute', 'elves/archer']);
    expect((await call(app, 'GET', '/v1/tiny-d6/fighters/orcs/brute')).json()).toEqual({
      id: 'orcs/brute',
      faction: 'orcs',
      name: 'Brute',
      summary: 'Hits hard.',
      quality: 4,
      defense: 5,
      attacks: 3,
      specialRules: [{ id: 'tough', rating: 3 }],
    });
    expect((await call(app, 'GET', '/v1/tiny-d6/fighters?faction=elves')).json<{ id: string }[]>().map((f) => f.id)).toEqual(['elves/archer']);
    expect((await call(app, 'GET', '/v1/tiny-d6/special-rules')).json()).toEqual([
      { id: 'tough', name: 'Tough', summary: 'Takes X wounds to remove.', parameter: 'rating' },
      { id: 'fast', name: 'Fast', summary: 'Moves far.', parameter: null },
    ]);
    expect((await call(app, 'GET', '/v1/tiny-d6/rulings')).json<{ id: string }[]>().map((r) => r.id)).toEqual(['tiny-d6/tough']);
    // An English-only game: Spanish asked, English answered, and said so.
    const es = await call(app, 'GET', '/v1/tiny-d6/factions?lang=es');
    expect(es.headers['content-language']).toBe('en');
    expect(es.json<{ name: string }[]>().map((f) => f.name)).toEqual(['Orcs', 'Elves']);
  });

  it('resolves its action over REST and GraphQL alike', async () => {
    const body = { attacker: { fighter: 'orcs/brute' }, defender: { fighter: 'elves/archer' }, dice: { values: [4, 1, 6, 2, 5] } };
    const rest = await call(app, 'POST', '/v1/tiny-d6/resolve/attack?lang=fr', body);
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['content-language']).toBe('en');
    const r = rest.json<{ game: string; complete: boolean; outcome: unknown; odds: { removed: number; expectedWounds: number }; dice: { used: unknown[] } }>();
    // 4 and 6 hit on 4+ (1 misses); the archer blocks the first on 4+ (a 2 does not), the second (5) is blocked: 1 wound.
    expect(r).toMatchObject({ game: 'tiny-d6', complete: true, outcome: { hits: 2, wounds: 1, removed: true } });
    expect(r.dice.used).toHaveLength(5);
    // Odds: 3 attacks at 1/2, each hit unblocked at 1/2: P(at least one wound) = 1 - (3/4)^3.
    expect(r.odds.removed).toBeCloseTo(1 - (3 / 4) ** 3, 10);
    expect(r.odds.expectedWounds).toBeCloseTo(0.75, 10);
    const viaGql = await gql(app, 'query($i: TinyD6AttackInput!) { tinyD6Attack(input: $i) { game outcome { hits wounds removed } odds { removed } } }', { i: body });
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data?.tinyD6Attack).toEqual({ game: 'tiny-d6', outcome: { hits: 2, wounds: 1, removed: true }, odds: { removed: r.odds.removed } });
    // Its GraphQL names follow the one scheme, as every registered game's (test/graphql/naming.spec.ts).
    const games = [...GAMES, TINY_D6_GAME].map((g) => ({ id: g.definition.id, pascal: pascal(g.definition.id), camel: camel(g.definition.id), actions: Object.keys(g.actions).map(pascal) }));
    expect(namingProblems(app.get(GraphQLSchemaHost).schema, games)).toEqual([]);
    // Tough(3): the brute takes three wounds, and the rulings say so.
    const tough = await call(app, 'POST', '/v1/tiny-d6/resolve/attack', { attacker: { fighter: 'elves/archer' }, defender: { fighter: 'orcs/brute' }, dice: { values: [3, 3, 1, 1] } });
    expect(tough.json()).toMatchObject({ outcome: { hits: 2, wounds: 2, removed: false }, interpretations: ['tiny-d6/tough'] });
    const unknown = await call(app, 'POST', '/v1/tiny-d6/resolve/attack', { attacker: { fighter: 'orcs/nobody' }, defender: { fighter: 'orcs/brute' } });
    expect(unknown.json()).toMatchObject({ status: 422, errors: [{ path: 'attacker.fighter' }] });
    expect((await call(app, 'POST', '/v1/tiny-d6/resolve/attack', { attacker: { fighter: 'orcs/brute' } })).statusCode).toBe(400);
    // Its id format is its own (GameSpec.formats), worded in the reply's language.
    const malformed = await call(app, 'POST', '/v1/tiny-d6/resolve/attack', { attacker: { fighter: 'Orcs/2' }, defender: { fighter: 'orcs/brute' } }, { 'accept-language': 'fr' });
    expect(malformed.json()).toMatchObject({ status: 400, errors: [{ path: 'attacker.fighter', message: expect.stringMatching(/^doit être un identifiant de combattant comme `orcs\/brute`/) }] });
  });

  it('keeps custom fighters per owner through the generic routes: create, read, resolve, update, delete, restore', async () => {
    const champion = { slug: 'champion', name: { en: 'Champion' }, quality: 3, defense: 3, attacks: 2, specialRules: [{ id: 'tough', rating: 4 }, 'fast'] };
    const created = await call(app, 'POST', '/v1/tiny-d6/fighters', champion, alice);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'custom/champion', faction: 'custom', owner: 'alice', version: 1, specialRules: [{ id: 'tough', rating: 4 }, { id: 'fast' }] });
    const read = await call(app, 'GET', '/v1/tiny-d6/fighters/custom/champion', undefined, alice);
    expect(read.json()).toEqual(created.json());
    expect((await call(app, 'GET', '/v1/tiny-d6/fighters/custom/champion', undefined, bob)).statusCode).toBe(404);
    expect((await gql(app, '{ tinyD6FighterById(id: "custom/champion") { name specialRules { id rating } } }', {}, alice)).data).toEqual({
      tinyD6FighterById: { name: 'Champion', specialRules: [{ id: 'tough', rating: 4 }, { id: 'fast', rating: null }] },
    });

    const shot = { attacker: { fighter: 'orcs/brute' }, defender: { fighter: 'custom/champion' }, dice: { seed: 'x' } };
    expect((await call(app, 'POST', '/v1/tiny-d6/resolve/attack', shot, alice)).json()).toMatchObject({ complete: true, interpretations: ['tiny-d6/tough'] });
    expect((await call(app, 'POST', '/v1/tiny-d6/resolve/attack', shot, bob)).statusCode).toBe(422);

    // The read sent back is a valid PUT; a change goes through.
    const put = await call(app, 'PUT', '/v1/tiny-d6/fighters/custom%2Fchampion', { ...read.json<object>(), defense: 2 }, alice);
    expect(put.json()).toMatchObject({ defense: 2, version: 2 });
    // The game's own rule about its catalog holds for custom entries: Tough takes a rating.
    const unrated = await call(app, 'PUT', '/v1/tiny-d6/fighters/custom/champion', { ...put.json<object>(), specialRules: ['tough'] }, alice);
    expect(unrated.statusCode).toBe(422);
    expect(unrated.json<{ detail: string }>().detail).toMatch(/takes a rating/);
    expect((await call(app, 'POST', '/v1/tiny-d6/fighters', { ...champion, slug: 'odd', specialRules: [{ id: 'fast', rating: 2 }] }, alice)).statusCode).toBe(422);

    expect((await call(app, 'DELETE', '/v1/tiny-d6/fighters/custom/champion', undefined, alice)).json()).toMatchObject({ deletedAt: expect.any(String), version: 3 });
    expect((await call(app, 'GET', '/v1/tiny-d6/fighters?faction=custom', undefined, alice)).json()).toEqual([]);
    const restored = await gql(app, 'mutation { restoreTinyD6Fighter(id: "custom/champion") { version defense } }', {}, alice);
    expect(restored.data).toEqual({ restoreTinyD6Fighter: { version: 4, defense: 2 } });
    // Built-in fighters are read-only; writes need a key.
    expect((await call(app, 'PUT', '/v1/tiny-d6/fighters/orcs/brute', { ...champion, slug: undefined }, alice)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/v1/tiny-d6/fighters', champion)).statusCode).toBe(401);
  });
});
