import { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { rm } from 'node:fs/promises';
import { createApp } from '../../src/app.factory';
import { runApiKeyCli } from '../../src/auth/api-key.cli';
import { loadConfig } from '../../src/config/app-config';
import { findFreePort, stopLeftoverPostmaster } from '../../src/database/embedded-postgres';
import { ChangeNotifications } from '../../src/database/notifications';
import { gameCatalogsLoaded } from '../support/games';
import { HttpAnswer, HttpCall, LoadLoop, READ_CALLS, Sample, answered, call, sleep, waitFor } from './support/http';
import { PostgresChild, alive, kill, startPostgres, tempDir } from './support/processes';

/*
 * Postgres stops while the app serves a fixed-rate load, and comes back. The app runs in this
 * process (createApp, listening on loopback: real sockets) so that its LISTEN connection can be
 * watched; Postgres is a real server in a child process, stopped with a fast shutdown (sessions
 * terminated, as in a restart) and started again on the same port and data directory. The shared
 * e2e server is not involved.
 */

/** The outage under load lasts at least this long. */
const OUTAGE_MS = 5_000;
/** After Postgres is back, readiness, writes and the LISTEN connection must be back within this. */
const RECOVERY_BOUND_MS = 10_000;
/** A write while Postgres is down must be answered (503) within this: connect timeout 2 s + slack. */
const WRITE_BOUND_MS = 3_000;

const unitBody = (slug: string): Record<string, unknown> => ({
  slug,
  name: { en: 'Outage Trooper' },
  movement: 4,
  rangedCombat: 3,
  closeCombat: 3,
  armor: 4,
  strength: 3,
  drive: 4,
  wounds: 2,
  training: 'veteran',
  weapons: ['kar98k'],
});

async function writeKey(url: string): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runApiKeyCli(['create', '--owner', 'outage', '--scopes', 'read,write', '--json'], url, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  if (code !== 0) throw new Error(`api-key create failed (${code}): ${err.join('\n')}`);
  return (JSON.parse(out.join('\n')) as { key: string }).key;
}

interface Timed extends HttpAnswer {
  readonly ms: number;
}

describe('Postgres down while serving', () => {
  let root: string;
  let dataDir: string;
  let pgPort: number;
  let pg: PostgresChild | undefined;
  let app: NestFastifyApplication | undefined;
  let port: number;
  let auth: Record<string, string>;
  let load: LoadLoop | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  const timed = async (c: HttpCall): Promise<Timed> => {
    const started = Date.now();
    const res = await call(port, c, { timeoutMs: 10_000 });
    return { ...res, ms: Date.now() - started };
  };
  const ready = (): Promise<Timed> => timed({ method: 'GET', path: '/health/ready' });
  const createUnit = (slug: string): Promise<Timed> => timed({ method: 'POST', path: '/v1/ae-wwii/units', body: unitBody(slug), headers: auth });

  beforeAll(async () => {
    root = await tempDir('arbiter-outage-');
    dataDir = path.join(root, 'pg');
    pgPort = await findFreePort();
    pg = await startPostgres(dataDir, pgPort);
    // Default timeouts (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS,
    // DATABASE_HEALTH_TIMEOUT_MS): the bounds asserted below are the ones production gets.
    const config = loadConfig({ DATABASE_URL: pg.url, NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' });
    app = await createApp({ config, logs: false, docs: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.getHttpServer().address() as AddressInfo).port;
    auth = { authorization: `Bearer ${await writeKey(pg.url)}` };
    // The key reaches the app's in-memory cache through NOTIFY.
    await waitFor('key known', async () => (await createUnit('before')).status === 201, 5_000, 50);
  }, 120_000);

  afterAll(async () => {
    await load?.stop();
    agent.destroy();
    await app?.close().catch(() => undefined);
    if (pg) await pg.stop().catch(() => (pg ? kill(pg) : undefined));
    // Whatever happened above, leave no server running.
    await stopLeftoverPostmaster(dataDir).catch(() => undefined);
    if (pg) expect(alive(pg.pid)).toBe(false);
    await rm(root, { recursive: true, force: true });
  }, 60_000);

  it('keeps resolving and reading the catalog, stays ready but degraded, answers writes 503, and recovers', async () => {
    if (!app || !pg) throw new Error('not started');
    const listen = app.get(ChangeNotifications);
    expect((await ready()).status).toBe(200);
    expect(listen.connected).toBe(true);

    // 125 requests/s: REST resolves, REST and GraphQL catalog reads, and a resolve with the
    // caller's own custom unit (key and custom catalog both come from memory).
    const calls = [
      ...READ_CALLS,
      {
        route: 'resolve custom unit (keyed)',
        method: 'POST' as const,
        path: '/v1/ae-wwii/resolve/shot',
        headers: auth,
        body: { attacker: { unit: 'custom/before' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 10, actionPoints: 2, dice: { seed: 'x' } },
      },
    ];
    load = new LoadLoop(port, calls, { intervalMs: 8, maxRequests: 8_000, maxMs: 45_000, agent, timeoutMs: 5_000 }).start();
    const epoch = load.epoch;
    const now = (): number => Date.now() - epoch;
    await sleep(1_500);

    const downAt = now();
    await pg.stop();
    const stoppedAt = now();
    expect(alive(pg.pid)).toBe(false);

    // Readiness reports the database down quickly and answers fast, but stays 200: the replica
    // keeps serving resolves and reads from memory, so it must stay in rotation.
    const isDegraded = (r: Timed): boolean => r.status === 200 && (JSON.parse(r.body) as { status?: string }).status === 'degraded';
    const degradedAfter = await waitFor('ready reports the database down', async () => isDegraded(await ready()), 5_000, 100);
    const degraded = await ready();
    expect(JSON.parse(degraded.body)).toEqual({ status: 'degraded', checks: { database: 'down', catalog: 'loaded', ...gameCatalogsLoaded() } });
    expect(degraded.ms).toBeLessThan(2_000);

    // Liveness never asks the database.
    for (let i = 0; i < 5; i++) expect((await timed({ method: 'GET', path: '/health/live' })).status).toBe(200);

    // Writes are answered 503 problem+json within the connect timeout, without the driver's text.
    const writes = [await createUnit('during'), await timed({ method: 'DELETE', path: '/v1/ae-wwii/units/custom/before', headers: auth })];
    for (const w of writes) {
      expect({ status: w.status, type: w.headers['content-type'] }).toEqual({ status: 503, type: expect.stringMatching(/^application\/problem\+json/) });
      expect(JSON.parse(w.body)).toMatchObject({ status: 503, type: expect.stringMatching(/\/unavailable$/) });
      expect(w.body).not.toMatch(/ECONN|127\.0\.0\.1|terminat|postgres|SQL/i);
      expect(w.ms).toBeLessThan(WRITE_BOUND_MS);
    }
    expect(listen.connected).toBe(false);

    await sleep(Math.max(0, OUTAGE_MS - (now() - stoppedAt)));

    const restartAt = now();
    pg = await startPostgres(dataDir, pgPort);
    const upAt = now();
    const readyAfter = await waitFor('ready again', async () => (JSON.parse((await ready()).body) as { status?: string }).status === 'ok', RECOVERY_BOUND_MS, 100);
    // The same pool writes again (no restart of the app), and the LISTEN connection is back.
    const writeAfter = await waitFor('writes again', async () => (await createUnit('after')).status === 201, RECOVERY_BOUND_MS, 100);
    const listenAfter = await waitFor('LISTEN again', async () => listen.connected, RECOVERY_BOUND_MS, 50);
    const recoveredAt = now();
    expect(recoveredAt - upAt).toBeLessThan(RECOVERY_BOUND_MS);
    // The write made after the outage reaches this replica's cache through the LISTEN connection.
    await waitFor('new unit readable', async () => (await timed({ method: 'GET', path: '/v1/ae-wwii/units/custom/after', headers: auth })).status === 200, 5_000, 50);

    await sleep(1_500);
    const samples = await load.stop();

    const during = samples.filter((s) => s.startedAt >= downAt && s.startedAt <= recoveredAt);
    const ratio = (list: readonly Sample[]): number => list.filter(answered).length / Math.max(1, list.length);
    const failures = samples.filter((s) => !answered(s)).slice(0, 5);
    const p99 = (list: readonly Sample[]): number => {
      const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
    };
    console.log(
      `outage: ${samples.length} requests, ${during.length} while Postgres was down or recovering ` +
        `(stop took ${stoppedAt - downAt} ms, down ${upAt - stoppedAt} ms incl. a restart of ${upAt - restartAt} ms); ` +
        `2xx ${(ratio(samples) * 100).toFixed(2)}% overall, ${(ratio(during) * 100).toFixed(2)}% during, p99 ${p99(during).toFixed(1)} ms during; ` +
        `ready degraded after ${degradedAfter} ms; writes 503 in ${writes.map((w) => w.ms).join(', ')} ms; after Postgres was up: ` +
        `ready in ${readyAfter} ms, writes in ${readyAfter + writeAfter} ms, LISTEN in ${readyAfter + writeAfter + listenAfter} ms`,
    );
    expect(during.length).toBeGreaterThanOrEqual(300);
    // The first failures ride along, so that a miss says what it was.
    expect({ during: ratio(during) >= 0.999, overall: ratio(samples) >= 0.999, failures }).toEqual({ during: true, overall: true, failures: expect.any(Array) });
    // Every route kept answering, not just the cheapest one.
    for (const c of calls) expect(during.filter((s) => s.route === c.route && answered(s)).length).toBeGreaterThan(10);
  }, 120_000);
});
