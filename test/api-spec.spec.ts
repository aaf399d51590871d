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
