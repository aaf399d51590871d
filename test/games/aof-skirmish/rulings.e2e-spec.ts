import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiKeyService } from '../../../src/auth/api-key.service';
import { AF_LIST_250 } from '../../../src/games/aof-skirmish/catalog/army-forge.data';
import { aofSkirmishSeed } from '../../../src/games/aof-skirmish/catalog/aof-skirmish.seed';
import { AOF_SKIRMISH_GAME } from '../../../src/games/aof-skirmish';
import { Headers, Reply, bearer, bootApp, call, cliKey } from '../../auth/support';
import { Twin, graphqlTwin, withoutNulls } from '../../support/graphql-twin';
import { useTestDatabase } from '../../setup/test-database';

/**
 * Age of Fantasy: Skirmish over HTTP against a real Postgres (a database of this file's own,
 * migrated at boot): its catalog as the seed migration wrote it; resolves of every action through
 * REST and through the GraphQL twin, compared field by field; `?defense=all`; custom units with
 * an API key (created, resolved by id, invisible to another owner); army lists in both formats with
 * inline, catalog and custom units.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Body = { [k: string]: Json };

const seed = (s: string): Body => ({ seed: s });

/** Besides each action's documented example, bodies worked to reach the action's other branches. */
const MORE: readonly (readonly [string, Body])[] = [
  ['quality-test', { quality: 6, modifier: 2, dice: seed('natural') }],
  ['shot', { attacker: { unit: 'cinder-clans/ember-slingers' }, target: { unit: 'hollow-marches/wardens', models: 3 }, distance: 10, cover: 'sight-blocker', moved: true, dice: seed('ember') }],
  ['shot', { attacker: { profile: { name: 'Crossbows', quality: 3, defense: 5, models: 4, equipment: [{ name: 'Crossbow', range: 24, attacks: 1, rules: [{ id: 'ap', rating: 1 }, { id: 'rending' }] }] }, weapons: [{ weapon: 'crossbow', models: 3, sergeant: true }] }, target: { unit: 'cinder-clans/bog-trolls' }, distance: 20, dice: { values: [6, 2] } }],
  ['melee', { attacker: { unit: 'hollow-marches/moss-giant' }, defender: { unit: 'hollow-marches/wardens' }, dice: seed('giant') }],
  ['melee', { attacker: { unit: 'cinder-clans/ash-raiders', fatigued: true }, defender: { unit: 'cinder-clans/bog-trolls' }, strikeBack: false, dice: seed('raid') }],
  ['wound-effects', { unit: { unit: 'cinder-clans/bog-trolls' }, wounds: 4, deadly: { wounds: 1, rating: 3 }, dice: seed('trolls') }],
  ['morale', { startingUnits: 6, remainingUnits: 3, units: [{ unit: 'cinder-clans/ash-raiders', stunned: true }, { profile: { quality: 5, defense: 5, models: 3, rules: [{ id: 'fearless' }] } }], dice: seed('rout') }],
  ['movement', { unit: { unit: 'hollow-marches/moss-giant' }, action: 'charge', musician: true, positions: [{ x: 0, y: 0 }] }],
  ['dangerous-terrain', { unit: { unit: 'cinder-clans/bog-trolls' }, dice: seed('bog') }],
  ['jump', { unit: { unit: 'cinder-clans/cinder-seer' }, kind: 'gap', inches: 6, height: 4, dice: { values: [1, 4, 4, 3] } }],
  ['fall', { unit: { unit: 'hollow-marches/wardens' }, height: 7, dice: seed('cliff') }],
  ['push', { inches: 1.5, dice: { values: [3] } }],
  ['cast', { caster: { rating: 1, tokens: 3 }, spell: { value: 3 }, helpers: [{ side: 'friendly', tokens: 2, available: 3, distance: 18 }], dice: seed('spell') }],
  ['objectives', { round: 1, dice: seed('markers') }],
  ['deployment', { kind: 'ambush', side: 'b', round: 2, positions: [{ x: 24, y: 24 }], enemies: [{ x: 24, y: 30 }], dice: seed('ambush') }],
];

const CASES: readonly (readonly [string, Body, string])[] = [
  ...Object.entries(AOF_SKIRMISH_GAME.actions).map(([action, m]) => [action, m.example as Body, 'en'] as const),
  ...MORE.map(([action, body], i) => [action, body, ['es', 'fr', 'en'][i % 3]] as const),
];

const field = (action: string): string => `aofSkirmish${action.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}`;

