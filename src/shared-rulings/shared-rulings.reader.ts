import { Inject, Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service';
import type { RequestWork } from '../common/http/work-budget';
import { problemOf } from '../common/problem/problem';
import { ProblemException, ProblemType, problemMsg } from '../common/problem/problem.exception';
import { RuleError, RuleErrorCode } from '../engine/core/errors';
import type { GameCatalog, ResolveRequest } from '../engine/core/game';
import { LruCache } from '../engine/core/lru';
import type { ResolutionView } from '../engine/core/resolution';
import type { Lang } from '../engine/core/types';
import { GAMES, GameModuleDefinition, GameSpec } from '../games/registry';
import { ResolveService } from '../games/resolve/resolve.service';
import { SHARED_ID_PATTERN } from './shared-ruling.id';
import { SharedRulingsService } from './shared-rulings.service';
import { SharedRuling } from './shared-rulings.store';
import type { Sharer } from './sharer';
import { verdictOf } from './verdict';

/** `GET /v1/shared/{id}`: a shared ruling and what it was made from. */
export interface SharedRulingView {
  readonly id: string;
  readonly game: string;
  readonly action: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  /** The body that was resolved. */
  readonly request: Readonly<Record<string, unknown>>;
  /** The ruling, in the language asked when it can be re-rendered in it, else in the one it was made in. */
  readonly resolution: ResolutionView;
}

/** A reply and the language it is written in (Content-Language). */
export interface InLang<T> {
  readonly value: T;
  readonly lang: Lang;
}

/**
 * Replies kept rendered, per ruling and language: a shared link is read again and again (a bot's
 * button, a tabletop's panel), and each reading would otherwise be a replay. Only replies up to
 * REPLY_CACHE_MAX_CHARS of JSON are kept, so the cache holds at most ~16 MB.
 */
const REPLY_CACHE_ENTRIES = 256;
const REPLY_CACHE_MAX_CHARS = 64 * 1024;

/**
 * Reads shared rulings for both transports, and continues a table-dice ruling with the next values.
 *
 * A ruling is stored as what replays it, not as its reply: its body, the seed the server drew,
 * its options and language, and the catalog entries it names as they were (pins.ts). A reply is
 * a pure function of those, so each reading replays it (in the language asked, which a stored
 * reply could not be in anyway), and a reply of 300 KB costs a few KB to keep. What a replay
 * decides is checked against the digest of what the ruling decided (verdict.ts): a ruling whose
 * rules changed since (a release, a built-in entry's erratum the pins do not cover) is refused
 * with a 409, never served as something it did not rule.
 */
@Injectable()
export class SharedRulingsReader {
  private readonly replies = new LruCache<ResolutionView>(REPLY_CACHE_ENTRIES);

  constructor(
    private readonly resolver: ResolveService,
    private readonly shared: SharedRulingsService,
    private readonly catalog: CatalogService,
    @Inject(GAMES) private readonly games: readonly GameModuleDefinition[],
  ) {}

  async read(id: string, lang: Lang): Promise<InLang<SharedRulingView>> {
    const ruling = await this.find(id);
    const resolution = this.inLang(ruling, lang);
    return {
      value: {
        id: ruling.id,
        game: ruling.game,
        action: ruling.action,
        createdAt: ruling.createdAt.toISOString(),
        expiresAt: ruling.expiresAt.toISOString(),
        request: ruling.request,
        resolution: resolution.value,
      },
      lang: resolution.lang,
    };
  }

  /**
   * Continues a table-dice ruling (`complete: false`) with the next dice: the stored body with
   * `values` appended, resolved against the entries the ruling kept (stored as a new ruling, with
   * the same entries, when `share` names who shares it). `work`: the request's budget, which the
   * continuation is charged to.
   */
  async continue(id: string, values: readonly number[], lang: Lang, share: Sharer | undefined, work?: RequestWork): Promise<ResolutionView> {
    const ruling = await this.find(id);
    const stored = ruling.request.dice as { values?: readonly number[] } | undefined;
    if (stored?.values === undefined) throw conflict('detail.shared-not-table-dice', id);
    if (ruling.pins === null) throw conflict(ruling.legacyResponse?.complete ? 'detail.shared-complete' : 'detail.shared-not-continuable', id);
    const game = this.game(ruling);
    if (this.replay(ruling, ruling.lang, game).complete) throw conflict('detail.shared-complete', id);
    const catalog = this.catalogOf(ruling, game);

    const body = { ...ruling.request, dice: { values: [...stored.values, ...values] } } as ResolveRequest;
    const p = ruling.params;
    const shape = { style: p.style, embed: p.embed };
    const budget = this.resolver.budget(work);
    const resolve = (c: GameCatalog): ResolutionView => this.resolver.resolve(game, ruling.action, body, lang, p.odds, undefined, p.options, shape, budget, c);
    try {
      if (!share) return resolve(catalog);
      const base = this.catalog.engineCatalog(game.definition.id);
      return await this.shared.share({ game: game.definition, action: ruling.action, body, lang, params: p, sharer: share, base, named: catalog }, resolve);
    } catch (e) {
      throw e instanceof RuleError ? offsetDicePaths(e, stored.values.length) : e;
    }
  }

  private async find(id: string): Promise<SharedRuling> {
    // A malformed id is simply unknown: no query for it.
    const ruling = SHARED_ID_PATTERN.test(id) ? await this.shared.find(id) : undefined;
    if (!ruling) {
      const detail = problemMsg('detail.unknown-shared-ruling', { id });
      throw problemOf(ProblemType.NotFound, detail, [{ path: 'id', message: detail }]);
    }
    return ruling;
  }

  /** The ruling in `lang` if its game speaks it, else in the language it was made in. */
  private inLang(ruling: SharedRuling, lang: Lang): InLang<ResolutionView> {
    if (ruling.pins === null) return { value: ruling.legacyResponse as ResolutionView, lang: ruling.lang };
    const game = this.game(ruling);
    // Checked against what it decided first, in the language it decided it in.
    const ruled = this.replay(ruling, ruling.lang, game);
    if (lang === ruling.lang || !game.definition.languages.includes(lang)) return { value: ruled, lang: ruling.lang };
    return { value: this.replay(ruling, lang, game), lang };
  }

  /**
   * The ruling replayed in `lang` with its own dice (a random roll by the seed it drew), against
   * the entries it kept, cached. In the language it was made in, it must decide what it decided
   * (else 409). Each replay has a budget of its own: the ruling was admitted under one when shared.
   */
  private replay(ruling: SharedRuling, lang: Lang, game: GameSpec): ResolutionView {
    const key = `${ruling.id}|${lang}`;
    const hit = this.replies.get(key);
    if (hit) return hit;
    const catalog = this.catalogOf(ruling, game);
    const body = (ruling.seed !== null ? { ...ruling.request, dice: { seed: ruling.seed } } : ruling.request) as ResolveRequest;
    const p = ruling.params;
    let view: ResolutionView;
    try {
      view = this.resolver.resolve(game, ruling.action, body, lang, p.odds, undefined, p.options, { style: p.style, embed: p.embed }, this.resolver.budget(), catalog);
    } catch (e) {
      // A budget lowered since is the request's problem to see; anything else the rules refuse now is a change.
      if (e instanceof RuleError && e.code === RuleErrorCode.TooLarge) throw e;
      if (e instanceof RuleError || e instanceof ProblemException) throw conflict('detail.shared-ruling-changed', ruling.id);
      throw e;
    }
    if (ruling.seed !== null) view = { ...view, dice: { ...view.dice, mode: 'random' } };
    if (lang === ruling.lang && ruling.verdict !== null && verdictOf(view) !== ruling.verdict) throw conflict('detail.shared-ruling-changed', ruling.id);
    if (JSON.stringify(view).length <= REPLY_CACHE_MAX_CHARS) this.replies.set(key, view);
    return view;
  }

  /** The built-in catalog with the ruling's entries as they were; a 409 when the game refuses one of them now. */
  private catalogOf(ruling: SharedRuling, game: GameSpec): GameCatalog {
    try {
      return this.shared.catalogFor(game.definition, this.catalog.engineCatalog(game.definition.id), ruling.pins ?? []);
    } catch (e) {
      if (e instanceof ProblemException) throw e;
      throw conflict('detail.shared-ruling-changed', ruling.id);
    }
  }

  private game(ruling: SharedRuling): GameSpec {
    const game = this.games.find((g) => g.definition.id === ruling.game);
    // A game no longer served: nothing can replay its rulings.
    if (!game) throw conflict('detail.shared-ruling-changed', ruling.id);
    return game;
  }
}

const conflict = (key: 'detail.shared-complete' | 'detail.shared-not-table-dice' | 'detail.shared-not-continuable' | 'detail.shared-ruling-changed', id: string): ProblemException => {
  const detail = problemMsg(key, { id });
  return problemOf(ProblemType.Conflict, detail, [{ path: 'id', message: detail }]);
};

/** The engine names `dice.values[i]` of the whole list; the client sent `values`, after `offset` stored ones. */
function offsetDicePaths(e: RuleError, offset: number): RuleError {
  return new RuleError(
    e.code,
    e.errors.map((d) => {
      const m = /^dice\.values(?:\[(\d+)])?$/.exec(d.path);
      if (!m) return d;
      return { ...d, path: m[1] === undefined ? 'values' : `values[${Math.max(0, Number(m[1]) - offset)}]` };
    }),
  );
}
