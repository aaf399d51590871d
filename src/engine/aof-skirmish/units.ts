import { unknownId, violation } from '../core/errors';
import { closestIds, kindCandidates } from '../core/suggest';
import { cap } from '../core/limits';
import { msg, Text, verbatim } from '../core/types';
import { AOF_LIMITS } from './limits';
import { AofCatalog, hasRule, HERO_JOIN_TOUGH, isRuleId, ratingOf, Rule, RULE_IDS, RuleId, ruleInfo, STAT_MAX, STAT_MIN, UnitProfile, WeaponProfile } from './model';
import { RuleRef, UnitInput, WeaponGroupInput, WeaponProfileInput } from './requests';

/**
 * A unit of a request, checked against the catalog and the rules: its profile, its state on the
 * table and the weapon groups that attack. Everything here is plain data the rules read.
 */
export interface Unit {
  readonly name: Text;
  readonly path: string;
  readonly quality: number;
  readonly defense: number;
  /** Models at full strength (a joined hero included). */
  readonly size: number;
  readonly modelsLeft: number;
  readonly wounds: number;
  readonly stunned: boolean;
  readonly fatigued: boolean;
  /** Unit rules (the request's extra rules included). */
  readonly rules: readonly Rule[];
  readonly groups: readonly WeaponGroup[];
  readonly hero: Hero | null;
}

/** A Hero joined to the unit: the last model (ruling aof-skirmish/hero-joining). */
export interface Hero {
  readonly name: Text;
  readonly quality: number;
  readonly defense: number;
  readonly rules: readonly Rule[];
}

/**
 * Models attacking with one weapon. `models: 'all'` is every model left (the default loadout: each
 * model carries every weapon); a number is a share of the unit, shares taken in request order and
 * casualties removed from the last share first (ruling aof-skirmish/casualty-order).
 */
export interface WeaponGroup {
  readonly weapon: WeaponProfile;
  readonly models: number | 'all';
  readonly sergeant: boolean;
  /** The joined hero's own weapon: it attacks while the unit has a model left. */
  readonly hero: boolean;
  readonly path: string;
}

export const UNNAMED: Text = { en: 'unit', es: 'unidad', fr: 'unité' };
export const UNNAMED_WEAPON: Text = { en: 'weapon', es: 'arma', fr: 'arme' };

const int = (value: number, min: number, max: number, path: string): number => {
  if (!Number.isInteger(value) || value < min || value > max) throw violation(path, msg('error.range', { min, max, value }));
  return value;
};

/** Checks rules as written on a profile or request: known ids, a rating exactly where one is due. */
export function checkRules(refs: readonly RuleRef[] | undefined, path: string, on: 'unit' | 'weapon'): Rule[] {
  const list = refs ?? [];
  cap(list.length, AOF_LIMITS.rules, path, 'cap.rules');
  const out: Rule[] = [];
  list.forEach((ref, i) => {
    const at = `${path}[${i}]`;
    const id = ref.id.toLowerCase();
    if (!isRuleId(id)) throw unknownId(`${at}.id`, msg('error.unknown-rule', { id: ref.id }), closestIds(id, RULE_IDS.map((r) => ({ id: r }))));
    const info = ruleInfo(id);
    if (on === 'weapon' && info.on === 'unit') throw violation(`${at}.id`, msg('error.rule-on-weapon', { rule: msg(`rule.${id}`) }));
    if (info.rating) {
      if (ref.rating === undefined) throw violation(`${at}.rating`, msg('error.rating-missing', { rule: msg(`rule.${id}`) }));
      int(ref.rating, 1, AOF_LIMITS.rating, `${at}.rating`);
      out.push({ id, rating: ref.rating });
    } else {
      if (ref.rating !== undefined) throw violation(`${at}.rating`, msg('error.rating-extra', { rule: msg(`rule.${id}`) }));
      out.push({ id });
    }
  });
  // A rule written twice would count twice in the handlers (two Surge extra hits): refused.
  const seen = new Set<RuleId>();
  out.forEach((r, i) => {
    if (seen.has(r.id)) throw violation(`${path}[${i}].id`, msg('error.rule-twice', { rule: msg(`rule.${r.id}`) }));
    seen.add(r.id);
  });
  return out;
}

