import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { LANGUAGES, type Lang as LangCode, langOfAcceptLanguage, negotiateLang, negotiateProblemLang } from './lang';

/**
 * Where the reply's language is kept on the request, for the Content-Language hook: one language,
 * or for a GraphQL operation whose fields asked for different ones, their list (`es, fr`).
 */
export const REQUEST_LANG = Symbol('arbiter.lang');
/** The Accept-Language choice, computed at most once per request (GraphQL fields without `lang`). */
const ACCEPT_LANG = Symbol('arbiter.accept-lang');

export interface LangCarrier {
  [REQUEST_LANG]?: string;
  [ACCEPT_LANG]?: LangCode;
}

export interface HttpRequestLike extends LangCarrier {
  readonly query?: unknown;
  readonly url?: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

const headerOf = (req: HttpRequestLike): string | undefined => {
  const header = req.headers['accept-language'];
  return Array.isArray(header) ? header.join(',') : header;
};

const queryLangOf = (req: HttpRequestLike): unknown => ((req.query ?? {}) as Record<string, unknown>).lang;

/**
 * `?lang=` of a request Fastify refused before parsing its query (an undecodable path): read from
 * the URL itself, for the problem only.
 */
function rawQueryLangOf(req: HttpRequestLike): unknown {
  if (req.query !== undefined && req.query !== null) return queryLangOf(req);
  const q = req.url?.indexOf('?') ?? -1;
  return q < 0 ? undefined : (new URLSearchParams((req.url as string).slice(q + 1)).get('lang') ?? undefined);
}

const isLang = (v: string | undefined): v is LangCode => v !== undefined && (LANGUAGES as readonly string[]).includes(v);

/** Negotiates the language of a request (`?lang=`, Accept-Language, en) and records it for Content-Language. */
export function resolveRequestLang(req: HttpRequestLike, available: readonly LangCode[] = LANGUAGES): LangCode {
  const lang = negotiateLang(queryLangOf(req), headerOf(req), available);
  req[REQUEST_LANG] = lang;
  return lang;
}

/** The request's Accept-Language choice among our languages (else en), computed once per request. */
export function acceptLanguageOf(req: HttpRequestLike): LangCode {
  return (req[ACCEPT_LANG] ??= langOfAcceptLanguage(headerOf(req)));
}

/**
 * Records a language a reply is (partly) written in, for Content-Language. GraphQL fields may each
 * ask for their own: the header then lists them all.
 */
export function recordRequestLang(req: object, lang: LangCode): void {
  const carrier = req as LangCarrier;
  const current = carrier[REQUEST_LANG];
  if (current === undefined) carrier[REQUEST_LANG] = lang;
  else if (current !== lang && !current.split(', ').includes(lang)) carrier[REQUEST_LANG] = `${current}, ${lang}`;
}

/**
 * The language to write a REST problem in: the one the handler negotiated when it got that far,
 * else `?lang=` when it can be read, else Accept-Language, else en (a problem about `lang` itself
 * is still answered). Recorded, so Content-Language names it.
 */
export function problemLangOf(req: HttpRequestLike): LangCode {
  const negotiated = req[REQUEST_LANG];
  if (isLang(negotiated)) return negotiated;
  const lang = negotiateProblemLang(rawQueryLangOf(req), headerOf(req));
  req[REQUEST_LANG] = lang;
  return lang;
}

/**
 * `@Lang() lang: Lang` (or `@Lang(['en', 'es'])` for a game with fewer languages): `?lang=` (a
 * BCP 47 tag), else Accept-Language, else `en`; the reply's Content-Language is set by
 * `registerContentLanguageHook`.
 */
export const Lang = createParamDecorator((available: readonly LangCode[] | undefined, ctx: ExecutionContext): LangCode =>
  resolveRequestLang(ctx.switchToHttp().getRequest<HttpRequestLike>(), available ?? LANGUAGES),
);
