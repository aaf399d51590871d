import type { WorstCase } from '../core/game';
import { AE_LIMITS } from './limits';

/**
 * AE-WWII's heaviest requests within the documented caps (AE_LIMITS, AP at most 8 with bonuses),
 * timed by `npm run bench`. Profiles are inline so the cases do not depend on catalog values.
 */
const brute = { name: 'Brute', movement: 4, rangedCombat: 4, closeCombat: 4, armor: 4, strength: 4, drive: 4, wounds: 20, training: 'elite' } as const;
const officer = { unit: 'american-sci-tech/officer' };
const grid = (n: number, unit: object, x0: number, y0: number, step: number) =>
  Array.from({ length: n }, (_, i) => ({ ...unit, position: { x: x0 + (i % 10) * step, y: y0 + Math.floor(i / 10) * step } }));

export const AE_WWII_WORST_CASES: readonly WorstCase[] = [
  {
    name: 'six-shot Thompson volley (veteran officer at an officer, 12")',
    action: 'shot',
    request: { attacker: officer, weapon: 'thompson', target: officer, distance: 12, actionPoints: 2 },
  },
  {
    name: `melee, ${8} rounds between two 20-wound profiles`,
    action: 'melee',
    request: { attacker: { profile: brute, actionPointsBonus: 4 }, defender: { profile: brute }, actionPoints: 8 },
  },
  {
    name: `largest volley: ${AE_LIMITS.shots} shots at a 20-wound profile`,
    action: 'shot',
    request: { attacker: { profile: brute, actionPointsBonus: 4 }, weapon: { profile: { range: 24, strength: 6, rateOfFire: '8:1' } }, target: { profile: brute }, distance: 5, actionPoints: 8 },
    beyond: { attacker: { profile: brute, actionPointsBonus: 4 }, weapon: { profile: { range: 24, strength: 6, rateOfFire: '9:1' } }, target: { profile: brute }, distance: 5, actionPoints: 8 },
  },
  {
    name: `largest blast: 4 grenades (8 AP) over ${AE_LIMITS.models} officers`,
    action: 'shot',
    request: { attacker: { unit: 'russian-psi/politruk', position: { x: 0, y: 0 }, actionPointsBonus: 4 }, weapon: 'grenades', aim: { x: 2, y: 5 }, models: grid(AE_LIMITS.models, officer, 0, 4, 0.7), actionPoints: 8 },
    beyond: { attacker: { unit: 'russian-psi/politruk', position: { x: 0, y: 0 }, actionPointsBonus: 4 }, weapon: 'grenades', aim: { x: 2, y: 5 }, models: grid(AE_LIMITS.models + 1, officer, 0, 4, 0.7), actionPoints: 8 },
  },
  {
    name: `most blasts: ${AE_LIMITS.areaShots} scattering blasts over ${AE_LIMITS.models} 20-wound profiles`,
    action: 'shot',
    request: {
      attacker: { profile: brute, position: { x: 0, y: 0 }, actionPointsBonus: 4 },
      weapon: { profile: { range: 6, strength: 6, rateOfFire: '1:1', indirect: true, areaOfEffect: 1.5 } },
      aim: { x: 2, y: 5 },
      models: grid(AE_LIMITS.models, { profile: brute }, 0, 4, 0.7),
      actionPoints: 8,
    },
    beyond: {
      attacker: { profile: brute, position: { x: 0, y: 0 }, actionPointsBonus: 4 },
      weapon: { profile: { range: 6, strength: 6, rateOfFire: '9:8', indirect: true, areaOfEffect: 1.5 } },
      aim: { x: 2, y: 5 },
      models: grid(AE_LIMITS.models, { profile: brute }, 0, 4, 0.7),
      actionPoints: 8,
    },
  },
  {
    name: `most arcs: ${AE_LIMITS.areaShots} Tesla arcs along ${AE_LIMITS.models} 20-wound profiles`,
    action: 'shot',
    request: {
      attacker: { profile: brute, position: { x: 0, y: 0 }, actionPointsBonus: 4 },
      weapon: { profile: { range: 8, strength: 5, rateOfFire: '1:1', arc: 8 } },
      aim: { x: 8, y: 0 },
      models: Array.from({ length: AE_LIMITS.models }, (_, i) => ({ profile: brute, position: { x: (i % 10) * 0.8, y: (Math.floor(i / 10) - 2) * 0.3 } })),
      actionPoints: 8,
    },
  },
  {
    name: `initiative between ${AE_LIMITS.initiativeSides} sides of equal DR`,
    action: 'initiative',
    request: { sides: Array.from({ length: AE_LIMITS.initiativeSides }, (_, i) => ({ name: `side ${i + 1}`, highestDrive: 3 })) },
    beyond: { sides: Array.from({ length: AE_LIMITS.initiativeSides + 1 }, (_, i) => ({ name: `side ${i + 1}`, highestDrive: 3 })) },
  },
];
