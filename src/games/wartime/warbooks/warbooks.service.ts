import { writeTransaction } from '../../../database/transaction';
import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { profileErrors } from '../../../catalog/catalog-data';
import { CatalogService } from '../../../catalog/catalog.service';
import { CustomCatalogService } from '../../../catalog/custom/custom-catalog.service';
import { PartlyLocalized, textIn } from '../../../catalog/records';
import { ProblemException, ProblemFieldError, ProblemType, firstOf, problemMsg } from '../../../common/problem/problem.exception';
import { problemOf } from '../../../common/problem/problem';
import { playerTextMessage } from '../../../common/validation/player-text';
import { validateBody } from '../../../common/validation/validator';
import { databaseWriteProblem, isDatabaseUnavailable } from '../../../database/write-errors';
import { gameTranslator } from '../../../engine/core/game';
import type { Translate } from '../../../engine/core/i18n';
import { LANGUAGES, type Lang } from '../../../engine/core/types';
import type { ArchetypeLookup, ArchetypeProfile } from '../../../engine/wartime/archetypes';
import { WARTIME_ARCHETYPE_KIND, catalogLookup } from '../../../engine/wartime/catalog';
import { priceArchetype } from '../../../engine/wartime/costs';
import { WARTIME } from '../../../engine/wartime';
import type { WartimeCatalog } from '../../../engine/wartime/model';
import { PlayList, PlayListReport, Violation, Warbook, archetypeViolations, nameViolations, validatePlayList, validateWarbook, warbookCapViolation, warbookLookup } from '../../../engine/wartime/warbooks';
import type { ChangedRow } from '../../../database/notifications';
import { QuotaContext, applyQuotas, quotaProblem } from '../../../catalog/custom/quotas';
import type { SqlRunner } from '../../registry';
import { LocalizedNameDto, LocalizedSummaryDto } from '../../../catalog/kinds/entry.dto';
import { WarbookMessageKey, warbookText } from './messages';
import { referencesOf } from './refs';
import { EXAMPLE_READS, Reads, sqlReads } from './warbooks.reads';
import {
  WartimePlayList,
  WartimePlayListBody,
  WartimePlayListFields,
  WartimePlayListReport,
  WartimeWarbook,
  WartimeWarbookArchetype,
  WartimeWarbookArchetypeBody,
  WartimeWarbookBody,
  WartimeWarbookSummary,
} from './warbooks.dto';
import {
  ARCHETYPES,
  ArchetypePart,
  ChildRow,
  ChildTable,
  PLAY_LISTS,
  WARBOOKS_TABLE,
  WarbookRow,
  insertArchetypes,
  insertChild,
  listArchetypeParts,
  insertWarbook,
  setChildDeleted,
  setWarbookDeleted,
  touchWarbook,
  updateChild,
  updateWarbook,
} from './warbooks.store';

const GAME = WARTIME.id;
const BASE = `/v1/${GAME}/warbooks`;

/**
 * What the checks of warbook writes cost, counted: archetypes priced by the engine's rules and
 * play lists validated. Deterministic, unlike timings: the tests hold a write to one archetype to
 * the archetypes it can change (itself and those naming it), whatever the warbook holds besides.
 */
export interface WarbookWork {
  archetypesPriced: number;
  playListsChecked: number;
}

/** Rows of the owner's engine catalog a write changed (CustomCatalogService.rowsChanged after the commit). */
type Touched = ChangedRow[];

/** An archetype as the checks read it. */
interface Part {
  readonly slug: string;
  readonly name: PartlyLocalized;
  readonly profile: ArchetypeProfile;
}

type Text = string | LocalizedNameDto | LocalizedSummaryDto;

/**
 * Warbooks, their archetypes and play lists: reads scoped to the caller (a read-scope key's owner
 * sees its own beside the built-in examples), transactional writes of the caller's own, every
 * write checked by the engine's warbook rules with every violation listed, under the owner's
 * quotas. A write to one archetype checks what it can change: its name against every other name,
 * its price and those of the archetypes naming it (directly or not), and the play lists recruiting
 * any of them; the others' prices cannot change. After a write the rows it changed are re-read
 * into the owner's engine catalog here; the other replicas follow the tables' notifications.
 */
@Injectable()
export class WarbooksService {
  readonly work: WarbookWork = { archetypesPriced: 0, playListsChecked: 0 };

  constructor(
    private readonly catalog: CatalogService,
    private readonly custom: CustomCatalogService,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
  ) {}

  // --- Reads ---------------------------------------------------------------------------------

