import { ProblemException } from '../common/problem/problem.exception';
import { LANGUAGES, Lang } from '../engine/core/types';

/*
 * TODO(merge): src/common/i18n/lang.ts (the platform's `@Lang()`) implements the same rules; this
 * copy keeps the catalog independent of it until the two are merged. Keep their behaviour equal:
 * an unsupported `?lang` is a 400 naming `lang` on every route.
 */

const first = (v: string | readonly string[] | undefined): string | undefined => (typeof v === 'string' ? v : v?.[0]);

const isLang = (v: string): v is Lang => LANGUAGES.some((l) => l === v);

/**
 * The language of a reply: `?lang=` (en, es or fr, else a 400 naming `lang`), else the best
 * supported entry of Accept-Language (by q-value, then order; region subtags ignored, `*` means
 * en), else `en`. Whether the game has that language is the caller's next step.
 */
export function negotiateLang(
  query: string | readonly string[] | undefined,
  acceptLanguage: string | readonly string[] | undefined,
): Lang {
  const asked = first(query);
  if (asked !== undefined) {
    if (isLang(asked)) return asked;
    throw ProblemException.invalidParam('lang', `must be one of: ${LANGUAGES.join(', ')}`);
  }

  const header = first(acceptLanguage);
  if (!header) return 'en';
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim().toLowerCase().split(/[-_]/)[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.tag !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranges) {
    if (r.tag === '*') return 'en';
    if (isLang(r.tag)) return r.tag;
  }
  return 'en';
}
