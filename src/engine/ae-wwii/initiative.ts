import { Dist } from '../core/dist';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { again, call, chain, done, emit, loop, Next, Program, pure, rollAs } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, verbatim } from '../core/types';
import { AE_LIMITS } from './limits';
import { InitiativeOdds, InitiativeOutcome } from './outcomes';
import { InitiativeRequest } from './requests';

type Side = InitiativeRequest['sides'][number];

/** Groups a d6 into "below N" (one branch) and each face from N up. One classifier per N. */
const belowClassifiers = new Map<number, (faces: number[]) => number>();
function belowOr(n: number): (faces: number[]) => number {
  let classify = belowClassifiers.get(n);
  if (!classify) belowClassifiers.set(n, (classify = ([face]) => (face < n ? 0 : face)));
  return classify;
}
type RollOff = InitiativeOutcome['rollOffs'][number];

/** The winner; the roll-offs that led to it travel as a trace (they do not change the odds). */
export type InitiativeValue = Traced<{ readonly winner: string }, RollOffs | null>;

/** The roll-offs so far, latest first (built backwards: the odds walk many of them, play reads one). */
interface RollOffs {
  readonly last: Rolled | null;
  readonly before: RollOffs | null;
}

/** Where a roll-off stands after some sides have rolled: only what decides it is kept. */
interface Standing {
  /** Sides rolled so far. */
  readonly i: number;
  /** Best total so far and the best DR among the sides that reached it. */
  readonly best: number;
  readonly drive: number;
  /** Positions (in the roll-off's order) of the sides at the best total with the best DR, as bits. */
  readonly leaders: number;
}

/**
 * What only the text reads: each side's roll (a list built backwards, so adding a roll copies
 * nothing: the odds walk thousands of these), and how many sides reached the best total.
 */
interface RollTrace {
  readonly rolled: Rolled | null;
  readonly top: number;
}
interface Rolled {
  readonly last: RollOff[number];
  readonly before: Rolled | null;
}
const inOrder = (r: Rolled | null): RollOff => {
  const out: RollOff[number][] = [];
  for (let at = r; at; at = at.before) out.unshift(at.last);
  return out;
};

/**
 * Ruling ae-wwii/initiative: d6 + highest DR; the higher DR breaks a tie; a full tie rolls again.
 * With more than two sides only the sides still tied roll again (ae-wwii/initiative-multi).
 * A roll-off is a loop over the sides (each die folded into the standing, so six sides cost a few
 * dozen states, not 6^6 sequences), inside a loop over roll-offs (a full tie comes back to the
 * same contenders: a reroll, solved in closed form by the odds). A roll-off depends only on the
 * contenders' DRs in order, not on their names (the trace), so roll-offs between different sides
 * with the same DRs share their odds.
 */
export function planInitiative(req: InitiativeRequest): Program<InitiativeValue> {
  cap(req.sides.length, AE_LIMITS.initiativeSides, 'sides', 'cap.sides');
  const names = new Set(req.sides.map((s) => s.name));
  if (names.size !== req.sides.length) throw violation('sides', msg('error.sides-unique'));
  const byName = new Map(req.sides.map((s) => [s.name, s]));

  const rollDice = (arg: Traced<{ readonly drives: readonly number[] }, readonly string[]>): Program<Traced<{ readonly leaders: number }, RollTrace>> => {
    const { drives } = arg;
    const sideNames = traceOf(arg);
    const start = traced<Standing, RollTrace>({ i: 0, best: -1, drive: -1, leaders: 0 }, { rolled: null, top: 0 });
    const rollEach = (s: Traced<Standing, RollTrace>): Program<Next<Traced<Standing, RollTrace>, Traced<Standing, RollTrace>>> => {
      if (s.i === drives.length) return pure(done(s));
      const drive = drives[s.i];
      const name = sideNames[s.i];
      // A face below the best total so far changes nothing but the text: those faces are one branch.
      const below = s.best - drive;
      return rollAs({ die: 'd6', purpose: msg('purpose.initiative', { side: verbatim(name) }) }, belowOr(below), (_cls, [face]) => {
        const total = face + drive;
        const t = traceOf(s);
        const rolled = { last: { name, roll: face, total }, before: t.rolled };
        const bit = 1 << s.i;
        if (total > s.best) return pure(again(traced({ i: s.i + 1, best: total, drive, leaders: bit }, { rolled, top: 1 })));
        if (total < s.best) return pure(again(traced({ i: s.i + 1, best: s.best, drive: s.drive, leaders: s.leaders }, { rolled, top: t.top })));
        const leaders = drive > s.drive ? bit : drive === s.drive ? s.leaders | bit : s.leaders;
        return pure(again(traced({ i: s.i + 1, best: s.best, drive: Math.max(s.drive, drive), leaders }, { rolled, top: t.top + 1 })));
      });
    };
    // Once every side has rolled, only who leads matters: the best total is dropped so roll-offs
    // that end with the same leaders merge.
    return chain(loop(start, rollEach), (end) => pure(traced({ leaders: end.leaders }, traceOf(end))));
  };

  type Contenders = Traced<{ readonly names: readonly string[] }, RollOffs | null>;
  const rollOff = (contenders: Contenders): Program<Next<Contenders, InitiativeValue>> => {
    const drives = contenders.names.map((n) => (byName.get(n) as Side).highestDrive);
    return chain(call(rollDice, traced({ drives }, contenders.names)), (standing) => settle(contenders, standing));
  };

  const settle = (contenders: Contenders, standing: Traced<{ readonly leaders: number }, RollTrace>): Program<Next<Contenders, InitiativeValue>> => {
    const { top } = traceOf(standing);
    const rollOffs: RollOffs = { last: traceOf(standing).rolled, before: traceOf(contenders) };
    const leaders = contenders.names.filter((_, i) => (standing.leaders & (1 << i)) !== 0);
    // Built only when played: the odds walk every roll-off and never read steps.
    const step = () => {
      const rolled = inOrder(rollOffs.last);
      return {
      rule: 'ae-wwii/turn/initiative',
      summary: msg('step.initiative', { totals: rolled.map((r) => msg('initiative.total', { name: verbatim(r.name), roll: r.roll, drive: r.total - r.roll, total: r.total })) }),
      rolls: rolled.map((r) => r.roll),
      result:
        top === 1
          ? msg('result.initiative-winner', { side: verbatim(leaders[0]) })
          : leaders.length === 1
            ? msg('result.initiative-drive', { side: verbatim(leaders[0]) })
            : msg('result.initiative-reroll', { sides: leaders.map(verbatim) }),
      rulings: leaders.length > 1 && contenders.names.length > 2 ? ['ae-wwii/initiative', 'ae-wwii/initiative-multi'] : ['ae-wwii/initiative'],
      };
    };
    if (leaders.length === 1) return emit(step, () => pure(done(traced({ winner: leaders[0] }, rollOffs))));
    return emit(step, () => pure(again(traced({ names: leaders }, rollOffs))));
  };

  return loop(traced({ names: req.sides.map((s) => s.name) }, null as RollOffs | null), rollOff);
}

export function initiativeOutcome(value: InitiativeValue): InitiativeOutcome {
  const rollOffs: RollOff[] = [];
  for (let at = traceOf(value); at; at = at.before) rollOffs.unshift(inOrder(at.last));
  return { winner: value.winner, rollOffs };
}

export function initiativeOdds(req: InitiativeRequest, dist: Dist<InitiativeValue>): InitiativeOdds {
  return { win: req.sides.map((s) => ({ name: s.name, p: dist.probability((o) => o.winner === s.name) })) };
}
