import { GraphQLError, GraphQLScalarType, Kind, ObjectValueNode, ValueNode, valueFromASTUntyped } from 'graphql';

/*
 * GraphQL has no unions of inputs, and an archetype profile is one of seven shapes with references
 * that are ids or inline profiles: it travels as a JSON object, checked by the same schema as
 * REST's `profile` (the engine's archetype schema).
 */

const NOT_AN_OBJECT = 'WartimeJsonObject must be a JSON object.';

const object = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new GraphQLError(NOT_AN_OBJECT);
  return value as Record<string, unknown>;
};

export const JsonObjectScalar = new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
  name: 'WartimeJsonObject',
  description: 'A JSON object (a Wartime archetype profile: `type` and its fields).',
  serialize: object,
  parseValue: object,
  parseLiteral: (node: ValueNode, variables) => {
    if (node.kind !== Kind.OBJECT) throw new GraphQLError(NOT_AN_OBJECT, { nodes: node });
    return object(valueFromASTUntyped(node as ObjectValueNode, variables ?? undefined));
  },
});
