import { DrainState } from './drain';

/** What shutting down needs from the running app (main.ts adapts the Nest/Fastify app to it). */
export interface ShutdownTarget {
  /** Closes the listener (new connections are refused) and resolves once in-flight requests are answered. */
  closeHttp(): Promise<void>;
  /** Runs the app's shutdown hooks: the LISTEN connection, the pool, an embedded Postgres. */
  closeApp(): Promise<void>;
  /** Last resort when the bound is reached: drops every open connection. */
  destroyConnections(): void;
}

export interface ShutdownLog {
  info(message: string): void;
  error(message: string): void;
}

export interface GracefulShutdownOptions {
  /** SHUTDOWN_TIMEOUT_MS: from the signal to the exit, whatever happens. */
  readonly timeoutMs: number;
  /** SHUTDOWN_DRAIN_MS: how long the listener stays open answering 503 before it closes. */
  readonly drainMs: number;
  readonly log: ShutdownLog;
  /** Default SIGTERM, SIGINT and SIGHUP. */
  readonly signals?: readonly NodeJS.Signals[];
  /** Default `process.exit`; tests observe the code instead. */
  readonly exit?: (code: number) => void;
}

/** Exit codes: a clean stop, and one that failed or had to be cut short. */
export const EXIT_CLEAN = 0;
export const EXIT_FORCED = 1;

/**
 * SIGTERM/SIGINT/SIGHUP → a bounded, clean stop:
 *
 * 1. draining starts at once: every request that arrives from now on is answered 503
 *    problem+json with `Connection: close`, every reply carries `Connection: close` (drain.ts);
 * 2. after SHUTDOWN_DRAIN_MS (default 0) the listener closes, so new connections are refused at
 *    the socket; idle keep-alive connections are closed; requests accepted before the signal run
 *    to completion and are answered normally;
 * 3. only then the app's shutdown hooks run (the LISTEN connection, the pool, an embedded
 *    Postgres), so an in-flight request never finds the pool closed under it;
 * 4. the process exits 0. If all this takes longer than SHUTDOWN_TIMEOUT_MS, the remaining
 *    connections are dropped and it exits 1.
 *
 * Nest's `enableShutdownHooks` is not used: it runs module hooks before the HTTP server stops,
 * and re-raises the signal at the end (exit status 143 instead of 0).
 */
export class GracefulShutdown {
  private readonly listeners = new Map<NodeJS.Signals, () => void>();
  private running: Promise<number> | undefined;
  private readonly drainMs: number;

  constructor(
    private readonly target: ShutdownTarget,
    private readonly drain: DrainState,
    private readonly options: GracefulShutdownOptions,
  ) {
    // A drain window as long as the bound would always end in a forced exit: leave the closing
    // steps at least half of it.
    this.drainMs = Math.min(options.drainMs, Math.floor(options.timeoutMs / 2));
    if (this.drainMs < options.drainMs) {
      options.log.error(`SHUTDOWN_DRAIN_MS ${options.drainMs} is too close to SHUTDOWN_TIMEOUT_MS ${options.timeoutMs}; using ${this.drainMs}`);
    }
  }

  /** Starts listening for the shutdown signals. */
  listen(): this {
    for (const signal of this.options.signals ?? ['SIGTERM', 'SIGINT', 'SIGHUP']) {
      const listener = (): void => {
        if (this.running) {
          this.options.log.info(`${signal} received while already shutting down; the stop is bounded by SHUTDOWN_TIMEOUT_MS`);
          return;
        }
        void this.shutdown(signal);
      };
      this.listeners.set(signal, listener);
      process.on(signal, listener);
    }
    return this;
  }

  /** Stops listening for signals (tests; the process itself keeps them until it exits). */
  unlisten(): void {
    for (const [signal, listener] of this.listeners) process.removeListener(signal, listener);
    this.listeners.clear();
  }

  /** Runs the stop once (later calls share it); resolves with the exit code it exited with. */
  shutdown(reason: string): Promise<number> {
    this.running ??= this.run(reason);
    return this.running;
  }

  private async run(reason: string): Promise<number> {
    const started = Date.now();
    const { log, timeoutMs } = this.options;
    this.drain.begin();
    log.info(`${reason}: shutting down (drain ${this.drainMs} ms, bound ${timeoutMs} ms)`);

    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), timeoutMs);
    });
    const work = this.stopInOrder().then(
      () => EXIT_CLEAN,
      (e: unknown) => {
        log.error(`shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
        return EXIT_FORCED;
      },
    );
    const outcome = await Promise.race([work, deadline]);
    clearTimeout(timer);

    let code: number;
    if (outcome === 'deadline') {
      log.error(`shutdown not finished after ${timeoutMs} ms; dropping open connections and exiting`);
      this.target.destroyConnections();
      code = EXIT_FORCED;
    } else {
      code = outcome;
      if (code === EXIT_CLEAN) log.info(`stopped cleanly in ${Date.now() - started} ms`);
    }
    (this.options.exit ?? ((c: number) => process.exit(c)))(code);
    return code;
  }

  private async stopInOrder(): Promise<void> {
    if (this.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, this.drainMs));
    await this.target.closeHttp();
    await this.target.closeApp();
  }
}
