import { Module } from '@nestjs/common';
import { CatalogModule } from '../../catalog/catalog.module';
import { HealthController } from './health.controller';

/** `/health/live` and `/health/ready`. DatabaseHealth comes from the (global) DatabaseModule. */
@Module({ imports: [CatalogModule], controllers: [HealthController] })
export class HealthModule {}
