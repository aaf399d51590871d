import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiKeyService } from '../../../src/auth/api-key.service';
import { WARTIME_GAME } from '../../../src/games/wartime';
import { wartimeSeed } from '../../../src/games/wartime/catalog/wartime.seed';
import { WARTIME_COST_CASES } from './costs.cases';
import { Headers, Reply, bearer, bootApp, call, cliKey } from '../../auth/support';
import { Twin, graphqlTwin, withoutNulls } from '../../support/graphql-twin';
import { useTestDatabase } from '../../setup/test-database';

/**
 * Wartime over HTTP against a real Postgres (a database of this file's own, migrated at boot): its
 * catalog as the seed migration wrote it and its rulings register; every action's documented
 * example and more bodies through REST and the GraphQL twin, compared field by field, in en, es
 * and fr; 4xx problems naming the field; archetype costs (every hand-worked cost case, over HTTP);
 * custom archetypes with an API key (created, read, PUT back unchanged, resolved and priced by id,
 * invisible to another owner).
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Body = { [k: string]: Json };

const seed = (s: string): Body => ({ seed: s });
const rifle = { profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } };
const trooper = { profile: { name: 'Trooper', body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, weapons: [rifle], protections: [{ profile: { energy: 1, protection: 3 } }], baseDiameter: 2.5, fortune: 2 } };

/** Besides each action's documented example, bodies that reach other branches (inline profiles, transports, scenery, areas, formations). */
const MORE: readonly (readonly [string, Body])[] = [
  ['check', { attribute: 'con', value: 5, situation: { outOfTurn: true, interrupting: true }, energy: 2, dice: { values: [4] } }],
  ['check', { attribute: 'agi', character: trooper, fortune: { instead: 'pass' }, dice: seed('luck') }],
  ['opposed-check', { actor: { attribute: 'agi', value: 6 }, opponent: { attribute: 'agi', value: 6 }, dice: { values: [3, 3] } }],
  ['probability', { percent: 100, dice: { values: [10, 10] } }],
  ['shot', { attacker: { archetype: 'grenadier', position: { x: 0, y: 0 } }, target: { archetype: 'rifleman', position: { x: 0, y: 27 }, cover: [{ defense: 3, hidden: 'full' }] }, models: [{ archetype: 'militia', position: { x: 3, y: 27 } }], scale: 28, dice: seed('boom') }],
  ['shot', { attacker: { archetype: 'tank-commander' }, weapon: 'tank-cannon', target: { kind: 'transport', transport: 'light-tank' }, facing: 'rear', dice: seed('tank') }],
  ['shot', { attacker: trooper, target: { kind: 'scenery', zone: 'ruined-wall', element: 'wall' }, attacks: 2, dice: seed('wall') }],
  ['shot', { attacker: { ...trooper, formation: { size: 8 } }, shooters: 6, target: { archetype: 'militia', formation: { size: 10 } }, dice: seed('volley') }],
  ['melee', { attacker: { archetype: 'rifleman', formation: { size: 8 } }, defenders: [{ archetype: 'militia', formation: { size: 6 } }], inCommon: 4, facing: 'left', dice: seed('lines') }],
  ['melee', { attacker: { archetype: 'sergeant', fortunePlan: { ignoreDamage: true } }, weapon: 'combat-knife', defenders: [{ archetype: 'militia', defenceless: true }], options: { vitality: true }, dice: seed('knife') }],
  ['will-check', { character: { archetype: 'sergeant', will: ['failed'] }, trigger: { type: 'five-to-one', enemies: 5, allies: 1 }, dice: seed('nerve') }],
  ['squad', { members: [{ archetype: 'militia', count: 3, position: { x: 0, y: 0 } }, { archetype: 'militia', position: { x: 4, y: 0 } }], joining: [6, 8], charge: { leftover: [3, 4] }, lost: 3 }],
  ['turn-order', { players: ['Ana', 'Ben', 'Cy'], characters: [{ name: 'A1', player: 'Ana', reaction: 5 }, { name: 'B1', player: 'Ben', reaction: 5 }, { name: 'C1', player: 'Cy', reaction: 7 }], initiative: 'Ben' }],
  ['trap', { zone: 'minefield', transport: { transport: 'motorbike', pilot: { archetype: 'rifleman' } }, dice: seed('mine') }],
];

