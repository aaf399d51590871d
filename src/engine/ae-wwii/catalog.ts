import type { CatalogData, CatalogDefinition, CatalogEntryData, CatalogKind } from '../core/game';
import {
  AeCatalog,
  COVERS,
  Cover,
  EDITIONS,
  EditionRuleKey,
  EditionRules,
  INOCULATION_EFFECTS,
  InoculationEffect,
  PSI_POWERS,
  PsiPower,
  ScatterDice,
  TableRow,
  TRAININGS,
  UNIT_RULES,
  UnitProfile,
  UnitRule,
  WeaponProfile,
} from './model';

/*
 * AE-WWII's catalog kinds: units (faction-scoped ids) and weapons (game-scoped ids), each stored
 * as a `jsonb` profile that the schemas below describe. Built-in entries come from the seed
 * migration, custom ones from their owners; both are parsed here into what the engine reads.
 */

const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;

/** A unit's stored profile: its stat line, training, special rules and weapons. */
export const AE_UNIT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['training', 'movement', 'rangedCombat', 'closeCombat', 'armor', 'strength', 'drive', 'wounds', 'specialRules', 'weapons'],
  properties: {
    training: { enum: [...TRAININGS] },
    movement: int(0, 30),
    rangedCombat: { type: ['integer', 'null'], minimum: 1, maximum: 7 },
    closeCombat: int(0, 20),
    armor: int(0, 30),
    strength: int(0, 30),
    drive: int(0, 20),
    wounds: int(1, 20),
    specialRules: { type: 'array', maxItems: UNIT_RULES.length, uniqueItems: true, items: { enum: [...UNIT_RULES] } },
    weapons: { type: 'array', maxItems: 20, uniqueItems: true, items: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 } },
  },
} as const;

/** A weapon's stored profile. Hand-to-hand weapons (fists, claws, syringe) are `melee` with no profile. */
export const AE_WEAPON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['melee', 'range', 'strength', 'strengthDice', 'rateOfFire', 'moveAndFire', 'indirect', 'areaOfEffect', 'arc', 'ignoresCover'],
  properties: {
    melee: { type: 'boolean' },
    range: { type: 'number', minimum: 0, maximum: 200 },
    strength: int(0, 30),
    strengthDice: int(0, 4),
    rateOfFire: {
      type: 'object',
      additionalProperties: false,
      required: ['shots', 'actionPoints'],
      properties: { shots: int(0, 64), actionPoints: int(1, 8) },
    },
    moveAndFire: { type: 'boolean' },
    indirect: { type: 'boolean' },
    areaOfEffect: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 20 },
    arc: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['length', 'halfWidth'],
          properties: { length: { type: 'number', exclusiveMinimum: 0, maximum: 100 }, halfWidth: { type: 'number', exclusiveMinimum: 0, maximum: 10 } },
        },
      ],
    },
    ignoresCover: { type: 'boolean' },
  },
} as const;

/**
 * A psi power's stored profile: the ruling that defines what it does. The powers themselves are
 * the engine's (PSI_POWERS); these entries name and describe them.
 */
export const AE_PSI_POWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['ruling'],
  properties: { ruling: { type: ['string', 'null'], pattern: '^[a-z0-9-]+/[a-z0-9-]+$' } },
} as const;

