import { Dist } from '../core/dist';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { again, chain, done, emit, loop, Next, Program, pure, roll } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, verbatim } from '../core/types';
import { AE_LIMITS } from './limits';
import { InitiativeOdds, InitiativeOutcome } from './outcomes';
import { InitiativeRequest } from './requests';

type Side = InitiativeRequest['sides'][number];
type RollOff = InitiativeOutcome['rollOffs'][number];

/** The winner; the roll-offs that led to it travel as a trace (they do not change the odds). */
export type InitiativeValue = Traced<{ readonly winner: string }, readonly RollOff[]>;

/** Where a roll-off stands after some sides have rolled: only what decides it is kept. */
interface Standing {
  /** Sides rolled so far. */
  readonly i: number;
  /** Best total so far, how many sides reached it, and the best DR among them. */
  readonly best: number;
  readonly top: number;
  readonly drive: number;
  /** Names of the sides at the best total with the best DR. */
  readonly leaders: readonly string[];
}

/**
 * Ruling ae-wwii/initiative: d6 + highest DR; the higher DR breaks a tie; a full tie rolls again.
 * With more than two sides only the sides still tied roll again (ae-wwii/initiative-multi).
 * A roll-off is a loop over the sides (each die folded into the standing, so six sides cost a few
 * dozen states, not 6^6 sequences), inside a loop over roll-offs (a full tie comes back to the
 * same contenders: a reroll, solved in closed form by the odds).
 */
export function planInitiative(req: InitiativeRequest): Program<InitiativeValue> {
  cap(req.sides.length, AE_LIMITS.initiativeSides, 'sides', 'cap.sides');
  const names = new Set(req.sides.map((s) => s.name));
  if (names.size !== req.sides.length) throw violation('sides', msg('error.sides-unique'));
  const byName = new Map(req.sides.map((s) => [s.name, s]));

  const rollOff = (contenders: Traced<{ readonly names: readonly string[] }, readonly RollOff[]>): Program<Next<typeof contenders, InitiativeValue>> => {
    const sides = contenders.names.map((n) => byName.get(n) as Side);
    const start = traced<Standing, RollOff>({ i: 0, best: -Infinity, top: 0, drive: -Infinity, leaders: [] }, []);
    const rollEach = (s: Traced<Standing, RollOff>): Program<Next<Traced<Standing, RollOff>, Traced<Standing, RollOff>>> => {
      if (s.i === sides.length) return pure(done(s));
      const side = sides[s.i];
      return roll({ die: 'd6', purpose: msg('purpose.initiative', { side: verbatim(side.name) }) }, ([face]) => {
        const total = face + side.highestDrive;
        const rolled = [...traceOf(s), { name: side.name, roll: face, total }];
        const standing: Standing =
          total > s.best
            ? { i: s.i + 1, best: total, top: 1, drive: side.highestDrive, leaders: [side.name] }
            : total < s.best
              ? { ...s, i: s.i + 1 }
              : {
                  i: s.i + 1,
                  best: s.best,
                  top: s.top + 1,
                  drive: Math.max(s.drive, side.highestDrive),
                  leaders: side.highestDrive > s.drive ? [side.name] : side.highestDrive === s.drive ? [...s.leaders, side.name] : s.leaders,
                };
        return pure(again(traced(standing, rolled)));
      });
    };
    return chain(loop(start, rollEach), (standing) => settle(contenders, standing));
  };

  const settle = (
    contenders: Traced<{ readonly names: readonly string[] }, readonly RollOff[]>,
    standing: Traced<Standing, RollOff>,
  ): Program<Next<typeof contenders, InitiativeValue>> => {
    const rolled = traceOf(standing);
    const rollOffs = [...traceOf(contenders), rolled];
    const { leaders } = standing;
    const step = {
      rule: 'ae-wwii/turn/initiative',
      summary: msg('step.initiative', { totals: rolled.map((r) => `${r.name} ${r.roll}+${r.total - r.roll}=${r.total}`).join(', ') }),
      rolls: rolled.map((r) => r.roll),
      result:
        standing.top === 1
          ? msg('result.initiative-winner', { side: verbatim(leaders[0]) })
          : leaders.length === 1
            ? msg('result.initiative-drive', { side: verbatim(leaders[0]) })
            : msg('result.initiative-reroll', { sides: leaders.map(verbatim) }),
      rulings: leaders.length > 1 && contenders.names.length > 2 ? ['ae-wwii/initiative', 'ae-wwii/initiative-multi'] : ['ae-wwii/initiative'],
    };
    if (leaders.length === 1) return emit(step, () => pure(done(traced({ winner: leaders[0] }, rollOffs))));
    return emit(step, () => pure(again(traced({ names: leaders }, rollOffs))));
  };

  return loop(traced({ names: req.sides.map((s) => s.name) }, [] as readonly RollOff[]), rollOff);
}

export const initiativeOutcome = (value: InitiativeValue): InitiativeOutcome => ({ winner: value.winner, rollOffs: traceOf(value) });

export function initiativeOdds(req: InitiativeRequest, dist: Dist<InitiativeValue>): InitiativeOdds {
  return { win: req.sides.map((s) => ({ name: s.name, p: dist.probability((o) => o.winner === s.name) })) };
}
