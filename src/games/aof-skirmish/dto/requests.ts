import { InputType } from '@nestjs/graphql';
import { DiceDto } from '../../../common/dto/dice.dto';
import { PlayerText, StrictDto } from '../../../common/validation/decorators';
import type {
  CastRequest,
  Cover,
  DangerousTerrainRequest,
  DeploymentRequest,
  FallRequest,
  JumpRequest,
  MeleeRequest,
  MoraleRequest,
  MoveAction,
  MovementRequest,
  ObjectivesRequest,
  PushRequest,
  QualityTestRequest,
  ShotRequest,
  Side,
  JoinedHeroInput,
  RuleRef,
  UnitInput,
  UnitProfileInput,
  WeaponGroupInput,
  WeaponProfileInput,
  WoundEffectsRequest,
} from '../../../engine/aof-skirmish';
import { STAT_MAX, STAT_MIN } from '../../../engine/aof-skirmish';
import { AOF_LIMITS } from '../../../engine/aof-skirmish/limits';
import { In, dualEnum } from '../fields';
import {
  AofSkirmishJoinedHero,
  AofSkirmishPoint,
  AofSkirmishRuleRef,
  AofSkirmishUnitInPlay,
  AofSkirmishUnitProfile,
  AofSkirmishWeaponGroup,
  AofSkirmishWeaponProfile,
  DISTANCE_MAX,
  DiceField,
  LABEL_MAX,
  LIST_MAX,
  MODELS_MAX,
} from './units';

/*
 * The body of each AoF Skirmish resolve action, field for field the engine's request
 * (src/engine/aof-skirmish/requests.ts): the REST schema `AofSkirmish<Action>Request` and the
 * GraphQL input `AofSkirmish<Action>Input` are one class.
 */

export { every } from '../fields';
import { every } from '../fields';

export const COVER = dualEnum(every<Cover>()(['none', 'terrain', 'sight-blocker']), 'AofSkirmishCover', 'Cover of the unit shot at.');
export const MOVE_ACTION = dualEnum(every<MoveAction>()(['hold', 'advance', 'rush', 'charge']), 'AofSkirmishMoveAction');
export const TABLE_SIDE = dualEnum(every<Side>()(['a', 'b']), 'AofSkirmishTableSide', 'A player: side a deploys from y = 0, side b from y = depth.');
export const HELPER_SIDE = dualEnum(every<NonNullable<CastRequest['helpers']>[number]['side']>()(['friendly', 'enemy']), 'AofSkirmishHelperSide');
export const JUMP_KIND = dualEnum(every<JumpRequest['kind']>()(['gap', 'descent']), 'AofSkirmishJumpKind');
export const DEPLOYMENT_KIND = dualEnum(every<DeploymentRequest['kind']>()(['deploy', 'ambush', 'scout']), 'AofSkirmishDeploymentKind');

/** Caster tokens, spell values: the document's 6 at most. */
const TOKENS_MAX = 6;
const LAST_ROUND = 4;
const INCHES_MAX = 100;
const BASE_RADIUS_MAX = 5;

const unit = (description: string, optional = false): PropertyDecorator => In.object(() => AofSkirmishUnitInPlay, { description, optional });
const points = (description: string, optional = false): PropertyDecorator => In.list(() => AofSkirmishPoint, LIST_MAX, { description, optional });
const baseRadius = (): PropertyDecorator => In.number(0, BASE_RADIUS_MAX, { optional: true, description: 'Base radius in inches (default 0.5).', example: 0.5 });

@InputType({ isAbstract: true })
export class AofSkirmishQualityTestRequest extends StrictDto implements QualityTestRequest {
  @In.int(STAT_MIN, STAT_MAX, { description: 'Quality N+.', example: 4 })
  readonly quality!: number;

