import type { ResolveRequest } from '../core/game';
import type { Vec } from '../core/geometry';

/**
 * Age of Fantasy: Skirmish request bodies, as the engine receives them (the transport has checked
 * shapes and types; the engine checks everything that needs the catalog or the rules).
 *
 * Design note (read with outcomes.ts):
 * - A unit is `{ unit: '<faction>/<slug>' }` (catalog) or `{ profile: {...} }` (inline), plus its
 *   state on the table: models left, wound markers on its last model, stunned, fatigued. Special
 *   rules are `{ id, rating? }` (`{ id: 'tough', rating: 3 }`), the same shape the catalog stores;
 *   an id the game lacks is a 422 naming the path, a rating where the rule takes none (or none
 *   where it needs one) too. Rules the service knows but does not model (Caster's spells beyond
 *   the roll, Flying's path) are listed in the outcome's `unmodelled`.
 * - Which weapons attack: `weapons` lists groups `{ weapon | profile, models?, sergeant? }`; by
 *   default every model attacks with every weapon of the right kind (range > 0 for `shot`, 0 for
 *   `melee`). Casualties are taken from the last group first (ruling aof-skirmish/casualty-order).
 * - Dice, as everywhere: `{ seed }`, `{ values }` (table dice in the documented roll order), or
 *   absent. The roll order of an attack (ruling aof-skirmish/roll-order), weapon group by weapon
 *   group in request order (Impact dice first when charging; a Sergeant's attacks as a group of
 *   their own, before the rest of its group): the group's to-hit pool, then for its plain hits
 *   and then its Rending hits the Defense pool, Bane's rerolls of unmodified 6s and the
 *   Regeneration pool; once every group is rolled the wounds are assigned (Deadly first) and the
 *   last model rolls one wound-effects die.
 */

/** A point on the table, inches (model centres). */
export type Point = Vec;

/** `{ seed }`, `{ values }` or absent, as for every game. */
export type DiceInput = NonNullable<ResolveRequest['dice']>;

/** A special rule as written on a profile: `Tough(3)` is `{ id: 'tough', rating: 3 }`. */
export interface RuleRef {
  readonly id: string;
  readonly rating?: number;
}

/** A weapon profile: range in inches (0 = a melee weapon), attacks per model, weapon rules. */
export interface WeaponProfileInput {
  readonly name?: string;
  readonly range: number;
  readonly attacks: number;
  readonly rules?: readonly RuleRef[];
}

/** A unit profile given inline (homebrew, an Army Forge unit, a what-if). */
export interface UnitProfileInput {
  readonly name?: string;
  /** Quality N+ (2 to 6). */
  readonly quality: number;
  /** Defense N+ (2 to 6). */
  readonly defense: number;
  /** Models in the unit at full strength. */
  readonly models: number;
  readonly rules?: readonly RuleRef[];
  readonly equipment?: readonly WeaponProfileInput[];
}

/** One group of models attacking with one weapon. */
export interface WeaponGroupInput {
  /** A weapon of the unit's equipment, by its name (case-insensitive) or its index in the equipment. */
  readonly weapon?: string | number;
  /** An inline weapon (instead of `weapon`). */
  readonly profile?: WeaponProfileInput;
  /** Models of the unit using it; default every model left. */
  readonly models?: number;
  /** One of these models is the army's Sergeant (its unmodified 6s to hit add a hit). */
  readonly sergeant?: boolean;
}

/** A Hero that joined a multi-model unit (ruling aof-skirmish/hero-joining): it is the last model. */
export interface JoinedHeroInput {
  readonly name?: string;
  readonly quality: number;
  readonly defense: number;
  readonly rules?: readonly RuleRef[];
  readonly equipment?: readonly WeaponProfileInput[];
}

/** A unit taking part, and its state on the table. */
export interface UnitInput {
  readonly unit?: string;
  readonly profile?: UnitProfileInput;
  /** A label for the ruling text; defaults to the profile's name. */
  readonly name?: string;
  /** Models left (default: the profile's), counting a joined hero. */
  readonly models?: number;
  /** Wound markers already on the last model. */
  readonly wounds?: number;
  readonly stunned?: boolean;
  /** Charged or struck back earlier this round: only unmodified 6s hit in melee. */
  readonly fatigued?: boolean;
  /** Rules gained for the moment (a spell); added to the profile's. */
  readonly rules?: readonly RuleRef[];
  readonly weapons?: readonly WeaponGroupInput[];
  readonly hero?: JoinedHeroInput;
}

/** Cover of the unit shot at: inside cover terrain, or behind sight blockers (Indirect ignores the latter). */
export type Cover = 'none' | 'terrain' | 'sight-blocker';

export interface QualityTestRequest {
  readonly quality: number;
  /** Sum of the modifiers to the roll (a natural 6 still passes and a natural 1 still fails). */
  readonly modifier?: number;
  readonly dice?: DiceInput;
}

export interface ShotRequest {
  readonly attacker: UnitInput;
  readonly target: UnitInput;
  /** Inches between the units; weapons with a shorter range do not fire. */
  readonly distance: number;
  readonly cover?: Cover;
  /** The attacker moved before shooting (Indirect: -1 to hit). */
  readonly moved?: boolean;
  readonly dice?: DiceInput;
}

