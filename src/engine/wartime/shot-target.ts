import { ActionPlan } from '../core/game';
import { chain, emitAll, emit, odds, Program, pure, repeat } from '../core/program';
import { TRACE, traceOf } from '../core/state';
import { msg, Msg, StepDraft } from '../core/types';
import { fortuneWillTarget } from './basic';
import { coordinatedProgram } from './coordinated';
import { CheckArg, CheckValue, formula, FortuneSide, fortuneArg, NO_FORTUNE, passes, percentRoll, runCheck, sumOf, Verdict, willDelta } from './checks';
import { Defender, runStrike, StrikeArg, StrikeLabels, StrikeValue, strikeOf, targetFortune } from './combat';
import { AttackSummary, CoordinatedResult, ShotOdds, ShotOutcome, WillResult } from './outcomes';
import { ShotRequest } from './requests';
import { CHECK_NAME, damageValue, defenseText, Shooter, shotHeadline, targetResult } from './shot-shooter';

/**
 * One character's attacks at one target (rule wartime/combat/ranged): per attack the shooting
 * check on the weapon's impact attribute, then the strike (combat.ts) on a hit, or on a miss at a
 * target in cover 30% that the first cover element takes the strike. Fortune and Will effects
 * carry from one attack to the next.
 */

/** What happened in a shot that decides nothing that follows: reported only, never keyed. */
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
 * What decides the rest of a shot, or its odds read; counts and names travel in the trace (the
 * attacks are applied a fixed number of times, a shot that is over stays as it is, so the attacks
 * made are a count).
 *
 * Its key (`toJSON`, which `stateKey` reads) is its values in declaration order, not its field
 * names: one shot with Fortune on both sides keys about a thousand states, and a record keyed by
 * its names costs several times a flat list of its values to encode and to look up. Built by its
 * constructor only, never spread (see hot copies in core/state.ts); shot-target.spec.ts checks
 * that the key reads every field.
 */
export class ShotState {
  readonly [TRACE]: ShotTrace;
  constructor(
    readonly down: boolean,
    /** Vitality points or members lost. */
    readonly lost: number,
    readonly exploded: boolean,
    /** Fortune points left to the attacker and the target. */
    readonly aPoints: number,
    readonly tPoints: number,
    /** Will effects gained during the shot: their net modifier. */
    readonly aWill: number,
    readonly tWill: number,
    readonly ended: boolean,
    /** A failed Will check after the attacker's Fortune use failed an attack (only with Fortune, at most two attacks). */
    readonly failed: boolean,
    /** A miss struck the first cover element (only at a target in cover). */
    readonly coverStruck: boolean,
    trace: ShotTrace,
  ) {
    this[TRACE] = trace;
  }

  toJSON(): unknown[] {
    return [this.down, this.lost, this.exploded, this.aPoints, this.tPoints, this.aWill, this.tWill, this.ended, this.failed, this.coverStruck];
  }
}

/** What every attack of the shot reads, fixed for the whole shot. */
interface AimedShot {
  readonly s: Shooter;
  readonly target: Defender;
  /** Damage value and its text (doubled from a formation's rear). */
  readonly damage: number;
  readonly damageText: Msg;
  readonly baseImpact: number;
  /** The target's Vitality left before the shot (Vitality rules, a character), or null. */
  readonly tVitality: number | null;
  readonly members: number;
  readonly aWillBase: number;
  /** The target's Fortune before the shot. */
  readonly tSide: FortuneSide;
  readonly prone: boolean;
}

const RULE = 'wartime/combat/ranged';

