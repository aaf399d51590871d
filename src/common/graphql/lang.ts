import type { Lang } from '../i18n/lang';
import { langOfTag } from '../i18n/lang';
import { HttpRequestLike, acceptLanguageOf, recordRequestLang } from '../i18n/lang.decorator';

interface LangArgs {
  readonly lang?: unknown;
}

/**
 * The language of a problem raised by a GraphQL field: its `lang` argument when it can be read,
 * else the request's Accept-Language, else en. Recorded for the reply's Content-Language.
 */
export function fieldProblemLang(args: LangArgs | undefined, req: HttpRequestLike | undefined): Lang {
  const lang = langOfTag(args?.lang) ?? (req ? acceptLanguageOf(req) : 'en');
  if (req) recordRequestLang(req, lang);
  return lang;
}
