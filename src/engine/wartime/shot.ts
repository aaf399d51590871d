import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { spend } from '../core/cost';
import { Dist } from '../core/dist';
import { again, call, chain, done, emit, emitAll, loop, odds, OddsContext, Phase, Program, pure, repeat, rollsAs, volley, Volley } from '../core/program';
import { coordinatedDiceFor, coordinatedProgram } from './coordinated';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text } from '../core/types';
import { fortuneWillTarget } from './basic';
import { Character, NamedValue, resolveCharacter, standingModifiers, Weapon } from './characters';
import { CheckValue, formula, fortuneArg, NO_FORTUNE, passes, percentRoll, runCheck, situationModifiers, situationRulings, sumOf, Verdict, verdictClassifier, verdictOf, willDelta } from './checks';
import { attackEnergy, canSpend, checkFortuneAttacks, checkPlanAffordable, damageAgainst, erased, Defender, explosionOf, formationSide, formationSize, resolveTarget, runStrike, StrikeArg, StrikeState, StrikeValue, strikeOf, targetFortune, weaponFor } from './combat';
import { covers, distance, scatterPoint, unit, Vec } from './geometry';
import { WARTIME_LIMITS } from './limits';
import { clampCheck, klik, magazineOf, SIDE_NAMES, WartimeCatalog } from './model';
import { AttackSummary, CoordinatedResult, Landing, ModelOdds, ShotOdds, ShotOutcome, TargetResult, WillResult } from './outcomes';
import { FortunePlan, ShotRequest } from './requests';

/**
 * Ranged attacks: the impact check on the weapon's attribute, then the strike (combat.ts). One
 * character fires `attacks` times at one target, or a formation fires all its shooters at once;
 * an area weapon fires once at a point and strikes every model under the area where it lands.
 */

/** What the attacker brings to every attack. */
interface Shooter {
  readonly character: Character;
  readonly name: Text;
  readonly weapon: Weapon;
  readonly plan: FortunePlan;
  /** Impact modifiers other than its running Will effects: standing, situation, blind fire, a formation's flank. */
  readonly mods: readonly NamedValue[];
  /** Formations: shooters rolling impact together; null for one character. */
  readonly shooters: number | null;
  /** Energy of one attack (doubled out of turn). */
  readonly per: number;
  readonly energy: number;
  readonly attacks: number;
  readonly rulings: string[];
}

const CHECK_NAME = (attr: 'agi' | 'int'): Msg => msg('check.impact', { attribute: msg(`attribute.${attr}`) });

function shooterOf(req: ShotRequest, catalog: WartimeCatalog, target: Defender | null): Shooter {
  const c = resolveCharacter(req.attacker, 'attacker', catalog);
  checkPlanAffordable(req.attacker.fortunePlan, c.fortune, 'attacker.fortunePlan');
  const weapon = weaponFor(req.weapon, c, false, 'weapon', catalog);
  const rulings = [...situationRulings(req.situation), 'wartime/roll-order'];
  let shooters: number | null = null;
  if (req.attacker.formation) {
    const size = formationSize(req.attacker.formation.size, 'attacker.formation.size');
    shooters = req.shooters ?? size;
    if (!Number.isInteger(shooters) || shooters < 1 || shooters > size) throw violation('shooters', msg('error.integer-range', { value: shooters, min: 1, max: size }));
    cap(shooters, WARTIME_LIMITS.shooters, 'shooters', 'cap.shooters');
    rulings.push('wartime/formation-profile', 'wartime/formation-shooting');
  } else if (req.shooters !== undefined) throw violation('shooters', msg('error.shooters-formation'));
  // Each attack costs the weapon's Energy (a formation's combat action too: one weapon for all).
  const { attacks, per, energy } = attackEnergy(req.attacks, weapon, c, req.situation);
  if (req.situation?.outOfTurn) rulings.push('wartime/out-of-turn');
  const mods: NamedValue[] = [...standingModifiers(c), ...situationModifiers(req.situation, 'situation')];
  if (req.blind) mods.push({ label: msg('modifier.blind'), value: -2 });
  const side = target ? formationSide(target, req.facing) : 'front';
  if (side !== 'front') mods.push({ label: msg(side === 'rear' ? 'modifier.rear' : 'modifier.flank'), value: 2 });
  return {
    character: c,
    name: shooters !== null && req.attacker.name === undefined ? SIDE_NAMES.attacking : c.name,
    weapon,
    plan: req.attacker.fortunePlan ?? {},
    mods,
    shooters,
    per,
    energy,
    attacks,
    rulings,
  };
}

/** Range: the distance in cm against the weapon's range in kliks (needs the scale). */
function checkRange(req: ShotRequest, weapon: Weapon, steps: StepDraft[], rulings: string[]): number | null {
  const k = req.scale !== undefined ? scaleOf(req.scale) : null;
  if (req.distance === undefined) return k;
  if (k === null) throw violation('scale', msg('error.scale-needed'));
  if (!Number.isFinite(req.distance) || req.distance < 0) throw violation('distance', msg('error.not-negative', { value: req.distance }));
  const reach = weapon.range * k;
  steps.push({ rule: 'wartime/combat/range', summary: msg('step.range', { distance: req.distance, range: weapon.range, k, cm: reach }), result: msg('result.in-range') });
  rulings.push('wartime/klik');
  if (req.distance > reach + 1e-9) throw violation('distance', msg('error.out-of-range', { distance: req.distance, weapon: weapon.name, range: weapon.range, cm: reach }));
  return k;
}

function scaleOf(scale: number): number {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1000) throw violation('scale', msg('error.positive', { value: scale, max: 1000 }));
  return klik(scale);
}

// ---------------------------------------------------------------------------------------------
// One target
// ---------------------------------------------------------------------------------------------

