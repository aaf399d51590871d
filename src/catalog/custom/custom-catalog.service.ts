import { writeTransaction } from '../../database/transaction';
import { Inject, Injectable, Logger, OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProblemException, ProblemFieldError, ProblemText, ProblemType, firstOf, problemMsg } from '../../common/problem/problem.exception';
import { problemOf } from '../../common/problem/problem';
import { ChangeNotifications, ChangedRow } from '../../database/notifications';
import { databaseWrite } from '../../database/write-errors';
import type { CatalogData, CatalogEntryData, CatalogKind, GameCatalog } from '../../engine/core/game';
import { closestIds, kindCandidates } from '../../engine/core/suggest';
import type { Lang } from '../../engine/core/types';
import { GAMES, GameModuleDefinition, KindModule, KindWriteModule, OwnerEntry, OwnerEntryChanges } from '../../games/registry';
import { buildEngineCatalog, kindOf, parseCustomEntry, parseProfile, profileErrors, withCustomEntries } from '../catalog-data';
import { CatalogService } from '../catalog.service';
import { ENTRY_BODY_KEYS, ENTRY_SLUG_MAX, ENTRY_SLUG_PATTERN, EntryBodyFields } from '../kinds/entry.dto';
import { KindViews, entryView, kindViews } from '../kinds/entry-view';
import { CustomEntryRecord, PartlyLocalized, textIn } from '../records';
import { AppConfig } from '../../config/app-config';
import { DEFAULT_QUOTAS, OwnerQuotas, QuotaContext, applyQuotas, quotaProblem } from './quotas';
import { EntryContent, EntryKey, Queryable, StoredEntry, findEntry, insertEntry, loadCustomEntries, loadEntriesByPk, setEntryDeleted, updateEntry } from './custom-catalog.store';

/**
 * An engine catalog a request resolves against, and which one it is: a game's built-in catalog,
 * or that catalog with one owner's entries (whose situations are cached apart).
 */
export interface CallerCatalog {
  readonly catalog: GameCatalog;
  readonly builtIn: boolean;
}

/** Custom ids of a faction-scoped kind: `custom/<slug>` (the pseudo-faction `custom` is no built-in faction). */
export const CUSTOM_FACTION = 'custom';
/** Custom ids of a game-scoped kind: `custom-<slug>` (no built-in id starts so). */
export const CUSTOM_PREFIX = 'custom-';

const customPrefix = (kind: CatalogKind): string => (kind.scope === 'faction' ? `${CUSTOM_FACTION}/` : CUSTOM_PREFIX);

/** An entry held for its owner: parsed, with its views built on first read. */
interface Held {
  readonly kind: string;
  readonly entry: ParsedEntry;
  readonly views: Map<Lang, Readonly<Record<string, unknown>>>;
}

/** A custom entry (listed in catalog reads) as held. */
interface HeldCustom extends Held {
  readonly record: StoredEntry;
}

/** One owner's live entries of one game, with what is derived from them on first use. */
interface OwnerGame {
  /** Custom entries by kind and id (`keyOf`); one the game now refuses is left out (logged). */
  readonly custom: Map<string, HeldCustom>;
  /**
   * Entries the game keeps in its own tables (GameSpec.ownerEntries), by id: resolvable, not
   * listed in catalog reads. `parsed` is absent for one the game refuses (kept for its source,
   * which reads the held entries to know what a change touches).
   */
  readonly contributed: Map<string, { readonly source: OwnerEntry; readonly parsed?: Held }>;
  /** Per language, per kind, the custom entries' views in id order; dropped when they change. */
  lists: Map<Lang, Map<string, KindViews>>;
  /** Built-in + custom, for the engine; rebuilt when either changed. */
  merged?: { readonly base: GameCatalog; readonly catalog: GameCatalog };
}

type ParsedEntry = { readonly data: CatalogEntryData; readonly profile: unknown };

/** A write body, as validated by its kind's create or replace DTO. */
export type EntryBody = EntryBodyFields & Readonly<Record<string, unknown>>;

/** Reloads asked for and not started yet: everything, and per owner the whole owner or some of its rows. */
interface Pending {
  all: boolean;
  readonly owners: Map<string, 'all' | ChangedRow[]>;
}