export type StoredUnitProfile = Omit<UnitProfile, 'name'>;
export type StoredWeaponProfile = Omit<WeaponProfile, 'name'>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new Error(`${where}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
  return found;
}

const EDITION_RULE_KEYS: readonly EditionRuleKey[] = ['beyondRange', 'targeting', 'indirectMiss', 'inoculation', 'zeroStat'];

export function parseEditionRules(value: unknown, where: string): EditionRules {
  if (!isRecord(value)) throw new Error(`${where}: not an object`);
  const field = (key: string): unknown => {
    if (!(key in value)) throw new Error(`${where}: missing ${key}`);
    return value[key];
  };
  const number = (key: string, v: unknown = field(key)): number => {
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`${where}: ${key} is not a number`);
    return v;
  };
  const table = <V>(key: string, cell: (v: unknown) => V): TableRow<V>[] => {
    const list = field(key);
    if (!Array.isArray(list) || list.length === 0) throw new Error(`${where}: ${key} is not a non-empty table`);
    return list.map((row: unknown, i) => {
      if (!isRecord(row)) throw new Error(`${where}: ${key}[${i}] is not a row`);
      return { from: number(`${key}[${i}].from`, row.from), to: number(`${key}[${i}].to`, row.to), value: cell(row.value) };
    });
  };

  const coverRaw = field('cover');
  if (!isRecord(coverRaw)) throw new Error(`${where}: cover is not an object`);
  const coverValue = (c: Cover): number => number(`cover.${c}`, coverRaw[c]);
  const cover = { none: coverValue('none'), light: coverValue('light'), substantial: coverValue('substantial'), heavy: coverValue('heavy') };
  const extraCover = Object.keys(coverRaw).filter((k) => !COVERS.some((c) => c === k));
  if (extraCover.length > 0) throw new Error(`${where}: unknown cover ${extraCover.join(', ')}`);

  const zero = field('zeroStatRemoves');
  if (typeof zero !== 'boolean') throw new Error(`${where}: zeroStatRemoves is not a boolean`);

  const rulingsRaw = field('rulings');
  if (!isRecord(rulingsRaw)) throw new Error(`${where}: rulings is not an object`);
  const rulings: Partial<Record<EditionRuleKey, string>> = {};
  for (const [key, id] of Object.entries(rulingsRaw)) {
    const k = oneOf(key, EDITION_RULE_KEYS, `${where}: rulings key`);
    if (typeof id !== 'string') throw new Error(`${where}: rulings.${key} is not a ruling id`);
    rulings[k] = id;
  }

  const scatter = (v: unknown): ScatterDice => {
    if (v === null) return null;
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
    throw new Error(`${where}: ${JSON.stringify(v)} is not a scatter dice count`);
  };

  return {
    edition: oneOf(field('edition'), EDITIONS, `${where}: edition`),
    cover,
    longRangePenalty: number('longRangePenalty'),
    beyondRange: oneOf(field('beyondRange'), ['forbidden', 'auto-fail'] as const, `${where}: beyondRange`),
    targeting: oneOf(field('targeting'), ['any', 'nearest'] as const, `${where}: targeting`),
    indirectHit: table('indirectHit', scatter),
    indirectMiss: table('indirectMiss', scatter),
    teslaTerminusRadius: number('teslaTerminusRadius'),
    inoculation: table('inoculation', (v): InoculationEffect => oneOf(v, INOCULATION_EFFECTS, `${where}: inoculation`)),
    inoculationTarget: oneOf(field('inoculationTarget'), ['any', 'friendly'] as const, `${where}: inoculationTarget`),
    zeroStatRemoves: zero,
    rulings,
  };
}

/**
 * A unit's stored profile, copied field by field (so nothing else reaches the rules or the
 * store); lists left out are empty. What an API body or a stored row becomes.
 */
export function storedUnit(u: Omit<StoredUnitProfile, 'specialRules' | 'weapons'> & { readonly specialRules?: readonly UnitRule[]; readonly weapons?: readonly string[] }): StoredUnitProfile {
  return {
    training: u.training,
    movement: u.movement,
    rangedCombat: u.rangedCombat,
    closeCombat: u.closeCombat,
    armor: u.armor,
    strength: u.strength,
    drive: u.drive,
    wounds: u.wounds,
    specialRules: [...(u.specialRules ?? [])],
    weapons: [...(u.weapons ?? [])],
  };
}

/** The stored unit profile as the engine reads it (the loader has checked it against AE_UNIT_SCHEMA). */
export function parseUnit(profile: unknown, entry: CatalogEntryData): UnitProfile {
  return { name: entry.name, ...storedUnit(profile as StoredUnitProfile) };
}

export function parseWeapon(profile: unknown, entry: CatalogEntryData): WeaponProfile {
  const p = profile as StoredWeaponProfile;
  return {
    name: entry.name,
    melee: p.melee,
    range: p.range,
    strength: p.strength,
    strengthDice: p.strengthDice,
    rateOfFire: { shots: p.rateOfFire.shots, actionPoints: p.rateOfFire.actionPoints },
    moveAndFire: p.moveAndFire,
    indirect: p.indirect,
    areaOfEffect: p.areaOfEffect,
    arc: p.arc ? { length: p.arc.length, halfWidth: p.arc.halfWidth } : null,
    ignoresCover: p.ignoresCover,
  };
}

export interface PsiPowerProfile {
  readonly power: PsiPower;
  readonly ruling: string | null;
}

export function parsePsiPower(profile: unknown, entry: CatalogEntryData): PsiPowerProfile {
  const p = profile as { readonly ruling: string | null };
  return { power: oneOf(entry.id, PSI_POWERS, 'psi power id'), ruling: p.ruling };
}

export const AE_UNIT_KIND: CatalogKind<UnitProfile> = {
  id: 'unit',
  plural: 'units',
  scope: 'faction',
  schema: AE_UNIT_SCHEMA,
  parse: parseUnit,
  // A unit fires only the weapons it lists (models.ts, requireCarried): each must exist.
  references: (p) => p.weapons.map((id, i) => ({ path: `weapons[${i}]`, kind: 'weapon', id })),
};
export const AE_WEAPON_KIND: CatalogKind<WeaponProfile> = { id: 'weapon', plural: 'weapons', scope: 'game', schema: AE_WEAPON_SCHEMA, parse: parseWeapon };
export const AE_PSI_POWER_KIND: CatalogKind<PsiPowerProfile> = { id: 'psi-power', plural: 'psi-powers', scope: 'game', schema: AE_PSI_POWER_SCHEMA, parse: parsePsiPower };

/** What the AE-WWII actions read, built from the loaded catalog (built-in entries plus an owner's). */
export function buildAeCatalog(data: CatalogData): AeCatalog {
  const profiles = <P>(kind: string): Map<string, P> => {
    const out = new Map<string, P>();
    for (const [id, e] of data.entries.get(kind) ?? []) out.set(id, e.profile as P);
    return out;
  };
  const editions = new Map<(typeof EDITIONS)[number], EditionRules>();
  for (const [id, e] of data.editions) {
    const rules = parseEditionRules(e.rules, `editions.rules of ae-wwii/${id}`);
    if (rules.edition !== id) throw new Error(`editions.rules of ae-wwii/${id}: names edition ${rules.edition}`);
    editions.set(rules.edition, rules);
  }
  return { data, units: profiles<UnitProfile>('unit'), weapons: profiles<WeaponProfile>('weapon'), editions };
}

export const AE_CATALOG: CatalogDefinition<AeCatalog> = { kinds: [AE_UNIT_KIND, AE_WEAPON_KIND, AE_PSI_POWER_KIND], build: buildAeCatalog };
