import { RuleError } from '../../src/engine/core/errors';
import { ResolutionView } from '../../src/engine/core/resolution';
import { expectOdds } from './expect-odds';
import { RulingCase } from './ruling-case';

/** What the service would answer: 200 with the value, or 422 with the RuleError (any other error is a bug, thrown). */
export interface Answer<T> {
  readonly status: 200 | 422;
  readonly value?: T;
  readonly error?: RuleError;
}

export function answerOf<T>(fn: () => T): Answer<T> {
  try {
    return { status: 200, value: fn() };
  } catch (e) {
    if (e instanceof RuleError) return { status: 422, error: e };
    throw e;
  }
}

/** Asserts a status and, for a 422, the path named. True when the answer is a 200 that the caller checks further. */
export function expectStatus<T>(expected: { status: 200 | 422; errorPath?: string }, answer: Answer<T>): answer is Answer<T> & { value: T } {
  expect({ status: answer.status, error: answer.error?.message }).toMatchObject({ status: expected.status });
  if (expected.status === 422) {
    if (expected.errorPath) expect(answer.error?.errors.map((e) => e.path)).toContain(expected.errorPath);
    return false;
  }
  return true;
}

/**
 * Asserts a resolution against a case's `expect` (see README.md): only the fields listed; odds only
 * on a complete answer (every case that lists odds also expects `complete: true`).
 */
export function expectResolution(expected: RulingCase['expect'], answer: Answer<ResolutionView>): void {
  if (!expectStatus(expected, answer)) return;
  const v = answer.value;
  if (expected.complete !== undefined) expect(v.complete).toBe(expected.complete);
  if (expected.outcome) expect(v.outcome).toMatchObject(expected.outcome);
  if (expected.odds && v.complete) expectOdds(v.odds, expected.odds);
  if (expected.next) expect(v.next).toMatchObject(expected.next);
  if (expected.diceUsed !== undefined) expect(v.dice.used).toHaveLength(expected.diceUsed);
  expect(v.text.length).toBeLessThanOrEqual(2000);
}
