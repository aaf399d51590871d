import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CatalogReader } from '../../auth/require-scope';
import { negotiateLang } from '../../common/i18n/lang';
import { ApiLangQuery } from '../../common/i18n/lang.openapi';
import { CatalogService } from '../catalog.service';
import { SearchService, parseSearch } from './search.service';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX, SearchResultsView } from './search.views';

type QueryValue = string | string[] | undefined;

const problem = (status: number, description: string): MethodDecorator =>
  ApiResponse({ status, description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } } });

/** `GET /v1/{game}/search?q=`: names players type, for every registered game. */
@ApiTags('catalog')
@Controller('v1')
export class SearchController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly searches: SearchService,
  ) {}

  @Get(':game/search')
  @ApiOperation({
    summary: 'Find catalog entries, special rules and rulings by name',
    description:
      'Full-text search in every language of the game (each with its stemming), accents and case ignored, each word a prefix: ' +
      '`wehrmacht`, `Paracaidista`, `paracaídista` and `parachutiste` all find their unit. Names rank above ids, ids above summaries; ' +
      'a name equal to the query comes first. With an API key (read scope) your own custom entries are searched too. ' +
      'Unlike the other catalog reads it queries the database: 503 while the database is unavailable.',
  })
  @ApiParam({ name: 'game', example: 'ae-wwii' })
  @ApiQuery({ name: 'q', required: true, example: 'paracaidista', description: `What the player typed: at most ${SEARCH_QUERY_MAX} characters, at least one letter or digit.` })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT } })
  @ApiLangQuery()
  @ApiHeader({ name: 'Accept-Language', required: false })
  @ApiHeader({ name: 'Authorization', required: false, description: 'Optional `Bearer <API key>`: with the read scope, your own custom entries are searched too.' })
  @ApiOkResponse({ type: SearchResultsView, headers: { 'Content-Language': { description: 'Language of the names.', schema: { type: 'string' } } } })
  @problem(400, 'A missing or empty `q`, one longer than the limit or without a letter or digit, or a bad `limit` (named in `errors`).')
  @problem(404, 'Unknown game.')
  @problem(503, 'The database is unavailable.')
  async search(
    @Param('game') game: string,
    @Query('q') q: QueryValue,
    @Query('limit') limit: QueryValue,
    @Query('lang') lang: QueryValue,
    @Headers('accept-language') acceptLanguage: QueryValue,
    @CatalogReader() owner: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SearchResultsView> {
    const chosen = this.catalog.languageFor(game, negotiateLang(firstValue(lang), firstValue(acceptLanguage)));
    const query = parseSearch(q, limit);
    reply.header('Content-Language', chosen);
    reply.header('Vary', 'Accept-Language');
    return this.searches.search(game, query, chosen, owner);
  }
}

const firstValue = (v: QueryValue): string | undefined => (Array.isArray(v) ? v[0] : v) || undefined;
