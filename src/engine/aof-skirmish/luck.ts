import { LuckRule, passFail } from '../core/luck';
import { msg, Text } from '../core/types';
import { AttackOdds, DeploymentOutcome, FallOdds, FallOutcome, MeleeOdds, MeleeOutcome, PassOdds, ShotOutcome, UnitState } from './outcomes';

/*
 * How AoF Skirmish ranks its outcomes for `luck` (core/luck.ts), each from the side that acts, on a
 * scale its odds already carry:
 * - shot: models the target loses (`odds.modelsRemoved`);
 * - melee: the attacker's side of the result, losing < draw < winning (`odds.winner`);
 * - quality test, jump, push, cast: passing (the odds' pass or success chance);
 * - wound effects and dangerous terrain: the unit staying on the table (`odds.destroyed`);
 * - fall: the model coming down unhurt (`odds.wounded`);
 * - deployment: side a winning the roll-off for the table edge (`odds.a`).
 * Morale ranks no single result (every unit tests on its own), movement and objectives roll no
 * dice: no luck.
 */

export function shotLuck(target: { readonly name: Text; readonly modelsLeft: number }): LuckRule<ShotOutcome, AttackOdds> {
  return {
    by: () => msg('luck.shot', { target: target.name }),
    distribution: (d) => d.modelsRemoved,
    // As the odds count it: the models the target had less the models it has left.
    score: (o) => target.modelsLeft - o.strike.target.modelsLeft,
  };
}

const MELEE_RANK = { defender: 0, draw: 1, attacker: 2 } as const;

export function meleeLuck(attacker: Text): LuckRule<MeleeOutcome, MeleeOdds> {
  return {
    by: () => msg('luck.melee', { attacker }),
    distribution: (d) => [d.winner.defender, d.winner.draw, d.winner.attacker],
    score: (o) => MELEE_RANK[o.winner],
  };
}

/** A test, a jump, a push or a cast: failing ranks below passing. */
export const passLuck = <O, D = PassOdds>(passed: (o: O) => boolean, chance: (d: D) => number = (d) => (d as PassOdds).pass): LuckRule<O, D> => ({
  by: () => msg('luck.pass'),
  distribution: (d) => passFail(chance(d)),
  score: (o) => (passed(o) ? 1 : 0),
});

export const standingLuck = <O extends { readonly after: UnitState }>(): LuckRule<O, { readonly destroyed: number }> => ({
  by: () => msg('luck.standing'),
  distribution: (d) => passFail(1 - d.destroyed),
  score: (o) => (o.after.destroyed ? 0 : 1),
});

export const fallLuck = (): LuckRule<FallOutcome, FallOdds> => ({
  by: () => msg('luck.fall'),
  distribution: (d) => passFail(1 - d.wounded),
  score: (o) => (o.wounded ? 0 : 1),
});

export const rollOffLuck = (): LuckRule<DeploymentOutcome, { readonly a: number }> => ({
  by: () => msg('luck.roll-off'),
  distribution: (d) => passFail(d.a),
  score: (o) => (o.rollOff?.[o.rollOff.length - 1].winner === 'a' ? 1 : 0),
});
