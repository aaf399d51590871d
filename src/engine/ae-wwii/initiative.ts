import { Dist } from '../core/dist';
import { violation } from '../core/errors';
import { cap, LIMITS } from '../core/limits';
import { emit, memo, Program, pure, roll } from '../core/program';
import { msg } from '../core/types';
import { InitiativeOdds, InitiativeOutcome } from './outcomes';
import { InitiativeRequest } from './requests';

type Side = InitiativeRequest['sides'][number];
type RollOff = InitiativeOutcome['rollOffs'][number];

/**
 * Ruling ae-wwii/initiative: d6 + highest DR; the higher DR breaks a tie; a full tie rolls again.
 * With more than two sides only the sides still tied roll again (ae-wwii/initiative-multi).
 */
export function planInitiative(req: InitiativeRequest): Program<InitiativeOutcome> {
  cap(req.sides.length, LIMITS.initiativeSides, 'sides', 'sides');
  const names = new Set(req.sides.map((s) => s.name));
  if (names.size !== req.sides.length) throw violation('sides', 'side names must be unique');

  const rollOff = (contenders: readonly Side[], history: readonly RollOff[]): Program<InitiativeOutcome> =>
    // The memo key names only who is still in contention: a full tie returns to the same key,
    // which the odds interpreter solves as a geometric series instead of looping.
    memo(`initiative|${contenders.map((s) => s.name).join('|')}`, () => rollEach(contenders, 0, [], history));

  const rollEach = (contenders: readonly Side[], i: number, rolled: RollOff, history: readonly RollOff[]): Program<InitiativeOutcome> => {
    if (i === contenders.length) return settle(contenders, rolled, history);
    const side = contenders[i];
    return roll({ die: 'd6', purpose: msg('purpose.initiative', { side: side.name }) }, ([face]) =>
      rollEach(contenders, i + 1, [...rolled, { name: side.name, roll: face, total: face + side.highestDrive }], history),
    );
  };

  const settle = (contenders: readonly Side[], rolled: RollOff, history: readonly RollOff[]): Program<InitiativeOutcome> => {
    const rollOffs = [...history, rolled];
    const best = Math.max(...rolled.map((r) => r.total));
    const top = contenders.filter((_, i) => rolled[i].total === best);
    const bestDrive = Math.max(...top.map((s) => s.highestDrive));
    const leaders = top.filter((s) => s.highestDrive === bestDrive);
    const step = {
      rule: 'ae-wwii/turn/initiative',
      summary: msg('step.initiative', { totals: rolled.map((r) => `${r.name} ${r.roll}+${r.total - r.roll}=${r.total}`).join(', ') }),
      rolls: rolled.map((r) => r.roll),
      result:
        top.length === 1
          ? msg('result.initiative-winner', { side: top[0].name })
          : leaders.length === 1
            ? msg('result.initiative-drive', { side: leaders[0].name })
            : msg('result.initiative-reroll', { sides: leaders.map((s) => s.name).join(', ') }),
      rulings: leaders.length > 1 && contenders.length > 2 ? ['ae-wwii/initiative', 'ae-wwii/initiative-multi'] : ['ae-wwii/initiative'],
    };
    if (leaders.length === 1) return emit(step, () => pure({ winner: leaders[0].name, rollOffs }));
    return emit(step, () => rollOff(leaders, rollOffs));
  };

  return rollOff(req.sides, []);
}

export const initiativeKey = (o: InitiativeOutcome): string => o.winner;

export function initiativeOdds(req: InitiativeRequest, dist: Dist<InitiativeOutcome>): InitiativeOdds {
  return { win: req.sides.map((s) => ({ name: s.name, p: dist.probability((o) => o.winner === s.name) })) };
}
