import { resolveAction } from '../../../src/engine/core/game';
import { RuleError } from '../../../src/engine/core/errors';
import { ResolutionView } from '../../../src/engine/core/resolution';
import { catalogLookup, priceArchetype, validatePlayList, validateWarbook, WARTIME } from '../../../src/engine/wartime';
import { seedWartimeCatalog } from '../../../src/games/wartime/catalog/catalog.data';
import { WARTIME_CASES, WartimeAction, WartimeCase } from './cases';
import { WARTIME_COST_CASES, WARTIME_PLAY_LIST_CASES } from './costs.cases';
import { expectOdds } from '../../rulings/expect-odds';

/**
 * Runs every hand-worked Wartime ruling (wartime.cases.ts) through the engine's game definition
 * `WARTIME`, as ae-wwii.rulings.spec.ts does for AE-WWII, with the catalog built as the engine's own
 * tests build it (`seedWartimeCatalog()` from the game's built-in data); the cost cases through the
 * cost calculator (`priceArchetype`: total, lines item by item, derived attributes) and the
 * play-list cases through `validateWarbook` and `validatePlayList` (wartime.costs.cases.ts).
 * Every resolve and cost case uses inline profiles, so no built-in archetype id is relied on.
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

describe('Wartime cost cases (the engine cost calculator)', () => {
  const lookup = catalogLookup(catalog);

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

  it.each(WARTIME_COST_CASES.filter((c) => c.expect.lines).map((c) => [c.id, c] as const))('%s: the hand-worked lines add up to the total', (_id, c) => {
    const sum = (c.expect.lines ?? []).reduce((s, l) => s + l.points, 0);
    expect(sum).toBe(c.expect.total);
  });

  it.each(WARTIME_COST_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { cost, errors } = priceArchetype(c.request, lookup);
    const paths = errors.map((e) => e.path);
    if (c.expect.status === 422) {
      expect(paths.length).toBeGreaterThan(0);
      if (c.expect.errorPath) expect(paths).toContain(c.expect.errorPath);
      return;
    }
    expect(paths).toEqual([]);
    expect(cost.total).toBe(c.expect.total);
    if (c.expect.lines) expect(cost.lines.map((l) => ({ item: l.item, points: l.points }))).toEqual(c.expect.lines);
    if (c.expect.derived) expect(cost.derived).toMatchObject(c.expect.derived);
  });
});

describe('Wartime play-list cases (warbooks.ts)', () => {
  const sorted = (list: readonly { code: string; path: string }[]) => list.map((v) => `${v.code} ${v.path}`).sort();

  it.each(WARTIME_PLAY_LIST_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expect(c.expect.valid).toBe(c.expect.violations.length === 0);
    expect(sorted(validateWarbook(c.warbook))).toEqual(sorted(c.expect.warbookViolations ?? []));
    const report = validatePlayList(c.playList, c.warbook);
    expect({ valid: report.valid, total: report.total, violations: sorted(report.violations) }).toEqual({
      valid: c.expect.valid,
      total: c.expect.total,
      violations: sorted(c.expect.violations),
    });
  });
});
