import { Inject, Injectable, Logger, OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProblemException, ProblemFieldError, ProblemText, ProblemType, firstOf, problemMsg } from '../../common/problem/problem.exception';
import { problemOf } from '../../common/problem/problem';
import { ChangeNotifications, CoalescedReload } from '../../database/notifications';
import { databaseWrite } from '../../database/write-errors';
import type { CatalogData, CatalogEntryData, CatalogKind, GameCatalog } from '../../engine/core/game';
import { closestIds, kindCandidates } from '../../engine/core/suggest';
import type { Lang } from '../../engine/core/types';
import { GAMES, GameModuleDefinition, KindModule, KindWriteModule, OwnerEntry } from '../../games/registry';
import { buildEngineCatalog, kindOf, parseCustomEntry, parseProfile, profileErrors, withCustomEntries } from '../catalog-data';
import { CatalogService } from '../catalog.service';
import { ENTRY_BODY_KEYS, ENTRY_SLUG_MAX, ENTRY_SLUG_PATTERN, EntryBodyFields } from '../kinds/entry.dto';
import { KindViews, entryView, kindViews } from '../kinds/entry-view';
import { CustomEntryRecord, PartlyLocalized, textIn } from '../records';
import { EntryContent, EntryKey, Queryable, findEntry, insertEntry, loadCustomEntries, setEntryDeleted, updateEntry } from './custom-catalog.store';

/** Custom ids of a faction-scoped kind: `custom/<slug>` (the pseudo-faction `custom` is no built-in faction). */
export const CUSTOM_FACTION = 'custom';
/** Custom ids of a game-scoped kind: `custom-<slug>` (no built-in id starts so). */
export const CUSTOM_PREFIX = 'custom-';

const customPrefix = (kind: CatalogKind): string => (kind.scope === 'faction' ? `${CUSTOM_FACTION}/` : CUSTOM_PREFIX);

/** One owner's live entries of one game, with what is derived from them on first use. */
interface OwnerGame {
  readonly records: readonly CustomEntryRecord[];
  /** The entries the game accepts (a profile it now refuses is left out and logged). */
  readonly parsed: readonly { readonly kind: string; readonly record: CustomEntryRecord; readonly entry: ParsedEntry }[];
  /** Entries the game keeps in its own tables (GameSpec.ownerEntries): resolvable, not listed in catalog reads. */
  readonly contributed: readonly { readonly kind: string; readonly entry: ParsedEntry }[];
  readonly views: Map<Lang, ReadonlyMap<string, KindViews>>;
  /** Built-in + custom, for the engine; rebuilt when the built-in catalog was reloaded since. */
  merged?: { readonly base: GameCatalog; readonly catalog: GameCatalog };
}

type ParsedEntry = { readonly data: CatalogEntryData; readonly profile: unknown };

/** A write body, as validated by its kind's create or replace DTO. */
export type EntryBody = EntryBodyFields & Readonly<Record<string, unknown>>;

/**
 * Custom (homebrew) catalog entries of every registered game and writable kind: the owners'
 * entries held in memory, merged into the built-in catalog for their owner's reads and resolves,
 * and the transactional writes.
 *
 * Every live custom entry is loaded at boot; a change notification reloads just the owner it
 * names (or everything after a reconnect), so reads and resolves never wait on the database and
 * keep working while it is down. Each owner's merged engine catalog is built once per change and
 * then shared, so resolves stay as fast as with the built-in catalog (and the odds cache, which
 * is per catalog object, stays correct). An owner with no custom entries, and every anonymous
 * caller, gets the built-in catalog object itself.
 */
@Injectable()
export class CustomCatalogService implements OnModuleInit {
  private readonly logger = new Logger(CustomCatalogService.name);
  private owners = new Map<string, ReadonlyMap<string, OwnerGame>>();
  /** Reloads may overlap: per owner, only a result newer than the applied one replaces it. */
  private started = 0;
  private readonly applied = new Map<string, number>();
  private readonly games: ReadonlyMap<string, GameModuleDefinition>;

  constructor(
    private readonly catalog: CatalogService,
    private readonly notifications: ChangeNotifications,
    @Inject(GAMES) games: readonly GameModuleDefinition[],
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
  ) {
    this.games = new Map(games.map((g) => [g.definition.id, g]));
  }

