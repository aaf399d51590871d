import { spend } from '../core/cost';
import { Dist } from '../core/dist';
import { violation } from '../core/errors';
import { DistBuilder } from '../core/dist';
import { call, chain, counted, emit, emitAll, odds, Program, pure } from '../core/program';
import { stateKey, traced, Traced, traceOf } from '../core/state';
import { msg, StepDraft } from '../core/types';
import { expectedHits, expectedWounds, groupModels, hitChance, Sparse, SparseGather, StrikeSetup, StrikeSpec, StrikeCounter, strikeEnds, strikeProgram, strikeSpec, StrikeValue, stepsUnits, targetModelsRead, WORK } from './attack';
import { AofCatalog, hasRule, ratingOf, STAT_MAX, STAT_MIN } from './model';
import { AttackOdds, DefenseTable, MeleeDefenseTable, MeleeOdds, MeleeOutcome, ShotOutcome, StrikeOutcome, UnitState } from './outcomes';
import { MeleeRequest, ShotRequest } from './requests';
import { RULE_HANDLERS, StrikeKind } from './rules';
import { resolveUnit, Unit, unmodelled, WeaponGroup } from './units';
import { fresh } from './wounds';
import { AOF_LIMITS } from './limits';
import { cap } from '../core/limits';

/** A unit's state as the request gives it. */
export const stateOf = (u: Unit): UnitState => fresh(u.modelsLeft, u.wounds, u.stunned);

const isMelee = (g: WeaponGroup): boolean => g.weapon.range === 0;
const isCounter = (g: WeaponGroup): boolean => hasRule(g.weapon.rules, 'counter');

const strikeOutcome = (by: StrikeOutcome['by'], kind: StrikeOutcome['kind'], v: StrikeValue): StrikeOutcome => {
  const t = traceOf(v);
  return {
    by,
    kind,
    attacks: t.attacks,
    sixes: t.sixes,
    hits: t.hits,
    blocked: t.blocked,
    regenerated: t.regenerated,
    wounds: t.inflicted,
    modelsRemoved: t.removed,
    target: v.target,
  };
};

/** Odds of an attack on one unit from the distribution of its end state. */
function attackOdds<V>(dist: Dist<V>, start: UnitState, read: (v: V) => UnitState, expectedWounds: number, hitPerAttack: readonly number[]): AttackOdds {
  const removed = new Array<number>(start.modelsLeft + 1).fill(0);
  const last: number[] = [];
  let stunned = 0;
  let destroyed = 0;
  for (const { value, p } of dist) {
    const target = read(value);
    removed[start.modelsLeft - target.modelsLeft] += p;
    if (target.destroyed) destroyed += p;
    else {
      while (last.length <= target.wounds) last.push(0);
      last[target.wounds] += p;
      if (target.stunned) stunned += p;
    }
  }
  return {
    hitPerAttack,
    expectedWounds,
    modelsRemoved: removed,
    expectedModelsRemoved: removed.reduce((e, p, k) => e + p * k, 0),
    lastModelWounds: last,
    stunned,
    destroyed,
  };
}

function checkDice(setup: StrikeSetup, attacker: UnitState, target: UnitState, path: string): void {
  const spec = strikeSpec(setup, attacker, target);
  cap(
    spec.groups.reduce((n, g) => n + g.dice, 0),
    AOF_LIMITS.attackDice,
    path,
    'cap.attack-dice',
  );
}

/** The most hits a strike can score: every die hits and rolls a 6 (extra hits), times Blast. */
const mostHits = (spec: StrikeSpec): number => spec.groups.reduce((n, g) => n + g.dice * g.blast * (1 + g.extra), 0);

/** A joined Hero is resolved by ruling aof-skirmish/hero-joining. */
const heroRulings = (units: readonly Unit[]): string[] => (units.some((u) => u.hero) ? ['aof-skirmish/hero-joining'] : []);

// ---------------------------------------------------------------------------------------------
// Shot
// ---------------------------------------------------------------------------------------------

export interface ShotPlan {
  readonly program: Program<StrikeValue>;
  readonly attacker: Unit;
  readonly target: Unit;
  readonly setup: StrikeSetup;
  readonly rulings: readonly string[];
  readonly unmodelled: readonly string[];
}

