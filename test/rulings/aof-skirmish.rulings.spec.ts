import { AOF_SKIRMISH } from '../../src/engine/aof-skirmish';
import { validateAofArmy } from '../../src/engine/aof-skirmish/army';
import { RuleError } from '../../src/engine/core/errors';
import { resolveAction, ResolveRequest } from '../../src/engine/core/game';
import { ResolutionView } from '../../src/engine/core/resolution';
import { seedAofCatalog } from '../../src/games/aof-skirmish/catalog/aof-skirmish.seed';
import { AOF_SKIRMISH_ARMY_CASES, ArmyCase } from './aof-skirmish.armies.cases';
import { AOF_ACTIONS, AOF_SKIRMISH_CASES, AofRulingCase } from './aof-skirmish.cases';
import { expectOdds } from './expect-odds';

/**
 * Runs every hand-worked AoF Skirmish ruling (aof-skirmish.cases.ts) and army list
 * (aof-skirmish.armies.cases.ts) through the engine, with the catalog built from the game's
 * built-in seed. The cases were worked by hand from the rule document; if the engine disagrees,
 * re-do the arithmetic before touching either.
 *
 * Assumes (the engine is written elsewhere): `AOF_SKIRMISH` (a GameDefinition) exported by
 * src/engine/aof-skirmish/index.ts; `seedAofCatalog()` in
 * src/games/aof-skirmish/catalog/aof-skirmish.seed.ts (as AE-WWII's `seedAeCatalog()`);
 * `validateAofArmy(request, { catalog, lang })` in src/engine/aof-skirmish/army.ts, answering
 * `{ valid, points, violations: [{ code, ... }] }` and throwing RuleError for a 422.
 */
const catalog = seedAofCatalog();

function resolve(c: AofRulingCase): { status: number; view?: ResolutionView; error?: RuleError } {
  try {
    const view = resolveAction(AOF_SKIRMISH, c.action, c.request as ResolveRequest, {
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

/** The special rules (and command-group upgrades) each needing at least one case. */
const RULES_COVERED = [
  'ap',
  'bane',
  'blast',
  'counter',
  'deadly',
  'fear',
  'fearless',
  'furious',
  'impact',
  'indirect',
  'regeneration',
  'relentless',
  'reliable',
  'rending',
  'stealth',
  'surge',
  'thrust',
  'tough',
  'unstoppable',
  'fast',
  'slow',
  'strider',
  'flying',
  'immobile',
  'hero',
] as const;
const FLAGS_COVERED = ['sergeant', 'musician', 'standard', 'fatigued', 'stunned', 'cover'] as const;

describe('AoF Skirmish hand-worked rulings (engine)', () => {
  it('has at least 70 cases, uniquely named, covering every action, rule and flag', () => {
    expect(AOF_SKIRMISH_CASES.length).toBeGreaterThanOrEqual(70);
    expect(new Set(AOF_SKIRMISH_CASES.map((c) => c.id)).size).toBe(AOF_SKIRMISH_CASES.length);
    const actions = new Set(AOF_SKIRMISH_CASES.map((c) => c.action));
    expect(AOF_ACTIONS.filter((a) => !actions.has(a))).toEqual([]);
    const bodies = AOF_SKIRMISH_CASES.map((c) => JSON.stringify(c.request));
    expect(RULES_COVERED.filter((r) => !bodies.some((b) => b.includes(`"id":"${r}"`)))).toEqual([]);
    expect(FLAGS_COVERED.filter((f) => !bodies.some((b) => b.includes(`"${f}":`)))).toEqual([]);
    expect(['ambush', 'scout', 'deploy'].filter((k) => !bodies.some((b) => b.includes(`"kind":"${k}"`)))).toEqual([]);
    expect(AOF_SKIRMISH_CASES.filter((c) => c.expect.status === 422).length).toBeGreaterThan(0);
  });

  it.each(AOF_SKIRMISH_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
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

interface ArmyValidationView {
  readonly valid: boolean;
  readonly points: number;
  readonly violations: readonly { readonly code: string }[];
}

function validate(request: ArmyCase['request']): { status: number; answer?: ArmyValidationView; error?: RuleError } {
  try {
    return { status: 200, answer: validateAofArmy(request, { catalog, lang: 'en' }) as ArmyValidationView };
  } catch (e) {
    if (e instanceof RuleError) return { status: 422, error: e };
    throw e;
  }
}

const codesOf = (answer: ArmyValidationView | undefined): string[] => (answer?.violations ?? []).map((v) => v.code).sort();

describe('AoF Skirmish army validation (engine)', () => {
  it('has at least 15 cases, uniquely named', () => {
    expect(AOF_SKIRMISH_ARMY_CASES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(AOF_SKIRMISH_ARMY_CASES.map((c) => c.id)).size).toBe(AOF_SKIRMISH_ARMY_CASES.length);
  });

  it.each(AOF_SKIRMISH_ARMY_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { status, answer, error } = validate(c.request);
    expect({ status, error: error?.message }).toMatchObject({ status: c.expect.status });
    if (c.expect.status === 422) {
      if (c.expect.errorPath) expect(error?.errors.map((e) => e.path)).toContain(c.expect.errorPath);
      return;
    }
    if (c.expect.valid !== undefined) expect(answer?.valid).toBe(c.expect.valid);
    if (c.expect.points !== undefined) expect(answer?.points).toBe(c.expect.points);
    if (c.expect.violations) expect(codesOf(answer)).toEqual([...c.expect.violations].sort());
  });

  it.each(AOF_SKIRMISH_ARMY_CASES.filter((c) => c.expect.status === 200).map((c) => [c.id, c] as const))(
    '%s: the same answer with the units in reverse order',
    (_id, c) => {
      const forward = validate(c.request);
      const reversed = validate({ ...c.request, units: [...c.request.units].reverse() });
      expect({ valid: reversed.answer?.valid, points: reversed.answer?.points, codes: codesOf(reversed.answer) }).toEqual({
        valid: forward.answer?.valid,
        points: forward.answer?.points,
        codes: codesOf(forward.answer),
      });
    },
  );
});
