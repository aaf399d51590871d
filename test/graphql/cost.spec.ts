import {
  FragmentDefinitionNode,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  OperationDefinitionNode,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { CostLimitOptions, costLimitRule, operationCost } from '../../src/common/graphql/cost';

/**
 * The cost rule on a schema built for it: root fields 10, other fields 1, lists x10 per level,
 * per-field overrides through field extensions, fragments, introspection.
 */

const Leaf = new GraphQLObjectType({
  name: 'Leaf',
  fields: { a: { type: GraphQLInt }, b: { type: new GraphQLNonNull(GraphQLString) } },
});
const Node: GraphQLObjectType = new GraphQLObjectType({
  name: 'Node',
  fields: () => ({
    child: { type: Node },
    leaf: { type: Leaf },
    leaves: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Leaf))) },
    grid: { type: new GraphQLList(new GraphQLList(Leaf)) },
    tags: { type: new GraphQLList(GraphQLString) },
    pricey: { type: GraphQLInt, extensions: { cost: 7 } },
    pair: { type: new GraphQLList(Leaf), extensions: { listSize: 2 } },
  }),
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      node: { type: Node },
      nodes: { type: new GraphQLList(Node) },
      cheap: { type: GraphQLInt, extensions: { cost: 1 } },
      scalar: { type: GraphQLInt },
    },
  }),
  mutation: new GraphQLObjectType({ name: 'Mutation', fields: { write: { type: Leaf } } }),
});

const OPTIONS: CostLimitOptions = { maxCost: 1000, rootFieldCost: 10, listFactor: 10 };

function cost(document: string, options: CostLimitOptions = OPTIONS): number {
  const doc = parse(document);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!op) throw new Error('no operation');
  return operationCost(schema, op, fragments, options);
}

describe('operationCost', () => {
  it.each([
    ['a root scalar', '{ scalar }', 10],
    ['a root object and its fields', '{ node { leaf { a b } } }', 10 + 1 + 2],
    ['a list of objects: x10 (non-null wrappers change nothing)', '{ node { leaves { a b } } }', 10 + 10 * (1 + 2)],
    ['a list of lists: x100', '{ node { grid { a } } }', 10 + 100 * (1 + 1)],
    ['a list of scalars: x10', '{ node { tags } }', 10 + 10],
    ['a list at the root: x10 on the root cost too', '{ nodes { leaf { a } } }', 10 * (10 + 1 + 1)],
    ['a field with extensions.cost', '{ node { pricey } }', 10 + 7],
    ['a root field with extensions.cost', '{ cheap }', 1],
    ['a list with extensions.listSize', '{ node { pair { a } } }', 10 + 2 * (1 + 1)],
    ['aliases: each one counted', '{ x: node { leaf { a } } y: node { leaf { a } } }', 2 * (10 + 1 + 1)],
    ['an inline fragment: its fields in place', '{ node { ... on Node { leaf { a } } } }', 10 + 1 + 1],
    ['a named fragment spread twice: twice', '{ node { ...F } other: node { ...F } } fragment F on Node { leaf { a } }', 2 * (10 + 2)],
    ['introspection: free', '{ __typename __schema { types { name fields { name } } } node { __typename } }', 10],
    ['unknown fields: free (validation reports them)', '{ node { nope { a } } }', 10],
    ['a mutation field: a root field', 'mutation { write { a } }', 10 + 1],
  ])('%s', (_label, document, expected) => {
    expect(cost(document)).toBe(expected);
  });

  it('costs a fragment bomb (each fragment spreads the previous one twice: 2^40 fields) in linear time', () => {
    const levels = 40;
    // c(0) = 2 (leaf { a }); c(i + 1) = 2 x (1 + c(i)), so c(n) = 2^(n+2) - 2.
    const frags = Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on Node { x: child { ...F${i} } y: child { ...F${i} } }`);
    const document = `{ node { ...F${levels} } } fragment F0 on Node { leaf { a } } ${frags.join(' ')}`;
    const started = process.hrtime.bigint();
    const c = cost(document);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(c).toBe(10 + 2 ** (levels + 2) - 2);
    expect(ms).toBeLessThan(100);
  });

  it('terminates on a fragment cycle (NoFragmentCyclesRule reports it)', () => {
    const document = '{ node { ...A } } fragment A on Node { leaf { a } ...B } fragment B on Node { ...A }';
    expect(cost(document)).toBe(10 + 2);
    expect(validate(schema, parse(document)).map((e) => e.message)).toContainEqual(expect.stringMatching(/Cannot spread fragment "A" within itself/));
  });
});

describe('costLimitRule', () => {
  const rules = (maxCost: number) => [...specifiedRules, costLimitRule({ ...OPTIONS, maxCost })];

  it('passes a document at the limit and refuses one above it, naming both numbers', () => {
    const document = '{ node { leaves { a b } } }'; // 40
    expect(validate(schema, parse(document), rules(40))).toEqual([]);
    expect(validate(schema, parse(document), rules(39)).map((e) => e.message)).toEqual(['Query cost 40 exceeds the limit of 39.']);
  });

  it('costs each operation of a document on its own', () => {
    const document = 'query A { node { leaves { a b } } } query B { scalar }';
    expect(validate(schema, parse(document), rules(39)).map((e) => e.message)).toEqual(['Query cost 40 exceeds the limit of 39.']);
  });
});
