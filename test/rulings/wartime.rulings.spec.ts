import { resolveAction } from '../../src/engine/core/game';
import { RuleError } from '../../src/engine/core/errors';
import { ResolutionView } from '../../src/engine/core/resolution';
import { WARTIME } from '../../src/engine/wartime';
import { seedWartimeCatalog } from '../../src/games/wartime/catalog/catalog.data';
import { WARTIME_CASES, WartimeAction, WartimeCase } from './wartime.cases';
import { WARTIME_COST_CASES, WARTIME_PLAY_LIST_CASES } from './wartime.costs.cases';
import { expectOdds } from './expect-odds';

/**
 * Runs every hand-worked Wartime ruling (wartime.cases.ts) through the engine, as
 * ae-wwii.rulings.spec.ts does for AE-WWII. Assumes, as the AE-WWII game does:
 * - `WARTIME`, the game's `GameDefinition`, exported from src/engine/wartime (index.ts);
 * - `seedWartimeCatalog()`, the engine catalog built from the game's built-in data, exported from
 *   src/games/wartime/catalog/wartime.seed.ts (the twin of `seedAeCatalog()`).
 * Every case uses inline profiles, so no built-in archetype id is relied on.
 */
const catalog = seedWartimeCatalog();

function resolve(c: WartimeCase): { status: number; view?: ResolutionView; error?: RuleError } {
  try {
    const view = resolveAction(WARTIME, c.action, c.request as never, { catalog, lang: 'en', odds: true, freshSeed: () => 'unused' });
    return { status: 200, view };
  } catch (e) {
    if (e instanceof RuleError) return { status: 422, error: e };
    throw e;
  }
}

const ACTIONS: readonly WartimeAction[] = ['check', 'opposed-check', 'probability', 'shot', 'melee', 'will-check', 'squad', 'turn-order', 'trap'];

describe('Wartime hand-worked rulings (engine)', () => {
  it('has at least 70 cases, uniquely named, covering every action', () => {
    expect(WARTIME_CASES.length).toBeGreaterThanOrEqual(70);
    expect(new Set(WARTIME_CASES.map((c) => c.id)).size).toBe(WARTIME_CASES.length);
    for (const a of ACTIONS) expect({ action: a, covered: WARTIME_CASES.some((c) => c.action === a) }).toEqual({ action: a, covered: true });
  });

  it('every action is one the game defines', () => {
    for (const a of ACTIONS) expect(Object.keys(WARTIME.actions)).toContain(a);
  });

  it.each(WARTIME_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { status, view, error } = resolve(c);
    expect({ status, error: error?.message }).toMatchObject({ status: c.expect.status });
    if (c.expect.status === 422) {
      if (c.expect.errorPath) expect(error?.errors.map((e) => e.path)).toContain(c.expect.errorPath);
      return;
    }
    const v = view as ResolutionView;
    if (c.expect.complete !== undefined) expect(v.complete).toBe(c.expect.complete);
    if (c.expect.outcome) expect(v.outcome).toMatchObject(c.expect.outcome);
    if (c.expect.odds && v.complete) expectOdds(v.odds, c.expect.odds);
    if (c.expect.next) expect(v.next).toMatchObject(c.expect.next);
    if (c.expect.diceUsed !== undefined) expect(v.dice.used).toHaveLength(c.expect.diceUsed);
    expect(v.text.length).toBeLessThanOrEqual(2000);
  });
});

describe('Wartime cost and play-list cases (self-consistency of the hand arithmetic)', () => {
  it('has at least 25 cost cases and 10 play-list cases, uniquely named', () => {
    expect(WARTIME_COST_CASES.length).toBeGreaterThanOrEqual(25);
    expect(WARTIME_PLAY_LIST_CASES.length).toBeGreaterThanOrEqual(10);
    const ids = [...WARTIME_COST_CASES, ...WARTIME_PLAY_LIST_CASES].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prices every archetype type', () => {
    const types = new Set(WARTIME_COST_CASES.filter((c) => c.expect.status === 200).map((c) => c.request.type));
    expect([...types].sort()).toEqual(['body', 'character', 'object', 'protection', 'transport', 'weapon', 'zone']);
  });

  it.each(WARTIME_COST_CASES.filter((c) => c.expect.breakdown).map((c) => [c.id, c] as const))('%s: the breakdown adds up to the cost', (_id, c) => {
    const sum = (c.expect.breakdown ?? []).reduce((s, l) => s + l.points, 0);
    expect(sum).toBe(c.expect.cost);
  });

  it.each(WARTIME_PLAY_LIST_CASES.map((c) => [c.id, c] as const))('%s: valid exactly when no violation is listed', (_id, c) => {
    expect(c.expect.valid).toBe(c.expect.violations.length === 0);
  });
});
