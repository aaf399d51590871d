import { AE_WWII, AE_WWII_MESSAGES } from '../../../engine/ae-wwii';
import type { StoredUnitProfile, StoredWeaponProfile } from '../../../engine/ae-wwii/catalog';
import { EditionRules, INOCULATION_EFFECTS, PSI_POWERS, TRAINING_AP, UNIT_RULES } from '../../../engine/ae-wwii/model';
import { AE_WWII_SEED, seedAeCatalog } from './ae-wwii.seed';

/** Stat lines as printed in the rule documents: M RC CC A S DR W (RC "-" = null). */
const STAT_LINES: Record<string, [string, number, number | null, number, number, number, number, number]> = {
  'american-sci-tech/officer': ['veteran', 3, 4, 4, 4, 2, 6, 2],
  'american-sci-tech/sniper': ['regular', 3, 3, 3, 3, 2, 4, 2],
  'american-sci-tech/mechanic': ['veteran', 3, 5, 2, 2, 2, 4, 2],
  'american-sci-tech/buffalo': ['regular', 2, 5, 1, 8, 6, 5, 2],
  'american-sci-tech/airborne': ['regular', 3, 4, 3, 3, 2, 4, 1],
  'russian-psi/politruk': ['elite', 3, 3, 3, 3, 3, 6, 2],
  'russian-psi/psi-officer': ['veteran', 3, 4, 4, 4, 2, 6, 2],
  'russian-psi/chuman': ['green', 3, null, 4, 2, 3, 4, 2],
  'russian-psi/guard': ['regular', 3, 4, 3, 3, 2, 4, 1],
  'german-geneticists/officer': ['veteran', 3, 4, 4, 4, 2, 6, 2],
  'german-geneticists/doktor': ['veteran', 3, 6, 1, 2, 1, 4, 2],
  'german-geneticists/emaciated': ['green', 3, null, 4, 3, 2, 4, 2],
  'german-geneticists/wehrmacht': ['regular', 3, 4, 3, 3, 2, 4, 1],
};

const UNIT_WEAPONS: Record<string, string[]> = {
  'american-sci-tech/officer': ['thompson', 'pistol', 'grenades'],
  'american-sci-tech/sniper': ['m12-sniper-rifle', 'pistol', 'grenades'],
  'american-sci-tech/mechanic': ['m1-carbine', 'pistol'],
  'american-sci-tech/buffalo': ['tesla-electrical-gun'],
  'american-sci-tech/airborne': ['m1-garand', 'bar', 'm1-carbine', 'pistol', 'grenades'],
  'russian-psi/politruk': ['pistol', 'grenades'],
  'russian-psi/psi-officer': ['ppsh-41', 'pistol', 'grenades'],
  'russian-psi/chuman': ['fists'],
  'russian-psi/guard': ['svt-40', 'pistol', 'grenades'],
  'german-geneticists/officer': ['mp40', 'pistol', 'grenades'],
  'german-geneticists/doktor': ['pistol', 'syringe'],
  'german-geneticists/emaciated': ['mechanical-claws'],
  'german-geneticists/wehrmacht': ['kar98k', 'stg44', 'grenades'],
};

/** range, strength, shots:AP, from the weapon tables. */
const GUNS: Record<string, [number, number, number, number]> = {
  thompson: [18, 3, 3, 1],
  bar: [24, 4, 3, 1],
  'm1-garand': [24, 4, 1, 1],
  'm1-carbine': [18, 3, 2, 1],
  'm12-sniper-rifle': [36, 5, 1, 2],
  pistol: [12, 2, 1, 1],
  grenades: [6, 6, 1, 2],
  'ppsh-41': [18, 3, 4, 1],
  'svt-40': [24, 4, 1, 1],
  mp40: [18, 3, 3, 1],
  kar98k: [36, 4, 1, 2],
  stg44: [18, 4, 2, 1],
  'tesla-electrical-gun': [8, 5, 1, 1],
};

const RULING_IDS = [
  'to-hit-7-plus', 'save-threshold', 'rate-of-fire', 'roll-order', 'melee-tie', 'melee-roll-order',
  'charge-single-attack', 'difficult-ground', 'impervious', 'melee-weapons', 'tesla-area', 'aoe-coverage',
  'scatter-direction', 'initiative',
  'edition-cover', 'long-range', 'es-beyond-range', 'es-nearest-target', 'es-indirect-miss', 'fr-tesla-terminus',
  'es-berserker', 'es-inoculation-friendly', 'es-zero-stat',
  'clouded-minds', 'chuman-sprint', 'aoe-sequence', 'arc-order', 'base-contact', 'move-and-fire',
  'mechanic-transfer', 'mental-stun', 'psychic-push', 'initiative-multi', 'wounds-cap', 'scatter-geometry',
].map((id) => `ae-wwii/${id}`);

