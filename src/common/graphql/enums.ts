import { registerEnumType } from '@nestjs/graphql';

/**
 * GraphQL enum names cannot contain `-`, so a value list like `['clouded-minds']` becomes the
 * enum `{ CLOUDED_MINDS: 'clouded-minds' }`: clients write CLOUDED_MINDS, resolvers receive the
 * REST value, so the same DTO validation applies unchanged.
 */
export function graphqlEnum<V extends string>(values: readonly V[], name: string, description?: string, keepNames = false): Record<string, V> {
  const en: Record<string, V> = {};
  for (const v of values) en[keepNames ? v : v.toUpperCase().replace(/[^A-Z0-9]+/g, '_')] = v;
  registerEnumType(en, { name, description });
  return en;
}
