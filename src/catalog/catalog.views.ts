import { ApiProperty } from '@nestjs/swagger';
import { TRAININGS, Training } from '../engine/ae-wwii/model';
import { RULING_KINDS, RulingKind } from '../games/ae-wwii/catalog/ae-wwii.seed';

/*
 * Response shapes of the catalog reads, already localized: `name`, `summary`, `title` and `text`
 * are strings in the language the reply's Content-Language names. Unit and weapon views use the
 * engine's profile field names so a client can copy a unit into an inline `{ profile }`.
 */

export class InoculationRowView {
  @ApiProperty({ example: 2, description: 'Lowest d6 face of the row.' })
  readonly from!: number;

  @ApiProperty({ example: 3, description: 'Highest d6 face of the row.' })
  readonly to!: number;

  @ApiProperty({ example: 'plus-1-ap' })
  readonly effect!: string;

  @ApiProperty({ example: '+1 AP' })
  readonly name!: string;
}

export class EditionView {
  @ApiProperty({ example: 'es', description: 'Pass as `edition` in resolve bodies.' })
  readonly id!: string;

  @ApiProperty({ example: 'Spanish edition' })
  readonly name!: string;

  @ApiProperty({ example: 'es', description: 'Language the edition’s document is written in.' })
  readonly language!: string;

  @ApiProperty({ type: [InoculationRowView], description: 'The Doktor’s inoculation chart in this edition.' })
  readonly inoculationChart!: InoculationRowView[];
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

  @ApiProperty({ type: [EditionView] })
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

export class UnitView {
  @ApiProperty({ example: 'german-geneticists/wehrmacht', description: 'Faction-scoped id.' })
  readonly id!: string;

  @ApiProperty({ example: 'german-geneticists' })
  readonly faction!: string;

  @ApiProperty({ example: 'Wehrmacht' })
  readonly name!: string;

  @ApiProperty()
  readonly summary!: string;

  @ApiProperty({ enum: TRAININGS, example: 'regular' })
  readonly training!: Training;

  @ApiProperty({ example: 2, description: 'Action points per turn, given by the training level.' })
  readonly actionPoints!: number;

  @ApiProperty({ example: 3, description: 'M: inches per AP spent moving.' })
  readonly movement!: number;

  @ApiProperty({ type: Number, nullable: true, example: 4, description: 'RC to-hit number (4 means 4+); null for "-".' })
  readonly rangedCombat!: number | null;

  @ApiProperty({ example: 3, description: 'CC' })
  readonly closeCombat!: number;

  @ApiProperty({ example: 3, description: 'A' })
  readonly armor!: number;

  @ApiProperty({ example: 2, description: 'S' })
  readonly strength!: number;

  @ApiProperty({ example: 4, description: 'DR' })
  readonly drive!: number;

  @ApiProperty({ example: 1, description: 'W' })
  readonly wounds!: number;

  @ApiProperty({ type: [String], example: ['kar98k', 'stg44', 'grenades'], description: 'Weapon ids (see /weapons).' })
  readonly weapons!: string[];

  @ApiProperty({ type: [String], example: [], description: 'Special rule ids (see /special-rules).' })
  readonly specialRules!: string[];
}

export class RateOfFireView {
  @ApiProperty({ example: 1 })
  readonly shots!: number;

  @ApiProperty({ example: 2, description: '...per this many AP.' })
  readonly actionPoints!: number;
}

export class ArcView {
  @ApiProperty({ example: 8 })
  readonly length!: number;

  @ApiProperty({ example: 0.5 })
  readonly halfWidth!: number;
}

export class WeaponView {
  @ApiProperty({ example: 'kar98k' })
  readonly id!: string;

  @ApiProperty({ example: 'KAR98k' })
  readonly name!: string;

  @ApiProperty()
  readonly summary!: string;

  @ApiProperty({ description: 'Profile-less hand-to-hand weapon: cannot shoot.' })
  readonly melee!: boolean;

  @ApiProperty({ example: 36, description: 'Inches.' })
  readonly range!: number;

  @ApiProperty({ example: 4 })
  readonly strength!: number;

  @ApiProperty({ example: 1, description: 'd6 added to the strength.' })
  readonly strengthDice!: number;

  @ApiProperty({ type: RateOfFireView })
  readonly rateOfFire!: RateOfFireView;

  @ApiProperty()
  readonly moveAndFire!: boolean;

  @ApiProperty()
  readonly indirect!: boolean;

  @ApiProperty({ type: Number, nullable: true, example: null, description: 'Blast radius in inches.' })
  readonly areaOfEffect!: number | null;

  @ApiProperty({ type: ArcView, nullable: true })
  readonly arc!: ArcView | null;

  @ApiProperty()
  readonly ignoresCover!: boolean;
}

export class PsiPowerView {
  @ApiProperty({ example: 'clouded-minds' })
  readonly id!: string;

  @ApiProperty({ example: 'Clouded Minds' })
  readonly name!: string;

  @ApiProperty()
  readonly summary!: string;

  @ApiProperty({ type: String, nullable: true, example: 'ae-wwii/clouded-minds', description: 'Ruling that defines the power.' })
  readonly ruling!: string | null;
}

export class SpecialRuleView {
  @ApiProperty({ example: 'psi-officer' })
  readonly id!: string;

  @ApiProperty({ example: 'Psi Officer' })
  readonly name!: string;

  @ApiProperty()
  readonly summary!: string;

  @ApiProperty({ type: [PsiPowerView], description: 'Options the rule lets a model choose from (the psi powers); empty for most rules.' })
  readonly choices!: PsiPowerView[];
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