export function planShot(req: ShotRequest, catalog: AofCatalog): ShotPlan {
  const attacker = resolveUnit(req.attacker, 'attacker', catalog);
  const target = resolveUnit(req.target, 'target', catalog);
  // A stunned unit must stay idle (ruling aof-skirmish/stunned-fatigue).
  if (attacker.stunned) throw violation('attacker.stunned', msg('error.stunned-idle', { unit: attacker.name }));
  if (!Number.isFinite(req.distance) || req.distance < 0 || req.distance > 200) throw violation('distance', msg('error.range', { min: 0, max: 200, value: req.distance }));
  attacker.groups.forEach((g) => {
    if (req.attacker.weapons !== undefined && isMelee(g)) throw violation(g.path, msg('error.melee-in-shot', { weapon: g.weapon.name }));
  });
  // No ranged weapon, or none in range: the request is refused, not a shot with no dice (ruling aof-skirmish/shot-range).
  const ranged = attacker.groups.filter((g) => !isMelee(g));
  if (ranged.length === 0) throw violation('attacker', msg('error.no-ranged', { unit: attacker.name }));
  const inRange = ranged.filter((g) => g.weapon.range >= req.distance);
  if (inRange.length === 0) {
    throw violation('distance', msg('error.out-of-range', { distance: req.distance, range: Math.max(...ranged.map((g) => g.weapon.range)) }));
  }
  const setup = shotSetup(req, attacker, target);
  checkDice(setup, stateOf(attacker), stateOf(target), 'attacker.weapons');
  const fire = strikeProgram(setup, { attacker: attacker.name, target: target.name });
  const outOfRange = ranged.filter((g) => g.weapon.range < req.distance);
  const setupSteps: StepDraft[] = outOfRange.map((g) => ({
    rule: 'aof-skirmish/shooting/range',
    summary: msg('step.out-of-range', { weapon: g.weapon.name, range: g.weapon.range, distance: req.distance }),
    result: msg('result.does-not-fire'),
    rulings: ['aof-skirmish/shot-range'],
  }));
  if ((req.cover ?? 'none') !== 'none') {
    setupSteps.push({ rule: 'aof-skirmish/terrain/cover', summary: msg('step.cover', { unit: target.name, cover: req.cover ?? 'none' }), result: msg('result.cover') });
  }
  const program = emitAll(setupSteps, () => call(fire, { attacker: stateOf(attacker), target: stateOf(target) }));
  return {
    program,
    attacker,
    target,
    setup,
    rulings: ['aof-skirmish/shooting', 'aof-skirmish/natural-rolls', 'aof-skirmish/group-wounds', 'aof-skirmish/wound-roll', ...heroRulings([attacker, target])],
    unmodelled: unmodelled([attacker, target], 'shot'),
  };
}

function shotSetup(req: ShotRequest, attacker: Unit, target: Unit): StrikeSetup {
  return {
    kind: 'shot',
    attacker,
    target,
    distance: req.distance,
    moved: req.moved === true,
    cover: req.cover ?? 'none',
    weapons: (g) => !isMelee(g) && g.weapon.range >= req.distance,
    counterModels: 0,
    inflictedCap: 0,
  };
}

export const shotOutcome = (plan: ShotPlan, v: StrikeValue): ShotOutcome => ({ strike: strikeOutcome('attacker', 'shot', v), unmodelled: plan.unmodelled });

export function shotOdds(plan: ShotPlan): AttackOdds {
  const start = stateOf(plan.target);
  const spec = strikeSpec(plan.setup, stateOf(plan.attacker), start);
  const dist = odds(plan.program);
  return { ...attackOdds(dist, start, (v) => v.target, expectedWounds(spec), spec.groups.map(hitChance)), expectedHits: expectedHits(spec) };
}

/** `?defense=all`: the same shot against every Defense value from 2+ to 6+ (a joined hero's too). */
export function shotOddsByDefense(req: ShotRequest, catalog: AofCatalog): DefenseTable {
  const base = planShot(req, catalog);
  const byDefense = [];
  for (let defense = STAT_MIN; defense <= STAT_MAX; defense++) {
    const target: Unit = { ...base.target, defense, hero: base.target.hero && { ...base.target.hero, defense } };
    const setup = { ...base.setup, target };
    const program = call(strikeProgram(setup, { attacker: base.attacker.name, target: target.name }), { attacker: stateOf(base.attacker), target: stateOf(target) });
    byDefense.push({ defense, odds: shotOdds({ ...base, target, setup, program }) });
  }
  return { byDefense };
}

// ---------------------------------------------------------------------------------------------
// Melee
// ---------------------------------------------------------------------------------------------

interface MeleeKey {
  readonly attacker: UnitState;
  readonly defender: UnitState;
  /**
   * The sign of the attacker's score minus the defender's (wounds inflicted plus Fear, ruling
   * aof-skirmish/melee-winner): 1, 0 (a draw) or -1. That is all the odds read of the scores (who
   * wins); the exact totals travel in the trace (each strike's `wounds`), for the outcome.
   */
  readonly margin: -1 | 0 | 1;
}
export type MeleeValue = Traced<MeleeKey, readonly StrikeOutcome[]>;

