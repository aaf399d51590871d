import { Module } from '@nestjs/common';
import { GamePlatformModule, gameControllers, gameResolvers } from '../games.module';
import { AE_WWII_SPEC } from './ae-wwii.game';
import { AeWwiiWeaponProfileRef } from './dto';
import { AeWwiiRollOffEntry } from './dto/outcomes';
import { AeWwiiEditionsController, AeWwiiEditionsResolver } from './editions';

/**
 * AE-WWII's routes: its resolve actions and catalogs (REST and GraphQL, from the shared
 * factories) and its editions with their inoculation charts.
 */
@Module({
  imports: [GamePlatformModule],
  // The `{ "profile" }` form of a weapon and the initiative roll-off entries are referenced by
  // hand-written schema nodes: Swagger must know them.
  controllers: [...gameControllers(AE_WWII_SPEC, [AeWwiiWeaponProfileRef, AeWwiiRollOffEntry]), AeWwiiEditionsController],
  providers: [...gameResolvers(AE_WWII_SPEC), AeWwiiEditionsResolver],
})
export class AeWwiiModule {}
