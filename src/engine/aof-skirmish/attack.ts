import { spend } from '../core/cost';
import { Dist, DistBuilder } from '../core/dist';
import { testResult } from '../core/primitives';
import { call, chain, counted, emit, emitAll, Program, pool, PoolCounts, pure } from '../core/program';
import { stateKey, traced, Traced, traceOf } from '../core/state';
import { Msg, msg, StepDraft, Text } from '../core/types';
import { Rule } from './model';
import { UnitState } from './outcomes';
import { regenerates, RULE_HANDLERS, shapeAttack, Situation, StrikeKind, toHitModifier, toughOf } from './rules';
import { defenseOf, lastModelRules, Unit, unitRules, WeaponGroup } from './units';
import { allocate, DESTROYED, outOfActionNeed, stunnedUnit, woundRoll } from './wounds';

/**
 * One unit's attack on another, as a Program: the to-hit pool of each dice group (models x
 * attacks of one weapon), then per kind of hit (Deadly first) the Defense pool, Bane's rerolls and
 * the Regeneration pool, each kind's wounds assigned as they are known, then the last model's
 * wound-effects roll. Dice rolled together are pools (a multinomial over miss / hit / natural 6),
 * and every continuation is a `call` on a small state (hits per kind, the target's state), so the
 * odds merge equal states at every step.
 */

/** A group of dice rolled together to hit. */
export interface DiceGroup {
  readonly label: Msg;
  readonly dice: number;
  /** The number a die must reach before natural 1s and 6s (Quality minus modifiers). */
  readonly need: number;
  readonly onlySixes: boolean;
  /** Natural 6s are told apart (something triggers on them). */
  readonly sixes: boolean;
  readonly hitKind: number;
  readonly sixKind: number;
  /** Plain hits added per natural 6 (Surge, Furious, Relentless, the Sergeant). */
  readonly extra: number;
  readonly blast: number;
  /** Steps of the special rules that shaped it. */
  readonly notes: readonly StepDraft[];
}

/** What a hit is when the target rolls Defense: hits of one kind are rolled together. */
export interface HitKind {
  readonly ap: number;
  readonly cover: number;
  readonly bane: boolean;
  readonly regen: boolean;
  readonly deadly: number;
}

export interface StrikeSpec {
  readonly groups: readonly DiceGroup[];
  readonly kinds: readonly HitKind[];
  readonly defense: number;
  readonly tough: number;
}

/**
 * The part of a strike that decides what follows (odds merge on it). `inflicted` is kept only where
 * something depends on it (a melee's winner); a shot keys 0 there and reads its total from the
 * trace: as a key it multiplies the states for nothing (wasted wounds make it independent of the
 * target's state), and its expectation has a closed form (`expectedWounds`).
 */
export interface StrikeKey {
  readonly target: UnitState;
  readonly inflicted: number;
}

/** For the outcome and the text only: the odds never read it (expected hits are computed in closed form). */
export interface StrikeTrace {
  readonly attacks: number;
  /** Wounds inflicted, Deadly multiplied, wasted ones included. */
  readonly inflicted: number;
  readonly hits: number;
  readonly sixes: number;
  readonly blocked: number;
  readonly regenerated: number;
  readonly removed: number;
  readonly roll: number;
}

export type StrikeValue = Traced<StrikeKey, StrikeTrace>;

export interface StrikeSetup {
  readonly kind: StrikeKind;
  readonly attacker: Unit;
  readonly target: Unit;
  readonly distance: number | null;
  readonly moved: boolean;
  readonly cover: Situation['cover'];
  /** Which of the attacker's weapon groups take part. */
  readonly weapons: (g: WeaponGroup) => boolean;
  /** Charging with Impact: models with Counter in the target (each -1 on Impact rolls). */
  readonly counterModels: number;
  /**
   * The strike's key holds the wounds inflicted up to this many (more cannot change who wins a
   * melee); 0 in a shot, where nothing depends on them (the total travels in the trace).
   */
  readonly inflictedCap: number;
}

/** Models of each weapon group still able to attack (ruling aof-skirmish/casualty-order). */
export function groupModels(unit: Unit, modelsLeft: number): number[] {
  const unitModels = modelsLeft - (unit.hero && modelsLeft > 0 ? 1 : 0);
  let pool = unitModels;
  return unit.groups.map((g) => {
    if (g.hero) return modelsLeft > 0 ? 1 : 0;
    if (g.models === 'all') return unitModels;
    const n = Math.min(g.models, pool);
    pool -= n;
    return n;
  });
}

const toHitClassifiers = new Map<string, (face: number) => string>();
/** One classifier per distinct to-hit roll (hoisted: pools look it up per face). */
function toHitClassifier(need: number, onlySixes: boolean, sixes: boolean): (face: number) => string {
  const key = `${need}|${onlySixes}|${sixes}`;
  let c = toHitClassifiers.get(key);
  if (!c) {
    // Natural 6 always hits, natural 1 always misses (ruling aof-skirmish/natural-rolls).
    c = (face) => (face === 6 ? (sixes ? 'six' : 'hit') : face === 1 || onlySixes || face < need ? 'miss' : 'hit');
    toHitClassifiers.set(key, c);
  }
  return c;
}

const defenseClassifiers = new Map<string, (face: number) => string>();
function defenseClassifier(need: number, bane: boolean): (face: number) => string {
  const key = `${need}|${bane}`;
  let c = defenseClassifiers.get(key);
  if (!c) {
    c = (face) => (face === 6 ? (bane ? 'reroll' : 'block') : face === 1 || face < need ? 'wound' : 'block');
    defenseClassifiers.set(key, c);
  }
  return c;
}
/** A Regeneration die: 5+ ignores the wound (any attack's, dangerous terrain's, a fall's). */
export const regenerationClassifier = (face: number): string => (face >= 5 ? 'ignored' : 'wound');

