import { GAMES } from '../../src/games';
import type { GameModuleDefinition } from '../../src/games/registry';
import { TINY_D6_GAME } from '../games/tiny-d6/game';

/**
 * What the shared suites iterate: every registered game, and Tiny d6, the game that lives only in
 * the tests. A shared suite that holds for these holds for a game by its registration alone.
 */
export const TEST_GAMES: readonly GameModuleDefinition[] = [...GAMES, TINY_D6_GAME];
