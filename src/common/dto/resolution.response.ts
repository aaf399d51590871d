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

  @ApiProperty({ description: 'A ready-to-post Markdown ruling, at most 2,000 characters.' })
  readonly text!: string;
}
