import { spend } from '../core/cost';
import { violation } from '../core/errors';
import { distance, EPSILON } from '../core/geometry';
import { cap } from '../core/limits';
import { test } from '../core/primitives';
import { Dist, DistBuilder } from '../core/dist';
import { again, chain, counted, done, Next, emit, emitAll, loop, odds, Program, pool, pure, rollAs } from '../core/program';
import { Msg, msg, StepDraft, Text, verbatim } from '../core/types';
import { needText, regenerationClassifier, stepsUnits } from './attack';
import { stateOf } from './combat';
import { AOF_LIMITS } from './limits';
import { AofCatalog, hasRule, Rule, STAT_MAX, STAT_MIN } from './model';
import {
  CastOutcome,
  DangerousTerrainOutcome,
  DeploymentOutcome,
  FallOdds,
  FallOutcome,
  JumpOutcome,
  MoraleOdds,
  MoraleOutcome,
  MoraleResult,
  MovementOutcome,
  ObjectivesOutcome,
  PassOdds,
  PushOutcome,
  QualityTestOutcome,
  UnitState,
  WoundEffectsOdds,
  WoundEffectsOutcome,
} from './outcomes';
import {
  CastRequest,
  DangerousTerrainRequest,
  DeploymentRequest,
  FallRequest,
  JumpRequest,
  MoraleRequest,
  MovementRequest,
  ObjectivesRequest,
  Point,
  PushRequest,
  QualityTestRequest,
  Side,
  WoundEffectsRequest,
} from './requests';
import { firstOf, RULE_HANDLERS, toughOf } from './rules';
import { defenseOf, lastModelRules, resolveUnit, Unit, unitRules, unmodelled } from './units';
import { allocate, DESTROYED, outOfActionFaces, stunnedUnit, unitWith, woundRoll, woundRollDue } from './wounds';
import { stateKey, traced, Traced, traceOf } from '../core/state';

/** Natural 6 passes, natural 1 fails (ruling aof-skirmish/natural-rolls). */
const NATURAL = { critical: [6], fumble: [1] } as const;

const int = (value: number, min: number, max: number, path: string): number => {
  if (!Number.isInteger(value) || value < min || value > max) throw violation(path, msg('error.range', { min, max, value }));
  return value;
};
const inches = (value: number, max: number, path: string): number => {
  if (!Number.isFinite(value) || value < 0 || value > max) throw violation(path, msg('error.range', { min: 0, max, value }));
  return value;
};

// ---------------------------------------------------------------------------------------------
// Quality test
// ---------------------------------------------------------------------------------------------

export function planQualityTest(req: QualityTestRequest) {
  const quality = int(req.quality, STAT_MIN, STAT_MAX, 'quality');
  const modifier = int(req.modifier ?? 0, -6, 6, 'modifier');
  const need = quality - modifier;
  const program = qualityTest(need, msg('purpose.quality-test', { quality }), (r, face) =>
    pure(traced({ need, passed: r.pass, natural: (r.critical && need > 6) || (r.fumble && need <= 1) }, face)),
  );
  return { program, pass: chanceOfTest(need), outcome: (v: Traced<Omit<QualityTestOutcome, 'roll'>, number>): QualityTestOutcome => ({ roll: traceOf(v), ...v }) };
}

/** P(a quality test needing `need` passes): natural 6s pass, 1s fail. */
export const chanceOfTest = (need: number): number => Math.min(5, Math.max(1, 7 - need)) / 6;

