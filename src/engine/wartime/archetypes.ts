import type { Text } from '../core/types';

/**
 * Wartime archetypes as data: the seven types of the rule document (body, character, weapon,
 * protection, transport, object, zone). One shape serves three places: a catalog or warbook entry
 * (stored with its `type`), an inline profile in a resolve request (`{ profile: {...} }`, the type
 * implied by where it sits), and the body of `POST /v1/wartime/archetypes/cost`.
 *
 * Every number is the archetype's attribute as the document names it; nothing derived (Level,
 * Energy, Movement, Defense, cost) is stored: costs.ts computes it, so it can never disagree.
 */

export const ATTRIBUTES = ['con', 'agi', 'int', 'rea', 'vol'] as const;
/** Constitución, Agilidad, Inteligencia, Reacción, Voluntad. */
export type Attribute = (typeof ATTRIBUTES)[number];

export const ARCHETYPE_TYPES = ['body', 'character', 'weapon', 'protection', 'transport', 'object', 'zone'] as const;
export type ArchetypeType = (typeof ARCHETYPE_TYPES)[number];

/**
 * A bonus or malus priced by the user (ruling wartime/missing-tables: the document refers to a
 * bonus list it does not include). A positive cost is a bonus, a negative one a malus.
 */
export interface NamedCost {
  readonly name: string;
  readonly cost: number;
}

/** An archetype named by id (catalog or warbook), or given inline. */
export type Ref<P> = string | { readonly profile: P };

/** Attributes every archetype has besides its own (the document's "atributos comunes"). */
export interface Common {
  /** Absent in a stored entry (the entry carries the name); a label in an inline profile. */
  readonly name?: string;
  readonly description?: string;
  readonly bonuses?: readonly NamedCost[];
}

export interface BodyArchetype extends Common {
  /** Each 1..10. */
  readonly con: number;
  readonly agi: number;
  readonly int: number;
  readonly rea: number;
  readonly vol: number;
}

/** Dimensions in kliks (K); the area in K² decides the cost. */
export type SimpleArea =
  | { readonly shape: 'circle'; readonly diameter: number }
  | { readonly shape: 'rectangle'; readonly length: number; readonly width: number }
  | { readonly shape: 'triangle'; readonly length: number; readonly width: number };

/**
 * A composite area is split into simple shapes (the document: circles, parallelograms and
 * triangles). `offset` places a part's centre relative to the area's centre, in K along the line
 * of fire and across it (to the right); parts may overlap, their areas still add up for the cost.
 */
export type AreaPart = SimpleArea & { readonly offset?: { readonly along: number; readonly across: number } };

export type Area = SimpleArea | { readonly shape: 'composite'; readonly parts: readonly AreaPart[] };

/** Which attribute the impact check of a ranged weapon rolls: AGI for physical weapons, INT for others (spells, hacking). */
export type ImpactAttribute = 'agi' | 'int';

export interface WeaponArchetype extends Common {
  /** Energy to use it, 1..10. */
  readonly energy: number;
  /** 1..10. */
  readonly damage: number;
  /** Kliks; 0 is a close-combat weapon; at most 5 x Damage. */
  readonly range: number;
  readonly area?: Area;
  /** Default `agi`. */
  readonly impact?: ImpactAttribute;
}

export interface ProtectionArchetype extends Common {
  /** Energy to put it on or take it off, 1..10. */
  readonly energy: number;
  /** 1..10; added up into the wearer's Defense. */
  readonly protection: number;
}

export const FACINGS = ['front', 'left', 'right', 'rear'] as const;
export type Facing = (typeof FACINGS)[number];

/** One Defense per side of a transport larger than a bike or a horse, each paid separately. */
export type Facings = Readonly<Record<Facing, number>>;

export interface TransportArchetype extends Common {
  /** Energy to mount, start or leave it, 1..10. */
  readonly energy: number;
  /** Length of the base (or of the model) in the direction of travel, cm; Movement rounds it half up. */
  readonly length?: number;
  /** One Defense (a bike, a horse) or four facings (anything larger); each 1..10. */
  readonly defense: number | Facings;
  /** Cargo levels; a model takes as many levels as its base measures. */
  readonly capacity?: number;
  readonly weapons?: readonly Ref<WeaponArchetype>[];
  readonly objects?: readonly Ref<ObjectArchetype>[];
  /** Fights in close combat (a mech): with its pilot's attributes and its weapons' Damage, never the pilot's CON. */
  readonly melee?: boolean;
}

export interface ObjectArchetype extends Common {
  readonly energy: number;
  readonly area?: Area;
  readonly capacity?: number;
}

/** A part of a scenery piece with its own Defense ("the wall", "the roof"). */
export interface ZoneElement {
  readonly element: string;
  readonly defense: number;
}

export interface ZoneArchetype extends Common {
  /** Energy per movement action through it; default 1, no maximum. */
  readonly difficulty?: number;
  /** The zone's Defense, or each element's. */
  readonly defense?: number | readonly ZoneElement[];
  /** Every attribute applies to the whole piece: a model wholly inside has its highest Defense. */
  readonly global?: boolean;
  /** Which parts collapse and how, in words. */
  readonly collapse?: string;
  /** `true`: the document's default trap; a text: a trap of the players' own (resolved at the table). */
  readonly traps?: boolean | string;
  readonly effects?: string;
  /**
   * A zone bought in a play list is priced like a transport without Movement (ruling
   * wartime/zone-cost); without this the zone has no cost and cannot be recruited.
   */
  readonly purchase?: {
    readonly energy?: number;
    readonly capacity?: number;
    readonly weapons?: readonly Ref<WeaponArchetype>[];
    readonly objects?: readonly Ref<ObjectArchetype>[];
  };
}

export interface CharacterArchetype extends Common {
  /** Exactly one body. */
  readonly body: Ref<BodyArchetype>;
  /** At most one transport. */
  readonly transport?: Ref<TransportArchetype>;
  readonly weapons?: readonly Ref<WeaponArchetype>[];
  readonly protections?: readonly Ref<ProtectionArchetype>[];
  readonly objects?: readonly Ref<ObjectArchetype>[];
  /** Base diameter in cm (on a square grid: squares); Movement rounds it half up. Required to store or price. */
  readonly baseDiameter?: number;
  /** Fortune bought, 0..10. */
  readonly fortune?: number;
}

/** A stored or priced archetype: one of the seven types, named by `type`. */
export type ArchetypeProfile =
  | ({ readonly type: 'body' } & BodyArchetype)
  | ({ readonly type: 'character' } & CharacterArchetype)
  | ({ readonly type: 'weapon' } & WeaponArchetype)
  | ({ readonly type: 'protection' } & ProtectionArchetype)
  | ({ readonly type: 'transport' } & TransportArchetype)
  | ({ readonly type: 'object' } & ObjectArchetype)
  | ({ readonly type: 'zone' } & ZoneArchetype);

/** Looks an archetype up by id (catalog, warbook): its name and profile, or undefined when there is none. */
export type ArchetypeLookup = (id: string) => { readonly name: Text; readonly profile: ArchetypeProfile } | undefined;
