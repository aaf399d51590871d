import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ResolutionFields } from '../../../common/graphql/resolution.model';
import { AeWwiiInoculationEffect, AeWwiiMovementMode, AeWwiiPsiPowerId, aeWwiiType } from './ae-wwii.enums';

/**
 * GraphQL twins of the AE-WWII outcome and odds shapes (engine: outcomes.ts). The resolutions are
 * abstract: the resolve factory names them (`AeWwiiShotResolution`).
 */

@ObjectType(aeWwiiType('Point'))
export class AePointModel {
  @Field(() => Float) readonly x!: number;
  @Field(() => Float) readonly y!: number;
}

@ObjectType(aeWwiiType('ModelResult'))
export class AeModelResultModel {
  @Field() readonly name!: string;
  @Field(() => Int, { description: '-1 for target, else the index in models.' }) readonly index!: number;
  @Field(() => Int) readonly hits!: number;
  @Field(() => Int) readonly wounds!: number;
  @Field() readonly removed!: boolean;
}

@ObjectType(aeWwiiType('Landing'))
export class AeLandingModel {
  @Field(() => AePointModel) readonly point!: AePointModel;
  @Field(() => Float) readonly scatter!: number;
  @Field(() => Int, { nullable: true }) readonly direction!: number | null;
}

@ObjectType(aeWwiiType('ModelOdds'))
export class AeModelOddsModel {
  @Field() readonly name!: string;
  @Field(() => Int) readonly index!: number;
  @Field(() => Float) readonly struck!: number;
  @Field(() => Float) readonly expectedWounds!: number;
  @Field(() => Float) readonly removed!: number;
}

@ObjectType(aeWwiiType('ShotOutcome'))
export class AeShotOutcomeModel {
  @Field(() => Int) readonly shots!: number;
  @Field(() => Int) readonly hits!: number;
  @Field(() => Int) readonly wounds!: number;
  @Field() readonly targetRemoved!: boolean;
  @Field(() => [AeModelResultModel], { nullable: true }) readonly models?: AeModelResultModel[];
  @Field(() => [AeLandingModel], { nullable: true }) readonly landings?: AeLandingModel[];
}

@ObjectType(aeWwiiType('ShotOdds'))
export class AeShotOddsModel {
  @Field(() => Float) readonly hitPerShot!: number;
  @Field(() => [Float], { nullable: true, description: 'Absent for a shot at a point (no target).' }) readonly wounds?: number[];
  @Field(() => Float) readonly expectedWounds!: number;
  @Field(() => Float, { nullable: true, description: 'Absent for a shot at a point (no target).' }) readonly targetRemoved?: number;
  @Field(() => [AeModelOddsModel], { nullable: true }) readonly models?: AeModelOddsModel[];
}

@ObjectType(aeWwiiType('MeleeOutcome'))
export class AeMeleeOutcomeModel {
  @Field(() => Int) readonly rounds!: number;
  @Field(() => Int) readonly attackerHits!: number;
  @Field(() => Int) readonly defenderHits!: number;
  @Field(() => Int) readonly attackerWounds!: number;
  @Field(() => Int) readonly defenderWounds!: number;
  @Field() readonly attackerRemoved!: boolean;
  @Field() readonly defenderRemoved!: boolean;
}

@ObjectType(aeWwiiType('MeleeOdds'))
export class AeMeleeOddsModel {
  @Field(() => [Float]) readonly defenderWounds!: number[];
  @Field(() => [Float]) readonly attackerWounds!: number[];
  @Field(() => Float) readonly expectedDefenderWounds!: number;
  @Field(() => Float) readonly expectedAttackerWounds!: number;
  @Field(() => Float) readonly defenderRemoved!: number;
  @Field(() => Float) readonly attackerRemoved!: number;
}

@ObjectType(aeWwiiType('RollOffEntry'))
export class AeRollOffEntryModel {
  @Field() readonly name!: string;
  @Field(() => Int) readonly roll!: number;
  @Field(() => Int) readonly total!: number;
}

@ObjectType(aeWwiiType('InitiativeOutcome'))
export class AeInitiativeOutcomeModel {
  @Field() readonly winner!: string;
  @Field(() => [[AeRollOffEntryModel]], { description: 'Each roll-off, in order.' }) readonly rollOffs!: AeRollOffEntryModel[][];
}

@ObjectType(aeWwiiType('SideWin'))
export class AeSideWinModel {
  @Field() readonly name!: string;
  @Field(() => Float) readonly p!: number;
}

