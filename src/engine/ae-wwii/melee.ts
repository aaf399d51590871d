import { Dist } from '../core/dist';
import { violation } from '../core/errors';
import { emit, memo, Program, pure, roll, volley } from '../core/program';
import { msg } from '../core/types';
import { DamageSource, hitVolley, HitTally, imperviousPhase, newHit, savePhase, strengthPhase, Victim } from './damage';
import { AeCatalog, EditionRules } from './model';
import { Model, requireActionPoints, resolveModel } from './models';
import { MeleeOdds, MeleeOutcome } from './outcomes';
import { MeleeRequest } from './requests';

/** Charging adds this to the charger's CC and S, for its single round (ruling ae-wwii/charge-single-attack). */
const CHARGE_BONUS = 2;

export interface MeleePlan {
  readonly program: Program<MeleeOutcome>;
  readonly attacker: Model;
  readonly defender: Model;
  readonly rulings: readonly string[];
}

export const meleeKey = (o: MeleeOutcome): string =>
  `${o.rounds}|${o.attackerHits}|${o.defenderHits}|${o.attackerWounds}|${o.defenderWounds}`;

export function planMelee(req: MeleeRequest, catalog: AeCatalog, rules: EditionRules): MeleePlan {
  const attacker = resolveModel(req.attacker, 'attacker', catalog, rules);
  const defender = resolveModel(req.defender, 'defender', catalog, rules);
  let rounds: number;
  if (req.charge) {
    if (req.actionPoints !== undefined && req.actionPoints !== attacker.actionPoints) {
      throw violation('actionPoints', `a charge spends all ${attacker.actionPoints} AP; leave actionPoints out or give ${attacker.actionPoints}`);
    }
    requireActionPoints(attacker, 1, 'charge');
    rounds = 1;
  } else {
    if (req.actionPoints === undefined) throw violation('actionPoints', 'give the AP spent in hand-to-hand, or charge: true');
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

  const round = (r: number, o: MeleeOutcome): Program<MeleeOutcome> => {
    const over = r > rounds || o.attackerWounds >= attacker.remaining || o.defenderWounds >= defender.remaining;
    // Removal flags are derived here, once, so they never disagree with the wound counts.
    if (over) {
      return pure({ ...o, attackerRemoved: o.attackerWounds >= attacker.remaining, defenderRemoved: o.defenderWounds >= defender.remaining });
    }
    return memo(`round|${meleeKey(o)}`, () =>
      roll({ die: 'd6', purpose: msg('purpose.melee', { model: attacker.name, round: r }) }, ([a]) =>
        roll(
          { die: 'd6', purpose: msg('purpose.melee', { model: defender.name, round: r }) },
          ([d]) => {
            const at = a + side.attacker.cc;
            const dt = d + side.defender.cc;
            const winner = at > dt ? side.attacker : dt > at ? side.defender : null;
            const played = { ...o, rounds: r };
            const step = {
              rule: 'ae-wwii/melee/round',
              summary: msg('step.melee-round', {
                round: r,
                attacker: attacker.name,
                a,
                acc: side.attacker.cc,
                at,
                defender: defender.name,
                d,
                dcc: side.defender.cc,
                dt,
              }),
              rolls: [a, d],
              result: winner ? msg('result.melee-winner', { model: winner.model.name }) : msg('result.melee-tie'),
              rulings: winner ? ['ae-wwii/melee-roll-order'] : ['ae-wwii/melee-tie'],
            };
            if (!winner) return emit(step, () => round(r + 1, played));
            const loser = winner === side.attacker ? side.defender : side.attacker;
            const victims = [victimOf(loser.model)];
            const left = [{ ...victims[0], model: { ...loser.model, remaining: loser.model.remaining - woundsOf(o, loser.model === attacker) } }];
            const src: DamageSource = {
              rules: 'ae-wwii/melee',
              label: winner.model.name,
              strength: winner.s,
              strengthDice: 1,
            };
            const labels = [msg('label.round', { n: r })];
            const phases = [strengthPhase(src, left, labels), savePhase(src, left, labels), imperviousPhase(left, labels)];
            return emit(step, () =>
              volley(hitVolley([newHit(0, 'strength')], phases, left), (t: HitTally) => {
                const attackerWon = winner === side.attacker;
                return round(r + 1, {
                  ...played,
                  attackerHits: played.attackerHits + (attackerWon ? 1 : 0),
                  defenderHits: played.defenderHits + (attackerWon ? 0 : 1),
                  defenderWounds: played.defenderWounds + (attackerWon ? t.wounds[0] : 0),
                  attackerWounds: played.attackerWounds + (attackerWon ? 0 : t.wounds[0]),
                });
              }),
            );
          },
          // Only who wins matters for the rest of the round, not the exact face.
          ([d]) => String(Math.sign(a + side.attacker.cc - (d + side.defender.cc))),
        ),
      ),
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
  const start: MeleeOutcome = {
    rounds: 0,
    attackerHits: 0,
    defenderHits: 0,
    attackerWounds: 0,
    defenderWounds: 0,
    attackerRemoved: false,
    defenderRemoved: false,
  };
  return { program: emit(intro, () => round(1, start)), attacker, defender, rulings };
}

const woundsOf = (o: MeleeOutcome, ofAttacker: boolean): number => (ofAttacker ? o.attackerWounds : o.defenderWounds);

export function meleeOdds(plan: MeleePlan, dist: Dist<MeleeOutcome>): MeleeOdds {
  return {
    defenderWounds: dist.histogram((o) => o.defenderWounds, plan.defender.remaining),
    attackerWounds: dist.histogram((o) => o.attackerWounds, plan.attacker.remaining),
    expectedDefenderWounds: dist.expectation((o) => o.defenderWounds),
    expectedAttackerWounds: dist.expectation((o) => o.attackerWounds),
    defenderRemoved: dist.probability((o) => o.defenderWounds >= plan.defender.remaining),
    attackerRemoved: dist.probability((o) => o.attackerWounds >= plan.attacker.remaining),
  };
}
