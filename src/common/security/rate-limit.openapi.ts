import type { OpenAPIObject } from '@nestjs/swagger';
import { isRateLimitExempt } from './rate-limit';

// @nestjs/swagger exports only the document type (its package exports hide the rest).
type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ResponseObject = Exclude<NonNullable<OperationObject['responses'][string]>, { $ref: string }>;
type HeaderObject = Exclude<NonNullable<ResponseObject['headers']>[string], { $ref: string }>;

const integerHeader = (description: string): HeaderObject => ({ description, schema: { type: 'integer', minimum: 0 } });

/** The IETF draft RateLimit headers every limited response carries (draft-ietf-httpapi-ratelimit-headers). */
export const RATE_LIMIT_HEADERS: Readonly<Record<string, HeaderObject>> = {
  'RateLimit-Limit': integerHeader('Requests allowed per window for this caller (per API key, or per client address without one).'),
  'RateLimit-Remaining': integerHeader('Requests left in the current window.'),
  'RateLimit-Reset': integerHeader('Seconds until the current window ends and the budget is full again.'),
};

const RATE_LIMITED: ResponseObject = {
  description:
    'Rate limit exceeded (problem type `rate-limited`): anonymous callers share a budget per client address, API keys have their own, larger one. ' +
    'Wait `Retry-After` seconds. Health and metrics routes are never limited.',
  headers: { ...RATE_LIMIT_HEADERS, 'Retry-After': integerHeader('Seconds to wait before retrying.') },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } },
};

const isSuccess = (status: string): boolean => /^2\d\d$/.test(status);

/**
 * Documents the global rate limit on every operation it applies to: a 429 response, and the
 * RateLimit headers on success responses. Derived from the same exemption rule the limiter
 * uses, so routes added later are documented without anyone remembering to; applied to the
 * document `buildOpenApiDocument` builds (served at /docs and committed in openapi/).
 */
export function documentRateLimits(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    if (isRateLimitExempt(path)) continue;
    for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const) {
      const operation: OperationObject | undefined = item[method];
      if (!operation) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!isSuccess(status) || response === undefined || '$ref' in response) continue;
        response.headers = { ...RATE_LIMIT_HEADERS, ...response.headers };
      }
      operation.responses['429'] = RATE_LIMITED;
    }
  }
  return document;
}
