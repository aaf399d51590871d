import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsInt, Matches, Max, Min } from 'class-validator';
import { DtoClass, OptionalField, PlayerText, StrictDto, StringLength, StringOrObject } from '../../common/validation/decorators';
import type { PlayerTextMode } from '../../engine/core/player-text';

/*
 * The write bodies of custom catalog entries, for any game and kind: the kind's own fields (the
 * game's `KindWriteModule.fields`) plus what every entry has. A body is the entry's view, so what
 * a GET returns can be PUT back unchanged:
 *
 * - `name` and `summary` are one text (the request's language, as reads give them) or the texts
 *   per language;
 * - the read-only fields are accepted: `id`, `faction` and `slug` must be the entry's own (PUT),
 *   `version` the current one (PUT; a stale one is a 409), `owner` and the timestamps are ignored,
 *   and on POST all of them are ignored (a read of another entry may be posted as a new one).
 */

export const ENTRY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ENTRY_SLUG_MAX = 48;
export const ENTRY_NAME_MAX = 80;
export const ENTRY_SUMMARY_MAX = 500;
const ENTRY_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)?$/;
const TIMESTAMP_MAX = 40;

export class LocalizedNameDto extends StrictDto {
  @ApiProperty({ description: 'English (required; stands in for a missing language).', example: 'Iron Hero', minLength: 1, maxLength: ENTRY_NAME_MAX })
  @StringLength(1, ENTRY_NAME_MAX)
  @PlayerText()
  readonly en!: string;

  @ApiPropertyOptional({ example: 'Héroe de hierro', minLength: 1, maxLength: ENTRY_NAME_MAX })
  @OptionalField()
  @StringLength(1, ENTRY_NAME_MAX)
  @PlayerText()
  readonly es?: string;

  @ApiPropertyOptional({ example: 'Héros de fer', minLength: 1, maxLength: ENTRY_NAME_MAX })
  @OptionalField()
  @StringLength(1, ENTRY_NAME_MAX)
  @PlayerText()
  readonly fr?: string;
}

export class LocalizedSummaryDto extends StrictDto {
  @ApiProperty({ description: 'English (stands in for a missing language).', example: 'A veteran who refuses to fall.', minLength: 0, maxLength: ENTRY_SUMMARY_MAX })
  @StringLength(0, ENTRY_SUMMARY_MAX)
  @PlayerText('lines')
  readonly en!: string;

  @ApiPropertyOptional({ minLength: 0, maxLength: ENTRY_SUMMARY_MAX })
  @OptionalField()
  @StringLength(0, ENTRY_SUMMARY_MAX)
  @PlayerText('lines')
  readonly es?: string;

  @ApiPropertyOptional({ minLength: 0, maxLength: ENTRY_SUMMARY_MAX })
  @OptionalField()
  @StringLength(0, ENTRY_SUMMARY_MAX)
  @PlayerText('lines')
  readonly fr?: string;
}

/** The models a write body's `oneOf` fields refer to (the controllers register them with Swagger). */
export const ENTRY_BODY_MODELS = [LocalizedNameDto, LocalizedSummaryDto] as const;

/** The fields every write body may carry, as read back from the reads, typed. */
export interface EntryBodyFields {
  readonly slug?: string;
  readonly name: string | LocalizedNameDto;
  readonly summary?: string | LocalizedSummaryDto;
  readonly id?: string;
  readonly faction?: string;
  readonly owner?: string;
  readonly version?: number;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  readonly deletedAt?: string;
}

/** Keys of the shared fields: what is left of a body without them is the kind's own fields. */
export const ENTRY_BODY_KEYS: readonly (keyof EntryBodyFields)[] = ['slug', 'name', 'summary', 'id', 'faction', 'owner', 'version', 'createdAt', 'updatedAt', 'deletedAt'];

type Decorate = (target: object, key: string) => void;
const all = (...decorators: PropertyDecorator[]): Decorate => (target, key) => decorators.forEach((d) => d(target, key));

/** The property type TypeScript would have emitted for a declared field (Swagger reads it). */
const typed = (type: unknown): PropertyDecorator => (target, key) => Reflect.defineMetadata('design:type', type, target, key);

const text = (cls: DtoClass, min: number, max: number, required: boolean, description: string, mode: PlayerTextMode): Decorate =>
  all(
    typed(Object),
    (required ? ApiProperty : ApiPropertyOptional)({ description, oneOf: [{ type: 'string', minLength: min, maxLength: max }, { $ref: getSchemaPath(cls) }] }),
    ...(required ? [] : [OptionalField()]),
    StringOrObject({ min, max, text: mode }, () => cls),
  );

const optionalString = (max: number, description: string, pattern?: RegExp): Decorate =>
  all(ApiPropertyOptional({ type: String, description, maxLength: max, ...(pattern ? { pattern: pattern.source } : {}) }), OptionalField(), StringLength(1, max), ...(pattern ? [Matches(pattern)] : []));

/**
 * The create (`POST`, slug required) or replace (`PUT`) body of a kind: `fields` (the kind's own)
 * plus the shared fields above, as a class named `className` (its OpenAPI schema name).
 */
export function entryWriteDto(className: string, fields: DtoClass, factionScoped: boolean, create: boolean): DtoClass {
  const Body = { [className]: class extends (fields as DtoClass<object>) {} }[className] as DtoClass;
  const proto = Body.prototype as object;
  all(
    (create ? ApiProperty : ApiPropertyOptional)({
      type: String,
      description: create ? 'Slug of the new entry, unique among your entries of this kind.' : 'The entry’s slug; when given it must be the one in the URL (entries cannot be renamed).',
      example: 'hero',
      pattern: ENTRY_SLUG_PATTERN.source,
      minLength: 1,
      maxLength: ENTRY_SLUG_MAX,
    }),
    ...(create ? [] : [OptionalField()]),
    StringLength(1, ENTRY_SLUG_MAX),
    Matches(ENTRY_SLUG_PATTERN),
  )(proto, 'slug');
  const lang = 'a text in the request’s language (`?lang`, else Accept-Language, else en; on PUT the other languages are kept), or the texts per language';
  text(LocalizedNameDto, 1, ENTRY_NAME_MAX, true, `Name: ${lang}.`, 'line')(proto, 'name');
  text(LocalizedSummaryDto, 0, ENTRY_SUMMARY_MAX, false, `Short description: ${lang}.`, 'lines')(proto, 'summary');
  optionalString(120, 'Read-only, as reads return it: on PUT it must be the entry’s id; ignored on POST.', ENTRY_ID_PATTERN)(proto, 'id');
  if (factionScoped) optionalString(ENTRY_SLUG_MAX, 'Read-only: on PUT it must be the entry’s faction (`custom`); ignored on POST.', ENTRY_SLUG_PATTERN)(proto, 'faction');
  optionalString(64, 'Read-only, ignored.')(proto, 'owner');
  all(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 2147483647, description: 'Read-only: on PUT, if given, it must be the current version (else 409: the entry changed since it was read); ignored on POST.' }),
    OptionalField(),
    IsInt(),
    Min(1),
    Max(2147483647),
  )(proto, 'version');
  for (const key of ['createdAt', 'updatedAt', 'deletedAt']) optionalString(TIMESTAMP_MAX, 'Read-only, ignored.')(proto, key);
  return Body;
}
