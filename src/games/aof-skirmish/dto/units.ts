import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ENTRY_SLUG_PATTERN } from '../../../catalog/kinds/entry.dto';
import { DiceDto } from '../../../common/dto/dice.dto';
import { DiceInputGql } from '../../../common/graphql/dice.input';
import { ExactlyOne, OptionalField, PlayerText, StrictDto, StringOrInt } from '../../../common/validation/decorators';
import type { JoinedHeroInput, RuleRef, UnitInput, UnitProfileInput, WeaponGroupInput, WeaponProfileInput } from '../../../engine/aof-skirmish';
import { STAT_MAX, STAT_MIN } from '../../../engine/aof-skirmish';
import { AOF_LIMITS } from '../../../engine/aof-skirmish/limits';
import { In } from '../fields';
import { WeaponRefScalar } from './scalars';

/*
 * What AoF Skirmish bodies say about units (engine: requests.ts): a unit is a catalog id or an
 * inline profile, plus its state on the table; special rules are `{ id, rating? }` everywhere.
 * Each class is the REST schema (its class name) and the GraphQL input (`...Input`).
 *
 * Plain ranges are the engine's own (Quality 2+ to 6+, a rating 1 to 12): out of them is a 400
 * naming the field. List lengths are bounds for parsing only: the engine's caps (limits.ts) are
 * lower and answer 422 `too-large` naming the cap, so a client learns the cap.
 */

/** Faction-scoped unit ids: `hollow-marches/wardens`, `custom/my-unit`. */
export const AOF_UNIT_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/;
export const UNIT_ID_MAX = 120;
export const NAME_MAX = 80;
export const LABEL_MAX = 60;
/** Parsing bound of every list (the engine's caps are lower; the body limit lower still). */
export const LIST_MAX = 1000;
/** Models of a unit left on the table, a joined hero included. */
export const MODELS_MAX = AOF_LIMITS.models + 1;
const RULE_ID_MAX = 40;
/** Weapon range in inches, and the longest distance a shot may be taken at (the engine's). */
export const RANGE_MAX = 120;
export const DISTANCE_MAX = 200;

export const DiceField = (): PropertyDecorator =>
  In.object(() => DiceDto, { optional: true, description: 'Dice: absent rolls with a fresh random seed (returned for replay); `{ "seed" }` is deterministic; `{ "values" }` are dice rolled at the table, in the documented roll order.' }, () => DiceInputGql);

@InputType('AofSkirmishRuleRefInput')
export class AofSkirmishRuleRef extends StrictDto implements RuleRef {
  @In.text(1, RULE_ID_MAX, { pattern: ENTRY_SLUG_PATTERN, description: 'Special rule id (GET /v1/aof-skirmish/special-rules); one the game lacks is a 422.', example: 'tough' })
  readonly id!: string;

  @In.int(1, AOF_LIMITS.rating, { optional: true, description: 'X of a rule written with a number, Tough(3): required exactly for the rules whose `parameter` is `rating`.', example: 3 })
  readonly rating?: number;
}

/** `example`: a rule of that list's own kind, so that the description's example is one the game accepts there. */
const rules = (what: string, example: string): PropertyDecorator =>
  In.list(() => AofSkirmishRuleRef, LIST_MAX, { optional: true, description: `${what}, as \`{ "id", "rating"? }\` (\`${example}\`).` });

/** What every weapon has: the inline profile's and the stored one's (which must be named). */
@InputType({ isAbstract: true })
export abstract class AofSkirmishWeaponStats extends StrictDto {
  @In.number(0, RANGE_MAX, { description: 'Range in inches; 0 is a melee weapon.', example: 24 })
  readonly range!: number;

  @In.int(1, AOF_LIMITS.attacks, { description: 'Attacks per model.', example: 1 })
  readonly attacks!: number;

  @rules('Weapon special rules (AP, Blast, Deadly...)', '{ "id": "ap", "rating": 1 }')
  readonly rules?: AofSkirmishRuleRef[];
}

@InputType('AofSkirmishWeaponProfileInput')
export class AofSkirmishWeaponProfile extends AofSkirmishWeaponStats implements WeaponProfileInput {
  @PlayerText()
  @In.text(1, NAME_MAX, { optional: true, example: 'Thornbow' })
  readonly name?: string;
}

/** What every unit profile has: an inline unit's, a joined Hero's, a stored unit's. */
@InputType({ isAbstract: true })
export abstract class AofSkirmishUnitStats extends StrictDto {
  @In.int(STAT_MIN, STAT_MAX, { description: 'Quality N+.', example: 4 })
  readonly quality!: number;

  @In.int(STAT_MIN, STAT_MAX, { description: 'Defense N+.', example: 4 })
  readonly defense!: number;

  @rules('Unit special rules', '{ "id": "tough", "rating": 3 }')
  readonly rules?: AofSkirmishRuleRef[];
}

/** Models at full strength. */
export const ModelsField = (): PropertyDecorator => In.int(1, AOF_LIMITS.models, { description: 'Models at full strength.', example: 5 });