export interface MeleePlan {
  readonly program: Program<MeleeValue>;
  readonly attacker: Unit;
  readonly defender: Unit;
  readonly strikeBack: boolean;
  readonly rulings: readonly string[];
  readonly unmodelled: readonly string[];
  readonly hitPerAttack: { readonly attacker: readonly number[]; readonly defender: readonly number[] };
  /** The counted odds (memoized): the end states and the wounds each side inflicts on average. */
  readonly counted: () => CountedMelee;
}

interface CountedMelee {
  readonly dist: Dist<MeleeValue>;
  readonly expected: { readonly attacker: number; readonly defender: number };
}

/** Fear(X) of a unit with `state` standing: X per model with the rule (ruling aof-skirmish/melee-winner). */
export function fearOf(unit: Unit, state: UnitState): number {
  if (state.destroyed) return 0;
  const heroAlive = unit.hero ? 1 : 0;
  const fear = (rules: Unit['rules']): number => {
    const x = ratingOf(rules, 'fear');
    return x === undefined ? 0 : (RULE_HANDLERS.fear?.fear?.(x) ?? 0);
  };
  return fear(unit.rules) * (state.modelsLeft - heroAlive) + (unit.hero ? fear(unit.hero.rules) : 0);
}

/**
 * `defenderDefense`: the defender's Defense (and a joined hero's) replaced, for `?defense=all`;
 * the melee is otherwise the request's.
 */
export function planMelee(req: MeleeRequest, catalog: AofCatalog, defenderDefense?: number): MeleePlan {
  const attacker = resolveUnit(req.attacker, 'attacker', catalog);
  const resolved = resolveUnit(req.defender, 'defender', catalog);
  const defender: Unit =
    defenderDefense === undefined ? resolved : { ...resolved, defense: defenderDefense, hero: resolved.hero && { ...resolved.hero, defense: defenderDefense } };
  if (attacker.stunned) throw violation('attacker.stunned', msg('error.stunned-idle', { unit: attacker.name }));
  for (const [u, path] of [[attacker, 'attacker'], [defender, 'defender']] as const) {
    u.groups.forEach((g) => {
      if (req[path].weapons !== undefined && !isMelee(g)) throw violation(g.path, msg('error.ranged-in-melee', { weapon: g.weapon.name }));
    });
  }
  const strikeBack = req.strikeBack !== false;
  const s = meleeSetups(attacker, defender, strikeBack);
  const { att0, def0, hasCounter } = s;
  const strikes: MeleeStrikes = {
    attacker,
    defender,
    strikeBack,
    hasCounter,
    counter: strikeProgram(s.counter, { attacker: defender.name, target: attacker.name }),
    charge: strikeProgram(s.charge, { attacker: attacker.name, target: defender.name }),
    back: strikeProgram(s.back, { attacker: defender.name, target: attacker.name }),
  };
  const table = meleeTable(strikes, traced({ attacker: att0, defender: def0, lead: 0 }, []));
  let memo: CountedMelee | undefined;
  const counted_ = (): CountedMelee =>
    (memo ??= countMelee({
      att0,
      def0,
      lead: s.lead,
      fear: (a, d) => fearOf(attacker, a) - fearOf(defender, d),
      counter: hasCounter ? s.counter : undefined,
      charge: s.charge,
      back: strikeBack ? s.back : undefined,
    }));
  const program = counted(table, () => counted_().dist);

  const specAt = (setup: StrikeSetup, a: UnitState, t: UnitState) => strikeSpec(setup, a, t).groups.map(hitChance);
  return {
    program,
    attacker,
    defender,
    strikeBack,
    rulings: ['aof-skirmish/natural-rolls', 'aof-skirmish/group-wounds', 'aof-skirmish/wound-roll', 'aof-skirmish/melee-winner', 'aof-skirmish/casualty-order', ...heroRulings([attacker, defender])],
    unmodelled: unmodelled([attacker, defender], 'melee'),
    hitPerAttack: {
      attacker: specAt(s.charge, att0, def0),
      defender: strikeBack ? [...(hasCounter ? specAt(s.counter, def0, att0) : []), ...specAt(s.back, def0, att0)] : [],
    },
    counted: counted_,
  };
}

/** A melee's three strikes as set up once its caps are checked, with the units at its start. */
interface MeleeSetups {
  readonly att0: UnitState;
  readonly def0: UnitState;
  readonly hasCounter: boolean;
  /** One more than the most Fear could swing. */
  readonly lead: number;
  readonly counter: StrikeSetup;
  readonly charge: StrikeSetup;
  readonly back: StrikeSetup;
}