/** A die's chance to reach `need` with natural 1s failing and 6s passing. */
export const chance = (need: number): number => Math.min(5, Math.max(1, 7 - need)) / 6;

export const needText = (need: number): string => `${Math.min(6, Math.max(2, need))}+`;

/**
 * Work units (core/cost.ts) of what a strike computes outside the generic interpreters: building a
 * spec (each group's rules run through every attack stage) and the counted odds' loops. A unit is
 * about 2 to 3 us of CPU here (docs/cost-model.md): one per this many steps of each loop.
 */
export const WORK = {
  /** A spec's fixed part, and each group's: its rules (unit, weapon and target) run stage by stage. */
  spec: 4,
  group: 2,
  rulesPerUnit: 1,
  /** Multiply-adds of a convolution of counts. */
  convolution: 250,
  /** Unit states merged while a strike's wounds are assigned (a map entry each). */
  merges: 20,
  /** Unit states numbered (a string key each) and ends gathered. */
  states: 6,
  gathered: 100,
  /** A melee's leads: sums of a lead and a strike's wounds gathered, leads read. */
  leads: 100,
  /** Steps of binary searches in a lead's cumulative sums (a melee's last strike). */
  searches: 50,
  /** An end of a strike or of a melee keyed into its distribution (a nested state serialized), beside the add itself. */
  keyed: 1,
} as const;

/** The units of `steps` steps of a loop that does `perUnit` of them a unit (at least one). */
export const stepsUnits = (steps: number, perUnit: number): number => 1 + Math.floor(steps / perUnit);

const kindKey = (k: HitKind): string => stateKey([k.ap, k.cover, k.bane, k.regen, k.deadly]);

/**
 * The most models of the target a strike's spec by `striker` tells apart: Blast caps each hit at the target's
 * models, and a joined hero left alone brings its own rules and Defense. Past this many, every
 * number of models builds the same spec.
 */
export function targetModelsRead(striker: Unit): number {
  const blast = (rules: readonly Rule[]): number => rules.reduce((n, r) => (RULE_HANDLERS[r.id]?.attack?.hits ? Math.max(n, r.rating ?? 1) : n), 0);
  const owners = [striker.rules, ...(striker.hero ? [striker.hero.rules] : [])];
  return Math.max(2, ...owners.map(blast), ...striker.groups.map((g) => blast(g.weapon.rules)));
}

/** Builds what a strike rolls, for the attacker's and the target's state at its start. */
export function strikeSpec(setup: StrikeSetup, attacker: UnitState, target: UnitState): StrikeSpec {
  const { kind } = setup;
  const melee = kind !== 'shot';
  const charging = kind === 'charge';
  const situation: Situation = { strike: kind, charging, distance: setup.distance, moved: setup.moved, cover: melee ? 'none' : setup.cover, targetModels: target.modelsLeft };
  // A stunned unit counts as fatigued (document, Wound effects); fatigue only matters in melee.
  const fatigued = melee && (setup.attacker.fatigued || attacker.stunned);
  const targetRules = unitRules(setup.target, target.modelsLeft);
  const kinds: HitKind[] = [];
  const kindOf = (k: HitKind): number => {
    const i = kinds.findIndex((x) => kindKey(x) === kindKey(k));
    return i >= 0 ? i : kinds.push(k) - 1;
  };
  const groups: DiceGroup[] = [];
  const models = groupModels(setup.attacker, attacker.modelsLeft);
  let rulesRead = 0;

  // Impact(X): X dice per model after charging, unless fatigued; 2+ hits, -1 per Counter model (ruling aof-skirmish/counter-impact).
  if (charging && !fatigued) {
    const unitModels = attacker.modelsLeft - (setup.attacker.hero ? 1 : 0);
    const perModel = (rules: readonly Rule[]): number => rules.reduce((n, r) => n + (RULE_HANDLERS[r.id]?.impactDice?.(r.rating ?? 1) ?? 0), 0);
    const dice = perModel(setup.attacker.rules) * unitModels + (setup.attacker.hero ? perModel(setup.attacker.hero.rules) : 0);
    if (dice > 0) {
      const need = 2 + setup.counterModels;
      const notes: StepDraft[] = [
        { rule: 'aof-skirmish/special/impact', summary: msg('step.impact', { dice }), result: msg('effect.impact', { need: needText(need) }), rulings: ['aof-skirmish/counter-impact'] },
      ];
      if (setup.counterModels > 0) {
        notes.push({
          rule: 'aof-skirmish/special/counter',
          summary: msg('step.counter-impact', { models: setup.counterModels }),
          result: msg('effect.counter-impact', { n: setup.counterModels }),
          rulings: ['aof-skirmish/counter-impact'],
        });
      }
      const k = kindOf({ ap: 0, cover: 0, bane: false, regen: targetRules.some((r) => r.id === 'regeneration'), deadly: 1 });
      groups.push({ label: msg('label.impact'), dice, need, onlySixes: false, sixes: false, hitKind: k, sixKind: k, extra: 0, blast: 1, notes });
    }
  }

  setup.attacker.groups.forEach((g, gi) => {
    if (!setup.weapons(g) || models[gi] === 0) return;
    const owner = g.hero && setup.attacker.hero ? setup.attacker.hero : setup.attacker;
    const shares = g.sergeant ? [{ n: 1, sergeant: true }, { n: models[gi] - 1, sergeant: false }] : [{ n: models[gi], sergeant: false }];
    for (const share of shares) {
      if (share.n <= 0) continue;
      const rules: Rule[] = [...owner.rules, ...g.weapon.rules.filter((w) => !owner.rules.some((r) => r.id === w.id)), ...(share.sergeant ? [{ id: 'sergeant' as const }] : [])];
      const { draft, applied } = shapeAttack({ quality: owner.quality, onlySixes: fatigued }, rules, targetRules, situation);
      rulesRead += rules.length + targetRules.length;
      const mod = toHitModifier(draft);
      const cover = situation.cover !== 'none' && !draft.ignoresCover.has(situation.cover) ? 1 : 0;
      const regen = regenerates(draft);
      // Kinds written out in HitKind's order, not spread from a shared base (see hot copies in core/state.ts).
      const hitKind = kindOf({ ap: draft.ap, cover, bane: draft.bane, regen, deadly: draft.deadly });
      const sixKind = draft.sixAp > 0 ? kindOf({ ap: Math.max(draft.ap, draft.sixAp), cover, bane: draft.bane, regen, deadly: draft.deadly }) : hitKind;
      const label = msg(share.sergeant ? 'label.sergeant' : 'label.group', { weapon: g.weapon.name, models: share.n, attacks: g.weapon.attacks });
      const notes: StepDraft[] = applied.map((r) => ({
        rule: `aof-skirmish/special/${r.id}`,
        summary: msg('step.rule', { rule: msg(`rule.${r.id}`), rating: r.rating ?? 0, group: label }),
        result: msg(`effect.${r.id}`, { rating: r.id === 'blast' ? draft.blast : (r.rating ?? 0) }),
        rulings: RULE_RULINGS[r.id] ?? [],
      }));
      if (fatigued) {
        notes.push({
          rule: 'aof-skirmish/melee/fatigue',
          summary: msg('step.fatigue', { group: label }),
          result: msg('effect.fatigue'),
          rulings: attacker.stunned ? ['aof-skirmish/stunned-fatigue'] : [],
        });
      }
      groups.push({
        label,
        dice: share.n * g.weapon.attacks,
        need: draft.quality - mod,
        onlySixes: draft.onlySixes,
        sixes: draft.extraOnSix.length > 0 || sixKind !== hitKind,
        hitKind,
        sixKind,
        extra: draft.extraOnSix.length,
        blast: draft.blast,
        notes,
      });
    }
  });
  spend(WORK.spec + groups.length * WORK.group + Math.floor(rulesRead / WORK.rulesPerUnit));
  // Deadly hits are resolved first (document, Deadly); otherwise in the order they appeared.
  const order = kinds.map((k, i) => ({ k, i })).sort((a, b) => (b.k.deadly > 1 ? 1 : 0) - (a.k.deadly > 1 ? 1 : 0) || a.i - b.i);
  const renumber = new Map(order.map(({ i }, j) => [i, j]));
  return {
    groups: groups.map((g) => withKinds(g, renumber.get(g.hitKind) as number, renumber.get(g.sixKind) as number)),
    kinds: order.map(({ k }) => k),
    defense: defenseOf(setup.target, target.modelsLeft),
    tough: toughOf(lastModelRules(setup.target)),
  };
}

