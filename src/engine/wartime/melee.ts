import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { again, chain, done, emit, emitAll, loop, Next, odds, OddsContext, Program, pure, rollAs } from '../core/program';
import { rollPair } from '../core/primitives';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text } from '../core/types';
import { fortuneWillTarget } from './basic';
import { Character, NamedValue, resolveCharacter, standingModifiers, Weapon } from './characters';
import {
  actionEnergy,
  d10,
  decide,
  Decision,
  formula,
  fortuneArg,
  NO_FORTUNE,
  passes,
  runOpposed,
  situationModifiers,
  situationRulings,
  sumOf,
  Verdict,
} from './checks';
import { formationSide, resolveTarget, runStrike, StrikeArg, StrikeValue, targetFortune, weaponFor } from './combat';
import { WARTIME_LIMITS } from './limits';
import { clampCheck, SIDE_NAMES, WartimeCatalog } from './model';
import { CoordinatedResult, FighterResult, MeleeOdds, MeleeOutcome, WillResult } from './outcomes';
import { MeleeRequest } from './requests';
import { coordinatedDiceFor, coordinatedProgram } from './coordinated';

/**
 * Close combat. Each attack action is an exchange: an opposed AGI impact check, and the winner
 * strikes the loser (ruling wartime/melee-exchange) with its weapon's Damage + CON - 3. A
 * defenceless target is struck without an opposed roll; once a defender is down the attacker
 * goes on against the next. Formations fight pair by pair (formation.ts's rules below).
 */

const AGI: Msg = msg('check.impact', { attribute: msg('attribute.agi') });
const willDelta = (v: Verdict | null): number => (v === 'fail' ? -1 : v === 'fumble' ? -3 : v === 'critical' ? 3 : 0);

/** A fighter's Damage: its weapon's plus CON - 3, never CON for a mech's weapon. */
function damageOf(weapon: Weapon, c: Character | null, mech: boolean): { value: number; text: Msg } {
  if (mech || !c) return { value: weapon.damage, text: msg('damage.weapon', { damage: weapon.damage }) };
  const value = weapon.damage + c.attributes.con - 3;
  return { value, text: msg('damage.melee', { damage: weapon.damage, con: c.attributes.con, total: value }) };
}

interface MeleeState {
  readonly made: number;
  readonly foe: number;
  readonly aLost: number;
  readonly aDown: boolean;
  readonly dLost: readonly number[];
  readonly dDown: readonly boolean[];
  readonly dExploded: readonly boolean[];
  readonly dPulverized: readonly boolean[];
  readonly aPoints: number;
  readonly dPoints: readonly number[];
  readonly aWill: number;
  readonly dWill: readonly number[];
  readonly ended: boolean;
  readonly failed: boolean;
  readonly stopped: boolean;
}

interface MeleeTrace {
  readonly aStrikes: number;
  readonly dStrikes: readonly number[];
  readonly struck: readonly number[];
  readonly aStruck: number;
  readonly wills: readonly WillResult[];
  readonly coordinated: CoordinatedResult | null;
}

type MeleeValue = Traced<MeleeState, MeleeTrace>;