const counterWeapons = (g: WeaponGroup): boolean => isMelee(g) && isCounter(g);
const backWeapons = (g: WeaponGroup): boolean => isMelee(g) && !isCounter(g);

/**
 * A melee strike's setup, written out in StrikeSetup's order, not spread from a shared base:
 * strikeSpec reads setups on the odds' hot path (see hot copies in core/state.ts).
 */
const meleeSetup = (kind: StrikeKind, striker: Unit, struck: Unit, weapons: (g: WeaponGroup) => boolean, counter: number, inflictedCap: number): StrikeSetup => ({
  kind,
  attacker: striker,
  target: struck,
  distance: null,
  moved: false,
  cover: 'none',
  weapons,
  counterModels: counter,
  inflictedCap,
});

/** The melee's caps checked (limits.ts), then each strike's setup with the wounds its key counts up to. */
function meleeSetups(attacker: Unit, defender: Unit, strikeBack: boolean): MeleeSetups {
  const counterModels = groupModels(defender, defender.modelsLeft).reduce((n, m, i) => n + (isMelee(defender.groups[i]) && isCounter(defender.groups[i]) ? m : 0), 0);
  const att0 = stateOf(attacker);
  const def0 = stateOf(defender);
  const hasCounter = strikeBack && counterModels > 0;
  const uncapped = {
    counter: meleeSetup('counter', defender, attacker, counterWeapons, 0, Infinity),
    charge: meleeSetup('charge', attacker, defender, isMelee, counterModels, Infinity),
    back: meleeSetup('strike-back', defender, attacker, backWeapons, 0, Infinity),
  };
  checkDice(uncapped.charge, att0, def0, 'attacker.weapons');
  checkDice(uncapped.back, def0, att0, 'defender.weapons');
  // The Counter strike is an attack of its own: its dice count against the same cap.
  if (hasCounter) checkDice(uncapped.counter, def0, att0, 'defender.weapons');
  // The melee caps (limits.ts): what a melee's exact odds cost grows with the models on each side,
  // the hits each strike can score, and, after a Counter strike, with both sides at once.
  cap(att0.modelsLeft, AOF_LIMITS.meleeModels, 'attacker.models', 'cap.melee-models');
  cap(def0.modelsLeft, AOF_LIMITS.meleeModels, 'defender.models', 'cap.melee-models');
  const hits = {
    charge: mostHits(strikeSpec(uncapped.charge, att0, def0)),
    counter: hasCounter ? mostHits(strikeSpec(uncapped.counter, def0, att0)) : 0,
    back: strikeBack ? mostHits(strikeSpec(uncapped.back, def0, att0)) : 0,
  };
  cap(hits.charge, AOF_LIMITS.meleeHits, 'attacker.weapons', 'cap.melee-hits');
  cap(Math.max(hits.counter, hits.back), AOF_LIMITS.meleeHits, 'defender.weapons', 'cap.melee-hits');
  if (hasCounter) cap(hits.charge + hits.counter + hits.back, AOF_LIMITS.counterMeleeHits, 'defender.weapons', 'cap.counter-melee-hits');
  // Who wins reads the wounds each side inflicted plus Fear, which only falls as models go: past
  // one more than the most Fear could swing, the winner is known (ruling aof-skirmish/melee-winner).
  // Each strike's wounds count up to what the other side could still answer, and no further.
  const lead = fearOf(attacker, att0) + fearOf(defender, def0) + 1;
  const mostByAttacker = mostWounds(strikeSpec(uncapped.charge, att0, def0));
  const mostByDefender = (hasCounter ? mostWounds(strikeSpec(uncapped.counter, def0, att0)) : 0) + (strikeBack ? mostWounds(strikeSpec(uncapped.back, def0, att0)) : 0);
  return {
    att0,
    def0,
    hasCounter,
    lead,
    counter: meleeSetup('counter', defender, attacker, counterWeapons, 0, mostByAttacker + lead),
    charge: meleeSetup('charge', attacker, defender, isMelee, counterModels, mostByDefender + lead),
    back: meleeSetup('strike-back', defender, attacker, backWeapons, 0, mostByAttacker + lead),
  };
}

/** The table's strikes (one program per strike, shared by every state) and what decides whether each is played. */
interface MeleeStrikes {
  readonly attacker: Unit;
  readonly defender: Unit;
  readonly strikeBack: boolean;
  readonly hasCounter: boolean;
  readonly counter: (arg: { attacker: UnitState; target: UnitState }) => Program<StrikeValue>;
  readonly charge: (arg: { attacker: UnitState; target: UnitState }) => Program<StrikeValue>;
  readonly back: (arg: { attacker: UnitState; target: UnitState }) => Program<StrikeValue>;
}

