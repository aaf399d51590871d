import { ResolveRequest } from '../../src/engine/core/game';
import { GAMES } from '../../src/games';
import { camel, pascal } from '../../src/games/registry';
import { TestApp, bootApp } from '../security/helpers';
import { Twin, graphqlTwin } from '../support/graphql-twin';
import { verdict } from './support';

/*
 * Every game's heaviest bodies (its declared worst cases, and each one step beyond a cap) sent as
 * an attacker would, over REST and over GraphQL, with the default budget: each is answered as its
 * cost model decides in the engine (test/abuse/support.ts `verdict`), a 200 when admitted, a 422
 * too-large naming the same field when refused. Whether a body is admitted is decided in units,
 * never in time, so this replays exactly.
 */

interface Case {
  readonly game: string;
  readonly action: string;
  readonly name: string;
  readonly body: ResolveRequest;
}

const CASES: readonly Case[] = GAMES.flatMap((g) =>
  (g.definition.worstCases ?? []).flatMap((c) => [
    { game: g.definition.id, action: c.action, name: c.name, body: c.request as ResolveRequest },
    ...(c.beyond === undefined ? [] : [{ game: g.definition.id, action: c.action, name: `${c.name}, one step beyond a cap`, body: c.beyond as ResolveRequest }]),
  ]),
);

describe('the heaviest bodies over both transports, as the cost model decides', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({});
  });
  afterAll(() => t.close());

  it.each(CASES.map((c) => [`${c.game} ${c.action}: ${c.name}`, c] as const))('%s', async (_label, c) => {
    const body = { ...c.body, dice: { seed: 'abuse-transports' } };
    const expected = verdict(c.game, c.action, body);
    const rest = await t.inject({ method: 'POST', url: `/v1/${c.game}/resolve/${c.action}`, payload: body });
    const twin = graphqlTwin(t.app);
    const field = `${camel(c.game)}${pascal(c.action)}`;
    const gql = await t.inject({ method: 'POST', url: '/graphql', payload: twin.request(field, body as unknown as Parameters<Twin['request']>[1]) });
    const gqlBody = gql.json<{ data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] }>();
    if (expected.admitted) {
      expect(rest.statusCode).toBe(200);
      expect(gqlBody.errors).toBeUndefined();
      expect(gqlBody.data?.[field]).toBeTruthy();
    } else {
      // The beyond-a-cap bodies are refused by their caps (validation) or by the budget: both 4xx.
      expect(rest.statusCode).toBe(422);
      const problem = rest.json<{ type: string; errors: { path: string }[] }>();
      expect(problem.type).toBe('https://arbiter.dev/problems/too-large');
      expect(problem.errors[0].path).toBe(expected.path);
      expect(gqlBody.errors?.[0]?.extensions?.code).toBe('TOO_LARGE');
    }
  });
});
