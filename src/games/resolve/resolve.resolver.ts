import { Type } from '@nestjs/common';
import { Args, Context, Info, InputType, ObjectType, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { ResolutionStyle } from '../../common/graphql/resolution.model';
import type { FastifyRequest } from 'fastify';
import { graphqlEnum } from '../../common/graphql/enums';
import { LangArg } from '../../common/graphql/lang';
import { WithService, defineMethod, serviceClass } from '../../common/http/define-route';
import type { ResolutionView } from '../../engine/core/resolution';
import type { Lang } from '../../engine/core/types';
import { GameSpec, graphqlNames, pascal } from '../registry';
import { graphqlResolveCall } from './resolve-call';
import { ResolveService } from './resolve.service';

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
 * The GraphQL twins of one game's resolve route, `<game><Action>(input: <Game><Action>Input, lang,
 * odds, style, share, <options>): <Game><Action>Resolution`, the types named here over the
 * action's abstract ones: the arguments → the same `ResolveCall` as REST (resolve-call.ts: the input
 * mapped to the REST body and checked by the same DTO) → the same `ResolveService.answer`.
 */
export function resolveResolver(game: GameSpec): Type<unknown> {
  const id = game.definition.id;
  const names = graphqlNames(id);
  const ResolveResolver = serviceClass(`${pascal(id)}ResolveResolver`, ResolveService, Resolver());

  for (const [action, transport] of Object.entries(game.actions)) {
    const name = names.field(action);
    const input = named(transport.input, names.actionInput(action), (n) => InputType(n));
    const model = actionResolutionType(game, action);
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
        return this.service.answer(graphqlResolveCall(game, action, transport, { input, lang, odds, style, share, options: asked }, ctx.req, info));
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
