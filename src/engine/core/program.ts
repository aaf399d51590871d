import { Dist, DistBuilder } from './dist';
import { RuleError, RuleErrorCode } from './errors';
import { spend } from './cost';
import { LIMITS } from './limits';
import { LruCache } from './lru';
import { emptyRecord, stateKey } from './state';
import { DIE_SIDES, DieKind, Msg, NextRoll, RollSpec, StepDraft } from './types';

/**
 * A rule is written once, as a Program: which dice it rolls, in which order, and what each face
 * leads to. Two interpreters read the same Program:
 *
 * - `play` feeds it real dice (seeded or fixed) and records the steps of the ruling;
 * - `odds` walks every face of every die and returns the exact distribution of the result.
 *
 * `odds` carries distributions over states and merges equal states (by `stateKey`, derived from
 * their structure) at every roll, loop iteration and call, the way icepool does, so the work grows
 * with the number of distinct states, not with the number of dice sequences. Loops (`loop`) and
 * shared sub-rules (`call`) are explicit nodes: they survive `chain`, and a loop that comes back to
 * the state it started from (a reroll) is solved in closed form.
 *
 * There is no second copy of any rule for probabilities. The brute-force twin (tests) plays the
 * same Program once per dice sequence and must agree with `odds` to the last digit.
 */
export type Program<T> = Pure<T> | Roll<T> | Rolls<T> | PoolNode<T> | Emit<T> | Call<T> | LoopNode<T> | RepeatNode<T> | VolleyNode<T> | CountedNode<T>;

interface Pure<T> {
  readonly t: 'pure';
  readonly value: T;
}

interface Roll<T> {
  readonly t: 'roll';
  readonly spec: RollSpec;
  readonly next: (faces: number[]) => Program<T>;
  /**
   * Faces that lead to the same continuation share a group key; `odds` follows one representative
   * per group. `play` ignores it. For a `classed` roll it is left out and `odds` derives it from
   * the classifier (groupOfClassifier), so `play`, which builds these nodes on every request, pays
   * nothing for it.
   */
  readonly group?: (faces: number[]) => string;
  /**
   * Written by `rollAs`: the classifier behind the grouping and the continuation from a class.
   * `odds` then classifies each group's representative once per grouping (cached with it) instead
   * of once per branch walked. `play` ignores it.
   */
  readonly classed?: Classed<number[], T>;
}

/** A classifier and the continuation from its class (see `Roll.classed`). */
interface Classed<F, T> {
  readonly classify: (faces: F) => unknown;
  readonly next: (cls: unknown, faces: F) => Program<T>;
}

/**
 * Several rolls made one after the other at the table (each with its own purpose, so table dice
 * come one roll at a time) whose faces matter only jointly: `odds` groups the whole sequence at
 * once (an opposed roll's 36 pairs fall into win, tie and loss), `play` takes each roll in turn.
 */
interface Rolls<T> {
  readonly t: 'rolls';
  readonly specs: readonly RollSpec[];
  readonly next: (faces: number[][]) => Program<T>;
  /** Written by `rollsAs` (see `Roll.classed`); `odds` groups sequences by its classifier. */
  readonly classed: Classed<number[][], T>;
}

interface PoolNode<T> {
  readonly t: 'pool';
  readonly spec: PoolSpec;
  readonly next: (counts: PoolCounts, faces: readonly number[]) => Program<T>;
}

interface Emit<T> {
  readonly t: 'emit';
  /** A function when the step is costly to build: `odds` never reads steps. */
  readonly step: StepDraft | (() => StepDraft);
  readonly next: () => Program<T>;
}

interface Call<T> {
  readonly t: 'call';
  readonly fn: (arg: unknown) => Program<unknown>;
  readonly arg: unknown;
  /** Absent: the call's result is the program's result. */
  readonly exit?: (result: unknown) => Program<T>;
}

interface LoopNode<T> {
  readonly t: 'loop';
  readonly init: unknown;
  readonly body: (state: unknown) => Program<Next<unknown, unknown>>;
  readonly exit?: (result: unknown) => Program<T>;
}

interface RepeatNode<T> {
  readonly t: 'repeat';
  readonly times: number;
  readonly init: unknown;
  readonly body: (state: unknown, index: number) => Program<unknown>;
  readonly exit?: (result: unknown) => Program<T>;
}

interface CountedNode<T> {
  readonly t: 'counted';
  readonly table: Program<unknown>;
  readonly dist: () => Dist<unknown>;
  readonly exit?: (result: unknown) => Program<T>;
}

