import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import { costLimitRule } from './cost';

/**
 * Limits on GraphQL documents (README "Configuration", GRAPHQL_MAX_*). All of them are checked
 * before anything executes: tokens while parsing (graphql-js `parse(..., { maxTokens })`), the
 * others as validation rules. Apollo caches parsed and validated documents by their hash, so a
 * document that passed costs nothing more on later requests.
 */
export interface GraphqlLimits {
  /** Nesting of fields (fragments do not add levels; introspection's `__schema` is exempt). */
  readonly maxDepth: number;
  /** Aliased fields in an operation: aliases are how one document repeats an expensive field. */
  readonly maxAliases: number;
  /** Directives (`@include`, `@skip`, ...) in an operation. */
  readonly maxDirectives: number;
  /** Query cost (cost.ts): root fields 10, other fields 1, lists x10 per level of list. */
  readonly maxCost: number;
  /** Lexical tokens in the document: bounds parsing work before any other check can run. */
  readonly maxTokens: number;
}

/**
 * Defaults: the deepest field of the schema is 5 levels down; a full selection of one resolve
 * costs 230 (the bench's shot) to 650 (initiative, whose roll-offs are a list of lists) and is
 * 60 tokens with variables, about 200 with every input inline. So a document may hold ten aliased
 * resolves with every field of a shot selected (cost ~4,100), and no more.
 */
export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = Object.freeze({
  maxDepth: 10,
  maxAliases: 10,
  maxDirectives: 20,
  maxCost: 5000,
  maxTokens: 3000,
});

/** Own cost of a root field and assumed list length (cost.ts); fixed, the limit is what varies. */
export const ROOT_FIELD_COST = 10;
export const LIST_FACTOR = 10;

/**
 * armor reports a violation as a GraphQLError whose message starts with "Syntax Error: " (it is
 * not one); report it to the validation context instead of throwing, so Apollo answers a 400
 * GRAPHQL_VALIDATION_FAILED like any other validation error.
 */
const report = (ctx: ValidationContext | null, error: GraphQLError): void => {
  ctx?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
};

/**
 * The validation rules for `limits`: graphql-armor's depth, alias and directive limits, and the
 * schema-aware cost rule (cost.ts). armor's own cost limit, token limit (a second lexer pass in a
 * plugin, whose errors Apollo answers with a 500) and field-suggestion plugin are not used:
 * cost.ts, graphql-js's `maxTokens` and graphql-errors.ts cover those.
 */
export function graphqlLimitRules(limits: GraphqlLimits): ValidationRule[] {
  // A fresh array per protection: armor keeps (and may push onto) the arrays it is given.
  const callbacks = (): { propagateOnRejection: false; onReject: (typeof report)[] } => ({ propagateOnRejection: false, onReject: [report] });
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true, ...callbacks() },
    maxAliases: { n: limits.maxAliases, ...callbacks() },
    maxDirectives: { n: limits.maxDirectives, ...callbacks() },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  return [...armor.protect().validationRules, costLimitRule({ maxCost: limits.maxCost, rootFieldCost: ROOT_FIELD_COST, listFactor: LIST_FACTOR })];
}
