import { Inject, Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service';
import type { CallerCatalog } from '../catalog/custom/custom-catalog.service';
import type { RequestWork } from '../common/http/work-budget';
import { problemOf } from '../common/problem/problem';
import { ProblemException, ProblemType, problemMsg } from '../common/problem/problem.exception';
import { RuleError, RuleErrorCode } from '../engine/core/errors';
import type { ReplyShape } from '../engine/core/answers';
import type { ResolveRequest } from '../engine/core/game';
import { LruCache } from '../engine/core/lru';
import type { ResolutionView } from '../engine/core/resolution';
import type { Lang } from '../engine/core/types';
import { GAMES, GameModuleDefinition, GameSpec } from '../games/registry';
import type { ResolveCall } from '../games/resolve/resolve-call';
import { ResolveService } from '../games/resolve/resolve.service';
import { SHARED_ID_PATTERN } from './shared-ruling.id';
import { SharedRulingsService } from './shared-rulings.service';
import { SharedParams, SharedRuling } from './shared-rulings.store';
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
const VERIFIED_ENTRIES = 16_384;

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
  /** Rulings whose replay was checked against what they decided, and whether each is complete. */
  private readonly verified = new LruCache<boolean>(VERIFIED_ENTRIES);

  constructor(
    private readonly resolver: ResolveService,
    private readonly shared: SharedRulingsService,
    private readonly catalog: CatalogService,
    @Inject(GAMES) private readonly games: readonly GameModuleDefinition[],
  ) {}

  /** `work`: the request's budget, which rendering the reply is charged to. */
  async read(id: string, lang: Lang, work?: RequestWork): Promise<InLang<SharedRulingView>> {
    const ruling = await this.find(id);
    const resolution = this.inLang(ruling, lang, work);
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
    if (this.verify(ruling, game, work)) throw conflict('detail.shared-complete', id);
    const catalog = this.catalogOf(ruling, game);

    const body = { ...ruling.request, dice: { values: [...stored.values, ...values] } } as ResolveRequest;
    const p = ruling.params;
    const call = replayCall(ruling, game, body, lang, p.odds, p.options, { style: p.style, embed: p.embed }, work);
    const budget = this.resolver.budget(work);
    try {
      if (!share) return this.resolver.resolve(call, budget, catalog);
      const base = this.catalog.engineCatalog(game.definition.id);
      return await this.shared.share({ game: game.definition, action: ruling.action, body, lang, params: p, sharer: share, base, named: catalog.catalog }, (pinned) =>
        this.resolver.resolve(call, budget, { catalog: pinned, builtIn: pinned === base }),
      );
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

  /**
   * The ruling in `lang` if its game speaks it, else in the language it was made in: replayed with
   * its options and shape, charged to the request's budget, and cached. In the language it was
   * made in, that replay is checked against what it decided; in another, the check runs first.
   */
  private inLang(ruling: SharedRuling, lang: Lang, work: RequestWork | undefined): InLang<ResolutionView> {
    if (ruling.pins === null) return { value: ruling.legacyResponse as ResolutionView, lang: ruling.lang };
    const game = this.game(ruling);
    const target = game.definition.languages.includes(lang) ? lang : ruling.lang;
    const key = `${ruling.id}|${target}`;
    const hit = this.replies.get(key);
    if (hit) return { value: hit, lang: target };
    if (target !== ruling.lang) this.verify(ruling, game, work);
    const p = ruling.params;
    const view = this.replay(ruling, target, game, p.odds, p.options, { style: p.style, embed: p.embed }, work);
    if (target === ruling.lang) this.check(ruling, view);
    if (JSON.stringify(view).length <= REPLY_CACHE_MAX_CHARS) this.replies.set(key, view);
    return { value: view, lang: target };
  }

  /**
   * Whether the ruling still decides what it decided (else 409), and whether it is complete:
   * replayed in the language it was made in, without its odds, options or embed (none of which a
   * verdict holds), charged to the request's budget like any replay (a GraphQL operation reading
   * many rulings pays for each), and remembered per ruling.
   */
  private verify(ruling: SharedRuling, game: GameSpec, work: RequestWork | undefined): boolean {
    const known = this.verified.get(ruling.id);
    if (known !== undefined) return known;
    return this.check(ruling, this.replay(ruling, ruling.lang, game, false, {}, {}, work));
  }

  /** 409 when `view`, a replay in the ruling's own language, decides otherwise than it did; else whether it is complete. */
  private check(ruling: SharedRuling, view: ResolutionView): boolean {
    if (ruling.verdict !== null && verdictOf(view) !== ruling.verdict) throw conflict('detail.shared-ruling-changed', ruling.id);
    this.verified.set(ruling.id, view.complete);
    return view.complete;
  }

  /** The ruling replayed in `lang` with its own dice (a random roll by the seed it drew), against the entries it kept. */
  private replay(ruling: SharedRuling, lang: Lang, game: GameSpec, odds: boolean, options: SharedParams['options'], shape: ReplyShape, work: RequestWork | undefined): ResolutionView {
    const catalog = this.catalogOf(ruling, game);
    const body = (ruling.seed !== null ? { ...ruling.request, dice: { seed: ruling.seed } } : ruling.request) as ResolveRequest;
    let view: ResolutionView;
    try {
      view = this.resolver.resolve(replayCall(ruling, game, body, lang, odds, options, shape, work), this.resolver.budget(work), catalog);
    } catch (e) {
      // Over what the request may spend is the request's problem; anything else the rules refuse now is a change.
      if (e instanceof RuleError && e.code === RuleErrorCode.TooLarge) throw e;
      if (e instanceof RuleError || e instanceof ProblemException) throw conflict('detail.shared-ruling-changed', ruling.id);
      throw e;
    }
    return ruling.seed !== null ? { ...view, dice: { ...view.dice, mode: 'random' } } : view;
  }

  /** The built-in catalog with the ruling's entries as they were; a 409 when the game refuses one of them now. */
  private catalogOf(ruling: SharedRuling, game: GameSpec): CallerCatalog {
    try {
      const base = this.catalog.engineCatalog(game.definition.id);
      const catalog = this.shared.catalogFor(game.definition, base, ruling.pins ?? []);
      return { catalog, builtIn: catalog === base };
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

/** A stored ruling's body resolved again: by nobody's catalog but the entries it kept, shared by nobody. */
function replayCall(ruling: SharedRuling, game: GameSpec, body: ResolveRequest, lang: Lang, odds: boolean, options: SharedParams['options'], shape: ReplyShape, work: RequestWork | undefined): ResolveCall {
  return { game, action: ruling.action, body, lang, odds, owner: undefined, options, shape, share: undefined, work };
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
