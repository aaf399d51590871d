import { GraphQLError, GraphQLScalarType, ValueNode, valueFromASTUntyped } from 'graphql';

/*
 * GraphQL inputs have no unions, so a REST value that is one of several JSON shapes (an entry by
 * id or inline, `string | { profile }`) is a scalar that passes the JSON through; the REST schema
 * then validates it, as for REST, with REST's error paths.
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

/** A scalar of JSON values that `accepts` lets through (`expected` says which, in its error). */
export function jsonScalar(name: string, description: string, accepts: (v: unknown) => boolean, expected: string): GraphQLScalarType {
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
    parseLiteral: (node: ValueNode, variables) => check(valueFromASTUntyped(node, variables)),
  });
}

export const isJsonObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
