import { Dist } from '../core/dist';
import { violation } from '../core/errors';
import { call, chain, emit, emitAll, odds, Program, pure } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, StepDraft } from '../core/types';
import { expectedHits, expectedWounds, groupModels, hitChance, StrikeSetup, strikeProgram, strikeSpec, StrikeValue } from './attack';
import { AofCatalog, hasRule, ratingOf, STAT_MAX, STAT_MIN } from './model';
import { AttackOdds, DefenseTable, MeleeOdds, MeleeOutcome, ShotOutcome, StrikeOutcome, UnitState } from './outcomes';
import { MeleeRequest, ShotRequest } from './requests';
import { RULE_HANDLERS } from './rules';
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
function attackOdds<V>(dist: Dist<V>, start: UnitState, read: (v: V) => { target: UnitState; inflicted: number }, hitPerAttack: readonly number[]): AttackOdds {
  const removed = new Array<number>(start.modelsLeft + 1).fill(0);
  const last: number[] = [];
  let stunned = 0;
  let destroyed = 0;
  let wounds = 0;
  for (const { value, p } of dist) {
    const r = read(value);
    removed[start.modelsLeft - r.target.modelsLeft] += p;
    wounds += p * r.inflicted;
    if (r.target.destroyed) destroyed += p;
    else {
      while (last.length <= r.target.wounds) last.push(0);
      last[r.target.wounds] += p;
      if (r.target.stunned) stunned += p;
    }
  }
  return {
    hitPerAttack,
    expectedWounds: wounds,
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
  };
}

export const shotOutcome = (plan: ShotPlan, v: StrikeValue): ShotOutcome => ({ strike: strikeOutcome('attacker', 'shot', v), unmodelled: plan.unmodelled });

