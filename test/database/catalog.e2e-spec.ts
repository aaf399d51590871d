import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { CatalogService } from '../../src/catalog/catalog.service';
import { loadConfig } from '../../src/config/app-config';
import { loadDatabaseConfig } from '../../src/database/database.config';
import { DATABASE_CONFIG, DatabaseHealth, DatabaseModule } from '../../src/database/database.module';
import { AE_WWII_SEED, seedAeCatalog } from '../../src/games/ae-wwii/catalog/ae-wwii.seed';
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
    // Unmigrated on purpose: the app migrates it at boot (MIGRATIONS unset = boot).
    db = await createTestDatabase({ migrate: false });
    app = await createApp({ config: loadConfig({ DATABASE_URL: db.url, DB_POOL_SIZE: '2', LOG_LEVEL: 'silent', NODE_ENV: 'test' }), logs: false, docs: false });
    catalog = app.get(CatalogService);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('holds exactly the seed, after the seed migration and the move to catalog entries (a fresh and an upgraded database agree)', () => {
    const loaded = catalog.loadedGame('ae-wwii');
    // Kinds are read in id order; within a kind, in the seed's order.
    const byKind = <T extends { kind: string }>(entries: readonly T[]): T[] => [...entries].sort((a, b) => a.kind.localeCompare(b.kind));
    expect({ ...loaded.records, entries: byKind(loaded.records.entries) }).toEqual({ ...AE_WWII_SEED, entries: byKind(AE_WWII_SEED.entries) });
    expect(loaded.engine).toEqual(seedAeCatalog());
  });

  it('serves reads from memory, without touching the database', async () => {
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const query = jest.spyOn(dataSource, 'query');
    const runner = jest.spyOn(dataSource, 'createQueryRunner');
    try {
      for (const url of ['/v1/games', '/v1/ae-wwii/units', '/v1/ae-wwii/weapons/kar98k', '/v1/ae-wwii/rulings?lang=es']) {
        expect((await get(url)).statusCode).toBe(200);
      }
      catalog.engineCatalog('ae-wwii');
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
    expect(reply.json()).toEqual([
      {
        id: 'ae-wwii',
        name: 'AE-WWII',
        summary: expect.any(String),
        languages: ['en', 'es', 'fr'],
        actions: ['shot', 'melee', 'initiative', 'movement', 'inoculation', 'ap-transfer', 'psi-power'],
        catalogs: ['units', 'weapons', 'psi-powers'],
        editions: [
          { id: 'en', name: 'English edition', language: 'en' },
          { id: 'es', name: 'Spanish edition', language: 'es' },
          { id: 'fr', name: 'French edition', language: 'fr' },
        ],
      },
      {
        id: 'aof-skirmish',
        name: 'Age of Fantasy: Skirmish',
        summary: expect.any(String),
        languages: ['en', 'es', 'fr'],
        actions: ['quality-test', 'shot', 'melee', 'wound-effects', 'morale', 'movement', 'dangerous-terrain', 'jump', 'fall', 'push', 'cast', 'objectives', 'deployment'],
        catalogs: ['units'],
        editions: [],
      },
      {
        // src/engine/wartime/index.ts: one rules text (no editions), its nine actions in the order
        // the engine declares them, and one catalog kind (archetypes). Warbooks are owner-scoped
        // routes of their own (/v1/wartime/warbooks), not a catalog kind, so not listed here.
        id: 'wartime',
        name: 'Wartime',
        summary: expect.any(String),
        languages: ['en', 'es', 'fr'],
        actions: ['check', 'opposed-check', 'probability', 'shot', 'melee', 'will-check', 'squad', 'turn-order', 'trap'],
        catalogs: ['archetypes'],
        editions: [],
      },
    ]);
  });

  it('serves the AE-WWII editions with their inoculation charts, named in the reply’s language', async () => {
    const reply = await get('/v1/ae-wwii/editions?lang=es');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-language']).toBe('es');
    const editions = reply.json<{ id: string; name: string; inoculationChart: { from: number; effect: string; name: string }[] }[]>();
    expect(editions.map((e) => [e.id, e.name])).toEqual([
      ['en', 'Edición inglesa'],
      ['es', 'Edición española'],
      ['fr', 'Edición francesa'],
    ]);
    expect(editions[1]?.inoculationChart.map((r) => r.effect)).toEqual(['berserker', 'plus-1-ap', 'plus-2-strength', 'impervious-4']);
    expect(editions[0]?.inoculationChart[0]).toMatchObject({ from: 1, to: 1, effect: 'two-wounds' });
    for (const e of editions) for (const r of e.inoculationChart) expect(r.name).not.toMatch(/effect-name|^$/);
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
    // The same on a game's own catalog routes.
    expect((await get('/v1/ae-wwii/units/russian-psi/chuman?lang=es-ES')).headers['content-language']).toBe('es');
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
      ['/v1/chess/factions', 'chess'],
      ['/v1/chess/rulings?lang=fr', 'chess'],
    ];
    for (const [url, id] of cases) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      const body = reply.json<{ type: string; detail: string }>();
      expect(body.type).toBe('https://arbiter.dev/problems/not-found');
      expect(body.detail).toContain(url.includes('lang=fr') ? `«\u00a0${id}\u00a0»` : `'${id}'`);
    }
    // A game's entries have routes of their own: another game has none.
    expect((await get('/v1/chess/units')).statusCode).toBe(404);
  });

  it('serves weapons', async () => {
    const weapons = (await get('/v1/ae-wwii/weapons')).json<{ id: string }[]>();
    expect(weapons).toHaveLength(16);
    const tesla = await get('/v1/ae-wwii/weapons/tesla-electrical-gun?lang=es');
    expect(tesla.json()).toEqual({
      id: 'tesla-electrical-gun',
      name: 'Arma eléctrica Tesla',
      summary: expect.any(String),
      melee: false,
      range: 8,
      strength: 5,
      strengthDice: 1,
      rateOfFire: '1:1',
      moveAndFire: false,
      indirect: false,
      arc: 8,
      ignoresCover: true,
    });
    const grenades = (await get('/v1/ae-wwii/weapons/grenades')).json<Record<string, unknown>>();
    expect(grenades).toMatchObject({ indirect: true, areaOfEffect: 1.5, rateOfFire: '1:2' });
    expect(grenades).not.toHaveProperty('arc');
  });

  it('serves special rules with their parameter, and the psi powers', async () => {
    const rules = (await get('/v1/ae-wwii/special-rules')).json<{ id: string; parameter: string | null }[]>();
    expect(rules).toHaveLength(10);
    expect(rules.find((r) => r.id === 'doktor')).toEqual({ id: 'doktor', name: 'Doktor', summary: expect.any(String), parameter: null });
    const powers = (await get('/v1/ae-wwii/psi-powers?lang=fr')).json<{ id: string; name: string; ruling: string }[]>();
    expect(powers.map((p) => [p.id, p.ruling])).toEqual([
      ['clouded-minds', 'ae-wwii/clouded-minds'],
      ['mental-stun', 'ae-wwii/mental-stun'],
      ['psychic-push', 'ae-wwii/psychic-push'],
    ]);
    expect(powers[2]?.name).toBe('Poussée psychique');
    expect((await get('/v1/ae-wwii/psi-powers/mental-stun')).json()).toMatchObject({ id: 'mental-stun', name: 'Mental Stun' });
    // Read-only: no custom psi powers.
    expect((await app.inject({ method: 'POST', url: '/v1/ae-wwii/psi-powers', payload: {} })).statusCode).toBe(404);
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
    const unit = catalog.entry('ae-wwii', 'unit', 'american-sci-tech/buffalo', 'en');
    expect(Object.isFrozen(unit)).toBe(true);
    expect(Object.isFrozen(unit.weapons)).toBe(true);
  });

  it('answers the same reads over GraphQL, with the game’s own types', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `{
          games(lang: es) { id name catalogs editions { id } }
          aeWwiiUnitById(id: "russian-psi/chuman", lang: es) { id name rangedCombat actionPoints weapons }
          aeWwiiUnits(faction: "american-sci-tech") { id }
          aeWwiiWeaponById(id: "tesla-electrical-gun") { arc rateOfFire areaOfEffect }
          aeWwiiPsiPowers(lang: fr) { id name ruling }
          specialRules(game: "ae-wwii", lang: fr) { id parameter }
          rulings(game: "ae-wwii") { id kind editions }
          factions(game: "ae-wwii") { id }
          aeWwiiWeapons { id areaOfEffect }
          aeWwiiEditions(lang: fr) { id inoculationChart { effect name } }
        }`,
      },
    });
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json<{
      data: {
        games: unknown[];
        aeWwiiUnitById: unknown;
        aeWwiiUnits: { id: string }[];
        aeWwiiWeaponById: unknown;
        aeWwiiPsiPowers: { id: string; name: string }[];
        specialRules: { id: string; parameter: string | null }[];
        rulings: unknown[];
        factions: unknown[];
        aeWwiiWeapons: unknown[];
        aeWwiiEditions: { id: string; inoculationChart: unknown[] }[];
      };
    }>();
    expect(data.games).toEqual([
      { id: 'ae-wwii', name: 'AE-WWII', catalogs: ['units', 'weapons', 'psi-powers'], editions: [{ id: 'en' }, { id: 'es' }, { id: 'fr' }] },
      { id: 'aof-skirmish', name: 'Age of Fantasy: Skirmish', catalogs: ['units'], editions: [] },
      { id: 'wartime', name: 'Wartime', catalogs: ['archetypes'], editions: [] },
    ]);
    expect(data.aeWwiiUnitById).toEqual({ id: 'russian-psi/chuman', name: 'Chuman', rangedCombat: null, actionPoints: 1, weapons: ['fists'] });
    expect(data.aeWwiiUnits).toHaveLength(5);
    expect(data.aeWwiiWeaponById).toEqual({ arc: 8, rateOfFire: '1:1', areaOfEffect: null });
    expect(data.aeWwiiPsiPowers[2]).toEqual({ id: 'psychic-push', name: 'Poussée psychique', ruling: 'ae-wwii/psychic-push' });
    expect(data.specialRules.every((r) => r.parameter === null)).toBe(true);
    expect(data.rulings).toHaveLength(35);
    expect(data.factions).toHaveLength(3);
    expect(data.aeWwiiWeapons).toHaveLength(16);
    expect(data.aeWwiiEditions.map((e) => e.inoculationChart.length)).toEqual([4, 4, 4]);

    const missing = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ aeWwiiWeaponById(id: "laser") { id } }' } });
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
      const moduleRef = await Test.createTestingModule({ imports: [DatabaseModule.forRoot([])] })
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
