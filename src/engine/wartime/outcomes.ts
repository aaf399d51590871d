import type { Text } from '../core/types';
import type { Attribute, Facing } from './archetypes';
import type { Point, WillEffect } from './requests';

/*
 * What each Wartime action returns in `outcome` (what happened) and `odds` (the exact
 * probabilities of the same situation before any die is rolled). These are the public response
 * shapes; names are catalog names rendered in the reply's language.
 */

/** How one d10 check came out: a 1 is a critical (always passes), a 10 a fumble (always fails). */
export type CheckVerdict = 'critical' | 'pass' | 'fail' | 'fumble';

/** The Will check a Fortune use calls for (ruling wartime/fortune-will-check), or any Will check. */
export interface WillResult {
  readonly name: Text;
  /** The success value after modifiers, 1..10. */
  readonly target: number;
  readonly roll: number;
  readonly verdict: CheckVerdict;
  /** The effect that now runs until the end of its next activation (none when passed). */
  readonly effect: WillEffect | null;
}

export interface CheckOutcome {
  readonly attribute: Attribute;
  /** The attribute before modifiers. */
  readonly value: number;
  /** Sum of every modifier applied. */
  readonly modifier: number;
  /** The success value, clamped to 1..10 (ruling wartime/check-clamp). */
  readonly target: number;
  /** The die that stands; null when Fortune replaced the roll. */
  readonly roll: number | null;
  readonly verdict: CheckVerdict;
  readonly passed: boolean;
  /** The action's Energy cost (doubled, at least 3, out of turn). */
  readonly energy: number;
  readonly fortuneSpent: number;
  readonly will: readonly WillResult[];
  /** A failed Will check after a Fortune use made the action fail. */
  readonly actionFailed: boolean;
  /** A fumbled Will check ended the character's activation. */
  readonly activationEnded: boolean;
}

export interface CheckOdds {
  readonly pass: number;
  readonly critical: number;
  readonly fumble: number;
}

export interface OpposedOutcome {
  /** Who won: the actor's action happens only if it did. */
  readonly winner: 'actor' | 'opponent' | null;
  /** Why: the lower passing roll, the only pass, equal rolls and the higher attribute, a full tie, nobody passed. */
  readonly reason: 'lower-roll' | 'only-pass' | 'higher-attribute' | 'full-tie' | 'none-passed';
  readonly actor: { readonly target: number; readonly roll: number; readonly verdict: CheckVerdict };
  readonly opponent: { readonly target: number; readonly roll: number; readonly verdict: CheckVerdict };
}

export interface OpposedOdds {
  readonly actor: number;
  readonly opponent: number;
  /** Full tie or nobody passed: the action does not happen. */
  readonly neither: number;
}

export interface ProbabilityOutcome {
  readonly percent: number;
  /** 1..100. */
  readonly roll: number;
  readonly happens: boolean;
}

export interface ProbabilityOdds {
  readonly happens: number;
}

export interface WillCheckOutcome {
  /** False when the trigger does not call for a check (nothing is rolled). */
  readonly required: boolean;
  readonly target?: number;
  readonly roll?: number;
  readonly verdict?: CheckVerdict;
  /** The modifier that now applies to every attribute check until the end of the next activation. */
  readonly modifier: number;
  /** A failure makes the action under way fail. */
  readonly actionFails: boolean;
  /** A fumble while acting ends the activation; the Energy left is lost. */
  readonly activationEnds: boolean;
  /** 5 to 1, failed: every impact check fails until the combat ends. */
  readonly impactFails: boolean;
  /** Fortune spent on recovering Vitality: the Vitality regained (the check does not undo it). */
  readonly vitalityRecovered?: number;
}

export interface WillCheckOdds {
  readonly critical: number;
  readonly pass: number;
  readonly fail: number;
  readonly fumble: number;
}

/** What happened to one model, transport, scenery piece or formation an attack was aimed at or covered. */
export interface TargetResult {
  readonly name: Text;
  readonly kind: 'character' | 'transport' | 'scenery' | 'formation';
  /** -1 for `target`/the first defender, else the index in `models` (area) or `defenders`. */
  readonly index: number;
  /** Attacks that reached its damage check. */
  readonly struck: number;
  /**
   * Out of the fight: a casualty (or Vitality 0), a transport immobilised, a scenery part
   * collapsed, a formation with no member left.
   */
  readonly down: boolean;
  readonly exploded: boolean;
  /** Optional prone rule: hit by more than twice its Defense. */
  readonly pulverized: boolean;
  /** Optional Vitality rules. */
  readonly vitalityLost: number;
  /** Formations: members lost. */
  readonly lost: number;
  readonly fortuneSpent: number;
  /** Enemies within this many cm of its base are cowed (it exploded); a transport's blast has Damage = its Defense, at most 10. */
  readonly explosion?: { readonly radius: number; readonly damage: number | null };
}

export interface Landing {
  /** Where the area's centre came down, in cm. */
  readonly point: Point;
  readonly scattered: boolean;
  /** d12 clock direction; null when it did not scatter. */
  readonly direction: number | null;
  /** Kliks it moved: 0 when it did not scatter (a hit, or a 1 on the distance die). */
  readonly kliks: number;
}

export interface AttackSummary {
  readonly impact: CheckVerdict;
  readonly damage: CheckVerdict | null;
}

