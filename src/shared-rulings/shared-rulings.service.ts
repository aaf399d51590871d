import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { problemOf } from '../common/problem/problem';
import { ProblemType, problemMsg } from '../common/problem/problem.exception';
import { AppConfig } from '../config/app-config';
import { databaseWrite } from '../database/write-errors';
import type { GameCatalog, GameDefinition, ResolveRequest } from '../engine/core/game';
import { LruCache } from '../engine/core/lru';
import type { ResolutionView } from '../engine/core/resolution';
import type { Lang } from '../engine/core/types';
import { CLOCK, Clock } from './clock';
import { PinnedEntry, Pins, canonicalJson, catalogWithPins, entriesApart, pinKey, pinsOf } from './pins';
import { newSharedId } from './shared-ruling.id';
import { NewRow, RowJson, SharedParams, SharedRuling, deleteExpiredRulings, findSharedRuling, insertSharedRuling, lockAndCountShared, rowJson } from './shared-rulings.store';
import type { Sharer } from './sharer';
import { verdictOf } from './verdict';
import { writeTransaction } from '../database/transaction';

/** How long a shared ruling is kept. */
export const SHARED_RULING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each replica deletes expired rulings (an expired one is never served meanwhile). */
export const SHARED_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** The quota's window: rulings shared in the last 24 hours count. */
export const SHARE_QUOTA_WINDOW_MS = DAY_MS;
/** Defaults of SHARED_RULINGS_PER_DAY_ANONYMOUS, SHARED_RULINGS_PER_DAY_KEYED and SHARED_RULING_MAX_BYTES. */
export const DEFAULT_SHARE_LIMITS = { perDayAnonymous: 200, perDayKeyed: 2000, maxBytes: 32 * 1024 } as const;
/**
 * Catalogs built from the built-in one and a ruling's pinned entries, kept by content: the shares
 * and reads of rulings naming the same entries reuse one catalog object, and so its odds cache.
 * About 0.1 ms to build; each holds the built-in catalog's maps (tens of entries) plus its own.
 */
const PINNED_CATALOGS = 64;

/** What `?share=true` stores, besides the ruling it resolves. */
export interface ShareRequest {
  readonly game: GameDefinition;
  readonly action: string;
  readonly body: ResolveRequest;
  readonly lang: Lang;
  readonly params: SharedParams;
  readonly sharer: Sharer;
  /** The built-in catalog. */
  readonly base: GameCatalog;
  /** Where the body's ids are looked up: the caller's catalog (built-in, with its own entries). */
  readonly named: GameCatalog;
}

/** Resolves the request against `catalog` (a catalog of the built-in entries and the pinned ones). */
export type ResolveWith = (catalog: GameCatalog) => ResolutionView;

/**
 * Stores and reads shared rulings (Postgres, `shared_rulings`), and deletes expired ones at boot
 * and every hour. Without a database it is `available: false`: sharing is then a 503.
 *
 * What is stored is bounded: a ruling keeps its body, options and the entries it names (at most
 * SHARED_RULING_MAX_BYTES), never its reply; each sharer (an address, or an API key owner) may
 * share so many a day.
 */