/**
 * A group with its kinds renumbered, every field written out in DiceGroup's order: the odds' hot
 * path (expectedWounds, classWounds) reads groups (never spread: see hot copies in core/state.ts).
 */
const withKinds = (g: DiceGroup, hitKind: number, sixKind: number): DiceGroup => ({
  label: g.label,
  dice: g.dice,
  need: g.need,
  onlySixes: g.onlySixes,
  sixes: g.sixes,
  hitKind,
  sixKind,
  extra: g.extra,
  blast: g.blast,
  notes: g.notes,
});

/** Register rulings a special rule's step relies on. */
const RULE_RULINGS: Partial<Record<Rule['id'], string[]>> = {
  blast: ['aof-skirmish/blast'],
  deadly: ['aof-skirmish/deadly'],
  rending: ['aof-skirmish/rending-ap'],
  bane: ['aof-skirmish/bane-reroll'],
  unstoppable: ['aof-skirmish/unstoppable'],
  furious: ['aof-skirmish/extra-hits'],
  surge: ['aof-skirmish/extra-hits'],
  relentless: ['aof-skirmish/extra-hits'],
  sergeant: ['aof-skirmish/extra-hits'],
};

/** The probability one die of a group hits (natural 6s included). */
export const hitChance = (g: DiceGroup): number => (g.onlySixes ? 1 / 6 : chance(g.need));

/** P(one Defense roll of this kind fails), Bane's reroll of a 6 included. */
function woundChance(defense: number, k: HitKind): number {
  const need = defense - k.cover + k.ap;
  let fail = 1 / 6; // a natural 1
  for (let face = 2; face <= 5; face++) if (face < need) fail += 1 / 6;
  return k.bane ? fail + (1 / 6) * fail : fail;
}

/** Expected wounds inflicted (Deadly multiplied, wasted included), by linearity over the hits of each kind. */
export const expectedWounds = (spec: StrikeSpec): number => {
  const hits = spec.kinds.map(() => 0);
  for (const g of spec.groups) {
    const six = g.sixes ? 1 / 6 : 0;
    const plain = hitChance(g) - six;
    hits[g.hitKind] += g.dice * g.blast * (plain + six * g.extra);
    hits[g.sixKind] += g.dice * g.blast * six;
  }
  return spec.kinds.reduce((sum, k, i) => sum + hits[i] * woundChance(spec.defense, k) * (k.regen ? 4 / 6 : 1) * k.deadly, 0);
};

/** Expected hits of a spec, extra hits and Blast included. */
export const expectedHits = (spec: StrikeSpec): number =>
  spec.groups.reduce((sum, g) => {
    const six = 1 / 6;
    const plain = hitChance(g) - six;
    return sum + g.dice * g.blast * (plain + six * (1 + g.extra));
  }, 0);

/**
 * Where a strike stands between pools: the group (`i`) and, within its hits, the kind (`j`) being
 * rolled, the hits of that group still to roll per kind, the wounds so far per Deadly class and
 * the target at the start (nothing is assigned until every die is rolled). Packed as one array of
 * numbers: `call` keys it once per pool outcome, and a flat array serializes several times faster
 * than a nested record on the odds' hot path.
 */