  async onModuleInit(): Promise<void> {
    if (!this.dataSource) return;
    this.notifications.subscribe(async (event) => {
      if (event.type === 'change' && event.change.kind !== 'catalog') return;
      if (event.type === 'change' && event.change.owner !== undefined) return this.quietly(this.reloadOwner(event.change.owner));
      // A built-in change (a data migration on another replica) or a reconnect: reload it all.
      await this.quietly(this.catalog.reload());
      await this.quietly(this.reloadAll());
    });
    await this.notifications.start();
    await this.reloadAll();
  }

  // --- Cache -------------------------------------------------------------------------------------

  private readonly allReloads = new CoalescedReload(() => this.loadAll());
  private readonly ownerReloads = new Map<string, CoalescedReload>();

  /** Re-reads every owner's entries (after a reconnect, or a change that names no owner). */
  reloadAll(): Promise<void> {
    return this.allReloads.run();
  }

  /** Re-reads one owner's entries; concurrent calls for the same owner are coalesced. */
  async reloadOwner(owner: string): Promise<void> {
    let reload = this.ownerReloads.get(owner);
    if (!reload) {
      reload = new CoalescedReload(() => this.loadOwner(owner));
      this.ownerReloads.set(owner, reload);
    }
    try {
      await reload.run();
    } finally {
      if (reload.idle && this.ownerReloads.get(owner) === reload) this.ownerReloads.delete(owner);
    }
  }

  private async loadAll(): Promise<void> {
    if (!this.dataSource) return;
    const ticket = ++this.started;
    const byOwner = new Map<string, CustomEntryRecord[]>();
    for (const e of await loadCustomEntries(this.dataSource)) {
      const list = byOwner.get(e.owner) ?? [];
      list.push(e);
      byOwner.set(e.owner, list);
    }
    const contributed = groupByOwner(await this.loadContributed(this.dataSource));
    const owners = new Map(this.owners);
    for (const owner of new Set([...owners.keys(), ...byOwner.keys(), ...contributed.keys()])) {
      if ((this.applied.get(owner) ?? 0) > ticket) continue;
      this.applied.set(owner, ticket);
      this.setOwner(owners, owner, byOwner.get(owner) ?? [], contributed.get(owner) ?? new Map());
    }
    this.owners = owners;
  }

  private async loadOwner(owner: string): Promise<void> {
    if (!this.dataSource) return;
    const ticket = ++this.started;
    const entries = await loadCustomEntries(this.dataSource, owner);
    const contributed = groupByOwner(await this.loadContributed(this.dataSource, owner));
    if ((this.applied.get(owner) ?? 0) > ticket) return;
    this.applied.set(owner, ticket);
    const owners = new Map(this.owners);
    this.setOwner(owners, owner, entries, contributed.get(owner) ?? new Map());
    this.owners = owners;
  }

  /** What every game with owner entries of its own (GameSpec.ownerEntries) holds, per game. */
  private async loadContributed(q: DataSource, owner?: string): Promise<{ readonly gameId: string; readonly entry: OwnerEntry }[]> {
    const out: { gameId: string; entry: OwnerEntry }[] = [];
    for (const [gameId, game] of this.games) {
      if (!game.ownerEntries) continue;
      for (const entry of await game.ownerEntries.load(q, owner)) if (owner === undefined || entry.owner === owner) out.push({ gameId, entry });
    }
    return out;
  }

  private setOwner(owners: Map<string, ReadonlyMap<string, OwnerGame>>, owner: string, entries: readonly CustomEntryRecord[], contributed: ReadonlyMap<string, readonly OwnerEntry[]>): void {
    const games = new Map<string, OwnerGame>();
    for (const [gameId, game] of this.games) {
      const records = entries.filter((e) => e.gameId === gameId);
      const theirs = contributed.get(gameId) ?? [];
      if (records.length + theirs.length > 0) {
        games.set(gameId, { records, parsed: this.parse(game, records), contributed: this.parseContributed(game, theirs), views: new Map() });
      }
    }
    if (games.size > 0) owners.set(owner, games);
    else owners.delete(owner);
  }

