import { Module } from '@nestjs/common';
import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsObject, Matches, Max, Min, ValidateNested } from 'class-validator';
import { FactionEntryModel, FactionEntryView } from '../../../src/catalog/kinds/entry.views';
import { ResolutionResponseBase } from '../../../src/common/dto/resolution.response';
import { DiceDto } from '../../../src/common/dto/dice.dto';
import { DiceInputGql } from '../../../src/common/graphql/dice.input';
import { ResolutionFields } from '../../../src/common/graphql/resolution.model';
import { ExactlyOne, OptionalField, StrictDto, StringOrObject } from '../../../src/common/validation/decorators';
import { GamePlatformModule, gameControllers, gameResolvers } from '../../../src/games/games.module';
import { GameModuleDefinition, GameSpec } from '../../../src/games/registry';
import { SpecialRuleRef } from '../../../src/engine/core/special-rules';
import { FighterProfile, TINY_D6, TinyD6Catalog } from './engine';
import { TinyD6Seed1796000000000, TINY_D6_SEED } from './migrations/1796000000000-TinyD6Seed';

/*
 * Tiny d6's Nest side, written the way a real game's src/games/<game>/ is: the transport shapes of
 * its action and kind, its migration and seed, and a module built from the shared factories. It
 * is registered only by the tests that ask for it (createApp({ games: [...GAMES, TINY_D6_GAME] })).
 */

// --- The attack -------------------------------------------------------------------------------

/** A fighter's id, `<faction>/<fighter>`: Tiny d6's own format, described in words by `formats`. */
const FIGHTER_ID_PATTERN = /^[a-z]+(-[a-z]+)*\/[a-z]+(-[a-z]+)*$/;

class InlineFighterDto extends StrictDto {
  @ApiProperty({ minimum: 2, maximum: 6, example: 4 }) @IsInt() @Min(2) @Max(6) readonly quality!: number;
  @ApiProperty({ minimum: 2, maximum: 6, example: 4 }) @IsInt() @Min(2) @Max(6) readonly defense!: number;
  @ApiProperty({ minimum: 1, maximum: 6, example: 2 }) @IsInt() @Min(1) @Max(6) readonly attacks!: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 20, example: 1, description: 'Wounds that remove it (Tough).' }) @OptionalField() @IsInt() @Min(1) @Max(20) readonly tough?: number;
}

@ExactlyOne(['fighter', 'profile'])
class FighterRefDto extends StrictDto {
  @ApiPropertyOptional({ example: 'orcs/brute', pattern: FIGHTER_ID_PATTERN.source, maxLength: 80 })
  @OptionalField()
  @Matches(FIGHTER_ID_PATTERN)
  readonly fighter?: string;

  @ApiPropertyOptional({ type: () => InlineFighterDto })
  @OptionalField()
  @IsObject()
  @ValidateNested()
  @Type(() => InlineFighterDto)
  readonly profile?: InlineFighterDto;
}

export class TinyD6AttackRequest extends StrictDto {
  @ApiProperty({ type: () => FighterRefDto }) @IsObject() @ValidateNested() @Type(() => FighterRefDto) readonly attacker!: FighterRefDto;
  @ApiProperty({ type: () => FighterRefDto }) @IsObject() @ValidateNested() @Type(() => FighterRefDto) readonly defender!: FighterRefDto;
  @ApiPropertyOptional({ type: () => DiceDto }) @OptionalField() @IsObject() @ValidateNested() @Type(() => DiceDto) readonly dice?: DiceDto;
}

class TinyD6AttackOutcome {
  @ApiProperty() readonly hits!: number;
  @ApiProperty() readonly wounds!: number;
  @ApiProperty() readonly removed!: boolean;
}
class TinyD6AttackOdds {
  @ApiProperty() readonly removed!: number;
  @ApiProperty() readonly expectedWounds!: number;
}
export class TinyD6AttackResolution extends ResolutionResponseBase {
  @ApiPropertyOptional({ type: () => TinyD6AttackOutcome }) readonly outcome?: TinyD6AttackOutcome;
  @ApiPropertyOptional({ type: () => TinyD6AttackOdds }) readonly odds?: TinyD6AttackOdds;
}

@InputType('TinyD6FighterProfileInput')
class InlineFighterInput {
  @Field(() => Int) readonly quality!: number;
  @Field(() => Int) readonly defense!: number;
  @Field(() => Int) readonly attacks!: number;
  @Field(() => Int, { nullable: true }) readonly tough?: number;
}
@InputType('TinyD6FighterRefInput')
class FighterRefInput {
  @Field({ nullable: true }) readonly fighter?: string;
  @Field(() => InlineFighterInput, { nullable: true }) readonly profile?: InlineFighterInput;
}
// The action's input and resolution are abstract: the resolve factory names them (TinyD6AttackInput, TinyD6AttackResolution).
@InputType({ isAbstract: true })
export class TinyD6AttackInput {
  @Field(() => FighterRefInput) readonly attacker!: FighterRefInput;
  @Field(() => FighterRefInput) readonly defender!: FighterRefInput;
  @Field(() => DiceInputGql, { nullable: true }) readonly dice?: DiceInputGql;
}

@ObjectType('TinyD6AttackOutcome')
class AttackOutcomeModel {
  @Field(() => Int) readonly hits!: number;
  @Field(() => Int) readonly wounds!: number;
  @Field() readonly removed!: boolean;
}
@ObjectType('TinyD6AttackOdds')
class AttackOddsModel {
  @Field(() => Float) readonly removed!: number;
  @Field(() => Float) readonly expectedWounds!: number;
}
@ObjectType({ isAbstract: true })
export class TinyD6AttackResolutionModel extends ResolutionFields {
  @Field(() => AttackOutcomeModel, { nullable: true }) readonly outcome?: AttackOutcomeModel;
  @Field(() => AttackOddsModel, { nullable: true }) readonly odds?: AttackOddsModel;
}

