import { seedAeCatalog } from '../../../src/games/ae-wwii/catalog/ae-wwii.seed';
import { AeAction, resolveAeWwii } from '../../../src/engine/ae-wwii';
import { ResolutionView } from '../../../src/engine/core/resolution';
import { AE_WWII_CASES } from './cases';
import { Answer, answerOf, expectResolution } from '../../rulings/expect-resolution';
import { RulingCase } from '../../rulings/ruling-case';

/**
 * Runs every hand-worked ruling (ae-wwii.cases.ts) through the engine. The same cases run over
 * HTTP in test/e2e; here they pin the rules without a transport in the way.
 */
const catalog = seedAeCatalog();

const resolve = (c: RulingCase): Answer<ResolutionView> =>
  answerOf(() => resolveAeWwii(c.action as AeAction, c.request as never, { catalog, lang: 'en', odds: true, freshSeed: () => 'unused' }));

describe('AE-WWII hand-worked rulings (engine)', () => {
  it('has at least 41 cases, uniquely named', () => {
    expect(AE_WWII_CASES.length).toBeGreaterThan(40);
    expect(new Set(AE_WWII_CASES.map((c) => c.id)).size).toBe(AE_WWII_CASES.length);
  });

  it.each(AE_WWII_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => expectResolution(c.expect, resolve(c)));
});
