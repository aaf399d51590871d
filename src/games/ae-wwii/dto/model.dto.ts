import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsObject, Matches, Max, Min, ValidateNested } from 'class-validator';
import { ExactlyOne, OptionalField, PlayerText, StrictDto, StringLength } from '../../../common/validation/decorators';
import { COVERS, Cover, PSI_POWERS, PsiPower } from '../../../engine/ae-wwii/model';
import { PointDto } from './point.dto';
import { NAME_MAX, UnitProfileDto } from './unit-profile.dto';

export const UNIT_ID_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+$/;
export const SIDES = ['friendly', 'enemy'] as const;
export type Side = (typeof SIDES)[number];

/** A model taking part: a catalog unit (`unit`) or an inline `profile` (exactly one), plus its state. */
@ExactlyOne(['unit', 'profile'])
export class ModelDto extends StrictDto {
  @ApiPropertyOptional({ description: 'Catalog unit id, `<faction>/<unit>`. Exactly one of `unit` or `profile`.', example: 'german-geneticists/wehrmacht', pattern: UNIT_ID_PATTERN.source, maxLength: 80 })
  @OptionalField()
  @StringLength(1, 80)
  @Matches(UNIT_ID_PATTERN)
  readonly unit?: string;

  @ApiPropertyOptional({ description: 'Inline unit profile. Exactly one of `unit` or `profile`.', type: () => UnitProfileDto })
  @OptionalField()
  @IsObject()
  @ValidateNested()
  @Type(() => UnitProfileDto)
  readonly profile?: UnitProfileDto;

  @ApiPropertyOptional({ description: 'A label for the model in the ruling; defaults to the unit name.', example: 'Sgt. Kowalski', minLength: 1, maxLength: NAME_MAX })
  @OptionalField()
  @StringLength(1, NAME_MAX)
  @PlayerText()
  readonly name?: string;

  @ApiPropertyOptional({ description: 'Wounds already taken.', example: 0, minimum: 0, maximum: 19 })
  @OptionalField()
  @IsInt()
  @Min(0)
  @Max(19)
  readonly woundsTaken?: number;

  @ApiPropertyOptional({ description: 'Impervious X+ (Doktor syringe): a d6 per wound, X or more ignores it.', example: 4, minimum: 2, maximum: 6 })
  @OptionalField()
  @IsInt()
  @Min(2)
  @Max(6)
  readonly impervious?: number;

  @ApiPropertyOptional({ description: 'The power a Psi Officer chose this turn.', enum: PSI_POWERS, enumName: 'PsiPower', example: 'clouded-minds' })
  @OptionalField()
  @IsIn(PSI_POWERS)
  readonly psiPower?: PsiPower;

  @ApiPropertyOptional({ description: 'Strength gained (e.g. +2 from the syringe) or lost.', example: 2, minimum: -10, maximum: 10 })
  @OptionalField()
  @IsInt()
  @Min(-10)
  @Max(10)
  readonly strengthBonus?: number;

  @ApiPropertyOptional({ description: 'AP gained this turn (syringe, Mechanic) or lost (Mental Stun, negative).', example: 1, minimum: -8, maximum: 8 })
  @OptionalField()
  @IsInt()
  @Min(-8)
  @Max(8)
  readonly actionPointsBonus?: number;

  @ApiPropertyOptional({ description: 'Centre of the model on the table, in inches.', type: () => PointDto })
  @OptionalField()
  @IsObject()
  @ValidateNested()
  @Type(() => PointDto)
  readonly position?: PointDto;

  @ApiPropertyOptional({ description: 'Base radius in inches (default 0.5).', example: 0.5, minimum: 0, maximum: 10 })
  @OptionalField()
  @IsNumber()
  @Min(0)
  @Max(10)
  readonly baseRadius?: number;

  @ApiPropertyOptional({ description: "The model's cover.", enum: COVERS, enumName: 'Cover', example: 'light' })
  @OptionalField()
  @IsIn(COVERS)
  readonly cover?: Cover;

  @ApiPropertyOptional({ description: 'Whose model it is, seen from the acting model.', enum: SIDES, enumName: 'Side', example: 'enemy' })
  @OptionalField()
  @IsIn(SIDES)
  readonly side?: Side;
}
