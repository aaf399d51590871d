import { isJsonObject as isObject, jsonScalar } from '../../../common/graphql/json-scalar';

/*
 * GraphQL inputs have no unions, so the Wartime values that are one of several JSON shapes (an
 * archetype by id or inline, an archetype's own fields) are scalars that pass the JSON through
 * (src/common/graphql/json-scalar.ts); the REST schema (the engine's own JSON Schema) then
 * validates them, as for REST, with REST's error paths.
 */

/** An archetype: its id (a string) or `{ "profile": { ... } }` (REST: `string | { profile }`). */
export const ArchetypeRefScalar = jsonScalar(
  'WartimeArchetypeRef',
  'A Wartime archetype: its id (a string: built-in, `custom-<slug>` with a key) or an inline `{ "profile": { ... } }` (the REST schema of the field says which fields).',
  (v) => typeof v === 'string' || isObject(v),
  'an archetype id (a string) or an object { profile }',
);

/** A list of archetypes (each an id or inline). */
export const ArchetypeRefListScalar = jsonScalar('WartimeArchetypeRefList', 'A list of Wartime archetypes, each an id or an inline `{ "profile": { ... } }`.', (v) => Array.isArray(v), 'a list');

/** An inline archetype profile (a JSON object). */
export const ArchetypeProfileScalar = jsonScalar(
  'WartimeArchetypeProfile',
  'An inline Wartime archetype profile: a JSON object (the REST schema of the field says which fields).',
  isObject,
  'a JSON object',
);

/** Any value of a field whose REST schema is one of several JSON shapes (an area, a Defense or four facings...). */
export const ArchetypeValueScalar = jsonScalar(
  'WartimeArchetypeValue',
  'A value of an archetype field that takes one of several JSON shapes (see the REST schema of `WartimeArchetype`).',
  (v) => v !== null && v !== undefined,
  'a JSON value',
);
