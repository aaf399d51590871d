import type { SqlRunner } from '../../registry';
import { EXAMPLE_WARBOOKS } from './examples.data';
import { ARCHETYPES, ChildRow, ChildTable, Owner, WarbookRow, findChild, findWarbook, listChildren, listWarbooks } from './warbooks.store';

/*
 * What the warbook reads need: from Postgres, or, in an app without a database (as the built-in
 * catalogs then come from the games' seeds), the built-in examples as their seed migration stores
 * them (examples.data.spec.ts checks the two are equal); there are no users' warbooks then (and no keys).
 */

export interface Reads {
  listWarbooks(owner: string | undefined): Promise<WarbookRow[]>;
  findWarbook(owner: Owner, slug: string, lock?: boolean): Promise<WarbookRow | undefined>;
  listChildren(t: ChildTable, warbookPk: string, deleted?: boolean): Promise<ChildRow[]>;
  findChild(t: ChildTable, warbookPk: string, slug: string): Promise<ChildRow | undefined>;
}

export const sqlReads = (q: SqlRunner): Reads => ({
  listWarbooks: (owner) => listWarbooks(q, owner),
  findWarbook: (owner, slug, lock) => findWarbook(q, owner, slug, lock),
  listChildren: (t, pk, deleted) => listChildren(q, t, pk, deleted),
  findChild: (t, pk, slug) => findChild(q, t, pk, slug),
});

/** When the examples were first served (they are never written). */
const SEEDED = new Date('2026-01-01T00:00:00.000Z');
const row = { owner: null, version: 1, createdAt: SEEDED, updatedAt: SEEDED, deletedAt: null } as const;

const BOOKS: readonly WarbookRow[] = EXAMPLE_WARBOOKS.map((w, i) => ({
  ...row,
  pk: String(i + 1),
  slug: w.slug,
  name: w.name,
  description: w.description,
  archetypes: w.archetypes.length,
  playLists: w.playLists.length,
}));

const children = (t: ChildTable, pk: string): ChildRow[] => {
  const w = EXAMPLE_WARBOOKS[Number(pk) - 1];
  if (!w) return [];
  return t === ARCHETYPES
    ? w.archetypes.map((a, j) => ({ ...row, pk: String(j + 1), warbookPk: pk, slug: a.slug, name: a.name, content: a.profile }))
    : w.playLists.map((l, j) => ({ ...row, pk: String(j + 1), warbookPk: pk, slug: l.slug, name: l.name, content: l.list }));
};

export const EXAMPLE_READS: Reads = {
  listWarbooks: async () => [...BOOKS],
  findWarbook: async (owner, slug) => (owner === null ? BOOKS.find((b) => b.slug === slug) : undefined),
  listChildren: async (t, pk) => children(t, pk),
  findChild: async (t, pk, slug) => children(t, pk).find((c) => c.slug === slug),
};
