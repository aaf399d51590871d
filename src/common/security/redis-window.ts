import { Redis } from 'ioredis';
import type { MemoryWindowCounter, WindowCount } from './memory-window';

/**
 * Redis client settings for the rate limiter. The limiter sits on every request, so a slow or
 * absent Redis must cost little and never fail a request:
 * - `enableOfflineQueue: false`: while disconnected, commands fail at once instead of queueing
 *   (and holding requests) until a reconnect;
 * - `commandTimeout`: a Redis that accepts connections but hangs gives up after this long;
 * - `maxRetriesPerRequest: 1`: no command is retried across reconnects;
 * - `connectTimeout`: one connection attempt gives up after this long; ioredis keeps retrying in
 *   the background with the backoff below, and counting moves back to Redis once it answers;
 * - `disconnectTimeout`: on close, a socket that does not finish closing is destroyed after this
 *   long (ioredis's 2 s default kept a stopping process alive that long when Redis was down).
 */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
export const REDIS_COMMAND_TIMEOUT_MS = 250;
const RECONNECT_BACKOFF_MS = (attempt: number): number => Math.min(attempt * 200, 5000);

export function createRateLimitRedis(url: string): Redis {
  return new Redis(url, {
    connectionName: 'arbiter-rate-limit',
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    disconnectTimeout: 500,
    retryStrategy: RECONNECT_BACKOFF_MS,
  });
}

/**
 * Waits until the client is ready, gave up for good ('end'), or `timeoutMs` passed, whichever
 * comes first; never rejects. A failed attempt does not end the wait (ioredis retries within
 * 200 ms, and a busy event loop at boot can time out the first ready check), so boot waits at
 * most `timeoutMs` for a missing Redis, and a healthy one counts from the first request.
 */
export function waitForRedis(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const finish = (ready: boolean): void => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('end', onEnd);
      resolve(ready);
    };
    const onReady = (): void => finish(true);
    const onEnd = (): void => finish(false);
    const timer = setTimeout(onEnd, timeoutMs);
    redis.once('ready', onReady);
    redis.once('end', onEnd);
  });
}

/**
 * INCRBY (one request, or several requests' worth for a costly one) and, for a key without expiry (its first request in the window, or one left behind by an
 * interrupted write), PEXPIRE; returns the count and the window's remaining ms. One atomic script,
 * so replicas sharing the key never double-start a window.
 */
const INCREMENT_SCRIPT = `
local current = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

type WithIncrement = Redis & { arbiterRateLimitIncrement(key: string, windowMs: number, by: number): Promise<[number, number]> };

/** Fixed-window counters in Redis, shared by every instance that uses the same prefix. */
export class RedisWindowCounter {
  private readonly redis: WithIncrement;

  constructor(
    redis: Redis,
    readonly prefix: string,
  ) {
    // defineCommand sends EVALSHA and falls back to EVAL when the script is not cached yet.
    redis.defineCommand('arbiterRateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    this.redis = redis as WithIncrement;
  }

  async increment(key: string, windowMs: number, by = 1): Promise<WindowCount> {
    const [current, ttl] = await this.redis.arbiterRateLimitIncrement(this.prefix + key, windowMs, by);
    return { current, ttl };
  }
}

export interface FailoverEvents {
  /** A Redis command failed (the request was counted in memory instead). */
  readonly onRedisError: (err: Error) => void;
  /** A request was counted in memory because Redis is unavailable or recently failed. */
  readonly onFallback: () => void;
}

/** After a Redis failure, count in memory for this long before trying Redis again. */
export const REDIS_PAUSE_AFTER_ERROR_MS = 1000;

/**
 * Counts in Redis; while Redis is not connected, or after a command failed, counts in this
 * process's memory instead. So a Redis outage degrades the limit to per-instance budgets (each
 * replica enforces the configured limit on its own) rather than failing requests or dropping
 * limits altogether.
 *
 * After a failure, Redis is left alone for `REDIS_PAUSE_AFTER_ERROR_MS`; then one request probes
 * it while the others keep counting in memory, until the probe succeeds. So a Redis that hangs
 * (connected, never answering) delays one request per second by at most `commandTimeout`, not
 * every request.
 */
export class FailoverWindowCounter {
  private pausedUntil = 0;
  /** A failure happened and no command has succeeded since: only one probe at a time. */
  private failing = false;
  private probing = false;

  constructor(
    private readonly redis: Pick<Redis, 'status'>,
    private readonly shared: Pick<RedisWindowCounter, 'increment'>,
    private readonly local: Pick<MemoryWindowCounter, 'increment'>,
    private readonly events: FailoverEvents,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number, by = 1): Promise<WindowCount> {
    if (this.redis.status !== 'ready' || this.now() < this.pausedUntil || (this.failing && this.probing)) {
      this.events.onFallback();
      return this.local.increment(key, windowMs, by);
    }
    const probe = this.failing;
    if (probe) this.probing = true;
    try {
      const count = await this.shared.increment(key, windowMs, by);
      this.failing = false;
      return count;
    } catch (e) {
      this.failing = true;
      this.pausedUntil = this.now() + REDIS_PAUSE_AFTER_ERROR_MS;
      this.events.onRedisError(e instanceof Error ? e : new Error(String(e)));
      this.events.onFallback();
      return this.local.increment(key, windowMs, by);
    } finally {
      if (probe) this.probing = false;
    }
  }
}
