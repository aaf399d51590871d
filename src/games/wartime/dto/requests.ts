import { InputType } from '@nestjs/graphql';
import { DiceDto } from '../../../common/dto/dice.dto';
import { DiceInputGql } from '../../../common/graphql/dice.input';
import { PlayerText, StrictDto } from '../../../common/validation/decorators';
import type { FieldSchema } from '../../../common/validation/decorators';
import {
  ARCHETYPE_TYPES,
  ATTRIBUTES,
  FACINGS,
  WARTIME_ARCHETYPE_ID_SCHEMA,
  WARTIME_LIMITS,
  inlineArchetypeSchema,
} from '../../../engine/wartime';
import type {
  ArchetypeType,
  Attribute,
  CharacterInput,
  CharacterTarget,
  CheckFortune,
  CheckRequest,
  CoordinatedInput,
  CoverInput,
  Facing,
  Fighter,
  FormationInput,
  FortunePlan,
  MeleeRequest,
  NamedModifier,
  OpposedCheckRequest,
  OpposedSide,
  OptionalRules,
  Point,
  ProbabilityRequest,
  ShotRequest,
  SceneryTarget,
  Situation,
  SquadInput,
  SquadMemberInput,
  SquadRequest,
  TrapRequest,
  TransportTarget,
  TurnOrderCharacter,
  TurnOrderRequest,
  WillCheckRequest,
  WillEffect,
  WillTrigger,
} from '../../../engine/wartime';
import { In, dualEnum, every, sameFields } from '../../fields';
import { ArchetypeProfileScalar, ArchetypeRefListScalar, ArchetypeRefScalar } from './scalars';

/*
 * The body of each Wartime resolve action, field for field the engine's request
 * (src/engine/wartime/requests.ts): the REST schema `Wartime<Action>Request` and the GraphQL input
 * `Wartime<Action>Input` are one class. Archetypes (an id, or an inline profile) are validated by
 * the engine's own JSON Schema of each archetype type, so an inline profile is exactly what the
 * catalog stores; in GraphQL they are JSON scalars. A target's three kinds and a Will trigger's
 * five types are one class each (GraphQL inputs have no unions): the engine refuses a field of
 * another kind, naming it (src/engine/wartime/shapes.ts).
 */

/** Distances on the table, cm. */
export const CM_MAX = 10_000;
const NAME_MAX = 80;
const COVER_MAX = 20;
const DEFENDERS_MAX = 20;
const MODELS_MAX = 50;

export const ATTRIBUTE = dualEnum(every<Attribute>()(ATTRIBUTES), 'WartimeAttribute', 'CON, AGI, INT, REA or VOL.');
export const FACING = dualEnum(every<Facing>()(FACINGS), 'WartimeFacing');
export const ARCHETYPE_TYPE = dualEnum(every<ArchetypeType>()(ARCHETYPE_TYPES), 'WartimeArchetypeType');
export const WILL_EFFECT = dualEnum(every<WillEffect>()(['failed', 'fumbled', 'critical']), 'WartimeWillEffect', 'A running Will check effect: failed -1, fumbled -3, critical +3.');
const FORTUNE_INSTEAD = dualEnum(every<NonNullable<CheckFortune['instead']>>()(['pass', 'critical']), 'WartimeFortuneInstead');
const CANCEL = dualEnum(every<NonNullable<FortunePlan['cancel']>[number]>()(['impact', 'damage']), 'WartimeFortuneCancel');
const SHAPE = dualEnum(every<NonNullable<FormationInput['shape']>>()(['rectangle', 'diamond', 'circle']), 'WartimeFormationShape');
const HIDDEN = dualEnum(every<CoverInput['hidden']>()(['half', 'full']), 'WartimeHidden', '`half`: over half the target hidden (half the element\'s Defense); `full`: all of it.');
const TARGET_KIND = dualEnum(['character', 'transport', 'scenery'] as const, 'WartimeTargetKind', 'Default `character`.');
const TRIGGER_TYPE = dualEnum(every<WillTrigger['type']>()(['bonus', 'losses', 'fortune', 'five-to-one', 'cowed']), 'WartimeWillTriggerType');
const TRAP_ATTRIBUTE = dualEnum(every<NonNullable<TrapRequest['attribute']>>()(['agi', 'int']), 'WartimeTrapAttribute');

