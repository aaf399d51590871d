import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../../auth/principal';
import { catalogReader } from '../../../auth/require-scope';
import { LangArg } from '../../../common/graphql/lang';
import { Lang as LangCode } from '../../../common/i18n/lang';
import { ProblemException, ProblemFieldError } from '../../../common/problem/problem.exception';
import { validateBody } from '../../../common/validation/validator';
import { AeAction, AeRequestByAction } from '../../../engine/ae-wwii';
import { AeWwiiService } from '../ae-wwii.service';
import { ResolutionView } from '../../../engine/core/resolution';
import { AE_REQUEST_DTOS } from '../dto';
import {
  AeApTransferInput,
  AeInitiativeInput,
  AeInoculationInput,
  AeMeleeInput,
  AeMovementInput,
  AePsiPowerInput,
  AeShotInput,
} from './ae-wwii.input';
import { shotInputToBody, shotPathToInput, toRestJson } from './ae-wwii.mapper';
import {
  AeApTransferResolutionModel,
  AeInitiativeResolutionModel,
  AeInoculationResolutionModel,
  AeMeleeResolutionModel,
  AeMovementResolutionModel,
  AePsiPowerResolutionModel,
  AeShotResolutionModel,
} from './ae-wwii.model';

interface GqlContext {
  readonly req: FastifyRequest;
}

const oddsArg = { type: () => Boolean, nullable: true, defaultValue: true, description: 'false skips the exact odds.' };

/**
 * The GraphQL twin of the REST resolve routes: input → REST-shaped body (pure mapper), then the
 * same `validateBody` with the same DTO, and the same engine call.
 */
@Resolver()
export class AeWwiiResolver {
  constructor(private readonly service: AeWwiiService) {}

  private resolve<A extends AeAction>(
    action: A,
    body: unknown,
    ctx: GqlContext,
    lang: LangCode,
    odds: boolean | null | undefined,
    mapPath: (e: ProblemFieldError) => ProblemFieldError = (e) => e,
  ): ResolutionView {
    let request: AeRequestByAction[A];
    try {
      request = validateBody(AE_REQUEST_DTOS[action], body) as AeRequestByAction[A];
    } catch (e) {
      throw e instanceof ProblemException ? ProblemException.validation(e.errors.map(mapPath)) : e;
    }
    // The caller's own custom units and weapons resolve too (API key with the read scope).
    return this.service.resolve(action, request, lang, odds ?? true, catalogReader(principalOf(ctx.req)));
  }

  @Query(() => AeShotResolutionModel, { description: 'Resolve a shot (POST /v1/ae-wwii/resolve/shot).' })
  aeWwiiShot(@Args('input') input: AeShotInput, @Context() ctx: GqlContext, @LangArg() lang: LangCode, @Args('odds', oddsArg) odds?: boolean): ResolutionView {
    return this.resolve('shot', shotInputToBody(input), ctx, lang, odds, shotPathToInput);
  }

  @Query(() => AeMeleeResolutionModel, { description: 'Resolve hand-to-hand combat.' })
  aeWwiiMelee(@Args('input') input: AeMeleeInput, @Context() ctx: GqlContext, @LangArg() lang: LangCode, @Args('odds', oddsArg) odds?: boolean): ResolutionView {
    return this.resolve('melee', toRestJson(input), ctx, lang, odds);
  }

  @Query(() => AeInitiativeResolutionModel, { description: 'Roll for initiative.' })
  aeWwiiInitiative(@Args('input') input: AeInitiativeInput, @Context() ctx: GqlContext, @LangArg() lang: LangCode, @Args('odds', oddsArg) odds?: boolean): ResolutionView {
    return this.resolve('initiative', toRestJson(input), ctx, lang, odds);
  }

  @Query(() => AeMovementResolutionModel, { description: 'How far a model may move, sprint or charge.' })
  aeWwiiMovement(@Args('input') input: AeMovementInput, @Context() ctx: GqlContext, @LangArg() lang: LangCode, @Args('odds', oddsArg) odds?: boolean): ResolutionView {
    return this.resolve('movement', toRestJson(input), ctx, lang, odds);
  }

  @Query(() => AeInoculationResolutionModel, { description: "The Doktor's syringe." })
  aeWwiiInoculation(@Args('input') input: AeInoculationInput, @Context() ctx: GqlContext, @LangArg() lang: LangCode, @Args('odds', oddsArg) odds?: boolean): ResolutionView {
    return this.resolve('inoculation', toRestJson(input), ctx, lang, odds);
  }

  @Query(() => AeApTransferResolutionModel, { description: 'A Mechanic transfers action points.' })
  aeWwiiApTransfer(@Args('input') input: AeApTransferInput, @Context() ctx: GqlContext, @LangArg() lang: LangCode, @Args('odds', oddsArg) odds?: boolean): ResolutionView {
    return this.resolve('ap-transfer', toRestJson(input), ctx, lang, odds);
  }

  @Query(() => AePsiPowerResolutionModel, { description: 'A Psi Officer uses a power.' })
  aeWwiiPsiPower(@Args('input') input: AePsiPowerInput, @Context() ctx: GqlContext, @LangArg() lang: LangCode, @Args('odds', oddsArg) odds?: boolean): ResolutionView {
    return this.resolve('psi-power', toRestJson(input), ctx, lang, odds);
  }
}