export function checkWeapon(input: WeaponProfileInput, path: string): WeaponProfile {
  if (!Number.isFinite(input.range) || input.range < 0 || input.range > 120) throw violation(`${path}.range`, msg('error.range', { min: 0, max: 120, value: input.range }));
  return {
    name: input.name !== undefined ? verbatim(input.name) : UNNAMED_WEAPON,
    range: input.range,
    attacks: int(input.attacks, 1, AOF_LIMITS.attacks, `${path}.attacks`),
    rules: checkRules(input.rules, `${path}.rules`, 'weapon'),
  };
}

/** A stored or inline profile, checked (the catalog parser and inline profiles share this): Quality and Defense 2+ to 6+ (ruling aof-skirmish/profile). */
export function checkProfile(
  p: { name?: string | Text; quality: number; defense: number; models: number; rules?: readonly RuleRef[]; equipment?: readonly WeaponProfileInput[]; points?: number },
  path: string,
): UnitProfile {
  cap((p.equipment ?? []).length, AOF_LIMITS.equipment, `${path}.equipment`, 'cap.equipment');
  const name: Text = p.name === undefined ? UNNAMED : typeof p.name === 'string' ? verbatim(p.name) : p.name;
  return {
    name,
    quality: int(p.quality, STAT_MIN, STAT_MAX, `${path}.quality`),
    defense: int(p.defense, STAT_MIN, STAT_MAX, `${path}.defense`),
    models: int(p.models, 1, AOF_LIMITS.models, `${path}.models`),
    rules: checkRules(p.rules, `${path}.rules`, 'unit'),
    equipment: (p.equipment ?? []).map((w, i) => checkWeapon(w, `${path}.equipment[${i}]`)),
    ...(p.points !== undefined ? { points: p.points } : {}),
  };
}

function profileOf(input: UnitInput, path: string, catalog: AofCatalog): UnitProfile {
  if ((input.unit === undefined) === (input.profile === undefined)) throw violation(path, msg('error.unit-or-profile'));
  if (input.profile) return checkProfile(input.profile, `${path}.profile`);
  const found = catalog.units.get(input.unit as string);
  if (!found) throw unknownId(`${path}.unit`, msg('error.unknown-unit', { id: input.unit as string }), closestIds(input.unit as string, kindCandidates(catalog.data, 'unit')));
  return found;
}

/** Which weapons attack: the request's groups, else every weapon of the kind the action uses. */
function groupsOf(input: UnitInput, profile: UnitProfile, path: string, hero: Hero | null, heroEquipment: readonly WeaponProfile[], size: number): WeaponGroup[] {
  const fromEquipment = (w: string | number, at: string): WeaponProfile => {
    const list = profile.equipment;
    const found = typeof w === 'number' ? list[w] : list.find((e) => textMatches(e.name, w));
    if (!found) throw unknownId(at, msg('error.unknown-weapon', { weapon: String(w), list: list.map((e) => e.name.en).join(', ') || '-' }), carriedFirst(String(w), list));
    return found;
  };
  if (input.weapons === undefined) {
    return [
      ...profile.equipment.map((weapon, i) => ({ weapon, models: 'all' as const, sergeant: false, hero: false, path: `${path}.equipment[${i}]` })),
      ...(hero ? heroEquipment.map((weapon, i) => ({ weapon, models: 1, sergeant: false, hero: true, path: `${path}.hero.equipment[${i}]` })) : []),
    ];
  }
  cap(input.weapons.length, AOF_LIMITS.weaponGroups, `${path}.weapons`, 'cap.weapon-groups');
  return input.weapons.map((g: WeaponGroupInput, i) => {
    const at = `${path}.weapons[${i}]`;
    if ((g.weapon === undefined) === (g.profile === undefined)) throw violation(at, msg('error.weapon-or-profile'));
    const weapon = g.profile ? checkWeapon(g.profile, `${at}.profile`) : fromEquipment(g.weapon as string | number, `${at}.weapon`);
    // A group cannot hold more models than the unit has (its joined hero included).
    const models = g.models === undefined ? ('all' as const) : int(g.models, 1, Math.min(size, AOF_LIMITS.models), `${at}.models`);
    return { weapon, models, sergeant: g.sergeant === true, hero: false, path: at };
  });
}

/** The names of the weapons a unit carries, the closest to `typed` first: what a request may name. */
function carriedFirst(typed: string, list: readonly WeaponProfile[]): string[] {
  const names = list.map((e) => e.name.en);
  const close = closestIds(typed, list.map((e) => ({ id: e.name.en, name: e.name })), names.length);
  return [...new Set([...close, ...names])];
}

