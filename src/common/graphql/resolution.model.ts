import { Field, Int, ObjectType } from '@nestjs/graphql';

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
  @Field({ description: 'A ready-to-post Markdown ruling.' }) readonly text!: string;
}
