import { AOF_SKIRMISH } from '../../../src/engine/aof-skirmish';
import { ArmyReport, validateArmy } from '../../../src/engine/aof-skirmish/armies';
import { resolveAction, ResolveRequest } from '../../../src/engine/core/game';
import { ResolutionView } from '../../../src/engine/core/resolution';
import { aofSeedCatalog } from '../../../src/games/aof-skirmish/catalog/units.data';
import { AOF_SKIRMISH_ARMY_CASES, ArmyCase } from './armies.cases';
import { AOF_ACTIONS, AOF_SKIRMISH_CASES, AofRulingCase } from './cases';
import { Answer, answerOf, expectResolution, expectStatus } from '../../rulings/expect-resolution';

/**
 * Runs every hand-worked AoF Skirmish ruling (cases.ts) and army list
 * (armies.cases.ts) through the engine, with the catalog built from the game's
 * example data (src/games/aof-skirmish/catalog/units.data.ts; the cases use inline profiles, so
 * its contents matter only to the unknown-unit refusal). The cases were worked by hand from the rule
 * document; if the engine disagrees, re-do the arithmetic before touching either.
 *
 * Resolutions go through the platform's `resolveAction` with `AOF_SKIRMISH` (a GameDefinition);
 * army lists through `validateArmy(list, catalog)` (src/engine/aof-skirmish/armies.ts), which
 * answers an `ArmyReport` and throws RuleError for a 422.
 */
const catalog = aofSeedCatalog();

const resolve = (c: AofRulingCase): Answer<ResolutionView> =>
  answerOf(() => resolveAction(AOF_SKIRMISH, c.action, c.request as ResolveRequest, { catalog, lang: 'en', odds: true, freshSeed: () => 'unused' }));

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

  it.each(AOF_SKIRMISH_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => expectResolution(c.expect, resolve(c)));
});

const validate = (request: ArmyCase['request']): Answer<ArmyReport> => answerOf(() => validateArmy(request, catalog));

const codesOf = (answer: ArmyReport | undefined): string[] => (answer?.violations ?? []).map((v) => v.code).sort();

describe('AoF Skirmish army validation (engine)', () => {
  it('has at least 15 cases, uniquely named', () => {
    expect(AOF_SKIRMISH_ARMY_CASES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(AOF_SKIRMISH_ARMY_CASES.map((c) => c.id)).size).toBe(AOF_SKIRMISH_ARMY_CASES.length);
  });

  it.each(AOF_SKIRMISH_ARMY_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const result = validate(c.request);
    if (!expectStatus(c.expect, result)) return;
    const answer = result.value;
    if (c.expect.valid !== undefined) expect(answer.valid).toBe(c.expect.valid);
    if (c.expect.points !== undefined) expect(answer.points).toBe(c.expect.points);
    if (c.expect.violations) expect(codesOf(answer)).toEqual([...c.expect.violations].sort());
  });

  it.each(AOF_SKIRMISH_ARMY_CASES.filter((c) => c.expect.status === 200).map((c) => [c.id, c] as const))(
    '%s: the same answer with the units in reverse order',
    (_id, c) => {
      const forward = validate(c.request);
      const reversed = validate({ ...c.request, units: [...c.request.units].reverse() });
      expect({ valid: reversed.value?.valid, points: reversed.value?.points, codes: codesOf(reversed.value) }).toEqual({
        valid: forward.value?.valid,
        points: forward.value?.points,
        codes: codesOf(forward.value),
      });
    },
  );
});
