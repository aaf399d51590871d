import { call, chain, emit, Program, pure, rollAs } from '../core/program';
import { traceOf } from '../core/state';
import { msg, Msg, StepDraft } from '../core/types';
import { Character, NamedValue, Weapon } from './characters';
import { Decision, formula, fortuneArg, FortuneSide, opposedOf, OpposedState, runOpposed, sumOf, willDelta } from './checks';
import { Defender, runStrike, StrikeArg, StrikeState, StrikeValue, strikeOf } from './combat';
import { WillResult } from './outcomes';
import { FortunePlan } from './requests';
import { ExchangeArg, Footing, MeleeTrace, meleeTrace, set, side, StrikeBackArg, StrikesArg, withMade } from './melee-state';

/**
 * One exchange of close combat (ruling wartime/melee-exchange), rule by rule: the opposed AGI
 * impact check (or the automatic impact on a defenceless target), then the strikes its result
 * calls for, the attacker's first and the foe's back, each a damage check against Defense whose
 * losses fold into the exchange's footing (melee-state.ts). melee.ts strings exchanges into a
 * fight.
 */

export const RULE = 'wartime/combat/melee';
const AGI: Msg = msg('check.impact', { attribute: msg('attribute.agi') });

/** A defender as the fight reads it, fixed for the whole plan. */
export interface Foe {
  readonly d: Defender;
  /** Its close-combat weapon's Damage (null: unarmed, it never strikes back). */
  readonly damage: { value: number; text: Msg } | null;
  readonly fortune: FortuneSide;
  /** Vitality left at the start (Vitality rules), or null. */
  readonly vitality: number | null;
  readonly mods: readonly NamedValue[];
  /** Fortune its plan could spend in one exchange. */
  readonly fortuneCap: number;
  /** Fought at a distance: re-engaged rather than engaged. */
  readonly reengaged: boolean;
}

/**
 * Everything the rules of one fight read that is fixed for the whole plan, with its sub-rules
 * bound to it (the odds share a sub-rule's results by its identity, so each plan makes its own).
 */
export interface Melee {
  readonly attacker: Character;
  readonly weapon: Weapon;
  readonly damage: { value: number; text: Msg };
  readonly charge: boolean;
  readonly prone: boolean;
  readonly plan: FortunePlan;
  /** The attacker's Will target for the checks of its Fortune uses. */
  readonly willBase: number;
  /** The attacker's Vitality left at the start (Vitality rules), or null. */
  readonly vitality: number | null;
  /** The attacker's impact modifiers, before Will effects and Vitality lost. */
  readonly mods: readonly NamedValue[];
  /** Fortune the attacker's plan could spend in one exchange. */
  readonly fortuneCap: number;
  readonly fiveToOneFailed: boolean;
  readonly rollImpact: boolean;
  readonly foes: readonly Foe[];
  /** The trace of a fight before any exchange. */
  readonly start: MeleeTrace;
  readonly exchange: (arg: ExchangeArg) => Program<Footing>;
  readonly strikes: (arg: StrikesArg) => Program<Footing>;
  readonly strikeBack: (arg: StrikeBackArg) => Program<Footing>;
}

/** The sub-rules of `m`'s fight, bound to it once per plan. */
export function withSubRules(fixed: Omit<Melee, 'exchange' | 'strikes' | 'strikeBack'>): Melee {
  const m: Melee = {
    ...fixed,
    exchange: (arg) => exchangeRule(m, arg),
    strikes: (arg) => strikesRule(m, arg),
    strikeBack: (arg) => strikeBackRule(m, arg),
  };
  return m;
}

const willsAfter = (t: MeleeTrace, v: StrikeValue): readonly WillResult[] => {
  const w = traceOf(v).wills;
  return w.length === 0 ? t.wills : [...t.wills, ...w];
};

/** The attacker struck defender `i`. */
const onDefender = (t: MeleeTrace, i: number, sv: StrikeValue, v: StrikeState): MeleeTrace =>
  meleeTrace(
    t,
    t.made,
    t.aExploded,
    t.aPulverized,
    v.exploded ? set(t.dExploded, i, true) : t.dExploded,
    v.pulverized ? set(t.dPulverized, i, true) : t.dPulverized,
    t.aStrikes + 1,
    t.dStrikes,
    set(t.struck, i, t.struck[i] + 1),
    t.aStruck,
    willsAfter(t, sv),
    t.failed || v.failed,
  );

