import { Dist } from '../core/dist';
import { violation } from '../core/errors';
import { again, call, chain, done, emit, loop, Next, Program, pure, volley } from '../core/program';
import { rollPair } from '../core/primitives';
import { traced, Traced, traceOf } from '../core/state';
import { msg } from '../core/types';
import { DamageSource, hitVolley, HitTally, imperviousPhase, newHit, savePhase, strengthPhase, Victim } from './damage';
import { AeCatalog, EditionRules } from './model';
import { Model, modelWith, requireActionPoints, resolveModel } from './models';
import { MeleeOdds, MeleeOutcome } from './outcomes';
import { MeleeRequest } from './requests';

/** Charging adds this to the charger's CC and S, for its single round (ruling ae-wwii/charge-single-attack). */
const CHARGE_BONUS = 2;

export interface MeleePlan {
  readonly program: Program<MeleeValue>;
  readonly attacker: Model;
  readonly defender: Model;
  readonly rulings: readonly string[];
}

export function planMelee(req: MeleeRequest, catalog: AeCatalog, rules: EditionRules): MeleePlan {
  const attacker = resolveModel(req.attacker, 'attacker', catalog, rules);
  const defender = resolveModel(req.defender, 'defender', catalog, rules);
  let rounds: number;
  if (req.charge) {
    if (req.actionPoints !== undefined && req.actionPoints !== attacker.actionPoints) {
      throw violation('actionPoints', msg('error.charge-all-ap', { ap: attacker.actionPoints }));
    }
    requireActionPoints(attacker, 1, 'charge');
    rounds = 1;
  } else {
    if (req.actionPoints === undefined) throw violation('actionPoints', msg('error.melee-ap'));
    requireActionPoints(attacker, req.actionPoints, 'actionPoints');
    rounds = req.actionPoints;
  }
  const bonus = req.charge ? CHARGE_BONUS : 0;
  const side = {
    attacker: { model: attacker, cc: attacker.profile.closeCombat + bonus, s: attacker.strength + bonus },
    defender: { model: defender, cc: defender.profile.closeCombat, s: defender.strength },
  };
  // No cover in hand-to-hand: the loser saves with its bare Armor.
  const victimOf = (m: Model): Victim => ({
    model: m,
    armor: m.profile.armor,
    armorText: msg('armor.parts', { armor: m.profile.armor, cover: 'none', coverBonus: 0, clouded: 0 }),
  });

  // One hit in hand-to-hand: strength, save and Impervious against the loser, who has `remaining`
  // wounds left. Shared by every round and state with the same loser and wounds left (the round
  // number only labels the steps, so it travels as a trace).
  const strike = (arg: Traced<{ readonly attackerWon: boolean; readonly remaining: number }, number>): Program<number> => {
    const winner = arg.attackerWon ? side.attacker : side.defender;
    const loser = arg.attackerWon ? side.defender : side.attacker;
    const v = victimOf(loser.model);
    const left: Victim[] = [{ model: modelWith(loser.model, arg.remaining, loser.model.impervious, loser.model.cover), armor: v.armor, armorText: v.armorText }];
    const src: DamageSource = { rules: 'ae-wwii/melee', label: winner.model.name, strength: winner.s, strengthDice: 1 };
    const labels = [msg('label.round', { n: traceOf(arg) })];
    const phases = [strengthPhase(src, left, labels), savePhase(src, left, labels), imperviousPhase(left, labels)];
    return volley(hitVolley([newHit(0, 'strength')], phases, left), (t: HitTally) => pure(t.wounds[0]));
  };

  // Only who wins matters for the rest of the round, not the exact faces.
  const whoWins = (a: number, d: number): number => Math.sign(a + side.attacker.cc - (d + side.defender.cc));
  // What decides the rest of the combat: rounds played and wounds taken. Hits scored are reported
  // but change nothing, so they travel as a trace and states that differ only in them merge.
  type State = Traced<{ readonly rounds: number; readonly attackerWounds: number; readonly defenderWounds: number }, Hits>;
  const round = (o: State): Program<Next<State, MeleeValue>> => {
    const r = o.rounds + 1;
    const over = r > rounds || o.attackerWounds >= attacker.remaining || o.defenderWounds >= defender.remaining;
    if (over) return pure(done(o));
    return rollPair(
      { die: 'd6', purpose: msg('purpose.melee', { model: attacker.name, round: r }) },
      { die: 'd6', purpose: msg('purpose.melee', { model: defender.name, round: r }) },
      whoWins,
      (sign, a, d) => {
        const winner = sign > 0 ? side.attacker : sign < 0 ? side.defender : null;
        const step = {
          rule: 'ae-wwii/melee/round',
          summary: msg('step.melee-round', {
            round: r,
            attacker: attacker.name,
            a,
            acc: side.attacker.cc,
            at: a + side.attacker.cc,
            defender: defender.name,
            d,
            dcc: side.defender.cc,
            dt: d + side.defender.cc,
          }),
          rolls: [a, d],
          result: winner ? msg('result.melee-winner', { model: winner.model.name }) : msg('result.melee-tie'),
          rulings: winner ? ['ae-wwii/melee-roll-order'] : ['ae-wwii/melee-tie'],
        };
        const hits = traceOf(o);
        if (!winner) return emit(step, () => pure(again(traced({ rounds: r, attackerWounds: o.attackerWounds, defenderWounds: o.defenderWounds }, hits))));
        const attackerWon = winner === side.attacker;
        const remaining = attackerWon ? defender.remaining - o.defenderWounds : attacker.remaining - o.attackerWounds;
        return emit(step, () =>
          chain(call(strike, traced({ attackerWon, remaining }, r)), (wounds) =>
            pure(
              again(
                traced(
                  {
                    rounds: r,
                    attackerWounds: o.attackerWounds + (attackerWon ? 0 : wounds),
                    defenderWounds: o.defenderWounds + (attackerWon ? wounds : 0),
                  },
                  { attacker: hits.attacker + (attackerWon ? 1 : 0), defender: hits.defender + (attackerWon ? 0 : 1) },
                ),
              ),
            ),
          ),
        );
      },
    );
  };

  const rulings = ['ae-wwii/melee-weapons', 'ae-wwii/melee-roll-order'];
  if (req.charge) rulings.push('ae-wwii/charge-single-attack');
  const intro = {
    rule: req.charge ? 'ae-wwii/melee/charge' : 'ae-wwii/melee/rounds',
    summary: msg(req.charge ? 'step.charge' : 'step.melee-rounds', { model: attacker.name, ap: rounds, bonus: CHARGE_BONUS }),
    result: msg('result.rounds', { rounds }),
    rulings: req.charge ? ['ae-wwii/charge-single-attack'] : [],
  };
  const start: State = traced({ rounds: 0, attackerWounds: 0, defenderWounds: 0 }, { attacker: 0, defender: 0 });
  return { program: emit(intro, () => loop(start, round)), attacker, defender, rulings };
}

