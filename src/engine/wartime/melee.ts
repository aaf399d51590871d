import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { call, chain, emit, odds, Program, pure, repeat, rollAs } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text } from '../core/types';
import { fortuneWillTarget } from './basic';
import { Character, NamedValue, resolveCharacter, standingModifiers, Weapon } from './characters';
import { Decision, formula, fortuneArg, opposedOf, planCost, runOpposed, situationModifiers, situationRulings, sumOf, willDelta } from './checks';
import { attackEnergy, canSpend, checkFortuneAttacks, checkPlanAffordable, Defender, explosionOf, erased, resolveTarget, runStrike, StrikeArg, StrikeState, StrikeValue, strikeOf, targetFortune, weaponFor } from './combat';
import { WARTIME_LIMITS } from './limits';
import { WartimeCatalog } from './model';
import { CoordinatedResult, FighterResult, MeleeOdds, MeleeOutcome, WillResult } from './outcomes';
import { FortunePlan, MeleeRequest } from './requests';
import { coordinatedDiceFor, coordinatedProgram } from './coordinated';
import { damageOf, planFormationMelee } from './formation';

/**
 * Close combat. Each attack action is an exchange: an opposed AGI impact check, and the winner
 * strikes the loser (ruling wartime/melee-exchange) with its weapon's Damage + CON - 3. A
 * defenceless target is struck without an opposed roll; once a defender is down the attacker
 * goes on against the next. Formations fight pair by pair (formation.ts).
 */

const AGI: Msg = msg('check.impact', { attribute: msg('attribute.agi') });
/**
 * The odds key every state they follow (thousands for ten exchanges), and a record's key costs
 * about five times a flat tuple's, so the melee's states and its sub-rules' arguments are flat
 * tuples of numbers (flags 0 or 1) under `s`, read through the offsets below. What is reported
 * only (exchanges made, explosions, Will checks) travels in the trace, so fights that differ only
 * in it are followed once.
 *
 * A side is four numbers: Vitality lost, down, Fortune points left, Will effects running.
 */
const LOST = 0;
const DOWN = 1;
const POINTS = 2;
const WILL = 3;

/**
 * One exchange's footing: the combat ended, the attacker's activation stopped, the attacker's
 * side, the foe's side. The other defenders take no part in it.
 */
type Footing = readonly number[];
const ENDED = 0;
const STOPPED = 1;
const A = 2;
const D = 6;

/** The fight: the foe fought, then a footing's numbers with every defender's side in turn. */
const FOE = 0;
const F_ENDED = 1;
const F_STOPPED = 2;
const F_A = 3;
const fD = (i: number): number => 7 + 4 * i;

interface Tuple {
  readonly s: readonly number[];
}

interface MeleeTrace {
  /** Exchanges made. */
  readonly made: number;
  /** The attacker struck back with both criticals (it explodes) or by more than twice its Defense (prone rule). */
  readonly aExploded: boolean;
  readonly aPulverized: boolean;
  readonly dExploded: readonly boolean[];
  readonly dPulverized: readonly boolean[];
  readonly aStrikes: number;
  readonly dStrikes: readonly number[];
  readonly struck: readonly number[];
  readonly aStruck: number;
  readonly wills: readonly WillResult[];
  /** A failed Will check after a Fortune use failed an action: reported, deciding nothing that follows. */
  readonly failed: boolean;
  readonly coordinated: CoordinatedResult | null;
}

/**
 * A melee trace, field by field in the interface's order. Every trace is built here rather than as
 * `{ ...t, field }`: the odds build one per strike they follow, thousands a fight (see hot copies
 * in core/state.ts).
 */
function meleeTrace(
  t: MeleeTrace,
  made: number,
  aExploded: boolean,
  aPulverized: boolean,
  dExploded: readonly boolean[],
  dPulverized: readonly boolean[],
  aStrikes: number,
  dStrikes: readonly number[],
  struck: readonly number[],
  aStruck: number,
  wills: readonly WillResult[],
  failed: boolean,
): MeleeTrace {
  return { made, aExploded, aPulverized, dExploded, dPulverized, aStrikes, dStrikes, struck, aStruck, wills, failed, coordinated: t.coordinated };
}

/** The trace with its count of exchanges made set, the rest as it was. */
const withMade = (t: MeleeTrace, made: number): MeleeTrace =>
  meleeTrace(t, made, t.aExploded, t.aPulverized, t.dExploded, t.dPulverized, t.aStrikes, t.dStrikes, t.struck, t.aStruck, t.wills, t.failed);