/**
 * What keeping the owners' entries cost, counted: rows read from the database and entries parsed
 * (checked against their kind's schema and parsed by it). Deterministic, unlike timings: the
 * tests hold a write to the work of what it changed, whatever its owner has besides.
 */
export interface CatalogWork {
  rowsRead: number;
  entriesParsed: number;
}

const keyOf = (kind: string, id: string): string => `${kind}\u0000${id}`;
const CUSTOM_TABLE = 'catalog_entries';

/**
 * Custom (homebrew) catalog entries of every registered game and writable kind: the owners'
 * entries held in memory, merged into the built-in catalog for their owner's reads and resolves,
 * and the transactional writes.
 *
 * Every live custom entry is loaded at boot. A change notification names the row that changed
 * (migrations/1795900000600-RowChangeNotifications.ts): that row is re-read and re-parsed, and
 * only what depends on it (a game's own entries may, see OwnerEntrySource.changes), so a write
 * costs what it changed, not what its owner has; a notification without a row reloads its owner,
 * a reconnect everyone. Reloads run one at a time, in order, those asked for meanwhile together:
 * each reads after the previous one applied, so the cache never goes back to an older row. Reads
 * and resolves never wait on the database and keep working while it is down. Each owner's merged
 * engine catalog is built once per change and then shared, so resolves stay as fast as with the
 * built-in catalog (and the odds cache, which is per catalog object, stays correct). An owner with
 * no custom entries, and every anonymous caller, gets the built-in catalog object itself.
 */
@Injectable()
export class CustomCatalogService implements OnModuleInit {
  private readonly logger = new Logger(CustomCatalogService.name);
  private readonly owners = new Map<string, Map<string, OwnerGame>>();
  private readonly games: ReadonlyMap<string, GameModuleDefinition>;
  /** The tables of the games' own entries, and the game reading each. */
  private readonly sourceOf = new Map<string, GameModuleDefinition>();
  /** Owners whose last reload failed part-way: their next one reads them whole. */
  private readonly dirty = new Set<string>();
  private pending: Pending | undefined;
  private tail: Promise<void> = Promise.resolve();
  readonly work: CatalogWork = { rowsRead: 0, entriesParsed: 0 };
  /** What one owner may store (writes run under them, and so do Wartime's warbook writes). */
  readonly quotas: OwnerQuotas;

  constructor(
    private readonly catalog: CatalogService,
    private readonly notifications: ChangeNotifications,
    @Inject(GAMES) games: readonly GameModuleDefinition[],
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
    @Optional() config?: AppConfig,
  ) {
    this.quotas = config?.quotas ?? DEFAULT_QUOTAS;
    this.games = new Map(games.map((g) => [g.definition.id, g]));
    for (const g of games) for (const table of g.ownerEntries?.tables ?? []) this.sourceOf.set(table, g);
  }

  async onModuleInit(): Promise<void> {
    if (!this.dataSource) return;
    this.notifications.subscribe((event) => {
      if (event.type === 'change' && event.change.kind !== 'catalog') return;
      if (event.type === 'change' && event.change.owner !== undefined) {
        const { owner, row } = event.change;
        return this.quietly(row ? this.rowsChanged(owner, [row]) : this.reloadOwner(owner));
      }
      // A built-in change (a data migration on another replica) or a reconnect: reload it all.
      return this.quietly(this.catalog.reload()).then(() => this.quietly(this.reloadAll()));
    });
    await this.notifications.start();
    await this.reloadAll();
  }

  // --- Cache -------------------------------------------------------------------------------------

  /** Re-reads every owner's entries (after a reconnect, or a change that names no owner). */
  reloadAll(): Promise<void> {
    return this.enqueue((p) => {
      p.all = true;
    });
  }

  /** Re-reads one owner's entries. */
  reloadOwner(owner: string): Promise<void> {
    return this.enqueue((p) => {
      p.owners.set(owner, 'all');
    });
  }

  /** Re-reads some rows of one owner's (a table and a key each), and what depends on them. */
  rowsChanged(owner: string, rows: readonly ChangedRow[]): Promise<void> {
    return this.enqueue((p) => {
      const current = p.owners.get(owner);
      if (current !== 'all') p.owners.set(owner, [...(current ?? []), ...rows]);
    });
  }

