import type {
  Attribute,
  CharacterArchetype,
  Facing,
  NamedCost,
  Ref,
  TransportArchetype,
  WeaponArchetype,
  ZoneArchetype,
} from './archetypes';

/*
 * Wartime resolve requests (`POST /v1/wartime/resolve/{action}`), as the engine receives them once
 * the transport has checked their shape. The engine checks everything that needs the catalog or
 * the rules, and answers a RuleError naming the field.
 *
 * Design, in short:
 * - Every character is a catalog/warbook character archetype (`archetype: id`) or an inline one
 *   (`profile`), plus its state on the table (Vitality lost, Fortune left, Will effects running,
 *   Energy left, position). A profile may be as small as `{ body: { con, agi, int, rea, vol } }`.
 * - Distances are centimetres, as the document measures them. Weapon ranges, areas and scatter are
 *   kliks: a request that needs them converted gives its figure `scale` in mm (K = scale / 10 cm,
 *   rounded, ruling wartime/klik).
 * - Decisions the document leaves to the player at the table (spend Fortune, reroll a die) are
 *   stated up front as a plan, so that the exact odds can follow them.
 * - Dice: a d10 showing 0 is entered as 10; a d100 is two d10 entered tens first (10 10 is 100).
 */

export interface DiceInput {
  readonly seed?: string;
  readonly values?: readonly number[];
}

/** A point on the table, in cm (x to the right, y up). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A running effect of an earlier Will check: failed -1, fumbled -3, critical +3, each until the end of the character's next activation. */
export type WillEffect = 'failed' | 'fumbled' | 'critical';

/** A modifier from a bonus, a malus, a mission or the scenery, named so the ruling can cite it. */
export interface NamedModifier {
  readonly name: string;
  readonly value: number;
}

/** A character taking part: an archetype by id or inline, and its state now. */
export interface CharacterInput {
  /** A character archetype of the catalog or of a warbook. */
  readonly archetype?: string;
  readonly profile?: CharacterArchetype;
  /** A label in the ruling ("Sgt. Reyes"); defaults to the archetype's name. */
  readonly name?: string;
  /** Vitality points lost so far (optional Vitality rules): -1 per point to attribute checks. */
  readonly vitalityLost?: number;
  /** Fortune points left; defaults to the archetype's Fortune. */
  readonly fortune?: number;
  /** Will check effects still running. */
  readonly will?: readonly WillEffect[];
  /** Energy left this activation; defaults to the full Energy (REA + 5, at most 10). */
  readonly energy?: number;
  readonly position?: Point;
}

/** Fortune on one of the character's own checks. */
export interface CheckFortune {
  /** Spend instead of rolling: 1 point for a pass (its die counts as the success value, never a critical), 3 for a critical. */
  readonly instead?: 'pass' | 'critical';
  /** Spend 1 point to roll a fumble again (the second roll stands). */
  readonly rerollFumble?: boolean;
}

/**
 * What a character does with its Fortune whenever the situation arises, while points last (ruling
 * wartime/fortune-decisions). Every use is followed by a Will check (wartime/fortune-will-check).
 */
export interface FortunePlan {
  readonly impact?: CheckFortune;
  readonly damage?: CheckFortune;
  readonly defense?: CheckFortune;
  /** Cancel a passing, non-critical die of the opponent's impact or damage check against this character (1 point; rerolled once). */
  readonly cancel?: readonly ('impact' | 'damage')[];
  /** Ignore an attack that takes the character down (1 point; never after a damage critical). */
  readonly ignoreDamage?: boolean;
}

/** Modifiers of how the action is done ("CH ATR" modifiers, ruling wartime/attribute-modifiers). */
export interface Situation {
  /** Actions done at the same time, this one included: from 2 on, -1 per action (two actions, -2 each). */
  readonly simultaneousActions?: number;
  /** A regular action done out of turn: Energy doubled (at least 3) and -1. */
  readonly outOfTurn?: boolean;
  /** Out of turn, before the acting character's action ends: a further -1. */
  readonly interrupting?: boolean;
  readonly modifiers?: readonly NamedModifier[];
}

/** A formation: `size` members in lines, all with the fighter's profile (ruling wartime/formation-profile). */
export interface FormationInput {
  readonly size: number;
  readonly shape?: 'rectangle' | 'diamond' | 'circle';
  /** The lowest Defense of its members; defaults to the profile's. */
  readonly defense?: number;
}

/** A character (or a formation of them) in a fight. */
export interface Fighter extends CharacterInput {
  readonly fortunePlan?: FortunePlan;
  readonly formation?: FormationInput;
  /** Failed its 5-to-1 Will check: every impact check fails until the combat ends. */
  readonly fiveToOneFailed?: boolean;
}

/** Something in the line of fire: over half the target hidden adds half its Defense, fully hidden all of it. */
export interface CoverInput {
  readonly name?: string;
  readonly defense: number;
  readonly hidden: 'half' | 'full';
}

export type WeaponInput = Ref<WeaponArchetype>;

