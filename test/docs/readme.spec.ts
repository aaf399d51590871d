import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { GAMES } from '../../src/games';
import { bootFuzzApp } from '../fuzz/app';
import { allDocExamples, defineDocExamples } from './doc-examples';

/**
 * The examples of the README, docs/api.md and docs/examples.md that need no database, run with
 * bash, curl and jq against the app the fuzz suites drive (no database: the games' seeds, which
 * are their migrations' frozen copies), listening on a loopback port. The convention is in
 * doc-examples.ts; the examples marked `database` run in doc-examples-database.e2e-spec.ts.
 */

let mockFreshSeed: string | undefined;
jest.mock('../../src/common/http/fresh-seed', () => {
  const actual = jest.requireActual<typeof import('../../src/common/http/fresh-seed')>('../../src/common/http/fresh-seed');
  return { freshSeed: (): string => mockFreshSeed ?? actual.freshSeed() };
});

const { examples, files } = allDocExamples();

describe('the documents\' examples (no database)', () => {
  it('the README shows a first ruling of every game, and the examples cover every kind of route', () => {
    const readme = examples.filter((e) => e.file === 'README.md').map((e) => e.command).join('\n');
    for (const game of GAMES) expect(readme).toContain(`${game.definition.id}/resolve/`);
    const all = examples.map((e) => e.command).join('\n');
    for (const route of ['/graphql', '/v1/games', '/v1/aof-skirmish/armies/validate', '/v1/wartime/archetypes/cost']) expect(all).toContain(route);
  });

  defineDocExamples(
    examples.filter((e) => !e.database),
    files,
    async () => {
      const { app }: { app: NestFastifyApplication } = await bootFuzzApp();
      await app.listen(0, '127.0.0.1');
      const port = (app.getHttpServer().address() as { port: number }).port;
      return { address: `127.0.0.1:${port}`, stop: () => app.close() };
    },
    (seed) => (mockFreshSeed = seed),
  );
});
