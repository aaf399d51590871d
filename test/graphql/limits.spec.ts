import { ResolveService } from '../../src/games/resolve/resolve.service';
import { FULL_SHOT_SELECTION, GqlBody, GraphqlHarness, SHOT_INPUT, SHOT_LITERAL, bootGraphql, countTokens, expectRefusedBeforeExecution } from './support';

/**
 * Every document limit, at its boundary: a document exactly at the limit executes (the service
 * resolves it), one step over is refused with a 400 before execution (no `data`, the service is
 * never called). The app runs with small limits so that the boundaries are easy to build.
 */

const LIMITS = {
  GRAPHQL_MAX_DEPTH: '4',
  GRAPHQL_MAX_ALIASES: '3',
  GRAPHQL_MAX_DIRECTIVES: '2',
  GRAPHQL_MAX_TOKENS: '100',
  BODY_LIMIT: '4096',
};
/** The cost of `{ aeWwiiShot(input: $input) { <FULL_SHOT_SELECTION> } }` (see cost.spec.ts). */
const FULL_SHOT_COST = 227;

let h: GraphqlHarness;
let resolve: jest.SpyInstance;

beforeAll(async () => {
  h = await bootGraphql({ ...LIMITS, GRAPHQL_MAX_COST: String(FULL_SHOT_COST) });
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  resolve = jest.spyOn(ResolveService.prototype, 'resolve');
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** A resolve of the shot, its input inline. */
const shot = (selection: string, alias = ''): string => `${alias}aeWwiiShot(input: ${SHOT_LITERAL}) { ${selection} }`;
/** The same with the input as `$input` (fewer tokens: documents with several resolves stay under the token limit). */
const shotVar = (selection: string, alias = ''): string => `${alias}aeWwiiShot(input: $input) { ${selection} }`;
const withInput = (body: string): string => `query Q($input: AeWwiiShotInput!) { ${body} }`;

/** Executed and resolved `times` times, without errors. */
function expectExecuted(res: { statusCode: number; json<T>(): T }, times = 1): void {
  const body = res.json<GqlBody>();
  expect(body.errors).toBeUndefined();
  expect(res.statusCode).toBe(200);
  expect(resolve).toHaveBeenCalledTimes(times);
}

function expectRefused(res: Parameters<typeof expectRefusedBeforeExecution>[0], code: string, message: RegExp): void {
  const errors = expectRefusedBeforeExecution(res);
  expect(errors.map((e) => e.extensions.code)).toContain(code);
  expect(errors.map((e) => e.message).join('\n')).toMatch(message);
  expect(resolve).not.toHaveBeenCalled();
}

describe('depth (GRAPHQL_MAX_DEPTH=4)', () => {
  it('runs a document 4 fields deep', async () => {
    expectExecuted(await h.gql(`{ ${shot('dice { used { die } }')} }`));
  });

  it('refuses one 5 deep, in validation', async () => {
    expectRefused(await h.gql(`{ ${shot('outcome { landings { point { x } } }')} }`), 'GRAPHQL_VALIDATION_FAILED', /depth limit of 4 exceeded, found 5/);
  });

  it('counts fields inside fragments: a fragment does not hide depth', async () => {
    const doc = `{ aeWwiiShot(input: ${SHOT_LITERAL}) { ...F } } fragment F on AeWwiiShotResolution { outcome { ... on AeWwiiShotOutcome { landings { point { x } } } } }`;
    expectRefused(await h.gql(doc), 'GRAPHQL_VALIDATION_FAILED', /depth limit of 4 exceeded, found 5/);
  });
});

describe('aliases (GRAPHQL_MAX_ALIASES=3)', () => {
  it('runs three aliased resolves', async () => {
    expectExecuted(await h.gql(withInput(['a', 'b', 'c'].map((a) => shotVar('complete', `${a}: `)).join(' ')), { input: SHOT_INPUT }), 3);
  });

  it('refuses a fourth alias, in validation', async () => {
    expectRefused(
      await h.gql(withInput(['a', 'b', 'c', 'd'].map((a) => shotVar('complete', `${a}: `)).join(' ')), { input: SHOT_INPUT }),
      'GRAPHQL_VALIDATION_FAILED',
      /Aliases limit of 3 exceeded, found 4/,
    );
  });

  it('counts aliases inside fragments', async () => {
    const doc = `${withInput(`${shotVar('...F', 'a: ')} ${shotVar('...F', 'b: ')}`)} fragment F on AeWwiiShotResolution { x: complete y: action }`;
    expectRefused(await h.gql(doc, { input: SHOT_INPUT }), 'GRAPHQL_VALIDATION_FAILED', /Aliases limit of 3 exceeded, found 6/);
  });
});

describe('directives (GRAPHQL_MAX_DIRECTIVES=2)', () => {
  it('runs a document with two directives', async () => {
    expectExecuted(await h.gql(`{ ${shot('complete @include(if: true) action @skip(if: false)')} }`));
  });

  it('refuses a third, in validation', async () => {
    expectRefused(
      await h.gql(`{ ${shot('complete @include(if: true) action @skip(if: false) game @include(if: true)')} }`),
      'GRAPHQL_VALIDATION_FAILED',
      /Directives limit of 2 exceeded, found 3/,
    );
  });
});

describe(`cost (GRAPHQL_MAX_COST=${FULL_SHOT_COST}: exactly the bench's full shot)`, () => {
  const doc = (extra: string): string => `query Shot($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { ${FULL_SHOT_SELECTION} ${extra} } }`;

  it('runs the full selection', async () => {
    expectExecuted(await h.gql(doc(''), { input: SHOT_INPUT }));
  });

  it('refuses it with one more object selected, in validation', async () => {
    // `next` is an object: 1 for it and 1 for its one field.
    expectRefused(await h.gql(doc('next { die }'), { input: SHOT_INPUT }), 'GRAPHQL_VALIDATION_FAILED', new RegExp(`Query cost 229 exceeds the limit of ${FULL_SHOT_COST}`));
  });

  it('costs two resolves twice: aliases do not share a budget', async () => {
    const two = `query Shot($input: AeWwiiShotInput!) { a: aeWwiiShot(input: $input) { complete } b: aeWwiiShot(input: $input) { ${FULL_SHOT_SELECTION} } }`;
    expectRefused(await h.gql(two, { input: SHOT_INPUT }), 'GRAPHQL_VALIDATION_FAILED', /Query cost 238 exceeds/);
  });
});

describe('tokens (GRAPHQL_MAX_TOKENS=100)', () => {
  /** `{ aeWwiiShot(...) { complete __typename ... } }` with exactly `n` tokens. */
  const withTokens = (n: number): string => {
    const base = `{ ${shot('complete')} }`;
    const pad = n - countTokens(base);
    expect(pad).toBeGreaterThan(0);
    return `{ ${shot(`complete${' __typename'.repeat(pad)}`)} }`;
  };

  it('runs a document of 100 tokens', async () => {
    const doc = withTokens(100);
    expect(countTokens(doc)).toBe(100);
    expectExecuted(await h.gql(doc));
  });

  it('refuses 101 tokens while parsing', async () => {
    expectRefused(await h.gql(withTokens(101)), 'GRAPHQL_PARSE_FAILED', /more th[ae]t? 100 tokens/);
  });

  it('does not count comments and whitespace: those are bounded by BODY_LIMIT', async () => {
    expectExecuted(await h.gql(`# ${'x'.repeat(1000)}\n${withTokens(100)}`));
  });
});

describe('request body (BODY_LIMIT=4096 applies to /graphql)', () => {
  /** A JSON body of exactly `bytes` bytes: the shot, padded with a GraphQL comment. */
  const bodyOf = (bytes: number): string => {
    const make = (pad: number): string => JSON.stringify({ query: `# ${'x'.repeat(pad)}\n{ ${shot('complete')} }` });
    const body = make(bytes - make(0).length);
    expect(Buffer.byteLength(body)).toBe(bytes);
    return body;
  };

  it('runs a 4096-byte body', async () => {
    expectExecuted(await h.post(bodyOf(4096)));
  });

  it('refuses 4097 bytes with a 413 problem, before Apollo', async () => {
    const res = await h.post(bodyOf(4097));
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json<{ type: string }>().type).toBe('https://arbiter.dev/problems/payload-too-large');
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe('batching', () => {
  it('refuses a JSON array of operations with a 400, running none of them', async () => {
    const one = { query: `{ ${shot('complete')} }` };
    const errors = expectRefusedBeforeExecution(await h.post([one, one]));
    expect(errors[0]?.extensions.code).toBe('BAD_REQUEST');
    expect(errors[0]?.message).toMatch(/batching/i);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('still runs the same operation sent alone', async () => {
    expectExecuted(await h.post({ query: `{ ${shot('complete')} }` }));
  });
});
