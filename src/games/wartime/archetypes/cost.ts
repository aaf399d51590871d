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
import { ProblemType, firstOf } from '../../../common/problem/problem.exception';
import { problemOf } from '../../../common/problem/problem';
import { ValidBody, validateBody } from '../../../common/validation/validator';
import { RuleError, RuleErrorCode } from '../../../engine/core/errors';
import { gameTranslator } from '../../../engine/core/game';
import type { Lang as LangCode } from '../../../engine/core/types';
import { WARTIME, WartimeCatalog, catalogLookup, priceArchetype } from '../../../engine/wartime';
import type { ArchetypeProfile } from '../../../engine/wartime';
import { inputToBody } from '../../input-body';
import { WartimeArchetypeCost, WartimeArchetypeCostRequest, archetypeOf } from '../dto/archetype';

/*
 * `POST /v1/wartime/archetypes/cost` and its GraphQL twin `wartimeArchetypeCost(input, lang)`:
 * any archetype type priced from the document's tables, line by line, with what it derives (Level,
 * Energy, Movement, Defense...). Stateless; archetypes named by id are looked up in the caller's
 * catalog (built-in, plus its own with a read key), so a character is priced with its parts.
 * Every violation is listed at once (422, each naming its field).
 */

const GAME = WARTIME.id;

@Injectable()
export class WartimeCostService {
  constructor(private readonly custom: CustomCatalogService) {}

  cost(body: WartimeArchetypeCostRequest, lang: LangCode, owner: string | undefined): WartimeArchetypeCost {
    const t = gameTranslator(WARTIME, lang);
    const { name, ...fields } = body;
    const typed = archetypeOf(fields, lang);
    if ('errors' in typed) throw problemOf(ProblemType.RuleViolation, firstOf(typed.errors, 'rule'), typed.errors);
    const catalog = this.custom.engineCatalogFor(GAME, owner) as WartimeCatalog;
    const profile = (name === undefined ? typed.profile : { ...typed.profile, name }) as ArchetypeProfile;
    const { cost, errors } = priceArchetype(profile, catalogLookup(catalog));
    if (errors.length > 0) throw new RuleError(RuleErrorCode.RuleViolation, errors).localized(t);
    return {
      type: cost.type,
      name: cost.name === null ? null : t(cost.name),
      total: cost.total,
      lines: cost.lines.map((l) => ({ item: l.item, label: t(l.label), points: l.points })),
      derived: { ...cost.derived },
    };
  }
}

const SUMMARY = 'Price an archetype of any type (body, character, weapon, protection, transport, object, zone): the cost line by line, and what it derives.';

const EXAMPLES = {
  weapon: { summary: 'A weapon', value: { type: 'weapon', name: 'Scoped rifle', energy: 2, damage: 6, range: 25, bonuses: [{ name: 'Scope', cost: 5 }] } },
  character: { summary: 'A character from catalog parts', value: { type: 'character', name: 'Scout', body: 'soldier-body', weapons: ['assault-rifle'], protections: ['helmet'], baseDiameter: 2.5, fortune: 1 } },
  transport: { summary: 'A transport with four facings', value: { type: 'transport', energy: 3, length: 10, defense: { front: 6, left: 4, right: 4, rear: 2 }, capacity: 6 } },
};

@ApiTags(GAME)
@Controller(`v1/${GAME}/archetypes`)
export class WartimeCostController {
  constructor(private readonly costs: WartimeCostService) {}

  @Post('cost')
  @HttpCode(200)
  @ApiOperation({
    summary: SUMMARY,
    description:
      'The body is an archetype as reads return it (`type` and that type\'s fields; a `name` is a label). Parts named by id are looked up in the catalog (your own with a read key). Every violation is listed at once, each naming its field (422). Scenery that is not bought has no cost (`total` null, ruling wartime/zone-cost).',
  })
  @ApiBody({ type: WartimeArchetypeCostRequest, examples: EXAMPLES })
  @ApiOkResponse({ type: WartimeArchetypeCost })
  @ApiLangQuery()
  @ApiResolveProblems()
  cost(@ValidBody(WartimeArchetypeCostRequest) body: WartimeArchetypeCostRequest, @Lang(WARTIME.languages) lang: LangCode, @CatalogReader() owner: string | undefined): WartimeArchetypeCost {
    return this.costs.cost(body, lang, owner);
  }
}

@Resolver()
export class WartimeCostResolver {
  constructor(private readonly costs: WartimeCostService) {}

  @Query(() => WartimeArchetypeCost, { description: `${SUMMARY} (POST /v1/${GAME}/archetypes/cost).` })
  wartimeArchetypeCost(
    @Args('input', { type: () => WartimeArchetypeCostRequest }) input: WartimeArchetypeCostRequest,
    @Context() ctx: { readonly req: FastifyRequest },
    @LangArg() lang: LangCode,
  ): WartimeArchetypeCost {
    const body = validateBody(WartimeArchetypeCostRequest, inputToBody(input));
    return this.costs.cost(body, WARTIME.languages.includes(lang) ? lang : 'en', catalogReader(principalOf(ctx.req)));
  }
}
