import type { GameCatalog } from '../core/game';
import type { Text } from '../core/types';

/**
 * AoF Skirmish data shapes. Special rules are referenced as `{ id, rating? }` everywhere (profiles,
 * requests, the catalog); this table is the one list of the rules the game has, what parameter
 * each takes and which actions apply it. Names are in the message catalogs (`rule.<id>`), since
 * they are translated like every other text; the special-rules data file reads them from there.
 */
export interface RuleInfo {
  /** Written with a number: Tough(3). */
  readonly rating: boolean;
  /** Where the rule sits on a profile. */
  readonly on: 'weapon' | 'unit' | 'both';
  /** Actions that apply it (any other action lists it as unmodelled). */
  readonly actions: readonly string[];
}

const ATTACK = ['shot', 'melee'] as const;

export const SPECIAL_RULES = {
  ambush: { rating: false, on: 'unit', actions: ['deployment'] },
  ap: { rating: true, on: 'weapon', actions: [...ATTACK, 'fall'] },
  bane: { rating: false, on: 'weapon', actions: ATTACK },
  blast: { rating: true, on: 'weapon', actions: ATTACK },
  caster: { rating: true, on: 'unit', actions: ['cast'] },
  counter: { rating: false, on: 'weapon', actions: ['melee'] },
  deadly: { rating: true, on: 'weapon', actions: [...ATTACK, 'wound-effects'] },
  fast: { rating: false, on: 'unit', actions: ['movement'] },
  fear: { rating: true, on: 'unit', actions: ['melee'] },
  fearless: { rating: false, on: 'unit', actions: ['morale'] },
  flying: { rating: false, on: 'unit', actions: ['movement'] },
  furious: { rating: false, on: 'unit', actions: ['melee'] },
  hero: { rating: false, on: 'unit', actions: [] },
  immobile: { rating: false, on: 'unit', actions: ['movement'] },
  impact: { rating: true, on: 'unit', actions: ['melee'] },
  indirect: { rating: false, on: 'weapon', actions: ['shot'] },
  limited: { rating: false, on: 'weapon', actions: [] },
  regeneration: { rating: false, on: 'unit', actions: [...ATTACK, 'wound-effects', 'dangerous-terrain', 'fall'] },
  relentless: { rating: false, on: 'unit', actions: ['shot'] },
  reliable: { rating: false, on: 'weapon', actions: ATTACK },
  rending: { rating: false, on: 'weapon', actions: ATTACK },
  scout: { rating: false, on: 'unit', actions: ['deployment'] },
  slow: { rating: false, on: 'unit', actions: ['movement'] },
  stealth: { rating: false, on: 'unit', actions: ['shot'] },
  strider: { rating: false, on: 'unit', actions: ['movement'] },
  surge: { rating: false, on: 'weapon', actions: ATTACK },
  thrust: { rating: false, on: 'weapon', actions: ['melee'] },
  tough: { rating: true, on: 'unit', actions: [...ATTACK, 'wound-effects', 'dangerous-terrain', 'fall', 'jump'] },
  unstoppable: { rating: false, on: 'weapon', actions: ATTACK },
  // The command group: one model of each per army.
  sergeant: { rating: false, on: 'unit', actions: ATTACK },
  musician: { rating: false, on: 'unit', actions: ['movement'] },
  standard: { rating: false, on: 'unit', actions: ['morale'] },
} as const satisfies Record<string, RuleInfo>;

export type RuleId = keyof typeof SPECIAL_RULES;
export const RULE_IDS = Object.keys(SPECIAL_RULES) as RuleId[];
export const isRuleId = (id: string): id is RuleId => Object.prototype.hasOwnProperty.call(SPECIAL_RULES, id);
export const ruleInfo = (id: RuleId): RuleInfo => SPECIAL_RULES[id];

/** A special rule on a profile, checked: a known id, a rating exactly where the rule takes one. */
export interface Rule {
  readonly id: RuleId;
  readonly rating?: number;
}

export interface WeaponProfile {
  readonly name: Text;
  /** Inches; 0 is a melee weapon. */
  readonly range: number;
  readonly attacks: number;
  readonly rules: readonly Rule[];
}

export interface UnitProfile {
  readonly name: Text;
  readonly quality: number;
  readonly defense: number;
  readonly models: number;
  readonly rules: readonly Rule[];
  readonly equipment: readonly WeaponProfile[];
  /** Points per unit (catalog entries; army validation). */
  readonly points?: number;
}

export interface AofCatalog extends GameCatalog {
  readonly units: ReadonlyMap<string, UnitProfile>;
}

export const ratingOf = (rules: readonly Rule[], id: RuleId): number | undefined => {
  const found = rules.find((r) => r.id === id);
  return found === undefined ? undefined : (found.rating ?? 1);
};
export const hasRule = (rules: readonly Rule[], id: RuleId): boolean => rules.some((r) => r.id === id);

/** Quality and Defense are N+ on a d6. */
export const STAT_MIN = 2;
export const STAT_MAX = 6;

/** The only Tough a Hero may have to join a unit ("los héroes con Resistencia(6)"; ruling aof-skirmish/hero-joining). */
export const HERO_JOIN_TOUGH = 6;
