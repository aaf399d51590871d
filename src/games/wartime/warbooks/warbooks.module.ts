import { Module } from '@nestjs/common';
import { GamePlatformModule } from '../../games.module';
import { WartimeWarbooksController } from './warbooks.controller';
import { WartimeWarbooksResolver } from './warbooks.resolver';
import { WarbooksService } from './warbooks.service';

/** Wartime's warbooks (REST and GraphQL), imported by the Wartime module. */
@Module({
  imports: [GamePlatformModule],
  controllers: [WartimeWarbooksController],
  providers: [WarbooksService, WartimeWarbooksResolver],
})
export class WarbooksModule {}
