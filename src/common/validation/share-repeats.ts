import { JsonSchema, REF_PREFIX } from './schema';

/**
 * A sub-schema written out in full at two or more places of one body's schema (Wartime's inline
 * characters carry inline weapons, protections and transports, each with the full archetype
 * schema) becomes one entry of `definitions` that those places refer to. With Ajv's
 * `inlineRefs: false` each definition is compiled once, as a function of its own: Wartime's shot
 * body was ~110 KB of generated code and 0.7 s of compiling, its archetype bodies ~850 KB each,
 * and compiling every body at boot allocated about 1.6 GB (most of the process's peak heap).
 *
 * Validity and the errors' `instancePath` are the same either way. A branch of a `oneOf` or
 * `anyOf` is never moved (the error explainer reads the branches' `type`, and prunes the other
 * branches' errors by their schemaPath, which runs through the branch); what lies below a branch
 * may be, and its errors' schemaPath is then relative to its definition, as for any `$ref`.
 */
const MIN_CHARS = 400;

const SCHEMA_MAPS = ['properties', 'definitions', 'patternProperties'] as const;
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const SCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf'] as const;

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Visits every sub-schema of `schema` (not `schema` itself), telling whether it is a branch of a list. */
function eachChild(schema: JsonSchema, visit: (child: JsonSchema, branch: boolean) => void): void {
  for (const k of SCHEMA_MAPS) {
    const map = schema[k];
    if (isSchema(map)) for (const child of Object.values(map)) if (isSchema(child)) visit(child, false);
  }
  for (const k of SCHEMA_VALUES) {
    const v = schema[k];
    if (isSchema(v)) visit(v, false);
    else if (Array.isArray(v)) for (const child of v) if (isSchema(child)) visit(child, true);
  }
  for (const k of SCHEMA_LISTS) {
    const list = schema[k];
    if (Array.isArray(list)) for (const child of list) if (isSchema(child)) visit(child, true);
  }
}

/** `schema` with each repeated sub-schema of at least MIN_CHARS of JSON moved into `definitions`. */
export function shareRepeats(schema: JsonSchema): JsonSchema {
  const counts = new Map<string, number>();
  const count = (node: JsonSchema): void =>
    eachChild(node, (child, branch) => {
      if (!branch) {
        const text = JSON.stringify(child);
        if (text.length >= MIN_CHARS) counts.set(text, (counts.get(text) ?? 0) + 1);
      }
      count(child);
    });
  count(schema);
  const repeated = new Set([...counts].filter(([, n]) => n > 1).map(([text]) => text));
  if (repeated.size === 0) return schema;

  const definitions: Record<string, JsonSchema> = { ...(schema.definitions as Record<string, JsonSchema> | undefined) };
  const names = new Map<string, string>();
  const rewrite = (node: JsonSchema): JsonSchema => {
    const out: JsonSchema = { ...node };
    const child = (c: JsonSchema, branch: boolean): JsonSchema => {
      if (branch) return rewrite(c);
      const text = JSON.stringify(c);
      if (!repeated.has(text)) return rewrite(c);
      let name = names.get(text);
      if (name === undefined) {
        name = `Shared${names.size + 1}`;
        while (definitions[name] !== undefined) name += '_';
        names.set(text, name);
        definitions[name] = rewrite(c);
      }
      return { $ref: REF_PREFIX + name };
    };
    for (const k of SCHEMA_MAPS) {
      const map = node[k];
      if (isSchema(map) && k !== 'definitions') out[k] = Object.fromEntries(Object.entries(map).map(([key, c]) => [key, isSchema(c) ? child(c, false) : c]));
    }
    for (const k of SCHEMA_VALUES) {
      const v = node[k];
      if (isSchema(v)) out[k] = child(v, false);
      else if (Array.isArray(v)) out[k] = v.map((c: unknown) => (isSchema(c) ? child(c, true) : c));
    }
    for (const k of SCHEMA_LISTS) {
      const list = node[k];
      if (Array.isArray(list)) out[k] = list.map((c: unknown) => (isSchema(c) ? child(c, true) : c));
    }
    return out;
  };
  const own = Object.keys(definitions);
  const root = rewrite(schema);
  // The root's own definitions (its nested DTOs) are rewritten too.
  for (const name of own) if (isSchema(definitions[name])) definitions[name] = rewrite(definitions[name]);
  return { ...root, definitions };
}
