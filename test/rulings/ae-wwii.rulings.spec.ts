import { seedAeCatalog } from '../../src/games/ae-wwii/catalog/ae-wwii.seed';
import { RuleError } from '../../src/engine/core/errors';
import { AeAction, resolveAeWwii } from '../../src/engine/ae-wwii';
import { ResolutionView } from '../../src/engine/core/resolution';
import { AE_WWII_CASES } from './ae-wwii.cases';
import { expectOdds } from './expect-odds';
import { RulingCase } from './ruling-case';

/**
 * Runs every hand-worked ruling (ae-wwii.cases.ts) through the engine. The same cases run over
 * HTTP in test/e2e; here they pin the rules without a transport in the way.
 */
const catalog = seedAeCatalog();

function resolve(c: RulingCase): { status: number; view?: ResolutionView; error?: RuleError } {
  try {
    const view = resolveAeWwii(c.action as AeAction, c.request as never, {
      catalog,
      lang: 'en',
      odds: true,
      freshSeed: () => 'unused',
    });
    return { status: 200, view };
  } catch (e) {
    if (e instanceof RuleError) return { status: 422, error: e };
    throw e;
  }
}

describe('AE-WWII hand-worked rulings (engine)', () => {
  it('has at least 41 cases, uniquely named', () => {
    expect(AE_WWII_CASES.length).toBeGreaterThan(40);
    expect(new Set(AE_WWII_CASES.map((c) => c.id)).size).toBe(AE_WWII_CASES.length);
  });

  it.each(AE_WWII_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { status, view, error } = resolve(c);
    expect({ status, error: error?.message }).toMatchObject({ status: c.expect.status });
    if (c.expect.status === 422) {
      if (c.expect.errorPath) expect(error?.errors.map((e) => e.path)).toContain(c.expect.errorPath);
      return;
    }
    const v = view as ResolutionView;
    if (c.expect.complete !== undefined) expect(v.complete).toBe(c.expect.complete);
    if (c.expect.outcome) expect(v.outcome).toMatchObject(c.expect.outcome);
    if (c.expect.odds) expectOdds(v.odds, c.expect.odds);
    if (c.expect.next) expect(v.next).toMatchObject(c.expect.next);
    if (c.expect.diceUsed !== undefined) expect(v.dice.used).toHaveLength(c.expect.diceUsed);
    expect(v.text.length).toBeLessThanOrEqual(2000);
  });
});