  list(lang: Lang, reader: string | undefined): Promise<WartimeWarbookSummary[]> {
    return this.read(async (r) => (await r.listWarbooks(reader)).map((w) => ({ ...this.stored(w, lang), description: textIn(w.description, lang), archetypeCount: w.archetypes, playListCount: w.playLists })));
  }

  get(slug: string, lang: Lang, reader: string | undefined): Promise<WartimeWarbook> {
    return this.read(async (r) => this.warbookView(r, await this.visible(r, reader, slug, lang), lang));
  }

  archetypes(slug: string, lang: Lang, reader: string | undefined): Promise<WartimeWarbookArchetype[]> {
    return this.read(async (r) => {
      const book = await this.visible(r, reader, slug, lang);
      const parts = await r.listChildren(ARCHETYPES, book.pk);
      const lookup = this.lookupFor(parts, lang);
      return parts.map((a) => this.archetypeView(book, a, lang, lookup));
    });
  }

  archetype(slug: string, id: string, lang: Lang, reader: string | undefined): Promise<WartimeWarbookArchetype> {
    return this.read(async (r) => {
      const book = await this.visible(r, reader, slug, lang);
      const parts = await r.listChildren(ARCHETYPES, book.pk);
      return this.archetypeView(book, await this.child(r, ARCHETYPES, book, id, lang, false), lang, this.lookupFor(parts, lang));
    });
  }

  playLists(slug: string, lang: Lang, reader: string | undefined): Promise<WartimePlayList[]> {
    return this.read(async (r) => {
      const book = await this.visible(r, reader, slug, lang);
      const parts = await r.listChildren(ARCHETYPES, book.pk);
      return (await r.listChildren(PLAY_LISTS, book.pk)).map((l) => this.playListView(book, l, parts, lang));
    });
  }

  playList(slug: string, id: string, lang: Lang, reader: string | undefined): Promise<WartimePlayList> {
    return this.read(async (r) => {
      const book = await this.visible(r, reader, slug, lang);
      const parts = await r.listChildren(ARCHETYPES, book.pk);
      return this.playListView(book, await this.child(r, PLAY_LISTS, book, id, lang, false), parts, lang);
    });
  }

  /** A play list checked against a warbook the caller may read, without storing it. */
  validate(slug: string, fields: WartimePlayListFields, lang: Lang, reader: string | undefined): Promise<WartimePlayListReport> {
    return this.read(async (r) => {
      const book = await this.visible(r, reader, slug, lang);
      return this.report(listOf(fields), (await r.listChildren(ARCHETYPES, book.pk)).map(partOf), lang);
    });
  }

  // --- Warbook writes ------------------------------------------------------------------------

  async create(owner: string, body: WartimeWarbookBody, lang: Lang): Promise<WartimeWarbook> {
    const slug = body.slug ?? '';
    const bodies = (body.archetypes ?? []).map((a, i) => this.archetypeBody(a, `archetypes[${i}]`));
    const parts = bodies.map((b, i) => this.part(b, `archetypes[${i}]`, lang, undefined));
    const problems = this.check(parts, lang);
    if (problems.length > 0) throw ruleViolation(problems.map((p) => ({ path: p.path.replace(/^archetypes\[(\d+)\]\.id$/, 'archetypes[$1].slug'), message: p.message })));
    const quota = { path: 'slug', paths: { archetypes_per_warbook: 'archetypes' } };
    return this.write(owner, lang, quota, async (q, r, touched) => {
      if (await r.findWarbook(owner, slug)) throw this.conflict(lang, 'warbook-exists', { id: slug, restore: `${BASE}/${slug}/restore` }, 'slug');
      // A slug names one warbook for everyone: with a built-in example's, the user would read and
      // write their own while everyone else (and their docs) read the example.
      if (await r.findWarbook(null, slug)) throw this.conflict(lang, 'warbook-builtin-slug', { id: slug }, 'slug');
      const pk = await insertWarbook(q, owner, slug, textOf(body.name, lang, undefined), textOf(body.description, lang, undefined));
      await insertArchetypes(q, pk, owner, parts.map((p) => ({ slug: p.slug, name: p.name, content: p.profile })));
      touched.push({ table: WARBOOKS_TABLE, pk });
      return this.warbookView(r, await this.mustFind(r, owner, slug), lang);
    });
  }

  replace(owner: string, slug: string, body: WartimeWarbookBody, lang: Lang): Promise<WartimeWarbook> {
    return this.write(owner, lang, { path: 'name' }, async (q, r) => {
      const book = await this.own(r, owner, slug, lang);
      checkReadOnly(body, slug, book.version, lang);
      await updateWarbook(q, book.pk, textOf(body.name, lang, book.name), textOf(body.description, lang, book.description));
      return this.warbookView(r, await this.mustFind(r, owner, slug), lang);
    });
  }

