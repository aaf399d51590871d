import { Module } from '@nestjs/common';
import { ChangeNotificationsModule } from '../database/notifications';
import { AdminApiKeysController } from './admin.controller';
import { ApiKeyService } from './api-key.service';
import { ScopeGuard } from './require-scope';

/**
 * API keys: the cache that authenticates requests (the onRequest hook createApp registers reads
 * it), the scope guard, and the admin routes. Works without a database too: there are then no
 * keys, so every presented key is a 401.
 */
@Module({
  imports: [ChangeNotificationsModule],
  controllers: [AdminApiKeysController],
  providers: [ApiKeyService, ScopeGuard],
  exports: [ApiKeyService, ScopeGuard],
})
export class AuthModule {}
