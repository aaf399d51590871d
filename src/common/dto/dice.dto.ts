import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { ExactlyOne, OptionalField, StrictDto, StringLength } from '../validation/decorators';

export const MAX_DICE_VALUES = 200;
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
    minimum: 1,
    maximum: 12,
    maxItems: MAX_DICE_VALUES,
  })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(MAX_DICE_VALUES)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(12, { each: true })
  readonly values?: number[];
}
