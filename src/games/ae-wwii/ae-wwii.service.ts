import { Injectable } from '@nestjs/common';
import { CatalogService } from '../../catalog/catalog.service';
import { CustomCatalogService } from '../../catalog/custom/custom-catalog.service';
import { freshSeed } from '../../common/http/fresh-seed';
import { Lang } from '../../common/i18n/lang';
import { AeAction, AeCatalog, AeRequestByAction, resolveAeWwii } from '../../engine/ae-wwii';
import { LruCache } from '../../engine/core/lru';
import { ResolutionView } from '../../engine/core/resolution';

/** Distinct situations whose odds are kept; ~1 KB each, so a few MB at most. */
const ODDS_CACHE_ENTRIES = 5000;
/** Owners' catalogs (built-in + custom entries) whose odds are kept, and situations per owner. */
const OWNER_ODDS_CACHES = 100;
const OWNER_ODDS_CACHE_ENTRIES = 500;

/**
 * The one place both transports (REST controller, GraphQL resolver) call the engine from, so they
 * share the catalog snapshot and the odds cache.
 */
@Injectable()
export class AeWwiiService {
  private readonly oddsCache = new LruCache<unknown>(ODDS_CACHE_ENTRIES);
  private cachedFor: AeCatalog | undefined;
  /**
   * Odds are keyed by the request, whose ids mean different profiles in different catalogs
   * (`custom/hero` is one owner's, or nothing): each owner catalog object gets a cache of its own,
   * and a changed catalog is a new object, so it starts empty. Bounded in count and in size.
   */
  private readonly ownerOddsCaches = new LruCache<LruCache<unknown>>(OWNER_ODDS_CACHES);
  private readonly catalogIds = new WeakMap<AeCatalog, string>();
  private nextCatalogId = 0;

  constructor(
    private readonly catalog: CatalogService,
    private readonly custom: CustomCatalogService,
  ) {}

  /**
   * `owner`: whose custom entries the request may name (a key's owner with the read scope);
   * undefined resolves against the built-in catalog only.
   */
  resolve<A extends AeAction>(action: A, body: AeRequestByAction[A], lang: Lang, odds: boolean, owner?: string): ResolutionView {
    const catalog = this.custom.aeCatalogFor(owner);
    return resolveAeWwii(action, body, { catalog, lang, odds, freshSeed, oddsCache: this.oddsCacheFor(catalog) });
  }

  private oddsCacheFor(catalog: AeCatalog): LruCache<unknown> {
    if (catalog === this.catalog.aeCatalog()) {
      // Odds depend on catalog profiles: a reloaded catalog is a new object and empties the cache.
      if (catalog !== this.cachedFor) {
        this.oddsCache.clear();
        this.cachedFor = catalog;
      }
      return this.oddsCache;
    }
    let id = this.catalogIds.get(catalog);
    if (id === undefined) {
      id = String(++this.nextCatalogId);
      this.catalogIds.set(catalog, id);
    }
    let cache = this.ownerOddsCaches.get(id);
    if (!cache) {
      cache = new LruCache<unknown>(OWNER_ODDS_CACHE_ENTRIES);
      this.ownerOddsCaches.set(id, cache);
    }
    return cache;
  }
}
