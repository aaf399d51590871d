import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { problemOf } from '../common/problem/problem';
import { ProblemType, problemMsg } from '../common/problem/problem.exception';
import { databaseWrite } from '../database/write-errors';
import { CLOCK, Clock } from './clock';
import { newSharedId } from './shared-ruling.id';
import { SharedRuling, deleteExpiredRulings, findSharedRuling, insertSharedRuling } from './shared-rulings.store';

/** How long a shared ruling is kept. */
export const SHARED_RULING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each replica deletes expired rulings (an expired one is never served meanwhile). */
export const SHARED_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export type NewSharedRuling = Omit<SharedRuling, 'id' | 'createdAt' | 'expiresAt'>;

/**
 * Stores and reads shared rulings (Postgres, `shared_rulings`), and deletes expired ones at boot
 * and every hour. Without a database it is `available: false`: sharing is then a 503.
 */
@Injectable()
export class SharedRulingsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SharedRulingsService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
  ) {}

  get available(): boolean {
    return this.dataSource !== undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.dataSource) return;
    await this.cleanupQuietly();
    this.timer = setInterval(() => void this.cleanupQuietly(), SHARED_CLEANUP_INTERVAL_MS);
    // Never what keeps the process alive.
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Stores a ruling for 30 days; returns its new id. */
  async save(ruling: NewSharedRuling): Promise<string> {
    const q = this.db();
    const createdAt = this.clock.now();
    const expiresAt = new Date(createdAt.getTime() + SHARED_RULING_DAYS * DAY_MS);
    return databaseWrite(async () => {
      // 62^12 ids: a collision is astronomically rare, but it must never surface as an error.
      for (let attempt = 0; attempt < 5; attempt++) {
        const id = newSharedId();
        if (await insertSharedRuling(q, { ...ruling, id, createdAt, expiresAt })) return id;
      }
      throw new Error('could not allocate a unique shared ruling id');
    });
  }

  /** The ruling under `id`, unless unknown or expired. */
  find(id: string): Promise<SharedRuling | undefined> {
    return databaseWrite(() => findSharedRuling(this.db(), id, this.clock.now()));
  }

  /** Deletes expired rulings (also run at boot and hourly); returns how many went. */
  cleanup(): Promise<number> {
    return deleteExpiredRulings(this.db(), this.clock.now());
  }

  private async cleanupQuietly(): Promise<void> {
    try {
      const n = await this.cleanup();
      if (n > 0) this.logger.log(`deleted ${n} expired shared rulings`);
    } catch (e) {
      // The next run tries again; expired rulings are never served meanwhile.
      this.logger.warn(`shared rulings cleanup failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private db(): DataSource {
    if (!this.dataSource) throw problemOf(ProblemType.Unavailable, problemMsg('detail.no-database-shared'));
    return this.dataSource;
  }
}
