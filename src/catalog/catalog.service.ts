import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ProblemException, ProblemType, fieldMessage, problemMsg } from '../common/problem/problem.exception';
import { closestIds, kindCandidates } from '../engine/core/suggest';
import { problemOf } from '../common/problem/problem';
import type { CatalogData, GameCatalog } from '../engine/core/game';
import type { Lang } from '../engine/core/types';
import { GAMES, GameModuleDefinition } from '../games/registry';
import { buildEngineCatalog, catalogDataOf } from './catalog-data';
import { CATALOG_SOURCE, CatalogSource } from './catalog.source';
import { FactionView, GameView, RulingView, SpecialRuleView } from './catalog.views';
import { KindViews, deepFreeze, entryView, kindViews } from './kinds/entry-view';
import { CatalogRecords, textIn } from './records';

/** Everything one game serves in one language, built once per load. */
interface LocalizedGame {
  readonly game: GameView;
  readonly factions: readonly FactionView[];
  readonly specialRules: readonly SpecialRuleView[];
  readonly rulings: readonly RulingView[];
  readonly kinds: ReadonlyMap<string, KindViews>;
}

/** One registered game's loaded built-in catalog. */
export interface LoadedGame {
  readonly game: GameModuleDefinition;
  readonly records: CatalogRecords;
  readonly data: CatalogData;
  /** What its actions read (`GameDefinition.catalog.build`). */
  readonly engine: GameCatalog;
  readonly factionIds: ReadonlySet<string>;
  readonly views: ReadonlyMap<Lang, LocalizedGame>;
}

/**
 * The built-in catalogs of the registered games, held in memory. They are read once at boot (and
 * on `reload()`), from Postgres or, without a database, from the games' seeds (CATALOG_SOURCE), so
 * catalog reads and resolves never wait on the database. Views are built and frozen per game and
 * language up front; callers get shared, immutable objects.
 */
@Injectable()
export class CatalogService implements OnModuleInit {
  private readonly logger = new Logger(CatalogService.name);
  private loaded = new Map<string, LoadedGame>();
  private readonly registered: ReadonlyMap<string, GameModuleDefinition>;

