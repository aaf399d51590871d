import { Dist, DistBuilder, KeyOf } from './dist';
import { RuleError, RuleErrorCode } from './errors';
import { Budget, LIMITS } from './limits';
import { DIE_SIDES, NextRoll, RollSpec, StepDraft } from './types';

/**
 * A rule is written once, as a Program: a description of which dice it rolls, in which order,
 * and what each face leads to. Two interpreters read the same Program:
 *
 * - `play` feeds it real dice (seeded or fixed) and records the steps of the ruling;
 * - `odds` walks every face of every die and returns the exact distribution of outcomes.
 *
 * There is no second copy of any rule for probabilities: the odds are the Program's own
 * branches, weighted. The brute-force twin (tests) enumerates `play` over every dice sequence
 * and must agree with `odds` to the last digit.
 */
export type Program<T> = Pure<T> | Roll<T> | Emit<T> | Memo<T> | VolleyNode<T>;

interface Pure<T> {
  readonly t: 'pure';
  readonly value: T;
}

interface Roll<T> {
  readonly t: 'roll';
  readonly spec: RollSpec;
  readonly next: (faces: number[]) => Program<T>;
  /**
   * Faces that lead to the same continuation may share a group key; `odds` then follows one
   * representative per group instead of every face. `play` ignores it. Omit when unsure: the
   * default treats every face tuple as distinct.
   */
  readonly group?: (faces: number[]) => string;
}

interface Emit<T> {
  readonly t: 'emit';
  readonly step: StepDraft;
  readonly next: () => Program<T>;
}

interface Memo<T> {
  readonly t: 'memo';
  /** Two Memo nodes with the same key must have the same future distribution. */
  readonly key: string;
  readonly body: () => Program<T>;
}

interface VolleyNode<T> {
  readonly t: 'volley';
  readonly volley: Volley<unknown, unknown>;
  readonly next: (acc: unknown) => Program<T>;
}

export const pure = <T>(value: T): Program<T> => ({ t: 'pure', value });

export const roll = <T>(
  spec: RollSpec,
  next: (faces: number[]) => Program<T>,
  group?: (faces: number[]) => string,
): Program<T> => (group ? { t: 'roll', spec, next, group } : { t: 'roll', spec, next });

export const emit = <T>(step: StepDraft, next: () => Program<T>): Program<T> => ({ t: 'emit', step, next });

/** Emits several steps, then continues. */
export const emitAll = <T>(steps: readonly StepDraft[], next: () => Program<T>): Program<T> =>
  steps.reduceRight<() => Program<T>>((rest, step) => () => emit(step, rest), next)();

export const memo = <T>(key: string, body: () => Program<T>): Program<T> => ({ t: 'memo', key, body });

/** Sequencing: run `first`, then feed its result to `then`. */
export function chain<A, B>(first: Program<A>, then: (a: A) => Program<B>): Program<B> {
  switch (first.t) {
    case 'pure':
      return then(first.value);
    case 'roll':
      return { t: 'roll', spec: first.spec, group: first.group, next: (f) => chain(first.next(f), then) };
    case 'emit':
      return { t: 'emit', step: first.step, next: () => chain(first.next(), then) };
    case 'memo':
      // The memo key describes `first`'s future only; after chaining it must not be reused
      // for a different continuation, so the chained body is not memoised.
      return chain(first.body(), then);
    case 'volley':
      return { t: 'volley', volley: first.volley, next: (acc) => chain(first.next(acc), then) };
  }
}

// ---------------------------------------------------------------------------------------------
// Volleys: many independent items (shots, hits, models struck) that each go through the same
// phases, rolled phase by phase in the documented roll order (all to-hit dice, then all
// strength dice, ...). Their outcomes fold into an accumulator.
// ---------------------------------------------------------------------------------------------

export type Move<S> =
  | { readonly t: 'skip' }
  | { readonly t: 'set'; readonly state: S; readonly steps?: () => readonly StepDraft[] }
  | {
      readonly t: 'roll';
      readonly spec: RollSpec;
      /** Steps are built lazily: `odds` never reads them, and it calls resolve thousands of times. */
      readonly resolve: (faces: number[]) => { state: S; steps?: () => readonly StepDraft[] };
      readonly group?: (faces: number[]) => string;
    };