/** Between strikes: the units and the wounds the attacker inflicted minus those it suffered. */
type Running = Traced<{ readonly attacker: UnitState; readonly defender: UnitState; readonly lead: number }, readonly StrikeOutcome[]>;

/** The melee as the table plays it: the Counter strike, the charge, the strike back, then who won. */
const meleeTable = (t: MeleeStrikes, start: Running): Program<MeleeValue> =>
  chain(counterFirst(t, start), (a) => chain(chargeStrike(t, a), (b) => chain(strikeBackStrike(t, b), (m) => settleMelee(t, m))));

/** A strike folded into the melee's state. */
function foldStrike(m: Running, by: 'attacker' | 'defender', kind: StrikeOutcome['kind'], v: StrikeValue): Running {
  const onDefender = by === 'attacker';
  return traced(
    {
      attacker: onDefender ? m.attacker : v.target,
      defender: onDefender ? v.target : m.defender,
      lead: m.lead + (onDefender ? v.inflicted : -v.inflicted),
    },
    [...traceOf(m), strikeOutcome(by, kind, v)],
  );
}

/** Counter: the defender's models with it strike first (ruling aof-skirmish/counter-impact). */
const counterFirst = (t: MeleeStrikes, m: Running): Program<Running> =>
  t.hasCounter
    ? emit({ rule: 'aof-skirmish/special/counter', summary: msg('step.counter-first', { unit: t.defender.name }), result: msg('effect.counter'), rulings: ['aof-skirmish/counter-impact'] }, () =>
        chain(call(t.counter, { attacker: m.defender, target: m.attacker }), (v) => pure(foldStrike(m, 'defender', 'counter', v))),
      )
    : pure(m);

/** The charge, unless the Counter strike destroyed the charger. */
const chargeStrike = (t: MeleeStrikes, m: Running): Program<Running> =>
  m.attacker.destroyed
    ? pure(m)
    : emit({ rule: 'aof-skirmish/melee/charge', summary: msg('step.charge', { unit: t.attacker.name, target: t.defender.name }), result: msg('result.strikes') }, () =>
        chain(call(t.charge, { attacker: m.attacker, target: m.defender }), (v) => pure(foldStrike(m, 'attacker', 'charge', v))),
      );

/** The strike back, when asked for and both units still stand. */
const strikeBackStrike = (t: MeleeStrikes, m: Running): Program<Running> =>
  !t.strikeBack || m.defender.destroyed || m.attacker.destroyed
    ? pure(m)
    : emit({ rule: 'aof-skirmish/melee/strike-back', summary: msg('step.strike-back', { unit: t.defender.name }), result: msg('result.strikes') }, () =>
        chain(call(t.back, { attacker: m.defender, target: m.attacker }), (v) => pure(foldStrike(m, 'defender', 'strike-back', v))),
      );

/** Who won: the sign of the lead plus the attacker's Fear minus the defender's (ruling aof-skirmish/melee-winner). */
const settleMelee = (t: MeleeStrikes, m: Running): Program<MeleeValue> =>
  pure(traced({ attacker: m.attacker, defender: m.defender, margin: Math.sign(m.lead + fearOf(t.attacker, m.attacker) - fearOf(t.defender, m.defender)) as MeleeKey['margin'] }, traceOf(m)));

export function meleeOutcome(plan: MeleePlan, v: MeleeValue): MeleeOutcome {
  const inflicted = (by: StrikeOutcome['by']): number => traceOf(v).reduce((n, s) => n + (s.by === by ? s.wounds : 0), 0);
  const score = {
    attacker: inflicted('attacker') + fearOf(plan.attacker, v.attacker),
    defender: inflicted('defender') + fearOf(plan.defender, v.defender),
  };
  const struckBack = traceOf(v).some((s) => s.by === 'defender');
  return {
    strikes: traceOf(v),
    score,
    winner: score.attacker > score.defender ? 'attacker' : score.defender > score.attacker ? 'defender' : 'draw',
    attacker: v.attacker,
    defender: v.defender,
    fatigued: { attacker: !v.attacker.destroyed, defender: !v.defender.destroyed && (plan.defender.fatigued || struckBack) },
    afterwards: v.attacker.destroyed || v.defender.destroyed ? 'consolidate' : 'separate',
    unmodelled: plan.unmodelled,
  };
}

