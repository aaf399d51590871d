import { Field, InputType, Int } from '@nestjs/graphql';

@InputType('DiceInput', { description: 'Exactly one of seed (deterministic) or values (dice rolled at the table).' })
export class DiceInputGql {
  @Field({ nullable: true }) readonly seed?: string;
  @Field(() => [Int], { nullable: true }) readonly values?: number[];
}