  /** Resolves once every reload asked for so far is done (tests wait on it). */
  idle(): Promise<void> {
    return this.tail.catch(() => undefined);
  }

  /**
   * Adds to the reload not started yet, or queues one after those running: the promise settles
   * when the reload holding this request is done. Synchronous up to the return, so a caller knows
   * its request is in once the call returns.
   */
  private enqueue(add: (p: Pending) => void): Promise<void> {
    if (this.pending) {
      add(this.pending);
      return this.tail;
    }
    const pending: Pending = { all: false, owners: new Map() };
    add(pending);
    this.pending = pending;
    this.tail = this.tail
      .catch(() => undefined)
      .then(() => {
        if (this.pending === pending) this.pending = undefined;
        return this.load(pending);
      });
    return this.tail;
  }

  private async load(p: Pending): Promise<void> {
    if (!this.dataSource) return;
    if (p.all) return this.loadAll(this.dataSource);
    let failed: unknown;
    for (const [owner, rows] of p.owners) {
      try {
        if (rows === 'all' || this.dirty.has(owner)) await this.loadOwner(this.dataSource, owner);
        else await this.loadRows(this.dataSource, owner, rows);
        this.dirty.delete(owner);
      } catch (e) {
        this.dirty.add(owner);
        failed ??= e;
      }
    }
    if (failed !== undefined) throw failed;
  }

  private async loadAll(q: DataSource): Promise<void> {
    const byOwner = new Map<string, StoredEntry[]>();
    const entries = await loadCustomEntries(q);
    this.work.rowsRead += entries.length;
    for (const e of entries) {
      const list = byOwner.get(e.owner) ?? [];
      list.push(e);
      byOwner.set(e.owner, list);
    }
    const contributed = groupByOwner(await this.loadContributed(q));
    for (const owner of new Set([...this.owners.keys(), ...byOwner.keys(), ...contributed.keys()])) {
      this.setOwner(owner, byOwner.get(owner) ?? [], contributed.get(owner) ?? new Map());
    }
    this.dirty.clear();
  }

  private async loadOwner(q: DataSource, owner: string): Promise<void> {
    const entries = await loadCustomEntries(q, owner);
    this.work.rowsRead += entries.length;
    const contributed = groupByOwner(await this.loadContributed(q, owner));
    this.setOwner(owner, entries, contributed.get(owner) ?? new Map());
  }

  /** What every game with owner entries of its own (GameSpec.ownerEntries) holds, per game. */
  private async loadContributed(q: DataSource, owner?: string): Promise<{ readonly gameId: string; readonly entry: OwnerEntry }[]> {
    const out: { gameId: string; entry: OwnerEntry }[] = [];
    for (const [gameId, game] of this.games) {
      if (!game.ownerEntries) continue;
      for (const entry of await game.ownerEntries.load(q, owner)) {
        this.work.rowsRead++;
        if (owner === undefined || entry.owner === owner) out.push({ gameId, entry });
      }
    }
    return out;
  }

  private setOwner(owner: string, entries: readonly StoredEntry[], contributed: ReadonlyMap<string, readonly OwnerEntry[]>): void {
    const games = new Map<string, OwnerGame>();
    for (const [gameId, game] of this.games) {
      const records = entries.filter((e) => e.gameId === gameId);
      const theirs = contributed.get(gameId) ?? [];
      if (records.length + theirs.length === 0) continue;
      const mine: OwnerGame = { custom: new Map(), contributed: new Map(), lists: new Map() };
      for (const record of records) this.setCustom(game, mine, record);
      for (const e of theirs) this.setContributed(game, mine, e);
      games.set(gameId, mine);
    }
    if (games.size > 0) this.owners.set(owner, games);
    else this.owners.delete(owner);
  }

