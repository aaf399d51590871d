import { Module } from '@nestjs/common';
import { ChangeNotificationsModule } from '../database/notifications';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CustomCatalogService } from './custom/custom-catalog.service';
import { CatalogResolver } from './graphql/catalog.resolver';
import { SearchController } from './search/search.controller';
import { SearchResolver } from './search/search.resolver';
import { SearchService } from './search/search.service';

/**
 * The in-memory catalogs of the registered games and the shared reads (games, factions, special
 * rules, rulings; REST and GraphQL). CatalogService loads everything during module init (from
 * CATALOG_SOURCE, which GamesRegistryModule provides), so the app only starts serving once the
 * catalogs are in memory. Custom (homebrew) entries are held by CustomCatalogService, refreshed on
 * change notifications, and merged into their owner's reads. Each game's entry routes are its own
 * module's (src/catalog/kinds/ factories).
 */
@Module({
  imports: [ChangeNotificationsModule],
  controllers: [CatalogController, SearchController],
  providers: [CatalogService, CatalogResolver, CustomCatalogService, SearchService, SearchResolver],
  exports: [CatalogService, CustomCatalogService],
})
export class CatalogModule {}
