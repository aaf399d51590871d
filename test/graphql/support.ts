import 'reflect-metadata';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Lexer, Source, TokenKind } from 'graphql';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';

/**
 * GraphQL over the real HTTP stack (Fastify inject: no socket), without a database: the catalog
 * answers from the built-in seed. Each suite boots its own app with the environment it needs.
 */

export interface Reply {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface GqlError {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions: { readonly code: string; readonly status: number; readonly type: string; readonly errors: readonly { path: string; message: string }[]; readonly stacktrace?: unknown };
}

export interface GqlBody {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly GqlError[];
}

export interface GraphqlHarness {
  readonly app: NestFastifyApplication;
  inject(options: object): Promise<Reply>;
  /** POST /graphql with a JSON body. */
  post(body: unknown, headers?: Record<string, string>): Promise<Reply>;
  gql(query: string, variables?: Record<string, unknown>): Promise<Reply>;
  close(): Promise<void>;
}

export async function bootGraphql(env: Record<string, string> = {}): Promise<GraphqlHarness> {
  // Rate limits off: a suite's requests must not be refused for their number.
  // Load shedding off: an in-process app shares its event loop with Jest's transpiler, whose pauses
  // would read as overload (test/platform/load-shedding.spec.ts turns it on).
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'false', MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
  const app = await createApp({ config, withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false });
  const fastify = app.getHttpAdapter().getInstance();
  // light-my-request's overloads do not survive Parameters<>; the options are plain objects.
  const inject = fastify.inject.bind(fastify) as unknown as (o: object) => Promise<Reply>;
  const post = (body: unknown, headers: Record<string, string> = {}): Promise<Reply> =>
    inject({ method: 'POST', url: '/graphql', payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  return {
    app,
    inject,
    post,
    gql: (query, variables) => post(variables === undefined ? { query } : { query, variables }),
    close: () => app.close(),
  };
}

/** The KAR98k shot of the docs, seeded: the same reply every time. */
export const SHOT_INPUT = {
  attacker: { unit: 'german-geneticists/wehrmacht' },
  weapon: 'kar98k',
  target: { unit: 'american-sci-tech/airborne' },
  distance: 20,
  actionPoints: 2,
  dice: { seed: 'graphql-test' },
};

/** The same shot as a GraphQL input literal. */
export const SHOT_LITERAL =
  '{attacker: {unit: "german-geneticists/wehrmacht"}, weapon: "kar98k", target: {unit: "american-sci-tech/airborne"}, distance: 20, actionPoints: 2, dice: {seed: "graphql-test"}}';

/** The bench's selection (bench/run.js): every field the REST reply carries. */
export const FULL_SHOT_SELECTION =
  'game edition action complete outcome { shots hits wounds targetRemoved } steps { rule summary rolls result } odds { hitPerShot wounds expectedWounds targetRemoved } interpretations dice { mode seed used { die value purpose } } text';

/** Lexical tokens of a document, counted by graphql-js's own lexer (what `maxTokens` counts). */
export function countTokens(document: string): number {
  const lexer = new Lexer(new Source(document));
  let n = 0;
  while (lexer.advance().kind !== TokenKind.EOF) n++;
  return n;
}

/** Asserts a reply is a refusal made before execution: 4xx, no `data` key, and returns its errors. */
export function expectRefusedBeforeExecution(res: Reply, status = 400): readonly GqlError[] {
  expect(res.statusCode).toBe(status);
  const body = res.json<GqlBody>();
  // Apollo only puts `data` in a response once execution started.
  expect('data' in body).toBe(false);
  expect(body.errors?.length).toBeGreaterThan(0);
  for (const e of body.errors ?? []) {
    expect(e.extensions.status).toBe(status);
    expect(e.extensions.stacktrace).toBeUndefined();
  }
  return body.errors ?? [];
}
