import { Controller, Get, Headers, Param, Query, Res, applyDecorators } from '@nestjs/common';
import {
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CatalogReader } from '../auth/require-scope';
import { Lang } from '../engine/core/types';
import { CatalogService } from './catalog.service';
import { FactionView, GameView, RulingView, SpecialRuleView, UnitView, WeaponView } from './catalog.views';
import { CustomCatalogService } from './custom/custom-catalog.service';
import { negotiateLang } from '../common/i18n/lang';
import { ApiLangQuery } from '../common/i18n/lang.openapi';

type QueryValue = string | string[] | undefined;

const CONTENT_LANGUAGE = {
  'Content-Language': { description: 'Language the names and texts are in (en when the requested one is unavailable).', schema: { type: 'string' } },
};

/** `lang` query, Accept-Language header and the Content-Language they produce, documented once. */
const Localized = (): MethodDecorator =>
  applyDecorators(
    ApiLangQuery(),
    ApiHeader({ name: 'Accept-Language', required: false }),
  );

const GameParam = (): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'game', example: 'ae-wwii' }),
    ApiNotFoundResponse({ description: 'Unknown game or id (application/problem+json).' }),
  );

/** An optional API key: with the read scope, unit and weapon reads include its owner's custom entries. */
const OptionalKey = (): MethodDecorator =>
  applyDecorators(
    ApiHeader({ name: 'Authorization', required: false, description: 'Optional `Bearer <API key>`: with the read scope, your own custom entries are included. A bad key is a 401, never anonymous.' }),
    ApiHeader({ name: 'X-API-Key', required: false, description: 'The API key, as an alternative to Authorization.' }),
  );

/**
 * Catalog reads. All are served from memory (CatalogService, and CustomCatalogService for the
 * caller's own custom units and weapons), never from the database.
 */
@ApiTags('catalog')
@Controller('v1')
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly custom: CustomCatalogService,
  ) {}

  @Get('games')
  @ApiOperation({ summary: 'Games with their editions, languages and actions' })
  @Localized()
  @ApiOkResponse({ type: [GameView], headers: CONTENT_LANGUAGE })
  games(
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): GameView[] {
    const chosen = negotiateLang(firstValue(lang), firstValue(acceptLanguage));
    setLanguage(reply, chosen);
    return this.catalog.games(chosen);
  }

  @Get(':game/factions')
  @ApiOperation({ summary: 'Factions of a game' })
  @GameParam()
  @Localized()
  @ApiOkResponse({ type: [FactionView], headers: CONTENT_LANGUAGE })
  factions(
    @Param('game') game: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): FactionView[] {
    return this.catalog.factions(game, this.language(game, lang, acceptLanguage, reply));
  }

  @Get(':game/units')
  @ApiOperation({ summary: 'Units of a game, optionally of one faction' })
  @GameParam()
  @ApiQuery({ name: 'faction', required: false, example: 'german-geneticists', description: '`custom`: only your own custom units.' })
  @Localized()
  @OptionalKey()
  @ApiOkResponse({ type: [UnitView], headers: CONTENT_LANGUAGE })
  units(
    @Param('game') game: string,
    @Query('faction') faction: QueryValue,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CatalogReader() owner: string | undefined,
  ): UnitView[] {
    return this.custom.units(game, this.language(game, lang, acceptLanguage, reply), owner, firstValue(faction));
  }

  @Get(':game/units/:faction/:slug')
  @ApiOperation({ summary: 'One unit by its faction-scoped id (`german-geneticists/wehrmacht`)' })
  @GameParam()
  @ApiParam({ name: 'faction', example: 'german-geneticists' })
  @ApiParam({ name: 'slug', example: 'wehrmacht' })
  @Localized()
  @OptionalKey()
  @ApiOkResponse({ type: UnitView, headers: CONTENT_LANGUAGE })
  unit(
    @Param('game') game: string,
    @Param('faction') faction: string,
    @Param('slug') slug: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CatalogReader() owner: string | undefined,
  ): UnitView {
    return this.custom.unit(game, `${faction}/${slug}`, this.language(game, lang, acceptLanguage, reply), owner);
  }

  /** The same unit with its id in one URL-encoded segment (`german-geneticists%2Fwehrmacht`). */
  @Get(':game/units/:id')
  @ApiOperation({ summary: 'One unit by its URL-encoded id (`german-geneticists%2Fwehrmacht`)' })
  @GameParam()
  @ApiParam({ name: 'id', example: 'german-geneticists%2Fwehrmacht' })
  @Localized()
  @OptionalKey()
  @ApiOkResponse({ type: UnitView, headers: CONTENT_LANGUAGE })
  unitByEncodedId(
    @Param('game') game: string,
    @Param('id') id: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CatalogReader() owner: string | undefined,
  ): UnitView {
    return this.custom.unit(game, id, this.language(game, lang, acceptLanguage, reply), owner);
  }

  @Get(':game/weapons')
  @ApiOperation({ summary: 'Weapons of a game' })
  @GameParam()
  @Localized()
  @OptionalKey()
  @ApiOkResponse({ type: [WeaponView], headers: CONTENT_LANGUAGE })
  weapons(
    @Param('game') game: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CatalogReader() owner: string | undefined,
  ): WeaponView[] {
    return this.custom.weapons(game, this.language(game, lang, acceptLanguage, reply), owner);
  }

  @Get(':game/weapons/:id')
  @ApiOperation({ summary: 'One weapon' })
  @GameParam()
  @ApiParam({ name: 'id', example: 'kar98k' })
  @Localized()
  @OptionalKey()
  @ApiOkResponse({ type: WeaponView, headers: CONTENT_LANGUAGE })
  weapon(
    @Param('game') game: string,
    @Param('id') id: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CatalogReader() owner: string | undefined,
  ): WeaponView {
    return this.custom.weapon(game, id, this.language(game, lang, acceptLanguage, reply), owner);
  }

  @Get(':game/special-rules')
  @ApiOperation({ summary: 'Special rules of a game (psi powers appear as the psi-officer rule’s choices)' })
  @GameParam()
  @Localized()
  @ApiOkResponse({ type: [SpecialRuleView], headers: CONTENT_LANGUAGE })
  specialRules(
    @Param('game') game: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): SpecialRuleView[] {
    return this.catalog.specialRules(game, this.language(game, lang, acceptLanguage, reply));
  }

  @Get(':game/rulings')
  @ApiOperation({ summary: 'The rulings register of a game' })
  @GameParam()
  @Localized()
  @ApiOkResponse({ type: [RulingView], headers: CONTENT_LANGUAGE })
  rulings(
    @Param('game') game: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): RulingView[] {
    return this.catalog.rulings(game, this.language(game, lang, acceptLanguage, reply));
  }

  private language(game: string, lang: QueryValue, acceptLanguage: QueryValue, reply: FastifyReply): Lang {
    // languageFor also rejects an unknown game (404) before any header is set.
    const chosen = this.catalog.languageFor(game, negotiateLang(firstValue(lang), firstValue(acceptLanguage)));
    setLanguage(reply, chosen);
    return chosen;
  }
}

function setLanguage(reply: FastifyReply, lang: Lang): void {
  reply.header('Content-Language', lang);
  // Caches must key on the header that can change the body.
  reply.header('Vary', 'Accept-Language');
}

/** A repeated query parameter counts once; an empty one (`?faction=`) counts as absent. */
const firstValue = (v: QueryValue): string | undefined => (Array.isArray(v) ? v[0] : v) || undefined;