/** An archetype of `type`: its id, or `{ "profile": ... }` with the engine's inline schema of that type. */
export const refSchema = (type: ArchetypeType): FieldSchema => ({
  oneOf: [WARTIME_ARCHETYPE_ID_SCHEMA, { type: 'object', additionalProperties: false, required: ['profile'], properties: { profile: inlineArchetypeSchema(type) } }],
});
const refListSchema = (type: ArchetypeType, maxItems: number): FieldSchema => ({ type: 'array', maxItems, items: refSchema(type) });

const refComponent = (type: ArchetypeType): string => `Wartime${type.charAt(0).toUpperCase()}${type.slice(1)}Ref`;
const ref = (type: ArchetypeType, description: string, optional = true): PropertyDecorator =>
  In.json(refSchema(type), ArchetypeRefScalar, { optional, description, component: refComponent(type), example: type === 'weapon' ? 'assault-rifle' : undefined });
const dice = (): PropertyDecorator =>
  In.object(() => DiceDto, { optional: true, description: 'Dice: absent rolls with a fresh random seed (returned for replay); `{ "seed" }` is deterministic; `{ "values" }` are d10s rolled at the table (0 entered as 10; a d100 as two d10s, tens first, 10 10 = 100), in the documented roll order.' }, () => DiceInputGql);

@InputType('WartimePointInput')
export class WartimePoint extends StrictDto implements Point {
  @In.number(-CM_MAX, CM_MAX, { description: 'cm, to the right.', example: 0 }) readonly x!: number;
  @In.number(-CM_MAX, CM_MAX, { description: 'cm, up (away from the attacker, usually).', example: 30 }) readonly y!: number;
}

@InputType('WartimeNamedModifierInput')
export class WartimeNamedModifier extends StrictDto implements NamedModifier {
  @PlayerText() @In.text(1, NAME_MAX, { example: 'fog' }) readonly name!: string;
  @In.int(-10, 10, { example: -1 }) readonly value!: number;
}

@InputType('WartimeSituationInput')
export class WartimeSituation extends StrictDto implements Situation {
  @In.int(1, WARTIME_LIMITS.simultaneousActions, { optional: true, description: 'Actions done at once, this one included: from 2 on, -N to each.', example: 1 })
  readonly simultaneousActions?: number;

  @In.bool({ optional: true, description: 'A regular action out of turn: Energy doubled (at least 3) and -1.' }) readonly outOfTurn?: boolean;
  @In.bool({ optional: true, description: 'Out of turn, before the acting character\'s action ends: a further -1.' }) readonly interrupting?: boolean;
  @In.list(() => WartimeNamedModifier, 20, { optional: true, description: 'Named modifiers (bonuses, maluses, mission, scenery).' }) readonly modifiers?: WartimeNamedModifier[];
}

@InputType('WartimeCheckFortuneInput')
export class WartimeCheckFortune extends StrictDto implements CheckFortune {
  @In.oneOf(FORTUNE_INSTEAD, { optional: true, description: 'Spend instead of rolling: 1 point for a pass, 3 for a critical.' }) readonly instead?: 'pass' | 'critical';
  @In.bool({ optional: true, description: 'Spend 1 point to roll a fumble again.' }) readonly rerollFumble?: boolean;
}

@InputType('WartimeFortunePlanInput')
export class WartimeFortunePlan extends StrictDto implements FortunePlan {
  @In.object(() => WartimeCheckFortune, { optional: true }) readonly impact?: WartimeCheckFortune;
  @In.object(() => WartimeCheckFortune, { optional: true }) readonly damage?: WartimeCheckFortune;
  @In.object(() => WartimeCheckFortune, { optional: true }) readonly defense?: WartimeCheckFortune;
  @In.oneOfList(CANCEL, 2, { optional: true, description: 'Cancel a passing die of the opponent\'s impact or damage check (1 point each).' }) readonly cancel?: ('impact' | 'damage')[];
  @In.bool({ optional: true, description: 'Ignore an attack that takes the character down (1 point; never after a damage critical).' }) readonly ignoreDamage?: boolean;
}

