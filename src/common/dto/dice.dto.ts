import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { ExactlyOne, OptionalField, StrictDto, StringLength } from '../validation/decorators';

/**
 * A bound for parsing only: the engine's cap (src/engine/core/limits.ts) is lower and answers 422
 * naming it, so a client learns the cap instead of a bare schema error.
 */
export const MAX_DICE_VALUES = 1000;
/**
 * Dice values are only checked for being small integers here: whether 9 is a face depends on
 * which die it is read as (a d12 direction, not a d6), which only the engine knows; it answers
 * 422 naming the value (docs/api.md: "a value outside the die's faces: 422").
 */
export const MAX_DIE_VALUE = 100;
export const MAX_SEED_LENGTH = 128;

/**
 * How the dice of a resolution are obtained (every game). Absent: the server rolls with a fresh
 * random seed and reports it. `seed`: deterministic. `values`: the dice rolled at the table, in
 * the action's documented roll order. Exactly one of the two.
 */
@ExactlyOne(['seed', 'values'])
export class DiceDto extends StrictDto {
  @ApiPropertyOptional({
    description: 'Any string: the same body with the same seed gives the same result, on any replica. Not with `values`.',
    example: 'game-42-turn-3',
    minLength: 1,
    maxLength: MAX_SEED_LENGTH,
  })
  @OptionalField()
  @StringLength(1, MAX_SEED_LENGTH)
  readonly seed?: string;

  @ApiPropertyOptional({
    description:
      'Dice rolled at the table, consumed in the documented roll order. Too few: 200 with `complete: false` and `next`; more than the resolution uses, or a face the die lacks: 422. Not with `seed`.',
    example: [4, 3, 3],
    type: 'integer',
    isArray: true,
    minimum: -MAX_DIE_VALUE,
    maximum: MAX_DIE_VALUE,
    maxItems: MAX_DICE_VALUES,
  })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(MAX_DICE_VALUES)
  @IsInt({ each: true })
  @Min(-MAX_DIE_VALUE, { each: true })
  @Max(MAX_DIE_VALUE, { each: true })
  readonly values?: number[];
}
