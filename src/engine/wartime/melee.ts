import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { call, chain, emit, odds, Program, pure, repeat } from '../core/program';
import { traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text } from '../core/types';
import { fortuneWillTarget } from './basic';
import { Character, NamedValue, resolveCharacter, standingModifiers, Weapon } from './characters';
import { planCost, situationModifiers, situationRulings } from './checks';
import { attackEnergy, canSpend, checkFortuneAttacks, checkPlanAffordable, Defender, explosionOf, erased, resolveTarget, targetFortune, weaponFor } from './combat';
import { WARTIME_LIMITS } from './limits';
import { WartimeCatalog } from './model';
import { FighterResult, MeleeOdds, MeleeOutcome } from './outcomes';
import { FortunePlan, MeleeRequest } from './requests';
import { coordinatedDiceFor, coordinatedProgram } from './coordinated';
import { damageOf, planFormationMelee } from './formation';
import { Foe, Melee, RULE, withSubRules } from './melee-exchange';
import { ExchangeArg, Fight, meleeTrace, set, side, startTrace } from './melee-state';

/**
 * Close combat. Each attack action is an exchange (melee-exchange.ts): an opposed AGI impact
 * check, and the winner strikes the loser (ruling wartime/melee-exchange) with its weapon's
 * Damage + CON - 3. A defenceless target is struck without an opposed roll; once a defender is
 * down the attacker goes on against the next. Formations fight pair by pair (formation.ts).
 *
 * As an icepool evaluator: the fight's initial state (`initialFight`), the next state after one
 * attack action (`attackAction`), and the final outcome (`meleeOutcome`, `meleeOdds`).
 */

export function planMelee(req: MeleeRequest, catalog: WartimeCatalog): ActionPlan<unknown, MeleeOutcome, MeleeOdds> {
  if (req.defenders.length === 0) throw violation('defenders', msg('error.integer-range', { value: 0, min: 1, max: WARTIME_LIMITS.defenders }));
  cap(req.defenders.length, WARTIME_LIMITS.defenders, 'defenders', 'cap.defenders');
  const formationFight = !!req.attacker.formation || req.defenders.some((d) => (d.kind ?? 'character') === 'character' && 'formation' in d && d.formation !== undefined);
  if (formationFight) return erased(planFormationMelee(req, catalog));
  if (req.inCommon !== undefined) throw violation('inCommon', msg('error.in-common-formations'));

  const attacker = resolveCharacter(req.attacker, 'attacker', catalog);
  const mech = req.mounted ?? false;
  const weapon = meleeWeapon(req, attacker, mech, catalog);
  const defenders = req.defenders.map((d, i) => resolveTarget(d, `defenders[${i}]`, req.facing, catalog));
  checkReengaging(req, attacker);
  const { attacks, per, energy } = attackEnergy(req.attacks, weapon, attacker, req.situation);
  const dice = req.coordinated ? coordinatedDice(req, defenders, catalog) : 0;
  const vitality = req.options?.vitality ?? false;
  const rulings = [...situationRulings(req.situation), 'wartime/melee-exchange', 'wartime/damage-value', 'wartime/roll-order'];
  if (vitality) rulings.push('wartime/vitality-loss');
  if (req.situation?.outOfTurn) rulings.push('wartime/out-of-turn');
  const m = meleeOf(req, attacker, weapon, mech, defenders, attacks, vitality);

  const intro: StepDraft = {
    rule: 'wartime/actions/energy',
    summary: msg('step.melee-energy', { weapon: weapon.name, attacks, charge: m.charge ? 'yes' : 'no' }),
    result: msg('result.energy', { energy }),
    rulings: m.charge ? ['wartime/charge'] : [],
  };
  const program: Program<Fight> = emit(intro, () =>
    coordinatedProgram(dice, defenders[0].defense, (co) =>
      chain(
        repeat<Fight>(attacks, initialFight(m), (v) => attackAction(m, v, co.reduction)),
        (v) => pure(new Fight(v.foe, v.ended, v.stopped, v.attacker, v.defenders, { ...traceOf(v), coordinated: req.coordinated ? co : null })),
      ),
    ),
  );
  if (req.coordinated) rulings.push('wartime/coordinated-attack');
  if (m.foes.some((f) => !f.d.defenceless && f.damage === null)) rulings.push('wartime/unarmed');
  return erased({
    program,
    rulings,
    outcome: (v: Fight): MeleeOutcome => meleeOutcome(m, v, per),
    odds: () => meleeOdds(m, program, vitality),
    headline: meleeHeadline,
    oddsLine: (d: MeleeOdds) => msg('odds.melee', { defender: defenders[0].name, p: d.defendersDown[0], attacker: attacker.name, a: d.attackerDown }),
  } satisfies ActionPlan<Fight, MeleeOutcome, MeleeOdds>);
}

