/**
 * Two projects: `unit` (no database, fast) and `e2e` (a real Postgres per run, a fresh database per
 * test file; see test/setup). ts-jest runs in isolatedModules mode: each file is transpiled on its
 * own (type checking is `npm run typecheck`'s job), which is much faster and keeps TypeScript's
 * node16 output, where `await import()` stays a real dynamic import.
 */
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true } }] };

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