export interface MeleeRequest {
  /** The charging unit. */
  readonly attacker: UnitInput;
  readonly defender: UnitInput;
  /** The defender strikes back (optional in the rules); default true. */
  readonly strikeBack?: boolean;
  readonly dice?: DiceInput;
}

export interface WoundEffectsRequest {
  readonly unit: UnitInput;
  /** Every wound received at once (Deadly ones included), before any multiplication. */
  readonly wounds: number;
  /** How many of `wounds` came from a Deadly(X) weapon, with its X (resolved first, not carried over). */
  readonly deadly?: { readonly wounds: number; readonly rating: number };
  readonly dice?: DiceInput;
}

export interface MoraleRequest {
  readonly startingUnits: number;
  readonly remainingUnits: number;
  /** The units that test (every unit left, in the rules); each a UnitInput (stunned, Fearless...). */
  readonly units: readonly (UnitInput & { readonly standard?: boolean })[];
  readonly dice?: DiceInput;
}

export type MoveAction = 'hold' | 'advance' | 'rush' | 'charge';

export interface MovementRequest {
  readonly unit: UnitInput;
  readonly action: MoveAction;
  /** The unit is one of the Musician's (its own or one of the 3 chosen): +1". */
  readonly musician?: boolean;
  /** The move crosses difficult terrain. */
  readonly difficultTerrain?: boolean;
  /** Model positions after the move (centres, inches): checks coherency. */
  readonly positions?: readonly Point[];
  /** Base radius in inches (default 0.5). */
  readonly baseRadius?: number;
  /** Movement rolls no dice: values given here are a 422, as for any action. */
  readonly dice?: DiceInput;
}

export interface DangerousTerrainRequest {
  readonly unit: UnitInput;
  /** Models that moved through or activated in it (default every model left). */
  readonly models?: number;
  readonly dice?: DiceInput;
}

export interface JumpRequest {
  readonly unit: UnitInput;
  /** `gap`: across; `descent`: down. */
  readonly kind: 'gap' | 'descent';
  readonly inches: number;
  /** Height the model falls from if the jump fails (default: `inches` for a descent, none for a gap). */
  readonly height?: number;
  readonly dice?: DiceInput;
}

export interface FallRequest {
  readonly unit: UnitInput;
  readonly height: number;
  readonly dice?: DiceInput;
}

export interface PushRequest {
  /** How far the attacker wants to move the stunned model (at most 2"). */
  readonly inches?: number;
  readonly dice?: DiceInput;
}

export interface CastRequest {
  readonly caster: {
    readonly name?: string;
    /** Caster(X): tokens gained at the start of each round. */
    readonly rating: number;
    /** Tokens held now (before `roundStart`). */
    readonly tokens: number;
    /** Add X tokens first (start of a round), at most 6. */
    readonly roundStart?: boolean;
  };
  readonly spell: { readonly name?: string; readonly value: number };
  /** Casters within 18" in line of sight spending tokens at the same time: +1 (friendly) or -1 (enemy) each. */
  readonly helpers?: readonly {
    readonly name?: string;
    readonly side: 'friendly' | 'enemy';
    readonly tokens: number;
    /** Tokens it holds (default: `tokens`). */
    readonly available?: number;
    readonly distance: number;
  }[];
  readonly dice?: DiceInput;
}

export type Side = 'a' | 'b';

export interface ObjectivesRequest {
  /** The round that just ended (1 to 4); after round 4 the winner is named. */
  readonly round: number;
  /** Markers with who held them before this round ended; absent: roll how many to place (D3+2). */
  readonly markers?: readonly { readonly position: Point; readonly controller?: Side | null }[];
  readonly units?: readonly {
    readonly name?: string;
    readonly side: Side;
    /** Model centres. */
    readonly positions: readonly Point[];
    readonly stunned?: boolean;
    /** Deployed by Ambush this round: may not seize or contest. */
    readonly ambushedThisRound?: boolean;
  }[];
  readonly baseRadius?: number;
  readonly dice?: DiceInput;
}

export interface DeploymentRequest {
  /** Table in inches (default 48 x 48); side a deploys from y = 0, side b from y = depth. */
  readonly table?: { readonly width: number; readonly depth: number };
  /** `deploy`: within 12" of the own edge; `ambush`: over 9" from enemies, after round 1; `scout`: wholly within 12" of the own zone. */
  readonly kind: 'deploy' | 'ambush' | 'scout';
  readonly side: Side;
  /** Centres of the models placed. */
  readonly positions: readonly Point[];
  /** Enemy model centres (ambush). */
  readonly enemies?: readonly Point[];
  /** The round the unit arrives: required for an ambush, 2 or later (otherwise a 422 at `round`). */
  readonly round?: number;
  readonly baseRadius?: number;
  /** Roll off for who picks the table edge (d6 each, ties rerolled). */
  readonly rollOff?: boolean;
  readonly dice?: DiceInput;
}