describe('AE-WWII seed', () => {
  const seed = AE_WWII_SEED;
  const of = (kind: string) => seed.entries.filter((e) => e.kind === kind);
  const unitList = of('unit').map((e) => ({ ...e, faction: e.faction as string, ...(e.profile as StoredUnitProfile) }));
  const weaponList = of('weapon').map((e) => ({ ...e, ...(e.profile as StoredWeaponProfile) }));
  const psiPowers = of('psi-power').map((e) => ({ ...e, ruling: (e.profile as { ruling: string }).ruling }));
  const units = new Map(unitList.map((u) => [u.id, u]));
  const weapons = new Map(weaponList.map((w) => [w.id, w]));
  const editionRules = (rules: unknown): EditionRules => rules as EditionRules;

  it('describes the game, its editions and actions', () => {
    expect(seed.game.id).toBe('ae-wwii');
    expect(AE_WWII.languages).toEqual(['en', 'es', 'fr']);
    expect(Object.keys(AE_WWII.actions)).toEqual(['shot', 'melee', 'initiative', 'movement', 'inoculation', 'ap-transfer', 'psi-power']);
    expect(seed.editions.map((e) => e.id)).toEqual(['en', 'es', 'fr']);
    expect(seed.factions.map((f) => f.id)).toEqual(['american-sci-tech', 'russian-psi', 'german-geneticists']);
  });

  it('has exactly the documented units with their stat lines and weapons', () => {
    expect([...units.keys()].sort()).toEqual(Object.keys(STAT_LINES).sort());
    for (const [id, [training, m, rc, cc, a, s, dr, w]] of Object.entries(STAT_LINES)) {
      const u = units.get(id);
      expect({ id, ...u }).toMatchObject({
        id,
        training,
        movement: m,
        rangedCombat: rc,
        closeCombat: cc,
        armor: a,
        strength: s,
        drive: dr,
        wounds: w,
        weapons: UNIT_WEAPONS[id],
      });
    }
  });

  it('gives the special rules to the right units only', () => {
    const withRules = Object.fromEntries(unitList.filter((u) => u.specialRules.length > 0).map((u) => [u.id, u.specialRules]));
    expect(withRules).toEqual({
      'american-sci-tech/mechanic': ['mechanic'],
      'russian-psi/psi-officer': ['psi-officer'],
      'russian-psi/chuman': ['chuman'],
      'german-geneticists/doktor': ['doktor'],
    });
  });

  it('has the documented weapon profiles', () => {
    for (const [id, [range, strength, shots, per]] of Object.entries(GUNS)) {
      expect({ id, ...weapons.get(id) }).toMatchObject({
        id,
        melee: false,
        range,
        strength,
        strengthDice: 1,
        rateOfFire: { shots, actionPoints: per },
      });
    }
    expect(weapons.get('pistol')).toMatchObject({ moveAndFire: true, indirect: false, areaOfEffect: null });
    expect(weapons.get('grenades')).toMatchObject({ indirect: true, areaOfEffect: 1.5, moveAndFire: false });
    expect(weapons.get('tesla-electrical-gun')).toMatchObject({ arc: { length: 8, halfWidth: 0.5 }, ignoresCover: true, areaOfEffect: null });
    for (const id of ['fists', 'mechanical-claws', 'syringe']) {
      expect(weapons.get(id)).toMatchObject({ melee: true, range: 0, strength: 0 });
    }
    expect([...weapons.keys()].sort()).toEqual([...Object.keys(GUNS), 'fists', 'mechanical-claws', 'syringe'].sort());
    const others = weaponList.filter((w) => !['pistol', 'grenades', 'tesla-electrical-gun'].includes(w.id));
    for (const w of others) expect(w).toMatchObject({ moveAndFire: false, indirect: false, areaOfEffect: null, arc: null, ignoresCover: false });
  });

  it('only refers to ids it defines', () => {
    const specialRules = new Set(seed.specialRules.map((r) => r.id));
    const rulings = new Set(seed.rulings.map((r) => r.id));
    for (const u of unitList) {
      for (const w of u.weapons) expect(weapons.has(w)).toBe(true);
      for (const r of u.specialRules) expect(specialRules.has(r)).toBe(true);
      expect(seed.factions.some((f) => f.id === u.faction)).toBe(true);
    }
    for (const p of psiPowers) expect(rulings.has(p.ruling)).toBe(true);
    for (const e of seed.editions) for (const id of Object.values(editionRules(e.rules).rulings)) expect(rulings.has(id)).toBe(true);
    for (const rule of UNIT_RULES) expect(specialRules.has(rule)).toBe(true);
  });

  it('has the special rules and psi powers', () => {
    expect(seed.specialRules.map((r) => r.id).sort()).toEqual(
      ['psi-officer', 'chuman', 'doktor', 'mechanic', 'impervious', 'move-and-fire', 'indirect', 'area-of-effect', 'rate-of-fire', 'tesla-electrical-gun'].sort(),
    );
    expect(psiPowers.map((p) => p.id)).toEqual([...PSI_POWERS]);
    // The inoculation effects are named by the engine's messages (the chart and the ruling alike).
    for (const effect of INOCULATION_EFFECTS) expect(AE_WWII_MESSAGES.en[`effect-name.${effect}`]).toBeDefined();
  });

  it('holds the edition rules of the RULINGS.md table', () => {
    const rules = Object.fromEntries(seed.editions.map((e) => [e.id, editionRules(e.rules)]));
    expect(rules.en?.cover).toEqual({ none: 0, light: 1, substantial: 3, heavy: 8 });
    expect(rules.fr?.cover).toEqual({ none: 0, light: 1, substantial: 3, heavy: 8 });
    expect(rules.es?.cover).toEqual({ none: 0, light: 2, substantial: 4, heavy: 8 });
    for (const e of ['en', 'es', 'fr'] as const) {
      expect(rules[e]?.edition).toBe(e);
      expect(rules[e]?.longRangePenalty).toBe(1);
      expect(rules[e]?.indirectHit).toEqual([{ from: 1, to: 2, value: 0 }, { from: 3, to: 6, value: 1 }]);
    }
    expect([rules.en?.beyondRange, rules.fr?.beyondRange, rules.es?.beyondRange]).toEqual(['forbidden', 'forbidden', 'auto-fail']);
    expect([rules.en?.targeting, rules.fr?.targeting, rules.es?.targeting]).toEqual(['any', 'any', 'nearest']);
    const enFrMiss = [{ from: 1, to: 2, value: 1 }, { from: 3, to: 6, value: 2 }];
    expect(rules.en?.indirectMiss).toEqual(enFrMiss);
    expect(rules.fr?.indirectMiss).toEqual(enFrMiss);
    expect(rules.es?.indirectMiss).toEqual([{ from: 1, to: 2, value: 2 }, { from: 3, to: 6, value: null }]);
    expect([rules.en?.teslaTerminusRadius, rules.fr?.teslaTerminusRadius, rules.es?.teslaTerminusRadius]).toEqual([1.5, 0.5, 1.5]);
    const chart = (first: string) => [
      { from: 1, to: 1, value: first },
      { from: 2, to: 3, value: 'plus-1-ap' },
      { from: 4, to: 5, value: 'plus-2-strength' },
      { from: 6, to: 6, value: 'impervious-4' },
    ];
    expect(rules.en?.inoculation).toEqual(chart('two-wounds'));
    expect(rules.fr?.inoculation).toEqual(chart('two-wounds'));
    expect(rules.es?.inoculation).toEqual(chart('berserker'));
    expect([rules.en?.inoculationTarget, rules.fr?.inoculationTarget, rules.es?.inoculationTarget]).toEqual(['any', 'any', 'friendly']);
    expect([rules.en?.zeroStatRemoves, rules.fr?.zeroStatRemoves, rules.es?.zeroStatRemoves]).toEqual([false, false, true]);
    expect(rules.en?.rulings).toEqual({});
    expect(rules.fr?.rulings).toEqual({});
    expect(rules.es?.rulings).toEqual({
      beyondRange: 'ae-wwii/es-beyond-range',
      targeting: 'ae-wwii/es-nearest-target',
      indirectMiss: 'ae-wwii/es-indirect-miss',
      inoculation: 'ae-wwii/es-berserker',
      zeroStat: 'ae-wwii/es-zero-stat',
    });
  });

  it('registers every ruling once, in three languages', () => {
    expect(seed.rulings.map((r) => r.id).sort()).toEqual([...RULING_IDS].sort());
    expect(new Set(seed.rulings.map((r) => r.id)).size).toBe(seed.rulings.length);
    for (const r of seed.rulings) {
      for (const lang of ['en', 'es', 'fr'] as const) {
        expect(r.title[lang].length).toBeGreaterThan(3);
        expect(r.text[lang].length).toBeGreaterThan(10);
      }
    }
  });

  it('localizes every name and summary', () => {
    const named = [seed.game, ...seed.factions, ...seed.entries, ...seed.specialRules];
    for (const item of named) {
      for (const lang of ['en', 'es', 'fr'] as const) {
        expect(item.name[lang].trim()).not.toBe('');
        expect(item.summary[lang].trim()).not.toBe('');
      }
    }
  });

  it('builds the engine catalog from the seed', () => {
    const catalog = seedAeCatalog();
    expect(catalog.units.size).toBe(13);
    expect(catalog.weapons.size).toBe(16);
    expect([...catalog.editions.keys()]).toEqual(['en', 'es', 'fr']);
    expect(catalog.units.get('german-geneticists/wehrmacht')).toEqual({
      name: { en: 'Wehrmacht', es: 'Wehrmacht', fr: 'Wehrmacht' },
      movement: 3,
      rangedCombat: 4,
      closeCombat: 3,
      armor: 3,
      strength: 2,
      drive: 4,
      wounds: 1,
      training: 'regular',
      specialRules: [],
      weapons: ['kar98k', 'stg44', 'grenades'],
    });
    expect(TRAINING_AP[catalog.units.get('russian-psi/politruk')?.training ?? 'green']).toBe(4);
    expect(catalog.weapons.get('kar98k')).toMatchObject({ name: { en: 'KAR98k', es: 'KAR98k', fr: 'KAR98k' }, range: 36, strength: 4, strengthDice: 1 });
  });
});
