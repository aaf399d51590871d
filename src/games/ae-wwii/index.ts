import type { AeCatalog } from '../../engine/ae-wwii';
import type { GameModuleDefinition } from '../registry';
import { AE_WWII_SPEC } from './ae-wwii.game';
import { AeWwiiModule } from './ae-wwii.module';

/** AE-WWII, registered in src/games/index.ts. */
export const AE_WWII_GAME: GameModuleDefinition<AeCatalog> = { ...AE_WWII_SPEC, module: AeWwiiModule };