/** The fight (see FOE). */
type MeleeValue = Traced<Tuple, MeleeTrace>;
/** An exchange's result (a footing). */
type FootingValue = Traced<Tuple, MeleeTrace>;

/**
 * What the strikes of an exchange read of its opposed impact: the foe, the coordinated attack's
 * Defense reduction, whether the attacker strikes, whether the foe strikes back, the attacker's
 * critical, the attacker's fumble, the foe's critical, the foe's fumble (each only when a strike
 * reads it), then the footing.
 */
const SA_FOOTING = 8;
/** The foe's strike back: the foe, its critical impact, the attacker's fumble (Defense 0), then the footing. */
const SB_FOOTING = 3;
const flag = (b: boolean): number => (b ? 1 : 0);

export function planMelee(req: MeleeRequest, catalog: WartimeCatalog): ActionPlan<unknown, MeleeOutcome, MeleeOdds> {
  if (req.defenders.length === 0) throw violation('defenders', msg('error.integer-range', { value: 0, min: 1, max: WARTIME_LIMITS.defenders }));
  cap(req.defenders.length, WARTIME_LIMITS.defenders, 'defenders', 'cap.defenders');
  const formationFight = !!req.attacker.formation || req.defenders.some((d) => (d.kind ?? 'character') === 'character' && 'formation' in d && d.formation !== undefined);
  if (formationFight) return erased(planFormationMelee(req, catalog));
  if (req.inCommon !== undefined) throw violation('inCommon', msg('error.in-common-formations'));

  const attacker = resolveCharacter(req.attacker, 'attacker', catalog);
  const mech = req.mounted ?? false;
  let weapon: Weapon;
  if (mech) {
    if (!attacker.transport?.melee) throw violation('mounted', msg('error.not-mech', { who: attacker.name }));
    weapon = req.weapon !== undefined ? weaponFor(req.weapon, null, true, 'weapon', catalog) : (attacker.transport.weapons.find((w) => w.range === 0) ?? fail('weapon', msg('error.which-weapon', { n: 0, kind: 'melee' })));
  } else weapon = weaponFor(req.weapon, attacker, true, 'weapon', catalog);
  const defenders = req.defenders.map((d, i) => resolveTarget(d, `defenders[${i}]`, req.facing, catalog));
  req.defenders.forEach(({ distance }, i) => {
    if (i === 0 || distance === undefined) return;
    // Re-engaging is free, but only an enemy closer than the attacker's Movement.
    if (attacker.movement === null) throw violation(`defenders[${i}].distance`, msg('error.base-needed'));
    // Re-engaging needs an enemy closer than the Movement ("a menos distancia que nuestro Movimiento"): at the Movement is
    // too far, and a defender that could never be fought is refused (ruling wartime/several-enemies).
    if (distance >= attacker.movement) throw violation(`defenders[${i}].distance`, msg('error.reengage', { distance, movement: attacker.movement }));
  });
  const { attacks, per, energy } = attackEnergy(req.attacks, weapon, attacker, req.situation);
  let dice = 0;
  if (req.coordinated) {
    if (defenders.length !== 1 || defenders[0].kind !== 'transport') throw violation('coordinated', msg('error.coordinated-transport'));
    dice = coordinatedDiceFor(req.coordinated, catalog, true);
  }
  const vitality = req.options?.vitality ?? false;
  const prone = req.options?.prone ?? false;
  const rulings = [...situationRulings(req.situation), 'wartime/melee-exchange', 'wartime/damage-value', 'wartime/roll-order'];
  if (vitality) rulings.push('wartime/vitality-loss');
  if (req.situation?.outOfTurn) rulings.push('wartime/out-of-turn');
  const charge = req.charge ?? false;
  const aMods: NamedValue[] = [...standingModifiers(attacker), ...situationModifiers(req.situation, 'situation')];
  if (charge) aMods.push({ label: msg('modifier.charge'), value: 1 });
  const aDamage = damageOf(weapon, attacker, mech);
  const aPlan = req.attacker.fortunePlan ?? {};
  checkPlanAffordable(aPlan, attacker.fortune, 'attacker.fortunePlan');
  const aWillBase = fortuneWillTarget(attacker);
  const aVitality = vitality ? attacker.vitality - attacker.vitalityLost : null;
  const rule = 'wartime/combat/melee';
  checkFortuneAttacks(attacks, canSpend(aPlan, attacker.fortune), defenders.some((d) => canSpend(d.plan, targetFortune(d, null, 0).points)));

  const dInfo = defenders.map((d) => {
    const c = d.character;
    const mechD = d.kind === 'transport';
    return {
      d,
      damage: d.weapon ? damageOf(d.weapon, c, mechD) : null,
      fortune: targetFortune(d, null, 0),
      vitality: vitality && d.kind === 'character' && c ? c.vitality - c.vitalityLost : null,
      mods: c && !d.defenceless ? standingModifiers(c) : [],
    };
  });

  /** The attacker strikes defender `i` (its Defense 0 if it fumbled its impact). */
  const attackerStrikes = (f: Footing, i: number, impactCritical: boolean, foeFumbled: boolean, reduction: number): Program<StrikeValue> => {
    const info = dInfo[i];
    const dplan = fortuneArg(info.d.plan.defense);
    const plan = fortuneArg(aPlan.damage);
    const defense = foeFumbled ? 0 : Math.max(0, info.d.defense - reduction);
    const arg: StrikeArg = {
      damage: aDamage.value,
      // A charge adds 1 to the damage check, not to the Damage compared with Defense.
      check: aDamage.value + (charge ? 1 : 0),
      impactCritical,
      instead: plan.instead,
      reroll: plan.reroll,
      attacker: { points: f[A + POINTS], will: aWillBase + f[A + WILL] },
      acting: true,
      kind: info.d.kind,
      defense,
      cancel: info.d.plan.cancel?.includes('damage') ?? false,
      target: { points: f[D + POINTS], will: info.fortune.will + f[D + WILL] },
      ignore: info.d.plan.ignoreDamage ?? false,
      defenseInstead: dplan.instead,
      defenseReroll: dplan.reroll,
      vitality: info.vitality === null ? null : info.vitality - f[D + LOST],
      members: 1,
      prone,
    };
    return runStrike(arg, {
      attacker: attacker.name,
      target: info.d.name,
      weapon: weapon.name,
      damageText: aDamage.text,
      defenseText: foeFumbled ? msg('defense.fumbled') : msg('defense.parts', { defense: info.d.defense, cover: 0, reduction, ignored: 'no' }),
      rule,
    });
  };
  /** Defender `i` strikes the attacker back. */
  const defenderStrikes = (f: Footing, i: number, impactCritical: boolean, attackerFumbled: boolean): Program<StrikeValue> => {
    const info = dInfo[i];
    const dmg = info.damage as { value: number; text: Msg };
    const plan = fortuneArg(info.d.plan.damage);
    const dplan = fortuneArg(aPlan.defense);
    const arg: StrikeArg = {
      damage: dmg.value,
      check: dmg.value,
      impactCritical,
      instead: plan.instead,
      reroll: plan.reroll,
      attacker: { points: f[D + POINTS], will: info.fortune.will + f[D + WILL] },
      acting: false,
      kind: 'character',
      defense: attackerFumbled ? 0 : attacker.defense,
      cancel: aPlan.cancel?.includes('damage') ?? false,
      target: { points: f[A + POINTS], will: aWillBase + f[A + WILL] },
      ignore: aPlan.ignoreDamage ?? false,
      defenseInstead: dplan.instead,
      defenseReroll: dplan.reroll,
      vitality: aVitality === null ? null : aVitality - f[A + LOST],
      members: 1,
      prone,
    };
    return runStrike(arg, {
      attacker: info.d.name,
      target: attacker.name,
      weapon: (info.d.weapon as Weapon).name,
      damageText: dmg.text,
      defenseText: attackerFumbled ? msg('defense.fumbled') : msg('defense.plain', { defense: attacker.defense }),
      rule,
    });
  };
  const foldOnDefender = (f: Footing, v: StrikeState): number[] => {
    const g = f.slice();
    g[D + LOST] = f[D + LOST] + v.lost;
    g[D + DOWN] = flag(f[D + DOWN] === 1 || v.result === 'down');
    g[A + POINTS] = v.attackerPoints;
    g[D + POINTS] = v.targetPoints;
    g[A + WILL] = f[A + WILL] + v.attackerWill;
    g[D + WILL] = f[D + WILL] + v.targetWill;
    g[STOPPED] = flag(f[STOPPED] === 1 || v.ended);
    return g;
  };
  const foldOnAttacker = (f: Footing, v: StrikeState): number[] => {
    const g = f.slice();
    g[A + LOST] = f[A + LOST] + v.lost;
    g[A + DOWN] = flag(f[A + DOWN] === 1 || v.result === 'down');
    g[D + POINTS] = v.attackerPoints;
    g[A + POINTS] = v.targetPoints;
    g[D + WILL] = f[D + WILL] + v.attackerWill;
    g[A + WILL] = f[A + WILL] + v.targetWill;
    // The attacker's own Fortune use fumbled its Will check: its activation ends.
    g[STOPPED] = flag(f[STOPPED] === 1 || v.targetWill === -3);
    return g;
  };
  const n = defenders.length;
  const startTrace: MeleeTrace = {
    made: 0,
    aExploded: false,
    aPulverized: false,
    dExploded: new Array<boolean>(n).fill(false),
    dPulverized: new Array<boolean>(n).fill(false),
    aStrikes: 0,
    dStrikes: new Array<number>(n).fill(0),
    struck: new Array<number>(n).fill(0),
    aStruck: 0,
    wills: [],
    failed: false,
    coordinated: null,
  };
  // The trace is built once per strike followed, one object each (the odds follow thousands).
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

  /** One exchange against foe `i` (not down), from a footing that may go on. */
  const exchangeOn = (f: Footing, t0: MeleeTrace, i: number, reduction: number): Program<FootingValue> => {
    const info = dInfo[i];
    const made = t0.made + 1;
    const t = withMade(t0, made);
    const aWill = f[A + WILL];
    const aLost = f[A + LOST];
    const aRaw = (extra: number) => attacker.attributes.agi + sumOf(aMods) + extra;
    const aModsNow = aWill === 0 ? aMods : [...aMods, { label: msg('modifier.will-now'), value: aWill }];
    const vitalityMod = (lost: number): NamedValue[] => (lost > 0 ? [{ label: msg('modifier.vitality-lost', { points: lost }), value: -lost }] : []);
    const aModsAll = [...aModsNow, ...vitalityMod(aLost)];
    const aTarget = aRaw(aWill - aLost);

    /** The strikes the exchange's result calls for, attacker first (a sub-rule: decisions that strike alike share them). */
    const strikes = (d: Decision, after: Footing, trace: MeleeTrace): Program<FootingValue> => {
      // Only the striking sides' flags are read: a decision that strikes alike is one call.
      const aHits = d.winner === 'actor' || d.winner === 'both';
      const dHits = d.winner === 'opponent' || d.winner === 'both';
      const s = [i, reduction, flag(aHits), flag(dHits), flag(aHits && d.actor === 'critical'), flag(dHits && d.actor === 'fumble'), flag(dHits && d.opponent === 'critical'), flag(aHits && d.opponent === 'fumble'), ...after];
      s[SA_FOOTING + ENDED] = flag(after[ENDED] === 1 || d.ended);
      return call(strikesRule, traced({ s }, trace));
    };

    if (info.d.defenceless) {
      // An immobile or defenceless target: the impact passes without an opposed roll (a die only for a critical).
      const auto: StepDraft = { rule: `${rule}/impact`, summary: msg('step.auto-impact', { target: info.d.name }), result: msg('result.auto-impact'), rulings: ['wartime/automatic-impact'] };
      const hit = (critical: boolean, face: number | null) =>
        emit(face === null ? auto : { ...auto, rolls: [face], result: msg(critical ? 'verdict.check' : 'result.auto-impact', { verdict: 'critical' }) }, () =>
          strikes({ winner: 'actor', reason: 'only-pass', ended: false, actor: critical ? 'critical' : 'pass', opponent: 'fail' }, f, t),
        );
      if (!req.rollImpact) return hit(false, null);
      return rollAs({ die: 'd10', purpose: msg('purpose.impact', { who: attacker.name, n: made }) }, isOne, (critical, [face]) => hit(critical, face));
    }
    const c = info.d.character as Character;
    const dWill = f[D + WILL];
    const dMods = [...info.mods, ...(dWill === 0 ? [] : [{ label: msg('modifier.will-now'), value: dWill }]), ...vitalityMod(f[D + LOST])];
    const dRaw = c.attributes.agi + sumOf(dMods);
    const ap = fortuneArg(aPlan.impact);
    const dp = fortuneArg(info.d.plan.impact);
    return chain(
      runOpposed(
        {
          actor: { target: aTarget, attribute: attacker.attributes.agi, auto: req.attacker.fiveToOneFailed ? 'fail' : null, instead: ap.instead, reroll: ap.reroll, fortune: { points: f[A + POINTS], will: aWillBase + aWill }, acting: true },
          opponent: { target: dRaw, attribute: c.attributes.agi, auto: info.d.fiveToOneFailed ? 'fail' : null, instead: dp.instead, reroll: dp.reroll, fortune: { points: f[D + POINTS], will: info.fortune.will + dWill }, acting: false },
          melee: true,
        },
        {
          rule: `${rule}/impact`,
          actor: attacker.name,
          opponent: info.d.name,
          actorSummary: formula(msg('formula.base', { check: AGI, value: attacker.attributes.agi }), aModsAll, aTarget),
          opponentSummary: formula(msg('formula.base', { check: AGI, value: c.attributes.agi }), dMods, dRaw),
          actorPurpose: msg('purpose.impact', { who: attacker.name, n: made }),
          opponentPurpose: msg('purpose.impact-defend', { who: info.d.name, n: made }),
        },
      ),
      (ov) => {
        const o = opposedOf(ov);
        const after = f.slice();
        after[A + POINTS] = o.actorPoints;
        after[D + POINTS] = o.opponentPoints;
        after[A + WILL] = aWill + willDelta(o.actorWill);
        after[D + WILL] = dWill + willDelta(o.opponentWill);
        after[STOPPED] = flag(f[STOPPED] === 1 || o.actorWill === 'fumble');
        const wills = [...t.wills, ...traceOf(ov).wills];
        return strikes(o, after, meleeTrace(t, t.made, t.aExploded, t.aPulverized, t.dExploded, t.dPulverized, t.aStrikes, t.dStrikes, t.struck, t.aStruck, wills, t.failed || o.failed));
      },
    );
  };

  /**
   * What an exchange's opposed impact leads to, as a sub-rule keyed by only what the strikes read
   * (who strikes, with a critical or against a fumble, and the footing): the opposed roll's many
   * results (reasons, verdicts, rolls) collapse into a few, each struck once.
   */
  const strikesRule = (a: Traced<Tuple, MeleeTrace>): Program<FootingValue> => {
    const [i, reduction, aHits, dHits, aCritical, aFumbled, dCritical, dFumbled] = a.s;
    const f = a.s.slice(SA_FOOTING);
    const trace = traceOf(a);
    const defenderHits = dHits === 1 && dInfo[i].damage !== null;
    const second = (f1: Footing, t1: MeleeTrace): Program<FootingValue> =>
      defenderHits ? call(strikeBackRule, traced({ s: [i, dCritical, aFumbled, ...f1] }, t1)) : pure(traced({ s: f1 }, t1));
    if (aHits === 0) return second(f, trace);
    return chain(attackerStrikes(f, i, aCritical === 1, dFumbled === 1, reduction), (v) => {
      const r = strikeOf(v);
      return second(foldOnDefender(f, r), onDefender(trace, i, v, r));
    });
  };
  /** The foe strikes back, as a sub-rule keyed by the footing after the attacker's strike. */
  const strikeBackRule = (a: Traced<Tuple, MeleeTrace>): Program<FootingValue> => {
    const [i, critical, fumbled] = a.s;
    const f = a.s.slice(SB_FOOTING);
    const t1 = traceOf(a);
    return chain(defenderStrikes(f, i, critical === 1, fumbled === 1), (v) => {
      const r = strikeOf(v);
      return pure(traced({ s: foldOnAttacker(f, r) }, onAttacker(t1, i, v, r)));
    });
  };

  /** Fortune a fighter's plan could spend in one exchange: more than that changes nothing in it. */
  const fortuneCap = (plan: FortunePlan): number =>
    planCost(plan.impact?.instead ?? null, plan.impact?.rerollFumble ?? false) +
    planCost(plan.damage?.instead ?? null, plan.damage?.rerollFumble ?? false) +
    planCost(plan.defense?.instead ?? null, plan.defense?.rerollFumble ?? false) +
    (plan.ignoreDamage ? 1 : 0) +
    (plan.cancel?.length ? 1 : 0);
  const aCap = fortuneCap(aPlan);
  const dCaps = dInfo.map((d) => fortuneCap(d.d.plan));

  /**
   * One exchange as a sub-rule, keyed by only what it reads (the foe, the reduction, each side's
   * Vitality lost, Fortune it could spend and Will effects; the exchanges made are its trace):
   * fights that reach the same footing share its odds, and its result is merged before the fight
   * goes on.
   */
  const exchangeRule = (arg: Traced<Tuple, number>): Program<FootingValue> => {
    const [i, reduction, aLost, aPoints, aWill, dLost, dPoints, dWill] = arg.s;
    return exchangeOn([0, 0, aLost, 0, aPoints, aWill, dLost, 0, dPoints, dWill], withMade(startTrace, traceOf(arg)), i, reduction);
  };

  /** The fight is over: nothing that follows rolls a die. */
  const over = (s: readonly number[]): boolean => {
    const foe = s[FOE];
    return s[F_A + DOWN] === 1 || s[F_ENDED] === 1 || s[F_STOPPED] === 1 || foe >= defenders.length || (s[fD(foe) + DOWN] === 1 && foe + 1 >= defenders.length);
  };

  /** One attack action: against the current foe, or the next one once it is down. */
  const attack = (mv: MeleeValue, reduction: number): Program<MeleeValue> => {
    const s = mv.s;
    if (over(s)) return pure(mv);
    if (s[fD(s[FOE]) + DOWN] === 0) return exchange(s, traceOf(mv), reduction);
    // The enemy is down: go on against the next (engaged, or re-engaged for free).
    const next = s[FOE] + 1;
    return emit(
      {
        rule: `${rule}/several-enemies`,
        summary: msg('step.next-enemy', { who: defenders[next].name }),
        result: msg(req.defenders[next].distance !== undefined ? 'result.reengaged' : 'result.engaged'),
        rulings: ['wartime/several-enemies'],
      },
      () => exchange([next, ...s.slice(1)], traceOf(mv), reduction),
    );
  };

  const exchange = (s: readonly number[], t: MeleeTrace, reduction: number): Program<MeleeValue> => {
    const i = s[FOE];
    const d = fD(i);
    const aPoints = Math.min(s[F_A + POINTS], aCap);
    const dPoints = Math.min(s[d + POINTS], dCaps[i]);
    return chain(call(exchangeRule, traced({ s: [i, reduction, s[F_A + LOST], aPoints, s[F_A + WILL], s[d + LOST], dPoints, s[d + WILL]] }, t.made)), (r) => {
      const f = r.s;
      const rt = traceOf(r);
      const next = s.slice();
      next[F_ENDED] = flag(s[F_ENDED] === 1 || f[ENDED] === 1);
      next[F_STOPPED] = flag(s[F_STOPPED] === 1 || f[STOPPED] === 1);
      next[F_A + LOST] = f[A + LOST];
      next[F_A + DOWN] = f[A + DOWN];
      // Points the exchange could not spend were left out of it: they are given back here.
      next[F_A + POINTS] = f[A + POINTS] + (s[F_A + POINTS] - aPoints);
      next[F_A + WILL] = f[A + WILL];
      next[d + LOST] = f[D + LOST];
      next[d + DOWN] = f[D + DOWN];
      next[d + POINTS] = f[D + POINTS] + (s[d + POINTS] - dPoints);
      next[d + WILL] = f[D + WILL];
      return pure(
        traced(
          { s: next },
          meleeTrace(
            t,
            t.made + 1,
            t.aExploded || rt.aExploded,
            t.aPulverized || rt.aPulverized,
            set(t.dExploded, i, t.dExploded[i] || rt.dExploded[i]),
            set(t.dPulverized, i, t.dPulverized[i] || rt.dPulverized[i]),
            t.aStrikes + rt.aStrikes,
            set(t.dStrikes, i, t.dStrikes[i] + rt.dStrikes[i]),
            set(t.struck, i, t.struck[i] + rt.struck[i]),
            t.aStruck + rt.aStruck,
            [...t.wills, ...rt.wills],
            t.failed || rt.failed,
          ),
        ),
      );
    });
  };

  const start: MeleeValue = traced({ s: [0, 0, 0, 0, 0, attacker.fortune, 0, ...dInfo.flatMap((d) => [0, 0, d.fortune.points, 0])] }, startTrace);
  const intro: StepDraft = {
    rule: 'wartime/actions/energy',
    summary: msg('step.melee-energy', { weapon: weapon.name, attacks, charge: charge ? 'yes' : 'no' }),
    result: msg('result.energy', { energy }),
    rulings: charge ? ['wartime/charge'] : [],
  };
  const program: Program<MeleeValue> = emit(intro, () =>
    coordinatedProgram(dice, defenders[0].defense, (co) =>
      chain(
        repeat<MeleeValue>(attacks, start, (mv) => attack(mv, co.reduction)),
        (v) => pure(traced({ s: v.s }, { ...traceOf(v), coordinated: req.coordinated ? co : null })),
      ),
    ),
  );
  if (req.coordinated) rulings.push('wartime/coordinated-attack');
  if (dInfo.some((d) => !d.d.defenceless && d.damage === null)) rulings.push('wartime/unarmed');

  const fighter = (
    name: Text,
    kind: FighterResult['kind'],
    index: number,
    v: { down: boolean; lost: number; exploded: boolean; pulverized: boolean; spent: number; struck: number; strikes: number; hasVitality: boolean },
    d: Defender | null = null,
  ): FighterResult => ({
    name,
    kind,
    index,
    struck: v.struck,
    down: v.down,
    exploded: v.exploded,
    pulverized: v.pulverized,
    vitalityLost: v.hasVitality ? v.lost : 0,
    lost: 0,
    fortuneSpent: v.spent,
    strikes: v.strikes,
    ...(d ? explosionOf(d, v.exploded) : {}),
  });
  return erased({
    program,
    rulings,
    outcome: (v: MeleeValue): MeleeOutcome => {
      const t = traceOf(v);
      const s = v.s;
      return {
        energy: per * t.made,
        attacks: t.made,
        attacker: {
          ...fighter(attacker.name, 'character', -1, { down: s[F_A + DOWN] === 1, lost: s[F_A + LOST], exploded: t.aExploded, pulverized: t.aPulverized, spent: attacker.fortune - s[F_A + POINTS], struck: t.aStruck, strikes: t.aStrikes, hasVitality: aVitality !== null }),
          // Struck back with both criticals (ruling wartime/explosion): enemies within 3 x its Movement are cowed.
          ...(t.aExploded && attacker.movement !== null ? { explosion: { radius: 3 * attacker.movement, damage: null } } : {}),
        },
        defenders: defenders.map((d, i) =>
          fighter(d.name, d.kind, i, {
            down: s[fD(i) + DOWN] === 1,
            lost: s[fD(i) + LOST],
            exploded: t.dExploded[i],
            pulverized: t.dPulverized[i],
            spent: dInfo[i].fortune.points - s[fD(i) + POINTS],
            struck: t.struck[i],
            strikes: t.dStrikes[i],
            hasVitality: dInfo[i].vitality !== null,
          }, d),
        ),
        combatEnded: s[F_ENDED] === 1,
        ...(t.coordinated ? { coordinated: t.coordinated } : {}),
        will: t.wills,
        actionFailed: t.failed,
        activationEnded: s[F_STOPPED] === 1,
      };
    },
    odds: () => {
      const dist = odds(program);
      return {
        defendersDown: defenders.map((_, i) => dist.probability((v) => v.s[fD(i) + DOWN] === 1)),
        attackerDown: dist.probability((v) => v.s[F_A + DOWN] === 1),
        combatEnds: dist.probability((v) => v.s[F_ENDED] === 1),
        ...(vitality ? { expectedAttackerVitalityLost: dist.expectation((v) => v.s[F_A + LOST]), expectedDefenderVitalityLost: dist.expectation((v) => v.s[fD(0) + LOST]) } : {}),
      };
    },
    headline: (o: MeleeOutcome) =>
      msg('headline.melee', {
        attacks: o.attacks,
        attacker: o.attacker.name,
        down: o.defenders.filter((d) => d.down).map((d) => d.name),
        downs: o.defenders.filter((d) => d.down).length,
        attackerDown: o.attacker.down ? 'yes' : 'no',
        ended: o.combatEnded ? 'yes' : 'no',
      }),
    oddsLine: (d: MeleeOdds) => msg('odds.melee', { defender: defenders[0].name, p: d.defendersDown[0], attacker: attacker.name, a: d.attackerDown }),
  } satisfies ActionPlan<MeleeValue, MeleeOutcome, MeleeOdds>);
}

const isOne = ([f]: number[]): boolean => f === 1;

function set<T>(list: readonly T[], i: number, value: T): T[] {
  const out = [...list];
  out[i] = value;
  return out;
}

function fail(path: string, message: Msg): never {
  throw violation(path, message);
}
