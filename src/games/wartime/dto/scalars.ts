import { GraphQLError, GraphQLScalarType, Kind, ValueNode, valueFromASTUntyped } from 'graphql';

/*
 * GraphQL inputs have no unions, so the Wartime values that are one of several JSON shapes (an
 * archetype by id or inline, an archetype's own fields) are scalars that pass the JSON through;
 * the REST schema (the engine's own JSON Schema) then validates them, as for REST, with REST's
 * error paths.
 */

const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The first reserved key at any depth (refused: nothing may reach a prototype). */
function protoKey(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = protoKey(v);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [k, v] of Object.entries(value)) {
    if (PROTO_KEYS.has(k)) return k;
    const found = protoKey(v);
    if (found !== undefined) return found;
  }
  return undefined;
}

function jsonScalar(name: string, description: string, accepts: (v: unknown) => boolean, expected: string): GraphQLScalarType {
  const check = (value: unknown): unknown => {
    if (!accepts(value)) throw new GraphQLError(`${name} must be ${expected}.`);
    if (protoKey(value) !== undefined) throw new GraphQLError(`${name} may not have __proto__, constructor or prototype keys.`);
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (node: ValueNode, variables) => {
      if (node.kind === Kind.VARIABLE) return check(valueFromASTUntyped(node, variables));
      return check(valueFromASTUntyped(node, variables));
    },
  });
}

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

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
