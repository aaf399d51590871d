import { expectSampled, expectTwin, OddsCase } from '../../../test/support/odds-check';
import { planCast, planDangerousTerrain, planDeployment, planFall, planJump, planMorale, planObjectives, planQualityTest, planWoundEffects } from './actions';
import { measure } from '../core/cost';
import { SeededDice } from '../core/dice';
import { odds, OddsContext, play, Program } from '../core/program';
import { traceOf } from '../core/state';
import { meleeOdds, planMelee, planShot, shotOdds, shotOddsByDefense } from './combat';
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
  {
    name: 'dangerous terrain: two Tough(2) models with Regeneration (4 dice, then a Regeneration die per 1)',
    program: planDangerousTerrain({ unit: one({ models: 2, rules: [{ id: 'tough', rating: 2 }, { id: 'regeneration' }] }) }, catalog).program,
  },
  {
    name: 'dangerous terrain: a stunned Tough(3) last model with 2 markers and Regeneration',
    program: planDangerousTerrain({ unit: { ...one({ models: 2, rules: [{ id: 'tough', rating: 3 }, { id: 'regeneration' }] }), models: 1, wounds: 2, stunned: true } }, catalog).program,
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

/**
 * Shots and melees count their odds (`counted`: binomials and convolutions of the dice) instead of
 * walking every pool outcome. Beside the twin above (small cases), the counted odds must equal the
 * walk of the table's pools on cases too large for the twin, to the last digits.
 */
describe('counted odds equal the walk of the table pools', () => {
  const table = new OddsContext({ table: true });
  const sameDist = (program: Program<unknown>): void => {
    const fast = odds(program);
    const slow = odds(program, table);
    const keys = new Set([...fast.keyed().keys(), ...slow.keyed().keys()]);
    for (const key of keys) {
      const diff = Math.abs((fast.keyed().get(key)?.p ?? 0) - (slow.keyed().get(key)?.p ?? 0));
      expect({ key, ok: diff < 1e-12 }).toEqual({ key, ok: true });
    }
  };
  const unit = (models: number, rules: { id: string; rating?: number }[], equipment: ReturnType<typeof weapon>[], extra: object = {}) => ({ ...one({ models, rules, equipment }), ...extra });

  it('a shot with Rending, Surge, Bane and Deadly(2) from two groups into a Tough(6) model with Regeneration, markers and stun', () => {
    sameDist(
      planShot(
        {
          attacker: unit(4, [{ id: 'relentless' }], [weapon(24, 2, [{ id: 'rending' }, { id: 'surge' }, { id: 'deadly', rating: 2 }]), weapon(24, 1, [{ id: 'bane' }, { id: 'ap', rating: 1 }])]),
          target: unit(1, [{ id: 'tough', rating: 6 }, { id: 'regeneration' }], [], { wounds: 2, stunned: true }),
          distance: 12,
          cover: 'terrain',
        },
        catalog,
      ).program,
    );
  });

  it('the issue case (ten models, two attacks, Blast(3), Deadly(3), AP(2) into five Tough(3) models in cover)', () => {
    const attacker = unit(10, [], [weapon(24, 2, [{ id: 'blast', rating: 3 }, { id: 'deadly', rating: 3 }, { id: 'ap', rating: 2 }])]);
    sameDist(planShot({ attacker, target: unit(5, [{ id: 'tough', rating: 3 }], []), distance: 12, cover: 'terrain' }, catalog).program);
  });

  // Deadly(3) and Blast(2) leave gaps in the lead's values; Fear on both sides moves the draw line.
  // The last strike is read against the lead's cumulative sums: once the strike back (the
  // defender's wounds), once the charge itself (no strike back: the attacker's wounds).
  it.each([true, false])('a melee with Blast(2), Deadly(3) and Fear on both sides (strike back: %s)', (strikeBack) => {
    const gappy = [{ id: 'blast', rating: 2 }, { id: 'deadly', rating: 3 }];
    sameDist(
      planMelee(
        {
          attacker: unit(2, [{ id: 'fear', rating: 2 }, { id: 'tough', rating: 3 }], [weapon(0, 2, gappy)]),
          defender: unit(3, [{ id: 'fear', rating: 1 }], [weapon(0, 1, [{ id: 'counter' }, ...gappy]), weapon(0, 1, [{ id: 'deadly', rating: 2 }])]),
          strikeBack,
        },
        catalog,
      ).program,
    );
  });

  // Dangerous terrain counts the wounds kept as one binomial over every die (its 1, then its
  // Regeneration die); the table rolls the 1s, then one Regeneration die per 1.
  it.each([
    ['20 Tough(6) models with Regeneration (120 dice)', one({ models: 20, rules: [{ id: 'tough', rating: 6 }, { id: 'regeneration' }] })],
    ['40 Tough(12) models (480 dice)', one({ models: 40, rules: [{ id: 'tough', rating: 12 }] })],
    ['6 models with Regeneration and a joined Tough(6) Hero with it', { ...one({ models: 6, rules: [{ id: 'regeneration' }] }), hero: { quality: 3, defense: 3, rules: [{ id: 'hero' }, { id: 'tough', rating: 6 }, { id: 'regeneration' }] } }],
    ['a stunned Tough(12) last model with 9 markers and Regeneration', { ...one({ models: 3, rules: [{ id: 'tough', rating: 12 }, { id: 'regeneration' }] }), models: 1, wounds: 9, stunned: true }],
  ])('dangerous terrain: %s', (_name, unit) => {
    const plan = planDangerousTerrain({ unit }, catalog);
    sameDist(plan.program);
    // At most 480 dice: the binomial's terms weigh a unit per two dice (241), the walk of its counts a few dozen.
    expect(measure(() => plan.odds()).units).toBeLessThan(350);
  });

  it('dangerous terrain: 40 Tough(12) models with Regeneration (480 dice), counted, not walked pool outcome by pool outcome', () => {
    const plan = planDangerousTerrain({ unit: one({ models: 40, rules: [{ id: 'tough', rating: 12 }, { id: 'regeneration' }] }) }, catalog);
    // The table's walk (a 1 on each die, then a Regeneration die per 1) counts ~245,000 units here.
    // Counted: 1 + 480 / 2 = 241 units of binomial terms, then each count of wounds kept.
    const { value: o, units } = measure(() => plan.odds());
    expect(units).toBeLessThan(350);
    // Exact rational arithmetic: a die keeps a wound on a 1 then a 1-4 (1/6 x 4/6 = 1/9), so
    // P(destroyed) = sum over k of C(480, k) (1/9)^k (8/9)^(480-k) x P(out | k): 39 models removed
    // first, then k - 39 markers against Tough(12): no roll under 12, d6 + markers >= 17 otherwise.
    expect(o.destroyed).toBeCloseTo(0.5591625505784242, 14);
    expect(o.stunned).toBeCloseTo(0.09466320758135832, 14);
    expect(o.noRoll).toBeCloseTo(0.34617424184021744, 14);
  });

  it('a melee with Counter, Impact(2), Furious, Deadly(2), Fear and a strike back', () => {
    const plan = planMelee(
      {
        attacker: unit(3, [{ id: 'impact', rating: 2 }, { id: 'furious' }, { id: 'fear', rating: 1 }, { id: 'tough', rating: 2 }], [weapon(0, 2, [{ id: 'deadly', rating: 2 }])]),
        defender: unit(3, [{ id: 'tough', rating: 2 }], [weapon(0, 1, [{ id: 'counter' }]), weapon(0, 2, [{ id: 'ap', rating: 1 }])]),
      },
      catalog,
    );
    sameDist(plan.program);
    // The key keeps only the lead, so the average wounds are summed strike by strike (linearity):
    // they must agree with the totals of seeded plays (their traces) within 4 standard errors.
    const o = meleeOdds(plan);
    const feed = SeededDice.fromSeed('aof-melee-expected-wounds');
    const n = 20_000;
    for (const [by, expected] of [['attacker', o.defender.expectedWounds], ['defender', o.attacker.expectedWounds]] as const) {
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < n; i++) {
        const r = play(plan.program, feed, { record: false });
        if (!r.complete) throw new Error('a seeded play cannot run out of dice');
        const w = traceOf(r.value).reduce((t, s) => t + (s.by === by ? s.wounds : 0), 0);
        sum += w;
        squares += w * w;
      }
      const mean = sum / n;
      const se = Math.sqrt((squares / n - mean * mean) / n);
      expect({ by, close: Math.abs(mean - expected) <= 4 * se }).toEqual({ by, close: true });
    }
  });
});
