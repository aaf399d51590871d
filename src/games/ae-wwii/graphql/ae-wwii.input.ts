import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { DiceInputGql } from '../../../common/graphql/dice.input';
import { AeWwiiCover, AeWwiiMovementMode, AeWwiiPsiPowerId, AeWwiiSide, AeWwiiTraining, AeWwiiUnitRule, aeWwiiType } from './ae-wwii.enums';

/*
 * GraphQL inputs of the AE-WWII actions. They mirror the REST bodies field for field, except
 * where GraphQL cannot: inputs have no unions, so `weapon: String` (an id) and
 * `weaponProfile: AeWwiiWeaponProfileInput` replace the REST `weapon: string | { profile }`. The
 * mapper (ae-wwii.mapper.ts) rebuilds the REST body and the REST DTO validation runs on it. The
 * actions' own inputs are abstract: the resolve factory names them (`AeWwiiShotInput`).
 */

const EDITION = 'An edition id (`aeWwiiEditions`): en (default), es or fr.';

@InputType(aeWwiiType('PointInput'))
export class AeWwiiPointInput {
  @Field(() => Float) readonly x!: number;
  @Field(() => Float) readonly y!: number;
}

@InputType(aeWwiiType('UnitProfileInput'))
export class AeWwiiUnitProfileInput {
  @Field({ nullable: true }) readonly name?: string;
  @Field(() => Int) readonly movement!: number;
  @Field(() => Int, { nullable: true, description: 'The to-hit number, or null for no ranged attack. Required (give null explicitly).' })
  readonly rangedCombat?: number | null;
  @Field(() => Int) readonly closeCombat!: number;
  @Field(() => Int) readonly armor!: number;
  @Field(() => Int) readonly strength!: number;
  @Field(() => Int) readonly drive!: number;
  @Field(() => Int) readonly wounds!: number;
  @Field(() => AeWwiiTraining) readonly training!: string;
  @Field(() => [AeWwiiUnitRule], { nullable: true }) readonly specialRules?: string[];
}

@InputType(aeWwiiType('WeaponProfileInput'))
export class AeWwiiWeaponProfileInput {
  @Field({ nullable: true }) readonly name?: string;
  @Field(() => Float) readonly range!: number;
  @Field(() => Int) readonly strength!: number;
  @Field(() => Int, { nullable: true }) readonly strengthDice?: number;
  @Field({ description: '"shots:AP", e.g. "3:1".' }) readonly rateOfFire!: string;
  @Field({ nullable: true }) readonly moveAndFire?: boolean;
  @Field({ nullable: true }) readonly indirect?: boolean;
  @Field(() => Float, { nullable: true }) readonly areaOfEffect?: number;
  @Field(() => Float, { nullable: true }) readonly arc?: number;
  @Field({ nullable: true }) readonly ignoresCover?: boolean;
}

@InputType(aeWwiiType('ModelInput'), { description: 'Exactly one of unit (catalog id) or profile.' })
export class AeWwiiModelInput {
  @Field({ nullable: true, description: '`<faction>/<unit>`.' }) readonly unit?: string;
  @Field(() => AeWwiiUnitProfileInput, { nullable: true }) readonly profile?: AeWwiiUnitProfileInput;
  @Field({ nullable: true }) readonly name?: string;
  @Field(() => Int, { nullable: true }) readonly woundsTaken?: number;
  @Field(() => Int, { nullable: true }) readonly impervious?: number;
  @Field(() => AeWwiiPsiPowerId, { nullable: true }) readonly psiPower?: string;
  @Field(() => Int, { nullable: true }) readonly strengthBonus?: number;
  @Field(() => Int, { nullable: true }) readonly actionPointsBonus?: number;
  @Field(() => AeWwiiPointInput, { nullable: true }) readonly position?: AeWwiiPointInput;
  @Field(() => Float, { nullable: true }) readonly baseRadius?: number;
  @Field(() => AeWwiiCover, { nullable: true }) readonly cover?: string;
  @Field(() => AeWwiiSide, { nullable: true }) readonly side?: string;
}

