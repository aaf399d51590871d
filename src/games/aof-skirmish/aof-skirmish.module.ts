import { Module } from '@nestjs/common';
import { GamePlatformModule, gameControllers, gameResolvers } from '../games.module';
import { AOF_SKIRMISH_SPEC } from './aof-skirmish.game';
import { AofSkirmishArmiesController, AofSkirmishArmiesResolver, AofSkirmishArmiesService } from './armies/armies';

/**
 * AoF Skirmish's routes: its resolve actions and its unit catalog (REST and GraphQL, from the
 * shared factories), and its army validation.
 */
@Module({
  imports: [GamePlatformModule],
  controllers: [...gameControllers(AOF_SKIRMISH_SPEC), AofSkirmishArmiesController],
  providers: [...gameResolvers(AOF_SKIRMISH_SPEC), AofSkirmishArmiesService, AofSkirmishArmiesResolver],
})
export class AofSkirmishModule {}