// ---------------------------------------------------------------------------------------------
// Who fights with what: the request checked against the rules.
// ---------------------------------------------------------------------------------------------

/** The attacker's close-combat weapon: its own, or its mech's when it fights mounted (the mech's Damage, no CON). */
function meleeWeapon(req: MeleeRequest, attacker: Character, mech: boolean, catalog: WartimeCatalog): Weapon {
  if (!mech) return weaponFor(req.weapon, attacker, true, 'weapon', catalog);
  if (!attacker.transport?.melee) throw violation('mounted', msg('error.not-mech', { who: attacker.name }));
  if (req.weapon !== undefined) return weaponFor(req.weapon, null, true, 'weapon', catalog);
  return attacker.transport.weapons.find((w) => w.range === 0) ?? fail('weapon', msg('error.which-weapon', { n: 0, kind: 'melee' }));
}

/**
 * Several enemies (ruling wartime/several-enemies): re-engaging is free, but only an enemy closer
 * than the attacker's Movement ("a menos distancia que nuestro Movimiento"): at the Movement is too
 * far, and a defender that could never be fought is refused.
 */
function checkReengaging(req: MeleeRequest, attacker: Character): void {
  req.defenders.forEach(({ distance }, i) => {
    if (i === 0 || distance === undefined) return;
    if (attacker.movement === null) throw violation(`defenders[${i}].distance`, msg('error.base-needed'));
    if (distance >= attacker.movement) throw violation(`defenders[${i}].distance`, msg('error.reengage', { distance, movement: attacker.movement }));
  });
}

/** Coordinated attacks (ruling wartime/coordinated-attack): supporters' dice against one transport. */
function coordinatedDice(req: MeleeRequest, defenders: readonly Defender[], catalog: WartimeCatalog): number {
  if (defenders.length !== 1 || defenders[0].kind !== 'transport') throw violation('coordinated', msg('error.coordinated-transport'));
  return coordinatedDiceFor(req.coordinated as NonNullable<MeleeRequest['coordinated']>, catalog, true);
}

/** Fortune uses a fighter's plan could pay for in one exchange: points beyond them change nothing in it. */
function fortuneCap(plan: FortunePlan): number {
  return (
    planCost(plan.impact?.instead ?? null, plan.impact?.rerollFumble ?? false) +
    planCost(plan.damage?.instead ?? null, plan.damage?.rerollFumble ?? false) +
    planCost(plan.defense?.instead ?? null, plan.defense?.rerollFumble ?? false) +
    (plan.ignoreDamage ? 1 : 0) +
    (plan.cancel?.length ? 1 : 0)
  );
}

