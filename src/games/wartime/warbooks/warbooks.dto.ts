import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsObject, Matches, Max, Min, ValidateNested } from 'class-validator';
import { LocalizedTextInput } from '../../../catalog/kinds/entry.input';
import { ENTRY_NAME_MAX, ENTRY_SUMMARY_MAX, LocalizedNameDto, LocalizedSummaryDto } from '../../../catalog/kinds/entry.dto';
import { IntOrNull, OptionalField, PlayerText, StrictDto, StringLength, StringOrObject } from '../../../common/validation/decorators';
import { WARTIME_LIMITS } from '../../../engine/wartime/limits';
import { ArchetypeProfileScalar } from '../dto/scalars';

/*
 * Bodies and replies of the warbook routes. The REST body classes are the one validation of both
 * transports (GraphQL inputs are mapped to them and validated the same way); a read can be sent
 * back as a PUT: its read-only fields are accepted (`id` must be the URL's, `version` the current
 * one, the rest ignored). An archetype's `profile` is checked against the engine's archetype schema
 * (the one `POST /v1/wartime/archetypes/cost` and stored archetypes use) by the service, so its
 * errors are 422s naming the field, like a custom catalog entry's.
 */

export const WARBOOK_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const WARBOOK_SLUG_MAX = 48;
/** A play list names a warbook archetype by its slug, or a built-in archetype by its id. */
const ARCHETYPE_REF = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)?$/;
const TIMESTAMP_MAX = 40;
const POINTS_MAX = 1_000_000;

type Decorate = (target: object, key: string) => void;
const all = (...decorators: PropertyDecorator[]): Decorate => (target, key) => decorators.forEach((d) => d(target, key));
const typed = (type: unknown): PropertyDecorator => (target, key) => Reflect.defineMetadata('design:type', type, target, key);

const LANG = 'one text in the request’s language (`?lang`, else Accept-Language, else en; on PUT the other languages are kept), or the texts per language';
const localizedText = (cls: typeof LocalizedNameDto | typeof LocalizedSummaryDto, min: number, max: number, required: boolean, description: string): Decorate =>
  all(
    typed(Object),
    (required ? ApiProperty : ApiPropertyOptional)({ description: `${description}: ${LANG}.`, oneOf: [{ type: 'string', minLength: min, maxLength: max }, { $ref: getSchemaPath(cls) }] }),
    ...(required ? [] : [OptionalField()]),
    // Player text: a name is one line, a description may have several.
    StringOrObject({ min, max, text: cls === LocalizedSummaryDto ? 'lines' : 'line' }, () => cls),
  );
const slug = (description: string, required: boolean): Decorate =>
  all(
    (required ? ApiProperty : ApiPropertyOptional)({ type: String, description, pattern: WARBOOK_SLUG.source, minLength: 1, maxLength: WARBOOK_SLUG_MAX, example: 'strike-team' }),
    ...(required ? [] : [OptionalField()]),
    StringLength(1, WARBOOK_SLUG_MAX),
    Matches(WARBOOK_SLUG),
  );
const ignoredText = (max: number): Decorate => all(ApiPropertyOptional({ type: String, maxLength: max, description: 'Read-only, ignored.' }), OptionalField(), StringLength(0, max));
const ignoredObject = (): Decorate => all(ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Read-only, ignored.' }), OptionalField(), IsObject());
const ignoredList = (): Decorate =>
  all(ApiPropertyOptional({ type: 'array', items: { type: 'object', additionalProperties: true }, maxItems: WARTIME_LIMITS.warbookArchetypes, description: 'Read-only, ignored.' }), OptionalField(), IsArray(), ArrayMaxSize(WARTIME_LIMITS.warbookArchetypes), IsObject({ each: true }));

/** The read-only fields every read has, accepted back on writes. */
function readOnlyFields(proto: object): void {
  all(ApiPropertyOptional({ type: String, maxLength: WARBOOK_SLUG_MAX, description: 'Read-only: on PUT, if given, it must be the slug in the URL; ignored on POST.' }), OptionalField(), StringLength(1, WARBOOK_SLUG_MAX), Matches(WARBOOK_SLUG))(proto, 'id');
  all(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 2147483647, description: 'Read-only: on PUT, if given, it must be the current version (else 409: it changed since it was read); ignored on POST.' }),
    OptionalField(),
    IsInt(),
    Min(1),
    Max(2147483647),
  )(proto, 'version');
  ignoredText(64)(proto, 'owner');
  all(ApiPropertyOptional({ type: Boolean, description: 'Read-only, ignored.' }), OptionalField(), IsBoolean())(proto, 'builtIn');
  for (const key of ['createdAt', 'updatedAt', 'deletedAt']) ignoredText(TIMESTAMP_MAX)(proto, key);
}

