import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Unit', { description: 'A unit profile; field names match the inline profile of resolve requests.' })
export class UnitModel {
  @Field({ description: 'Faction-scoped id, e.g. german-geneticists/wehrmacht.' }) id!: string;
  @Field() faction!: string;
  @Field() name!: string;
  @Field() summary!: string;
  @Field({ description: 'green, regular, veteran or elite.' }) training!: string;
  @Field(() => Int) actionPoints!: number;
  @Field(() => Int) movement!: number;
  @Field(() => Int, { nullable: true, description: 'To-hit number (4 means 4+); null when the unit cannot shoot.' })
  rangedCombat!: number | null;
  @Field(() => Int) closeCombat!: number;
  @Field(() => Int) armor!: number;
  @Field(() => Int) strength!: number;
  @Field(() => Int) drive!: number;
  @Field(() => Int) wounds!: number;
  @Field(() => [String]) weapons!: string[];
  @Field(() => [String]) specialRules!: string[];
}
