import { Module } from '@nestjs/common';
import { ChangeNotificationsModule } from '../database/notifications';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CustomCatalogController } from './custom/custom-catalog.controller';
import { CustomCatalogResolver } from './custom/custom-catalog.resolver';
import { CustomCatalogService } from './custom/custom-catalog.service';
import { CatalogResolver } from './graphql/catalog.resolver';

/**
 * The in-memory catalog and its REST and GraphQL reads. Needs the TypeORM DataSource that
 * DatabaseModule provides; CatalogService loads everything during module init, so the app only
 * starts serving once the catalog is in memory. Custom (homebrew) entries are held by
 * CustomCatalogService, refreshed on change notifications, and merged into their owner's reads.
 */
@Module({
  imports: [ChangeNotificationsModule],
  controllers: [CatalogController, CustomCatalogController],
  providers: [CatalogService, CatalogResolver, CustomCatalogService, CustomCatalogResolver],
  exports: [CatalogService, CustomCatalogService],
})
export class CatalogModule {}