export interface CharacterTarget extends Fighter {
  readonly kind?: 'character';
  readonly cover?: readonly CoverInput[];
  /** Close combat: the weapon it strikes back with (default its only close-combat weapon; none: it does not strike, ruling wartime/unarmed). */
  readonly weapon?: WeaponInput;
  /** Immobilised or unable to defend itself: the impact check passes without an opposed roll. */
  readonly defenceless?: boolean;
}

export interface TransportTarget {
  readonly kind: 'transport';
  readonly transport: Ref<TransportArchetype>;
  readonly name?: string;
  readonly position?: Point;
  readonly cover?: readonly CoverInput[];
  /** The crew member who may spend Fortune to ignore damage to the transport. */
  readonly crew?: CharacterInput & { readonly ignoreDamage?: boolean };
  /** A transport that fights in close combat (a mech) is piloted by this character. */
  readonly pilot?: Fighter;
  readonly weapon?: WeaponInput;
}

export interface SceneryTarget {
  readonly kind: 'scenery';
  readonly zone: Ref<ZoneArchetype>;
  /** Which element, when the zone's Defense is given per element. */
  readonly element?: string;
  readonly name?: string;
  readonly position?: Point;
  readonly cover?: readonly CoverInput[];
}

export type Target = CharacterTarget | TransportTarget | SceneryTarget;

/** Optional rules of the document, per request. */
export interface OptionalRules {
  /** Vitality instead of casualties. */
  readonly vitality?: boolean;
  /** Casualties lie prone; an attack of more than twice the Defense pulverises (a transport explodes). */
  readonly prone?: boolean;
}

/**
 * A coordinated attack on a transport: the squad's other members roll their impact dice first;
 * each critical lowers its Defense by one, each fumble cancels a critical (ruling wartime/coordinated-attack).
 */
