import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

/** GraphQL twins of the shared parts of `ResolutionView` (every game). */

@ObjectType('ResolutionStep', { description: 'One line of the ruling.' })
export class StepModel {
  @Field({ description: 'Rule id applied.' }) readonly rule!: string;
  @Field({ description: 'What was checked, in the requested language.' }) readonly summary!: string;
  @Field(() => [Int]) readonly rolls!: number[];
  @Field() readonly result!: string;
}

@ObjectType('NextRoll', { description: 'The roll to make next when fixed dice ran out.' })
export class NextRollModel {
  @Field() readonly die!: string;
  @Field(() => Int) readonly count!: number;
  @Field() readonly purpose!: string;
  @Field({ nullable: true }) readonly need?: string;
}

@ObjectType('UsedDie')
export class UsedDieModel {
  @Field() readonly die!: string;
  @Field(() => Int) readonly value!: number;
  @Field() readonly purpose!: string;
}

@ObjectType('DiceReport', { description: 'How dice were obtained and every die used.' })
export class DiceReportModel {
  @Field({ description: 'random, seed, values or none.' }) readonly mode!: string;
  @Field({ nullable: true }) readonly seed?: string;
  @Field(() => [UsedDieModel]) readonly used!: UsedDieModel[];
}

@ObjectType('Luck', { description: 'Where a complete result sits in the exact odds of its situation.' })
export class LuckModel {
  @Field({ description: 'What is ranked, from whose side.' }) readonly by!: string;
  @Field(() => Int) readonly score!: number;
  @Field(() => Float, { description: 'P(an outcome ranks below this one): better than this share of outcomes.' }) readonly below!: number;
  @Field(() => Float) readonly equal!: number;
  @Field(() => Float) readonly above!: number;
}

@ObjectType('DiscordEmbedField')
export class EmbedFieldModel {
  @Field() readonly name!: string;
  @Field() readonly value!: string;
  @Field() readonly inline!: boolean;
}

@ObjectType('DiscordEmbedFooter')
export class EmbedFooterModel {
  @Field() readonly text!: string;
}

@ObjectType('DiscordEmbed', { description: "The ruling as a Discord embed object, within Discord's limits." })
export class EmbedModel {
  @Field() readonly title!: string;
  @Field() readonly description!: string;
  @Field(() => Int) readonly color!: number;
  @Field(() => [EmbedFieldModel]) readonly fields!: EmbedFieldModel[];
  @Field(() => EmbedFooterModel, { nullable: true }) readonly footer?: EmbedFooterModel;
}

/** `style` of a resolve query: `COMPACT` makes `text` one line. */
export const ResolutionStyle = { FULL: 'full', COMPACT: 'compact' } as const;
registerEnumType(ResolutionStyle, { name: 'ResolutionStyle', description: 'COMPACT: `text` is one line, the title and the outcome.' });

/** Fields every resolution type has; each action's type adds `outcome` and `odds`. */
@ObjectType({ isAbstract: true })
export abstract class ResolutionFields {
  @Field() readonly game!: string;
  @Field({ nullable: true }) readonly edition?: string;
  @Field() readonly action!: string;
  @Field() readonly complete!: boolean;
  @Field(() => NextRollModel, { nullable: true }) readonly next?: NextRollModel;
  @Field(() => [StepModel]) readonly steps!: StepModel[];
  @Field(() => [String]) readonly interpretations!: string[];
  @Field(() => DiceReportModel) readonly dice!: DiceReportModel;
  @Field(() => LuckModel, { nullable: true, description: 'A complete resolution with odds: where its result sits in them.' }) readonly luck?: LuckModel;
  @Field({ description: 'A ready-to-post Markdown ruling (one line with style: COMPACT).' }) readonly text!: string;
  @Field(() => EmbedModel, { nullable: true, description: 'The ruling as a Discord embed (computed only when selected).' }) readonly embed?: EmbedModel;
  @Field({ nullable: true, description: 'With share: true, the id the ruling is shared under for 30 days.' }) readonly id?: string;
}
