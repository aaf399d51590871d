import { GraphQLSchemaHost } from '@nestjs/graphql';
import fc from 'fast-check';
import * as graphql from 'graphql';
import { GraphQLInputType, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { jitExecution } from '../../src/common/graphql/jit';
import { GAMES } from '../../src/games';
import { camel, pascal } from '../../src/games/registry';
import { ResolveService } from '../../src/games/resolve/resolve.service';
import { GqlBody, GraphqlHarness, Reply, SHOT_INPUT, bootGraphql } from './support';
import { fuzzSeed } from '../support/seed';

/**
 * Queries run compiled by graphql-jit (src/common/graphql/jit.ts) behind Apollo's pipeline. Every
 * resolve action of every registered game, asked for every field of its reply, in each language,
 * on seeds and on dice cut short, must answer byte for byte (headers included but the date) what
 * graphql-js answers for the same request; errors, variables, fragments, aliases and
 * @include/@skip too. Then: the compiled path is the one taken, for results with errors too.
 */

let h: GraphqlHarness;
let schema: GraphQLSchema;
beforeAll(async () => {
  h = await bootGraphql();
  schema = h.app.get(GraphQLSchemaHost).schema;
});
afterAll(async () => {
  jitExecution.enabled = true;
  await h.close();
});

/** Every leaf of a type, nested objects followed (the bench's selection, bench/per-game.js). */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = graphql.getNamedType(type);
  if (!graphql.isObjectType(named) || depth > 6) return '';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => graphql.isNonNullType(a.type))) continue;
    const inner = graphql.getNamedType(field.type);
    if (graphql.isObjectType(inner)) {
      const sub = selectionOf(inner, depth + 1);
      if (sub) parts.push(`${field.name} { ${sub} }`);
    } else parts.push(field.name);
  }
  return parts.join(' ');
}

/** A REST body as the GraphQL input reads it (enum values by their GraphQL names). */
function toInput(value: unknown, type: GraphQLInputType): unknown {
  const t = graphql.getNullableType(type);
  if (value === null || value === undefined) return value;
  if (graphql.isListType(t)) return (value as unknown[]).map((v) => toInput(v, t.ofType as GraphQLInputType));
  if (graphql.isEnumType(t)) return String(value).replace(/-/g, '_').toUpperCase();
  if (graphql.isInputObjectType(t)) {
    const fields = t.getFields();
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, fields[k] ? toInput(v, fields[k].type) : v]));
  }
  return value;
}

const comparable = (r: Reply): unknown => {
  const { date: _date, ...headers } = r.headers as Record<string, unknown>;
  return { status: r.statusCode, headers, body: r.body };
};

async function both(body: unknown, headers: Record<string, string> = {}): Promise<{ jit: unknown; js: unknown; parsed: GqlBody }> {
  jitExecution.enabled = true;
  const jit = await h.post(body, headers);
  jitExecution.enabled = false;
  const js = await h.post(body, headers);
  jitExecution.enabled = true;
  return { jit: comparable(jit), js: comparable(js), parsed: jit.json<GqlBody>() };
}

const cases = GAMES.flatMap((g) => Object.entries(g.actions).map(([action, m]) => [`${g.definition.id} ${action}`, g, action, m.example] as const));

/**
 * Each action's example in a seeded sample of languages, dice and odds (the twelve combinations
 * of each were every one asked once, three times the work for the same path): a property, so
 * FUZZ_SEED replays and FUZZ_RUNS samples more.
 */
const SEED = fuzzSeed(47_112_025, 'graphql-jit against graphql-js');
const RUNS = Math.max(4, Math.round(Number(process.env.FUZZ_RUNS ?? 600) / 100));
const variant = fc.record({
  lang: fc.constantFrom('en', 'es', 'fr'),
  dice: fc.constantFrom<{ seed: string } | { values: number[] }>({ seed: 'a' }, { seed: 'b' }, { values: [1] }, { values: [6, 6] }),
  odds: fc.boolean(),
});

it.each(cases)('%s: compiled and interpreted answers are the same bytes', async (_name, game, action, example) => {
  const name = `${camel(game.definition.id)}${pascal(action)}`;
  const field = schema.getQueryType()?.getFields()[name];
  if (!field) throw new Error(`no query ${name}`);
  const input = field.args.find((a) => a.name === 'input');
  if (!input) throw new Error(`${name} has no input`);
  const query = `query Q($input: ${String(input.type)}, $lang: Lang, $odds: Boolean) { ${name}(input: $input, lang: $lang, odds: $odds) { ${selectionOf(field.type)} } }`;
  const { dice: _dice, ...situation } = example as { dice?: unknown };
  const answered = jitExecution.answered;
  let seeded = 0;
  await fc.assert(
    fc.asyncProperty(variant, async ({ lang, dice, odds }) => {
      const variables = { input: toInput({ ...situation, dice }, input.type), lang, odds };
      const { jit, js } = await both({ query, variables });
      expect(jit).toEqual(js);
      if ('seed' in dice) seeded++;
    }),
    { seed: SEED, numRuns: RUNS },
  );
  // The example's situation resolves (with seeds at least): the compiled path answered those.
  expect(jitExecution.answered - answered).toBeGreaterThanOrEqual(seeded);
});