const equipment = (): PropertyDecorator => In.list(() => AofSkirmishWeaponProfile, LIST_MAX, { optional: true, description: 'Weapons; by default every model attacks with every weapon of the kind the action uses.' });

@InputType('AofSkirmishUnitProfileInput')
export class AofSkirmishUnitProfile extends AofSkirmishUnitStats implements UnitProfileInput {
  @PlayerText()
  @In.text(1, NAME_MAX, { optional: true, example: 'Wardens' })
  readonly name?: string;

  @ModelsField()
  readonly models!: number;

  @equipment()
  readonly equipment?: AofSkirmishWeaponProfile[];
}

@InputType('AofSkirmishJoinedHeroInput')
export class AofSkirmishJoinedHero extends AofSkirmishUnitStats implements JoinedHeroInput {
  @PlayerText()
  @In.text(1, NAME_MAX, { optional: true, example: 'Lantern Keeper' })
  readonly name?: string;

  @equipment()
  readonly equipment?: AofSkirmishWeaponProfile[];
}

/** A weapon group: some models of the unit attacking with one weapon. */
@ExactlyOne(['weapon', 'profile'])
@InputType('AofSkirmishWeaponGroupInput', { description: 'Exactly one of weapon (of the unit) or profile.' })
export class AofSkirmishWeaponGroup extends StrictDto implements WeaponGroupInput {
  @ApiPropertyOptional({
    description: 'A weapon of the unit: its name (any case, any language) or its index in the equipment. Exactly one of `weapon` or `profile`.',
    oneOf: [{ type: 'string', minLength: 1, maxLength: NAME_MAX }, { type: 'integer', minimum: 0, maximum: AOF_LIMITS.equipment - 1 }],
    example: 'Thornbow',
  })
  @Field(() => WeaponRefScalar, { nullable: true, description: 'A weapon of the unit: its name or its index in the equipment.' })
  @OptionalField()
  @StringOrInt({ min: 1, max: NAME_MAX }, 0, AOF_LIMITS.equipment - 1)
  readonly weapon?: string | number;

  @In.object(() => AofSkirmishWeaponProfile, { optional: true, description: 'An inline weapon instead.' })
  readonly profile?: AofSkirmishWeaponProfile;

  @In.int(1, MODELS_MAX, { optional: true, description: 'Models using it; default every model left. Casualties come off the last group first.', example: 3 })
  readonly models?: number;

  @In.bool({ optional: true, description: "One of these models is the army's Sergeant: its unmodified 6s to hit add a hit." })
  readonly sergeant?: boolean;
}

/** A unit taking part, and its state on the table (engine: UnitInput). */
@ExactlyOne(['unit', 'profile'])
@InputType('AofSkirmishUnitInPlayInput', { description: 'Exactly one of unit (catalog id) or profile.' })
export class AofSkirmishUnitInPlay extends StrictDto implements UnitInput {
  @In.text(1, UNIT_ID_MAX, { optional: true, pattern: AOF_UNIT_ID_PATTERN, description: 'Catalog unit id, `<faction>/<unit>` (your custom units: `custom/<slug>`, with an API key). Exactly one of `unit` or `profile`.', example: 'hollow-marches/thornbows' })
  readonly unit?: string;

  @In.object(() => AofSkirmishUnitProfile, { optional: true, description: 'An inline profile instead.' })
  readonly profile?: AofSkirmishUnitProfile;

  @PlayerText()
  @In.text(1, LABEL_MAX, { optional: true, description: 'A label for the ruling; defaults to the profile name.', example: 'Left flank' })
  readonly name?: string;

  @In.int(1, MODELS_MAX, { optional: true, description: 'Models left (default: full strength), a joined hero included.', example: 5 })
  readonly models?: number;

  @In.int(0, AOF_LIMITS.wounds, { optional: true, description: 'Wound markers already on the last model.', example: 0 })
  readonly wounds?: number;

  @In.bool({ optional: true })
  readonly stunned?: boolean;

  @In.bool({ optional: true, description: 'Charged or struck back earlier this round: only unmodified 6s hit in melee.' })
  readonly fatigued?: boolean;

  @rules('Rules gained for the moment (a spell), added to the profile\'s', '{ "id": "tough", "rating": 3 }')
  readonly rules?: AofSkirmishRuleRef[];

  @In.list(() => AofSkirmishWeaponGroup, LIST_MAX, { optional: true, description: 'Which weapons attack; default every model with every weapon of the kind the action uses.' })
  readonly weapons?: AofSkirmishWeaponGroup[];

  @In.object(() => AofSkirmishJoinedHero, { optional: true, description: 'A Hero joined to the unit (ruling aof-skirmish/hero-joining): the last model.' })
  readonly hero?: AofSkirmishJoinedHero;
}

@InputType('AofSkirmishPointInput')
export class AofSkirmishPoint extends StrictDto {
  @In.number(-1000, 1000, { description: 'Inches along the table.', example: 12 })
  readonly x!: number;

  @In.number(-1000, 1000, { description: 'Inches across the table.', example: 6 })
  readonly y!: number;
}
