import { LANGUAGES, Lang } from '../../engine/core/types';
import { ProblemException } from '../problem/problem.exception';

export { LANGUAGES, type Lang };
export const DEFAULT_LANG: Lang = 'en';

const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** `?lang=` value, validated: absent → undefined; anything but en|es|fr → 400 naming `lang`. */
export function parseLangParam(value: unknown): Lang | undefined {
  if (value === undefined) return undefined;
  if (isLang(value)) return value;
  throw ProblemException.invalidParam('lang', `must be one of: ${LANGUAGES.join(', ')}`);
}

/**
 * Languages from an Accept-Language header, best first (RFC 9110 q-values; equal q keeps header
 * order; q=0 means "not this one"). Region subtags are dropped: `fr-CA` asks for `fr`. A
 * malformed header is read as far as it makes sense and never fails the request.
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

/**
 * The language to answer in: `?lang=` (validated), else the best Accept-Language the game has,
 * else `en`. A requested language the game lacks falls back to `en` (Content-Language says so).
 */
export function negotiateLang(query: unknown, acceptLanguage: string | undefined, available: readonly Lang[] = LANGUAGES): Lang {
  const fromQuery = parseLangParam(query);
  if (fromQuery !== undefined) return available.includes(fromQuery) ? fromQuery : DEFAULT_LANG;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    if (tag === '*') return DEFAULT_LANG;
    if (isLang(tag) && available.includes(tag)) return tag;
  }
  return DEFAULT_LANG;
}