const textMatches = (t: Text, s: string): boolean => [t.en, t.es, t.fr].some((n) => n !== undefined && n.toLowerCase() === s.toLowerCase());

export function resolveUnit(input: UnitInput, path: string, catalog: AofCatalog): Unit {
  const profile = profileOf(input, path, catalog);
  const extra = checkRules(input.rules, `${path}.rules`, 'unit');
  const rules = [...profile.rules, ...extra.filter((r) => !profile.rules.some((p) => p.id === r.id))];
  let hero: Hero | null = null;
  let heroEquipment: WeaponProfile[] = [];
  if (input.hero) {
    const h = checkProfile({ ...input.hero, name: input.hero.name, models: 1 }, `${path}.hero`);
    // Only a Hero with Tough(6) joins, and only a unit of several models without another Hero (ruling aof-skirmish/hero-joining).
    const joins = hasRule(h.rules, 'hero') && ratingOf(h.rules, 'tough') === HERO_JOIN_TOUGH && profile.models > 1 && !hasRule(profile.rules, 'hero');
    if (!joins) throw violation(`${path}.hero`, msg('error.hero-join', { hero: h.name, unit: profile.name }));
    hero = { name: h.name, quality: h.quality, defense: h.defense, rules: h.rules };
    heroEquipment = [...h.equipment];
  }
  const size = profile.models + (hero ? 1 : 0);
  const modelsLeft = input.models === undefined ? size : int(input.models, 1, size, `${path}.models`);
  const wounds = input.wounds === undefined ? 0 : int(input.wounds, 0, AOF_LIMITS.wounds, `${path}.wounds`);
  // Only the last model ever carries markers: wounds remove the others first (ruling aof-skirmish/group-wounds).
  if (wounds > 0 && modelsLeft > 1) throw violation(`${path}.wounds`, msg('error.markers-on-group', { wounds, models: modelsLeft }));
  const sergeants = (input.weapons ?? []).filter((w) => w.sergeant).length;
  if (sergeants > 1) throw violation(`${path}.weapons`, msg('error.one-sergeant'));
  const groups = groupsOf(input, profile, path, hero, heroEquipment, size);
  const shares = groups.filter((g) => g.models !== 'all').reduce((n, g) => n + (g.models as number), 0);
  if (shares > size) throw violation(`${path}.weapons`, msg('error.shares', { shares, models: size }));
  return {
    name: input.name !== undefined ? verbatim(input.name) : profile.name,
    path,
    quality: profile.quality,
    defense: profile.defense,
    size,
    modelsLeft,
    wounds,
    stunned: input.stunned === true,
    fatigued: input.fatigued === true,
    rules,
    groups,
    hero,
  };
}

/** The rules that hold for the whole unit as it stands: with a joined hero, those both have (or the hero's alone once it is the last model). */
export function unitRules(unit: Pick<Unit, 'rules' | 'hero'>, modelsLeft: number): readonly Rule[] {
  if (!unit.hero) return unit.rules;
  if (modelsLeft <= 1) return unit.hero.rules;
  const heroRules = unit.hero.rules;
  return unit.rules.filter((r) => heroRules.some((h) => h.id === r.id));
}

/** The last model's rules (Tough): the joined hero's when there is one. */
export const lastModelRules = (unit: Pick<Unit, 'rules' | 'hero'>): readonly Rule[] => (unit.hero ? unit.hero.rules : unit.rules);

/** Defense of the unit with `modelsLeft` standing: the hero uses the unit's until it is alone (document, Hero). */
export const defenseOf = (unit: Pick<Unit, 'defense' | 'hero'>, modelsLeft: number): number =>
  unit.hero && modelsLeft <= 1 ? unit.hero.defense : unit.defense;

/** Every rule on the unit, its hero and its attacking weapons, with where it came from. */
export function allRules(unit: Unit): RuleId[] {
  const ids = new Set<RuleId>();
  unit.rules.forEach((r) => ids.add(r.id));
  unit.hero?.rules.forEach((r) => ids.add(r.id));
  unit.groups.forEach((g) => g.weapon.rules.forEach((r) => ids.add(r.id)));
  return [...ids];
}

/** Rules present that `action` does not apply: listed by name in the outcome, never silently ignored. */
export function unmodelled(units: readonly Unit[], action: string): string[] {
  const out = new Set<string>();
  for (const u of units) for (const id of allRules(u)) if (!(ruleInfo(id).actions as readonly string[]).includes(action)) out.add(id);
  return [...out].sort();
}