export function shotOdds(plan: ShotPlan): AttackOdds {
  const start = stateOf(plan.target);
  const spec = strikeSpec(plan.setup, stateOf(plan.attacker), start);
  const dist = odds(plan.program);
  return { ...attackOdds(dist, start, (v) => v, spec.groups.map(hitChance)), expectedHits: expectedHits(spec), expectedWounds: expectedWounds(spec) };
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
  /** Wounds inflicted by each side. */
  readonly inflicted: { readonly attacker: number; readonly defender: number };
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

export function planMelee(req: MeleeRequest, catalog: AofCatalog): MeleePlan {
  const attacker = resolveUnit(req.attacker, 'attacker', catalog);
  const defender = resolveUnit(req.defender, 'defender', catalog);
  if (attacker.stunned) throw violation('attacker.stunned', msg('error.stunned-idle', { unit: attacker.name }));
  for (const [u, path] of [[attacker, 'attacker'], [defender, 'defender']] as const) {
    u.groups.forEach((g) => {
      if (req[path].weapons !== undefined && !isMelee(g)) throw violation(g.path, msg('error.ranged-in-melee', { weapon: g.weapon.name }));
    });
  }
  const strikeBack = req.strikeBack !== false;
  const counterModels = groupModels(defender, defender.modelsLeft).reduce((n, m, i) => n + (isMelee(defender.groups[i]) && isCounter(defender.groups[i]) ? m : 0), 0);
  const names = { attacker: attacker.name, target: defender.name };
  const back = { attacker: defender.name, target: attacker.name };
  const base = { distance: null, moved: false, cover: 'none' as const };
  const counterSetup: StrikeSetup = { ...base, kind: 'counter', attacker: defender, target: attacker, weapons: (g) => isMelee(g) && isCounter(g), counterModels: 0 };
  const chargeSetup: StrikeSetup = { ...base, kind: 'charge', attacker, target: defender, weapons: isMelee, counterModels };
  const backSetup: StrikeSetup = { ...base, kind: 'strike-back', attacker: defender, target: attacker, weapons: (g) => isMelee(g) && !isCounter(g), counterModels: 0 };
  const att0 = stateOf(attacker);
  const def0 = stateOf(defender);
  checkDice(chargeSetup, att0, def0, 'attacker.weapons');
  checkDice(backSetup, def0, att0, 'defender.weapons');
  const hasCounter = strikeBack && counterModels > 0;
  const counterStrike = strikeProgram(counterSetup, back);
  const charge = strikeProgram(chargeSetup, names);
  const strikeBackFn = strikeProgram(backSetup, back);

  const start: MeleeValue = traced({ attacker: att0, defender: def0, inflicted: { attacker: 0, defender: 0 }}, []);
  /** A strike folded into the melee's state. */
  const fold = (m: MeleeValue, by: 'attacker' | 'defender', kind: StrikeOutcome['kind'], v: StrikeValue): MeleeValue => {
    const onDefender = by === 'attacker';
    return traced(
      {
        attacker: onDefender ? m.attacker : v.target,
        defender: onDefender ? v.target : m.defender,
        inflicted: { attacker: m.inflicted.attacker + (onDefender ? v.inflicted : 0), defender: m.inflicted.defender + (onDefender ? 0 : v.inflicted) },
      },
      [...traceOf(m), strikeOutcome(by, kind, v)],
    );
  };
  const counterStep = (m: MeleeValue): Program<MeleeValue> =>
    hasCounter
      ? emit({ rule: 'aof-skirmish/special/counter', summary: msg('step.counter-first', { unit: defender.name }), result: msg('effect.counter'), rulings: ['aof-skirmish/counter-impact'] }, () =>
          chain(call(counterStrike, { attacker: m.defender, target: m.attacker }), (v) => pure(fold(m, 'defender', 'counter', v))),
        )
      : pure(m);
  const chargeStep = (m: MeleeValue): Program<MeleeValue> =>
    m.attacker.destroyed
      ? pure(m)
      : emit({ rule: 'aof-skirmish/melee/charge', summary: msg('step.charge', { unit: attacker.name, target: defender.name }), result: msg('result.strikes') }, () =>
          chain(call(charge, { attacker: m.attacker, target: m.defender }), (v) => pure(fold(m, 'attacker', 'charge', v))),
        );
  const backStep = (m: MeleeValue): Program<MeleeValue> =>
    !strikeBack || m.defender.destroyed || m.attacker.destroyed
      ? pure(m)
      : emit({ rule: 'aof-skirmish/melee/strike-back', summary: msg('step.strike-back', { unit: defender.name }), result: msg('result.strikes') }, () =>
          chain(call(strikeBackFn, { attacker: m.defender, target: m.attacker }), (v) => pure(fold(m, 'defender', 'strike-back', v))),
        );
  const program = chain(counterStep(start), (a) => chain(chargeStep(a), backStep));

  const specAt = (setup: StrikeSetup, a: UnitState, t: UnitState) => strikeSpec(setup, a, t).groups.map(hitChance);
  return {
    program,
    attacker,
    defender,
    strikeBack,
    rulings: ['aof-skirmish/natural-rolls', 'aof-skirmish/group-wounds', 'aof-skirmish/wound-roll', 'aof-skirmish/melee-winner', 'aof-skirmish/casualty-order', ...heroRulings([attacker, defender])],
    unmodelled: unmodelled([attacker, defender], 'melee'),
    hitPerAttack: {
      attacker: specAt(chargeSetup, att0, def0),
      defender: strikeBack ? [...(hasCounter ? specAt(counterSetup, def0, att0) : []), ...specAt(backSetup, def0, att0)] : [],
    },
  };
}

export function meleeOutcome(plan: MeleePlan, v: MeleeValue): MeleeOutcome {
  const score = {
    attacker: v.inflicted.attacker + fearOf(plan.attacker, v.attacker),
    defender: v.inflicted.defender + fearOf(plan.defender, v.defender),
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

export function meleeOdds(plan: MeleePlan): MeleeOdds {
  const dist = odds(plan.program);
  const winner = { attacker: 0, defender: 0, draw: 0 };
  for (const { value, p } of dist) winner[meleeOutcome(plan, traced(value, [])).winner] += p;
  return {
    // `attacker`: what the attacker's own unit suffers; `defender`: what the defender suffers.
    attacker: attackOdds(dist, stateOf(plan.attacker), (v) => ({ target: v.attacker, inflicted: v.inflicted.defender }), plan.hitPerAttack.defender),
    defender: attackOdds(dist, stateOf(plan.defender), (v) => ({ target: v.defender, inflicted: v.inflicted.attacker }), plan.hitPerAttack.attacker),
    winner,
  };
}
