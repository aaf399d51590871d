import { GraphQLObjectType, GraphQLSchema, GraphQLString, graphqlSync } from 'graphql';
import { dropPlainFieldResolvers } from '../../src/common/graphql/plain-fields';

/**
 * Nest's field resolver for a code-first `@Field` (object-type-definition.factory.ts,
 * `createFieldResolver`): the property of the field's own name, or its default value. Written
 * here the same way, named as Nest names it.
 */
function nestFieldResolver(property: string, defaultValue?: unknown): (root: Record<string, unknown>) => unknown {
  const rootFieldResolver = (root: Record<string, unknown>): unknown => {
    const value = root[property];
    return typeof value === 'undefined' ? defaultValue : value;
  };
  return rootFieldResolver;
}

function schemaWith(fields: Record<string, (root: Record<string, unknown>) => unknown>): { schema: GraphQLSchema; type: GraphQLObjectType } {
  const type = new GraphQLObjectType({
    name: 'Thing',
    fields: Object.fromEntries(Object.entries(fields).map(([name, resolve]) => [name, { type: GraphQLString, resolve }])),
  });
  const query = new GraphQLObjectType({ name: 'Query', fields: { thing: { type, resolve: () => ({ plain: 'p', label: 'renamed', other: undefined, custom: 'c' }) } } });
  return { schema: new GraphQLSchema({ query }), type };
}

describe('plain field resolvers dropped from the schema', () => {
  it('drops only the resolvers that read the property of the field\'s own name with no default', () => {
    const middleware = (root: Record<string, unknown>): unknown => root.custom;
    const { schema, type } = schemaWith({
      plain: nestFieldResolver('plain'),
      // `@Field({ name: 'shown' })` on a property `label`: reads another property than its name.
      shown: nestFieldResolver('label'),
      // `@Field({ defaultValue: 'd' })`: not a plain read when the value is undefined.
      other: nestFieldResolver('other', 'd'),
      // Field middleware or a @ResolveField: another function.
      custom: middleware,
    });
    expect(dropPlainFieldResolvers(schema)).toBe(1);
    const fields = type.getFields();
    expect(fields.plain.resolve).toBeUndefined();
    expect(fields.shown.resolve).toBeDefined();
    expect(fields.other.resolve).toBeDefined();
    expect(fields.custom.resolve).toBe(middleware);
    // The root field keeps its resolver, and every field answers as before.
    expect(schema.getQueryType()?.getFields().thing.resolve).toBeDefined();
    expect(graphqlSync({ schema, source: '{ thing { plain shown other custom } }' })).toEqual({ data: { thing: { plain: 'p', shown: 'renamed', other: 'd', custom: 'c' } } });
  });
});