  @In.int(-6, 6, { optional: true, description: 'Sum of the modifiers to the roll (an unmodified 6 still passes, a 1 still fails).', example: 0 })
  readonly modifier?: number;

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class AofSkirmishShotRequest extends StrictDto implements ShotRequest {
  @unit('The unit shooting.')
  readonly attacker!: AofSkirmishUnitInPlay;

  @unit('The unit shot at.')
  readonly target!: AofSkirmishUnitInPlay;

  @In.number(0, DISTANCE_MAX, { description: 'Inches between the units; weapons with a shorter range do not fire.', example: 18 })
  readonly distance!: number;

  @In.oneOf(COVER, { optional: true, description: '`terrain`: most models inside cover terrain; `sight-blocker`: behind sight blockers (Indirect ignores it). +1 to Defense.', example: 'none' })
  readonly cover?: Cover;

  @In.bool({ optional: true, description: 'The attacker moved before shooting (Indirect: -1 to hit).' })
  readonly moved?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class AofSkirmishMeleeRequest extends StrictDto implements MeleeRequest {
  @unit('The charging unit.')
  readonly attacker!: AofSkirmishUnitInPlay;

  @unit('The unit charged.')
  readonly defender!: AofSkirmishUnitInPlay;

  @In.bool({ optional: true, description: 'The defender strikes back (optional in the rules); default true.' })
  readonly strikeBack?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType('AofSkirmishDeadlyWoundsInput')
export class AofSkirmishDeadlyWounds extends StrictDto {
  @In.int(0, AOF_LIMITS.wounds, { description: 'How many of `wounds` came from the Deadly(X) weapon.', example: 1 })
  readonly wounds!: number;

  @In.int(1, AOF_LIMITS.rating, { description: 'X of Deadly(X).', example: 3 })
  readonly rating!: number;
}

@InputType({ isAbstract: true })
export class AofSkirmishWoundEffectsRequest extends StrictDto implements WoundEffectsRequest {
  @unit('The unit wounded.')
  readonly unit!: AofSkirmishUnitInPlay;

  @In.int(0, AOF_LIMITS.wounds, { description: 'Every wound received at once, Deadly ones included.', example: 2 })
  readonly wounds!: number;

  @In.object(() => AofSkirmishDeadlyWounds, { optional: true, description: 'How many of the wounds came from a Deadly(X) weapon: resolved first, never carried over to the next model.' })
  readonly deadly?: AofSkirmishDeadlyWounds;

  @DiceField()
  readonly dice?: DiceDto;
}

type MoraleUnitInput = MoraleRequest['units'][number];

@InputType('AofSkirmishMoraleUnitInput')
export class AofSkirmishMoraleUnit extends AofSkirmishUnitInPlay implements MoraleUnitInput {
  @In.bool({ optional: true, description: "One of the Standard's units: +1 to the test." })
  readonly standard?: boolean;
}

@InputType({ isAbstract: true })
export class AofSkirmishMoraleRequest extends StrictDto implements MoraleRequest {
  @In.int(1, AOF_LIMITS.units, { description: 'Units the army started with.', example: 6 })
  readonly startingUnits!: number;

  @In.int(0, AOF_LIMITS.units, { description: 'Units left; half or fewer of the starting ones: every unit tests.', example: 3 })
  readonly remainingUnits!: number;

  @In.list(() => AofSkirmishMoraleUnit, LIST_MAX, { description: 'The units that test (every unit left, in the rules).' })
  readonly units!: AofSkirmishMoraleUnit[];

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class AofSkirmishMovementRequest extends StrictDto implements MovementRequest {
  @unit('The unit moving.')
  readonly unit!: AofSkirmishUnitInPlay;

  @In.oneOf(MOVE_ACTION, { example: 'advance' })
  readonly action!: MoveAction;

  @In.bool({ optional: true, description: "The unit is one of the Musician's (its own or one of the 3 chosen): +1\"." })
  readonly musician?: boolean;

  @In.bool({ optional: true, description: 'The move crosses difficult terrain (6" at most in all).' })
  readonly difficultTerrain?: boolean;

  @points('Model centres after the move, in inches: checks coherency (1" to one member, 6" to all).', true)
  readonly positions?: AofSkirmishPoint[];

  @baseRadius()
  readonly baseRadius?: number;

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class AofSkirmishDangerousTerrainRequest extends StrictDto implements DangerousTerrainRequest {
  @unit('The unit in dangerous terrain.')
  readonly unit!: AofSkirmishUnitInPlay;

  @In.int(1, MODELS_MAX, { optional: true, description: 'Models that moved through or activated in it (default every model left).', example: 2 })
  readonly models?: number;

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class AofSkirmishJumpRequest extends StrictDto implements JumpRequest {
  @unit('The unit jumping.')
  readonly unit!: AofSkirmishUnitInPlay;

  @In.oneOf(JUMP_KIND, { description: '`gap`: across; `descent`: down.', example: 'gap' })
  readonly kind!: JumpRequest['kind'];

  @In.number(0, INCHES_MAX, { description: 'Inches (6 at most: beyond, no jump is possible).', example: 4 })
  readonly inches!: number;

  @In.number(0, INCHES_MAX, { optional: true, description: 'Height fallen if the jump fails (default: `inches` for a descent, none for a gap).', example: 3 })
  readonly height?: number;

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class AofSkirmishFallRequest extends StrictDto implements FallRequest {
  @unit('The unit one of whose models falls.')
  readonly unit!: AofSkirmishUnitInPlay;

  @In.number(0, INCHES_MAX, { description: 'Inches fallen.', example: 4 })
  readonly height!: number;

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType({ isAbstract: true })
export class AofSkirmishPushRequest extends StrictDto implements PushRequest {
  @In.number(0, INCHES_MAX, { optional: true, description: 'How far the attacker wants to move the stunned model (2" at most; default 2).', example: 2 })
  readonly inches?: number;

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType('AofSkirmishCasterInput')
export class AofSkirmishCaster extends StrictDto {
  @PlayerText()
  @In.text(1, LABEL_MAX, { optional: true, example: 'Cinder Seer' })
  readonly name?: string;

  @In.int(1, TOKENS_MAX, { description: 'X of Caster(X): tokens gained at the start of each round.', example: 2 })
  readonly rating!: number;

  @In.int(0, TOKENS_MAX, { description: 'Tokens held now (before `roundStart`).', example: 1 })
  readonly tokens!: number;

  @In.bool({ optional: true, description: 'Add X tokens first (the start of a round); 6 at most.' })
  readonly roundStart?: boolean;
}

@InputType('AofSkirmishSpellInput')
export class AofSkirmishSpell extends StrictDto {
  @PlayerText()
  @In.text(1, LABEL_MAX, { optional: true, example: 'Ember bolt' })
  readonly name?: string;

  @In.int(1, TOKENS_MAX, { description: 'Tokens it costs.', example: 2 })
  readonly value!: number;
}

@InputType('AofSkirmishCastHelperInput')
export class AofSkirmishCastHelper extends StrictDto {
  @PlayerText()
  @In.text(1, LABEL_MAX, { optional: true })
  readonly name?: string;

  @In.oneOf(HELPER_SIDE, { description: 'Friendly: +1 per token; enemy: -1.', example: 'friendly' })
  readonly side!: NonNullable<CastRequest['helpers']>[number]['side'];

  @In.int(0, TOKENS_MAX, { description: 'Tokens it spends.', example: 1 })
  readonly tokens!: number;

  @In.int(0, TOKENS_MAX, { optional: true, description: 'Tokens it holds (default: `tokens`).' })
  readonly available?: number;

  @In.number(0, 1000, { description: 'Inches from the caster (18 at most).', example: 10 })
  readonly distance!: number;
}

@InputType({ isAbstract: true })
export class AofSkirmishCastRequest extends StrictDto implements CastRequest {
  @In.object(() => AofSkirmishCaster)
  readonly caster!: AofSkirmishCaster;

  @In.object(() => AofSkirmishSpell)
  readonly spell!: AofSkirmishSpell;

  @In.list(() => AofSkirmishCastHelper, LIST_MAX, { optional: true, description: 'Casters within 18" in line of sight spending tokens at the same time.' })
  readonly helpers?: AofSkirmishCastHelper[];

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType('AofSkirmishMarkerInput')
export class AofSkirmishMarker extends StrictDto {
  @In.object(() => AofSkirmishPoint)
  readonly position!: AofSkirmishPoint;

  @In.oneOf(TABLE_SIDE, { optional: true, description: 'Who held it before this round ended; absent: neutral.', example: 'a' })
  readonly controller?: Side;
}

@InputType('AofSkirmishObjectiveUnitInput')
export class AofSkirmishObjectiveUnit extends StrictDto {
  @PlayerText()
  @In.text(1, LABEL_MAX, { optional: true })
  readonly name?: string;

  @In.oneOf(TABLE_SIDE, { example: 'a' })
  readonly side!: Side;

  @points('Model centres.')
  readonly positions!: AofSkirmishPoint[];

  @In.bool({ optional: true, description: 'Stunned units cannot seize or contest.' })
  readonly stunned?: boolean;

  @In.bool({ optional: true, description: 'Deployed by Ambush this round: cannot seize or contest.' })
  readonly ambushedThisRound?: boolean;
}

@InputType({ isAbstract: true })
export class AofSkirmishObjectivesRequest extends StrictDto implements ObjectivesRequest {
  @In.int(1, LAST_ROUND, { description: 'The round that just ended; after round 4 the winner is named.', example: 2 })
  readonly round!: number;

  @In.list(() => AofSkirmishMarker, LIST_MAX, { optional: true, description: 'Markers on the table; absent: roll how many to place (D3+2).' })
  readonly markers?: AofSkirmishMarker[];

  @In.list(() => AofSkirmishObjectiveUnit, LIST_MAX, { optional: true })
  readonly units?: AofSkirmishObjectiveUnit[];

  @baseRadius()
  readonly baseRadius?: number;

  @DiceField()
  readonly dice?: DiceDto;
}

@InputType('AofSkirmishTableInput')
export class AofSkirmishTable extends StrictDto {
  @In.number(0, 200, { example: 48 })
  readonly width!: number;

  @In.number(0, 200, { example: 48 })
  readonly depth!: number;
}

@InputType({ isAbstract: true })
export class AofSkirmishDeploymentRequest extends StrictDto implements DeploymentRequest {
  @In.object(() => AofSkirmishTable, { optional: true, description: 'Table in inches (default 48 x 48).' })
  readonly table?: AofSkirmishTable;

  @In.oneOf(DEPLOYMENT_KIND, { description: '`deploy`: within 12" of the own edge; `ambush`: over 9" from enemies, from round 2; `scout`: up to 12" beyond the own zone.', example: 'deploy' })
  readonly kind!: DeploymentRequest['kind'];

  @In.oneOf(TABLE_SIDE, { example: 'a' })
  readonly side!: Side;

  @points('Centres of the models placed.')
  readonly positions!: AofSkirmishPoint[];

  @points('Enemy model centres (ambush).', true)
  readonly enemies?: AofSkirmishPoint[];

  @In.int(1, LAST_ROUND, { optional: true, description: 'The round the unit arrives: required for an ambush, 2 or later (otherwise a 422 at `round`).', example: 2 })
  readonly round?: number;

  @baseRadius()
  readonly baseRadius?: number;

  @In.bool({ optional: true, description: 'Roll off for who picks the table edge (d6 each, ties rerolled).' })
  readonly rollOff?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}

// --- The engine's shapes ------------------------------------------------------------------------

export { sameFields } from '../fields';
import { sameFields } from '../fields';

sameFields<AofSkirmishQualityTestRequest, QualityTestRequest>(true);
sameFields<AofSkirmishShotRequest, ShotRequest>(true);
sameFields<AofSkirmishMeleeRequest, MeleeRequest>(true);
sameFields<AofSkirmishWoundEffectsRequest, WoundEffectsRequest>(true);
sameFields<AofSkirmishDeadlyWounds, NonNullable<WoundEffectsRequest['deadly']>>(true);
sameFields<AofSkirmishMoraleRequest, MoraleRequest>(true);
sameFields<AofSkirmishMoraleUnit, MoraleRequest['units'][number]>(true);
sameFields<AofSkirmishMovementRequest, MovementRequest>(true);
sameFields<AofSkirmishDangerousTerrainRequest, DangerousTerrainRequest>(true);
sameFields<AofSkirmishJumpRequest, JumpRequest>(true);
sameFields<AofSkirmishFallRequest, FallRequest>(true);
sameFields<AofSkirmishPushRequest, PushRequest>(true);
sameFields<AofSkirmishCastRequest, CastRequest>(true);
sameFields<AofSkirmishCaster, CastRequest['caster']>(true);
sameFields<AofSkirmishSpell, CastRequest['spell']>(true);
sameFields<AofSkirmishCastHelper, NonNullable<CastRequest['helpers']>[number]>(true);
sameFields<AofSkirmishObjectivesRequest, ObjectivesRequest>(true);
sameFields<AofSkirmishMarker, NonNullable<ObjectivesRequest['markers']>[number]>(true);
sameFields<AofSkirmishObjectiveUnit, NonNullable<ObjectivesRequest['units']>[number]>(true);
sameFields<AofSkirmishDeploymentRequest, DeploymentRequest>(true);
sameFields<AofSkirmishTable, NonNullable<DeploymentRequest['table']>>(true);
sameFields<AofSkirmishUnitInPlay, UnitInput>(true);
sameFields<AofSkirmishUnitProfile, UnitProfileInput>(true);
sameFields<AofSkirmishJoinedHero, JoinedHeroInput>(true);
sameFields<AofSkirmishWeaponGroup, WeaponGroupInput>(true);
sameFields<AofSkirmishWeaponProfile, WeaponProfileInput>(true);
sameFields<AofSkirmishRuleRef, RuleRef>(true);
