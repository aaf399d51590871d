import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import type { CheckVerdict, WillEffect } from '../../../engine/wartime';
import { Out, dualEnum, every, resolutionTypes as gameResolutionTypes } from '../../fields';
import { ATTRIBUTE, FACING, WILL_EFFECT } from './requests';

/*
 * What each Wartime action answers in `outcome` and `odds` (engine: outcomes.ts): each class is
 * the Swagger schema and the GraphQL object type of the same name. Names are in the reply's
 * language. Fields the engine leaves out when they do not apply are optional (null in GraphQL).
 */

const VERDICT = dualEnum(every<CheckVerdict>()(['critical', 'pass', 'fail', 'fumble']), 'WartimeVerdict', 'A d10 check: 1 critical (always passes), 10 fumble (always fails).');
const WINNER = dualEnum(['actor', 'opponent'] as const, 'WartimeOpposedWinner');
const REASON = dualEnum(['lower-roll', 'only-pass', 'higher-attribute', 'full-tie', 'none-passed'] as const, 'WartimeOpposedReason');
const TARGET_KIND = dualEnum(['character', 'transport', 'scenery', 'formation'] as const, 'WartimeResultKind');
const WILL_CHECK = dualEnum(['casualties', 'last-man'] as const, 'WartimeSquadWillCheck');
const TRAP_CHECK = dualEnum(['agi', 'int', 'con', 'defense'] as const, 'WartimeTrapCheckKind');

@ObjectType('WartimeWillResult', { description: 'A Will check (after a Fortune use, or any).' })
export class WartimeWillResult {
  @Out.text() readonly name!: string;
  @Out.int({ description: 'Success value after modifiers, 1..10.' }) readonly target!: number;
  @Out.int() readonly roll!: number;
  @Out.oneOf(VERDICT) readonly verdict!: CheckVerdict;
  @Out.oneOf(WILL_EFFECT, { nullable: true, description: 'The effect now running (null when passed): the enum requests list running effects in.' }) readonly effect!: WillEffect | null;
}

@ObjectType('WartimeCheckOutcome')
export class WartimeCheckOutcome {
  @Out.oneOf(ATTRIBUTE) readonly attribute!: string;
  @Out.int({ description: 'The attribute before modifiers.' }) readonly value!: number;
  @Out.int({ description: 'Sum of the modifiers.' }) readonly modifier!: number;
  @Out.int({ description: 'Success value, clamped to 1..10.' }) readonly target!: number;
  @Out.int({ nullable: true, description: 'The die that stands; null when Fortune replaced the roll.' }) readonly roll!: number | null;
  @Out.oneOf(VERDICT) readonly verdict!: CheckVerdict;
  @Out.bool() readonly passed!: boolean;
  @Out.int({ description: 'The action\'s Energy cost.' }) readonly energy!: number;
  @Out.int() readonly fortuneSpent!: number;
  @Out.list(() => WartimeWillResult) readonly will!: WartimeWillResult[];
  @Out.bool() readonly actionFailed!: boolean;
  @Out.bool() readonly activationEnded!: boolean;
}

@ObjectType('WartimeCheckOdds')
export class WartimeCheckOdds {
  @Out.p() readonly pass!: number;
  @Out.p() readonly critical!: number;
  @Out.p() readonly fumble!: number;
}

@ObjectType('WartimeOpposedRoll')
export class WartimeOpposedRoll {
  @Out.int() readonly target!: number;
  @Out.int() readonly roll!: number;
  @Out.oneOf(VERDICT) readonly verdict!: CheckVerdict;
}

@ObjectType('WartimeOpposedOutcome')
export class WartimeOpposedOutcome {
  @Out.oneOf(WINNER, { nullable: true, description: 'Who won; null: the action does not happen.' }) readonly winner!: string | null;
  @Out.oneOf(REASON) readonly reason!: string;
  @Out.object(() => WartimeOpposedRoll) readonly actor!: WartimeOpposedRoll;
  @Out.object(() => WartimeOpposedRoll) readonly opponent!: WartimeOpposedRoll;
}

@ObjectType('WartimeOpposedOdds')
export class WartimeOpposedOdds {
  @Out.p() readonly actor!: number;
  @Out.p() readonly opponent!: number;
  @Out.p({ description: 'Full tie or nobody passed.' }) readonly neither!: number;
}