  /** Soft delete: the warbook, its archetypes and play lists stay stored, unserved, until restored. */
  remove(owner: string, slug: string, lang: Lang): Promise<WartimeWarbook> {
    return this.write(owner, lang, { path: 'id' }, async (q, r, touched) => {
      const book = await this.own(r, owner, slug, lang);
      await setWarbookDeleted(q, book.pk, true);
      touched.push({ table: WARBOOKS_TABLE, pk: book.pk });
      return this.warbookView(r, await this.mustFind(r, owner, slug), lang);
    });
  }

  restore(owner: string, slug: string, lang: Lang): Promise<WartimeWarbook> {
    return this.write(owner, lang, { path: 'id' }, async (q, r, touched) => {
      const book = await this.own(r, owner, slug, lang, true);
      if (book.deletedAt) {
        await setWarbookDeleted(q, book.pk, false);
        touched.push({ table: WARBOOKS_TABLE, pk: book.pk });
      }
      return this.warbookView(r, await this.mustFind(r, owner, slug), lang);
    });
  }

  // --- Archetype writes ------------------------------------------------------------------------

  createArchetype(owner: string, slug: string, body: WartimeWarbookArchetypeBody, lang: Lang): Promise<WartimeWarbookArchetype> {
    const part = this.part(body, '', lang, undefined);
    return this.write(owner, lang, { path: 'slug', paths: { stored_bytes: 'profile' } }, async (q, r, touched) => {
      const book = await this.own(r, owner, slug, lang);
      if (await r.findChild(ARCHETYPES, book.pk, part.slug)) throw this.partExists(lang, book, 'archetype', part.slug, ARCHETYPES);
      const live = (await listArchetypeParts(q, book.pk)).map(asPart);
      const next = [...live, part];
      await this.checkChange(r, book, next, live.length, part.slug, lang, 422);
      touched.push({ table: ARCHETYPES.table, pk: (await insertChild(q, ARCHETYPES, book.pk, owner, { slug: part.slug, name: part.name, content: part.profile })).pk });
      await touchWarbook(q, book.pk);
      return this.archetypeAfter(r, book, part.slug, next, lang);
    });
  }

  replaceArchetype(owner: string, slug: string, id: string, body: WartimeWarbookArchetypeBody, lang: Lang): Promise<WartimeWarbookArchetype> {
    return this.write(owner, lang, { path: 'profile' }, async (q, r, touched) => {
      const book = await this.own(r, owner, slug, lang);
      const current = await this.child(r, ARCHETYPES, book, id, lang, false);
      checkReadOnly(body, id, current.version, lang);
      const part = this.part({ ...body, slug: id }, '', lang, current.name);
      const live = (await listArchetypeParts(q, book.pk)).map(asPart);
      const at = live.findIndex((a) => a.slug === id);
      const next = live.map((a, i) => (i === at ? part : a));
      await this.checkChange(r, book, next, at, id, lang, 422);
      await updateChild(q, ARCHETYPES, current.pk, { slug: id, name: part.name, content: part.profile });
      touched.push({ table: ARCHETYPES.table, pk: current.pk });
      await touchWarbook(q, book.pk);
      return this.archetypeAfter(r, book, id, next, lang);
    });
  }

  /** Soft delete; refused (409) while other archetypes or play lists of the warbook name it. */
  removeArchetype(owner: string, slug: string, id: string, lang: Lang): Promise<WartimeWarbookArchetype> {
    return this.write(owner, lang, { path: 'id' }, async (q, r, touched) => {
      const book = await this.own(r, owner, slug, lang);
      const current = await this.child(r, ARCHETYPES, book, id, lang, false);
      const next = (await listArchetypeParts(q, book.pk)).map(asPart).filter((a) => a.slug !== id);
      await this.checkChange(r, book, next, -1, id, lang, 409);
      await setChildDeleted(q, ARCHETYPES, current.pk, true);
      touched.push({ table: ARCHETYPES.table, pk: current.pk });
      await touchWarbook(q, book.pk);
      return this.archetypeAfter(r, book, id, next, lang);
    });
  }

  restoreArchetype(owner: string, slug: string, id: string, lang: Lang): Promise<WartimeWarbookArchetype> {
    return this.write(owner, lang, { path: 'id' }, async (q, r, touched) => {
      const book = await this.own(r, owner, slug, lang);
      const current = await this.child(r, ARCHETYPES, book, id, lang, true);
      const live = (await listArchetypeParts(q, book.pk)).map(asPart);
      if (!current.deletedAt) return this.archetypeAfter(r, book, id, live, lang);
      const next = [...live, partOf(current)];
      await this.checkChange(r, book, next, live.length, id, lang, 409);
      await setChildDeleted(q, ARCHETYPES, current.pk, false);
      touched.push({ table: ARCHETYPES.table, pk: current.pk });
      await touchWarbook(q, book.pk);
      return this.archetypeAfter(r, book, id, next, lang);
    });
  }

