import { GraphQLSchema, isObjectType } from 'graphql';

/**
 * Nest's code-first schema gives every object field a resolver of its own (`rootFieldResolver`:
 * read the property, or the field's default value when it is undefined), even when the field is a
 * plain property read. graphql-jit compiles a field without a resolver to an inline property read,
 * but calls a field with one through its resolver machinery: a closure, a resolve-info object and
 * a path per field and list item (a resolution's steps: four calls per step; 8 KB a request of
 * the AE-WWII shot's garbage). graphql-js likewise calls each one.
 *
 * This removes the resolver from each field where it is exactly the default one: named
 * `rootFieldResolver`, reading the property of the field's own name, with no default value.
 * Which property it reads, and what it gives for an undefined one, is observed by calling it on a
 * probe object, so a field renamed with `@Field({ name })`, one with a `defaultValue`, one with
 * field middleware (another function) and every `@ResolveField` keep theirs. Returns how many
 * were removed.
 */
export function dropPlainFieldResolvers(schema: GraphQLSchema): number {
  let dropped = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve as ((root: unknown) => unknown) | undefined;
      if (resolve === undefined || resolve.name !== 'rootFieldResolver' || resolve.length !== 1) continue;
      if (readsOnly(resolve, field.name)) {
        field.resolve = undefined;
        dropped++;
      }
    }
  }
  return dropped;
}

/** Whether `resolve` returns `root[name]` as it is, read once, and undefined for a root without it. */
function readsOnly(resolve: (root: unknown) => unknown, name: string): boolean {
  const marker = Symbol('value');
  const reads: (string | symbol)[] = [];
  const probe = new Proxy({}, { get: (_t, key) => (reads.push(key), marker) });
  try {
    if (resolve(probe) !== marker || reads.length !== 1 || reads[0] !== name) return false;
    return resolve({}) === undefined;
  } catch {
    return false;
  }
}
