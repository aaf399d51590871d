import type { GameCatalog } from '../core/game';
import type { Text } from '../core/types';

/**
 * AE-WWII data shapes: unit and weapon profiles, and the per-edition rule values. The engine reads
 * these as data (the catalog cache hands them in), so an edition difference is a value here,
 * never a branch on the edition's name.
 */
export const TRAININGS = ['green', 'regular', 'veteran', 'elite'] as const;
export type Training = (typeof TRAININGS)[number];

/** Action points per training level (the same in every edition). */
export const TRAINING_AP: Readonly<Record<Training, number>> = { green: 1, regular: 2, veteran: 3, elite: 4 };

export const COVERS = ['none', 'light', 'substantial', 'heavy'] as const;
export type Cover = (typeof COVERS)[number];

export const EDITIONS = ['en', 'es', 'fr'] as const;
export type Edition = (typeof EDITIONS)[number];

export const PSI_POWERS = ['clouded-minds', 'mental-stun', 'psychic-push'] as const;
export type PsiPower = (typeof PSI_POWERS)[number];

/** Special rules a unit profile may carry (ids in the special-rules catalog). */
export const UNIT_RULES = ['psi-officer', 'chuman', 'doktor', 'mechanic'] as const;
export type UnitRule = (typeof UNIT_RULES)[number];

export interface UnitProfile {
  /** The catalog name in every language it has; an inline profile's name reads the same in all. */
  readonly name?: Text;
  /** Inches per AP spent moving. */
  readonly movement: number;
  /** The to-hit number (4 means 4+); null when the model has no ranged attack ("-"). */
  readonly rangedCombat: number | null;
  readonly closeCombat: number;
  readonly armor: number;
  readonly strength: number;
  readonly drive: number;
  readonly wounds: number;
  readonly training: Training;
  readonly specialRules: readonly UnitRule[];
  /** Weapon ids the unit carries (informative; a request may fire any weapon). */
  readonly weapons: readonly string[];
}

export interface RateOfFire {
  /** Shots fired... */
  readonly shots: number;
  /** ...per this many AP. */
  readonly actionPoints: number;
}

export interface WeaponProfile {
  readonly name?: Text;
  /** Profile-less hand-to-hand weapons (fists, claws, syringe) cannot shoot. */
  readonly melee: boolean;
  readonly range: number;
  readonly strength: number;
  /** d6 added to the strength ("4+d6" is strength 4, one die). */
  readonly strengthDice: number;
  readonly rateOfFire: RateOfFire;
  readonly moveAndFire: boolean;
  readonly indirect: boolean;
  /** Blast radius in inches, or null for a weapon that strikes one model. */
  readonly areaOfEffect: number | null;
  /** Tesla-style arc: strikes along a line, no to-hit roll, ignores cover. */
  readonly arc: { readonly length: number; readonly halfWidth: number } | null;
  readonly ignoresCover: boolean;
}

/** A row of a d6 table: faces from..to (inclusive) give `value`. */
export interface TableRow<V> {
  readonly from: number;
  readonly to: number;
  readonly value: V;
}

/** Where an indirect shot lands: 0 dice means on the aimed point, null means no further effect. */
export type ScatterDice = number | null;

export const INOCULATION_EFFECTS = ['two-wounds', 'plus-1-ap', 'plus-2-strength', 'impervious-4', 'berserker'] as const;
export type InoculationEffect = (typeof INOCULATION_EFFECTS)[number];

export interface EditionRules {
  readonly edition: Edition;
  /** Added to Armor. */
  readonly cover: Readonly<Record<Cover, number>>;
  /** Added to the to-hit number beyond half range. */
  readonly longRangePenalty: number;
  /** `forbidden`: 422; `auto-fail`: the shot is declared and misses without dice. */
  readonly beyondRange: 'forbidden' | 'auto-fail';
  /** `any`: any enemy in sight; `nearest`: only the nearest enemy (checked when positions are given). */
  readonly targeting: 'any' | 'nearest';
  /** After a successful indirect attack roll, a d6 on this table. */
  readonly indirectHit: readonly TableRow<ScatterDice>[];
  /** After a failed indirect attack roll, a d6 on this table. */
  readonly indirectMiss: readonly TableRow<ScatterDice>[];
  readonly teslaTerminusRadius: number;
  readonly inoculation: readonly TableRow<InoculationEffect>[];
  /** `any`: any figure in base contact; `friendly`: friendly figures only. */
  readonly inoculationTarget: 'any' | 'friendly';
  /** A model whose S or DR is 0 is removed from play. */
  readonly zeroStatRemoves: boolean;
  /** Rulings register ids that carry this edition's differences, cited when they apply. */
  readonly rulings: Readonly<Partial<Record<EditionRuleKey, string>>>;
}

export type EditionRuleKey = 'beyondRange' | 'targeting' | 'indirectMiss' | 'inoculation' | 'zeroStat';

/** Everything the AE-WWII engine reads from the catalog. */
export interface AeCatalog extends GameCatalog {
  readonly units: ReadonlyMap<string, UnitProfile>;
  readonly weapons: ReadonlyMap<string, WeaponProfile>;
  readonly editions: ReadonlyMap<Edition, EditionRules>;
}

export const tableLookup = <V>(table: readonly TableRow<V>[], face: number): V => {
  const row = table.find((r) => face >= r.from && face <= r.to);
  if (!row) throw new Error(`no table row for ${face}`);
  return row.value;
};
