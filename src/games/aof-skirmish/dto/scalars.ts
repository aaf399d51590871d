import { GraphQLError, GraphQLScalarType, Kind, ValueNode, valueFromASTUntyped } from 'graphql';
import { protoKeyPath } from '../armies/army-forge.reader';

/*
 * GraphQL inputs have no unions, so the two AoF request values that are one of several JSON types
 * are scalars that pass the value through; the REST schema then validates it, as for REST.
 */

const NOT_A_WEAPON = 'AofSkirmishWeaponRef must be a weapon name (a string) or its index in the equipment (an integer).';

const weaponRef = (value: unknown): string | number => {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value))) return value;
  throw new GraphQLError(NOT_A_WEAPON);
};

/** A weapon of the unit: its name or its index in the equipment (REST: `string | integer`). */
export const WeaponRefScalar = new GraphQLScalarType<string | number, string | number>({
  name: 'AofSkirmishWeaponRef',
  description: 'A weapon of the unit: its name (a string) or its index in the equipment (an integer).',
  serialize: weaponRef,
  parseValue: weaponRef,
  parseLiteral: (node: ValueNode) => {
    if (node.kind === Kind.STRING) return node.value;
    if (node.kind === Kind.INT) return Number.parseInt(node.value, 10);
    throw new GraphQLError(NOT_A_WEAPON, { nodes: node });
  },
});

const NOT_AN_OBJECT = 'AofSkirmishArmyForgeExport must be a JSON object (the list Army Forge exports for Tabletop Simulator).';

const exportObject = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new GraphQLError(NOT_AN_OBJECT);
  if (protoKeyPath(value, 'armyForge') !== undefined) throw new GraphQLError('AofSkirmishArmyForgeExport may not have __proto__, constructor or prototype keys.');
  return value as Record<string, unknown>;
};

/**
 * Army Forge's Tabletop Simulator export, as it comes: a JSON object read the same way as REST's
 * `armyForge` (only the fields the service reads are checked; the rest are ignored).
 */
export const ArmyForgeExportScalar = new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
  name: 'AofSkirmishArmyForgeExport',
  description: "Army Forge's Tabletop Simulator export of a list: a JSON object (see the REST body's `armyForge`).",
  serialize: exportObject,
  parseValue: exportObject,
  parseLiteral: (node: ValueNode, variables) => {
    if (node.kind !== Kind.OBJECT) throw new GraphQLError(NOT_AN_OBJECT, { nodes: node });
    return exportObject(valueFromASTUntyped(node, variables));
  },
});
