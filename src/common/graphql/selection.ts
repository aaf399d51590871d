import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects `name` directly (through inline fragments and fragment
 * spreads too): what a resolver computes only when asked for (a resolution's `embed`).
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean => {
    if (!set) return false;
    for (const s of set.selections) {
      if (s.kind === 'Field' && s.name.value === name) return true;
      if (s.kind === 'InlineFragment' && visit(s.selectionSet)) return true;
      if (s.kind === 'FragmentSpread' && !seen.has(s.name.value)) {
        seen.add(s.name.value);
        if (visit(info.fragments[s.name.value]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
