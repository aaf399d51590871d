import { Controller, Get, Headers, Param, Query, Res, applyDecorators } from '@nestjs/common';
import {
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Lang } from '../engine/core/types';
import { CatalogService } from './catalog.service';
import { FactionView, GameView, RulingView, SpecialRuleView } from './catalog.views';
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

/**
 * The catalog reads every game has (games, factions, special rules, rulings), served from memory,
 * never from the database. Each game's entries (units, weapons...) have routes of their own,
 * with the game's schemas (src/catalog/kinds/kind.controller.ts).
 */
@ApiTags('catalog')
@Controller('v1')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

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

  @Get(':game/special-rules')
  @ApiOperation({ summary: 'Special rules of a game, with the parameter each takes' })
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

  @Get(':game/special-rules/:id')
  @ApiOperation({ summary: 'One special rule of a game' })
  @GameParam()
  @Localized()
  @ApiOkResponse({ type: SpecialRuleView, headers: CONTENT_LANGUAGE })
  specialRule(
    @Param('game') game: string,
    @Param('id') id: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): SpecialRuleView {
    return this.catalog.specialRule(game, id, this.language(game, lang, acceptLanguage, reply));
  }

  @Get(':game/rulings/:id')
  @ApiOperation({ summary: 'One ruling of the register, its id URL-encoded in one segment (ae-wwii%2Frate-of-fire)' })
  @GameParam()
  @Localized()
  // Raw: Swagger UI and clients encode path parameters themselves.
  @ApiParam({ name: 'id', example: 'ae-wwii/rate-of-fire' })
  @ApiOkResponse({ type: RulingView, headers: CONTENT_LANGUAGE })
  ruling(
    @Param('game') game: string,
    @Param('id') id: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): RulingView {
    return this.catalog.ruling(game, id, this.language(game, lang, acceptLanguage, reply));
  }

  @Get(':game/rulings/:prefix/:slug')
  @ApiOperation({ summary: 'One ruling of the register (ae-wwii/rate-of-fire)' })
  @GameParam()
  @Localized()
  @ApiParam({ name: 'prefix', example: 'ae-wwii' })
  @ApiParam({ name: 'slug', example: 'rate-of-fire' })
  @ApiOkResponse({ type: RulingView, headers: CONTENT_LANGUAGE })
  rulingByPrefixAndSlug(
    @Param('game') game: string,
    @Param('prefix') prefix: string,
    @Param('slug') slug: string,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): RulingView {
    return this.catalog.ruling(game, `${prefix}/${slug}`, this.language(game, lang, acceptLanguage, reply));
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
