import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IntOrNull, PlayerText, StrictDto } from '../../../common/validation/decorators';
import { Training, UNIT_RULES, UnitRule } from '../../../engine/ae-wwii/model';
import { In } from '../../fields';
import { Json, inputToBody } from '../../input-body';
import { TRAINING, UNIT_RULE } from './fields';

export const STAT_MIN = 0;
export const STAT_MAX = 20;
export const NAME_MAX = 60;

const stat = (description: string, example: number): PropertyDecorator => In.int(STAT_MIN, STAT_MAX, { description, example });

const RANGED_COMBAT = 'Ranged Combat (RC): the to-hit number (4 means 4+), or null for a model without a ranged attack ("-"). Required: give null explicitly.';

/** What every unit profile has: an inline unit's and a stored one's (named by its entry). */
@InputType({ isAbstract: true })
export abstract class AeWwiiUnitStats extends StrictDto {
  @stat('Movement (M): inches per AP spent moving.', 4)
  readonly movement!: number;

  // Required and possibly null: GraphQL can only say nullable, so its explicit null is kept
  // (the game's `fromInput`) and the REST schema requires the key.
  @ApiProperty({ description: RANGED_COMBAT, example: 4, type: 'integer', nullable: true, minimum: 2, maximum: 7 })
  @Field(() => Int, { nullable: true, description: RANGED_COMBAT })
  @IntOrNull(2, 7)
  readonly rangedCombat!: number | null;

  @stat('Close Combat (CC), added to the d6 in hand-to-hand.', 2)
  readonly closeCombat!: number;

  @stat('Armor (A).', 3)
  readonly armor!: number;

  @stat('Strength (S).', 3)
  readonly strength!: number;

  @stat('Drive (DR).', 3)
  readonly drive!: number;

  @In.int(1, 20, { description: 'Wounds (W).', example: 1 })
  readonly wounds!: number;

  @In.oneOf(TRAINING, { description: 'Training level; sets the action points (green 1 ... elite 4).', example: 'regular' })
  readonly training!: Training;

  @In.oneOfList(UNIT_RULE, UNIT_RULES.length, { unique: true, optional: true, description: 'Special rules the unit has.', example: ['doktor'] })
  readonly specialRules?: UnitRule[];
}

/** A unit profile given inline instead of a catalog id (homebrew, or a what-if). */
@InputType('AeWwiiUnitProfileInput')
export class AeWwiiUnitProfile extends AeWwiiUnitStats {
  @PlayerText()
  @In.text(1, NAME_MAX, { optional: true, description: 'Display name used in the ruling.', example: 'Wehrmacht rifleman' })
  readonly name?: string;
}

/** The one REST key that may be null (`rangedCombat`, required): GraphQL's explicit null is kept. */
const KEEP_NULL: ReadonlySet<string> = new Set(['rangedCombat']);

/** GraphQL input → REST body of every AE-WWII input (src/games/input-body.ts), the null above kept. */
export const aeWwiiBody = (input: object): Json | undefined => inputToBody(input, KEEP_NULL);
