import { GraphQLSchemaHost } from '@nestjs/graphql';
import { ValidationContext } from 'graphql';
import { FULL_SHOT_SELECTION, GqlBody, GraphqlHarness, SHOT_INPUT, bootGraphql } from './support';

/**
 * What the per-request path of /graphql must not do (docs/benchmarks.md measures it): parse and
 * validate a document it has seen before (in any spelling), or wrap every field resolver for a plugin.
 */

let h: GraphqlHarness;
beforeAll(async () => {
  h = await bootGraphql();
});
afterAll(async () => {
  await h.close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const query = `query PipelineShot($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { ${FULL_SHOT_SELECTION} } }`;

it('validates a document once: later requests with the same document hit the document cache', async () => {
  // Every graphql-js validation builds a ValidationContext, and KnownTypeNamesRule reads the document from it.
  const validations = jest.spyOn(ValidationContext.prototype, 'getDocument');
  const first = await h.gql(query, { input: SHOT_INPUT });
  expect(first.json<GqlBody>().errors).toBeUndefined();
  expect(validations).toHaveBeenCalled();
  validations.mockClear();
  for (const seed of ['a', 'b', 'c']) {
    // Same document, other variables: still the cached, validated document.
    const again = await h.gql(query, { input: { ...SHOT_INPUT, dice: { seed } } });
    expect(again.json<GqlBody>().errors).toBeUndefined();
  }
  expect(validations).not.toHaveBeenCalled();
  // The same document spelled otherwise (a comment, other whitespace) is the same document.
  await h.gql(`${query.replace(/ /g, '\n  ')} # the same document`, { input: SHOT_INPUT });
  expect(validations).not.toHaveBeenCalled();
  // A new document is validated (so the spy would have seen a cache miss).
  await h.gql(query.replace('complete', 'complete action'), { input: SHOT_INPUT });
  expect(validations).toHaveBeenCalled();
});

it('leaves field resolvers unwrapped: no plugin with willResolveField (CacheControl is off)', async () => {
  expect((await h.gql(query, { input: SHOT_INPUT })).json<GqlBody>().errors).toBeUndefined();
  const schema = h.app.get(GraphQLSchemaHost).schema;
  // Apollo marks a schema whose resolvers it wrapped for willResolveField hooks.
  const instrumented = Object.getOwnPropertySymbols(schema).some((s) => s.description === 'apolloServerPluginsEnabled');
  expect(instrumented).toBe(false);
  // No Cache-Control computed from cache hints: only the API's static no-store (security/headers.ts).
  const res = await h.gql(query, { input: SHOT_INPUT });
  expect(res.headers['cache-control']).toBe('no-store');
});
