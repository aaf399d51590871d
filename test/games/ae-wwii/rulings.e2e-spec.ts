import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../../src/app.factory';
import { loadConfig } from '../../../src/config/app-config';
import { expectOdds } from '../../rulings/expect-odds';
import { AE_WWII_CASES } from './cases';
import { useTestDatabase } from '../../setup/test-database';

/**
 * The whole service over HTTP against a real Postgres (a database of this file's own): the
 * catalog is read from the migrated tables, every hand-worked ruling is posted over REST, and the
 * GraphQL twin is checked against REST on the same bodies.
 */
describe('AE-WWII over HTTP and GraphQL, real Postgres', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    // MIGRATIONS unset: the app migrates its empty database at boot, as `npm start` does.
    // NODE_ENV=test: no rate limits (this file posts every hand-worked ruling in a burst).
    app = await createApp({ config: loadConfig({ DATABASE_URL: db().url, DB_POOL_SIZE: '2', LOG_LEVEL: 'silent', NODE_ENV: 'test' }), logs: false, docs: false });
    http = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (action: string, body: unknown, query = '') =>
    http.post(`/v1/ae-wwii/resolve/${action}${query}`).set('content-type', 'application/json').send(JSON.stringify(body));

  it('is ready, with the database up', async () => {
    const res = await http.get('/health/ready');
    expect(res.status).toBe(200);
  });

  describe.each(AE_WWII_CASES.map((c) => [c.id, c] as const))('ruling %s', (_id, c) => {
    it('gives the hand-worked answer over REST', async () => {
      const res = await post(c.action, c.request);
      expect({ status: res.status, body: res.status === c.expect.status ? undefined : res.body }).toEqual({ status: c.expect.status, body: undefined });
      if (c.expect.status === 422) {
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        if (c.expect.errorPath) expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(c.expect.errorPath);
        return;
      }
      if (c.expect.complete !== undefined) expect(res.body.complete).toBe(c.expect.complete);
      if (c.expect.outcome) expect(res.body.outcome).toMatchObject(c.expect.outcome);
      if (c.expect.odds) expectOdds(res.body.odds, c.expect.odds);
      if (c.expect.next) expect(res.body.next).toMatchObject(c.expect.next);
      if (c.expect.diceUsed !== undefined) expect(res.body.dice.used).toHaveLength(c.expect.diceUsed);
    });
  });

  it('replays a seeded shot identically and reports a fresh seed when none is given', async () => {
    const body = {
      attacker: { unit: 'american-sci-tech/officer' },
      weapon: 'thompson',
      target: { unit: 'german-geneticists/officer' },
      distance: 10,
      actionPoints: 3,
    };
    const a = await post('shot', { ...body, dice: { seed: 'table 4, turn 2' } });
    const b = await post('shot', { ...body, dice: { seed: 'table 4, turn 2' } });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const fresh = await post('shot', body);
    expect(fresh.body.dice.mode).toBe('random');
    const replay = await post('shot', { ...body, dice: { seed: fresh.body.dice.seed } });
    expect(replay.body.steps).toEqual(fresh.body.steps);
    expect(replay.body.outcome).toEqual(fresh.body.outcome);
  });

  it('adjudicates one die at a time, statelessly', async () => {
    // KAR98k at an Airborne, 12": to-hit 4+, then strength d6, then a save on (4 + d6) - 3.
    const body = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2 };
    const first = await post('shot', { ...body, dice: { values: [4] } });
    expect(first.body).toMatchObject({ complete: false, next: { die: 'd6', count: 1 } });
    expect(first.body.outcome).toBeUndefined();
    const second = await post('shot', { ...body, dice: { values: [4, 3] } });
    // 4 + 3 = 7 - Armor 3 = save 4+
    expect(second.body).toMatchObject({ complete: false, next: { die: 'd6', count: 1, need: '4+' } });
    const done = await post('shot', { ...body, dice: { values: [4, 3, 3] } });
    // rolled 3 < 4: wound, the Airborne (W1) is removed
    expect(done.body).toMatchObject({ complete: true, outcome: { hits: 1, wounds: 1, targetRemoved: true } });
    expect(done.body.steps.slice(0, second.body.steps.length)).toEqual(second.body.steps);
  });

  it('answers in Spanish with Content-Language, and in English for an unknown Accept-Language', async () => {
    const body = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2, dice: { values: [4, 3, 3] } };
    const es = await post('shot', body, '?lang=es');
    expect(es.headers['content-language']).toBe('es');
    const en = await post('shot', body);
    expect(es.body.outcome).toEqual(en.body.outcome);
    expect(es.body.text).not.toEqual(en.body.text);
    expect(es.body.text.length).toBeLessThanOrEqual(2000);
    const de = await http.post('/v1/ae-wwii/resolve/shot').set('accept-language', 'de-DE').send(body);
    expect(de.headers['content-language']).toBe('en');
  });

  it('names the offending field in a problem+json for bad input, never a 5xx', async () => {
    const bad = [
      { body: { attacker: { unit: 'german-geneticists/nobody' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2 }, path: 'attacker.unit' },
      { body: { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: -1, actionPoints: 2 }, path: 'distance' },
      { body: { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2, extra: 1 }, path: 'extra' },
      { body: { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2, dice: { values: [4, 3, 3, 1] } }, path: 'dice.values[3]' },
    ];
    for (const { body, path } of bad) {
      const res = await post('shot', body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.status).toBe(res.status);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const malformed = await http.post('/v1/ae-wwii/resolve/shot').set('content-type', 'application/json').send('{"attacker":');
    expect(malformed.status).toBe(400);
  });

  it('reads the catalog from Postgres, REST and GraphQL alike', async () => {
    const unit = await http.get('/v1/ae-wwii/units/german-geneticists/wehrmacht');
    expect(unit.status).toBe(200);
    expect(unit.body).toMatchObject({ id: 'german-geneticists/wehrmacht', movement: 3, rangedCombat: 4, armor: 3, wounds: 1, actionPoints: 2 });
    const gql = await http
      .post('/graphql')
      .send({ query: '{ aeWwiiUnitById(id: "german-geneticists/wehrmacht") { id movement rangedCombat armor wounds actionPoints } }' });
    expect(gql.body.data.aeWwiiUnitById).toEqual({ id: 'german-geneticists/wehrmacht', movement: 3, rangedCombat: 4, armor: 3, wounds: 1, actionPoints: 2 });
    const rulings = await http.get('/v1/ae-wwii/rulings?lang=fr');
    expect(rulings.body.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(['ae-wwii/save-threshold', 'ae-wwii/es-indirect-miss']));
  });

  it('resolves the same shot through GraphQL as through REST', async () => {
    const input = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2, dice: { values: [4, 3, 3] } };
    const rest = await post('shot', input);
    const gql = await http.post('/graphql').send({
      query: `query($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { complete outcome { shots hits wounds targetRemoved } odds { hitPerShot wounds expectedWounds targetRemoved } steps { rule summary rolls result } text } }`,
      variables: { input },
    });
    expect(gql.body.errors).toBeUndefined();
    const r = gql.body.data.aeWwiiShot;
    expect(r.outcome).toEqual(rest.body.outcome);
    expect(r.steps).toEqual(rest.body.steps);
    expect(r.text).toEqual(rest.body.text);
    expect(r.odds).toEqual(rest.body.odds);
  });
});
