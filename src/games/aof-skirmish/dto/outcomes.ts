import { ObjectType } from '@nestjs/graphql';
import type {
  AttackOdds,
  CastOutcome,
  DangerousTerrainOutcome,
  DeploymentOutcome,
  FallOdds,
  FallOutcome,
  JumpOutcome,
  MeleeOdds,
  MeleeOutcome,
  MoraleOdds,
  MoraleOutcome,
  MoraleResult,
  MovementOutcome,
  ObjectivesOutcome,
  PassOdds,
  PushOutcome,
  QualityTestOutcome,
  ShotOutcome,
  StrikeOutcome,
  UnitState,
  WoundEffectsOdds,
  WoundEffectsOutcome,
} from '../../../engine/aof-skirmish';
import { ExtraField, Out, dualEnum, resolutionTypes as gameResolutionTypes } from '../fields';

export type { ExtraField } from '../fields';
import { MOVE_ACTION, TABLE_SIDE, every, sameFields } from './requests';

/*
 * What each AoF Skirmish action answers in `outcome` and `odds` (engine: outcomes.ts): each class
 * is the Swagger schema (its class name) and the GraphQL object type (the same name). Names of
 * units and helpers are in the reply's language.
 */

const STRIKE_SIDE = dualEnum(every<StrikeOutcome['by']>()(['attacker', 'defender']), 'AofSkirmishStrikeSide');
const STRIKE_KIND = dualEnum(every<StrikeOutcome['kind']>()(['shot', 'counter', 'charge', 'strike-back']), 'AofSkirmishStrikeKind', '`counter`: Counter weapons striking first; `charge`: the charger (Impact included); `strike-back`.');
const MELEE_WINNER = dualEnum(every<MeleeOutcome['winner']>()(['attacker', 'defender', 'draw']), 'AofSkirmishMeleeWinner');
const AFTERWARDS = dualEnum(every<MeleeOutcome['afterwards']>()(['consolidate', 'separate', 'none']), 'AofSkirmishAfterMelee', '`consolidate`: the survivor of a destroyed pair may move up to 3"; `separate`: the charger falls back 1".');
const MORALE_RESULT = dualEnum(every<MoraleResult>()(['no-test', 'passed', 'stunned', 'fled']), 'AofSkirmishMoraleResult');
const MARKER_CHANGE = dualEnum(every<ObjectivesOutcome['markers'][number]['change']>()(['seized', 'neutralised', 'held', 'none']), 'AofSkirmishMarkerChange');
const GAME_WINNER = dualEnum(every<NonNullable<ObjectivesOutcome['winner']>>()(['a', 'b', 'draw']), 'AofSkirmishGameWinner');
// An Ambush before round 2 is not a problem of the placement: the request is refused (422 at `round`).
const PLACEMENT_PROBLEM = dualEnum(['off-table', 'outside-zone', 'scout-too-far', 'ambush-too-close'] as const, 'AofSkirmishPlacementProblem');

const unmodelled = (): PropertyDecorator => Out.texts({ description: 'Special rules on the units that this action does not apply (ids), never silently ignored.', example: [] });

@ObjectType('AofSkirmishUnitState', { description: 'A unit after wounds: models left, markers on its last model.' })
export class AofSkirmishUnitState {
  @Out.int({ example: 4 }) readonly modelsLeft!: number;
  @Out.int({ description: 'Wound markers on the last model.', example: 0 }) readonly wounds!: number;
  @Out.bool() readonly stunned!: boolean;
  @Out.bool() readonly destroyed!: boolean;
}

@ObjectType('AofSkirmishStrike', { description: "One unit's attack on another: a shot, or one strike of a melee." })
export class AofSkirmishStrike {
  @Out.oneOf(STRIKE_SIDE, { example: 'attacker' }) readonly by!: string;
  @Out.oneOf(STRIKE_KIND, { example: 'shot' }) readonly kind!: string;
  @Out.int({ description: 'To-hit dice rolled (Impact dice included).', example: 10 }) readonly attacks!: number;
  @Out.int({ description: 'Unmodified 6s to hit.', example: 2 }) readonly sixes!: number;
  @Out.int({ description: 'Hits after extra hits and Blast.', example: 6 }) readonly hits!: number;
  @Out.int({ example: 3 }) readonly blocked!: number;
  @Out.int({ description: 'Wounds ignored by Regeneration.', example: 0 }) readonly regenerated!: number;
  @Out.int({ description: 'Wounds inflicted (Deadly multiplied), wasted ones included.', example: 3 }) readonly wounds!: number;
  @Out.int({ example: 3 }) readonly modelsRemoved!: number;
  @Out.object(() => AofSkirmishUnitState, { description: 'The target after the strike.' }) readonly target!: AofSkirmishUnitState;
}