interface ReadOnly {
  readonly id?: string;
  readonly version?: number;
}

// --- Warbooks -----------------------------------------------------------------------------------

export class WartimeWarbookArchetypeBody extends StrictDto implements ReadOnly {
  @slug('The archetype’s slug within the warbook: how its characters, play lists and resolves name it (`<warbook>/<slug>`).', false)
  readonly slug?: string;
  @localizedText(LocalizedNameDto, 1, ENTRY_NAME_MAX, true, 'Name, unique in the warbook across every archetype type (case and spacing do not count)')
  readonly name!: string | LocalizedNameDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The archetype: `type` (body, character, weapon, protection, transport, object, zone) and its fields, as `POST /v1/wartime/archetypes/cost` takes them. Archetypes named by id are the warbook’s own (by slug) or built-in ones (by catalog id).',
    example: { type: 'character', body: 'trooper-body', weapons: ['carbine'], protections: ['vest'], baseDiameter: 2.5 },
  })
  @IsObject()
  readonly profile!: Record<string, unknown>;
  readonly id?: string;
  readonly version?: number;
}
readOnlyFields(WartimeWarbookArchetypeBody.prototype);
ignoredText(WARBOOK_SLUG_MAX)(WartimeWarbookArchetypeBody.prototype, 'warbook');
ignoredText(120)(WartimeWarbookArchetypeBody.prototype, 'catalogId');
ignoredText(20)(WartimeWarbookArchetypeBody.prototype, 'type');
all(ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Read-only, ignored.' }), OptionalField(), IntOrNull(0, 2147483647))(WartimeWarbookArchetypeBody.prototype, 'cost');
all(ApiPropertyOptional({ type: 'integer', description: 'Read-only, ignored.' }), OptionalField(), IsInt(), Min(0), Max(2147483647))(WartimeWarbookArchetypeBody.prototype, 'level');

export class WartimeWarbookBody extends StrictDto implements ReadOnly {
  @slug('The warbook’s slug, unique among your warbooks: archetypes resolve as `<warbook>/<archetype>`. Required on POST.', false)
  readonly slug?: string;
  @localizedText(LocalizedNameDto, 1, ENTRY_NAME_MAX, true, 'Name')
  readonly name!: string | LocalizedNameDto;
  @localizedText(LocalizedSummaryDto, 0, ENTRY_SUMMARY_MAX, false, 'Description')
  readonly description?: string | LocalizedSummaryDto;
  @ApiPropertyOptional({
    type: [WartimeWarbookArchetypeBody],
    maxItems: WARTIME_LIMITS.warbookArchetypes,
    description: 'POST only: the warbook’s first archetypes, checked together (every violation listed). On PUT, read-only and ignored (write archetypes through their routes).',
  })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(WARTIME_LIMITS.warbookArchetypes)
  @IsObject({ each: true })
  readonly archetypes?: Record<string, unknown>[];
  readonly id?: string;
  readonly version?: number;
}
readOnlyFields(WartimeWarbookBody.prototype);
ignoredList()(WartimeWarbookBody.prototype, 'playLists');

// --- Play lists ---------------------------------------------------------------------------------

export class WartimePlayListCharacter extends StrictDto {
  @ApiProperty({ description: 'A character archetype of the warbook (its slug), or a built-in one (its id).', example: 'trooper', pattern: ARCHETYPE_REF.source, maxLength: 120 })
  @StringLength(1, 120)
  @Matches(ARCHETYPE_REF)
  readonly archetype!: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: WARTIME_LIMITS.playListCharacters, description: 'This many of it (default 1).', example: 3 })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(WARTIME_LIMITS.playListCharacters)
  readonly count?: number;
}

