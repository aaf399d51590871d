import { ASTVisitor, DocumentNode, FieldNode, FragmentDefinitionNode, GraphQLError, GraphQLSchema, Kind, OperationDefinitionNode, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { operationCost } from './cost';

/**
 * Limits on GraphQL documents (docs/operations.md "Configuration", GRAPHQL_MAX_*). All of them are checked
 * before anything executes and before graphql-js's own validation (documents.ts): tokens while
 * parsing (graphql-js `parse(..., { maxTokens })`), the others by `documentLimitErrors`, one walk
 * of the document linear in its size, so a document refused for its size or cost costs no more
 * than reading it.
 */
export interface GraphqlLimits {
  /** Nesting of fields (fragments do not add levels; introspection's `__schema` is exempt). */
  readonly maxDepth: number;
  /** Aliased fields in an operation: aliases are how one document repeats an expensive field. */
  readonly maxAliases: number;
  /** Directives (`@include`, `@skip`, ...) in an operation. */
  readonly maxDirectives: number;
  /**
   * Root fields in an operation, aliased or not: each one is a resolver call (engine work or a
   * catalog read), and distinct resolve fields are not aliases.
   */
  readonly maxRootFields: number;
  /** Query cost (cost.ts): root fields 10, other fields 1, lists x10 per level of list. */
  readonly maxCost: number;
  /** Lexical tokens in the document: bounds parsing work before any other check can run. */
  readonly maxTokens: number;
}

/**
 * Defaults: the deepest field of the schema is 5 levels down; a full selection of one resolve
 * costs 230 (the bench's shot) to 650 (initiative, whose roll-offs are a list of lists) and is
 * 60 tokens with variables, about 200 with every input inline. So a document may hold ten
 * resolves (aliased or not) with every field of a shot selected (cost ~4,100), and no more; what
 * they compute together is bounded by the request's work budget (COST_BUDGET).
 */
export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = Object.freeze({
  maxDepth: 10,
  maxAliases: 10,
  maxDirectives: 20,
  maxRootFields: 10,
  maxCost: 5000,
  maxTokens: 3000,
});

/** Own cost of a root field and assumed list length (cost.ts); fixed, the limit is what varies. */
export const ROOT_FIELD_COST = 10;
export const LIST_FACTOR = 10;

/** What one selection set weighs, its fragments' included as often as they are spread. */
interface Measure {
  readonly depth: number;
  readonly aliases: number;
  readonly directives: number;
}

const NOTHING: Measure = { depth: 0, aliases: 0, directives: 0 };

/** `__typename` may be aliased freely: it costs nothing and clients' caches alias it. */
const FREE_ALIAS = '__typename';

/**
 * The limits a document breaks, as validation errors (none: within every limit):
 * - per operation: depth, aliases, directives, root fields (distinct response keys at the root,
 *   through fragments: what graphql-js executes once each) and cost (cost.ts);
 * - anywhere: an alias beginning with `__`, a name the spec reserves for introspection (such an
 *   alias as `__proto__` would be dropped by one executor and kept by another).
 * Each fragment is measured once, however often it is spread (a spread cycle measures 0 here;
 * graphql-js's NoFragmentCyclesRule reports it), so a fragment bomb costs this walk its size only.
 */
export function documentLimitErrors(schema: GraphQLSchema, document: DocumentNode, limits: GraphqlLimits): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }

  const measured = new Map<string, Measure>();
  const inProgress = new Set<string>();
  const fragmentMeasure = (name: string): Measure => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || inProgress.has(name)) return NOTHING;
    inProgress.add(name);
    const inner = measure(fragment.selectionSet);
    inProgress.delete(name);
    const m = { ...inner, directives: inner.directives + (fragment.directives?.length ?? 0) };
    measured.set(name, m);
    return m;
  };
  const measure = (set: SelectionSetNode): Measure => {
    let depth = 0;
    let aliases = 0;
    let directives = 0;
    for (const sel of set.selections) {
      directives += sel.directives?.length ?? 0;
      let inner: Measure;
      if (sel.kind === Kind.FIELD) {
        if (sel.alias && sel.alias.value !== FREE_ALIAS && sel.name.value !== FREE_ALIAS) aliases++;
        inner = sel.selectionSet ? measure(sel.selectionSet) : NOTHING;
        // Introspection's schema query is as deep as the type system: clients' tooling needs it whole.
        if (sel.name.value !== '__schema') depth = Math.max(depth, inner.depth + 1);
      } else {
        inner = sel.kind === Kind.INLINE_FRAGMENT ? measure(sel.selectionSet) : fragmentMeasure(sel.name.value);
        depth = Math.max(depth, inner.depth);
      }
      aliases += inner.aliases;
      directives += inner.directives;
    }
    return { depth, aliases, directives };
  };

  const costOptions = { maxCost: limits.maxCost, rootFieldCost: ROOT_FIELD_COST, listFactor: LIST_FACTOR };
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const m = measure(def.selectionSet);
    const directives = m.directives + (def.directives?.length ?? 0);
    const roots = rootResponseKeys(def, fragments);
    const refuse = (message: string): void => void errors.push(new GraphQLError(message, { nodes: [def] }));
    if (m.depth > limits.maxDepth) refuse(`Query depth limit of ${limits.maxDepth} exceeded, found ${m.depth}.`);
    if (m.aliases > limits.maxAliases) refuse(`Aliases limit of ${limits.maxAliases} exceeded, found ${m.aliases}.`);
    if (directives > limits.maxDirectives) refuse(`Directives limit of ${limits.maxDirectives} exceeded, found ${directives}.`);
    if (roots > limits.maxRootFields) refuse(`Root fields limit of ${limits.maxRootFields} exceeded, found ${roots}.`);
    const cost = operationCost(schema, def, fragments, costOptions);
    if (cost > limits.maxCost) refuse(`Query cost ${Math.round(cost)} exceeds the limit of ${limits.maxCost}.`);
  }
  for (const field of reservedAliases(document)) {
    errors.push(new GraphQLError(`Alias "${field.alias?.value ?? ''}" is reserved: names beginning with "__" belong to introspection.`, { nodes: [field] }));
  }
  return errors;
}

