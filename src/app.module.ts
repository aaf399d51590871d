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
import { CatalogOrigin, GamesRegistryModule } from './games/games.module';
import { GameModuleDefinition, migrationsOf } from './games/registry';
import type { Clock } from './shared-rulings/clock';
import { SharedRulingsModule } from './shared-rulings/shared-rulings.module';

export interface AppModuleOptions {
  readonly config: AppConfig;
  /** The games served (src/games/index.ts in production; tests may add their own). */
  readonly games: readonly GameModuleDefinition[];
  /**
   * `database`: Postgres (migrated with the shared and the games' migrations). Without a
   * database (NoDatabaseModule): the games' seeds (`seeds`), or no catalog at all (`none`).
   */
  readonly catalogs: CatalogOrigin;
  /** The clock shared rulings expire by (tests move it); default the system's. */
  readonly clock?: Clock;
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
        options.catalogs === 'database' ? DatabaseModule.forRoot(migrationsOf(options.games)) : NoDatabaseModule,
        GamesRegistryModule.forRoot(options.games, options.catalogs),
        AuthModule,
        CatalogModule,
        MetricsModule,
        HealthModule,
        ...options.games.map((g) => g.module),
        SharedRulingsModule.forRoot(options.games, options.clock),
        graphqlModule(),
      ],
    };
  }
}
