import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Logger as Pino } from 'pino';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../../config/app-config';
import { corsOptions, registerSecurityHeaders } from './headers';
import { registerRateLimit } from './rate-limit';

export interface SecurityDeps {
  readonly log: Pino;
  /** The app's Prometheus registry (MetricsService.registry). */
  readonly registry: Registry;
}

/**
 * Abuse protection for the whole app: security headers, CORS, rate limits. Must be
 * called after the Nest app is created and before any route is declared (before Swagger's
 * /docs and before `app.init()`): the /docs headers and the rate limiter attach to routes
 * as they are added.
 */
export async function registerSecurity(app: NestFastifyApplication, config: AppConfig, deps: SecurityDeps): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  registerSecurityHeaders(fastify, config);
  const cors = corsOptions(config);
  // Nest's enableCors runs @fastify/cors's hook ahead of Nest middleware and copies its headers
  // onto responses that errors end, so a 429 or 401 stays readable by the browser that caused it.
  if (cors) app.enableCors(cors);
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