/** The fight's fixed record: the attacker's profile, modifiers and Fortune plan (checked affordable), and every foe's. */
function meleeOf(req: MeleeRequest, attacker: Character, weapon: Weapon, mech: boolean, defenders: readonly Defender[], attacks: number, vitality: boolean): Melee {
  const charge = req.charge ?? false;
  const mods: NamedValue[] = [...standingModifiers(attacker), ...situationModifiers(req.situation, 'situation')];
  // A charge adds 1 to the impact (and to the damage check: melee-exchange.ts).
  if (charge) mods.push({ label: msg('modifier.charge'), value: 1 });
  const damage = damageOf(weapon, attacker, mech);
  const plan = req.attacker.fortunePlan ?? {};
  checkPlanAffordable(plan, attacker.fortune, 'attacker.fortunePlan');
  const willBase = fortuneWillTarget(attacker);
  const aVitality = vitality ? attacker.vitality - attacker.vitalityLost : null;
  checkFortuneAttacks(attacks, canSpend(plan, attacker.fortune), defenders.some((d) => canSpend(d.plan, targetFortune(d, null, 0).points)));
  const foes = defenders.map((d, i): Foe => {
    const c = d.character;
    return {
      d,
      damage: d.weapon ? damageOf(d.weapon, c, d.kind === 'transport') : null,
      fortune: targetFortune(d, null, 0),
      vitality: vitality && d.kind === 'character' && c ? c.vitality - c.vitalityLost : null,
      mods: c && !d.defenceless ? standingModifiers(c) : [],
      fortuneCap: fortuneCap(d.plan),
      reengaged: req.defenders[i].distance !== undefined,
    };
  });
  return withSubRules({
    attacker,
    weapon,
    damage,
    charge,
    prone: req.options?.prone ?? false,
    plan,
    willBase,
    vitality: aVitality,
    mods,
    fortuneCap: fortuneCap(plan),
    fiveToOneFailed: req.attacker.fiveToOneFailed ?? false,
    rollImpact: req.rollImpact ?? false,
    foes,
    start: startTrace(foes.length),
  });
}

// ---------------------------------------------------------------------------------------------
// The fight: initial state, one attack action, the next foe.
// ---------------------------------------------------------------------------------------------

/** Before the first attack: the first foe engaged, nobody hurt, every side's Fortune whole. */
function initialFight(m: Melee): Fight {
  return new Fight(
    0,
    false,
    false,
    side(0, false, m.attacker.fortune, 0),
    m.foes.map((f) => side(0, false, f.fortune.points, 0)),
    m.start,
  );
}

/** The fight is over: nothing that follows rolls a die. */
function fightOver(m: Melee, v: Fight): boolean {
  const n = m.foes.length;
  return v.attacker.down || v.ended || v.stopped || v.foe >= n || (v.defenders[v.foe].down && v.foe + 1 >= n);
}

/** One attack action: an exchange against the current foe, or the next one once it is down. */
function attackAction(m: Melee, v: Fight, reduction: number): Program<Fight> {
  if (fightOver(m, v)) return pure(v);
  if (!v.defenders[v.foe].down) return exchangeWith(m, v, v.foe, reduction);
  return nextFoe(m, v, reduction);
}

/** Several enemies (ruling wartime/several-enemies): the foe is down, the attacker goes on against the next, engaged or re-engaged for free. */
function nextFoe(m: Melee, v: Fight, reduction: number): Program<Fight> {
  const next = v.foe + 1;
  return emit(
    {
      rule: `${RULE}/several-enemies`,
      summary: msg('step.next-enemy', { who: m.foes[next].d.name }),
      result: msg(m.foes[next].reengaged ? 'result.reengaged' : 'result.engaged'),
      rulings: ['wartime/several-enemies'],
    },
    () => exchangeWith(m, v, next, reduction),
  );
}

/**
 * An exchange against foe `i` (melee-exchange.ts), each side bringing only the Fortune its plan
 * could spend in it: fights that differ only in Fortune no exchange can spend share its odds.
 */
