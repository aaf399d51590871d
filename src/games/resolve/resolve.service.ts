import { Injectable } from '@nestjs/common';
import { CatalogService } from '../../catalog/catalog.service';
import { CustomCatalogService } from '../../catalog/custom/custom-catalog.service';
import { freshSeed } from '../../common/http/fresh-seed';
import type { GameCatalog, ResolveRequest } from '../../engine/core/game';
import { resolveAction } from '../../engine/core/game';
import { LruCache } from '../../engine/core/lru';
import type { ResolutionView } from '../../engine/core/resolution';
import type { Lang } from '../../engine/core/types';
import type { GameSpec } from '../registry';

/** Distinct situations whose odds are kept per game's built-in catalog; ~1 KB each, so a few MB at most. */
const ODDS_CACHE_ENTRIES = 5000;
/** Owners' catalogs (built-in + custom entries) whose odds are kept, and situations per owner. */
const OWNER_ODDS_CACHES = 100;
const OWNER_ODDS_CACHE_ENTRIES = 500;

/**
 * The one place every game's transports (REST controllers, GraphQL resolvers) call the engine
 * from: the caller's catalog (built-in, or merged with its custom entries) and the odds caches.
 */
@Injectable()
export class ResolveService {
  /** Per game: the built-in catalog the cache was filled for, and the cache. */
  private readonly builtIn = new Map<string, { catalog: GameCatalog; cache: LruCache<unknown> }>();
  /**
   * Odds are keyed by the request, whose ids mean different profiles in different catalogs
   * (`custom/hero` is one owner's, or nothing): each owner catalog object gets a cache of its own,
   * and a changed catalog is a new object, so it starts empty. Bounded in count and in size.
   */
  private readonly ownerOddsCaches = new LruCache<LruCache<unknown>>(OWNER_ODDS_CACHES);
  private readonly catalogIds = new WeakMap<GameCatalog, string>();
  private nextCatalogId = 0;

  constructor(
    private readonly catalog: CatalogService,
    private readonly custom: CustomCatalogService,
  ) {}

  /**
   * Resolves `action` of `game` with a validated body. `owner`: whose custom entries the request
   * may name (a key's owner with the read scope); undefined resolves against the built-in catalog.
   */
  resolve(game: GameSpec, action: string, body: ResolveRequest, lang: Lang, odds: boolean, owner?: string): ResolutionView {
    const id = game.definition.id;
    const catalog = this.custom.engineCatalogFor(id, owner);
    return resolveAction(game.definition, action, body, { catalog, lang, odds, freshSeed, oddsCache: this.oddsCacheFor(id, catalog) });
  }

  private oddsCacheFor(game: string, catalog: GameCatalog): LruCache<unknown> {
    if (catalog === this.catalog.engineCatalog(game)) {
      // Odds depend on catalog profiles: a reloaded catalog is a new object and a new cache.
      let entry = this.builtIn.get(game);
      if (entry?.catalog !== catalog) {
        entry = { catalog, cache: new LruCache<unknown>(ODDS_CACHE_ENTRIES) };
        this.builtIn.set(game, entry);
      }
      return entry.cache;
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