  /**
   * Re-reads the rows a notification (or this replica's own write) named, and applies them; a row
   * that is gone, or a change only a whole read can follow, reloads the owner. Read first, applied
   * after (synchronously): a read never sees an owner half-changed.
   */
  private async loadRows(q: DataSource, owner: string, rows: readonly ChangedRow[]): Promise<void> {
    const byTable = new Map<string, ChangedRow[]>();
    for (const row of rows) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
    const custom = byTable.get(CUSTOM_TABLE);
    const pks = [...new Set(custom?.map((r) => r.pk) ?? [])];
    const records = pks.length > 0 ? await loadEntriesByPk(q, owner, pks) : [];
    this.work.rowsRead += records.length;
    if (records.length < pks.length) return this.loadOwner(q, owner);
    const contributed: { game: GameModuleDefinition; changes: OwnerEntryChanges }[] = [];
    for (const [table, changed] of byTable) {
      if (table === CUSTOM_TABLE) continue;
      const game = this.sourceOf.get(table);
      const source = game?.ownerEntries;
      if (!game || !source?.changes) return this.loadOwner(q, owner);
      const held = this.owners.get(owner)?.get(game.definition.id)?.contributed;
      const changes = await source.changes(q, owner, changed, { has: (id) => held?.has(id) ?? false, get: (id) => held?.get(id)?.source });
      if (!changes) return this.loadOwner(q, owner);
      this.work.rowsRead += changes.rowsRead;
      contributed.push({ game, changes });
    }
    for (const record of records) {
      const game = this.games.get(record.gameId);
      if (!game) continue;
      const mine = this.ownerGame(owner, record.gameId);
      const key = keyOf(record.kind, record.id);
      // Already as read (this replica made the write, or an earlier notification brought it).
      if (record.deletedAt === null ? mine.custom.get(key)?.record.version === record.version : !mine.custom.has(key)) continue;
      if (record.deletedAt === null) this.setCustom(game, mine, record);
      else mine.custom.delete(key);
      mine.lists = new Map();
      mine.merged = undefined;
    }
    for (const { game, changes } of contributed) {
      const mine = this.ownerGame(owner, game.definition.id);
      for (const id of changes.removed) {
        if (mine.contributed.delete(id)) mine.merged = undefined;
      }
      for (const e of changes.set) {
        const held = mine.contributed.get(e.data.id);
        if (held && sameEntry(held.source, e)) continue;
        this.setContributed(game, mine, e);
        mine.merged = undefined;
      }
    }
    this.dropEmpty(owner);
  }

  private ownerGame(owner: string, gameId: string): OwnerGame {
    let games = this.owners.get(owner);
    if (!games) {
      games = new Map();
      this.owners.set(owner, games);
    }
    let mine = games.get(gameId);
    if (!mine) {
      mine = { custom: new Map(), contributed: new Map(), lists: new Map() };
      games.set(gameId, mine);
    }
    return mine;
  }

  private dropEmpty(owner: string): void {
    const games = this.owners.get(owner);
    if (!games) return;
    for (const [gameId, mine] of games) if (mine.custom.size + mine.contributed.size === 0) games.delete(gameId);
    if (games.size === 0) this.owners.delete(owner);
  }

