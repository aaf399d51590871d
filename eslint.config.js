// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');

module.exports = tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'openapi/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use a seeded dice source; randomness must be replayable.' }],
    },
  },
  {
    // The rules engine is framework-free and pure: no Nest, no ORM, no validators, no I/O.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@nestjs/*'], message: 'src/engine is framework-free.' },
            { group: ['typeorm', 'typeorm/*', 'pg', 'class-validator', 'class-transformer'], message: 'src/engine is framework-free.' },
            { group: ['node:fs', 'fs', 'node:net', 'net', 'node:http', 'http', 'node:child_process', 'child_process'], message: 'src/engine does no I/O.' },
            { group: ['**/games/**', '**/catalog/**', '**/database/**', '**/common/**'], message: 'src/engine depends on nothing outside itself.' },
          ],
        },
      ],
    },
  },
  {
    // A rule of the book is a named function short enough to read at once (docs/architecture.md).
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.spec.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Engine tests may build catalogs from the seed data.
    files: ['src/engine/**/*.spec.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
