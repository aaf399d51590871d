import {
  ASTVisitor,
  FragmentDefinitionNode,
  GraphQLError,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';

/**
 * Depth and breadth limits on GraphQL documents, checked during validation (before anything runs):
 * a query nested deeper than `maxDepth`, or with more than `maxRootFields` top-level fields (each
 * resolve is real work; aliases would otherwise batch thousands), is refused.
 */
export function queryLimits(maxDepth: number, maxRootFields: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depth = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let max = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) max = Math.max(max, sel.name.value.startsWith('__') ? 0 : 1 + depth(sel.selectionSet, seen));
        else if (sel.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depth(sel.selectionSet, seen));
        else if (!seen.has(sel.name.value)) {
          const frag = fragments.get(sel.name.value);
          max = Math.max(max, depth(frag?.selectionSet, new Set([...seen, sel.name.value])));
        }
      }
      return max;
    };
    const rootFields = (set: SelectionSetNode, seen: Set<string>): number =>
      set.selections.reduce((n, sel) => {
        if (sel.kind === Kind.FIELD) return n + 1;
        if (sel.kind === Kind.INLINE_FRAGMENT) return n + rootFields(sel.selectionSet, seen);
        const frag = fragments.get(sel.name.value);
        return seen.has(sel.name.value) || !frag ? n : n + rootFields(frag.selectionSet, new Set([...seen, sel.name.value]));
      }, 0);
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const d = depth(node.selectionSet, new Set());
        if (d > maxDepth) {
          context.reportError(new GraphQLError(`Query depth ${d} exceeds the limit of ${maxDepth}.`, { nodes: [node], extensions: { code: 'QUERY_TOO_DEEP' } }));
        }
        const n = rootFields(node.selectionSet, new Set());
        if (n > maxRootFields) {
          context.reportError(new GraphQLError(`${n} top-level fields exceed the limit of ${maxRootFields}.`, { nodes: [node], extensions: { code: 'QUERY_TOO_WIDE' } }));
        }
      },
    };
  };
}
