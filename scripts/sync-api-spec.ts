import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { OPENAPI_PATH, SDL_PATH, generateApiSpec } from '../src/common/openapi/api-spec';

/** `npm run openapi`: regenerates openapi/openapi.json and openapi/schema.graphql (no database). */
async function main(): Promise<void> {
  const root = join(__dirname, '..');
  const spec = await generateApiSpec();
  for (const [path, text] of [[OPENAPI_PATH, spec.openapi], [SDL_PATH, spec.sdl]] as const) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    process.stdout.write(`wrote ${path} (${text.length} bytes)\n`);
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
