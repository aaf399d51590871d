import { Translate } from './i18n';
import { Msg, msg } from './types';

/**
 * `luck`: where a completed resolution's result sits in the exact distribution of its situation.
 *
 * Each action that has odds may declare how its outcomes rank (`ActionPlan.luck`): a score (an
 * integer, higher being better for the side the rule names: wounds the attacker inflicts, a test
 * passed) whose distribution its odds already carry (a histogram, a pass probability, win
 * chances). Luck is read from those odds, never from a second odds run. The percentiles are, with
 * `s` the score of the result: `below` = P(score < s) ("better than 87% of outcomes"), `equal` =
 * P(score = s), `above` = P(score > s); they sum to 1. An action without a rule, or whose odds do
 * not carry the distribution for this situation (a shot at a point), has no luck.
 */
export interface LuckRule<O = unknown, D = unknown> {
  /** What is ranked, from whose side ("wounds on Airborne"). */
  by(outcome: O): Msg;
  /** P(score = k) for k = 0, 1, 2...: from the odds; undefined when they do not carry it. */
  distribution(odds: D): readonly number[] | undefined;
  /** The result's score on the same scale. */
  score(outcome: O): number;
}

/** The public `luck` of a resolution. */
export interface LuckView {
  /** What was ranked, in the reply's language. */
  readonly by: string;
  /** The result's score (index in the distribution). */
  readonly score: number;
  /** P(an outcome ranks below this one): "better than `below` of outcomes". */
  readonly below: number;
  readonly equal: number;
  readonly above: number;
}

/** Percentiles of `score` in a histogram (P(score = k) at index k). Pure arithmetic, exported for tests. */
export function percentiles(histogram: readonly number[], score: number): { below: number; equal: number; above: number } {
  let below = 0;
  let above = 0;
  let total = 0;
  for (let k = 0; k < histogram.length; k++) {
    const p = histogram[k];
    total += p;
    if (k < score) below += p;
    else if (k > score) above += p;
  }
  // A histogram's weights are exact sums of face weights, so `total` is 1 to the last bits; the
  // equal share is what the others leave, so the three always sum to 1.
  const round = (x: number): number => Math.round(x * 1e12) / 1e12;
  const b = round(below / total);
  const a = round(above / total);
  return { below: b, equal: round(1 - b - a), above: a };
}

/**
 * The luck of a completed resolution from its (rounded, not yet localized) odds; undefined when the
 * action has no rule or the odds do not say. A score outside the histogram is a rule bug.
 */
export function luckOf<O, D>(rule: LuckRule<O, D> | undefined, outcome: O, odds: D, t: Translate): LuckView | undefined {
  if (!rule) return undefined;
  const histogram = rule.distribution(odds);
  if (!histogram || histogram.length === 0) return undefined;
  const score = rule.score(outcome);
  if (!Number.isInteger(score) || score < 0 || score >= histogram.length) throw new Error(`luck score ${score} outside its distribution (0..${histogram.length - 1})`);
  // Written out, not `{ by, score, ...percentiles(...) }`: this runs on every resolve request
  // (see hot copies in core/state.ts).
  const { below, equal, above } = percentiles(histogram, score);
  return { by: t(rule.by(outcome)), score, below, equal, above };
}

/**
 * The luck line of a ruling's text and embed. `by`, what is ranked as a message, lets the Markdown
 * translator write the names in it as data (the view's `by` is already plain text).
 */
export const luckLine = (luck: LuckView, by: Msg | string = luck.by): Msg => msg('luck.line', { by, below: luck.below, equal: luck.equal, above: luck.above });

/** A yes/no result: failing (0) ranks below passing (1). */
export const passFail = (p: number): readonly number[] => [1 - p, p];
