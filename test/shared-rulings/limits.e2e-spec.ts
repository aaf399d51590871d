import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config';
import { withDataSource } from '../../src/database/data-source';
import { SharedRulingsService } from '../../src/shared-rulings/shared-rulings.service';
import { bearer, cliKey } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * What sharing may store, on a real Postgres: so many rulings per address (or per API key owner)
 * per 24 hours by the test's clock, then a 429 `share-quota` naming the limit; so many bytes per
 * ruling, then a 413 naming the heaviest field; what is stored is what replays the ruling, not
 * its reply; and a ruling whose replay no longer decides what it decided is a 409.
 */

type Json = Record<string, unknown>;
const HOUR = 60 * 60 * 1000;
const PER_DAY_ANONYMOUS = 3;
const PER_DAY_KEYED = 4;
const MAX_BYTES = 16 * 1024;

interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json<T = Json>(): T;
}

describe('shared rulings: quota and size', () => {
  const db = useTestDatabase();
  const clock = { at: new Date('2026-05-01T08:00:00Z'), now(): Date { return this.at; } };
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: db().url,
      DB_POOL_SIZE: '3',
      LOG_LEVEL: 'silent',
      SHARED_RULINGS_PER_DAY_ANONYMOUS: String(PER_DAY_ANONYMOUS),
      SHARED_RULINGS_PER_DAY_KEYED: String(PER_DAY_KEYED),
      SHARED_RULING_MAX_BYTES: String(MAX_BYTES),
    });
    app = await createApp({ config, logs: false, docs: false, clock });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app?.close());

  /** A request from a client address (the quota of anonymous callers is per address). */
  async function from(address: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const res = await app.inject({
      method: method as 'GET',
      url,
      remoteAddress: address,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body, json: <T>() => JSON.parse(res.body) as T };
  }

  const sql = (text: string, params: unknown[] = []): Promise<Json[]> => withDataSource(db().url, async (ds) => (await ds.query(text, params)) as Json[], { poolSize: 1 });

  const quality = { quality: 4, dice: { seed: 'quota' } };
  const share = (address: string, headers: Record<string, string> = {}): Promise<Reply> => from(address, 'POST', '/v1/aof-skirmish/resolve/quality-test?share=true', quality, headers);

  it('an address shares so many rulings per 24 hours, GraphQL fields and continuations counted; the next is a 429 naming the limit', async () => {
    const start = clock.at;
    try {
      expect((await share('10.0.0.1')).statusCode).toBe(200);
      // Two aliased fields that share: two rulings.
      const gql = await from('10.0.0.1', 'POST', '/graphql', { query: '{ a: aofSkirmishQualityTest(input: {quality: 4}, share: true) { id } b: aofSkirmishQualityTest(input: {quality: 3}, share: true) { id } }' });
      expect(gql.json<{ errors?: unknown }>().errors).toBeUndefined();

      // 3 shared of 3: the fourth is refused, whatever the transport, in the request's language.
      const refused = await share('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ type: 'https://arbiter.dev/problems/share-quota', status: 429, title: 'Share quota reached' });
      // The oldest of the three leaves the window in 24 hours: 1440 minutes.
      expect(refused.json<{ detail: string }>().detail).toBe(
        'Share quota reached: 3 rulings may be shared per 24 hours from one address without an API key. The next can be shared in 1,440 min.',
      );
      const es = await from('10.0.0.1', 'POST', '/v1/aof-skirmish/resolve/quality-test?share=true&lang=es', quality);
      expect(es.headers['content-language']).toBe('es');
      expect(es.json<{ detail: string }>().detail).toContain('se pueden compartir 3 resoluciones cada 24 horas');
      const viaGql = await from('10.0.0.1', 'POST', '/graphql', { query: '{ aofSkirmishQualityTest(input: {quality: 4}, share: true) { id } }' });
      expect(viaGql.json<{ errors: { extensions: Json }[] }>().errors[0].extensions).toMatchObject({ code: 'SHARE_QUOTA', status: 429 });

      // Resolving without sharing, and reading or continuing without sharing, stay open.
      expect((await from('10.0.0.1', 'POST', '/v1/aof-skirmish/resolve/quality-test', quality)).statusCode).toBe(200);
      const tableDice = await from('10.0.0.2', 'POST', '/v1/aof-skirmish/resolve/quality-test?share=true', { quality: 4, dice: { values: [] } });
      expect(tableDice.statusCode).toBe(200);
      const { id } = tableDice.json<{ id: string }>();
      expect((await from('10.0.0.1', 'GET', `/v1/shared/${id}`)).statusCode).toBe(200);
      expect((await from('10.0.0.1', 'POST', `/v1/shared/${id}/continue`, { values: [5] })).statusCode).toBe(200);
      // Sharing the continuation is sharing.
      expect((await from('10.0.0.1', 'POST', `/v1/shared/${id}/continue?share=true`, { values: [5] })).statusCode).toBe(429);

      // 23 hours on, still refused; 24 hours after the first, one more is admitted.
      clock.at = new Date(start.getTime() + 23 * HOUR);
      const later = await share('10.0.0.1');
      expect(later.statusCode).toBe(429);
      expect(later.json<{ detail: string }>().detail).toContain('The next can be shared in 60 min.');
      clock.at = new Date(start.getTime() + 24 * HOUR);
      expect((await share('10.0.0.1')).statusCode).toBe(200);
    } finally {
      clock.at = start;
    }
  });

  it("an API key owner's keys share one quota, apart from their address's", async () => {
    const first = bearer((await cliKey(db().url, 'carol', ['read'])).key);
    const second = bearer((await cliKey(db().url, 'carol', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
    for (const key of [first, second, first, second]) expect((await share('10.0.0.3', key)).statusCode).toBe(200);
    const refused = await share('10.0.0.3', first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'Share quota reached: 4 rulings may be shared per 24 hours by the owner of this API key. The next can be shared in 1,440 min.',
    );
    expect((await share('10.0.0.3', second)).statusCode).toBe(429);
    // The same address without a key has its own.
    expect((await share('10.0.0.3')).statusCode).toBe(200);
  });

  it('forgets who shared a ruling once the quota no longer counts it', async () => {
    expect(await sql(`SELECT count(*)::int AS n FROM shared_rulings WHERE sharer IS NULL`)).toEqual([{ n: 0 }]);
    const start = clock.at;
    try {
      clock.at = new Date(start.getTime() + 24 * HOUR + 1000);
      await app.get(SharedRulingsService).cleanup();
    } finally {
      clock.at = start;
    }
    // Everything shared at the start is over 24 hours old by then; the one shared at +24 h is not.
    expect(await sql(`SELECT sharer FROM shared_rulings WHERE sharer IS NOT NULL`)).toEqual([{ sharer: 'ip:10.0.0.1' }]);
    expect(await sql(`SELECT count(*)::int AS n FROM shared_rulings`)).toEqual([{ n: 10 }]);
  });

  /** A Tesla arc across `n` models named with 60 characters each: every model is a few steps. */
  const arc = (n: number): Json => ({
    attacker: { unit: 'american-sci-tech/buffalo', position: { x: 0, y: 0 } },
    weapon: 'tesla-electrical-gun',
    aim: { x: 8, y: 0 },
    models: Array.from({ length: n }, (_, i) => ({ unit: 'german-geneticists/wehrmacht', name: `Grenadier ${String(i).padStart(3, '0')} `.padEnd(60, 'x'), position: { x: 1 + (i * 7) / n, y: 0.3 }, side: 'enemy' })),
    actionPoints: 1,
    dice: { seed: 'arc' },
  });

  it('keeps what replays a ruling, not its reply: a fraction of its size, read back the same', async () => {
    const res = await from('10.0.0.4', 'POST', '/v1/ae-wwii/resolve/shot?share=true&embed=true', arc(40));
    expect(res.statusCode).toBe(200);
    const { id, ...reply } = res.json<Json & { id: string }>();
    const [row] = await sql(`SELECT response IS NULL AS replayed, octet_length(request::text) + octet_length(params::text) + octet_length(pins::text) AS bytes FROM shared_rulings WHERE id = $1`, [id]);
    expect(row.replayed).toBe(true);
    // The body (~6.4 KB) and the four entries it names (the Buffalo, its Tesla gun, the Wehrmacht and its kit), against a reply of ~40 KB.
    expect(row.bytes).toBeLessThan(MAX_BYTES);
    expect(Number(row.bytes) * 4).toBeLessThan(res.body.length);
    expect((await from('10.0.0.4', 'GET', `/v1/shared/${id}`)).json<{ resolution: Json }>().resolution).toEqual(reply);
  });

  it('refuses a ruling that would keep more than SHARED_RULING_MAX_BYTES: a 413 naming the heaviest field', async () => {
    const before = await sql(`SELECT count(*)::int AS n FROM shared_rulings`);
    // 110 models of ~150 bytes each: ~16.5 KB in `models` alone.
    const res = await from('10.0.0.5', 'POST', '/v1/ae-wwii/resolve/shot?share=true', arc(110));
    expect(res.statusCode).toBe(413);
    const problem = res.json<{ type: string; detail: string; errors: { path: string; message: string }[] }>();
    expect(problem.type).toBe('https://arbiter.dev/problems/payload-too-large');
    expect(problem.detail).toMatch(/^A shared ruling keeps at most 16,384 bytes \(its body, options and the catalog entries it names\); this one would keep [\d,]+, [\d,]+ of them for `models`\.$/);
    expect(problem.errors).toEqual([{ path: 'models', message: expect.stringMatching(/^weighs [\d,]+ bytes with the catalog entries it names; a shared ruling keeps at most 16,384$/) }]);
    // Refused before any work, and nothing stored.
    expect(await sql(`SELECT count(*)::int AS n FROM shared_rulings`)).toEqual(before);
  });

  it('a ruling whose replay no longer decides what it decided is a 409, never served as something else', async () => {
    // 4 to hit (a hit), strength 4 + 3 = 7 against Armor 3: save 4+, rolled 3: a wound.
    const body = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2, dice: { values: [4, 3, 3] } };
    const shared = await from('10.0.0.6', 'POST', '/v1/ae-wwii/resolve/shot?share=true', body);
    expect(shared.json()).toMatchObject({ complete: true, outcome: { wounds: 1 } });
    const { id } = shared.json<{ id: string }>();
    // What a release could do that the pins do not cover, played here on the kept KAR98k itself:
    // strength 3, so the same dice read 3 + 3 = 6 against Armor 3, save 3+, rolled 3: saved, no wound.
    const [{ pins }] = (await sql(`SELECT pins FROM shared_rulings WHERE id = $1`, [id])) as { pins: { kind: string; data: { id: string; profile: { strength: number } } }[] }[];
    const kar = pins.find((p) => p.kind === 'weapon' && p.data.id === 'kar98k');
    expect(kar?.data.profile.strength).toBe(4);
    if (kar) kar.data.profile.strength = 3;
    await sql(`UPDATE shared_rulings SET pins = $2 WHERE id = $1`, [id, JSON.stringify(pins)]);

    for (const url of [`/v1/shared/${id}`, `/v1/shared/${id}?lang=fr`]) {
      const res = await from('10.0.0.6', 'GET', url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ type: 'https://arbiter.dev/problems/conflict', errors: [{ path: 'id' }] });
    }
    // Nor continued (it is complete anyway: the replay is refused first).
    expect((await from('10.0.0.6', 'POST', `/v1/shared/${id}/continue`, { values: [3] })).statusCode).toBe(409);
    const read = await from('10.0.0.6', 'GET', `/v1/shared/${id}`);
    expect(read.json<{ detail: string }>().detail).toBe(`Shared ruling "${id}" can no longer be replayed as it was ruled: the rules or the catalog it was ruled by have changed since.`);
  });
});
