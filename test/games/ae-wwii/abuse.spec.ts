import fc from 'fast-check';
import { DEFAULT_COST_BUDGET, measure } from '../../../src/engine/core/cost';
import { estimateAction } from '../../../src/engine/core/game';
import { play } from '../../../src/engine/core/program';
import { chooseDice } from '../../../src/engine/core/run';
import { AeCatalog, ShotRequest } from '../../../src/engine/ae-wwii';
import { planShot } from '../../../src/engine/ae-wwii/shot';
import { AE_LIMITS } from '../../../src/engine/ae-wwii/limits';
import {
  AE_WWII_WORST_CASES,
  arcs,
  blasts,
  MOST_ARC_MODELS,
  MOST_BLAST_MODELS,
  MOST_INITIATIVE_DICE,
  sides as equalSides,
  ties,
} from '../../../src/engine/ae-wwii/worst-cases';
import { fuzzSeed } from '../../support/seed';
import { Body, initiativeBody, meleeBody, profile, SHOT_KINDS, shotBody, shotShape, tieDice } from './abuse.bodies';
import { catalogOf, gameOf, verdict, weigh } from '../../abuse/support';

/*
 * AE-WWII's cost models (src/engine/ae-wwii/cost.ts) against the units the work really counts,
 * over every dimension a body can grow in up to the caps: the extremes of each, random bodies on a
 * fixed seed, and the bodies that fill the budget. For each body the rules admit, the model's
 * estimate is at least what the whole resolution counts (plan, play, odds, render), and with the
 * default budget the body is either admitted or refused before any work; the heaviest body
 * admitted per action is no heavier than a declared worst case. Units, never timings.
 */

const GAME = 'ae-wwii';

/** The heaviest admitted body found per action (filled by the searches, read by the last tests). */
const heaviest = new Map<string, { units: number; body: unknown }>();

/**
 * Weighs `body` and returns what breaks the model's promises (empty when it holds), recording the
 * heaviest admitted body of its action.
 */
function check(action: string, body: Body): string[] {
  const w = weigh(GAME, action, body);
  if (w.units === undefined) return [];
  const problems: string[] = [];
  const show = () => JSON.stringify(body).slice(0, 600);
  if (w.estimate.units < w.units) problems.push(`${action}: estimate ${w.estimate.units} < counted ${w.units}: ${show()}`);
  const v = verdict(GAME, action, body);
  if (!v.admitted) {
    if (v.spent !== 0) problems.push(`${action}: refused after ${v.spent} units of work (path ${v.path}): ${show()}`);
    if (!v.path) problems.push(`${action}: refused naming no field: ${show()}`);
  } else if (w.units > (heaviest.get(action)?.units ?? -1)) heaviest.set(action, { units: w.units, body });
  return problems;
}

const checkAll = (action: string, bodies: readonly Body[]): void => {
  const problems = bodies.flatMap((b) => check(action, b));
  expect(problems).toEqual([]);
};

/** The estimate alone (microseconds): how the searches for the largest admitted body step. */
const estimate = (action: string, body: Body): number => estimateAction(gameOf(GAME), action, body, catalogOf(GAME)).units;

