import {
  ASTVisitor,
  FragmentDefinitionNode,
  GraphQLError,
  GraphQLField,
  GraphQLNamedType,
  GraphQLOutputType,
  GraphQLSchema,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';

/**
 * Query cost, computed from the document and the schema during validation, so an expensive
 * document is refused before any resolver runs (and, like every validation result, only once per
 * distinct document: Apollo caches validated documents).
 *
 * graphql-armor's cost limit is schema-blind (every selection set costs the same, and lists are
 * multiplied only by `first`/`last` arguments, which this API does not have), so it cannot tell
 * a list of steps from a single outcome. This rule walks the schema types instead:
 *
 *   cost(field) = listFactor^(list wrappers) x (own cost + cost of its selections)
 *
 * - own cost: `extensions.cost` of the field (Nest: `@Extensions({ cost })`), else `rootFieldCost`
 *   for a root field (each one resolves: engine work or a catalog read), else 1;
 * - a list field multiplies by `extensions.listSize` of the field, else `listFactor` (an assumed
 *   length: responses are not paginated), once per list level (`[[T]]` is listFactor^2);
 * - introspection fields (`__schema`, `__type`, `__typename`) cost nothing: introspection is
 *   switched on or off as a whole (GRAPHQL_INTROSPECTION), and clients' tooling needs it whole.
 *
 * Fragments are costed once each (memoized), so a document that spreads fragments into fragments
 * cannot make this rule itself exponential; a spread cycle (which NoFragmentCyclesRule rejects
 * in the same validation pass) counts as 0 here.
 */
export interface CostLimitOptions {
  readonly maxCost: number;
  /** Own cost of a root field without `extensions.cost`. */
  readonly rootFieldCost: number;
  /** Assumed length of a list without `extensions.listSize`. */
  readonly listFactor: number;
}

interface CostExtensions {
  readonly cost?: unknown;
  readonly listSize?: unknown;
}

const positiveNumber = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

/** The multiplier of a field's type: one factor per list wrapper. */
function listMultiplier(type: GraphQLOutputType, factor: number): number {
  let m = 1;
  let t: GraphQLOutputType = type;
  for (;;) {
    if (isNonNullType(t)) t = t.ofType;
    else if (isListType(t)) {
      m *= factor;
      t = t.ofType;
    } else return m;
  }
}

export function operationCost(schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, options: CostLimitOptions): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragmentCost = new Map<string, number>();
  const inProgress = new Set<string>();

  const selectionCost = (set: SelectionSetNode, parent: GraphQLNamedType, isRoot: boolean): number => {
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        if (name.startsWith('__')) continue;
        if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
        // Unknown fields are FieldsOnCorrectTypeRule's to report; they cost nothing here.
        const field: GraphQLField<unknown, unknown> | undefined = parent.getFields()[name];
        if (!field) continue;
        const ext = field.extensions as CostExtensions;
        const own = positiveNumber(ext.cost) ?? (isRoot ? options.rootFieldCost : 1);
        const factor = positiveNumber(ext.listSize) ?? options.listFactor;
        const inner = sel.selectionSet ? selectionCost(sel.selectionSet, getNamedType(field.type), false) : 0;
        total += listMultiplier(field.type, factor) * (own + inner);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const cond = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
        if (cond) total += selectionCost(sel.selectionSet, cond, isRoot);
      } else {
        const name = sel.name.value;
        const known = fragmentCost.get(name);
        if (known !== undefined) {
          total += known;
          continue;
        }
        const frag = fragments.get(name);
        if (!frag || inProgress.has(name)) continue;
        const cond = schema.getType(frag.typeCondition.name.value);
        if (!cond) continue;
        inProgress.add(name);
        const c = selectionCost(frag.selectionSet, cond, isRoot);
        inProgress.delete(name);
        fragmentCost.set(name, c);
        total += c;
      }
    }
    return total;
  };
  return selectionCost(operation.selectionSet, root, true);
}

/** The validation rule: each operation of the document is costed and refused above `maxCost`. */
export function costLimitRule(options: CostLimitOptions): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const cost = operationCost(context.getSchema(), node, fragments, options);
        if (cost > options.maxCost) {
          context.reportError(new GraphQLError(`Query cost ${Math.round(cost)} exceeds the limit of ${options.maxCost}.`, { nodes: [node] }));
        }
        // Nothing below the operation needs visiting: the cost walk read the whole document.
        return false;
      },
    };
  };
}
