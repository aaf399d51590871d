import { Module } from '@nestjs/common';
import { CatalogModule } from '../../catalog/catalog.module';
import { DrainState } from './drain';
import { HealthController } from './health.controller';

/**
 * `/health/live` and `/health/ready`. DatabaseHealth comes from the (global) DatabaseModule.
 * DrainState is the app's one "shutting down" flag (app.factory.ts hooks it into Fastify, main.ts sets it).
 */
@Module({ imports: [CatalogModule], controllers: [HealthController], providers: [DrainState], exports: [DrainState] })
export class HealthModule {}
