import type { EmbeddedPostgresServer } from '../../src/database/embedded-postgres';

/** What the e2e globalSetup started, for its teardown (both run in Jest's parent process). */
export interface EmbeddedTestServer {
  readonly server: EmbeddedPostgresServer;
  /** Temporary directory holding the cluster; removed at teardown. */
  readonly root: string;
}

declare global {
  var __arbiterEmbeddedTestServer: EmbeddedTestServer | undefined;
}

export {};