export class WartimePlayListSquad extends StrictDto {
  @ApiProperty({ description: 'The squad’s name, unique in the list (case and spacing do not count).', example: 'Alpha', minLength: 1, maxLength: ENTRY_NAME_MAX })
  @StringLength(1, ENTRY_NAME_MAX)
  @PlayerText()
  readonly name!: string;
  @ApiProperty({ type: [WartimePlayListCharacter], maxItems: WARTIME_LIMITS.playListCharacters })
  @IsArray()
  @ArrayMaxSize(WARTIME_LIMITS.playListCharacters)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => WartimePlayListCharacter)
  readonly characters!: WartimePlayListCharacter[];
}

/** A play list's own fields: what `POST .../play-lists/validate` checks. */
export class WartimePlayListFields extends StrictDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: POINTS_MAX, description: 'The mission’s point limit.', example: 400 })
  @IsInt()
  @Min(1)
  @Max(POINTS_MAX)
  readonly pointLimit!: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 1000, description: 'The mission’s maximum character level, if any.', example: 40 })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(1000)
  readonly maxLevel?: number;
  @ApiPropertyOptional({ type: Boolean, description: 'A game of formations: characters recruited alone may take at most 10% of the points.' })
  @OptionalField()
  @IsBoolean()
  readonly formations?: boolean;
  @ApiProperty({ type: [WartimePlayListSquad], maxItems: WARTIME_LIMITS.squadsPerList })
  @IsArray()
  @ArrayMaxSize(WARTIME_LIMITS.squadsPerList)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => WartimePlayListSquad)
  readonly squads!: WartimePlayListSquad[];
}

export class WartimePlayListBody extends WartimePlayListFields implements ReadOnly {
  @slug('The play list’s slug within the warbook. Required on POST.', false)
  readonly slug?: string;
  @localizedText(LocalizedNameDto, 1, ENTRY_NAME_MAX, true, 'Name')
  readonly name!: string | LocalizedNameDto;
  readonly id?: string;
  readonly version?: number;
}
readOnlyFields(WartimePlayListBody.prototype);
ignoredText(WARBOOK_SLUG_MAX)(WartimePlayListBody.prototype, 'warbook');
ignoredObject()(WartimePlayListBody.prototype, 'report');

export const WARBOOK_BODY_MODELS = [LocalizedNameDto, LocalizedSummaryDto] as const;

// --- GraphQL inputs (mapped to the bodies above, validated by them) ---------------------------------

@InputType('WartimeWarbookArchetypeInput')
export class WartimeWarbookArchetypeInput {
  @Field({ nullable: true, description: 'Required to create; on update, if given, the slug of the archetype.' }) readonly slug?: string;
  @Field(() => LocalizedTextInput) readonly name!: LocalizedTextInput;
  @Field(() => ArchetypeProfileScalar, { description: 'The archetype profile (`type` and its fields), as REST takes it.' }) readonly profile!: Record<string, unknown>;
  @Field(() => Int, { nullable: true, description: 'On update: the version read; a stale one is refused (409).' }) readonly version?: number;
}

@InputType('WartimeWarbookInput')
export class WartimeWarbookInput {
  @Field({ nullable: true, description: 'Required to create.' }) readonly slug?: string;
  @Field(() => LocalizedTextInput) readonly name!: LocalizedTextInput;
  @Field(() => LocalizedTextInput, { nullable: true }) readonly description?: LocalizedTextInput;
  @Field(() => [WartimeWarbookArchetypeInput], { nullable: true, description: 'On create only: the first archetypes.' }) readonly archetypes?: WartimeWarbookArchetypeInput[];
  @Field(() => Int, { nullable: true, description: 'On update: the version read; a stale one is refused (409).' }) readonly version?: number;
}

