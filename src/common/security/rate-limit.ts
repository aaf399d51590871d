import rateLimit, { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions, errorResponseBuilderContext, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Logger as Pino } from 'pino';
import { Counter, Registry } from 'prom-client';
import { principalOf } from '../../auth/principal';
import type { AppConfig } from '../../config/app-config';
import { ProblemException, ProblemType, problemMsg } from '../problem/problem.exception';
import { problemOf } from '../problem/problem';
import { MemoryWindowCounter, WindowCount } from './memory-window';
import { FailoverWindowCounter, REDIS_CONNECT_TIMEOUT_MS, RedisWindowCounter, createRateLimitRedis, waitForRedis } from './redis-window';
import { windowMessage } from './security-env';
import { admittedUnitsOf } from '../http/work-budget';

/** Routes that are never limited: probes and scrapers poll them and must see the truth. */
export function isRateLimitExempt(routeUrl: string | undefined): boolean {
  return routeUrl === '/metrics' || (routeUrl !== undefined && routeUrl.startsWith('/health/'));
}

/** Callers the in-memory counters remember at once (past that, the least recent is forgotten). */
export const MEMORY_CAPACITY = 50_000;

/** Prefixes keep an API key id from ever colliding with an address. */
const KEY_PREFIX = 'key:';
const IP_PREFIX = 'ip:';

/**
 * Whose budget a request spends: its API key (set by the API-key `onRequest` hook, which is
 * global and so runs before this route-level hook), else its client address. `request.ip` honours
 * TRUST_PROXY; IPv6 addresses are grouped by /64, the block one subscriber usually holds, so one
 * host cannot mint fresh budgets by rotating its low bits.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const principal = principalOf(request);
  if (principal) return KEY_PREFIX + principal.keyId;
  // A socket the client already closed has no remote address (typed string, may be undefined):
  // count it somewhere rather than throw from the hook.
  const ip = request.ip as string | undefined;
  return IP_PREFIX + (ip ? normalizeIP(ip) : 'unknown');
}

const isKeyed = (key: string): boolean => key.startsWith(KEY_PREFIX);

interface WindowCounter {
  increment(key: string, windowMs: number, by?: number): WindowCount | Promise<WindowCount>;
}

/**
 * Requests' worth a request counts for, by the work units its cost models admitted
 * (src/engine/core/cost.ts): one for anything up to a tenth of the budget, then one more per
 * tenth, so a request that takes the whole budget counts as ten. An address at its limit then
 * spends at most `limit x budget / 10` units a window, a bounded share of a core.
 */
export function requestsWorth(admittedUnits: number, costBudget: number): number {
  const perRequest = Math.max(1, Math.floor(costBudget / 10));
  return Math.max(1, Math.ceil(admittedUnits / perRequest));
}