// --- Fighters ---------------------------------------------------------------------------------

/** A special rule as a profile cites it: `{ "id": "tough", "rating": 2 }` (a plain id also does, on writes). */
class RuleRefDto extends StrictDto {
  @ApiProperty({ example: 'tough', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }) @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/) readonly id!: string;
  @ApiPropertyOptional({ example: 2, minimum: 1, maximum: 99, description: 'For a rule that takes one (GET /special-rules: parameter rating).' })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(99)
  readonly rating?: number;
}

export class TinyD6Fighter extends FactionEntryView {
  @ApiProperty() readonly quality!: number;
  @ApiProperty() readonly defense!: number;
  @ApiProperty() readonly attacks!: number;
  @ApiProperty({ type: [RuleRefDto] }) readonly specialRules!: RuleRefDto[];
}

@ObjectType('TinyD6RuleRef')
class RuleRefModel {
  @Field() readonly id!: string;
  @Field(() => Int, { nullable: true }) readonly rating?: number;
}

@ObjectType('TinyD6Fighter')
export class TinyD6FighterModel extends FactionEntryModel {
  @Field(() => Int) readonly quality!: number;
  @Field(() => Int) readonly defense!: number;
  @Field(() => Int) readonly attacks!: number;
  @Field(() => [RuleRefModel]) readonly specialRules!: RuleRefModel[];
}

class TinyD6FighterFields extends StrictDto {
  @ApiProperty({ minimum: 2, maximum: 6, example: 4 }) @IsInt() @Min(2) @Max(6) readonly quality!: number;
  @ApiProperty({ minimum: 2, maximum: 6, example: 5 }) @IsInt() @Min(2) @Max(6) readonly defense!: number;
  @ApiProperty({ minimum: 1, maximum: 6, example: 2 }) @IsInt() @Min(1) @Max(6) readonly attacks!: number;
  @ApiPropertyOptional({ type: 'array', items: { oneOf: [{ type: 'string' }, { $ref: '#/components/schemas/RuleRefDto' }] }, maxItems: 10 })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(10)
  @StringOrObject({ min: 1, max: 60, pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/ }, () => RuleRefDto, { each: true })
  readonly specialRules?: (string | RuleRefDto)[];
}

@InputType('TinyD6RuleRefInput')
class RuleRefInput {
  @Field() readonly id!: string;
  @Field(() => Int, { nullable: true }) readonly rating?: number;
}

@InputType({ isAbstract: true })
class TinyD6FighterFieldsInput {
  @Field(() => Int) readonly quality!: number;
  @Field(() => Int) readonly defense!: number;
  @Field(() => Int) readonly attacks!: number;
  @Field(() => [RuleRefInput], { nullable: true }) readonly specialRules?: RuleRefInput[];
}

// --- The game ---------------------------------------------------------------------------------

type StoredFighter = FighterProfile;
/** Stored: an id, or `{ id, rating }`; shown and written back as `{ id, rating? }`. */
const refOf = (r: string | RuleRefDto): SpecialRuleRef => (typeof r === 'string' || r.rating === undefined ? (typeof r === 'string' ? r : r.id) : { id: r.id, rating: r.rating });

export const TINY_D6_SPEC: GameSpec<TinyD6Catalog> = {
  definition: TINY_D6,
  actions: {
    attack: {
      summary: 'Resolve an attack: hits on quality, blocks on defense, Tough(X) to remove.',
      request: TinyD6AttackRequest,
      response: TinyD6AttackResolution,
      input: TinyD6AttackInput,
      model: TinyD6AttackResolutionModel,
      example: { attacker: { fighter: 'orcs/brute' }, defender: { fighter: 'elves/archer' }, dice: { seed: 'example' } },
    },
  },
  kinds: {
    fighter: {
      view: TinyD6Fighter,
      model: TinyD6FighterModel,
      toView: (p: StoredFighter) => ({
        quality: p.quality,
        defense: p.defense,
        attacks: p.attacks,
        specialRules: p.specialRules.map((r) => (typeof r === 'string' ? { id: r } : { id: r.id, rating: r.rating })),
      }),
      write: {
        fields: TinyD6FighterFields,
        input: TinyD6FighterFieldsInput,
        toProfile: (fields) => {
          const f = fields as unknown as TinyD6FighterFields;
          return { profile: { quality: f.quality, defense: f.defense, attacks: f.attacks, specialRules: (f.specialRules ?? []).map(refOf) } };
        },
        example: { quality: 3, defense: 4, attacks: 2, specialRules: [{ id: 'tough', rating: 2 }] },
      },
    },
  },
  migrations: [TinyD6Seed1796000000000],
  seed: () => TINY_D6_SEED,
  formats: [
    {
      pattern: FIGHTER_ID_PATTERN.source,
      words: {
        en: 'a fighter id like `orcs/brute` or `custom/champion` (faction/fighter: lowercase letters, words joined by single dashes)',
        es: 'un identificador de luchador como `orcs/brute` o `custom/champion` (facción/luchador: letras minúsculas, palabras unidas por un solo guion)',
        fr: 'un identifiant de combattant comme `orcs/brute` ou `custom/champion` (faction/combattant : lettres minuscules, mots reliés par un seul tiret)',
      },
    },
  ],
};

@Module({ imports: [GamePlatformModule], controllers: gameControllers(TINY_D6_SPEC, [RuleRefDto]), providers: gameResolvers(TINY_D6_SPEC) })
class TinyD6Module {}

export const TINY_D6_GAME: GameModuleDefinition<TinyD6Catalog> = { ...TINY_D6_SPEC, module: TinyD6Module };