@ObjectType('WartimeProbabilityOutcome')
export class WartimeProbabilityOutcome {
  @Out.float() readonly percent!: number;
  @Out.int({ description: '1..100.' }) readonly roll!: number;
  @Out.bool() readonly happens!: boolean;
}

@ObjectType('WartimeProbabilityOdds')
export class WartimeProbabilityOdds {
  @Out.p() readonly happens!: number;
}

@ObjectType('WartimeWillCheckOutcome')
export class WartimeWillCheckOutcome {
  @Out.bool({ description: 'False when the trigger calls for no check.' }) readonly required!: boolean;
  @Out.int({ optional: true }) readonly target?: number;
  @Out.int({ optional: true }) readonly roll?: number;
  @Out.oneOf(VERDICT, { optional: true }) readonly verdict?: CheckVerdict;
  @Out.int({ description: 'Modifier to every attribute check until the end of the next activation.' }) readonly modifier!: number;
  @Out.bool() readonly actionFails!: boolean;
  @Out.bool() readonly activationEnds!: boolean;
  @Out.bool() readonly impactFails!: boolean;
  @Out.int({ optional: true }) readonly vitalityRecovered?: number;
}

@ObjectType('WartimeWillCheckOdds')
export class WartimeWillCheckOdds {
  @Out.p() readonly critical!: number;
  @Out.p() readonly pass!: number;
  @Out.p() readonly fail!: number;
  @Out.p() readonly fumble!: number;
}

@ObjectType('WartimeExplosion')
export class WartimeExplosion {
  @Out.float({ description: 'cm: enemies within are cowed.' }) readonly radius!: number;
  @Out.int({ nullable: true, description: 'A transport\'s blast Damage (its Defense, at most 10).' }) readonly damage!: number | null;
}

const targetFields = (): Readonly<Record<string, PropertyDecorator>> => ({
  name: Out.text(),
  kind: Out.oneOf(TARGET_KIND),
  index: Out.int({ description: '-1 for the target or the first defender; else its index in `models` or `defenders`.' }),
  struck: Out.int({ description: 'Attacks that reached its damage check.' }),
  down: Out.bool({ description: 'Out of the fight (a casualty, Vitality 0, immobilised, collapsed, no member left).' }),
  exploded: Out.bool(),
  pulverized: Out.bool(),
  vitalityLost: Out.int(),
  lost: Out.int({ description: 'Formations: members lost.' }),
  fortuneSpent: Out.int(),
  explosion: Out.object(() => WartimeExplosion, { optional: true }),
});

export class WartimeTargetResult {}
for (const [k, d] of Object.entries(targetFields())) d(WartimeTargetResult.prototype, k);
ObjectType('WartimeTargetResult')(WartimeTargetResult);

export class WartimeFighterResult {}
for (const [k, d] of Object.entries({ ...targetFields(), strikes: Out.int({ description: 'Exchanges in which it struck.' }) })) d(WartimeFighterResult.prototype, k);
ObjectType('WartimeFighterResult')(WartimeFighterResult);

@ObjectType('WartimePoint')
export class WartimePointResult {
  @Out.float() readonly x!: number;
  @Out.float() readonly y!: number;
}

@ObjectType('WartimeLanding')
export class WartimeLanding {
  @Out.object(() => WartimePointResult) readonly point!: WartimePointResult;
  @Out.bool() readonly scattered!: boolean;
  @Out.int({ nullable: true, description: 'd12 clock direction.' }) readonly direction!: number | null;
  @Out.int() readonly kliks!: number;
}

@ObjectType('WartimeAttackSummary')
export class WartimeAttackSummary {
  @Out.oneOf(VERDICT) readonly impact!: CheckVerdict;
  @Out.oneOf(VERDICT, { nullable: true }) readonly damage!: CheckVerdict | null;
}

@ObjectType('WartimeCoverStruck')
export class WartimeCoverStruck {
  @Out.text() readonly name!: string;
  @Out.bool() readonly damaged!: boolean;
}

@ObjectType('WartimeCoordinatedResult')
export class WartimeCoordinatedResult {
  @Out.int() readonly dice!: number;
  @Out.int() readonly criticals!: number;
  @Out.int() readonly fumbles!: number;
  @Out.int({ description: 'Defense lost for the finishing attacks.' }) readonly reduction!: number;
}

@ObjectType('WartimeAmmunitionResult')
export class WartimeAmmunitionResult {
  @Out.int() readonly left!: number;
  @Out.int() readonly reloadEnergy!: number;
}