  // --- Play list writes ------------------------------------------------------------------------

  createPlayList(owner: string, slug: string, body: WartimePlayListBody, lang: Lang): Promise<WartimePlayList> {
    const listSlug = body.slug ?? '';
    return this.write(owner, lang, { path: 'slug', paths: { stored_bytes: 'squads' } }, async (q, r) => {
      const book = await this.own(r, owner, slug, lang);
      if (await r.findChild(PLAY_LISTS, book.pk, listSlug)) throw this.partExists(lang, book, 'play-list', listSlug, PLAY_LISTS);
      const parts = (await listArchetypeParts(q, book.pk)).map(asPart);
      this.mustBeValid(listOf(body), parts, lang);
      await insertChild(q, PLAY_LISTS, book.pk, owner, { slug: listSlug, name: textOf(body.name, lang, undefined), content: listOf(body) });
      await touchWarbook(q, book.pk);
      return this.playListAfter(r, owner, slug, listSlug, lang);
    });
  }

  replacePlayList(owner: string, slug: string, id: string, body: WartimePlayListBody, lang: Lang): Promise<WartimePlayList> {
    return this.write(owner, lang, { path: 'squads' }, async (q, r) => {
      const book = await this.own(r, owner, slug, lang);
      const current = await this.child(r, PLAY_LISTS, book, id, lang, false);
      checkReadOnly(body, id, current.version, lang);
      const parts = (await listArchetypeParts(q, book.pk)).map(asPart);
      this.mustBeValid(listOf(body), parts, lang);
      await updateChild(q, PLAY_LISTS, current.pk, { slug: id, name: textOf(body.name, lang, current.name), content: listOf(body) });
      await touchWarbook(q, book.pk);
      return this.playListAfter(r, owner, slug, id, lang);
    });
  }

  removePlayList(owner: string, slug: string, id: string, lang: Lang): Promise<WartimePlayList> {
    return this.setPlayListDeleted(owner, slug, id, lang, true);
  }

  restorePlayList(owner: string, slug: string, id: string, lang: Lang): Promise<WartimePlayList> {
    return this.setPlayListDeleted(owner, slug, id, lang, false);
  }

  private setPlayListDeleted(owner: string, slug: string, id: string, lang: Lang, deleted: boolean): Promise<WartimePlayList> {
    return this.write(owner, lang, { path: 'id' }, async (q, r) => {
      const book = await this.own(r, owner, slug, lang);
      const current = await this.child(r, PLAY_LISTS, book, id, lang, !deleted);
      if ((current.deletedAt !== null) !== deleted) {
        await setChildDeleted(q, PLAY_LISTS, current.pk, deleted);
        await touchWarbook(q, book.pk);
      }
      return this.playListAfter(r, owner, slug, id, lang);
    });
  }

  // --- Checks ----------------------------------------------------------------------------------

  /** An archetype body as stored: its slug, texts and profile, the profile checked against the engine's schema. */
  private part(body: WartimeWarbookArchetypeBody, at: string, lang: Lang, stored: PartlyLocalized | undefined): Part {
    const errors = profileErrors(WARTIME_ARCHETYPE_KIND, body.profile);
    // A name or description with control, bidi or invisible characters is a bad body (400), as in
    // any other body; once per field (each branch of the archetype schema's `oneOf` reports it).
    const text = new Map(errors.flatMap((e) => (e.text ? [[e.path, { path: join(at, `profile.${e.path}`), message: playerTextMessage(e.text) }] as const] : [])));
    if (text.size > 0) throw ProblemException.validation([...text.values()]);
    if (errors.length > 0) throw ruleViolation(errors.map((e) => ({ path: join(at, e.path ? `profile.${e.path}` : 'profile'), message: e.message })));
    return { slug: body.slug ?? '', name: textOf(body.name, lang, stored), profile: body.profile as unknown as ArchetypeProfile };
  }

  /** An element of `archetypes` in a warbook body, checked like an archetype's own body. */
  private archetypeBody(raw: Record<string, unknown>, at: string): WartimeWarbookArchetypeBody {
    try {
      return validateBody(WartimeWarbookArchetypeBody, raw);
    } catch (e) {
      if (e instanceof ProblemException) throw ProblemException.validation(e.errors.map((x) => ({ path: join(at, x.path), message: x.message })));
      throw e;
    }
  }

