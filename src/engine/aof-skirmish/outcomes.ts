import type { Text } from '../core/types';
import { MoveAction, Point, Side } from './requests';

/**
 * What each AoF Skirmish action returns in `outcome` (what happened) and `odds` (exact
 * probabilities of the same situation before any die is rolled).
 *
 * Design note: a unit's state after wounds is `{ modelsLeft, wounds (markers on the last model),
 * stunned, destroyed }`. In a unit of several models each wound removes a model until one is left
 * (the document's "Grupos y heridas"); only the last model keeps markers and rolls the wound
 * effects (d6 + markers, +1 if already stunned: 6+, or 5+X with Tough(X), is out of action).
 * Odds are distributions over that state, so they stay exact and small.
 */

/** A unit after an attack or a wound-effects roll. */
export interface UnitState {
  readonly modelsLeft: number;
  /** Wound markers on the last model. */
  readonly wounds: number;
  readonly stunned: boolean;
  readonly destroyed: boolean;
}

/** One unit's attack on another (a shot, or one strike of a melee). */
export interface StrikeOutcome {
  /** `attacker` or `defender` of the request. */
  readonly by: 'attacker' | 'defender';
  /** `counter`: Counter weapons striking first; `charge`: the charger (with Impact); `strike-back`. */
  readonly kind: 'shot' | 'counter' | 'charge' | 'strike-back';
  /** To-hit dice rolled (Impact dice included). */
  readonly attacks: number;
  /** Unmodified 6s among the to-hit dice (Impact dice included), whether or not a rule triggers on them (Rending, Surge, Furious, Relentless, the Sergeant do). */
  readonly sixes: number;
  /** Hits after extra hits and Blast. */
  readonly hits: number;
  readonly blocked: number;
  /** Wounds ignored by Regeneration. */
  readonly regenerated: number;
  /** Wounds inflicted (Deadly multiplied), wasted ones included. */
  readonly wounds: number;
  readonly modelsRemoved: number;
  /** The target after the strike. */
  readonly target: UnitState;
}

export interface ShotOutcome {
  readonly strike: StrikeOutcome;
  /** Rules on the units that the service knows but does not model for a shot. */
  readonly unmodelled: readonly string[];
}

/** Exact odds of an attack against one unit. */
export interface AttackOdds {
  /** P(one die hits), per weapon group in request order (Impact dice as a group of their own). */
  readonly hitPerAttack: readonly number[];
  /** Shots only: expected hits in closed form (in a melee the strike back depends on the charge). */
  readonly expectedHits?: number;
  readonly expectedWounds: number;
  /** P(exactly k models removed), k = 0..models left (the last one counts when out of action). */
  readonly modelsRemoved: readonly number[];
  readonly expectedModelsRemoved: number;
  /** P(the last model, still standing, carries exactly k markers). Sums to 1 - destroyed. */
  readonly lastModelWounds: readonly number[];
  /** P(the unit is stunned afterwards and still on the table). */
  readonly stunned: number;
  readonly destroyed: number;
}

/** `?defense=all`: the same attack against every Defense value. */
export interface DefenseTable {
  readonly byDefense: readonly { readonly defense: number; readonly odds: AttackOdds }[];
}

/** `?defense=all` on a melee: the same melee against every Defense value of the defender. */
export interface MeleeDefenseTable {
  readonly byDefense: readonly { readonly defense: number; readonly odds: MeleeOdds }[];
}

export interface MeleeOutcome {
  /** In order: Counter strike, the charge, the strike back. */
  readonly strikes: readonly StrikeOutcome[];
  /** Wounds each side inflicted, plus Fear(X) (ruling aof-skirmish/melee-winner). */
  readonly score: { readonly attacker: number; readonly defender: number };
  readonly winner: 'attacker' | 'defender' | 'draw';
  readonly attacker: UnitState;
  readonly defender: UnitState;
  /** Who is fatigued until the end of the round. */
  readonly fatigued: { readonly attacker: boolean; readonly defender: boolean };
  /** `consolidate`: the survivor of a destroyed pair may move up to 3"; `separate`: the charger falls back 1". */
  readonly afterwards: 'consolidate' | 'separate' | 'none';
  readonly unmodelled: readonly string[];
}

