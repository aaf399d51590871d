import { BeforeApplicationShutdown, Inject, Injectable, Logger, Module, Optional } from '@nestjs/common';
import type { EventEmitter } from 'node:events';
import type { DatabaseConfig } from './database.config';
import { DATABASE_CONFIG, DATABASE_SERVER } from './database.tokens';

/** The slice of node-postgres used here (`pg` ships no typings and @types/pg is not installed). */
interface Notification {
  readonly channel: string;
  readonly payload?: string;
}
interface Client extends EventEmitter {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
interface ClientConfig {
  readonly connectionString: string;
  readonly connectionTimeoutMillis: number;
  readonly keepAlive: boolean;
  readonly application_name: string;
}
// A direct client of the driver TypeORM itself uses (pg is a dependency of the app).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Client: PgClient } = require('pg') as { Client: new (config: ClientConfig) => Client };

/*
 * Cross-replica cache invalidation. Every replica keeps API keys and custom catalogs in memory;
 * a write commits a NOTIFY on `arbiter_changes` in its own transaction (database triggers do it,
 * see migrations/1795400000000-ApiKeysAndCustomCatalog.ts and 1795500000000-CatalogEntries.ts, so
 * no write path can forget), and every replica, the writer included, LISTENs on one dedicated
 * connection (not from the pool: a pooled connection is handed to other queries and would drop
 * the LISTEN) and reloads what changed. Postgres delivers a notification only after its
 * transaction commits, so a reload always sees the write.
 *
 * Notifications sent while this connection is down are lost. So after every reconnect listeners
 * get a `resync` and reload everything. While Postgres is down the caches keep serving what they
 * last loaded.
 */

export const CHANGES_CHANNEL = 'arbiter_changes';
export const CHANGE_KINDS = ['catalog', 'api-keys'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The payload of a notification: what changed, and for whom when it concerns one owner. */
export interface Change {
  readonly kind: ChangeKind;
  readonly owner?: string;
  /** The owner's row that changed, when the trigger names it (migrations/1795900000600-RowChangeNotifications.ts). */
  readonly row?: ChangedRow;
}

/** A row of one owner, by its table and primary key. */
export interface ChangedRow {
  readonly table: string;
  readonly pk: string;
}

export type ChangeEvent = { readonly type: 'change'; readonly change: Change } | { readonly type: 'resync' };
export type ChangeListener = (event: ChangeEvent) => void | Promise<void>;

/** A payload we cannot read is answered with a full resync rather than ignored. */
export function parseChangePayload(payload: string | undefined): ChangeEvent {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value === 'object' && value !== null) {
      const { kind, owner, table, pk } = value as Record<string, unknown>;
      const k = CHANGE_KINDS.find((c) => c === kind);
      if (k && (owner === undefined || owner === null || typeof owner === 'string')) {
        if (typeof owner !== 'string') return { type: 'change', change: { kind: k } };
        // A row named in a shape we do not read: the owner is reloaded whole.
        const row = typeof table === 'string' && /^[a-z_]{1,63}$/.test(table) && typeof pk === 'string' && /^\d{1,19}$/.test(pk) ? { table, pk } : undefined;
        return { type: 'change', change: row ? { kind: k, owner, row } : { kind: k, owner } };
      }
    }
  } catch {
    // fall through
  }
  return { type: 'resync' };
}

export interface ChangeNotificationsOptions {
  readonly url: string;
  /** Time allowed to open the connection (DATABASE_CONNECT_TIMEOUT_MS). */
  readonly connectTimeoutMs: number;
  /** First reconnect delay; doubles per failed attempt up to `maxBackoffMs`. */
  readonly minBackoffMs?: number;
  readonly maxBackoffMs?: number;
  /**
   * A silently dead connection (a network partition sends no error) is found by a `SELECT 1`
   * this often; it must answer within `connectTimeoutMs`.
   */
  readonly heartbeatMs?: number;
}

/** The LISTEN side: one connection, reconnected with backoff, fanning events out to listeners. */
export class ChangeListenerConnection {
  private readonly logger = new Logger('ChangeNotifications');
  private readonly listeners = new Set<ChangeListener>();
  private client: Client | undefined;
  private connecting: Promise<boolean> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private attempts = 0;
  private everConnected = false;
  private stopped = false;
  private firstAttempt: Promise<void> | undefined;

  constructor(private readonly options: ChangeNotificationsOptions) {}

