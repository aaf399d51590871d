import 'reflect-metadata';
import { buildOpenApiDocument } from '../../../src/common/openapi/openapi';
import { GAMES } from '../../../src/games';
import type { OpenApiDocument } from '../../fuzz/openapi';
import { defineRestFuzz, gamePostTemplates } from '../../fuzz/rest-fuzz';
import { TINY_D6_GAME } from './game';

/**
 * Fuzz coverage of a game registered from a folder: the REST fuzz suite over Tiny d6's POST routes
 * (its resolve action, its fighters' create and restore), read from the OpenAPI document of an
 * app that registers it beside the production games. The catalog is its seed.
 */
defineRestFuzz({
  name: 'Tiny d6',
  seed: 616,
  // The proof that a registered game is fuzzed, not the product's coverage: a quarter of the runs.
  runsScale: 0.25,
  games: [...GAMES, TINY_D6_GAME],
  templates: gamePostTemplates(TINY_D6_GAME),
  document: (app) => buildOpenApiDocument(app) as unknown as OpenApiDocument,
  transport: { template: '/v1/tiny-d6/resolve/attack', body: { attacker: { fighter: 'orcs/brute' }, defender: { fighter: 'elves/archer' }, dice: { seed: 'transport' } } },
});
