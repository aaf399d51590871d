import { Controller, HttpCode, Injectable, Post } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../../auth/principal';
import { CatalogReader, catalogReader } from '../../../auth/require-scope';
import { CustomCatalogService } from '../../../catalog/custom/custom-catalog.service';
import { LangArg } from '../../../common/graphql/lang';
import { Lang } from '../../../common/i18n/lang.decorator';
import { ApiLangQuery } from '../../../common/i18n/lang.openapi';
import { ApiResolveProblems } from '../../../common/problem/problem.response';
import { ValidBody, validateBody } from '../../../common/validation/validator';
import { AOF_SKIRMISH, AofCatalog } from '../../../engine/aof-skirmish';
import { validateArmy } from '../../../engine/aof-skirmish/armies';
import { RuleError } from '../../../engine/core/errors';
import { gameTranslator } from '../../../engine/core/game';
import type { Lang as LangCode } from '../../../engine/core/types';
import { inputToBody } from '../../input-body';
import { AF_LIST_250 } from '../catalog/army-forge.data';
import { AofSkirmishArmyReport, AofSkirmishArmyRequest } from '../dto/armies';
import { toEngineArmy, toReport } from './armies.mapper';

/*
 * `POST /v1/aof-skirmish/armies/validate` and its GraphQL twin `aofSkirmishArmy(input, lang)`:
 * an army list checked against the agreed size, the force organisation, the command group and
 * Hero joining. Stateless like a resolve; units may name the caller's custom units (an API key
 * with the read scope), which is the only thing the key changes.
 */

const GAME = AOF_SKIRMISH.id;

@Injectable()
export class AofSkirmishArmiesService {
  constructor(private readonly custom: CustomCatalogService) {}

  /** A valid body checked against the caller's catalog; the engine's errors in `lang`, at the request's paths. */
  validate(body: AofSkirmishArmyRequest, lang: LangCode, owner: string | undefined): AofSkirmishArmyReport {
    const t = gameTranslator(AOF_SKIRMISH, lang);
    try {
      const army = toEngineArmy(body);
      const catalog = this.custom.engineCatalogFor(GAME, owner) as AofCatalog;
      let report;
      try {
        report = validateArmy(army.list, catalog);
      } catch (e) {
        throw e instanceof RuleError ? new RuleError(e.code, e.errors.map((x) => ({ ...x, path: army.pathOf(x.path) }))) : e;
      }
      return toReport(report, army.unknownRules, t);
    } catch (e) {
      throw e instanceof RuleError ? e.localized(t) : e;
    }
  }
}

const SUMMARY = 'Validate an army list (our format or an Army Forge export): points, force organisation, command group, Hero joining.';

/** Two documented bodies: our format with a catalog, an inline and a custom unit's shape; an Army Forge export. */
const EXAMPLES = {
  arbiter: {
    summary: 'Our format',
    value: {
      size: 250,
      units: [
        { unit: 'hollow-marches/wardens', id: 'wardens', command: ['sergeant'] },
        { unit: 'hollow-marches/thornbows' },
        { profile: { name: 'Hedge knight', quality: 3, defense: 3, models: 1, rules: [{ id: 'hero' }, { id: 'tough', rating: 3 }], equipment: [{ name: 'Lance', range: 0, attacks: 3, rules: [{ id: 'ap', rating: 1 }] }] }, points: 70 },
      ],
    },
  },
  armyForge: { summary: 'An Army Forge export', value: { armyForge: AF_LIST_250 } },
};

@ApiTags(GAME)
@Controller(`v1/${GAME}/armies`)
export class AofSkirmishArmiesController {
  constructor(private readonly armies: AofSkirmishArmiesService) {}

  @Post('validate')
  @HttpCode(200)
  @ApiOperation({
    summary: SUMMARY,
    description:
      'The body carries the list in exactly one of two fields: `units` (our format) or `armyForge` (the JSON Army Forge exports for Tabletop Simulator, as it comes). Every violation is listed with a code, the rule or ruling it comes from and a fix, in the reply\'s language; rules the service does not model are listed by name (`unmodelled`), and an export\'s rules this game lacks in `unknownRules`. With an API key (read scope), `units[].unit` may name your custom units.',
  })
  @ApiBody({ type: AofSkirmishArmyRequest, examples: EXAMPLES })
  @ApiOkResponse({ type: AofSkirmishArmyReport, description: 'The list checked; `valid` is false when any violation is listed.' })
  @ApiLangQuery()
  @ApiResolveProblems()
  validate(@ValidBody(AofSkirmishArmyRequest) body: AofSkirmishArmyRequest, @Lang(AOF_SKIRMISH.languages) lang: LangCode, @CatalogReader() owner: string | undefined): AofSkirmishArmyReport {
    return this.armies.validate(body, lang, owner);
  }
}

@Resolver()
export class AofSkirmishArmiesResolver {
  constructor(private readonly armies: AofSkirmishArmiesService) {}

  @Query(() => AofSkirmishArmyReport, { description: `${SUMMARY} (POST /v1/${GAME}/armies/validate).` })
  aofSkirmishArmy(
    @Args('input', { type: () => AofSkirmishArmyRequest }) input: AofSkirmishArmyRequest,
    @Context() ctx: { readonly req: FastifyRequest },
    @LangArg() lang: LangCode,
  ): AofSkirmishArmyReport {
    // The same body and validation as REST (the input's nulls dropped); the caller's custom units with a read key.
    const body = validateBody(AofSkirmishArmyRequest, inputToBody(input));
    return this.armies.validate(body, AOF_SKIRMISH.languages.includes(lang) ? lang : 'en', catalogReader(principalOf(ctx.req)));
  }
}
