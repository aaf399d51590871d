import type { CatalogData, CatalogDefinition, CatalogEntryData, CatalogKind } from '../core/game';
import { RuleError } from '../core/errors';
import { PLAYER_TEXT } from '../core/player-text';
import { AOF_LIMITS } from './limits';
import { AofCatalog, RULE_IDS, STAT_MAX, STAT_MIN, UnitProfile } from './model';
import { RuleRef, WeaponProfileInput } from './requests';
import { checkProfile } from './units';

/*
 * AoF Skirmish has one catalog kind: units (faction-scoped ids), each with its equipment inline
 * (in this game a weapon belongs to its unit's profile). Special rules are `{ id, rating? }`, the
 * shape the platform stores special rules with a `rating` parameter in.
 */

const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;

const RULE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { enum: [...RULE_IDS] }, rating: int(1, AOF_LIMITS.rating) },
} as const;

const WEAPON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'range', 'attacks', 'rules'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80, [PLAYER_TEXT]: 'line' },
    range: { type: 'number', minimum: 0, maximum: 120 },
    attacks: int(1, AOF_LIMITS.attacks),
    rules: { type: 'array', maxItems: AOF_LIMITS.rules, items: RULE_SCHEMA },
  },
} as const;

/** A unit's stored profile. */
export const AOF_UNIT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['quality', 'defense', 'models', 'points', 'rules', 'equipment'],
  properties: {
    quality: int(STAT_MIN, STAT_MAX),
    defense: int(STAT_MIN, STAT_MAX),
    models: int(1, AOF_LIMITS.models),
    points: int(0, 10_000),
    rules: { type: 'array', maxItems: AOF_LIMITS.rules, items: RULE_SCHEMA },
    equipment: { type: 'array', maxItems: AOF_LIMITS.equipment, items: WEAPON_SCHEMA },
  },
} as const;

/** What the schema describes, as TypeScript. */
export interface StoredUnitProfile {
  readonly quality: number;
  readonly defense: number;
  readonly models: number;
  readonly points: number;
  readonly rules: readonly RuleRef[];
  readonly equipment: readonly (WeaponProfileInput & { readonly name: string })[];
}

/**
 * A stored profile as the engine reads it. The loader has checked the schema; this checks what
 * the schema cannot (a rating exactly where the rule takes one, a rule written twice) and throws
 * an Error naming the field.
 */
export function parseAofUnit(profile: unknown, entry: CatalogEntryData): UnitProfile {
  const p = profile as StoredUnitProfile;
  try {
    return checkProfile({ ...p, name: entry.name }, 'profile');
  } catch (e) {
    if (e instanceof RuleError) throw new Error(`${entry.id}: ${e.message}`);
    throw e;
  }
}

export const AOF_UNIT_KIND: CatalogKind<UnitProfile> = { id: 'unit', plural: 'units', scope: 'faction', schema: AOF_UNIT_SCHEMA, parse: parseAofUnit };

export function buildAofCatalog(data: CatalogData): AofCatalog {
  const units = new Map<string, UnitProfile>();
  for (const [id, e] of data.entries.get('unit') ?? []) units.set(id, e.profile as UnitProfile);
  return { data, units };
}

export const AOF_CATALOG: CatalogDefinition<AofCatalog> = { kinds: [AOF_UNIT_KIND], build: buildAofCatalog };