/** Adapts one of our counters to @fastify/rate-limit's callback store interface. */
function storeOf(counter: WindowCounter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      let result: WindowCount | Promise<WindowCount>;
      try {
        result = counter.increment(key, timeWindow);
      } catch (e) {
        callback(e instanceof Error ? e : new Error(String(e)));
        return;
      }
      if (result instanceof Promise) {
        result.then(
          (r) => callback(null, r),
          (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
        );
      } else {
        callback(null, result);
      }
    }

    // Every route shares the one global budget (no route has its own rateLimit config); a route
    // that sets a `groupId` still gets its own counters, since the plugin appends it to the key.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** At most one warning per interval for a recurring condition, with the count in between. */
class ThrottledWarning {
  private lastAt = -Infinity;
  private suppressed = 0;

  constructor(
    private readonly log: Pino,
    private readonly intervalMs: number,
  ) {}

  warn(fields: Record<string, unknown>, message: string): void {
    const now = Date.now();
    if (now - this.lastAt < this.intervalMs) {
      this.suppressed += 1;
      return;
    }
    this.log.warn({ ...fields, suppressedSinceLastWarning: this.suppressed }, message);
    this.lastAt = now;
    this.suppressed = 0;
  }
}

export interface RateLimitDeps {
  readonly log: Pino;
  /** The app's Prometheus registry (MetricsService.registry), for the limiter's counters. */
  readonly registry: Registry;
}

/**
 * Registers @fastify/rate-limit globally, before any route exists (its `onRoute` hook attaches
 * the check to each route as it is added). Anonymous callers get `rateLimitAnonymous` requests
 * per window per address, API keys `rateLimitKeyed` per key; REST and GraphQL requests count the
 * same (one request, one count, plus what its work weighed: requestsWorth), health and metrics
 * are exempt; a request with a refused API key counts against its address (auth.hook.ts). Responses carry the IETF draft
 * `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`; a 429 adds `Retry-After` and a
 * problem+json body.
 *
 * Counters live in memory, or with `REDIS_URL` in Redis, shared by every replica. When Redis is
 * down or hangs, each instance counts in memory (fail open to per-instance limits), logs a
 * throttled warning and counts `rate_limit_redis_errors_total` / `rate_limit_memory_fallback_total`:
 * a Redis outage never turns into a 5xx or an unlimited API.
 */
export async function registerRateLimit(fastify: FastifyInstance, config: AppConfig, deps: RateLimitDeps): Promise<void> {
  const exceeded = new Counter({
    name: 'rate_limit_exceeded_total',
    help: 'Requests refused with 429, by caller kind (anonymous: per address; keyed: per API key).',
    labelNames: ['caller'] as const,
    registers: [deps.registry],
  });
  const counter = config.redisUrl ? await redisCounter(fastify, config, deps) : new MemoryWindowCounter(MEMORY_CAPACITY);
  const window = windowMessage(config.rateLimitWindowMs);

  const options: RateLimitPluginOptions = {
    global: true,
    store: storeOf(counter),
    keyGenerator: rateLimitKey,
    max: (_request: FastifyRequest, key: string): number => (isKeyed(key) ? config.rateLimitKeyed : config.rateLimitAnonymous),
    timeWindow: config.rateLimitWindowMs,
    // The counters never throw (Redis failures fall back to memory); should one ever, serve the
    // request rather than fail it.
    skipOnError: true,
    enableDraftSpec: true,
    onExceeded: (_request: FastifyRequest, key: string): void => exceeded.inc({ caller: isKeyed(key) ? 'keyed' : 'anonymous' }),
    errorResponseBuilder: (request: FastifyRequest, context: errorResponseBuilderContext): ProblemException => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const key = principalOf(request) ? 'detail.rate-limited-key' : 'detail.rate-limited-anonymous';
      return problemOf(ProblemType.RateLimited, problemMsg(key, { max: context.max, window, seconds }));
    },
  };
  // Exempt routes are left out when they are declared (the plugin attaches no hook to a route
  // whose config says rateLimit: false), rather than asked on every request of every route.
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (isRateLimitExempt(route.url)) route.config = { ...(route.config as object | undefined), rateLimit: false } as RouteOptions['config'];
  });
  await fastify.register(rateLimit, options);
  // The request itself was counted once, before it ran; what its work weighed beyond that is
  // charged when it is done, against the same key, so the caller's next requests pay for it.
  fastify.addHook('onResponse', (request: FastifyRequest, _reply, done) => {
    const extra = requestsWorth(admittedUnitsOf(request), config.costBudget) - 1;
    if (extra > 0 && !isRateLimitExempt(request.routeOptions.url)) {
      void Promise.resolve()
        .then(() => counter.increment(rateLimitKey(request), config.rateLimitWindowMs, extra))
        .catch(() => undefined);
    }
    done();
  });
}

/** The Redis-backed counter with its in-memory fallback, logs and metrics; closed with the app. */
async function redisCounter(fastify: FastifyInstance, config: AppConfig, deps: RateLimitDeps): Promise<FailoverWindowCounter> {
  const { log } = deps;
  const redisErrors = new Counter({
    name: 'rate_limit_redis_errors_total',
    help: 'Failed Redis commands and connection errors of the rate limiter.',
    registers: [deps.registry],
  });
  const fallbacks = new Counter({
    name: 'rate_limit_memory_fallback_total',
    help: 'Requests counted in this instance memory because the rate-limit Redis was unavailable.',
    registers: [deps.registry],
  });
  const warning = new ThrottledWarning(log, 30_000);
  const redis = createRateLimitRedis(config.redisUrl as string);
  let down = false;
  // Without an 'error' listener ioredis prints every failed reconnect to stderr.
  redis.on('error', (err: Error) => {
    redisErrors.inc();
    down = true;
    warning.warn({ err: err.message }, 'rate-limit Redis unavailable: counting in memory, per instance, until it is back');
  });
  redis.on('ready', () => {
    if (down) log.info('rate-limit Redis is back: counting in Redis again');
    down = false;
  });
  fastify.addHook('onClose', (_instance, done) => {
    redis.disconnect();
    done();
  });

  const ready = await waitForRedis(redis, REDIS_CONNECT_TIMEOUT_MS);
  if (ready) log.info({ prefix: config.rateLimitRedisPrefix }, 'rate limits counted in Redis');
  else warning.warn({}, 'rate-limit Redis not reachable at boot: counting in memory, per instance, until it is');

  return new FailoverWindowCounter(redis, new RedisWindowCounter(redis, config.rateLimitRedisPrefix), new MemoryWindowCounter(MEMORY_CAPACITY), {
    onRedisError: (err: Error): void => {
      redisErrors.inc();
      warning.warn({ err: err.message }, 'rate-limit Redis command failed: counting in memory, per instance, for now');
    },
    onFallback: (): void => fallbacks.inc(),
  });
}
