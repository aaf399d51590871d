import { Injectable, Optional } from '@nestjs/common';
import { CatalogService } from '../../catalog/catalog.service';
import { CallerCatalog, CustomCatalogService } from '../../catalog/custom/custom-catalog.service';
import { freshSeed } from '../../common/http/fresh-seed';
import { problemOf } from '../../common/problem/problem';
import { ProblemType, problemMsg } from '../../common/problem/problem.exception';
import { SharedRulingsService } from '../../shared-rulings/shared-rulings.service';
import { RuleError } from '../../engine/core/errors';
import type { GameCatalog, GameDefinition, ResolveRequest } from '../../engine/core/game';
import { gameTranslator, resolveAction, situationKey } from '../../engine/core/game';
import { LruCache } from '../../engine/core/lru';
import { roundDeep } from '../../engine/core/render';
import type { ResolutionView } from '../../engine/core/resolution';
import { Cost, DEFAULT_COST_BUDGET, WorkBudget } from '../../engine/core/cost';
import { AppConfig } from '../../config/app-config';
import type { RequestWork } from '../../common/http/work-budget';
import type { Lang } from '../../engine/core/types';
import type { ActionOption } from '../registry';
import type { ResolveCall } from './resolve-call';

/**
 * Distinct situations kept per game's built-in catalog (core/game.ts: the plan, the odds and what
 * renders the same whatever the dice): about 7 KB each, measured on AE-WWII's and AoF Skirmish's
 * shots, so at most ~14 MB per game.
 */
const ODDS_CACHE_ENTRIES = 2000;
/** Owners' catalogs (built-in + custom entries) whose situations are kept, and situations per owner (~70 MB at most in all). */
const OWNER_ODDS_CACHES = 50;
const OWNER_ODDS_CACHE_ENTRIES = 200;

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
    @Optional() private readonly shared?: SharedRulingsService,
    @Optional() private readonly config?: AppConfig,
  ) {}

  /**
   * A resolve route's or query's answer: the resolution in its shape; when the call names who
   * shares it, resolved against the entries it names and stored, returned with its `id`
   * (src/shared-rulings).
   */
  answer(call: ResolveCall): ResolutionView | Promise<ResolutionView> {
    const budget = this.budget(call.work);
    if (!call.share) return this.resolve(call, budget);
    if (!this.shared?.available) throw problemOf(ProblemType.Unavailable, problemMsg('detail.no-database-shared'));
    const { game, action, body, lang, odds, options, shape } = call;
    const id = game.definition.id;
    const params = { odds, options, ...(shape.style ? { style: shape.style } : {}), ...(shape.embed ? { embed: true } : {}) };
    const base = this.catalog.engineCatalog(id);
    const named = this.custom.engineCatalogFor(id, call.owner);
    return this.shared.share({ game: game.definition, action, body, lang, params, sharer: call.share, base, named }, (pinned) =>
      this.resolve(call, budget, { catalog: pinned, builtIn: pinned === base }),
    );
  }

  /**
   * Resolves a call (its body validated) against the caller's catalog: the built-in one, or the
   * owner's when `call.owner` names one; or against `pinned` (a shared ruling's: built-in + the
   * entries it kept). `budget`: what it may spend, by default its request's.
   */
  resolve(call: ResolveCall, budget: WorkBudget = this.budget(call.work), pinned?: CallerCatalog): ResolutionView {
    const { game, action, body, lang, odds, options, shape } = call;
    const id = game.definition.id;
    const { catalog, builtIn } = pinned ?? this.custom.callerCatalog(id, call.owner);
    const cache = this.config?.oddsCache === false ? undefined : builtIn ? this.builtInOddsCache(id, catalog) : this.ownerOddsCache(catalog);
    const asked = (game.actions[action]?.options ?? []).filter((o) => options[o.name] !== undefined);
    // Every option asked is admitted with the resolution, before any of the work.
    for (const o of asked) budget.admit(optionCost(game.definition, o, options[o.name], body, catalog, lang));
    const view = resolveAction(game.definition, action, body, { catalog, lang, odds, freshSeed, oddsCache: cache, shape, budget });
    if (asked.length === 0) return view;
    const extra: Record<string, unknown> = {};
    for (const o of asked) extra[o.field] = budget.run(o.name, () => optionAnswer(game.definition, action, o, options[o.name], body, catalog, lang, cache));
    return { ...view, ...extra };
  }

  /**
   * What the request may still spend (COST_BUDGET): one budget per HTTP request, so a GraphQL
   * operation's fields share it; a call without a request (a shared ruling's replay) gets its own.
   */
  budget(work?: RequestWork): WorkBudget {
    const limit = this.config?.costBudget ?? DEFAULT_COST_BUDGET;
    return work ? work.budget(limit) : new WorkBudget(limit);
  }

  /** The situations of a game's built-in catalog: a reloaded catalog is a new object, and gets a new cache. */
  private builtInOddsCache(game: string, catalog: GameCatalog): LruCache<unknown> {
    let entry = this.builtIn.get(game);
    if (entry?.catalog !== catalog) {
      entry = { catalog, cache: new LruCache<unknown>(ODDS_CACHE_ENTRIES) };
      this.builtIn.set(game, entry);
    }
    return entry.cache;
  }

  /** The situations of an owner's catalog (or a shared ruling's), kept per catalog object. */
  private ownerOddsCache(catalog: GameCatalog): LruCache<unknown> {
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

/**
 * An option's answer (ActionModule.options): computed once per situation and kept in the odds
 * cache of the catalog (like odds, it depends on neither the dice nor the language), rounded like
 * odds; the engine's errors in the reply's language.
 */
function optionAnswer(game: GameDefinition, action: string, option: ActionOption, value: string, body: ResolveRequest, catalog: GameCatalog, lang: Lang, cache: LruCache<unknown> | undefined): unknown {
  const key = `${action}?${option.name}=${value}|${situationKey(body)}`;
  const hit = cache?.get(key);
  if (hit !== undefined) return hit;
  let answer: unknown;
  try {
    answer = roundDeep(option.answer(body, catalog, value));
  } catch (e) {
    throw e instanceof RuleError ? e.localized(gameTranslator(game, lang)) : e;
  }
  cache?.set(key, answer);
  return answer;
}

/** An option's cost model, its errors localized like a resolve's. */
function optionCost(game: GameDefinition, option: ActionOption, value: string, body: ResolveRequest, catalog: GameCatalog, lang: Lang): Cost {
  try {
    return option.cost(body, catalog, value);
  } catch (e) {
    throw e instanceof RuleError ? e.localized(gameTranslator(game, lang)) : e;
  }
}
