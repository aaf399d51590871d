import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      // Fail fast, before anything starts, with every bad variable listed.
      process.stderr.write(`${e.message}\n`);
      process.exit(78);
    }
    throw e;
  }
  const app = await createApp({ config });
  // SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the pool (and embedded DB).
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen({ port: config.port, host: config.host });
  app.getHttpAdapter().getInstance().log.info({ port: config.port, host: config.host }, 'arbiter listening');
}

main().catch((e: unknown) => {
  process.stderr.write(`arbiter failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
