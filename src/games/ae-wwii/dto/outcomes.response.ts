import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { INOCULATION_EFFECTS, PSI_POWERS } from '../../../engine/ae-wwii/model';
import { ResolutionResponseBase } from '../../../common/dto/resolution.response';
import { MOVEMENT_MODES } from './movement.dto';

/** Swagger models of each AE-WWII action's `outcome` and `odds` (engine: outcomes.ts). */

const prob = (description: string) => ({ description, example: 0.2917, minimum: 0, maximum: 1 });
const dist = (description: string): ApiPropertyOptions => ({ description, type: 'number', isArray: true, example: [0.7083, 0.2917] });

export class PointResponse {
  @ApiProperty({ example: 12 }) readonly x!: number;
  @ApiProperty({ example: 8 }) readonly y!: number;
}

export class ModelResultResponse {
  @ApiProperty({ example: 'Wehrmacht' }) readonly name!: string;
  @ApiProperty({ description: 'Index in the request: -1 for `target`, else the index in `models`.', example: -1 }) readonly index!: number;
  @ApiProperty({ example: 1 }) readonly hits!: number;
  @ApiProperty({ example: 1 }) readonly wounds!: number;
  @ApiProperty({ example: true }) readonly removed!: boolean;
}

export class LandingResponse {
  @ApiProperty({ type: () => PointResponse, description: 'Where the shot landed.' }) readonly point!: PointResponse;
  @ApiProperty({ description: 'Scatter distance in inches.', example: 3 }) readonly scatter!: number;
  @ApiProperty({ description: 'Clock-face direction (1..12), or null without scatter.', type: 'integer', nullable: true, example: 4 }) readonly direction!: number | null;
}

export class ModelOddsResponse {
  @ApiProperty({ example: 'Wehrmacht' }) readonly name!: string;
  @ApiProperty({ example: 0 }) readonly index!: number;
  @ApiProperty(prob('P(struck at least once).')) readonly struck!: number;
  @ApiProperty({ example: 0.4 }) readonly expectedWounds!: number;
  @ApiProperty(prob('P(removed).')) readonly removed!: number;
}

export class ShotOutcomeResponse {
  @ApiProperty({ example: 1 }) readonly shots!: number;
  @ApiProperty({ example: 1 }) readonly hits!: number;
  @ApiProperty({ description: 'Wounds inflicted (all models struck, for area and arc weapons).', example: 1 }) readonly wounds!: number;
  @ApiProperty({ example: true }) readonly targetRemoved!: boolean;
  @ApiPropertyOptional({ type: () => ModelResultResponse, isArray: true, description: 'Area and arc weapons: every model struck, in the order resolved.' }) readonly models?: ModelResultResponse[];
  @ApiPropertyOptional({ type: () => LandingResponse, isArray: true, description: 'Area weapons: where each shot landed.' }) readonly landings?: LandingResponse[];
}

export class ShotOddsResponse {
  @ApiProperty(prob('P(one shot hits).')) readonly hitPerShot!: number;
  @ApiPropertyOptional(dist('P(exactly k wounds on the target), k = 0..remaining wounds. Absent for a shot at a point (no target).')) readonly wounds?: number[];
  @ApiProperty({ example: 0.2917, description: 'Expected wounds on the target; for a shot at a point, on all models together.' }) readonly expectedWounds!: number;
  @ApiPropertyOptional(prob('P(target removed). Absent for a shot at a point (no target).')) readonly targetRemoved?: number;
  @ApiPropertyOptional({ type: () => ModelOddsResponse, isArray: true }) readonly models?: ModelOddsResponse[];
}

export class MeleeOutcomeResponse {
  @ApiProperty({ example: 2 }) readonly rounds!: number;
  @ApiProperty({ example: 1 }) readonly attackerHits!: number;
  @ApiProperty({ example: 0 }) readonly defenderHits!: number;
  @ApiProperty({ example: 0 }) readonly attackerWounds!: number;
  @ApiProperty({ example: 1 }) readonly defenderWounds!: number;
  @ApiProperty({ example: false }) readonly attackerRemoved!: boolean;
  @ApiProperty({ example: true }) readonly defenderRemoved!: boolean;
}

export class MeleeOddsResponse {
  @ApiProperty(dist('P(defender takes exactly k wounds).')) readonly defenderWounds!: number[];
  @ApiProperty(dist('P(attacker takes exactly k wounds).')) readonly attackerWounds!: number[];
  @ApiProperty({ example: 0.4 }) readonly expectedDefenderWounds!: number;
  @ApiProperty({ example: 0.2 }) readonly expectedAttackerWounds!: number;
  @ApiProperty(prob('P(defender removed).')) readonly defenderRemoved!: number;
  @ApiProperty(prob('P(attacker removed).')) readonly attackerRemoved!: number;
}

export class RollOffEntryResponse {
  @ApiProperty({ example: 'Allies' }) readonly name!: string;
  @ApiProperty({ example: 5 }) readonly roll!: number;
  @ApiProperty({ example: 9 }) readonly total!: number;
}

export class InitiativeOutcomeResponse {
  @ApiProperty({ example: 'Allies' }) readonly winner!: string;
  @ApiProperty({
    description: 'Each roll-off in order: every side still in contention, its die and total.',
    type: 'array',
    items: { type: 'array', items: { $ref: '#/components/schemas/RollOffEntryResponse' } },
  })
  readonly rollOffs!: RollOffEntryResponse[][];
}