/** The largest n in 0..max whose body the model admits within the default budget (estimates only). */
function mostAdmitted(action: string, body: (n: number) => Body, max: number): number {
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (estimate(action, body(mid)) <= DEFAULT_COST_BUDGET) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// ---------------------------------------------------------------------------------------------

describe('AE-WWII cost models: upper bounds of the counted work, over the caps', () => {
  const seed = fuzzSeed(2121, 'AE-WWII cost models');


  it('shot: the extremes of every dimension', () => {
    const bodies: Body[] = [];
    for (const kind of SHOT_KINDS)
      for (const shots of kind === 'direct' ? [1, AE_LIMITS.shots] : [1, AE_LIMITS.areaShots])
        for (const models of kind === 'direct' ? [0] : [0, 1, AE_LIMITS.models])
          for (const profiles of ['alike', 'distinct'] as const)
            for (const wounds of [1, 20])
              for (const strengthDice of [0, 4])
                bodies.push(
                  shotBody({ kind, edition: 'en', shots, strength: 3, strengthDice, target: true, targetWounds: wounds, models, profiles, wounds, woundsTaken: 0, impervious: profiles === 'distinct', cover: false, spread: 3, moveAndFire: false }),
                );
    checkAll('shot', bodies);
  });

  it('shot: random bodies', () => {
    for (const [i, kind] of SHOT_KINDS.entries()) checkAll('shot', fc.sample(shotShape(kind), { seed: seed + i, numRuns: kind === 'direct' ? 40 : 60 }).map(shotBody));
  });

  it('shot: the most models each kind of blast or arc admits, and one more refused by the model naming `models`', () => {
    const bodies: Body[] = [];
    const problems: string[] = [];
    for (const kind of ['arc', 'blast', 'indirect'] as const)
      for (const [strength, strengthDice] of [[2, 4], [5, 2], [5, 1], [8, 0]])
        for (const profiles of ['alike', 'distinct'] as const)
          for (const spread of [0.5, 3]) {
            const body = (n: number) => shotBody({ kind, edition: 'en', shots: AE_LIMITS.areaShots, strength, strengthDice, target: false, targetWounds: 20, models: n, profiles, wounds: 20, woundsTaken: 0, impervious: true, cover: false, spread, moveAndFire: false });
            const n = mostAdmitted('shot', body, AE_LIMITS.models);
            bodies.push(body(n));
            if (n < AE_LIMITS.models) {
              const over = verdict(GAME, 'shot', body(n + 1));
              if (over.admitted || over.spent !== 0 || over.path !== 'models') problems.push(`${kind} ${strength}+${strengthDice}d6 ${profiles}: ${n + 1} models ${JSON.stringify(over)}`);
            }
          }
    expect(problems).toEqual([]);
    checkAll('shot', bodies);
  });

  it('melee: every round count, wounds and Impervious', () => {
    const bodies: Body[] = [];
    for (let rounds = 1; rounds <= 8; rounds++)
      for (const a of [1, 8, 20])
        for (const d of [1, 20])
          for (const impervious of [false, true]) for (const armor of [0, 4]) bodies.push(meleeBody(rounds, a, d, impervious, false, armor));
    for (const w of [1, 20]) bodies.push(meleeBody(1, w, w, true, true));
    checkAll('melee', bodies);
    const random = fc.sample(
      fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 12 })),
      { seed, numRuns: 60 },
    );
    checkAll('melee', random.map(([r, a, d, imp, charge, armor]) => meleeBody(r, a, d, imp, charge, armor)));
  });

  it('initiative: every number of sides and DRs, seeded or with dice that keep tying', () => {
    const bodies: Body[] = [];
    for (let n = 2; n <= AE_LIMITS.initiativeSides; n++) {
      const patterns = [Array(n).fill(3), [...Array(n - 1).fill(3), 4], Array.from({ length: n }, (_, i) => i % 2), Array.from({ length: n }, (_, i) => i)];
      for (const drives of patterns) {
        bodies.push(initiativeBody(drives));
        bodies.push(initiativeBody(drives, Array(n).fill(1)));
      }
      // The longest play the model admits: dice tying all sides, then two, again and again.
      const dice = mostAdmitted('initiative', (k) => initiativeBody(Array(n).fill(3), tieDice(n, k)), 200);
      bodies.push(initiativeBody(Array(n).fill(3), tieDice(n, dice)));
      bodies.push(initiativeBody(Array(n).fill(3), Array(Math.min(200, dice)).fill(2)));
    }
    checkAll('initiative', bodies);
    const random = fc.sample(
      fc.integer({ min: 2, max: AE_LIMITS.initiativeSides }).chain((n) =>
        fc.tuple(fc.array(fc.integer({ min: 0, max: 8 }), { minLength: n, maxLength: n }), fc.option(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 200 }), { nil: undefined })),
      ),
      { seed, numRuns: 40 },
    );
    checkAll('initiative', random.map(([drives, values]) => initiativeBody(drives, values)));
  });

  it('the actions of one or two models: inoculation, movement, AP transfer, psi powers', () => {
    const at = (x: number) => ({ x, y: 0 });
    checkAll('inoculation', [
      { doktor: { unit: 'german-geneticists/doktor', position: at(0) }, target: { profile: profile(4, 2), position: at(1) } },
      { doktor: { unit: 'german-geneticists/doktor' }, target: { profile: profile(4, 20), woundsTaken: 19 }, inBaseContact: true, dice: { values: [1] } },
    ]);
    checkAll('movement', [{ model: { profile: profile(4, 2) }, mode: 'sprint' }, { model: { unit: 'german-geneticists/wehrmacht' }, mode: 'move', actionPoints: 1, difficultGround: true }]);
    checkAll('ap-transfer', [{ mechanic: { unit: 'american-sci-tech/mechanic' }, recipient: { unit: 'american-sci-tech/buffalo' }, actionPoints: 2, inBaseContact: true }]);
    checkAll('psi-power', [
      { caster: { unit: 'russian-psi/psi-officer' }, power: 'psychic-push', target: { profile: profile(4, 2), position: at(0) }, towards: at(1) },
      { caster: { unit: 'russian-psi/psi-officer' }, power: 'mental-stun', target: { profile: profile(4, 2) } },
      { caster: { unit: 'russian-psi/psi-officer' }, power: 'clouded-minds' },
    ]);
  });

  it('the declared worst cases fit the budget, the most arcs, blasts and tie dice are the most admitted, and `beyond` is refused', () => {
    for (const c of AE_WWII_WORST_CASES) {
      expect({ name: c.name, ...verdict(GAME, c.action, c.request as Body) }).toMatchObject({ name: c.name, admitted: true });
      if (c.beyond !== undefined) expect({ name: c.name, ...verdict(GAME, c.action, c.beyond as Body) }).toMatchObject({ name: c.name, admitted: false });
    }
    // One model or two dice more than the declared sizes: refused by the model, before any work.
    expect(verdict(GAME, 'shot', arcs(MOST_ARC_MODELS + 1) as Body)).toEqual({ admitted: false, path: 'models', spent: 0 });
    expect(verdict(GAME, 'shot', blasts(MOST_BLAST_MODELS + 1) as Body)).toEqual({ admitted: false, path: 'models', spent: 0 });
    const moreDice = { sides: equalSides(AE_LIMITS.initiativeSides), dice: { values: ties(MOST_INITIATIVE_DICE + 2) } };
    expect(verdict(GAME, 'initiative', moreDice as Body)).toMatchObject({ admitted: false, spent: 0 });
    // Beyond a cap as well as over the budget: the cap's refusal, naming its field, is what a client reads.
    expect(verdict(GAME, 'shot', arcs(MOST_ARC_MODELS + 1, '9:8') as Body)).toMatchObject({ admitted: false, path: 'actionPoints' });
    expect(verdict(GAME, 'initiative', { ...moreDice, sides: equalSides(AE_LIMITS.initiativeSides + 1) } as Body)).toMatchObject({ admitted: false, path: 'sides' });
  });

  it('the heaviest admitted body of each action counts no more than a declared worst case', () => {
    const declared = new Map<string, number>();
    for (const c of AE_WWII_WORST_CASES) {
      const units = weigh(GAME, c.action, c.request as Body).units ?? 0;
      declared.set(c.action, Math.max(declared.get(c.action) ?? 0, units));
    }
    const lightest = Math.min(...declared.values());
    const report = [...heaviest].map(([action, h]) => ({ action, heaviest: h.units, declared: declared.get(action) }));
    console.log(`AE-WWII heaviest admitted bodies found (units):\n${report.map((r) => `  ${r.action}: ${r.heaviest} (declared ${r.declared ?? '-'})`).join('\n')}`);
    // Every action the searches above reach (they run first, in this file's order).
    expect([...heaviest.keys()].sort()).toEqual(Object.keys(gameOf(GAME).actions).sort());
    // An action without a declared worst case is lighter than every declared one.
    const heavier = [...heaviest].filter(([action, h]) => h.units > (declared.get(action) ?? lightest)).map(([action, h]) => ({ action, units: h.units, body: h.body }));
    expect(heavier).toEqual([]);
  });

  it("an arc's play counts every die it rolls: an arc along many models is weighed, not one unit a strike", () => {
    const request = arcs(MOST_ARC_MODELS) as unknown as ShotRequest;
    const catalog = catalogOf(GAME) as AeCatalog;
    const plan = planShot(request, catalog, catalog.editions.get('en')!);
    const { value, units } = measure(() => play(plan.program, chooseDice({ seed: 'abuse' }, () => 'abuse').source));
    // 8 arcs over 38 models, each struck by every arc: a strength roll per model and arc, then a
    // save or an Impervious roll for most (no 20-wound model falls to 8 arcs).
    const rolls = value.used.length;
    expect(rolls).toBeGreaterThan(8 * MOST_ARC_MODELS);
    expect(units).toBeGreaterThanOrEqual(rolls);
  });
});
