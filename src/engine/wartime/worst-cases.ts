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
/**
 * A brawler in heavy armour (Damage 2 + CON 6 - 3 = 5 against Protection 6): a strike takes a
 * point or two, so a fight with Vitality goes through every Vitality left on both sides.
 */
const brawler = (fortune = 0) => ({
  profile: { name: 'Brawler', body: { profile: { con: 6, agi: 6, int: 5, rea: 5, vol: 6 } }, weapons: [{ profile: { name: 'knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'plate', energy: 1, protection: 6 } }], ...(fortune ? { fortune } : {}), baseDiameter: 2.5 },
});
/** A target in heavy armour with Fortune 10 (CON 4, Defense 5): a light round must pass its Defense check. */
const lucky = { profile: { name: 'Lucky', body: { profile: { con: 4, agi: 6, int: 5, rea: 5, vol: 6 } }, weapons: [{ profile: { name: 'knife', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'plate', energy: 1, protection: 5 } }], fortune: 10, baseDiameter: 2.5 } };
const sniper = { profile: { name: 'Sniper', body: { profile: { con: 6, agi: 6, int: 5, rea: 5, vol: 6 } }, weapons: [{ profile: { name: 'light rifle', energy: 1, damage: 2, range: 4 } }], baseDiameter: 2.5 } };
const marksman = { profile: { name: 'Marksman', body: { profile: { con: 6, agi: 6, int: 5, rea: 5, vol: 6 } }, weapons: [{ profile: { name: 'carbine', energy: 1, damage: 3, range: 6 } }], protections: [{ profile: { name: 'vest', energy: 1, protection: 3 } }], baseDiameter: 2.5 } };
const rifleman = { archetype: 'rifleman' };
const sergeant = { archetype: 'sergeant' };
const fortune = { impact: { rerollFumble: true }, damage: { rerollFumble: true }, ignoreDamage: true };
const defending = { ignoreDamage: true, cancel: ['damage'], defense: { rerollFumble: true } };
/** Every Fortune use a side can make. */
const everyUse = { impact: { rerollFumble: true }, damage: { rerollFumble: true }, defense: { rerollFumble: true }, cancel: ['impact', 'damage'], ignoreDamage: true };
const shooting = { impact: { rerollFumble: true }, damage: { rerollFumble: true } };
const shotAt = { ignoreDamage: true, cancel: ['impact'], defense: { rerollFumble: true } };
const inCover = (i: number) => (i % 2 ? [{ defense: 4, hidden: 'half' }] : [{ defense: 3, hidden: 'full' }, { defense: 2, hidden: 'half' }]);
const around = (n: number) => Array.from({ length: n }, (_, i) => ({ ...rifleman, position: { x: (i % 3) * 3 - 3, y: 24 + Math.floor(i / 3) * 3 }, cover: inCover(i) }));
const n = WARTIME_LIMITS.inCommon;
const size = WARTIME_LIMITS.formationSize;
/** Close-combat exchanges between sergeants with Vitality that the default budget admits (the cap is 10). */
const SERGEANT_EXCHANGES = 8;
/** Exchanges between brawlers the default budget admits. */
const BRAWLER_EXCHANGES = 8;

export const WARTIME_WORST_CASES: readonly WartimeWorstCase[] = [
  {
    name: `two formations of ${size} and ${size - 5}, ${n} models in common, a charge from the rear`,
    action: 'melee',
    request: { attacker: { ...veteran, formation: { size } }, defenders: [{ ...rifleman, formation: { size: size - 5 } }], inCommon: n, charge: true, facing: 'rear' },
    beyond: { attacker: { ...veteran, formation: { size: size + 1 } }, defenders: [{ ...rifleman, formation: { size: size - 5 } }], inCommon: n },
  },
  {
    name: `${BRAWLER_EXCHANGES} close-combat exchanges with Vitality, every strike taking a point or two`,
    action: 'melee',
    request: { attacker: brawler(), defenders: [brawler()], attacks: BRAWLER_EXCHANGES, charge: true, options: { vitality: true } },
    beyond: { attacker: brawler(), defenders: [brawler()], attacks: BRAWLER_EXCHANGES + 1, charge: true, options: { vitality: true } },
  },
  {
    name: `${SERGEANT_EXCHANGES} close-combat exchanges between sergeants with Vitality`,
    action: 'melee',
    request: { attacker: sergeant, defenders: [sergeant], attacks: SERGEANT_EXCHANGES, options: { vitality: true } },
    beyond: { attacker: sergeant, defenders: [sergeant], attacks: SERGEANT_EXCHANGES + 1, options: { vitality: true } },
  },
  {
    name: `${WARTIME_LIMITS.attacksWithFortune} exchange with Fortune and Vitality`,
    action: 'melee',
    request: { attacker: { ...sergeant, fortunePlan: fortune }, defenders: [sergeant], attacks: WARTIME_LIMITS.attacksWithFortune, options: { vitality: true } },
    beyond: { attacker: { ...sergeant, fortunePlan: fortune }, defenders: [sergeant], attacks: WARTIME_LIMITS.attacksWithFortune + 1 },
  },
  {
    name: `${WARTIME_LIMITS.attacksWithFortune} exchange against a sergeant spending Fortune on every use, with Vitality`,
    action: 'melee',
    request: { attacker: sergeant, defenders: [{ ...sergeant, fortunePlan: everyUse }], options: { vitality: true } },
    beyond: { attacker: { ...brawler(3), fortunePlan: everyUse }, defenders: [{ ...brawler(3), fortunePlan: everyUse }], options: { vitality: true } },
  },
  {
    name: `${WARTIME_LIMITS.attacksWithFortuneBothSides} exchange with Fortune on both sides (a reroll, a cancel) and Vitality`,
    action: 'melee',
    request: { attacker: { ...sergeant, fortunePlan: { impact: { rerollFumble: true } } }, defenders: [{ ...sergeant, fortunePlan: { cancel: ['damage'] } }], attacks: WARTIME_LIMITS.attacksWithFortuneBothSides, options: { vitality: true } },
    beyond: { attacker: { ...sergeant, fortunePlan: fortune }, defenders: [{ ...sergeant, fortunePlan: defending }], attacks: WARTIME_LIMITS.attacksWithFortuneBothSides, options: { vitality: true } },
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
    name: `8 shots at an unarmoured formation of 30 behind a wall, from the rear, with Vitality`,
    action: 'shot',
    request: { attacker: marksman, target: { profile: { ...marksman.profile, protections: [] }, formation: { size: 30 }, cover: [{ defense: 10, hidden: 'full' }, { defense: 4, hidden: 'half' }] }, attacks: 8, facing: 'rear', options: { vitality: true } },
  },
  {
    name: `1 light round in cover at an armoured target spending Fortune (10 points) on every use, with Vitality`,
    action: 'shot',
    request: { attacker: sniper, target: { ...lucky, fortunePlan: everyUse, cover: [{ defense: 4, hidden: 'half' }] }, options: { vitality: true } },
  },
  {
    name: `${WARTIME_LIMITS.attacksWithFortuneBothSides} shot in cover with Fortune on both sides (a reroll, a cancel and Fortune against damage) and Vitality`,
    action: 'shot',
    request: { attacker: { ...sergeant, fortunePlan: { impact: { rerollFumble: true } } }, weapon: 'pistol', target: { ...sergeant, fortunePlan: { ignoreDamage: true, cancel: ['impact'] }, cover: [{ defense: 4, hidden: 'half' }] }, attacks: WARTIME_LIMITS.attacksWithFortuneBothSides, options: { vitality: true } },
    beyond: { attacker: { ...sergeant, fortunePlan: shooting }, weapon: 'pistol', target: { ...sergeant, fortunePlan: shotAt, cover: [{ defense: 4, hidden: 'half' }] }, attacks: WARTIME_LIMITS.attacksWithFortuneBothSides, options: { vitality: true } },
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
  {
    name: `${WARTIME_LIMITS.players} players and ${WARTIME_LIMITS.characters} characters given inline, the initiative drawn`,
    action: 'turn-order',
    request: {
      players: Array.from({ length: WARTIME_LIMITS.players }, (_, i) => `p${i}`),
      characters: Array.from({ length: WARTIME_LIMITS.characters }, (_, i) => ({
        name: `c${i}`,
        player: `p${i % WARTIME_LIMITS.players}`,
        character: { profile: { name: 'Trooper', body: { profile: { con: 5, agi: 5, int: 5, rea: 1 + (i % 10), vol: 5 } }, weapons: [{ profile: { name: 'carbine', energy: 1, damage: 3, range: 6 } }], protections: [{ profile: { energy: 1, protection: 2 } }], fortune: 1, baseDiameter: 2.5 } },
      })),
    },
    beyond: { players: Array.from({ length: WARTIME_LIMITS.players + 1 }, (_, i) => `p${i}`), characters: [{ name: 'c0', player: 'p0', reaction: 5 }] },
  },
];