@InputType('WartimeFormationInput')
export class WartimeFormation extends StrictDto implements FormationInput {
  @In.int(1, WARTIME_LIMITS.formationSize * 2, { description: `Members (at most ${WARTIME_LIMITS.formationSize}).`, example: 8 }) readonly size!: number;
  @In.oneOf(SHAPE, { optional: true }) readonly shape?: 'rectangle' | 'diamond' | 'circle';
  @In.int(0, 10, { optional: true, description: 'The lowest Defense of its members (default the profile\'s).' }) readonly defense?: number;
}

/** A character taking part: an archetype by id or inline, and its state now. */
@InputType('WartimeCharacterInput')
export class WartimeCharacter extends StrictDto implements CharacterInput {
  @In.json(WARTIME_ARCHETYPE_ID_SCHEMA, () => String, { optional: true, description: 'A character archetype\'s id (GET /v1/wartime/archetypes?type=character; your own with a key). Exactly one of `archetype` and `profile`.', example: 'rifleman' })
  readonly archetype?: string;

  @In.json(inlineArchetypeSchema('character'), ArchetypeProfileScalar, { optional: true, component: 'WartimeCharacterProfile', description: 'An inline character archetype: `body` (an id or `{ profile: { con, agi, int, rea, vol } }`), weapons, protections, objects, transport, `baseDiameter`, `fortune`.' })
  readonly profile?: CharacterInput['profile'];

  @PlayerText() @In.text(1, NAME_MAX, { optional: true, description: 'A label in the ruling (default the archetype\'s name).', example: 'Sgt. Reyes' }) readonly name?: string;
  @In.int(0, 10, { optional: true, description: 'Vitality lost so far: -1 per point to attribute checks.' }) readonly vitalityLost?: number;
  @In.int(0, 10, { optional: true, description: 'Fortune left (default the archetype\'s).' }) readonly fortune?: number;
  @In.oneOfList(WILL_EFFECT, WARTIME_LIMITS.willEffects * 2, { optional: true, description: 'Will check effects still running.' }) readonly will?: WillEffect[];
  @In.int(0, 10, { optional: true, description: 'Energy left this activation (default REA + 5, at most 10).' }) readonly energy?: number;
  @In.object(() => WartimePoint, { optional: true, description: 'cm on the table.' }) readonly position?: WartimePoint;
}

@InputType('WartimeFighterInput')
export class WartimeFighter extends WartimeCharacter implements Fighter {
  @In.object(() => WartimeFortunePlan, { optional: true, description: 'What the character spends Fortune on, while points last.' }) readonly fortunePlan?: WartimeFortunePlan;
  @In.object(() => WartimeFormation, { optional: true, description: 'A formation of `size` members with this profile.' }) readonly formation?: WartimeFormation;
  @In.bool({ optional: true, description: 'Failed its 5-to-1 Will check: every impact check fails.' }) readonly fiveToOneFailed?: boolean;
}

@InputType('WartimeCoverInput')
export class WartimeCover extends StrictDto implements CoverInput {
  @PlayerText() @In.text(1, NAME_MAX, { optional: true, example: 'low wall' }) readonly name?: string;
  @In.int(0, 10, { description: 'The covering element\'s Defense.', example: 4 }) readonly defense!: number;
  @In.oneOf(HIDDEN, { example: 'half' }) readonly hidden!: 'half' | 'full';
}

@InputType('WartimeCrewInput')
export class WartimeCrew extends WartimeCharacter {
  @In.bool({ optional: true, description: 'Spends a Fortune point to ignore damage to the transport.' }) readonly ignoreDamage?: boolean;
}

/**
 * A target: a character (the default kind; a formation with `formation`), a transport
 * (`kind: transport`, `transport`) or scenery (`kind: scenery`, `zone`). Fields of another kind are a 422.
 */