interface Stage {
  readonly i: number;
  readonly j: number;
  readonly pending: readonly number[];
  readonly wounds: readonly number[];
}
interface Packed {
  readonly p: readonly number[];
}
const pack = (s: Stage): Packed => ({ p: [s.i, s.j, s.pending.length, ...s.pending, ...s.wounds] });
const unpack = ({ p }: Packed): Stage => ({ i: p[0], j: p[1], pending: p.slice(3, 3 + p[2]), wounds: p.slice(3 + p[2]) });

type Tally = Omit<StrikeTrace, 'removed' | 'roll'> & {
  /** Wounds per Deadly class as rolled (the key may hold them capped): for the steps' text. */
  readonly byClass: readonly number[];
};

/** A tally with more counted, written out field by field in the first tally's order (see hot copies in core/state.ts). */
const nextTally = (t: Tally, hits: number, sixes: number, blocked: number, regenerated: number, inflicted: number, byClass: readonly number[]): Tally => ({
  attacks: t.attacks,
  hits: t.hits + hits,
  sixes: t.sixes + sixes,
  blocked: t.blocked + blocked,
  regenerated: t.regenerated + regenerated,
  inflicted: t.inflicted + inflicted,
  byClass,
});
/**
 * Steps so far, each built only when played: on the odds' hot path a strike branches once per pool
 * outcome, and building the step texts there (messages, their params) would cost as much as the
 * odds themselves; `odds` never calls an emit's thunk.
 */
type Steps = readonly (() => StepDraft)[];
const emitEach = <T>(steps: Steps, next: () => Program<T>): Program<T> => steps.reduceRight<() => Program<T>>((rest, step) => () => emit(step, rest), next)();

/**
 * The strike as a function of the attacker's and the target's state at its start, memoized per
 * distinct start so that the odds share every sub-program (see `call`).
 */
export function strikeProgram(setup: StrikeSetup, name: { attacker: Text; target: Text }): (arg: { attacker: UnitState; target: UnitState }) => Program<StrikeValue> {
  const bySpec = new Map<string, (arg: { attacker: UnitState; target: UnitState }) => Program<StrikeValue>>();
  return (arg) => {
    // Everything a spec reads of the two units; the target's markers and stun only matter at the end.
    const key = stateKey([arg.attacker.modelsLeft, arg.attacker.stunned, arg.target.modelsLeft]);
    let fn = bySpec.get(key);
    if (!fn) bySpec.set(key, (fn = specProgram(strikeSpec(setup, arg.attacker, arg.target), name, setup.kind !== 'shot', setup.inflictedCap)));
    return fn(arg);
  };
}

/**
 * Deadly classes: wounds are kept per Deadly rating (Deadly ones first, as the document orders
 * them, then plain ones), since that is all their assignment reads.
 */
function classesOf(kinds: readonly HitKind[]): { ratings: number[]; classOf: number[] } {
  const ratings: number[] = [];
  for (const k of kinds) if (k.deadly > 1 && !ratings.includes(k.deadly)) ratings.push(k.deadly);
  ratings.push(1);
  return { ratings, classOf: kinds.map((k) => ratings.indexOf(k.deadly)) };
}

/** What a strike's program reads that is fixed for one spec, whatever the units at its start. */
interface StrikeRolls {
  readonly spec: StrikeSpec;
  readonly name: { readonly attacker: Text; readonly target: Text };
  readonly keyInflicted: boolean;
  readonly inflictedCap: number;
  /** Dice rolled to hit, every group's (for the trace). */
  readonly attacks: number;
  /** Every group's notes, emitted before the first roll. */
  readonly notes: readonly StepDraft[];
  readonly ratings: readonly number[];
  readonly classOf: readonly number[];
  /** The kinds a group's hits fall in, in order (one, or two with Rending). */
  readonly kindsOf: readonly (readonly number[])[];
}

/** A strike from one target at its start: the rolls, that target, and how far each class counts. */
interface StrikeRun {
  readonly rolls: StrikeRolls;
  readonly target0: UnitState;
  readonly caps: readonly number[];
  /** The continuation between pools, one per run: `call` shares its sub-programs by its identity. */
  readonly next: (packed: Traced<Packed, Tally>) => Program<StrikeValue>;
}

/**
 * Rolls group by group: a group's to-hit pool, then for each kind of its hits the Defense pool,
 * Bane's rerolls and the Regeneration pool; once every group is rolled, the wounds are assigned
 * (Deadly classes first) and the last model rolls (ruling aof-skirmish/roll-order). No roll depends
 * on an assignment (Blast's cap, the Defense and Regeneration are fixed at the start), so the state
 * between pools is only the wounds per Deadly class.
 */
function specProgram(spec: StrikeSpec, name: { attacker: Text; target: Text }, keyInflicted: boolean, inflictedCap: number): (arg: { attacker: UnitState; target: UnitState }) => Program<StrikeValue> {
  const { ratings, classOf } = classesOf(spec.kinds);
  const rolls: StrikeRolls = {
    spec,
    name,
    keyInflicted,
    inflictedCap,
    attacks: spec.groups.reduce((n, g) => n + g.dice, 0),
    notes: spec.groups.flatMap((g) => g.notes),
    ratings,
    classOf,
    kindsOf: spec.groups.map((g) => (g.hitKind === g.sixKind ? [g.hitKind] : [g.hitKind, g.sixKind])),
  };
  return (arg) => strikeFrom(rolls, arg.target);
}

