import { AE_WWII_GAME } from './ae-wwii';
import { AOF_SKIRMISH_GAME } from './aof-skirmish';
import type { GameModuleDefinition } from './registry';
import { WARTIME_GAME } from './wartime';

/**
 * The games this service plays: the one list. The app, the migrations, the docs, readiness,
 * GET /v1/games, the fuzz suite and the bench all read it. Adding a game is adding its folder
 * (src/engine/<game>/, src/games/<game>/) and one line here.
 */
export const GAMES: readonly GameModuleDefinition[] = [AE_WWII_GAME, AOF_SKIRMISH_GAME, WARTIME_GAME];
