/**
 * Three projects: `unit` (no database, the fast tier: under a minute on two cores), `slow` (no
 * database: sampling, fuzz and differential suites, the abuse suite) and `e2e` (a real Postgres per
 * run, a fresh database per test file; see test/setup). docs/testing.md says which is which. ts-jest runs in isolatedModules mode: each file is transpiled on its
 * own (type checking is `npm run typecheck`'s job), which is much faster and keeps TypeScript's
 * node16 output, where `await import()` stays a real dynamic import.
 */
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true } }] };

/**
 * The slow tier, by path: what draws many bodies or plays (seeded sampling of every rule, the fuzz
 * and property suites, the suites comparing an optimisation with the plain path, the abuse suite),
 * and what waits on the world (a child process, Redis, the documents' shell examples).
 * Everything else under `*.spec.ts` is the fast tier. A game's own slow suites are named so in its
 * folder (test/games/<game>/: `*fuzz.spec.ts`, `abuse.spec.ts`), so a new game needs no line here.
 */
const SLOW = [
  // The engine's exact odds against seeded plays (100k plays per rule).
  '/src/engine/[^/]+/odds\\.spec\\.ts$',
  // The fuzz suites; the pinned regressions and the reply checks' own tests are fast.
  '/test/fuzz/(?!regressions\\.|reply-checks\\.)[^/]+\\.spec\\.ts$',
  '/test/games/.*fuzz\\.spec\\.ts$',
  // The abuse suite: cost models against counted work over the caps.
  '/test/abuse/[^/]+\\.spec\\.ts$',
  '/test/games/[^/]+/abuse\\.spec\\.ts$',
  // Differential suites: the optimised path against the plain one, on seeded samples.
  '/test/rulings/situation-cache\\.spec\\.ts$',
  '/test/graphql/jit\\.spec\\.ts$',
  '/test/platform/direct-routes\\.spec\\.ts$',
  '/test/platform/share-repeats\\.spec\\.ts$',
  '/test/platform/validation-agreement\\.spec\\.ts$',
  // Bound by the wall clock, not the code: a child process, a Redis server, bash and curl, event-loop stalls.
  '/test/security/docs\\.spec\\.ts$',
  '/test/security/redis-rate-limit\\.spec\\.ts$',
  '/test/docs/readme\\.spec\\.ts$',
  '/test/platform/load-shedding\\.spec\\.ts$',
];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      transform,
      moduleFileExtensions: ['ts', 'js', 'json'],
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', ...SLOW],
      modulePathIgnorePatterns: ['<rootDir>/dist/'],
    },
    {
      displayName: 'slow',
      rootDir: __dirname,
      testEnvironment: 'node',
      transform,
      moduleFileExtensions: ['ts', 'js', 'json'],
      testRegex: SLOW,
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      modulePathIgnorePatterns: ['<rootDir>/dist/'],
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      testEnvironment: 'node',
      transform,
      moduleFileExtensions: ['ts', 'js', 'json'],
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      modulePathIgnorePatterns: ['<rootDir>/dist/'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
    },
  ],
  // e2e files boot the app and a database; the engine's sampling tests run 100k plays per rule.
  testTimeout: 60_000,
  // Jest's default leaves one core to the runner: on CI's 2 cores that is a single worker. The
  // runner itself mostly waits, and the e2e files wait on Postgres and child processes, so one
  // worker per core is what keeps `npm test` under 5 minutes there.
  maxWorkers: '100%',
};
