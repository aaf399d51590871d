import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SEARCHED_TABLES, SEARCH_CONFIGS, SearchedTable, searchDocument } from '../../../migrations/1795700000000-CatalogSearch';
import { ProblemException, ProblemFieldError, ProblemType, problemMsg } from '../../common/problem/problem.exception';
import { problemOf } from '../../common/problem/problem';
import type { Lang } from '../../engine/core/types';
import { CatalogService } from '../catalog.service';
import { PartlyLocalized, textIn } from '../records';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX, SEARCH_WORDS_MAX, SearchResultView, SearchResultsView } from './search.views';

/** A search as asked: the trimmed query, its words, how many results. */
export interface SearchQuery {
  readonly q: string;
  readonly words: readonly string[];
  readonly limit: number;
}

/**
 * `q` and `limit` as REST's query string or GraphQL's arguments give them (a repeated parameter
 * counts once), checked: 400 naming each bad one.
 */
export function parseSearch(q: unknown, limit: unknown): SearchQuery {
  const errors: ProblemFieldError[] = [];
  const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
  const text = typeof first(q) === 'string' ? (first(q) as string).trim() : undefined;
  let words: string[] = [];
  if (text === undefined || text === '') errors.push({ path: 'q', message: problemMsg('validation.required') });
  else if (text.length > SEARCH_QUERY_MAX) errors.push({ path: 'q', message: problemMsg('validation.max-length', { limit: SEARCH_QUERY_MAX }) });
  else {
    // Letters and digits in any script; everything else separates words (and cannot reach to_tsquery's syntax).
    words = text.normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0).slice(0, SEARCH_WORDS_MAX);
    if (words.length === 0) errors.push({ path: 'q', message: problemMsg('field.search-words') });
  }
  const rawLimit = first(limit);
  let n = SEARCH_LIMIT_DEFAULT;
  if (rawLimit !== undefined && rawLimit !== null && rawLimit !== '') {
    n = typeof rawLimit === 'number' ? rawLimit : typeof rawLimit === 'string' && /^\d{1,6}$/.test(rawLimit) ? Number(rawLimit) : NaN;
    if (!Number.isInteger(n)) errors.push({ path: 'limit', message: problemMsg('validation.type', { types: problemMsg('type.integer') }) });
    else if (n < 1) errors.push({ path: 'limit', message: problemMsg('validation.minimum', { limit: 1 }) });
    else if (n > SEARCH_LIMIT_MAX) errors.push({ path: 'limit', message: problemMsg('validation.maximum', { limit: SEARCH_LIMIT_MAX }) });
  }
  if (errors.length > 0) throw ProblemException.validation(errors);
  return { q: text as string, words, limit: n };
}

interface Row {
  readonly kind: string;
  readonly id: string;
  readonly owner: string | null;
  readonly name: PartlyLocalized;
}

/**
 * Full-text search over one game's catalog in Postgres (the indexes and functions of migration
 * CatalogSearch1795700000000): entries of every kind (built-in, and the caller's own custom
 * ones), special rules and rulings, matched in each of the game's languages with that language's
 * stemmer, accents and case folded, every word a prefix ("paraca" finds "Paracaidista"). Unlike
 * the other catalog reads this one queries the database: without one it is a 503.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly catalog: CatalogService,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
  ) {}

  async search(game: string, query: SearchQuery, lang: Lang, owner: string | undefined): Promise<SearchResultsView> {
    const definition = this.catalog.loadedGame(game).game.definition;
    if (!this.dataSource) throw problemOf(ProblemType.Unavailable, problemMsg('detail.no-database'));
    const languages = definition.languages.filter((l) => l in SEARCH_CONFIGS);
    const plural = new Map(definition.catalog.kinds.map((k) => [k.id, k.plural]));
    // Each word a prefix, all of them required; folded in SQL exactly as the indexed text was.
    const tsquery = query.words.map((w) => `${w}:*`).join(' & ');
    const rows = (await this.dataSource.query(searchSql(languages), [game, query.q, tsquery, owner ?? null, query.limit])) as Row[];
    const results: SearchResultView[] = rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      name: textIn(r.name, lang),
      link: `/v1/${game}/${r.kind === 'special-rule' ? 'special-rules' : r.kind === 'ruling' ? 'rulings' : (plural.get(r.kind) ?? r.kind)}/${r.id}`,
      custom: r.owner !== null,
    }));
    return { q: query.q, results };
  }
}

/**
 * One branch per language and table, each written with the indexed expression so that its GIN
 * index serves it; rows found in several languages count once, at their best rank. A name equal
 * to the query (folded) ranks above any other match. $1 game, $2 the query, $3 the tsquery text,
 * $4 the owner (null: built-in only), $5 the limit.
 */
function searchSql(languages: readonly Lang[]): string {
  const branches: string[] = [];
  for (const lang of languages) {
    const config = SEARCH_CONFIGS[lang as keyof typeof SEARCH_CONFIGS];
    for (const t of SEARCHED_TABLES) {
      const doc = searchDocument(config, lang, t, 'x');
      const query = `to_tsquery('${config}'::regconfig, arbiter_fold($3))`;
      const exact = `CASE WHEN arbiter_fold(coalesce(x.${t.name} ->> '${lang}', x.${t.name} ->> 'en')) = arbiter_fold($2) THEN 1 ELSE 0 END`;
      branches.push(`
        SELECT ${kindOf(t)} AS kind, x.id, ${t.table === 'catalog_entries' ? 'x.owner' : 'NULL::text'} AS owner, x.${t.name} AS name,
               ts_rank(${doc}, ${query}) + ${exact} AS rank
        FROM ${t.table} x
        WHERE x.game_id = $1 AND ${doc} @@ ${query}${filterOf(t)}`);
    }
  }
  return `
    SELECT kind, id, owner, (array_agg(name))[1] AS name
    FROM (${branches.join('\n        UNION ALL')}) found
    GROUP BY kind, id, owner
    ORDER BY max(rank) DESC, kind, id
    LIMIT $5`;
}

const kindOf = (t: SearchedTable): string => (t.table === 'catalog_entries' ? 'x.kind' : t.table === 'special_rules' ? `'special-rule'` : `'ruling'`);

const filterOf = (t: SearchedTable): string => (t.table === 'catalog_entries' ? ` AND x.${t.live} AND (x.owner IS NULL OR x.owner = $4)` : '');
