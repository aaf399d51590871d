import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { GraphqlTransportModule } from './common/graphql/graphql.module';
import { HealthModule } from './common/health/health.module';
import { NoDatabaseModule } from './common/health/no-database.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AeWwiiModule } from './games/ae-wwii/ae-wwii.module';

export interface AppModuleOptions {
  readonly config: AppConfig;
  /** false: no Postgres (NoDatabaseModule); CatalogService must then be overridden. */
  readonly database: boolean;
}

/** GraphQL (Apollo on Fastify, code-first, schema in memory): src/common/graphql/graphql.module.ts. */
export function graphqlModule(): DynamicModule {
  return GraphqlTransportModule.forRoot();
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        options.database ? DatabaseModule : NoDatabaseModule,
        AuthModule,
        CatalogModule,
        MetricsModule,
        HealthModule,
        AeWwiiModule,
        graphqlModule(),
      ],
    };
  }
}
