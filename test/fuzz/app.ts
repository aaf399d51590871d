import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { GAMES } from '../../src/games';
import type { GameModuleDefinition } from '../../src/games/registry';
import type { Reply } from './reply-checks';

export type Inject = (o: object) => Promise<Reply>;

/**
 * The app as the fuzz suites drive it: no database (the games' seeds), no logs, no Swagger
 * UI, and no rate limiting, which would turn a run into 429s after the first hundred bodies (the
 * variable is ignored by an app that has no such setting).
 */
export const fuzzConfig = (): AppConfig => loadConfig({ NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'false' });

export async function bootFuzzApp(config: AppConfig = fuzzConfig(), games: readonly GameModuleDefinition[] = GAMES): Promise<{ app: NestFastifyApplication; inject: Inject }> {
  const app = await createApp({ config, games, withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false });
  const fastify = app.getHttpAdapter().getInstance();
  // light-my-request's overloads do not survive Parameters<>; the options are plain objects.
  return { app, inject: fastify.inject.bind(fastify) as unknown as Inject };
}