/** One phase of an item. `index` is for labelling only ("shot 3"): transitions must not use it. */
export type Phase<S> = (state: S, index: number) => Move<S>;

export interface Volley<S, A> {
  readonly items: readonly S[];
  readonly phases: readonly Phase<S>[];
  /**
   * True once an item has reached its final state; final items are folded into the accumulator.
   * The last phase must leave every item final.
   */
  readonly isFinal: (state: S) => boolean;
  /** Identifies item states with the same future, for merging in `odds`. */
  readonly itemKey: (state: S) => string;
  readonly init: A;
  readonly fold: (acc: A, state: S) => A;
  readonly accKey: (acc: A) => string;
  /**
   * `play` consumes no further dice once this holds (a dead target takes no more saves) and
   * folds the unfinished items in their current state. Invariant, checked by the brute-force
   * tests: once it holds, finishing those items cannot change `accKey`, so `odds` may play every
   * item to the end.
   */
  readonly stop?: (acc: A) => boolean;
  /** Relative cost of one fold (e.g. the number of models the accumulator tracks), for the odds budget. */
  readonly foldCost?: number;
}

export const volley = <S, A, T>(spec: Volley<S, A>, next: (acc: A) => Program<T>): Program<T> => ({
  t: 'volley',
  volley: spec as Volley<unknown, unknown>,
  next: next as (acc: unknown) => Program<T>,
});

// ---------------------------------------------------------------------------------------------
// play
// ---------------------------------------------------------------------------------------------

export interface DiceFeed {
  take(spec: RollSpec): number[] | undefined;
}

export interface PlayStep extends StepDraft {
  readonly rolls: readonly number[];
}

export interface UsedRoll {
  readonly spec: RollSpec;
  readonly faces: readonly number[];
}

export type PlayResult<T> =
  | { complete: true; value: T; steps: PlayStep[]; used: UsedRoll[] }
  | { complete: false; next: NextRoll; steps: PlayStep[]; used: UsedRoll[] };


class OutOfDice {
  constructor(readonly next: NextRoll) {}
}

/** Plays a program with the given dice. */
export function play<T>(program: Program<T>, dice: DiceFeed): PlayResult<T> {
  const steps: PlayStep[] = [];
  const used: UsedRoll[] = [];
  const record = (step: StepDraft) => {
    steps.push(step.rolls ? (step as PlayStep) : { ...step, rolls: [] });
  };
  const take = (spec: RollSpec, pending: () => NextRoll): number[] => {
    const faces = dice.take(spec);
    if (!faces) throw new OutOfDice(pending());
    used.push({ spec, faces });
    return faces;
  };

  let node: Program<T> = program;
  try {
    for (let guard = 0; ; guard++) {
      if (guard > LIMITS.playSteps) {
        throw RuleError.at(RuleErrorCode.TooLarge, 'dice', `the resolution did not settle within ${LIMITS.playSteps} steps`);
      }
      switch (node.t) {
        case 'pure':
          return { complete: true, value: node.value, steps, used };
        case 'emit':
          record(node.step);
          node = node.next();
          break;
        case 'memo':
          node = node.body();
          break;
        case 'roll': {
          const spec = node.spec;
          node = node.next(take(spec, () => nextOf(spec, spec.count ?? 1)));
          break;
        }
        case 'volley':
          node = node.next(playVolley(node.volley, take, record));
          break;
      }
    }
  } catch (e) {
    if (e instanceof OutOfDice) return { complete: false, next: e.next, steps, used };
    throw e;
  }
}

const nextOf = (spec: RollSpec, count: number): NextRoll => ({
  die: spec.die,
  count,
  purpose: spec.purpose,
  ...(spec.need ? { need: spec.need } : {}),
});