@InputType('WartimeTargetBaseInput', { isAbstract: true })
export class WartimeTargetBase extends WartimeFighter {
  @In.oneOf(TARGET_KIND, { optional: true, example: 'character' }) readonly kind?: 'character' | 'transport' | 'scenery';
  @In.list(() => WartimeCover, COVER_MAX, { optional: true, description: `Elements in the line of fire (at most ${WARTIME_LIMITS.coverElements}); their Defense adds up.` }) readonly cover?: WartimeCover[];
  @ref('weapon', 'Close combat: the weapon it strikes back with (a character, or a mech with its pilot).') readonly weapon?: CharacterTarget['weapon'];
  @In.bool({ optional: true, description: 'Immobilised or unable to defend itself: hit without an opposed roll.' }) readonly defenceless?: boolean;
  @ref('transport', '`kind: transport`: the transport archetype.') readonly transport?: TransportTarget['transport'];
  @In.object(() => WartimeCrew, { optional: true, description: '`kind: transport`: the crew member who may spend Fortune for it.' }) readonly crew?: WartimeCrew;
  @In.object(() => WartimeFighter, { optional: true, description: '`kind: transport`: the pilot of a transport that fights in close combat.' }) readonly pilot?: WartimeFighter;
  @ref('zone', '`kind: scenery`: the zone archetype.') readonly zone?: SceneryTarget['zone'];
  @PlayerText() @In.text(1, NAME_MAX, { optional: true, description: '`kind: scenery`: the element struck, when the zone has a Defense per element.' }) readonly element?: string;
}

@InputType('WartimeTargetInput')
export class WartimeTarget extends WartimeTargetBase {}

@InputType('WartimeAreaModelInput')
export class WartimeAreaModel extends WartimeTargetBase {
  @In.object(() => WartimePoint, { description: 'cm on the table (required: the area decides who is under it).' }) declare readonly position: WartimePoint;
}

@InputType('WartimeDefenderInput')
export class WartimeDefender extends WartimeTargetBase {
  @In.number(0, CM_MAX, { optional: true, description: 'cm from the attacker: a next defender is re-engaged when closer than its Movement.' }) readonly distance?: number;
}

@InputType('WartimeCoordinatedInput')
export class WartimeCoordinated extends StrictDto implements CoordinatedInput {
  @In.int(0, WARTIME_LIMITS.coordinatedDice * 2, { optional: true, description: 'Impact dice of the supporting members...' }) readonly dice?: number;
  @In.list(() => WartimeCharacter, 50, { optional: true, description: '...or the members themselves.' }) readonly supporters?: WartimeCharacter[];
}

@InputType('WartimeOptionalRulesInput')
export class WartimeOptionalRules extends StrictDto implements OptionalRules {
  @In.bool({ optional: true, description: 'Vitality instead of casualties.' }) readonly vitality?: boolean;
  @In.bool({ optional: true, description: 'Casualties lie prone; more than twice the Defense pulverises.' }) readonly prone?: boolean;
}

@InputType('WartimeAmmunitionInput')
export class WartimeAmmunition extends StrictDto {
  @In.int(0, 20, { optional: true, description: 'Rounds left (default a full magazine: 10 - Damage, at least 1).' }) readonly rounds?: number;
}

// --- Actions ------------------------------------------------------------------------------------

