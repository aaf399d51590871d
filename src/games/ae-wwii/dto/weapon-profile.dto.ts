import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNumber, Matches, Max, Min } from 'class-validator';
import { OptionalField, PlayerText, StrictDto, StringLength } from '../../../common/validation/decorators';
import { NAME_MAX, STAT_MAX } from './unit-profile.dto';

export const RATE_OF_FIRE_PATTERN = /^[1-9][0-9]?:[1-9][0-9]?$/;
// Bounded like a unit id (80): an unbounded id was echoed whole in its 422 (`no AE-WWII weapon
// "..."`), so a 64 KiB id made a 130 KB problem.
export const WEAPON_ID_PATTERN = /^[a-z0-9-]{1,80}$/;
export const DISTANCE_MAX = 1000;

/** A weapon profile given inline instead of a catalog id. */
export class WeaponProfileDto extends StrictDto {
  @ApiPropertyOptional({ description: 'Display name used in the ruling.', example: 'Kar98k', minLength: 1, maxLength: NAME_MAX })
  @OptionalField()
  @StringLength(1, NAME_MAX)
  @PlayerText()
  readonly name?: string;

  @ApiProperty({ description: 'Range in inches.', example: 24, minimum: 0, maximum: DISTANCE_MAX })
  @IsNumber()
  @Min(0)
  @Max(DISTANCE_MAX)
  readonly range!: number;

  @ApiProperty({ description: 'Strength before the strength dice ("4+d6" is 4).', example: 4, minimum: 0, maximum: STAT_MAX })
  @IsInt()
  @Min(0)
  @Max(STAT_MAX)
  readonly strength!: number;

  @ApiPropertyOptional({ description: 'd6 added to the strength (default 1).', example: 1, minimum: 0, maximum: 4 })
  @OptionalField()
  @IsInt()
  @Min(0)
  @Max(4)
  readonly strengthDice?: number;

  @ApiProperty({ description: 'Rate of fire "shots:AP": "3:1" is three shots per AP, "1:2" one shot per two AP.', example: '1:1', pattern: RATE_OF_FIRE_PATTERN.source })
  @Matches(RATE_OF_FIRE_PATTERN)
  readonly rateOfFire!: string;

  @ApiPropertyOptional({ description: 'May fire during a move (Move & Fire).', example: false })
  @OptionalField()
  @IsBoolean()
  readonly moveAndFire?: boolean;

  @ApiPropertyOptional({ description: 'Indirect fire: may scatter.', example: false })
  @OptionalField()
  @IsBoolean()
  readonly indirect?: boolean;

  @ApiPropertyOptional({ description: 'Blast radius in inches (area weapons).', example: 2, minimum: 0, maximum: 20 })
  @OptionalField()
  @IsNumber()
  @Min(0)
  @Max(20)
  readonly areaOfEffect?: number;

  @ApiPropertyOptional({ description: 'Length in inches of a Tesla-style arc (no to-hit roll, ignores cover).', example: 8, minimum: 0, maximum: 100 })
  @OptionalField()
  @IsNumber()
  @Min(0)
  @Max(100)
  readonly arc?: number;

  @ApiPropertyOptional({ description: 'Ignores cover.', example: false })
  @OptionalField()
  @IsBoolean()
  readonly ignoresCover?: boolean;
}

/** `{ "profile": { ... } }`: an inline weapon where a weapon id would go (Swagger model only). */
export class WeaponProfileRef {
  @ApiProperty({ description: 'The inline weapon profile.', type: () => WeaponProfileDto })
  readonly profile!: WeaponProfileDto;
}