/**
 * What decides the rest of a shot, or its odds read; counts and names travel in the trace (the
 * attacks are applied a fixed number of times, a shot that is over stays as it is, so the attacks
 * made are a count).
 */
interface ShotState {
  readonly down: boolean;
  /** Vitality points or members lost. */
  readonly lost: number;
  readonly exploded: boolean;
  readonly aPoints: number;
  readonly tPoints: number;
  /** Will effects gained during the shot: their net modifier. */
  readonly aWill: number;
  readonly tWill: number;
  readonly ended: boolean;
  /** A failed Will check after the attacker's Fortune use failed an attack (only with Fortune, at most two attacks). */
  readonly failed: boolean;
  /** A miss struck the first cover element (only at a target in cover). */
  readonly coverStruck: boolean;
}

interface ShotTrace {
  /** Attacks made (the Energy paid, the rounds spent). */
  readonly made: number;
  /** Damage over twice the Defense (prone rule): reported, deciding nothing that follows. */
  readonly pulverized: boolean;
  readonly attacks: readonly AttackSummary[];
  readonly hits: number;
  readonly struck: number;
  readonly wills: readonly WillResult[];
  /** The cover element a miss struck was damaged (reported; its odds are not followed). */
  readonly coverDamaged: boolean;
  readonly coordinated: CoordinatedResult | null;
}

/**
 * A shot's state as the odds key it: a flat tuple of a ShotState's fields in order, since a
 * record's key costs about five times a tuple's and one shot with Fortune on both sides keys about
 * a thousand states. Read it by name with `shotOf`.
 */
type ShotKey = readonly [boolean, number, boolean, number, number, number, number, boolean, boolean, boolean];
const DOWN = 0;
const LOST = 1;
const EXPLODED = 2;
const FAILED = 8;
const COVER_STRUCK = 9;

type ShotValue = Traced<{ readonly s: ShotKey }, ShotTrace>;

const shotKey = (st: ShotState): { s: ShotKey } => ({ s: [st.down, st.lost, st.exploded, st.aPoints, st.tPoints, st.aWill, st.tWill, st.ended, st.failed, st.coverStruck] });

function shotOf(v: { readonly s: ShotKey }): ShotState {
  const [down, lost, exploded, aPoints, tPoints, aWill, tWill, ended, failed, coverStruck] = v.s;
  return { down, lost, exploded, aPoints, tPoints, aWill, tWill, ended, failed, coverStruck };
}