  /**
   * Every violation of a set of archetypes, in `lang`: the engine's checks with the names in
   * `lang` (the prices of the archetypes at `priced`, every one by default), and repeated names in
   * every other language the names are written in. Prices do not depend on the language: each
   * archetype is priced once.
   */
  private check(parts: readonly Part[], lang: Lang, priced?: ReadonlySet<number>): { readonly path: string; readonly code: string; readonly message: string }[] {
    const t = gameTranslator(WARTIME, lang);
    const cap = warbookCapViolation(parts.length);
    if (cap) return [render(cap, t)];
    const fallback = this.fallback();
    const book = bookOf(parts, lang);
    this.work.archetypesPriced += priced?.size ?? parts.length;
    // In the order validateWarbook lists them: by archetype, its name and id before its price.
    const own = priced ? byArchetype([...nameViolations(book), ...archetypeViolations(book, [...priced].sort((a, b) => a - b), fallback)]) : validateWarbook(book, fallback);
    const seen = new Set<string>();
    const out: { path: string; code: string; message: string }[] = [];
    const add = (v: Violation): void => {
      if (seen.has(`${v.code} ${v.path}`)) return;
      seen.add(`${v.code} ${v.path}`);
      out.push(render(v, t));
    };
    own.forEach(add);
    for (const l of LANGUAGES.filter((x) => x !== lang)) for (const v of nameViolations(bookOf(parts, l))) if (v.code === 'duplicate-name') add(v);
    return out;
  }

  /**
   * A change to a warbook's archetypes (`next`, the written one at `at`, -1 for a deletion;
   * `changed`, its slug): 422 listing every violation when the written archetype has any, else 409
   * when it would break the others (an archetype or a play list naming one that is gone or no
   * longer fits). Only prices the change can move are computed again: the written archetype's and
   * those of the archetypes naming it, directly or through others; only play lists recruiting one
   * of them are checked again.
   */
  private async checkChange(r: Reads, book: WarbookRow, next: readonly Part[], at: number, changed: string, lang: Lang, status: 409 | 422): Promise<void> {
    const errors: { mine: boolean; path: string; message: string }[] = [];
    const mine = `archetypes[${at}]`;
    const affected = namingClosure(next, changed);
    for (const v of this.check(next, lang, affected.indices)) {
      const m = /^archetypes\[(\d+)\](?:\.(.*))?$/.exec(v.path);
      const index = m ? Number(m[1]) : -1;
      const rest = m?.[2] ?? '';
      if (v.path === mine || v.path.startsWith(`${mine}.`)) errors.push({ mine: true, path: rest === 'id' ? 'slug' : rest, message: v.message });
      else errors.push({ mine: false, path: index >= 0 ? join(`archetypes.${next[index]?.slug ?? index}`, rest) : v.path, message: v.message });
    }
    // Play lists only break by naming what is gone or is no longer a character; points and levels are reported on reading.
    for (const list of await r.listChildren(PLAY_LISTS, book.pk)) {
      if (!recruitsAny(list.content as PlayList, affected.slugs)) continue;
      this.work.playListsChecked++;
      for (const v of this.report(list.content as PlayList, next, lang).violations) {
        if (v.code === 'unknown-archetype' || v.code === 'not-a-character' || v.code === 'invalid-archetype') errors.push({ mine: false, path: join(`playLists.${list.slug}`, v.path), message: v.message });
      }
    }
    if (errors.length === 0) return;
    const fields = errors.map(({ path, message }) => ({ path, message }));
    if (status === 422 && errors.some((e) => e.mine)) throw ruleViolation(fields);
    const detail = warbookText(lang, 'breaks-others', { count: errors.filter((e) => !e.mine).length || errors.length, warbook: book.slug });
    throw problemOf(ProblemType.Conflict, detail, fields);
  }

  private mustBeValid(list: PlayList, parts: readonly Part[], lang: Lang): void {
    const report = this.report(list, parts, lang);
    if (!report.valid) throw ruleViolation(report.violations.map((v) => ({ path: v.path, message: v.message })));
  }

  private report(list: PlayList, parts: readonly Part[], lang: Lang): WartimePlayListReport {
    const t = gameTranslator(WARTIME, lang);
    const r: PlayListReport = validatePlayList(list, bookOf(parts, lang), this.fallback());
    return {
      valid: r.valid,
      total: r.total,
      squads: r.squads.map((s) => ({ name: s.name, cost: s.cost, characters: s.characters.map((c) => ({ ...c })) })),
      violations: r.violations.map((v) => render(v, t)),
    };
  }

  /** Built-in archetypes a warbook may name by their catalog id. */
  private fallback(): ArchetypeLookup {
    return catalogLookup(this.catalog.engineCatalog(GAME) as WartimeCatalog);
  }

