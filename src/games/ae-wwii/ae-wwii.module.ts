import { Module } from '@nestjs/common';
import { CatalogModule } from '../../catalog/catalog.module';
import { AeWwiiController } from './ae-wwii.controller';
import { AeWwiiService } from './ae-wwii.service';
import { AeWwiiResolver } from './graphql/ae-wwii.resolver';

/** AE-WWII resolve routes, REST and GraphQL. The engine reads the catalog CatalogModule holds. */
@Module({ imports: [CatalogModule], controllers: [AeWwiiController], providers: [AeWwiiService, AeWwiiResolver] })
export class AeWwiiModule {}