function exchangeWith(m: Melee, v: Fight, i: number, reduction: number): Program<Fight> {
  const a = v.attacker;
  const d = v.defenders[i];
  const aPoints = Math.min(a.points, m.fortuneCap);
  const dPoints = Math.min(d.points, m.foes[i].fortuneCap);
  const arg = new ExchangeArg(i, reduction, side(a.lost, false, aPoints, a.will), side(d.lost, false, dPoints, d.will), traceOf(v).made);
  return chain(call(m.exchange, arg), (f) => {
    const t = traceOf(v);
    const rt = traceOf(f);
    // Points the exchange could not spend were left out of it: they are given back here.
    const attacker = side(f.attacker.lost, f.attacker.down, f.attacker.points + (a.points - aPoints), f.attacker.will);
    const defender = side(f.defender.lost, f.defender.down, f.defender.points + (d.points - dPoints), f.defender.will);
    return pure(
      new Fight(
        i,
        v.ended || f.ended,
        v.stopped || f.stopped,
        attacker,
        set(v.defenders, i, defender),
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
}

// ---------------------------------------------------------------------------------------------
// The final outcome and the odds.
// ---------------------------------------------------------------------------------------------

interface FighterFacts {
  readonly down: boolean;
  readonly lost: number;
  readonly exploded: boolean;
  readonly pulverized: boolean;
  readonly spent: number;
  readonly struck: number;
  readonly strikes: number;
  readonly hasVitality: boolean;
}

function fighterResult(name: Text, kind: FighterResult['kind'], index: number, v: FighterFacts, d: Defender | null = null): FighterResult {
  return {
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
  };
}

function meleeOutcome(m: Melee, v: Fight, per: number): MeleeOutcome {
  const t = traceOf(v);
  const a = v.attacker;
  const attacker = m.attacker;
  return {
    energy: per * t.made,
    attacks: t.made,
    attacker: {
      ...fighterResult(attacker.name, 'character', -1, { down: a.down, lost: a.lost, exploded: t.aExploded, pulverized: t.aPulverized, spent: attacker.fortune - a.points, struck: t.aStruck, strikes: t.aStrikes, hasVitality: m.vitality !== null }),
      // Struck back with both criticals (ruling wartime/explosion): enemies within 3 x its Movement are cowed.
      ...(t.aExploded && attacker.movement !== null ? { explosion: { radius: 3 * attacker.movement, damage: null } } : {}),
    },
    defenders: m.foes.map((foe, i) => {
      const d = v.defenders[i];
      const facts = { down: d.down, lost: d.lost, exploded: t.dExploded[i], pulverized: t.dPulverized[i], spent: foe.fortune.points - d.points, struck: t.struck[i], strikes: t.dStrikes[i], hasVitality: foe.vitality !== null };
      return fighterResult(foe.d.name, foe.d.kind, i, facts, foe.d);
    }),
    combatEnded: v.ended,
    ...(t.coordinated ? { coordinated: t.coordinated } : {}),
    will: t.wills,
    actionFailed: t.failed,
    activationEnded: v.stopped,
  };
}

function meleeOdds(m: Melee, program: Program<Fight>, vitality: boolean): MeleeOdds {
  const dist = odds(program);
  return {
    defendersDown: m.foes.map((_, i) => dist.probability((v) => v.defenders[i].down)),
    attackerDown: dist.probability((v) => v.attacker.down),
    combatEnds: dist.probability((v) => v.ended),
    ...(vitality ? { expectedAttackerVitalityLost: dist.expectation((v) => v.attacker.lost), expectedDefenderVitalityLost: dist.expectation((v) => v.defenders[0].lost) } : {}),
  };
}

const meleeHeadline = (o: MeleeOutcome): Msg =>
  msg('headline.melee', {
    attacks: o.attacks,
    attacker: o.attacker.name,
    down: o.defenders.filter((d) => d.down).map((d) => d.name),
    downs: o.defenders.filter((d) => d.down).length,
    attackerDown: o.attacker.down ? 'yes' : 'no',
    ended: o.combatEnded ? 'yes' : 'no',
  });

function fail(path: string, message: Msg): never {
  throw violation(path, message);
}