function playVolley<S, A>(
  v: Volley<S, A>,
  take: (spec: RollSpec, pending: () => NextRoll) => number[],
  record: (step: StepDraft) => void,
): A {
  const states = [...v.items];
  let acc = v.init;
  // Items already final before any phase (e.g. a shot that cannot hit) fold in at once.
  states.forEach((s) => {
    if (v.isFinal(s)) acc = v.fold(acc, s);
  });
  const stopped = (): boolean => {
    if (!v.stop?.(acc)) return false;
    // Items left unfinished still count for what they already settled (a hit stays a hit).
    states.forEach((s) => {
      if (!v.isFinal(s)) acc = v.fold(acc, s);
    });
    return true;
  };
  for (const phase of v.phases) {
    for (let i = 0; i < states.length; i++) {
      if (stopped()) return acc;
      const state = states[i];
      if (v.isFinal(state)) continue;
      const move = phase(state, i);
      if (move.t === 'skip') continue;
      let outcome: { state: S; steps?: () => readonly StepDraft[] };
      if (move.t === 'set') outcome = move;
      else {
        // When the table's dice run out, say how many dice of this kind the phase still needs
        // in a row, so a bot can ask for them in one message.
        const pending = () => nextOf(move.spec, pendingCount(v, phase, states, i, move.spec));
        outcome = move.resolve(take(move.spec, pending));
      }
      states[i] = outcome.state;
      outcome.steps?.().forEach(record);
      if (v.isFinal(outcome.state)) acc = v.fold(acc, outcome.state);
    }
  }
  return acc;
}

function pendingCount<S, A>(v: Volley<S, A>, phase: Phase<S>, states: S[], from: number, spec: RollSpec): number {
  let count = 0;
  for (let j = from; j < states.length; j++) {
    if (v.isFinal(states[j])) continue;
    const move = phase(states[j], j);
    if (move.t === 'skip' || move.t === 'set') continue;
    if (move.spec.die !== spec.die || move.spec.need !== spec.need) break;
    count += move.spec.count ?? 1;
  }
  return Math.max(count, spec.count ?? 1);
}

// ---------------------------------------------------------------------------------------------
// odds
// ---------------------------------------------------------------------------------------------

/** Marks the re-entry of a memo node that is still being computed (a reroll loop). */
interface LoopMarker {
  readonly __loop: string;
}
const LOOP_PREFIX = '\u0000loop:';

const faceTuples = new Map<string, number[][]>();
/** Every ordered tuple of `count` faces of a die with `sides` faces (cached; small). */
function tuples(sides: number, count: number): number[][] {
  const cacheKey = `${sides}x${count}`;
  let out = faceTuples.get(cacheKey);
  if (!out) {
    out = [[]];
    for (let c = 0; c < count; c++) {
      const grown: number[][] = [];
      for (const prefix of out) for (let f = 1; f <= sides; f++) grown.push([...prefix, f]);
      out = grown;
    }
    faceTuples.set(cacheKey, out);
  }
  return out;
}

/** Groups every face tuple of a roll: one representative and its probability per group. */
function branches(spec: RollSpec, group?: (faces: number[]) => string): { faces: number[]; p: number }[] {
  const all = tuples(DIE_SIDES[spec.die], spec.count ?? 1);
  const p = 1 / all.length;
  if (!group) return all.map((faces) => ({ faces, p }));
  const byKey = new Map<string, { faces: number[]; p: number }>();
  for (const faces of all) {
    const key = group(faces);
    const entry = byKey.get(key);
    if (entry) entry.p += p;
    else byKey.set(key, { faces, p });
  }
  return [...byKey.values()];
}

/**
 * The exact distribution of a program's result, with outcomes merged by `keyOf`.
 * Reroll loops (a memo node reached again from inside itself) are solved in closed form:
 * if the body returns to itself with probability q, each other outcome is scaled by 1/(1-q).
 */