  private lookupFor(rows: readonly ChildRow[], lang: Lang): ArchetypeLookup {
    return warbookLookup(bookOf(rows.map(partOf), lang), this.fallback());
  }

  // --- Access ----------------------------------------------------------------------------------

  /** A warbook the caller may read: its own (with a read-scope key), else a built-in example. */
  private async visible(r: Reads, reader: string | undefined, slug: string, lang: Lang): Promise<WarbookRow> {
    if (reader !== undefined) {
      const mine = await r.findWarbook(reader, slug);
      if (mine?.deletedAt) throw this.notFound(lang, 'warbook-deleted', { id: slug, restore: `${BASE}/${slug}/restore` });
      if (mine) return mine;
    }
    const builtIn = await r.findWarbook(null, slug);
    if (builtIn) return builtIn;
    throw this.notFound(lang, 'warbook-missing', { id: slug });
  }

  /** The caller's own warbook, locked for the transaction (a built-in one is a 403, another owner's a 404). */
  private async own(r: Reads, owner: string, slug: string, lang: Lang, deletedToo = false): Promise<WarbookRow> {
    const mine = await r.findWarbook(owner, slug, true);
    if (mine && (deletedToo || !mine.deletedAt)) return mine;
    if (mine) throw this.notFound(lang, 'warbook-deleted', { id: slug, restore: `${BASE}/${slug}/restore` });
    if (await r.findWarbook(null, slug)) {
      const detail = warbookText(lang, 'warbook-builtin', { id: slug });
      throw problemOf(ProblemType.Forbidden, detail, [{ path: 'warbook', message: detail }]);
    }
    throw this.notFound(lang, 'warbook-missing', { id: slug });
  }

  private async child(r: Reads, t: ChildTable, book: WarbookRow, slug: string, lang: Lang, deletedToo: boolean): Promise<ChildRow> {
    const what = warbookText(lang, t === ARCHETYPES ? 'archetype' : 'play-list');
    const row = await r.findChild(t, book.pk, slug);
    if (row && (deletedToo || !row.deletedAt)) return row;
    const params = { warbook: book.slug, what, id: slug, restore: `${BASE}/${book.slug}/${t === ARCHETYPES ? 'archetypes' : 'play-lists'}/${slug}/restore` };
    throw this.notFound(lang, row ? 'part-deleted' : 'part-missing', params);
  }

  private async mustFind(r: Reads, owner: string, slug: string): Promise<WarbookRow> {
    const row = await r.findWarbook(owner, slug);
    if (!row) throw new Error(`warbook ${owner}:${slug} vanished inside its own transaction`);
    return row;
  }

  /** An archetype as written, priced among the warbook's live archetypes as the write left them (`parts`). */
  private async archetypeAfter(r: Reads, book: WarbookRow, id: string, parts: readonly Part[], lang: Lang): Promise<WartimeWarbookArchetype> {
    const row = await r.findChild(ARCHETYPES, book.pk, id);
    if (!row) throw new Error(`archetype ${book.owner ?? ''}:${book.slug}/${id} vanished inside its own transaction`);
    return this.archetypeView(book, row, lang, warbookLookup(bookOf(parts, lang), this.fallback()));
  }

  private async playListAfter(r: Reads, owner: string, slug: string, id: string, lang: Lang): Promise<WartimePlayList> {
    const book = await this.mustFind(r, owner, slug);
    const row = await r.findChild(PLAY_LISTS, book.pk, id);
    if (!row) throw new Error(`play list ${owner}:${slug}/${id} vanished inside its own transaction`);
    return this.playListView(book, row, await r.listChildren(ARCHETYPES, book.pk), lang);
  }

  private notFound(lang: Lang, key: WarbookMessageKey, params: Readonly<Record<string, string>>): ProblemException {
    const detail = warbookText(lang, key, params);
    return problemOf(ProblemType.NotFound, detail, [{ path: 'id', message: detail }]);
  }

  private conflict(lang: Lang, key: WarbookMessageKey, params: Readonly<Record<string, string>>, path: string): ProblemException {
    const detail = warbookText(lang, key, params);
    return problemOf(ProblemType.Conflict, detail, [{ path, message: detail }]);
  }

  private partExists(lang: Lang, book: WarbookRow, what: 'archetype' | 'play-list', slug: string, t: ChildTable): ProblemException {
    return this.conflict(lang, 'part-exists', { warbook: book.slug, what: warbookText(lang, what), id: slug, restore: `${BASE}/${book.slug}/${t === ARCHETYPES ? 'archetypes' : 'play-lists'}/${slug}/restore` }, 'slug');
  }

