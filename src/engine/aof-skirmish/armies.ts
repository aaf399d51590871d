import { unknownId, violation } from '../core/errors';
import { closestIds, kindCandidates } from '../core/suggest';
import { cap } from '../core/limits';
import { Msg, msg, MsgParam, Text, verbatim } from '../core/types';
import { AOF_LIMITS } from './limits';
import { AofCatalog, hasRule, HERO_JOIN_TOUGH, ratingOf, ruleInfo, RuleId, UnitProfile } from './model';
import { UnitProfileInput } from './requests';
import { checkProfile } from './units';

/**
 * Army lists (pure): the points total against the agreed size, the optional force organisation,
 * the command group and Hero joining, every violation listed with a code, the rule or ruling it
 * comes from and what would fix it. Units are sorted before anything is counted, so the result
 * never depends on the order of the list.
 *
 * This is the body of `POST /v1/aof-skirmish/armies/validate`:
 * `{ size, forceOrganisation?, units: [{ unit | profile, points?, id?, joinTo?, command? }] }`.
 */

export const COMMAND = ['sergeant', 'musician', 'standard'] as const;
export type Command = (typeof COMMAND)[number];

export interface ArmyListUnit {
  /** A catalog unit... */
  readonly unit?: string;
  /** ...or an inline profile. */
  readonly profile?: UnitProfileInput;
  /** Cost of this unit as fielded (upgrades included): required with an inline profile; a catalog unit defaults to its catalog cost. */
  readonly points?: number;
  /** A label, and the handle `joinTo` names. */
  readonly id?: string;
  /** This entry is a Hero deployed as part of the unit whose `id` this is (document, Hero). */
  readonly joinTo?: string;
  /** Command-group upgrades carried by models of this unit (one of each per army). */
  readonly command?: readonly Command[];
}

export interface ArmyList {
  /** The agreed size in points. */
  readonly size: number;
  /** Apply the optional force organisation (default true). */
  readonly forceOrganisation?: boolean;
  readonly units: readonly ArmyListUnit[];
}

export type ViolationCode =
  | 'over-size'
  | 'too-many-heroes'
  | 'too-many-copies'
  | 'unit-over-35'
  | 'too-many-units'
  | 'too-many-models'
  | 'command-twice'
  | 'hero-join-not-hero'
  | 'hero-join-not-tough-6'
  | 'hero-join-target'
  | 'hero-join-two';

export interface Violation {
  readonly code: ViolationCode;
  /** The rule or ruling it comes from. */
  readonly rule: string;
  readonly message: Msg;
  readonly fix: Msg;
}

export interface ArmyReport {
  readonly valid: boolean;
  readonly size: number;
  readonly points: number;
  readonly units: number;
  readonly models: number;
  readonly heroes: number;
  readonly violations: readonly Violation[];
  /** Special rules on the list that no action of the service applies. */
  readonly unmodelled: readonly string[];
}

interface Entry {
  readonly key: string;
  readonly name: Text;
  readonly profile: UnitProfile;
  readonly points: number;
  readonly id?: string;
  readonly joinTo?: string;
  readonly command: readonly Command[];
}

const FULL = { hero: 125, copies: 125, unit: 25, model: 20 } as const;
const MAX_SHARE = 35;

function entryOf(u: ArmyListUnit, i: number, catalog: AofCatalog): Entry {
  const path = `units[${i}]`;
  if ((u.unit === undefined) === (u.profile === undefined)) throw violation(path, msg('error.unit-or-profile'));
  let profile: UnitProfile;
  let key: string;
  if (u.profile) {
    profile = checkProfile(u.profile, `${path}.profile`);
    key = `profile:${profile.name.en.toLowerCase()}`;
  } else {
    const found = catalog.units.get(u.unit as string);
    if (!found) throw unknownId(`${path}.unit`, msg('error.unknown-unit', { id: u.unit as string }), closestIds(u.unit as string, kindCandidates(catalog.data, 'unit')));
    profile = found;
    key = `unit:${u.unit}`;
  }
  const points = u.points ?? (u.profile ? undefined : profile.points);
  if (points === undefined || !Number.isInteger(points) || points < 0 || points > 10_000) throw violation(`${path}.points`, msg('error.range', { min: 0, max: 10_000, value: points ?? 'none' }));
  return { key, name: u.id !== undefined ? verbatim(u.id) : profile.name, profile, points, id: u.id, joinTo: u.joinTo, command: [...new Set(u.command ?? [])] };
}