@ObjectType('WartimeShotOutcome')
export class WartimeShotOutcome {
  @Out.int() readonly energy!: number;
  @Out.list(() => WartimeAttackSummary) readonly attacks!: WartimeAttackSummary[];
  @Out.int() readonly hits!: number;
  @Out.object(() => WartimeTargetResult, { optional: true }) readonly target?: WartimeTargetResult;
  @Out.list(() => WartimeTargetResult, { optional: true, description: 'Area weapons: every model under the area.' }) readonly models?: WartimeTargetResult[];
  @Out.object(() => WartimeLanding, { optional: true }) readonly landing?: WartimeLanding;
  @Out.object(() => WartimeCoverStruck, { optional: true }) readonly coverStruck?: WartimeCoverStruck;
  @Out.object(() => WartimeCoordinatedResult, { optional: true }) readonly coordinated?: WartimeCoordinatedResult;
  @Out.object(() => WartimeAmmunitionResult, { optional: true }) readonly ammunition?: WartimeAmmunitionResult;
  @Out.list(() => WartimeWillResult) readonly will!: WartimeWillResult[];
  @Out.bool() readonly actionFailed!: boolean;
  @Out.bool() readonly activationEnded!: boolean;
}

@ObjectType('WartimeModelOdds')
export class WartimeModelOdds {
  @Out.text() readonly name!: string;
  @Out.int() readonly index!: number;
  @Out.p({ description: 'P(it takes a damage check).' }) readonly struck!: number;
  @Out.p() readonly down!: number;
  @Out.float() readonly expectedVitalityLost!: number;
}

@ObjectType('WartimeShotOdds')
export class WartimeShotOdds {
  @Out.p() readonly hitPerAttack!: number;
  @Out.p({ optional: true }) readonly down?: number;
  @Out.p({ optional: true }) readonly exploded?: number;
  @Out.ps({ optional: true, description: 'Vitality rules: P(k points lost).' }) readonly vitalityLost?: number[];
  @Out.ps({ optional: true, description: 'Formations: P(k members lost).' }) readonly lost?: number[];
  @Out.float({ optional: true }) readonly expectedLost?: number;
  @Out.list(() => WartimeModelOdds, { optional: true }) readonly models?: WartimeModelOdds[];
  @Out.float({ optional: true }) readonly expectedCasualties?: number;
  @Out.p({ optional: true }) readonly actionFails?: number;
  @Out.p({ optional: true }) readonly coverStruck?: number;
}

@ObjectType('WartimeMeleeOutcome')
export class WartimeMeleeOutcome {
  @Out.int() readonly energy!: number;
  @Out.int() readonly attacks!: number;
  @Out.object(() => WartimeFighterResult) readonly attacker!: WartimeFighterResult;
  @Out.list(() => WartimeFighterResult) readonly defenders!: WartimeFighterResult[];
  @Out.bool() readonly combatEnded!: boolean;
  @Out.object(() => WartimeCoordinatedResult, { optional: true }) readonly coordinated?: WartimeCoordinatedResult;
  @Out.list(() => WartimeWillResult) readonly will!: WartimeWillResult[];
  @Out.bool() readonly actionFailed!: boolean;
  @Out.bool() readonly activationEnded!: boolean;
  @Out.int({ optional: true }) readonly rerolls?: number;
}

@ObjectType('WartimeMeleeOdds')
export class WartimeMeleeOdds {
  @Out.ps() readonly defendersDown!: number[];
  @Out.p() readonly attackerDown!: number;
  @Out.p() readonly combatEnds!: number;
  @Out.ps({ optional: true }) readonly attackerLost?: number[];
  @Out.ps({ optional: true }) readonly defenderLost?: number[];
  @Out.float({ optional: true }) readonly expectedAttackerLost?: number;
  @Out.float({ optional: true }) readonly expectedDefenderLost?: number;
  @Out.float({ optional: true }) readonly expectedAttackerVitalityLost?: number;
  @Out.float({ optional: true }) readonly expectedDefenderVitalityLost?: number;
}

@ObjectType('WartimeSquadChargeResult')
export class WartimeSquadChargeResult {
  @Out.int() readonly energy!: number;
  @Out.int() readonly minimumActions!: number;
}

@ObjectType('WartimeCasualties')
export class WartimeCasualties {
  @Out.int() readonly lost!: number;
  @Out.bool() readonly defenseCheck!: boolean;
}