interface VolleyNode<T> {
  readonly t: 'volley';
  readonly volley: Volley<unknown, unknown>;
  readonly next: (acc: unknown) => Program<T>;
}

/** What one iteration of a loop leads to: another iteration from `state`, or the loop's result. */
export type Next<S, R> = { readonly t: 'again'; readonly state: S } | { readonly t: 'done'; readonly value: R };

export const again = <S>(state: S): Next<S, never> => ({ t: 'again', state });
export const done = <R>(value: R): Next<never, R> => ({ t: 'done', value });

/** Dice rolled together and sorted into categories (hits, sixes, misses); only the counts matter. */
export interface PoolSpec {
  readonly die: DieKind;
  readonly count: number;
  readonly purpose: Msg;
  readonly need?: string;
  /** The category of each face. Called once per face value, never per die. */
  readonly classify: (face: number) => string;
}

/** How many dice of a pool fell in each category (every category of the die, zeros included). */
export type PoolCounts = Readonly<Record<string, number>>;

export const pure = <T>(value: T): Program<T> => ({ t: 'pure', value });

export const roll = <T>(spec: RollSpec, next: (faces: number[]) => Program<T>, group?: (faces: number[]) => string): Program<T> =>
  group ? { t: 'roll', spec, next, group } : { t: 'roll', spec, next };

/**
 * A roll whose faces matter only through `classify`: `odds` follows one representative face tuple
 * per class (its key derived from the class's structure), `play` the real faces. Hoist `classify`
 * out of per-state code where possible: `odds` caches the grouping per classifier.
 */
export const rollAs = <C, T>(spec: RollSpec, classify: (faces: number[]) => C, next: (cls: C, faces: number[]) => Program<T>): Program<T> => {
  const classed = { classify, next } as Classed<number[], T>;
  return { t: 'roll', spec, next: (faces) => next(classify(faces), faces), classed };
};

/** Rolls in sequence whose faces matter only through `classify` (see `Rolls`). Hoist `classify`: the grouping is cached per classifier. */
export const rollsAs = <C, T>(specs: readonly RollSpec[], classify: (faces: number[][]) => C, next: (cls: C, faces: number[][]) => Program<T>): Program<T> => {
  const classed = { classify, next } as Classed<number[][], T>;
  return { t: 'rolls', specs, next: (faces) => next(classify(faces), faces), classed };
};

/**
 * The grouping of a classifier: faces whose classes are equal share a key. One function per
 * classifier (the odds' branch caches are keyed by it), made when `odds` first walks one of its
 * rolls; a classifier made per state (not hoisted) is still correct, only not shared.
 */
function groupOfClassifier<F>(classify: (faces: F) => unknown): (faces: F) => string {
  let group = groupers.get(classify) as ((faces: F) => string) | undefined;
  if (!group) {
    group = (faces: F): string => stateKey(classify(faces));
    groupers.set(classify, group as (faces: unknown) => string);
  }
  return group;
}
const groupers = new WeakMap<(faces: never) => unknown, (faces: never) => string>();

export const pool = <T>(spec: PoolSpec, next: (counts: PoolCounts, faces: readonly number[]) => Program<T>): Program<T> => ({ t: 'pool', spec, next });

export const emit = <T>(step: StepDraft | (() => StepDraft), next: () => Program<T>): Program<T> => ({ t: 'emit', step, next });

/** Emits several steps, then continues. */
export const emitAll = <T>(steps: readonly StepDraft[], next: () => Program<T>): Program<T> =>
  steps.reduceRight<() => Program<T>>((rest, step) => () => emit(step, rest), next)();

/**
 * A sub-rule applied to a plain-data argument. `odds` computes the distribution of `fn(arg)` once
 * per distinct argument (keyed by `fn`'s identity and `stateKey(arg)`) and reuses it wherever the
 * same call recurs. `fn` must depend on nothing but `arg` and values fixed for the whole plan:
 * create it once per plan, not per state (a per-state closure is still correct, only not shared).
 */
export const call = <A, R>(fn: (arg: A) => Program<R>, arg: A): Program<R> => ({
  t: 'call',
  fn: fn as (arg: unknown) => Program<unknown>,
  arg,
});

/**
 * Repeats `body` from `init` until it returns `done`. `odds` advances every live state one
 * iteration at a time, merging equal states between iterations, and caches each state's iteration
 * (same identity rule as `call` for `body`). An iteration that returns to its own state with
 * probability q (a reroll) is solved exactly: its other outcomes are scaled by 1 / (1 - q).
 */
export const loop = <S, R>(init: S, body: (state: S) => Program<Next<S, R>>): Program<R> => ({
  t: 'loop',
  init,
  body: body as (state: unknown) => Program<Next<unknown, unknown>>,
});

