import 'reflect-metadata';
import { bootApp, cliKey } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';
import { allDocExamples, defineDocExamples } from './doc-examples';

/**
 * The documents' examples marked `readme-test database`: search, API keys, custom entries, shared
 * rulings and warbooks, which need Postgres. They run in document order against the whole app on a
 * fresh database, in a shell where `$KEY` is a read,write key of the owner `docs` and `$ADMIN` an
 * admin key, as a reader who made them with `npm run api-key` would have them.
 */

let mockFreshSeed: string | undefined;
jest.mock('../../src/common/http/fresh-seed', () => {
  const actual = jest.requireActual<typeof import('../../src/common/http/fresh-seed')>('../../src/common/http/fresh-seed');
  return { freshSeed: (): string => mockFreshSeed ?? actual.freshSeed() };
});

const { examples, files } = allDocExamples();

describe('the documents\' examples on Postgres', () => {
  const db = useTestDatabase();

  it('has examples to run', () => {
    expect(examples.filter((e) => e.database).length).toBeGreaterThan(0);
  });

  defineDocExamples(
    examples.filter((e) => e.database),
    files,
    async () => {
      const key = (await cliKey(db().url, 'docs', ['read', 'write'])).key;
      const admin = (await cliKey(db().url, 'ops', ['admin'])).key;
      const app = await bootApp(db().url);
      await app.listen(0, '127.0.0.1');
      const port = (app.getHttpServer().address() as { port: number }).port;
      return { address: `127.0.0.1:${port}`, env: { KEY: key, ADMIN: admin }, stop: () => app.close() };
    },
    (seed) => (mockFreshSeed = seed),
  );
});