  private setCustom(game: GameModuleDefinition, mine: OwnerGame, record: StoredEntry): void {
    const key = keyOf(record.kind, record.id);
    this.work.entriesParsed++;
    try {
      mine.custom.set(key, { kind: record.kind, record, entry: parseCustomEntry(game.definition, record), views: new Map() });
    } catch (e) {
      // The owner's other entries keep working; this one is kept in the database, unserved.
      mine.custom.delete(key);
      this.logger.warn(`custom entry left out: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private setContributed(game: GameModuleDefinition, mine: OwnerGame, e: OwnerEntry): void {
    const where = `owner entry ${e.owner}:${game.definition.id}/${e.kind}/${e.data.id}`;
    const kind = kindOf(game.definition, e.kind);
    this.work.entriesParsed++;
    try {
      if (!kind) throw new Error(`${where}: ${game.definition.id} has no catalog kind '${e.kind}'`);
      mine.contributed.set(e.data.id, { source: e, parsed: { kind: e.kind, entry: { data: e.data, profile: parseProfile(kind, e.data, where) }, views: new Map() } });
    } catch (err) {
      // Like a custom entry: kept where the game stores it, left out of the engine catalog.
      mine.contributed.set(e.data.id, { source: e });
      this.logger.warn(`owner entry left out: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async quietly(reload: Promise<void>): Promise<void> {
    try {
      await reload;
    } catch (e) {
      // The last loaded entries keep serving; the next notification or reconnect retries.
      this.logger.warn(`custom catalog reload failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  // --- Reads ---------------------------------------------------------------------------------

  /**
   * The engine catalog a caller resolves `game`'s actions against, and which one it is: the
   * built-in one, or it plus the owner's custom entries when `owner` (a key's owner with the read
   * scope) has any. The same object is returned until that owner's entries or the built-in
   * catalog change.
   */
  callerCatalog(game: string, owner: string | undefined): CallerCatalog {
    const base = this.catalog.engineCatalog(game);
    const mine = owner === undefined ? undefined : this.owners.get(owner)?.get(game);
    if (!mine || owner === undefined) return { catalog: base, builtIn: true };
    if (mine.merged?.base !== base) {
      const parsed = [...mine.custom.values(), ...[...mine.contributed.values()].flatMap((c) => (c.parsed ? [c.parsed] : []))];
      mine.merged = { base, catalog: this.merge(owner, game, base, parsed) };
    }
    return { catalog: mine.merged.catalog, builtIn: false };
  }

  /** The engine catalog a caller resolves `game`'s actions against (`callerCatalog`'s). */
  engineCatalogFor(game: string, owner: string | undefined): GameCatalog {
    return this.callerCatalog(game, owner).catalog;
  }

  /**
   * The built-in catalog with an owner's entries. A game may refuse an entry only in the company
   * of the others (a special rule the game no longer has, say): such entries are left out, logged,
   * rather than failing every resolve of their owner.
   */
  private merge(owner: string, gameId: string, base: GameCatalog, parsed: readonly { readonly kind: string; readonly entry: ParsedEntry }[]): GameCatalog {
    const definition = this.catalog.registeredGame(gameId).definition;
    try {
      return buildEngineCatalog(definition, withCustomEntries(base.data, parsed));
    } catch {
      const usable = parsed.filter((p) => {
        try {
          buildEngineCatalog(definition, withCustomEntries(base.data, [p]));
          return true;
        } catch (e) {
          this.logger.warn(`custom entry left out: ${owner}:${gameId}/${p.kind}/${p.entry.data.id}: ${e instanceof Error ? e.message : String(e)}`);
          return false;
        }
      });
      return buildEngineCatalog(definition, withCustomEntries(base.data, usable));
    }
  }

  /** Built-in entries, then the owner's; `?faction=custom` lists only the latter (faction-scoped kinds). */
  entries(game: string, kind: string, lang: Lang, owner: string | undefined, faction?: string): Readonly<Record<string, unknown>>[] {
    const mine = this.ownerList(game, kind, lang, owner);
    if (faction === CUSTOM_FACTION) {
      this.catalog.loadedGame(game);
      return [...(mine?.list ?? [])];
    }
    const builtIn = this.catalog.entries(game, kind, lang, faction);
    return mine && faction === undefined ? [...builtIn, ...mine.list] : builtIn;
  }

  /** One entry the caller can see (404 otherwise, suggesting the closest ids it can see). */
  entry(game: string, kind: string, id: string, lang: Lang, owner: string | undefined): Readonly<Record<string, unknown>> {
    const mine = owner === undefined ? undefined : this.owners.get(owner)?.get(game)?.custom.get(keyOf(kind, id));
    return mine ? this.viewOf(game, mine, lang) : this.catalog.entry(game, kind, id, lang, this.engineCatalogFor(game, owner).data);
  }

  /** The owner's custom entries of a kind, in id order (views built once per entry and language). */
  private ownerList(game: string, kind: string, lang: Lang, owner: string | undefined): KindViews | undefined {
    const mine = owner === undefined ? undefined : this.owners.get(owner)?.get(game);
    if (!mine) return undefined;
    let lists = mine.lists.get(lang);
    if (!lists) {
      lists = new Map();
      mine.lists.set(lang, lists);
    }
    let views = lists.get(kind);
    if (!views) {
      const held = [...mine.custom.values()].filter((h) => h.kind === kind).sort((a, b) => (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0));
      views = kindViews(held.map((h) => this.viewOf(game, h, lang)));
      lists.set(kind, views);
    }
    return views;
  }

  private viewOf(game: string, held: HeldCustom, lang: Lang): Readonly<Record<string, unknown>> {
    let view = held.views.get(lang);
    if (!view) {
      view = entryView(this.catalog.registeredGame(game).kinds[held.kind], held.record, lang, held.record);
      held.views.set(lang, view);
    }
    return view;
  }

  // --- Writes --------------------------------------------------------------------------------

  async create(gameId: string, kindId: string, owner: string, body: EntryBody, lang: Lang): Promise<Readonly<Record<string, unknown>>> {
    const { game, kind, module, write } = this.writable(gameId, kindId);
    const slug = body.slug ?? '';
    const key: EntryKey = { gameId, kind: kind.id, owner, id: `${customPrefix(kind)}${slug}` };
    const content = contentOf(game, kind, write, body, lang, undefined, this.engineCatalogFor(gameId, owner));
    const record = await this.write((q) => insertEntry(q, key, kind.scope === 'faction' ? CUSTOM_FACTION : null, content), {
      unique: problemMsg('detail.custom-entry-exists', { id: key.id, restore: restorePath(game, kind, key.id) }),
      uniquePath: 'slug',
    }, { path: 'slug', game: gameId });
    await this.quietly(this.rowsChanged(owner, [{ table: CUSTOM_TABLE, pk: record.pk }]));
    return entryView(module, record, lang, record);
  }

  /** PUT: replaces every field; the previous version is kept in the history. */
  async replace(gameId: string, kindId: string, owner: string, id: string, body: EntryBody, lang: Lang): Promise<Readonly<Record<string, unknown>>> {
    const { game, kind, module, write } = this.writable(gameId, kindId);
    const key: EntryKey = { gameId, kind: kind.id, owner, id };
    const slug = this.slugOf(kind, id);
    checkReadOnly(body, key, slug, kind);
    const record = await this.write(async (q) => {
      const current = await findEntry(q, key, true);
      if (!current || current.deletedAt) throw notFound(game, kind, id, current ? 'deleted' : undefined);
      if (body.version !== undefined && body.version !== current.version) {
        throw problemOf(ProblemType.Conflict, problemMsg('detail.version-conflict', { id, current: current.version, given: body.version }), [
          { path: 'version', message: problemMsg('field.version-current', { current: current.version }) },
        ]);
      }
      return updateEntry(q, key, contentOf(game, kind, write, body, lang, current, this.engineCatalogFor(gameId, owner)));
    }, undefined, { path: 'id', game: gameId });
    if (!record) throw notFound(game, kind, id, undefined);
    await this.quietly(this.rowsChanged(owner, [{ table: CUSTOM_TABLE, pk: record.pk }]));
    return entryView(module, record, lang, record);
  }

  /** Soft delete (it can be restored); deleting a deleted entry is a 404 (it is gone). */
  remove(game: string, kind: string, owner: string, id: string, lang: Lang): Promise<Readonly<Record<string, unknown>>> {
    return this.setDeleted(game, kind, owner, id, true, lang);
  }

  /** Restores a deleted entry; restoring a live one is a no-op. */
  restore(game: string, kind: string, owner: string, id: string, lang: Lang): Promise<Readonly<Record<string, unknown>>> {
    return this.setDeleted(game, kind, owner, id, false, lang);
  }

  private async setDeleted(gameId: string, kindId: string, owner: string, id: string, deleted: boolean, lang: Lang): Promise<Readonly<Record<string, unknown>>> {
    const { game, kind, module } = this.writable(gameId, kindId);
    this.slugOf(kind, id);
    const result = await this.write((q) => setEntryDeleted(q, { gameId, kind: kind.id, owner, id }, deleted), undefined, { path: 'id', game: gameId });
    if (!result || (deleted && !result.changed)) throw notFound(game, kind, id, result ? 'deleted' : undefined);
    if (result.changed) await this.quietly(this.rowsChanged(owner, [{ table: CUSTOM_TABLE, pk: result.row.pk }]));
    return entryView(module, result.row, lang, result.row);
  }

  private writable(gameId: string, kindId: string): { game: GameModuleDefinition; kind: CatalogKind; module: KindModule; write: KindWriteModule } {
    const game = this.catalog.registeredGame(gameId);
    const kind = game.definition.catalog.kinds.find((k) => k.id === kindId);
    const module = game.kinds[kindId];
    if (!kind || !module?.write) throw new Error(`${gameId}/${kindId} is not a writable catalog kind`);
    return { game, kind, module, write: module.write };
  }

  /**
   * The slug of a writable id. Ids outside the custom namespace are built-in (or could only ever
   * be built-in): 403, the built-in catalog is read-only. Others' entries are never looked at:
   * every query is scoped to the caller's owner, so they are indistinguishable from absent ones.
   */
  private slugOf(kind: CatalogKind, id: string): string {
    const prefix = customPrefix(kind);
    if (!id.startsWith(prefix)) {
      const shape = `${prefix}<slug>`;
      throw problemOf(ProblemType.Forbidden, problemMsg('detail.builtin-entry', { id, shape }), [{ path: 'id', message: problemMsg('field.custom-only', { shape }) }]);
    }
    const slug = id.slice(prefix.length);
    if (!ENTRY_SLUG_PATTERN.test(slug) || slug.length > ENTRY_SLUG_MAX) throw notFound(undefined, kind, id, undefined);
    return slug;
  }

  /**
   * One transaction (its statements see each other and commit, with their NOTIFY, together),
   * under the owners' quotas: a write that would take one past them is a 409 naming `quota.path`.
   */
  private write<T>(fn: (q: Queryable) => Promise<T>, messages: { unique: ProblemText; uniquePath: string } | undefined, quota: QuotaContext): Promise<T> {
    return databaseWrite(async () => {
      try {
        return await writeTransaction(this.db(), async (manager) => {
          await applyQuotas(manager, this.quotas);
          return fn(manager);
        });
      } catch (e) {
        throw quotaProblem(e, quota) ?? e;
      }
    }, messages);
  }

  private db(): DataSource {
    if (!this.dataSource) throw problemOf(ProblemType.Unavailable, problemMsg('detail.no-database-custom'));
    return this.dataSource;
  }
}

// --- Helpers -----------------------------------------------------------------------------------

/** Whether two owner entries hold the same thing (JSON of the same shape, as read from one table). */
const sameEntry = (a: OwnerEntry, b: OwnerEntry): boolean => a.kind === b.kind && JSON.stringify(a.data) === JSON.stringify(b.data);

/** Owner → game → that owner's entries of that game. */
function groupByOwner(list: readonly { readonly gameId: string; readonly entry: OwnerEntry }[]): Map<string, Map<string, OwnerEntry[]>> {
  const out = new Map<string, Map<string, OwnerEntry[]>>();
  for (const { gameId, entry } of list) {
    const games = out.get(entry.owner) ?? new Map<string, OwnerEntry[]>();
    const entries = games.get(gameId) ?? [];
    entries.push(entry);
    games.set(gameId, entries);
    out.set(entry.owner, games);
  }
  return out;
}

const restorePath = (game: GameModuleDefinition, kind: CatalogKind, id: string): string => `/v1/${game.definition.id}/${kind.plural}/${id}/restore`;

function notFound(game: GameModuleDefinition | undefined, kind: CatalogKind, id: string, state: 'deleted' | undefined): ProblemException {
  const detail =
    state === 'deleted' && game ? problemMsg('detail.custom-entry-deleted', { id, restore: restorePath(game, kind, id) }) : problemMsg('detail.custom-entry-missing', { id });
  return problemOf(ProblemType.NotFound, detail, [{ path: 'id', message: detail }]);
}

/** A PUT body's read-only fields, as a read gave them, must name the entry in the URL. */
function checkReadOnly(body: EntryBody, key: EntryKey, slug: string, kind: CatalogKind): void {
  const errors: ProblemFieldError[] = [];
  if (body.slug !== undefined && body.slug !== slug) errors.push({ path: 'slug', message: problemMsg('field.slug-mismatch', { slug }) });
  if (body.id !== undefined && body.id !== key.id) errors.push({ path: 'id', message: problemMsg('field.id-mismatch', { id: key.id }) });
  if (kind.scope === 'faction' && body.faction !== undefined && body.faction !== CUSTOM_FACTION) errors.push({ path: 'faction', message: problemMsg('field.faction-custom') });
  if (errors.length > 0) throw ProblemException.validation(errors);
}

/**
 * A text as a body gives it: the texts per language, or one text in the request's language. On
 * PUT one text replaces that language's only, and one equal to what a read in that language shows
 * (English standing in) changes nothing: a read sent back is the entry unchanged.
 */
function textOf(given: string | PartlyLocalized | undefined, lang: Lang, stored: PartlyLocalized | undefined): PartlyLocalized {
  if (given === undefined) return { en: '' };
  if (typeof given !== 'string') return { en: given.en, ...(given.es !== undefined ? { es: given.es } : {}), ...(given.fr !== undefined ? { fr: given.fr } : {}) };
  if (!stored) return lang === 'en' ? { en: given } : { en: given, [lang]: given };
  return textIn(stored, lang) === given ? stored : { ...stored, [lang]: given };
}

/**
 * What a valid body stores: its texts and its kind's profile, checked against the kind's schema,
 * parsed, and built into the game's catalog beside the built-in entries (what the game's rules
 * say of a profile in its catalog, e.g. that Tough takes a rating, holds for custom entries too).
 */
function contentOf(game: GameModuleDefinition, kind: CatalogKind, write: KindWriteModule, body: EntryBody, lang: Lang, current: CustomEntryRecord | undefined, base: GameCatalog): EntryContent {
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!(ENTRY_BODY_KEYS as readonly string[]).includes(k)) fields[k] = v;
  const mapped = write.toProfile(fields, lang);
  if ('errors' in mapped) throw ruleViolation(mapped.errors);
  const schemaErrors = profileErrors(kind, mapped.profile);
  if (schemaErrors.length > 0) throw ruleViolation(schemaErrors);
  const name = textOf(body.name, lang, current?.name);
  const id = current?.id ?? `${customPrefix(kind)}${body.slug ?? ''}`;
  const data: CatalogEntryData = { id, name, ...(kind.scope === 'faction' ? { faction: CUSTOM_FACTION } : {}), profile: mapped.profile };
  try {
    const parsed = kind.parse(mapped.profile, data);
    checkReferences(game, kind, parsed, base.data);
    buildEngineCatalog(game.definition, withCustomEntries(base.data, [{ kind: kind.id, entry: { data, profile: parsed } }]));
  } catch (e) {
    if (e instanceof ProblemException) throw e;
    // The game's own words (its parsers and catalog checks name the field), in English.
    throw ruleViolation([{ path: '', message: e instanceof Error ? e.message : String(e) }]);
  }
  return { name, summary: textOf(body.summary, lang, current?.summary), profile: mapped.profile };
}

/**
 * Every id the profile names in the catalog (`CatalogKind.references`) must be in the owner's
 * catalog (built-in entries and the owner's own): 422 unknown-id naming each field, with the
 * closest ids. Only checked on write: an entry that later names a deleted one is kept, and a
 * request using the missing id is refused then.
 */
function checkReferences(game: GameModuleDefinition, kind: CatalogKind, parsed: unknown, data: CatalogData): void {
  const errors: ProblemFieldError[] = [];
  for (const ref of kind.references?.(parsed) ?? []) {
    if (data.entries.get(ref.kind)?.has(ref.id)) continue;
    const plural = game.definition.catalog.kinds.find((k) => k.id === ref.kind)?.plural ?? ref.kind;
    const suggestions = closestIds(ref.id, kindCandidates(data, ref.kind));
    errors.push({
      path: ref.path,
      message: problemMsg('field.unknown-reference', { id: ref.id, catalog: `\`GET /v1/${game.definition.id}/${plural}\`` }),
      ...(suggestions.length > 0 ? { suggestions } : {}),
    });
  }
  if (errors.length > 0) throw problemOf(ProblemType.UnknownId, firstOf(errors, 'rule'), errors);
}

function ruleViolation(errors: readonly ProblemFieldError[]): ProblemException {
  return problemOf(ProblemType.RuleViolation, firstOf(errors, 'rule'), [...errors]);
}
