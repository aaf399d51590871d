import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { version } from '../../../package.json';
import { documentRateLimits } from '../security/rate-limit.openapi';
import { validatedDtos } from '../validation/validator';
import { unifyRequestExamples } from './examples';
import { jsonSchemaComponents } from './json-components';
import { splitOperationsByParam } from './operations-by-param';
import { alignRequestSchemas } from './request-schemas';

/** JSON with object keys sorted at every level, so the committed spec diffs cleanly. */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => sortKeysDeep(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort()) out[k] = sortKeysDeep((value as Record<string, unknown>)[k]);
  return out as T;
}

/** The title of the /docs page (the browser tab, bookmarks): the service, not "Swagger UI". */
export const DOCS_TITLE = 'Arbiter API';

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
  // Request examples from one source each: the route's own (examples.ts).
  // A route whose path parameter names an action is one operation per action (operations-by-param.ts).
  const document = splitOperationsByParam(SwaggerModule.createDocument(app, config));
  // JSON Schemas a game describes once (Wartime's archetypes), referred to rather than inlined.
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const [name, schema] of jsonSchemaComponents()) schemas[name] = schema;
  document.components.schemas = schemas;
  const doc = sortKeysDeep(unifyRequestExamples(alignRequestSchemas(documentRateLimits(document), validatedDtos())));
  return orderForReaders(doc);
}

/** Tags that come last, in this order: the operators' routes after the players'. */
const LAST_TAGS = ['catalog', 'admin', 'operations'];

/**
 * Swagger UI lists tags in the order of the document's `tags`, and a tag's operations in the order
 * of `paths`. A reader comes for the rulings: each game's tag first (in path order), its resolve routes before its other routes, then the shared
 * catalog reads, the admin routes and the operations (index, health, metrics) last.
 */
function orderForReaders(doc: OpenAPIObject): OpenAPIObject {
  const tagOrder: string[] = [];
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item as Record<string, { tags?: string[] }>)) for (const t of op.tags ?? []) if (!tagOrder.includes(t)) tagOrder.push(t);
  }
  const rank = (t: string | undefined): number => (t === undefined ? LAST_TAGS.length + 1 : LAST_TAGS.includes(t) ? 1 + LAST_TAGS.indexOf(t) : 0);
  const tags = [...tagOrder].sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? 0 : a.localeCompare(b)));
  const tagOf = (path: string): string | undefined => Object.values(doc.paths[path] as Record<string, { tags?: string[] }>).find((op) => op.tags?.[0])?.tags?.[0];
  const paths = Object.keys(doc.paths).sort((a, b) => {
    const [ta, tb] = [tagOf(a), tagOf(b)];
    const byTag = (ta === undefined ? tags.length : tags.indexOf(ta)) - (tb === undefined ? tags.length : tags.indexOf(tb));
    const resolveFirst = Number(!a.includes('/resolve/')) - Number(!b.includes('/resolve/'));
    return byTag || resolveFirst || a.localeCompare(b);
  });
  return { ...doc, tags: tags.map((name) => ({ name })), paths: Object.fromEntries(paths.map((p) => [p, doc.paths[p]])) };
}
