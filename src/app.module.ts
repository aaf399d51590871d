import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { formatGraphqlError } from './common/graphql/graphql-errors';
import { queryLimits } from './common/graphql/limits';
import { HealthModule } from './common/health/health.module';
import { NoDatabaseModule } from './common/health/no-database.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AeWwiiModule } from './games/ae-wwii/ae-wwii.module';

export const GRAPHQL_MAX_DEPTH = 10;
export const GRAPHQL_MAX_ROOT_FIELDS = 10;

export interface AppModuleOptions {
  readonly config: AppConfig;
  /** false: no Postgres (NoDatabaseModule); CatalogService must then be overridden. */
  readonly database: boolean;
}

/** GraphQL (Apollo on Fastify, code-first, schema in memory). */
export function graphqlModule(): DynamicModule {
  return GraphQLModule.forRootAsync<ApolloDriverConfig>({
    driver: ApolloDriver,
    inject: [AppConfig],
    useFactory: (config: AppConfig): ApolloDriverConfig => ({
      path: '/graphql',
      autoSchemaFile: true,
      sortSchema: true,
      introspection: config.graphqlIntrospection,
      playground: false,
      // No "did you mean" field suggestions: they disclose the schema when introspection is off.
      hideSchemaDetailsFromClientErrors: true,
      includeStacktraceInErrorResponses: false,
      validationRules: [queryLimits(GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_ROOT_FIELDS)],
      // Our formatError maps every error itself (problem extensions); Nest's own mapping would
      // re-code 422s as BAD_USER_INPUT.
      autoTransformHttpErrors: false,
      formatError: formatGraphqlError,
      context: (req: FastifyRequest, reply: FastifyReply) => ({ req, reply }),
    }),
  });
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
