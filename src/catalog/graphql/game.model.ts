import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('Edition', { description: 'A rules edition; pass its id as `edition` when resolving.' })
export class EditionModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() language!: string;
}

@ObjectType('Game')
export class GameModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() summary!: string;
  @Field(() => [String]) languages!: string[];
  @Field(() => [String], { description: 'Actions of resolve.' }) actions!: string[];
  @Field(() => [String], { description: 'Catalogs (GET /v1/{game}/{catalog}).' }) catalogs!: string[];
  @Field(() => [EditionModel]) editions!: EditionModel[];
}
