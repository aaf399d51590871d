import { Logger } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { GraphQLSchema, execute, parse, validate } from 'graphql';
import { ResolveService } from '../../src/games/resolve/resolve.service';
import { ResolutionView } from '../../src/engine/core/resolution';
import { GqlBody, GraphqlHarness, SHOT_INPUT, SHOT_LITERAL, bootGraphql, expectRefusedBeforeExecution } from './support';

/**
 * The rest of the GraphQL hardening: introspection by configuration, no "did you mean"
 * suggestions anywhere, masked internal errors, and GET refused.
 */

afterEach(() => {
  jest.restoreAllMocks();
});

describe('introspection', () => {
  const schemaQuery = '{ __schema { queryType { name } } }';
  const typeQuery = '{ __type(name: "AeWwiiShotResolution") { fields { name } } }';

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }, false],
    ['NODE_ENV=production GRAPHQL_INTROSPECTION=true', { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }, true],
    ['NODE_ENV=development', { NODE_ENV: 'development' }, true],
    ['NODE_ENV=development GRAPHQL_INTROSPECTION=false', { NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'false' }, false],
  ])('%s → introspection %s', async (_label, env, allowed) => {
    const h = await bootGraphql(env);
    try {
      for (const q of [schemaQuery, typeQuery]) {
        const res = await h.gql(q);
        if (allowed) {
          expect(res.statusCode).toBe(200);
          expect(res.json<GqlBody>().errors).toBeUndefined();
        } else {
          const errors = expectRefusedBeforeExecution(res);
          expect(errors[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
          expect(errors[0]?.message).toMatch(/introspection is not allowed/);
        }
      }
      // __typename is not introspection: clients (and caches) rely on it either way.
      const typename = await h.gql('{ __typename }');
      expect(typename.json<GqlBody>()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await h.close();
    }
  });
});

describe('with an app', () => {
  let h: GraphqlHarness;
  beforeAll(async () => {
    // Introspection off, as in production: suggestions matter most then.
    h = await bootGraphql({ GRAPHQL_INTROSPECTION: 'false' });
  });
  afterAll(async () => {
    await h.close();
  });
  const schema = (): GraphQLSchema => h.app.get(GraphQLSchemaHost).schema;

  describe('no field suggestions ("Did you mean") anywhere', () => {
    it.each([
      ['an unknown root field', '{ aeWwiiShoot { complete } }', /Cannot query field "aeWwiiShoot" on type "Query"\.$/],
      ['an unknown field of a type', `{ aeWwiiShot(input: ${SHOT_LITERAL}) { complet } }`, /Cannot query field "complet" on type "AeWwiiShotResolution"\.$/],
      ['an unknown argument', `{ aeWwiiShot(inpt: ${SHOT_LITERAL}) { complete } }`, /Unknown argument "inpt" on field "Query\.aeWwiiShot"\.$/],
      ['an unknown input field', '{ aeWwiiShot(input: {attacker: {unt: "x"}, actionPoints: 2}) { complete } }', /Field "unt" is not defined by type "AeWwiiModelInput"\.$/],
      ['an unknown enum value', '{ aeWwiiShot(input: {attacker: {unit: "x"}, cover: NONEE, actionPoints: 2}) { complete } }', /Value "NONEE" does not exist in "AeWwiiCover" enum\.$/],
      ['an unknown type in a fragment', `{ aeWwiiShot(input: ${SHOT_LITERAL}) { ... on AeShotResolutio { complete } } }`, /Unknown type "AeShotResolutio"\.$/],
    ])('in validation: %s', async (_label, query, message) => {
      // Control: graphql-js on its own does suggest here, so this test can fail.
      expect(validate(schema(), parse(query)).map((e) => e.message).join('\n')).toMatch(/Did you mean/);
      const errors = expectRefusedBeforeExecution(await h.gql(query));
      expect(errors.map((e) => e.message)).toContainEqual(expect.stringMatching(message));
      expect(JSON.stringify(errors)).not.toMatch(/did you mean/i);
    });

    /** Control: what graphql-js itself says about these variables (it suggests). */
    async function rawCoercionMessages(query: string, variableValues: Record<string, unknown>): Promise<string> {
      const result = await execute({ schema: schema(), document: parse(query), variableValues });
      return (result.errors ?? []).map((e) => e.message).join('\n');
    }

    it('in variable coercion (outside validation, where graphql-js is not told to hide them)', async () => {
      const query = 'query Q($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { complete } }';
      const variables = { input: { ...SHOT_INPUT, weapn: 'kar98k' } };
      expect(await rawCoercionMessages(query, variables)).toMatch(/Did you mean "weapon"/);
      const res = await h.gql(query, variables);
      const errors = expectRefusedBeforeExecution(res);
      expect(errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(errors[0]?.message).toMatch(/Field "weapn" is not defined by type "AeWwiiShotInput"\./);
      expect(res.body).not.toMatch(/did you mean/i);
    });

    it('in an enum variable', async () => {
      const query = 'query Q($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { complete } }';
      const variables = { input: { ...SHOT_INPUT, cover: 'none' } };
      expect(await rawCoercionMessages(query, variables)).toMatch(/Did you mean the enum value .*"NONE"/);
      const res = await h.gql(query, variables);
      const errors = expectRefusedBeforeExecution(res);
      expect(errors[0]?.message).toMatch(/Value "none" does not exist in "AeWwiiCover" enum\.$/);
      expect(res.body).not.toMatch(/did you mean/i);
    });
  });

  describe('unexpected errors are masked and logged', () => {
    const secret = 'ECONNREFUSED /var/run/postgresql/.s.PGSQL.5432 SELECT * FROM units';
    const generic = 'An unexpected error occurred. It has been logged.';

    /** One error at `path`: the generic message and problem extensions, nothing leaked. */
    function expectMasked(res: { statusCode: number; body: string; json<T>(): T }, path: readonly (string | number)[]): void {
      expect(res.statusCode).toBe(200);
      const body = res.json<GqlBody>();
      // Execution ran (`data` is there) and failed inside.
      expect('data' in body).toBe(true);
      expect(body.errors).toHaveLength(1);
      const [err] = body.errors ?? [];
      expect(err?.message).toBe(generic);
      expect(err?.path).toEqual(path);
      expect(err?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500, type: 'internal', errors: [] });
      expect(res.body).not.toMatch(/ECONNREFUSED|SELECT|\/var\/run|non-nullable|non-integer|stacktrace|\bat .+\.(ts|js):\d+/);
    }

    const logged = (log: jest.SpyInstance): string => log.mock.calls.map((c: unknown[]) => String(c[0])).join('\n');

    it('an exception in the service → generic message, INTERNAL_SERVER_ERROR, no stack; the details go to the log', async () => {
      const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      jest.spyOn(ResolveService.prototype, 'resolve').mockImplementation(() => {
        throw new Error(secret);
      });
      expectMasked(await h.gql(`{ aeWwiiShot(input: ${SHOT_LITERAL}) { complete } }`), ['aeWwiiShot']);
      expect(logged(log)).toContain(secret);
    });

    it('a fault of graphql-js execution (null for a non-null field) → the same, logged', async () => {
      const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      jest.spyOn(ResolveService.prototype, 'resolve').mockImplementation(() => ({ action: 'shot' }) as unknown as ResolutionView);
      const res = await h.gql(`{ aeWwiiShot(input: ${SHOT_LITERAL}) { action game } }`);
      expectMasked(res, ['aeWwiiShot', 'game']);
      // The null bubbles up to the resolve field, which is nullable.
      expect(res.json<GqlBody>().data).toEqual({ aeWwiiShot: null });
      expect(logged(log)).toMatch(/Cannot return null for non-nullable field AeWwiiShotResolution\.game\./);
    });

    it('a value a scalar cannot serialize (a GraphQLError without a code) → the same, logged with its path', async () => {
      const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      jest.spyOn(ResolveService.prototype, 'resolve').mockImplementation(() => ({ action: 'shot', outcome: { shots: 1.5 } }) as unknown as ResolutionView);
      const res = await h.gql(`{ aeWwiiShot(input: ${SHOT_LITERAL}) { action outcome { shots } } }`);
      expectMasked(res, ['aeWwiiShot', 'outcome', 'shots']);
      expect(res.json<GqlBody>().data).toEqual({ aeWwiiShot: { action: 'shot', outcome: null } });
      expect(logged(log)).toMatch(/Int cannot represent non-integer value: 1\.5 at aeWwiiShot\.outcome\.shots/);
    });
  });

  describe('GraphQL over GET is refused', () => {
    it.each(['GET', 'HEAD'])('%s /graphql → 405 problem, Allow: POST, nothing executed', async (method) => {
      const resolve = jest.spyOn(ResolveService.prototype, 'resolve');
      const query = encodeURIComponent(`{ aeWwiiShot(input: ${SHOT_LITERAL}) { complete } }`);
      // Even with the header that would satisfy Apollo's CSRF check.
      const res = await h.inject({ method, url: `/graphql?query=${query}`, headers: { 'apollo-require-preflight': 'true', 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      if (method === 'GET') expect(res.json<{ type: string; status: number }>()).toEqual(expect.objectContaining({ type: 'https://arbiter.dev/problems/method-not-allowed', status: 405 }));
      expect(resolve).not.toHaveBeenCalled();
    });

    it.each([
      ['text/plain', `{"query":"{ __typename }"}`],
      ['application/x-www-form-urlencoded', 'query=%7B__typename%7D'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--'],
    ])('a "simple" cross-site POST (%s) never reaches Apollo: 415', async (contentType, payload) => {
      const res = await h.inject({ method: 'POST', url: '/graphql', payload, headers: { 'content-type': contentType } });
      expect(res.statusCode).toBe(415);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    });

    it('POST application/json still works', async () => {
      const res = await h.gql('{ __typename }');
      expect(res.json<GqlBody>()).toEqual({ data: { __typename: 'Query' } });
    });
  });
});
