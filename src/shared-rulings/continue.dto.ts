import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { MAX_DICE_VALUES, MAX_DIE_VALUE } from '../common/dto/dice.dto';
import { StrictDto } from '../common/validation/decorators';

/** `POST /v1/shared/{id}/continue`: the next dice rolled at the table. */
export class ContinueSharedRulingBody extends StrictDto {
  @ApiProperty({
    description:
      'The next dice rolled at the table, appended to the ruling\'s own `dice.values` (its `next` says which roll). Too few again: `complete: false` and the next `next`; more than the resolution uses, or a face the die lacks: 422 naming `values[i]`.',
    type: 'integer',
    isArray: true,
    minItems: 1,
    maxItems: MAX_DICE_VALUES,
    minimum: -MAX_DIE_VALUE,
    maximum: MAX_DIE_VALUE,
    example: [3],
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_DICE_VALUES)
  @IsInt({ each: true })
  @Min(-MAX_DIE_VALUE, { each: true })
  @Max(MAX_DIE_VALUE, { each: true })
  readonly values!: number[];
}
