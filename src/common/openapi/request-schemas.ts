import type { OpenAPIObject } from '@nestjs/swagger';
import { PLAYER_TEXT, PlayerTextMode } from '../../engine/core/player-text';
import type { DtoClass } from '../validation/decorators';
import { playerTextDoc } from '../validation/player-text';
import { JsonSchema, X_EXACTLY_ONE, X_UNIQUE_BY, dtoToJsonSchema } from '../validation/schema';

/**
 * Swagger builds the request schemas from `@ApiProperty`, which says less than the validation
 * does: `number` where the DTO wants `@IsInt`, open objects where unknown fields are a 400, no
 * word of "exactly one of `unit` or `profile`". A client (or a generator) that trusts the
 * published document then sends bodies the server refuses. This copies into each request schema
 * what the compiled validation schema (validation/schema.ts, the single source of truth) adds:
 *
 * - `additionalProperties: false` on every DTO object;
 * - `integer` where Swagger wrote `number` (properties and array items);
 * - length, range and size bounds Swagger left out;
 * - the exactly-one class rule as `oneOf: [{ required: [a] }, { required: [b] }]`;
 * - unique-by-key arrays as the `x-uniqueBy` extension (JSON Schema cannot say it);
 * - player text (`@PlayerText`) as the `pattern` that refuses what it refuses, and the
 *   `x-playerText` extension saying it is stored NFC-normalized and trimmed.
 *
 * It only narrows: nothing the server accepts becomes invalid in the document.
 */

type SchemaNode = Record<string, unknown>;

const BOUNDS = ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems'] as const;

const hasInteger = (s: JsonSchema | undefined): boolean => {
  const t = s?.type;
  return t === 'integer' || (Array.isArray(t) && t.includes('integer'));
};

const REF_PREFIX = '#/components/schemas/';

/** Narrows one Swagger property (or array item, or `oneOf` branch) schema from its compiled counterpart. */
function alignNode(schemas: Record<string, SchemaNode>, node: SchemaNode, derived: JsonSchema): void {
  // A `oneOf` branch that is a `$ref` (the `{ "profile": ... }` form of an id-or-profile field)
  // names a helper component that no DTO class stands for: align it from the branch.
  if (typeof node.$ref === 'string') {
    const target = schemas[node.$ref.slice(REF_PREFIX.length)];
    if (target && node.$ref.startsWith(REF_PREFIX) && derived.type === 'object') alignComponent(schemas, target, derived);
    return;
  }
  // An `allOf` wrapper points at a DTO component, aligned on its own.
  if ('allOf' in node) return;
  if (hasInteger(derived) && node.type === 'number') node.type = 'integer';
  for (const k of BOUNDS) if (derived[k] !== undefined && node[k] === undefined) node[k] = derived[k];
  if (derived[X_UNIQUE_BY] !== undefined) node['x-uniqueBy'] = derived[X_UNIQUE_BY];
  if (derived[PLAYER_TEXT] !== undefined && node.pattern === undefined) Object.assign(node, playerTextDoc(derived[PLAYER_TEXT] as PlayerTextMode));
  const items = derived.items as JsonSchema | undefined;
  if (items && node.items && typeof node.items === 'object') alignNode(schemas, node.items as SchemaNode, items);
  const branches = node.oneOf as SchemaNode[] | undefined;
  const derivedBranches = derived.oneOf as JsonSchema[] | undefined;
  if (branches && derivedBranches && branches.length === derivedBranches.length) {
    branches.forEach((b, i) => alignNode(schemas, b, derivedBranches[i]));
  }
}

function alignComponent(schemas: Record<string, SchemaNode>, component: SchemaNode, derived: JsonSchema): void {
  if (derived.additionalProperties === false) component.additionalProperties = false;
  const props = (component.properties ?? {}) as Record<string, SchemaNode>;
  for (const [name, d] of Object.entries((derived.properties ?? {}) as Record<string, JsonSchema>)) {
    if (props[name]) alignNode(schemas, props[name], d);
  }
  const exactlyOne = derived[X_EXACTLY_ONE] as readonly string[] | undefined;
  if (exactlyOne && !component.oneOf) component.oneOf = exactlyOne.map((k) => ({ required: [k] }));
}

/** Aligns every component named after a DTO reachable from `dtos` (in place; returns `doc`). */
export function alignRequestSchemas(doc: OpenAPIObject, dtos: Iterable<DtoClass>): OpenAPIObject {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, SchemaNode>;
  const done = new Set<string>();
  for (const dto of dtos) {
    const { schema } = dtoToJsonSchema(dto);
    const { definitions, ...root } = schema;
    const all: Record<string, JsonSchema> = { ...((definitions ?? {}) as Record<string, JsonSchema>), [dto.name]: root };
    for (const [name, derived] of Object.entries(all)) {
      if (done.has(name) || !schemas[name]) continue;
      done.add(name);
      alignComponent(schemas, schemas[name], derived);
    }
  }
  return doc;
}
