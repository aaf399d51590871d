import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { Args, GqlExecutionContext } from '@nestjs/graphql';
import { GraphQLError, GraphQLScalarType, Kind, ValueNode } from 'graphql';
import { type Lang, langOfTag, parseLangParam } from '../i18n/lang';
import { HttpRequestLike, acceptLanguageOf, recordRequestLang } from '../i18n/lang.decorator';
import { LANG_TAG_DESCRIPTION } from '../i18n/lang.openapi';

const NOT_A_STRING = 'Lang must be a language tag string such as "es", "es-ES" or "fr-CA".';

function tagOf(value: unknown): string {
  if (typeof value !== 'string') throw new GraphQLError(NOT_A_STRING);
  return value;
}

/**
 * `lang: "es-ES"` (what a Discord bot holds in `interaction.locale`), `lang: $locale`, and the
 * bare `lang: es` of the former `Lang` enum, which keeps working: a scalar named like the enum
 * it replaces, so documents and variables declared `$lang: Lang` stay valid. It only checks the
 * value is a string; whether it is a well-formed tag is decided with the rest of the language
 * negotiation (lang.ts), which answers a malformed one with a 400 problem naming `lang`.
 */
export const LangScalar = new GraphQLScalarType<string, string>({
  name: 'Lang',
  description: LANG_TAG_DESCRIPTION,
  specifiedByURL: 'https://www.rfc-editor.org/info/bcp47',
  serialize: (value) => tagOf(value),
  parseValue: (value) => tagOf(value),
  parseLiteral: (node: ValueNode) => {
    if (node.kind === Kind.STRING || node.kind === Kind.ENUM) return tagOf(node.value);
    throw new GraphQLError(NOT_A_STRING, { nodes: node });
  },
});

interface LangArgs {
  readonly lang?: unknown;
}

/**
 * The language of one GraphQL field: its `lang` argument (a BCP 47 tag; a language we lack → en;
 * malformed → 400 naming `lang`), else the request's Accept-Language, else en. Recorded for the
 * reply's Content-Language.
 */
export function fieldLang(args: LangArgs | undefined, req: HttpRequestLike): Lang {
  const lang = (args?.lang === undefined || args.lang === null ? undefined : parseLangParam(args.lang)) ?? acceptLanguageOf(req);
  recordRequestLang(req, lang);
  return lang;
}

/** The language of a problem raised by a field: as fieldLang, but a `lang` that cannot be read is passed over. */
export function fieldProblemLang(args: LangArgs | undefined, req: HttpRequestLike | undefined): Lang {
  const lang = langOfTag(args?.lang) ?? (req ? acceptLanguageOf(req) : 'en');
  if (req) recordRequestLang(req, lang);
  return lang;
}

const declareLangArg = Args('lang', { type: () => LangScalar, nullable: true, description: 'Default: the Accept-Language header, else en.' });

const negotiatedLang = createParamDecorator((_: unknown, ctx: ExecutionContext): Lang => {
  const gql = GqlExecutionContext.create(ctx);
  return fieldLang(gql.getArgs<LangArgs>(), gql.getContext<{ req: HttpRequestLike }>().req);
});

/**
 * `@LangArg() lang: Lang` on a GraphQL resolver method: declares the optional `lang: Lang`
 * argument and injects the negotiated language (see fieldLang), as `@Lang()` does for REST.
 * `@Args` declares the argument in the schema and would inject its raw value; that injection is
 * dropped so that only the negotiated language reaches the method.
 */
export const LangArg = (): ParameterDecorator => (target, key, index) => {
  declareLangArg(target, key, index);
  const owner = target.constructor;
  const params = (Reflect.getMetadata(ROUTE_ARGS_METADATA, owner, key as string) ?? {}) as Record<string, unknown>;
  // Built-in param types are numeric (`3:<index>` for ARGS); custom decorators use a named prefix.
  const kept = Object.fromEntries(Object.entries(params).filter(([k]) => !new RegExp(`^\\d+:${index}$`).test(k)));
  Reflect.defineMetadata(ROUTE_ARGS_METADATA, kept, owner, key as string);
  negotiatedLang()(target, key, index);
};