export function planShot(req: ShotRequest, catalog: WartimeCatalog): ActionPlan<unknown, ShotOutcome, ShotOdds> {
  const probe = resolveCharacter(req.attacker, 'attacker', catalog);
  const weapon = weaponFor(req.weapon, probe, false, 'weapon', catalog);
  if (weapon.area) return erased(planArea(req, catalog));
  if (!req.target) throw violation('target', msg('error.target-needed', { weapon: weapon.name }));
  if (req.models && req.models.length > 0) throw violation('models', msg('error.models-area-only'));
  const target = resolveTarget(req.target, 'target', req.facing, catalog);
  const s = shooterOf(req, catalog, target);
  const steps: StepDraft[] = [];
  checkRange(req, s.weapon, steps, s.rulings);
  const vitality = req.options?.vitality ?? false;
  const prone = req.options?.prone ?? false;
  if (vitality) s.rulings.push('wartime/vitality-loss');
  checkFortuneAttacks(s.attacks, canSpend(s.plan, s.character.fortune), canSpend(target.plan, targetFortune(target, null, 0).points));

  let ammo: number | null = null;
  if (req.ammunition) {
    ammo = req.ammunition.rounds ?? magazineOf(s.weapon.damage);
    if (!Number.isInteger(ammo) || ammo < 0) throw violation('ammunition.rounds', msg('error.integer-range', { value: ammo, min: 0, max: magazineOf(s.weapon.damage) }));
    // An empty magazine is the rounds' fault (no attack can be made); otherwise too many attacks for what is left.
    if (s.attacks > ammo) throw violation(ammo === 0 ? 'ammunition.rounds' : 'attacks', msg('error.ammunition', { rounds: ammo, reload: s.weapon.damage }));
  }
  let dice = 0;
  if (req.coordinated) {
    if (target.kind !== 'transport') throw violation('coordinated', msg('error.coordinated-transport'));
    dice = coordinatedDiceFor(req.coordinated, catalog, false);
  }
  steps.unshift({
    rule: 'wartime/actions/energy',
    summary: msg('step.attack-energy', { weapon: s.weapon.name, attacks: s.attacks, shooters: s.shooters ?? 1 }),
    result: msg('result.energy', { energy: s.energy }),
  });
  if (target.cover > 0) steps.push(coverStep(target));
  if (s.shooters !== null) return erased(planVolley(req, s, target, steps));

  const side = formationSide(target, req.facing);
  const damage = s.weapon.damage * (side === 'rear' ? 2 : 1);
  const damageText = side === 'rear' ? msg('damage.rear', { damage: s.weapon.damage }) : msg('damage.weapon', { damage: s.weapon.damage });
  if (side !== 'front') s.rulings.push('wartime/damage-value');
  const impactAttr = s.weapon.impact;
  const baseImpact = s.character.attributes[impactAttr];
  const tVitality = target.kind === 'character' && vitality && target.character ? target.character.vitality - target.character.vitalityLost : null;
  const members = target.kind === 'formation' ? target.size : 1;
  const aWillBase = fortuneWillTarget(s.character);
  const tSide0 = targetFortune(target, null, 0);
  const rule = 'wartime/combat/ranged';

  const impactArg = (st: ShotState) => {
    const mods = st.aWill === 0 ? s.mods : [...s.mods, { label: msg('modifier.will-now'), value: st.aWill }];
    const raw = baseImpact + sumOf(mods);
    const plan = fortuneArg(s.plan.impact);
    return {
      arg: {
        target: raw,
        auto: null,
        instead: plan.instead,
        reroll: plan.reroll,
        roller: { points: st.aPoints, will: aWillBase + st.aWill },
        acting: true,
        cancel: target.plan.cancel?.includes('impact') ?? false,
        opponent: { points: st.tPoints, will: tSide0.will + st.tWill },
      },
      summary: formula(msg('formula.base', { check: CHECK_NAME(impactAttr), value: baseImpact }), mods, raw),
      raw,
    };
  };
  const strikeArg = (st: ShotState, critical: boolean, reduction: number): StrikeArg => {
    const plan = fortuneArg(s.plan.damage);
    const defense = Math.max(0, target.defense - reduction) + (critical ? 0 : target.cover);
    const dplan = fortuneArg(target.plan.defense);
    return {
      damage,
      check: damage,
      impactCritical: critical,
      instead: plan.instead,
      reroll: plan.reroll,
      attacker: { points: st.aPoints, will: aWillBase + st.aWill },
      acting: true,
      kind: target.kind,
      defense,
      cancel: target.plan.cancel?.includes('damage') ?? false,
      target: { points: st.tPoints, will: tSide0.will + st.tWill },
      ignore: target.plan.ignoreDamage ?? false,
      defenseInstead: dplan.instead,
      defenseReroll: dplan.reroll,
      vitality: tVitality === null ? null : tVitality - st.lost,
      members: members - (target.kind === 'formation' ? st.lost : 0),
      prone,
    };
  };
  const strikeLabels = (critical: boolean, reduction: number) => ({
    attacker: s.name,
    target: target.name,
    weapon: s.weapon.name,
    damageText,
    defenseText: defenseText(target, critical, reduction),
    rule,
  });
  /** A strike's result folded into the shot. */
  const fold = (st: ShotState, v: StrikeState): { s: ShotKey } => ({
    s: [st.down || v.result === 'down', st.lost + v.lost, st.exploded || v.exploded, v.attackerPoints, v.targetPoints, st.aWill + v.attackerWill, st.tWill + v.targetWill, st.ended || v.ended, st.failed || v.failed, st.coverStruck],
  });
  // Written out field by field, not `{ ...t, made, ... }`: the odds build a trace per branch they
  // follow (see hot copies in core/state.ts).
  const addTrace = (t: ShotTrace, more: Partial<ShotTrace> & { attack?: AttackSummary; extraWills?: readonly WillResult[] }): ShotTrace => ({
    made: t.made + (more.attack ? 1 : 0),
    pulverized: t.pulverized || (more.pulverized ?? false),
    attacks: more.attack ? [...t.attacks, more.attack] : (more.attacks ?? t.attacks),
    hits: t.hits + (more.hits ?? 0),
    struck: t.struck + (more.struck ?? 0),
    wills: more.extraWills ? [...t.wills, ...more.extraWills] : t.wills,
    coverDamaged: more.coverDamaged ?? t.coverDamaged,
    coordinated: t.coordinated,
  });

  /** One character's attack: impact, then the strike or (in cover) 30% on the first element. */
  const attackOnce = (sv: ShotValue, reduction: number): Program<ShotValue> => {
    const st = shotOf(sv);
    const t = traceOf(sv);
    if (st.down || st.ended) return pure(sv);
    const impact = impactArg(st);
    const check = runCheck(impact.arg, {
      rule: `${rule}/impact`,
      summary: impact.summary,
      purpose: msg('purpose.impact', { who: s.name, n: t.made + 1 }),
      roller: s.name,
      opponent: target.name,
    });
    return chain(check, (c: CheckValue) => {
      const ct = traceOf(c);
      // Every field written out (see addTrace).
      const after: ShotState = {
        down: st.down,
        lost: st.lost,
        exploded: st.exploded,
        aPoints: c.rollerPoints,
        tPoints: c.opponentPoints,
        aWill: st.aWill + willDelta(c.rollerWill),
        tWill: st.tWill + willDelta(c.opponentWill),
        ended: st.ended || c.rollerWill === 'fumble',
        failed: st.failed || c.failed,
        coverStruck: st.coverStruck,
      };
      const trace = addTrace(t, { attack: { impact: c.verdict, damage: null }, extraWills: ct.wills });
      if (!passes(c.verdict)) {
        // A missed shot at a target in cover may strike the first element in the line of fire.
        if (c.failed || target.coverElements.length === 0) return pure(traced(shotKey(after), trace));
        return percentRoll(30, msg('purpose.cover-miss'), (happens, value, faces) => {
          const step: StepDraft = {
            rule: `${rule}/cover`,
            summary: msg('step.cover-miss', { element: target.coverElements[0].name }),
            rolls: faces,
            result: msg('result.percent', { value, happens: happens ? 'yes' : 'no' }),
            rulings: ['wartime/cover-miss'],
          };
          if (!happens) return emit(step, () => pure(traced(shotKey(after), trace)));
          const element = target.coverElements[0];
          return emit(step, () =>
            chain(
              runStrike(
                { ...strikeArg(after, false, 0), kind: 'scenery', defense: element.defense, cancel: false, target: NO_FORTUNE, ignore: false, vitality: null, members: 1, defenseInstead: null, defenseReroll: false, prone: false },
                { ...strikeLabels(false, 0), target: element.name, defenseText: msg('defense.plain', { defense: element.defense }) },
              ),
              (sv) => {
                const v = strikeOf(sv);
                const st2: ShotState = {
                  down: after.down,
                  lost: after.lost,
                  exploded: after.exploded,
                  aPoints: v.attackerPoints,
                  tPoints: after.tPoints,
                  aWill: after.aWill + v.attackerWill,
                  tWill: after.tWill,
                  ended: after.ended || v.ended,
                  failed: after.failed || v.failed,
                  coverStruck: true,
                };
                return pure(traced(shotKey(st2), addTrace(trace, { coverDamaged: v.result === 'down', extraWills: traceOf(sv).wills })));
              },
            ),
          );
        });
      }
      const critical = c.verdict === 'critical';
      return chain(runStrike(strikeArg(after, critical, reduction), strikeLabels(critical, reduction)), (sv) => {
        const v = strikeOf(sv);
        const vt = traceOf(sv);
        return pure(traced(fold(after, v), addTrace(trace, { hits: 1, struck: 1, pulverized: v.pulverized, extraWills: vt.wills, attacks: withDamage(trace.attacks, vt.damage) })));
      });
    });
  };

  const startState: ShotState = { down: false, lost: 0, exploded: false, aPoints: s.character.fortune, tPoints: tSide0.points, aWill: 0, tWill: 0, ended: false, failed: false, coverStruck: false };
  const start: ShotValue = traced(
    shotKey(startState),
    { made: 0, pulverized: false, attacks: [], hits: 0, struck: 0, wills: [], coverDamaged: false, coordinated: null },
  );
  const program: Program<ShotValue> = emitAll(steps, () =>
    coordinatedProgram(dice, target.defense, (co) => chain(repeat<ShotValue>(s.attacks, start, (sv) => attackOnce(sv, co.reduction)), (v) => pure(traced({ s: v.s }, { ...traceOf(v), coordinated: req.coordinated ? co : null })))),
  );
  const rulings = [...s.rulings, ...(req.coordinated ? ['wartime/coordinated-attack'] : []), ...(target.cover > 0 ? ['wartime/cover-half'] : [])];

  const outcome = (v: ShotValue): ShotOutcome => {
    const t = traceOf(v);
    const st = shotOf(v);
    return {
      // Only the attacks made are paid: once the target is down the rest are not.
      energy: s.per * t.made,
      attacks: t.attacks,
      hits: t.hits,
      // What targetResult reads, written out, not `{ ...st, pulverized }` (see hot copies in core/state.ts).
      target: targetResult(target, -1, { down: st.down, lost: st.lost, exploded: st.exploded, pulverized: t.pulverized, tPoints: st.tPoints }, t.struck, tSide0.points, vitality),
      ...(st.coverStruck ? { coverStruck: { name: target.coverElements[0].name, damaged: t.coverDamaged } } : {}),
      ...(t.coordinated ? { coordinated: t.coordinated } : {}),
      ...(ammo !== null ? { ammunition: { left: ammo - t.made, reloadEnergy: s.weapon.damage } } : {}),
      will: t.wills,
      actionFailed: st.failed,
      activationEnded: st.ended,
    };
  };
  return erased({
    program,
    rulings,
    outcome,
    odds: () => {
      const dist = odds(program);
      const first = odds(runCheck(impactArg(startState).arg, { rule, summary: msg('formula.base', { check: CHECK_NAME(impactAttr), value: baseImpact }), purpose: msg('purpose.impact', { who: s.name, n: 1 }), roller: s.name, opponent: target.name }));
      return {
        hitPerAttack: first.probability((c) => passes(c.verdict)),
        down: dist.probability((v) => v.s[DOWN]),
        exploded: dist.probability((v) => v.s[EXPLODED]),
        actionFails: dist.probability((v) => v.s[FAILED]),
        ...(target.coverElements.length > 0 ? { coverStruck: dist.probability((v) => v.s[COVER_STRUCK]) } : {}),
        ...(tVitality !== null ? { vitalityLost: dist.histogram((v) => v.s[LOST], tVitality) } : {}),
        ...(target.kind === 'formation' ? { lost: dist.histogram((v) => v.s[LOST], members), expectedLost: dist.expectation((v) => v.s[LOST]) } : {}),
      };
    },
    headline: (o) => shotHeadline(o),
    oddsLine: (d) => msg('odds.shot', { hit: d.hitPerAttack, down: d.down ?? 0 }),
  } satisfies ActionPlan<ShotValue, ShotOutcome, ShotOdds>);
}

