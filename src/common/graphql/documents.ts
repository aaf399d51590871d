import { ApolloServerPlugin, GraphQLRequestContextDidResolveSource, GraphQLRequestContextResponseForOperation, GraphQLRequestListener, GraphQLResponse, HeaderMap } from '@apollo/server';
import type { DocumentStore } from '@apollo/server';
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DocumentNode, GraphQLError, GraphQLSchema, ParseOptions, ValidationRule, parse, print, specifiedRules, validate } from 'graphql';
import { formatGraphqlErrors } from './graphql-errors';
import { GraphqlLimits, documentLimitErrors } from './limits';

/**
 * The document cache of /graphql, and the order documents are checked in.
 *
 * Apollo's own pipeline parses a document it has not seen (by the SHA-256 of its text), then runs
 * every validation rule in one pass: graphql-js's rules, some quadratic in the document, ran in
 * full on a document our limits refuse (100+ ms for one at the token limit), and a copy with other
 * whitespace was a new text, parsed and validated again, then compiled again by jit.ts. Here:
 *
 * 1. a text is parsed (within GRAPHQL_MAX_TOKENS) and printed: graphql-js's `print` of the parsed
 *    document is its canonical form, the same for every whitespace, comment and comma variant;
 * 2. the canonical form is checked against the limits (limits.ts: depth, aliases, directives, root
 *    fields, cost, reserved aliases), one linear walk, and only a document within them is validated
 *    by graphql-js's rules (and Apollo's NoIntrospection's twin when introspection is off);
 * 3. the verdict (the document to execute, or the errors) is kept under the canonical form and
 *    under the text's hash, so a text is parsed once and a document validated once, whatever its
 *    spelling; every spelling executes the one canonical document, so jit.ts compiles it once.
 *
 * The canonical document is parsed from the canonical text, so `locations` in errors point into
 * `print(document)` (what graphql-js clients such as Apollo Client send), the same for every
 * spelling, never into another client's text.
 *
 * Wired into Apollo through its documented extension points: `didResolveSource` makes the verdict,
 * the `documentStore` hands Apollo the document (so Apollo neither parses nor validates), and a
 * refused document is answered from `responseForOperation`, 400 GRAPHQL_VALIDATION_FAILED, as
 * Apollo answers its own validation errors. A text that does not parse gets no verdict: Apollo
 * parses it and answers GRAPHQL_PARSE_FAILED.
 */

type Verdict = ({ readonly document: DocumentNode; readonly errors?: undefined } | { readonly document?: undefined; readonly errors: readonly GraphQLError[] }) & {
  /** Estimated bytes held (a refusal's errors hold the document's nodes too). */
  readonly weight: number;
};

/**
 * Memory the cache may hold, estimated from the documents' sizes: each token of a parsed document
 * keeps a token, a location and a node or so (~200 bytes), each character of its text 2 bytes.
 * An entry is counted under each of its two keys. Apollo's own document store holds 30 MiB.
 */
const CACHE_BYTES = 32 * 1024 * 1024;
const BYTES_PER_TOKEN = 200;

const weightOf = (document: DocumentNode): number => {
  let tokens = 0;
  for (let t = document.loc?.startToken ?? null; t; t = t.next) tokens++;
  return BYTES_PER_TOKEN * tokens + 2 * (document.loc?.source.body.length ?? 0);
};

/** A least-recently-used map bounded by the weight of its entries. */
class WeightedLru<V> {
  private readonly entries = new Map<string, { readonly value: V; readonly weight: number }>();
  private total = 0;

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserted: a Map iterates in insertion order, so its first key is the least recent.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.weight;
    }
    if (weight > this.capacity) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [k, e] of this.entries) {
      if (this.total <= this.capacity) break;
      this.entries.delete(k);
      this.total -= e.weight;
    }
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}

/** A validation error as Apollo sends its own: GRAPHQL_VALIDATION_FAILED, a 400. */
const validationError = (e: GraphQLError): GraphQLError =>
  new GraphQLError(e.message, { nodes: e.nodes, extensions: { ...e.extensions, code: 'GRAPHQL_VALIDATION_FAILED' }, originalError: e.originalError ?? e });

const textHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Apollo's NoIntrospection rule (which Apollo adds to its own validation when `introspection` is
 * off), for the validation this gate runs instead; the same message.
 */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type. To enable introspection, pass introspection: true to ApolloServer in production', {
          nodes: [node],
        }),
      );
    }
  },
});