/** Defender `i` struck the attacker back. */
const onAttacker = (t: MeleeTrace, i: number, sv: StrikeValue, v: StrikeState): MeleeTrace =>
  meleeTrace(
    t,
    t.made,
    t.aExploded || v.exploded,
    t.aPulverized || v.pulverized,
    t.dExploded,
    t.dPulverized,
    t.aStrikes,
    set(t.dStrikes, i, t.dStrikes[i] + 1),
    t.struck,
    t.aStruck + 1,
    willsAfter(t, sv),
    // The attacker's own Fortune use failing its Will check fails its action (reported only).
    t.failed || v.targetWill < 0,
  );

// ---------------------------------------------------------------------------------------------
// The exchange: its impact, then its strikes.
// ---------------------------------------------------------------------------------------------

/**
 * One exchange as a sub-rule, keyed by only what it reads (the foe, the reduction, each side's
 * Vitality lost, Fortune it could spend and Will effects; the exchanges made are its trace):
 * fights that reach the same footing share its odds, and its result is merged before the fight
 * goes on.
 */
function exchangeRule(m: Melee, arg: ExchangeArg): Program<Footing> {
  const f = new Footing(false, false, arg.attacker, arg.defender, withMade(m.start, traceOf(arg) + 1));
  if (m.foes[arg.foe].d.defenceless) return automaticImpact(m, f, arg.foe, arg.reduction);
  return impactCheck(m, f, arg.foe, arg.reduction);
}

/** Vitality lost, as an impact modifier (ruling wartime/vitality-loss). */
const vitalityMod = (lost: number): NamedValue[] => (lost > 0 ? [{ label: msg('modifier.vitality-lost', { points: lost }), value: -lost }] : []);

/**
 * The impact check: opposed AGI rolls, each side with its standing modifiers, its Will effects
 * and its Vitality lost, and the Fortune its plan spends on them.
 */
function impactCheck(m: Melee, f: Footing, i: number, reduction: number): Program<Footing> {
  const foe = m.foes[i];
  const a = f.attacker;
  const d = f.defender;
  const made = traceOf(f).made;
  const c = foe.d.character as Character;
  const aMods = [...(a.will === 0 ? m.mods : [...m.mods, { label: msg('modifier.will-now'), value: a.will }]), ...vitalityMod(a.lost)];
  const aTarget = m.attacker.attributes.agi + sumOf(m.mods) + (a.will - a.lost);
  const dMods = [...foe.mods, ...(d.will === 0 ? [] : [{ label: msg('modifier.will-now'), value: d.will }]), ...vitalityMod(d.lost)];
  const dRaw = c.attributes.agi + sumOf(dMods);
  const ap = fortuneArg(m.plan.impact);
  const dp = fortuneArg(foe.d.plan.impact);
  return chain(
    runOpposed(
      {
        actor: { target: aTarget, attribute: m.attacker.attributes.agi, auto: m.fiveToOneFailed ? 'fail' : null, instead: ap.instead, reroll: ap.reroll, fortune: { points: a.points, will: m.willBase + a.will }, acting: true },
        opponent: { target: dRaw, attribute: c.attributes.agi, auto: foe.d.fiveToOneFailed ? 'fail' : null, instead: dp.instead, reroll: dp.reroll, fortune: { points: d.points, will: foe.fortune.will + d.will }, acting: false },
        melee: true,
      },
      {
        rule: `${RULE}/impact`,
        actor: m.attacker.name,
        opponent: foe.d.name,
        actorSummary: formula(msg('formula.base', { check: AGI, value: m.attacker.attributes.agi }), aMods, aTarget),
        opponentSummary: formula(msg('formula.base', { check: AGI, value: c.attributes.agi }), dMods, dRaw),
        actorPurpose: msg('purpose.impact', { who: m.attacker.name, n: made }),
        opponentPurpose: msg('purpose.impact-defend', { who: foe.d.name, n: made }),
      },
    ),
    (ov) => {
      const o = opposedOf(ov);
      return strikesCalledFor(m, o, i, reduction, afterImpact(f, o, traceOf(ov).wills));
    },
  );
}