const withDamage = (attacks: readonly AttackSummary[], damage: Verdict): AttackSummary[] => {
  const out = [...attacks];
  out[out.length - 1] = { ...out[out.length - 1], damage };
  return out;
};

// ---------------------------------------------------------------------------------------------
// Formation volleys
// ---------------------------------------------------------------------------------------------

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

interface VolleyLosses {
  readonly down: boolean;
  readonly lost: number;
  readonly exploded: boolean;
  readonly pulverized: boolean;
}
type VolleyValue = Traced<VolleyLosses, { readonly hits: number; readonly struck: number }>;

const MISS: VolleyHit = { stage: 'settled', hit: false, loss: 0, down: false, exploded: false, overDouble: false };

/**
 * A formation's volley (ruling wartime/formation-shooting): every shooter's impact die thrown
 * together, then the damage dice of the hits, then the Defense checks, the losses folded in as a
 * volley (each shooter's odds worked out once). No Fortune is spent on either side of a volley.
 */
function planVolley(req: ShotRequest, s: Shooter, target: Defender, steps: StepDraft[]): ActionPlan<VolleyValue, ShotOutcome, ShotOdds> {
  if (s.attacks !== 1) throw violation('attacks', msg('error.volley-one-attack'));
  if (req.coordinated) throw violation('coordinated', msg('error.coordinated-transport'));
  if (target.plan.ignoreDamage || target.plan.cancel?.length || target.plan.defense) throw violation('target.fortunePlan', msg('error.volley-fortune'));
  const n = s.shooters as number;
  const vitality = req.options?.vitality ?? false;
  const prone = req.options?.prone ?? false;
  const side = formationSide(target, req.facing);
  const damage = s.weapon.damage * (side === 'rear' ? 2 : 1);
  const damageText = side === 'rear' ? msg('damage.rear', { damage: s.weapon.damage }) : msg('damage.weapon', { damage: s.weapon.damage });
  const impactAttr = s.weapon.impact;
  const base = s.character.attributes[impactAttr];
  const impact = clampCheck(base + sumOf(s.mods));
  const check = clampCheck(damage);
  const summary = formula(msg('formula.base', { check: CHECK_NAME(impactAttr), value: base }), s.mods, base + sumOf(s.mods));
  const vit = target.kind === 'character' && vitality && target.character ? target.character.vitality - target.character.vitalityLost : null;
  const rule = 'wartime/combat/ranged';
  const rulings = [...s.rulings, ...(target.cover > 0 ? ['wartime/cover-half'] : []), ...(side !== 'front' ? ['wartime/damage-value'] : []), ...(vit !== null ? ['wartime/vitality-loss'] : [])];

  /** What got through, once the Damage beats the Defense or the Defense check failed. */
  const through = (excess: number, exploded: boolean, overDouble: boolean): VolleyHit =>
    target.kind === 'formation' || vit !== null
      ? { stage: 'settled', hit: true, loss: excess, down: false, exploded, overDouble }
      : { stage: 'settled', hit: true, loss: 0, down: true, exploded, overDouble };
  const phases: Phase<VolleyShot>[] = [
    (item, i) => {
      if (item.stage !== 'impact') return { t: 'skip' };
      return {
        t: 'roll',
        spec: { die: 'd10', purpose: msg('purpose.volley-shot', { n: i + 1 }), need: `≤${impact}` },
        group: verdictClassifier(impact),
        resolve: ([f]) => {
          const verdict = verdictOf(f, impact);
          const state: VolleyShot = passes(verdict) ? { stage: 'damage', critical: verdict === 'critical' } : MISS;
          return { state, steps: () => [{ rule: `${rule}/impact`, summary: msg('step.volley', { n: i + 1, check: summary }), rolls: [f], result: msg('verdict.check', { verdict }) }] };
        },
      };
    },
    (item) => {
      if (item.stage !== 'damage') return { t: 'skip' };
      const defense = target.defense + (item.critical ? 0 : target.cover);
      return {
        t: 'roll',
        spec: { die: 'd10', purpose: msg('purpose.damage', { who: s.name, weapon: s.weapon.name }), need: `≤${check}` },
        group: verdictClassifier(check),
        resolve: ([f]) => {
          const verdict = verdictOf(f, check);
          const stepOf = (result: Msg): StepDraft => ({
            rule: `${rule}/damage`,
            summary: msg('step.damage-check', { weapon: s.weapon.name, damage: damageText, target: check, on: target.name }),
            rolls: [f],
            result,
          });
          if (!passes(verdict)) return { state: { ...MISS, hit: true }, steps: () => [stepOf(msg('verdict.check', { verdict }))] };
          const { damage: compared, beats } = damageAgainst(verdict, damage, defense);
          const result = msg('step.damage-vs-defense', { damage: compared, critical: verdict === 'critical' ? 'yes' : 'no', defense: defenseText(target, item.critical, 0), total: defense, target: target.name });
          if (beats) {
            const exploded = item.critical && verdict === 'critical' && (target.kind === 'character' || target.kind === 'transport');
            return { state: through(compared - defense, exploded, prone && compared > 2 * defense), steps: () => [stepOf(result)] };
          }
          // Transports and scenery take no Defense check; characters and formations do.
          if (target.kind === 'transport' || target.kind === 'scenery') return { state: { ...MISS, hit: true }, steps: () => [stepOf(result)] };
          return { state: { stage: 'defense', defense }, steps: () => [stepOf(result)] };
        },
      };
    },
    (item) => {
      if (item.stage !== 'defense') return { t: 'skip' };
      const t = clampCheck(item.defense);
      return {
        t: 'roll',
        spec: { die: 'd10', purpose: msg('purpose.defense', { who: target.name }), need: `≤${t}` },
        group: verdictClassifier(t),
        resolve: ([f]) => {
          const verdict = verdictOf(f, t);
          const state = passes(verdict) ? { ...MISS, hit: true } : through(1, false, false);
          return { state, steps: () => [{ rule: `${rule}/defense`, summary: msg('step.defense-check', { target: target.name, defense: t }), rolls: [f], result: msg('verdict.check', { verdict }) }] };
        },
      };
    },
  ];
  const size = target.kind === 'formation' ? target.size : vit;
  const v: Volley<VolleyShot, VolleyValue> = {
    items: Array.from({ length: n }, () => ({ stage: 'impact' })),
    phases,
    isFinal: (x) => x.stage === 'settled',
    init: traced({ down: false, lost: 0, exploded: false, pulverized: false }, { hits: 0, struck: 0 }),
    // Once the target is down nothing more counts, so the volley may stop rolling (and the odds
    // may play every shooter to the end).
    fold: (acc, x) => {
      if (acc.down || x.stage !== 'settled') return acc;
      const t = traceOf(acc);
      const lost = size === null ? 0 : Math.min(size, acc.lost + x.loss);
      const down = size === null ? x.down : lost >= size;
      const pulverized = prone && down && x.overDouble && !x.exploded && target.kind !== 'formation';
      return traced(
        { down, lost, exploded: acc.exploded || x.exploded || (pulverized && target.kind === 'transport'), pulverized: acc.pulverized || (pulverized && target.kind !== 'transport') },
        { hits: t.hits + (x.hit ? 1 : 0), struck: t.struck + (x.hit ? 1 : 0) },
      );
    },
    stop: (acc) => acc.down,
  };
  const program: Program<VolleyValue> = emitAll(steps, () => volley(v, (acc) => pure(acc)));
  return {
    program,
    rulings,
    outcome: (value) => {
      const t = traceOf(value);
      return {
        energy: s.per,
        attacks: [{ impact: t.hits > 0 ? 'pass' : 'fail', damage: null }],
        hits: t.hits,
        target: targetResult(target, -1, value, t.struck, 0, vitality),
        will: [],
        actionFailed: false,
        activationEnded: false,
      };
    },
    odds: () => {
      const dist = odds(program);
      return {
        hitPerAttack: Dist.die(10).probability((f) => passes(verdictOf(f, impact))),
        down: dist.probability((x) => x.down),
        exploded: dist.probability((x) => x.exploded),
        ...(vit !== null ? { vitalityLost: dist.histogram((x) => x.lost, vit) } : {}),
        ...(target.kind === 'formation' ? { lost: dist.histogram((x) => x.lost, target.size), expectedLost: dist.expectation((x) => x.lost) } : {}),
      };
    },
    headline: (o) => shotHeadline(o),
    oddsLine: (d) => msg('odds.shot', { hit: d.hitPerAttack, down: d.down ?? 0 }),
  };
}

