import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, Matches } from 'class-validator';
import { OptionalField, StrictDto, StringLength } from '../../common/validation/decorators';
import { TRAININGS, Training, UNIT_RULES, UnitRule } from '../../engine/ae-wwii/model';
import { NestedField } from '../../games/ae-wwii/dto/fields';
import { NAME_MAX, UnitProfileDto } from '../../games/ae-wwii/dto/unit-profile.dto';
import { WEAPON_ID_PATTERN, WeaponProfileDto } from '../../games/ae-wwii/dto/weapon-profile.dto';

/*
 * Bodies of the custom (homebrew) catalog writes. A custom unit or weapon is an inline profile
 * (the same fields, validated by the same rules: these classes inherit UnitProfileDto's and
 * WeaponProfileDto's decorators) given a slug and a localized name, and kept by its owner.
 */

export const CUSTOM_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CUSTOM_SLUG_MAX = 48;
export const SUMMARY_MAX = 500;
export const CUSTOM_WEAPONS_MAX = 12;
/** Custom unit ids: `custom/<slug>` (the pseudo-faction `custom` is no built-in faction). */
export const CUSTOM_FACTION = 'custom';
/** Custom weapon ids: `custom-<slug>` (no built-in weapon id starts so). */
export const CUSTOM_WEAPON_PREFIX = 'custom-';

export class CustomLocalizedNameDto extends StrictDto {
  @ApiProperty({ description: 'English name (required; also used where es or fr is missing).', example: 'Ironclad Hero', minLength: 1, maxLength: NAME_MAX })
  @StringLength(1, NAME_MAX)
  readonly en!: string;

  @ApiPropertyOptional({ example: 'Héroe acorazado', minLength: 1, maxLength: NAME_MAX })
  @OptionalField()
  @StringLength(1, NAME_MAX)
  readonly es?: string;

  @ApiPropertyOptional({ example: 'Héros cuirassé', minLength: 1, maxLength: NAME_MAX })
  @OptionalField()
  @StringLength(1, NAME_MAX)
  readonly fr?: string;
}

export class CustomLocalizedSummaryDto extends StrictDto {
  @ApiProperty({ description: 'English summary (also used where es or fr is missing).', example: 'A veteran who refuses to fall.', minLength: 0, maxLength: SUMMARY_MAX })
  @StringLength(0, SUMMARY_MAX)
  readonly en!: string;

  @ApiPropertyOptional({ minLength: 0, maxLength: SUMMARY_MAX })
  @OptionalField()
  @StringLength(0, SUMMARY_MAX)
  readonly es?: string;

  @ApiPropertyOptional({ minLength: 0, maxLength: SUMMARY_MAX })
  @OptionalField()
  @StringLength(0, SUMMARY_MAX)
  readonly fr?: string;
}

const SlugField = (required: boolean, what: string): PropertyDecorator => {
  const doc = (required ? ApiProperty : ApiPropertyOptional)({
    description: required ? `Slug of the new ${what}, unique among your ${what}s.` : `The ${what}’s slug; when given it must be the one in the URL (entries cannot be renamed).`,
    example: 'hero',
    pattern: CUSTOM_SLUG_PATTERN.source,
    minLength: 1,
    maxLength: CUSTOM_SLUG_MAX,
  });
  return (target, key) => {
    doc(target, key);
    if (!required) OptionalField()(target, key);
    StringLength(1, CUSTOM_SLUG_MAX)(target, key);
    Matches(CUSTOM_SLUG_PATTERN)(target, key);
  };
};

/** The fields of a custom unit: UnitProfileDto's, with a localized name. */
export class CustomUnitFieldsDto extends OmitType(UnitProfileDto, ['name'] as const) {
  @NestedField(() => CustomLocalizedNameDto, 'Name, per language (en required).', true)
  readonly name!: CustomLocalizedNameDto;

  @NestedField(() => CustomLocalizedSummaryDto, 'Short description, per language.', false)
  readonly summary?: CustomLocalizedSummaryDto;

  @ApiPropertyOptional({ description: 'Ids of the weapons the unit carries (informative, as for built-in units).', type: [String], example: ['kar98k', 'custom-rail-gun'], maxItems: CUSTOM_WEAPONS_MAX, uniqueItems: true })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(CUSTOM_WEAPONS_MAX)
  @ArrayUnique()
  @Matches(WEAPON_ID_PATTERN, { each: true })
  readonly weapons?: string[];
}

/** `POST /v1/ae-wwii/units`: creates `custom/<slug>`. */
export class CreateCustomUnitDto extends CustomUnitFieldsDto {
  @SlugField(true, 'unit')
  readonly slug!: string;
}

/** `PUT /v1/ae-wwii/units/custom/<slug>`: replaces every field (the previous version is kept). */
export class UpdateCustomUnitDto extends CustomUnitFieldsDto {
  @SlugField(false, 'unit')
  readonly slug?: string;
}

