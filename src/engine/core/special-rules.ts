import type { SpecialRuleData } from './game';

/*
 * How a profile cites its special rules, for every game: a plain id (`"stealth"`) for a rule
 * without a parameter, `{ "id": "tough", "rating": 3 }` for one written with a number, Tough(3)
 * (the special rules table says which: `parameter: 'rating'`). A game puts
 * SPECIAL_RULE_REFS_SCHEMA in its kind's schema and checks the references against its catalog
 * with `specialRulesOf` when it builds it.
 */

const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';
/** The largest rating a profile may give (Tough(20) is already a monster). */
export const MAX_RATING = 99;

/** JSON Schema of one reference. */
export const SPECIAL_RULE_REF_SCHEMA = {
  oneOf: [
    { type: 'string', pattern: SLUG, maxLength: 60 },
    {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'rating'],
      properties: { id: { type: 'string', pattern: SLUG, maxLength: 60 }, rating: { type: 'integer', minimum: 1, maximum: MAX_RATING } },
    },
  ],
} as const;

/** JSON Schema of a profile's list of references (each rule at most once is checked by `specialRulesOf`). */
export const SPECIAL_RULE_REFS_SCHEMA = { type: 'array', maxItems: 30, items: SPECIAL_RULE_REF_SCHEMA } as const;

export type SpecialRuleRef = string | { readonly id: string; readonly rating: number };

/** A reference read: the rule and its rating (null for a rule without a parameter). */
export interface SpecialRuleUse {
  readonly id: string;
  readonly rating: number | null;
}

/**
 * The rules `refs` cite, checked against the game's special rules: each known, at most once, with a
 * rating exactly when the rule takes one. Throws an Error naming `where` otherwise (the catalog
 * refuses the entry).
 */
export function specialRulesOf(refs: readonly SpecialRuleRef[], rules: ReadonlyMap<string, SpecialRuleData>, where: string): SpecialRuleUse[] {
  const seen = new Set<string>();
  return refs.map((ref, i) => {
    const use: SpecialRuleUse = typeof ref === 'string' ? { id: ref, rating: null } : { id: ref.id, rating: ref.rating };
    const rule = rules.get(use.id);
    if (!rule) throw new Error(`${where}: specialRules[${i}] names no special rule ('${use.id}')`);
    if (seen.has(use.id)) throw new Error(`${where}: specialRules[${i}] cites '${use.id}' twice`);
    seen.add(use.id);
    if (rule.parameter === 'rating' && use.rating === null) throw new Error(`${where}: specialRules[${i}]: '${use.id}' takes a rating ({ "id": "${use.id}", "rating": n })`);
    if (rule.parameter === null && use.rating !== null) throw new Error(`${where}: specialRules[${i}]: '${use.id}' takes no rating`);
    return use;
  });
}
