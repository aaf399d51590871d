import 'reflect-metadata';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer } from 'node:net';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';

export interface Reply {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface InjectOptions {
  readonly method?: string;
  readonly url: string;
  readonly payload?: unknown;
  readonly headers?: Record<string, string>;
  /** The socket's peer address (default 127.0.0.1). */
  readonly remoteAddress?: string;
}

export interface TestApp {
  readonly app: NestFastifyApplication;
  inject(options: InjectOptions): Promise<Reply>;
  close(): Promise<void>;
}

/**
 * Boots the app without a database (the catalog answers from the built-in seed), with `env` on
 * top of NODE_ENV=test, and injects requests in memory. docs: false because Swagger UI needs
 * @fastify/static, which Jest cannot load on Node 20 (docs.spec.ts checks /docs in a child).
 */
export async function bootApp(env: Record<string, string>): Promise<TestApp> {
  // Load shedding off unless a test turns it on: an in-process app shares its event loop with
  // Jest's transpiler, whose pauses would read as overload.
  const config = loadConfig({ NODE_ENV: 'test', MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
  const app = await createApp({ config, withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false });
  return { app, inject: injector(app), close: () => app.close() };
}

/** In-memory requests to an initialized app (JSON-encodes `payload`). */
export function injector(app: NestFastifyApplication): (o: InjectOptions) => Promise<Reply> {
  const fastify = app.getHttpAdapter().getInstance();
  // light-my-request's overloads do not survive Parameters<>; the options are plain objects.
  const injectFn = fastify.inject.bind(fastify) as unknown as (o: object) => Promise<Reply>;
  return (o: InjectOptions): Promise<Reply> =>
    injectFn({
      method: o.method ?? 'GET',
      url: o.url,
      remoteAddress: o.remoteAddress,
      headers: { ...(o.payload !== undefined ? { 'content-type': 'application/json' } : {}), ...o.headers },
      ...(o.payload !== undefined ? { payload: JSON.stringify(o.payload) } : {}),
    });
}

export const SHOT_URL = '/v1/ae-wwii/resolve/shot';
export const SHOT = {
  attacker: { unit: 'german-geneticists/wehrmacht' },
  weapon: 'kar98k',
  target: { unit: 'american-sci-tech/airborne' },
  distance: 10,
  cover: 'none',
  actionPoints: 2,
  dice: { seed: 'security-test' },
};

/** A resolve request: the hot route the limits are there to protect. */
export const shot = (extra: Partial<InjectOptions> = {}): InjectOptions => ({ method: 'POST', url: SHOT_URL, payload: SHOT, ...extra });

export const header = (res: Reply, name: string): string | undefined => {
  const v = res.headers[name.toLowerCase()];
  return v === undefined ? undefined : String(v);
};

/** A loopback port nothing listens on (bound, then released). */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The value of one Prometheus sample (`name{labels}`) in a /metrics text, or undefined. */
export function metricValue(metrics: string, sample: string): number | undefined {
  const line = metrics.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}
