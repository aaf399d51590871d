import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Response parts shared by every game's resolve routes (`ResolutionView` in the engine). */

export const DIE_KINDS = ['d6', 'd10', 'd12'] as const;
export const DICE_MODES = ['random', 'seed', 'values', 'none'] as const;

export class StepResponse {
  @ApiProperty({ description: 'Rule id applied in this step.', example: 'ae-wwii/shooting/to-hit' })
  readonly rule!: string;

  @ApiProperty({ description: 'What was checked, in the requested language.', example: 'RC 4+, short range: needs 4+' })
  readonly summary!: string;

  @ApiProperty({ description: 'Dice rolled in this step.', type: 'integer', isArray: true, example: [4] })
  readonly rolls!: number[];

  @ApiProperty({ description: 'What followed, in the requested language.', example: 'hit' })
  readonly result!: string;
}

export class NextRollResponse {
  @ApiProperty({ enum: DIE_KINDS, enumName: 'DieKind', example: 'd6' })
  readonly die!: string;

  @ApiProperty({ description: 'How many dice to roll.', example: 1 })
  readonly count!: number;

  @ApiProperty({ description: 'What the roll is for.', example: 'save roll, hit 1' })
  readonly purpose!: string;

  @ApiPropertyOptional({ description: 'What the roll needs, when one target number applies.', example: '4+' })
  readonly need?: string;
}

export class UsedDieResponse {
  @ApiProperty({ enum: DIE_KINDS, enumName: 'DieKind', example: 'd6' })
  readonly die!: string;

  @ApiProperty({ example: 4 })
  readonly value!: number;

  @ApiProperty({ example: 'to-hit, shot 1' })
  readonly purpose!: string;
}

export class DiceReportResponse {
  @ApiProperty({ enum: DICE_MODES, enumName: 'DiceMode', description: '`random`: the server drew a fresh seed (returned so the roll can be replayed).', example: 'seed' })
  readonly mode!: string;

  @ApiPropertyOptional({ description: 'The seed used (random or given).', example: 'game-42-turn-3' })
  readonly seed?: string;

  @ApiProperty({ type: () => UsedDieResponse, isArray: true, description: 'Every die used, in order, with its purpose.' })
  readonly used!: UsedDieResponse[];
}

export class LuckResponse {
  @ApiProperty({ description: 'What is ranked, from whose side, in the reply\'s language.', example: 'wounds on Airborne' })
  readonly by!: string;

  @ApiProperty({ description: 'The result on that scale (0, 1, 2...: wounds, models, or 0/1 for fail/pass).', example: 1 })
  readonly score!: number;

  @ApiProperty({ description: 'P(an outcome ranks below this one): "better than `below` of outcomes".', example: 0.805555555556 })
  readonly below!: number;

  @ApiProperty({ description: 'P(an outcome ranks the same).', example: 0.194444444444 })
  readonly equal!: number;

  @ApiProperty({ description: 'P(an outcome ranks above this one).', example: 0 })
  readonly above!: number;
}

export class EmbedFieldResponse {
  @ApiProperty({ maxLength: 256, example: 'Outcome' })
  readonly name!: string;

  @ApiProperty({ maxLength: 1024, example: '1 shot, 1 hit, 1 wound, target removed' })
  readonly value!: string;

  @ApiProperty({ example: false })
  readonly inline!: boolean;
}

export class EmbedFooterResponse {
  @ApiProperty({ maxLength: 2048 })
  readonly text!: string;
}

export class EmbedResponse {
  @ApiProperty({ maxLength: 256, example: 'AE-WWII · shot (English edition)' })
  readonly title!: string;

  @ApiProperty({ maxLength: 4096, description: 'The steps, one a line (Markdown).' })
  readonly description!: string;

  @ApiProperty({ description: 'RGB: green (3046706) complete, amber (16361509) while a roll is awaited.', example: 3046706 })
  readonly color!: number;

  @ApiProperty({ type: () => EmbedFieldResponse, isArray: true, maxItems: 25, description: 'Outcome (or Next roll), Odds, Luck.' })
  readonly fields!: EmbedFieldResponse[];

  @ApiPropertyOptional({ type: () => EmbedFooterResponse, description: 'The rulings applied.' })
  readonly footer?: EmbedFooterResponse;
}

/** The fields of every resolve response except `outcome` and `odds` (typed per action). */
export class ResolutionResponseBase {
  @ApiProperty({ example: 'ae-wwii' })
  readonly game!: string;

  @ApiPropertyOptional({ example: 'en', description: 'Rules edition applied.' })
  readonly edition?: string;

  @ApiProperty({ example: 'shot' })
  readonly action!: string;

  @ApiProperty({ description: 'False when fixed dice ran out: `next` names the roll to make, `outcome` is absent.', example: true })
  readonly complete!: boolean;

  @ApiPropertyOptional({ type: () => NextRollResponse, description: 'The next roll needed (only when `complete` is false).' })
  readonly next?: NextRollResponse;

  @ApiProperty({ type: () => StepResponse, isArray: true, description: 'The ruling, step by step.' })
  readonly steps!: StepResponse[];

  @ApiProperty({ type: 'string', isArray: true, description: 'Ids from the rulings register this resolution relied on.', example: ['ae-wwii/save-threshold'] })
  readonly interpretations!: string[];

  @ApiProperty({ type: () => DiceReportResponse })
  readonly dice!: DiceReportResponse;

  @ApiPropertyOptional({ type: () => LuckResponse, description: 'A complete resolution with odds, of an action that ranks its outcomes: where its result sits in the exact odds.' })
  readonly luck?: LuckResponse;

  @ApiProperty({ description: 'A ready-to-post Markdown ruling, at most 2,000 characters; with `?style=compact`, one line (the title and the outcome).' })
  readonly text!: string;

  @ApiPropertyOptional({
    type: () => EmbedResponse,
    description: "With `?embed=true`: the ruling as a Discord embed object, within Discord's limits (title 256, description 4,096, 25 fields of 256/1,024, footer 2,048, 6,000 characters in all).",
  })
  readonly embed?: EmbedResponse;

  @ApiPropertyOptional({ description: 'With `?share=true`: the id the ruling is shared under for 30 days (`GET /v1/shared/{id}`).', example: '4fQ9zK2mXb7R' })
  readonly id?: string;
}
