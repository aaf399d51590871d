import { LANGUAGES, Lang } from '../../engine/core/types';
import { ProblemException, problemMsg } from '../problem/problem.exception';

export { LANGUAGES, type Lang };
export const DEFAULT_LANG: Lang = 'en';

/**
 * A well-formed BCP 47 language tag, as far as choosing a language needs: a primary language
 * subtag (2 to 8 letters, or the `x`/`i` singletons that start private-use and grandfathered
 * tags) and any number of subtags of 1 to 8 letters or digits (`es-ES`, `es-419`, `zh-Hant-TW`,
 * `en-US-x-twain`). Letter case carries no meaning in BCP 47. This is the syntax of RFC 4647's
 * language ranges without `*`, which every tag RFC 5646 deems well-formed satisfies; it does not
 * check subtags against the IANA registry (nothing here needs more than the language).
 */
export const LANGUAGE_TAG_PATTERN = /^(?:[A-Za-z]{2,8}|[IiXx]-[A-Za-z0-9]{1,8})(?:-[A-Za-z0-9]{1,8})*$/;

const isLang = (v: string): v is Lang => (LANGUAGES as readonly string[]).includes(v);

/**
 * The primary language subtag of a tag, lowercased (`ES-es` → `es`), or undefined when `tag` is
 * not a well-formed language tag.
 */
export function primaryLanguage(tag: string): string | undefined {
  if (!LANGUAGE_TAG_PATTERN.test(tag)) return undefined;
  const dash = tag.indexOf('-');
  return (dash < 0 ? tag : tag.slice(0, dash)).toLowerCase();
}

/**
 * The language a tag asks for, among `available`: matched on its primary language subtag,
 * whatever the case and region (`es-ES`, `ES`, `es-419` → es); a well-formed tag of a language
 * we do not have (`de`, `pt-BR`) → `en`; undefined for a malformed value.
 */
export function langOfTag(tag: unknown, available: readonly Lang[] = LANGUAGES): Lang | undefined {
  if (typeof tag !== 'string') return undefined;
  // The common case, an exact code (`es`), skips the pattern.
  const primary = isLang(tag) ? tag : primaryLanguage(tag);
  if (primary === undefined) return undefined;
  return isLang(primary) && available.includes(primary) ? primary : DEFAULT_LANG;
}

/**
 * `?lang=` (or a GraphQL `lang` argument): absent → undefined; a well-formed language tag → the
 * language it matches (see langOfTag); anything else (malformed, empty, repeated) → 400 naming
 * `lang`.
 */
export function parseLangParam(value: unknown, available: readonly Lang[] = LANGUAGES): Lang | undefined {
  if (value === undefined) return undefined;
  const lang = langOfTag(value, available);
  if (lang === undefined) throw ProblemException.invalidParam('lang', problemMsg('field.lang'));
  return lang;
}

/**
 * Languages from an Accept-Language header, best first (RFC 9110 q-values; equal q keeps header
 * order; q=0 means "not this one"), as primary subtags: `fr-CA` asks for `fr`, `EN-us` for `en`.
 * A malformed header is read as far as it makes sense and never fails the request.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const ranges: { tag: string; q: number; i: number }[] = [];
  header.split(',').forEach((part, i) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = (rawTag ?? '').trim().toLowerCase().split('-')[0] ?? '';
    if (!/^([a-z]{1,8}|\*)$/.test(tag)) return;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (q > 0) ranges.push({ tag, q, i });
  });
  return ranges.sort((a, b) => b.q - a.q || a.i - b.i).map((r) => r.tag);
}

/** The best language of an Accept-Language header among `available`, else `en`. */
export function langOfAcceptLanguage(acceptLanguage: string | undefined, available: readonly Lang[] = LANGUAGES): Lang {
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    if (tag === '*') return DEFAULT_LANG;
    if (isLang(tag) && available.includes(tag)) return tag;
  }
  return DEFAULT_LANG;
}

/**
 * The language to answer in: `?lang=` (validated, see parseLangParam), else the best
 * Accept-Language the game has, else `en`. A requested language the game lacks falls back to
 * `en` (Content-Language says so).
 */
export function negotiateLang(query: unknown, acceptLanguage: string | undefined, available: readonly Lang[] = LANGUAGES): Lang {
  return parseLangParam(query, available) ?? langOfAcceptLanguage(acceptLanguage, available);
}

/**
 * The language of a problem: as negotiateLang, but it never fails. A `lang` value that cannot be
 * read (the problem may be about it) is passed over for Accept-Language, else `en`.
 */
export function negotiateProblemLang(query: unknown, acceptLanguage: string | undefined): Lang {
  return langOfTag(query) ?? langOfAcceptLanguage(acceptLanguage);
}
