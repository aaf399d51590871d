import { Type } from '@nestjs/common';
import { Args, Context, Info, InputType, ObjectType, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { ResolutionStyle } from '../../common/graphql/resolution.model';
import { selectsField } from '../../common/graphql/selection';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../auth/principal';
import { catalogReader } from '../../auth/require-scope';
import { graphqlEnum } from '../../common/graphql/enums';
import { LangArg } from '../../common/graphql/lang';
import { WithService, defineMethod, serviceClass } from '../../common/http/define-route';
import { ProblemException } from '../../common/problem/problem.exception';
import { validateBody } from '../../common/validation/validator';
import type { ResolveRequest } from '../../engine/core/game';
import type { ResolutionView } from '../../engine/core/resolution';
import type { Lang } from '../../engine/core/types';
import { inputToBody } from '../input-body';
import { requestWorkOf } from '../../common/http/work-budget';
import { sharerOf } from '../../shared-rulings/sharer';
import { GameSpec, graphqlNames, pascal } from '../registry';
import { ResolveService, askedOptions } from './resolve.service';

interface GqlContext {
  readonly req: FastifyRequest;
}

const oddsArg = { type: () => Boolean, nullable: true, defaultValue: true, description: 'false skips the exact odds.' };
const styleArg = { type: () => ResolutionStyle, nullable: true, description: 'COMPACT: `text` is one line, the title and the outcome.' };
const shareArg = { type: () => Boolean, nullable: true, defaultValue: false, description: 'true stores the ruling for 30 days and returns its `id` (sharedRuling(id)).' };

/**
 * A named concrete GraphQL type over a game's abstract one: the scheme's name, given here only.
 * One class per abstract type and name, so every schema position that shows an action's
 * resolution (its query, the shared-ruling union) refers to the same type.
 */
const namedTypes = new Map<Type<unknown>, Map<string, Type<unknown>>>();
function named(fields: Type<unknown>, name: string, decorate: (name: string) => ClassDecorator): Type<unknown> {
  const byName = namedTypes.get(fields) ?? new Map<string, Type<unknown>>();
  namedTypes.set(fields, byName);
  let Named = byName.get(name);
  if (!Named) {
    Named = { [name]: class extends (fields as Type<object>) {} }[name] as Type<unknown>;
    decorate(name)(Named);
    byName.set(name, Named);
  }
  return Named;
}

const optionEnums = new Map<string, { readonly values: string; readonly type: Record<string, string> }>();
/** The enum of an option's values, registered once per name; the same name with other values is a boot error. */
function optionEnum(name: string, values: readonly string[]): Record<string, string> {
  const key = values.join('|');
  const known = optionEnums.get(name);
  if (known) {
    if (known.values !== key) throw new Error(`GraphQL: option enum ${name} is declared with values ${known.values} and ${key}; give the options different names`);
    return known.type;
  }
  const type = graphqlEnum(values, name, `The values of the \`${name}\` option of this game's queries.`);
  optionEnums.set(name, { values: key, type });
  return type;
}

/** The GraphQL type of an action's resolution, as its query returns it. */
export function actionResolutionType(game: GameSpec, action: string): Type<unknown> {
  const transport = game.actions[action];
  return named(transport.model, graphqlNames(game.definition.id).actionResolution(action), (n) => ObjectType(n));
}

/**
 * The GraphQL twins of one game's resolve routes, `<game><Action>(input: <Game><Action>Input, lang,
 * odds): <Game><Action>Resolution`, the types named here over the action's abstract ones: input →
 * REST-shaped body (the action's pure mapper), then the same `validateBody` with the same DTO, and
 * the same engine call as REST.
 */
export function resolveResolver(game: GameSpec): Type<unknown> {
  const id = game.definition.id;
  const languages = game.definition.languages;

  const names = graphqlNames(id);
  const ResolveResolver = serviceClass(`${pascal(id)}ResolveResolver`, ResolveService, Resolver());

  for (const [action, transport] of Object.entries(game.actions)) {
    const name = names.field(action);
    const input = named(transport.input, names.actionInput(action), (n) => InputType(n));
    const model = actionResolutionType(game, action);
    const toBody = transport.fromInput ?? ((input: object) => inputToBody(input));
    const mapPath = transport.errorPathToInput ?? ((e) => e);
    const options = transport.options ?? [];
    // Each option is an argument typed by an enum of its values (`defense: ALL`): one enum per game
    // and option name, whichever actions take it (an enum reads the same everywhere).
    const optionArgs = options.map((o) => {
      // Registered now: Nest reads enums registered before the schema is built.
      const type = optionEnum(names.type(pascal(o.name)), o.values);
      return Args(o.name, { type: () => type, nullable: true, description: o.description });
    });
    defineMethod(
      ResolveResolver,
      name,
      function (
        this: WithService<ResolveService>,
        input: object,
        ctx: GqlContext,
        lang: Lang,
        odds: boolean | null | undefined,
        info: GraphQLResolveInfo,
        style: string | null | undefined,
        share: boolean | null | undefined,
        ...asked: (string | null | undefined)[]
      ): ResolutionView | Promise<ResolutionView> {
        let request: ResolveRequest;
        try {
          request = validateBody(transport.request, toBody(input)) as ResolveRequest;
        } catch (e) {
          throw e instanceof ProblemException ? ProblemException.validation(e.errors.map(mapPath)) : e;
        }
        // The caller's own custom entries resolve too (API key with the read scope).
        // The embed is computed only when the query selects it.
        const shape = { embed: selectsField(info, 'embed'), style: style === 'compact' ? ('compact' as const) : undefined };
        return this.service.answer(game, action, request, languages.includes(lang) ? lang : 'en', odds ?? true, catalogReader(principalOf(ctx.req)), askedOptions(options, asked), shape, share === true ? sharerOf(ctx.req) : undefined, requestWorkOf(ctx.req));
      },
      {
        // Nullable: a field refused (a rule, or over what is left of the operation's work budget)
        // is null beside its error, and the operation's other fields still answer.
        decorators: [Query(() => model, { name, nullable: true, description: `${transport.summary.replace(/\.$/, '')} (POST /v1/${id}/resolve/${action}).` })],
        params: [Args('input', { type: () => input }), Context(), LangArg(), Args('odds', oddsArg), Info(), Args('style', styleArg), Args('share', shareArg), ...optionArgs],
        paramTypes: [input, Object, String, Boolean, Object, String, Boolean, ...options.map(() => String)],
      },
    );
  }
  return ResolveResolver;
}