  constructor(
    @Inject(GAMES) games: readonly GameModuleDefinition[],
    @Inject(CATALOG_SOURCE) private readonly source: CatalogSource,
  ) {
    this.registered = new Map(games.map((g) => [g.definition.id, g]));
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  /**
   * Re-reads every catalog; the previous one keeps serving until the new one is complete. A
   * registered game the source lacks is not served (readiness says so); a built-in entry its
   * game refuses stops the load (a corrupt catalog must not be half-served).
   */
  async reload(): Promise<void> {
    const records = await this.source.load();
    const loaded = new Map<string, LoadedGame>();
    for (const game of this.registered.values()) {
      const r = records.get(game.definition.id);
      if (r) loaded.set(game.definition.id, loadGame(game, r));
    }
    this.loaded = loaded;
    const counts = [...this.registered.keys()].map((id) => {
      const g = loaded.get(id);
      return g ? `${id}: ${[...g.data.entries].map(([kind, m]) => `${m.size} ${kind}`).join(', ')}` : `${id}: not in the database`;
    });
    const unknown = [...records.keys()].filter((id) => !this.registered.has(id));
    this.logger.log(`catalog loaded (${counts.join('; ') || 'no games registered'})${unknown.length > 0 ? `; not registered, ignored: ${unknown.join(', ')}` : ''}`);
  }

  /** Per registered game, whether its catalog is loaded (readiness). */
  status(): ReadonlyMap<string, boolean> {
    return new Map([...this.registered.keys()].map((id) => [id, this.loaded.has(id)]));
  }

  /** The registered game `id` (404 for any other). */
  registeredGame(id: string): GameModuleDefinition {
    const game = this.registered.get(id);
    if (!game) throw notFound(undefined, 'game', id, 'game', closestIds(id, [...this.registered.keys()].map((g) => ({ id: g }))));
    return game;
  }

  /** A registered game's loaded catalog: 404 for an unknown game, 503 when its catalog is not loaded. */
  loadedGame(id: string): LoadedGame {
    const game = this.registeredGame(id);
    const loaded = this.loaded.get(id);
    if (!loaded) throw problemOf(ProblemType.Unavailable, problemMsg('detail.catalog-not-loaded', { game: game.definition.id }));
    return loaded;
  }

  /** What `game`'s actions read: its built-in catalog. */
  engineCatalog(game: string): GameCatalog {
    return this.loadedGame(game).engine;
  }

  /** The language a reply about `game` is written in: `lang` when the game has it, else `en` (404 for an unknown game). */
  languageFor(game: string, lang: Lang): Lang {
    return this.registeredGame(game).definition.languages.includes(lang) ? lang : 'en';
  }

  games(lang: Lang): GameView[] {
    return [...this.loaded.values()].map((g) => this.localized(g.game.definition.id, lang).game);
  }

  game(game: string, lang: Lang): GameView {
    return this.localized(game, lang).game;
  }

  factions(game: string, lang: Lang): FactionView[] {
    return [...this.localized(game, lang).factions];
  }

  specialRules(game: string, lang: Lang): SpecialRuleView[] {
    return [...this.localized(game, lang).specialRules];
  }

  rulings(game: string, lang: Lang): RulingView[] {
    return [...this.localized(game, lang).rulings];
  }

  /** One special rule (404 suggesting the closest ids when there is none). */
  specialRule(game: string, id: string, lang: Lang): SpecialRuleView {
    const rules = this.localized(game, lang).specialRules;
    const found = rules.find((r) => r.id === id);
    if (!found) throw notFound(game, { catalog: 'special-rules' }, id, 'id', closestIds(id, [...this.loadedGame(game).data.specialRules.values()]));
    return found;
  }

  /** One ruling of the register (404 suggesting the closest ids when there is none). */
  ruling(game: string, id: string, lang: Lang): RulingView {
    const rulings = this.localized(game, lang).rulings;
    const found = rulings.find((r) => r.id === id);
    if (!found) throw notFound(game, { catalog: 'rulings' }, id, 'id', closestIds(id, [...this.loadedGame(game).data.rulings].map(([rid, title]) => ({ id: rid, name: title }))));
    return found;
  }

  /** Built-in entries of a kind, optionally of one faction (an unknown faction is a 404). */
  entries(game: string, kind: string, lang: Lang, faction?: string): Readonly<Record<string, unknown>>[] {
    const views = this.kindViews(game, kind, lang);
    if (faction === undefined) return [...views.list];
    const loaded = this.loadedGame(game);
    if (!loaded.factionIds.has(faction)) throw notFound(game, 'faction', faction, 'faction', closestIds(faction, [...loaded.data.factions].map(([fid, name]) => ({ id: fid, name }))));
    return views.list.filter((v) => v.faction === faction);
  }

  /**
   * A built-in entry by id: 404 when there is none, suggesting the closest ids of `visible` (what
   * the caller can see: the built-in catalog, or it merged with the caller's own entries).
   */
  entry(game: string, kind: string, id: string, lang: Lang, visible: CatalogData = this.loadedGame(game).data): Readonly<Record<string, unknown>> {
    const view = this.kindViews(game, kind, lang).byId.get(id);
    if (!view) throw notFound(game, { catalog: this.pluralOf(game, kind) }, id, 'id', closestIds(id, kindCandidates(visible, kind)));
    return view;
  }

  private kindViews(game: string, kind: string, lang: Lang): KindViews {
    const views = this.localized(game, lang).kinds.get(kind);
    if (!views) throw new Error(`${game} has no catalog kind ${kind}`);
    return views;
  }

  private pluralOf(game: string, kind: string): string {
    return this.registeredGame(game).definition.catalog.kinds.find((k) => k.id === kind)?.plural ?? kind;
  }

  private localized(game: string, lang: Lang): LocalizedGame {
    const loaded = this.loadedGame(game);
    return loaded.views.get(this.languageFor(game, lang)) ?? (loaded.views.get('en') as LocalizedGame);
  }
}

/** 404 for an unknown game, faction or entry (an entry is named with its catalog's route segment). */
export function notFound(game: string | undefined, what: 'game' | 'faction' | { readonly catalog: string }, id: string, path: string, suggestions: readonly string[] = []): ProblemException {
  const message =
    what === 'game'
      ? problemMsg('detail.unknown-game', { id })
      : what === 'faction'
        ? problemMsg('detail.unknown-faction', { id, game: game ?? '' })
        : problemMsg('detail.unknown-entry', { id, game: game ?? '', catalog: what.catalog });
  const error = { path, message, ...(suggestions.length > 0 ? { suggestions } : {}) };
  return problemOf(ProblemType.NotFound, fieldMessage(error), [error]);
}

/** A game's records made ready to serve: its engine catalog and its frozen views per language. */
function loadGame(game: GameModuleDefinition, records: CatalogRecords): LoadedGame {
  const data = catalogDataOf(game.definition, records);
  const engine = buildEngineCatalog(game.definition, data);
  const views = new Map(game.definition.languages.map((lang) => [lang, localizeGame(game, records, lang)] as const));
  return { game, records, data, engine, factionIds: new Set(records.factions.map((f) => f.id)), views };
}

function localizeGame(g: GameModuleDefinition, r: CatalogRecords, lang: Lang): LocalizedGame {
  const t = (text: { readonly en: string }): string => textIn(text, lang);
  const definition = g.definition;
  const game: GameView = {
    id: definition.id,
    name: t(r.game.name),
    summary: t(r.game.summary),
    languages: [...definition.languages],
    actions: Object.keys(definition.actions),
    catalogs: definition.catalog.kinds.map((k) => k.plural),
    editions: r.editions.map((e) => ({ id: e.id, name: t(e.name), language: e.language })),
  };
  const kinds = new Map(
    definition.catalog.kinds.map((k) => [k.id, kindViews(r.entries.filter((e) => e.kind === k.id).map((e) => entryView(g.kinds[k.id], e, lang)))] as const),
  );
  return deepFreeze({
    game,
    factions: r.factions.map((f) => ({ id: f.id, name: t(f.name), summary: t(f.summary) })),
    specialRules: r.specialRules.map((s) => ({ id: s.id, name: t(s.name), summary: t(s.summary), parameter: s.parameter })),
    rulings: r.rulings.map((x) => ({ id: x.id, kind: x.kind, editions: x.editions ? [...x.editions] : null, title: t(x.title), text: t(x.text) })),
    kinds,
  });
}
