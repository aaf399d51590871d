import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * One source for the request examples of the document. Each operation's body example is written
 * once, where the route is declared (a game's `ActionModule.example`, a kind's write example...),
 * as the media type's `examples`. Swagger's `@ApiProperty({ example })` on request DTOs is a
 * second, per-field source that tools stitch into a body of their own (Swagger UI's schema
 * sample, Postman, generators): every field at once, so both `unit` and `profile`, both `seed` and
 * `values`, and the same side name twice where an array needs two items. Such a body is a 400.
 *
 * So, here: every schema a request body reaches loses its per-field `example`s, and each component
 * on the way takes, as its own `example`, the part of an operation's example that sits there (the
 * first operation in path order that reaches it). A sample built from any request schema is then a
 * piece of a body that is known to resolve (test/docs/openapi-examples.e2e-spec.ts posts them).
 * Response schemas keep their field examples: nobody sends them.
 */

type Node = Record<string, unknown>;
const REF_PREFIX = '#/components/schemas/';

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The media-type examples of a request body, in the order written. */
export function mediaExamples(media: Node | undefined): unknown[] {
  if (!media) return [];
  if ('example' in media) return [media.example];
  const examples = media.examples;
  if (!isNode(examples)) return [];
  return Object.values(examples).flatMap((e) => (isNode(e) && 'value' in e ? [e.value] : []));
}

export function unifyRequestExamples(doc: OpenAPIObject): OpenAPIObject {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Node>;
  const stripped = new Set<string>();
  const exampled = new Set<string>();

  const component = (ref: unknown): [string, Node] | undefined => {
    if (typeof ref !== 'string' || !ref.startsWith(REF_PREFIX)) return undefined;
    const name = ref.slice(REF_PREFIX.length);
    const target = schemas[name];
    return target ? [name, target] : undefined;
  };

  /** Removes per-field examples under `node`, following `$ref`s into components once each. */
  const strip = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(strip);
    if (!isNode(node)) return;
    const found = component(node.$ref);
    if (found) {
      const [name, target] = found;
      if (stripped.has(name)) return;
      stripped.add(name);
      stripNode(target);
      return;
    }
    stripNode(node);
  };
  const stripNode = (node: Node): void => {
    const props = node.properties;
    if (isNode(props)) for (const p of Object.values(props)) if (isNode(p)) delete p.example;
    if (isNode(node.items)) delete node.items.example;
    // A component's own `example` (set below) is a whole value, not a field's.
    for (const [k, v] of Object.entries(node)) if (k !== 'example') strip(v);
  };

  /** Gives each component `value` passes through the part of `value` that sits there. */
  const place = (node: unknown, value: unknown): void => {
    if (!isNode(node) || value === undefined) return;
    const found = component(node.$ref);
    if (found) {
      const [name, target] = found;
      if (exampled.has(name)) return;
      exampled.add(name);
      target.example = value;
      place({ ...target, $ref: undefined }, value);
      return;
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const branches = node[key];
      // A `oneOf` of a string or a `$ref`'d profile: only the branch an object fits takes it.
      if (Array.isArray(branches)) for (const b of branches) if (!isNode(b) || !b.$ref || isNode(value)) place(b, value);
    }
    if (Array.isArray(value) && isNode(node.items)) value.forEach((v) => place(node.items, v));
    if (isNode(value) && isNode(node.properties)) {
      const props = node.properties;
      for (const [k, v] of Object.entries(value)) place(props[k], v);
    }
  };

  const bodies = Object.entries(doc.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, item]) => Object.values(item as Record<string, unknown>))
    .flatMap((op) => {
      const body = isNode(op) ? op.requestBody : undefined;
      const media = isNode(body) && isNode(body.content) ? body.content['application/json'] : undefined;
      return isNode(media) ? [media] : [];
    });
  for (const media of bodies) strip(media.schema);
  for (const media of bodies) for (const value of mediaExamples(media)) place(media.schema, value);
  return doc;
}
