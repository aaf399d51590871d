import { Injectable } from '@nestjs/common';
import { CatalogService } from '../../catalog/catalog.service';
import { freshSeed } from '../../common/http/fresh-seed';
import { Lang } from '../../common/i18n/lang';
import { AeAction, AeCatalog, AeRequestByAction, resolveAeWwii } from '../../engine/ae-wwii';
import { LruCache } from '../../engine/core/lru';
import { ResolutionView } from '../../engine/core/resolution';

/** Distinct situations whose odds are kept; ~1 KB each, so a few MB at most. */
const ODDS_CACHE_ENTRIES = 5000;

/**
 * The one place both transports (REST controller, GraphQL resolver) call the engine from, so they
 * share the catalog snapshot and the odds cache.
 */
@Injectable()
export class AeWwiiService {
  private readonly oddsCache = new LruCache<unknown>(ODDS_CACHE_ENTRIES);
  private cachedFor: AeCatalog | undefined;

  constructor(private readonly catalog: CatalogService) {}

  resolve<A extends AeAction>(action: A, body: AeRequestByAction[A], lang: Lang, odds: boolean): ResolutionView {
    const catalog = this.catalog.aeCatalog();
    // Odds depend on catalog profiles: a reloaded catalog is a new object and empties the cache.
    if (catalog !== this.cachedFor) {
      this.oddsCache.clear();
      this.cachedFor = catalog;
    }
    return resolveAeWwii(action, body, { catalog, lang, odds, freshSeed, oddsCache: this.oddsCache });
  }
}
