import { Module } from '@nestjs/common';
import { CatalogModule } from '../../catalog/catalog.module';
import { DrainState } from './drain';
import { HealthController } from './health.controller';
import { IndexController } from '../index/index.controller';

/**
 * `GET /` (the index), `/health/live` and `/health/ready`. DatabaseHealth comes from the (global) DatabaseModule.
 * DrainState is the app's one "shutting down" flag (app.factory.ts hooks it into Fastify, main.ts sets it).
 */
@Module({ imports: [CatalogModule], controllers: [IndexController, HealthController], providers: [DrainState], exports: [DrainState] })
export class HealthModule {}
