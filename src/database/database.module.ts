import { DynamicModule, Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule, TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MigrationSource, buildDataSourceOptions, runMigrations } from './data-source';
import { AppConfig } from '../config/app-config';
import { DatabaseConfig, databaseConfigFrom } from './database.config';
import { DatabaseHealth } from './database-health';
import { DATABASE_CONFIG, DATABASE_SERVER } from './database.tokens';
import { startEmbeddedPostgres } from './embedded-postgres';

export { DATABASE_CONFIG, DATABASE_SERVER } from './database.tokens';
export { DatabaseHealth } from './database-health';

/** The Postgres the app talks to: the one named by DATABASE_URL, or an embedded one it started. */
export interface DatabaseServer {
  readonly url: string;
  readonly embedded: boolean;
  /** Stops the server when the app started it; a no-op for an external database. */
  stop(): Promise<void>;
}

export async function openDatabaseServer(config: DatabaseConfig, logger?: Logger): Promise<DatabaseServer> {
  if (config.url !== undefined) {
    return { url: config.url, embedded: false, stop: async () => undefined };
  }
  const started = Date.now();
  const server = await startEmbeddedPostgres({
    dataDir: config.embedded.dataDir,
    database: config.embedded.database,
    port: config.embedded.port,
    onLog: (line) => logger?.debug(line),
    onNotice: (message) => logger?.warn(message),
  });
  logger?.log(
    `DATABASE_URL not set: embedded Postgres on 127.0.0.1:${server.port} (${server.dataDir}) ready in ${Date.now() - started} ms`,
  );
  return { url: server.url, embedded: true, stop: () => server.stop() };
}

@Module({
  providers: [
    { provide: DATABASE_CONFIG, inject: [AppConfig], useFactory: (config: AppConfig): DatabaseConfig => databaseConfigFrom(config) },
    {
      provide: DATABASE_SERVER,
      inject: [DATABASE_CONFIG],
      useFactory: (config: DatabaseConfig): Promise<DatabaseServer> =>
        openDatabaseServer(config, new Logger('EmbeddedPostgres')),
    },
  ],
  exports: [DATABASE_CONFIG, DATABASE_SERVER],
})
class DatabaseServerModule {}

/**
 * Closes the pool before stopping an embedded server. Nest runs shutdown hooks of shallower modules
 * first, so this can run before TypeORM's own hook; destroying here keeps the order right either
 * way (TypeORM then finds the data source already closed).
 */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_SERVER) private readonly server: DatabaseServer,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.server.stop();
  }
}

/**
 * Postgres for the whole app: connects to DATABASE_URL or starts the embedded server, applies
 * `migrations` (the shared ones and every registered game's: src/games/registry.ts,
 * `migrationsOf`) at boot unless MIGRATIONS=job, and exposes the TypeORM DataSource (global, via
 * @nestjs/typeorm) plus `DatabaseHealth`. The app must close (`app.close()`) on SIGTERM for the
 * embedded server to be stopped; main.ts does, after the requests in flight
 * (common/health/graceful-shutdown.ts).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(migrations: readonly MigrationSource[]): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        DatabaseServerModule,
        TypeOrmModule.forRootAsync({
          imports: [DatabaseServerModule],
          inject: [DATABASE_CONFIG, DATABASE_SERVER],
          useFactory: async (config: DatabaseConfig, server: DatabaseServer): Promise<TypeOrmModuleOptions> => {
            if (config.migrations === 'boot') {
              const applied = await runMigrations(server.url, migrations);
              if (applied.length > 0) new Logger('Migrations').log(`applied ${applied.join(', ')}`);
            }
            return {
              ...buildDataSourceOptions(server.url, {
                poolSize: config.poolSize,
                connectTimeoutMs: config.connectTimeoutMs,
                statementTimeoutMs: config.statementTimeoutMs,
                // The pool replaces the connection on demand; the process must not die of it.
                onPoolError: (e) => new Logger('Database').warn(`idle database connection lost: ${e.message}`),
              }),
              retryAttempts: 2,
              retryDelay: 1_000,
            };
          },
        }),
      ],
      providers: [DatabaseHealth, DatabaseLifecycle],
      exports: [DatabaseHealth, DatabaseServerModule],
    };
  }
}
