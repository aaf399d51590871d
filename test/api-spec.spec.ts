import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiSpec, OPENAPI_PATH, SDL_PATH, generateApiSpec } from '../src/common/openapi/api-spec';

/** The committed API descriptions must be what the code generates now. */
describe('committed API spec', () => {
  let spec: ApiSpec;
  beforeAll(async () => {
    spec = await generateApiSpec();
  }, 60_000);

  const committed = (path: string): string => {
    try {
      return readFileSync(join(__dirname, '..', path), 'utf8');
    } catch {
      return '';
    }
  };

  it.each([
    [OPENAPI_PATH, (s: ApiSpec) => s.openapi],
    [SDL_PATH, (s: ApiSpec) => s.sdl],
  ])('%s is up to date', (path, pick) => {
    const expected = pick(spec);
    const actual = committed(path);
    if (actual !== expected) {
      throw new Error(`${path} is stale: the code describes a different API. Run \`npm run openapi\` and commit the result.`);
    }
  });
});

describe('OpenAPI document', () => {
  const doc = JSON.parse(readFileSync(join(__dirname, '..', OPENAPI_PATH), 'utf8')) as { components: { schemas: Record<string, unknown> } };

  it('has every $ref pointing at a schema that exists', () => {
    const broken: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${path}[${i}]`));
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref') {
            const name = String(v).replace('#/components/schemas/', '');
            if (!name || !(name in doc.components.schemas)) broken.push(`${path}: ${String(v)}`);
          } else walk(v, `${path}.${k}`);
        }
      }
    };
    walk(doc, '');
    expect(broken).toEqual([]);
  });
});