const LANGS = ['en', 'es', 'fr'] as const;
const CASES: readonly (readonly [string, Body, string])[] = [
  ...Object.entries(WARTIME_GAME.actions).map(([action, m], i) => [action, m.example as Body, LANGS[i % 3]] as const),
  ...MORE.map(([action, body], i) => [action, body, LANGS[(i + 1) % 3]] as const),
];

const field = (action: string): string => `wartime${action.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}`;

describe('Wartime over HTTP and GraphQL, real Postgres', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  let twin: Twin;
  let mine: Headers;
  let rival: Headers;

  beforeAll(async () => {
    app = await bootApp(db().url);
    twin = graphqlTwin(app);
    mine = bearer((await cliKey(db().url, 'warband', ['read', 'write'])).key);
    rival = bearer((await cliKey(db().url, 'rival', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
  });

  afterAll(async () => {
    await app?.close();
  });

  async function both(path: string, gqlField: string, body: Body, lang: string, headers: Headers = {}): Promise<Reply> {
    const rest = await call(app, 'POST', `${path}?lang=${lang}`, body, headers);
    expect({ status: rest.statusCode, body: rest.statusCode === 200 ? undefined : rest.body }).toEqual({ status: 200, body: undefined });
    const g = await call(app, 'POST', '/graphql', twin.request(gqlField, body, { lang }), headers);
    const reply = g.json<{ data?: Record<string, Json>; errors?: unknown }>();
    expect(reply.errors).toBeUndefined();
    expect(twin.restShape(gqlField, (reply.data as Record<string, Json>)[gqlField])).toEqual(withoutNulls(rest.json<Json>()));
    return rest;
  }

  const resolve = (action: string, body: Body, lang = 'en', headers: Headers = {}): Promise<Reply> => both(`/v1/wartime/resolve/${action}`, field(action), body, lang, headers);

  it('serves the seeded catalog, the rulings register and the game', async () => {
    const list = (await call(app, 'GET', '/v1/wartime/archetypes?lang=es')).json<{ id: string; name: string; type: string }[]>();
    expect(list.map((a) => a.id)).toEqual(wartimeSeed().entries.map((e) => e.id));
    expect(list.find((a) => a.id === 'assault-rifle')).toMatchObject({ name: 'Fusil de asalto', type: 'weapon', energy: 2, damage: 5, range: 20 });
    const rulings = (await call(app, 'GET', '/v1/wartime/rulings?lang=fr')).json<{ id: string; title: string }[]>();
    expect(rulings.map((r) => r.id)).toEqual(wartimeSeed().rulings.map((r) => r.id));
    expect(rulings.find((r) => r.id === 'wartime/klik')?.title).toBe(wartimeSeed().rulings.find((r) => r.id === 'wartime/klik')?.title.fr);
    const games = (await call(app, 'GET', '/v1/games')).json<{ id: string; catalogs: string[] }[]>();
    expect(games.find((g) => g.id === 'wartime')).toMatchObject({ id: 'wartime', catalogs: ['archetypes'] });
  });

  it.each(CASES.map(([a, b, l], i) => [`${a} #${i} (${l})`, a, b, l] as const))('%s: REST and GraphQL agree', async (_name, action, body, lang) => {
    const r = await resolve(action, body, lang);
    const view = r.json<{ complete: boolean; text: string; steps: unknown[] }>();
    expect(view.complete).toBe(true);
    expect(view.text.length).toBeGreaterThan(0);
    expect(r.headers['content-language']).toBe(lang);
  });

  it('answers the same shot in three languages, with the same outcome', async () => {
    type Shot = { text: string; outcome: { hits: number; target: { down: boolean; name: string } }; dice: { used: { value: number }[] } };
    const texts: Shot[] = [];
    for (const lang of LANGS) texts.push((await call(app, 'POST', `/v1/wartime/resolve/shot?lang=${lang}`, WARTIME_GAME.actions.shot.example as Body)).json<Shot>());
    // Names and dice purposes are in the reply's language; the dice and what they did are not.
    const same = (t: Shot) => [t.outcome.hits, t.outcome.target.down, t.dice.used.map((d) => d.value)];
    expect(texts.map(same)).toEqual(Array(3).fill(same(texts[0])));
    expect(new Set(texts.map((t) => t.text)).size).toBe(3);
    expect(texts[1].text).toContain('ataque a distancia');
    expect(texts[2].text).toContain('Sergent');
  });

  it('bad input: problem+json naming the field, in the request language', async () => {
    const bad = await call(app, 'POST', '/v1/wartime/resolve/check?lang=es', { attribute: 'luck', value: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain('attribute');
    const badId = await call(app, 'POST', '/v1/wartime/resolve/shot?lang=fr', { attacker: { archetype: 'Not An Id' }, target: { archetype: 'rifleman' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ errors: { path: string; message: string }[] }>().errors).toEqual([expect.objectContaining({ path: 'attacker.archetype', message: expect.stringContaining('identifiant d’archétype') })]);
    const unknown = await call(app, 'POST', '/v1/wartime/resolve/shot', { attacker: { archetype: 'nobody' }, target: { archetype: 'rifleman' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['attacker.archetype']);
    const variant = await call(app, 'POST', '/v1/wartime/resolve/shot?lang=es', { attacker: { archetype: 'rifleman' }, target: { kind: 'transport', archetype: 'rifleman' } });
    expect(variant.statusCode).toBe(422);
    expect(variant.json<{ errors: { path: string }[] }>().errors.map((e) => e.path).sort()).toEqual(['target.archetype', 'target.transport']);
    const profile = await call(app, 'POST', '/v1/wartime/resolve/shot', { attacker: { profile: { body: { profile: { con: 11, agi: 5, int: 5, rea: 5, vol: 5 } } } }, target: { archetype: 'rifleman' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain('attacker.profile.body.profile.con');
    const gql = await call(app, 'POST', '/graphql', twin.request('wartimeCheck', { attribute: 'con', value: 12 }, { lang: 'es' }));
    const errors = gql.json<{ errors: { extensions: { errors: { path: string }[] } }[] }>().errors;
    expect(errors[0].extensions.errors.map((e) => e.path)).toEqual(['value']);
  });

  describe('archetype costs', () => {
    it.each(WARTIME_COST_CASES.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
      const r = await call(app, 'POST', '/v1/wartime/archetypes/cost', c.request as unknown as Body);
      if (c.expect.status === 422) {
        // Out of the schema's bounds (an attribute of 11) is a 400 before the rules are asked; both name the field.
        expect([400, 422]).toContain(r.statusCode);
        if (c.expect.errorPath) expect(r.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(c.expect.errorPath);
        return;
      }
      expect({ status: r.statusCode, body: r.statusCode === 200 ? undefined : r.body }).toEqual({ status: 200, body: undefined });
      const cost = r.json<{ total: number; lines: { item: string; points: number }[] }>();
      expect(cost.total).toBe(c.expect.total);
      if (c.expect.lines) expect(cost.lines.map((l) => ({ item: l.item, points: l.points }))).toEqual(c.expect.lines);
    });

    it('lists every violation, in the reply language, and its GraphQL twin agrees', async () => {
      const r = await call(app, 'POST', '/v1/wartime/archetypes/cost?lang=es', { type: 'weapon', energy: 2, damage: 2, range: 25, protection: 3 });
      expect(r.statusCode).toBe(422);
      expect(r.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['protection']);
      const many = await call(app, 'POST', '/v1/wartime/archetypes/cost?lang=es', { type: 'character', body: 'assault-rifle', weapons: ['nothing'], baseDiameter: 2.5 });
      expect(many.statusCode).toBe(422);
      expect(many.json<{ errors: { path: string }[] }>().errors.map((e) => e.path).sort()).toEqual(['body', 'weapons[0]']);
      await both('/v1/wartime/archetypes/cost', 'wartimeArchetypeCost', { type: 'transport', energy: 3, length: 10, defense: { front: 6, left: 4, right: 4, rear: 2 }, capacity: 6 }, 'fr');
    });
  });

  describe('custom archetypes, with an API key', () => {
    const sniper = { slug: 'sniper', name: { en: 'Sniper', es: 'Francotirador' }, type: 'character', body: 'veteran-body', weapons: [{ profile: { name: 'Long rifle', energy: 3, damage: 6, range: 30 } }], protections: ['helmet'], baseDiameter: 2.5, fortune: 1 };

    it('created, read, sent back unchanged, resolved and priced by id; invisible to another owner', async () => {
      const created = await call(app, 'POST', '/v1/wartime/archetypes', sniper, mine);
      expect({ status: created.statusCode, body: created.statusCode === 201 ? undefined : created.body }).toEqual({ status: 201, body: undefined });
      for (const lang of LANGS) {
        const read = (await call(app, 'GET', `/v1/wartime/archetypes/custom-sniper?lang=${lang}`, undefined, mine)).json<Record<string, Json>>();
        expect(read).toMatchObject({ id: 'custom-sniper', owner: 'warband', type: 'character', body: 'veteran-body' });
        const put = await call(app, 'PUT', `/v1/wartime/archetypes/custom-sniper?lang=${lang}`, read, mine);
        expect({ status: put.statusCode, body: put.statusCode === 200 ? undefined : put.body }).toEqual({ status: 200, body: undefined });
        const { version: _v, updatedAt: _u, ...after } = put.json<Record<string, Json>>();
        const { version: _v2, updatedAt: _u2, ...before } = read;
        expect(after).toEqual(before);
      }
      const shot = await resolve('shot', { attacker: { archetype: 'custom-sniper' }, target: { archetype: 'rifleman' }, distance: 60, scale: 28, dice: seed('aim') }, 'es', mine);
      // The custom character's own inline weapon fired: its profile came from the owner's catalog.
      expect(shot.json<{ text: string }>().text).toContain('Long rifle');
      const cost = await call(app, 'POST', '/v1/wartime/archetypes/cost', { type: 'character', body: 'veteran-body', weapons: ['custom-sniper'], baseDiameter: 2.5 }, mine);
      expect(cost.statusCode).toBe(422);
      expect((await call(app, 'GET', '/v1/wartime/archetypes/custom-sniper', undefined, rival)).statusCode).toBe(404);
      const theirs = await call(app, 'POST', '/v1/wartime/resolve/shot', { attacker: { archetype: 'custom-sniper' }, target: { archetype: 'rifleman' } }, rival);
      expect(theirs.statusCode).toBe(422);
    });

    it('refuses a field of another type, and a rule the cost calculator refuses, naming the field', async () => {
      const r = await call(app, 'POST', '/v1/wartime/archetypes?lang=es', { slug: 'bad-gun', name: 'Bad gun', type: 'weapon', energy: 1, damage: 2, range: 11, con: 3 }, mine);
      expect(r.statusCode).toBe(422);
      expect(r.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['con']);
      const range = await call(app, 'POST', '/v1/wartime/archetypes?lang=es', { slug: 'bad-gun', name: 'Bad gun', type: 'weapon', energy: 1, damage: 2, range: 11 }, mine);
      expect(range.statusCode).toBe(422);
      expect(range.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['range']);
    });
  });
});
