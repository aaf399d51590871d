import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { version } from '../../../package.json';
import { documentRateLimits } from '../security/rate-limit.openapi';
import { validatedDtos } from '../validation/validator';
import { jsonSchemaComponents } from './json-components';
import { alignRequestSchemas } from './request-schemas';

/** JSON with object keys sorted at every level, so the committed spec diffs cleanly. */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => sortKeysDeep(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort()) out[k] = sortKeysDeep((value as Record<string, unknown>)[k]);
  return out as T;
}

/** The OpenAPI document of the app: the one served at /docs and committed in openapi/. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Arbiter')
    .setDescription(
      'Stateless rules API for tabletop wargames: exact odds, step-by-step rulings, REST and GraphQL (POST /graphql). ' +
        'Errors are RFC 9457 application/problem+json.',
    )
    .setVersion(version)
    // API keys (src/auth): either header; routes that need one say so.
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key: `Authorization: Bearer arb_...`.' }, 'api-key')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The same API key in X-API-Key.' }, 'x-api-key')
    .build();
  // The rate limit is global (src/common/security), so its 429 and headers are added to every
  // limited operation here rather than by a decorator on each controller.
  // Request schemas say what the validation accepts, not only what @ApiProperty says (request-schemas.ts).
  const document = SwaggerModule.createDocument(app, config);
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const [name, schema] of jsonSchemaComponents()) schemas[name] = schema;
  document.components.schemas = schemas;
  return sortKeysDeep(alignRequestSchemas(documentRateLimits(document), validatedDtos()));
}