export function odds<T>(
  program: Program<T>,
  keyOf: KeyOf<T>,
  budget = new Budget(LIMITS.oddsSteps, 'odds', 'computing the exact odds of this situation (retry with ?odds=false)'),
): Dist<T> {
  const cache = new Map<string, Dist<T>>();
  const inProgress = new Set<string>();
  const keyOrLoop = (value: T | LoopMarker): string =>
    typeof value === 'object' && value !== null && '__loop' in value
      ? LOOP_PREFIX + (value as LoopMarker).__loop
      : keyOf(value as T);

  const walk = (node: Program<T>): Dist<T> => {
    budget.spend();
    switch (node.t) {
      case 'pure':
        return Dist.of(node.value, keyOrLoop as KeyOf<T>);
      case 'emit':
        return walk(node.next());
      case 'roll': {
        const acc = new DistBuilder<T>(keyOrLoop as KeyOf<T>);
        // Grouping looks at every face tuple, so each counts against the budget.
        budget.spend(DIE_SIDES[node.spec.die] ** (node.spec.count ?? 1));
        for (const { faces, p } of branches(node.spec, node.group)) into(acc, node.next(faces), p);
        return acc.build();
      }
      case 'memo': {
        const hit = cache.get(node.key);
        if (hit) return hit;
        if (inProgress.has(node.key)) {
          return Dist.of({ __loop: node.key } as unknown as T, keyOrLoop as KeyOf<T>);
        }
        inProgress.add(node.key);
        const body = walk(node.body());
        inProgress.delete(node.key);
        const solved = solveLoop(body, LOOP_PREFIX + node.key, keyOrLoop as KeyOf<T>);
        cache.set(node.key, solved);
        return solved;
      }
      case 'volley': {
        const accDist = volleyOdds(node.volley, budget);
        const acc = new DistBuilder<T>(keyOrLoop as KeyOf<T>);
        for (const { value, p } of accDist) into(acc, node.next(value), p);
        return acc.build();
      }
    }
  };

  /** Adds a branch's distribution; a branch that is already a plain value skips building one. */
  const into = (acc: DistBuilder<T>, node: Program<T>, p: number): void => {
    if (node.t === 'pure') acc.add(node.value, p);
    else acc.addAll(walk(node), p);
  };

  // Loop markers never survive a completed walk (solveLoop removes them), so keyOrLoop agrees
  // with keyOf on every remaining value.
  return walk(program);
}

function solveLoop<T>(body: Dist<T>, loopKey: string, keyOf: KeyOf<T>): Dist<T> {
  let q = 0;
  for (const { value, p } of body) if (keyOf(value) === loopKey) q += p;
  if (q === 0) return body;
  if (q >= 1 - 1e-12) throw new Error(`memo ${loopKey} loops forever`);
  const out = new DistBuilder<T>(keyOf);
  for (const { value, p } of body) if (keyOf(value) !== loopKey) out.add(value, p / (1 - q));
  return out.build();
}

/** Exact distribution of a volley's accumulator: each item enumerated alone, then folded in. */
export function volleyOdds<S, A>(v: Volley<S, A>, budget?: Budget): Dist<A> {
  const itemDists = new Map<string, Dist<S>>();
  let accDist = Dist.of(v.init, v.accKey);
  v.items.forEach((item, index) => {
    const key = v.itemKey(item);
    let finals = itemDists.get(key);
    if (!finals) {
      finals = itemOdds(v, item, index, budget);
      itemDists.set(key, finals);
    }
    const next = new DistBuilder<A>(v.accKey);
    budget?.spend(accDist.size * finals.size * (v.foldCost ?? 1));
    for (const a of accDist) for (const s of finals) next.add(v.fold(a.value, s.value), a.p * s.p);
    accDist = next.build();
  });
  return accDist;
}

function itemOdds<S, A>(v: Volley<S, A>, item: S, index: number, budget?: Budget): Dist<S> {
  let dist = Dist.of(item, v.itemKey);
  for (const phase of v.phases) {
    budget?.spend(dist.size);
    const next = new DistBuilder<S>(v.itemKey);
    for (const { value: state, p } of dist) {
      if (v.isFinal(state)) {
        next.add(state, p);
        continue;
      }
      const move = phase(state, index);
      if (move.t === 'skip') next.add(state, p);
      else if (move.t === 'set') next.add(move.state, p);
      else {
        budget?.spend(DIE_SIDES[move.spec.die] ** (move.spec.count ?? 1));
        for (const b of branches(move.spec, move.group)) next.add(move.resolve(b.faces).state, p * b.p);
      }
    }
    dist = next.build();
  }
  return dist;
}
