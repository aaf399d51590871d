import { RuleError, RuleErrorCode } from './errors';
import { msg } from './types';

/**
 * What one request may cost, in work units, and how the cost is checked.
 *
 * A work unit is one step of the engine's interpreters: a program node walked or played, one
 * outcome merged into a distribution, one fold of a volley, one transition of a loop, one step
 * rendered. The units are counted, never timed, so a test of what is admitted or refused replays
 * exactly on any machine; `npm run bench` measures what a unit costs in CPU on the machine it runs
 * on (docs/benchmarks.md) and the default budget is set from it.
 *
 * Two checks, one budget:
 * - Before any work, each action's cost model (`ActionDefinition.cost`) estimates the units from
 *   the body alone (dice, models, steps, ...), and the request is refused with a 422 `too-large`
 *   naming the field that weighs most when the estimate is over what is left of the budget. This
 *   is the check a client meets, in microseconds.
 * - While the work runs, every unit is counted against what is left (`metered`); a request whose
 *   model underestimated is stopped when it reaches the budget, so no body costs more than the
 *   budget even where a model is wrong. The abuse suite (test/abuse) checks that the models are
 *   upper bounds of the counted units for the heaviest bodies the caps allow, so this second
 *   check is a guard that a correct model never reaches.
 */

/** A cost model's estimate: the units, and the body's field that weighs most (named by a 422). */
export interface Cost {
  readonly units: number;
  /** Dotted path of the field to shrink, as in RuleErrorDetail.path (`attackers`, `models`). */
  readonly path: string;
}

/**
 * Default units one request may spend. Each game weighs its own work (`spend` in its hot loops)
 * so that a unit is at most about 5 us of CPU on the bench's machine, which makes the default
 * about 50 ms (docs/benchmarks.md has what a unit measured). Configurable (`COST_BUDGET`).
 */
export const DEFAULT_COST_BUDGET = 10_000;

/** A cost of `units` charged to `path`. */
export const costOf = (units: number, path: string): Cost => ({ units: Math.max(0, Math.ceil(units)), path });

/** The sum of several costs, naming the field of the heaviest one. */
export function sumCosts(costs: readonly Cost[], fallbackPath = ''): Cost {
  let units = 0;
  let heaviest: Cost | undefined;
  for (const c of costs) {
    units += c.units;
    if (!heaviest || c.units > heaviest.units) heaviest = c;
  }
  return { units, path: heaviest?.path ?? fallbackPath };
}

/**
 * What one request (a REST call, or a whole GraphQL operation with all its fields) may still
 * spend. The transport makes one per request and hands it to every resolve the request makes.
 */
export class WorkBudget {
  private spentUnits = 0;
  private estimatedUnits = 0;

  constructor(readonly limit: number) {}

  /** Units counted so far. */
  get spent(): number {
    return this.spentUnits;
  }

  /** Units the cost models estimated for the work admitted so far (what the rate limit charges). */
  get estimated(): number {
    return this.estimatedUnits;
  }

  get remaining(): number {
    return Math.max(0, this.limit - Math.max(this.spentUnits, this.estimatedUnits));
  }

  /**
   * Admits work estimated at `cost` or refuses it (422 `too-large` naming `cost.path`) before any
   * of it is done. Estimates add up: a GraphQL operation's fields share one budget.
   */
  admit(cost: Cost): void {
    const left = this.remaining;
    if (cost.units > left) throw tooLarge(cost.path, cost.units, left, this.limit);
    this.estimatedUnits += cost.units;
  }

  /** Runs `work`, counting its units against what is left; over it, a 422 naming `path`. */
  run<T>(path: string, work: () => T): T {
    const meter = new Meter(this.limit - this.spentUnits, path, this.limit);
    const outer = current;
    current = meter;
    try {
      return work();
    } finally {
      current = outer;
      this.spentUnits += meter.count;
      // Work nested in another metered run is that run's work too.
      if (outer) outer.count += meter.count;
    }
  }
}

function tooLarge(path: string, units: number, left: number, limit: number): RuleError {
  return RuleError.at(RuleErrorCode.TooLarge, path, msg('error.budget', { units, left, limit }));
}

class Meter {
  count = 0;
  constructor(
    readonly allowed: number,
    readonly path: string,
    readonly limit: number,
  ) {}
}

/** The meter of the work now running (the engine is synchronous: one at a time per thread). */
let current: Meter | undefined;

/**
 * Counts `units` of work against the running request's budget; throws a 422 `too-large` when the
 * budget is spent. Outside a metered run (tests, the bench's engine loops) it counts nothing.
 */
export function spend(units = 1): void {
  const m = current;
  if (m === undefined) return;
  m.count += units;
  if (m.count > m.allowed) throw tooLarge(m.path, m.count, Math.max(0, m.allowed), m.limit);
}

/** Units counted by `work` when run alone, unbounded (tests and the bench compare models with it). */
export function measure<T>(work: () => T): { readonly value: T; readonly units: number } {
  const budget = new WorkBudget(Number.MAX_SAFE_INTEGER);
  const value = budget.run('', work);
  return { value, units: budget.spent };
}