/** The footing after the impact check: the Fortune each side spent on it and the Will effects its checks left. */
function afterImpact(f: Footing, o: OpposedState, wills: readonly WillResult[]): Footing {
  const a = f.attacker;
  const d = f.defender;
  const t = traceOf(f);
  const trace = meleeTrace(t, t.made, t.aExploded, t.aPulverized, t.dExploded, t.dPulverized, t.aStrikes, t.dStrikes, t.struck, t.aStruck, [...t.wills, ...wills], t.failed || o.failed);
  // The attacker's own Fortune use fumbled its Will check: its activation ends.
  return new Footing(f.ended, f.stopped || o.actorWill === 'fumble', side(a.lost, a.down, o.actorPoints, a.will + willDelta(o.actorWill)), side(d.lost, d.down, o.opponentPoints, d.will + willDelta(o.opponentWill)), trace);
}

const isOne = ([f]: number[]): boolean => f === 1;

/** An immobile or defenceless target (ruling wartime/automatic-impact): the impact passes without an opposed roll, a die only for a critical. */
function automaticImpact(m: Melee, f: Footing, i: number, reduction: number): Program<Footing> {
  const auto: StepDraft = { rule: `${RULE}/impact`, summary: msg('step.auto-impact', { target: m.foes[i].d.name }), result: msg('result.auto-impact'), rulings: ['wartime/automatic-impact'] };
  const hit = (critical: boolean, face: number | null): Program<Footing> =>
    emit(face === null ? auto : { ...auto, rolls: [face], result: msg(critical ? 'verdict.check' : 'result.auto-impact', { verdict: 'critical' }) }, () =>
      strikesCalledFor(m, { winner: 'actor', reason: 'only-pass', ended: false, actor: critical ? 'critical' : 'pass', opponent: 'fail' }, i, reduction, f),
    );
  if (!m.rollImpact) return hit(false, null);
  return rollAs({ die: 'd10', purpose: msg('purpose.impact', { who: m.attacker.name, n: traceOf(f).made }) }, isOne, (critical, [face]) => hit(critical, face));
}

/**
 * The strikes an impact's result calls for (the winner strikes the loser, both on a tie of
 * passes), as a sub-rule keyed by only what they read: the opposed roll's many results (reasons,
 * verdicts, rolls) collapse into a few, each struck once. Both fumbling ends the combat.
 */
function strikesCalledFor(m: Melee, d: Decision, i: number, reduction: number, after: Footing): Program<Footing> {
  const aHits = d.winner === 'actor' || d.winner === 'both';
  const dHits = d.winner === 'opponent' || d.winner === 'both';
  const f = d.ended && !after.ended ? new Footing(true, after.stopped, after.attacker, after.defender, traceOf(after)) : after;
  const arg = new StrikesArg(i, reduction, aHits, dHits, aHits && d.actor === 'critical', dHits && d.actor === 'fumble', dHits && d.opponent === 'critical', aHits && d.opponent === 'fumble', f);
  return call(m.strikes, arg);
}

/** The attacker's strike, then the foe's back (an unarmed foe never strikes). */
function strikesRule(m: Melee, a: StrikesArg): Program<Footing> {
  const i = a.foe;
  const f = a.footing;
  const defenderHits = a.defenderStrikes && m.foes[i].damage !== null;
  const second = (after: Footing): Program<Footing> => (defenderHits ? call(m.strikeBack, new StrikeBackArg(i, a.defenderCritical, a.attackerFumbled, after)) : pure(after));
  if (!a.attackerStrikes) return second(f);
  return chain(attackerStrike(m, f, i, a.attackerCritical, a.defenderFumbled, a.reduction), (v) => {
    const r = strikeOf(v);
    return second(struckDefender(f, r, onDefender(traceOf(f), i, v, r)));
  });
}

/** The foe strikes back, as a sub-rule keyed by the footing after the attacker's strike. */
function strikeBackRule(m: Melee, a: StrikeBackArg): Program<Footing> {
  const f = a.footing;
  return chain(defenderStrike(m, f, a.foe, a.critical, a.fumbled), (v) => {
    const r = strikeOf(v);
    return pure(struckAttacker(f, r, onAttacker(traceOf(f), a.foe, v, r)));
  });
}

// ---------------------------------------------------------------------------------------------
// Damage: a strike's damage check against Defense (combat.ts), and what it leaves.
// ---------------------------------------------------------------------------------------------

/**
 * The attacker strikes defender `i` with its weapon's Damage (ruling wartime/damage-value), against
 * its Defense less the coordinated attack's reduction (0 if it fumbled its impact).
 */
