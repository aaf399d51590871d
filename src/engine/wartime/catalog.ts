import type { CatalogData, CatalogDefinition, CatalogEntryData, CatalogKind } from '../core/game';
import { PLAYER_TEXT } from '../core/player-text';
import { ARCHETYPE_TYPES, ArchetypeLookup, ArchetypeProfile, FACINGS } from './archetypes';
import { priceArchetype } from './costs';
import { WARTIME_LIMITS } from './limits';
import { StoredArchetype, WartimeCatalog } from './model';

/*
 * Wartime's catalog has one kind, `archetype`, with a `type` discriminator (body, character,
 * weapon, protection, transport, object, zone), rather than seven kinds:
 * - the document treats them as one family ("arquetipos") with common attributes, and a warbook
 *   holds them together: names are unique across every type, which one collection checks at once;
 * - a character names its body and equipment by id, and ids are unique within one kind;
 * - the API speaks of "a warbook's archetypes" and prices any of them at one route.
 * Listings filter by type. Ids are game-scoped slugs.
 */

const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;
/** Free text a player writes (a description, a trap in words): player text, line breaks allowed. */
const text = (maxLength: number) => ({ type: 'string', maxLength, [PLAYER_TEXT]: 'lines' }) as const;
/** A name a player writes (one line, never blank): player text. */
const NAME = { type: 'string', maxLength: 80, [PLAYER_TEXT]: 'line' } as const;
export const SLUG = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)?$', maxLength: 120 } as const;

type Schema = Readonly<Record<string, unknown>>;

const object = (properties: Record<string, Schema>, required: readonly string[]): Schema => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

const NAMED_COST = object({ name: { ...NAME, minLength: 1 }, cost: int(-WARTIME_LIMITS.bonusCost, WARTIME_LIMITS.bonusCost) }, ['name', 'cost']);
const dimension = { type: 'number', exclusiveMinimum: 0, maximum: WARTIME_LIMITS.areaSize } as const;
const SIMPLE_AREAS: readonly Schema[] = [
  object({ shape: { const: 'circle' }, diameter: dimension }, ['shape', 'diameter']),
  object({ shape: { const: 'rectangle' }, length: dimension, width: dimension }, ['shape', 'length', 'width']),
  object({ shape: { const: 'triangle' }, length: dimension, width: dimension }, ['shape', 'length', 'width']),
];
const OFFSET = object({ along: { type: 'number', minimum: -100, maximum: 100 }, across: { type: 'number', minimum: -100, maximum: 100 } }, ['along', 'across']);
const AREA: Schema = {
  oneOf: [
    ...SIMPLE_AREAS,
    object(
      {
        shape: { const: 'composite' },
        parts: {
          type: 'array',
          minItems: 1,
          maxItems: WARTIME_LIMITS.areaParts,
          items: { oneOf: SIMPLE_AREAS.map((s) => ({ ...s, properties: { ...(s.properties as object), offset: OFFSET } })) },
        },
      },
      ['shape', 'parts'],
    ),
  ],
};

/** The fields of each type, without `type` and `name` (an entry carries its name). */
const COMMON = { description: text(2000), bonuses: { type: 'array', maxItems: 50, items: NAMED_COST } };
/** Inline profiles may carry a name (a label). */
const inline = (fields: Schema): Schema => ({ ...fields, properties: { ...(fields.properties as object), name: NAME } });
/** An archetype by id, or inline. */
const ref = (fields: Schema): Schema => ({ oneOf: [SLUG, object({ profile: inline(fields) }, ['profile'])] });
const list = (items: Schema, maxItems = 50): Schema => ({ type: 'array', maxItems, items });