  private parseContributed(game: GameModuleDefinition, entries: readonly OwnerEntry[]): OwnerGame['contributed'] {
    const out: OwnerGame['contributed'][number][] = [];
    for (const e of entries) {
      const where = `owner entry ${e.owner}:${game.definition.id}/${e.kind}/${e.data.id}`;
      const kind = kindOf(game.definition, e.kind);
      try {
        if (!kind) throw new Error(`${where}: ${game.definition.id} has no catalog kind '${e.kind}'`);
        out.push({ kind: e.kind, entry: { data: e.data, profile: parseProfile(kind, e.data, where) } });
      } catch (err) {
        // Like a custom entry: kept where the game stores it, left out of the engine catalog.
        this.logger.warn(`owner entry left out: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return out;
  }

  private parse(game: GameModuleDefinition, records: readonly CustomEntryRecord[]): OwnerGame['parsed'] {
    const out: OwnerGame['parsed'][number][] = [];
    for (const record of records) {
      try {
        out.push({ kind: record.kind, record, entry: parseCustomEntry(game.definition, record) });
      } catch (e) {
        // The owner's other entries keep working; this one is kept in the database, unserved.
        this.logger.warn(`custom entry left out: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return out;
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
   * The engine catalog a caller resolves `game`'s actions against: the built-in one, plus the
   * owner's custom entries when `owner` (a key's owner with the read scope) has any. The same
   * object is returned until that owner's entries or the built-in catalog change.
   */
  engineCatalogFor(game: string, owner: string | undefined): GameCatalog {
    const base = this.catalog.engineCatalog(game);
    const mine = owner === undefined ? undefined : this.owners.get(owner)?.get(game);
    if (!mine || owner === undefined) return base;
    if (mine.merged?.base !== base) mine.merged = { base, catalog: this.merge(owner, game, base, [...mine.parsed, ...mine.contributed]) };
    return mine.merged.catalog;
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
    const mine = this.ownerViews(game, kind, lang, owner);
    if (faction === CUSTOM_FACTION) {
      this.catalog.loadedGame(game);
      return [...(mine?.list ?? [])];
    }
    const builtIn = this.catalog.entries(game, kind, lang, faction);
    return mine && faction === undefined ? [...builtIn, ...mine.list] : builtIn;
  }

  /** One entry the caller can see (404 otherwise, suggesting the closest ids it can see). */
  entry(game: string, kind: string, id: string, lang: Lang, owner: string | undefined): Readonly<Record<string, unknown>> {
    return this.ownerViews(game, kind, lang, owner)?.byId.get(id) ?? this.catalog.entry(game, kind, id, lang, this.engineCatalogFor(game, owner).data);
  }

  private ownerViews(game: string, kind: string, lang: Lang, owner: string | undefined): KindViews | undefined {
    const mine = owner === undefined ? undefined : this.owners.get(owner)?.get(game);
    if (!mine) return undefined;
    let views = mine.views.get(lang);
    if (!views) {
      const g = this.catalog.registeredGame(game);
      views = new Map(
        g.definition.catalog.kinds.map((k) => [k.id, kindViews(mine.parsed.filter((p) => p.kind === k.id).map((p) => entryView(g.kinds[k.id], p.record, lang, p.record)))] as const),
      );
      mine.views.set(lang, views);
    }
    return views.get(kind);
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
    });
    await this.quietly(this.reloadOwner(owner));
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
    });
    if (!record) throw notFound(game, kind, id, undefined);
    await this.quietly(this.reloadOwner(owner));
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
    const result = await this.write((q) => setEntryDeleted(q, { gameId, kind: kind.id, owner, id }, deleted));
    if (!result || (deleted && !result.changed)) throw notFound(game, kind, id, result ? 'deleted' : undefined);
    if (result.changed) await this.quietly(this.reloadOwner(owner));
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

  /** One transaction (its statements see each other and commit, with their NOTIFY, together). */
  private write<T>(fn: (q: Queryable) => Promise<T>, messages?: { unique: ProblemText; uniquePath: string }): Promise<T> {
    return databaseWrite(() => this.db().transaction((manager) => fn(manager)), messages);
  }

  private db(): DataSource {
    if (!this.dataSource) throw problemOf(ProblemType.Unavailable, problemMsg('detail.no-database-custom'));
    return this.dataSource;
  }
}

// --- Helpers -----------------------------------------------------------------------------------

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