export function planMelee(req: MeleeRequest, catalog: WartimeCatalog): ActionPlan<unknown, MeleeOutcome, MeleeOdds> {
  if (req.defenders.length === 0) throw violation('defenders', msg('error.integer-range', { value: 0, min: 1, max: WARTIME_LIMITS.defenders }));
  cap(req.defenders.length, WARTIME_LIMITS.defenders, 'defenders', 'cap.defenders');
  const formationFight = !!req.attacker.formation || req.defenders.some((d) => (d.kind ?? 'character') === 'character' && 'formation' in d && d.formation !== undefined);
  if (formationFight) return planFormationMelee(req, catalog) as unknown as ActionPlan<unknown, MeleeOutcome, MeleeOdds>;
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
    if (distance > attacker.movement) throw violation(`defenders[${i}].distance`, msg('error.reengage', { distance, movement: attacker.movement }));
  });
  const attacks = req.attacks ?? 1;
  if (!Number.isInteger(attacks) || attacks < 1) throw violation('attacks', msg('error.integer-range', { value: attacks, min: 1, max: WARTIME_LIMITS.attacks }));
  cap(attacks, WARTIME_LIMITS.attacks, 'attacks', 'cap.attacks');
  const per = actionEnergy(weapon.energy, req.situation, attacker.maxEnergy, 'attacks');
  const energy = per * attacks;
  const outOfTurn = !!(req.situation?.outOfTurn || req.situation?.interrupting);
  if (energy > (outOfTurn ? attacker.maxEnergy : attacker.energy)) {
    throw violation('attacks', msg('error.energy-short', { who: attacker.name, energy, left: outOfTurn ? attacker.maxEnergy : attacker.energy }));
  }
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
  const aWillBase = fortuneWillTarget(attacker);
  const aVitality = vitality ? attacker.vitality - attacker.vitalityLost : null;
  const rule = 'wartime/combat/melee';

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
    dExploded: set(st.dExploded, i, st.dExploded[i] || v.exploded),
    dPulverized: set(st.dPulverized, i, st.dPulverized[i] || v.pulverized),
    aPoints: v.attackerPoints,
    dPoints: set(st.dPoints, i, v.targetPoints),
    aWill: st.aWill + v.attackerWill,
    dWill: set(st.dWill, i, st.dWill[i] + v.targetWill),
    failed: st.failed || v.failed,
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
    // The attacker's own Fortune use failed its Will check: its action fails; a fumble ends its activation.
    failed: st.failed || v.targetWill < 0,
    stopped: st.stopped || v.targetWill === -3,
  });
  const addWills = (t: MeleeTrace, v: StrikeValue): MeleeTrace => ({ ...t, wills: [...t.wills, ...traceOf(v).wills] });

  const exchange = (mv: MeleeValue, reduction: number): Program<Next<MeleeValue, MeleeValue>> => {
    const st: MeleeState = { ...mv };
    const t = traceOf(mv);
    if (st.made === attacks || st.aDown || st.ended || st.stopped || st.foe >= defenders.length) return pure(done(mv));
    if (st.dDown[st.foe]) {
      // The enemy is down: go on against the next (engaged, or re-engaged for free).
      const next = st.foe + 1;
      if (next >= defenders.length) return pure(done(mv));
      return emit(
        { rule: `${rule}/several-enemies`, summary: msg('step.next-enemy', { who: defenders[next].name }), result: msg(req.defenders[next].distance !== undefined ? 'result.reengaged' : 'result.engaged') },
        () => pure(again(traced({ ...st, foe: next }, t))),
      );
    }
    const i = st.foe;
    const info = dInfo[i];
    const made = st.made + 1;
    const aRaw = (extra: number) => attacker.attributes.agi + sumOf(aMods) + extra;
    const aModsNow = st.aWill === 0 ? aMods : [...aMods, { label: msg('modifier.will-now'), value: st.aWill }];
    const vitalityMod = (lost: number): NamedValue[] => (lost > 0 ? [{ label: msg('modifier.vitality-lost', { points: lost }), value: -lost }] : []);
    const aModsAll = [...aModsNow, ...vitalityMod(st.aLost)];
    const aTarget = aRaw(st.aWill - st.aLost);

    /** The strikes the exchange's result calls for, attacker first. */
    const strikes = (d: Decision, after: MeleeState, trace: MeleeTrace): Program<Next<MeleeValue, MeleeValue>> => {
      const attackerHits = d.winner === 'actor' || d.winner === 'both';
      const defenderHits = (d.winner === 'opponent' || d.winner === 'both') && info.damage !== null;
      const second = (s1: MeleeState, t1: MeleeTrace): Program<Next<MeleeValue, MeleeValue>> => {
        if (!defenderHits) return pure(again(traced(s1, t1)));
        return chain(defenderStrikes(s1, i, d.opponent === 'critical', d.actor === 'fumble'), (v) =>
          pure(again(traced(foldOnAttacker(s1, i, v), { ...addWills(t1, v), dStrikes: set(t1.dStrikes, i, t1.dStrikes[i] + 1), aStruck: t1.aStruck + 1 }))),
        );
      };
      const ended = { ...after, ended: after.ended || d.ended };
      if (!attackerHits) return second(ended, trace);
      return chain(attackerStrikes(ended, i, d.actor === 'critical', d.opponent === 'fumble', reduction), (v) =>
        second(foldOnDefender(ended, i, v), { ...addWills(trace, v), aStrikes: trace.aStrikes + 1, struck: set(trace.struck, i, trace.struck[i] + 1) }),
      );
    };

    if (info.d.defenceless) {
      // An immobile or defenceless target: the impact passes without an opposed roll (a die only for a critical).
      const auto: StepDraft = { rule: `${rule}/impact`, summary: msg('step.auto-impact', { target: info.d.name }), result: msg('result.auto-impact'), rulings: ['wartime/automatic-impact'] };
      const hit = (critical: boolean, face: number | null) =>
        emit(face === null ? auto : { ...auto, rolls: [face], result: msg(critical ? 'verdict.check' : 'result.auto-impact', { verdict: 'critical' }) }, () =>
          strikes({ winner: 'actor', reason: 'only-pass', ended: false, actor: critical ? 'critical' : 'pass', opponent: 'fail' }, { ...st, made }, t),
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
          made,
          aPoints: o.actorPoints,
          dPoints: set(st.dPoints, i, o.opponentPoints),
          aWill: st.aWill + willDelta(o.actorWill),
          dWill: set(st.dWill, i, st.dWill[i] + willDelta(o.opponentWill)),
          failed: st.failed || o.failed,
          stopped: st.stopped || o.actorWill === 'fumble',
        };
        return strikes(o, after, { ...t, wills: [...t.wills, ...traceOf(o).wills] });
      },
    );
  };

  const n = defenders.length;
  const start: MeleeValue = traced(
    {
      made: 0,
      foe: 0,
      aLost: 0,
      aDown: false,
      dLost: new Array<number>(n).fill(0),
      dDown: new Array<boolean>(n).fill(false),
      dExploded: new Array<boolean>(n).fill(false),
      dPulverized: new Array<boolean>(n).fill(false),
      aPoints: attacker.fortune,
      dPoints: dInfo.map((d) => d.fortune.points),
      aWill: 0,
      dWill: new Array<number>(n).fill(0),
      ended: false,
      failed: false,
      stopped: false,
    },
    { aStrikes: 0, dStrikes: new Array<number>(n).fill(0), struck: new Array<number>(n).fill(0), aStruck: 0, wills: [], coordinated: null },
  );
  const intro: StepDraft = {
    rule: 'wartime/actions/energy',
    summary: msg('step.melee-energy', { weapon: weapon.name, attacks, charge: charge ? 'yes' : 'no' }),
    result: msg('result.energy', { energy }),
    rulings: charge ? ['wartime/charge'] : [],
  };
  const program: Program<MeleeValue> = emit(intro, () =>
    coordinatedProgram(dice, (co) =>
      chain(loop<MeleeValue, MeleeValue>(start, (mv) => exchange(mv, co.reduction)), (v) => pure(traced({ ...v } as MeleeState, { ...traceOf(v), coordinated: req.coordinated ? co : null }))),
    ),
  );
  if (req.coordinated) rulings.push('wartime/coordinated-attack');
  if (dInfo.some((d) => !d.d.defenceless && d.damage === null)) rulings.push('wartime/unarmed');

  const fighter = (name: Text, kind: FighterResult['kind'], index: number, v: { down: boolean; lost: number; exploded: boolean; pulverized: boolean; spent: number; struck: number; strikes: number; hasVitality: boolean }): FighterResult => ({
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
  });
  return {
    program,
    rulings,
    outcome: (v: MeleeValue): MeleeOutcome => {
      const t = traceOf(v);
      return {
        energy: per * v.made,
        attacks: v.made,
        attacker: fighter(attacker.name, 'character', -1, { down: v.aDown, lost: v.aLost, exploded: false, pulverized: false, spent: attacker.fortune - v.aPoints, struck: t.aStruck, strikes: t.aStrikes, hasVitality: aVitality !== null }),
        defenders: defenders.map((d, i) =>
          fighter(d.name, d.kind, i, {
            down: v.dDown[i],
            lost: v.dLost[i],
            exploded: v.dExploded[i],
            pulverized: v.dPulverized[i],
            spent: dInfo[i].fortune.points - v.dPoints[i],
            struck: t.struck[i],
            strikes: t.dStrikes[i],
            hasVitality: dInfo[i].vitality !== null,
          }),
        ),
        combatEnded: v.ended,
        ...(t.coordinated ? { coordinated: t.coordinated } : {}),
        will: t.wills,
        actionFailed: v.failed,
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
  } as ActionPlan<MeleeValue, MeleeOutcome, MeleeOdds> as unknown as ActionPlan<unknown, MeleeOutcome, MeleeOdds>;
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

// ---------------------------------------------------------------------------------------------
// Formations
// ---------------------------------------------------------------------------------------------

/** One side of a formation fight: its member profile, weapon and size (a lone character is a formation of one). */
interface Block {
  readonly name: Text;
  readonly c: Character;
  readonly size: number;
  readonly defense: number;
  readonly damage: { value: number; text: Msg };
  /** Success value of its impact check. */
  readonly impact: number;
  readonly impactText: Msg;
  readonly auto: 'fail' | null;
}

interface PairState {
  readonly pair: number;
  /** Rerolls left to the larger formation, never more than the pairs left. */
  readonly rerolls: number;
  readonly lostA: number;
  readonly lostB: number;
  readonly ended: boolean;
}

interface PairTrace {
  readonly rerollsUsed: number;
  readonly aStrikes: number;
  readonly bStrikes: number;
}

type PairValue = Traced<PairState, PairTrace>;

/** A pair's result, and the other side's die when the larger formation lost it and may roll again. */
interface PairClass {
  readonly d: Decision;
  readonly keep: { readonly verdict: Verdict; readonly face: number } | null;
}

function planFormationMelee(req: MeleeRequest, catalog: WartimeCatalog): ActionPlan<PairValue, MeleeOutcome, MeleeOdds> {
  if (req.defenders.length !== 1) throw violation('defenders', msg('error.formation-one-defender'));
  if ((req.attacks ?? 1) !== 1) throw violation('attacks', msg('error.formation-one-action'));
  if (req.coordinated) throw violation('coordinated', msg('error.coordinated-transport'));
  const d0 = req.defenders[0];
  if ((d0.kind ?? 'character') !== 'character') throw violation('defenders[0]', msg('error.formation-vs-formation'));
  const target = resolveTarget(d0, 'defenders[0]', req.facing, catalog);
  const a = resolveCharacter(req.attacker, 'attacker', catalog);
  const aWeapon = weaponFor(req.weapon, a, true, 'weapon', catalog);
  const bc = target.character as Character;
  if (!target.weapon) throw violation('defenders[0].weapon', msg('error.which-weapon', { n: 0, kind: 'melee' }));
  const aSize = req.attacker.formation?.size ?? 1;
  if (!Number.isInteger(aSize) || aSize < 1) throw violation('attacker.formation.size', msg('error.integer-range', { value: aSize, min: 1, max: WARTIME_LIMITS.formationSize }));
  cap(aSize, WARTIME_LIMITS.formationSize, 'attacker.formation.size', 'cap.formation');
  const bSize = target.size;
  const inCommon = req.inCommon ?? Math.min(aSize, bSize);
  if (!Number.isInteger(inCommon) || inCommon < 1 || inCommon > Math.min(aSize, bSize)) {
    throw violation('inCommon', msg('error.integer-range', { value: inCommon, min: 1, max: Math.min(aSize, bSize) }));
  }
  cap(inCommon, WARTIME_LIMITS.inCommon, 'inCommon', 'cap.in-common');
  for (const [size, path] of [
    [aSize, 'attacker'],
    [bSize, 'defenders[0]'],
  ] as const) {
    // Three members or fewer cannot fight, unless a lone character.
    if (size > 1 && size < 4) throw violation(path, msg('error.formation-too-small', { size }));
  }
  const per = actionEnergy(aWeapon.energy, req.situation, a.maxEnergy, 'attacks');
  if (per > a.energy && !req.situation?.outOfTurn) throw violation('attacks', msg('error.energy-short', { who: a.name, energy: per, left: a.energy }));
  const side = formationSide(target, req.facing);
  const charge = req.charge ?? false;
  const aMods: NamedValue[] = [...standingModifiers(a), ...situationModifiers(req.situation, 'situation')];
  if (side !== 'front') aMods.push({ label: msg(side === 'rear' ? 'modifier.rear' : 'modifier.flank'), value: 2 });
  if (charge) aMods.push({ label: msg('modifier.charge'), value: 1 });
  const bMods = standingModifiers(bc);
  const aDamage = damageOf(aWeapon, a, false);
  const A: Block = {
    name: req.attacker.formation && req.attacker.name === undefined ? SIDE_NAMES.attacking : a.name,
    c: a,
    size: aSize,
    defense: req.attacker.formation?.defense ?? a.defense,
    damage: side === 'rear' ? { value: aDamage.value * 2, text: msg('damage.rear-melee', { damage: aDamage.text }) } : aDamage,
    impact: a.attributes.agi + sumOf(aMods),
    impactText: formula(msg('formula.base', { check: AGI, value: a.attributes.agi }), aMods, a.attributes.agi + sumOf(aMods)),
    auto: req.attacker.fiveToOneFailed ? 'fail' : null,
  };
  const B: Block = {
    name: target.kind === 'formation' && d0.name === undefined ? SIDE_NAMES.defending : bc.name,
    c: bc,
    size: bSize,
    defense: target.defense,
    damage: damageOf(target.weapon, bc, false),
    impact: bc.attributes.agi + sumOf(bMods),
    impactText: formula(msg('formula.base', { check: AGI, value: bc.attributes.agi }), bMods, bc.attributes.agi + sumOf(bMods)),
    auto: target.fiveToOneFailed ? 'fail' : null,
  };
  const larger: 'A' | 'B' | null = aSize > bSize ? 'A' : bSize > aSize ? 'B' : null;
  const rerolls = Math.abs(aSize - bSize);
  const rule = 'wartime/squads/formation-melee';
  const rulings = [...situationRulings(req.situation), 'wartime/formation-profile', 'wartime/formation-pairs', 'wartime/melee-exchange', 'wartime/damage-value'];
  if (charge) rulings.push('wartime/charge');

  const specA = (p: number) => d10(A.impact, msg('purpose.pair', { who: A.name, n: p + 1 }));
  const specB = (p: number) => d10(B.impact, msg('purpose.pair', { who: B.name, n: p + 1 }));
  const classify = pairClassifier(A, B, larger);

  /** One side strikes the other's formation: members lost, capped at its size. */
  const strike = (by: Block, on: Block, lost: number, critical: boolean, onFumbled: boolean): Program<StrikeValue> =>
    runStrike(
      {
        damage: by.damage.value,
        check: by.damage.value + (by === A && charge ? 1 : 0),
        impactCritical: critical,
        instead: null,
        reroll: false,
        attacker: NO_FORTUNE,
        acting: by === A,
        kind: 'formation',
        defense: onFumbled ? 0 : on.defense,
        cancel: false,
        target: NO_FORTUNE,
        ignore: false,
        defenseInstead: null,
        defenseReroll: false,
        vitality: null,
        members: Math.max(1, on.size - lost),
        prone: false,
      },
      {
        attacker: by.name,
        target: on.name,
        weapon: (by === A ? aWeapon : (target.weapon as Weapon)).name,
        damageText: by.damage.text,
        defenseText: onFumbled ? msg('defense.fumbled') : msg('defense.plain', { defense: on.defense }),
        rule,
      },
    );

  /**
   * The pairs, one after the other (ruling wartime/formation-pairs): `track` says whose losses the
   * odds follow; the other side's strikes are not rolled in a projection (they change nothing for it).
   */
  const pairsProgram = (track: { A: boolean; B: boolean }): Program<PairValue> => {
    const start: PairValue = traced({ pair: 0, rerolls: Math.min(rerolls, inCommon), lostA: 0, lostB: 0, ended: false }, { rerollsUsed: 0, aStrikes: 0, bStrikes: 0 });
    return loop<PairValue, PairValue>(start, (pv) => {
      const s: PairState = { ...pv };
      const t = traceOf(pv);
      if (s.pair === inCommon) return pure(done(pv));
      const p = s.pair;
      const resolve = (d: Decision, usedReroll: boolean, rolls: number[]): Program<Next<PairValue, PairValue>> => {
        const left = inCommon - p - 1;
        const r = Math.min(s.rerolls - (usedReroll ? 1 : 0), left);
        const step: StepDraft = {
          rule: `${rule}/pair`,
          summary: msg('step.pair', { n: p + 1, a: A.name, b: B.name }),
          rolls,
          result: msg('result.opposed', { winner: d.winner ?? 'none', reason: d.reason, actor: A.name, opponent: B.name }),
          rulings: usedReroll ? ['wartime/formation-pairs', 'wartime/one-repeat'] : ['wartime/formation-pairs'],
        };
        const next0: PairState = { pair: p + 1, rerolls: r, lostA: s.lostA, lostB: s.lostB, ended: s.ended || d.ended };
        const t0: PairTrace = { ...t, rerollsUsed: t.rerollsUsed + (usedReroll ? 1 : 0) };
        const aHits = (d.winner === 'actor' || d.winner === 'both') && track.B;
        const bHits = (d.winner === 'opponent' || d.winner === 'both') && track.A;
        const second = (st: PairState, tr: PairTrace): Program<Next<PairValue, PairValue>> => {
          if (!bHits) return pure(again(traced(st, tr)));
          return chain(strike(B, A, st.lostA, d.opponent === 'critical', d.actor === 'fumble'), (v) =>
            pure(again(traced({ ...st, lostA: Math.min(A.size, st.lostA + v.lost) }, { ...tr, bStrikes: tr.bStrikes + 1 }))),
          );
        };
        return emit(step, () => {
          if (!aHits) return second(next0, t0);
          return chain(strike(A, B, s.lostB, d.actor === 'critical', d.opponent === 'fumble'), (v) =>
            second({ ...next0, lostB: Math.min(B.size, next0.lostB + v.lost) }, { ...t0, aStrikes: t0.aStrikes + 1 }),
          );
        });
      };
      return rollPair(specA(p), specB(p), s.rerolls > 0 ? classify.withReroll : classify.plain, (cls, fa, fb) => {
        if (!cls.keep) return resolve(cls.d, false, [fa, fb]);
        // The larger formation lost the pair: it rolls its die again, and the second roll stands.
        const kept = cls.keep;
        const who = larger as 'A' | 'B';
        const mine = who === 'A' ? A : B;
        return rollAs(d10(mine.impact, msg('purpose.pair-reroll', { who: mine.name, n: p + 1 })), rerollClassifier(A, B, who, kept), (d, [f]) =>
          resolve(d, true, who === 'A' ? [fa, fb, f] : [fa, fb, f]),
        );
      });
    });
  };

  const program = emitAll(
    [
      {
        rule,
        summary: msg('step.formation-melee', { a: A.name, sa: aSize, b: B.name, sb: bSize, n: inCommon, rerolls, side }),
        result: msg('result.energy', { energy: per }),
        rulings: ['wartime/formation-pairs'],
      },
    ],
    () => pairsProgram({ A: true, B: true }),
  );
  const result = (b: Block, kind: FighterResult['kind'], index: number, lost: number, strikes: number, struck: number): FighterResult => ({
    name: b.name,
    kind,
    index,
    struck,
    down: lost >= b.size,
    exploded: false,
    pulverized: false,
    vitalityLost: 0,
    lost,
    fortuneSpent: 0,
    strikes,
  });
  return {
    program,
    rulings,
    outcome: (v) => {
      const t = traceOf(v);
      return {
        energy: per,
        attacks: 1,
        attacker: result(A, req.attacker.formation ? 'formation' : 'character', -1, v.lostA, t.aStrikes, t.bStrikes),
        defenders: [result(B, target.kind, 0, v.lostB, t.bStrikes, t.aStrikes)],
        combatEnded: v.ended,
        will: [],
        actionFailed: false,
        activationEnded: false,
        rerolls: t.rerollsUsed,
      };
    },
    odds: () => {
      // Exact per side: with every pair rolled at once, a side's losses depend only on the strikes it takes.
      const ctx = new OddsContext();
      const onA = odds(pairsProgram({ A: true, B: false }), ctx);
      const onB = odds(pairsProgram({ A: false, B: true }), ctx);
      return {
        defendersDown: [onB.probability((v) => v.lostB >= B.size)],
        attackerDown: onA.probability((v) => v.lostA >= A.size),
        combatEnds: onA.probability((v) => v.ended),
        attackerLost: onA.histogram((v) => v.lostA, A.size),
        defenderLost: onB.histogram((v) => v.lostB, B.size),
        expectedAttackerLost: onA.expectation((v) => v.lostA),
        expectedDefenderLost: onB.expectation((v) => v.lostB),
      };
    },
    headline: (o) => msg('headline.formation-melee', { a: A.name, la: o.attacker.lost, b: B.name, lb: o.defenders[0].lost, ended: o.combatEnded ? 'yes' : 'no' }),
    oddsLine: (d) => msg('odds.formation-melee', { a: A.name, ea: d.expectedAttackerLost ?? 0, b: B.name, eb: d.expectedDefenderLost ?? 0 }),
  };
}

/**
 * A pair's classifier: the opposed decision (melee rules), and when the larger formation lost and
 * has a reroll left, the other die kept so the reroll can be judged against it.
 */
function pairClassifier(A: Block, B: Block, larger: 'A' | 'B' | null): { plain: (a: number, b: number) => PairClass; withReroll: (a: number, b: number) => PairClass } {
  const key = `${A.impact}|${B.impact}|${A.c.attributes.agi}|${B.c.attributes.agi}|${A.auto}|${B.auto}|${larger}`;
  let c = pairClassifiers.get(key);
  if (!c) {
    const rolled = (face: number, target: number, auto: 'fail' | null) => {
      if (auto === 'fail') return { verdict: 'fail' as Verdict, face: null };
      const t = clampCheck(target);
      const verdict: Verdict = face === 1 ? 'critical' : face === 10 ? 'fumble' : face <= t ? 'pass' : 'fail';
      return { verdict, face: passes(verdict) ? face : null };
    };
    const base = (fa: number, fb: number): Decision => decide(rolled(fa, A.impact, A.auto), rolled(fb, B.impact, B.auto), A.c.attributes.agi, B.c.attributes.agi, true);
    const plain = (fa: number, fb: number): PairClass => ({ d: base(fa, fb), keep: null });
    const withReroll = (fa: number, fb: number): PairClass => {
      const d = base(fa, fb);
      const lost = (larger === 'A' && d.winner === 'opponent') || (larger === 'B' && d.winner === 'actor');
      if (!lost) return { d, keep: null };
      const other = larger === 'A' ? rolled(fb, B.impact, B.auto) : rolled(fa, A.impact, A.auto);
      return { d, keep: { verdict: other.verdict, face: other.face ?? 0 } };
    };
    pairClassifiers.set(key, (c = { plain, withReroll }));
  }
  return c;
}
const pairClassifiers = new Map<string, { plain: (a: number, b: number) => PairClass; withReroll: (a: number, b: number) => PairClass }>();

/** The larger formation's second die against the other's kept one. */
function rerollClassifier(A: Block, B: Block, who: 'A' | 'B', kept: { verdict: Verdict; face: number }): (faces: number[]) => Decision {
  const key = `${A.impact}|${B.impact}|${A.c.attributes.agi}|${B.c.attributes.agi}|${A.auto}|${B.auto}|${who}|${kept.verdict}|${kept.face}`;
  let c = rerollClassifiers.get(key);
  if (!c) {
    const mine = who === 'A' ? A : B;
    const t = clampCheck(mine.impact);
    const other = { verdict: kept.verdict, face: passes(kept.verdict) ? kept.face : null };
    c = ([f]: number[]) => {
      const verdict: Verdict = mine.auto === 'fail' ? 'fail' : f === 1 ? 'critical' : f === 10 ? 'fumble' : f <= t ? 'pass' : 'fail';
      const me = { verdict, face: passes(verdict) ? f : null };
      return who === 'A' ? decide(me, other, A.c.attributes.agi, B.c.attributes.agi, true) : decide(other, me, A.c.attributes.agi, B.c.attributes.agi, true);
    };
    rerollClassifiers.set(key, c);
  }
  return c;
}
const rerollClassifiers = new Map<string, (faces: number[]) => Decision>();