/** Hits scored by each side. */
interface Hits {
  readonly attacker: number;
  readonly defender: number;
}

/** Rounds fought and wounds taken; the hits travel as a trace. */
export type MeleeValue = Traced<{ readonly rounds: number; readonly attackerWounds: number; readonly defenderWounds: number }, Hits>;

/** Removal flags are derived here, once, so they never disagree with the wound counts. */
export function meleeOutcome(plan: MeleePlan, v: MeleeValue): MeleeOutcome {
  const hits = traceOf(v);
  return {
    rounds: v.rounds,
    attackerHits: hits.attacker,
    defenderHits: hits.defender,
    attackerWounds: v.attackerWounds,
    defenderWounds: v.defenderWounds,
    attackerRemoved: v.attackerWounds >= plan.attacker.remaining,
    defenderRemoved: v.defenderWounds >= plan.defender.remaining,
  };
}

export function meleeOdds(plan: MeleePlan, dist: Dist<MeleeValue>): MeleeOdds {
  return {
    defenderWounds: dist.histogram((o) => o.defenderWounds, plan.defender.remaining),
    attackerWounds: dist.histogram((o) => o.attackerWounds, plan.attacker.remaining),
    expectedDefenderWounds: dist.expectation((o) => o.defenderWounds),
    expectedAttackerWounds: dist.expectation((o) => o.attackerWounds),
    defenderRemoved: dist.probability((o) => o.defenderWounds >= plan.defender.remaining),
    attackerRemoved: dist.probability((o) => o.attackerWounds >= plan.attacker.remaining),
  };
}