export interface DocumentGateOptions {
  readonly limits: GraphqlLimits;
  readonly introspection: boolean;
  readonly parseOptions: ParseOptions;
  readonly validationOptions: { readonly hideSuggestions?: boolean };
}

const logger = new Logger('GraphQL');

export class DocumentGate {
  private readonly cache = new WeightedLru<Verdict>(CACHE_BYTES);
  private readonly rules: readonly ValidationRule[];
  private schema: GraphQLSchema | undefined;

  constructor(private readonly options: DocumentGateOptions) {
    this.rules = options.introspection ? specifiedRules : [...specifiedRules, noIntrospection];
  }

  /** The verdict on a text whose SHA-256 is `hash`; undefined when it does not parse. */
  verdict(schema: GraphQLSchema, text: string, hash: string): Verdict | undefined {
    // Verdicts hold for one schema (the app's, built once); a new one starts afresh.
    if (schema !== this.schema) {
      this.cache.clear();
      this.schema = schema;
    }
    const bySource = `text:${hash}`;
    const known = this.cache.get(bySource);
    if (known) return known;
    let parsed: DocumentNode;
    try {
      parsed = parse(text, this.options.parseOptions);
    } catch {
      return undefined;
    }
    const canonicalText = print(parsed);
    const byCanonical = `document:${textHash(canonicalText)}`;
    let verdict = this.cache.get(byCanonical);
    if (!verdict) {
      verdict = this.check(schema, canonicalText === text ? parsed : parse(canonicalText, this.options.parseOptions));
      this.cache.set(byCanonical, verdict, verdict.weight);
    }
    this.cache.set(bySource, verdict, verdict.weight);
    return verdict;
  }

  /** A document already seen under `hash` (Apollo's document store asks). */
  known(hash: string): Verdict | undefined {
    return this.cache.get(`text:${hash}`);
  }

  private check(schema: GraphQLSchema, document: DocumentNode): Verdict {
    const weight = weightOf(document);
    const over = documentLimitErrors(schema, document, this.options.limits);
    if (over.length > 0) return { errors: over.map(validationError), weight };
    const errors = validate(schema, document, this.rules, this.options.validationOptions);
    return errors.length > 0 ? { errors: errors.map(validationError), weight } : { document, weight };
  }
}

/** What Apollo is handed for a refused document: never executed (the refusal is answered first). */
const REFUSED: DocumentNode = parse('{ __typename }');

/**
 * Apollo's `documentStore`: the gate's documents by the text's hash (Apollo's key is a schema
 * hash, a colon, then the text's SHA-256). Apollo stores a document here only after validating it
 * itself, which it does only for a text the gate had no verdict on; that is not kept.
 */
export function gateDocumentStore(gate: DocumentGate): DocumentStore {
  return {
    get: (key: string) => {
      const verdict = gate.known(key.slice(key.lastIndexOf(':') + 1));
      return Promise.resolve(verdict === undefined ? undefined : (verdict.document ?? REFUSED));
    },
    set: () => Promise.resolve(),
    delete: () => Promise.resolve(true),
  };
}

/** The gate's Apollo plugin: the verdict before Apollo's document store is read, refusals answered. */
export function documentGatePlugin<TContext extends object>(gate: DocumentGate): ApolloServerPlugin<TContext> {
  const refused = new WeakMap<object, readonly GraphQLError[]>();
  const listener: GraphQLRequestListener<TContext> = {
    didResolveSource(rc: GraphQLRequestContextDidResolveSource<TContext>): Promise<void> {
      let verdict: Verdict | undefined;
      try {
        verdict = gate.verdict(rc.schema, rc.source, rc.queryHash);
      } catch (e) {
        // Apollo then parses and validates the text itself, the limits among its rules.
        logger.error(`document gate: ${e instanceof Error ? e.message : String(e)}`);
        return Promise.resolve();
      }
      if (verdict?.errors) {
        refused.set(rc.request, verdict.errors);
        // A refused text is not registered as a persisted query (Apollo registers before executing).
        rc.metrics.persistedQueryRegister = false;
      }
      return Promise.resolve();
    },
    responseForOperation(rc: GraphQLRequestContextResponseForOperation<TContext>): Promise<GraphQLResponse | null> {
      const errors = refused.get(rc.request);
      if (!errors) return Promise.resolve(null);
      return Promise.resolve({ body: { kind: 'single', singleResult: { errors: formatGraphqlErrors(errors) } }, http: { status: 400, headers: new HeaderMap() } });
    },
  };
  return {
    requestDidStart(): Promise<GraphQLRequestListener<TContext>> {
      return Promise.resolve(listener);
    },
  };
}
