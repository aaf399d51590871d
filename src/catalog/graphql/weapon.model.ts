import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('RateOfFire', { description: 'Shots fired per this many AP.' })
export class RateOfFireModel {
  @Field(() => Int) shots!: number;
  @Field(() => Int) actionPoints!: number;
}

@ObjectType('Arc', { description: 'A Tesla-style arc: a line of this length, striking within halfWidth of it.' })
export class ArcModel {
  @Field(() => Float) length!: number;
  @Field(() => Float) halfWidth!: number;
}

@ObjectType('Weapon')
export class WeaponModel {
  @Field() id!: string;
  @Field() name!: string;
  @Field() summary!: string;
  @Field({ description: 'Profile-less hand-to-hand weapon; cannot shoot.' }) melee!: boolean;
  @Field(() => Float) range!: number;
  @Field(() => Int) strength!: number;
  @Field(() => Int) strengthDice!: number;
  @Field(() => RateOfFireModel) rateOfFire!: RateOfFireModel;
  @Field() moveAndFire!: boolean;
  @Field() indirect!: boolean;
  @Field(() => Float, { nullable: true }) areaOfEffect!: number | null;
  @Field(() => ArcModel, { nullable: true }) arc!: ArcModel | null;
  @Field() ignoresCover!: boolean;
}