@ObjectType('AofSkirmishAttackOdds', { description: 'Exact odds of an attack on one unit.' })
export class AofSkirmishAttackOdds {
  @Out.ps({ description: 'P(one die hits), per weapon group in request order (Impact dice as a group of their own).', example: [0.5] }) readonly hitPerAttack!: number[];
  @Out.float({ optional: true, description: 'Shots only: expected hits.', example: 2.5 }) readonly expectedHits?: number;
  @Out.float({ example: 1.25 }) readonly expectedWounds!: number;
  @Out.ps({ description: 'P(exactly k models removed), k = 0 .. models left.', example: [0.3, 0.5, 0.2] }) readonly modelsRemoved!: number[];
  @Out.float({ example: 0.9 }) readonly expectedModelsRemoved!: number;
  @Out.ps({ description: 'P(the last model, still standing, carries exactly k markers); sums to 1 - destroyed.', example: [0.9] }) readonly lastModelWounds!: number[];
  @Out.p({ description: 'P(the unit is stunned afterwards, still on the table).' }) readonly stunned!: number;
  @Out.p({ description: 'P(the unit is destroyed).' }) readonly destroyed!: number;
}

@ObjectType('AofSkirmishDefenseOdds', { description: 'The same attack against one Defense value.' })
export class AofSkirmishDefenseOdds {
  @Out.int({ description: 'Defense N+ of the target (a joined hero\'s too).', example: 4 }) readonly defense!: number;
  @Out.object(() => AofSkirmishAttackOdds) readonly odds!: AofSkirmishAttackOdds;
}

@ObjectType('AofSkirmishShotOutcome')
export class AofSkirmishShotOutcome {
  @Out.object(() => AofSkirmishStrike) readonly strike!: AofSkirmishStrike;
  @unmodelled() readonly unmodelled!: string[];
}

@ObjectType('AofSkirmishMeleeScore', { description: 'Wounds each side inflicted, plus Fear(X) (ruling aof-skirmish/melee-winner).' })
export class AofSkirmishMeleeScore {
  @Out.int({ example: 3 }) readonly attacker!: number;
  @Out.int({ example: 1 }) readonly defender!: number;
}

@ObjectType('AofSkirmishFatigue', { description: 'Who is fatigued until the end of the round.' })
export class AofSkirmishFatigue {
  @Out.bool() readonly attacker!: boolean;
  @Out.bool() readonly defender!: boolean;
}

@ObjectType('AofSkirmishMeleeOutcome')
export class AofSkirmishMeleeOutcome {
  @Out.list(() => AofSkirmishStrike, { description: 'In order: the Counter strike, the charge, the strike back.' }) readonly strikes!: AofSkirmishStrike[];
  @Out.object(() => AofSkirmishMeleeScore) readonly score!: AofSkirmishMeleeScore;
  @Out.oneOf(MELEE_WINNER, { example: 'attacker' }) readonly winner!: string;
  @Out.object(() => AofSkirmishUnitState) readonly attacker!: AofSkirmishUnitState;
  @Out.object(() => AofSkirmishUnitState) readonly defender!: AofSkirmishUnitState;
  @Out.object(() => AofSkirmishFatigue) readonly fatigued!: AofSkirmishFatigue;
  @Out.oneOf(AFTERWARDS, { example: 'none' }) readonly afterwards!: string;
  @unmodelled() readonly unmodelled!: string[];
}

@ObjectType('AofSkirmishMeleeWinOdds')
export class AofSkirmishMeleeWinOdds {
  @Out.p() readonly attacker!: number;
  @Out.p() readonly defender!: number;
  @Out.p() readonly draw!: number;
}

@ObjectType('AofSkirmishMeleeOdds')
export class AofSkirmishMeleeOdds {
  @Out.object(() => AofSkirmishAttackOdds, { description: 'What the attacker\'s unit suffers (Counter and the strike back).' }) readonly attacker!: AofSkirmishAttackOdds;
  @Out.object(() => AofSkirmishAttackOdds, { description: 'What the defender\'s unit suffers (the charge).' }) readonly defender!: AofSkirmishAttackOdds;
  @Out.object(() => AofSkirmishMeleeWinOdds) readonly winner!: AofSkirmishMeleeWinOdds;
}