@InputType('WartimePlayListCharacterInput')
class PlayListCharacterInput {
  @Field() readonly archetype!: string;
  @Field(() => Int, { nullable: true }) readonly count?: number;
}
@InputType('WartimePlayListSquadInput')
class PlayListSquadInput {
  @Field() readonly name!: string;
  @Field(() => [PlayListCharacterInput]) readonly characters!: PlayListCharacterInput[];
}
/** What `wartimePlayListValidation` checks: a list's own fields (`<game><Name>` takes `<Game><Name>Input`). */
@InputType('WartimePlayListValidationInput')
export class WartimePlayListValidationInput {
  @Field(() => Int) readonly pointLimit!: number;
  @Field(() => Int, { nullable: true }) readonly maxLevel?: number;
  @Field({ nullable: true }) readonly formations?: boolean;
  @Field(() => [PlayListSquadInput]) readonly squads!: PlayListSquadInput[];
}
@InputType('WartimePlayListInput')
export class WartimePlayListInput extends WartimePlayListValidationInput {
  @Field({ nullable: true, description: 'Required to create.' }) readonly slug?: string;
  @Field(() => LocalizedTextInput) readonly name!: LocalizedTextInput;
  @Field(() => Int, { nullable: true, description: 'On update: the version read; a stale one is refused (409).' }) readonly version?: number;
}

// --- Replies (REST schema and GraphQL type at once) ---------------------------------------------------

/** `optional`: absent from REST replies when it does not apply, null in GraphQL. */
const out = (swagger: Parameters<typeof ApiProperty>[0], gql: Parameters<typeof Field>[0], optional = false, description?: string): PropertyDecorator =>
  all((optional ? ApiPropertyOptional : ApiProperty)({ ...swagger, ...(description ? { description } : {}) }), Field(gql as never, { nullable: optional, ...(description ? { description } : {}) })) as PropertyDecorator;

@ObjectType('WartimeWarbookViolation')
export class WartimeWarbookViolation {
  @out({ type: String, example: 'over-points' }, () => String, false, 'Stable code: duplicate-name, duplicate-id, invalid-archetype, unknown-archetype, not-a-character, duplicate-squad, empty-squad, bad-count, over-points, over-level, lone-points, too-large.')
  readonly code!: string;
  @out({ type: String, example: 'squads[0].characters[1].archetype' }, () => String, false, 'Where, in the play list’s fields.') readonly path!: string;
  @out({ type: String }, () => String, false, 'In the reply’s language.') readonly message!: string;
}

@ObjectType('WartimePlayListReportCharacter')
export class WartimePlayListReportCharacter {
  @out({ type: String }, () => String) readonly archetype!: string;
  @out({ type: 'integer' }, () => Int) readonly count!: number;
  @out({ type: 'integer' }, () => Int, false, 'Points for all of them.') readonly cost!: number;
  @out({ type: 'integer' }, () => Int) readonly level!: number;
}

@ObjectType('WartimePlayListReportSquad')
export class WartimePlayListReportSquad {
  @out({ type: String }, () => String) readonly name!: string;
  @out({ type: 'integer' }, () => Int) readonly cost!: number;
  @out({ type: [WartimePlayListReportCharacter] }, () => [WartimePlayListReportCharacter]) readonly characters!: WartimePlayListReportCharacter[];
}

@ObjectType('WartimePlayListReport')
export class WartimePlayListReport {
  @out({ type: Boolean }, () => Boolean, false, 'False when any violation is listed.') readonly valid!: boolean;
  @out({ type: 'integer' }, () => Int, false, 'Points of the whole list.') readonly total!: number;
  @out({ type: [WartimePlayListReportSquad] }, () => [WartimePlayListReportSquad]) readonly squads!: WartimePlayListReportSquad[];
  @out({ type: [WartimeWarbookViolation] }, () => [WartimeWarbookViolation], false, 'Every violation, each with its code and path.') readonly violations!: WartimeWarbookViolation[];
}

