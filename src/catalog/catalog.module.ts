import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CatalogResolver } from './graphql/catalog.resolver';

/**
 * The in-memory catalog and its REST and GraphQL reads. Needs the TypeORM DataSource that
 * DatabaseModule provides; CatalogService loads everything during module init, so the app only
 * starts serving once the catalog is in memory.
 */
@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogResolver],
  exports: [CatalogService],
})
export class CatalogModule {}
