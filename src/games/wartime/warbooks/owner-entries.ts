import type { ArchetypeProfile } from '../../../engine/wartime/archetypes';
import type { OwnerEntry, OwnerEntryChanges, OwnerEntrySource, SqlRunner } from '../../registry';
import { catalogProfile, referencesOf } from './refs';
import {
  ARCHETYPES,
  ArchetypePart,
  PLAY_LISTS,
  WARBOOKS_TABLE,
  archetypeSlugs,
  archetypesByPk,
  archetypesNaming,
  listArchetypeParts,
  liveSlugs,
  loadOwnerArchetypes,
  toOwnerEntries,
  warbooksByPk,
} from './warbooks.store';

/**
 * A warbook's archetypes as their owner's engine catalog holds them (`<warbook>/<archetype>`):
 * Wartime's contribution to the shared per-owner catalogs (GameSpec.ownerEntries).
 *
 * A change is followed by what it touches, not by re-reading the owner's warbooks: an archetype
 * written is re-read, and when one appears or goes (created, deleted, restored) so are the
 * archetypes of its warbook naming it, whose references now resolve to it (`<warbook>/<slug>`)
 * or no longer do; a warbook deleted takes its archetypes out, one restored (or just created)
 * brings them in. Play lists are no catalog entries: their changes touch nothing here.
 */
export const WARBOOK_OWNER_ENTRIES: OwnerEntrySource = {
  async load(q: SqlRunner, owner?: string) {
    return toOwnerEntries(await loadOwnerArchetypes(q, owner), (warbook, row, slugs) => catalogProfile(warbook, row.content as ArchetypeProfile, slugs));
  },

  tables: [WARBOOKS_TABLE, ARCHETYPES.table, PLAY_LISTS.table],

  async changes(q, owner, rows, held): Promise<OwnerEntryChanges | undefined> {
    const set = new Map<string, OwnerEntry>();
    const removed = new Set<string>();
    let rowsRead = 0;
    const pksOf = (table: string): string[] => [...new Set(rows.filter((r) => r.table === table).map((r) => r.pk))];
    /** Warbooks read whole here: their archetypes' own rows add nothing. */
    const whole = new Set<string>();

    const bookPks = pksOf(WARBOOKS_TABLE);
    if (bookPks.length > 0) {
      const books = await warbooksByPk(q, owner, bookPks);
      rowsRead += books.length;
      if (books.length < bookPks.length) return undefined;
      for (const book of books) {
        if (book.deleted) {
          const slugs = await archetypeSlugs(q, book.pk);
          rowsRead += slugs.length;
          for (const slug of slugs) removed.add(`${book.slug}/${slug}`);
          whole.add(book.pk);
        } else if (book.firstArchetype !== null && !held.has(`${book.slug}/${book.firstArchetype}`)) {
          // Live, and its archetypes not held: created with them, or restored.
          const parts = await listArchetypeParts(q, book.pk);
          rowsRead += parts.length;
          const read = await entriesOf(q, owner, book, parts);
          rowsRead += read.rowsRead;
          for (const e of read.entries) set.set(e.data.id, e);
          whole.add(book.pk);
        }
        // Otherwise a rename or a change to its parts' version: nothing the catalog holds.
      }
    }

    const archetypePks = pksOf(ARCHETYPES.table);
    if (archetypePks.length > 0) {
      const found = await archetypesByPk(q, owner, archetypePks);
      rowsRead += found.length;
      if (found.length < archetypePks.length) return undefined;
      const byBook = new Map<string, { warbook: (typeof found)[number]['warbook']; rows: (typeof found)[number][] }>();
      for (const f of found) {
        if (whole.has(f.warbook.pk)) continue;
        const group = byBook.get(f.warbook.pk) ?? { warbook: f.warbook, rows: [] };
        group.rows.push(f);
        byBook.set(f.warbook.pk, group);
      }
      for (const { warbook, rows: changed } of byBook.values()) {
        const live: ArchetypePart[] = [];
        const toggled: string[] = [];
        for (const { part, deleted } of changed) {
          const id = `${warbook.slug}/${part.slug}`;
          const isLive = !deleted && !warbook.deleted;
          if (isLive !== held.has(id)) toggled.push(part.slug);
          if (isLive) live.push(part);
          else removed.add(id);
        }
        if (!warbook.deleted && toggled.length > 0) {
          const naming = await archetypesNaming(q, warbook.pk, toggled);
          rowsRead += naming.length;
          const mine = new Set(live.map((r) => r.slug));
          for (const row of naming) if (!mine.has(row.slug) && held.has(`${warbook.slug}/${row.slug}`)) live.push(row);
        }
        const read = await entriesOf(q, owner, warbook, live);
        rowsRead += read.rowsRead;
        for (const e of read.entries) set.set(e.data.id, e);
      }
    }
    return { set: [...set.values()], removed: [...removed].filter((id) => !set.has(id)), rowsRead };
  },
};

/** Archetypes of one live warbook as owner entries: their references to its live archetypes mapped to `<warbook>/<slug>`. */
async function entriesOf(q: SqlRunner, owner: string, warbook: { readonly pk: string; readonly slug: string }, rows: readonly ArchetypePart[]): Promise<{ entries: OwnerEntry[]; rowsRead: number }> {
  if (rows.length === 0) return { entries: [], rowsRead: 0 };
  const refs = [...new Set(rows.flatMap((r) => referencesOf(r.profile as ArchetypeProfile)))];
  const live = new Set(await liveSlugs(q, warbook.pk, refs));
  const entries = rows.map((r) => ({ owner, kind: 'archetype', data: { id: `${warbook.slug}/${r.slug}`, name: r.name, profile: catalogProfile(warbook.slug, r.profile as ArchetypeProfile, live) } }));
  return { entries, rowsRead: live.size };
}