/** Who wins from the settled margin (ruling aof-skirmish/melee-winner). */
const winnerOf = (m: MeleeKey): MeleeOutcome['winner'] => (m.margin > 0 ? 'attacker' : m.margin < 0 ? 'defender' : 'draw');

/** `?defense=all`: the same melee against every Defense of the defender from 2+ to 6+ (a joined hero's too). */
export function meleeOddsByDefense(req: MeleeRequest, catalog: AofCatalog): MeleeDefenseTable {
  const byDefense = [];
  for (let defense = STAT_MIN; defense <= STAT_MAX; defense++) byDefense.push({ defense, odds: meleeOdds(planMelee(req, catalog, defense)) });
  return { byDefense };
}

export function meleeOdds(plan: MeleePlan): MeleeOdds {
  const dist = odds(plan.program);
  const { expected } = plan.counted();
  const winner = { attacker: 0, defender: 0, draw: 0 };
  for (const { value, p } of dist) winner[winnerOf(value)] += p;
  return {
    // `attacker`: what the attacker's own unit suffers; `defender`: what the defender suffers.
    attacker: attackOdds(dist, stateOf(plan.attacker), (v) => v.attacker, expected.defender, plan.hitPerAttack.defender),
    defender: attackOdds(dist, stateOf(plan.defender), (v) => v.defender, expected.attacker, plan.hitPerAttack.attacker),
    winner,
  };
}

/** The most wounds a strike could inflict: every die hits and every hit wounds (Deadly multiplied). */
function mostWounds(spec: StrikeSpec): number {
  return spec.groups.reduce((n, g) => n + g.dice * g.blast * (1 + g.extra) * spec.kinds[g.hitKind].deadly, 0);
}

/**
 * The melee's odds counted stage by stage (the Counter strike, the charge, the strike back), each
 * strike's ends counted once per distinct pair of units (`strikeEnds`) and folded into the melee's
 * states with the same conditions as the table; the wounds each side inflicts on average are summed
 * by linearity (each strike's own expectation, `expectedWounds`). A state is a pair of units with
 * the distribution of the lead (wounds inflicted minus suffered) over the values it can take (a
 * sparse list: Deadly leaves gaps). Between strikes the lead is kept within what the strikes still
 * to come and Fear could not bring back to a draw (`lead` past Fear's reach): beyond, the winner is
 * known. The last strike is not convolved: for each of its totals, the odds that the lead so far
 * puts the margin above, at or below zero are read from the lead's cumulative sums, which is all
 * the key keeps (the margin's sign). Units are numbered as they appear.
 */
function countMelee(m: MeleeCountInput): CountedMelee {
  const counter = new StrikeCounter();
  const count: MeleeCount = { m, counter, gather: new SparseGather(), units: counter.units, settled: new Map(), expected: { attacker: 0, defender: 0 } };
  let states: LeadState[] = [{ a: counter.id(m.att0), d: counter.id(m.def0), lead: { v: [0], p: [1] } }];
  let attackerToCome = mostOf(m, m.charge);
  let defenderToCome = mostOf(m, m.counter) + mostOf(m, m.back);
  const stages = (
    [
      { setup: m.counter, by: 'defender', applies: () => true },
      { setup: m.charge, by: 'attacker', applies: (a: UnitState) => !a.destroyed },
      { setup: m.back, by: 'defender', applies: (a: UnitState, d: UnitState) => !a.destroyed && !d.destroyed },
    ] as const
  ).filter((s) => s.setup !== undefined);

  stages.forEach(({ setup, by, applies }, index) => {
    if (!setup) return;
    if (by === 'attacker') attackerToCome -= mostOf(m, setup);
    else defenderToCome -= mostOf(m, setup);
    const stage: StrikeStage = {
      index,
      setup,
      by,
      applies,
      final: index === stages.length - 1,
      sign: by === 'attacker' ? 1 : -1,
      // Leads past these no strike to come and no Fear can bring back to a draw.
      lo: -(m.lead + attackerToCome),
      hi: m.lead + defenderToCome,
      ends: new Map(),
      specs: new Map(),
      reach: targetModelsRead(setup.attacker),
      into: new Map(),
      none: { v: [0], p: [1] },
    };
    for (const s of states) countStrikeFrom(count, stage, s);
    if (!stage.final) states = gatherLeads(count, stage);
  });
  return meleeDist(count);
}

/** What `countMelee` reads: the units at the start, the reach of the lead, Fear, the strikes' setups. */
interface MeleeCountInput {
  readonly att0: UnitState;
  readonly def0: UnitState;
  /** One more than the most Fear could swing. */
  readonly lead: number;
  /** Fear of the attacker minus Fear of the defender, for the units left. */
  readonly fear: (a: UnitState, d: UnitState) => number;
  readonly counter?: StrikeSetup;
  readonly charge: StrikeSetup;
  readonly back?: StrikeSetup;
}

