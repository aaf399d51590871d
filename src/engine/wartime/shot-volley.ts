import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { Dist } from '../core/dist';
import { emitAll, Move, odds, Phase, Program, pure, volley, Volley } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft } from '../core/types';
import { formula, passes, sumOf, verdictClassifier, verdictOf } from './checks';
import { damageAgainst, Defender } from './combat';
import { clampCheck } from './model';
import { ShotOdds, ShotOutcome } from './outcomes';
import { ShotRequest } from './requests';
import { CHECK_NAME, damageValue, defenseText, Shooter, shotHeadline, targetResult } from './shot-shooter';

/**
 * A formation's volley (ruling wartime/formation-shooting): every shooter's impact die thrown
 * together, then the damage dice of the hits, then the Defense checks, the losses folded in as a
 * volley (each shooter's odds worked out once). No Fortune is spent on either side of a volley.
 */

/** One shooter of a volley: its impact die, then (a hit) its damage die, then (if needed) the target's Defense check. */
type VolleyShot =
  | { readonly stage: 'impact' }
  | { readonly stage: 'damage'; readonly critical: boolean }
  | { readonly stage: 'defense'; readonly defense: number }
  | VolleyHit;

/** A settled shot: what the target's losses read. `overDouble`: Damage over twice the Defense (prone rule). */
interface VolleyHit {
  readonly stage: 'settled';
  readonly hit: boolean;
  readonly loss: number;
  readonly down: boolean;
  readonly exploded: boolean;
  readonly overDouble: boolean;
}

/** The target's losses so far, the volley's state. */
interface VolleyLosses {
  readonly down: boolean;
  readonly lost: number;
  readonly exploded: boolean;
  readonly pulverized: boolean;
}
type VolleyValue = Traced<VolleyLosses, { readonly hits: number; readonly struck: number }>;

const MISS: VolleyHit = { stage: 'settled', hit: false, loss: 0, down: false, exploded: false, overDouble: false };
const RULE = 'wartime/combat/ranged';

/** What every shooter's dice read, fixed for the whole volley. */
interface VolleyFire {
  readonly s: Shooter;
  readonly target: Defender;
  readonly prone: boolean;
  /** Damage value and its text (doubled from the rear). */
  readonly damage: number;
  readonly damageText: Msg;
  /** The impact check's success value and its formula. */
  readonly impact: number;
  readonly summary: Msg;
  /** The damage check's success value. */
  readonly check: number;
  /** The target's Vitality left (Vitality rules, a character), or null. */
  readonly vit: number | null;
  /** What the target can lose before it is down (members or Vitality), or null (down at the first wound). */
  readonly size: number | null;
}

export function planVolley(req: ShotRequest, s: Shooter, target: Defender, steps: StepDraft[]): ActionPlan<VolleyValue, ShotOutcome, ShotOdds> {
  if (s.attacks !== 1) throw violation('attacks', msg('error.volley-one-attack'));
  if (req.coordinated) throw violation('coordinated', msg('error.coordinated-transport'));
  if (target.plan.ignoreDamage || target.plan.cancel?.length || target.plan.defense) throw violation('target.fortunePlan', msg('error.volley-fortune'));
  const vitality = req.options?.vitality ?? false;
  const value = damageValue(s.weapon, target, req);
  const base = s.character.attributes[s.weapon.impact];
  const vit = target.kind === 'character' && vitality && target.character ? target.character.vitality - target.character.vitalityLost : null;
  const fire: VolleyFire = {
    s,
    target,
    prone: req.options?.prone ?? false,
    damage: value.damage,
    damageText: value.text,
    impact: clampCheck(base + sumOf(s.mods)),
    summary: formula(msg('formula.base', { check: CHECK_NAME(s.weapon.impact), value: base }), s.mods, base + sumOf(s.mods)),
    check: clampCheck(value.damage),
    vit,
    size: target.kind === 'formation' ? target.size : vit,
  };
  const rulings = [...s.rulings, ...(target.cover > 0 ? ['wartime/cover-half'] : []), ...(value.side !== 'front' ? ['wartime/damage-value'] : []), ...(vit !== null ? ['wartime/vitality-loss'] : [])];
  const program: Program<VolleyValue> = emitAll(steps, () => volley(volleyOf(fire, s.shooters as number), (acc) => pure(acc)));
  return {
    program,
    rulings,
    outcome: (v) => volleyOutcome(fire, v, vitality),
    odds: () => volleyOdds(fire, program),
    headline: (o) => shotHeadline(o),
    oddsLine: (d) => msg('odds.shot', { hit: d.hitPerAttack, down: d.down ?? 0 }),
  };
}

function volleyOf(fire: VolleyFire, shooters: number): Volley<VolleyShot, VolleyValue> {
  const phases: Phase<VolleyShot>[] = [(item, i) => impactRule(fire, item, i), (item) => damageRule(fire, item), (item) => defenseRule(fire, item)];
  return {
    items: Array.from({ length: shooters }, () => ({ stage: 'impact' })),
    phases,
    isFinal: (x) => x.stage === 'settled',
    init: traced({ down: false, lost: 0, exploded: false, pulverized: false }, { hits: 0, struck: 0 }),
    // Once the target is down nothing more counts, so the volley may stop rolling (and the odds
    // may play every shooter to the end).
    fold: (acc, x) => lossRule(fire, acc, x),
    stop: (acc) => acc.down,
  };
}