/** The attacks at one target, after shot.ts has checked the request and drafted the steps that come first. */
export function planTargetShot(req: ShotRequest, s: Shooter, target: Defender, steps: readonly StepDraft[], dice: number, ammo: number | null): ActionPlan<ShotState, ShotOutcome, ShotOdds> {
  const vitality = req.options?.vitality ?? false;
  const value = damageValue(s.weapon, target, req);
  if (value.side !== 'front') s.rulings.push('wartime/damage-value');
  const tSide = targetFortune(target, null, 0);
  const shot: AimedShot = {
    s,
    target,
    damage: value.damage,
    damageText: value.text,
    baseImpact: s.character.attributes[s.weapon.impact],
    tVitality: target.kind === 'character' && vitality && target.character ? target.character.vitality - target.character.vitalityLost : null,
    members: target.kind === 'formation' ? target.size : 1,
    aWillBase: fortuneWillTarget(s.character),
    tSide,
    prone: req.options?.prone ?? false,
  };
  const start = new ShotState(false, 0, false, s.character.fortune, tSide.points, 0, 0, false, false, false, { made: 0, pulverized: false, attacks: [], hits: 0, struck: 0, wills: [], coverDamaged: false, coordinated: null });
  const program: Program<ShotState> = emitAll(steps, () =>
    coordinatedProgram(dice, target.defense, (co) =>
      chain(
        repeat<ShotState>(s.attacks, start, (sv) => attackRule(shot, sv, co.reduction)),
        (v) => pure(withCoordinated(v, req.coordinated ? co : null)),
      ),
    ),
  );
  return {
    program,
    rulings: [...s.rulings, ...(req.coordinated ? ['wartime/coordinated-attack'] : []), ...(target.cover > 0 ? ['wartime/cover-half'] : [])],
    outcome: (v) => shotOutcome(shot, v, vitality, ammo),
    odds: () => shotOdds(shot, program, start),
    headline: (o) => shotHeadline(o),
    oddsLine: (d) => msg('odds.shot', { hit: d.hitPerAttack, down: d.down ?? 0 }),
  };
}

/** One attack: the shooting check, then the strike or (a miss in cover) the cover element's chance. A shot that is over stays as it is. */
function attackRule(shot: AimedShot, sv: ShotState, reduction: number): Program<ShotState> {
  if (sv.down || sv.ended) return pure(sv);
  const { s, target } = shot;
  const impact = impactArg(shot, sv);
  const check = runCheck(impact.arg, {
    rule: `${RULE}/impact`,
    summary: impact.summary,
    purpose: msg('purpose.impact', { who: s.name, n: traceOf(sv).made + 1 }),
    roller: s.name,
    opponent: target.name,
  });
  return chain(check, (c: CheckValue) => impactResult(shot, sv, c, reduction));
}

/** The shooting check (impact): the weapon's attribute with the shooter's modifiers and its running Will effects, Fortune on both sides. */
function impactArg(shot: AimedShot, st: ShotState): { arg: CheckArg; summary: Msg; raw: number } {
  const { s, target } = shot;
  const mods = st.aWill === 0 ? s.mods : [...s.mods, { label: msg('modifier.will-now'), value: st.aWill }];
  const raw = shot.baseImpact + sumOf(mods);
  const plan = fortuneArg(s.plan.impact);
  return {
    arg: {
      target: raw,
      auto: null,
      instead: plan.instead,
      reroll: plan.reroll,
      roller: { points: st.aPoints, will: shot.aWillBase + st.aWill },
      acting: true,
      cancel: target.plan.cancel?.includes('impact') ?? false,
      opponent: { points: st.tPoints, will: shot.tSide.will + st.tWill },
    },
    summary: formula(msg('formula.base', { check: CHECK_NAME(s.weapon.impact), value: shot.baseImpact }), mods, raw),
    raw,
  };
}

/** The shooting check's result: Fortune spent and Will effects gained, then a hit's strike or a miss's cover element. */
function impactResult(shot: AimedShot, st: ShotState, c: CheckValue, reduction: number): Program<ShotState> {
  const trace = addTrace(traceOf(st), { attack: { impact: c.verdict, damage: null }, extraWills: traceOf(c).wills });
  const after = new ShotState(
    st.down,
    st.lost,
    st.exploded,
    c.rollerPoints,
    c.opponentPoints,
    st.aWill + willDelta(c.rollerWill),
    st.tWill + willDelta(c.opponentWill),
    st.ended || c.rollerWill === 'fumble',
    st.failed || c.failed,
    st.coverStruck,
    trace,
  );
  if (!passes(c.verdict)) {
    // A missed shot at a target in cover may strike the first element in the line of fire.
    if (c.failed || shot.target.coverElements.length === 0) return pure(after);
    return coverMissRule(shot, after);
  }
  const critical = c.verdict === 'critical';
  return chain(runStrike(strikeArg(shot, after, critical, reduction), strikeLabels(shot, critical, reduction)), (sv) => damageResult(after, sv));
}