/** What the count keeps across its stages: units numbered as they appear, and the margins settled so far. */
interface MeleeCount {
  readonly m: MeleeCountInput;
  readonly counter: StrikeCounter;
  readonly gather: SparseGather;
  readonly units: readonly UnitState[];
  /** P(margin < 0), P(= 0), P(> 0) per pair of units at the end, keyed pair x 3 + margin + 1. */
  readonly settled: Map<number, number>;
  readonly expected: { attacker: number; defender: number };
}

/** A pair of units (numbered by the count's `StrikeCounter`) with the distribution of the lead. */
interface LeadState {
  readonly a: number;
  readonly d: number;
  readonly lead: Sparse;
}

/** A strike's ends from one pair of units: its expected wounds, and per unit struck the distribution of its totals. */
interface StrikeEndsFrom {
  readonly expected: number;
  readonly byTarget: ReadonlyMap<number, Sparse>;
}

/** One strike of the melee counted over every state before it. */
interface StrikeStage {
  /** Among the strikes the melee has (names the spec's wounds in the counter's memo). */
  readonly index: number;
  readonly setup: StrikeSetup;
  readonly by: 'attacker' | 'defender';
  readonly applies: (a: UnitState, d: UnitState) => boolean;
  /** The last strike: its ends are settled, not folded into leads. */
  readonly final: boolean;
  readonly sign: 1 | -1;
  readonly lo: number;
  readonly hi: number;
  /** Ends per pair (striker's models and stun, unit struck). */
  readonly ends: Map<number, StrikeEndsFrom>;
  /**
   * A strike's spec reads of the units only the models left (the target's up to what it can tell
   * apart) and the striker's stun: one per such pair.
   */
  readonly specs: Map<string, { readonly spec: StrikeSpec; readonly expected: number }>;
  readonly reach: number;
  /** Leads (with the strike's totals) that end in each pair of units, for the next stage. */
  readonly into: Map<number, { a: number; d: number; parts: { lead: Sparse; inflicted: Sparse }[] }>;
  readonly none: Sparse;
}

const pairOf = (a: number, d: number): number => a * 65536 + d;

/** The most wounds a strike of the melee could inflict, from the units at the start; 0 for a strike it does not have. */
const mostOf = (m: MeleeCountInput, setup: StrikeSetup | undefined): number =>
  setup ? mostWounds(strikeSpec(setup, setup === m.charge ? m.att0 : m.def0, setup === m.charge ? m.def0 : m.att0)) : 0;

function settleMargin(count: MeleeCount, a: number, d: number, margin: number, p: number): void {
  if (p <= 0) return;
  const k = pairOf(a, d) * 3 + margin + 1;
  count.settled.set(k, (count.settled.get(k) ?? 0) + p);
}

/** A state no strike changes any more: its lead plus Fear split by sign. */
function settleLead(count: MeleeCount, s: LeadState): void {
  const f = count.m.fear(count.units[s.a], count.units[s.d]);
  const mass = [0, 0, 0];
  for (let i = 0; i < s.lead.v.length; i++) mass[Math.sign(s.lead.v[i] + f) + 1] += s.lead.p[i];
  mass.forEach((p, i) => settleMargin(count, s.a, s.d, i - 1, p));
}

function addLead(stage: StrikeStage, a: number, d: number, lead: Sparse, inflicted: Sparse): void {
  const key = pairOf(a, d);
  let b = stage.into.get(key);
  if (!b) stage.into.set(key, (b = { a, d, parts: [] }));
  b.parts.push({ lead, inflicted });
}

/** The stage's strike from one state: passed on when it does not apply, else its ends folded in or settled. */
function countStrikeFrom(count: MeleeCount, stage: StrikeStage, s: LeadState): void {
  const { units } = count;
  if (!stage.applies(units[s.a], units[s.d])) {
    if (stage.final) settleLead(count, s);
    else addLead(stage, s.a, s.d, s.lead, stage.none);
    return;
  }
  const attacking = stage.by === 'attacker';
  const e = strikeEndsFrom(count, stage, attacking ? s.a : s.d, attacking ? s.d : s.a);
  spend(stepsUnits(s.lead.p.length, WORK.leads));
  let mass = 0;
  for (const p of s.lead.p) mass += p;
  count.expected[stage.by] += mass * e.expected;
  if (stage.final) return settleLastStrike(count, stage, s, e);
  for (const [t, inflicted] of e.byTarget) {
    if (attacking) addLead(stage, s.a, t, s.lead, inflicted);
    else addLead(stage, t, s.d, s.lead, inflicted);
  }
}

