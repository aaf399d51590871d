import { expectSampled, expectTwin, OddsCase } from '../../../test/support/odds-check';
import { planCast, planDangerousTerrain, planDeployment, planFall, planJump, planMorale, planObjectives, planQualityTest, planWoundEffects } from './actions';
import { planMelee, planShot, shotOdds, shotOddsByDefense } from './combat';
import { UnitProfileInput } from './requests';
import { emptyAofCatalog } from './testing';

/**
 * Every action's exact odds against (1) the brute-force twin, which plays the same program once per
 * possible dice sequence, and (2) 100,000 seeded plays within 4 standard errors. Cases are small
 * (at most 6 or 7 dice on any path) so that the twin stays fast.
 */
const catalog = emptyAofCatalog();
const one = (p: Partial<UnitProfileInput> = {}): { profile: UnitProfileInput } => ({ profile: { quality: 4, defense: 4, models: 1, ...p } });
const weapon = (range: number, attacks: number, rules: { id: string; rating?: number }[] = []) => ({ name: range ? 'Bow' : 'Blade', range, attacks, rules });

const cases: OddsCase[] = [
  { name: 'quality test 4+ with -1', program: planQualityTest({ quality: 4, modifier: -1 }).program },
  {
    name: 'shot: 2 models, AP(1), into a 2-model unit in cover',
    program: planShot({ attacker: one({ models: 2, equipment: [weapon(24, 1, [{ id: 'ap', rating: 1 }])] }), target: one({ models: 2 }), distance: 12, cover: 'terrain' }, catalog).program,
  },
  {
    name: 'shot: Surge into Regeneration and Tough(2) with a marker',
    program: planShot({ attacker: one({ equipment: [weapon(24, 1, [{ id: 'surge' }])] }), target: { ...one({ rules: [{ id: 'regeneration' }, { id: 'tough', rating: 2 }] }), wounds: 1 }, distance: 6 }, catalog).program,
  },
  {
    name: 'shot: Blast(2), Deadly(2), Bane into 2 models',
    program: planShot({ attacker: one({ equipment: [weapon(18, 1, [{ id: 'blast', rating: 2 }, { id: 'deadly', rating: 2 }, { id: 'bane' }])] }), target: one({ models: 2, defense: 3 }), distance: 10 }, catalog).program,
  },
  {
    name: 'shot: Rending and Relentless from 12" against Stealth, target stunned',
    program: planShot({ attacker: one({ quality: 3, rules: [{ id: 'relentless' }], equipment: [weapon(24, 1, [{ id: 'rending' }])] }), target: { ...one({ defense: 2, rules: [{ id: 'stealth' }, { id: 'regeneration' }] }), stunned: true }, distance: 12 }, catalog).program,
  },
  {
    name: 'melee: charge and strike back, Fear decides ties',
    program: planMelee({ attacker: one({ rules: [{ id: 'fear', rating: 1 }], equipment: [weapon(0, 1, [{ id: 'thrust' }])] }), defender: one({ defense: 5, equipment: [weapon(0, 1)] }) }, catalog).program,
  },
  {
    name: 'melee: Counter strikes first, Impact(1) at 3+',
    program: planMelee({ attacker: one({ rules: [{ id: 'impact', rating: 1 }], equipment: [weapon(0, 1)] }), defender: one({ equipment: [weapon(0, 1, [{ id: 'counter' }])] }), strikeBack: true }, catalog).program,
    maxDice: 7,
  },
  { name: 'wound effects: Deadly(3) into a 2-model Tough(3) unit', program: planWoundEffects({ unit: one({ models: 2, rules: [{ id: 'tough', rating: 3 }] }), wounds: 3, deadly: { wounds: 2, rating: 3 } }, catalog).program },
  {
    name: 'morale: a Fearless unit and a stunned one',
    program: planMorale({ startingUnits: 4, remainingUnits: 2, units: [one({ rules: [{ id: 'fearless' }] }), { ...one({ quality: 3, rules: [{ id: 'fearless' }] }), stunned: true }, { ...one(), standard: true }] }, catalog).program,
  },
  {
    name: 'dangerous terrain: one model left and its joined Tough(6) Hero (1 + 6 dice)',
    program: planDangerousTerrain({ unit: { ...one({ models: 2 }), models: 2, hero: { quality: 3, defense: 3, rules: [{ id: 'hero' }, { id: 'tough', rating: 6 }] } } }, catalog).program,
  },
  { name: 'jump 4" descent, fall on failure', program: planJump({ unit: one(), kind: 'descent', inches: 4 }, catalog).program },
  { name: 'fall of 6" (AP 2)', program: planFall({ unit: one({ defense: 3 }), height: 6 }, catalog).program },
  { name: 'cast with a friendly and an enemy helper', program: planCast({ caster: { rating: 2, tokens: 2 }, spell: { value: 2 }, helpers: [{ side: 'friendly', tokens: 2, distance: 10 }, { side: 'enemy', tokens: 1, distance: 17 }] }).program },
  { name: 'objectives: D3 + 2 markers', program: planObjectives({ round: 1 }).program },
  { name: 'deployment roll-off (ties rerolled)', program: planDeployment({ kind: 'deploy', side: 'a', positions: [{ x: 10, y: 5 }], rollOff: true }).program, maxDice: 8 },
];

const SAMPLES = 100_000;

describe('AoF Skirmish exact odds', () => {
  describe.each(cases)('$name', (c) => {
    it('equal the brute-force enumeration of every dice sequence', () => expectTwin(c));
    it(`agree with ${SAMPLES} seeded plays within 4 standard errors`, () => expectSampled(c, `aof-${c.name}`, SAMPLES));
  });
});

describe('attack odds at scale', () => {
  const big = {
    attacker: one({ models: 10, equipment: [weapon(24, 2, [{ id: 'blast', rating: 3 }, { id: 'deadly', rating: 3 }, { id: 'ap', rating: 2 }])] }),
    target: one({ models: 5, rules: [{ id: 'tough', rating: 3 }] }),
    distance: 12,
    cover: 'terrain' as const,
  };

  it('ten models x two attacks, Blast(3), Deadly(3), AP(2) into five Tough(3) models in cover: a whole distribution', () => {
    const o = shotOdds(planShot(big, catalog));
    // 20 dice at 4+: 10 hits on average, x3 (Blast, 5 models): 30.
    expect(o.expectedHits).toBeCloseTo(30, 9);
    // Blast ignores cover: Defense 4+ with AP(2) needs a 6, so 5/6 of 30 hits wound, x3 (Deadly) = 75.
    expect(o.expectedWounds).toBeCloseTo(75, 9);
    expect(o.modelsRemoved.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(o.destroyed + o.lastModelWounds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('answers every Defense from 2+ to 6+, Defense 6+ faring worst', () => {
    const table = shotOddsByDefense(big, catalog).byDefense;
    expect(table.map((r) => r.defense)).toEqual([2, 3, 4, 5, 6]);
    for (let i = 1; i < table.length; i++) expect(table[i].odds.destroyed).toBeGreaterThanOrEqual(table[i - 1].odds.destroyed - 1e-12);
  });
});