/**
 * Applies `body` to the state `times` times (one blast after another). `index` is for labelling
 * only ("shot 3"): the state must carry everything that decides what follows. `odds` advances the
 * merged states one application at a time and walks `body` once per distinct state, whatever the
 * index, so sixteen blasts over a model cost what its distinct states cost.
 */
export const repeat = <S>(times: number, init: S, body: (state: S, index: number) => Program<S>): Program<S> => ({
  t: 'repeat',
  times,
  init,
  body: body as (state: unknown, index: number) => Program<unknown>,
});

/**
 * Dice rolled pool after pool at the table (`table`, what `play` runs: every step and roll as the
 * players make them) whose result is a sum over independent dice, which `dist` counts directly
 * (binomials and convolutions of identical dice) instead of walking every pool outcome: `odds`
 * reads `dist`, never `table`. The rule stays written once (`dist` must be derived from the same
 * classifiers and state functions as `table`), and the brute-force twin, which plays `table`,
 * checks that they agree; `new OddsContext({ table: true })` walks `table` instead, to compare the
 * two on cases too large for the twin. `dist` is called once per walk of the node: memoize it
 * where it recurs.
 */
export const counted = <T>(table: Program<T>, dist: () => Dist<T>): Program<T> => ({
  t: 'counted',
  table: table as Program<unknown>,
  dist: dist as () => Dist<unknown>,
});

/** Sequencing: run `first`, then feed its result to `then`. Lazy: nothing is walked here. */
export function chain<A, B>(first: Program<A>, then: (a: A) => Program<B>): Program<B> {
  switch (first.t) {
    case 'pure':
      return then(first.value);
    case 'roll': {
      const c = first.classed;
      if (c) return { t: 'roll', spec: first.spec, next: (f) => chain(first.next(f), then), classed: { classify: c.classify, next: (k, f) => chain(c.next(k, f), then) } };
      return first.group
        ? { t: 'roll', spec: first.spec, group: first.group, next: (f) => chain(first.next(f), then) }
        : { t: 'roll', spec: first.spec, next: (f) => chain(first.next(f), then) };
    }
    case 'rolls': {
      const c = first.classed;
      return { t: 'rolls', specs: first.specs, next: (f) => chain(first.next(f), then), classed: { classify: c.classify, next: (k, f) => chain(c.next(k, f), then) } };
    }
    case 'pool':
      return { t: 'pool', spec: first.spec, next: (c, f) => chain(first.next(c, f), then) };
    case 'emit':
      return { t: 'emit', step: first.step, next: () => chain(first.next(), then) };
    case 'call': {
      // Built field by field: spreading a node into a literal is several times slower, and a
      // shot's odds chain a call per state they walk.
      const exit = first.exit;
      return { t: 'call', fn: first.fn, arg: first.arg, exit: exit ? (r: unknown) => chain(exit(r), then) : (then as (r: unknown) => Program<B>) };
    }
    case 'loop':
    case 'repeat':
    case 'counted': {
      const exit = first.exit;
      const next = (r: unknown): Program<B> => (exit ? chain(exit(r), then) : then(r as A));
      // Written out rather than `{ ...first, exit: next }` (see hot copies in core/state.ts).
      if (first.t === 'loop') return { t: 'loop', init: first.init, body: first.body, exit: next };
      if (first.t === 'repeat') return { t: 'repeat', times: first.times, init: first.init, body: first.body, exit: next };
      return { t: 'counted', table: first.table, dist: first.dist, exit: next };
    }
    case 'volley':
      return { t: 'volley', volley: first.volley, next: (acc) => chain(first.next(acc), then) };
  }
}

// ---------------------------------------------------------------------------------------------
// Volleys: many independent items (shots, hits, models struck) that each go through the same
// phases, rolled phase by phase in the documented roll order (all to-hit dice, then all strength
// dice, ...). Their outcomes fold into an accumulator. Item and accumulator states are merged by
// `stateKey` like every other state.
// ---------------------------------------------------------------------------------------------

