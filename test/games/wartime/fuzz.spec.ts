import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { WARTIME_ACTIONS, WartimeAction } from '../../../src/engine/wartime';
import { GAMES } from '../../../src/games';
import { fuzzSeed } from '../../support/seed';
import { Twin, graphqlTwin, withoutNulls } from '../../support/graphql-twin';
import { Inject, bootFuzzApp } from '../../fuzz/app';
import { loadOpenApi, postRoutes } from '../../fuzz/openapi';
import { defineRestFuzz } from '../../fuzz/rest-fuzz';
import type { Json } from '../../fuzz/schema-arbitrary';
import { WARTIME_COST_RULE_VALID, WARTIME_RULE_VALID } from './rule-valid';

/**
 * Every Wartime POST route of the committed document (its nine resolve actions, archetype costs,
 * the custom archetype writes, which refuse every body without a key) through the REST fuzz suite
 * with bodies the rules allow besides the generic ones; then the GraphQL twins of the resolve
 * actions and of the cost route on those bodies, compared with REST field for field. committed-document.ts
 * leaves these routes to this file, which runs them at a tenth of FUZZ_RUNS (60 bodies per route by default, 1,000 with `npm run test:fuzz`): Wartime's bodies
 * carry whole archetype profiles, and `npm test` must stay short on 2 cores.
 */

const WARTIME = '/v1/wartime/';
const TEMPLATES = postRoutes(loadOpenApi())
  .map((r) => r.template)
  .filter((t) => t.startsWith(WARTIME));

defineRestFuzz({
  name: 'Wartime',
  seed: 611802457,
  runsScale: 0.1,
  games: GAMES,
  templates: TEMPLATES,
  document: () => loadOpenApi(),
  ruleValid: (template) => {
    const action = WARTIME_ACTIONS.find((a) => template === `${WARTIME}resolve/${a}`);
    if (action) return WARTIME_RULE_VALID[action];
    return template === `${WARTIME}archetypes/cost` ? WARTIME_COST_RULE_VALID : undefined;
  },
});

const SEED = fuzzSeed(77123509, 'Wartime GraphQL twin fuzz');
const RUNS = Math.max(1, Math.ceil(Number(process.env.FUZZ_RUNS ?? 600) / 24));

type Body = { [k: string]: Json };

describe('Wartime: GraphQL twins answer as REST does, on bodies the rules allow', () => {
  let app: NestFastifyApplication;
  let inject: Inject;
  let twin: Twin;

  beforeAll(async () => {
    ({ app, inject } = await bootFuzzApp());
    twin = graphqlTwin(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const pascal = (s: string): string => s.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());

  async function check(url: string, field: string, bodies: fc.Arbitrary<Body>): Promise<void> {
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom('en', 'es', 'fr'), async (generated, lang) => {
        const body = url.includes('/resolve/') && generated.dice === undefined ? { ...generated, dice: { seed: 'twin' } } : generated;
        const r = await inject({ method: 'POST', url: `${url}?lang=${lang}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        if (r.statusCode !== 200) throw new Error(`REST ${r.statusCode}: ${r.body.slice(0, 300)}`);
        const g = await inject({ method: 'POST', url: '/graphql', payload: JSON.stringify(twin.request(field, body, { lang })), headers: { 'content-type': 'application/json' } });
        const reply = JSON.parse(g.body) as { data?: Record<string, Json> | null; errors?: unknown };
        if (reply.errors !== undefined) throw new Error(`GraphQL errors: ${JSON.stringify(reply.errors).slice(0, 300)}`);
        expect(twin.restShape(field, (reply.data as Record<string, Json>)[field])).toEqual(withoutNulls(JSON.parse(r.body) as Json));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }

  it.each(WARTIME_ACTIONS.map((a) => [a] as const))('%s', async (action: WartimeAction) => {
    await check(`${WARTIME}resolve/${action}`, `wartime${pascal(action)}`, WARTIME_RULE_VALID[action]);
  }, 120_000);

  it('archetypes/cost', async () => {
    await check(`${WARTIME}archetypes/cost`, 'wartimeArchetypeCost', WARTIME_COST_RULE_VALID);
  }, 120_000);
});
