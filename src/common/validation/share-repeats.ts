import { JsonSchema, REF_PREFIX } from './schema';

/**
 * Body schemas written out in full repeat themselves: Wartime's inline characters carry inline
 * weapons, protections and transports, each with the full archetype schema, in eleven bodies;
 * AE-WWII's bodies share their model and unit schemas. Compiled as they are, each body's validator
 * held its own copy of every repeat (Wartime's shot body: ~110 KB of generated code and 0.7 s of
 * compiling; compiling every body at boot allocated about 1.6 GB, most of the process's peak heap).
 *
 * Here every sub-schema of at least MIN_CHARS of JSON becomes one schema that every body refers
 * to by id (SHARED_ID + n, the same id for the same JSON wherever it appears); with Ajv's
 * `inlineRefs: false`, each is compiled once, as a function of its own, and called from every
 * place that uses it.
 *
 * Validity and the errors' `instancePath` are the same either way. A branch of a `oneOf` or
 * `anyOf` is never moved (the error explainer reads the branches' `type`, and prunes the other
 * branches' errors by their schemaPath, which runs through the branch); what lies below a branch
 * may be, and its errors' schemaPath is then relative to the shared schema, as for any `$ref`.
 */
const MIN_CHARS = 400;

/** The ids of shared schemas (not a URL: Ajv only needs a key it can resolve). */
export const SHARED_ID = 'arbiter:shared/';

const SCHEMA_MAPS = ['properties', 'patternProperties'] as const;
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const SCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf'] as const;

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `node` with each sub-schema mapped by `child` (told whether it is a branch of a list). */
function mapChildren(node: JsonSchema, child: (c: JsonSchema, branch: boolean) => JsonSchema): JsonSchema {
  const out: JsonSchema = { ...node };
  for (const k of SCHEMA_MAPS) {
    const map = node[k];
    if (isSchema(map)) out[k] = Object.fromEntries(Object.entries(map).map(([key, c]) => [key, isSchema(c) ? child(c, false) : c]));
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
}

/**
 * A body's schema with its `#/definitions/...` references (its nested DTOs) replaced by what they
 * refer to, and no `definitions`: the schema written out. Undefined for a recursive one, which
 * cannot be written out (none today; such a body keeps its own definitions).
 */
export function writeOutLocalRefs(root: JsonSchema): JsonSchema | undefined {
  const definitions = (root.definitions ?? {}) as Record<string, JsonSchema>;
  const open = new Set<string>();
  let recursive = false;
  const expand = (node: JsonSchema): JsonSchema => {
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(REF_PREFIX)) {
      const name = ref.slice(REF_PREFIX.length);
      const target = definitions[name];
      if (target === undefined || open.has(name)) {
        recursive = true;
        return node;
      }
      open.add(name);
      const written = expand(target);
      open.delete(name);
      return written;
    }
    return mapChildren(node, (c) => expand(c));
  };
  const { definitions: _definitions, ...rest } = root;
  const written = expand(rest);
  return recursive ? undefined : written;
}

/** The shared schemas of every body compiled so far, by id and by JSON. */
export class SharedSchemas {
  private readonly idByText = new Map<string, string>();
  private readonly byId = new Map<string, JsonSchema>();

  /** `onNew` is told of each new shared schema (the validators register it with Ajv). */
  constructor(private readonly onNew: (id: string, schema: JsonSchema) => void = () => undefined) {}

  /** The shared schema of an id (`$ref`), if it is one. */
  get(id: string): JsonSchema | undefined {
    return this.byId.get(id);
  }

  /** `root` written out, with every sub-schema of MIN_CHARS or more (not a list's branch) shared. */
  share(root: JsonSchema): JsonSchema {
    const written = writeOutLocalRefs(root);
    if (written === undefined) return root;
    const rewrite = (node: JsonSchema): JsonSchema =>
      mapChildren(node, (c, branch) => {
        // Inside out: a shared schema refers to the shared schemas within it.
        const inner = rewrite(c);
        if (branch) return inner;
        const text = JSON.stringify(inner);
        if (text.length < MIN_CHARS) return inner;
        let id = this.idByText.get(text);
        if (id === undefined) {
          id = `${SHARED_ID}${this.idByText.size + 1}`;
          this.idByText.set(text, id);
          this.byId.set(id, inner);
          this.onNew(id, inner);
        }
        return { $ref: id };
      });
    return rewrite(written);
  }
}