const SHOT = 'query S($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { complete outcome { hits } steps { summary } dice { used { value } } } }';

it.each([
  ['an engine refusal (422 in extensions)', { query: SHOT, variables: { input: { ...SHOT_INPUT, distance: 500 } } }],
  ['a validation error of the input', { query: SHOT, variables: { input: { ...SHOT_INPUT, weapon: 'no such weapon!' } } }],
  ['an unknown unit', { query: SHOT, variables: { input: { ...SHOT_INPUT, attacker: { unit: 'nobody/none' } } } }],
  ['a variable of the wrong type', { query: SHOT, variables: { input: { ...SHOT_INPUT, distance: 'far' } } }],
  ['a missing variable', { query: SHOT, variables: {} }],
  ['aliases, fragments, @include and @skip', {
    query: 'query A($input: AeWwiiShotInput!, $yes: Boolean!) { a: aeWwiiShot(input: $input) { ...F text @include(if: $yes) } b: aeWwiiShot(input: $input, lang: es) { complete text @skip(if: $yes) } } fragment F on AeWwiiShotResolution { complete steps { rule } }',
    variables: { input: SHOT_INPUT, yes: true },
  }],
  ['__typename and a literal input', { query: `{ __typename aeWwiiShot(input: {attacker: {unit: "german-geneticists/wehrmacht"}, weapon: "kar98k", target: {unit: "american-sci-tech/airborne"}, distance: 20, actionPoints: 2, dice: {seed: "x"}}) { __typename complete } }` }],
])('%s: the same bytes either way', async (_name, body) => {
  const { jit, js } = await both(body);
  expect(jit).toEqual(js);
});

it.each([['*/*'], ['application/json'], ['application/graphql-response+json'], ['application/graphql-response+json, application/json;q=0.9'], ['text/html']])(
  'Accept: %s gives the same reply either way (known text: the fast path or Apollo)',
  async (accept) => {
    const body = { query: SHOT, variables: { input: SHOT_INPUT } };
    await h.post(body);
    const { jit, js } = await both(body, { accept });
    expect(jit).toEqual(js);
  },
);

it('Accept-Language and Content-Language are the same either way', async () => {
  const { jit, js } = await both({ query: SHOT, variables: { input: SHOT_INPUT } }, { 'accept-language': 'fr-CA' });
  expect(jit).toEqual(js);
  expect((jit as { headers: Record<string, unknown> }).headers['content-language']).toBe('fr');
});

it('answers a query from the compiled path, errors included, executing it once', async () => {
  const resolve = jest.spyOn(ResolveService.prototype, 'resolve');
  try {
    const before = jitExecution.answered;
    const ok = await h.post({ query: SHOT, variables: { input: SHOT_INPUT } });
    expect(ok.json<GqlBody>().errors).toBeUndefined();
    expect(jitExecution.answered).toBe(before + 1);
    // A text it knows, asked again with a key: the route's hooks ran first (an unknown key is a 401).
    const refusedKey = await h.post({ query: SHOT, variables: { input: SHOT_INPUT } }, { authorization: 'Bearer nope' });
    expect(refusedKey.statusCode).toBe(401);
    expect(jitExecution.answered).toBe(before + 1);
    resolve.mockClear();
    // An engine refusal: answered by the compiled path too, not executed again by graphql-js.
    const refused = await h.post({ query: SHOT, variables: { input: { ...SHOT_INPUT, distance: 500 } } });
    expect(refused.json<GqlBody>().errors).toHaveLength(1);
    expect(jitExecution.answered).toBe(before + 2);
    expect(resolve).toHaveBeenCalledTimes(1);
    // Variables refused before execution are Apollo's to report: nothing ran on either path.
    resolve.mockClear();
    const badVariable = await h.post({ query: SHOT, variables: { input: { ...SHOT_INPUT, distance: 'far' } } });
    expect(badVariable.statusCode).toBe(400);
    expect(badVariable.json<GqlBody>().errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(jitExecution.answered).toBe(before + 2);
    expect(resolve).not.toHaveBeenCalled();
  } finally {
    resolve.mockRestore();
  }
});

it('object fields are plain property reads: only root fields have resolvers (plain-fields.ts)', () => {
  const withResolver: string[] = [];
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!graphql.isObjectType(type) || type.name.startsWith('__') || roots.has(type.name)) continue;
    for (const field of Object.values(type.getFields())) if (field.resolve) withResolver.push(`${type.name}.${field.name}`);
  }
  expect(withResolver).toEqual([]);
});

it('compiles a document from its second request on: one sent once is executed by graphql-js, never compiled', async () => {
  // A document no other test sends (its own operation name), so its first request is this one.
  const query = SHOT.replace(/^query\s*\w*/, 'query FirstSight');
  expect(query).not.toBe(SHOT);
  const before = jitExecution.answered;
  const first = await h.post({ query, variables: { input: SHOT_INPUT } });
  expect(first.json<GqlBody>().errors).toBeUndefined();
  // 0 more answered by the compiled path: graphql-js executed it (compiling costs several executions).
  expect(jitExecution.answered).toBe(before);
  const second = await h.post({ query, variables: { input: SHOT_INPUT } });
  expect(second.json<GqlBody>().data).toEqual(first.json<GqlBody>().data);
  expect(jitExecution.answered).toBe(before + 1);
});