/** The fields of a custom weapon: WeaponProfileDto's, with a localized name. */
export class CustomWeaponFieldsDto extends OmitType(WeaponProfileDto, ['name'] as const) {
  @NestedField(() => CustomLocalizedNameDto, 'Name, per language (en required).', true)
  readonly name!: CustomLocalizedNameDto;

  @NestedField(() => CustomLocalizedSummaryDto, 'Short description, per language.', false)
  readonly summary?: CustomLocalizedSummaryDto;
}

/** `POST /v1/ae-wwii/weapons`: creates `custom-<slug>`. */
export class CreateCustomWeaponDto extends CustomWeaponFieldsDto {
  @SlugField(true, 'weapon')
  readonly slug!: string;
}

/** `PUT /v1/ae-wwii/weapons/custom-<slug>`. */
export class UpdateCustomWeaponDto extends CustomWeaponFieldsDto {
  @SlugField(false, 'weapon')
  readonly slug?: string;
}

export const CUSTOM_CATALOG_DTOS = [CreateCustomUnitDto, UpdateCustomUnitDto, CreateCustomWeaponDto, UpdateCustomWeaponDto] as const;

// --- Responses ---------------------------------------------------------------------------------

export class CustomLocalizedTextView {
  @ApiProperty({ example: 'Ironclad Hero' }) readonly en!: string;
  @ApiPropertyOptional({ example: 'Héroe acorazado' }) readonly es?: string;
  @ApiPropertyOptional({ example: 'Héros cuirassé' }) readonly fr?: string;
}

/** Bookkeeping every custom entry carries in write responses. */
export class CustomEntryMetaView {
  @ApiProperty({ example: 'discord-bot-7', description: 'The owner (the API key’s owner that wrote it).' })
  readonly owner!: string;

  @ApiProperty({ example: 2, description: 'Starts at 1; every update, delete or restore adds 1 (the previous version is kept).' })
  readonly version!: number;

  @ApiProperty({ example: '2026-01-31T12:00:00.000Z' }) readonly createdAt!: string;
  @ApiProperty({ example: '2026-01-31T12:05:00.000Z' }) readonly updatedAt!: string;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Set while the entry is deleted (it can be restored).' })
  readonly deletedAt!: string | null;
}

/** A custom unit as its owner wrote it (every language given), with its id and bookkeeping. */
export class CustomUnitView extends CustomEntryMetaView {
  @ApiProperty({ example: 'custom/hero' }) readonly id!: string;
  @ApiProperty({ example: 'hero' }) readonly slug!: string;
  @ApiProperty({ example: CUSTOM_FACTION }) readonly faction!: string;
  @ApiProperty({ type: CustomLocalizedTextView }) readonly name!: CustomLocalizedTextView;
  @ApiProperty({ type: CustomLocalizedTextView }) readonly summary!: CustomLocalizedTextView;
  @ApiProperty({ enum: TRAININGS, example: 'veteran' }) readonly training!: Training;
  @ApiProperty({ example: 3 }) readonly actionPoints!: number;
  @ApiProperty({ example: 4 }) readonly movement!: number;
  @ApiProperty({ type: Number, nullable: true, example: 3 }) readonly rangedCombat!: number | null;
  @ApiProperty({ example: 3 }) readonly closeCombat!: number;
  @ApiProperty({ example: 4 }) readonly armor!: number;
  @ApiProperty({ example: 3 }) readonly strength!: number;
  @ApiProperty({ example: 4 }) readonly drive!: number;
  @ApiProperty({ example: 2 }) readonly wounds!: number;
  @ApiProperty({ enum: UNIT_RULES, isArray: true, example: [] }) readonly specialRules!: UnitRule[];
  @ApiProperty({ type: [String], example: ['kar98k'] }) readonly weapons!: string[];
}

/** A custom weapon as its owner wrote it, in the inline profile's terms. */
export class CustomWeaponView extends CustomEntryMetaView {
  @ApiProperty({ example: 'custom-rail-gun' }) readonly id!: string;
  @ApiProperty({ example: 'rail-gun' }) readonly slug!: string;
  @ApiProperty({ type: CustomLocalizedTextView }) readonly name!: CustomLocalizedTextView;
  @ApiProperty({ type: CustomLocalizedTextView }) readonly summary!: CustomLocalizedTextView;
  @ApiProperty({ example: 30 }) readonly range!: number;
  @ApiProperty({ example: 5 }) readonly strength!: number;
  @ApiProperty({ example: 1 }) readonly strengthDice!: number;
  @ApiProperty({ example: '1:1' }) readonly rateOfFire!: string;
  @ApiProperty() readonly moveAndFire!: boolean;
  @ApiProperty() readonly indirect!: boolean;
  @ApiProperty({ type: Number, nullable: true, example: null }) readonly areaOfEffect!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: null, description: 'Arc length in inches, or null.' }) readonly arc!: number | null;
  @ApiProperty() readonly ignoresCover!: boolean;
}