/** The strike on `target0`: its notes, then the table of its pools with its counted odds. */
function strikeFrom(rolls: StrikeRolls, target0: UnitState): Program<StrikeValue> {
  const { spec, ratings, keyInflicted, attacks } = rolls;
  /**
   * Wounds of a class past this many destroy the target whatever else happens (every other model
   * removed, then enough markers that d6 + markers reaches 5 + Tough on a 1), and more of them
   * cannot change the result: a shot keeps each class at most there, so states past certain
   * destruction merge. Its total travels in the trace; a melee, which keys the total, keeps all.
   */
  const markersNeeded = Math.max(0, 4 + spec.tough - target0.wounds - (target0.stunned ? 1 : 0));
  const caps = ratings.map((deadly) => (keyInflicted ? Infinity : target0.modelsLeft - 1 + Math.max(1, Math.ceil(markersNeeded / deadly))));
  const run: StrikeRun = { rolls, target0, caps, next: (packed) => nextPool(run, packed) };
  const table = call(run.next, traced(pack({ i: 0, j: -1, pending: [], wounds: ratings.map(() => 0) }), { attacks, hits: 0, sixes: 0, blocked: 0, regenerated: 0, inflicted: 0, byClass: ratings.map(() => 0) }));
  return emitAll(rolls.notes, () => counted(table, () => countedStrike(rolls, target0)));
}

/** The strike's exact odds from `target0` (`strikeOutcomes`), each end keyed into a distribution. */
function countedStrike(rolls: StrikeRolls, target0: UnitState): Dist<StrikeValue> {
  const dist = new DistBuilder<StrikeValue>(stateKey);
  // The odds never read the trace: every outcome carries the same empty one.
  const trace: StrikeTrace = { attacks: rolls.attacks, hits: 0, sixes: 0, blocked: 0, regenerated: 0, inflicted: 0, removed: 0, roll: 0 };
  const ends = strikeOutcomes(rolls.spec, target0, rolls.inflictedCap);
  spend(ends.length * WORK.keyed);
  for (const end of ends) dist.add(traced({ target: end.target, inflicted: end.inflicted }, trace), end.p);
  return dist.build();
}

/** The next pool from a stage: a group's to-hit, or the Defense of one kind of its hits. */
function nextPool(run: StrikeRun, packed: Traced<Packed, Tally>): Program<StrikeValue> {
  const tally = traceOf(packed);
  const s = unpack(packed);
  const { groups } = run.rolls.spec;
  if (s.i === groups.length) return assignWounds(run, s.wounds, tally);
  const g = groups[s.i];
  if (s.j < 0) return rollToHit(run, s, g, tally);
  if (s.j === s.pending.length) return call(run.next, traced(pack({ i: s.i + 1, j: -1, pending: [], wounds: s.wounds }), tally));
  return rollDefense(run, s, run.rolls.kindsOf[s.i][s.j], tally);
}

/** A group's to-hit pool: its hits (extra ones and Blast included) pending per kind. */
function rollToHit(run: StrikeRun, s: Stage, g: DiceGroup, tally: Tally): Program<StrikeValue> {
  const kinds = run.rolls.kindsOf[s.i];
  if (g.dice === 0) return call(run.next, traced(pack({ i: s.i + 1, j: -1, pending: [], wounds: s.wounds }), tally));
  const classify = toHitClassifier(g.need, g.onlySixes, g.sixes);
  return pool({ die: 'd6', count: g.dice, purpose: msg('purpose.to-hit', { group: g.label }), need: g.onlySixes ? '6' : needText(g.need), classify }, (counts: PoolCounts, faces) => {
    const plain = counts.hit ?? 0;
    const six = counts.six ?? 0;
    const pending = kinds.map(() => 0);
    pending[0] += (plain + six * g.extra) * g.blast;
    pending[kinds.length - 1] += six * g.blast;
    const total = (plain + six * (1 + g.extra)) * g.blast;
    // The outcome reports every unmodified 6 to hit, whether or not a rule triggers on it (the trace only: odds never read it).
    const naturalSixes = faces.reduce((n, f) => n + (f === 6 ? 1 : 0), 0);
    return emit(
      () => ({
        rule: 'aof-skirmish/attack/to-hit',
        summary: msg('step.to-hit', { group: g.label, dice: g.dice, need: g.onlySixes ? '6' : needText(g.need) }),
        rolls: faces,
        result: msg('result.to-hit', { hits: plain + six, sixes: g.sixes ? six : -1, total }),
        rulings: ['aof-skirmish/natural-rolls', 'aof-skirmish/shooting', 'aof-skirmish/roll-order'],
      }),
      () => call(run.next, traced(pack({ i: s.i, j: 0, pending, wounds: s.wounds }), nextTally(tally, total, naturalSixes, 0, 0, 0, tally.byClass))),
    );
  });
}

/** The Defense pool of the pending hits of kind `k`, then Bane's rerolls of its 6s. */
function rollDefense(run: StrikeRun, s: Stage, k: number, tally: Tally): Program<StrikeValue> {
  const n = s.pending[s.j];
  if (n === 0) return woundsRolled(run, s, k, tally, 0, 0, 0, []);
  const { spec, name } = run.rolls;
  const kind = spec.kinds[k];
  const need = spec.defense - kind.cover + kind.ap;
  return pool({ die: 'd6', count: n, purpose: msg('purpose.defense', { unit: name.target }), need: needText(need), classify: defenseClassifier(need, kind.bane) }, (counts, faces) => {
    const steps: Steps = [
      () => ({
        rule: 'aof-skirmish/attack/defense',
        summary: msg('step.defense', { unit: name.target, hits: n, defense: spec.defense, ap: kind.ap, cover: kind.cover, need: needText(need) }),
        rolls: faces,
        result: msg('result.defense', { blocked: counts.block ?? 0, wounds: counts.wound ?? 0, rerolls: counts.reroll ?? 0 }),
        rulings: ['aof-skirmish/natural-rolls', 'aof-skirmish/shooting'],
      }),
    ];
    const rerolls = counts.reroll ?? 0;
    // A category no face falls in is absent (against Bane, Defense 6+ blocks nothing): 0, not NaN.
    const blocked = counts.block ?? 0;
    if (rerolls === 0) return rollRegeneration(run, s, k, tally, counts.wound ?? 0, blocked, steps);
    return pool({ die: 'd6', count: rerolls, purpose: msg('purpose.bane', { unit: name.target }), need: needText(need), classify: defenseClassifier(need, false) }, (again, faces2) =>
      rollRegeneration(run, s, k, tally, (counts.wound ?? 0) + (again.wound ?? 0), blocked + (again.block ?? 0), [
        ...steps,
        () => ({
          rule: 'aof-skirmish/special/bane',
          summary: msg('step.bane', { unit: name.target, n: rerolls }),
          rolls: faces2,
          result: msg('result.defense', { blocked: again.block, wounds: again.wound, rerolls: 0 }),
          rulings: ['aof-skirmish/bane-reroll'],
        }),
      ]),
    );
  });
}

