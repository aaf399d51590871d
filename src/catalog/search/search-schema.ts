/*
 * What the search indexes index and the search queries query, in one place: an index serves a
 * query only when the query writes the indexed expression exactly as the index definition did
 * (migrations/1795700000000-CatalogSearch.ts and 1795900000300-SearchByOwner.ts build the indexes
 * from these; src/catalog/search/search.service.ts queries with them).
 */

/** The text search configuration (stemmer, stop words) of each language. */
export const SEARCH_CONFIGS = { en: 'english', es: 'spanish', fr: 'french' } as const;

/** A searched table: its name, title and text columns, and which rows are live. */
export interface SearchedTable {
  readonly table: 'catalog_entries' | 'special_rules' | 'rulings';
  readonly name: string;
  readonly summary: string;
  readonly live?: string;
}

export const SEARCHED_TABLES: readonly SearchedTable[] = [
  { table: 'catalog_entries', name: 'name', summary: 'summary', live: 'deleted_at IS NULL' },
  { table: 'special_rules', name: 'name', summary: 'summary' },
  { table: 'rulings', name: 'title', summary: 'text' },
];

/**
 * The indexed expression, written exactly as queries must write it for the index to be used:
 * `alias` qualifies the columns in a query (none in the index definition).
 */
export function searchDocument(config: string, lang: string, t: SearchedTable, alias?: string): string {
  const c = (column: string): string => (alias ? `${alias}.${column}` : column);
  return `arbiter_search_document('${config}'::regconfig, '${lang}', ${c('id')}, ${c(t.name)}, ${c(t.summary)})`;
}

/**
 * The two halves of `catalog_entries` a search reads, each with indexes of its own per language:
 * the built-in rows (everyone's), and the custom rows, whose index leads with the owner and the
 * game (when the server has `btree_gin`) so that one owner's rows are never scanned for another.
 * A query's conditions must imply the index's predicate, written here once.
 */
export const ENTRY_SEARCH_SCOPES = {
  builtin: { index: (lang: string) => `catalog_entries_builtin_search_${lang}`, predicate: 'owner IS NULL AND deleted_at IS NULL' },
  custom: { index: (lang: string) => `catalog_entries_custom_search_${lang}`, predicate: 'owner IS NOT NULL AND deleted_at IS NULL' },
} as const;