@InputType({ isAbstract: true })
export class AeWwiiShotFields {
  @Field({ nullable: true, description: EDITION }) readonly edition?: string;
  @Field(() => AeWwiiModelInput) readonly attacker!: AeWwiiModelInput;
  @Field({ nullable: true, description: 'Catalog weapon id. Exactly one of weapon or weaponProfile.' }) readonly weapon?: string;
  @Field(() => AeWwiiWeaponProfileInput, { nullable: true, description: 'Inline weapon profile.' }) readonly weaponProfile?: AeWwiiWeaponProfileInput;
  @Field(() => AeWwiiModelInput, { nullable: true }) readonly target?: AeWwiiModelInput;
  @Field(() => Float, { nullable: true }) readonly distance?: number;
  @Field(() => AeWwiiCover, { nullable: true }) readonly cover?: string;
  @Field(() => Int) readonly actionPoints!: number;
  @Field({ nullable: true }) readonly moveAndFire?: boolean;
  @Field(() => AeWwiiPointInput, { nullable: true }) readonly aim?: AeWwiiPointInput;
  @Field(() => [AeWwiiModelInput], { nullable: true }) readonly models?: AeWwiiModelInput[];
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType({ isAbstract: true })
export class AeWwiiMeleeFields {
  @Field({ nullable: true, description: EDITION }) readonly edition?: string;
  @Field(() => AeWwiiModelInput) readonly attacker!: AeWwiiModelInput;
  @Field(() => AeWwiiModelInput) readonly defender!: AeWwiiModelInput;
  @Field(() => Int, { nullable: true }) readonly actionPoints?: number;
  @Field({ nullable: true }) readonly charge?: boolean;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType(aeWwiiType('InitiativeSideInput'))
export class AeWwiiInitiativeSideInput {
  @Field() readonly name!: string;
  @Field(() => Int) readonly highestDrive!: number;
}

@InputType({ isAbstract: true })
export class AeWwiiInitiativeFields {
  @Field({ nullable: true, description: EDITION }) readonly edition?: string;
  @Field(() => [AeWwiiInitiativeSideInput]) readonly sides!: AeWwiiInitiativeSideInput[];
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType({ isAbstract: true })
export class AeWwiiMovementFields {
  @Field({ nullable: true, description: EDITION }) readonly edition?: string;
  @Field(() => AeWwiiModelInput) readonly model!: AeWwiiModelInput;
  @Field(() => AeWwiiMovementMode) readonly mode!: string;
  @Field(() => Int, { nullable: true }) readonly actionPoints?: number;
  @Field({ nullable: true }) readonly difficultGround?: boolean;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType({ isAbstract: true })
export class AeWwiiInoculationFields {
  @Field({ nullable: true, description: EDITION }) readonly edition?: string;
  @Field(() => AeWwiiModelInput) readonly doktor!: AeWwiiModelInput;
  @Field(() => AeWwiiModelInput) readonly target!: AeWwiiModelInput;
  @Field({ nullable: true }) readonly inBaseContact?: boolean;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType({ isAbstract: true })
export class AeWwiiApTransferFields {
  @Field({ nullable: true, description: EDITION }) readonly edition?: string;
  @Field(() => AeWwiiModelInput) readonly mechanic!: AeWwiiModelInput;
  @Field(() => AeWwiiModelInput) readonly recipient!: AeWwiiModelInput;
  @Field(() => Int) readonly actionPoints!: number;
  @Field({ nullable: true }) readonly inBaseContact?: boolean;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType({ isAbstract: true })
export class AeWwiiPsiPowerFields {
  @Field({ nullable: true, description: EDITION }) readonly edition?: string;
  @Field(() => AeWwiiModelInput) readonly caster!: AeWwiiModelInput;
  @Field(() => AeWwiiPsiPowerId) readonly power!: string;
  @Field(() => AeWwiiModelInput, { nullable: true }) readonly target?: AeWwiiModelInput;
  @Field(() => AeWwiiPointInput, { nullable: true }) readonly towards?: AeWwiiPointInput;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}
