import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSchema } from 'graphql';
import { createApp } from '../../app.factory';
import { loadConfig } from '../../config/app-config';
import { buildOpenApiDocument } from './openapi';

export interface ApiSpec {
  /** openapi/openapi.json: keys sorted at every level, 2-space indent, final newline. */
  readonly openapi: string;
  /** openapi/schema.graphql: the printed SDL (sorted by the GraphQL module). */
  readonly sdl: string;
}

/**
 * Boots the app without a database (catalog reads are never called while generating) and
 * renders both committed API descriptions. Used by `npm run openapi` and test/api-spec.spec.ts.
 */
export async function generateApiSpec(): Promise<ApiSpec> {
  const app = await createApp({ config: loadConfig({ NODE_ENV: 'test' }), withoutDatabase: {}, logs: false, docs: false });
  try {
    const openapi = `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
    const sdl = `${printSchema(app.get(GraphQLSchemaHost).schema)}\n`;
    return { openapi, sdl };
  } finally {
    await app.close();
  }
}

export const OPENAPI_PATH = 'openapi/openapi.json';
export const SDL_PATH = 'openapi/schema.graphql';
