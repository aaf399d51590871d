import fc from 'fast-check';
import { OpenApiDocument, Schema, deref } from './openapi';

/**
 * fast-check arbitraries for the values an OpenAPI 3.0 schema allows, read from the committed
 * document: objects with required and optional properties, enums, bounds, patterns
 * (`fc.stringMatching`), `nullable`, `allOf`, `oneOf`/`anyOf` (alternative schemas, or the
 * "exactly one of these keys" form `oneOf: [{ required: [a] }, { required: [b] }]`), `$ref`, and
 * the `x-uniqueBy` extension. Every value must be valid for the spec; the generator refuses
 * (throws) on a constraining keyword it does not understand rather than produce bodies that are
 * silently outside the contract. String lengths are in code points, as JSON Schema counts them.
 */

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface SchemaArbitraryOptions {
  /** Arrays get at most this many items beyond their `minItems` (keeps bodies under the limit). */
  readonly maxItems?: number;
  /** Strings without a `maxLength` get at most this many code points. */
  readonly maxStringLength?: number;
}

/**
 * Keywords that only document (or that the checks below read); anything else constraining throws.
 * `x-playerText` says a string is stored normalized; the `pattern` beside it carries its constraint.
 */
const DOC_KEYWORDS = new Set(['description', 'example', 'examples', 'title', 'deprecated', 'readOnly', 'writeOnly', 'externalDocs', 'default', 'x-playerText']);
const HANDLED = new Set([
  '$ref', 'allOf', 'oneOf', 'anyOf', 'enum', 'type', 'nullable', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minLength', 'maxLength', 'pattern', 'format', 'items', 'minItems', 'maxItems', 'uniqueItems', 'properties',
  'required', 'additionalProperties', 'x-uniqueBy',
]);

const codePoints = (s: string): number => {
  let n = 0;
  for (const _c of s) n++;
  return n;
};

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** `allOf` (and sibling keywords) folded into one schema; bounds keep the tighter value. */
function merge(doc: OpenApiDocument, schema: Schema): Schema {
  const s = deref(doc, schema);
  if (!Array.isArray(s.allOf)) return s;
  const { allOf, ...own } = s;
  const out: Record<string, unknown> = {};
  for (const part of [...(allOf as Schema[]).map((p) => merge(doc, p)), own]) {
    for (const [k, v] of Object.entries(part)) {
      const prev = out[k];
      if (prev === undefined) out[k] = v;
      else if (k === 'properties') out[k] = { ...(prev as object), ...(v as object) };
      else if (k === 'required') out[k] = [...new Set([...(prev as string[]), ...(v as string[])])];
      else if (k === 'minimum' || k === 'minLength' || k === 'minItems') out[k] = Math.max(prev as number, v as number);
      else if (k === 'maximum' || k === 'maxLength' || k === 'maxItems') out[k] = Math.min(prev as number, v as number);
      else if (!DOC_KEYWORDS.has(k) && JSON.stringify(prev) !== JSON.stringify(v)) {
        throw new Error(`allOf with conflicting ${k}: ${JSON.stringify(prev)} vs ${JSON.stringify(v)}`);
      }
    }
  }
  return out;
}

/** `oneOf: [{ required: [a] }, { required: [b] }]` next to `properties`: exactly one of the keys. */
function exactlyOneKeys(s: Schema): string[][] | undefined {
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (!branches || !s.properties) return undefined;
  const keyOnly = branches.every((b) => Object.keys(b).every((k) => k === 'required' || DOC_KEYWORDS.has(k)) && Array.isArray(b.required));
  return keyOnly ? branches.map((b) => b.required as string[]) : undefined;
}

function checkKeywords(s: Schema, where: string): void {
  for (const k of Object.keys(s)) {
    if (!HANDLED.has(k) && !DOC_KEYWORDS.has(k)) throw new Error(`schema-arbitrary: keyword "${k}" at ${where} is not supported; extend test/fuzz/schema-arbitrary.ts`);
  }
}

/**
 * `fc.stringMatching` per pattern, built once: building one tokenizes the pattern and, for a class
 * such as Wartime's slugs, costs tens of milliseconds, and every body of every route asked again
 * (most of the Wartime fuzz file's CPU). Arbitraries are immutable, so sharing them changes nothing.
 */
const MATCHING = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: string): fc.Arbitrary<string> {
  let arb = MATCHING.get(pattern);
  if (!arb) {
    // The spec's patterns are written for Ajv's `u` regexps; stringMatching reads them the same way.
    arb = fc.stringMatching(new RegExp(pattern, 'u'), { size: 'small' });
    MATCHING.set(pattern, arb);
  }
  return arb;
}

function stringArb(s: Schema, opts: Required<SchemaArbitraryOptions>, where: string): fc.Arbitrary<string> {
  const min = num(s.minLength) ?? 0;
  const max = num(s.maxLength) ?? Math.max(min, opts.maxStringLength);
  const fits = (v: string): boolean => {
    const n = codePoints(v);
    return n >= min && n <= max;
  };
  if (typeof s.pattern === 'string') {
    return matching(s.pattern).filter(fits);
  }
  switch (s.format) {
    case undefined:
      break;
    case 'date-time':
      return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4102444800000) }).map((d) => d.toISOString()).filter(fits);
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
      return fc.webUrl().filter(fits);
    case 'uuid':
      return fc.uuid().filter(fits);
    default:
      throw new Error(`schema-arbitrary: format "${String(s.format)}" at ${where} is not supported`);
  }
  // Code points, astral ones included: JSON Schema lengths count characters, not UTF-16 units.
  const edges = [min > 0 ? 'x'.repeat(min) : '', 'a'.repeat(max), '\u{1F600}'.repeat(max), '\u2764\uFE0F'.repeat(Math.floor(max / 2))].filter(fits);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 3 },
    { arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'binary' }), weight: 3 },
    { arbitrary: fc.constantFrom(...(edges.length > 0 ? edges : ['x'.repeat(min)])), weight: 1 },
  );
}

