import { Field, Float, InputType, Int, ObjectType, OmitType } from '@nestjs/graphql';
import { AeUnitProfileInput, AeWeaponProfileInput } from '../../games/ae-wwii/graphql/ae-wwii.input';

/*
 * GraphQL twins of the custom catalog bodies and views. Inputs mirror the REST bodies field for
 * field (one input serves create and update: `slug` is required by the create validation); the
 * resolver turns them into REST-shaped bodies and runs the same DTO validation.
 */

@InputType('LocalizedTextInput', { description: 'A text per language: en required, es and fr optional (they fall back to en).' })
export class LocalizedTextInput {
  @Field() readonly en!: string;
  @Field({ nullable: true }) readonly es?: string;
  @Field({ nullable: true }) readonly fr?: string;
}

// The inline-profile inputs, minus their plain `name`: the same fields, declared once.
@InputType('AeCustomUnitInput', { description: 'An inline unit profile with a slug and a localized name (POST/PUT /v1/ae-wwii/units).' })
export class AeCustomUnitInput extends OmitType(AeUnitProfileInput, ['name'] as const, InputType) {
  @Field({ nullable: true, description: 'Required to create; on update, if given, it must be the id’s slug.' }) readonly slug?: string;
  @Field(() => LocalizedTextInput) readonly name!: LocalizedTextInput;
  @Field(() => LocalizedTextInput, { nullable: true }) readonly summary?: LocalizedTextInput;
  @Field(() => [String], { nullable: true, description: 'Weapon ids the unit carries (informative).' }) readonly weapons?: string[];
}

@InputType('AeCustomWeaponInput', { description: 'An inline weapon profile with a slug and a localized name (POST/PUT /v1/ae-wwii/weapons).' })
export class AeCustomWeaponInput extends OmitType(AeWeaponProfileInput, ['name'] as const, InputType) {
  @Field({ nullable: true, description: 'Required to create; on update, if given, it must be the id’s slug.' }) readonly slug?: string;
  @Field(() => LocalizedTextInput) readonly name!: LocalizedTextInput;
  @Field(() => LocalizedTextInput, { nullable: true }) readonly summary?: LocalizedTextInput;
}

@ObjectType('LocalizedText')
export class LocalizedTextModel {
  @Field() en!: string;
  @Field({ nullable: true }) es?: string;
  @Field({ nullable: true }) fr?: string;
}

@ObjectType('AeCustomUnit', { description: 'A custom unit as its owner wrote it (every language given), with bookkeeping.' })
export class AeCustomUnitModel {
  @Field({ description: 'custom/<slug>' }) id!: string;
  @Field() slug!: string;
  @Field() faction!: string;
  @Field() owner!: string;
  @Field(() => LocalizedTextModel) name!: LocalizedTextModel;
  @Field(() => LocalizedTextModel) summary!: LocalizedTextModel;
  @Field() training!: string;
  @Field(() => Int) actionPoints!: number;
  @Field(() => Int) movement!: number;
  @Field(() => Int, { nullable: true }) rangedCombat!: number | null;
  @Field(() => Int) closeCombat!: number;
  @Field(() => Int) armor!: number;
  @Field(() => Int) strength!: number;
  @Field(() => Int) drive!: number;
  @Field(() => Int) wounds!: number;
  @Field(() => [String]) specialRules!: string[];
  @Field(() => [String]) weapons!: string[];
  @Field(() => Int, { description: 'Every update, delete or restore adds 1; previous versions are kept.' }) version!: number;
  @Field() createdAt!: string;
  @Field() updatedAt!: string;
  @Field(() => String, { nullable: true }) deletedAt!: string | null;
}

@ObjectType('AeCustomWeapon', { description: 'A custom weapon as its owner wrote it, with bookkeeping.' })
export class AeCustomWeaponModel {
  @Field({ description: 'custom-<slug>' }) id!: string;
  @Field() slug!: string;
  @Field() owner!: string;
  @Field(() => LocalizedTextModel) name!: LocalizedTextModel;
  @Field(() => LocalizedTextModel) summary!: LocalizedTextModel;
  @Field(() => Float) range!: number;
  @Field(() => Int) strength!: number;
  @Field(() => Int) strengthDice!: number;
  @Field() rateOfFire!: string;
  @Field() moveAndFire!: boolean;
  @Field() indirect!: boolean;
  @Field(() => Float, { nullable: true }) areaOfEffect!: number | null;
  @Field(() => Float, { nullable: true }) arc!: number | null;
  @Field() ignoresCover!: boolean;
  @Field(() => Int) version!: number;
  @Field() createdAt!: string;
  @Field() updatedAt!: string;
  @Field(() => String, { nullable: true }) deletedAt!: string | null;
}
