import { Module } from '@nestjs/common';
import { GamePlatformModule, gameControllers, gameResolvers } from '../games.module';
import { WartimeCostController, WartimeCostResolver, WartimeCostService } from './archetypes/cost';
import { WartimeInitiativeRoll } from './dto/outcomes';
import { WARTIME_SPEC } from './wartime.game';
import { WarbooksModule } from './warbooks/warbooks.module';

/**
 * Wartime's routes: its resolve actions and its archetype catalog (REST and GraphQL, from the
 * shared factories), and archetype costs. Modules that add to the game (warbooks) join `imports`.
 */
@Module({
  imports: [GamePlatformModule, WarbooksModule],
  controllers: [...gameControllers(WARTIME_SPEC, [WartimeInitiativeRoll]), WartimeCostController],
  providers: [...gameResolvers(WARTIME_SPEC), WartimeCostService, WartimeCostResolver],
})
export class WartimeModule {}
