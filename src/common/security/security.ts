import fastifyCors from '@fastify/cors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Logger as Pino } from 'pino';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../../config/app-config';
import { appendVary } from '../http/vary';
import { corsOptions, registerSecurityHeaders } from './headers';
import { registerRateLimit } from './rate-limit';

export interface SecurityDeps {
  readonly log: Pino;
  /** The app's Prometheus registry (MetricsService.registry). */
  readonly registry: Registry;
}

/**
 * CORS (corsOptions): @fastify/cors on the Fastify instance, called before any other hook is
 * added, so its request hook runs first and every response, a 503 while draining, a 429 or a 401
 * included, carries the headers that let the browser that caused it read it.
 *
 * Not Nest's `app.enableCors()`: that one also copies the headers onto the Node response
 * (`raw.setHeader`) for responses Nest middleware ends, and the app has no Nest middleware; the
 * copy only put every response's `writeHead` on Node's slow path (each of its ~16 headers set and
 * validated twice).
 */
export async function registerCors(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const cors = corsOptions(config);
  if (!cors) return;
  await fastify.register(fastifyCors, cors);
  // With a list of origins the reply depends on Origin (@fastify/cors adds it to Vary as the
  // request comes in); a route that sets its own Vary later must not take it away.
  if (config.corsOrigins !== '*') {
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      appendVary(reply, 'Origin');
      done(null, payload);
    });
  }
}

/**
 * Abuse protection for the whole app: security headers and rate limits (CORS: registerCors).
 * Must be called after the Nest app is created and before any route is declared (before
 * Swagger's /docs and before `app.init()`): the /docs headers and the rate limiter attach to
 * routes as they are added.
 */
export async function registerSecurity(app: NestFastifyApplication, config: AppConfig, deps: SecurityDeps): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  registerSecurityHeaders(fastify, config);
  if (config.rateLimitEnabled) await registerRateLimit(fastify, config, deps);
}

/** Fastify's `trustProxy` from the config (a mutable copy of the address list). */
export function fastifyTrustProxy(config: AppConfig): boolean | string[] | ((address: string, hop: number) => boolean) {
  const t = config.trustProxy;
  if (typeof t === 'boolean') return t;
  // A hop count: trust the n nearest proxies (proxy-addr's meaning of a number, which Fastify's
  // option type no longer lists).
  if (typeof t === 'number') return (_address, hop) => hop < t;
  return [...t];
}