export interface MeleeOdds {
  readonly attacker: AttackOdds;
  readonly defender: AttackOdds;
  readonly winner: { readonly attacker: number; readonly defender: number; readonly draw: number };
}

export interface QualityTestOutcome {
  readonly roll: number;
  readonly need: number;
  readonly passed: boolean;
  /** Passed on an unmodified 6 / failed on an unmodified 1 whatever the modifiers. */
  readonly natural: boolean;
}

export interface PassOdds {
  readonly pass: number;
}

export interface WoundEffectsOutcome {
  readonly before: UnitState;
  readonly after: UnitState;
  readonly modelsRemoved: number;
  /** The wound-effects roll (absent when no roll was due). */
  readonly roll?: number;
  readonly unmodelled: readonly string[];
}

export interface WoundEffectsOdds {
  readonly stunned: number;
  readonly destroyed: number;
  /** P(no roll was due: Tough not reached, or only non-last models removed). */
  readonly noRoll: number;
}

export type MoraleResult = 'no-test' | 'passed' | 'stunned' | 'fled';

export interface MoraleOutcome {
  /** Half or fewer of the starting units left: every unit tests. */
  readonly testRequired: boolean;
  readonly units: readonly { readonly name: Text; readonly result: MoraleResult; readonly fearless: boolean }[];
}

export interface MoraleOdds {
  readonly units: readonly { readonly name: Text; readonly passed: number; readonly stunned: number; readonly fled: number }[];
}

export interface MovementOutcome {
  readonly action: MoveAction;
  /** Maximum inches. */
  readonly inches: number;
  readonly mayShoot: boolean;
  readonly coherent?: boolean;
  /** Indices of the models out of coherency (more than 1" from every other, or over 6" from one). */
  readonly outOfCoherency?: readonly number[];
  readonly unmodelled: readonly string[];
}

export interface DangerousTerrainOutcome {
  readonly dice: number;
  readonly wounds: number;
  readonly after: UnitState;
}

export interface JumpOutcome {
  readonly dice: number;
  readonly success: boolean;
  /** The fall that follows a failed jump from 2" or more. */
  readonly fall?: FallOutcome;
}

export interface FallOutcome {
  readonly height: number;
  /** AP of the hit (1 per full 3"). */
  readonly ap: number;
  /** A model of a group dies without a roll. */
  readonly modelRemoved: boolean;
  readonly hit: boolean;
  readonly wounded: boolean;
  readonly after: UnitState;
  /** The activation ends; the model is placed within 2" of the bottom. */
  readonly activationEnds: boolean;
}

export interface FallOdds {
  readonly wounded: number;
  readonly stunned: number;
  readonly destroyed: number;
}

export interface PushOutcome {
  readonly roll: number;
  readonly pushed: boolean;
  readonly inches: number;
}

export interface CastOutcome {
  readonly roll: number;
  readonly modifier: number;
  readonly success: boolean;
  readonly tokensLeft: number;
  readonly helpers: readonly { readonly name: Text; readonly tokensLeft: number }[];
}

export interface ObjectivesOutcome {
  readonly markerCount?: number;
  readonly markers: readonly { readonly position: Point; readonly controller: Side | null; readonly change: 'seized' | 'neutralised' | 'held' | 'none' }[];
  readonly held: { readonly a: number; readonly b: number };
  /** After round 4. */
  readonly winner?: Side | 'draw';
}

export interface DeploymentOutcome {
  readonly legal: boolean;
  /**
   * Every problem, with the model's index (-1: the whole placement) and a code: `off-table`,
   * `outside-zone`, `scout-too-far`, `ambush-too-close` (an Ambush before round 2 is refused: 422
   * at `round`).
   */
  readonly problems: readonly { readonly model: number; readonly problem: string }[];
  /** The roll-off for the table edge, every roll in order: ties (no `winner`) were rolled again; the last roll has the winner. */
  readonly rollOff?: readonly { readonly a: number; readonly b: number; readonly winner?: Side }[];
}
