import { Cover, Edition, PsiPower, Training, UnitRule } from './model';

/**
 * Request bodies as the engine receives them: already checked for shape and types by the
 * transport (class-validator DTOs mirror these interfaces). The engine still checks everything
 * that needs the catalog or the rules (unknown ids, AP a unit does not have, ranges).
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface DiceInput {
  readonly seed?: string;
  readonly values?: readonly number[];
}

/** A unit profile given inline instead of a catalog id (homebrew, or a what-if). */
export interface UnitProfileInput {
  readonly name?: string;
  readonly movement: number;
  readonly rangedCombat: number | null;
  readonly closeCombat: number;
  readonly armor: number;
  readonly strength: number;
  readonly drive: number;
  readonly wounds: number;
  readonly training: Training;
  readonly specialRules?: readonly UnitRule[];
}

export interface WeaponProfileInput {
  readonly name?: string;
  readonly range: number;
  readonly strength: number;
  readonly strengthDice?: number;
  /** "shots:AP", e.g. "3:1" or "1:2". */
  readonly rateOfFire: string;
  readonly moveAndFire?: boolean;
  readonly indirect?: boolean;
  readonly areaOfEffect?: number;
  /** Length in inches of a Tesla-style arc (no to-hit roll, ignores cover). */
  readonly arc?: number;
  readonly ignoresCover?: boolean;
}

/** A model taking part: a catalog unit or an inline profile, plus its state on the table. */
export interface ModelInput {
  readonly unit?: string;
  readonly profile?: UnitProfileInput;
  /** A label for the model in the ruling ("Sgt. Kowalski"); defaults to the unit's name. */
  readonly name?: string;
  readonly woundsTaken?: number;
  /** Impervious X+ (from the Doktor's syringe): a d6 per wound, X or more ignores it. */
  readonly impervious?: number;
  /** The power a Psi Officer chose. */
  readonly psiPower?: PsiPower;
  /** Strength gained (e.g. +2 from the syringe). */
  readonly strengthBonus?: number;
  /** AP gained this turn (syringe, Mechanic) or lost (Mental Stun, negative). */
  readonly actionPointsBonus?: number;
  readonly position?: Point;
  /** Base radius in inches (default 0.5). */
  readonly baseRadius?: number;
  readonly cover?: Cover;
  readonly side?: 'friendly' | 'enemy';
}

export type WeaponInput = string | { readonly profile: WeaponProfileInput };

export interface ShotRequest {
  readonly edition?: Edition;
  readonly attacker: ModelInput;
  readonly weapon: WeaponInput;
  /** The model shot at. For area and arc weapons it may be omitted in favour of `aim`. */
  readonly target?: ModelInput;
  /** Inches to the target; may be omitted when attacker and target positions are given. */
  readonly distance?: number;
  /** The target's cover (overrides `target.cover`). */
  readonly cover?: Cover;
  readonly actionPoints: number;
  /** Move & Fire: one AP, one shot, fired during a move. */
  readonly moveAndFire?: boolean;
  /** The aimed point of an area or arc weapon. Defaults to the target's position. */
  readonly aim?: Point;
  /** Other models on the table, with positions: blast and arc victims, nearer enemies. */
  readonly models?: readonly ModelInput[];
  readonly dice?: DiceInput;
}

export interface MeleeRequest {
  readonly edition?: Edition;
  readonly attacker: ModelInput;
  readonly defender: ModelInput;
  /** AP the attacker spends; one round of combat per AP. */
  readonly actionPoints?: number;
  /** Charge: all AP, one round, +2 CC and +2 S for the attacker. */
  readonly charge?: boolean;
  readonly dice?: DiceInput;
}

export interface InitiativeRequest {
  readonly edition?: Edition;
  readonly sides: readonly { readonly name: string; readonly highestDrive: number }[];
  readonly dice?: DiceInput;
}

export interface MovementRequest {
  readonly edition?: Edition;
  readonly model: ModelInput;
  readonly mode: 'move' | 'sprint' | 'charge';
  /** AP spent moving (mode `move`); defaults to all the model's AP. */
  readonly actionPoints?: number;
  readonly difficultGround?: boolean;
}

export interface InoculationRequest {
  readonly edition?: Edition;
  readonly doktor: ModelInput;
  readonly target: ModelInput;
  /** Asserted by the client when positions are not given; checked against positions when they are. */
  readonly inBaseContact?: boolean;
  readonly dice?: DiceInput;
}

export interface ApTransferRequest {
  readonly edition?: Edition;
  readonly mechanic: ModelInput;
  readonly recipient: ModelInput;
  readonly actionPoints: number;
  readonly inBaseContact?: boolean;
}

export interface PsiPowerRequest {
  readonly edition?: Edition;
  readonly caster: ModelInput;
  readonly power: PsiPower;
  readonly target?: ModelInput;
  /** Psychic Push: the point the target is pushed towards. */
  readonly towards?: Point;
}
