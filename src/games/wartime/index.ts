import type { WartimeCatalog } from '../../engine/wartime';
import type { GameModuleDefinition } from '../registry';
import { WARTIME_SPEC } from './wartime.game';
import { WartimeModule } from './wartime.module';

/** Wartime, registered in src/games/index.ts. */
export const WARTIME_GAME: GameModuleDefinition<WartimeCatalog> = { ...WARTIME_SPEC, module: WartimeModule };
