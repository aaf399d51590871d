import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import type {
  ApTransferOutcome,
  InitiativeOdds,
  InitiativeOutcome,
  InoculationOdds,
  InoculationOutcome,
  MeleeOdds,
  MeleeOutcome,
  ModelOdds,
  ModelResult,
  MovementOutcome,
  PsiPowerOutcome,
  ShotOdds,
  ShotOutcome,
} from '../../../engine/ae-wwii/outcomes';
import { Out, resolutionTypes, sameFields } from '../../fields';
import { INOCULATION_EFFECT, MOVEMENT_MODE, PSI_POWER_ID } from './fields';

/*
 * What each AE-WWII action answers in `outcome` and `odds` (engine: outcomes.ts): each class is
 * the Swagger schema and the GraphQL object type, of one name. Names of models and sides are in
 * the reply's language.
 */

const prob = (description: string) => Out.p({ description, example: 0.2917 });
const dist = (description: string, o: { readonly optional?: boolean } = {}) => Out.ps({ description, example: [0.7083, 0.2917], ...o });

@ObjectType('AeWwiiPoint')
export class AeWwiiPoint {
  @Out.float({ example: 12 }) readonly x!: number;
  @Out.float({ example: 8 }) readonly y!: number;
}

@ObjectType('AeWwiiModelResult')
export class AeWwiiModelResult {
  @Out.text({ example: 'Wehrmacht' }) readonly name!: string;
  @Out.int({ description: 'Index in the request: -1 for `target`, else the index in `models`.', example: -1 }) readonly index!: number;
  @Out.int({ example: 1 }) readonly hits!: number;
  @Out.int({ example: 1 }) readonly wounds!: number;
  @Out.bool({ example: true }) readonly removed!: boolean;
}

@ObjectType('AeWwiiLanding')
export class AeWwiiLanding {
  @Out.object(() => AeWwiiPoint, { description: 'Where the shot landed.' }) readonly point!: AeWwiiPoint;
  @Out.float({ description: 'Scatter distance in inches.', example: 3 }) readonly scatter!: number;
  @Out.int({ nullable: true, description: 'Clock-face direction (1..12), or null without scatter.', example: 4 }) readonly direction!: number | null;
}

@ObjectType('AeWwiiModelOdds')
export class AeWwiiModelOdds {
  @Out.text({ example: 'Wehrmacht' }) readonly name!: string;
  @Out.int({ example: 0 }) readonly index!: number;
  @prob('P(struck at least once).') readonly struck!: number;
  @Out.float({ example: 0.4 }) readonly expectedWounds!: number;
  @prob('P(removed).') readonly removed!: number;
}

@ObjectType('AeWwiiShotOutcome')
export class AeWwiiShotOutcome {
  @Out.int({ example: 1 }) readonly shots!: number;
  @Out.int({ example: 1 }) readonly hits!: number;
  @Out.int({ description: 'Wounds inflicted (all models struck, for area and arc weapons).', example: 1 }) readonly wounds!: number;
  @Out.bool({ example: true }) readonly targetRemoved!: boolean;
  @Out.list(() => AeWwiiModelResult, { optional: true, description: 'Area and arc weapons: every model struck, in the order resolved.' }) readonly models?: AeWwiiModelResult[];
  @Out.list(() => AeWwiiLanding, { optional: true, description: 'Area weapons: where each shot landed.' }) readonly landings?: AeWwiiLanding[];
}

@ObjectType('AeWwiiShotOdds')
export class AeWwiiShotOdds {
  @prob('P(one shot hits).') readonly hitPerShot!: number;
  @dist('P(exactly k wounds on the target), k = 0..remaining wounds. Absent for a shot at a point (no target).', { optional: true }) readonly wounds?: number[];
  @Out.float({ description: 'Expected wounds on the target; for a shot at a point, on all models together.', example: 0.2917 }) readonly expectedWounds!: number;
  @Out.p({ optional: true, description: 'P(target removed). Absent for a shot at a point (no target).', example: 0.2917 }) readonly targetRemoved?: number;
  @Out.list(() => AeWwiiModelOdds, { optional: true }) readonly models?: AeWwiiModelOdds[];
}