@ObjectType('WartimeFormationResult')
export class WartimeFormationResult {
  @Out.int() readonly defense!: number;
  @Out.int() readonly energy!: number;
  @Out.int() readonly fortune!: number;
  @Out.int({ nullable: true }) readonly combatEnergy!: number | null;
  @Out.bool() readonly mayFight!: boolean;
  @Out.object(() => WartimeCasualties, { optional: true }) readonly casualties?: WartimeCasualties;
}

@ObjectType('WartimeSquadOutcome')
export class WartimeSquadOutcome {
  @Out.int() readonly members!: number;
  @Out.int() readonly energy!: number;
  @Out.int() readonly reactionPhase!: number;
  @Out.ints({ description: 'Each member\'s structure distance, cm.' }) readonly structure!: number[];
  @Out.bool({ optional: true }) readonly structureHolds?: boolean;
  @Out.int({ optional: true }) readonly energyAfterJoining?: number;
  @Out.object(() => WartimeSquadChargeResult, { optional: true }) readonly charge?: WartimeSquadChargeResult;
  @Out.object(() => WartimeFormationResult, { optional: true }) readonly formation?: WartimeFormationResult;
  @Out.oneOf(WILL_CHECK, { optional: true, nullable: true }) readonly willCheck?: string | null;
}

@ObjectType('WartimeInitiativeRoll')
export class WartimeInitiativeRoll {
  @Out.text() readonly player!: string;
  @Out.int() readonly roll!: number;
}

@ObjectType('WartimeTurn')
export class WartimeTurn {
  @Out.text() readonly player!: string;
  @Out.text() readonly character!: string;
}

@ObjectType('WartimePhase')
export class WartimePhase {
  @Out.int() readonly reaction!: number;
  @Out.list(() => WartimeTurn) readonly turns!: WartimeTurn[];
}

@ObjectType('WartimeRecharge')
export class WartimeRecharge {
  @Out.text() readonly character!: string;
  @Out.int() readonly energy!: number;
}

@ObjectType('WartimeTurnOrderOutcome')
export class WartimeTurnOrderOutcome {
  @Out.text() readonly initiative!: string;

  @ApiProperty({ type: 'array', items: { type: 'array', items: { $ref: '#/components/schemas/WartimeInitiativeRoll' } }, description: 'Initiative roll-offs, when drawn: each round\'s rolls.' })
  @Field(() => [[WartimeInitiativeRoll]])
  readonly rollOffs!: WartimeInitiativeRoll[][];

  @Out.list(() => WartimePhase) readonly phases!: WartimePhase[];
  @Out.list(() => WartimeRecharge) readonly energy!: WartimeRecharge[];
}

@ObjectType('WartimeInitiativeOdds')
export class WartimeInitiativeOdds {
  @Out.text() readonly player!: string;
  @Out.p() readonly p!: number;
}

@ObjectType('WartimeTurnOrderOdds')
export class WartimeTurnOrderOdds {
  @Out.list(() => WartimeInitiativeOdds) readonly initiative!: WartimeInitiativeOdds[];
}

@ObjectType('WartimeTrapCheck')
export class WartimeTrapCheck {
  @Out.oneOf(TRAP_CHECK) readonly what!: string;
  @Out.int() readonly target!: number;
  @Out.int({ nullable: true }) readonly roll!: number | null;
  @Out.oneOf(VERDICT) readonly verdict!: CheckVerdict;
}

@ObjectType('WartimeTrapOutcome')
export class WartimeTrapOutcome {
  @Out.list(() => WartimeTrapCheck) readonly checks!: WartimeTrapCheck[];
  @Out.bool() readonly caught!: boolean;
  @Out.int() readonly vitalityLost!: number;
  @Out.bool() readonly immobilised!: boolean;
  @Out.oneOf(FACING, { optional: true }) readonly facing?: string;
  @Out.int() readonly fortuneSpent!: number;
  @Out.list(() => WartimeWillResult) readonly will!: WartimeWillResult[];
}

@ObjectType('WartimeTrapOdds')
export class WartimeTrapOdds {
  @Out.p() readonly caught!: number;
  @Out.float({ optional: true }) readonly expectedVitalityLost?: number;
}

/** `Wartime<Action>Resolution` in both transports (src/games/fields.ts). */
export const resolutionTypes = (action: string, outcome: new () => object, odds?: new () => object): ReturnType<typeof gameResolutionTypes> => gameResolutionTypes(`Wartime${action}`, outcome, odds);
