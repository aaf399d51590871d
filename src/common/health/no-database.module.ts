import { Global, Module } from '@nestjs/common';
import { DatabaseHealth } from '../../database/database-health';

/**
 * Stands in for DatabaseModule when the app boots without Postgres (OpenAPI generation, platform
 * tests): the database is reported down unless the caller overrides DatabaseHealth.
 */
@Global()
@Module({ providers: [{ provide: DatabaseHealth, useValue: { ping: (): Promise<boolean> => Promise.resolve(false) } }], exports: [DatabaseHealth] })
export class NoDatabaseModule {}
