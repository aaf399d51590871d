import { Injectable, Logger, OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ProblemType, problemMsg } from '../common/problem/problem.exception';
import { problemOf } from '../common/problem/problem';
import { ChangeNotifications, CoalescedReload } from '../database/notifications';
import { databaseWrite } from '../database/write-errors';
import { hashApiKey, parseApiKey } from './api-key.format';
import { ActiveApiKey, ApiKeyRecord, CreatedApiKey, insertApiKey, listApiKeys, loadActiveApiKeys, revokeApiKey } from './api-key.store';
import { Principal, Scope } from './principal';

export type AuthFailure = 'malformed' | 'bad-checksum' | 'unknown';
export type AuthResult = { readonly ok: true; readonly principal: Principal } | { readonly ok: false; readonly reason: AuthFailure };

interface CachedKey {
  readonly hash: Buffer;
  readonly principal: Principal;
}

/**
 * API keys: validation against an in-memory copy of the non-revoked keys, and the admin writes.
 *
 * Authentication never queries the database: the cache is loaded at boot and reloaded on every
 * `api-keys` change notification (and after the notification connection comes back), so keys
 * keep working while Postgres is down, and a revocation on any replica reaches this one as fast
 * as the NOTIFY does. Without a database (OpenAPI generation, platform tests) there are no keys:
 * every key is unknown.
 */
@Injectable()
export class ApiKeyService implements OnModuleInit {
  private readonly logger = new Logger(ApiKeyService.name);
  private keys = new Map<string, CachedKey>();
  /** Reloads may overlap; only a result newer than the applied one replaces it. */
  private started = 0;
  private applied = 0;

  constructor(
    private readonly notifications: ChangeNotifications,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.dataSource) return;
    this.notifications.subscribe((event) => {
      if (event.type === 'resync' || event.change.kind === 'api-keys') return this.reloadQuietly();
      return undefined;
    });
    await this.notifications.start();
    await this.reload();
  }

  private readonly reloads = new CoalescedReload(() => this.load());

  /** Re-reads the non-revoked keys; the previous set keeps serving until the new one is in. */
  reload(): Promise<void> {
    return this.reloads.run();
  }

  private async load(): Promise<void> {
    if (!this.dataSource) return;
    const ticket = ++this.started;
    const active = await loadActiveApiKeys(this.dataSource);
    if (ticket <= this.applied) return;
    this.applied = ticket;
    this.keys = new Map(active.map((k: ActiveApiKey) => [k.id, { hash: k.hash, principal: Object.freeze({ keyId: k.id, owner: k.owner, scopes: Object.freeze([...k.scopes]) }) }]));
  }

  private async reloadQuietly(): Promise<void> {
    try {
      await this.reload();
    } catch (e) {
      // The previous keys keep serving; the reconnect resync will try again.
      this.logger.warn(`API key reload failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /**
   * Checks a presented key: shape and checksum first (no lookup at all for a typo), then the
   * cache by public id, then a constant-time comparison of the SHA-256 hashes.
   */
  authenticate(raw: string): AuthResult {
    const parsed = parseApiKey(raw);
    if (!parsed.ok) return parsed;
    const cached = this.lookup(parsed.id);
    if (!cached) return { ok: false, reason: 'unknown' };
    const presented = hashApiKey(parsed.key);
    if (!timingSafeEqual(presented, cached.hash)) return { ok: false, reason: 'unknown' };
    return { ok: true, principal: cached.principal };
  }

  /** The cached key with this public id (separate so tests can see that typos never get here). */
  lookup(id: string): CachedKey | undefined {
    return this.keys.get(id);
  }

  async create(owner: string, scopes: readonly Scope[]): Promise<CreatedApiKey> {
    const created = await databaseWrite(() => insertApiKey(this.db(), owner, scopes));
    await this.reloadQuietly();
    return created;
  }

  list(owner?: string): Promise<ApiKeyRecord[]> {
    return databaseWrite(() => listApiKeys(this.db(), owner));
  }

  /** Revokes a key; 404 if there is no such key. Effective here at once, elsewhere on NOTIFY. */
  async revoke(id: string): Promise<ApiKeyRecord> {
    const record = await databaseWrite(() => revokeApiKey(this.db(), id));
    if (!record) throw problemOf(ProblemType.NotFound, problemMsg('detail.unknown-api-key', { id }), [{ path: 'id', message: problemMsg('detail.unknown-api-key', { id }) }]);
    // Drop it from this replica's cache right away, and let no reload that started before the
    // revocation committed put it back (it would apply a snapshot that still has the key).
    if (this.keys.has(id)) {
      const keys = new Map(this.keys);
      keys.delete(id);
      this.keys = keys;
    }
    this.applied = ++this.started;
    await this.reloadQuietly();
    return record;
  }

  private db(): DataSource {
    if (!this.dataSource) throw problemOf(ProblemType.Unavailable, problemMsg('detail.no-database'));
    return this.dataSource;
  }
}
