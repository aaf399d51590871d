import { GAMES } from '../../src/games';

/** `/health/ready`'s check of each registered game's catalog, all loaded (`catalog.<game>`), in registry order. */
export const gameCatalogsLoaded = (): Record<string, 'loaded'> => Object.fromEntries(GAMES.map((g) => [`catalog.${g.definition.id}`, 'loaded' as const]));