/** One shooter's impact check (the shooting check), without Fortune. */
function impactRule(fire: VolleyFire, item: VolleyShot, i: number): Move<VolleyShot> {
  if (item.stage !== 'impact') return { t: 'skip' };
  const impact = fire.impact;
  return {
    t: 'roll',
    spec: { die: 'd10', purpose: msg('purpose.volley-shot', { n: i + 1 }), need: `≤${impact}` },
    group: verdictClassifier(impact),
    resolve: ([f]) => {
      const verdict = verdictOf(f, impact);
      const state: VolleyShot = passes(verdict) ? { stage: 'damage', critical: verdict === 'critical' } : MISS;
      return { state, steps: () => [{ rule: `${RULE}/impact`, summary: msg('step.volley', { n: i + 1, check: fire.summary }), rolls: [f], result: msg('verdict.check', { verdict }) }] };
    },
  };
}

/** A hit's damage check, then its Damage against the Defense (cover counts unless the impact was a critical). */
function damageRule(fire: VolleyFire, item: VolleyShot): Move<VolleyShot> {
  if (item.stage !== 'damage') return { t: 'skip' };
  const { s, target, check } = fire;
  const defense = target.defense + (item.critical ? 0 : target.cover);
  return {
    t: 'roll',
    spec: { die: 'd10', purpose: msg('purpose.damage', { who: s.name, weapon: s.weapon.name }), need: `≤${check}` },
    group: verdictClassifier(check),
    resolve: ([f]) => {
      const verdict = verdictOf(f, check);
      const stepOf = (result: Msg): StepDraft => ({
        rule: `${RULE}/damage`,
        summary: msg('step.damage-check', { weapon: s.weapon.name, damage: fire.damageText, target: check, on: target.name }),
        rolls: [f],
        result,
      });
      if (!passes(verdict)) return { state: { ...MISS, hit: true }, steps: () => [stepOf(msg('verdict.check', { verdict }))] };
      const { damage: compared, beats } = damageAgainst(verdict, fire.damage, defense);
      const result = msg('step.damage-vs-defense', { damage: compared, critical: verdict === 'critical' ? 'yes' : 'no', defense: defenseText(target, item.critical, 0), total: defense, target: target.name });
      if (beats) {
        const exploded = item.critical && verdict === 'critical' && (target.kind === 'character' || target.kind === 'transport');
        return { state: through(fire, compared - defense, exploded, fire.prone && compared > 2 * defense), steps: () => [stepOf(result)] };
      }
      // Transports and scenery take no Defense check; characters and formations do.
      if (target.kind === 'transport' || target.kind === 'scenery') return { state: { ...MISS, hit: true }, steps: () => [stepOf(result)] };
      return { state: { stage: 'defense', defense }, steps: () => [stepOf(result)] };
    },
  };
}

/** The target's Defense check against a strike its Defense did not stop. */
function defenseRule(fire: VolleyFire, item: VolleyShot): Move<VolleyShot> {
  if (item.stage !== 'defense') return { t: 'skip' };
  const t = clampCheck(item.defense);
  const target = fire.target;
  return {
    t: 'roll',
    spec: { die: 'd10', purpose: msg('purpose.defense', { who: target.name }), need: `≤${t}` },
    group: verdictClassifier(t),
    resolve: ([f]) => {
      const verdict = verdictOf(f, t);
      const state = passes(verdict) ? { ...MISS, hit: true } : through(fire, 1, false, false);
      return { state, steps: () => [{ rule: `${RULE}/defense`, summary: msg('step.defense-check', { target: target.name, defense: t }), rolls: [f], result: msg('verdict.check', { verdict }) }] };
    },
  };
}

/** What got through, once the Damage beats the Defense or the Defense check failed: losses (members, Vitality) or the target down. */
function through(fire: VolleyFire, excess: number, exploded: boolean, overDouble: boolean): VolleyHit {
  return fire.target.kind === 'formation' || fire.vit !== null
    ? { stage: 'settled', hit: true, loss: excess, down: false, exploded, overDouble }
    : { stage: 'settled', hit: true, loss: 0, down: true, exploded, overDouble };
}

/** A settled shot folded into the target's losses (Vitality, members, the prone rule); once it is down nothing more counts. */
function lossRule(fire: VolleyFire, acc: VolleyValue, x: VolleyShot): VolleyValue {
  if (acc.down || x.stage !== 'settled') return acc;
  const { size, target } = fire;
  const t = traceOf(acc);
  const lost = size === null ? 0 : Math.min(size, acc.lost + x.loss);
  const down = size === null ? x.down : lost >= size;
  const pulverized = fire.prone && down && x.overDouble && !x.exploded && target.kind !== 'formation';
  return traced(
    { down, lost, exploded: acc.exploded || x.exploded || (pulverized && target.kind === 'transport'), pulverized: acc.pulverized || (pulverized && target.kind !== 'transport') },
    { hits: t.hits + (x.hit ? 1 : 0), struck: t.struck + (x.hit ? 1 : 0) },
  );
}

function volleyOutcome(fire: VolleyFire, value: VolleyValue, vitality: boolean): ShotOutcome {
  const t = traceOf(value);
  return {
    energy: fire.s.per,
    attacks: [{ impact: t.hits > 0 ? 'pass' : 'fail', damage: null }],
    hits: t.hits,
    target: targetResult(fire.target, -1, value, t.struck, 0, vitality),
    will: [],
    actionFailed: false,
    activationEnded: false,
  };
}

function volleyOdds(fire: VolleyFire, program: Program<VolleyValue>): ShotOdds {
  const dist = odds(program);
  const { vit, target } = fire;
  return {
    hitPerAttack: Dist.die(10).probability((f) => passes(verdictOf(f, fire.impact))),
    down: dist.probability((x) => x.down),
    exploded: dist.probability((x) => x.exploded),
    ...(vit !== null ? { vitalityLost: dist.histogram((x) => x.lost, vit) } : {}),
    ...(target.kind === 'formation' ? { lost: dist.histogram((x) => x.lost, target.size), expectedLost: dist.expectation((x) => x.lost) } : {}),
  };
}
