import type { AofCatalog } from '../../engine/aof-skirmish';
import type { GameModuleDefinition } from '../registry';
import { AOF_SKIRMISH_SPEC } from './aof-skirmish.game';
import { AofSkirmishModule } from './aof-skirmish.module';

/** Age of Fantasy: Skirmish, registered in src/games/index.ts. */
export const AOF_SKIRMISH_GAME: GameModuleDefinition<AofCatalog> = { ...AOF_SKIRMISH_SPEC, module: AofSkirmishModule };
