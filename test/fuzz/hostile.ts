import fc from 'fast-check';
import { Body, Mutation, mutate } from '../platform/ae-wwii.arbitraries';
import type { Json } from './schema-arbitrary';

/**
 * Hostile values and bodies that the generic generators rarely reach: keys that name
 * `Object.prototype` machinery, nesting a thousand levels deep, arrays and strings sized to sit
 * just under or just over the body limit. The one-field mutations come from
 * test/platform/ae-wwii.arbitraries.ts (wrong type, null, missing, extra field, nudged number);
 * these add the values a parser or a validator is most likely to choke on.
 */

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Values to put under a prototype-ish key: each a different way to try to pollute. */
export const PROTO_VALUES: readonly Json[] = [
  { polluted: true },
  { prototype: { polluted: true } },
  // An own "__proto__" key, as JSON.parse makes it (an object literal would set the prototype).
  JSON.parse('{"__proto__":{"polluted":true}}') as Json,
  { constructor: { prototype: { polluted: true } } },
  1,
  'x',
  null,
  [],
];

/** `depth` levels of `{"a": ...}` or `[...]` around 1 (small depths: JSON.stringify recurses). */
export function nested(depth: number, kind: 'object' | 'array'): Json {
  let v: Json = 1;
  for (let i = 0; i < depth; i++) v = kind === 'object' ? { a: v } : [v];
  return v;
}

/** The JSON text of `nested(depth, kind)`, built as text: any depth, no recursion. */
export const nestedText = (depth: number, kind: 'object' | 'array'): string =>
  kind === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`;

const PLACEHOLDER = '\u0000fuzz-deep\u0000';

/**
 * The JSON text of `body` with its `choice`-th node (as in `mutate`) replaced by `depth` levels of
 * nesting. Built as text so that the depth is not limited by this process's stack.
 */
export function deepAt(body: Body, choice: number, depth: number, kind: 'object' | 'array'): string {
  const text = JSON.stringify(mutate(body, choice, { kind: 'replace', value: PLACEHOLDER }));
  return text.replace(JSON.stringify(PLACEHOLDER), () => nestedText(depth, kind));
}

/** Out-of-range, oversized and odd values for the one-field mutations, on top of the platform list. */
export const extremeValues: readonly Json[] = [
  1e308,
  -1e308,
  5e-324,
  -5e-324,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  0.1 + 0.2,
  'x'.repeat(10_000),
  '\u{1F600}'.repeat(61),
  '\u0000',
  '\uD800',
  '\u202E',
  'a/b/c',
  '../../etc/passwd',
  "'; DROP TABLE units; --",
  new Array(1000).fill(1),
  new Array(1000).fill('x'),
  nested(50, 'object'),
  nested(50, 'array'),
];

export const extremeMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom(...extremeValues).map((value): Mutation => ({ kind: 'replace', value })),
  fc.tuple(fc.constantFrom(...PROTO_KEYS), fc.constantFrom(...PROTO_VALUES)).map(([key, value]): Mutation => ({ kind: 'extra', key, value })),
);

export type Filler = 'ascii' | 'multibyte' | 'array';

/**
 * The JSON text of `body` with the value at its `choice`-th node (the body itself included, as
 * in `mutate`) replaced by a string or an array sized so that the whole text is `bytes` bytes
 * long: exactly for strings, within a byte for arrays. Undefined when the rest of the body is
 * already larger.
 */
export function sizedAt(body: Body, choice: number, bytes: number, filler: Filler): string | undefined {
  const at = (value: Json): string => JSON.stringify(mutate(body, choice, { kind: 'replace', value }));
  if (filler === 'array') {
    const base = Buffer.byteLength(at([]));
    // "1," is two bytes per item (the last one has no comma).
    const n = Math.floor((bytes - base + 1) / 2);
    return n < 0 ? undefined : at(new Array<number>(n).fill(1));
  }
  const room = bytes - Buffer.byteLength(at(''));
  if (room < 0) return undefined;
  // '€' is 3 bytes in UTF-8: fill with it, then top up with ASCII to hit the size exactly.
  const wide = filler === 'multibyte' ? Math.floor(room / 3) : 0;
  const text = at('€'.repeat(wide) + 'x'.repeat(room - 3 * wide));
  return Buffer.byteLength(text) === bytes ? text : undefined;
}

/**
 * `body` with an own `key` (even `__proto__`, as JSON.parse would make it) on its `choice`-th
 * object node, the body itself included, as JSON text. Only objects: a key set on an array would
 * not survive JSON.stringify.
 */
export function withKeyAt(body: Body, choice: number, key: string, value: Json): string {
  const copy = JSON.parse(JSON.stringify(body)) as Json;
  const objects: { [k: string]: Json }[] = [];
  const walk = (node: Json): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      objects.push(node);
      Object.values(node).forEach(walk);
    }
  };
  walk(copy);
  const target = objects[choice % objects.length] as object;
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return JSON.stringify(copy);
}