  // --- Views -----------------------------------------------------------------------------------

  private stored(row: { readonly slug: string; readonly owner: string | null; readonly name: PartlyLocalized; readonly version: number; readonly createdAt: Date; readonly updatedAt: Date; readonly deletedAt: Date | null }, lang: Lang) {
    return {
      id: row.slug,
      name: textIn(row.name, lang),
      ...(row.owner !== null ? { owner: row.owner } : {}),
      builtIn: row.owner === null,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      ...(row.deletedAt !== null ? { deletedAt: row.deletedAt.toISOString() } : {}),
    };
  }

  private async warbookView(r: Reads, book: WarbookRow, lang: Lang): Promise<WartimeWarbook> {
    const parts = await r.listChildren(ARCHETYPES, book.pk);
    const lookup = this.lookupFor(parts, lang);
    const lists = await r.listChildren(PLAY_LISTS, book.pk);
    return {
      ...this.stored(book, lang),
      description: textIn(book.description, lang),
      archetypes: parts.map((a) => this.archetypeView(book, a, lang, lookup)),
      playLists: lists.map((l) => this.playListView(book, l, parts, lang)),
    };
  }

  private archetypeView(book: WarbookRow, row: ChildRow, lang: Lang, lookup: ArchetypeLookup): WartimeWarbookArchetype {
    const profile = row.content as ArchetypeProfile;
    const priced = priceArchetype(profile, lookup, '');
    return {
      ...this.stored(row, lang),
      warbook: book.slug,
      ...(book.owner !== null ? { catalogId: `${book.slug}/${row.slug}` } : {}),
      type: profile.type,
      profile: row.content as Record<string, unknown>,
      ...(priced.errors.length === 0 && priced.cost.total !== null ? { cost: priced.cost.total } : {}),
      ...(priced.cost.derived.level !== undefined ? { level: priced.cost.derived.level } : {}),
    };
  }

  private playListView(book: WarbookRow, row: ChildRow, parts: readonly ChildRow[], lang: Lang): WartimePlayList {
    const list = row.content as PlayList;
    return {
      ...this.stored(row, lang),
      warbook: book.slug,
      pointLimit: list.pointLimit,
      ...(list.maxLevel !== undefined ? { maxLevel: list.maxLevel } : {}),
      formations: list.formations ?? false,
      squads: list.squads.map((s) => ({ name: s.name, characters: s.characters.map((c) => ({ archetype: c.archetype, count: c.count ?? 1 })) })),
      report: this.report(list, parts.map(partOf), lang),
    };
  }

  // --- Database --------------------------------------------------------------------------------

  /** Reads from Postgres, or, in an app without a database, the built-in examples from their seed. */
  private async read<T>(fn: (r: Reads) => Promise<T>): Promise<T> {
    if (!this.dataSource) return fn(EXAMPLE_READS);
    try {
      return await fn(sqlReads(this.dataSource));
    } catch (e) {
      if (!(e instanceof ProblemException) && isDatabaseUnavailable(e)) throw problemOf(ProblemType.Unavailable, problemMsg('detail.database-unavailable'));
      throw e;
    }
  }

  /**
   * One transaction under the owner's quotas (a write past one is a 409 naming `quota.path`): its
   * statements and their NOTIFY commit together. Then the rows `fn` says it changed in the owner's
   * engine catalog (`touched`) are re-read here; the other replicas follow the notifications.
   */
  private async write<T>(owner: string, lang: Lang, quota: QuotaContext, fn: (q: SqlRunner, r: Reads, touched: Touched) => Promise<T>): Promise<T> {
    const db = this.db(lang);
    const touched: Touched = [];
    let result: T;
    try {
      result = await writeTransaction(db, async (m) => {
        await applyQuotas(m, this.custom.quotas);
        return fn(m, sqlReads(m), touched);
      });
    } catch (e) {
      throw quotaProblem(e, quota) ?? databaseWriteProblem(e) ?? e;
    }
    if (touched.length > 0) {
      try {
        await this.custom.rowsChanged(owner, touched);
      } catch {
        // Committed: the notification (or the next reconnect) reloads it.
      }
    }
    return result;
  }

  private db(lang: Lang = 'en'): DataSource {
    if (!this.dataSource) throw problemOf(ProblemType.Unavailable, warbookText(lang, 'no-database'));
    return this.dataSource;
  }
}

// --- Helpers ---------------------------------------------------------------------------------------

const join = (path: string, field: string): string => (path === '' ? field : field === '' ? path : `${path}.${field}`);

