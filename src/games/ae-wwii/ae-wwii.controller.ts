import { Controller, HttpCode, Post, Type } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CatalogReader } from '../../auth/require-scope';
import { QueryFlag } from '../../common/http/query';
import { Lang as LangCode } from '../../common/i18n/lang';
import { Lang } from '../../common/i18n/lang.decorator';
import { ApiLangQuery } from '../../common/i18n/lang.openapi';
import { ApiResolveProblems, ProblemResponse } from '../../common/problem/problem.response';
import { DtoClass } from '../../common/validation/decorators';
import { ValidBody } from '../../common/validation/validator';
import { AeAction, AeRequestByAction } from '../../engine/ae-wwii';
import { AeWwiiService } from './ae-wwii.service';
import { ResolutionView } from '../../engine/core/resolution';
import {
  ApTransferRequestDto,
  InitiativeRequestDto,
  InoculationRequestDto,
  MeleeRequestDto,
  MovementRequestDto,
  PsiPowerRequestDto,
  ShotRequestDto,
  WeaponProfileRef,
} from './dto';
import {
  ApTransferResolutionResponse,
  InitiativeResolutionResponse,
  InoculationResolutionResponse,
  MeleeResolutionResponse,
  MovementResolutionResponse,
  PsiPowerResolutionResponse,
  RollOffEntryResponse,
  ShotResolutionResponse,
} from './dto/outcomes.response';

/** Swagger for one resolve route: body, 200 response, `lang`/`odds` queries and problems. */
function ResolveDocs(summary: string, body: DtoClass, response: Type<unknown>): MethodDecorator {
  return (target, key, descriptor) => {
    const decorators: MethodDecorator[] = [
      ApiOperation({ summary }),
      ApiBody({ type: body }),
      ApiOkResponse({ type: response, description: 'The ruling, step by step, with exact odds.' }),
      ApiLangQuery(),
      ApiQuery({ name: 'odds', required: false, type: Boolean, description: '`false` skips the exact odds.' }),
      ApiResolveProblems(),
    ];
    for (const d of decorators) d(target, key, descriptor);
  };
}

/**
 * `POST /v1/ae-wwii/resolve/{action}`: thin. The body is checked by the compiled schema of its
 * DTO (`@ValidBody`), the language negotiated, and the engine does the rest. Nothing here logs
 * per request: this is the hot path.
 */
@ApiTags('ae-wwii')
@ApiExtraModels(WeaponProfileRef, ProblemResponse, RollOffEntryResponse)
@Controller('v1/ae-wwii/resolve')
export class AeWwiiController {
  constructor(private readonly service: AeWwiiService) {}

  /** `owner`: the caller whose custom units and weapons the body may name (read scope), if any. */
  private resolve<A extends AeAction>(action: A, body: AeRequestByAction[A], lang: LangCode, odds: boolean, owner: string | undefined): ResolutionView {
    return this.service.resolve(action, body, lang, odds, owner);
  }

  @Post('shot')
  @HttpCode(200)
  @ResolveDocs('Resolve a shot: to-hit, strength and saves (area, indirect and arc weapons included).', ShotRequestDto, ShotResolutionResponse)
  shot(@ValidBody(ShotRequestDto) body: ShotRequestDto, @Lang() lang: LangCode, @QueryFlag(['odds', true]) odds: boolean, @CatalogReader() owner: string | undefined): ResolutionView {
    return this.resolve('shot', body, lang, odds, owner);
  }

  @Post('melee')
  @HttpCode(200)
  @ResolveDocs('Resolve hand-to-hand combat (one round per AP, or a charge).', MeleeRequestDto, MeleeResolutionResponse)
  melee(@ValidBody(MeleeRequestDto) body: MeleeRequestDto, @Lang() lang: LangCode, @QueryFlag(['odds', true]) odds: boolean, @CatalogReader() owner: string | undefined): ResolutionView {
    return this.resolve('melee', body, lang, odds, owner);
  }

  @Post('initiative')
  @HttpCode(200)
  @ResolveDocs('Roll for initiative: d6 + highest DR per side, ties rerolled.', InitiativeRequestDto, InitiativeResolutionResponse)
  initiative(@ValidBody(InitiativeRequestDto) body: InitiativeRequestDto, @Lang() lang: LangCode, @QueryFlag(['odds', true]) odds: boolean, @CatalogReader() owner: string | undefined): ResolutionView {
    return this.resolve('initiative', body, lang, odds, owner);
  }

  @Post('movement')
  @HttpCode(200)
  @ResolveDocs('How far a model may move, sprint or charge.', MovementRequestDto, MovementResolutionResponse)
  movement(@ValidBody(MovementRequestDto) body: MovementRequestDto, @Lang() lang: LangCode, @QueryFlag(['odds', true]) odds: boolean, @CatalogReader() owner: string | undefined): ResolutionView {
    return this.resolve('movement', body, lang, odds, owner);
  }

  @Post('inoculation')
  @HttpCode(200)
  @ResolveDocs("The Doktor's syringe: a d6 on the edition's inoculation chart.", InoculationRequestDto, InoculationResolutionResponse)
  inoculation(@ValidBody(InoculationRequestDto) body: InoculationRequestDto, @Lang() lang: LangCode, @QueryFlag(['odds', true]) odds: boolean, @CatalogReader() owner: string | undefined): ResolutionView {
    return this.resolve('inoculation', body, lang, odds, owner);
  }

  @Post('ap-transfer')
  @HttpCode(200)
  @ResolveDocs('A Mechanic transfers action points.', ApTransferRequestDto, ApTransferResolutionResponse)
  apTransfer(@ValidBody(ApTransferRequestDto) body: ApTransferRequestDto, @Lang() lang: LangCode, @QueryFlag(['odds', true]) odds: boolean, @CatalogReader() owner: string | undefined): ResolutionView {
    return this.resolve('ap-transfer', body, lang, odds, owner);
  }

  @Post('psi-power')
  @HttpCode(200)
  @ResolveDocs('A Psi Officer uses a power.', PsiPowerRequestDto, PsiPowerResolutionResponse)
  psiPower(@ValidBody(PsiPowerRequestDto) body: PsiPowerRequestDto, @Lang() lang: LangCode, @QueryFlag(['odds', true]) odds: boolean, @CatalogReader() owner: string | undefined): ResolutionView {
    return this.resolve('psi-power', body, lang, odds, owner);
  }
}