/** The strike on the target: Damage against its Defense (cover gone on an impact critical, less the coordinated attack's reduction), its Vitality or members. */
function strikeArg(shot: AimedShot, st: ShotState, critical: boolean, reduction: number): StrikeArg {
  const { s, target } = shot;
  const plan = fortuneArg(s.plan.damage);
  const defense = Math.max(0, target.defense - reduction) + (critical ? 0 : target.cover);
  const dplan = fortuneArg(target.plan.defense);
  return {
    damage: shot.damage,
    check: shot.damage,
    impactCritical: critical,
    instead: plan.instead,
    reroll: plan.reroll,
    attacker: { points: st.aPoints, will: shot.aWillBase + st.aWill },
    acting: true,
    kind: target.kind,
    defense,
    cancel: target.plan.cancel?.includes('damage') ?? false,
    target: { points: st.tPoints, will: shot.tSide.will + st.tWill },
    ignore: target.plan.ignoreDamage ?? false,
    defenseInstead: dplan.instead,
    defenseReroll: dplan.reroll,
    vitality: shot.tVitality === null ? null : shot.tVitality - st.lost,
    members: shot.members - (target.kind === 'formation' ? st.lost : 0),
    prone: shot.prone,
  };
}

function strikeLabels(shot: AimedShot, critical: boolean, reduction: number): StrikeLabels {
  return {
    attacker: shot.s.name,
    target: shot.target.name,
    weapon: shot.s.weapon.name,
    damageText: shot.damageText,
    defenseText: defenseText(shot.target, critical, reduction),
    rule: RULE,
  };
}

/** A hit's strike folded into the shot: the target's losses, both sides' Fortune and Will. */
function damageResult(after: ShotState, sv: StrikeValue): Program<ShotState> {
  const v = strikeOf(sv);
  const vt = traceOf(sv);
  const trace = traceOf(after);
  return pure(
    new ShotState(
      after.down || v.result === 'down',
      after.lost + v.lost,
      after.exploded || v.exploded,
      v.attackerPoints,
      v.targetPoints,
      after.aWill + v.attackerWill,
      after.tWill + v.targetWill,
      after.ended || v.ended,
      after.failed || v.failed,
      after.coverStruck,
      addTrace(trace, { hits: 1, struck: 1, pulverized: v.pulverized, extraWills: vt.wills, attacks: withDamage(trace.attacks, vt.damage) }),
    ),
  );
}

/** Cover (ruling wartime/cover-miss): a miss at a target in cover strikes the first element in the line of fire 30% of the time. */
function coverMissRule(shot: AimedShot, after: ShotState): Program<ShotState> {
  const element = shot.target.coverElements[0];
  return percentRoll(30, msg('purpose.cover-miss'), (happens, value, faces) => {
    const step: StepDraft = {
      rule: `${RULE}/cover`,
      summary: msg('step.cover-miss', { element: element.name }),
      rolls: faces,
      result: msg('result.percent', { value, happens: happens ? 'yes' : 'no' }),
      rulings: ['wartime/cover-miss'],
    };
    if (!happens) return emit(step, () => pure(after));
    return emit(step, () =>
      chain(
        runStrike(
          { ...strikeArg(shot, after, false, 0), kind: 'scenery', defense: element.defense, cancel: false, target: NO_FORTUNE, ignore: false, vitality: null, members: 1, defenseInstead: null, defenseReroll: false, prone: false },
          { ...strikeLabels(shot, false, 0), target: element.name, defenseText: msg('defense.plain', { defense: element.defense }) },
        ),
        (sv) => coverStruckResult(after, sv),
      ),
    );
  });
}

/** The cover element's strike: only the attacker's Fortune and Will can change; the element's damage is reported. */
function coverStruckResult(after: ShotState, sv: StrikeValue): Program<ShotState> {
  const v = strikeOf(sv);
  return pure(
    new ShotState(
      after.down,
      after.lost,
      after.exploded,
      v.attackerPoints,
      after.tPoints,
      after.aWill + v.attackerWill,
      after.tWill,
      after.ended || v.ended,
      after.failed || v.failed,
      true,
      addTrace(traceOf(after), { coverDamaged: v.result === 'down', extraWills: traceOf(sv).wills }),
    ),
  );
}