export type Move<S> =
  | { readonly t: 'skip' }
  | { readonly t: 'set'; readonly state: S; readonly steps?: () => readonly StepDraft[] }
  | {
      readonly t: 'roll';
      readonly spec: RollSpec;
      /** Steps are built lazily: `odds` never reads them. */
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
  readonly init: A;
  readonly fold: (acc: A, state: S) => A;
  /**
   * `play` consumes no further dice once this holds (a dead target takes no more saves) and
   * folds the unfinished items in their current state. Invariant, checked by the brute-force
   * tests: once it holds, finishing those items cannot change the accumulator, so `odds` may
   * play every item to the end.
   */
  readonly stop?: (acc: A) => boolean;
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

/** The rolls of a step that rolled nothing (shared: steps are never written to). */
const NO_ROLLS: readonly number[] = Object.freeze([]);

class OutOfDice {
  constructor(readonly next: NextRoll) {}
}

/** Plays a program with the given dice. */
export function play<T>(program: Program<T>, dice: DiceFeed, options: { readonly record?: boolean } = {}): PlayResult<T> {
  const steps: PlayStep[] = [];
  const used: UsedRoll[] = [];
  let visited = 0;
  // `record: false` (sampling many plays for a test) builds no step and keeps no die.
  const keep = options.record !== false;
  const record = (step: StepDraft): void => {
    // Written out, not `{ ...step, rolls: NO_ROLLS }` (see hot copies in core/state.ts).
    steps.push(step.rolls ? (step as PlayStep) : { rule: step.rule, summary: step.summary, rolls: NO_ROLLS, result: step.result, rulings: step.rulings });
  };
  const take = (spec: RollSpec, pending: () => NextRoll): number[] => {
    const faces = dice.take(spec);
    if (!faces) throw new OutOfDice(pending());
    if (keep) used.push({ spec, faces });
    return faces;
  };
  const tick = (): void => {
    spend();
    if (++visited > LIMITS.playSteps) {
      throw RuleError.at(RuleErrorCode.TooLarge, 'dice', `the resolution did not settle within ${LIMITS.playSteps} steps`);
    }
  };

  /** Plays a (sub-)program to its value. Recursion depth is the nesting of calls and loops, not their length. */
  const run = (start: Program<unknown>): unknown => {
    let node = start;
    for (;;) {
      tick();
      switch (node.t) {
        case 'pure':
          return node.value;
        case 'emit':
          if (keep) record(typeof node.step === 'function' ? node.step() : node.step);
          node = node.next();
          break;
        case 'roll': {
          const spec = node.spec;
          node = node.next(take(spec, () => nextOf(spec, spec.count ?? 1)));
          break;
        }
        case 'rolls': {
          const faces: number[][] = [];
          for (const spec of node.specs) faces.push(take(spec, () => nextOf(spec, spec.count ?? 1)));
          node = node.next(faces);
          break;
        }
        case 'pool': {
          const spec = node.spec;
          const rollSpec = poolRollSpec(spec);
          const faces = take(rollSpec, () => nextOf(rollSpec, spec.count));
          node = node.next(countFaces(spec, faces), faces);
          break;
        }
        case 'call': {
          const result = run(node.fn(node.arg));
          node = node.exit ? node.exit(result) : { t: 'pure', value: result };
          break;
        }
        case 'loop': {
          let state = node.init;
          let result: unknown;
          for (;;) {
            tick();
            const step = run(node.body(state)) as Next<unknown, unknown>;
            if (step.t === 'done') {
              result = step.value;
              break;
            }
            state = step.state;
          }
          node = node.exit ? node.exit(result) : { t: 'pure', value: result };
          break;
        }
        case 'repeat': {
          let state = node.init;
          for (let i = 0; i < node.times; i++) state = run(node.body(state, i));
          node = node.exit ? node.exit(state) : { t: 'pure', value: state };
          break;
        }
        case 'volley':
          node = node.next(playVolley(node.volley, take, keep ? record : undefined));
          break;
        case 'counted': {
          const result = run(node.table);
          node = node.exit ? node.exit(result) : { t: 'pure', value: result };
          break;
        }
      }
    }
  };

  try {
    return { complete: true, value: run(program) as T, steps, used };
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

const poolRollSpec = (spec: PoolSpec): RollSpec =>
  spec.need ? { die: spec.die, count: spec.count, purpose: spec.purpose, need: spec.need } : { die: spec.die, count: spec.count, purpose: spec.purpose };

/** Categories of a pool's die, in face order, with the faces of each. */
function poolCategories(spec: PoolSpec): { readonly name: string; readonly faces: number[] }[] {
  const out: { name: string; faces: number[] }[] = [];
  for (let face = 1; face <= DIE_SIDES[spec.die]; face++) {
    const name = spec.classify(face);
    const entry = out.find((c) => c.name === name);
    if (entry) entry.faces.push(face);
    else out.push({ name, faces: [face] });
  }
  return out;
}

function countFaces(spec: PoolSpec, faces: readonly number[]): PoolCounts {
  const counts = emptyRecord() as Record<string, number>;
  for (const c of poolCategories(spec)) counts[c.name] = 0;
  for (const face of faces) counts[spec.classify(face)] += 1;
  return counts;
}

function playVolley<S, A>(
  v: Volley<S, A>,
  take: (spec: RollSpec, pending: () => NextRoll) => number[],
  record: ((step: StepDraft) => void) | undefined,
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
      if (record) outcome.steps?.().forEach(record);
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

/** Iterations a loop may take before `odds` calls it a cycle through several states (a rule bug). */
const LOOP_ITERATIONS = 10_000;
/** An iteration that returns to its own state with this probability never ends. */
const ENDLESS = 1 - 1e-12;

type Branch = { readonly faces: number[]; readonly p: number };

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

const ungrouped = new Map<string, Branch[]>();
/** Groupings already computed, per group function and roll shape. */
const groupedBranches = new WeakMap<(faces: number[]) => string, Map<string, Branch[]>>();

/** Groups every face tuple of a roll: one representative and its probability per group. */
function branches(spec: RollSpec, group?: (faces: number[]) => string): readonly Branch[] {
  const sides = DIE_SIDES[spec.die];
  const count = spec.count ?? 1;
  const shape = `${sides}x${count}`;
  if (!group) {
    let out = ungrouped.get(shape);
    if (!out) {
      const all = tuples(sides, count);
      out = all.map((faces) => ({ faces, p: 1 / all.length }));
      ungrouped.set(shape, out);
    }
    return out;
  }
  let byShape = groupedBranches.get(group);
  const hit = byShape?.get(shape);
  if (hit) return hit;
  const all = tuples(sides, count);
  const p = 1 / all.length;
  const byKey = new Map<string, { faces: number[]; p: number }>();
  for (const faces of all) {
    const key = group(faces);
    const entry = byKey.get(key);
    if (entry) entry.p += p;
    else byKey.set(key, { faces, p });
  }
  const out = [...byKey.values()];
  if (!byShape) groupedBranches.set(group, (byShape = new Map()));
  byShape.set(shape, out);
  return out;
}

const groupedSequences = new WeakMap<(faces: number[][]) => string, Map<string, { faces: number[][]; p: number }[]>>();

/** Every sequence of face tuples of `specs`, grouped: one representative and its probability per group (cached per grouping). */
function sequenceBranches(specs: readonly RollSpec[], group: (faces: number[][]) => string): readonly { faces: number[][]; p: number }[] {
  const shape = specs.map((s) => `${DIE_SIDES[s.die]}x${s.count ?? 1}`).join('|');
  let byShape = groupedSequences.get(group);
  const hit = byShape?.get(shape);
  if (hit) return hit;
  let sequences: { faces: number[][]; p: number }[] = [{ faces: [], p: 1 }];
  for (const spec of specs) {
    const options = tuples(DIE_SIDES[spec.die], spec.count ?? 1);
    const grown: { faces: number[][]; p: number }[] = [];
    for (const s of sequences) for (const t of options) grown.push({ faces: [...s.faces, t], p: s.p / options.length });
    sequences = grown;
  }
  const byKey = new Map<string, { faces: number[][]; p: number }>();
  for (const s of sequences) {
    const key = group(s.faces);
    const entry = byKey.get(key);
    if (entry) entry.p += s.p;
    else byKey.set(key, { faces: s.faces, p: s.p });
  }
  const out = [...byKey.values()];
  if (!byShape) groupedSequences.set(group, (byShape = new Map()));
  byShape.set(shape, out);
  return out;
}

interface PoolBranch {
  readonly counts: PoolCounts;
  readonly faces: readonly number[];
  readonly p: number;
}

/**
 * The exact distribution of a pool's category counts: every count vector (k1..kc summing to the
 * dice) with its multinomial weight n! / (k1! ... kc!) x p1^k1 ... pc^kc, so (dice + 1)^(categories
 * - 1) entries at most instead of sides^dice face tuples. Cached per die, count and face
 * classification (the categories' names face by face): pools of the same shape recur across the
 * states of one walk and across requests.
 */
function poolBranches(spec: PoolSpec): readonly PoolBranch[] {
  const categories = poolCategories(spec);
  const sides = DIE_SIDES[spec.die];
  const key = `${spec.die}|${spec.count}|${categories.map((c) => `${c.name}:${c.faces.join(',')}`).join('|')}`;
  const cached = poolCache.get(key);
  if (cached) return cached;
  const out: PoolBranch[] = [];
  const c = categories.length;
  const probs = categories.map((cat) => cat.faces.length / sides);
  const counts = new Array<number>(c).fill(0);
  // Walks every composition of the dice into the categories; the last category takes the rest.
  const visit = (i: number, left: number, weight: number): void => {
    if (i === c - 1) {
      counts[i] = left;
      const p = weight * probs[i] ** left;
      if (p <= 0) return;
      const record = emptyRecord() as Record<string, number>;
      const faces: number[] = [];
      categories.forEach((cat, j) => {
        record[cat.name] = counts[j];
        for (let k = 0; k < counts[j]; k++) faces.push(cat.faces[0]);
      });
      out.push({ counts: record, faces, p });
      return;
    }
    for (let k = 0; k <= left; k++) {
      counts[i] = k;
      visit(i + 1, left - k, weight * binomial(left, k) * probs[i] ** k);
    }
  };
  visit(0, spec.count, 1);
  poolCache.set(key, out);
  return out;
}

/** Pool distributions by shape; bounded, since clients choose the dice counts. */
const poolCache = new LruCache<readonly PoolBranch[]>(2048);

/** Pascal's triangle, grown on demand (exact integers up to 2^53, then correctly rounded doubles). */
const pascal: number[][] = [[1]];
function binomial(n: number, k: number): number {
  for (let m = pascal.length; m <= n; m++) {
    const prev = pascal[m - 1];
    const row = [1];
    for (let j = 1; j < m; j++) row.push(prev[j - 1] + prev[j]);
    row.push(1);
    pascal.push(row);
  }
  return pascal[n][k];
}

/**
 * Caches shared by every `odds` walk of one situation (a shot's per-model projections share the
 * sub-rules they have in common). Keyed by function identity, so it must not outlive the plan
 * whose functions it holds.
 */
export class OddsContext {
  /** Walk the `table` of `counted` nodes instead of reading their `dist` (tests). */
  readonly table: boolean;
  constructor(options: { readonly table?: boolean } = {}) {
    this.table = options.table === true;
  }
  readonly calls = new Map<(arg: unknown) => Program<unknown>, Map<string, Dist<unknown>>>();
  readonly applications = new Map<(state: unknown, index: number) => Program<unknown>, Map<string, Dist<unknown>>>();
  readonly iterations = new Map<(state: unknown) => Program<Next<unknown, unknown>>, Map<string, Iteration>>();
}

/** The exact distribution of a program's result, equal results merged by `stateKey`. */
export function odds<T>(program: Program<T>, context = new OddsContext()): Dist<T> {
  return walk(program as Program<unknown>, context) as Dist<T>;
}

function walk(node: Program<unknown>, ctx: OddsContext): Dist<unknown> {
  spend();
  switch (node.t) {
    case 'pure':
      return Dist.of(node.value);
    case 'emit':
      return walk(node.next(), ctx);
    case 'roll': {
      const acc = new DistBuilder<unknown>(stateKey);
      const c = node.classed;
      const list = branches(node.spec, c ? groupOfClassifier(c.classify) : node.group);
      if (c) {
        const classes = classesOf(list, c.classify);
        for (let j = 0; j < list.length; j++) into(acc, c.next(classes[j], list[j].faces), list[j].p, ctx);
      } else for (const { faces, p } of list) into(acc, node.next(faces), p, ctx);
      return acc.build();
    }
    case 'rolls': {
      const acc = new DistBuilder<unknown>(stateKey);
      const c = node.classed;
      const list = sequenceBranches(node.specs, groupOfClassifier(c.classify));
      const classes = classesOf(list, c.classify);
      for (let j = 0; j < list.length; j++) into(acc, c.next(classes[j], list[j].faces), list[j].p, ctx);
      return acc.build();
    }
    case 'pool': {
      const acc = new DistBuilder<unknown>(stateKey);
      for (const b of poolBranches(node.spec)) into(acc, node.next(b.counts, b.faces), b.p, ctx);
      return acc.build();
    }
    case 'call': {
      let byArg = ctx.calls.get(node.fn);
      if (!byArg) ctx.calls.set(node.fn, (byArg = new Map()));
      const key = stateKey(node.arg);
      let result = byArg.get(key);
      if (!result) byArg.set(key, (result = walk(node.fn(node.arg), ctx)));
      return node.exit ? continueWith(result, node.exit, ctx) : result;
    }
    case 'loop':
      return node.exit ? continueWith(loopOdds(node, ctx), node.exit, ctx) : loopOdds(node, ctx);
    case 'repeat':
      return node.exit ? continueWith(repeatOdds(node, ctx), node.exit, ctx) : repeatOdds(node, ctx);
    case 'volley':
      return continueWith(volleyOdds(node.volley), node.next, ctx);
    case 'counted': {
      const dist = ctx.table ? walk(node.table, ctx) : node.dist();
      return node.exit ? continueWith(dist, node.exit, ctx) : dist;
    }
  }
}

/**
 * The class of each grouped branch's representative, computed once per grouping (a grouping is
 * cached per classifier, so its classes are too): rules must treat classes as immutable.
 */
const branchClasses = new WeakMap<readonly unknown[], { readonly classify: (faces: never) => unknown; readonly classes: readonly unknown[] }>();
function classesOf<F>(list: readonly { readonly faces: F }[], classify: (faces: F) => unknown): readonly unknown[] {
  const hit = branchClasses.get(list);
  if (hit && hit.classify === classify) return hit.classes;
  const classes = list.map((b) => classify(b.faces));
  branchClasses.set(list, { classify, classes });
  return classes;
}

/**
 * States met while advancing a loop or repeat, numbered as they appear so each iteration moves
 * probability between numbered slots: keying (stateKey) happens once per state and transition,
 * not once per transition per iteration.
 */
class StateTable {
  private readonly ids = new Map<string, number>();
  readonly states: unknown[] = [];
  readonly keys: string[] = [];

  id(key: string, state: unknown): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.states.length;
      this.ids.set(key, id);
      this.states.push(state);
      this.keys.push(key);
    }
    return id;
  }
}

function repeatOdds(node: RepeatNode<unknown>, ctx: OddsContext): Dist<unknown> {
  let byState = ctx.applications.get(node.body);
  if (!byState) ctx.applications.set(node.body, (byState = new Map()));
  const cache = byState;
  const table = new StateTable();
  // Per state id: the ids it leads to after one application, and their probabilities.
  const targets: (number[] | undefined)[] = [];
  const weights: (number[] | undefined)[] = [];
  let live = new Map<number, number>([[table.id(stateKey(node.init), node.init), 1]]);
  for (let i = 0; i < node.times; i++) {
    const next = new Map<number, number>();
    for (const [id, p] of live) {
      let to = targets[id];
      let w = weights[id];
      if (!to || !w) {
        const key = table.keys[id];
        let after = cache.get(key);
        if (!after) cache.set(key, (after = walk(node.body(table.states[id], i), ctx)));
        to = [];
        w = [];
        for (const [k, { value, p: q }] of after.keyed()) {
          to.push(table.id(k, value));
          w.push(q);
        }
        targets[id] = to;
        weights[id] = w;
      }
      spend(to.length);
      for (let j = 0; j < to.length; j++) next.set(to[j], (next.get(to[j]) ?? 0) + p * w[j]);
    }
    live = next;
  }
  const out = new Map<string, { value: unknown; p: number }>();
  for (const [id, p] of live) out.set(table.keys[id], { value: table.states[id], p });
  return Dist.fromEntries(out, stateKey);
}

/** Adds a branch's distribution; a branch that is already a plain value skips building one. */
function into(acc: DistBuilder<unknown>, start: Program<unknown>, p: number, ctx: OddsContext): void {
  let node = start;
  // Steps are for play; skipping them here spares a one-entry distribution per branch.
  while (node.t === 'emit') node = node.next();
  if (node.t === 'pure') acc.add(node.value, p);
  else acc.addAll(walk(node, ctx), p);
}

function continueWith(dist: Dist<unknown>, next: (value: unknown) => Program<unknown>, ctx: OddsContext): Dist<unknown> {
  // A certain result (a model no blast can reach) needs no merging.
  if (dist.size === 1) for (const { value } of dist) return walk(next(value), ctx);
  const acc = new DistBuilder<unknown>(stateKey);
  for (const { value, p } of dist) into(acc, next(value), p, ctx);
  return acc.build();
}

/** One iteration's outcomes, with the keys of the states it continues from, computed once. */
interface Iteration {
  readonly done: readonly { readonly value: unknown; readonly p: number }[];
  readonly again: readonly { readonly state: unknown; readonly key: string; readonly p: number }[];
}

/**
 * `again(s)` is keyed as `{"t":"again","state":<key of s>}` (stateKey is JSON and `again` builds
 * that object), so the key of s is a slice of it: keying states is most of a loop's cost.
 */
const AGAIN_PREFIX = '{"t":"again","state":';
const stateKeyOfAgain = (nextKey: string): string => nextKey.slice(AGAIN_PREFIX.length, -1);

function loopOdds(node: LoopNode<unknown>, ctx: OddsContext): Dist<unknown> {
  let byState = ctx.iterations.get(node.body);
  if (!byState) ctx.iterations.set(node.body, (byState = new Map()));
  const cache = byState;
  const table = new StateTable();
  const iterations: (Iteration | undefined)[] = [];
  const againIds: (number[] | undefined)[] = [];

  const results = new DistBuilder<unknown>(stateKey);
  let live = new Map<number, number>([[table.id(stateKey(node.init), node.init), 1]]);
  for (let i = 0; live.size > 0; i++) {
    if (i > LOOP_ITERATIONS) throw new Error(`a loop did not settle within ${LOOP_ITERATIONS} iterations (a cycle through several states)`);
    const next = new Map<number, number>();
    for (const [id, p] of live) {
      let it = iterations[id];
      let ids = againIds[id];
      if (!it || !ids) {
        const key = table.keys[id];
        it = cache.get(key);
        if (!it) cache.set(key, (it = iteration(walk(node.body(table.states[id]), ctx) as Dist<Next<unknown, unknown>>, key)));
        ids = it.again.map((a) => table.id(a.key, a.state));
        iterations[id] = it;
        againIds[id] = ids;
      }
      spend(ids.length);
      for (const d of it.done) results.add(d.value, p * d.p);
      for (let j = 0; j < ids.length; j++) next.set(ids[j], (next.get(ids[j]) ?? 0) + p * it.again[j].p);
    }
    live = next;
  }
  return results.build();
}

/**
 * Splits an iteration's distribution into results and continuations. An iteration that comes back
 * to its own state with probability q (a reroll) is, summed over every number of rerolls, the same
 * iteration without that branch and the others scaled by 1 / (1 - q): the closed form of the
 * geometric series.
 */
function iteration(dist: Dist<Next<unknown, unknown>>, key: string): Iteration {
  let q = 0;
  const done: { value: unknown; p: number }[] = [];
  const again: { state: unknown; key: string; p: number }[] = [];
  for (const [nextKey, { value, p }] of dist.keyed()) {
    if (value.t === 'done') done.push({ value: value.value, p });
    else {
      const k = stateKeyOfAgain(nextKey);
      if (k === key) q += p;
      else again.push({ state: value.state, key: k, p });
    }
  }
  if (q === 0) return { done, again };
  if (q >= ENDLESS) throw new Error('a loop returns to the same state every time: it never ends');
  const scale = 1 / (1 - q);
  return { done: done.map((d) => ({ value: d.value, p: d.p * scale })), again: again.map((a) => ({ state: a.state, key: a.key, p: a.p * scale })) };
}

/** Exact distribution of a volley's accumulator: each item enumerated alone, then folded in. */
export function volleyOdds<S, A>(v: Volley<S, A>): Dist<A> {
  const itemDists = new Map<string, Dist<S>>();
  // Folding depends only on the accumulator's and the item's states (their keys), and the same
  // pairs recur from item to item: each distinct pair is folded and keyed once.
  const folds = new Map<string, Map<string, { readonly acc: A; readonly key: string }>>();
  let acc = new Map<string, { value: A; p: number }>([[stateKey(v.init), { value: v.init, p: 1 }]]);
  v.items.forEach((item, index) => {
    const key = stateKey(item);
    let finals = itemDists.get(key);
    if (!finals) {
      finals = itemOdds(v, item, index);
      itemDists.set(key, finals);
    }
    const next = new Map<string, { value: A; p: number }>();
    spend(acc.size * finals.size);
    for (const [accKey, a] of acc) {
      let byItem = folds.get(accKey);
      if (!byItem) folds.set(accKey, (byItem = new Map()));
      for (const [itemKey, s] of finals.keyed()) {
        let folded = byItem.get(itemKey);
        if (!folded) {
          const value = v.fold(a.value, s.value);
          byItem.set(itemKey, (folded = { acc: value, key: stateKey(value) }));
        }
        const entry = next.get(folded.key);
        if (entry) entry.p += a.p * s.p;
        else next.set(folded.key, { value: folded.acc, p: a.p * s.p });
      }
    }
    acc = next;
  });
  return Dist.fromEntries(acc, stateKey);
}

function itemOdds<S, A>(v: Volley<S, A>, item: S, index: number): Dist<S> {
  let dist = Dist.of(item);
  for (const phase of v.phases) {
    const next = new DistBuilder<S>(stateKey);
    for (const { value: state, p } of dist) {
      if (v.isFinal(state)) {
        next.add(state, p);
        continue;
      }
      const move = phase(state, index);
      if (move.t === 'skip') next.add(state, p);
      else if (move.t === 'set') next.add(move.state, p);
      else for (const b of branches(move.spec, move.group)) next.add(move.resolve(b.faces).state, p * b.p);
    }
    dist = next.build();
  }
  return dist;
}
