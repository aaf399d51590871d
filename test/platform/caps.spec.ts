import 'reflect-metadata';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { LIMITS } from '../../src/engine/core/limits';
import { seedAeCatalog } from '../../src/games/ae-wwii/catalog/ae-wwii.seed';

/** Every hard cap answers 422 too-large, naming the field and saying the cap. */
describe('hard caps per request', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createApp({ config: loadConfig({ NODE_ENV: 'test' }), withoutDatabase: { catalog: seedAeCatalog(), databaseUp: true }, logs: false, docs: false });
  });
  afterAll(() => app.close());

  const officer = { unit: 'american-sci-tech/officer' };
  const expectCap = async (action: string, body: object, path: string, cap: number | RegExp) => {
    const res = await request(app.getHttpServer()).post(`/v1/ae-wwii/resolve/${action}`).send(body);
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.type).toBe('https://arbiter.dev/problems/too-large');
    expect(res.body.errors[0].path).toBe(path);
    expect(res.body.errors[0].message).toMatch(typeof cap === 'number' ? new RegExp(`at most ${cap}\\b`) : cap);
  };

  it('dice values', async () => {
    const values = new Array<number>(LIMITS.diceValues + 1).fill(4);
    await expectCap('shot', { attacker: officer, weapon: 'thompson', target: officer, distance: 5, actionPoints: 1, dice: { values } }, 'dice.values', LIMITS.diceValues);
  });

  it('shots: a homebrew 9:1 weapon with 8 AP would fire 72', async () => {
    await expectCap(
      'shot',
      { attacker: { ...officer, actionPointsBonus: 5 }, weapon: { profile: { range: 24, strength: 3, rateOfFire: '9:1' } }, target: officer, distance: 5, actionPoints: 8 },
      'actionPoints',
      LIMITS.shots,
    );
  });

  it('models on the table', async () => {
    const models = Array.from({ length: LIMITS.models + 1 }, (_, i) => ({ ...officer, position: { x: i, y: 10 } }));
    await expectCap('shot', { attacker: officer, weapon: 'thompson', target: officer, distance: 5, actionPoints: 1, models }, 'models', LIMITS.models);
  });

  it('initiative sides', async () => {
    const sides = Array.from({ length: LIMITS.initiativeSides + 1 }, (_, i) => ({ name: `side ${i}`, highestDrive: 5 }));
    await expectCap('initiative', { sides }, 'sides', LIMITS.initiativeSides);
  });

  it('the compute budget of the exact odds, which ?odds=false lifts', async () => {
    // Four grenades from an elite Politruk with +4 AP, over 50 models: too much to enumerate.
    const models = Array.from({ length: 50 }, (_, i) => ({ ...officer, position: { x: (i % 10) * 0.7, y: 4 + Math.floor(i / 10) * 0.7 } }));
    const body = { attacker: { unit: 'russian-psi/politruk', position: { x: 0, y: 0 }, actionPointsBonus: 4 }, weapon: 'grenades', aim: { x: 2, y: 5 }, models, actionPoints: 8, dice: { seed: 'caps' } };
    await expectCap('shot', body, 'odds', /more than \d+ steps/);
    const without = await request(app.getHttpServer()).post('/v1/ae-wwii/resolve/shot?odds=false').send(body);
    expect(without.status).toBe(200);
    expect(without.body.odds).toBeUndefined();
  });
});
