import fc from 'fast-check';
import { DEFAULT_COST_BUDGET, measure } from '../../../src/engine/core/cost';
import { RuleError } from '../../../src/engine/core/errors';
import { estimateAction } from '../../../src/engine/core/game';
import { AofCatalog, MeleeRequest, meleeOddsByDefense, meleeOddsByDefenseCost, ShotRequest, shotOddsByDefense, shotOddsByDefenseCost } from '../../../src/engine/aof-skirmish';
import { AOF_LIMITS } from '../../../src/engine/aof-skirmish/limits';
import { AOF_SKIRMISH_WORST_CASES } from '../../../src/engine/aof-skirmish/worst-cases';
import { fuzzSeed } from '../../support/seed';
import { Body, hero, meleeArb, points, rule, shotArb, unit } from './abuse.bodies';
import { catalogOf, gameOf, verdict, weigh } from '../../abuse/support';

/*
 * AoF Skirmish's cost models (src/engine/aof-skirmish/cost.ts) against the units the work really
 * counts, over every dimension a body can grow in up to the caps: the extremes of each and random
 * bodies on a fixed seed. For each body the rules admit, the model's estimate is at least what the
 * whole resolution counts (plan, play, odds, render), and with the default budget the body is
 * either admitted or refused before any work; the heaviest body admitted per action is no heavier
 * than a declared worst case. Units, never timings.
 */

const GAME = 'aof-skirmish';

/** The heaviest admitted body found per action (filled by the searches, read by the last tests). */
const heaviest = new Map<string, { units: number; body: unknown }>();

/** The body weighed, or undefined when a rule refuses it (the model and the plan alike). */
function weighed(action: string, body: Body): ReturnType<typeof weigh> | undefined {
  try {
    const w = weigh(GAME, action, body);
    return w.units === undefined ? undefined : w;
  } catch (e) {
    // A unit the rules refuse is refused by the model too, with the plan's own 422; unbounded, a
    // too-large is a cap the plan refuses the body with (its own field and cap).
    if (e instanceof RuleError) return undefined;
    throw e;
  }
}

/** What breaks the model's promises for `body` (empty when they hold); records the heaviest admitted body. */
function check(action: string, body: Body): { readonly weighed: boolean; readonly problems: string[] } {
  const w = weighed(action, body);
  if (w === undefined || w.units === undefined) return { weighed: false, problems: [] };
  const problems: string[] = [];
  const show = () => JSON.stringify(body).slice(0, 1000);
  if (w.estimate.units < w.units) problems.push(`${action}: estimate ${w.estimate.units} < counted ${w.units}: ${show()}`);
  const v = verdict(GAME, action, body);
  if (w.estimate.units > DEFAULT_COST_BUDGET) {
    if (v.admitted || v.spent !== 0 || !v.path) problems.push(`${action}: over the budget but ${JSON.stringify(v)}: ${show()}`);
  } else {
    if (!v.admitted) problems.push(`${action}: estimate ${w.estimate.units} within the budget, refused ${JSON.stringify(v)}: ${show()}`);
    if (w.units > (heaviest.get(action)?.units ?? -1)) heaviest.set(action, { units: w.units, body });
  }
  return { weighed: true, problems };
}

/** Checks every body; at least `least` of them must be admitted by the rules (weighed). */
function checkAll(action: string, bodies: readonly Body[], least = 1): void {
  const results = bodies.map((b) => check(action, b));
  expect(results.flatMap((r) => r.problems)).toEqual([]);
  expect(results.filter((r) => r.weighed).length).toBeGreaterThanOrEqual(least);
}

const estimate = (action: string, body: Body): number => estimateAction(gameOf(GAME), action, body, catalogOf(GAME)).units;

const T12R = [rule('tough', 12), rule('regeneration')];
const X = AOF_LIMITS.rating;

// ---------------------------------------------------------------------------------------------

