import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { runApiKeyCli } from '../../src/auth/api-key.cli';
import { Scope } from '../../src/auth/principal';
import { loadConfig } from '../../src/config/app-config';

/** Shared by the API-key and custom-catalog e2e files (test/auth, test/catalog-writes). */

export interface Reply {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * The app on `url`: loopback only (requests are injected), quiet, small pool. The database
 * timeouts are production's defaults, as in the e2e suites that call createApp themselves: a
 * shorter connect timeout made the suites that boot several apps (round-trip boots one per kind)
 * fail with "connection timeout" on a loaded machine, where opening a connection took over 1 s.
 * A suite that tests an unreachable database sets its own short timeout (replicas).
 */
export async function bootApp(url: string, env: Record<string, string> = {}): Promise<NestFastifyApplication> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DB_POOL_SIZE: '3',
    LOG_LEVEL: 'silent',
    // An in-process app shares its event loop with Jest's transpiler: no load shedding.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  return createApp({ config, logs: false, docs: false });
}

export type Headers = Record<string, string>;

export const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

/** An HTTP call through Fastify's inject (no socket). */
export async function call(app: NestFastifyApplication, method: string, url: string, body?: unknown, headers: Headers = {}): Promise<Reply> {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.body, json: <T>() => JSON.parse(res.body) as T };
}

export interface GqlReply {
  readonly statusCode: number;
  readonly data: Record<string, unknown> | null | undefined;
  readonly errors: { message: string; extensions: { status: number; type: string; code: string; errors: { path: string }[] } }[] | undefined;
}

export async function gql(app: NestFastifyApplication, query: string, variables: Record<string, unknown> = {}, headers: Headers = {}): Promise<GqlReply> {
  const res = await call(app, 'POST', '/graphql', { query, variables }, headers);
  if (res.statusCode !== 200) return { statusCode: res.statusCode, data: undefined, errors: undefined };
  const body = res.json<{ data?: Record<string, unknown> | null; errors?: GqlReply['errors'] }>();
  return { statusCode: res.statusCode, data: body.data, errors: body.errors };
}

/** A key made by the CLI function (as `npm run api-key -- create` does), returned in clear. */
export async function cliKey(url: string, owner: string, scopes: readonly Scope[]): Promise<{ id: string; key: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runApiKeyCli(['create', '--owner', owner, '--scopes', scopes.join(','), '--json'], url, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  if (code !== 0) throw new Error(`api-key create failed (${code}): ${err.join('\n')}`);
  return JSON.parse(out.join('\n')) as { id: string; key: string };
}

/** Polls `probe` until it returns true, or fails after `timeoutMs`; returns the time it took. */
export async function within(timeoutMs: number, probe: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A custom unit body (an inline profile with slug and localized name). */
export const heroBody = (slug = 'hero', over: Record<string, unknown> = {}): Record<string, unknown> => ({
  slug,
  name: { en: 'Iron Hero', es: 'Héroe de hierro' },
  movement: 4,
  rangedCombat: 3,
  closeCombat: 3,
  armor: 4,
  strength: 3,
  drive: 4,
  wounds: 2,
  training: 'veteran',
  weapons: ['kar98k'],
  ...over,
});

export const railGunBody = (slug = 'rail-gun', over: Record<string, unknown> = {}): Record<string, unknown> => ({
  slug,
  name: { en: 'Rail gun' },
  range: 30,
  strength: 6,
  rateOfFire: '1:1',
  ...over,
});

/** A shot naming the given attacker unit and weapon ids, with a seed (deterministic). */
export const shotBody = (unit: string, weapon: string, seed = 'seed-1'): Record<string, unknown> => ({
  attacker: { unit },
  weapon,
  target: { unit: 'american-sci-tech/airborne' },
  distance: 10,
  actionPoints: 2,
  dice: { seed },
});