describe('AoF Skirmish over HTTP and GraphQL, real Postgres', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  let twin: Twin;
  let mine: Headers;
  let rival: Headers;

  beforeAll(async () => {
    // MIGRATIONS unset: the app migrates its empty database at boot, as `npm start` does.
    app = await bootApp(db().url);
    twin = graphqlTwin(app);
    mine = bearer((await cliKey(db().url, 'warband', ['read', 'write'])).key);
    rival = bearer((await cliKey(db().url, 'rival', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
  });

  afterAll(async () => {
    await app?.close();
  });

  /** REST and the GraphQL twin on the same body: the same answer, field for field. */
  async function both(path: string, gqlField: string, body: Body, lang: string, headers: Headers = {}, query = '', args: Record<string, Json> = {}): Promise<Reply> {
    const rest = await call(app, 'POST', `${path}?lang=${lang}${query}`, body, headers);
    expect({ status: rest.statusCode, body: rest.statusCode === 200 ? undefined : rest.body }).toEqual({ status: 200, body: undefined });
    const g = await call(app, 'POST', '/graphql', twin.request(gqlField, body, { ...args, lang }), headers);
    const reply = g.json<{ data?: Record<string, Json>; errors?: unknown }>();
    expect(reply.errors).toBeUndefined();
    expect(twin.restShape(gqlField, (reply.data as Record<string, Json>)[gqlField])).toEqual(withoutNulls(rest.json<Json>()));
    return rest;
  }

  const resolve = (action: string, body: Body, lang = 'en', headers: Headers = {}): Promise<Reply> => both(`/v1/aof-skirmish/resolve/${action}`, field(action), body, lang, headers);
  const validate = (body: Body, lang = 'en', headers: Headers = {}): Promise<Reply> => both('/v1/aof-skirmish/armies/validate', 'aofSkirmishArmy', body, lang, headers);

  it('serves the catalog its seed migration wrote: units, factions, special rules (Tough takes a rating), the rulings register', async () => {
    const records = aofSkirmishSeed();
    const units = (await call(app, 'GET', '/v1/aof-skirmish/units')).json<{ id: string; rules: Json[] }[]>();
    expect(units.map((u) => u.id)).toEqual(records.entries.map((e) => e.id));
    expect(units.find((u) => u.id === 'cinder-clans/bog-trolls')?.rules).toEqual([{ id: 'tough', rating: 3 }, { id: 'regeneration' }]);
    const factions = (await call(app, 'GET', '/v1/aof-skirmish/factions?lang=es')).json<{ id: string; name: string }[]>();
    expect(factions.map((f) => [f.id, f.name])).toEqual(records.factions.map((f) => [f.id, f.name.es]));
    const rules = (await call(app, 'GET', '/v1/aof-skirmish/special-rules')).json<{ id: string; parameter: string | null }[]>();
    expect(rules.map((r) => r.id)).toEqual(records.specialRules.map((r) => r.id));
    expect(rules.find((r) => r.id === 'tough')?.parameter).toBe('rating');
    const rulings = (await call(app, 'GET', '/v1/aof-skirmish/rulings?lang=fr')).json<{ id: string }[]>();
    expect(rulings.map((r) => r.id)).toEqual(records.rulings.map((r) => r.id));
  });

  it.each(CASES)('resolve %s: REST and GraphQL answer the same, field by field (%#)', async (action, body, lang) => {
    const r = await resolve(action, body, lang);
    expect(r.json<{ game: string; action: string }>()).toMatchObject({ game: 'aof-skirmish', action });
  });

  it('?defense=all (GraphQL: defense: ALL) adds the same shot against every Defense, 2+ to 6+', async () => {
    const body = AOF_SKIRMISH_GAME.actions.shot.example as Body;
    const r = await both('/v1/aof-skirmish/resolve/shot', 'aofSkirmishShot', body, 'en', {}, '&defense=all', { defense: 'all' });
    const table = r.json<{ odds: { destroyed: number }; oddsByDefense: { defense: number; odds: { destroyed: number; expectedWounds: number } }[] }>();
    expect(table.oddsByDefense.map((d) => d.defense)).toEqual([2, 3, 4, 5, 6]);
    // The better the Defense, the fewer wounds; the target's own Defense (5+) is the plain answer.
    const wounds = table.oddsByDefense.map((d) => d.odds.expectedWounds);
    expect([...wounds].sort((a, b) => a - b)).toEqual(wounds);
    expect(table.oddsByDefense[3].odds.destroyed).toBe(table.odds.destroyed);
    const bad = await call(app, 'POST', '/v1/aof-skirmish/resolve/shot?defense=3&lang=es', body);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['defense']);
  });

  it('?defense=all on a melee adds the same melee against every Defense of the defender, 2+ to 6+', async () => {
    // Ash Raiders charge Wardens (Defense 4+, Counter): the table varies the Wardens' Defense only.
    const body = AOF_SKIRMISH_GAME.actions.melee.example as Body;
    const r = await both('/v1/aof-skirmish/resolve/melee', 'aofSkirmishMelee', body, 'en', {}, '&defense=all', { defense: 'all' });
    // `odds.defender`: the wounds the Wardens take; `odds.attacker`: those the Raiders take.
    type Side = { expectedWounds: number; destroyed: number };
    type MeleeOdds = { attacker: Side; defender: Side; winner: { attacker: number } };
    const table = r.json<{ odds: MeleeOdds; oddsByDefense: { defense: number; odds: MeleeOdds }[] }>();
    expect(table.oddsByDefense.map((d) => d.defense)).toEqual([2, 3, 4, 5, 6]);
    // The worse the Wardens' Defense, the more wounds the charge inflicts and the likelier it wins
    // (2+: 0.741 expected wounds, 3+: 1.019, ...).
    const wounds = table.oddsByDefense.map((d) => d.odds.defender.expectedWounds);
    expect([...wounds].sort((a, b) => a - b)).toEqual(wounds);
    expect(wounds[0]).toBeLessThan(wounds[4]);
    const wins = table.oddsByDefense.map((d) => d.odds.winner.attacker);
    expect([...wins].sort((a, b) => a - b)).toEqual(wins);
    // Their only weapon, an Ash spear with Counter, strikes before the charge and not back: what the
    // Raiders take does not depend on the Wardens' Defense.
    expect(new Set(table.oddsByDefense.map((d) => d.odds.attacker.expectedWounds)).size).toBe(1);
    // Their own Defense, 4+ (the third row), is the plain answer.
    expect(table.oddsByDefense[2].odds).toEqual(table.odds);
  });

  describe('custom units, with an API key', () => {
    const custom = {
      slug: 'iron-wardens',
      name: { en: 'Iron Wardens', es: 'Guardianes de hierro' },
      quality: 3,
      defense: 3,
      models: 3,
      points: 75,
      rules: [{ id: 'tough', rating: 3 }],
      equipment: [{ name: 'Iron bow', range: 18, attacks: 2, rules: [{ id: 'ap', rating: 1 }] }],
    };
    const shotBy = (unit: string): Body => ({ attacker: { unit }, target: { unit: 'cinder-clans/ash-raiders' }, distance: 12, dice: seed('iron') });

    beforeAll(async () => {
      const created = await call(app, 'POST', '/v1/aof-skirmish/units', custom, mine);
      expect({ status: created.statusCode, body: created.body }).toMatchObject({ status: 201 });
    });

    it('reads back, and resolves by id for its owner, REST and GraphQL alike', async () => {
      const read = (await call(app, 'GET', '/v1/aof-skirmish/units/custom%2Firon-wardens?lang=es', undefined, mine)).json<Record<string, Json>>();
      expect(read).toMatchObject({ id: 'custom/iron-wardens', faction: 'custom', name: 'Guardianes de hierro', owner: 'warband', points: 75, rules: [{ id: 'tough', rating: 3 }] });
      const r = await resolve('shot', shotBy('custom/iron-wardens'), 'es', mine);
      expect(r.json<{ steps: { summary: string }[] }>().steps.some((s) => s.summary.includes('Iron bow'))).toBe(true);
    });

    it("is another owner's nothing: 404 to read, 422 unknown id to resolve (and without a key)", async () => {
      expect((await call(app, 'GET', '/v1/aof-skirmish/units/custom%2Firon-wardens', undefined, rival)).statusCode).toBe(404);
      for (const headers of [rival, {}]) {
        const r = await call(app, 'POST', '/v1/aof-skirmish/resolve/shot', shotBy('custom/iron-wardens'), headers);
        expect(r.statusCode).toBe(422);
        expect(r.json<{ type: string; errors: { path: string }[] }>()).toMatchObject({ type: 'https://arbiter.dev/problems/unknown-id', errors: [{ path: 'attacker.unit' }] });
      }
    });

    it('a rule the game writes with a rating, given none, is a 422 naming the field, in the request’s language', async () => {
      const r = await call(app, 'POST', '/v1/aof-skirmish/units?lang=es', { ...custom, slug: 'no-rating', rules: [{ id: 'tough' }] }, mine);
      expect(r.statusCode).toBe(422);
      expect(r.json<{ errors: { path: string; message: string }[] }>().errors).toEqual([{ path: 'rules[0].rating', message: expect.stringMatching(/Resistente/) }]);
    });

    it('counts in an army list by id for its owner; for anyone else it is an unknown unit', async () => {
      const list = { size: 150, units: [{ unit: 'custom/iron-wardens' }, { unit: 'hollow-marches/wardens' }] };
      const report = (await validate(list, 'en', mine)).json<{ points: number; models: number; violations: { code: string }[] }>();
      expect(report).toMatchObject({ points: 135, models: 8 });
      expect(report.violations.map((v) => v.code)).toContain('too-many-models');
      const other = await call(app, 'POST', '/v1/aof-skirmish/armies/validate', list, rival);
      expect(other.statusCode).toBe(422);
      expect(other.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['units[0].unit']);
    });
  });

  describe('armies/validate', () => {
    it('our format, catalog and inline units: a legal 250 pts list', async () => {
      const report = (
        await validate({
          size: 250,
          units: [
            { unit: 'hollow-marches/wardens', id: 'wardens', command: ['sergeant'] },
            { unit: 'hollow-marches/thornbows', command: ['standard'] },
            { unit: 'hollow-marches/lantern-keeper' },
            { profile: { name: 'Scout', quality: 4, defense: 5, models: 1, rules: [{ id: 'scout' }], equipment: [{ name: 'Sling', range: 12, attacks: 1 }] }, points: 40 },
          ],
        })
      ).json<Record<string, Json>>();
      expect(report).toMatchObject({ valid: true, size: 250, points: 225, units: 4, models: 12, heroes: 1, violations: [], unknownRules: [] });
    });

    it('every violation with its code, rule and fix, in the request’s language; the order of the units changes nothing', async () => {
      const units: Body[] = [{ unit: 'hollow-marches/wardens' }, { unit: 'hollow-marches/wardens' }, { unit: 'hollow-marches/wardens' }, { unit: 'hollow-marches/moss-giant' }];
      const a = (await validate({ size: 150, units }, 'es')).json<{ valid: boolean; violations: { code: string; rule: string; fix: string }[] }>();
      const b = (await validate({ size: 150, units: [...units].reverse() }, 'es')).json();
      expect(b).toEqual(a);
      expect(a.valid).toBe(false);
      expect(a.violations.map((v) => v.code)).toEqual(expect.arrayContaining(['over-size', 'too-many-copies', 'unit-over-35']));
      for (const v of a.violations) expect(v.rule).toMatch(/^aof-skirmish\//);
      expect(a.violations.find((v) => v.code === 'too-many-copies')?.fix).toMatch(/Guardianes/);
    });

    it('an Army Forge export, as it comes: read, checked, its unknown rules listed by name', async () => {
      const report = (await validate({ armyForge: AF_LIST_250 as unknown as Json }, 'fr')).json<{ size: number; points: number; violations: { code: string; message: string }[]; unknownRules: { unit: string; rule: string }[] }>();
      expect(report).toMatchObject({ size: 250, points: 280 });
      expect(report.violations.map((v) => v.code)).toContain('over-size');
      expect(report.unknownRules).toEqual([{ unit: 'Thornbows', rule: 'Shield Wall' }]);
      // Units are named as the export names them (not by their selectionId).
      expect(report.violations.find((v) => v.code === 'unit-over-35')).toMatchObject({ message: expect.stringMatching(/^Moss Giant /) });
      // A size given in the body wins over the export's points limit.
      const bigger = (await validate({ armyForge: AF_LIST_250 as unknown as Json, size: 300 })).json<{ size: number }>();
      expect(bigger.size).toBe(300);
    });

    it('an export it cannot read is a 422 naming the field in the export', async () => {
      const broken = { ...AF_LIST_250, units: [{ ...AF_LIST_250.units[0], quality: true }] };
      const r = await call(app, 'POST', '/v1/aof-skirmish/armies/validate', { armyForge: broken });
      expect(r.statusCode).toBe(422);
      expect(r.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['armyForge.units[0].quality']);
    });
  });
});