@ObjectType('AeWwiiMeleeOutcome')
export class AeWwiiMeleeOutcome {
  @Out.int({ example: 2 }) readonly rounds!: number;
  @Out.int({ example: 1 }) readonly attackerHits!: number;
  @Out.int({ example: 0 }) readonly defenderHits!: number;
  @Out.int({ example: 0 }) readonly attackerWounds!: number;
  @Out.int({ example: 1 }) readonly defenderWounds!: number;
  @Out.bool({ example: false }) readonly attackerRemoved!: boolean;
  @Out.bool({ example: true }) readonly defenderRemoved!: boolean;
}

@ObjectType('AeWwiiMeleeOdds')
export class AeWwiiMeleeOdds {
  @dist('P(defender takes exactly k wounds).') readonly defenderWounds!: number[];
  @dist('P(attacker takes exactly k wounds).') readonly attackerWounds!: number[];
  @Out.float({ example: 0.4 }) readonly expectedDefenderWounds!: number;
  @Out.float({ example: 0.2 }) readonly expectedAttackerWounds!: number;
  @prob('P(defender removed).') readonly defenderRemoved!: number;
  @prob('P(attacker removed).') readonly attackerRemoved!: number;
}

@ObjectType('AeWwiiRollOffEntry')
export class AeWwiiRollOffEntry {
  @Out.text({ example: 'Allies' }) readonly name!: string;
  @Out.int({ example: 5 }) readonly roll!: number;
  @Out.int({ example: 9 }) readonly total!: number;
}

const ROLL_OFFS = 'Each roll-off in order: every side still in contention, its die and total.';

@ObjectType('AeWwiiInitiativeOutcome')
export class AeWwiiInitiativeOutcome {
  @Out.text({ example: 'Allies' }) readonly winner!: string;
  // A list of lists, which the field decorators do not say.
  @ApiProperty({ description: ROLL_OFFS, type: 'array', items: { type: 'array', items: { $ref: '#/components/schemas/AeWwiiRollOffEntry' } } })
  @Field(() => [[AeWwiiRollOffEntry]], { description: ROLL_OFFS })
  readonly rollOffs!: AeWwiiRollOffEntry[][];
}

@ObjectType('AeWwiiSideWin')
export class AeWwiiSideWin {
  @Out.text({ example: 'Allies' }) readonly name!: string;
  @prob('P(this side wins).') readonly p!: number;
}

@ObjectType('AeWwiiInitiativeOdds')
export class AeWwiiInitiativeOdds {
  @Out.list(() => AeWwiiSideWin, { description: 'By side, in request order.' }) readonly win!: AeWwiiSideWin[];
}

@ObjectType('AeWwiiMovementOutcome')
export class AeWwiiMovementOutcome {
  @Out.oneOf(MOVEMENT_MODE, { example: 'move' }) readonly mode!: MovementOutcome['mode'];
  @Out.int({ example: 2 }) readonly actionPointsSpent!: number;
  @Out.float({ description: 'Maximum inches the model may move in this activation.', example: 8 }) readonly inches!: number;
}

@ObjectType('AeWwiiInoculationOutcome')
export class AeWwiiInoculationOutcome {
  @Out.int({ example: 3 }) readonly roll!: number;
  @Out.oneOf(INOCULATION_EFFECT, { example: 'plus-1-ap' }) readonly effect!: string;
  @Out.int({ example: 0 }) readonly woundsTaken!: number;
  @Out.bool({ example: false }) readonly removed!: boolean;
}

@ObjectType('AeWwiiEffectOdds')
export class AeWwiiEffectOdds {
  @Out.oneOf(INOCULATION_EFFECT, { example: 'plus-1-ap' }) readonly effect!: string;
  @prob('P(this effect).') readonly p!: number;
}