export class SideWinResponse {
  @ApiProperty({ example: 'Allies' }) readonly name!: string;
  @ApiProperty(prob('P(this side wins).')) readonly p!: number;
}

export class InitiativeOddsResponse {
  @ApiProperty({ type: () => SideWinResponse, isArray: true, description: 'By side, in request order.' }) readonly win!: SideWinResponse[];
}

export class MovementOutcomeResponse {
  @ApiProperty({ enum: MOVEMENT_MODES, enumName: 'MovementMode', example: 'move' }) readonly mode!: string;
  @ApiProperty({ example: 2 }) readonly actionPointsSpent!: number;
  @ApiProperty({ description: 'Maximum inches the model may move in this activation.', example: 8 }) readonly inches!: number;
}

export class InoculationOutcomeResponse {
  @ApiProperty({ example: 3 }) readonly roll!: number;
  @ApiProperty({ enum: INOCULATION_EFFECTS, enumName: 'InoculationEffect', example: 'plus-1-ap' }) readonly effect!: string;
  @ApiProperty({ example: 0 }) readonly woundsTaken!: number;
  @ApiProperty({ example: false }) readonly removed!: boolean;
}

export class EffectOddsResponse {
  @ApiProperty({ enum: INOCULATION_EFFECTS, enumName: 'InoculationEffect', example: 'plus-1-ap' }) readonly effect!: string;
  @ApiProperty(prob('P(this effect).')) readonly p!: number;
}

export class InoculationOddsResponse {
  @ApiProperty({ type: () => EffectOddsResponse, isArray: true }) readonly effects!: EffectOddsResponse[];
  @ApiProperty(prob('P(the target is removed).')) readonly removed!: number;
}

export class ApTransferOutcomeResponse {
  @ApiProperty({ example: 1 }) readonly transferred!: number;
  @ApiProperty({ example: 3 }) readonly recipientActionPoints!: number;
  @ApiProperty({ example: 1 }) readonly mechanicActionPointsLeft!: number;
}

export class PsiPowerOutcomeResponse {
  @ApiProperty({ enum: PSI_POWERS, enumName: 'PsiPower', example: 'mental-stun' }) readonly power!: string;
  @ApiProperty({ example: 1 }) readonly actionPointsSpent!: number;
  @ApiPropertyOptional({ description: "Mental Stun: the target's AP after losing one.", example: 1 }) readonly targetActionPoints?: number;
  @ApiPropertyOptional({ type: () => PointResponse, description: "Psychic Push: the target's new position." }) readonly position?: PointResponse;
  @ApiPropertyOptional({ description: 'Clouded Minds: the Armor bonus the caster now has against shooting.', example: 1 }) readonly armorBonus?: number;
}

/* One resolution class per action, so the spec says exactly what `outcome` and `odds` hold. */

export class ShotResolutionResponse extends ResolutionResponseBase {
  @ApiPropertyOptional({ type: () => ShotOutcomeResponse, description: 'Absent when `complete` is false.' }) readonly outcome?: ShotOutcomeResponse;
  @ApiPropertyOptional({ type: () => ShotOddsResponse, description: 'Absent with `?odds=false`.' }) readonly odds?: ShotOddsResponse;
}
export class MeleeResolutionResponse extends ResolutionResponseBase {
  @ApiPropertyOptional({ type: () => MeleeOutcomeResponse, description: 'Absent when `complete` is false.' }) readonly outcome?: MeleeOutcomeResponse;
  @ApiPropertyOptional({ type: () => MeleeOddsResponse, description: 'Absent with `?odds=false`.' }) readonly odds?: MeleeOddsResponse;
}
export class InitiativeResolutionResponse extends ResolutionResponseBase {
  @ApiPropertyOptional({ type: () => InitiativeOutcomeResponse, description: 'Absent when `complete` is false.' }) readonly outcome?: InitiativeOutcomeResponse;
  @ApiPropertyOptional({ type: () => InitiativeOddsResponse, description: 'Absent with `?odds=false`.' }) readonly odds?: InitiativeOddsResponse;
}
export class MovementResolutionResponse extends ResolutionResponseBase {
  @ApiPropertyOptional({ type: () => MovementOutcomeResponse }) readonly outcome?: MovementOutcomeResponse;
}
export class InoculationResolutionResponse extends ResolutionResponseBase {
  @ApiPropertyOptional({ type: () => InoculationOutcomeResponse, description: 'Absent when `complete` is false.' }) readonly outcome?: InoculationOutcomeResponse;
  @ApiPropertyOptional({ type: () => InoculationOddsResponse, description: 'Absent with `?odds=false`.' }) readonly odds?: InoculationOddsResponse;
}
export class ApTransferResolutionResponse extends ResolutionResponseBase {
  @ApiPropertyOptional({ type: () => ApTransferOutcomeResponse }) readonly outcome?: ApTransferOutcomeResponse;
}
export class PsiPowerResolutionResponse extends ResolutionResponseBase {
  @ApiPropertyOptional({ type: () => PsiPowerOutcomeResponse }) readonly outcome?: PsiPowerOutcomeResponse;
}
