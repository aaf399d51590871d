/**
 * GraphQL input → REST body (pure), so both transports run the same DTO validation. GraphQL
 * writes an omitted nullable field as absent and an explicit `null` as null; REST bodies have no
 * nulls except where a field is "required, possibly null" (AE-WWII's `rangedCombat`): those keys,
 * `keepNull`, keep theirs and every other null is dropped.
 */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export function inputToBody(value: unknown, keepNull: ReadonlySet<string> = new Set()): Json | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object') return value as Json;
  if (Array.isArray(value)) return value.map((v) => inputToBody(v, keepNull) ?? null);
  const out: { [k: string]: Json } = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || (v === null && !keepNull.has(k))) continue;
    const mapped = inputToBody(v, keepNull);
    if (mapped !== undefined) out[k] = mapped;
  }
  return out;
}
