import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CatalogReader } from '../../auth/require-scope';
import { LangArg } from '../../common/graphql/lang';
import type { Lang } from '../../engine/core/types';
import { CatalogService } from '../catalog.service';
import { SearchService, parseSearch } from './search.service';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SearchResultsModel, SearchResultsView } from './search.views';

/** The GraphQL twin of `GET /v1/{game}/search`: the same checks, service and results. */
@Resolver()
export class SearchResolver {
  constructor(
    private readonly catalog: CatalogService,
    private readonly searches: SearchService,
  ) {}

  @Query(() => SearchResultsModel, { description: 'Catalog entries, special rules and rulings of a game by name, in any of its languages (GET /v1/{game}/search).' })
  search(
    @Args({ name: 'game', type: () => String, description: 'e.g. ae-wwii' }) game: string,
    @Args({ name: 'q', type: () => String, description: 'What the player typed.' }) q: string,
    @Args({ name: 'limit', type: () => Int, nullable: true, description: `1 to ${SEARCH_LIMIT_MAX}; default ${SEARCH_LIMIT_DEFAULT}.` }) limit: number | null | undefined,
    @LangArg() lang: Lang,
    @CatalogReader() owner: string | undefined,
  ): Promise<SearchResultsView> {
    const chosen = this.catalog.languageFor(game, lang);
    return this.searches.search(game, parseSearch(q, limit), chosen, owner);
  }
}
