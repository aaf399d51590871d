import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ValidationContext } from 'graphql';
import { createHash } from 'node:crypto';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { DEFAULT_COST_BUDGET, WorkBudget } from '../../src/engine/core/cost';
import { ResolveService } from '../../src/games/resolve/resolve.service';
import { weigh } from '../abuse/support';
import { useTestDatabase } from '../setup/test-database';
import { FULL_SHOT_SELECTION, GqlBody, Reply, SHOT_INPUT, expectRefusedBeforeExecution } from './support';

/**
 * GraphQL as an attacker sends it, on the real app and a Postgres of this file's own: what one
 * operation may make the server do is bounded by the request's work budget (COST_BUDGET, shared by
 * all its fields) and the document limits, each refusal is made before the work it refuses
 * (counted in work units and in calls, never timed), and a request executes once.
 */

/** Below the default (5000) so that ten full shots (cost 2270, limits.spec.ts's 227 each) are over it. */
const MAX_COST = 2000;

const db = useTestDatabase();
let app: NestFastifyApplication;
let resolve: jest.SpyInstance;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db().url, DB_POOL_SIZE: '2', MIGRATIONS: 'job', LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false', GRAPHQL_MAX_COST: String(MAX_COST) });
  app = await createApp({ config, logs: false, docs: false });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  resolve = jest.spyOn(ResolveService.prototype, 'resolve');
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function post(body: unknown): Promise<Reply> {
  const inject = app.getHttpAdapter().getInstance().inject.bind(app.getHttpAdapter().getInstance()) as unknown as (o: object) => Promise<Reply>;
  return inject({ method: 'POST', url: '/graphql', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
}

/** Six sides: about 1,450 units each (measured in the test by the abuse suite's tape). */
const initiative = (tag: string): { sides: { name: string; highestDrive: number }[] } => ({
  sides: [4, 5, 4, 6, 5, 4].map((highestDrive, i) => ({ name: `${tag}-side-${i}`, highestDrive })),
});

interface Run {
  readonly budget: WorkBudget;
  /** Units the run counted. */
  readonly units: number;
  /** Whether the work finished (else the meter stopped it). */
  readonly completed: boolean;
}

/** Every WorkBudget.run of a request: which budget, the units that run counted, whether it finished. */
function recordRuns(): Run[] {
  const runs: Run[] = [];
  const run = WorkBudget.prototype.run;
  jest.spyOn(WorkBudget.prototype, 'run').mockImplementation(function <T>(this: WorkBudget, path: string, work: () => T): T {
    const before = this.spent;
    let completed = false;
    try {
      const value = run.call(this, path, work) as T;
      completed = true;
      return value;
    } finally {
      runs.push({ budget: this, units: this.spent - before, completed });
    }
  });
  return runs;
}

describe('one work budget per operation', () => {
  it('charges every resolve field of an operation, aliased or distinct, to one budget: over it, a field is refused TOO_LARGE and the others answer', async () => {
    const aliases = Array.from({ length: 9 }, (_, i) => `a${i}`);
    const bodies = aliases.map((a) => initiative(a));
    // Distinct situations (names differ), so no field is answered from another's odds.
    const units = bodies.map((b) => weigh('ae-wwii', 'initiative', b as never).units ?? 0);
    const { dice: _dice, ...shot } = SHOT_INPUT;
    const shotUnits = weigh('ae-wwii', 'shot', shot as never).units ?? 0;
    // Together they are over the budget, each one alone well under it.
    expect(units.reduce((s, u) => s + u, shotUnits)).toBeGreaterThan(DEFAULT_COST_BUDGET);
    expect(Math.max(...units)).toBeLessThan(DEFAULT_COST_BUDGET / 4);

    const runs = recordRuns();
    const query = `query Heavy($shot: AeWwiiShotInput!, ${aliases.map((a) => `$${a}: AeWwiiInitiativeInput!`).join(', ')}) {
      aeWwiiShot(input: $shot) { complete }
      ${aliases.map((a) => `${a}: aeWwiiInitiative(input: $${a}) { complete }`).join('\n      ')}
    }`;
    const res = await post({ query, variables: { shot, ...Object.fromEntries(aliases.map((a, i) => [a, bodies[i]])) } });
    expect(res.statusCode).toBe(200);
    const body = res.json<GqlBody>();

    // Each field ran once, all against the same budget.
    expect(resolve).toHaveBeenCalledTimes(10);
    const budgets = new Set(runs.map((r) => r.budget));
    expect(budgets.size).toBe(1);
    const [budget] = [...budgets];
    expect(budget.limit).toBe(DEFAULT_COST_BUDGET);
    expect(budget.estimated).toBeLessThanOrEqual(budget.limit);

    // Some fields answered, the rest were refused, each by name with TOO_LARGE.
    const data = body.data as Record<string, { complete: boolean } | null>;
    const answered = Object.keys(data).filter((k) => data[k] !== null);
    const refused = (body.errors ?? []).map((e) => {
      expect(e.extensions.code).toBe('TOO_LARGE');
      expect(e.extensions.status).toBe(422);
      expect(e.extensions.errors.length).toBeGreaterThan(0);
      return String(e.path?.[0]);
    });
    expect(answered.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect([...answered, ...refused].sort()).toEqual(['aeWwiiShot', ...aliases].sort());
    for (const k of refused) expect(data[k]).toBeNull();

    // No field counted more than the budget, and the work that finished fits in it together (the
    // meter stops a run at the step that would go over, counted but not done).
    for (const r of runs) expect(r.units).toBeLessThanOrEqual(DEFAULT_COST_BUDGET);
    expect(runs.filter((r) => r.completed).reduce((sum, r) => sum + r.units, 0)).toBeLessThanOrEqual(DEFAULT_COST_BUDGET);
    expect(runs.filter((r) => !r.completed).length).toBeLessThanOrEqual(refused.length);
  });
});

describe('root fields (GRAPHQL_MAX_ROOT_FIELDS, default 10)', () => {
  const shots = (n: number): string => Array.from({ length: n }, (_, i) => `a${i}: aeWwiiShot(input: $input) { complete }`).join(' ');

  it('refuses an eleventh root field in validation, aliases within their limit or not, running none', async () => {
    // Ten aliases (their limit) and one distinct field: eleven resolver calls.
    const res = await post({ query: `query Q($input: AeWwiiShotInput!) { ${shots(10)} aeWwiiShot(input: $input) { complete } }`, variables: { input: SHOT_INPUT } });
    const errors = expectRefusedBeforeExecution(res);
    expect(errors.map((e) => e.extensions.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(errors[0]?.message).toMatch(/Root fields limit of 10 exceeded, found 11/);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('counts what runs: the same field twice under one response key is one call', async () => {
    const twice = 'aeWwiiShot(input: $input) { complete } aeWwiiShot(input: $input) { action }';
    const res = await post({ query: `query Q($input: AeWwiiShotInput!) { ${shots(9)} ${twice} }`, variables: { input: SHOT_INPUT } });
    expect(res.json<GqlBody>().errors).toBeUndefined();
    expect(resolve).toHaveBeenCalledTimes(10);
  });
});

describe('a request executes once, whatever errors it has', () => {
  const query = 'query Once($ok: AeWwiiShotInput!, $bad: AeWwiiShotInput!) { ok: aeWwiiShot(input: $ok) { complete } bad: aeWwiiShot(input: $bad) { complete } }';
  const variables = { ok: SHOT_INPUT, bad: { ...SHOT_INPUT, distance: 500 } };

  it.each([['a text seen for the first time (Apollo’s pipeline)'], ['the same text again (the route’s compiled fast path)']])('%s: one engine call per field', async () => {
    const res = await post({ query, variables });
    const body = res.json<GqlBody>();
    expect(res.statusCode).toBe(200);
    expect((body.data as Record<string, unknown>).ok).toEqual({ complete: true });
    expect(body.errors?.map((e) => [e.path, e.extensions.code])).toEqual([[['bad'], 'RULE_VIOLATION']]);
    expect(resolve).toHaveBeenCalledTimes(2);
  });
});

describe('documents are checked cheapest first, and cached by what they say', () => {
  /** graphql-js's validation: every pass builds a ValidationContext and KnownTypeNamesRule reads the document from it. */
  const validations = (): jest.SpyInstance => jest.spyOn(ValidationContext.prototype, 'getDocument');
  const tenShots = `query Ten($input: AeWwiiShotInput!) { ${Array.from({ length: 10 }, (_, i) => `s${i}: aeWwiiShot(input: $input) { ${FULL_SHOT_SELECTION} }`).join(' ')} }`;

  it('refuses a document over the cost limit without running graphql-js’s validation, in any spelling', async () => {
    const validated = validations();
    for (const text of [tenShots, tenShots.replace(/ /g, '\n\t'), `# again\n${tenShots.replace(/\) \{/g, '),{')}`]) {
      const errors = expectRefusedBeforeExecution(await post({ query: text, variables: { input: SHOT_INPUT } }));
      // 10 root fields x (10 + 217 for the selection), as limits.spec.ts counts the full shot (227).
      expect(errors.map((e) => e.message)).toEqual([`Query cost 2270 exceeds the limit of ${MAX_COST}.`]);
    }
    expect(validated).not.toHaveBeenCalled();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('validates a document once: other whitespace, commas and comments are the same document', async () => {
    const query = 'query Spelled($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { complete outcome { hits } } }';
    const validated = validations();
    const first = await post({ query, variables: { input: SHOT_INPUT } });
    expect(first.json<GqlBody>().errors).toBeUndefined();
    expect(validated).toHaveBeenCalled();
    validated.mockClear();
    const spellings = [query.replace(/ /g, '  '), query.replace(/ \{/g, '{\n').replace(/ \}/g, ',\n}'), `# a comment\n${query}\n# another`];
    for (const text of spellings) {
      const again = await post({ query: text, variables: { input: SHOT_INPUT } });
      expect(again.body).toBe(first.body);
    }
    expect(validated).not.toHaveBeenCalled();
  });
});

describe('aliases beginning with "__" are refused', () => {
  it.each([
    ['__proto__ at the root', `query Q($input: AeWwiiShotInput!) { __proto__: aeWwiiShot(input: $input) { complete } }`],
    ['__typename over a field', `query Q($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { __typename: action complete } }`],
    ['inside a fragment', `query Q($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { ...F } } fragment F on AeWwiiShotResolution { __x: complete }`],
  ])('%s: a validation error, nothing executed', async (_name, query) => {
    const errors = expectRefusedBeforeExecution(await post({ query, variables: { input: SHOT_INPUT } }));
    expect(errors.map((e) => e.extensions.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(errors[0]?.message).toMatch(/^Alias "__\w+" is reserved/);
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe('automatic persisted queries', () => {
  it.each([
    ['a hash that does not match the text', { version: 1, sha256Hash: '0'.repeat(64) }, /does not match/],
    ['an unknown version', { version: 2, sha256Hash: '0'.repeat(64) }, /version/],
  ])('%s: a 400 BAD_REQUEST, not logged as an error', async (_name, persistedQuery, message) => {
    const error = jest.spyOn(Logger.prototype, 'error');
    const res = await post({ query: '{ __typename }', extensions: { persistedQuery } });
    const errors = expectRefusedBeforeExecution(res);
    expect(errors.map((e) => [e.extensions.code, e.extensions.type])).toEqual([['BAD_REQUEST', 'bad-request']]);
    expect(errors[0]?.message).toMatch(message);
    expect(error).not.toHaveBeenCalled();
  });

  it('still registers and answers a matching one', async () => {
    const query = '{ __typename }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const registered = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(registered.json<GqlBody>()).toEqual({ data: { __typename: 'Query' } });
    const byHash = await post({ extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(byHash.json<GqlBody>()).toEqual({ data: { __typename: 'Query' } });
  });
});
