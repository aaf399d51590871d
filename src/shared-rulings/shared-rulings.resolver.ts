import { Type } from '@nestjs/common';
import { Args, Context, Field, Int, Mutation, ObjectType, Query, Resolver, createUnionType } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { requestWorkOf } from '../common/http/work-budget';
import { actionResolutionType } from '../games/resolve/resolve.resolver';
import { LangArg } from '../common/graphql/lang';
import { validateBody } from '../common/validation/validator';
import type { ResolutionView } from '../engine/core/resolution';
import type { Lang } from '../engine/core/types';
import type { GameModuleDefinition } from '../games/registry';
import { ContinueSharedRulingBody } from './continue.dto';
import { SharedRulingView, SharedRulingsReader } from './shared-rulings.reader';
import { sharerOf } from './sharer';

/**
 * The GraphQL twins of `GET /v1/shared/{id}` and `POST /v1/shared/{id}/continue`. A ruling is
 * any action's resolution: the union `Resolution` of every action's type (select the fields of
 * yours with `... on AeWwiiShotResolution`). Built per list of games, like the resolve resolvers.
 */
export function sharedRulingsResolver(games: readonly GameModuleDefinition[]): Type<unknown> {
  const byAction = new Map<string, Type<unknown>>();
  // The named types the actions' queries return (one class each), not their abstract bases.
  for (const g of games) for (const action of Object.keys(g.actions)) byAction.set(`${g.definition.id}/${action}`, actionResolutionType(g, action));
  const models = [...new Set(byAction.values())];

  const Resolution = createUnionType({
    name: 'Resolution',
    description: 'A resolution of any action of any game.',
    types: () => models as [Type<unknown>, ...Type<unknown>[]],
    resolveType: (v: ResolutionView) => byAction.get(`${v.game}/${v.action}`),
  }) as unknown as Type<unknown>;

  @ObjectType('SharedRuling', { description: 'A ruling shared by id for 30 days.' })
  class SharedRulingModel {
    @Field() readonly id!: string;
    @Field() readonly game!: string;
    @Field() readonly action!: string;
    @Field() readonly createdAt!: string;
    @Field({ description: '30 days after createdAt.' }) readonly expiresAt!: string;
    @Field({ description: 'The body that was resolved, as JSON text.' }) readonly request!: string;
    @Field(() => Resolution, { description: 'In the language asked when it can be replayed in it, else in the one it was made in.' }) readonly resolution!: ResolutionView;
  }

  @Resolver()
  class SharedRulingsResolver {
    constructor(readonly reader: SharedRulingsReader) {}

    @Query(() => SharedRulingModel, { description: 'A shared ruling by id (GET /v1/shared/{id}).' })
    async sharedRuling(@Args('id') id: string, @LangArg() lang: Lang, @Context() ctx: { req: FastifyRequest }): Promise<Omit<SharedRulingView, 'request'> & { request: string }> {
      const { value } = await this.reader.read(id, lang, requestWorkOf(ctx.req));
      return { ...value, request: JSON.stringify(value.request) };
    }

    @Mutation(() => Resolution, { description: 'Continues a shared table-dice ruling with the next dice (POST /v1/shared/{id}/continue).' })
    continueSharedRuling(
      @Args('id') id: string,
      @Args('values', { type: () => [Int] }) values: number[],
      @LangArg() lang: Lang,
      @Args('share', { type: () => Boolean, nullable: true, defaultValue: false }) share: boolean | null,
      @Context() ctx: { req: FastifyRequest },
    ): Promise<ResolutionView> {
      const body = validateBody(ContinueSharedRulingBody, { values }) as ContinueSharedRulingBody;
      return this.reader.continue(id, body.values, lang, share === true ? sharerOf(ctx.req) : undefined, requestWorkOf(ctx.req));
    }
  }
  Reflect.defineMetadata('design:paramtypes', [SharedRulingsReader], SharedRulingsResolver);
  return SharedRulingsResolver;
}
