import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { Principal, principalOf } from '../../../auth/principal';
import { Caller, RequireScope, catalogReader } from '../../../auth/require-scope';
import { LangArg } from '../../../common/graphql/lang';
import { validateBody } from '../../../common/validation/validator';
import type { Lang } from '../../../engine/core/types';
import { WARTIME } from '../../../engine/wartime';
import { inputToBody } from '../../input-body';
import {
  WartimePlayList,
  WartimePlayListBody,
  WartimePlayListFields,
  WartimePlayListValidationInput,
  WartimePlayListInput,
  WartimePlayListReport,
  WartimeWarbook,
  WartimeWarbookArchetype,
  WartimeWarbookArchetypeBody,
  WartimeWarbookArchetypeInput,
  WartimeWarbookBody,
  WartimeWarbookInput,
  WartimeWarbookSummary,
} from './warbooks.dto';
import { WarbooksService } from './warbooks.service';

/*
 * GraphQL twins of the warbook routes: the same bodies (inputs mapped to the REST shape and
 * validated by the same DTOs), the same scope guard and the same service calls, so the same
 * problems. Texts are given per language.
 */

type Ctx = { readonly req: FastifyRequest };
const langOf = (lang: Lang): Lang => (WARTIME.languages.includes(lang) ? lang : 'en');
const reader = (ctx: Ctx): string | undefined => catalogReader(principalOf(ctx.req));
const BASE = '/v1/wartime/warbooks';
const W = { name: 'warbook', type: () => String, description: 'The warbook’s slug.' } as const;
const A = { name: 'archetype', type: () => String } as const;
const L = { name: 'list', type: () => String } as const;

@Resolver()
export class WartimeWarbooksResolver {
  constructor(private readonly warbooks: WarbooksService) {}

  @Query(() => [WartimeWarbookSummary], { description: `The built-in example warbooks, and yours with a read key (GET ${BASE}).` })
  wartimeWarbooks(@Context() ctx: Ctx, @LangArg() lang: Lang): Promise<WartimeWarbookSummary[]> {
    return this.warbooks.list(langOf(lang), reader(ctx));
  }

  @Query(() => WartimeWarbook, { description: `One warbook (GET ${BASE}/{warbook}).` })
  wartimeWarbook(@Args(W) warbook: string, @Context() ctx: Ctx, @LangArg() lang: Lang): Promise<WartimeWarbook> {
    return this.warbooks.get(warbook, langOf(lang), reader(ctx));
  }

  @Query(() => WartimeWarbookArchetype, { description: `One archetype of a warbook (GET ${BASE}/{warbook}/archetypes/{archetype}).` })
  wartimeWarbookArchetype(@Args(W) warbook: string, @Args(A) archetype: string, @Context() ctx: Ctx, @LangArg() lang: Lang): Promise<WartimeWarbookArchetype> {
    return this.warbooks.archetype(warbook, archetype, langOf(lang), reader(ctx));
  }

  @Query(() => WartimePlayList, { description: `One play list of a warbook (GET ${BASE}/{warbook}/play-lists/{list}).` })
  wartimePlayList(@Args(W) warbook: string, @Args(L) list: string, @Context() ctx: Ctx, @LangArg() lang: Lang): Promise<WartimePlayList> {
    return this.warbooks.playList(warbook, list, langOf(lang), reader(ctx));
  }

  @Query(() => WartimePlayListReport, { description: `Check a play list against a warbook without storing it (POST ${BASE}/{warbook}/play-lists/validate).` })
  wartimePlayListValidation(@Args(W) warbook: string, @Args('input', { type: () => WartimePlayListValidationInput }) input: WartimePlayListValidationInput, @Context() ctx: Ctx, @LangArg() lang: Lang): Promise<WartimePlayListReport> {
    return this.warbooks.validate(warbook, validateBody(WartimePlayListFields, inputToBody(input)), langOf(lang), reader(ctx));
  }

  @Mutation(() => WartimeWarbook, { description: `Create a warbook (POST ${BASE}).` })
  @RequireScope('write')
  createWartimeWarbook(@Caller() caller: Principal, @Args('input', { type: () => WartimeWarbookInput }) input: WartimeWarbookInput, @LangArg() lang: Lang): Promise<WartimeWarbook> {
    return this.warbooks.create(caller.owner, validateBody(WartimeWarbookBody, inputToBody(input)), langOf(lang));
  }

  @Mutation(() => WartimeWarbook, { description: `Replace a warbook’s name and description (PUT ${BASE}/{warbook}).` })
  @RequireScope('write')
  updateWartimeWarbook(@Caller() caller: Principal, @Args(W) warbook: string, @Args('input', { type: () => WartimeWarbookInput }) input: WartimeWarbookInput, @LangArg() lang: Lang): Promise<WartimeWarbook> {
    return this.warbooks.replace(caller.owner, warbook, validateBody(WartimeWarbookBody, inputToBody(input)), langOf(lang));
  }

