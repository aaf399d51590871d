import { Injectable, Optional } from '@nestjs/common';
import { CatalogService } from '../../catalog/catalog.service';
import { CustomCatalogService } from '../../catalog/custom/custom-catalog.service';
import { freshSeed } from '../../common/http/fresh-seed';
import { problemOf } from '../../common/problem/problem';
import { ProblemType, problemMsg } from '../../common/problem/problem.exception';
import type { ReplyShape } from '../../engine/core/answers';
import { SharedRulingsService } from '../../shared-rulings/shared-rulings.service';
import type { Sharer } from '../../shared-rulings/sharer';
import { RuleError } from '../../engine/core/errors';
import type { GameCatalog, GameDefinition, ResolveRequest } from '../../engine/core/game';
import { gameTranslator, resolveAction, situationKey } from '../../engine/core/game';
import { LruCache } from '../../engine/core/lru';
import { roundDeep } from '../../engine/core/render';
import type { ResolutionView } from '../../engine/core/resolution';
import { Cost, DEFAULT_COST_BUDGET, WorkBudget, costOf } from '../../engine/core/cost';
import { AppConfig } from '../../config/app-config';
import type { RequestWork } from '../../common/http/work-budget';
import type { Lang } from '../../engine/core/types';
import type { ActionOption, GameSpec } from '../registry';

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
   * A resolve route's answer: the resolution in its shape; when `share` names who shares it,
   * resolved against the entries it names and stored, returned with its `id` (src/shared-rulings).
   */
  answer(game: GameSpec, action: string, body: ResolveRequest, lang: Lang, odds: boolean, owner: string | undefined, options: Readonly<Record<string, string>>, shape: ReplyShape, share: Sharer | undefined, work?: RequestWork): ResolutionView | Promise<ResolutionView> {
    const budget = this.budget(work);
    if (!share) return this.resolve(game, action, body, lang, odds, owner, options, shape, budget);
    if (!this.shared?.available) throw problemOf(ProblemType.Unavailable, problemMsg('detail.no-database-shared'));
    const id = game.definition.id;
    const params = { odds, options, ...(shape.style ? { style: shape.style } : {}), ...(shape.embed ? { embed: true } : {}) };
    const named = this.custom.engineCatalogFor(id, owner);
    return this.shared.share({ game: game.definition, action, body, lang, params, sharer: share, base: this.catalog.engineCatalog(id), named }, (pinned) =>
      this.resolve(game, action, body, lang, odds, owner, options, shape, budget, pinned),
    );
  }

  /**
   * Resolves `action` of `game` with a validated body. `owner`: whose custom entries the request
   * may name (a key's owner with the read scope); undefined resolves against the built-in catalog.
   * `pinned`: resolve against this catalog instead (a shared ruling's: built-in + the entries it kept).
   */
  resolve(game: GameSpec, action: string, body: ResolveRequest, lang: Lang, odds: boolean, owner?: string, options: Readonly<Record<string, string>> = {}, shape?: ReplyShape, budget: WorkBudget = this.budget(), pinned?: GameCatalog): ResolutionView {
    const id = game.definition.id;
    const catalog = pinned ?? this.custom.engineCatalogFor(id, owner);
    const cache = this.oddsCacheFor(id, catalog);
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

/**
 * An option's answer (ActionModule.options): computed once per situation and kept in the odds
 * cache of the catalog (like odds, it depends on neither the dice nor the language), rounded like
 * odds; the engine's errors in the reply's language.
 */
function optionAnswer(game: GameDefinition, action: string, option: ActionOption, value: string, body: ResolveRequest, catalog: GameCatalog, lang: Lang, cache: LruCache<unknown>): unknown {
  const key = `${action}?${option.name}=${value}|${situationKey(body)}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let answer: unknown;
  try {
    answer = roundDeep(option.answer(body, catalog, value));
  } catch (e) {
    throw e instanceof RuleError ? e.localized(gameTranslator(game, lang)) : e;
  }
  cache.set(key, answer);
  return answer;
}

/** An option's cost model, its errors localized like a resolve's. */
function optionCost(game: GameDefinition, option: ActionOption, value: string, body: ResolveRequest, catalog: GameCatalog, lang: Lang): Cost {
  try {
    return option.cost ? option.cost(body, catalog, value) : costOf(0, option.name);
  } catch (e) {
    throw e instanceof RuleError ? e.localized(gameTranslator(game, lang)) : e;
  }
}

/** The options a request asked for, by name, from the values of its parameters (in the action's order). */
export function askedOptions(options: readonly ActionOption[], values: readonly (string | null | undefined)[]): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  options.forEach((o, i) => {
    const v = values[i];
    if (v !== undefined && v !== null) out[o.name] = v;
  });
  return out;
}
