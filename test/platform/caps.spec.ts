import 'reflect-metadata';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { LIMITS } from '../../src/engine/core/limits';
import { AE_LIMITS } from '../../src/engine/ae-wwii/limits';
import { AOF_LIMITS } from '../../src/engine/aof-skirmish/limits';
import { GAMES } from '../../src/games';

/** Every hard cap answers 422 too-large, naming the field and saying the cap. */
describe('hard caps per request', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createApp({ config: loadConfig({ NODE_ENV: 'test' }), withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false });
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
      AE_LIMITS.shots,
    );
  });

  it('models on the table', async () => {
    const models = Array.from({ length: AE_LIMITS.models + 1 }, (_, i) => ({ ...officer, position: { x: i, y: 10 } }));
    await expectCap('shot', { attacker: officer, weapon: 'thompson', target: officer, distance: 5, actionPoints: 1, models }, 'models', AE_LIMITS.models);
  });

  it('initiative sides', async () => {
    const sides = Array.from({ length: AE_LIMITS.initiativeSides + 1 }, (_, i) => ({ name: `side ${i}`, highestDrive: 5 }));
    await expectCap('initiative', { sides }, 'sides', AE_LIMITS.initiativeSides);
  });

  it('blasts or arcs: a homebrew 3:1 area weapon with 8 AP would fire 24', async () => {
    await expectCap(
      'shot',
      { attacker: { ...officer, actionPointsBonus: 5, position: { x: 0, y: 0 } }, weapon: { profile: { range: 24, strength: 3, rateOfFire: '3:1', areaOfEffect: 2 } }, aim: { x: 0, y: 5 }, actionPoints: 8 },
      'actionPoints',
      AE_LIMITS.areaShots,
    );
  });

  /** 20 wounds each, CC and A alike so most rounds are contested: the request the old budget refused. */
  const brute = { movement: 4, rangedCombat: 4, closeCombat: 4, armor: 4, strength: 4, drive: 4, wounds: 20, training: 'elite' };

  it('within the caps the exact odds are always computed: 8 rounds between two 20-wound profiles', async () => {
    const body = { attacker: { profile: brute, actionPointsBonus: 4 }, defender: { profile: brute }, actionPoints: 8, dice: { seed: 'caps' } };
    const res = await request(app.getHttpServer()).post('/v1/ae-wwii/resolve/melee').send(body);
    expect(res.status).toBe(200);
    expect(res.body.odds.defenderWounds).toHaveLength(21);
    expect(res.body.odds.defenderWounds.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('within the caps the exact odds are always computed: 8 scattering blasts over 50 models, and 6 sides for initiative', async () => {
    const models = Array.from({ length: AE_LIMITS.models }, (_, i) => ({ ...officer, position: { x: (i % 10) * 0.7, y: 4 + Math.floor(i / 10) * 0.7 } }));
    const grenades = {
      attacker: { unit: 'russian-psi/politruk', position: { x: 0, y: 0 }, actionPointsBonus: 4 },
      weapon: { profile: { range: 6, strength: 6, rateOfFire: '1:1', indirect: true, areaOfEffect: 1.5 } },
      aim: { x: 2, y: 5 },
      models,
      actionPoints: 8,
      dice: { seed: 'caps' },
    };
    const shot = await request(app.getHttpServer()).post('/v1/ae-wwii/resolve/shot').send(grenades);
    expect(shot.status).toBe(200);
    expect(shot.body.odds.models).toHaveLength(AE_LIMITS.models);
    const sides = Array.from({ length: AE_LIMITS.initiativeSides }, (_, i) => ({ name: `side ${i}`, highestDrive: 3 }));
    const initiative = await request(app.getHttpServer()).post('/v1/ae-wwii/resolve/initiative').send({ sides, dice: { seed: 'caps' } });
    expect(initiative.status).toBe(200);
    // Equal drives: by symmetry each side wins 1/6 of the time.
    for (const w of initiative.body.odds.win) expect(w.p).toBeCloseTo(1 / 6, 9);
  });

  it('AoF melee caps: models a side, hits a strike, hits of a melee with Counter, each named and said in the reply\'s language', async () => {
    const side = (models: number, equipment: object[]) => ({ profile: { quality: 4, defense: 4, models, equipment } });
    const blade = (attacks: number, rules: object[] = []) => ({ name: 'Blade', range: 0, attacks, rules });
    const melee = (body: object, lang: string) => request(app.getHttpServer()).post(`/v1/aof-skirmish/resolve/melee?lang=${lang}`).send(body);
    const n = AOF_LIMITS.meleeModels;
    const cases = [
      // One model more than the cap on the attacking side.
      [{ attacker: side(n + 1, [blade(1)]), defender: side(n, [blade(1)]) }, 'attacker.models', 'en', new RegExp(`at most ${n} models in a melee unit per request; this one has ${n + 1}`)],
      // 10 models x 9 attacks: 90 hits, over 80.
      [{ attacker: side(n, [blade(AOF_LIMITS.meleeHits / n + 1)]), defender: side(n, [blade(1)]) }, 'attacker.weapons', 'es', new RegExp(`como máximo ${AOF_LIMITS.meleeHits} impactos posibles de un ataque cuerpo a cuerpo`)],
      // Charge 10 x 5 + Counter 10 x 1 + strike back 10 x 1 = 70, over 60.
      [{ attacker: side(n, [blade(5)]), defender: side(n, [blade(1, [{ id: 'counter' }]), blade(1)]) }, 'defender.weapons', 'fr', new RegExp(`au plus ${AOF_LIMITS.counterMeleeHits} touches possibles d\u2019une mêlée avec Contre-attaque`)],
    ] as const;
    for (const [body, path, lang, message] of cases) {
      const res = await melee(body, lang);
      expect({ status: res.status, type: res.body.type, path: res.body.errors?.[0]?.path }).toEqual({ status: 422, type: 'https://arbiter.dev/problems/too-large', path });
      expect(res.body.errors[0].message).toMatch(message);
    }
  });

  // The bench times each game's worst cases: each must be a request within the caps (it resolves,
  // here without its odds), and its `beyond` one step over a cap (422 too-large before any dice).
  const worstCases = GAMES.flatMap((g) => (g.definition.worstCases ?? []).map((c) => [`${g.definition.id}: ${c.name}`, g.definition.id, c] as const));
  it.each(worstCases)('worst case %s: within the caps, and one step beyond refused', async (_name, game, c) => {
    const url = `/v1/${game}/resolve/${c.action}`;
    const within = await request(app.getHttpServer()).post(`${url}?odds=false`).send({ ...(c.request as object), dice: { seed: 'caps' } });
    expect({ status: within.status, body: within.status === 200 ? undefined : within.body }).toEqual({ status: 200, body: undefined });
    if (c.beyond === undefined) return;
    const beyond = await request(app.getHttpServer()).post(`${url}?odds=false`).send(c.beyond as object);
    expect(beyond.status).toBe(422);
    expect(beyond.body.type).toBe('https://arbiter.dev/problems/too-large');
  });
});
