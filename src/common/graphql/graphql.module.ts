import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { AppConfig } from '../../config/app-config';
import { GraphqlHttpMethods } from './graphql-http';
import { graphqlDriverOptions } from './graphql-options';

/** GraphQL at POST /graphql: Apollo with our options (graphql-options.ts), GET refused (graphql-http.ts). */
@Module({})
export class GraphqlTransportModule {
  static forRoot(): DynamicModule {
    return {
      module: GraphqlTransportModule,
      imports: [GraphQLModule.forRootAsync<ApolloDriverConfig>({ driver: ApolloDriver, inject: [AppConfig], useFactory: graphqlDriverOptions })],
      providers: [GraphqlHttpMethods],
    };
  }
}