function defenseText(t: Defender, critical: boolean, reduction: number): Msg {
  return msg('defense.parts', { defense: t.defense, cover: critical ? 0 : t.cover, reduction, ignored: critical && t.cover > 0 ? 'yes' : 'no' });
}

function coverStep(t: Defender): StepDraft {
  return {
    rule: 'wartime/combat/cover',
    summary: msg('step.cover', { target: t.name, list: t.coverElements.map((e) => e.name) }),
    result: msg('result.cover', { bonus: t.cover }),
    rulings: ['wartime/cover-half'],
  };
}

function targetResult(t: Defender, index: number, v: { down: boolean; lost: number; exploded: boolean; pulverized: boolean; tPoints?: number }, struck: number, points: number, vitality: boolean): TargetResult {
  return {
    name: t.name,
    kind: t.kind,
    index,
    struck,
    down: v.down,
    exploded: v.exploded,
    pulverized: v.pulverized,
    vitalityLost: t.kind === 'character' && vitality ? v.lost : 0,
    lost: t.kind === 'formation' ? v.lost : 0,
    fortuneSpent: v.tPoints === undefined ? 0 : points - v.tPoints,
    ...explosionOf(t, v.exploded),
  };
}

function shotHeadline(o: ShotOutcome): Msg {
  const t = o.target;
  const models = o.models ?? [];
  return msg('headline.shot', {
    attacks: o.attacks.length,
    hits: o.hits,
    result: t ? (t.exploded ? 'exploded' : t.down ? 'down' : t.kind === 'formation' ? 'lost' : t.vitalityLost > 0 ? 'hurt' : 'standing') : 'area',
    target: t?.name ?? SIDE_NAMES.formation,
    lost: t ? t.lost || t.vitalityLost : models.filter((m) => m.down).length,
    down: models.filter((m) => m.down).length,
  });
}