@ObjectType(aeWwiiType('InitiativeOdds'))
export class AeInitiativeOddsModel {
  @Field(() => [AeSideWinModel]) readonly win!: AeSideWinModel[];
}

@ObjectType(aeWwiiType('MovementOutcome'))
export class AeMovementOutcomeModel {
  @Field(() => AeWwiiMovementMode) readonly mode!: string;
  @Field(() => Int) readonly actionPointsSpent!: number;
  @Field(() => Float) readonly inches!: number;
}

@ObjectType(aeWwiiType('InoculationOutcome'))
export class AeInoculationOutcomeModel {
  @Field(() => Int) readonly roll!: number;
  @Field(() => AeWwiiInoculationEffect) readonly effect!: string;
  @Field(() => Int) readonly woundsTaken!: number;
  @Field() readonly removed!: boolean;
}

@ObjectType(aeWwiiType('EffectOdds'))
export class AeEffectOddsModel {
  @Field(() => AeWwiiInoculationEffect) readonly effect!: string;
  @Field(() => Float) readonly p!: number;
}

@ObjectType(aeWwiiType('InoculationOdds'))
export class AeInoculationOddsModel {
  @Field(() => [AeEffectOddsModel]) readonly effects!: AeEffectOddsModel[];
  @Field(() => Float) readonly removed!: number;
}

@ObjectType(aeWwiiType('ApTransferOutcome'))
export class AeApTransferOutcomeModel {
  @Field(() => Int) readonly transferred!: number;
  @Field(() => Int) readonly recipientActionPoints!: number;
  @Field(() => Int) readonly mechanicActionPointsLeft!: number;
}

@ObjectType(aeWwiiType('PsiPowerOutcome'))
export class AePsiPowerOutcomeModel {
  @Field(() => AeWwiiPsiPowerId) readonly power!: string;
  @Field(() => Int) readonly actionPointsSpent!: number;
  @Field(() => Int, { nullable: true }) readonly targetActionPoints?: number;
  @Field(() => AePointModel, { nullable: true }) readonly position?: AePointModel;
  @Field(() => Int, { nullable: true }) readonly armorBonus?: number;
}

@ObjectType({ isAbstract: true })
export class AeWwiiShotResolutionModel extends ResolutionFields {
  @Field(() => AeShotOutcomeModel, { nullable: true }) readonly outcome?: AeShotOutcomeModel;
  @Field(() => AeShotOddsModel, { nullable: true }) readonly odds?: AeShotOddsModel;
}
@ObjectType({ isAbstract: true })
export class AeWwiiMeleeResolutionModel extends ResolutionFields {
  @Field(() => AeMeleeOutcomeModel, { nullable: true }) readonly outcome?: AeMeleeOutcomeModel;
  @Field(() => AeMeleeOddsModel, { nullable: true }) readonly odds?: AeMeleeOddsModel;
}
@ObjectType({ isAbstract: true })
export class AeWwiiInitiativeResolutionModel extends ResolutionFields {
  @Field(() => AeInitiativeOutcomeModel, { nullable: true }) readonly outcome?: AeInitiativeOutcomeModel;
  @Field(() => AeInitiativeOddsModel, { nullable: true }) readonly odds?: AeInitiativeOddsModel;
}
@ObjectType({ isAbstract: true })
export class AeWwiiMovementResolutionModel extends ResolutionFields {
  @Field(() => AeMovementOutcomeModel, { nullable: true }) readonly outcome?: AeMovementOutcomeModel;
}
@ObjectType({ isAbstract: true })
export class AeWwiiInoculationResolutionModel extends ResolutionFields {
  @Field(() => AeInoculationOutcomeModel, { nullable: true }) readonly outcome?: AeInoculationOutcomeModel;
  @Field(() => AeInoculationOddsModel, { nullable: true }) readonly odds?: AeInoculationOddsModel;
}
@ObjectType({ isAbstract: true })
export class AeWwiiApTransferResolutionModel extends ResolutionFields {
  @Field(() => AeApTransferOutcomeModel, { nullable: true }) readonly outcome?: AeApTransferOutcomeModel;
}
@ObjectType({ isAbstract: true })
export class AeWwiiPsiPowerResolutionModel extends ResolutionFields {
  @Field(() => AePsiPowerOutcomeModel, { nullable: true }) readonly outcome?: AePsiPowerOutcomeModel;
}
