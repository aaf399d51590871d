import { Inject, Injectable } from '@nestjs/common';
import { problemOf } from '../common/problem/problem';
import { ProblemType, problemMsg } from '../common/problem/problem.exception';
import { RuleError } from '../engine/core/errors';
import type { ResolveRequest } from '../engine/core/game';
import type { ResolutionView } from '../engine/core/resolution';
import type { Lang } from '../engine/core/types';
import { GAMES, GameModuleDefinition, GameSpec } from '../games/registry';
import { ResolveService } from '../games/resolve/resolve.service';
import { SHARED_ID_PATTERN } from './shared-ruling.id';
import { SharedRulingsService } from './shared-rulings.service';
import { SharedRuling } from './shared-rulings.store';

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
 * Reads shared rulings for both transports: in another language by replaying the stored body with
 * the same dice (a random roll by its reported seed), and continues a table-dice ruling with the
 * next values. What cannot be replayed exactly (a catalog entry since changed) is served as stored.
 */
@Injectable()
export class SharedRulingsReader {
  constructor(
    private readonly resolver: ResolveService,
    private readonly shared: SharedRulingsService,
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
   * `values` appended, resolved again (stored as a new ruling when `share`).
   */
  async continue(id: string, values: readonly number[], lang: Lang, share: boolean): Promise<ResolutionView> {
    const ruling = await this.find(id);
    const stored = ruling.request.dice as { values?: readonly number[] } | undefined;
    if (ruling.response.complete || stored?.values === undefined) {
      const detail = problemMsg(ruling.response.complete ? 'detail.shared-complete' : 'detail.shared-not-table-dice', { id });
      throw problemOf(ProblemType.Conflict, detail, [{ path: 'id', message: detail }]);
    }
    const body = { ...ruling.request, dice: { values: [...stored.values, ...values] } } as ResolveRequest;
    const p = ruling.params;
    try {
      return await this.resolver.answer(this.game(ruling.game), ruling.action, body, lang, p.odds, ruling.owner ?? undefined, p.options, { style: p.style, embed: p.embed }, share);
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

  private inLang(ruling: SharedRuling, lang: Lang): InLang<ResolutionView> {
    const stored = { value: ruling.response, lang: ruling.lang };
    const game = this.games.find((g) => g.definition.id === ruling.game);
    if (lang === ruling.lang || !game || !game.definition.languages.includes(lang)) return stored;
    const dice = ruling.response.dice;
    const body = (dice.mode === 'random' && dice.seed !== undefined ? { ...ruling.request, dice: { seed: dice.seed } } : ruling.request) as ResolveRequest;
    const p = ruling.params;
    try {
      const view = this.resolver.resolve(game, ruling.action, body, lang, p.odds, ruling.owner ?? undefined, p.options, { style: p.style, embed: p.embed });
      // The same ruling only if the same dice fell the same way (a catalog entry may have changed since).
      const same = view.complete === ruling.response.complete && sameDice(view, ruling.response);
      return same ? { value: { ...view, dice: { ...view.dice, mode: dice.mode } }, lang } : stored;
    } catch {
      return stored;
    }
  }

  private game(id: string): GameSpec {
    const game = this.games.find((g) => g.definition.id === id);
    // A game no longer served: its rulings can be read as stored, not continued.
    if (!game) throw problemOf(ProblemType.NotFound, problemMsg('detail.unknown-shared-ruling', { id }));
    return game;
  }
}

const sameDice = (a: ResolutionView, b: ResolutionView): boolean =>
  a.dice.used.length === b.dice.used.length && a.dice.used.every((d, i) => d.value === b.dice.used[i].value && d.die === b.dice.used[i].die);

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
