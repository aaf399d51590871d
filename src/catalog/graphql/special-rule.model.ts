import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('PsiPower')
export class PsiPowerModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() summary!: string;
  @Field(() => String, { nullable: true, description: 'Ruling that defines the power.' }) ruling!: string | null;
}

@ObjectType('SpecialRule')
export class SpecialRuleModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() summary!: string;
  @Field(() => [PsiPowerModel], { description: 'Options the rule lets a model choose from.' }) choices!: PsiPowerModel[];
}