@ObjectType('WartimePlayListCharacter')
class WartimePlayListMember {
  @out({ type: String }, () => String) readonly archetype!: string;
  @out({ type: 'integer' }, () => Int) readonly count!: number;
}
@ObjectType('WartimePlayListSquad')
class WartimePlayListStoredSquad {
  @out({ type: String }, () => String) readonly name!: string;
  @out({ type: [WartimePlayListMember] }, () => [WartimePlayListMember]) readonly characters!: WartimePlayListMember[];
}

@ObjectType({ isAbstract: true })
abstract class Stored {
  @out({ type: String, example: 'strike-team' }, () => String, false, 'The slug.') readonly id!: string;
  @out({ type: String }, () => String, false, 'In the reply’s language (Content-Language).') readonly name!: string;
  @out({ type: String, example: 'discord-bot' }, () => String, true, 'The owner; absent for the built-in examples.') readonly owner?: string;
  @out({ type: Boolean }, () => Boolean, false, 'A built-in example: read-only.') readonly builtIn!: boolean;
  @out({ type: 'integer' }, () => Int, false, '1 when created, +1 on every change (previous versions are kept). A PUT that sends it must send the current one.') readonly version!: number;
  @out({ type: String }, () => String) readonly createdAt!: string;
  @out({ type: String }, () => String) readonly updatedAt!: string;
  @out({ type: String }, () => String, true, 'Set while deleted (the DELETE reply); it can be restored.') readonly deletedAt?: string;
}

@ObjectType('WartimeWarbookArchetype')
export class WartimeWarbookArchetype extends Stored {
  @out({ type: String }, () => String, false, 'The warbook’s slug.') readonly warbook!: string;
  @out({ type: String, example: 'strike-team/trooper' }, () => String, true, 'The id resolve requests name it by (`archetype`), for its owner: `<warbook>/<archetype>`. Absent in the built-in examples.')
  readonly catalogId?: string;
  @out({ type: String, example: 'character' }, () => String) readonly type!: string;
  @out({ type: 'object', additionalProperties: true }, () => ArchetypeProfileScalar, false, 'The archetype as written (references by slug or built-in id).') readonly profile!: Record<string, unknown>;
  @out({ type: 'integer' }, () => Int, true, 'Points (absent for scenery that is not bought, or an archetype the rules now refuse).') readonly cost?: number;
  @out({ type: 'integer' }, () => Int, true, 'Level (bodies and characters).') readonly level?: number;
}

@ObjectType('WartimePlayList')
export class WartimePlayList extends Stored {
  @out({ type: String }, () => String, false, 'The warbook’s slug.') readonly warbook!: string;
  @out({ type: 'integer' }, () => Int) readonly pointLimit!: number;
  @out({ type: 'integer' }, () => Int, true) readonly maxLevel?: number;
  @out({ type: Boolean }, () => Boolean) readonly formations!: boolean;
  @out({ type: [WartimePlayListStoredSquad] }, () => [WartimePlayListStoredSquad]) readonly squads!: WartimePlayListStoredSquad[];
  @out({ type: WartimePlayListReport }, () => WartimePlayListReport, false, 'Checked against the warbook as it is now, on every read.') readonly report!: WartimePlayListReport;
}

@ObjectType('WartimeWarbook')
export class WartimeWarbook extends Stored {
  @out({ type: String }, () => String, false, 'In the reply’s language.') readonly description!: string;
  @out({ type: [WartimeWarbookArchetype] }, () => [WartimeWarbookArchetype], false, 'Its live archetypes.') readonly archetypes!: WartimeWarbookArchetype[];
  @out({ type: [WartimePlayList] }, () => [WartimePlayList], false, 'Its live play lists, each checked.') readonly playLists!: WartimePlayList[];
}

@ObjectType('WartimeWarbookSummary')
export class WartimeWarbookSummary extends Stored {
  @out({ type: String }, () => String) readonly description!: string;
  @out({ type: 'integer' }, () => Int, false, 'Live archetypes.') readonly archetypeCount!: number;
  @out({ type: 'integer' }, () => Int, false, 'Live play lists.') readonly playListCount!: number;
}