@ObjectType('AofSkirmishMeleeDefenseOdds', { description: 'The same melee against one Defense value of the defender.' })
export class AofSkirmishMeleeDefenseOdds {
  @Out.int({ description: "Defense N+ of the defender (a joined hero's too).", example: 4 }) readonly defense!: number;
  @Out.object(() => AofSkirmishMeleeOdds) readonly odds!: AofSkirmishMeleeOdds;
}

@ObjectType('AofSkirmishQualityTestOutcome')
export class AofSkirmishQualityTestOutcome {
  @Out.int({ example: 5 }) readonly roll!: number;
  @Out.int({ description: 'The number the roll needed (Quality less the modifier).', example: 4 }) readonly need!: number;
  @Out.bool() readonly passed!: boolean;
  @Out.bool({ description: 'Passed on an unmodified 6, or failed on an unmodified 1, whatever the modifiers.' }) readonly natural!: boolean;
}

@ObjectType('AofSkirmishPassOdds')
export class AofSkirmishPassOdds {
  @Out.p({ example: 0.5 }) readonly pass!: number;
}

@ObjectType('AofSkirmishWoundEffectsOutcome')
export class AofSkirmishWoundEffectsOutcome {
  @Out.object(() => AofSkirmishUnitState) readonly before!: AofSkirmishUnitState;
  @Out.object(() => AofSkirmishUnitState) readonly after!: AofSkirmishUnitState;
  @Out.int({ example: 1 }) readonly modelsRemoved!: number;
  @Out.int({ optional: true, description: 'The wound-effects roll; absent when none was due.', example: 4 }) readonly roll?: number;
  @unmodelled() readonly unmodelled!: string[];
}

@ObjectType('AofSkirmishWoundOdds')
export class AofSkirmishWoundOdds {
  @Out.p() readonly stunned!: number;
  @Out.p() readonly destroyed!: number;
  @Out.p({ description: 'P(no wound-effects roll was due).' }) readonly noRoll!: number;
}

@ObjectType('AofSkirmishMoraleUnitResult')
export class AofSkirmishMoraleUnitResult {
  @Out.text({ example: 'Wardens' }) readonly name!: string;
  @Out.oneOf(MORALE_RESULT, { example: 'passed' }) readonly result!: string;
  @Out.bool() readonly fearless!: boolean;
}

@ObjectType('AofSkirmishMoraleOutcome')
export class AofSkirmishMoraleOutcome {
  @Out.bool({ description: 'Half or fewer of the starting units are left: every unit tests.' }) readonly testRequired!: boolean;
  @Out.list(() => AofSkirmishMoraleUnitResult) readonly units!: AofSkirmishMoraleUnitResult[];
}

@ObjectType('AofSkirmishMoraleUnitOdds')
export class AofSkirmishMoraleUnitOdds {
  @Out.text({ example: 'Wardens' }) readonly name!: string;
  @Out.p() readonly passed!: number;
  @Out.p() readonly stunned!: number;
  @Out.p() readonly fled!: number;
}

@ObjectType('AofSkirmishMoraleOdds')
export class AofSkirmishMoraleOdds {
  @Out.list(() => AofSkirmishMoraleUnitOdds) readonly units!: AofSkirmishMoraleUnitOdds[];
}

@ObjectType('AofSkirmishMovementOutcome')
export class AofSkirmishMovementOutcome {
  @Out.oneOf(MOVE_ACTION, { example: 'advance' }) readonly action!: string;
  @Out.float({ description: 'Maximum inches.', example: 6 }) readonly inches!: number;
  @Out.bool() readonly mayShoot!: boolean;
  @Out.bool({ optional: true, description: 'With positions: whether every model is in coherency.' }) readonly coherent?: boolean;
  @Out.ints({ optional: true, description: 'With positions: indices of the models out of coherency.', example: [] }) readonly outOfCoherency?: number[];
  @unmodelled() readonly unmodelled!: string[];
}

@ObjectType('AofSkirmishDangerousTerrainOutcome')
export class AofSkirmishDangerousTerrainOutcome {
  @Out.int({ example: 5 }) readonly dice!: number;
  @Out.int({ example: 1 }) readonly wounds!: number;
  @Out.object(() => AofSkirmishUnitState) readonly after!: AofSkirmishUnitState;
}

