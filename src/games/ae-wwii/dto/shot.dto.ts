import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNumber, IsObject, Max, Min, ValidateNested } from 'class-validator';
import { DiceDto } from '../../../common/dto/dice.dto';
import { IdOrProfile, OptionalField, StrictDto } from '../../../common/validation/decorators';
import { COVERS, Cover, Edition } from '../../../engine/ae-wwii/model';
import { ActionPointsField, DiceField, EditionField, FlagField, ModelField, NestedField } from './fields';
import { ModelDto } from './model.dto';
import { PointDto } from './point.dto';
import { DISTANCE_MAX, WEAPON_ID_PATTERN, WeaponProfileDto, WeaponProfileRef } from './weapon-profile.dto';

/**
 * A bound for parsing only: the engine's cap (src/engine/core/limits.ts) is lower and answers 422
 * naming it, so a client learns the cap instead of a bare schema error.
 */
export const MAX_MODELS = 500;

/** `POST /v1/ae-wwii/resolve/shot`. */
export class ShotRequestDto extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The model shooting.')
  readonly attacker!: ModelDto;

  @ApiProperty({
    description: 'A catalog weapon id (`kar98k`, `thompson`, ...) or `{ "profile": { ... } }`.',
    oneOf: [{ type: 'string', pattern: WEAPON_ID_PATTERN.source, example: 'kar98k' }, { $ref: getSchemaPath(WeaponProfileRef) }],
    example: 'kar98k',
  })
  @IdOrProfile(WEAPON_ID_PATTERN, () => WeaponProfileDto)
  readonly weapon!: string | WeaponProfileRef;

  @ModelField('The model shot at. Area and arc weapons may give `aim` and `models` instead.', false)
  readonly target?: ModelDto;

  @ApiPropertyOptional({ description: 'Inches to the target; may be omitted when attacker and target positions are given.', example: 10, minimum: 0, maximum: DISTANCE_MAX })
  @OptionalField()
  @IsNumber()
  @Min(0)
  @Max(DISTANCE_MAX)
  readonly distance?: number;

  @ApiPropertyOptional({ description: "The target's cover (overrides `target.cover`).", enum: COVERS, enumName: 'Cover', example: 'none' })
  @OptionalField()
  @IsIn(COVERS)
  readonly cover?: Cover;

  @ActionPointsField('AP spent shooting; with the rate of fire X:Y it buys floor(AP x X / Y) shots.', true)
  readonly actionPoints!: number;

  @FlagField('Move & Fire: one AP, one shot, fired during a move.')
  readonly moveAndFire?: boolean;

  @NestedField(() => PointDto, 'The aimed point of an area or arc weapon; defaults to the target position.', false)
  readonly aim?: PointDto;

  @ApiPropertyOptional({ description: 'Other models on the table, with positions: blast and arc victims, nearer enemies.', type: () => ModelDto, isArray: true, maxItems: MAX_MODELS })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(MAX_MODELS)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ModelDto)
  readonly models?: ModelDto[];

  @DiceField()
  readonly dice?: DiceDto;
}