export interface CoordinatedInput {
  /** Impact dice of the supporting members (one per attack each could make)... */
  readonly dice?: number;
  /** ...or the members themselves: each rolls Energy left / Energy of its most damaging weapon. */
  readonly supporters?: readonly CharacterInput[];
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

/** `check`: an attribute check. */
export interface CheckRequest {
  readonly attribute: Attribute;
  /** The character checking (its attribute, Defense over CON, Vitality, Will effects)... */
  readonly character?: CharacterInput;
  /** ...or the attribute's value alone. */
  readonly value?: number;
  /** A difficult action: -2, or this modifier (negative). */
  readonly difficult?: boolean;
  readonly difficulty?: number;
  /** Fleeing close combat engaged with this many enemies: -1 per enemy after the first. */
  readonly engagedEnemies?: number;
  /** The action requires at least this attribute value (CH AGI 6). */
  readonly minimum?: number;
  /** The action's Energy cost (default 1). */
  readonly energy?: number;
  readonly situation?: Situation;
  readonly fortune?: CheckFortune;
  readonly dice?: DiceInput;
}

export interface OpposedSide {
  readonly attribute: Attribute;
  readonly character?: CharacterInput;
  readonly value?: number;
  readonly situation?: Situation;
}

/** `opposed-check`: the actor's action happens if it wins. */
export interface OpposedCheckRequest {
  readonly actor: OpposedSide;
  readonly opponent: OpposedSide;
  readonly dice?: DiceInput;
}

/** `probability`: a percentage rolled on d100. */
export interface ProbabilityRequest {
  /** 0..100. */
  readonly percent: number;
  readonly label?: string;
  readonly dice?: DiceInput;
}

/** `shot`: ranged attacks by one character (or a formation) on one target or one area. */
export interface ShotRequest {
  readonly attacker: Fighter;
  /** Default: the attacker's only ranged weapon. */
  readonly weapon?: WeaponInput;
  /** The target (its centre is where an area lands); may be left out for an area weapon aimed at `aim`. */
  readonly target?: Target;
  readonly aim?: Point;
  /** Centimetres to the target, checked against the weapon's range in kliks (needs `scale`). */
  readonly distance?: number;
  /** Figure scale in mm (28 for 28 mm): K = scale / 10 cm, rounded. */
  readonly scale?: number;
  /** The target's side the attack comes from: a transport's Defense facing; a formation's flank (left, right) or rear. */
  readonly facing?: Facing;
  /** No line of sight, guided by a companion: -2 to impact. */
  readonly blind?: boolean;
  /** Attacks one after the other on the same target (each costs the weapon's Energy); area weapons: 1. */
  readonly attacks?: number;
  /** Formation attackers: members that shoot (default all). */
  readonly shooters?: number;
  /** Area weapons: the other models under or near the area, with positions. */
  readonly models?: readonly (Target & { readonly position: Point })[];
  readonly coordinated?: CoordinatedInput;
  /** Optional ammunition rules: rounds left in the magazine (default a full one: 10 - Damage, at least 1). */
  readonly ammunition?: { readonly rounds?: number };
  readonly situation?: Situation;
  readonly options?: OptionalRules;
  readonly dice?: DiceInput;
}

/** `melee`: close-combat attacks by one character (or a formation). */
export interface MeleeRequest {
  readonly attacker: Fighter;
  /** Default: the attacker's only close-combat weapon. */
  readonly weapon?: WeaponInput;
  /**
   * Enemies in the order they are fought: the first is engaged; once it is down the attacker goes
   * on against the next (engaged, or re-engaged when `distance` is within its Movement).
   */
  readonly defenders: readonly (Target & { readonly distance?: number })[];
  /** Attack actions, each costing the weapon's Energy (default 1). */
  readonly attacks?: number;
  /** The attacker's squad charged: +1 impact and +1 damage check. */
  readonly charge?: boolean;
  /** Formations: models the two formations have in common (dice per side). */
  readonly inCommon?: number;
  readonly facing?: Facing;
  /** Roll the impact die against a defenceless target anyway, for a critical. */
  readonly rollImpact?: boolean;
  /** The attacker fights from its transport (a mech): the transport's close-combat weapon, its Damage without CON. */
  readonly mounted?: boolean;
  readonly coordinated?: CoordinatedInput;
  readonly situation?: Situation;
  readonly options?: OptionalRules;
  readonly dice?: DiceInput;
}

export type WillTrigger =
  | { readonly type: 'bonus'; readonly name?: string }
  /** A squad lost members to one action: more than half of them, or all but one (last man, -2). */
  | { readonly type: 'losses'; readonly before: number; readonly lost: number }
  | { readonly type: 'fortune'; readonly recoverVitality?: boolean }
  /** Outnumbered in close combat: enemies against its own side. */
  | { readonly type: 'five-to-one'; readonly enemies: number; readonly allies: number }
  | { readonly type: 'cowed'; readonly source?: string };

export interface SquadInput {
  /** The members who take the check (after any losses)... */
  readonly members?: readonly CharacterInput[];
  /** ...or their number and highest Will. */
  readonly size?: number;
  readonly highestWill?: number;
  /** Will effects still running on the squad. */
  readonly will?: readonly WillEffect[];
}

/** `will-check`: a character or a squad (one die against its highest Will, +1 per 5 members). */
export interface WillCheckRequest {
  readonly character?: CharacterInput;
  readonly squad?: SquadInput;
  readonly trigger: WillTrigger;
  /** The character or squad is acting now (a fumble ends its activation). */
  readonly acting?: boolean;
  readonly situation?: Situation;
  readonly dice?: DiceInput;
}

export interface SquadMemberInput extends CharacterInput {
  /** This many identical members (default 1). */
  readonly count?: number;
}

/** `squad`: arithmetic of squads and formations; no dice. */
export interface SquadRequest {
  readonly members: readonly SquadMemberInput[];
  /** Energy left to each character who joined before the squad acted, in order. */
  readonly joining?: readonly number[];
  /** The squad charged: Energy left to each member it engaged. */
  readonly charge?: { readonly leftover: readonly number[] };
  /** A formation: Defense, Energy, Fortune, the cost of a combat action, whether it may fight. */
  readonly formation?: { readonly weapons?: readonly WeaponInput[] };
  /** Damage the formation suffered in one attack, for its casualties. */
  readonly damage?: number;
  /** Members lost to one action, for the Will check it calls for. */
  readonly lost?: number;
  /** No dice are rolled: values given here are refused. */
  readonly dice?: DiceInput;
}

export interface TurnOrderCharacter {
  readonly name: string;
  readonly player: string;
  /** Reaction (1..10)... */
  readonly reaction?: number;
  /** ...or a squad's members' Reactions (it acts at the lowest)... */
  readonly members?: readonly number[];
  /** ...or the character itself. */
  readonly character?: CharacterInput;
  /** Energy spent out of turn during the previous turn (taken off this turn's recharge). */
  readonly outOfTurnEnergy?: number;
}

/** `turn-order`: the reaction phases 10 to 1, in acting order. */
export interface TurnOrderRequest {
  /** Players clockwise round the table. */
  readonly players: readonly string[];
  readonly characters: readonly TurnOrderCharacter[];
  /** Who has the initiative; drawn with d10s when left out (ruling wartime/initiative-draw). */
  readonly initiative?: string;
  readonly dice?: DiceInput;
}

/** `trap`: a character or a transport crosses or stops in a zone with traps. */
export interface TrapRequest {
  readonly zone: Ref<ZoneArchetype>;
  readonly character?: CharacterInput;
  /** Default: the character's higher of AGI and INT. */
  readonly attribute?: 'agi' | 'int';
  readonly transport?: { readonly transport: Ref<TransportArchetype>; readonly pilot: CharacterInput; readonly facing?: Facing };
  readonly situation?: Situation;
  readonly fortune?: CheckFortune;
  readonly options?: OptionalRules;
  readonly dice?: DiceInput;
}

/** `POST /v1/wartime/archetypes/cost` prices one archetype; the named bonuses come with it. */
export type { NamedCost };