@Injectable()
export class SharedRulingsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SharedRulingsService.name);
  private timer: NodeJS.Timeout | undefined;
  private readonly pinned = new LruCache<{ readonly base: GameCatalog; readonly catalog: GameCatalog }>(PINNED_CATALOGS);
  private readonly limits: { readonly perDayAnonymous: number; readonly perDayKeyed: number; readonly maxBytes: number };

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
    @Optional() config?: AppConfig,
  ) {
    this.limits = config
      ? { perDayAnonymous: config.sharedRulingsPerDayAnonymous, perDayKeyed: config.sharedRulingsPerDayKeyed, maxBytes: config.sharedRulingMaxBytes }
      : DEFAULT_SHARE_LIMITS;
  }

  get available(): boolean {
    return this.dataSource !== undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.dataSource) return;
    await this.cleanupQuietly();
    this.timer = setInterval(() => void this.cleanupQuietly(), SHARED_CLEANUP_INTERVAL_MS);
    // Never what keeps the process alive.
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Resolves a request against the entries it names (as they are now) and stores it for 30 days:
   * the reply, with its new `id`. 413 naming the body's field that weighs most when the ruling
   * would keep more than SHARED_RULING_MAX_BYTES; 429 `share-quota` past the sharer's daily quota.
   */
  async share(request: ShareRequest, resolveWith: ResolveWith): Promise<ResolutionView> {
    this.db();
    const pins = pinsOf(request.named.data, request.body as Readonly<Record<string, unknown>>);
    const stored = { request: request.body as Readonly<Record<string, unknown>>, params: request.params, pins: pins.entries };
    const json = rowJson(stored);
    this.checkSize(request.body, pins, json);
    const view = resolveWith(this.catalogFor(request.game, request.base, pins.entries));
    const id = await this.save(
      { game: request.game.id, action: request.action, ...stored, lang: request.lang, seed: view.dice.mode === 'random' ? (view.dice.seed ?? null) : null, verdict: verdictOf(view) },
      request.sharer,
      json,
    );
    return { id, ...view };
  }

  /**
   * The catalog a ruling naming `pins` replays against: the built-in one when it holds them all as
   * they are, else the built-in one with them put in. Throws when the game refuses one of them now.
   */
  catalogFor(game: GameDefinition, base: GameCatalog, pins: readonly PinnedEntry[]): GameCatalog {
    const apart = entriesApart(base.data, pins);
    if (apart.length === 0) return base;
    const key = `${game.id}|${createHash('sha256').update(canonicalJson(apart)).digest('base64url')}`;
    const hit = this.pinned.get(key);
    if (hit?.base === base) return hit.catalog;
    const catalog = catalogWithPins(game, base, apart);
    this.pinned.set(key, { base, catalog });
    return catalog;
  }

  /** The ruling under `id`, unless unknown or expired. */
  find(id: string): Promise<SharedRuling | undefined> {
    return databaseWrite(() => findSharedRuling(this.db(), id, this.clock.now()));
  }

  /** Deletes expired rulings and forgets who shared what the quota no longer counts (also run at boot and hourly); returns how many rulings went. */
  cleanup(): Promise<number> {
    const now = this.clock.now();
    return deleteExpiredRulings(this.db(), now, new Date(now.getTime() - SHARE_QUOTA_WINDOW_MS));
  }

  /** Stores a ruling for 30 days within its sharer's quota; returns its new id. */
  private async save(ruling: Omit<NewRow, 'id' | 'createdAt' | 'expiresAt' | 'sharer'>, sharer: Sharer, json: RowJson): Promise<string> {
    const q = this.db();
    const createdAt = this.clock.now();
    const expiresAt = new Date(createdAt.getTime() + SHARED_RULING_DAYS * DAY_MS);
    const max = sharer.keyed ? this.limits.perDayKeyed : this.limits.perDayAnonymous;
    return databaseWrite(() =>
      writeTransaction(q, async (m) => {
        const { count, oldest } = await lockAndCountShared(m, sharer.key, new Date(createdAt.getTime() - SHARE_QUOTA_WINDOW_MS));
        if (count >= max) {
          // The next share is admitted once the oldest counted one leaves the window.
          const waitMs = oldest ? oldest.getTime() + SHARE_QUOTA_WINDOW_MS - createdAt.getTime() : SHARE_QUOTA_WINDOW_MS;
          const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
          throw problemOf(ProblemType.ShareQuota, problemMsg(sharer.keyed ? 'detail.share-quota-keyed' : 'detail.share-quota-anonymous', { max, minutes }));
        }
        // 62^12 ids: a collision is astronomically rare, but it must never surface as an error.
        for (let attempt = 0; attempt < 5; attempt++) {
          const id = newSharedId();
          if (await insertSharedRuling(m, { ...ruling, id, createdAt, expiresAt, sharer: sharer.key }, json)) return id;
        }
        throw new Error('could not allocate a unique shared ruling id');
      }),
    );
  }

  /**
   * What a ruling keeps is its body, its options and the entries it names (JSON, as stored), all
   * bounded together. Over the bound: 413 naming the top-level field of the body that weighs most,
   * the entries it names counted with it.
   */
  private checkSize(body: ResolveRequest, pins: Pins, json: RowJson): void {
    const size = Buffer.byteLength(json.request) + Buffer.byteLength(json.params) + Buffer.byteLength(json.pins);
    const max = this.limits.maxBytes;
    if (size <= max) return;
    const byField = new Map<string, number>();
    for (const [field, value] of Object.entries(body)) byField.set(field, Buffer.byteLength(JSON.stringify(value) ?? ''));
    for (const p of pins.entries) {
      const field = pins.namedBy.get(pinKey(p.kind, p.data.id));
      if (field !== undefined) byField.set(field, (byField.get(field) ?? 0) + Buffer.byteLength(JSON.stringify(p)));
    }
    let path = '';
    let bytes = 0;
    for (const [field, n] of byField) {
      if (n > bytes) [path, bytes] = [field, n];
    }
    throw problemOf(ProblemType.PayloadTooLarge, problemMsg('detail.shared-too-large', { max, size, path, bytes }), [
      { path, message: problemMsg('field.shared-too-large', { max, bytes }) },
    ]);
  }

  private async cleanupQuietly(): Promise<void> {
    try {
      const n = await this.cleanup();
      if (n > 0) this.logger.log(`deleted ${n} expired shared rulings`);
    } catch (e) {
      // The next run tries again; expired rulings are never served meanwhile.
      this.logger.warn(`shared rulings cleanup failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private db(): DataSource {
    if (!this.dataSource) throw problemOf(ProblemType.Unavailable, problemMsg('detail.no-database-shared'));
    return this.dataSource;
  }
}
