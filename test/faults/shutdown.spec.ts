import Fastify, { FastifyInstance } from 'fastify';
import { DrainState, registerDrainHooks } from '../../src/common/health/drain';
import { EXIT_CLEAN, EXIT_FORCED, GracefulShutdown, ShutdownTarget } from '../../src/common/health/graceful-shutdown';
import { PROBLEM_BASE_URI } from '../../src/common/problem/problem';

/*
 * The shutdown sequence and the drain hooks without a process to kill (the e2e test
 * shutdown.e2e-spec.ts sends the real SIGTERM): order of the steps, the bound, exit codes.
 */

interface Recorder {
  readonly target: ShutdownTarget;
  readonly events: string[];
  readonly exits: number[];
  readonly logs: string[];
  readonly drain: DrainState;
}

function recorder(overrides: Partial<ShutdownTarget> = {}): Recorder {
  const events: string[] = [];
  const drain = new DrainState();
  const target: ShutdownTarget = {
    closeHttp: async () => {
      events.push(`closeHttp draining=${drain.draining}`);
    },
    closeApp: async () => {
      events.push('closeApp');
    },
    destroyConnections: () => {
      events.push('destroyConnections');
    },
    ...overrides,
  };
  return { target, events, exits: [], logs: [], drain };
}

function shutdownOf(r: Recorder, timeoutMs: number, drainMs = 0): GracefulShutdown {
  return new GracefulShutdown(r.target, r.drain, {
    timeoutMs,
    drainMs,
    log: { info: (m) => r.logs.push(m), error: (m) => r.logs.push(`ERROR ${m}`) },
    exit: (code) => {
      r.events.push(`exit ${code}`);
      r.exits.push(code);
    },
  });
}

describe('GracefulShutdown', () => {
  it('drains first, closes HTTP before the app, and exits 0', async () => {
    const r = recorder();
    const code = await shutdownOf(r, 5_000).shutdown('SIGTERM');
    expect(code).toBe(EXIT_CLEAN);
    expect(r.events).toEqual(['closeHttp draining=true', 'closeApp', 'exit 0']);
    expect(r.logs.some((l) => /stopped cleanly/.test(l))).toBe(true);
  }, 10_000);

  describe('on a fake clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('keeps the listener open for the drain window before closing it', async () => {
      let closed = false;
      const r = recorder({
        closeHttp: async () => {
          closed = true;
        },
      });
      const done = shutdownOf(r, 5_000, 300).shutdown('SIGTERM');
      await jest.advanceTimersByTimeAsync(299);
      expect(closed).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(closed).toBe(true);
      expect(await done).toBe(EXIT_CLEAN);
      expect(r.exits).toEqual([0]);
    });

    it('gives up at the bound: drops connections, never runs the app hooks on a stuck server, exits 1', async () => {
      const r = recorder({ closeHttp: () => new Promise<void>(() => undefined) });
      const done = shutdownOf(r, 300).shutdown('SIGTERM');
      await jest.advanceTimersByTimeAsync(299);
      expect(r.exits).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(await done).toBe(EXIT_FORCED);
      expect(r.events).toEqual(['destroyConnections', 'exit 1']);
    });
  });

  it('exits 1 when a shutdown hook fails, and logs why', async () => {
    const r = recorder({
      closeApp: async () => {
        throw new Error('pool would not close');
      },
    });
    expect(await shutdownOf(r, 5_000).shutdown('SIGTERM')).toBe(EXIT_FORCED);
    expect(r.logs).toContainEqual(expect.stringContaining('pool would not close'));
  }, 10_000);

  it('runs once however many signals arrive', async () => {
    const r = recorder();
    // SIGUSR2 stands in for SIGTERM: emitting it reaches only the listener added here.
    const shutdown = new GracefulShutdown(r.target, r.drain, {
      timeoutMs: 5_000,
      drainMs: 0,
      signals: ['SIGUSR2'],
      log: { info: (m) => r.logs.push(m), error: (m) => r.logs.push(`ERROR ${m}`) },
      exit: (code) => r.exits.push(code),
    }).listen();
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      process.emit('SIGUSR2', 'SIGUSR2');
      expect(await shutdown.shutdown('again')).toBe(EXIT_CLEAN);
    } finally {
      shutdown.unlisten();
    }
    expect(r.exits).toEqual([0]);
    expect(r.events.filter((e) => e === 'closeApp')).toHaveLength(1);
    expect(r.logs).toContainEqual(expect.stringContaining('SIGUSR2: shutting down'));
    expect(r.logs).toContainEqual(expect.stringContaining('already shutting down'));
    expect(process.listenerCount('SIGUSR2')).toBe(0);
  }, 10_000);

  it('leaves at least half the bound to the closing steps', () => {
    const r = recorder();
    shutdownOf(r, 1_000, 5_000);
    expect(r.logs).toContainEqual(expect.stringMatching(/SHUTDOWN_DRAIN_MS 5000 .* using 500/));
  });
});

describe('drain hooks', () => {
  let fastify: FastifyInstance;
  let drain: DrainState;
  let handled: number;
  let release: () => void;

  beforeEach(async () => {
    drain = new DrainState();
    handled = 0;
    fastify = Fastify();
    registerDrainHooks(fastify, drain);
    fastify.get('/fast', async () => {
      handled++;
      return { ok: true };
    });
    fastify.get('/slow', async () => {
      handled++;
      await new Promise<void>((resolve) => (release = resolve));
      return { ok: true };
    });
    await fastify.ready();
  });

  afterEach(async () => {
    await fastify.close();
  });

  it('serves normally, keep-alive untouched, until draining', async () => {
    const res = await fastify.inject({ method: 'GET', url: '/fast' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).not.toBe('close');
    expect(handled).toBe(1);
  });

  it('answers a request that arrives while draining 503 problem+json, Connection: close, without running it', async () => {
    drain.begin();
    const res = await fastify.inject({ method: 'GET', url: '/fast' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers.connection).toBe('close');
    expect(res.json()).toMatchObject({ type: `${PROBLEM_BASE_URI}unavailable`, status: 503, errors: [] });
    expect(handled).toBe(0);
  });

  it('lets a request accepted before the signal finish normally, with Connection: close', async () => {
    const pending = fastify.inject({ method: 'GET', url: '/slow' });
    // Wait until the handler runs: the request is in flight when draining starts.
    for (let i = 0; i < 100 && handled === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(handled).toBe(1);
    drain.begin();
    release();
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers.connection).toBe('close');
  });
});
