import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { LANGUAGES, type Lang as LangCode, negotiateLang } from './lang';

/** Where the negotiated language is kept on the request, for the Content-Language hook. */
export const REQUEST_LANG = Symbol('arbiter.lang');

export interface LangCarrier {
  [REQUEST_LANG]?: LangCode;
}

interface HttpRequestLike extends LangCarrier {
  readonly query?: unknown;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Negotiates the language of a request and records it for the Content-Language header. */
export function resolveRequestLang(req: HttpRequestLike, available: readonly LangCode[] = LANGUAGES): LangCode {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const header = req.headers['accept-language'];
  const lang = negotiateLang(query.lang, Array.isArray(header) ? header.join(',') : header, available);
  req[REQUEST_LANG] = lang;
  return lang;
}

/** Records a language decided elsewhere (GraphQL `lang` argument) for the Content-Language header. */
export function setRequestLang(req: object, lang: LangCode): void {
  (req as LangCarrier)[REQUEST_LANG] = lang;
}

/**
 * `@Lang() lang: Lang` (or `@Lang(['en', 'es'])` for a game with fewer languages): `?lang=`,
 * else Accept-Language, else `en`; the reply's Content-Language is set by `contentLanguageHook`.
 */
export const Lang = createParamDecorator((available: readonly LangCode[] | undefined, ctx: ExecutionContext): LangCode =>
  resolveRequestLang(ctx.switchToHttp().getRequest<HttpRequestLike>(), available ?? LANGUAGES),
);