/**
 * A trace with what one step added. Written out field by field, not `{ ...t, made, ... }`: the
 * odds build a trace per branch they follow (see hot copies in core/state.ts).
 */
function addTrace(t: ShotTrace, more: Partial<ShotTrace> & { attack?: AttackSummary; extraWills?: readonly WillResult[] }): ShotTrace {
  return {
    made: t.made + (more.attack ? 1 : 0),
    pulverized: t.pulverized || (more.pulverized ?? false),
    attacks: more.attack ? [...t.attacks, more.attack] : (more.attacks ?? t.attacks),
    hits: t.hits + (more.hits ?? 0),
    struck: t.struck + (more.struck ?? 0),
    wills: more.extraWills ? [...t.wills, ...more.extraWills] : t.wills,
    coverDamaged: more.coverDamaged ?? t.coverDamaged,
    coordinated: t.coordinated,
  };
}

const withDamage = (attacks: readonly AttackSummary[], damage: Verdict): AttackSummary[] => {
  const out = [...attacks];
  out[out.length - 1] = { ...out[out.length - 1], damage };
  return out;
};

/** The shot's end with the coordinated attack's dice reported (null without one). */
function withCoordinated(v: ShotState, coordinated: CoordinatedResult | null): ShotState {
  const t = traceOf(v);
  const trace: ShotTrace = { made: t.made, pulverized: t.pulverized, attacks: t.attacks, hits: t.hits, struck: t.struck, wills: t.wills, coverDamaged: t.coverDamaged, coordinated };
  return new ShotState(v.down, v.lost, v.exploded, v.aPoints, v.tPoints, v.aWill, v.tWill, v.ended, v.failed, v.coverStruck, trace);
}

function shotOutcome(shot: AimedShot, v: ShotState, vitality: boolean, ammo: number | null): ShotOutcome {
  const { s, target } = shot;
  const t = traceOf(v);
  return {
    // Only the attacks made are paid: once the target is down the rest are not.
    energy: s.per * t.made,
    attacks: t.attacks,
    hits: t.hits,
    // What targetResult reads, written out (see hot copies in core/state.ts).
    target: targetResult(target, -1, { down: v.down, lost: v.lost, exploded: v.exploded, pulverized: t.pulverized, tPoints: v.tPoints }, t.struck, shot.tSide.points, vitality),
    ...(v.coverStruck ? { coverStruck: { name: target.coverElements[0].name, damaged: t.coverDamaged } } : {}),
    ...(t.coordinated ? { coordinated: t.coordinated } : {}),
    ...(ammo !== null ? { ammunition: { left: ammo - t.made, reloadEnergy: s.weapon.damage } } : {}),
    will: t.wills,
    actionFailed: v.failed,
    activationEnded: v.ended,
  };
}

function shotOdds(shot: AimedShot, program: Program<ShotState>, start: ShotState): ShotOdds {
  const { s, target, tVitality } = shot;
  const dist = odds(program);
  const labels = { rule: RULE, summary: msg('formula.base', { check: CHECK_NAME(s.weapon.impact), value: shot.baseImpact }), purpose: msg('purpose.impact', { who: s.name, n: 1 }), roller: s.name, opponent: target.name };
  const first = odds(runCheck(impactArg(shot, start).arg, labels));
  return {
    hitPerAttack: first.probability((c) => passes(c.verdict)),
    down: dist.probability((v) => v.down),
    exploded: dist.probability((v) => v.exploded),
    actionFails: dist.probability((v) => v.failed),
    ...(target.coverElements.length > 0 ? { coverStruck: dist.probability((v) => v.coverStruck) } : {}),
    ...(tVitality !== null ? { vitalityLost: dist.histogram((v) => v.lost, tVitality) } : {}),
    ...(target.kind === 'formation' ? { lost: dist.histogram((v) => v.lost, shot.members), expectedLost: dist.expectation((v) => v.lost) } : {}),
  };
}