/** Validates a list; throws RuleError only for a list that cannot be read (unknown unit, bad numbers). */
export function validateArmy(list: ArmyList, catalog: AofCatalog): ArmyReport {
  const size = list.size;
  if (!Number.isInteger(size) || size < 25 || size > 10_000) throw violation('size', msg('error.range', { min: 25, max: 10_000, value: size }));
  cap(list.units.length, AOF_LIMITS.armyUnits, 'units', 'cap.units');
  // Sorted by a key of their whole content: the order of the list can change nothing below.
  const entries = list.units.map((u, i) => entryOf(u, i, catalog)).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0));
  const violations: Violation[] = [];
  const add = (code: ViolationCode, rule: string, params: Record<string, MsgParam>): void => {
    violations.push({ code, rule, message: msg(`army.${code}`, params), fix: msg(`army.fix.${code}`, params) });
  };

  const points = entries.reduce((n, e) => n + e.points, 0);
  const models = entries.reduce((n, e) => n + e.profile.models, 0);
  const isHero = (e: Entry): boolean => hasRule(e.profile.rules, 'hero');
  const heroes = entries.filter(isHero).length;
  // A joined Hero is still a unit of the list: joining is a deployment choice (ruling aof-skirmish/force-org).
  const joined = entries.filter((e) => e.joinTo !== undefined);
  const units = entries.length;

  if (points > size) add('over-size', 'aof-skirmish/force-org', { points, size, over: points - size });

  if (list.forceOrganisation !== false) {
    // One hero per full 125 pts: none below 125 (ruling aof-skirmish/force-org).
    const maxHeroes = Math.floor(size / FULL.hero);
    if (heroes > maxHeroes) add('too-many-heroes', 'aof-skirmish/force-org', { heroes, max: maxHeroes, drop: heroes - maxHeroes, needed: heroes * FULL.hero });
    const copies = new Map<string, Entry[]>();
    for (const e of entries) copies.set(e.key, [...(copies.get(e.key) ?? []), e]);
    const maxCopies = 1 + Math.floor(size / FULL.copies);
    for (const same of [...copies.values()].sort((a, b) => (a[0].key < b[0].key ? -1 : 1))) {
      if (same.length > maxCopies) {
        add('too-many-copies', 'aof-skirmish/force-org', { unit: same[0].profile.name, copies: same.length, max: maxCopies, drop: same.length - maxCopies, needed: (same.length - 1) * FULL.copies });
      }
    }
    for (const e of entries) {
      // Over 35 %: 100 x points > 35 x size, in integers (no float rounding at the limit).
      if (100 * e.points > MAX_SHARE * size) add('unit-over-35', 'aof-skirmish/force-org', { unit: e.name, points: e.points, max: Math.floor((MAX_SHARE * size) / 100), needed: Math.ceil((100 * e.points) / MAX_SHARE) });
    }
    const maxUnits = Math.floor(size / FULL.unit);
    if (units > maxUnits) add('too-many-units', 'aof-skirmish/force-org', { units, max: maxUnits, drop: units - maxUnits, needed: units * FULL.unit });
    const maxModels = Math.floor(size / FULL.model);
    if (models > maxModels) add('too-many-models', 'aof-skirmish/force-org', { models, max: maxModels, drop: models - maxModels, needed: models * FULL.model });
  }

  for (const c of COMMAND) {
    const carriers = entries.filter((e) => e.command.includes(c) || hasRule(e.profile.rules, c as RuleId)).length;
    // Always checked: the command group is not part of the optional force organisation (ruling aof-skirmish/command-group).
    if (carriers > 1) add('command-twice', `aof-skirmish/special/${c}`, { command: msg(`rule.${c}`), n: carriers, drop: carriers - 1 });
  }

  const byId = new Map(entries.filter((e) => e.id !== undefined).map((e) => [e.id as string, e]));
  const joinedTo = new Map<string, Entry[]>();
  for (const e of joined) {
    const target = byId.get(e.joinTo as string);
    const tough = ratingOf(e.profile.rules, 'tough') ?? 0;
    if (!isHero(e)) add('hero-join-not-hero', 'aof-skirmish/hero-joining', { unit: e.name });
    else if (tough !== HERO_JOIN_TOUGH) add('hero-join-not-tough-6', 'aof-skirmish/hero-joining', { unit: e.name, tough });
    if (!target || isHero(target) || target.profile.models < 2 || target.joinTo !== undefined) add('hero-join-target', 'aof-skirmish/hero-joining', { unit: e.name, target: e.joinTo as string });
    else joinedTo.set(e.joinTo as string, [...(joinedTo.get(e.joinTo as string) ?? []), e]);
  }
  for (const [target, hs] of [...joinedTo].sort((a, b) => (a[0] < b[0] ? -1 : 1))) if (hs.length > 1) add('hero-join-two', 'aof-skirmish/hero-joining', { target, n: hs.length, drop: hs.length - 1 });

  const unmodelled = new Set<string>();
  for (const e of entries) {
    for (const r of [...e.profile.rules, ...e.profile.equipment.flatMap((w) => w.rules)]) if (ruleInfo(r.id).actions.length === 0) unmodelled.add(r.id);
  }
  violations.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : JSON.stringify(a.message) < JSON.stringify(b.message) ? -1 : 1));
  return { valid: violations.length === 0, size, points, units, models, heroes, violations, unmodelled: [...unmodelled].sort() };
}
