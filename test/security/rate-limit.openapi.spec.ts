import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
}

/** The committed spec (kept equal to the generated one by test/api-spec.spec.ts) documents the limits. */
describe('OpenAPI: rate limits', () => {
  const doc = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as Doc;
  const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
  const exempt = (path: string): boolean => path === '/metrics' || path.startsWith('/health/');

  it('has limited and exempt operations to check', () => {
    expect(operations.filter((o) => exempt(o.path)).length).toBeGreaterThanOrEqual(3);
    expect(operations.filter((o) => !exempt(o.path)).length).toBeGreaterThanOrEqual(10);
  });

  it('documents a 429 problem with Retry-After and RateLimit headers on every limited operation', () => {
    for (const { path, method, op } of operations.filter((o) => !exempt(o.path))) {
      const r429 = op.responses['429'];
      expect({ path, method, has429: r429 !== undefined }).toEqual({ path, method, has429: true });
      expect(Object.keys(r429?.headers ?? {}).sort()).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']);
      expect(r429?.content?.['application/problem+json']?.schema?.$ref).toBe('#/components/schemas/ProblemResponse');
      for (const [status, response] of Object.entries(op.responses).filter(([s]) => /^2\d\d$/.test(s))) {
        expect({ path, status, headers: Object.keys(response.headers ?? {}) }).toEqual({
          path,
          status,
          headers: expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
        });
      }
    }
  });

  it('documents no limit on health and metrics', () => {
    for (const { op } of operations.filter((o) => exempt(o.path))) {
      expect(op.responses['429']).toBeUndefined();
      expect(Object.keys(op.responses['200']?.headers ?? {})).not.toContain('RateLimit-Limit');
    }
  });
});