/** Regeneration (5+ ignores a wound) of the wounds a kind's Defense let through, when it applies. */
function rollRegeneration(run: StrikeRun, s: Stage, k: number, tally: Tally, wounds: number, blocked: number, steps: Steps): Program<StrikeValue> {
  if (!run.rolls.spec.kinds[k].regen || wounds === 0) return woundsRolled(run, s, k, tally, wounds, blocked, 0, steps);
  const { name } = run.rolls;
  return pool({ die: 'd6', count: wounds, purpose: msg('purpose.regeneration', { unit: name.target }), need: '5+', classify: regenerationClassifier }, (c, faces) =>
    woundsRolled(run, s, k, tally, c.wound, blocked, c.ignored, [
      ...steps,
      () => ({
        rule: 'aof-skirmish/special/regeneration',
        summary: msg('step.regeneration', { unit: name.target, wounds }),
        rolls: faces,
        result: msg('result.regeneration', { ignored: c.ignored }),
        rulings: ['aof-skirmish/regeneration'],
      }),
    ]),
  );
}

/** A kind's hits rolled: its wounds added to its Deadly class (up to the class's cap), then the next stage. */
function woundsRolled(run: StrikeRun, s: Stage, k: number, tally: Tally, wounds: number, blocked: number, regenerated: number, steps: Steps): Program<StrikeValue> {
  const pending = s.pending.slice();
  pending[s.j] = 0;
  const sum = s.wounds.slice();
  const c = run.rolls.classOf[k];
  sum[c] = Math.min(run.caps[c], sum[c] + wounds);
  return emitEach(steps, () =>
    call(
      run.next,
      traced(
        pack({ i: s.i, j: s.j + 1, pending, wounds: sum }),
        nextTally(tally, 0, 0, blocked, regenerated, wounds * run.rolls.ratings[c], tally.byClass.map((n, i) => (i === c ? n + wounds : n))),
      ),
    ),
  );
}