function numberArb(s: Schema, integer: boolean): fc.Arbitrary<number> {
  // OpenAPI 3.0 writes exclusive bounds as booleans next to minimum/maximum.
  const exMin = s.exclusiveMinimum === true;
  const exMax = s.exclusiveMaximum === true;
  const min = num(s.minimum);
  const max = num(s.maximum);
  const step = num(s.multipleOf);
  if (integer || step !== undefined) {
    const lo = min === undefined ? Number.MIN_SAFE_INTEGER : exMin ? Math.floor(min) + 1 : Math.ceil(min);
    const hi = max === undefined ? Number.MAX_SAFE_INTEGER : exMax ? Math.ceil(max) - 1 : Math.floor(max);
    if (step !== undefined) {
      const k0 = Math.ceil(lo / step);
      const k1 = Math.floor(hi / step);
      return fc.integer({ min: Math.max(k0, -(2 ** 31)), max: Math.min(k1, 2 ** 31 - 1) }).map((k) => k * step);
    }
    return fc.oneof(fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) }), fc.constantFrom(lo, hi));
  }
  const doubles = fc.double({ min, max, minExcluded: exMin, maxExcluded: exMax, noNaN: true, noDefaultInfinity: true });
  const edges = [min, max].filter((v): v is number => v !== undefined && !(v === min && exMin) && !(v === max && exMax));
  const ints = fc.integer({ min: Math.ceil(min ?? -1e9), max: Math.floor(max ?? 1e9) }).filter((v) => (!exMin || v !== min) && (!exMax || v !== max));
  return edges.length > 0 ? fc.oneof(doubles, ints, fc.constantFrom(...edges)) : fc.oneof(doubles, ints);
}

/** Values that `schema` accepts. */
export function schemaArbitrary(doc: OpenApiDocument, schema: Schema, options: SchemaArbitraryOptions = {}): fc.Arbitrary<Json> {
  const opts: Required<SchemaArbitraryOptions> = { maxItems: 6, maxStringLength: 40, ...options };
  const build = (raw: Schema, where: string): fc.Arbitrary<Json> => {
    const s = merge(doc, raw);
    checkKeywords(s, where);
    const value = buildNonNull(s, where);
    return s.nullable === true ? fc.option(value, { nil: null, freq: 5 }) : value;
  };

  const buildNonNull = (s: Schema, where: string): fc.Arbitrary<Json> => {
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as Json[]).filter((v) => v !== null));
    const alternatives = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
    if (alternatives && !exactlyOneKeys(s)) {
      const { oneOf: _o, anyOf: _a, ...own } = s;
      return fc.oneof(...alternatives.map((alt, i) => build({ allOf: [own, alt] }, `${where}/oneOf/${i}`)));
    }
    const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
    switch (type) {
      case 'string':
        return stringArb(s, opts, where);
      case 'integer':
        return numberArb(s, true);
      case 'number':
        return numberArb(s, false);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return arrayArb(s, where);
      case 'object':
        return objectArb(s, where);
      case undefined:
        return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
      default:
        throw new Error(`schema-arbitrary: type ${JSON.stringify(type)} at ${where} is not supported`);
    }
  };

  const arrayArb = (s: Schema, where: string): fc.Arbitrary<Json> => {
    const items = build((s.items as Schema | undefined) ?? {}, `${where}/items`);
    const minLength = num(s.minItems) ?? 0;
    const maxLength = Math.min(num(s.maxItems) ?? Infinity, minLength + opts.maxItems);
    const by = s['x-uniqueBy'];
    if (typeof by === 'string') {
      return fc.uniqueArray(items, { minLength, maxLength, selector: (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v[by] : v) });
    }
    if (s.uniqueItems === true) return fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) });
    return fc.array(items, { minLength, maxLength });
  };

  const objectArb = (s: Schema, where: string): fc.Arbitrary<Json> => {
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const required = (s.required ?? []) as string[];
    const record = (extraRequired: readonly string[], without: readonly string[]): fc.Arbitrary<Json> => {
      const shape: Record<string, fc.Arbitrary<Json>> = {};
      for (const [k, v] of Object.entries(props)) if (!without.includes(k)) shape[k] = build(v, `${where}/${k}`);
      const requiredKeys = [...new Set([...required, ...extraRequired])];
      // A required key the spec does not describe still needs some value.
      for (const k of requiredKeys) shape[k] ??= fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>;
      return fc.record(shape, { requiredKeys }) as fc.Arbitrary<Json>;
    };
    const groups = exactlyOneKeys(s);
    if (!groups) return record([], []);
    // Exactly one group present: the chosen group's keys required, every other group's keys absent.
    const all = groups.flat();
    return fc.oneof(...groups.map((g) => record(g, all.filter((k) => !g.includes(k)))));
  };

  return build(schema, '#');
}
