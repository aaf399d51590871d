import { Program, rollAs, rollsAs } from './program';
import { stateKey } from './state';
import { DIE_SIDES, DieKind, Msg, RollSpec } from './types';

/**
 * Rolls the rules of every game are made of, each grouping its own faces for the odds: a test
 * against a target number, and a pair of dice whose joint result is all that matters (an opposed
 * check). Rules call these instead of writing group keys.
 */

export interface TestSpec {
  readonly die: DieKind;
  readonly purpose: Msg;
  /** The number to roll: at least it (`over`), or at most it (`under`). */
  readonly target: number;
  readonly mode: 'over' | 'under';
  /** Natural faces that always pass, reported as criticals (Wartime's 1, AoF's 6). */
  readonly critical?: readonly number[];
  /** Natural faces that always fail, reported as fumbles (Wartime's 10, AoF's 1). */
  readonly fumble?: readonly number[];
  /** What players call the roll ("4+"); default `N+` over, `N-` under. */
  readonly need?: string;
}

export interface TestResult {
  readonly pass: boolean;
  readonly critical: boolean;
  readonly fumble: boolean;
}

/** The verdict of one face on a test. Criticals and fumbles win over the target number. */
export function testResult(spec: Pick<TestSpec, 'target' | 'mode' | 'critical' | 'fumble'>, face: number): TestResult {
  const critical = spec.critical?.includes(face) ?? false;
  const fumble = !critical && (spec.fumble?.includes(face) ?? false);
  const meets = spec.mode === 'over' ? face >= spec.target : face <= spec.target;
  return { pass: critical || (!fumble && meets), critical, fumble };
}

export const needOf = (spec: Pick<TestSpec, 'target' | 'mode' | 'need'>): string =>
  spec.need ?? (spec.mode === 'over' ? `${spec.target}+` : `${spec.target}-`);

/** One classifier per distinct test, so `odds` groups the faces of a recurring test only once. */
const testClassifiers = new Map<string, (faces: number[]) => TestResult>();
function testClassifier(spec: TestSpec): (faces: number[]) => TestResult {
  const key = stateKey([spec.die, spec.target, spec.mode, spec.critical ?? [], spec.fumble ?? []]);
  let classify = testClassifiers.get(key);
  if (!classify) {
    const verdicts = Array.from({ length: DIE_SIDES[spec.die] + 1 }, (_, face) => testResult(spec, face));
    classify = (faces) => verdicts[faces[0]];
    // Bounded by the distinct (die, target, mode, criticals, fumbles) the rules use: a few hundred.
    testClassifiers.set(key, classify);
  }
  return classify;
}

/** Rolls one die against a target number. `next` may read the face for the ruling's text only. */
export const test = <T>(spec: TestSpec, next: (result: TestResult, face: number) => Program<T>): Program<T> =>
  rollAs(testRollSpec(spec), testClassifier(spec), (result, [face]) => next(result, face));

export const testRollSpec = (spec: TestSpec): RollSpec => ({ die: spec.die, purpose: spec.purpose, need: needOf(spec) });

/**
 * Two dice rolled one after the other (two rolls at the table, in order) whose joint result is
 * `classify(a, b)`: the odds follow one pair per result (an opposed roll of two d6 is three
 * branches, win, tie and loss, not 36). Hoist `classify` out of per-state code: the grouping is
 * computed once per classifier.
 */
export function rollPair<C, T>(
  first: RollSpec,
  second: RollSpec,
  classify: (a: number, b: number) => C,
  next: (result: C, a: number, b: number) => Program<T>,
): Program<T> {
  let joint = pairClassifiers.get(classify);
  if (!joint) {
    const j = ([[a], [b]]: number[][]): unknown => classify(a, b);
    pairClassifiers.set(classify, j);
    joint = j;
  }
  return rollsAs([first, second], joint, (result, [[a], [b]]) => next(result as C, a, b));
}
const pairClassifiers = new WeakMap<(a: number, b: number) => unknown, (faces: number[][]) => unknown>();

/** Two tests rolled in turn; `decide` says what their pair means (who won, a tie). */
export const opposed = <D, T>(
  a: TestSpec,
  b: TestSpec,
  decide: (ra: TestResult & { readonly face: number }, rb: TestResult & { readonly face: number }) => D,
  next: (decision: D, a: number, b: number) => Program<T>,
): Program<T> => {
  // One classifier per decision function and pair of tests, so recurring opposed rolls group once.
  let byTests = opposedClassifiers.get(decide);
  if (!byTests) opposedClassifiers.set(decide, (byTests = new Map()));
  const key = stateKey([a.target, a.mode, a.critical ?? [], a.fumble ?? [], b.target, b.mode, b.critical ?? [], b.fumble ?? []]);
  let classify = byTests.get(key) as ((fa: number, fb: number) => D) | undefined;
  if (!classify) {
    const c = (fa: number, fb: number): D => decide(faceResult(a, fa), faceResult(b, fb));
    byTests.set(key, c);
    classify = c;
  }
  return rollPair(testRollSpec(a), testRollSpec(b), classify, next);
};
const opposedClassifiers = new WeakMap<object, Map<string, (fa: number, fb: number) => unknown>>();

/** A face's verdict with the face. Written out, not `{ ...testResult(spec, face), face }` (see hot copies in core/state.ts). */
function faceResult(spec: TestSpec, face: number): TestResult & { readonly face: number } {
  const r = testResult(spec, face);
  return { pass: r.pass, critical: r.critical, fumble: r.fumble, face };
}
