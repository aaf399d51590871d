import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ResolutionFields } from '../../../common/graphql/resolution.model';
import { AeInoculationEffect, AeMovementMode, AePsiPower } from './ae-wwii.enums';

/** GraphQL twins of the AE-WWII outcome and odds shapes (engine: outcomes.ts). */

@ObjectType('AePoint')
export class AePointModel {
  @Field(() => Float) readonly x!: number;
  @Field(() => Float) readonly y!: number;
}

@ObjectType('AeModelResult')
export class AeModelResultModel {
  @Field() readonly name!: string;
  @Field(() => Int, { description: '-1 for target, else the index in models.' }) readonly index!: number;
  @Field(() => Int) readonly hits!: number;
  @Field(() => Int) readonly wounds!: number;
  @Field() readonly removed!: boolean;
}

@ObjectType('AeLanding')
export class AeLandingModel {
  @Field(() => AePointModel) readonly point!: AePointModel;
  @Field(() => Float) readonly scatter!: number;
  @Field(() => Int, { nullable: true }) readonly direction!: number | null;
}

@ObjectType('AeModelOdds')
export class AeModelOddsModel {
  @Field() readonly name!: string;
  @Field(() => Int) readonly index!: number;
  @Field(() => Float) readonly struck!: number;
  @Field(() => Float) readonly expectedWounds!: number;
  @Field(() => Float) readonly removed!: number;
}

@ObjectType('AeShotOutcome')
export class AeShotOutcomeModel {
  @Field(() => Int) readonly shots!: number;
  @Field(() => Int) readonly hits!: number;
  @Field(() => Int) readonly wounds!: number;
  @Field() readonly targetRemoved!: boolean;
  @Field(() => [AeModelResultModel], { nullable: true }) readonly models?: AeModelResultModel[];
  @Field(() => [AeLandingModel], { nullable: true }) readonly landings?: AeLandingModel[];
}

@ObjectType('AeShotOdds')
export class AeShotOddsModel {
  @Field(() => Float) readonly hitPerShot!: number;
  @Field(() => [Float], { nullable: true, description: 'Absent for a shot at a point (no target).' }) readonly wounds?: number[];
  @Field(() => Float) readonly expectedWounds!: number;
  @Field(() => Float, { nullable: true, description: 'Absent for a shot at a point (no target).' }) readonly targetRemoved?: number;
  @Field(() => [AeModelOddsModel], { nullable: true }) readonly models?: AeModelOddsModel[];
}

@ObjectType('AeMeleeOutcome')
export class AeMeleeOutcomeModel {
  @Field(() => Int) readonly rounds!: number;
  @Field(() => Int) readonly attackerHits!: number;
  @Field(() => Int) readonly defenderHits!: number;
  @Field(() => Int) readonly attackerWounds!: number;
  @Field(() => Int) readonly defenderWounds!: number;
  @Field() readonly attackerRemoved!: boolean;
  @Field() readonly defenderRemoved!: boolean;
}

@ObjectType('AeMeleeOdds')
export class AeMeleeOddsModel {
  @Field(() => [Float]) readonly defenderWounds!: number[];
  @Field(() => [Float]) readonly attackerWounds!: number[];
  @Field(() => Float) readonly expectedDefenderWounds!: number;
  @Field(() => Float) readonly expectedAttackerWounds!: number;
  @Field(() => Float) readonly defenderRemoved!: number;
  @Field(() => Float) readonly attackerRemoved!: number;
}

@ObjectType('AeRollOffEntry')
export class AeRollOffEntryModel {
  @Field() readonly name!: string;
  @Field(() => Int) readonly roll!: number;
  @Field(() => Int) readonly total!: number;
}

@ObjectType('AeInitiativeOutcome')
export class AeInitiativeOutcomeModel {
  @Field() readonly winner!: string;
  @Field(() => [[AeRollOffEntryModel]], { description: 'Each roll-off, in order.' }) readonly rollOffs!: AeRollOffEntryModel[][];
}

@ObjectType('AeSideWin')
export class AeSideWinModel {
  @Field() readonly name!: string;
  @Field(() => Float) readonly p!: number;
}