describe('AoF Skirmish cost models: upper bounds of the counted work, over the caps', () => {
  const seed = fuzzSeed(2121, 'AoF Skirmish cost models');


  it('the one-die actions: quality tests, pushes, casts, jumps, falls, wound effects', () => {
    const quality: Body[] = [];
    for (let q = 2; q <= 6; q++) for (const modifier of [-6, 0, 6]) quality.push({ quality: q, modifier });
    checkAll('quality-test', quality, quality.length);
    checkAll('push', [{}, { inches: 2 }, { inches: 0 }], 3);
    const helpers = (n: number) => Array.from({ length: n }, (_, i) => ({ side: i % 2 ? 'friendly' : 'enemy', tokens: 1, available: 6, distance: 18 }));
    checkAll('cast', [0, 1, AOF_LIMITS.units].map((n) => ({ caster: { rating: 6, tokens: 6, roundStart: true }, spell: { value: 6 }, helpers: helpers(n) })), 3);
    const units = [
      unit(1, [], 1, []),
      unit(1, T12R, 1, [], 0, { wounds: 15, stunned: true }),
      unit(2, T12R, 1, [], 0, { hero: hero(0, [rule('regeneration')]) }),
      unit(2, T12R, 1, [], 0, { models: 1, hero: hero(0, [rule('regeneration')]) }),
      unit(AOF_LIMITS.models, T12R, 1, []),
    ];
    const jumps: Body[] = [];
    for (const u of units) for (const kind of ['gap', 'descent']) for (const inches of [1, 4, 6]) for (const height of [0, 3, 100]) jumps.push({ unit: u, kind, inches, height });
    checkAll('jump', jumps, jumps.length);
    checkAll('fall', units.flatMap((u) => [1, 2, 6, 100].map((height) => ({ unit: u, height }))), 4 * units.length);
    const wounds: Body[] = [];
    for (const u of units) for (const w of [1, AOF_LIMITS.wounds]) for (const deadly of [undefined, { wounds: w, rating: X }, { wounds: Math.ceil(w / 2), rating: 2 }]) wounds.push({ unit: u, wounds: w, ...(deadly ? { deadly } : {}) });
    checkAll('wound-effects', wounds, wounds.length);
  });

  it('morale: every unit testing, Fearless, stunned, with a Standard or a joined hero', () => {
    const one = (i: number) => unit(3, i % 3 === 0 ? [rule('fearless')] : [], 1, [], 0, { stunned: i % 2 === 0, ...(i % 4 === 0 ? { hero: hero(0, [rule('fearless')]) } : {}), standard: i % 5 === 0 });
    const bodies: Body[] = [];
    for (const n of [0, 1, AOF_LIMITS.units]) for (const remaining of [0, AOF_LIMITS.units]) bodies.push({ startingUnits: AOF_LIMITS.units, remainingUnits: remaining, units: Array.from({ length: n }, (_, i) => one(i)) });
    checkAll('morale', bodies, bodies.length);
  });

  it('movement, objectives and deployment: every model against every other, every marker, every enemy', () => {
    const movement: Body[] = [];
    for (const n of [0, 1, 2, AOF_LIMITS.positions]) for (const step of [0.5, 1.2, 8]) movement.push({ unit: unit(5, [rule('fast')], 1, []), action: 'rush', difficultTerrain: true, musician: true, ...(n > 0 ? { positions: points(n, step) } : {}) });
    checkAll('movement', movement, movement.length);

    // Far from every marker, each unit's models are all measured; near, the first one settles it.
    const objectives: Body[] = [{ round: 1 }, { round: 4 }];
    for (const markers of [1, 20, AOF_LIMITS.positions])
      for (const units of [0, 1, AOF_LIMITS.units])
        for (const models of [1, 20, AOF_LIMITS.models + 1])
          for (const far of [true, false]) {
            objectives.push({
              round: 4,
              markers: points(markers, 2).map((position, i) => ({ position, ...(i % 3 === 0 ? { controller: 'a' } : {}) })),
              units: Array.from({ length: units }, (_, i) => ({ side: i % 2 ? 'a' : 'b', positions: points(models, 1.2, far ? 100 : 0), stunned: i % 7 === 0 })),
            });
          }
    checkAll('objectives', objectives, objectives.length);

    const deployment: Body[] = [];
    for (const kind of ['deploy', 'scout', 'ambush'])
      for (const n of [1, AOF_LIMITS.positions])
        for (const enemies of [0, 1, AOF_LIMITS.positions])
          for (const rollOff of [false, true]) deployment.push({ kind, side: 'a', round: 2, positions: points(n), enemies: points(enemies, 1.2, 40), rollOff });
    checkAll('deployment', deployment, deployment.length);
  });

  it('objectives: the most markers the budget admits against every model of every unit, and one more refused by the model naming `units`', () => {
    const body = (markers: number): Body => ({
      round: 4,
      markers: points(markers, 2).map((position) => ({ position })),
      units: Array.from({ length: AOF_LIMITS.units }, (_, i) => ({ side: i % 2 ? 'a' : 'b', positions: points(AOF_LIMITS.models + 1, 1.2, 100 + 10 * i) })),
    });
    let n = 0;
    while (n < AOF_LIMITS.positions && estimate('objectives', body(n + 1)) <= DEFAULT_COST_BUDGET) n++;
    expect(n).toBeLessThan(AOF_LIMITS.positions);
    checkAll('objectives', [body(n)]);
    expect(verdict(GAME, 'objectives', body(n + 1))).toEqual({ admitted: false, path: 'units', spent: 0 });
    // A unit holds its models and a joined hero at most.
    const crowded: Body = { round: 4, markers: [{ position: { x: 0, y: 0 } }], units: [{ side: 'a', positions: points(AOF_LIMITS.models + 2) }] };
    expect(verdict(GAME, 'objectives', crowded)).toMatchObject({ admitted: false, path: 'units[0].positions' });
  });

  it('dangerous terrain: every model and Tough, Regeneration, markers and stun, a joined hero', () => {
    const bodies: Body[] = [];
    for (const models of [1, 2, AOF_LIMITS.models])
      for (const tough of [1, 6, X])
        for (const regeneration of [false, true]) {
          const rules = [rule('tough', tough), ...(regeneration ? [rule('regeneration')] : [])];
          bodies.push({ unit: unit(models, rules, 1, []) });
          if (models > 1) bodies.push({ unit: unit(models, rules, 1, [], 0, { hero: hero(0, regeneration ? [rule('regeneration')] : []) }) }, { unit: unit(models, rules, 1, []), models: 1 });
          else bodies.push({ unit: unit(models, rules, 1, [], 0, { wounds: tough + 2, stunned: true }) });
        }
    checkAll('dangerous-terrain', bodies, bodies.length);
  });

  it('dangerous terrain with 40 Tough(12) models with Regeneration: a few hundred units, admitted', () => {
    const body: Body = { unit: unit(AOF_LIMITS.models, T12R, 1, []) };
    const w = weigh(GAME, 'dangerous-terrain', body);
    // 480 dice counted as one binomial (a unit per two dice), then each count of wounds up to the
    // last model's certain destruction: ~245,000 units when every count of 1s was walked.
    expect(w.units).toBeLessThan(500);
    expect(verdict(GAME, 'dangerous-terrain', body).admitted).toBe(true);
  });

  it('shot: the extremes of every dimension', () => {
    const bodies: Body[] = [];
    const dice = AOF_LIMITS.attackDice;
    for (const models of [1, AOF_LIMITS.models])
      for (const targetModels of [1, AOF_LIMITS.models])
        for (const tough of [1, X])
          for (const weapon of [[], [rule('deadly', X)], [rule('blast', X), rule('surge'), rule('rending')], [rule('deadly', 3), rule('bane'), rule('surge')]]) {
            const attacks = Math.min(AOF_LIMITS.attacks, Math.floor(dice / models));
            bodies.push({ attacker: unit(models, [rule('relentless')], attacks, weapon, 24), target: unit(targetModels, [rule('tough', tough), rule('regeneration')], 1, [], 0, targetModels === 1 ? { wounds: tough, stunned: true } : {}), distance: 12, cover: 'terrain' });
          }
    // Every Deadly class apart: a group per rating, each of a model or two.
    for (const groups of [2, 6, AOF_LIMITS.weaponGroups]) {
      const equipment = Array.from({ length: groups }, (_, i) => ({ name: `Gun ${i}`, range: 24, attacks: 2, rules: [rule('deadly', 2 + (i % (X - 1))), rule('blast', 1 + (i % 3))] }));
      bodies.push({
        attacker: { profile: { quality: 3, defense: 4, models: groups, equipment }, weapons: equipment.map((_, i) => ({ weapon: i, models: 1 })) },
        target: unit(AOF_LIMITS.models, T12R, 1, []),
        distance: 12,
      });
    }
    checkAll('shot', bodies, bodies.length);
  });

  it('shot: random bodies', () => {
    checkAll('shot', fc.sample(shotArb, { seed, numRuns: 150 }), 75);
  });

  it('melee: the extremes of every dimension', () => {
    const bodies: Body[] = [];
    const M = AOF_LIMITS.meleeModels;
    for (const a of [1, M])
      for (const d of [1, M])
        for (const counter of [false, true])
          for (const strikeBack of [true, false])
            for (const heavy of [false, true]) {
              // Heavy: Deadly(12), Tough(12) and Fear(12) on both sides, Impact; the hits near the caps.
              const sturdy = heavy ? [rule('tough', X), rule('fear', X)] : [];
              const hits = counter && strikeBack ? AOF_LIMITS.counterMeleeHits / 3 : AOF_LIMITS.meleeHits / 2;
              const weapon = heavy ? [rule('deadly', X)] : [];
              const attackerAttacks = Math.min(AOF_LIMITS.attacks, Math.max(1, Math.floor(hits / a) - (heavy ? 1 : 0)));
              const defenderAttacks = Math.min(AOF_LIMITS.attacks, Math.max(1, Math.floor(hits / d)));
              const equipment = [
                { name: 'Spear', range: 0, attacks: defenderAttacks, rules: [...weapon, ...(counter ? [rule('counter')] : [])] },
                ...(counter ? [{ name: 'Club', range: 0, attacks: defenderAttacks, rules: weapon }] : []),
              ];
              bodies.push({
                attacker: unit(a, [...sturdy, ...(heavy ? [rule('impact', 1)] : [])], attackerAttacks, weapon),
                defender: { profile: { quality: 4, defense: 4, models: d, rules: sturdy, equipment } },
                strikeBack,
              });
            }
    checkAll('melee', bodies, bodies.length / 2);
  });

  it('melee: random bodies', () => {
    checkAll('melee', fc.sample(meleeArb, { seed, numRuns: 200 }), 40);
  });

  it('`?defense=all`: the cost of the five Defense values is at least what they count', () => {
    const catalog = catalogOf(GAME) as AofCatalog;
    const problems: string[] = [];
    const bodies = [
      ...AOF_SKIRMISH_WORST_CASES.filter((c) => c.action === 'shot' || c.action === 'melee').map((c) => ({ action: c.action, body: c.request as Body })),
      ...fc.sample(shotArb, { seed: seed + 1, numRuns: 20 }).map((body) => ({ action: 'shot', body })),
      ...fc.sample(meleeArb, { seed: seed + 1, numRuns: 20 }).map((body) => ({ action: 'melee', body })),
    ];
    let weighedBodies = 0;
    for (const { action, body } of bodies) {
      let units: number;
      try {
        units = measure(() => (action === 'shot' ? shotOddsByDefense(body as unknown as ShotRequest, catalog) : meleeOddsByDefense(body as unknown as MeleeRequest, catalog))).units;
      } catch (e) {
        if (e instanceof RuleError) continue;
        throw e;
      }
      weighedBodies++;
      const cost = action === 'shot' ? shotOddsByDefenseCost(body as unknown as ShotRequest, { catalog }) : meleeOddsByDefenseCost(body as unknown as MeleeRequest, { catalog });
      if (cost.path !== 'defense' || cost.units < units) problems.push(`${action}: ${JSON.stringify(cost)} for ${units} units: ${JSON.stringify(body).slice(0, 600)}`);
    }
    expect(problems).toEqual([]);
    expect(weighedBodies).toBeGreaterThanOrEqual(20);
  });

  it('a body beyond a cap is refused by the cap, naming its field, not by the budget', () => {
    const M = AOF_LIMITS.meleeModels;
    const cases: [string, Body, string][] = [
      ['shot', { attacker: unit(AOF_LIMITS.models, [], AOF_LIMITS.attacks, [rule('deadly', X)], 24), target: unit(AOF_LIMITS.models, T12R, 1, []), distance: 12 }, 'attacker.weapons'],
      ['melee', { attacker: unit(AOF_LIMITS.models, [rule('tough', X)], AOF_LIMITS.attacks, [rule('deadly', X)]), defender: unit(AOF_LIMITS.models, [rule('tough', X)], AOF_LIMITS.attacks, [rule('deadly', X)]) }, 'attacker.weapons'],
      ['melee', { attacker: unit(M + 1, [], 1, []), defender: unit(M, [], 1, []) }, 'attacker.models'],
      ['melee', { attacker: unit(M, [rule('tough', X)], 1, [rule('blast', 9), rule('deadly', X)]), defender: unit(M, [rule('tough', X)], 1, [rule('deadly', X)]) }, 'attacker.weapons'],
    ];
    for (const [action, body, path] of cases) {
      // The model lets the plan refuse it (its estimate within the budget), and the plan names the cap's field.
      expect({ action, path, within: estimate(action, body) <= DEFAULT_COST_BUDGET, ...verdict(GAME, action, body) }).toMatchObject({ action, path, within: true, admitted: false });
    }
  });

  it('the declared worst cases fit the budget, and `beyond` is refused', () => {
    for (const c of AOF_SKIRMISH_WORST_CASES) {
      expect({ name: c.name, ...verdict(GAME, c.action, c.request as Body) }).toMatchObject({ name: c.name, admitted: true });
      if (c.beyond !== undefined) expect({ name: c.name, ...verdict(GAME, c.action, c.beyond as Body) }).toMatchObject({ name: c.name, admitted: false });
    }
  });

  it('the heaviest admitted body of each action counts no more than a declared worst case', () => {
    const declared = new Map<string, number>();
    for (const c of AOF_SKIRMISH_WORST_CASES) {
      const units = weigh(GAME, c.action, c.request as Body).units ?? 0;
      declared.set(c.action, Math.max(declared.get(c.action) ?? 0, units));
    }
    const lightest = Math.min(...declared.values());
    const report = [...heaviest].map(([action, h]) => ({ action, heaviest: h.units, declared: declared.get(action) }));
    console.log(`AoF Skirmish heaviest admitted bodies found (units):\n${report.map((r) => `  ${r.action}: ${r.heaviest} (declared ${r.declared ?? '-'})`).join('\n')}`);
    // Every action the searches above reach (they run first, in this file's order).
    expect([...heaviest.keys()].sort()).toEqual(Object.keys(gameOf(GAME).actions).sort());
    // An action without a declared worst case is lighter than every declared one.
    const heavier = [...heaviest].filter(([action, h]) => h.units > (declared.get(action) ?? lightest)).map(([action, h]) => ({ action, units: h.units, body: h.body }));
    expect(heavier).toEqual([]);
  });
});
