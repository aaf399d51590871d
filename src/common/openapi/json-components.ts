/**
 * Named components of the OpenAPI document that are plain JSON Schema rather than DTO classes
 * (an engine's own schemas, `In.json` fields of src/games/fields.ts). A field that uses one is
 * documented as a `$ref` to it, so a schema repeated in many bodies is written out once;
 * `buildOpenApiDocument` adds them to `components.schemas`.
 */
const components = new Map<string, Readonly<Record<string, unknown>>>();

/** Registers `schema` (OpenAPI 3.0 spelling) under `name`; the same name must always mean the same schema. */
export function jsonSchemaComponent(name: string, schema: Readonly<Record<string, unknown>>): { readonly $ref: string } {
  const known = components.get(name);
  if (known && JSON.stringify(known) !== JSON.stringify(schema)) throw new Error(`two JSON Schema components named ${name}`);
  components.set(name, schema);
  return { $ref: `#/components/schemas/${name}` };
}

export const jsonSchemaComponents = (): ReadonlyMap<string, Readonly<Record<string, unknown>>> => components;