@ObjectType('AeInitiativeOdds')
export class AeInitiativeOddsModel {
  @Field(() => [AeSideWinModel]) readonly win!: AeSideWinModel[];
}

@ObjectType('AeMovementOutcome')
export class AeMovementOutcomeModel {
  @Field(() => AeMovementMode) readonly mode!: string;
  @Field(() => Int) readonly actionPointsSpent!: number;
  @Field(() => Float) readonly inches!: number;
}

@ObjectType('AeInoculationOutcome')
export class AeInoculationOutcomeModel {
  @Field(() => Int) readonly roll!: number;
  @Field(() => AeInoculationEffect) readonly effect!: string;
  @Field(() => Int) readonly woundsTaken!: number;
  @Field() readonly removed!: boolean;
}

@ObjectType('AeEffectOdds')
export class AeEffectOddsModel {
  @Field(() => AeInoculationEffect) readonly effect!: string;
  @Field(() => Float) readonly p!: number;
}

@ObjectType('AeInoculationOdds')
export class AeInoculationOddsModel {
  @Field(() => [AeEffectOddsModel]) readonly effects!: AeEffectOddsModel[];
  @Field(() => Float) readonly removed!: number;
}

@ObjectType('AeApTransferOutcome')
export class AeApTransferOutcomeModel {
  @Field(() => Int) readonly transferred!: number;
  @Field(() => Int) readonly recipientActionPoints!: number;
  @Field(() => Int) readonly mechanicActionPointsLeft!: number;
}

@ObjectType('AePsiPowerOutcome')
export class AePsiPowerOutcomeModel {
  @Field(() => AePsiPower) readonly power!: string;
  @Field(() => Int) readonly actionPointsSpent!: number;
  @Field(() => Int, { nullable: true }) readonly targetActionPoints?: number;
  @Field(() => AePointModel, { nullable: true }) readonly position?: AePointModel;
  @Field(() => Int, { nullable: true }) readonly armorBonus?: number;
}

@ObjectType('AeShotResolution')
export class AeShotResolutionModel extends ResolutionFields {
  @Field(() => AeShotOutcomeModel, { nullable: true }) readonly outcome?: AeShotOutcomeModel;
  @Field(() => AeShotOddsModel, { nullable: true }) readonly odds?: AeShotOddsModel;
}
@ObjectType('AeMeleeResolution')
export class AeMeleeResolutionModel extends ResolutionFields {
  @Field(() => AeMeleeOutcomeModel, { nullable: true }) readonly outcome?: AeMeleeOutcomeModel;
  @Field(() => AeMeleeOddsModel, { nullable: true }) readonly odds?: AeMeleeOddsModel;
}
@ObjectType('AeInitiativeResolution')
export class AeInitiativeResolutionModel extends ResolutionFields {
  @Field(() => AeInitiativeOutcomeModel, { nullable: true }) readonly outcome?: AeInitiativeOutcomeModel;
  @Field(() => AeInitiativeOddsModel, { nullable: true }) readonly odds?: AeInitiativeOddsModel;
}
@ObjectType('AeMovementResolution')
export class AeMovementResolutionModel extends ResolutionFields {
  @Field(() => AeMovementOutcomeModel, { nullable: true }) readonly outcome?: AeMovementOutcomeModel;
}
@ObjectType('AeInoculationResolution')
export class AeInoculationResolutionModel extends ResolutionFields {
  @Field(() => AeInoculationOutcomeModel, { nullable: true }) readonly outcome?: AeInoculationOutcomeModel;
  @Field(() => AeInoculationOddsModel, { nullable: true }) readonly odds?: AeInoculationOddsModel;
}
@ObjectType('AeApTransferResolution')
export class AeApTransferResolutionModel extends ResolutionFields {
  @Field(() => AeApTransferOutcomeModel, { nullable: true }) readonly outcome?: AeApTransferOutcomeModel;
}
@ObjectType('AePsiPowerResolution')
export class AePsiPowerResolutionModel extends ResolutionFields {
  @Field(() => AePsiPowerOutcomeModel, { nullable: true }) readonly outcome?: AePsiPowerOutcomeModel;
}
