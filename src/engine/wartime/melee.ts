import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { call, chain, emit, odds, Program, pure, repeat, rollAs } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text } from '../core/types';
import { fortuneWillTarget } from './basic';
import { Character, NamedValue, resolveCharacter, standingModifiers, Weapon } from './characters';
import { Decision, formula, fortuneArg, plain, planCost, runOpposed, situationModifiers, situationRulings, sumOf, willDelta } from './checks';
import { attackEnergy, canSpend, checkFortuneAttacks, checkPlanAffordable, Defender, explosionOf, erased, resolveTarget, runStrike, StrikeArg, StrikeValue, targetFortune, weaponFor } from './combat';
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
 * What decides the rest of the fight. The exchanges made and the explosions are reported only (the
 * attacks are applied a fixed number of times, a fight that is over stays as it is), so they travel
 * in the trace and fights that differ only in them are followed once.
 */
interface MeleeState {
  readonly foe: number;
  readonly aLost: number;
  readonly aDown: boolean;
  readonly dLost: readonly number[];
  readonly dDown: readonly boolean[];
  readonly aPoints: number;
  readonly dPoints: readonly number[];
  readonly aWill: number;
  readonly dWill: readonly number[];
  readonly ended: boolean;
  readonly stopped: boolean;
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

type MeleeValue = Traced<MeleeState, MeleeTrace>;

/** What the strikes of an exchange read of its opposed impact. */
interface StrikesArg {
  readonly foe: number;
  readonly reduction: number;
  readonly winner: Decision['winner'];
  readonly aCritical: boolean;
  readonly aFumbled: boolean;
  readonly dCritical: boolean;
  readonly dFumbled: boolean;
  readonly st: MeleeState;
}

/** The defender's strike back: with a critical impact, against an attacker who fumbled (Defense 0). */
interface StrikeBackArg {
  readonly foe: number;
  readonly critical: boolean;
  readonly fumbled: boolean;
  readonly st: MeleeState;
}

const meleeState = (v: MeleeState): MeleeState => plain(v);

/** What one exchange reads of the fight. */
interface Fight {
  readonly foe: number;
  readonly reduction: number;
  readonly aPoints: number;
  readonly aWill: number;
  readonly aLost: number;
  readonly dPoints: number;
  readonly dWill: number;
  readonly dLost: number;
}

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
  const attackerStrikes = (st: MeleeState, i: number, impactCritical: boolean, foeFumbled: boolean, reduction: number): Program<StrikeValue> => {
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
      attacker: { points: st.aPoints, will: aWillBase + st.aWill },
      acting: true,
      kind: info.d.kind,
      defense,
      cancel: info.d.plan.cancel?.includes('damage') ?? false,
      target: { points: st.dPoints[i], will: info.fortune.will + st.dWill[i] },
      ignore: info.d.plan.ignoreDamage ?? false,
      defenseInstead: dplan.instead,
      defenseReroll: dplan.reroll,
      vitality: info.vitality === null ? null : info.vitality - st.dLost[i],
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
  const defenderStrikes = (st: MeleeState, i: number, impactCritical: boolean, attackerFumbled: boolean): Program<StrikeValue> => {
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
      attacker: { points: st.dPoints[i], will: info.fortune.will + st.dWill[i] },
      acting: false,
      kind: 'character',
      defense: attackerFumbled ? 0 : attacker.defense,
      cancel: aPlan.cancel?.includes('damage') ?? false,
      target: { points: st.aPoints, will: aWillBase + st.aWill },
      ignore: aPlan.ignoreDamage ?? false,
      defenseInstead: dplan.instead,
      defenseReroll: dplan.reroll,
      vitality: aVitality === null ? null : aVitality - st.aLost,
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
  const foldOnDefender = (st: MeleeState, i: number, v: StrikeValue): MeleeState => ({
    ...st,
    dLost: set(st.dLost, i, st.dLost[i] + v.lost),
    dDown: set(st.dDown, i, st.dDown[i] || v.result === 'down'),
    aPoints: v.attackerPoints,
    dPoints: set(st.dPoints, i, v.targetPoints),
    aWill: st.aWill + v.attackerWill,
    dWill: set(st.dWill, i, st.dWill[i] + v.targetWill),
    stopped: st.stopped || v.ended,
  });
  const foldOnAttacker = (st: MeleeState, i: number, v: StrikeValue): MeleeState => ({
    ...st,
    aLost: st.aLost + v.lost,
    aDown: st.aDown || v.result === 'down',
    dPoints: set(st.dPoints, i, v.attackerPoints),
    aPoints: v.targetPoints,
    dWill: set(st.dWill, i, st.dWill[i] + v.attackerWill),
    aWill: st.aWill + v.targetWill,
    // The attacker's own Fortune use fumbled its Will check: its activation ends.
    stopped: st.stopped || v.targetWill === -3,
  });
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
  const addWills = (t: MeleeTrace, v: StrikeValue): MeleeTrace => ({ ...t, wills: [...t.wills, ...traceOf(v).wills] });
  const onDefender = (t: MeleeTrace, i: number, v: StrikeValue): MeleeTrace => ({
    ...addWills(t, v),
    dExploded: set(t.dExploded, i, t.dExploded[i] || v.exploded),
    dPulverized: set(t.dPulverized, i, t.dPulverized[i] || v.pulverized),
  });
  const onAttacker = (t: MeleeTrace, v: StrikeValue): MeleeTrace => ({ ...addWills(t, v), aExploded: t.aExploded || v.exploded, aPulverized: t.aPulverized || v.pulverized });

  /** One exchange against the current foe (not down), from a state that may go on. */
  const exchangeOn = (mv: MeleeValue, reduction: number): Program<MeleeValue> => {
    const st = meleeState(mv);
    const t0 = traceOf(mv);
    const i = st.foe;
    const info = dInfo[i];
    const made = t0.made + 1;
    const t = { ...t0, made };
    const aRaw = (extra: number) => attacker.attributes.agi + sumOf(aMods) + extra;
    const aModsNow = st.aWill === 0 ? aMods : [...aMods, { label: msg('modifier.will-now'), value: st.aWill }];
    const vitalityMod = (lost: number): NamedValue[] => (lost > 0 ? [{ label: msg('modifier.vitality-lost', { points: lost }), value: -lost }] : []);
    const aModsAll = [...aModsNow, ...vitalityMod(st.aLost)];
    const aTarget = aRaw(st.aWill - st.aLost);

    /** The strikes the exchange's result calls for, attacker first (a sub-rule: decisions that strike alike share them). */
    const strikes = (d: Decision, after: MeleeState, trace: MeleeTrace): Program<MeleeValue> => {
      // Only the striking sides' flags are read: a decision that strikes alike is one call.
      const aHits = d.winner === 'actor' || d.winner === 'both';
      const dHits = d.winner === 'opponent' || d.winner === 'both';
      return call(
        strikesRule,
        traced(
          {
            foe: i,
            reduction,
            winner: d.winner,
            aCritical: aHits && d.actor === 'critical',
            aFumbled: dHits && d.actor === 'fumble',
            dCritical: dHits && d.opponent === 'critical',
            dFumbled: aHits && d.opponent === 'fumble',
            st: { ...after, ended: after.ended || d.ended },
          },
          trace,
        ),
      );
    };

    if (info.d.defenceless) {
      // An immobile or defenceless target: the impact passes without an opposed roll (a die only for a critical).
      const auto: StepDraft = { rule: `${rule}/impact`, summary: msg('step.auto-impact', { target: info.d.name }), result: msg('result.auto-impact'), rulings: ['wartime/automatic-impact'] };
      const hit = (critical: boolean, face: number | null) =>
        emit(face === null ? auto : { ...auto, rolls: [face], result: msg(critical ? 'verdict.check' : 'result.auto-impact', { verdict: 'critical' }) }, () =>
          strikes({ winner: 'actor', reason: 'only-pass', ended: false, actor: critical ? 'critical' : 'pass', opponent: 'fail' }, st, t),
        );
      if (!req.rollImpact) return hit(false, null);
      return rollAs({ die: 'd10', purpose: msg('purpose.impact', { who: attacker.name, n: made }) }, isOne, (critical, [face]) => hit(critical, face));
    }
    const c = info.d.character as Character;
    const dMods = [...info.mods, ...(st.dWill[i] === 0 ? [] : [{ label: msg('modifier.will-now'), value: st.dWill[i] }]), ...vitalityMod(st.dLost[i])];
    const dRaw = c.attributes.agi + sumOf(dMods);
    const ap = fortuneArg(aPlan.impact);
    const dp = fortuneArg(info.d.plan.impact);
    return chain(
      runOpposed(
        {
          actor: { target: aTarget, attribute: attacker.attributes.agi, auto: req.attacker.fiveToOneFailed ? 'fail' : null, instead: ap.instead, reroll: ap.reroll, fortune: { points: st.aPoints, will: aWillBase + st.aWill }, acting: true },
          opponent: { target: dRaw, attribute: c.attributes.agi, auto: info.d.fiveToOneFailed ? 'fail' : null, instead: dp.instead, reroll: dp.reroll, fortune: { points: st.dPoints[i], will: info.fortune.will + st.dWill[i] }, acting: false },
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
      (o) => {
        const after: MeleeState = {
          ...st,
          aPoints: o.actorPoints,
          dPoints: set(st.dPoints, i, o.opponentPoints),
          aWill: st.aWill + willDelta(o.actorWill),
          dWill: set(st.dWill, i, st.dWill[i] + willDelta(o.opponentWill)),
          stopped: st.stopped || o.actorWill === 'fumble',
        };
        return strikes(o, after, { ...t, wills: [...t.wills, ...traceOf(o).wills], failed: t.failed || o.failed });
      },
    );
  };

  /**
   * What an exchange's opposed impact leads to, as a sub-rule keyed by only what the strikes read
   * (who won, with a critical or against a fumble, and the fight's footing): the opposed roll's many
   * results (reasons, verdicts, rolls) collapse into a few, each struck once.
   */
  const strikesRule = (a: Traced<StrikesArg, MeleeTrace>): Program<MeleeValue> => {
    const i = a.foe;
    const trace = traceOf(a);
    const attackerHits = a.winner === 'actor' || a.winner === 'both';
    const defenderHits = (a.winner === 'opponent' || a.winner === 'both') && dInfo[i].damage !== null;
    const second = (s1: MeleeState, t1: MeleeTrace): Program<MeleeValue> =>
      defenderHits ? call(strikeBackRule, traced({ foe: i, critical: a.dCritical, fumbled: a.aFumbled, st: s1 }, t1)) : pure(traced(s1, t1));
    if (!attackerHits) return second(a.st, trace);
    return chain(attackerStrikes(a.st, i, a.aCritical, a.dFumbled, a.reduction), (v) =>
      second(foldOnDefender(a.st, i, v), { ...onDefender(trace, i, v), aStrikes: trace.aStrikes + 1, struck: set(trace.struck, i, trace.struck[i] + 1), failed: trace.failed || v.failed }),
    );
  };
  /** The defender strikes back, as a sub-rule keyed by the footing after the attacker's strike. */
  const strikeBackRule = (a: Traced<StrikeBackArg, MeleeTrace>): Program<MeleeValue> => {
    const i = a.foe;
    const t1 = traceOf(a);
    return chain(defenderStrikes(a.st, i, a.critical, a.fumbled), (v) =>
      // The attacker's own Fortune use failing its Will check fails its action (reported only).
      pure(traced(foldOnAttacker(a.st, i, v), { ...onAttacker(t1, v), dStrikes: set(t1.dStrikes, i, t1.dStrikes[i] + 1), aStruck: t1.aStruck + 1, failed: t1.failed || v.targetWill < 0 })),
    );
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
   * One exchange as a sub-rule, keyed by only what it reads (the foe, each side's Fortune it could
   * spend, Will effects and Vitality lost): fights that reach the same footing share its odds, and
   * its result is merged before the fight goes on.
   */
  const exchangeRule = (arg: Traced<Fight, number>): Program<MeleeValue> => {
    const i = arg.foe;
    const zeros = new Array<number>(defenders.length).fill(0);
    const falses = new Array<boolean>(defenders.length).fill(false);
    const st: MeleeState = {
      foe: i,
      aLost: arg.aLost,
      aDown: false,
      dLost: set(zeros, i, arg.dLost),
      dDown: falses,
      aPoints: arg.aPoints,
      dPoints: set(zeros, i, arg.dPoints),
      aWill: arg.aWill,
      dWill: set(zeros, i, arg.dWill),
      ended: false,
      stopped: false,
    };
    const t: MeleeTrace = { ...startTrace, made: traceOf(arg) };
    return exchangeOn(traced(st, t), arg.reduction);
  };

  /** The fight is over: nothing that follows rolls a die. */
  const over = (st: MeleeState): boolean => st.aDown || st.ended || st.stopped || st.foe >= defenders.length || (st.dDown[st.foe] && st.foe + 1 >= defenders.length);

  /** One attack action: against the current foe, or the next one once it is down. */
  const attack = (mv: MeleeValue, reduction: number): Program<MeleeValue> => {
    const st0 = meleeState(mv);
    if (over(st0)) return pure(mv);
    if (!st0.dDown[st0.foe]) return exchange(st0, traceOf(mv), reduction);
    // The enemy is down: go on against the next (engaged, or re-engaged for free).
    const next = st0.foe + 1;
    return emit(
      {
        rule: `${rule}/several-enemies`,
        summary: msg('step.next-enemy', { who: defenders[next].name }),
        result: msg(req.defenders[next].distance !== undefined ? 'result.reengaged' : 'result.engaged'),
        rulings: ['wartime/several-enemies'],
      },
      () => exchange({ ...st0, foe: next }, traceOf(mv), reduction),
    );
  };

  const exchange = (st: MeleeState, t: MeleeTrace, reduction: number): Program<MeleeValue> => {
    const i = st.foe;
    const aPoints = Math.min(st.aPoints, aCap);
    const dPoints = Math.min(st.dPoints[i], dCaps[i]);
    const fight: Fight = { foe: i, reduction, aPoints, aWill: st.aWill, aLost: st.aLost, dPoints, dWill: st.dWill[i], dLost: st.dLost[i] };
    return chain(call(exchangeRule, traced(fight, t.made)), (r) => {
      const rt = traceOf(r);
      const state: MeleeState = {
        ...st,
        aLost: r.aLost,
        aDown: r.aDown,
        dLost: set(st.dLost, i, r.dLost[i]),
        dDown: set(st.dDown, i, r.dDown[i]),
        // Points the exchange could not spend were left out of it: they are given back here.
        aPoints: r.aPoints + (st.aPoints - aPoints),
        dPoints: set(st.dPoints, i, r.dPoints[i] + (st.dPoints[i] - dPoints)),
        aWill: r.aWill,
        dWill: set(st.dWill, i, r.dWill[i]),
        ended: st.ended || r.ended,
        stopped: st.stopped || r.stopped,
      };
      return pure(
        traced(state, {
          ...t,
          made: t.made + 1,
          aExploded: t.aExploded || rt.aExploded,
          aPulverized: t.aPulverized || rt.aPulverized,
          dExploded: set(t.dExploded, i, t.dExploded[i] || rt.dExploded[i]),
          dPulverized: set(t.dPulverized, i, t.dPulverized[i] || rt.dPulverized[i]),
          aStrikes: t.aStrikes + rt.aStrikes,
          aStruck: t.aStruck + rt.aStruck,
          dStrikes: set(t.dStrikes, i, t.dStrikes[i] + rt.dStrikes[i]),
          struck: set(t.struck, i, t.struck[i] + rt.struck[i]),
          wills: [...t.wills, ...rt.wills],
          failed: t.failed || rt.failed,
        }),
      );
    });
  };

  const start: MeleeValue = traced(
    {
      foe: 0,
      aLost: 0,
      aDown: false,
      dLost: new Array<number>(n).fill(0),
      dDown: new Array<boolean>(n).fill(false),
      aPoints: attacker.fortune,
      dPoints: dInfo.map((d) => d.fortune.points),
      aWill: 0,
      dWill: new Array<number>(n).fill(0),
      ended: false,
      stopped: false,
    },
    startTrace,
  );
  const intro: StepDraft = {
    rule: 'wartime/actions/energy',
    summary: msg('step.melee-energy', { weapon: weapon.name, attacks, charge: charge ? 'yes' : 'no' }),
    result: msg('result.energy', { energy }),
    rulings: charge ? ['wartime/charge'] : [],
  };
  const program: Program<MeleeValue> = emit(intro, () =>
    coordinatedProgram(dice, (co) =>
      chain(
        repeat<MeleeValue>(attacks, start, (mv) => attack(mv, co.reduction)),
        (v) => pure(traced(meleeState(v), { ...traceOf(v), coordinated: req.coordinated ? co : null })),
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
      return {
        energy: per * t.made,
        attacks: t.made,
        attacker: {
          ...fighter(attacker.name, 'character', -1, { down: v.aDown, lost: v.aLost, exploded: t.aExploded, pulverized: t.aPulverized, spent: attacker.fortune - v.aPoints, struck: t.aStruck, strikes: t.aStrikes, hasVitality: aVitality !== null }),
          // Struck back with both criticals (ruling wartime/explosion): enemies within 3 x its Movement are cowed.
          ...(t.aExploded && attacker.movement !== null ? { explosion: { radius: 3 * attacker.movement, damage: null } } : {}),
        },
        defenders: defenders.map((d, i) =>
          fighter(d.name, d.kind, i, {
            down: v.dDown[i],
            lost: v.dLost[i],
            exploded: t.dExploded[i],
            pulverized: t.dPulverized[i],
            spent: dInfo[i].fortune.points - v.dPoints[i],
            struck: t.struck[i],
            strikes: t.dStrikes[i],
            hasVitality: dInfo[i].vitality !== null,
          }, d),
        ),
        combatEnded: v.ended,
        ...(t.coordinated ? { coordinated: t.coordinated } : {}),
        will: t.wills,
        actionFailed: t.failed,
        activationEnded: v.stopped,
      };
    },
    odds: () => {
      const dist = odds(program);
      return {
        defendersDown: defenders.map((_, i) => dist.probability((v) => v.dDown[i])),
        attackerDown: dist.probability((v) => v.aDown),
        combatEnds: dist.probability((v) => v.ended),
        ...(vitality ? { expectedAttackerVitalityLost: dist.expectation((v) => v.aLost), expectedDefenderVitalityLost: dist.expectation((v) => v.dLost[0]) } : {}),
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
