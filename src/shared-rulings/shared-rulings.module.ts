import { DynamicModule, Global, Module } from '@nestjs/common';
import { GamePlatformModule } from '../games/games.module';
import type { GameModuleDefinition } from '../games/registry';
import { CLOCK, Clock, SYSTEM_CLOCK } from './clock';
import { SharedRulingsController } from './shared-rulings.controller';
import { SharedRulingsReader } from './shared-rulings.reader';
import { sharedRulingsResolver } from './shared-rulings.resolver';
import { SharedRulingsService } from './shared-rulings.service';

/**
 * The store of shared rulings, global so that the resolve service (which shares on `?share=true`)
 * finds it wherever it is built. `clock`: tests pass theirs to move time.
 */
@Global()
@Module({})
export class SharedRulingsStoreModule {
  static forRoot(clock: Clock = SYSTEM_CLOCK): DynamicModule {
    return {
      module: SharedRulingsStoreModule,
      providers: [{ provide: CLOCK, useValue: clock }, SharedRulingsService],
      exports: [CLOCK, SharedRulingsService],
    };
  }
}

/** `GET /v1/shared/{id}`, `POST /v1/shared/{id}/continue` and their GraphQL twins. */
@Module({})
export class SharedRulingsModule {
  static forRoot(games: readonly GameModuleDefinition[], clock?: Clock): DynamicModule {
    return {
      module: SharedRulingsModule,
      imports: [SharedRulingsStoreModule.forRoot(clock), GamePlatformModule],
      controllers: [SharedRulingsController],
      providers: [SharedRulingsReader, sharedRulingsResolver(games)],
    };
  }
}