@InputType({ isAbstract: true })
export class WartimeCheckRequest extends StrictDto implements CheckRequest {
  @In.oneOf(ATTRIBUTE, { example: 'agi' }) readonly attribute!: Attribute;
  @In.object(() => WartimeCharacter, { optional: true, description: 'The character checking... (exactly one of `character` and `value`)' }) readonly character?: WartimeCharacter;
  @In.int(1, 10, { optional: true, description: '...or the attribute\'s value alone.', example: 6 }) readonly value?: number;
  @In.bool({ optional: true, description: 'A difficult action: -2 (or `difficulty`).' }) readonly difficult?: boolean;
  @In.int(-10, 0, { optional: true, description: 'The difficulty modifier (negative).' }) readonly difficulty?: number;
  @In.int(1, 50, { optional: true, description: 'Fleeing close combat engaged with this many enemies: -1 per enemy after the first.' }) readonly engagedEnemies?: number;
  @In.int(1, 10, { optional: true, description: 'The action requires at least this attribute value.' }) readonly minimum?: number;
  @In.int(0, 10, { optional: true, description: 'The action\'s Energy cost (default 1).' }) readonly energy?: number;
  @In.object(() => WartimeSituation, { optional: true }) readonly situation?: WartimeSituation;
  @In.object(() => WartimeCheckFortune, { optional: true }) readonly fortune?: WartimeCheckFortune;
  @dice() readonly dice?: DiceDto;
}

@InputType('WartimeOpposedSideInput')
export class WartimeOpposedSide extends StrictDto implements OpposedSide {
  @In.oneOf(ATTRIBUTE, { example: 'agi' }) readonly attribute!: Attribute;
  @In.object(() => WartimeCharacter, { optional: true }) readonly character?: WartimeCharacter;
  @In.int(1, 10, { optional: true, example: 6 }) readonly value?: number;
  @In.object(() => WartimeSituation, { optional: true }) readonly situation?: WartimeSituation;
}

