import type { Text } from '../core/types';
import { InoculationEffect, PsiPower } from './model';
import { Point } from './requests';

/**
 * What each AE-WWII action returns in `outcome` (what happened) and `odds` (exact probabilities
 * of the same situation before any die is rolled). These are the public response shapes.
 */

/** One model hit by an area or arc weapon (or the single target of a direct shot). */
export interface ModelResult {
  /** In the reply's language (the resolve pipeline renders every name). */
  readonly name: Text;
  /** Index in the request: -1 for `target`, else the index in `models`. */
  readonly index: number;
  readonly hits: number;
  readonly wounds: number;
  readonly removed: boolean;
}

export interface ShotOutcome {
  readonly shots: number;
  readonly hits: number;
  /** Wounds inflicted on the target (all models struck, for area and arc weapons). */
  readonly wounds: number;
  readonly targetRemoved: boolean;
  /** Area and arc weapons: every model struck, in the order resolved. */
  readonly models?: readonly ModelResult[];
  /** Area weapons: where each shot landed after scatter. */
  readonly landings?: readonly { readonly point: Point; readonly scatter: number; readonly direction: number | null }[];
}

export interface ModelOdds {
  /** In the reply's language (the resolve pipeline renders every name). */
  readonly name: Text;
  readonly index: number;
  /** Probability the model is struck at least once. */
  readonly struck: number;
  readonly expectedWounds: number;
  readonly removed: number;
}

export interface ShotOdds {
  /** Probability one shot hits (area weapons: that the attack roll succeeds). */
  readonly hitPerShot: number;
  /** P(exactly k wounds on the target), k = 0..remaining wounds. Absent for a shot at a point. */
  readonly wounds?: readonly number[];
  /** Expected wounds on the target; for a shot at a point, on all models together. */
  readonly expectedWounds: number;
  /** Absent for a shot at a point (no target). */
  readonly targetRemoved?: number;
  readonly models?: readonly ModelOdds[];
}

export interface MeleeOutcome {
  readonly rounds: number;
  readonly attackerHits: number;
  readonly defenderHits: number;
  /** Wounds the attacker took in this combat. */
  readonly attackerWounds: number;
  readonly defenderWounds: number;
  readonly attackerRemoved: boolean;
  readonly defenderRemoved: boolean;
}

export interface MeleeOdds {
  /** P(defender takes exactly k wounds). */
  readonly defenderWounds: readonly number[];
  readonly attackerWounds: readonly number[];
  readonly expectedDefenderWounds: number;
  readonly expectedAttackerWounds: number;
  readonly defenderRemoved: number;
  readonly attackerRemoved: number;
}

export interface InitiativeOutcome {
  readonly winner: string;
  /** Each roll-off, in order: every side still in contention, its die and total. */
  readonly rollOffs: readonly (readonly { readonly name: string; readonly roll: number; readonly total: number }[])[];
}

export interface InitiativeOdds {
  /** P(side wins), by side name, in request order. */
  readonly win: readonly { readonly name: string; readonly p: number }[];
}

export interface MovementOutcome {
  readonly mode: 'move' | 'sprint' | 'charge';
  readonly actionPointsSpent: number;
  /** Maximum inches the model may move in this activation. */
  readonly inches: number;
}

export interface InoculationOutcome {
  readonly roll: number;
  readonly effect: InoculationEffect;
  readonly woundsTaken: number;
  readonly removed: boolean;
}

export interface InoculationOdds {
  readonly effects: readonly { readonly effect: InoculationEffect; readonly p: number }[];
  readonly removed: number;
}

export interface ApTransferOutcome {
  readonly transferred: number;
  readonly recipientActionPoints: number;
  readonly mechanicActionPointsLeft: number;
}

export interface PsiPowerOutcome {
  readonly power: PsiPower;
  readonly actionPointsSpent: number;
  /** Mental Stun: the target's AP after losing one. */
  readonly targetActionPoints?: number;
  /** Psychic Push: the target's new position. */
  readonly position?: Point;
  /** Clouded Minds: the Armor bonus the caster now has against shooting. */
  readonly armorBonus?: number;
}
