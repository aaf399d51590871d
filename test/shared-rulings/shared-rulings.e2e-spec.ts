import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config';
import { GAMES } from '../../src/games';
import { SharedRulingsService } from '../../src/shared-rulings/shared-rulings.service';
import { call, gql } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * Shared rulings against a real Postgres: share → get → continue for every game (a table-dice
 * ruling carried to its end one shared id at a time), re-rendering in another language, expiry by
 * a clock the test moves (never by waiting) and the cleanup, unknown ids, and the GraphQL twins.
 */

type Json = Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;

describe('shared rulings', () => {
  const db = useTestDatabase();
  const clock = { at: new Date('2026-03-01T12:00:00Z'), now(): Date { return this.at; } };
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db().url, DB_POOL_SIZE: '3', DATABASE_CONNECT_TIMEOUT_MS: '1000', LOG_LEVEL: 'silent' });
    app = await createApp({ config, logs: false, docs: false, clock });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app?.close());

  it.each(GAMES.map((g) => [g.definition.id, g] as const))('%s: share a table-dice ruling, read it, continue it to the end', async (_id, game) => {
    // The first action whose example rolls dice: with no values, it stops at its first roll.
    const found = Object.entries(game.actions).find(([, a]) => a.example.dice !== undefined);
    if (!found) throw new Error('no action with dice');
    const [action, transport] = found;
    const body = { ...transport.example, dice: { values: [] } };
    const first = await call(app, 'POST', `/v1/${game.definition.id}/resolve/${action}?share=true`, body);
    expect(first.statusCode).toBe(200);
    let view = first.json<Json & { id: string; complete: boolean; next?: { die: string } }>();
    expect(view.id).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(view.complete).toBe(false);

    const read = await call(app, 'GET', `/v1/shared/${view.id}`);
    expect(read.statusCode).toBe(200);
    const stored = read.json<Json>();
    expect(stored).toMatchObject({ id: view.id, game: game.definition.id, action, request: body, createdAt: '2026-03-01T12:00:00.000Z', expiresAt: '2026-03-31T12:00:00.000Z' });
    const { id: _sharedId, ...resolution } = view;
    expect(stored.resolution).toEqual(resolution);

    // A button press: the next die (a 3 fits every die), shared again under a new id, until complete.
    const ids = new Set([view.id]);
    for (let i = 0; i < 60 && !view.complete; i++) {
      const next = await call(app, 'POST', `/v1/shared/${view.id}/continue?share=true`, { values: [3] });
      expect(next.statusCode).toBe(200);
      view = next.json();
      expect(ids.has(view.id)).toBe(false);
      ids.add(view.id);
    }
    expect(view.complete).toBe(true);
    // The same ruling as resolving the whole list of values at once.
    const whole = await call(app, 'POST', `/v1/${game.definition.id}/resolve/${action}`, { ...body, dice: { values: new Array<number>(ids.size - 1).fill(3) } });
    const { id: _last, ...continued } = view;
    expect(continued).toEqual(whole.json());
    // A complete ruling has no roll left: 409 naming the id.
    const done = await call(app, 'POST', `/v1/shared/${view.id}/continue`, { values: [3] });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ errors: [{ path: 'id' }] });
  });

  it('re-renders in another language from the same dice; a die the next roll lacks is 422 at values[i]', async () => {
    const body = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2, dice: { values: [4] } };
    const shared = (await call(app, 'POST', '/v1/ae-wwii/resolve/shot?share=true&embed=true', body)).json<{ id: string; text: string; embed: { title: string } }>();
    expect(shared.embed.title).toBe('AE-WWII · shot (English edition)');
    const fr = await call(app, 'GET', `/v1/shared/${shared.id}?lang=fr`);
    expect(fr.headers['content-language']).toBe('fr');
    const resolution = fr.json<{ resolution: { text: string; embed: { title: string } } }>().resolution;
    expect(resolution.text).toContain('**AE-WWII · tir**');
    expect(resolution.embed.title).toBe('AE-WWII · tir (Édition anglaise)');
    expect((await call(app, 'GET', `/v1/shared/${shared.id}?lang=en`)).headers['content-language']).toBe('en');

    const bad = await call(app, 'POST', `/v1/shared/${shared.id}/continue?lang=es`, { values: [7] });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-language']).toBe('es');
    expect(bad.json()).toMatchObject({ errors: [{ path: 'values[0]' }] });
    const malformed = await call(app, 'POST', `/v1/shared/${shared.id}/continue`, { values: [] });
    expect(malformed.statusCode).toBe(400);
  });

  it('expires after 30 days by the clock, and the cleanup deletes what expired', async () => {
    const body = { quality: 4, dice: { seed: 'old' } };
    const { id } = (await call(app, 'POST', '/v1/aof-skirmish/resolve/quality-test?share=true', body)).json<{ id: string }>();
    const start = clock.at;
    try {
      clock.at = new Date(start.getTime() + 30 * DAY - 1000);
      expect((await call(app, 'GET', `/v1/shared/${id}`)).statusCode).toBe(200);
      clock.at = new Date(start.getTime() + 30 * DAY);
      const gone = await call(app, 'GET', `/v1/shared/${id}?lang=es`);
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['content-type']).toContain('application/problem+json');
      expect(gone.json()).toMatchObject({ status: 404, errors: [{ path: 'id' }] });
      expect(gone.json<{ detail: string }>().detail).toContain('30 días');
      // Every ruling shared so far expired by now (the clock moved 30 days): the cleanup removes them all.
      expect(await app.get(SharedRulingsService).cleanup()).toBeGreaterThan(0);
      expect(await app.get(SharedRulingsService).cleanup()).toBe(0);
    } finally {
      clock.at = start;
    }
  });

  it('an unknown or malformed id is a 404 problem in the request language', async () => {
    for (const id of ['AAAAAAAAAAAA', 'short', 'x'.repeat(40)]) {
      const res = await call(app, 'GET', `/v1/shared/${id}`, undefined, { 'accept-language': 'fr' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-language']).toBe('fr');
      expect(res.json<{ detail: string }>().detail).toContain('30 jours');
    }
  });

  it('GraphQL twins: share with a resolve query, read it by id, continue it', async () => {
    const shot = await gql(
      app,
      `{ aeWwiiShot(input: {attacker: {unit: "german-geneticists/wehrmacht"}, weapon: "kar98k", target: {unit: "american-sci-tech/airborne"}, distance: 12, actionPoints: 2, dice: {values: [4, 3]}}, share: true, style: COMPACT) { id complete text embed { title } } }`,
    );
    const shared = shot.data?.aeWwiiShot as { id: string; complete: boolean; text: string; embed: { title: string } };
    expect(shared.id).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(shared.text.split('\n')).toHaveLength(1);
    expect(shared.embed.title).toBe('AE-WWII · shot (English edition)');

    const read = await gql(app, `query($id: String!) { sharedRuling(id: $id, lang: es) { id action resolution { ... on AeWwiiShotResolution { complete next { purpose } } } } }`, { id: shared.id });
    expect(read.errors).toBeUndefined();
    expect(read.data?.sharedRuling).toMatchObject({ id: shared.id, action: 'shot', resolution: { complete: false } });

    const next = await gql(app, `mutation($id: String!) { continueSharedRuling(id: $id, values: [3], share: true) { ... on AeWwiiShotResolution { id complete outcome { wounds } } } }`, { id: shared.id });
    expect(next.errors).toBeUndefined();
    expect(next.data?.continueSharedRuling).toMatchObject({ complete: true, outcome: { wounds: 1 } });

    const unknown = await gql(app, `{ sharedRuling(id: "AAAAAAAAAAAA") { id } }`);
    expect(unknown.errors?.[0].extensions).toMatchObject({ status: 404 });
  });
});
