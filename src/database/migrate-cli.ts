/**
 * `npm run migration:run`: applies pending migrations and exits, for deployments that set
 * MIGRATIONS=job and migrate as a separate step. Without DATABASE_URL it migrates the local
 * embedded cluster instead, which is what a developer running the app without a database uses.
 */
import { GAMES } from '../games';
import { migrationsOf } from '../games/registry';
import { runMigrations } from './data-source';
import { loadDatabaseConfig } from './database.config';
import { EmbeddedPostgresServer, startEmbeddedPostgres } from './embedded-postgres';

async function main(): Promise<void> {
  const config = loadDatabaseConfig();
  let embedded: EmbeddedPostgresServer | undefined;
  if (config.url === undefined) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.embedded.dataDir,
      database: config.embedded.database,
      port: config.embedded.port,
    });
    process.stdout.write(`DATABASE_URL not set: using the embedded cluster in ${embedded.dataDir}\n`);
  }
  try {
    const applied = await runMigrations(embedded?.url ?? config.url ?? '', migrationsOf(GAMES));
    process.stdout.write(applied.length === 0 ? 'no pending migrations\n' : `applied: ${applied.join(', ')}\n`);
  } finally {
    await embedded?.stop();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    // Only the message: a connection error can carry the URL, password included, in its stack.
    process.stderr.write(`migration failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