const BODY = object({ ...COMMON, con: int(1, 10), agi: int(1, 10), int: int(1, 10), rea: int(1, 10), vol: int(1, 10) }, ['con', 'agi', 'int', 'rea', 'vol']);
const WEAPON = object(
  { ...COMMON, energy: int(1, 10), damage: int(1, 10), range: { type: 'number', minimum: 0, maximum: 50 }, area: AREA, impact: { enum: ['agi', 'int'] } },
  ['energy', 'damage', 'range'],
);
const PROTECTION = object({ ...COMMON, energy: int(1, 10), protection: int(1, 10) }, ['energy', 'protection']);
const OBJECT = object({ ...COMMON, energy: int(1, 10), area: AREA, capacity: int(0, WARTIME_LIMITS.capacity) }, ['energy']);
const FACINGS_SCHEMA = object(Object.fromEntries(FACINGS.map((f) => [f, int(0, 10)])), FACINGS);
const TRANSPORT = object(
  {
    ...COMMON,
    energy: int(1, 10),
    length: { type: 'number', exclusiveMinimum: 0, maximum: WARTIME_LIMITS.baseSize },
    defense: { oneOf: [int(0, 10), FACINGS_SCHEMA] },
    capacity: int(0, WARTIME_LIMITS.capacity),
    weapons: list(ref(WEAPON)),
    objects: list(ref(OBJECT)),
    melee: { type: 'boolean' },
  },
  ['energy', 'defense'],
);
const ZONE = object(
  {
    ...COMMON,
    difficulty: int(1, WARTIME_LIMITS.difficulty),
    defense: { oneOf: [int(0, 10), list(object({ element: { ...NAME, minLength: 1 }, defense: int(0, 10) }, ['element', 'defense']), 20)] },
    global: { type: 'boolean' },
    collapse: text(2000),
    traps: { oneOf: [{ type: 'boolean' }, text(2000)] },
    effects: text(2000),
    purchase: object({ energy: int(1, 10), capacity: int(0, WARTIME_LIMITS.capacity), weapons: list(ref(WEAPON)), objects: list(ref(OBJECT)) }, []),
  },
  [],
);
const CHARACTER = object(
  {
    ...COMMON,
    body: ref(BODY),
    transport: ref(TRANSPORT),
    weapons: list(ref(WEAPON)),
    protections: list(ref(PROTECTION)),
    objects: list(ref(OBJECT)),
    baseDiameter: { type: 'number', exclusiveMinimum: 0, maximum: WARTIME_LIMITS.baseSize },
    fortune: int(0, 10),
  },
  ['body', 'baseDiameter'],
);

const BY_TYPE: Readonly<Record<ArchetypeProfile['type'], Schema>> = {
  body: BODY,
  character: CHARACTER,
  weapon: WEAPON,
  protection: PROTECTION,
  transport: TRANSPORT,
  object: OBJECT,
  zone: ZONE,
};

/** JSON Schema of a stored archetype: one of the seven types, named by `type`. */
export const WARTIME_ARCHETYPE_SCHEMA: Schema = {
  oneOf: ARCHETYPE_TYPES.map((type) => {
    const fields = BY_TYPE[type];
    return { ...fields, required: ['type', ...(fields.required as string[])], properties: { type: { const: type }, ...(fields.properties as object) } };
  }),
};

/** JSON Schema of an inline archetype of one type (a request's `profile`). */
export const inlineArchetypeSchema = (type: ArchetypeProfile['type']): Schema => inline(BY_TYPE[type]);

/**
 * A stored archetype as the engine reads it. The loader has checked it against the schema; this
 * checks the rules that need arithmetic (a Range over 5 x Damage, repeated element names) and
 * throws an Error naming every field at fault. References to other archetypes are checked when a
 * request uses them, since a single entry cannot see the rest of its catalog.
 */
export function parseArchetype(profile: unknown, entry: CatalogEntryData): StoredArchetype {
  const p = structuredClone(profile) as ArchetypeProfile;
  const { errors } = priceArchetype(p, () => undefined, '', { references: 'skip' });
  if (errors.length > 0) {
    throw new Error(`wartime archetype ${entry.id}: ${errors.map((e) => `${e.path}: ${typeof e.message === 'string' ? e.message : e.message.key}`).join('; ')}`);
  }
  return { id: entry.id, name: entry.name, profile: p };
}

export const WARTIME_ARCHETYPE_KIND: CatalogKind<StoredArchetype> = {
  id: 'archetype',
  plural: 'archetypes',
  scope: 'game',
  schema: WARTIME_ARCHETYPE_SCHEMA,
  parse: parseArchetype,
};

/** What the Wartime actions read, built from the loaded catalog (built-in entries plus an owner's). */
export function buildWartimeCatalog(data: CatalogData): WartimeCatalog {
  const archetypes = new Map<string, StoredArchetype>();
  for (const [id, e] of data.entries.get('archetype') ?? []) archetypes.set(id, e.profile as StoredArchetype);
  return { data, archetypes };
}

/** Looks an archetype of the catalog up by id. */
export const catalogLookup =
  (catalog: WartimeCatalog): ArchetypeLookup =>
  (id) =>
    catalog.archetypes.get(id);

export const WARTIME_CATALOG: CatalogDefinition<WartimeCatalog> = { kinds: [WARTIME_ARCHETYPE_KIND], build: buildWartimeCatalog };