export interface ShotOutcome {
  readonly energy: number;
  readonly attacks: readonly AttackSummary[];
  readonly hits: number;
  readonly target?: TargetResult;
  /** Area weapons: every model under the area, in the order resolved. */
  readonly models?: readonly TargetResult[];
  readonly landing?: Landing;
  /** A missed shot at a target in cover struck the first element in the line of fire. */
  readonly coverStruck?: { readonly name: Text; readonly damaged: boolean };
  readonly coordinated?: CoordinatedResult;
  readonly ammunition?: { readonly left: number; readonly reloadEnergy: number };
  readonly will: readonly WillResult[];
  readonly actionFailed: boolean;
  readonly activationEnded: boolean;
}

export interface CoordinatedResult {
  readonly dice: number;
  readonly criticals: number;
  readonly fumbles: number;
  /** Criticals not cancelled: the Defense lost for the finishing attacks. */
  readonly reduction: number;
}

export interface ModelOdds {
  readonly name: Text;
  readonly index: number;
  readonly struck: number;
  readonly down: number;
  readonly expectedVitalityLost: number;
}

export interface ShotOdds {
  /** P(the first attack's impact check passes). */
  readonly hitPerAttack: number;
  /** P(the target is down); absent for an area aimed at a point. */
  readonly down?: number;
  readonly exploded?: number;
  /** Vitality rules: P(k points lost), k = 0..Vitality left. */
  readonly vitalityLost?: readonly number[];
  /** Formation targets: P(k members lost). */
  readonly lost?: readonly number[];
  readonly expectedLost?: number;
  /** Area weapons: per model (the attacker too, index -2, when the area may reach it), and the expected models down. */
  readonly models?: readonly ModelOdds[];
  readonly expectedCasualties?: number;
  /** P(a Will check after the attacker's Fortune use made an attack fail). */
  readonly actionFails?: number;
  /** One target in cover: P(a missed attack struck the first element in the line of fire). */
  readonly coverStruck?: number;
}

export interface FighterResult extends TargetResult {
  /** Exchanges in which it struck. */
  readonly strikes: number;
}

export interface MeleeOutcome {
  readonly energy: number;
  /** Attack actions made (exchanges, or formation rounds). */
  readonly attacks: number;
  readonly attacker: FighterResult;
  readonly defenders: readonly FighterResult[];
  /** Both fighters fumbled their impact: the combat is over. */
  readonly combatEnded: boolean;
  readonly coordinated?: CoordinatedResult;
  readonly will: readonly WillResult[];
  readonly actionFailed: boolean;
  readonly activationEnded: boolean;
  /** Formations: impact rerolls the larger one used. */
  readonly rerolls?: number;
}

export interface MeleeOdds {
  /** P(each defender is down), in order. */
  readonly defendersDown: readonly number[];
  readonly attackerDown: number;
  readonly combatEnds: number;
  /** Formations: P(k members lost) on each side. */
  readonly attackerLost?: readonly number[];
  readonly defenderLost?: readonly number[];
  readonly expectedAttackerLost?: number;
  readonly expectedDefenderLost?: number;
  /** Vitality rules: expected points lost. */
  readonly expectedAttackerVitalityLost?: number;
  readonly expectedDefenderVitalityLost?: number;
}

export interface SquadOutcome {
  readonly members: number;
  /** The lowest Energy of its members. */
  readonly energy: number;
  /** The lowest Reaction: the phase it acts in. */
  readonly reactionPhase: number;
  /** Each member's structure distance (2 x its Movement, cm), in member order. */
  readonly structure: readonly number[];
  /** Positions given: whether every member is linked to the others within the structure. */
  readonly structureHolds?: boolean;
  readonly energyAfterJoining?: number;
  /** Energy the charging squad pools for combat actions, and the least number of actions (one per engaged member). */
  readonly charge?: { readonly energy: number; readonly minimumActions: number };
  readonly formation?: {
    readonly defense: number;
    readonly energy: number;
    readonly fortune: number;
    /** Energy of one combat action: the highest Energy of the weapons used. */
    readonly combatEnergy: number | null;
    /** Four or more members (a lone character is a formation of one). */
    readonly mayFight: boolean;
    /**
     * What `damage` costs the formation: Damage - Defense members when the Damage exceeds the
     * Defense (`defenseCheck` false), else a Defense check decides and `lost` (1) is what a
     * failed check costs.
     */
    readonly casualties?: { readonly lost: number; readonly defenseCheck: boolean };
  };
  readonly willCheck?: 'casualties' | 'last-man' | null;
}

export interface TurnOrderOutcome {
  readonly initiative: string;
  /** Initiative roll-offs, when drawn. */
  readonly rollOffs: readonly (readonly { readonly player: string; readonly roll: number }[])[];
  readonly phases: readonly { readonly reaction: number; readonly turns: readonly { readonly player: string; readonly character: string }[] }[];
  /** Energy each character (squad) recharges this turn. */
  readonly energy: readonly { readonly character: string; readonly energy: number }[];
}

export interface TurnOrderOdds {
  readonly initiative: readonly { readonly player: string; readonly p: number }[];
}

export interface TrapOutcome {
  readonly checks: readonly { readonly what: 'agi' | 'int' | 'con' | 'defense'; readonly target: number; readonly roll: number | null; readonly verdict: CheckVerdict }[];
  /** A character caught: a casualty, or (Vitality rules) 1D10 Vitality lost. */
  readonly caught: boolean;
  readonly vitalityLost: number;
  /** A transport caught: immobilised in the zone for the rest of the game. */
  readonly immobilised: boolean;
  readonly facing?: Facing;
  readonly fortuneSpent: number;
  readonly will: readonly WillResult[];
}

export interface TrapOdds {
  readonly caught: number;
  readonly expectedVitalityLost?: number;
}
