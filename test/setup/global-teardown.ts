import { rm } from 'node:fs/promises';
import './embedded-state';

/** Stops the embedded server that global-setup started, if it started one, and deletes its files. */
export default async function globalTeardown(): Promise<void> {
  const started = globalThis.__arbiterEmbeddedTestServer;
  if (!started) return;
  globalThis.__arbiterEmbeddedTestServer = undefined;
  await started.server.stop();
  delete process.env.DATABASE_URL;
  await rm(started.root, { recursive: true, force: true });
}
