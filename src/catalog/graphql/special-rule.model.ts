import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('SpecialRule')
export class SpecialRuleModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() summary!: string;
  @Field(() => String, { nullable: true, description: 'rating: the rule takes a number, Tough(3); null: cited by id.' }) parameter!: string | null;
}
