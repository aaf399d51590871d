import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('Faction')
export class FactionModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() summary!: string;
}
