import { Module } from '@nestjs/common';
import { GamePlatformModule, gameControllers, gameResolvers } from '../games.module';
import { WartimeCostController, WartimeCostResolver, WartimeCostService } from './archetypes/cost';
import { WARTIME_SPEC } from './wartime.game';

/**
 * Wartime's routes: its resolve actions and its archetype catalog (REST and GraphQL, from the
 * shared factories), and archetype costs. Modules that add to the game (warbooks) join `imports`.
 */
@Module({
  imports: [GamePlatformModule],
  controllers: [...gameControllers(WARTIME_SPEC), WartimeCostController],
  providers: [...gameResolvers(WARTIME_SPEC), WartimeCostService, WartimeCostResolver],
})
export class WartimeModule {}