  @Mutation(() => WartimeWarbook, { description: `Delete a warbook; it can be restored (DELETE ${BASE}/{warbook}).` })
  @RequireScope('write')
  deleteWartimeWarbook(@Caller() caller: Principal, @Args(W) warbook: string, @LangArg() lang: Lang): Promise<WartimeWarbook> {
    return this.warbooks.remove(caller.owner, warbook, langOf(lang));
  }

  @Mutation(() => WartimeWarbook, { description: `Restore a deleted warbook (POST ${BASE}/{warbook}/restore).` })
  @RequireScope('write')
  restoreWartimeWarbook(@Caller() caller: Principal, @Args(W) warbook: string, @LangArg() lang: Lang): Promise<WartimeWarbook> {
    return this.warbooks.restore(caller.owner, warbook, langOf(lang));
  }

  @Mutation(() => WartimeWarbookArchetype, { description: `Add an archetype to a warbook (POST ${BASE}/{warbook}/archetypes).` })
  @RequireScope('write')
  createWartimeWarbookArchetype(@Caller() caller: Principal, @Args(W) warbook: string, @Args('input', { type: () => WartimeWarbookArchetypeInput }) input: WartimeWarbookArchetypeInput, @LangArg() lang: Lang): Promise<WartimeWarbookArchetype> {
    return this.warbooks.createArchetype(caller.owner, warbook, validateBody(WartimeWarbookArchetypeBody, inputToBody(input)), langOf(lang));
  }

  @Mutation(() => WartimeWarbookArchetype, { description: `Replace an archetype (PUT ${BASE}/{warbook}/archetypes/{archetype}).` })
  @RequireScope('write')
  updateWartimeWarbookArchetype(
    @Caller() caller: Principal,
    @Args(W) warbook: string,
    @Args(A) archetype: string,
    @Args('input', { type: () => WartimeWarbookArchetypeInput }) input: WartimeWarbookArchetypeInput,
    @LangArg() lang: Lang,
  ): Promise<WartimeWarbookArchetype> {
    return this.warbooks.replaceArchetype(caller.owner, warbook, archetype, validateBody(WartimeWarbookArchetypeBody, inputToBody(input)), langOf(lang));
  }

  @Mutation(() => WartimeWarbookArchetype, { description: `Delete an archetype; it can be restored (DELETE ${BASE}/{warbook}/archetypes/{archetype}).` })
  @RequireScope('write')
  deleteWartimeWarbookArchetype(@Caller() caller: Principal, @Args(W) warbook: string, @Args(A) archetype: string, @LangArg() lang: Lang): Promise<WartimeWarbookArchetype> {
    return this.warbooks.removeArchetype(caller.owner, warbook, archetype, langOf(lang));
  }

  @Mutation(() => WartimeWarbookArchetype, { description: `Restore a deleted archetype (POST ${BASE}/{warbook}/archetypes/{archetype}/restore).` })
  @RequireScope('write')
  restoreWartimeWarbookArchetype(@Caller() caller: Principal, @Args(W) warbook: string, @Args(A) archetype: string, @LangArg() lang: Lang): Promise<WartimeWarbookArchetype> {
    return this.warbooks.restoreArchetype(caller.owner, warbook, archetype, langOf(lang));
  }

  @Mutation(() => WartimePlayList, { description: `Add a play list (POST ${BASE}/{warbook}/play-lists).` })
  @RequireScope('write')
  createWartimePlayList(@Caller() caller: Principal, @Args(W) warbook: string, @Args('input', { type: () => WartimePlayListInput }) input: WartimePlayListInput, @LangArg() lang: Lang): Promise<WartimePlayList> {
    return this.warbooks.createPlayList(caller.owner, warbook, validateBody(WartimePlayListBody, inputToBody(input)), langOf(lang));
  }

  @Mutation(() => WartimePlayList, { description: `Replace a play list (PUT ${BASE}/{warbook}/play-lists/{list}).` })
  @RequireScope('write')
  updateWartimePlayList(@Caller() caller: Principal, @Args(W) warbook: string, @Args(L) list: string, @Args('input', { type: () => WartimePlayListInput }) input: WartimePlayListInput, @LangArg() lang: Lang): Promise<WartimePlayList> {
    return this.warbooks.replacePlayList(caller.owner, warbook, list, validateBody(WartimePlayListBody, inputToBody(input)), langOf(lang));
  }

  @Mutation(() => WartimePlayList, { description: `Delete a play list; it can be restored (DELETE ${BASE}/{warbook}/play-lists/{list}).` })
  @RequireScope('write')
  deleteWartimePlayList(@Caller() caller: Principal, @Args(W) warbook: string, @Args(L) list: string, @LangArg() lang: Lang): Promise<WartimePlayList> {
    return this.warbooks.removePlayList(caller.owner, warbook, list, langOf(lang));
  }

  @Mutation(() => WartimePlayList, { description: `Restore a deleted play list (POST ${BASE}/{warbook}/play-lists/{list}/restore).` })
  @RequireScope('write')
  restoreWartimePlayList(@Caller() caller: Principal, @Args(W) warbook: string, @Args(L) list: string, @LangArg() lang: Lang): Promise<WartimePlayList> {
    return this.warbooks.restorePlayList(caller.owner, warbook, list, langOf(lang));
  }
}
