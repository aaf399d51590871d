import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsObject, Max, Min, ValidateNested } from 'class-validator';
import { DiceDto } from '../../../common/dto/dice.dto';
import { PlayerText, StrictDto, StringLength, UniqueBy } from '../../../common/validation/decorators';
import { Edition } from '../../../engine/ae-wwii/model';
import { DiceField, EditionField } from './fields';
import { STAT_MAX } from './unit-profile.dto';

export const SIDE_NAME_MAX = 40;

/** One side rolling for initiative. */
export class InitiativeSideDto extends StrictDto {
  @ApiProperty({ description: 'Side name (unique in the request).', example: 'Allies', minLength: 1, maxLength: SIDE_NAME_MAX })
  @StringLength(1, SIDE_NAME_MAX)
  @PlayerText()
  readonly name!: string;

  @ApiProperty({ description: 'The highest Drive (DR) among the side\'s models.', example: 4, minimum: 0, maximum: STAT_MAX })
  @IsInt()
  @Min(0)
  @Max(STAT_MAX)
  readonly highestDrive!: number;
}

/** `POST /v1/ae-wwii/resolve/initiative`. */
export class InitiativeRequestDto extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  // 64 bounds parsing; the engine caps sides lower (422 naming the cap).
  @ApiProperty({ description: 'The sides rolling off (at least 2, unique names; the engine caps how many).', type: () => InitiativeSideDto, isArray: true, minItems: 2, maxItems: 64 })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(64)
  @UniqueBy('name')
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => InitiativeSideDto)
  readonly sides!: InitiativeSideDto[];

  @DiceField()
  readonly dice?: DiceDto;
}