/**
 * Root fields an operation executes: graphql-js merges fields with the same response key (alias
 * or name) into one resolver call, through fragments and directives alike, so the distinct keys
 * are what runs. Introspection's own fields (`__typename`, `__schema`, `__type`) run no resolver of
 * ours and are not counted.
 */
function rootResponseKeys(operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): number {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const collect = (set: SelectionSetNode): void => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const key = sel.alias?.value ?? sel.name.value;
        if (!key.startsWith('__')) keys.add(key);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        collect(sel.selectionSet);
      } else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const fragment = fragments.get(sel.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return keys.size;
}

/** Fields aliased with a name beginning with `__`, each once, in document order. */
function reservedAliases(document: DocumentNode): FieldNode[] {
  const found: FieldNode[] = [];
  const walk = (set: SelectionSetNode): void => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD && sel.alias?.value.startsWith('__')) found.push(sel);
      if (sel.kind !== Kind.FRAGMENT_SPREAD && sel.selectionSet) walk(sel.selectionSet);
    }
  };
  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION) walk(def.selectionSet);
  }
  return found;
}

/**
 * The same limits as a graphql-js validation rule: for Apollo's own validation, which runs only
 * when the document gate (documents.ts) has no verdict for a document.
 */
export function documentLimitsRule(limits: GraphqlLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Document(node: DocumentNode) {
      for (const error of documentLimitErrors(context.getSchema(), node, limits)) context.reportError(error);
      // Nothing below the document needs visiting: the walk above read all of it.
      return false;
    },
  });
}