@ObjectType('AofSkirmishFallOutcome')
export class AofSkirmishFallOutcome {
  @Out.float({ example: 4 }) readonly height!: number;
  @Out.int({ description: 'AP of the hit (1 per full 3").', example: 1 }) readonly ap!: number;
  @Out.bool({ description: 'A model of a group dies without a roll.' }) readonly modelRemoved!: boolean;
  @Out.bool() readonly hit!: boolean;
  @Out.bool() readonly wounded!: boolean;
  @Out.object(() => AofSkirmishUnitState) readonly after!: AofSkirmishUnitState;
  @Out.bool({ description: 'The activation ends; the model is placed within 2" of the bottom.' }) readonly activationEnds!: boolean;
}

@ObjectType('AofSkirmishFallOdds')
export class AofSkirmishFallOdds {
  @Out.p() readonly wounded!: number;
  @Out.p() readonly stunned!: number;
  @Out.p() readonly destroyed!: number;
}

@ObjectType('AofSkirmishJumpOutcome')
export class AofSkirmishJumpOutcome {
  @Out.int({ example: 2 }) readonly dice!: number;
  @Out.bool() readonly success!: boolean;
  @Out.object(() => AofSkirmishFallOutcome, { optional: true, description: 'The fall that follows a failed jump.' }) readonly fall?: AofSkirmishFallOutcome;
}

@ObjectType('AofSkirmishJumpOdds')
export class AofSkirmishJumpOdds {
  @Out.p() readonly success!: number;
}

@ObjectType('AofSkirmishPushOutcome')
export class AofSkirmishPushOutcome {
  @Out.int({ example: 4 }) readonly roll!: number;
  @Out.bool() readonly pushed!: boolean;
  @Out.float({ example: 2 }) readonly inches!: number;
}

@ObjectType('AofSkirmishCastHelperResult')
export class AofSkirmishCastHelperResult {
  @Out.text() readonly name!: string;
  @Out.int() readonly tokensLeft!: number;
}

@ObjectType('AofSkirmishCastOutcome')
export class AofSkirmishCastOutcome {
  @Out.int({ example: 5 }) readonly roll!: number;
  @Out.int({ description: 'Friendly tokens less enemy tokens spent by helpers.', example: 0 }) readonly modifier!: number;
  @Out.bool() readonly success!: boolean;
  @Out.int({ example: 1 }) readonly tokensLeft!: number;
  @Out.list(() => AofSkirmishCastHelperResult) readonly helpers!: AofSkirmishCastHelperResult[];
}

@ObjectType('AofSkirmishPosition')
export class AofSkirmishPosition {
  @Out.float({ example: 24 }) readonly x!: number;
  @Out.float({ example: 24 }) readonly y!: number;
}

@ObjectType('AofSkirmishMarkerResult')
export class AofSkirmishMarkerResult {
  @Out.object(() => AofSkirmishPosition) readonly position!: AofSkirmishPosition;
  @Out.oneOf(TABLE_SIDE, { nullable: true, description: 'Null: neutral.', example: 'a' }) readonly controller!: string | null;
  @Out.oneOf(MARKER_CHANGE, { example: 'seized' }) readonly change!: string;
}

@ObjectType('AofSkirmishMarkersHeld')
export class AofSkirmishMarkersHeld {
  @Out.int() readonly a!: number;
  @Out.int() readonly b!: number;
}

@ObjectType('AofSkirmishObjectivesOutcome')
export class AofSkirmishObjectivesOutcome {
  @Out.int({ optional: true, description: 'Without markers: how many to place (D3+2).', example: 4 }) readonly markerCount?: number;
  @Out.list(() => AofSkirmishMarkerResult) readonly markers!: AofSkirmishMarkerResult[];
  @Out.object(() => AofSkirmishMarkersHeld) readonly held!: AofSkirmishMarkersHeld;
  @Out.oneOf(GAME_WINNER, { optional: true, description: 'After round 4.', example: 'draw' }) readonly winner?: string;
}

@ObjectType('AofSkirmishPlacementIssue')
export class AofSkirmishPlacementIssue {
  @Out.int({ description: "The model's index in `positions`; -1: the whole placement.", example: 0 }) readonly model!: number;
  @Out.oneOf(PLACEMENT_PROBLEM, { example: 'outside-zone' }) readonly problem!: string;
}

