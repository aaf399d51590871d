import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('Ruling')
export class RulingModel {
  @Field() id!: string;
  @Field({ description: 'register, edition or project.' }) kind!: string;
  @Field(() => [String], { nullable: true, description: 'Editions it is specific to; null for all.' }) editions!: string[] | null;
  @Field() title!: string;
  @Field() text!: string;
}
