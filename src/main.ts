// First: V8 flags that must hold before anything allocates or is optimized (v8-flags.ts).
import './common/health/v8-flags';
import 'reflect-metadata';
import { createApp } from './app.factory';
import { DrainState } from './common/health/drain';
import { collectBootGarbage } from './common/health/boot-garbage';
import { GracefulShutdown } from './common/health/graceful-shutdown';
import { ConfigError, loadConfig } from './config/app-config';
import { databaseConfigFrom } from './database/database.config';
import { releaseEmbeddedPostgresSignals } from './database/embedded-postgres';
import { EmbeddedPostgresSetupError, placeForPostgresUser } from './database/embedded-postgres-root';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    // As root, the binaries and cluster go where the postgres user can reach them. The embedded
    // Postgres launcher does this too (finding it done), but here it runs before Nest, which would
    // log a setup error with its stack first: the message alone names the fix.
    if (config.databaseUrl === undefined) await placeForPostgresUser(databaseConfigFrom(config).embedded.dataDir);
  } catch (e) {
    if (e instanceof ConfigError || e instanceof EmbeddedPostgresSetupError) {
      // Fail fast, before anything starts, with every bad variable listed or the setup fix named.
      process.stderr.write(`${e.message}\n`);
      process.exit(78);
    }
    throw e;
  }
  const app = await createApp({ config });
  const fastify = app.getHttpAdapter().getInstance();
  // SIGTERM/SIGINT/SIGHUP: drain, finish in-flight requests, close the pool (and an embedded
  // Postgres), exit 0 within SHUTDOWN_TIMEOUT_MS (see common/health/graceful-shutdown.ts).
  new GracefulShutdown(
    {
      closeHttp: () => app.getHttpAdapter().close(),
      closeApp: () => app.close(),
      destroyConnections: () => app.getHttpServer().closeAllConnections(),
    },
    app.get(DrainState),
    {
      timeoutMs: config.shutdownTimeoutMs,
      drainMs: config.shutdownDrainMs,
      log: { info: (m) => fastify.log.info(m), error: (m) => fastify.log.error(m) },
    },
  ).listen();
  // From here on the handler above stops an embedded Postgres (after the requests it serves);
  // the package's own signal handler would stop it at once and exit 143 (embedded-postgres.ts).
  releaseEmbeddedPostgresSignals();
  collectBootGarbage();
  await app.listen({ port: config.port, host: config.host });
  fastify.log.info({ port: config.port, host: config.host }, 'arbiter listening');
}

main().catch((e: unknown) => {
  process.stderr.write(`arbiter failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