/** Every group rolled: the wounds assigned class by class (Deadly first), then the last model's wound-effects roll. */
function assignWounds(run: StrikeRun, wounds: readonly number[], tally: Tally): Program<StrikeValue> {
  const { ratings, name, keyInflicted, inflictedCap, spec } = run.rolls;
  const { target0 } = run;
  let unit = target0;
  let last = false;
  const steps: StepDraft[] = [];
  ratings.forEach((deadly, c) => {
    const a = allocate(unit, wounds[c], deadly);
    if (wounds[c] > 0) {
      steps.push({
        rule: 'aof-skirmish/wounds/groups',
        summary: msg('step.allocate', { unit: name.target, wounds: tally.byClass[c], deadly }),
        result: msg('result.allocate', { removed: a.removed, markers: a.after.wounds, last: a.lastWounded ? 'yes' : 'no' }),
        rulings: deadly > 1 ? ['aof-skirmish/group-wounds', 'aof-skirmish/deadly'] : ['aof-skirmish/group-wounds'],
      });
    }
    unit = a.after;
    last = last || a.lastWounded;
  });
  const inflicted = keyInflicted ? ratings.reduce((n, deadly, c) => n + wounds[c] * deadly, 0) : tally.inflicted;
  return emitAll(steps, () =>
    chain(woundRoll(unit, last, spec.tough, name.target), (w) =>
      pure(
        traced(
          { target: w.unit, inflicted: Math.min(inflictedCap, inflicted) },
          { attacks: tally.attacks, hits: tally.hits, sixes: tally.sixes, blocked: tally.blocked, regenerated: tally.regenerated, inflicted, removed: target0.modelsLeft - w.unit.modelsLeft, roll: traceOf(w) },
        ),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Counted odds of a strike. Every to-hit die is independent, and so is every hit's Defense die
// (with Bane's reroll) and every wound's Regeneration die, so the wounds of a Deadly class are a
// sum over its to-hit dice of one die's wounds: a binomial per kind of hit, convolved die by die.
// Classes are independent (each group's hits share one Deadly rating), and the end state reads
// only the wounds per class, assigned and rolled for with the same functions the table uses.
// ---------------------------------------------------------------------------------------------

/** One end of a strike with its probability. */
export interface StrikeEnd {
  readonly target: UnitState;
  /** Wounds inflicted (Deadly multiplied), up to the cap the strike was counted with. */
  readonly inflicted: number;
  readonly p: number;
}

/** P(a d6 falls in `category` of a classifier). */
function share(classify: (face: number) => string, category: string): number {
  let n = 0;
  for (let face = 1; face <= 6; face++) if (classify(face) === category) n++;
  return n / 6;
}

/** P(one hit of this kind ends as a wound): its Defense die, Bane's reroll of a 6, then Regeneration. */
function woundShare(defense: number, k: HitKind): number {
  const need = defense - k.cover + k.ap;
  const p = share(defenseClassifier(need, k.bane), 'wound') + share(defenseClassifier(need, k.bane), 'reroll') * share(defenseClassifier(need, false), 'wound');
  return k.regen ? p * share(regenerationClassifier, 'wound') : p;
}

/** a * b (a distribution of counts each), counts past `cap` kept at `cap`. */
function convolve(a: readonly number[], b: readonly number[], cap: number): number[] {
  spend(stepsUnits(a.length * b.length, WORK.convolution));
  const out = new Array<number>(Math.min(cap, a.length + b.length - 2) + 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 0) continue;
    for (let j = 0; j < b.length; j++) out[Math.min(cap, i + j)] += a[i] * b[j];
  }
  return out;
}

/** Successes of n independent trials of chance q. */
function binomialOf(n: number, q: number): number[] {
  let out = [1];
  for (let i = 0; i < n; i++) out = convolve(out, [1 - q, q], Infinity);
  return out;
}

/** The wounds one to-hit die of a group ends with. */
function dieWounds(spec: StrikeSpec, g: DiceGroup): number[] {
  const classify = toHitClassifier(g.need, g.onlySixes, g.sixes);
  const plain = woundShare(spec.defense, spec.kinds[g.hitKind]);
  const onSix = g.sixKind === g.hitKind ? binomialOf((1 + g.extra) * g.blast, plain) : convolve(binomialOf(g.extra * g.blast, plain), binomialOf(g.blast, woundShare(spec.defense, spec.kinds[g.sixKind])), Infinity);
  const parts: [number, number[]][] = [
    [share(classify, 'miss'), [1]],
    [share(classify, 'hit'), binomialOf(g.blast, plain)],
    [share(classify, 'six'), onSix],
  ];
  const out = new Array<number>(Math.max(...parts.map(([, d]) => d.length))).fill(0);
  for (const [p, d] of parts) d.forEach((q, k) => (out[k] += p * q));
  return out;
}

/**
 * Memo shared by the strikes of one plan: units numbered as they appear, what assigning w wounds
 * of a Deadly rating does to each, what the wound-effects roll does to each, and the powers of
 * each die's wounds (a melee counts the same weapons for every number of models left).
 */
export class StrikeCounter {
  readonly units: UnitState[] = [];
  private readonly ids = new Map<number, number>();
  // Keyed by numbers, not strings: these are looked up once per unit state and strike, and string
  // keys made that many times were most of a melee's garbage. Ratings are at most AOF_LIMITS.rating (< 64).
  private readonly allocated = new Map<number, number[]>();
  private readonly rolls = new Map<number, readonly { readonly t: number; readonly p: number }[]>();
  private readonly powers = new Map<string, number[][]>();
  private readonly woundsBySpec = new Map<string, (readonly number[])[]>();

  /** A strike's wounds per class, counted once per spec (`key`). */
  wounds(key: string, count: () => (readonly number[])[]): (readonly number[])[] {
    let w = this.woundsBySpec.get(key);
    if (!w) this.woundsBySpec.set(key, (w = count()));
    return w;
  }

  id(u: UnitState): number {
    // A number, not a string: numbered once per unit met while assigning wounds (models < 64).
    const key = ((u.wounds * 64 + u.modelsLeft) * 2 + (u.stunned ? 1 : 0)) * 2 + (u.destroyed ? 1 : 0);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.units.length;
      this.ids.set(key, id);
      this.units.push(u);
    }
    return id;
  }

  /** `allocate` of 0..most wounds on unit `u`, at w: the unit after (id x 2), + 1 when the last model was wounded. */
  allocations(u: number, most: number, deadly: number): readonly number[] {
    const key = u * 64 + deadly;
    let row = this.allocated.get(key);
    if (!row) this.allocated.set(key, (row = []));
    if (row.length <= most) spend(stepsUnits(most + 1 - row.length, WORK.states));
    for (let k = row.length; k <= most; k++) {
      const a = allocate(this.units[u], k, deadly);
      row.push(this.id(a.after) * 2 + (a.lastWounded ? 1 : 0));
    }
    return row;
  }

  /** The wound-effects roll (`woundRoll`'s test) of unit `u` after an attack. */
  roll(u: number, last: boolean, tough: number): readonly { readonly t: number; readonly p: number }[] {
    const key = (u * 2 + (last ? 1 : 0)) * 64 + tough;
    let out = this.rolls.get(key);
    if (!out) {
      const unit = this.units[u];
      if (!last || unit.destroyed || unit.wounds < tough) out = [{ t: u, p: 1 }];
      else {
        const need = outOfActionNeed(unit, tough);
        let pass = 0;
        for (let face = 1; face <= 6; face++) if (testResult({ target: need, mode: 'over' }, face).pass) pass++;
        out = [
          { t: this.id(DESTROYED), p: pass / 6 },
          { t: this.id(stunnedUnit(unit)), p: (6 - pass) / 6 },
        ].filter((o) => o.p > 0);
      }
      this.rolls.set(key, out);
    }
    return out;
  }

  /** The n-th power (n independent dice) of a die's wounds, counts past `cap` kept at `cap`. */
  power(die: readonly number[], n: number, cap: number): readonly number[] {
    const key = `${cap}|${die.join(',')}`;
    let row = this.powers.get(key);
    if (!row) this.powers.set(key, (row = [[1]]));
    for (let k = row.length; k <= n; k++) row.push(convolve(row[k - 1], die, cap));
    return row[n];
  }
}

/** The wounds per Deadly class of a strike, each class kept at most where more cannot change anything. */
function classWounds(spec: StrikeSpec, models: number, inflictedCap: number, counter: StrikeCounter): (readonly number[])[] {
  const { ratings, classOf } = classesOf(spec.kinds);
  // Wounds of a class past this many destroy the target whatever else happens (see specProgram),
  // taken from an unwounded, unstunned target so that the powers are shared by every state.
  const caps = ratings.map((deadly) => Math.max(models - 1 + Math.max(1, Math.ceil((4 + spec.tough) / deadly)), Math.ceil(inflictedCap / deadly)));
  const wounds: (readonly number[])[] = ratings.map(() => [1]);
  for (const g of spec.groups) {
    if (g.dice === 0) continue;
    const c = classOf[g.hitKind];
    wounds[c] = convolve(wounds[c], counter.power(dieWounds(spec, g), g.dice, caps[c]), caps[c]);
  }
  return wounds;
}

/** A distribution over whole numbers: values ascending, each with its probability, zeros left out. */
export interface Sparse {
  readonly v: readonly number[];
  readonly p: readonly number[];
}

/**
 * Gathers (value, probability) pairs, several per value, into a `Sparse`: scattered into a dense
 * scratch array (shared, grown as needed), then the values touched read back in order. Only the
 * values present cost anything, so supports with gaps (Deadly multiplies every wound) stay cheap.
 */
export class SparseGather {
  private scratch = new Float64Array(0);
  private seen = new Uint8Array(0);
  private offset = 0;
  private touched: number[] = [];

  /** Starts a distribution whose values lie within lo..hi. */
  begin(lo: number, hi: number): void {
    const width = hi - lo + 1;
    if (this.scratch.length < width) {
      this.scratch = new Float64Array(width);
      this.seen = new Uint8Array(width);
    }
    this.offset = -lo;
    this.touched = [];
  }

  add(value: number, p: number): void {
    const i = value + this.offset;
    if (this.seen[i] === 0) {
      this.seen[i] = 1;
      this.touched.push(i);
    }
    this.scratch[i] += p;
  }

  /** The distribution gathered since `begin` (the scratch is left clean). */
  end(): Sparse {
    const idx = Int32Array.from(this.touched).sort();
    const v: number[] = [];
    const p: number[] = [];
    for (let k = 0; k < idx.length; k++) {
      const i = idx[k];
      if (this.scratch[i] > 0) {
        v.push(i - this.offset);
        p.push(this.scratch[i]);
      }
      this.scratch[i] = 0;
      this.seen[i] = 0;
    }
    return { v, p };
  }
}

/**
 * The exact distribution of a strike's end from the target's state at its start: the wounds per
 * Deadly class counted die by die, each class kept at most at the wounds past which the target is
 * destroyed whatever else happens and the inflicted total cannot change the key (`inflictedCap`),
 * then assigned (Deadly classes first) and the last model's wound-effects roll. Returns, per unit
 * after the strike (numbered by `counter`), the distribution of the wounds inflicted (Deadly
 * multiplied, at most `inflictedCap`).
 */
export function strikeEnds(
  spec: StrikeSpec,
  target0: UnitState,
  inflictedCap: number,
  counter: StrikeCounter,
  gather = new SparseGather(),
  /** Names the spec (the same for every start with the same dice and target size): its wounds per class are counted once. */
  specKey?: string,
): Map<number, Sparse> {
  const { ratings } = classesOf(spec.kinds);
  const wounds = specKey === undefined ? classWounds(spec, target0.modelsLeft, inflictedCap, counter) : counter.wounds(specKey, () => classWounds(spec, target0.modelsLeft, inflictedCap, counter));
  // Unit (id x 2 + last model wounded) and inflicted so far, merged class after class; the last
  // class goes straight into the ends through the wound-effects roll, gathered per unit after.
  const width = inflictedCap + 1;
  const ends = new Map<number, number[]>();
  const rolls: (readonly { readonly t: number; readonly p: number }[] | undefined)[] = [];
  const end = (state: number, inflicted: number, p: number): void => {
    const r = (rolls[state] ??= counter.roll(state >> 1, (state & 1) === 1, spec.tough));
    for (let i = 0; i < r.length; i++) {
      let flat = ends.get(r[i].t);
      if (!flat) ends.set(r[i].t, (flat = []));
      flat.push(inflicted, p * r[i].p);
    }
  };
  let live = new Map<number, number>([[counter.id(target0) * 2 * width, 1]]);
  ratings.forEach((deadly, c) => {
    const final = c === ratings.length - 1;
    const next = new Map<number, number>();
    for (const [key, p] of live) {
      const state = Math.floor(key / width);
      const inflicted = key - state * width;
      const last = state & 1;
      const dist = wounds[c];
      spend(stepsUnits(dist.length, WORK.merges));
      const after = counter.allocations(state >> 1, dist.length - 1, deadly);
      for (let w = 0; w < dist.length; w++) {
        if (dist[w] === 0) continue;
        const to = after[w] | last;
        const total = Math.min(inflictedCap, inflicted + w * deadly);
        if (final) end(to, total, p * dist[w]);
        else {
          const k = to * width + total;
          next.set(k, (next.get(k) ?? 0) + p * dist[w]);
        }
      }
    }
    live = next;
  });
  const out = new Map<number, Sparse>();
  for (const [t, flat] of ends) {
    spend(stepsUnits(flat.length, WORK.gathered));
    let hi = 0;
    for (let i = 0; i < flat.length; i += 2) hi = Math.max(hi, flat[i]);
    gather.begin(0, hi);
    for (let i = 0; i < flat.length; i += 2) gather.add(flat[i], flat[i + 1]);
    out.set(t, gather.end());
  }
  return out;
}

/** `strikeEnds` as a list of ends. */
export function strikeOutcomes(spec: StrikeSpec, target0: UnitState, inflictedCap: number, counter = new StrikeCounter()): StrikeEnd[] {
  const out: StrikeEnd[] = [];
  for (const [t, dist] of strikeEnds(spec, target0, inflictedCap, counter)) dist.v.forEach((inflicted, i) => out.push({ target: counter.units[t], inflicted, p: dist.p[i] }));
  return out;
}
