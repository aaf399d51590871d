import { spend } from '../core/cost';
import { RuleError, RuleErrorCode, unknownId, violation } from '../core/errors';
import { closestIds } from '../core/suggest';
import { msg, Msg, Text, verbatim } from '../core/types';
import {
  Area,
  ArchetypeProfile,
  ArchetypeType,
  Attribute,
  ATTRIBUTES,
  BodyArchetype,
  CharacterArchetype,
  Facings,
  ImpactAttribute,
  ProtectionArchetype,
  Ref,
  TransportArchetype,
  WeaponArchetype,
  ZoneArchetype,
  ZoneElement,
} from './archetypes';
import { catalogLookup } from './catalog';
import { priceArchetype } from './costs';
import { WARTIME_LIMITS } from './limits';
import { energyOf, roundHalfUp, UNNAMED, WartimeCatalog } from './model';
import { CharacterInput, Point, WillEffect } from './requests';

/**
 * Request inputs made ready for the rules: archetypes looked up (catalog or warbook) or taken
 * inline, checked with the cost calculator's rules, and the character's state applied.
 */

export interface Weapon {
  readonly name: Text;
  readonly energy: number;
  readonly damage: number;
  /** Kliks; 0 for a close-combat weapon. */
  readonly range: number;
  readonly area: Area | null;
  readonly impact: ImpactAttribute;
}

export interface Transport {
  readonly name: Text;
  readonly energy: number;
  readonly defense: number | Facings;
  /** cm, from its length; null when the length is not given. */
  readonly movement: number | null;
  readonly melee: boolean;
  readonly weapons: readonly Weapon[];
}

export interface Zone {
  readonly name: Text;
  readonly difficulty: number;
  readonly defense: number | readonly ZoneElement[] | null;
  readonly traps: boolean | string;
}

/** A Will effect's modifier to every attribute check while it runs. */
export const WILL_EFFECT_MODIFIER: Readonly<Record<WillEffect, number>> = { failed: -1, fumbled: -3, critical: 3 };

export interface Character {
  /** Where it sits in the request (`attacker`, `defenders[1]`), for error paths. */
  readonly path: string;
  readonly name: Text;
  readonly attributes: Readonly<Record<Attribute, number>>;
  readonly maxEnergy: number;
  /** Energy left this activation. */
  readonly energy: number;
  /** Sum of its protections. */
  readonly defense: number;
  readonly fortune: number;
  readonly vitality: number;
  readonly vitalityLost: number;
  readonly will: readonly WillEffect[];
  /** cm; null when the base is not given. */
  readonly movement: number | null;
  readonly baseDiameter: number | null;
  readonly weapons: readonly Weapon[];
  readonly transport: Transport | null;
  readonly position: Point | null;
}

/** The CH ATR modifiers a character carries into every attribute check, each named for the ruling. */
export interface NamedValue {
  readonly label: Msg;
  readonly value: number;
}

export function standingModifiers(c: Character): NamedValue[] {
  const out: NamedValue[] = [];
  const above = c.defense - c.attributes.con;
  if (above > 0) out.push({ label: msg('modifier.defense-above-con', { levels: above }), value: -above });
  if (c.vitalityLost > 0) out.push({ label: msg('modifier.vitality-lost', { points: c.vitalityLost }), value: -c.vitalityLost });
  const will = willModifier(c.will);
  if (will !== 0) out.push({ label: msg('modifier.will-effects'), value: will });
  return out;
}

export const willModifier = (effects: readonly WillEffect[]): number => effects.reduce((a, e) => a + WILL_EFFECT_MODIFIER[e], 0);

type ProfileOf<T extends ArchetypeType> = Omit<Extract<ArchetypeProfile, { type: T }>, 'type'>;

/** An archetype named by id (checked to be of `type`) or given inline, with its name. */
export function resolveRef<T extends ArchetypeType>(ref: Ref<ProfileOf<T>>, type: T, path: string, catalog: WartimeCatalog): { name: Text; profile: ProfileOf<T> } {
  if (typeof ref === 'string') {
    const found = catalog.archetypes.get(ref);
    if (!found) {
      const sameType = [...catalog.archetypes].filter(([, a]) => a.profile.type === type).map(([id, a]) => ({ id, name: a.name }));
      throw unknownId(path, msg('error.unknown-archetype', { id: ref }), closestIds(ref, sameType));
    }
    if (found.profile.type !== type) {
      throw violation(path, msg('error.archetype-type', { id: ref, type: msg(`type.${found.profile.type}`), expected: msg(`type.${type}`) }));
    }
    return { name: found.name, profile: found.profile as unknown as ProfileOf<T> };
  }
  return { name: ref.profile.name !== undefined ? verbatim(ref.profile.name) : UNNAMED[type], profile: ref.profile };
}

/** Checks an inline archetype with the cost calculator's rules (ranges, Range at most 5 x Damage...). */
function check(profile: ArchetypeProfile, path: string, catalog: WartimeCatalog): void {
  // Pricing an inline profile is plan work outside the interpreters (about 10 us a character).
  spend(CHECK_UNITS);
  const { errors } = priceArchetype(profile, catalogLookup(catalog), path, { requireBase: false });
  if (errors.length > 0) throw new RuleError(RuleErrorCode.RuleViolation, errors);
}

