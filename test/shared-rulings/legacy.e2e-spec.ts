import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SharedRulingsReplay1795900000800 } from '../../migrations/1795900000800-SharedRulingsReplay';
import { revertMigrations, runMigrations, withDataSource } from '../../src/database/data-source';
import { GAMES } from '../../src/games';
import { migrationsOf } from '../../src/games/registry';
import { bootApp, call } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * Rulings shared before rulings kept what replays them (their reply stored, and the owner whose
 * catalog they were ruled against), migrated on a real Postgres: those of the built-in catalog
 * alone become replayable like any other; those that may name an owner's custom entries, which
 * cannot be pinned after the fact, are read exactly as stored and refused a continuation (409).
 * down() keeps the old rows as they were.
 */

type Row = Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;
const ALL = migrationsOf(GAMES);
const BEFORE = ALL.filter((m) => m !== SharedRulingsReplay1795900000800);

const rows = (url: string, sql: string, params: unknown[] = []): Promise<Row[]> => withDataSource(url, async (ds) => (await ds.query(sql, params)) as Row[], { poolSize: 1 });

/** A reply as the previous release stored it (its text says where it came from). */
const storedReply = (complete: boolean): Row => ({
  game: 'ae-wwii',
  edition: 'en',
  action: 'shot',
  complete,
  steps: [{ rule: 'ae-wwii/shooting/to-hit', summary: 'To hit, shot 1: needs 3+', rolls: [3], result: 'hit' }],
  interpretations: [],
  dice: { mode: 'values', used: [{ die: 'd6', value: 3, purpose: 'to-hit, shot 1' }] },
  text: '**AE-WWII · shot** as stored by the previous release',
});

describe('shared rulings from before they kept their entries', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  const heroShot = { attacker: { unit: 'custom/hero' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 10, actionPoints: 2, dice: { values: [3] } };
  const builtInShot = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2 };

  beforeAll(async () => {
    const { url } = db();
    await runMigrations(url, BEFORE);
    const now = new Date();
    const expires = new Date(now.getTime() + 30 * DAY);
    const insert = `INSERT INTO shared_rulings (id, game, action, request, params, response, lang, owner, created_at, expires_at) VALUES ($1, 'ae-wwii', 'shot', $2, '{"odds":true,"options":{}}', $3, 'en', $4, $5, $6)`;
    // A random roll of the built-in catalog: the server drew seed "legacy-seed".
    await rows(url, insert, ['LegacyRandom', JSON.stringify(builtInShot), JSON.stringify({ ...storedReply(true), dice: { mode: 'random', seed: 'legacy-seed', used: [] } }), null, now, expires]);
    // Alice's custom hero at the table, waiting for its strength roll; and one complete.
    await rows(url, insert, ['LegacyCustom', JSON.stringify(heroShot), JSON.stringify(storedReply(false)), 'alice', now, expires]);
    await rows(url, insert, ['LegacyCustDn', JSON.stringify(heroShot), JSON.stringify(storedReply(true)), 'alice', now, expires]);
    app = await bootApp(url);
    await app.init();
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await app?.close();
  });

  it('replays a ruling of the built-in catalog alone by the seed it drew', async () => {
    const read = await call(app, 'GET', '/v1/shared/LegacyRandom?lang=es');
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-language']).toBe('es');
    const again = (await call(app, 'POST', '/v1/ae-wwii/resolve/shot?lang=es', { ...builtInShot, dice: { seed: 'legacy-seed' } })).json<Row & { dice: Row }>();
    // The same roll, reported as the random roll it was.
    expect(read.json<{ resolution: Row }>().resolution).toEqual({ ...again, dice: { ...again.dice, mode: 'random' } });
  });

  it("reads one that may name an owner's entries as stored, in its language, and refuses to continue it", async () => {
    const read = await call(app, 'GET', '/v1/shared/LegacyCustom?lang=fr');
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-language']).toBe('en');
    expect(read.json<{ resolution: Row }>().resolution).toEqual(storedReply(false));

    const next = await call(app, 'POST', '/v1/shared/LegacyCustom/continue', { values: [3, 3] });
    expect(next.statusCode).toBe(409);
    expect(next.json()).toMatchObject({ type: 'https://arbiter.dev/problems/conflict', errors: [{ path: 'id' }] });
    expect(next.json<{ detail: string }>().detail).toContain('can be read as it was ruled, not continued');
    // A complete one says so, as before.
    const done = await call(app, 'POST', '/v1/shared/LegacyCustDn/continue', { values: [3] });
    expect(done.statusCode).toBe(409);
    expect(done.json<{ detail: string }>().detail).toContain('is complete');
  });

  it('down() keeps the old rows as they were, and drops those it cannot hold', async () => {
    const { url } = db();
    const shared = await call(app, 'POST', '/v1/ae-wwii/resolve/shot?share=true', { ...builtInShot, dice: { seed: 'new' } });
    expect(shared.statusCode).toBe(200);
    await app.close();
    closed = true;
    expect(await revertMigrations(url, ALL, 1)).toBe(1);
    // Only the rows that kept their reply are left (the migrated and the new one had none).
    expect(await rows(url, `SELECT id, owner, response->>'text' AS text FROM shared_rulings ORDER BY id`)).toEqual([
      { id: 'LegacyCustDn', owner: 'alice', text: storedReply(true).text },
      { id: 'LegacyCustom', owner: 'alice', text: storedReply(false).text },
    ]);
    expect(await runMigrations(url, ALL)).toEqual(['SharedRulingsReplay1795900000800']);
  });
});