function attackerStrike(m: Melee, f: Footing, i: number, impactCritical: boolean, foeFumbled: boolean, reduction: number): Program<StrikeValue> {
  const foe = m.foes[i];
  const dplan = fortuneArg(foe.d.plan.defense);
  const plan = fortuneArg(m.plan.damage);
  const defense = foeFumbled ? 0 : Math.max(0, foe.d.defense - reduction);
  const arg: StrikeArg = {
    damage: m.damage.value,
    // A charge adds 1 to the damage check, not to the Damage compared with Defense.
    check: m.damage.value + (m.charge ? 1 : 0),
    impactCritical,
    instead: plan.instead,
    reroll: plan.reroll,
    attacker: { points: f.attacker.points, will: m.willBase + f.attacker.will },
    acting: true,
    kind: foe.d.kind,
    defense,
    cancel: foe.d.plan.cancel?.includes('damage') ?? false,
    target: { points: f.defender.points, will: foe.fortune.will + f.defender.will },
    ignore: foe.d.plan.ignoreDamage ?? false,
    defenseInstead: dplan.instead,
    defenseReroll: dplan.reroll,
    vitality: foe.vitality === null ? null : foe.vitality - f.defender.lost,
    members: 1,
    prone: m.prone,
  };
  return runStrike(arg, {
    attacker: m.attacker.name,
    target: foe.d.name,
    weapon: m.weapon.name,
    damageText: m.damage.text,
    defenseText: foeFumbled ? msg('defense.fumbled') : msg('defense.parts', { defense: foe.d.defense, cover: 0, reduction, ignored: 'no' }),
    rule: RULE,
  });
}

/** Defender `i` strikes the attacker back with its own weapon (against Defense 0 if the attacker fumbled its impact). */
function defenderStrike(m: Melee, f: Footing, i: number, impactCritical: boolean, attackerFumbled: boolean): Program<StrikeValue> {
  const foe = m.foes[i];
  const dmg = foe.damage as { value: number; text: Msg };
  const plan = fortuneArg(foe.d.plan.damage);
  const dplan = fortuneArg(m.plan.defense);
  const arg: StrikeArg = {
    damage: dmg.value,
    check: dmg.value,
    impactCritical,
    instead: plan.instead,
    reroll: plan.reroll,
    attacker: { points: f.defender.points, will: foe.fortune.will + f.defender.will },
    acting: false,
    kind: 'character',
    defense: attackerFumbled ? 0 : m.attacker.defense,
    cancel: m.plan.cancel?.includes('damage') ?? false,
    target: { points: f.attacker.points, will: m.willBase + f.attacker.will },
    ignore: m.plan.ignoreDamage ?? false,
    defenseInstead: dplan.instead,
    defenseReroll: dplan.reroll,
    vitality: m.vitality === null ? null : m.vitality - f.attacker.lost,
    members: 1,
    prone: m.prone,
  };
  return runStrike(arg, {
    attacker: foe.d.name,
    target: m.attacker.name,
    weapon: (foe.d.weapon as Weapon).name,
    damageText: dmg.text,
    defenseText: attackerFumbled ? msg('defense.fumbled') : msg('defense.plain', { defense: m.attacker.defense }),
    rule: RULE,
  });
}

/**
 * The footing after the attacker's strike: the foe's Vitality lost or down (ruling
 * wartime/vitality-loss), both sides' Fortune and Will effects, and the attacker's activation
 * stopped if its own Fortune use fumbled.
 */
function struckDefender(f: Footing, v: StrikeState, trace: MeleeTrace): Footing {
  const a = f.attacker;
  const d = f.defender;
  return new Footing(f.ended, f.stopped || v.ended, side(a.lost, a.down, v.attackerPoints, a.will + v.attackerWill), side(d.lost + v.lost, d.down || v.result === 'down', v.targetPoints, d.will + v.targetWill), trace);
}

/** The footing after the foe's strike back: the attacker's Vitality lost or down, both sides' Fortune and Will effects. */
function struckAttacker(f: Footing, v: StrikeState, trace: MeleeTrace): Footing {
  const a = f.attacker;
  const d = f.defender;
  // The attacker's own Fortune use (against the damage) fumbled its Will check: its activation ends.
  return new Footing(f.ended, f.stopped || v.targetWill === -3, side(a.lost + v.lost, a.down || v.result === 'down', v.targetPoints, a.will + v.targetWill), side(d.lost, d.down, v.attackerPoints, d.will + v.attackerWill), trace);
}
