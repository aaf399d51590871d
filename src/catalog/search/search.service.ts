import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProblemException, ProblemFieldError, ProblemType, problemMsg } from '../../common/problem/problem.exception';
import { problemOf } from '../../common/problem/problem';
import type { Lang } from '../../engine/core/types';
import { CatalogService } from '../catalog.service';
import { PartlyLocalized, textIn } from '../records';
import { SEARCHED_TABLES, SEARCH_CONFIGS, SearchedTable, searchDocument } from './search-schema';
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
    words = searchWords(text);
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

/**
 * The words of a query, folded the way `arbiter_fold` folds what is indexed: compatibility forms
 * spelled out (NFKD: "⑴" is "(1)", "ﬁ" is "fi", "ŉ" is "ʼn") and accents dropped, then letters and
 * digits in any script, everything else separating words. The database folds each word again
 * (`unaccent` knows letters NFKD keeps, "ø", "ß", "ʼ") before it quotes it for to_tsquery.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, SEARCH_WORDS_MAX);
}

interface Row {
  readonly kind: string;
  readonly id: string;
  readonly owner: string | null;
  readonly name: PartlyLocalized;
}

/**
 * Full-text search over one game's catalog in Postgres (the indexes and functions of migrations
 * CatalogSearch1795700000000 and SearchByOwner1795900000300): entries of every kind (built-in, and the caller's own custom
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
    // Postgres text cannot hold NUL; no name holds one, so it only ever separates words.
    const params = [game, query.q.split('\u0000').join(' '), query.words, query.limit, ...(owner !== undefined ? [owner] : [])];
    const rows = (await this.dataSource.query(searchSql(languages, owner !== undefined), params)) as Row[];
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
 * The tsquery text of the words: each folded by `arbiter_fold` exactly as the indexed text was,
 * then quoted (a folded word may hold what to_tsquery reads as syntax: "ʼ" folds to "'", "ː" to
 * ":"), a prefix, all of them required. The parser splits a quoted word as it split the indexed
 * text, and a word left with no lexeme matches nothing instead of failing. Words that fold to
 * nothing are left out; none left is a NULL query, which matches no row.
 */
const TSQUERY_TEXT = `
  SELECT string_agg('''' || replace(replace(f, '\\', '\\\\'), '''', '''''') || ''':*', ' & ') AS text
  FROM (SELECT arbiter_fold(w) AS f FROM unnest($3::text[]) AS w) folded
  WHERE f <> ''`;

/**
 * One branch per language and table (the caller's custom entries only with an owner), each written
 * with the indexed expression and implying its index's predicate, so that its GIN index serves it;
 * rows found in several languages count once, at their best rank. A name equal to the query
 * (folded) ranks above any other match. $1 game, $2 the query, $3 its words, $4 the limit, and
 * `withOwner`, $5 the owner.
 */
export function searchSql(languages: readonly Lang[], withOwner: boolean): string {
  const branches: string[] = [];
  for (const lang of languages) {
    const config = SEARCH_CONFIGS[lang as keyof typeof SEARCH_CONFIGS];
    const query = `to_tsquery('${config}'::regconfig, (SELECT text FROM terms))`;
    for (const t of SEARCHED_TABLES) {
      const doc = searchDocument(config, lang, t, 'x');
      const exact = `CASE WHEN arbiter_fold(coalesce(x.${t.name} ->> '${lang}', x.${t.name} ->> 'en')) = arbiter_fold($2) THEN 1 ELSE 0 END`;
      const branch = (where: string): string => `
        SELECT ${kindOf(t)} AS kind, x.id, ${t.table === 'catalog_entries' ? 'x.owner' : 'NULL::text'} AS owner, x.${t.name} AS name,
               ts_rank(${doc}, ${query}) + ${exact} AS rank
        FROM ${t.table} x
        WHERE ${where} AND ${doc} @@ ${query}`;
      if (t.table !== 'catalog_entries') branches.push(branch('x.game_id = $1'));
      else {
        // Each half's conditions imply its indexes' predicate (ENTRY_SEARCH_SCOPES); with
        // btree_gin the owner's half finds the owner and the game in its index condition. A
        // search without a key reads the built-in half only.
        branches.push(branch(`x.owner IS NULL AND x.deleted_at IS NULL AND x.game_id = $1`));
        if (withOwner) branches.push(branch(`x.owner = $5 AND x.game_id = $1 AND x.deleted_at IS NULL`));
      }
    }
  }
  return `
    WITH terms AS (${TSQUERY_TEXT})
    SELECT kind, id, owner, (array_agg(name))[1] AS name
    FROM (${branches.join('\n        UNION ALL')}) found
    GROUP BY kind, id, owner
    ORDER BY max(rank) DESC, kind, id
    LIMIT $4`;
}

const kindOf = (t: SearchedTable): string => (t.table === 'catalog_entries' ? 'x.kind' : t.table === 'special_rules' ? `'special-rule'` : `'ruling'`);