@InputType({ isAbstract: true })
export class WartimeOpposedCheckRequest extends StrictDto implements OpposedCheckRequest {
  @In.object(() => WartimeOpposedSide, { description: 'Whose action happens if it wins.' }) readonly actor!: WartimeOpposedSide;
  @In.object(() => WartimeOpposedSide) readonly opponent!: WartimeOpposedSide;
  @dice() readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class WartimeProbabilityRequest extends StrictDto implements ProbabilityRequest {
  @In.number(0, 100, { description: 'The chance in percent, rolled on d100.', example: 30 }) readonly percent!: number;
  @PlayerText() @In.text(1, NAME_MAX, { optional: true, example: 'the bridge holds' }) readonly label?: string;
  @dice() readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class WartimeShotRequest extends StrictDto {
  @In.object(() => WartimeFighter, { description: 'The character (or formation) shooting.' }) readonly attacker!: WartimeFighter;
  @ref('weapon', 'Default: the attacker\'s only ranged weapon.') readonly weapon?: ShotRequest['weapon'];
  @In.object(() => WartimeTarget, { optional: true }) readonly target?: WartimeTarget;
  @In.object(() => WartimePoint, { optional: true, description: 'Area weapons: the aimed point.' }) readonly aim?: WartimePoint;
  @In.number(0, CM_MAX, { optional: true, description: 'cm to the target, checked against the Range in kliks (needs `scale`).', example: 40 }) readonly distance?: number;
  @In.number(1, 200, { optional: true, description: 'Figure scale in mm: K = scale / 10 cm, rounded (28 mm: K = 3 cm).', example: 28 }) readonly scale?: number;
  @In.oneOf(FACING, { optional: true, description: 'The side attacked: a transport\'s facing, a formation\'s flank or rear.' }) readonly facing?: Facing;
  @In.bool({ optional: true, description: 'No line of sight, guided by a companion: -2 to impact.' }) readonly blind?: boolean;
  @In.int(1, WARTIME_LIMITS.attacks * 2, { optional: true, description: `Attacks one after the other (at most ${WARTIME_LIMITS.attacks}).` }) readonly attacks?: number;
  @In.int(1, WARTIME_LIMITS.shooters * 2, { optional: true, description: 'Formations: members that shoot (default all).' }) readonly shooters?: number;
  @In.list(() => WartimeAreaModel, MODELS_MAX, { optional: true, description: `Area weapons: the other models under or near the area (at most ${WARTIME_LIMITS.areaModels} with the target).` }) readonly models?: WartimeAreaModel[];
  @In.object(() => WartimeCoordinated, { optional: true }) readonly coordinated?: WartimeCoordinated;
  @In.object(() => WartimeAmmunition, { optional: true, description: 'Optional ammunition rules.' }) readonly ammunition?: WartimeAmmunition;
  @In.object(() => WartimeSituation, { optional: true }) readonly situation?: WartimeSituation;
  @In.object(() => WartimeOptionalRules, { optional: true }) readonly options?: WartimeOptionalRules;
  @dice() readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class WartimeMeleeRequest extends StrictDto {
  @In.object(() => WartimeFighter) readonly attacker!: WartimeFighter;
  @ref('weapon', 'Default: the attacker\'s only close-combat weapon.') readonly weapon?: MeleeRequest['weapon'];
  @In.list(() => WartimeDefender, DEFENDERS_MAX, { description: `Enemies in the order they are fought (at most ${WARTIME_LIMITS.defenders}).` }) readonly defenders!: WartimeDefender[];
  @In.int(1, WARTIME_LIMITS.attacks * 2, { optional: true, description: 'Attack actions (default 1).' }) readonly attacks?: number;
  @In.bool({ optional: true, description: 'The attacker\'s squad charged: +1 impact and +1 damage check.' }) readonly charge?: boolean;
  @In.int(1, WARTIME_LIMITS.inCommon * 2, { optional: true, description: 'Formations: models in common (dice per side).' }) readonly inCommon?: number;
  @In.oneOf(FACING, { optional: true }) readonly facing?: Facing;
  @In.bool({ optional: true, description: 'Roll the impact die against a defenceless target anyway, for a critical.' }) readonly rollImpact?: boolean;
  @In.bool({ optional: true, description: 'The attacker fights from its transport (a mech).' }) readonly mounted?: boolean;
  @In.object(() => WartimeCoordinated, { optional: true }) readonly coordinated?: WartimeCoordinated;
  @In.object(() => WartimeSituation, { optional: true }) readonly situation?: WartimeSituation;
  @In.object(() => WartimeOptionalRules, { optional: true }) readonly options?: WartimeOptionalRules;
  @dice() readonly dice?: DiceDto;
}

/** A Will trigger: `type` says which fields it takes (others are a 422). */
@InputType('WartimeWillTriggerInput')
export class WartimeWillTrigger extends StrictDto {
  @In.oneOf(TRIGGER_TYPE, { example: 'losses' }) readonly type!: WillTrigger['type'];
  @PlayerText() @In.text(1, NAME_MAX, { optional: true, description: '`bonus`: its name.' }) readonly name?: string;
  @In.int(0, 1000, { optional: true, description: '`losses`: members before the action.', example: 5 }) readonly before?: number;
  @In.int(0, 1000, { optional: true, description: '`losses`: members lost to it.', example: 3 }) readonly lost?: number;
  @In.bool({ optional: true, description: '`fortune`: the point was spent recovering Vitality.' }) readonly recoverVitality?: boolean;
  @In.int(0, 1000, { optional: true, description: '`five-to-one`: enemies in the combat.' }) readonly enemies?: number;
  @In.int(0, 1000, { optional: true, description: '`five-to-one`: its own side.' }) readonly allies?: number;
  @PlayerText() @In.text(1, NAME_MAX, { optional: true, description: '`cowed`: what cowed it.' }) readonly source?: string;
}

@InputType('WartimeSquadWillInput')
export class WartimeSquadWill extends StrictDto implements SquadInput {
  @In.list(() => WartimeCharacter, WARTIME_LIMITS.squadMembers, { optional: true, description: 'The members who take the check...' }) readonly members?: WartimeCharacter[];
  @In.int(1, WARTIME_LIMITS.squadMembers, { optional: true, description: '...or their number...' }) readonly size?: number;
  @In.int(1, 10, { optional: true, description: '...and highest Will.' }) readonly highestWill?: number;
  @In.oneOfList(WILL_EFFECT, WARTIME_LIMITS.willEffects * 2, { optional: true }) readonly will?: WillEffect[];
}

@InputType({ isAbstract: true })
export class WartimeWillCheckRequest extends StrictDto {
  @In.object(() => WartimeCharacter, { optional: true, description: 'A character... (exactly one of `character` and `squad`)' }) readonly character?: WartimeCharacter;
  @In.object(() => WartimeSquadWill, { optional: true, description: '...or a squad: one die against its highest Will, +1 per 5 members.' }) readonly squad?: WartimeSquadWill;
  @In.object(() => WartimeWillTrigger) readonly trigger!: WartimeWillTrigger;
  @In.bool({ optional: true, description: 'Acting now: a fumble ends its activation.' }) readonly acting?: boolean;
  @In.object(() => WartimeSituation, { optional: true }) readonly situation?: WartimeSituation;
  @dice() readonly dice?: DiceDto;
}

@InputType('WartimeSquadMemberInput')
export class WartimeSquadMember extends WartimeCharacter implements SquadMemberInput {
  @In.int(1, WARTIME_LIMITS.squadMembers, { optional: true, description: 'This many identical members (default 1).' }) readonly count?: number;
}

@InputType('WartimeSquadChargeInput')
export class WartimeSquadCharge extends StrictDto {
  @In.ints(0, 10, WARTIME_LIMITS.squadMembers, { description: 'Energy left to each member it engaged.' }) readonly leftover!: number[];
}

@InputType('WartimeSquadFormationInput')
export class WartimeSquadFormation extends StrictDto {
  @In.json(refListSchema('weapon', 20), ArchetypeRefListScalar, { optional: true, description: 'The weapons its combat actions use (each an id or inline).' }) readonly weapons?: NonNullable<SquadRequest['formation']>['weapons'];
}

@InputType({ isAbstract: true })
export class WartimeSquadRequest extends StrictDto implements SquadRequest {
  @In.list(() => WartimeSquadMember, WARTIME_LIMITS.squadMembers, { description: 'The members (with `count` for identical ones).' }) readonly members!: WartimeSquadMember[];
  @In.ints(0, 10, WARTIME_LIMITS.squadMembers, { optional: true, description: 'Energy left to each character who joined before the squad acted.' }) readonly joining?: number[];
  @In.object(() => WartimeSquadCharge, { optional: true }) readonly charge?: WartimeSquadCharge;
  @In.object(() => WartimeSquadFormation, { optional: true, description: 'A formation: Defense, Energy, Fortune, combat Energy.' }) readonly formation?: WartimeSquadFormation;
  @In.int(0, 100, { optional: true, description: 'Damage the formation suffered in one attack.' }) readonly damage?: number;
  @In.int(0, 1000, { optional: true, description: 'Members lost to one action.' }) readonly lost?: number;
  @dice() readonly dice?: DiceDto;
}

@InputType('WartimeTurnOrderCharacterInput')
export class WartimeTurnOrderCharacter extends StrictDto implements TurnOrderCharacter {
  @PlayerText() @In.text(1, NAME_MAX, { example: 'Reyes' }) readonly name!: string;
  @PlayerText() @In.text(1, NAME_MAX, { example: 'Ana' }) readonly player!: string;
  @In.int(1, 10, { optional: true, description: 'Reaction... (exactly one of `reaction`, `members`, `character`)' }) readonly reaction?: number;
  @In.ints(1, 10, WARTIME_LIMITS.squadMembers, { optional: true, description: '...or a squad\'s members\' Reactions (it acts at the lowest)...' }) readonly members?: number[];
  @In.object(() => WartimeCharacter, { optional: true, description: '...or the character itself.' }) readonly character?: WartimeCharacter;
  @In.int(0, 30, { optional: true, description: 'Energy spent out of turn during the previous turn.' }) readonly outOfTurnEnergy?: number;
}

@InputType({ isAbstract: true })
export class WartimeTurnOrderRequest extends StrictDto implements TurnOrderRequest {
  @PlayerText('line', { each: true }) @In.texts(1, NAME_MAX, WARTIME_LIMITS.players * 2, { description: 'Players clockwise round the table.', example: ['Ana', 'Ben'] }) readonly players!: string[];
  @In.list(() => WartimeTurnOrderCharacter, WARTIME_LIMITS.characters) readonly characters!: WartimeTurnOrderCharacter[];
  @PlayerText() @In.text(1, NAME_MAX, { optional: true, description: 'Who has the initiative; drawn with d10s when left out.' }) readonly initiative?: string;
  @dice() readonly dice?: DiceDto;
}

@InputType('WartimeTrapTransportInput')
export class WartimeTrapTransport extends StrictDto {
  @ref('transport', 'The transport archetype.', false) readonly transport!: NonNullable<TrapRequest['transport']>['transport'];
  @In.object(() => WartimeCharacter, { description: 'Its pilot.' }) readonly pilot!: WartimeCharacter;
  @In.oneOf(FACING, { optional: true, description: 'The side going in (default front).' }) readonly facing?: Facing;
}

@InputType({ isAbstract: true })
export class WartimeTrapRequest extends StrictDto implements TrapRequest {
  @ref('zone', 'The zone with traps.', false) readonly zone!: TrapRequest['zone'];
  @In.object(() => WartimeCharacter, { optional: true, description: 'A character crossing... (exactly one of `character` and `transport`)' }) readonly character?: WartimeCharacter;
  @In.oneOf(TRAP_ATTRIBUTE, { optional: true, description: 'Default the higher of AGI and INT.' }) readonly attribute?: 'agi' | 'int';
  @In.object(() => WartimeTrapTransport, { optional: true, description: '...or a transport.' }) readonly transport?: WartimeTrapTransport;
  @In.object(() => WartimeSituation, { optional: true }) readonly situation?: WartimeSituation;
  @In.object(() => WartimeCheckFortune, { optional: true }) readonly fortune?: WartimeCheckFortune;
  @In.object(() => WartimeOptionalRules, { optional: true }) readonly options?: WartimeOptionalRules;
  @dice() readonly dice?: DiceDto;
}

// --- The engine's shapes ------------------------------------------------------------------------

type TargetFields = CharacterTarget & Omit<TransportTarget, 'kind'> & { readonly zone?: unknown; readonly element?: string; readonly kind?: 'character' | 'transport' | 'scenery' };
type Trigger = { [K in WillTrigger extends infer T ? (T extends unknown ? keyof T : never) : never]?: unknown };

sameFields<WartimePoint, Point>(true);
sameFields<WartimeNamedModifier, NamedModifier>(true);
sameFields<WartimeSituation, Situation>(true);
sameFields<WartimeCheckFortune, CheckFortune>(true);
sameFields<WartimeFortunePlan, FortunePlan>(true);
sameFields<WartimeFormation, FormationInput>(true);
sameFields<WartimeCharacter, CharacterInput>(true);
sameFields<WartimeFighter, Fighter>(true);
sameFields<WartimeCover, CoverInput>(true);
sameFields<WartimeCrew, NonNullable<TransportTarget['crew']>>(true);
sameFields<WartimeTarget, TargetFields>(true);
sameFields<WartimeCoordinated, CoordinatedInput>(true);
sameFields<WartimeOptionalRules, OptionalRules>(true);
sameFields<WartimeAmmunition, NonNullable<ShotRequest['ammunition']>>(true);
sameFields<WartimeCheckRequest, CheckRequest>(true);
sameFields<WartimeOpposedSide, OpposedSide>(true);
sameFields<WartimeOpposedCheckRequest, OpposedCheckRequest>(true);
sameFields<WartimeProbabilityRequest, ProbabilityRequest>(true);
sameFields<WartimeShotRequest, ShotRequest>(true);
sameFields<WartimeMeleeRequest, MeleeRequest>(true);
sameFields<WartimeWillTrigger, Trigger>(true);
sameFields<WartimeSquadWill, SquadInput>(true);
sameFields<WartimeWillCheckRequest, WillCheckRequest>(true);
sameFields<WartimeSquadMember, SquadMemberInput>(true);
sameFields<WartimeSquadRequest, SquadRequest>(true);
sameFields<WartimeTurnOrderCharacter, TurnOrderCharacter>(true);
sameFields<WartimeTurnOrderRequest, TurnOrderRequest>(true);
sameFields<WartimeTrapRequest, TrapRequest>(true);
