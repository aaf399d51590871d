import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { DiceInputGql } from '../../../common/graphql/dice.input';
import { AeCover, AeEdition, AeMovementMode, AePsiPower, AeSide, AeTraining, AeUnitRule } from './ae-wwii.enums';

/*
 * GraphQL inputs of the AE-WWII actions. They mirror the REST bodies field for field, except
 * where GraphQL cannot: inputs have no unions, so `weapon: String` (an id) and
 * `weaponProfile: AeWeaponProfileInput` replace the REST `weapon: string | { profile }`. The
 * mapper (ae-wwii.mapper.ts) rebuilds the REST body and the REST DTO validation runs on it.
 */

@InputType('AePointInput')
export class AePointInput {
  @Field(() => Float) readonly x!: number;
  @Field(() => Float) readonly y!: number;
}

@InputType('AeUnitProfileInput')
export class AeUnitProfileInput {
  @Field({ nullable: true }) readonly name?: string;
  @Field(() => Int) readonly movement!: number;
  @Field(() => Int, { nullable: true, description: 'The to-hit number, or null for no ranged attack. Required (give null explicitly).' })
  readonly rangedCombat?: number | null;
  @Field(() => Int) readonly closeCombat!: number;
  @Field(() => Int) readonly armor!: number;
  @Field(() => Int) readonly strength!: number;
  @Field(() => Int) readonly drive!: number;
  @Field(() => Int) readonly wounds!: number;
  @Field(() => AeTraining) readonly training!: string;
  @Field(() => [AeUnitRule], { nullable: true }) readonly specialRules?: string[];
}

@InputType('AeWeaponProfileInput')
export class AeWeaponProfileInput {
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

@InputType('AeModelInput', { description: 'Exactly one of unit (catalog id) or profile.' })
export class AeModelInput {
  @Field({ nullable: true, description: '`<faction>/<unit>`.' }) readonly unit?: string;
  @Field(() => AeUnitProfileInput, { nullable: true }) readonly profile?: AeUnitProfileInput;
  @Field({ nullable: true }) readonly name?: string;
  @Field(() => Int, { nullable: true }) readonly woundsTaken?: number;
  @Field(() => Int, { nullable: true }) readonly impervious?: number;
  @Field(() => AePsiPower, { nullable: true }) readonly psiPower?: string;
  @Field(() => Int, { nullable: true }) readonly strengthBonus?: number;
  @Field(() => Int, { nullable: true }) readonly actionPointsBonus?: number;
  @Field(() => AePointInput, { nullable: true }) readonly position?: AePointInput;
  @Field(() => Float, { nullable: true }) readonly baseRadius?: number;
  @Field(() => AeCover, { nullable: true }) readonly cover?: string;
  @Field(() => AeSide, { nullable: true }) readonly side?: string;
}

@InputType('AeShotInput')
export class AeShotInput {
  @Field(() => AeEdition, { nullable: true }) readonly edition?: string;
  @Field(() => AeModelInput) readonly attacker!: AeModelInput;
  @Field({ nullable: true, description: 'Catalog weapon id. Exactly one of weapon or weaponProfile.' }) readonly weapon?: string;
  @Field(() => AeWeaponProfileInput, { nullable: true, description: 'Inline weapon profile.' }) readonly weaponProfile?: AeWeaponProfileInput;
  @Field(() => AeModelInput, { nullable: true }) readonly target?: AeModelInput;
  @Field(() => Float, { nullable: true }) readonly distance?: number;
  @Field(() => AeCover, { nullable: true }) readonly cover?: string;
  @Field(() => Int) readonly actionPoints!: number;
  @Field({ nullable: true }) readonly moveAndFire?: boolean;
  @Field(() => AePointInput, { nullable: true }) readonly aim?: AePointInput;
  @Field(() => [AeModelInput], { nullable: true }) readonly models?: AeModelInput[];
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType('AeMeleeInput')
export class AeMeleeInput {
  @Field(() => AeEdition, { nullable: true }) readonly edition?: string;
  @Field(() => AeModelInput) readonly attacker!: AeModelInput;
  @Field(() => AeModelInput) readonly defender!: AeModelInput;
  @Field(() => Int, { nullable: true }) readonly actionPoints?: number;
  @Field({ nullable: true }) readonly charge?: boolean;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType('AeInitiativeSideInput')
export class AeInitiativeSideInput {
  @Field() readonly name!: string;
  @Field(() => Int) readonly highestDrive!: number;
}

@InputType('AeInitiativeInput')
export class AeInitiativeInput {
  @Field(() => AeEdition, { nullable: true }) readonly edition?: string;
  @Field(() => [AeInitiativeSideInput]) readonly sides!: AeInitiativeSideInput[];
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType('AeMovementInput')
export class AeMovementInput {
  @Field(() => AeEdition, { nullable: true }) readonly edition?: string;
  @Field(() => AeModelInput) readonly model!: AeModelInput;
  @Field(() => AeMovementMode) readonly mode!: string;
  @Field(() => Int, { nullable: true }) readonly actionPoints?: number;
  @Field({ nullable: true }) readonly difficultGround?: boolean;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType('AeInoculationInput')
export class AeInoculationInput {
  @Field(() => AeEdition, { nullable: true }) readonly edition?: string;
  @Field(() => AeModelInput) readonly doktor!: AeModelInput;
  @Field(() => AeModelInput) readonly target!: AeModelInput;
  @Field({ nullable: true }) readonly inBaseContact?: boolean;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType('AeApTransferInput')
export class AeApTransferInput {
  @Field(() => AeEdition, { nullable: true }) readonly edition?: string;
  @Field(() => AeModelInput) readonly mechanic!: AeModelInput;
  @Field(() => AeModelInput) readonly recipient!: AeModelInput;
  @Field(() => Int) readonly actionPoints!: number;
  @Field({ nullable: true }) readonly inBaseContact?: boolean;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@InputType('AePsiPowerInput')
export class AePsiPowerInput {
  @Field(() => AeEdition, { nullable: true }) readonly edition?: string;
  @Field(() => AeModelInput) readonly caster!: AeModelInput;
  @Field(() => AePsiPower) readonly power!: string;
  @Field(() => AeModelInput, { nullable: true }) readonly target?: AeModelInput;
  @Field(() => AePointInput, { nullable: true }) readonly towards?: AePointInput;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}
