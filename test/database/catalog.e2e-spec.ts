import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogModule } from '../../src/catalog/catalog.module';
import { CatalogService } from '../../src/catalog/catalog.service';
import { loadDatabaseConfig } from '../../src/database/database.config';
import { formatGraphqlError } from '../../src/common/graphql/graphql-errors';
import { ProblemFilter } from '../../src/common/problem/problem.filter';
import { DATABASE_CONFIG, DatabaseHealth, DatabaseModule } from '../../src/database/database.module';
import { seedAeCatalog } from '../../src/games/ae-wwii/catalog/ae-wwii.seed';
import { TestDatabase, createTestDatabase } from '../setup/test-database';

interface Reply {
  readonly statusCode: number;
  readonly headers: Record<string, unknown>;
  json<T>(): T;
}

interface UnitBody {
  id: string;
  faction: string;
  name: string;
  training: string;
  actionPoints: number;
  movement: number;
  rangedCombat: number | null;
  closeCombat: number;
  armor: number;
  strength: number;
  drive: number;
  wounds: number;
  weapons: string[];
  specialRules: string[];
}

describe('catalog over Postgres', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let catalog: CatalogService;

  const get = async (url: string, headers: Record<string, string> = {}): Promise<Reply> =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // Unmigrated on purpose: DatabaseModule migrates it at boot (MIGRATIONS unset = boot).
    db = await createTestDatabase({ migrate: false });
    const moduleRef = await Test.createTestingModule({
      imports: [
        DatabaseModule,
        CatalogModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          autoSchemaFile: true,
          // The app's error mapping, so not-found errors read as they do in production.
          autoTransformHttpErrors: false,
          formatError: formatGraphqlError,
        }),
      ],
    })
      .overrideProvider(DATABASE_CONFIG)
      .useValue(loadDatabaseConfig({ DATABASE_URL: db.url, DB_POOL_SIZE: '2' }))
      .compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
    // The app's problem+json, so errors read as they do in production.
    app.useGlobalFilters(new ProblemFilter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    catalog = app.get(CatalogService);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('loads exactly the engine catalog the seed describes', () => {
    expect(catalog.aeCatalog()).toEqual(seedAeCatalog());
  });

  it('serves reads from memory, without touching the database', async () => {
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const query = jest.spyOn(dataSource, 'query');
    const runner = jest.spyOn(dataSource, 'createQueryRunner');
    try {
      for (const url of ['/v1/games', '/v1/ae-wwii/units', '/v1/ae-wwii/weapons/kar98k', '/v1/ae-wwii/rulings?lang=es']) {
        expect((await get(url)).statusCode).toBe(200);
      }
      catalog.aeCatalog();
      expect(query).not.toHaveBeenCalled();
      expect(runner).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
      runner.mockRestore();
    }
  });

  it('lists games with editions, languages and actions', async () => {
    const reply = await get('/v1/games');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-language']).toBe('en');
    const [game] = reply.json<{ id: string; languages: string[]; actions: string[]; editions: { id: string; inoculationChart: { effect: string }[] }[] }[]>();
    expect(game).toMatchObject({
      id: 'ae-wwii',
      name: 'AE-WWII',
      languages: ['en', 'es', 'fr'],
      actions: ['shot', 'melee', 'initiative', 'movement', 'inoculation', 'ap-transfer', 'psi-power'],
    });
    expect(game?.editions.map((e) => e.id)).toEqual(['en', 'es', 'fr']);
    expect(game?.editions[1]?.inoculationChart[0]).toEqual({ from: 1, to: 1, effect: 'berserker', name: 'Becomes berserker' });
  });

  it('negotiates the language: ?lang, then Accept-Language, then en', async () => {
    const es = await get('/v1/ae-wwii/factions?lang=es', { 'accept-language': 'fr' });
    expect(es.headers['content-language']).toBe('es');
    expect(es.json<{ name: string }[]>()[2]?.name).toBe('Genetistas alemanes');

    const fr = await get('/v1/ae-wwii/factions', { 'accept-language': 'de-DE, fr-CH;q=0.9, en;q=0.5' });
    expect(fr.headers['content-language']).toBe('fr');
    expect(fr.headers.vary).toBe('Accept-Language');
    expect(fr.json<{ name: string }[]>()[0]?.name).toBe('Sci-Tech américain');

    const fallback = await get('/v1/ae-wwii/factions', { 'accept-language': 'de, it;q=0.5' });
    expect(fallback.headers['content-language']).toBe('en');
    expect(fallback.json<{ name: string }[]>()[1]?.name).toBe('Russian Psi');

    // A BCP 47 tag, matched on its language; one we lack is answered in en.
    const tagged = await get('/v1/ae-wwii/factions?lang=fr-CA', { 'accept-language': 'es' });
    expect(tagged.headers['content-language']).toBe('fr');
    const unavailable = await get('/v1/ae-wwii/factions?lang=de', { 'accept-language': 'fr' });
    expect(unavailable.statusCode).toBe(200);
    expect(unavailable.headers['content-language']).toBe('en');

    const invalid = await get('/v1/ae-wwii/factions?lang=%25%25%25', { 'accept-language': 'fr' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['content-language']).toBe('fr');
    expect(invalid.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['lang']);
  });

  it('lists units, filtered by faction, with full stat lines', async () => {
    expect((await get('/v1/ae-wwii/units')).json<unknown[]>()).toHaveLength(13);
    const reply = await get('/v1/ae-wwii/units?faction=german-geneticists');
    const units = reply.json<UnitBody[]>();
    expect(units.map((u) => u.id)).toEqual([
      'german-geneticists/officer',
      'german-geneticists/doktor',
      'german-geneticists/emaciated',
      'german-geneticists/wehrmacht',
    ]);
    expect(units[3]).toEqual({
      id: 'german-geneticists/wehrmacht',
      faction: 'german-geneticists',
      name: 'Wehrmacht',
      summary: expect.any(String),
      training: 'regular',
      actionPoints: 2,
      movement: 3,
      rangedCombat: 4,
      closeCombat: 3,
      armor: 3,
      strength: 2,
      drive: 4,
      wounds: 1,
      weapons: ['kar98k', 'stg44', 'grenades'],
      specialRules: [],
    });
  });

  it('finds a unit by its two-segment id or one URL-encoded segment', async () => {
    const plain = await get('/v1/ae-wwii/units/russian-psi/chuman?lang=fr');
    expect(plain.statusCode).toBe(200);
    expect(plain.json<UnitBody>()).toMatchObject({ id: 'russian-psi/chuman', rangedCombat: null, specialRules: ['chuman'], actionPoints: 1 });
    const encoded = await get('/v1/ae-wwii/units/russian-psi%2Fchuman?lang=fr');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json()).toEqual(plain.json());
  });

  it('answers unknown ids with a 404 problem naming them', async () => {
    const cases: [string, string][] = [
      ['/v1/ae-wwii/units/russian-psi/tank', 'russian-psi/tank'],
      ['/v1/ae-wwii/units?faction=martians', 'martians'],
      ['/v1/ae-wwii/weapons/laser', 'laser'],
      ['/v1/chess/units', 'chess'],
      ['/v1/chess/rulings?lang=fr', 'chess'],
    ];
    for (const [url, id] of cases) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      const body = reply.json<{ type: string; detail: string }>();
      expect(body.type).toBe('https://arbiter.dev/problems/not-found');
      expect(body.detail).toContain(url.includes('lang=fr') ? `«\u00a0${id}\u00a0»` : `'${id}'`);
    }
  });

  it('serves weapons', async () => {
    const weapons = (await get('/v1/ae-wwii/weapons')).json<{ id: string }[]>();
    expect(weapons).toHaveLength(16);
    const tesla = await get('/v1/ae-wwii/weapons/tesla-electrical-gun?lang=es');
    expect(tesla.json()).toMatchObject({
      id: 'tesla-electrical-gun',
      name: 'Arma eléctrica Tesla',
      range: 8,
      strength: 5,
      strengthDice: 1,
      rateOfFire: { shots: 1, actionPoints: 1 },
      arc: { length: 8, halfWidth: 0.5 },
      ignoresCover: true,
      areaOfEffect: null,
    });
    expect((await get('/v1/ae-wwii/weapons/grenades')).json()).toMatchObject({ indirect: true, areaOfEffect: 1.5, arc: null });
  });

  it('serves special rules with the psi powers as choices', async () => {
    const rules = (await get('/v1/ae-wwii/special-rules')).json<{ id: string; choices: { id: string; ruling: string }[] }[]>();
    expect(rules).toHaveLength(10);
    expect(rules.find((r) => r.id === 'psi-officer')?.choices.map((c) => [c.id, c.ruling])).toEqual([
      ['clouded-minds', 'ae-wwii/clouded-minds'],
      ['mental-stun', 'ae-wwii/mental-stun'],
      ['psychic-push', 'ae-wwii/psychic-push'],
    ]);
    expect(rules.find((r) => r.id === 'doktor')?.choices).toEqual([]);
  });

  it('serves the rulings register per language', async () => {
    const reply = await get('/v1/ae-wwii/rulings?lang=fr');
    expect(reply.headers['content-language']).toBe('fr');
    const rulings = reply.json<{ id: string; kind: string; editions: string[] | null; title: string }[]>();
    expect(rulings).toHaveLength(35);
    expect(rulings.find((r) => r.id === 'ae-wwii/fr-tesla-terminus')).toMatchObject({ kind: 'edition', editions: ['fr'] });
    expect(rulings.find((r) => r.id === 'ae-wwii/save-threshold')).toMatchObject({ kind: 'register', editions: null, title: "Seuil de sauvegarde d'armure" });
    expect(rulings.filter((r) => r.kind === 'project')).toHaveLength(12);
  });

  it('hands out immutable shared views', () => {
    const unit = catalog.unit('ae-wwii', 'american-sci-tech/buffalo', 'en');
    expect(Object.isFrozen(unit)).toBe(true);
    expect(Object.isFrozen(unit.weapons)).toBe(true);
  });

  it('answers the same reads over GraphQL', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `{
          games(lang: es) { id name editions { id } }
          unit(game: "ae-wwii", id: "russian-psi/chuman", lang: es) { id name rangedCombat actionPoints weapons }
          units(game: "ae-wwii", faction: "american-sci-tech") { id }
          weapon(game: "ae-wwii", id: "tesla-electrical-gun") { arc { length halfWidth } rateOfFire { shots actionPoints } }
          specialRules(game: "ae-wwii", lang: fr) { id choices { id name } }
          rulings(game: "ae-wwii") { id kind editions }
          factions(game: "ae-wwii") { id }
          weapons(game: "ae-wwii") { id areaOfEffect }
        }`,
      },
    });
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json<{
      data: {
        games: { id: string; name: string; editions: { id: string }[] }[];
        unit: unknown;
        units: { id: string }[];
        weapon: unknown;
        specialRules: { id: string; choices: { id: string; name: string }[] }[];
        rulings: unknown[];
        factions: unknown[];
        weapons: unknown[];
      };
    }>();
    expect(data.games).toEqual([{ id: 'ae-wwii', name: 'AE-WWII', editions: [{ id: 'en' }, { id: 'es' }, { id: 'fr' }] }]);
    expect(data.unit).toEqual({ id: 'russian-psi/chuman', name: 'Chuman', rangedCombat: null, actionPoints: 1, weapons: ['fists'] });
    expect(data.units).toHaveLength(5);
    expect(data.weapon).toEqual({ arc: { length: 8, halfWidth: 0.5 }, rateOfFire: { shots: 1, actionPoints: 1 } });
    expect(data.specialRules.find((r) => r.id === 'psi-officer')?.choices[2]).toEqual({ id: 'psychic-push', name: 'Poussée psychique' });
    expect(data.rulings).toHaveLength(35);
    expect(data.factions).toHaveLength(3);
    expect(data.weapons).toHaveLength(16);

    const missing = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ weapon(game: "ae-wwii", id: "laser") { id } }' } });
    const body = missing.json<{ errors?: { message: string; extensions: { code: string; status: number } }[] }>();
    expect(body.errors?.[0]?.message).toContain("'laser'");
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('reports the database as ready', async () => {
    expect(await app.get(DatabaseHealth).ping()).toBe(true);
  });
});

describe('DatabaseModule with MIGRATIONS=job', () => {
  it('boots without migrating, and the health ping turns false once closed', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const moduleRef = await Test.createTestingModule({ imports: [DatabaseModule] })
        .overrideProvider(DATABASE_CONFIG)
        .useValue(loadDatabaseConfig({ DATABASE_URL: db.url, MIGRATIONS: 'job', DB_POOL_SIZE: '1' }))
        .compile();
      const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
      await app.init();
      const dataSource = app.get<DataSource>(getDataSourceToken());
      const tables: unknown = await dataSource.query(`SELECT to_regclass('games') AS games, to_regclass('migrations') AS migrations`);
      expect(tables).toEqual([{ games: null, migrations: null }]);
      const health = app.get(DatabaseHealth);
      expect(await health.ping()).toBe(true);
      await app.close();
      expect(dataSource.isInitialized).toBe(false);
      expect(await health.ping()).toBe(false);
    } finally {
      await db.drop();
    }
  });
});
