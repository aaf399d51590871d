import Ajv, { ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The committed OpenAPI document as the fuzz suite reads it: the POST operations to attack, their
 * request schemas (for the generators) and response schemas compiled with Ajv (for the checks).
 * Written against the document only, never against the DTO classes, so that the suite tests the
 * published contract and keeps working when routes are added.
 */

/** A schema node of the document (OpenAPI 3.0 flavoured JSON Schema), read generically. */
export type Schema = { readonly [keyword: string]: unknown };

export interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly example?: unknown;
  readonly examples?: Readonly<Record<string, { readonly value?: unknown }>>;
  readonly schema?: Schema;
}

interface Operation {
  readonly operationId?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: Schema }>> };
  readonly responses?: Readonly<Record<string, { readonly content?: Readonly<Record<string, { readonly schema?: Schema }>> }>>;
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
}

export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, Schema>> };
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
}

export interface PostRoute {
  /** The path template as the spec writes it (`/v1/ae-wwii/resolve/shot`, `/v1/{game}/units`). */
  readonly template: string;
  /** A concrete URL for the template (path parameters filled in), without a query string. */
  readonly url: string;
  readonly operationId: string;
  /** The application/json request body schema (a `$ref` as the spec writes it), if any. */
  readonly requestSchema: Schema | undefined;
  readonly queryParams: readonly Parameter[];
  /** The spec says an API key is required (a non-empty requirement without an anonymous `{}`). */
  readonly specRequiresAuth: boolean;
  /** 2xx statuses and their JSON schemas. */
  readonly successSchemas: ReadonlyMap<number, Schema>;
}

export const OPENAPI_FILE = join(__dirname, '..', '..', 'openapi', 'openapi.json');

export function loadOpenApi(file = OPENAPI_FILE): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const REF_PREFIX = '#/components/schemas/';

/** The named schema a `$ref` points at (throws on a dangling one: the spec test guards that). */
export function deref(doc: OpenApiDocument, schema: Schema): Schema {
  let s = schema;
  for (let hops = 0; typeof s.$ref === 'string'; hops++) {
    const name = s.$ref.slice(REF_PREFIX.length);
    const target = doc.components.schemas[name];
    if (!s.$ref.startsWith(REF_PREFIX) || !target || hops > 20) throw new Error(`unresolvable $ref ${s.$ref}`);
    s = target;
  }
  return s;
}

/** A value for a path parameter: its enum, its example, else a plausible slug. */
function pathParamValue(doc: OpenApiDocument, p: Parameter): string {
  const schema = p.schema ? deref(doc, p.schema) : {};
  const pick = (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ?? p.example ?? schema.example;
  if (pick !== undefined) return encodeURIComponent(String(pick));
  // Most path parameters of this API name a game; others get a slug that no catalog has.
  return p.name === 'game' ? 'ae-wwii' : 'fuzz-id';
}

function requiresAuth(requirements: Operation['security'] | undefined): boolean {
  // An empty requirement object means "anonymous allowed"; no requirements at all, open.
  return !!requirements && requirements.length > 0 && requirements.every((r) => Object.keys(r).length > 0);
}

/** Every POST operation of the document, in path order. */
export function postRoutes(doc: OpenApiDocument): PostRoute[] {
  const out: PostRoute[] = [];
  for (const [template, ops] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    const op = ops.post;
    if (!op) continue;
    const params = op.parameters ?? [];
    const url = template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const p = params.find((q) => q.in === 'path' && q.name === name);
      return p ? pathParamValue(doc, p) : 'fuzz-id';
    });
    const successSchemas = new Map<number, Schema>();
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      const schema = response.content?.['application/json']?.schema;
      if (/^2\d\d$/.test(status) && schema) successSchemas.set(Number(status), schema);
    }
    out.push({
      template,
      url,
      operationId: op.operationId ?? `POST ${template}`,
      requestSchema: op.requestBody?.content?.['application/json']?.schema,
      queryParams: params.filter((p) => p.in === 'query'),
      specRequiresAuth: requiresAuth(op.security ?? doc.security),
      successSchemas,
    });
  }
  return out;
}

/**
 * Makes a copy of the components in which every object schema that lists `properties` and says
 * nothing about `additionalProperties` is closed: a response may carry only the fields the spec
 * documents, except where the spec itself allows more.
 */
function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'example' ? v : closeObjects(v);
  if (out.properties && typeof out.properties === 'object' && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

/** OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` beside a bound, in draft-07's spelling (the bound itself), which Ajv reads. */
function draft07Bounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(draft07Bounds);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'example' ? v : draft07Bounds(v);
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] === true && typeof out[bound] === 'number') {
      out[flag] = out[bound];
      delete out[bound];
    } else delete out[flag];
  }
  return out;
}

const SPEC_ID = 'openapi.json';

/**
 * Ajv over the document's components, OpenAPI 3.0 style: `nullable` understood, `example` and
 * vendor extensions (`x-...`) ignored. For responses (`close`, the default) objects are closed as
 * `closeObjects` says; for requests the document is read as written.
 */
export function specValidators(doc: OpenApiDocument, options: { close?: boolean } = {}): { compile(schema: Schema): ValidateFunction } {
  const close = options.close ?? true;
  const prepare = (node: unknown): unknown => draft07Bounds(close ? closeObjects(node) : node);
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  ajv.addSchema({ $id: SPEC_ID, components: prepare(doc.components) as object });
  const cache = new Map<string, ValidateFunction>();
  return {
    compile(schema: Schema): ValidateFunction {
      const key = JSON.stringify(schema);
      let fn = cache.get(key);
      if (!fn) {
        // Refs in the operation point into the document: re-anchor them on the added schema.
        const anchored = JSON.parse(key.replace(/"#\/components\//g, `"${SPEC_ID}#/components/`)) as Schema;
        fn = ajv.compile(prepare(anchored) as Schema);
        cache.set(key, fn);
      }
      return fn;
    },
  };
}
