import type { WorstCase } from '../core/game';
import { WARTIME_LIMITS } from './limits';

/**
 * Wartime's heaviest requests within the caps (limits.ts), against the built-in example
 * archetypes, with a request just beyond a cap where there is one. The shape is the platform's
 * `WorstCase` (name, action, request, beyond), for the game definition's `worstCases` that
 * `npm run bench` times.
 */
export type WartimeWorstCase = WorstCase;

/** A veteran with a heavy axe (Damage 7 + CON 8 - 3 = 12): many different losses per strike. */
const veteran = { profile: { name: 'Veteran', body: { profile: { con: 8, agi: 7, int: 4, rea: 6, vol: 6 } }, weapons: [{ profile: { name: 'axe', energy: 1, damage: 7, range: 0 } }], protections: ['flak-vest'], baseDiameter: 2.5 } };
const rifleman = { archetype: 'rifleman' };
const sergeant = { archetype: 'sergeant' };
const fortune = { impact: { rerollFumble: true }, damage: { rerollFumble: true }, ignoreDamage: true };
const defending = { ignoreDamage: true, cancel: ['damage'], defense: { rerollFumble: true } };
/** Every Fortune use a shot's two sides can make (the most situations a shot's odds follow). */
const shooting = { impact: { rerollFumble: true }, damage: { rerollFumble: true } };
const shotAt = { ignoreDamage: true, cancel: ['impact'], defense: { rerollFumble: true } };
const inCover = (i: number) => (i % 2 ? [{ defense: 4, hidden: 'half' }] : [{ defense: 3, hidden: 'full' }, { defense: 2, hidden: 'half' }]);
const around = (n: number) => Array.from({ length: n }, (_, i) => ({ ...rifleman, position: { x: (i % 3) * 3 - 3, y: 24 + Math.floor(i / 3) * 3 }, cover: inCover(i) }));
const n = WARTIME_LIMITS.inCommon;
const size = WARTIME_LIMITS.formationSize;

export const WARTIME_WORST_CASES: readonly WartimeWorstCase[] = [
  {
    name: `two formations of ${size} and ${size - 5}, ${n} models in common, a charge from the rear`,
    action: 'melee',
    request: { attacker: { ...veteran, formation: { size } }, defenders: [{ ...rifleman, formation: { size: size - 5 } }], inCommon: n, charge: true, facing: 'rear' },
    beyond: { attacker: { ...veteran, formation: { size: size + 1 } }, defenders: [{ ...rifleman, formation: { size: size - 5 } }], inCommon: n },
  },
  {
    name: `a grenade over ${WARTIME_LIMITS.areaModels} models in cover, scattering on a miss`,
    action: 'shot',
    request: { attacker: { archetype: 'grenadier', position: { x: 0, y: 0 } }, target: { ...rifleman, position: { x: 0, y: 27 }, cover: [{ defense: 5, hidden: 'half' }] }, models: around(WARTIME_LIMITS.areaModels - 1), scale: 28 },
    beyond: { attacker: { archetype: 'grenadier', position: { x: 0, y: 0 } }, target: { ...rifleman, position: { x: 0, y: 27 } }, models: around(WARTIME_LIMITS.areaModels), scale: 28 },
  },
  {
    name: `a volley of ${WARTIME_LIMITS.shooters} shooters at a formation of ${size}`,
    action: 'shot',
    request: { attacker: { ...rifleman, formation: { size } }, shooters: WARTIME_LIMITS.shooters, target: { ...rifleman, formation: { size } } },
  },
  {
    name: `${WARTIME_LIMITS.attacks} close-combat exchanges with Vitality`,
    action: 'melee',
    request: { attacker: sergeant, defenders: [sergeant], attacks: WARTIME_LIMITS.attacks, options: { vitality: true } },
    beyond: { attacker: sergeant, defenders: [sergeant], attacks: WARTIME_LIMITS.attacks + 1 },
  },
  {
    name: `${WARTIME_LIMITS.attacksWithFortune} exchange with Fortune and Vitality`,
    action: 'melee',
    request: { attacker: { ...sergeant, fortunePlan: fortune }, defenders: [sergeant], attacks: WARTIME_LIMITS.attacksWithFortune, options: { vitality: true } },
    beyond: { attacker: { ...sergeant, fortunePlan: fortune }, defenders: [sergeant], attacks: WARTIME_LIMITS.attacksWithFortune + 1 },
  },
  {
    name: `${WARTIME_LIMITS.attacksWithFortuneBothSides} exchange with Fortune on both sides and Vitality`,
    action: 'melee',
    request: { attacker: { ...sergeant, fortunePlan: fortune }, defenders: [{ ...sergeant, fortunePlan: defending }], attacks: WARTIME_LIMITS.attacksWithFortuneBothSides, options: { vitality: true } },
    beyond: { attacker: { ...sergeant, fortunePlan: fortune }, defenders: [{ ...sergeant, fortunePlan: defending }], attacks: WARTIME_LIMITS.attacksWithFortuneBothSides + 1 },
  },
  {
    name: `${WARTIME_LIMITS.attacksWithFortuneBothSides} shot in cover with Fortune on both sides and Vitality`,
    action: 'shot',
    request: { attacker: { ...sergeant, fortunePlan: shooting }, weapon: 'pistol', target: { ...sergeant, fortunePlan: shotAt, cover: [{ defense: 4, hidden: 'half' }] }, attacks: WARTIME_LIMITS.attacksWithFortuneBothSides, options: { vitality: true } },
    beyond: { attacker: { ...sergeant, fortunePlan: shooting }, weapon: 'pistol', target: { ...sergeant, fortunePlan: shotAt, cover: [{ defense: 4, hidden: 'half' }] }, attacks: WARTIME_LIMITS.attacksWithFortuneBothSides + 1, options: { vitality: true } },
  },
  {
    name: `${WARTIME_LIMITS.attacksWithFortune} shot in cover with Fortune on the target and Vitality`,
    action: 'shot',
    request: { attacker: sergeant, weapon: 'pistol', target: { ...sergeant, fortunePlan: shotAt, cover: [{ defense: 4, hidden: 'half' }] }, attacks: WARTIME_LIMITS.attacksWithFortune, options: { vitality: true } },
    beyond: { attacker: sergeant, weapon: 'pistol', target: { ...sergeant, fortunePlan: shotAt, cover: [{ defense: 4, hidden: 'half' }] }, attacks: WARTIME_LIMITS.attacksWithFortune + 1, options: { vitality: true } },
  },
  {
    name: `${WARTIME_LIMITS.attacks} shots in cover with Vitality`,
    action: 'shot',
    request: { attacker: sergeant, weapon: 'pistol', target: { ...sergeant, cover: [{ defense: 4, hidden: 'half' }] }, attacks: WARTIME_LIMITS.attacks, options: { vitality: true } },
  },
];
