import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { rm } from 'node:fs/promises';
import * as path from 'node:path';
import { createApp } from '../../src/app.factory';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { CustomCatalogService } from '../../src/catalog/custom/custom-catalog.service';
import { loadConfig } from '../../src/config/app-config';
import { findFreePort, stopLeftoverPostmaster } from '../../src/database/embedded-postgres';
import { resolveWartime } from '../../src/engine/wartime';
import type { WartimeCatalog } from '../../src/engine/wartime/model';
import { Headers, bearer, call, cliKey, within } from '../auth/support';
import { PostgresChild, alive, kill, startPostgres, tempDir } from '../faults/support/processes';
import { GAMES } from '../../src/games';

/*
 * Warbook writes survive a Postgres restart and a replica switch. Two apps (two replicas, each
 * with its own pool, LISTEN connection and in-memory catalogs) share one Postgres, a real server
 * in a child process that is stopped (fast shutdown: every session terminated, as in a restart)
 * and started again on the same data directory. A warbook written through one replica is read
 * and resolved through the other; while Postgres is down, the replicas keep resolving warbook
 * characters from memory and answer writes 503 (nothing written); after it is back, everything
 * written before is still there and new writes reach both replicas again.
 */

/** docs/operations.md, Scaling: a write on one replica is served by all within a second; polls go on past it so a failure shows the delay. */
const POLL_MS = 5_000;

const book = (slug: string): Record<string, unknown> => ({
  slug,
  name: 'Durable',
  archetypes: [
    { slug: 'b', name: 'Body', profile: { type: 'body', con: 5, agi: 7, int: 4, rea: 5, vol: 5 } },
    { slug: 'hero', name: 'Hero', profile: { type: 'character', body: 'b', weapons: ['pistol'], baseDiameter: 2.5 } },
  ],
});

describe('warbooks across a Postgres restart and two replicas', () => {
  let root: string;
  let dataDir: string;
  let pg: PostgresChild | undefined;
  let a: NestFastifyApplication | undefined;
  let b: NestFastifyApplication | undefined;
  let key: Headers;

  const resolves = (app: NestFastifyApplication, id: string): boolean => {
    const catalog = app.get(CustomCatalogService).engineCatalogFor('wartime', 'durable') as WartimeCatalog;
    if (!catalog.archetypes.has(id)) return false;
    // AGI 7: a 7 passes, the odds 7 in 10 (the character resolved from the warbook, not inline).
    const r = resolveWartime('check', { character: { archetype: id }, attribute: 'agi', dice: { values: [7] } }, { catalog, lang: 'en', odds: true, freshSeed: () => 's' });
    return JSON.stringify(r).includes('0.7');
  };

  beforeAll(async () => {
    root = await tempDir('arbiter-warbooks-');
    dataDir = path.join(root, 'pg');
    pg = await startPostgres(dataDir, await findFreePort());
    const boot = (url: string): Promise<NestFastifyApplication> =>
      createApp({ config: loadConfig({ DATABASE_URL: url, NODE_ENV: 'test', DB_POOL_SIZE: '2', DATABASE_CONNECT_TIMEOUT_MS: '1000', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' }), games: GAMES, logs: false, docs: false });
    a = await boot(pg.url);
    b = await boot(pg.url);
    key = bearer((await cliKey(pg.url, 'durable', ['read', 'write'])).key);
    await a.get(ApiKeyService).reload();
    await b.get(ApiKeyService).reload();
  }, 120_000);

  afterAll(async () => {
    await a?.close().catch(() => undefined);
    await b?.close().catch(() => undefined);
    if (pg) await pg.stop().catch(() => (pg ? kill(pg) : undefined));
    await stopLeftoverPostmaster(dataDir).catch(() => undefined);
    if (pg) expect(alive(pg.pid)).toBe(false);
    await rm(root, { recursive: true, force: true });
  }, 60_000);

  it('writes through one replica, reads and resolves through the other, and keeps it all across a restart', async () => {
    if (!a || !b || !pg) throw new Error('not started');
    const [ra, rb] = [a, b];
    expect((await call(ra, 'POST', '/v1/wartime/warbooks', book('first'), key)).statusCode).toBe(201);
    // Replica B: the read (from Postgres) and the resolve (its engine catalog, reloaded on NOTIFY).
    expect((await call(rb, 'GET', '/v1/wartime/warbooks/first', undefined, key)).json()).toMatchObject({ id: 'first', owner: 'durable' });
    await within(POLL_MS, async () => resolves(rb, 'first/hero'), 'replica B resolves first/hero');

    await pg.stop();
    // Down: both replicas still resolve from memory; a write is a 503 and writes nothing.
    expect(resolves(ra, 'first/hero') && resolves(rb, 'first/hero')).toBe(true);
    const down = await call(rb, 'POST', '/v1/wartime/warbooks', book('lost'), key);
    expect([down.statusCode, down.json<{ type: string }>().type]).toEqual([503, 'https://arbiter.dev/problems/unavailable']);
    expect((await call(ra, 'GET', '/v1/wartime/warbooks/first', undefined, key)).statusCode).toBe(503);

    pg = await startPostgres(dataDir, Number(new URL(pg.url).port));
    // Back: what was written is there, through either replica; the write that failed is not.
    await within(15_000, async () => (await call(rb, 'GET', '/v1/wartime/warbooks/first', undefined, key)).statusCode === 200, 'replica B reads again');
    expect((await call(ra, 'GET', '/v1/wartime/warbooks/lost', undefined, key)).statusCode).toBe(404);
    // A new write through B reaches A once A's LISTEN connection is back (reconnect, then a full reload).
    await within(15_000, async () => (await call(rb, 'POST', '/v1/wartime/warbooks', book('second'), key)).statusCode === 201, 'replica B writes again');
    await within(15_000, async () => resolves(ra, 'second/hero') && resolves(ra, 'first/hero'), 'replica A resolves both warbooks');
    expect((await call(ra, 'GET', '/v1/wartime/warbooks', undefined, key)).json<{ id: string }[]>().map((w) => w.id)).toEqual(['strike-team', 'first', 'second']);
  });
});
