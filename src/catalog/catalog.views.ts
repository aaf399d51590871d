import { ApiProperty } from '@nestjs/swagger';
import { RULING_KINDS, RulingKind, SPECIAL_RULE_PARAMETERS, SpecialRuleParameter } from './records';

/*
 * Response shapes of the shared catalog reads (what every game has), already localized: `name`,
 * `summary`, `title` and `text` are strings in the language the reply's Content-Language names.
 * Each game's entry views (units, weapons...) are its own (src/games/<game>/), on the bases in
 * src/catalog/kinds/entry.views.ts.
 */

export class EditionView {
  @ApiProperty({ example: 'es', description: 'Pass as `edition` in resolve bodies.' })
  readonly id!: string;

  @ApiProperty({ example: 'Spanish edition' })
  readonly name!: string;

  @ApiProperty({ example: 'es', description: 'Language the edition’s document is written in.' })
  readonly language!: string;
}

export class GameView {
  @ApiProperty({ example: 'ae-wwii' })
  readonly id!: string;

  @ApiProperty({ example: 'AE-WWII' })
  readonly name!: string;

  @ApiProperty()
  readonly summary!: string;

  @ApiProperty({ type: [String], example: ['en', 'es', 'fr'] })
  readonly languages!: string[];

  @ApiProperty({ type: [String], example: ['shot', 'melee', 'initiative'], description: 'Actions of POST /v1/{game}/resolve/{action}.' })
  readonly actions!: string[];

  @ApiProperty({ type: [String], example: ['units', 'weapons'], description: 'Catalogs of GET /v1/{game}/{catalog}.' })
  readonly catalogs!: string[];

  @ApiProperty({ type: [EditionView], description: 'Rules editions whose rules differ; empty for a game with one text.' })
  readonly editions!: EditionView[];
}

export class FactionView {
  @ApiProperty({ example: 'german-geneticists' })
  readonly id!: string;

  @ApiProperty({ example: 'German Geneticists' })
  readonly name!: string;

  @ApiProperty()
  readonly summary!: string;
}

export class SpecialRuleView {
  @ApiProperty({ example: 'doktor' })
  readonly id!: string;

  @ApiProperty({ example: 'Doktor' })
  readonly name!: string;

  @ApiProperty()
  readonly summary!: string;

  @ApiProperty({
    enum: SPECIAL_RULE_PARAMETERS,
    enumName: 'SpecialRuleParameter',
    nullable: true,
    example: null,
    description: '`rating`: the rule takes a number, Tough(3), and profiles cite it as `{ "id": "tough", "rating": 3 }`; null: cited by id.',
  })
  readonly parameter!: SpecialRuleParameter | null;
}

export class RulingView {
  @ApiProperty({ example: 'ae-wwii/save-threshold' })
  readonly id!: string;

  @ApiProperty({ enum: RULING_KINDS, description: 'register: from the shared register; edition: an edition difference; project: the service’s own ruling.' })
  readonly kind!: RulingKind;

  @ApiProperty({ type: [String], nullable: true, example: null, description: 'Editions it is specific to; null for all.' })
  readonly editions!: string[] | null;

  @ApiProperty()
  readonly title!: string;

  @ApiProperty()
  readonly text!: string;
}