function qualityTest<T>(need: number, purpose: Msg, next: (r: { pass: boolean; critical: boolean; fumble: boolean }, face: number) => Program<T>): Program<T> {
  return test({ die: 'd6', purpose, target: need, mode: 'over', ...NATURAL, need: needText(need) }, (r, face) =>
    emit(
      {
        rule: 'aof-skirmish/quality-test',
        summary: msg('step.quality-test', { need: needText(need) }),
        rolls: [face],
        result: msg(r.pass ? (r.critical && need > 6 ? 'result.pass-natural' : 'result.pass') : r.fumble && need <= 1 ? 'result.fail-natural' : 'result.fail'),
        rulings: ['aof-skirmish/natural-rolls'],
      },
      () => next(r, face),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Wounds from any source: Regeneration (if the unit has it), groups, the wound-effects roll
// ---------------------------------------------------------------------------------------------

/** A unit after wounds; the wound-effects face travels as a trace (0: no roll). */
export type Wounded = Traced<{ readonly after: UnitState; readonly removed: number; readonly rolled: boolean }, number>;

/** Regeneration holds for the whole unit: every model has it (a joined hero too). */
const regenerates = (unit: Unit, modelsLeft: number): boolean =>
  unitRules(unit, modelsLeft).some((r) => RULE_HANDLERS[r.id]?.side === 'target' && RULE_HANDLERS[r.id]?.attack?.regeneration !== undefined);

/** `wounds` wounds on `unit` (Deadly ones first, not carried over), then the wound-effects roll if due. */
export function woundUnit(unit: Unit, state: UnitState, wounds: number, deadly: { wounds: number; rating: number } | null, regeneration: boolean): Program<Wounded> {
  const apply = (plain: number, deadlyWounds: number): Program<Wounded> => {
    const d = allocate(state, deadlyWounds, deadly?.rating ?? 1);
    const a = allocate(d.after, plain, 1);
    const steps: StepDraft[] = [];
    if (deadlyWounds > 0) steps.push(allocationStep(unit.name, deadlyWounds, deadly?.rating ?? 1, d.removed, d.after.wounds, d.lastWounded));
    if (plain > 0) steps.push(allocationStep(unit.name, plain, 1, a.removed, a.after.wounds, a.lastWounded));
    return emitAll(steps, () =>
      chain(woundRoll(a.after, d.lastWounded || a.lastWounded, toughOf(lastModelRules(unit)), unit.name), (w) =>
        pure(traced({ after: w.unit, removed: state.modelsLeft - w.unit.modelsLeft, rolled: w.rolled }, traceOf(w))),
      ),
    );
  };
  const deadlyWounds = deadly?.wounds ?? 0;
  if (!regeneration || !regenerates(unit, state.modelsLeft) || wounds + deadlyWounds === 0) return apply(wounds, deadlyWounds);
  return pool(
    { die: 'd6', count: wounds + deadlyWounds, purpose: msg('purpose.regeneration', { unit: unit.name }), need: '5+', classify: regenerationClassifier },
    (c, faces) => {
      // Deadly wounds are rolled first, in the dice order (ruling aof-skirmish/regeneration).
      const deadlyKept = faces.slice(0, deadlyWounds).filter((f) => f < 5).length;
      const plainKept = c.wound - deadlyKept;
      return emit(
        { rule: 'aof-skirmish/special/regeneration', summary: msg('step.regeneration', { unit: unit.name, wounds: wounds + deadlyWounds }), rolls: faces, result: msg('result.regeneration', { ignored: c.ignored }), rulings: ['aof-skirmish/regeneration'] },
        () => apply(plainKept, deadlyKept),
      );
    },
  );
}

function allocationStep(unit: Text, wounds: number, deadly: number, removed: number, markers: number, last: boolean): StepDraft {
  return {
    rule: 'aof-skirmish/wounds/groups',
    summary: msg('step.allocate', { unit, wounds, deadly }),
    result: msg('result.allocate', { removed, markers, last: last ? 'yes' : 'no' }),
    rulings: deadly > 1 ? ['aof-skirmish/group-wounds', 'aof-skirmish/deadly'] : ['aof-skirmish/group-wounds'],
  };
}

function woundOdds(program: Program<{ after: UnitState; rolled: boolean }>): WoundEffectsOdds {
  const dist = odds(program);
  return {
    stunned: dist.probability((v) => !v.after.destroyed && v.after.stunned && v.rolled),
    destroyed: dist.probability((v) => v.after.destroyed),
    noRoll: dist.probability((v) => !v.rolled),
  };
}

export function planWoundEffects(req: WoundEffectsRequest, catalog: AofCatalog) {
  const unit = resolveUnit(req.unit, 'unit', catalog);
  // `wounds` counts every wound received; `deadly.wounds` of them came from the Deadly(X) weapon.
  const wounds = int(req.wounds, 0, AOF_LIMITS.wounds, 'wounds');
  if (wounds === 0) throw violation('wounds', msg('error.no-wounds'));
  const deadly = req.deadly ? { wounds: int(req.deadly.wounds, 0, wounds, 'deadly.wounds'), rating: int(req.deadly.rating, 1, AOF_LIMITS.rating, 'deadly.rating') } : null;
  const before = stateOf(unit);
  const program = woundUnit(unit, before, wounds - (deadly?.wounds ?? 0), deadly, false);
  return {
    program,
    rulings: ['aof-skirmish/group-wounds', 'aof-skirmish/wound-roll'],
    outcome: (v: Wounded): WoundEffectsOutcome => ({
      before,
      after: v.after,
      modelsRemoved: v.removed,
      ...(v.rolled ? { roll: traceOf(v) } : {}),
      unmodelled: unmodelled([unit], 'wound-effects'),
    }),
    odds: () => woundOdds(program),
  };
}

// ---------------------------------------------------------------------------------------------
// Morale
// ---------------------------------------------------------------------------------------------

export function planMorale(req: MoraleRequest, catalog: AofCatalog) {
  const starting = int(req.startingUnits, 1, AOF_LIMITS.units, 'startingUnits');
  const remaining = int(req.remainingUnits, 0, starting, 'remainingUnits');
  cap(req.units.length, AOF_LIMITS.units, 'units', 'cap.units');
  // Each unit resolved, then tested, its odds walked and its line written: a few microseconds (core/cost.ts).
  spend(MORALE_UNITS * req.units.length);
  const units = req.units.map((u, i) => ({ unit: resolveUnit(u, `units[${i}]`, catalog), standard: u.standard === true }));
  // "la mitad o menos de sus unidades iniciales" (document, Morale).
  const testRequired = remaining * 2 <= starting;
  const one = (i: number): Program<MoraleResult> => {
    const { unit, standard } = units[i];
    if (!testRequired) return pure('no-test');
    const rules = unitRules(unit, unit.modelsLeft);
    const fearless = firstOf(rules, 'fearless');
    // The Standard's +1, whether the request flags the unit as one of its four or the unit carries it; it does not stack.
    const bonus = standard ? 1 : Math.min(1, rules.reduce((n, r) => n + (RULE_HANDLERS[r.id]?.moraleBonus ?? 0), 0));
    // A joined hero may take the test for the unit (document, Hero): the better Quality is used.
    const quality = unit.hero ? Math.min(unit.quality, unit.hero.quality) : unit.quality;
    const failed = (): Program<MoraleResult> => {
      const fails: MoraleResult = unit.stunned ? 'fled' : 'stunned';
      if (!fearless) return pure(fails);
      return test({ die: 'd6', purpose: msg('purpose.fearless', { unit: unit.name }), target: fearless.value, mode: 'over' }, ({ pass }, face) =>
        emit(
          { rule: 'aof-skirmish/special/fearless', summary: msg('step.fearless', { unit: unit.name }), rolls: [face], result: msg(pass ? 'result.pass' : 'result.fail'), rulings: ['aof-skirmish/stunned-morale'] },
          () => pure(pass ? 'passed' : fails),
        ),
      );
    };
    if (unit.stunned) {
      return emit({ rule: 'aof-skirmish/morale', summary: msg('step.morale-stunned', { unit: unit.name }), result: msg('result.fail'), rulings: ['aof-skirmish/stunned-morale'] }, failed);
    }
    const need = quality - bonus;
    return emit({ rule: 'aof-skirmish/morale', summary: msg('step.morale', { unit: unit.name, standard: bonus }), result: msg('result.morale-test') }, () =>
      qualityTest(need, msg('purpose.morale', { unit: unit.name }), (r) => (r.pass ? pure<MoraleResult>('passed') : failed())),
    );
  };
  const all = units.reduce<Program<MoraleResult[]>>((acc, _u, i) => chain(acc, (list) => chain(one(i), (r) => pure([...list, r]))), pure([]));
  const program = emit(
    { rule: 'aof-skirmish/morale', summary: msg('step.morale-check', { remaining, starting }), result: msg(testRequired ? 'result.morale-required' : 'result.morale-not-required') },
    () => all,
  );
  return {
    program,
    rollsDice: testRequired && units.length > 0,
    rulings: ['aof-skirmish/natural-rolls', 'aof-skirmish/stunned-morale'],
    outcome: (v: MoraleResult[]): MoraleOutcome => ({
      testRequired,
      units: v.map((result, i) => ({ name: units[i].unit.name, result, fearless: firstOf(unitRules(units[i].unit, units[i].unit.modelsLeft), 'fearless') !== undefined })),
    }),
    odds: (): MoraleOdds => ({
      units: units.map((u, i) => {
        const d = odds(one(i));
        return { name: u.unit.name, passed: d.probability((r) => r === 'passed' || r === 'no-test'), stunned: d.probability((r) => r === 'stunned'), fled: d.probability((r) => r === 'fled') };
      }),
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Movement
// ---------------------------------------------------------------------------------------------

const BASE_MOVE = { hold: 0, advance: 6, rush: 12, charge: 12 } as const;
/** Difficult terrain: no more than this in total (document, Terrain). */
const DIFFICULT_MAX = 6;
const DEFAULT_BASE_RADIUS = 0.5;

export function resolveMovement(req: MovementRequest, catalog: AofCatalog): { outcome: MovementOutcome; steps: StepDraft[]; rulings: string[] } {
  const unit = resolveUnit(req.unit, 'unit', catalog);
  const rules: Rule[] = [...unit.rules, ...(req.musician && !hasRule(unit.rules, 'musician') ? [{ id: 'musician' as const }] : [])];
  const steps: StepDraft[] = [];
  const only = firstOf(rules, 'onlyActions');
  if (only && !only.value.includes(req.action)) throw violation('action', msg('error.immobile', { unit: unit.name, action: msg(`move.${req.action}`) }));
  // A stunned unit must stay idle (ruling aof-skirmish/stunned-fatigue).
  if (unit.stunned && req.action !== 'hold') throw violation('action', msg('error.stunned-idle', { unit: unit.name }));
  let total: number = BASE_MOVE[req.action];
  steps.push({ rule: 'aof-skirmish/activation', summary: msg('step.move-action', { action: msg(`move.${req.action}`) }), result: msg('result.inches', { inches: total }) });
  for (const r of rules) {
    const add = RULE_HANDLERS[r.id]?.move?.(req.action) ?? 0;
    if (add === 0) continue;
    total += add;
    steps.push({ rule: `aof-skirmish/special/${r.id}`, summary: msg('step.rule-move', { rule: msg(`rule.${r.id}`), add }), result: msg('result.inches', { inches: total }) });
  }
  total = Math.max(0, total);
  const ignores = firstOf(rules, 'ignoresTerrain');
  if (req.difficultTerrain && total > DIFFICULT_MAX) {
    // The cap is on the whole move, after every bonus and malus (ruling aof-skirmish/difficult-terrain).
    if (ignores) {
      steps.push({ rule: `aof-skirmish/special/${ignores.rule.id}`, summary: msg('step.difficult', { max: DIFFICULT_MAX }), result: msg('result.ignores-terrain', { rule: msg(`rule.${ignores.rule.id}`) }), rulings: ['aof-skirmish/difficult-terrain'] });
    } else {
      total = DIFFICULT_MAX;
      steps.push({ rule: 'aof-skirmish/terrain/difficult', summary: msg('step.difficult', { max: DIFFICULT_MAX }), result: msg('result.inches', { inches: total }), rulings: ['aof-skirmish/difficult-terrain'] });
    }
  }
  const outcome: MovementOutcome = {
    action: req.action,
    inches: total,
    mayShoot: req.action === 'hold' || req.action === 'advance',
    ...(req.positions ? coherency(req.positions, req.baseRadius ?? DEFAULT_BASE_RADIUS, steps) : {}),
    unmodelled: unmodelled([unit], 'movement'),
  };
  // The Musician's +1" is for Advance, Rush and Charge; Hold stays 0" (ruling aof-skirmish/musician).
  const musician = hasRule(rules, 'musician') ? ['aof-skirmish/musician'] : [];
  return { outcome, steps, rulings: [...musician, ...(req.positions ? ['aof-skirmish/distances'] : [])] };
}

/** Morale's units of its own per unit tested, beside the interpreters' steps. */
export const MORALE_UNITS = 4;
/** Dice of one pool rolled and written a work unit. */
export const DICE_PER_UNIT = 4;

/** Distances between model centres measured a work unit (core/cost.ts): each about 0.1 us. */
export const GAPS_PER_UNIT = 25;

/** Gap between two bases (centre distance less both radii), never below 0. */
const gap = (a: Point, b: Point, r: number): number => Math.max(0, distance(a, b) - 2 * r);

function coherency(positions: readonly Point[], radius: number, steps: StepDraft[]): { coherent: boolean; outOfCoherency: number[] } {
  cap(positions.length, AOF_LIMITS.positions, 'positions', 'cap.positions');
  inches(radius, 5, 'baseRadius');
  const out: number[] = [];
  positions.forEach((p, i) => {
    if (positions.length === 1) return;
    let gaps = 0;
    const others = positions.filter((_, j) => j !== i);
    const near = others.some((q) => (gaps++, gap(p, q, radius) <= 1 + EPSILON));
    const within = others.every((q) => (gaps++, gap(p, q, radius) <= 6 + EPSILON));
    spend(stepsUnits(positions.length + gaps, GAPS_PER_UNIT));
    if (!near || !within) out.push(i);
  });
  steps.push({
    rule: 'aof-skirmish/movement/coherency',
    summary: msg('step.coherency', { models: positions.length }),
    result: out.length ? msg('result.incoherent', { list: out.map((i) => i + 1) }) : msg('result.coherent'),
    rulings: ['aof-skirmish/distances'],
  });
  return { coherent: out.length === 0, outOfCoherency: out };
}

// ---------------------------------------------------------------------------------------------
// Dangerous terrain, jump, fall, push
// ---------------------------------------------------------------------------------------------

/** A dangerous terrain die: a 1 is a wound. */
const dangerClassifier = (face: number): string => (face === 1 ? 'wound' : 'safe');

/** What dangerous terrain leaves: the unit after it and whether it rolled for wound effects; the 1s rolled travel as a trace. */
type Crossed = Traced<{ readonly after: UnitState; readonly rolled: boolean }, number>;

export function planDangerousTerrain(req: DangerousTerrainRequest, catalog: AofCatalog) {
  const unit = resolveUnit(req.unit, 'unit', catalog);
  const models = req.models === undefined ? unit.modelsLeft : int(req.models, 1, unit.modelsLeft, 'models');
  // One die per model, or as many as its Tough value (document, Terrain), each Tough model of a group
  // too; a joined hero rolls its own (ruling aof-skirmish/dangerous-terrain).
  const heroRolls = unit.hero && models === unit.modelsLeft ? 1 : 0;
  const dice = (models - heroRolls) * toughOf(unit.rules) + heroRolls * toughOf(unit.hero?.rules ?? []);
  // Every die is rolled, then written in the step and its embed (core/cost.ts).
  spend(stepsUnits(dice, DICE_PER_UNIT));
  const before = stateOf(unit);
  const table = pool({ die: 'd6', count: dice, purpose: msg('purpose.dangerous', { unit: unit.name }), need: '2+', classify: dangerClassifier }, (c, faces) =>
    emit(
      { rule: 'aof-skirmish/terrain/dangerous', summary: msg('step.dangerous', { unit: unit.name, dice }), rolls: faces, result: msg('result.dangerous', { wounds: c.wound }), rulings: ['aof-skirmish/dangerous-terrain'] },
      () => chain(woundUnit(unit, before, c.wound, null, true), (w): Program<Crossed> => pure(traced({ after: w.after, rolled: w.rolled }, c.wound))),
    ),
  );
  const program = counted(table, () => dangerousDist(unit, before, dice));
  return {
    program,
    rulings: ['aof-skirmish/dangerous-terrain', 'aof-skirmish/group-wounds', 'aof-skirmish/wound-roll'],
    outcome: (v: Crossed): DangerousTerrainOutcome => ({ dice, wounds: traceOf(v), after: v.after }),
    odds: () => woundOdds(program),
  };
}

/**
 * Dangerous terrain's odds, counted: each die is a wound on a 1 and, if the unit regenerates, stays
 * one on a failed Regeneration die, independently of every other die, so the wounds kept are
 * binomial over the dice (the table rolls the 1s, then one Regeneration die per 1: the same chance
 * per die). Each count is assigned and rolled for with the table's own functions. Counts past the
 * last model's certain destruction (every other model removed, then markers enough that a 1 on the
 * wound-effects die is out of action) end alike: their mass is gathered on the first of them.
 */
function dangerousDist(unit: Unit, before: UnitState, dice: number): Dist<Crossed> {
  const regen = regenerates(unit, before.modelsLeft);
  // Face pairs out of 36 on which one die ends as a kept wound: its own die, then the Regeneration die.
  const kept = facesOf(dangerClassifier, 'wound') * (regen ? facesOf(regenerationClassifier, 'wound') : 6);
  const tough = toughOf(lastModelRules(unit));
  const markersNeeded = Math.max(0, 4 + tough - before.wounds - (before.stunned ? 1 : 0));
  const most = Math.min(dice, before.modelsLeft - 1 + Math.max(1, markersNeeded));
  // Each term is a few big-integer steps and powers: about a microsecond (core/cost.ts).
  spend(stepsUnits(dice, 2));
  const pmf = binomialPmf(dice, kept, 36);
  let tail = 0;
  for (let k = most; k <= dice; k++) tail += pmf[k];
  const out = new DistBuilder<Crossed>(stateKey);
  for (let k = 0; k <= most; k++) {
    const p = k === most ? tail : pmf[k];
    const a = allocate(before, k, 1);
    if (!woundRollDue(a.after, a.lastWounded, tough)) {
      out.add(traced({ after: a.after, rolled: false }, k), p);
      continue;
    }
    const pass = outOfActionFaces(a.after, tough);
    out.add(traced({ after: DESTROYED, rolled: true }, k), (p * pass) / 6);
    out.add(traced({ after: stunnedUnit(a.after), rolled: true }, k), (p * (6 - pass)) / 6);
  }
  return out.build();
}

/**
 * P(k successes), k = 0..n, of n trials that each succeed on `hits` of `of` equally likely cases,
 * every term from integers: the exact binomial coefficient, and powers of the whole numbers of the
 * reduced chance (a power of a rounded chance, or a chain of ratios from P(0), would carry a
 * rounding error multiplied by n into the terms).
 */
function binomialPmf(n: number, hits: number, of: number): number[] {
  const g = gcd(hits, of);
  const [a, c, b] = [hits / g, (of - hits) / g, of / g];
  const out = new Array<number>(n + 1);
  let choose = 1n;
  for (let k = 0; k <= n; k++) {
    if (k > 0) choose = (choose * BigInt(n - k + 1)) / BigInt(k);
    out[k] = Number(choose) * powRatio(a, b, k) * powRatio(c, b, n - k);
  }
  return out;
}

/** The faces of a d6 a classifier puts in `category`. */
function facesOf(classify: (face: number) => string, category: string): number {
  let n = 0;
  for (let face = 1; face <= 6; face++) if (classify(face) === category) n++;
  return n;
}

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));

/** (x / y)^m for whole x <= y <= 36, in chunks whose powers stay finite (36^190 < 1e296). */
function powRatio(x: number, y: number, m: number): number {
  let r = 1;
  for (let left = m; left > 0; left -= 190) {
    const j = Math.min(190, left);
    r *= x ** j / y ** j;
  }
  return r;
}

/** One model falls `height` inches (document, Special movement: Fall). */
function fallProgram(unit: Unit, state: UnitState, height: number): Program<FallOutcome> {
  const ap = Math.floor(height / 3);
  // Written out in the reply's key order, not `{ ...base, modelRemoved, ... }` (see hot copies
  // in core/state.ts).
  const fell = (modelRemoved: boolean, hit: boolean, wounded: boolean, after: UnitState, activationEnds = true): FallOutcome => ({ height, ap, activationEnds, modelRemoved, hit, wounded, after });
  if (height < 2) {
    return emit({ rule: 'aof-skirmish/movement/fall', summary: msg('step.fall', { height }), result: msg('result.fall-harmless') }, () =>
      pure(fell(false, false, false, state, false)),
    );
  }
  if (state.modelsLeft > 1) {
    const after = unitWith(state, state.modelsLeft - 1, state.wounds, state.stunned);
    return emit({ rule: 'aof-skirmish/movement/fall', summary: msg('step.fall', { height }), result: msg('result.fall-group') }, () =>
      pure(fell(true, false, false, after)),
    );
  }
  const need = defenseOf(unit, state.modelsLeft) + ap;
  return emit({ rule: 'aof-skirmish/movement/fall', summary: msg('step.fall', { height }), result: msg('result.fall-hit', { ap }), rulings: ['aof-skirmish/fall'] }, () =>
    test({ die: 'd6', purpose: msg('purpose.defense', { unit: unit.name }), target: need, mode: 'over', ...NATURAL, need: needText(need) }, ({ pass }, face) =>
      emit(
        {
          rule: 'aof-skirmish/attack/defense',
          summary: msg('step.defense', { unit: unit.name, hits: 1, defense: defenseOf(unit, state.modelsLeft), ap, cover: 0, need: needText(need) }),
          rolls: [face],
          result: msg('result.defense', { blocked: pass ? 1 : 0, wounds: pass ? 0 : 1, rerolls: 0 }),
          rulings: ['aof-skirmish/natural-rolls'],
        },
        () =>
          pass
            ? pure(fell(false, true, false, state))
            : chain(woundUnit(unit, state, 1, null, true), (w) => pure(fell(false, true, w.after.wounds > state.wounds || w.after.destroyed, w.after))),
      ),
    ),
  );
}

const fallOdds = (program: Program<FallOutcome>): FallOdds => {
  const d = odds(program);
  return { wounded: d.probability((v) => v.wounded), stunned: d.probability((v) => v.after.stunned && !v.after.destroyed), destroyed: d.probability((v) => v.after.destroyed) };
};

export function planFall(req: FallRequest, catalog: AofCatalog) {
  const unit = resolveUnit(req.unit, 'unit', catalog);
  const height = inches(req.height, 100, 'height');
  const program = fallProgram(unit, stateOf(unit), height);
  const rollsDice = height >= 2 && unit.modelsLeft === 1;
  return { program, rollsDice, rulings: ['aof-skirmish/group-wounds', 'aof-skirmish/wound-roll'], odds: () => fallOdds(program) };
}

/** Gaps of 1" and drops of 3" are normal movement; beyond 6" no jump is possible (document, Jump). */
const JUMP = { gap: 1, descent: 3, max: 6, need: 3 } as const;

export function planJump(req: JumpRequest, catalog: AofCatalog) {
  const unit = resolveUnit(req.unit, 'unit', catalog);
  const dist = inches(req.inches, 100, 'inches');
  if (dist > JUMP.max + EPSILON) throw violation('inches', msg('error.jump-too-far', { inches: dist, max: JUMP.max }));
  const height = req.height === undefined ? (req.kind === 'descent' ? dist : 0) : inches(req.height, 100, 'height');
  const free = req.kind === 'gap' ? JUMP.gap : JUMP.descent;
  const state = stateOf(unit);
  if (dist <= free + EPSILON) {
    const program = emit({ rule: 'aof-skirmish/movement/jump', summary: msg('step.jump-free', { inches: dist, free }), result: msg('result.no-jump') }, () =>
      pure<JumpOutcome>({ dice: 0, success: true }),
    );
    return { program, rulings: [], rollsDice: false, odds: () => ({ success: 1 }) };
  }
  const dice = Math.floor(dist / 3) + 1;
  const program = pool({ die: 'd6', count: dice, purpose: msg('purpose.jump', { unit: unit.name }), need: `${JUMP.need}+`, classify: (f) => (f >= JUMP.need ? 'ok' : 'fail') }, (c, faces) =>
    emit(
      { rule: 'aof-skirmish/movement/jump', summary: msg('step.jump', { inches: dist, dice }), rolls: faces, result: msg(c.fail === 0 ? 'result.jump-made' : 'result.jump-failed') },
      (): Program<JumpOutcome> => (c.fail === 0 ? pure({ dice, success: true }) : chain(fallProgram(unit, state, height), (fall) => pure({ dice, success: false, fall }))),
    ),
  );
  return { program, rulings: ['aof-skirmish/jump'], rollsDice: true, odds: () => ({ success: odds(program).probability((v) => v.success) }) };
}

export function planPush(req: PushRequest) {
  const want = inches(req.inches ?? 2, 100, 'inches');
  if (want > 2 + EPSILON) throw violation('inches', msg('error.push-too-far', { inches: want }));
  const program = test({ die: 'd6', purpose: msg('purpose.push'), target: 4, mode: 'over' }, ({ pass }, face) =>
    emit({ rule: 'aof-skirmish/movement/push', summary: msg('step.push'), rolls: [face], result: msg(pass ? 'result.pushed' : 'result.not-pushed', { inches: want }) }, () =>
      pure(traced({ pushed: pass, inches: pass ? want : 0 }, face)),
    ),
  );
  return { program, odds: (): PassOdds => ({ pass: 0.5 }), outcome: (v: Traced<Omit<PushOutcome, 'roll'>, number>): PushOutcome => ({ roll: traceOf(v), ...v }) };
}

// ---------------------------------------------------------------------------------------------
// Cast
// ---------------------------------------------------------------------------------------------

const MAX_TOKENS = 6;
const HELP_RANGE = 18;
const CAST_NEED = 4;

export function planCast(req: CastRequest) {
  const rating = int(req.caster.rating, 1, MAX_TOKENS, 'caster.rating');
  const held = int(req.caster.tokens, 0, MAX_TOKENS, 'caster.tokens');
  const steps: StepDraft[] = [];
  // Caster(X): X tokens at the start of each round, never more than 6 held.
  const tokens = req.caster.roundStart ? Math.min(MAX_TOKENS, held + rating) : held;
  if (req.caster.roundStart) steps.push({ rule: 'aof-skirmish/special/caster', summary: msg('step.tokens', { held, rating }), result: msg('result.tokens', { tokens }) });
  const value = int(req.spell.value, 1, MAX_TOKENS, 'spell.value');
  if (value > tokens) throw violation('spell.value', msg('error.tokens', { value, tokens }));
  cap((req.helpers ?? []).length, AOF_LIMITS.units, 'helpers', 'cap.units');
  const helpers = (req.helpers ?? []).map((h, i) => {
    const at = `helpers[${i}]`;
    const spend = int(h.tokens, 0, MAX_TOKENS, `${at}.tokens`);
    const available = int(h.available ?? spend, 0, MAX_TOKENS, `${at}.available`);
    if (spend > available) throw violation(`${at}.tokens`, msg('error.tokens', { value: spend, tokens: available }));
    if (inches(h.distance, 1000, `${at}.distance`) > HELP_RANGE + EPSILON) throw violation(`${at}.distance`, msg('error.helper-range', { distance: h.distance, max: HELP_RANGE }));
    return { name: verbatim(h.name ?? `${h.side} ${i + 1}`), side: h.side, spend, left: available - spend };
  });
  const modifier = helpers.reduce((m, h) => m + (h.side === 'friendly' ? h.spend : -h.spend), 0);
  if (helpers.length) steps.push({ rule: 'aof-skirmish/special/caster', summary: msg('step.helpers', { n: helpers.length }), result: msg('result.modifier', { modifier }) });
  const need = CAST_NEED - modifier;
  const spell: Text = verbatim(req.spell.name ?? `${value}`);
  const program = emitAll(steps, () =>
    test({ die: 'd6', purpose: msg('purpose.cast', { spell }), target: need, mode: 'over', ...NATURAL, need: needText(need) }, ({ pass }, face) =>
      emit(
        { rule: 'aof-skirmish/special/caster', summary: msg('step.cast', { spell, value, need: needText(need) }), rolls: [face], result: msg(pass ? 'result.cast' : 'result.not-cast'), rulings: ['aof-skirmish/cast-roll'] },
        () => pure(traced({ modifier, success: pass, tokensLeft: tokens - value, helpers: helpers.map((h) => ({ name: h.name, tokensLeft: h.left })) }, face)),
      ),
    ),
  );
  return { program, odds: (): PassOdds => ({ pass: chanceOfTest(need) }), outcome: (v: Traced<Omit<CastOutcome, 'roll'>, number>): CastOutcome => ({ roll: traceOf(v), ...v }) };
}

// ---------------------------------------------------------------------------------------------
// Objectives and deployment (positions in inches, model centres)
// ---------------------------------------------------------------------------------------------

const SEIZE_RANGE = 3;
const LAST_ROUND = 4;

export function planObjectives(req: ObjectivesRequest) {
  const round = int(req.round, 1, LAST_ROUND, 'round');
  const radius = inches(req.baseRadius ?? DEFAULT_BASE_RADIUS, 5, 'baseRadius');
  if (!req.markers) {
    // D3 + 2 markers; a D3 is a d6 halved, rounded up (ruling aof-skirmish/d3).
    const program = rollAs({ die: 'd6', purpose: msg('purpose.markers') }, ([f]) => Math.ceil(f / 2) + 2, (count, [face]) =>
      emit({ rule: 'aof-skirmish/mission', summary: msg('step.markers'), rolls: [face], result: msg('result.markers', { count }), rulings: ['aof-skirmish/d3'] }, () =>
        pure<ObjectivesOutcome>({ markerCount: count, markers: [], held: { a: 0, b: 0 } }),
      ),
    );
    return { program, rollsDice: true };
  }
  cap(req.markers.length, AOF_LIMITS.positions, 'markers', 'cap.positions');
  cap((req.units ?? []).length, AOF_LIMITS.units, 'units', 'cap.units');
  // A unit's models, a joined hero included: each marker is measured against every one of them.
  (req.units ?? []).forEach((u, i) => cap(u.positions.length, AOF_LIMITS.models + 1, `units[${i}].positions`, 'cap.positions'));
  const steps: StepDraft[] = [];
  const markers = req.markers.map((m, i) => {
    let gaps = 0;
    const near = (req.units ?? []).filter((u) => u.positions.some((p) => (gaps++, distance(p, m.position) - radius <= SEIZE_RANGE + EPSILON)));
    spend(stepsUnits(gaps, GAPS_PER_UNIT));
    const able = near.filter((u) => !u.stunned && !u.ambushedThisRound);
    const sides = new Set(able.map((u) => u.side));
    const before = m.controller ?? null;
    let controller: Side | null = before;
    let change: ObjectivesOutcome['markers'][number]['change'] = 'none';
    if (sides.size === 2) {
      controller = null;
      change = before === null ? 'none' : 'neutralised';
    } else if (sides.size === 1) {
      controller = [...sides][0];
      change = before === controller ? 'held' : 'seized';
    } else change = before === null ? 'none' : 'held';
    steps.push({
      rule: 'aof-skirmish/mission',
      summary: msg('step.marker', { n: i + 1, near: near.length, barred: near.length - able.length }),
      result: msg(`result.marker-${change}`, { side: controller ?? '-' }),
      rulings: near.length > able.length ? ['aof-skirmish/objective-distance', 'aof-skirmish/stunned-objectives'] : ['aof-skirmish/objective-distance'],
    });
    return { position: m.position, controller, change };
  });
  const held = { a: markers.filter((m) => m.controller === 'a').length, b: markers.filter((m) => m.controller === 'b').length };
  const winner = round === LAST_ROUND ? (held.a > held.b ? 'a' : held.b > held.a ? 'b' : 'draw') : undefined;
  if (winner) steps.push({ rule: 'aof-skirmish/mission', summary: msg('step.game-end', { a: held.a, b: held.b }), result: msg('result.winner', { winner }) });
  const outcome: ObjectivesOutcome = { markers, held, ...(winner ? { winner } : {}) };
  return { program: emitAll(steps, () => pure(outcome)), rollsDice: false };
}

/** One roll of the roll-off; a tie has no winner and is rolled again. */
type Roll = { readonly a: number; readonly b: number; readonly winner?: Side };
const DEPLOY_DEPTH = 12;
const SCOUT_DEPTH = 12;
const AMBUSH_GAP = 9;

export function planDeployment(req: DeploymentRequest) {
  const table = req.table ?? { width: 48, depth: 48 };
  inches(table.width, 200, 'table.width');
  inches(table.depth, 200, 'table.depth');
  const radius = inches(req.baseRadius ?? DEFAULT_BASE_RADIUS, 5, 'baseRadius');
  cap(req.positions.length, AOF_LIMITS.positions, 'positions', 'cap.positions');
  cap((req.enemies ?? []).length, AOF_LIMITS.positions, 'enemies', 'cap.positions');
  // Distance of a model's far edge from its own table edge (side a at y = 0, b at y = depth).
  const depthOf = (p: Point): number => (req.side === 'a' ? p.y : table.depth - p.y) + radius;
  const problems: { model: number; problem: string }[] = [];
  const round = req.round === undefined ? undefined : int(req.round, 1, LAST_ROUND, 'round');
  // An Ambush arrives at the start of a round after the first: an earlier one is refused, not a placement problem (ruling aof-skirmish/ambush-round).
  if (req.kind === 'ambush' && (round ?? 1) < 2) throw violation('round', msg('error.ambush-round', { round: round ?? 'none' }));
  req.positions.forEach((p, i) => {
    if (p.x - radius < -EPSILON || p.x + radius > table.width + EPSILON || p.y - radius < -EPSILON || p.y + radius > table.depth + EPSILON) problems.push({ model: i, problem: 'off-table' });
    if (req.kind === 'deploy' && depthOf(p) > DEPLOY_DEPTH + EPSILON) problems.push({ model: i, problem: 'outside-zone' });
    if (req.kind === 'scout' && depthOf(p) > DEPLOY_DEPTH + SCOUT_DEPTH + EPSILON) problems.push({ model: i, problem: 'scout-too-far' });
    if (req.kind === 'ambush') {
      let gaps = 0;
      if ((req.enemies ?? []).some((e) => (gaps++, gap(p, e, radius) <= AMBUSH_GAP + EPSILON))) problems.push({ model: i, problem: 'ambush-too-close' });
      spend(stepsUnits(gaps, GAPS_PER_UNIT));
    }
  });
  const steps: StepDraft[] = [
    {
      rule: `aof-skirmish/deployment/${req.kind}`,
      summary: msg(`step.deploy-${req.kind}`, { models: req.positions.length }),
      result: problems.length ? msg('result.placement-illegal', { n: problems.length }) : msg('result.placement-legal'),
      rulings: ['aof-skirmish/distances', 'aof-skirmish/deployment-zone', ...(req.kind === 'ambush' ? ['aof-skirmish/ambush-round'] : [])],
    },
  ];
  const placement = (rollOff?: readonly Roll[]): DeploymentOutcome => ({ legal: problems.length === 0, problems, ...(rollOff ? { rollOff } : {}) });
  // Each side rolls a d6; a tie is rolled again (ruling aof-skirmish/roll-off). The ties rolled so
  // far travel as a trace: every tie leads back to the same state, which the odds solve in closed
  // form, and the outcome still lists every roll.
  const outcome = (v: Traced<DeploymentOutcome, readonly Roll[] | null>): DeploymentOutcome => {
    const rolls = traceOf(v);
    return rolls === null ? placement() : placement(rolls);
  };
  if (!req.rollOff) return { program: emitAll(steps, () => pure(traced(placement(), null))), rollsDice: false, odds: undefined, outcome };
  type Ties = Traced<object, readonly Roll[]>;
  type Rolled = Traced<Roll, readonly Roll[]>;
  const rollOff = loop<Ties, Rolled>(traced({}, []), (so) =>
    rollAs({ die: 'd6', purpose: msg('purpose.roll-off', { side: 'a' }) }, ([f]) => f, (a): Program<Next<Ties, Rolled>> =>
      rollAs({ die: 'd6', purpose: msg('purpose.roll-off', { side: 'b' }) }, ([f]) => f, (b): Program<Next<Ties, Rolled>> =>
        a === b
          ? emit({ rule: 'aof-skirmish/deployment/roll-off', summary: msg('step.roll-off'), rolls: [a, b], result: msg('result.roll-off-tie'), rulings: ['aof-skirmish/roll-off'] }, () =>
              pure(again(traced({}, [...traceOf(so), { a, b }]))),
            )
          : emit({ rule: 'aof-skirmish/deployment/roll-off', summary: msg('step.roll-off'), rolls: [a, b], result: msg('result.roll-off', { winner: a > b ? 'a' : 'b' }), rulings: ['aof-skirmish/roll-off'] }, () =>
              pure(done(traced({ a, b, winner: a > b ? ('a' as const) : ('b' as const) }, traceOf(so)))),
            ),
      ),
    ),
  );
  // The value keeps the deciding roll; the whole list (ties first) is its trace, read by the outcome only.
  const program = emitAll(steps, () =>
    chain(rollOff, (last) => {
      const deciding: Roll = { a: last.a, b: last.b, winner: last.winner };
      return pure(traced(placement([deciding]), [...traceOf(last), deciding]));
    }),
  );
  return { program, rollsDice: true, odds: () => ({ a: odds(program).probability((v) => v.rollOff?.[v.rollOff.length - 1].winner === 'a') }), outcome };
}
