import type { WorstCase } from '../core/game';
import { AE_LIMITS } from './limits';

/**
 * AE-WWII's heaviest requests within the documented caps (AE_LIMITS, AP at most 8 with bonuses),
 * timed by `npm run bench`, heaviest first. Profiles are inline so the cases do not depend on
 * catalog values. Each is admitted by the game's cost model (cost.ts) within the default budget,
 * and test/games/ae-wwii/abuse.spec.ts checks that a search over the caps finds nothing heavier that is
 * admitted. Where the budget, not a cap, sets the size (the most arcs, blasts and tie dice), the
 * same spec checks that one more model or die is refused; `beyond` is one step over a cap.
 */
const brute = { name: 'Brute', movement: 4, rangedCombat: 4, closeCombat: 4, armor: 4, strength: 4, drive: 4, wounds: 20, training: 'elite' } as const;
const officer = { unit: 'american-sci-tech/officer' };
const grid = (n: number, unit: object, x0: number, y0: number, step: number) =>
  Array.from({ length: n }, (_, i) => ({ ...unit, position: { x: x0 + (i % 10) * step, y: y0 + Math.floor(i / 10) * step } }));

/**
 * Models along an arc, no two alike in Armor (2-10) and Impervious (2+ to 6+), so none shares
 * another's odds: the heaviest arcs per model the caps allow.
 */
export const arcVictims = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    profile: { ...brute, armor: 2 + (i % 9) },
    impervious: 2 + (Math.floor(i / 9) % 5),
    position: { x: 1 + i * 0.15, y: 0 },
  }));

/** Arcs of strength 2+4d6 (a save to roll against every Armor) along `n` such models (eight with 8 AP at 1:1). */
export const arcs = (n: number, rateOfFire = '1:1') => ({
  attacker: { profile: brute, position: { x: 0, y: 0 }, actionPointsBonus: 4 },
  weapon: { profile: { range: 12, strength: 2, strengthDice: 4, rateOfFire, arc: 8 } },
  aim: { x: 8, y: 0 },
  models: arcVictims(n),
  actionPoints: 8,
});

/** Most arcs and most blasts the default budget admits (models), one more being refused. */
export const MOST_ARC_MODELS = 38;
export const MOST_BLAST_MODELS = 32;

export const blasts = (n: number, rateOfFire = '1:1') => ({
  attacker: { profile: brute, position: { x: 0, y: 0 }, actionPointsBonus: 4 },
  weapon: { profile: { range: 6, strength: 6, rateOfFire, indirect: true, areaOfEffect: 1.5 } },
  aim: { x: 2, y: 5 },
  models: grid(n, { profile: brute }, 0, 4, 0.7),
  actionPoints: 8,
});

export const sides = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `side ${i + 1}`, highestDrive: 3 }));
/**
 * Dice at the table that keep initiative tied: all six sides, then the two who rolled 6 again and
 * again, as many as the default budget admits (a two-side roll-off is the longest play per die).
 */
export const ties = (dice: number) => [1, 1, 1, 1, 6, 6, ...Array.from({ length: dice - 6 }, () => 6)];
export const MOST_INITIATIVE_DICE = 170;

export const AE_WWII_WORST_CASES: readonly WorstCase[] = [
  {
    name: `most arcs: ${AE_LIMITS.areaShots} Tesla arcs along ${MOST_ARC_MODELS} 20-wound profiles, no two alike in Armor and Impervious`,
    action: 'shot',
    request: arcs(MOST_ARC_MODELS),
    beyond: arcs(MOST_ARC_MODELS, '9:8'),
  },
  {
    name: `initiative between ${AE_LIMITS.initiativeSides} sides of equal DR, tied for ${MOST_INITIATIVE_DICE} dice`,
    action: 'initiative',
    request: { sides: sides(AE_LIMITS.initiativeSides), dice: { values: ties(MOST_INITIATIVE_DICE) } },
    beyond: { sides: sides(AE_LIMITS.initiativeSides + 1), dice: { values: ties(MOST_INITIATIVE_DICE) } },
  },
  {
    name: `initiative between ${AE_LIMITS.initiativeSides} sides of equal DR`,
    action: 'initiative',
    request: { sides: sides(AE_LIMITS.initiativeSides) },
    beyond: { sides: sides(AE_LIMITS.initiativeSides + 1) },
  },
  {
    name: `most blasts: ${AE_LIMITS.areaShots} scattering blasts over ${MOST_BLAST_MODELS} 20-wound profiles`,
    action: 'shot',
    request: blasts(MOST_BLAST_MODELS),
    beyond: blasts(MOST_BLAST_MODELS, '9:8'),
  },
  {
    name: `largest blast: 4 grenades (8 AP) over ${AE_LIMITS.models} officers`,
    action: 'shot',
    request: { attacker: { unit: 'russian-psi/politruk', position: { x: 0, y: 0 }, actionPointsBonus: 4 }, weapon: 'grenades', aim: { x: 2, y: 5 }, models: grid(AE_LIMITS.models, officer, 0, 4, 0.7), actionPoints: 8 },
    beyond: { attacker: { unit: 'russian-psi/politruk', position: { x: 0, y: 0 }, actionPointsBonus: 4 }, weapon: 'grenades', aim: { x: 2, y: 5 }, models: grid(AE_LIMITS.models + 1, officer, 0, 4, 0.7), actionPoints: 8 },
  },
  {
    name: `largest volley: ${AE_LIMITS.shots} shots at a 20-wound profile`,
    action: 'shot',
    request: { attacker: { profile: brute, actionPointsBonus: 4 }, weapon: { profile: { range: 24, strength: 6, rateOfFire: '8:1' } }, target: { profile: brute }, distance: 5, actionPoints: 8 },
    beyond: { attacker: { profile: brute, actionPointsBonus: 4 }, weapon: { profile: { range: 24, strength: 6, rateOfFire: '9:1' } }, target: { profile: brute }, distance: 5, actionPoints: 8 },
  },
  {
    name: `melee, ${8} rounds between two 20-wound profiles with Impervious 2+`,
    action: 'melee',
    request: { attacker: { profile: brute, actionPointsBonus: 4, impervious: 2 }, defender: { profile: brute, impervious: 2 }, actionPoints: 8 },
  },
  {
    name: 'six-shot Thompson volley (veteran officer at an officer, 12")',
    action: 'shot',
    request: { attacker: officer, weapon: 'thompson', target: officer, distance: 12, actionPoints: 2 },
  },
];