/** The strike's ends from `from` on `to`, counted once per striker's models and stun and unit struck. */
function strikeEndsFrom(count: MeleeCount, stage: StrikeStage, from: number, to: number): StrikeEndsFrom {
  const { units } = count;
  // A strike reads of its striker only the models left and whether they are stunned (fatigue),
  // never the markers on its last model: strikers that differ only there share their ends.
  const striker = units[from].modelsLeft * 2 + (units[from].stunned ? 1 : 0);
  let e = stage.ends.get(pairOf(striker, to));
  if (!e) {
    const specKey = `${stage.index}|${units[from].modelsLeft}|${units[from].stunned}|${units[to].modelsLeft}`;
    const built = `${units[from].modelsLeft}|${units[from].stunned}|${Math.min(units[to].modelsLeft, stage.reach)}`;
    let made = stage.specs.get(built);
    if (!made) {
      const spec = strikeSpec(stage.setup, units[from], units[to]);
      stage.specs.set(built, (made = { spec, expected: expectedWounds(spec) }));
    }
    e = { expected: made.expected, byTarget: strikeEnds(made.spec, units[to], stage.setup.inflictedCap, count.counter, count.gather, specKey) };
    stage.ends.set(pairOf(striker, to), e);
  }
  return e;
}

/**
 * The last strike from one state, not convolved: the margin is lead + sign x inflicted + Fear, so
 * for each total, P(lead below, at, above -(sign x inflicted + Fear)) from the lead's cumulative
 * sums (binary search).
 */
function settleLastStrike(count: MeleeCount, stage: StrikeStage, s: LeadState, e: StrikeEndsFrom): void {
  const { v, p } = s.lead;
  const cum = new Array<number>(v.length + 1);
  cum[0] = 0;
  for (let i = 0; i < v.length; i++) cum[i + 1] = cum[i] + p[i];
  const search = Math.ceil(Math.log2(v.length + 1));
  for (const [t, inflicted] of e.byTarget) {
    spend(stepsUnits(inflicted.v.length * search, WORK.searches));
    const [a, d] = stage.by === 'attacker' ? [s.a, t] : [t, s.d];
    const f = count.m.fear(count.units[a], count.units[d]);
    const mass3 = [0, 0, 0];
    for (let j = 0; j < inflicted.v.length; j++) {
      const at = -(stage.sign * inflicted.v[j] + f);
      let l = 0;
      let r = v.length;
      while (l < r) {
        const mid = (l + r) >> 1;
        if (v[mid] < at) l = mid + 1;
        else r = mid;
      }
      const upTo = l < v.length && v[l] === at ? l + 1 : l;
      const q = inflicted.p[j];
      mass3[0] += q * cum[l];
      mass3[1] += q * (cum[upTo] - cum[l]);
      mass3[2] += q * (cum[v.length] - cum[upTo]);
    }
    mass3.forEach((p3, i) => settleMargin(count, a, d, i - 1, p3));
  }
}

/** The next stage's states: per pair of units, every lead plus (or minus) the strike's totals, kept within lo..hi. */
function gatherLeads(count: MeleeCount, stage: StrikeStage): LeadState[] {
  const { gather } = count;
  const { lo, hi, sign } = stage;
  const states: LeadState[] = [];
  for (const { a, d, parts } of stage.into.values()) {
    gather.begin(lo, hi);
    for (const { lead, inflicted } of parts) {
      spend(stepsUnits(lead.v.length * inflicted.v.length, WORK.leads));
      for (let i = 0; i < lead.v.length; i++) {
        const pl = lead.p[i];
        for (let j = 0; j < inflicted.v.length; j++) gather.add(Math.max(lo, Math.min(hi, lead.v[i] + sign * inflicted.v[j])), pl * inflicted.p[j]);
      }
    }
    states.push({ a, d, lead: gather.end() });
  }
  return states;
}

/** The final outcome: each pair of units at the end with each margin, an entry of the distribution. */
function meleeDist(count: MeleeCount): CountedMelee {
  const { units } = count;
  const dist = new DistBuilder<MeleeValue>(stateKey);
  spend(count.settled.size * WORK.keyed);
  for (const [k, p] of count.settled) {
    const pair = Math.floor(k / 3);
    const margin = (k - pair * 3 - 1) as MeleeKey['margin'];
    dist.add(traced({ attacker: units[Math.floor(pair / 65536)], defender: units[pair % 65536], margin }, []), p);
  }
  return { dist: dist.build(), expected: count.expected };
}
