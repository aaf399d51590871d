import { NotFoundException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import { principalOf } from '../../auth/principal';
import { catalogReader } from '../../auth/require-scope';
import { selectsField } from '../../common/graphql/selection';
import { parseBooleanParam, parseEnumParam } from '../../common/http/query';
import { RequestWork, requestWorkOf } from '../../common/http/work-budget';
import { resolveRequestLang } from '../../common/i18n/lang.decorator';
import { ProblemException } from '../../common/problem/problem.exception';
import { bodyValidator, validateBody } from '../../common/validation/validator';
import type { ReplyShape } from '../../engine/core/answers';
import type { ResolveRequest } from '../../engine/core/game';
import type { Lang } from '../../engine/core/types';
import { Sharer, sharerOf } from '../../shared-rulings/sharer';
import { inputToBody } from '../input-body';
import type { ActionModule, ActionOption, GameSpec } from '../registry';

/**
 * One resolve, as either transport asked for it: what `ResolveService.answer` takes. The REST
 * route and each GraphQL query build it with the mappers below; a shared ruling's replay builds
 * it from what was stored.
 */
export interface ResolveCall {
  readonly game: GameSpec;
  /** One of the game's actions. */
  readonly action: string;
  /** Validated against the action's request DTO. */
  readonly body: ResolveRequest;
  /** The reply's language, one of the game's. */
  readonly lang: Lang;
  /** false: no exact odds. */
  readonly odds: boolean;
  /** Whose custom entries the body may name (a key's owner with the read scope); undefined: the built-in catalog's only. */
  readonly owner: string | undefined;
  /** The action's options asked for, by name (AoF Skirmish's `defense: 'all'`). */
  readonly options: Readonly<Record<string, string>>;
  /** `embed`, `style: 'compact'`. */
  readonly shape: ReplyShape;
  /** Who shares the ruling (`?share=true`, for the quota); undefined: not shared. */
  readonly share: Sharer | undefined;
  /** The HTTP request's work, one budget for all it resolves; undefined: a budget of its own. */
  readonly work: RequestWork | undefined;
}

/** The values of `?style=`. */
export const STYLES = ['full', 'compact'] as const;

const shapeOf = (embed: boolean, style: string | null | undefined): ReplyShape => ({ embed, style: style === 'compact' ? 'compact' : undefined });

/** The options a request asked for, by name, from the values of its parameters (in the action's order). */
export function askedOptions(options: readonly ActionOption[], values: readonly (string | null | undefined)[]): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  options.forEach((o, i) => {
    const v = values[i];
    if (v !== undefined && v !== null) out[o.name] = v;
  });
  return out;
}

/**
 * `POST /v1/{game}/resolve/{action}` → its call, for one game: the action (an action the game
 * does not have is an unknown route, 404), the body validated against the action's DTO (a 400
 * naming every offending path), the language negotiated among the game's (`?lang=`, else
 * Accept-Language), then `?odds`, the caller's catalog, `?embed`, `?style`, `?share` and the
 * action's options (a 400 naming a bad one), in that order: the first refusal is the reply.
 */
export function restResolveCalls(game: GameSpec): (request: FastifyRequest) => ResolveCall {
  const languages = game.definition.languages;
  const actions = new Map(Object.entries(game.actions).map(([action, transport]) => [action, { validate: bodyValidator(transport.request), options: transport.options ?? [] }]));
  return (request) => {
    const action = (request.params as { readonly action?: string }).action ?? '';
    const known = actions.get(action);
    if (!known) throw new NotFoundException();
    const body = known.validate(request.body) as ResolveRequest;
    const lang = resolveRequestLang(request, languages);
    const query = (request.query ?? {}) as Readonly<Record<string, unknown>>;
    const odds = parseBooleanParam('odds', query.odds, true);
    const owner = catalogReader(principalOf(request));
    const embed = parseBooleanParam('embed', query.embed, false);
    const style = parseEnumParam('style', query.style, STYLES);
    const share = parseBooleanParam('share', query.share, false) ? sharerOf(request) : undefined;
    const work = requestWorkOf(request);
    const options = askedOptions(
      known.options,
      known.options.map((o) => parseEnumParam(o.name, query[o.name], o.values)),
    );
    return { game, action, body, lang, odds, owner, options, shape: shapeOf(embed, style), share, work };
  };
}

/** The arguments of an action's GraphQL query, as its resolver receives them. */
export interface ResolveQueryArgs {
  readonly input: object;
  /** The `lang` argument, negotiated (a language the game lacks: en). */
  readonly lang: Lang;
  readonly odds: boolean | null | undefined;
  readonly style: string | null | undefined;
  readonly share: boolean | null | undefined;
  /** The action's option arguments, in its order. */
  readonly options: readonly (string | null | undefined)[];
}

/**
 * `<game><Action>(input, lang, odds, style, share, <options>)` → its call: the input mapped to the
 * REST body (the action's pure mapper) and validated by the same DTO (a refusal names the input's
 * fields), the embed worked out only when the query selects it, the request's caller and work.
 */
export function graphqlResolveCall(game: GameSpec, action: string, transport: ActionModule, args: ResolveQueryArgs, request: FastifyRequest, info: GraphQLResolveInfo): ResolveCall {
  let body: ResolveRequest;
  try {
    body = validateBody(transport.request, (transport.fromInput ?? inputToBody)(args.input)) as ResolveRequest;
  } catch (e) {
    throw e instanceof ProblemException ? ProblemException.validation(e.errors.map(transport.errorPathToInput ?? ((error) => error))) : e;
  }
  return {
    game,
    action,
    body,
    lang: game.definition.languages.includes(args.lang) ? args.lang : 'en',
    odds: args.odds ?? true,
    owner: catalogReader(principalOf(request)),
    options: askedOptions(transport.options ?? [], args.options),
    shape: shapeOf(selectsField(info, 'embed'), args.style),
    share: args.share === true ? sharerOf(request) : undefined,
    work: requestWorkOf(request),
  };
}
