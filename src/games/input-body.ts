/**
 * GraphQL input → REST body (pure), so both transports run the same DTO validation. GraphQL
 * writes an omitted nullable field as absent and an explicit `null` as null; REST bodies have no
 * nulls except where a field is "required, possibly null" (AE-WWII's `rangedCombat`): those keys,
 * `keepNull`, keep theirs and every other null is dropped.
 */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const KEEP_NONE: ReadonlySet<string> = new Set();

/** Plain loops, no entry pairs or copies: every GraphQL resolve request maps its input here. */
export function inputToBody(value: unknown, keepNull: ReadonlySet<string> = KEEP_NONE): Json | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object') return value as Json;
  if (Array.isArray(value)) {
    const items: Json[] = new Array<Json>(value.length);
    for (let i = 0; i < value.length; i++) items[i] = inputToBody(value[i], keepNull) ?? null;
    return items;
  }
  const out: { [k: string]: Json } = {};
  const source = value as Record<string, unknown>;
  for (const k of Object.keys(source)) {
    const v = source[k];
    if (v === undefined || (v === null && !keepNull.has(k))) continue;
    const mapped = inputToBody(v, keepNull);
    if (mapped !== undefined) out[k] = mapped;
  }
  return out;
}
