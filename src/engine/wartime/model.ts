import type { GameCatalog } from '../core/game';
import type { Text } from '../core/types';
import type { ArchetypeProfile, ArchetypeType } from './archetypes';

/**
 * The document's tables and unit rules, and what the Wartime actions read from the catalog.
 */

/** Points for an attribute value 1..10 (body archetypes). */
export const ATTRIBUTE_COST: readonly number[] = [0, 1, 2, 3, 4, 6, 10, 17, 28, 45];
/** Points for a value 1..10 of Energy, Damage, Protection and transport Defense (one table in the document, repeated). */
export const STEP_COST: readonly number[] = [5, 10, 15, 20, 25, 35, 45, 55, 65, 75];
/** Points for Fortune 1..10. */
export const FORTUNE_COST: readonly number[] = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55];

/** The value of a 1..10 table; 0 costs nothing (no Fortune, a transport without Defense). */
export const tableCost = (table: readonly number[], value: number): number => (value === 0 ? 0 : table[value - 1]);

/**
 * Ruling wartime/rounding: a fractional cost or area is rounded up, once, at the end of its
 * formula. The tolerance absorbs float noise (0.1 x 30 = 3.0000000000000004 is 3, not 4).
 */
export const roundUp = (x: number): number => Math.ceil(x - 1e-9) + 0; // + 0: never -0 (Math.ceil(-1e-9))

/** Movement and the klik round to the nearest whole number, halves up (N.49 is N, N.5 is N + 1). */
export const roundHalfUp = (x: number): number => Math.floor(x + 0.5 + 1e-9);

/**
 * A klik is as many cm as the figure scale in cm, rounded (ruling wartime/klik): 28 mm figures play
 * with K = 3 cm, 15 mm with 2 cm, 8 mm with 1 cm. Never below 1.
 */
export const klik = (scaleMm: number): number => Math.max(1, roundHalfUp(scaleMm / 10));

/** A request path under `path` (the body itself when `path` is empty): `join('', 'value')` is `value`, never `.value`. */
export const join = (path: string, field: string): string => (path ? `${path}.${field}` : field);

/** Energy: Reaction + 5, at most 10. */
export const energyOf = (rea: number): number => Math.min(10, rea + 5);

/** Magazine of the optional ammunition rules: 10 - Damage rounds, at least 1. */
export const magazineOf = (damage: number): number => Math.max(1, 10 - damage);

/** The lowest and highest values a check's success can take (ruling wartime/check-clamp). */
export const clampCheck = (target: number): number => Math.min(10, Math.max(1, target));

/** A formation needs four members to fight (a lone character fights as a formation of one). */
export const FORMATION_MINIMUM = 4;

/** A squad adds 1 to its Will check per this many members. */
export const WILL_MEMBERS_PER_POINT = 5;

/** One catalog or warbook archetype as the engine reads it. */
export interface StoredArchetype {
  readonly id: string;
  readonly name: Text;
  readonly profile: ArchetypeProfile;
}

/** Everything the Wartime actions read from the catalog: its archetypes, by id. */
export interface WartimeCatalog extends GameCatalog {
  readonly archetypes: ReadonlyMap<string, StoredArchetype>;
}

/** Names for what a request or a profile left unnamed. */
export const UNNAMED: Readonly<Record<ArchetypeType, Text>> = {
  body: { en: 'unnamed body', es: 'cuerpo sin nombre', fr: 'corps sans nom' },
  character: { en: 'character', es: 'personaje', fr: 'personnage' },
  weapon: { en: 'unnamed weapon', es: 'arma sin nombre', fr: 'arme sans nom' },
  protection: { en: 'unnamed protection', es: 'protección sin nombre', fr: 'protection sans nom' },
  transport: { en: 'transport', es: 'transporte', fr: 'transport' },
  object: { en: 'unnamed object', es: 'objeto sin nombre', fr: 'objet sans nom' },
  zone: { en: 'scenery', es: 'escenografía', fr: 'décor' },
};

/** Names for sides a request does not name. */
export const SIDE_NAMES = {
  actor: { en: 'the actor', es: 'quien actúa', fr: 'l\u2019acteur' },
  opponent: { en: 'the opponent', es: 'el oponente', fr: 'l\u2019adversaire' },
  squad: { en: 'the squad', es: 'la escuadra', fr: 'l\u2019escouade' },
  formation: { en: 'the formation', es: 'la formación', fr: 'la formation' },
  attacking: { en: 'the attacking formation', es: 'la formación atacante', fr: 'la formation attaquante' },
  defending: { en: 'the defending formation', es: 'la formación defensora', fr: 'la formation en défense' },
} as const satisfies Readonly<Record<string, Text>>;
