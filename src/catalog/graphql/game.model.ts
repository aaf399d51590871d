import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('InoculationRow', { description: 'A row of the Doktor’s inoculation chart: d6 faces from..to give the effect.' })
export class InoculationRowModel {
  @Field(() => Int) from!: number;
  @Field(() => Int) to!: number;
  @Field() effect!: string;
  @Field() name!: string;
}

@ObjectType('Edition', { description: 'A rules edition; pass its id as `edition` when resolving.' })
export class EditionModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() language!: string;
  @Field(() => [InoculationRowModel]) inoculationChart!: InoculationRowModel[];
}

@ObjectType('Game')
export class GameModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() summary!: string;
  @Field(() => [String]) languages!: string[];
  @Field(() => [String], { description: 'Actions of resolve.' }) actions!: string[];
  @Field(() => [EditionModel]) editions!: EditionModel[];
}