@ObjectType('AeWwiiInoculationOdds')
export class AeWwiiInoculationOdds {
  @Out.list(() => AeWwiiEffectOdds) readonly effects!: AeWwiiEffectOdds[];
  @prob('P(the target is removed).') readonly removed!: number;
}

@ObjectType('AeWwiiApTransferOutcome')
export class AeWwiiApTransferOutcome {
  @Out.int({ example: 1 }) readonly transferred!: number;
  @Out.int({ example: 3 }) readonly recipientActionPoints!: number;
  @Out.int({ example: 1 }) readonly mechanicActionPointsLeft!: number;
}

@ObjectType('AeWwiiPsiPowerOutcome')
export class AeWwiiPsiPowerOutcome {
  @Out.oneOf(PSI_POWER_ID, { example: 'mental-stun' }) readonly power!: string;
  @Out.int({ example: 1 }) readonly actionPointsSpent!: number;
  @Out.int({ optional: true, description: "Mental Stun: the target's AP after losing one.", example: 1 }) readonly targetActionPoints?: number;
  @Out.object(() => AeWwiiPoint, { optional: true, description: "Psychic Push: the target's new position." }) readonly position?: AeWwiiPoint;
  @Out.int({ optional: true, description: 'Clouded Minds: the Armor bonus the caster now has against shooting.', example: 1 }) readonly armorBonus?: number;
}

// --- Resolutions --------------------------------------------------------------------------------

export const SHOT_RESOLUTION = resolutionTypes('AeWwiiShot', AeWwiiShotOutcome, AeWwiiShotOdds);
export const MELEE_RESOLUTION = resolutionTypes('AeWwiiMelee', AeWwiiMeleeOutcome, AeWwiiMeleeOdds);
export const INITIATIVE_RESOLUTION = resolutionTypes('AeWwiiInitiative', AeWwiiInitiativeOutcome, AeWwiiInitiativeOdds);
export const MOVEMENT_RESOLUTION = resolutionTypes('AeWwiiMovement', AeWwiiMovementOutcome);
export const INOCULATION_RESOLUTION = resolutionTypes('AeWwiiInoculation', AeWwiiInoculationOutcome, AeWwiiInoculationOdds);
export const AP_TRANSFER_RESOLUTION = resolutionTypes('AeWwiiApTransfer', AeWwiiApTransferOutcome);
export const PSI_POWER_RESOLUTION = resolutionTypes('AeWwiiPsiPower', AeWwiiPsiPowerOutcome);

// --- The engine's shapes ------------------------------------------------------------------------

sameFields<AeWwiiModelResult, ModelResult>(true);
sameFields<AeWwiiShotOutcome, ShotOutcome>(true);
sameFields<AeWwiiLanding, NonNullable<ShotOutcome['landings']>[number]>(true);
sameFields<AeWwiiModelOdds, ModelOdds>(true);
sameFields<AeWwiiShotOdds, ShotOdds>(true);
sameFields<AeWwiiMeleeOutcome, MeleeOutcome>(true);
sameFields<AeWwiiMeleeOdds, MeleeOdds>(true);
sameFields<AeWwiiInitiativeOutcome, InitiativeOutcome>(true);
sameFields<AeWwiiRollOffEntry, InitiativeOutcome['rollOffs'][number][number]>(true);
sameFields<AeWwiiInitiativeOdds, InitiativeOdds>(true);
sameFields<AeWwiiSideWin, InitiativeOdds['win'][number]>(true);
sameFields<AeWwiiMovementOutcome, MovementOutcome>(true);
sameFields<AeWwiiInoculationOutcome, InoculationOutcome>(true);
sameFields<AeWwiiInoculationOdds, InoculationOdds>(true);
sameFields<AeWwiiEffectOdds, InoculationOdds['effects'][number]>(true);
sameFields<AeWwiiApTransferOutcome, ApTransferOutcome>(true);
sameFields<AeWwiiPsiPowerOutcome, PsiPowerOutcome>(true);
