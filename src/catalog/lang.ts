import { LANGUAGES, Lang } from '../engine/core/types';

/*
 * TODO(merge): the platform's shared `@Lang()` helper in src/common/i18n does the same job; this
 * copy keeps the catalog independent until the two are merged.
 */

const first = (v: string | readonly string[] | undefined): string | undefined => (typeof v === 'string' ? v : v?.[0]);

/** `fr-CH`, `FR`, `fr_FR` → `fr`; anything that is not a supported language → undefined. */
function supported(tag: string): Lang | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === primary);
}

/**
 * The language of a reply: `?lang=` when given, else the best supported entry of Accept-Language
 * (by q-value, then order), else `en`. An explicit `?lang=` the service lacks answers in `en`
 * rather than failing, as for a language a game lacks; Content-Language tells the client.
 */
export function negotiateLang(
  query: string | readonly string[] | undefined,
  acceptLanguage: string | readonly string[] | undefined,
): Lang {
  const asked = first(query)?.trim();
  if (asked) return supported(asked) ?? 'en';

  const header = first(acceptLanguage);
  if (!header) return 'en';
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.tag !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranges) {
    if (r.tag === '*') return 'en';
    const lang = supported(r.tag);
    if (lang) return lang;
  }
  return 'en';
}
