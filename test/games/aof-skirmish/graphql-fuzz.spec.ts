import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { AOF_SKIRMISH_ACTIONS, AofAction } from '../../../src/engine/aof-skirmish';
import { fuzzSeed } from '../../support/seed';
import { Twin, graphqlTwin, withoutNulls } from '../../support/graphql-twin';
import { Inject, bootFuzzApp } from '../../fuzz/app';
import { AOF_ARMY_RULE_VALID, AOF_RULE_VALID } from './rule-valid';
import type { Json } from '../../fuzz/schema-arbitrary';

/**
 * AoF Skirmish's GraphQL twins fuzzed against REST: every resolve action and the armies route, on
 * bodies the rules allow (the REST suite's generators), each sent both ways with the same seed and
 * language; the GraphQL answer read back into REST's shape must be REST's answer, field for field
 * (`?defense=all` and `defense: ALL` on shots too). GraphQL's hostile input (document limits,
 * syntax) is test/graphql's; its validation is REST's, which the REST suite fuzzes.
 */

const SEED = fuzzSeed(904113217, 'AoF Skirmish GraphQL twin fuzz');
const RUNS = Math.max(1, Math.ceil(Number(process.env.FUZZ_RUNS ?? 600) / 6));

type Body = { [k: string]: Json };

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

const camel = (action: string): string => action.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

async function rest(url: string, body: Body, lang: string): Promise<{ status: number; json: Json }> {
  const r = await inject({ method: 'POST', url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { status: r.statusCode, json: JSON.parse(r.body) as Json };
}

async function graphql(field: string, body: Body, lang: string, args: Record<string, Json> = {}): Promise<{ data: Json | undefined; errors: unknown }> {
  const request = twin.request(field, body, { ...args, lang });
  const r = await inject({ method: 'POST', url: '/graphql', payload: JSON.stringify(request), headers: { 'content-type': 'application/json' } });
  const reply = JSON.parse(r.body) as { data?: Record<string, Json> | null; errors?: unknown };
  return { data: reply.data?.[field] === undefined ? undefined : twin.restShape(field, reply.data[field]), errors: reply.errors };
}

const lang = fc.constantFrom('en', 'es', 'fr');

async function check(url: string, field: string, bodies: fc.Arbitrary<Body>, args: fc.Arbitrary<{ query: string; gql: Record<string, Json> }>): Promise<void> {
  await fc.assert(
    fc.asyncProperty(bodies, lang, args, async (generated, l, a) => {
      // A resolution without dice draws a fresh seed: both sides get the same one.
      const body = url.includes('/resolve/') && generated.dice === undefined ? { ...generated, dice: { seed: 'twin' } } : generated;
      const r = await rest(`${url}${a.query}`, body, l);
      if (r.status !== 200) throw new Error(`REST ${r.status}: ${JSON.stringify(r.json).slice(0, 300)}`);
      const g = await graphql(field, body, l, a.gql);
      if (g.errors !== undefined) throw new Error(`GraphQL errors: ${JSON.stringify(g.errors).slice(0, 300)}`);
      expect(g.data).toEqual(withoutNulls(r.json));
    }),
    { seed: SEED, numRuns: RUNS },
  );
}

const none = fc.constant({ query: '', gql: {} });

describe('AoF Skirmish: GraphQL twins answer as REST does, on bodies the rules allow', () => {
  it.each(AOF_SKIRMISH_ACTIONS.map((a) => [a] as const))('%s', async (action: AofAction) => {
    // A shot is also asked for its table by Defense, one time in three.
    const args = action === 'shot' ? fc.oneof(none, none, fc.constant({ query: '?defense=all', gql: { defense: 'all' } })) : none;
    await check(`/v1/aof-skirmish/resolve/${action}`, `aofSkirmish${camel(action).replace(/^./, (c) => c.toUpperCase())}`, AOF_RULE_VALID[action], args);
  }, 120_000);

  it('armies/validate', async () => {
    await check('/v1/aof-skirmish/armies/validate', 'aofSkirmishArmy', AOF_ARMY_RULE_VALID, none);
  }, 120_000);
});
