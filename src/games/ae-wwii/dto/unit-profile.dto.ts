import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsInt, Max, Min } from 'class-validator';
import { IntOrNull, OptionalField, PlayerText, StrictDto, StringLength } from '../../../common/validation/decorators';
import { TRAININGS, Training, UNIT_RULES, UnitRule } from '../../../engine/ae-wwii/model';

export const STAT_MIN = 0;
export const STAT_MAX = 20;
export const NAME_MAX = 60;

/** A unit profile given inline instead of a catalog id (homebrew, or a what-if). */
export class UnitProfileDto extends StrictDto {
  @ApiPropertyOptional({ description: 'Display name used in the ruling.', example: 'Wehrmacht rifleman', minLength: 1, maxLength: NAME_MAX })
  @OptionalField()
  @StringLength(1, NAME_MAX)
  @PlayerText()
  readonly name?: string;

  @ApiProperty({ description: 'Movement (M): inches per AP spent moving.', example: 4, minimum: STAT_MIN, maximum: STAT_MAX })
  @IsInt()
  @Min(STAT_MIN)
  @Max(STAT_MAX)
  readonly movement!: number;

  @ApiProperty({
    description: 'Ranged Combat (RC): the to-hit number (4 means 4+), or null for a model without a ranged attack ("-").',
    example: 4,
    type: 'integer',
    nullable: true,
    minimum: 2,
    maximum: 7,
  })
  @IntOrNull(2, 7)
  readonly rangedCombat!: number | null;

  @ApiProperty({ description: 'Close Combat (CC), added to the d6 in hand-to-hand.', example: 2, minimum: STAT_MIN, maximum: STAT_MAX })
  @IsInt()
  @Min(STAT_MIN)
  @Max(STAT_MAX)
  readonly closeCombat!: number;

  @ApiProperty({ description: 'Armor (A).', example: 3, minimum: STAT_MIN, maximum: STAT_MAX })
  @IsInt()
  @Min(STAT_MIN)
  @Max(STAT_MAX)
  readonly armor!: number;

  @ApiProperty({ description: 'Strength (S).', example: 3, minimum: STAT_MIN, maximum: STAT_MAX })
  @IsInt()
  @Min(STAT_MIN)
  @Max(STAT_MAX)
  readonly strength!: number;

  @ApiProperty({ description: 'Drive (DR).', example: 3, minimum: STAT_MIN, maximum: STAT_MAX })
  @IsInt()
  @Min(STAT_MIN)
  @Max(STAT_MAX)
  readonly drive!: number;

  @ApiProperty({ description: 'Wounds (W).', example: 1, minimum: 1, maximum: 20 })
  @IsInt()
  @Min(1)
  @Max(20)
  readonly wounds!: number;

  @ApiProperty({ description: 'Training level; sets the action points (green 1 ... elite 4).', enum: TRAININGS, enumName: 'Training', example: 'regular' })
  @IsIn(TRAININGS)
  readonly training!: Training;

  @ApiPropertyOptional({ description: 'Special rules the unit has.', enum: UNIT_RULES, enumName: 'UnitRule', isArray: true, example: ['doktor'], maxItems: UNIT_RULES.length, uniqueItems: true })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(UNIT_RULES.length)
  @ArrayUnique()
  @IsIn(UNIT_RULES, { each: true })
  readonly specialRules?: UnitRule[];
}