const refPath = (ref: Ref<unknown>, path: string): string => (typeof ref === 'string' ? path : `${path}.profile`);

export function resolveWeapon(ref: Ref<WeaponArchetype>, path: string, catalog: WartimeCatalog): Weapon {
  const { name, profile } = resolveRef(ref, 'weapon', path, catalog);
  if (typeof ref !== 'string') check({ ...profile, type: 'weapon' }, refPath(ref, path), catalog);
  return { name, energy: profile.energy, damage: profile.damage, range: profile.range, area: profile.area ?? null, impact: profile.impact ?? 'agi' };
}

export function resolveTransport(ref: Ref<TransportArchetype>, path: string, catalog: WartimeCatalog): Transport {
  const { name, profile } = resolveRef(ref, 'transport', path, catalog);
  if (typeof ref !== 'string') check({ ...profile, type: 'transport' }, refPath(ref, path), catalog);
  return {
    name,
    energy: profile.energy,
    defense: profile.defense,
    movement: profile.length !== undefined ? roundHalfUp(profile.length) : null,
    melee: profile.melee ?? false,
    weapons: (profile.weapons ?? []).map((w, i) => resolveWeapon(w, `${refPath(ref, path)}.weapons[${i}]`, catalog)),
  };
}

export function resolveZone(ref: Ref<ZoneArchetype>, path: string, catalog: WartimeCatalog): Zone {
  const { name, profile } = resolveRef(ref, 'zone', path, catalog);
  if (typeof ref !== 'string') check({ ...profile, type: 'zone' }, refPath(ref, path), catalog);
  return { name, difficulty: profile.difficulty ?? 1, defense: profile.defense ?? null, traps: profile.traps ?? false };
}

/** Units of one inline profile's check, and of resolving one character (its body, weapons, protections). */
export const CHECK_UNITS = 4;
export const CHARACTER_UNITS = 2;

export function resolveCharacter(input: CharacterInput, path: string, catalog: WartimeCatalog): Character {
  spend(CHARACTER_UNITS);
  let archetype: CharacterArchetype;
  let name: Text;
  if ((input.archetype === undefined) === (input.profile === undefined)) throw violation(path, msg('error.archetype-or-profile'));
  if (input.archetype !== undefined) {
    const found = resolveRef<'character'>(input.archetype, 'character', `${path}.archetype`, catalog);
    archetype = found.profile;
    name = found.name;
  } else {
    archetype = input.profile as CharacterArchetype;
    check({ ...archetype, type: 'character' }, `${path}.profile`, catalog);
    name = archetype.name !== undefined ? verbatim(archetype.name) : UNNAMED.character;
  }
  const at = input.archetype !== undefined ? `${path}.archetype` : `${path}.profile`;
  const body = resolveRef<'body'>(archetype.body, 'body', `${at}.body`, catalog).profile as BodyArchetype;
  const protections = (archetype.protections ?? []).map(
    (p, i) => resolveRef<'protection'>(p, 'protection', `${at}.protections[${i}]`, catalog).profile as ProtectionArchetype,
  );
  const weapons = (archetype.weapons ?? []).map((w, i) => resolveWeapon(w, `${at}.weapons[${i}]`, catalog));
  const transport = archetype.transport !== undefined ? resolveTransport(archetype.transport, `${at}.transport`, catalog) : null;
  const attributes = Object.fromEntries(ATTRIBUTES.map((a) => [a, body[a]])) as Record<Attribute, number>;
  const maxEnergy = energyOf(body.rea);
  const boughtFortune = archetype.fortune ?? 0;

  const vitalityLost = input.vitalityLost ?? 0;
  if (!Number.isInteger(vitalityLost) || vitalityLost < 0 || vitalityLost >= body.con) {
    throw violation(`${path}.vitalityLost`, msg('error.vitality-lost', { vitality: body.con, lost: vitalityLost }));
  }
  const fortune = input.fortune ?? boughtFortune;
  // Fortune spent never comes back: what is left cannot exceed what was bought.
  if (!Number.isInteger(fortune) || fortune < 0 || fortune > boughtFortune) {
    throw violation(`${path}.fortune`, msg('error.fortune-left', { fortune, bought: boughtFortune }));
  }
  const energy = input.energy ?? maxEnergy;
  if (!Number.isInteger(energy) || energy < 0 || energy > maxEnergy) {
    throw violation(`${path}.energy`, msg('error.energy-left', { energy, max: maxEnergy }));
  }
  const will = input.will ?? [];
  if (will.length > WARTIME_LIMITS.willEffects) throw violation(`${path}.will`, msg('error.will-effects', { max: WARTIME_LIMITS.willEffects }));
  return {
    path,
    name: input.name !== undefined ? verbatim(input.name) : name,
    attributes,
    maxEnergy,
    energy,
    defense: protections.reduce((a, p) => a + p.protection, 0),
    fortune,
    vitality: body.con,
    vitalityLost,
    will,
    movement: archetype.baseDiameter !== undefined ? roundHalfUp(archetype.baseDiameter) : null,
    baseDiameter: archetype.baseDiameter ?? null,
    weapons,
    transport,
    position: input.position ?? null,
  };
}