  /** Whether the LISTEN connection is up right now. */
  get connected(): boolean {
    return this.client !== undefined;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts listening. Resolves once the first attempt is over, connected or not (a failure
   * schedules retries): callers load their caches after this, so no change falls in between.
   */
  start(): Promise<void> {
    this.firstAttempt ??= this.connect().then(() => undefined);
    return this.firstAttempt;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.heartbeatTimer);
    await this.connecting?.catch(() => false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<boolean> {
    this.connecting ??= this.tryConnect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async tryConnect(): Promise<boolean> {
    if (this.stopped) return false;
    const client = new PgClient({
      connectionString: this.options.url,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      keepAlive: true,
      application_name: 'arbiter-listen',
    });
    // Attached before connect(): an 'error' without a listener would crash the process.
    client.on('error', (e: Error) => this.lost(client, e));
    client.on('end', () => this.lost(client, undefined));
    client.on('notification', (n: Notification) => {
      if (n.channel === CHANGES_CHANNEL) this.emit(parseChangePayload(n.payload));
    });
    try {
      await client.connect();
      // Bounded: a server that accepted the connection and then went silent must not stall the
      // reconnect loop forever (connect itself is bounded by connectionTimeoutMillis).
      await withTimeout(client.query(`LISTEN ${CHANGES_CHANNEL}`), this.options.connectTimeoutMs, 'LISTEN timed out');
    } catch (e) {
      await client.end().catch(() => undefined);
      this.logger.warn(`cannot listen for changes (${describe(e)}); retrying`);
      this.scheduleReconnect();
      return false;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return false;
    }
    this.client = client;
    this.attempts = 0;
    this.startHeartbeat(client);
    if (this.everConnected) {
      this.logger.log('listening for changes again; reloading caches');
      // Whatever was notified while we were away is lost: reload everything.
      this.emit({ type: 'resync' });
    }
    this.everConnected = true;
    return true;
  }

  private lost(client: Client, error: Error | undefined): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.heartbeatTimer);
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn(`change notifications connection lost${error ? ` (${describe(error)})` : ''}; reconnecting`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer !== undefined) return;
    const min = this.options.minBackoffMs ?? 100;
    const max = this.options.maxBackoffMs ?? 5_000;
    const base = Math.min(max, min * 2 ** this.attempts);
    this.attempts++;
    // ±20% jitter so replicas do not all reconnect in the same instant after a restart.
    const delay = Math.round(base * (0.8 + 0.4 * jitter()));
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private startHeartbeat(client: Client): void {
    clearInterval(this.heartbeatTimer);
    const every = this.options.heartbeatMs ?? 10_000;
    this.heartbeatTimer = setInterval(() => {
      withTimeout(client.query('SELECT 1'), this.options.connectTimeoutMs, 'heartbeat timed out').catch((e: unknown) =>
        this.lost(client, e instanceof Error ? e : new Error(String(e))),
      );
    }, every);
    this.heartbeatTimer.unref();
  }

  private emit(event: ChangeEvent): void {
    for (const listener of this.listeners) {
      try {
        const result = listener(event);
        if (result instanceof Promise) result.catch((e: unknown) => this.logger.error(`change listener failed: ${describe(e)}`));
      } catch (e) {
        this.logger.error(`change listener failed: ${describe(e)}`);
      }
    }
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A cache reload that coalesces: calls made while one runs share a single further run, started
 * after it (so it sees every write committed before those calls). A burst of notifications, or of
 * writes that each reload what they wrote, costs two reloads, not one per change.
 */
export class CoalescedReload {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly reload: () => Promise<void>) {}

  /** Whether nothing is running or queued (an idle instance may be dropped). */
  get idle(): boolean {
    return this.running === undefined && this.queued === undefined;
  }

  run(): Promise<void> {
    if (this.queued) return this.queued;
    const before = this.running ?? Promise.resolve();
    const queued = before
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        const current = this.reload();
        this.running = current;
        return current.finally(() => {
          if (this.running === current) this.running = undefined;
        });
      });
    this.queued = queued;
    return queued;
  }
}

/** Spreads reconnects; not security-relevant, and Math.random is banned (dice must replay). */
function jitter(): number {
  return (process.hrtime()[1] % 1000) / 1000;
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

interface DatabaseServerRef {
  readonly url: string;
}

/**
 * The app's one listener, as a Nest provider. Without a database (OpenAPI generation, platform
 * tests) it never connects and never emits: the caches it would refresh are empty there anyway.
 */
@Injectable()
export class ChangeNotifications implements BeforeApplicationShutdown {
  private readonly connection: ChangeListenerConnection | undefined;

  constructor(
    @Optional() @Inject(DATABASE_SERVER) server?: DatabaseServerRef,
    @Optional() @Inject(DATABASE_CONFIG) config?: DatabaseConfig,
  ) {
    this.connection = server && config ? new ChangeListenerConnection({ url: server.url, connectTimeoutMs: config.connectTimeoutMs }) : undefined;
  }

  get enabled(): boolean {
    return this.connection !== undefined;
  }

  get connected(): boolean {
    return this.connection?.connected ?? false;
  }

  subscribe(listener: ChangeListener): () => void {
    return this.connection?.subscribe(listener) ?? (() => undefined);
  }

  /** See ChangeListenerConnection.start: await before the first load of a cache. */
  start(): Promise<void> {
    return this.connection?.start() ?? Promise.resolve();
  }

  // Before shutdown, not on it: the pool and an embedded server stop in onApplicationShutdown,
  // and the listener must not see that as an outage to reconnect from.
  async beforeApplicationShutdown(): Promise<void> {
    await this.connection?.stop();
  }
}

/** Provides the app's ChangeNotifications (one per app: Nest shares a static module's providers). */
@Module({ providers: [ChangeNotifications], exports: [ChangeNotifications] })
export class ChangeNotificationsModule {}
