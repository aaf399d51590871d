import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from './database.config';
import { DATABASE_CONFIG } from './database.tokens';

/** Readiness probe of the database: `/health/ready` must answer quickly even when Postgres does not. */
@Injectable()
export class DatabaseHealth {
  /**
   * The `SELECT 1` still running, if any. A probe that gave up keeps its query going until the
   * pool's own timeouts end it; sharing it means frequent probes during an outage cannot pile up
   * and take every pooled connection away from the requests that need them.
   */
  private inFlight: Promise<boolean> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_CONFIG) private readonly config: DatabaseConfig,
  ) {}

  /** True when `SELECT 1` succeeds within the timeout (DATABASE_HEALTH_TIMEOUT_MS by default). */
  async ping(timeoutMs: number = this.config.healthTimeoutMs): Promise<boolean> {
    if (!this.dataSource.isInitialized) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const answered = (this.inFlight ??= this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    ).finally(() => {
      this.inFlight = undefined;
    }));
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }
}