@ObjectType('AofSkirmishRollOff')
export class AofSkirmishRollOff {
  @Out.int({ example: 5 }) readonly a!: number;
  @Out.int({ example: 2 }) readonly b!: number;
  @Out.oneOf(TABLE_SIDE, { optional: true, description: 'Absent on a tie (rolled again).', example: 'a' }) readonly winner?: string;
}

@ObjectType('AofSkirmishDeploymentOutcome')
export class AofSkirmishDeploymentOutcome {
  @Out.bool() readonly legal!: boolean;
  @Out.list(() => AofSkirmishPlacementIssue) readonly problems!: AofSkirmishPlacementIssue[];
  @Out.list(() => AofSkirmishRollOff, { optional: true, description: 'The roll-off for the table edge, every roll in order.' }) readonly rollOff?: AofSkirmishRollOff[];
}

@ObjectType('AofSkirmishRollOffOdds')
export class AofSkirmishRollOffOdds {
  @Out.p({ description: 'P(side a wins the roll-off).', example: 0.5 }) readonly a!: number;
}

// --- Resolutions --------------------------------------------------------------------------------

/** `AofSkirmish<Action>Resolution` in both transports (src/games/fields.ts). */
export const resolutionTypes = (action: string, outcome: new () => object, odds?: new () => object, extra?: ExtraField): ReturnType<typeof gameResolutionTypes> =>
  gameResolutionTypes(`AofSkirmish${action}`, outcome, odds, extra);

// --- The engine's shapes ------------------------------------------------------------------------

sameFields<AofSkirmishUnitState, UnitState>(true);
sameFields<AofSkirmishStrike, StrikeOutcome>(true);
sameFields<AofSkirmishAttackOdds, AttackOdds>(true);
sameFields<AofSkirmishShotOutcome, ShotOutcome>(true);
sameFields<AofSkirmishMeleeOutcome, MeleeOutcome>(true);
sameFields<AofSkirmishMeleeScore, MeleeOutcome['score']>(true);
sameFields<AofSkirmishFatigue, MeleeOutcome['fatigued']>(true);
sameFields<AofSkirmishMeleeOdds, MeleeOdds>(true);
sameFields<AofSkirmishMeleeWinOdds, MeleeOdds['winner']>(true);
sameFields<AofSkirmishQualityTestOutcome, QualityTestOutcome>(true);
sameFields<AofSkirmishPassOdds, PassOdds>(true);
sameFields<AofSkirmishWoundEffectsOutcome, WoundEffectsOutcome>(true);
sameFields<AofSkirmishWoundOdds, WoundEffectsOdds>(true);
sameFields<AofSkirmishMoraleOutcome, MoraleOutcome>(true);
sameFields<AofSkirmishMoraleUnitResult, MoraleOutcome['units'][number]>(true);
sameFields<AofSkirmishMoraleOdds, MoraleOdds>(true);
sameFields<AofSkirmishMoraleUnitOdds, MoraleOdds['units'][number]>(true);
sameFields<AofSkirmishMovementOutcome, MovementOutcome>(true);
sameFields<AofSkirmishDangerousTerrainOutcome, DangerousTerrainOutcome>(true);
sameFields<AofSkirmishFallOutcome, FallOutcome>(true);
sameFields<AofSkirmishFallOdds, FallOdds>(true);
sameFields<AofSkirmishJumpOutcome, JumpOutcome>(true);
sameFields<AofSkirmishPushOutcome, PushOutcome>(true);
sameFields<AofSkirmishCastOutcome, CastOutcome>(true);
sameFields<AofSkirmishCastHelperResult, CastOutcome['helpers'][number]>(true);
sameFields<AofSkirmishObjectivesOutcome, ObjectivesOutcome>(true);
sameFields<AofSkirmishMarkerResult, ObjectivesOutcome['markers'][number]>(true);
sameFields<AofSkirmishMarkersHeld, ObjectivesOutcome['held']>(true);
sameFields<AofSkirmishDeploymentOutcome, DeploymentOutcome>(true);
sameFields<AofSkirmishPlacementIssue, DeploymentOutcome['problems'][number]>(true);
sameFields<AofSkirmishRollOff, NonNullable<DeploymentOutcome['rollOff']>[number]>(true);