const partOf = (row: ChildRow): Part => ({ slug: row.slug, name: row.name, profile: row.content as ArchetypeProfile });
const asPart = (p: ArchetypePart): Part => ({ slug: p.slug, name: p.name, profile: p.profile as ArchetypeProfile });

/**
 * The archetypes whose price a change to `slug` can move: the one with that slug (when there is
 * one) and every one naming it, directly or through others (a character names a transport, which
 * names a weapon), by index in `parts` and by slug.
 */
function namingClosure(parts: readonly Part[], slug: string): { readonly indices: ReadonlySet<number>; readonly slugs: ReadonlySet<string> } {
  const namedBy = new Map<string, number[]>();
  parts.forEach((p, i) => {
    for (const ref of new Set(referencesOf(p.profile))) {
      const naming = namedBy.get(ref);
      if (naming) naming.push(i);
      else namedBy.set(ref, [i]);
    }
  });
  const indices = new Set<number>();
  const slugs = new Set<string>([slug]);
  parts.forEach((p, i) => {
    if (p.slug === slug) indices.add(i);
  });
  const queue = [slug];
  for (let s = queue.pop(); s !== undefined; s = queue.pop()) {
    for (const i of namedBy.get(s) ?? []) {
      if (indices.has(i)) continue;
      indices.add(i);
      const named = parts[i]?.slug;
      if (named !== undefined && !slugs.has(named)) {
        slugs.add(named);
        queue.push(named);
      }
    }
  }
  return { indices, slugs };
}

/** Whether a play list recruits one of `slugs`. */
const recruitsAny = (list: PlayList, slugs: ReadonlySet<string>): boolean => list.squads.some((s) => s.characters.some((c) => slugs.has(c.archetype)));

/** Violations in the order validateWarbook gives them: by archetype (stable within one), the others first. */
function byArchetype(violations: readonly Violation[]): Violation[] {
  const indexOf = (v: Violation): number => Number(/^archetypes\[(\d+)\]/.exec(v.path)?.[1] ?? -1);
  return violations.map((v, order) => ({ v, order, index: indexOf(v) })).sort((a, b) => a.index - b.index || a.order - b.order).map((x) => x.v);
}

const bookOf = (parts: readonly Part[], lang: Lang): Warbook => ({ archetypes: parts.map((p) => ({ id: p.slug, name: textIn(p.name, lang), profile: p.profile })) });

const listOf = (f: WartimePlayListFields): PlayList => ({
  pointLimit: f.pointLimit,
  ...(f.maxLevel !== undefined ? { maxLevel: f.maxLevel } : {}),
  ...(f.formations !== undefined ? { formations: f.formations } : {}),
  squads: f.squads.map((s) => ({ name: s.name, characters: s.characters.map((c) => ({ archetype: c.archetype, ...(c.count !== undefined ? { count: c.count } : {}) })) })),
});

const render = (v: Violation, t: Translate): { path: string; code: string; message: string } => ({ code: v.code, path: v.path, message: t(v.message) });

function ruleViolation(errors: readonly ProblemFieldError[]): ProblemException {
  return problemOf(ProblemType.RuleViolation, firstOf(errors, 'rule'), [...errors]);
}

/** A PUT's read-only fields must name what the URL names, and the version read must be the current one. */
function checkReadOnly(body: { readonly slug?: string; readonly id?: string; readonly version?: number }, slug: string, version: number, lang: Lang): void {
  const errors: ProblemFieldError[] = [];
  if (body.slug !== undefined && body.slug !== slug) errors.push({ path: 'slug', message: problemMsg('field.slug-mismatch', { slug }) });
  if (body.id !== undefined && body.id !== slug) errors.push({ path: 'id', message: problemMsg('field.id-mismatch', { id: slug }) });
  if (errors.length > 0) throw ProblemException.validation(errors);
  if (body.version !== undefined && body.version !== version) {
    throw problemOf(ProblemType.Conflict, warbookText(lang, 'version-conflict', { id: slug, current: version, given: body.version }), [
      { path: 'version', message: problemMsg('field.version-current', { current: version }) },
    ]);
  }
}

/**
 * A text as a body gives it: the texts per language, or one text in the request's language (on
 * PUT it replaces that language's only; one equal to what a read in that language shows changes nothing).
 */
function textOf(given: Text | undefined, lang: Lang, stored: PartlyLocalized | undefined): PartlyLocalized {
  if (given === undefined) return { en: '' };
  if (typeof given !== 'string') return { en: given.en, ...(given.es !== undefined ? { es: given.es } : {}), ...(given.fr !== undefined ? { fr: given.fr } : {}) };
  if (!stored) return lang === 'en' ? { en: given } : { en: given, [lang]: given };
  return textIn(stored, lang) === given ? stored : { ...stored, [lang]: given };
}