// ---------------------------------------------------------------------------------------------
// Area weapons
// ---------------------------------------------------------------------------------------------

/** A model that may be under the area: its index (-1 the target, -2 the attacker, else in `models`). */
interface Victim {
  readonly index: number;
  readonly d: Defender;
  readonly position: Vec;
  readonly radius: number;
}

interface AreaState {
  /** Models down (the whole shot), or (a projection) this model's result. */
  readonly down: number;
  readonly aPoints: number;
  readonly aWill: number;
  readonly failed: boolean;
  readonly ended: boolean;
  /** Projections only: whether the model was under the area, and its Vitality lost. */
  readonly struck: boolean;
  readonly lost: number;
}

interface AreaTrace {
  readonly impact: Verdict;
  readonly landing: Landing | null;
  readonly results: readonly { readonly victim: number; readonly value: StrikeValue }[];
  readonly wills: readonly WillResult[];
}

type AreaValue = Traced<AreaState, AreaTrace>;

/** Placeholder for the attacker's Fortune when it is not under its own area (keeps call keys small). */
const NOBODY = { points: 0, will: 0 };

function planArea(req: ShotRequest, catalog: WartimeCatalog): ActionPlan<AreaValue, ShotOutcome, ShotOdds> {
  const target = req.target ? resolveTarget(req.target, 'target', req.facing, catalog) : null;
  const s = shooterOf(req, catalog, target);
  if (s.shooters !== null) throw violation('attacker.formation', msg('error.area-formation'));
  if (target?.kind === 'formation') throw violation('target', msg('error.area-formation'));
  if ((req.attacks ?? 1) !== 1) throw violation('attacks', msg('error.area-one-attack'));
  if (req.coordinated) throw violation('coordinated', msg('error.coordinated-transport'));
  const steps: StepDraft[] = [];
  const k = checkRange(req, s.weapon, steps, s.rulings);
  if (k === null) throw violation('scale', msg('error.scale-needed'));
  const area = s.weapon.area as NonNullable<Weapon['area']>;
  const from = s.character.position;
  if (!from) throw violation('attacker.position', msg('error.positions-needed'));
  const aim = req.aim ?? target?.position ?? null;
  if (!aim) throw violation('aim', msg('error.area-aim', { weapon: s.weapon.name }));
  if (distance(from, aim) === 0) throw violation('aim', msg('error.aim-at-attacker'));
  const forward = unit({ x: aim.x - from.x, y: aim.y - from.y });
  const models = req.models ?? [];
  cap(models.length + (target ? 1 : 0), WARTIME_LIMITS.areaModels, 'models', 'cap.area-models');
  const vitality = req.options?.vitality ?? false;
  const prone = req.options?.prone ?? false;

  const radiusOf = (d: Defender, path: string): number => {
    if (d.kind === 'scenery') return 0;
    if (d.kind === 'transport') return (d.movement ?? 0) / 2;
    const base = d.character?.baseDiameter;
    if (base === null || base === undefined) throw violation(path, msg('error.base-needed'));
    return base / 2;
  };
  const victims: Victim[] = [];
  if (target) {
    if (!target.position) throw violation('target.position', msg('error.positions-needed'));
    victims.push({ index: -1, d: target, position: target.position, radius: radiusOf(target, 'target') });
  }
  models.forEach((m, i) => {
    const d = resolveTarget(m, `models[${i}]`, undefined, catalog);
    if (d.kind === 'formation') throw violation(`models[${i}]`, msg('error.area-formation'));
    victims.push({ index: i, d, position: m.position, radius: radiusOf(d, `models[${i}]`) });
  });
  // The attacker is struck too when the area covers it.
  const self = resolveTarget({ ...req.attacker, formation: undefined }, 'attacker', undefined, catalog);
  victims.push({ index: -2, d: { ...self, cover: 0, coverElements: [] }, position: from, radius: radiusOf(self, 'attacker') });

  const coveredAt = new Map<string, number[]>();
  const coveredBy = (point: Vec): number[] => {
    const key = `${point.x},${point.y}`;
    let out = coveredAt.get(key);
    if (!out) {
      // Geometry outside the interpreters: one unit per model tested at a landing point.
      spend(victims.length);
      out = victims.flatMap((v, i) => (covers(area, k, point, forward, v.position, v.radius) ? [i] : []));
      coveredAt.set(key, out);
    }
    return out;
  };
  const landingOf = (hour: number, kliks: number): Landing =>
    kliks === 1 ? { point: aim, scattered: false, direction: null, kliks: 0 } : { point: scatterPoint(aim, forward, hour, kliks * k), scattered: true, direction: hour, kliks };
  /** Whom each scatter (d12 hour, d10 kliks) covers, worked out once per plan: every projection groups the same 120 landings. */
  const scatterCovers: number[][] = [];
  const coveredByScatter = (hour: number, kliks: number): number[] => {
    const at = (hour - 1) * 10 + (kliks - 1);
    return (scatterCovers[at] ??= coveredBy(landingOf(hour, kliks).point));
  };

  const impactAttr = s.weapon.impact;
  const baseImpact = s.character.attributes[impactAttr];
  const raw = baseImpact + sumOf(s.mods);
  const summary = formula(msg('formula.base', { check: CHECK_NAME(impactAttr), value: baseImpact }), s.mods, raw);
  const plan = fortuneArg(s.plan.impact);
  const aWillBase = fortuneWillTarget(s.character);
  const rule = 'wartime/combat/area';
  const rulings = [...s.rulings, 'wartime/area-placement', 'wartime/area-cover', 'wartime/area-fortune'];
  if (vitality) rulings.push('wartime/vitality-loss');

  /** One model under the area: the strike against its own Defense and cover (the target's cover is gone on an impact critical). */
  const strikeOn = (i: number, critical: boolean, self: { points: number; will: number }): Program<StrikeValue> => {
    const v = victims[i];
    const d = v.d;
    const cover = critical && v.index === -1 ? 0 : d.cover;
    // The attacker under its own area has the Fortune its impact check left it.
    const fortune = v.index === -2 ? targetFortune(d, self.points, self.will) : targetFortune(d, null, 0);
    const dplan = fortuneArg(d.plan.defense);
    const left = d.kind === 'character' && vitality && d.character ? d.character.vitality - d.character.vitalityLost : null;
    return runStrike(
      {
        damage: s.weapon.damage,
        check: s.weapon.damage,
        impactCritical: critical && v.index === -1,
        instead: null,
        reroll: false,
        attacker: NO_FORTUNE,
        acting: true,
        kind: d.kind,
        defense: d.defense + cover,
        cancel: d.plan.cancel?.includes('damage') ?? false,
        target: fortune,
        ignore: d.plan.ignoreDamage ?? false,
        defenseInstead: dplan.instead,
        defenseReroll: dplan.reroll,
        vitality: left,
        members: 1,
        prone,
      },
      { attacker: s.name, target: d.name, weapon: s.weapon.name, damageText: msg('damage.weapon', { damage: s.weapon.damage }), defenseText: defenseText(d, critical && v.index === -1, 0), rule },
    );
  };

  /** The blast over the models `keep` (indices into victims); `detail`: keep the one model's own result in the state. */
  const areaProgram = (keep: readonly number[], detail: boolean): Program<AreaValue> => {
    const kept = new Set(keep);
    // Every scatter grouped by whom of `keep` it covers: the odds follow one branch per distinct
    // set (two for a one-model projection), whatever the 120 landings.
    // Called once per scatter (120 of them) each time the odds group a projection's landings: a unit each.
    const scatterClass = ([[hour], [kliks]]: number[][]): number[] => {
      spend();
      return coveredByScatter(hour, kliks).filter((i) => kept.has(i));
    };
    type Rest = Traced<{ readonly rest: readonly number[]; readonly down: number; readonly lost: number }, AreaTrace['results']>;
    /** Each covered model in turn (nearest the centre first for the dice; the set is what the odds key on). */
    const strikeAll = (arg: Traced<{ readonly covered: readonly number[]; readonly critical: boolean; readonly self: { points: number; will: number } }, Vec>): Program<Rest> => {
      const centre = traceOf(arg);
      const order = [...arg.covered].sort((a, b) => distance(victims[a].position, centre) - distance(victims[b].position, centre) || a - b);
      return loop<Rest, Rest>(traced({ rest: order, down: 0, lost: 0 }, []), (r) => {
        if (r.rest.length === 0) return pure(done(r));
        const i = r.rest[0];
        return chain(call(strikeOnCall, { i, critical: arg.critical, self: i === victims.length - 1 ? arg.self : NOBODY }), (value) => {
          const v = strikeOf(value);
          return pure(again(traced({ rest: r.rest.slice(1), down: r.down + (v.result === 'down' ? 1 : 0), lost: r.lost + v.lost }, [...traceOf(r), { victim: i, value }])));
        });
      });
    };
    const land = (st: AreaState, t: AreaTrace, landing: Landing, critical: boolean, covered: readonly number[]): Program<AreaValue> => {
      const here = covered.filter((i) => kept.has(i));
      const step: StepDraft = {
        rule: `${rule}/coverage`,
        summary: msg('step.area', { x: landing.point.x, y: landing.point.y }),
        result: here.length ? msg('result.covers', { models: here.map((i) => victims[i].d.name) }) : msg('result.covers-nobody'),
        rulings: ['wartime/area-placement'],
      };
      const withLanding = { ...t, landing };
      if (here.length === 0) return emit(step, () => pure(traced(st, withLanding)));
      return emit(step, () =>
        chain(call(strikeAll, traced({ covered: here, critical, self: here.includes(victims.length - 1) ? { points: st.aPoints, will: st.aWill } : NOBODY }, landing.point)), (r) =>
          pure(
            traced(
              { ...st, down: st.down + r.down, ...(detail ? { struck: true, lost: r.lost } : {}) },
              { ...withLanding, results: traceOf(r) },
            ),
          ),
        ),
      );
    };
    const start: AreaState = { down: 0, aPoints: s.character.fortune, aWill: 0, failed: false, ended: false, struck: false, lost: 0 };
    const check = runCheck(
      { target: raw, auto: null, instead: plan.instead, reroll: plan.reroll, roller: { points: s.character.fortune, will: aWillBase }, acting: true, cancel: false, opponent: NO_FORTUNE },
      { rule: `${rule}/impact`, summary, purpose: msg('purpose.impact', { who: s.name, n: 1 }), roller: s.name, opponent: target?.name ?? s.name },
    );
    return emitAll(steps, () =>
      chain(check, (c) => {
        const st: AreaState = { ...start, aPoints: c.rollerPoints, aWill: willDelta(c.rollerWill), failed: c.failed, ended: c.rollerWill === 'fumble' };
        const t: AreaTrace = { impact: c.verdict, landing: null, results: [], wills: traceOf(c).wills };
        if (c.failed) return pure(traced(st, t));
        if (passes(c.verdict)) return land(st, t, { point: aim, scattered: false, direction: null, kliks: 0 }, c.verdict === 'critical', coveredBy(aim));
        // A miss scatters: d12 clock direction, then 1D10 kliks (a 1 does not deviate).
        return rollsAs(
          [
            { die: 'd12', purpose: msg('purpose.scatter-direction') },
            { die: 'd10', purpose: msg('purpose.scatter-distance') },
          ],
          scatterClass,
          (covered, [[hour], [kliks]]) => {
            const landing = landingOf(hour, kliks);
            return emit(
              {
                rule: 'wartime/basics/scatter',
                summary: msg('step.scatter', { k }),
                rolls: [hour, kliks],
                result: kliks === 1 ? msg('result.no-scatter') : msg('result.scatter', { hour, kliks, cm: kliks * k }),
                rulings: ['wartime/scatter-direction', 'wartime/area-miss-scatter'],
              },
              () => land(st, t, landing, false, covered),
            );
          },
        );
      }),
    );
  };
  const strikeOnCall = (a: { readonly i: number; readonly critical: boolean; readonly self: { points: number; will: number } }): Program<StrikeValue> =>
    strikeOn(a.i, a.critical, a.self);

  const program = areaProgram(
    victims.map((_, i) => i),
    false,
  );
  const outcome = (v: AreaValue): ShotOutcome => {
    const t = traceOf(v);
    const results = t.results.map(({ victim, value: struck }) => {
      const vic = victims[victim];
      const value = strikeOf(struck);
      return targetResult(
        vic.d,
        vic.index,
        { down: value.result === 'down', lost: value.lost, exploded: value.exploded, pulverized: value.pulverized, tPoints: value.targetPoints },
        1,
        targetFortune(vic.d, null, 0).points,
        vitality,
      );
    });
    const tr = results.find((r) => r.index === -1);
    return {
      energy: s.energy,
      attacks: [{ impact: t.impact, damage: null }],
      hits: passes(t.impact) ? 1 : 0,
      ...(target ? { target: tr ?? targetResult(target, -1, { down: false, lost: 0, exploded: false, pulverized: false }, 0, 0, vitality) } : {}),
      models: results,
      ...(t.landing ? { landing: t.landing } : {}),
      will: [...t.wills, ...t.results.flatMap((r) => traceOf(r.value).wills)],
      actionFailed: v.failed,
      activationEnded: v.ended,
    };
  };
  return {
    program,
    rulings,
    outcome,
    odds: () => {
      // Per model, from its own projection: exact, since given where the area lands models fare
      // independently; the expected number of models down is their sum (linearity).
      const ctx = new OddsContext();
      const per: ModelOdds[] = victims.map((v, i) => {
        const dist = odds(areaProgram([i], true), ctx);
        return { name: v.d.name, index: v.index, struck: dist.probability((x) => x.struck), down: dist.probability((x) => x.down > 0), expectedVitalityLost: vitality ? dist.expectation((x) => x.lost) : 0 };
      });
      const first = odds(
        runCheck(
          { target: raw, auto: null, instead: plan.instead, reroll: plan.reroll, roller: { points: s.character.fortune, will: aWillBase }, acting: true, cancel: false, opponent: NO_FORTUNE },
          { rule, summary, purpose: msg('purpose.impact', { who: s.name, n: 1 }), roller: s.name, opponent: s.name },
        ),
        ctx,
      );
      const t = per.find((m) => m.index === -1);
      return {
        hitPerAttack: first.probability((c) => passes(c.verdict)),
        ...(t ? { down: t.down } : {}),
        models: per,
        expectedCasualties: per.reduce((a, m) => a + m.down, 0),
        actionFails: first.probability((c) => c.failed),
      };
    },
    headline: (o) => shotHeadline(o),
    oddsLine: (d) => msg('odds.area', { hit: d.hitPerAttack, expected: d.expectedCasualties ?? 0 }),
  };
}


