import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { bearer, bootApp, call, cliKey, heroBody } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * A shared ruling is what was ruled, against a real Postgres: it keeps the catalog entries it
 * names, so editing or deleting the sharer's custom unit afterwards changes neither its reading
 * nor its continuation, and nothing of the sharer's catalog reaches anyone who continues it.
 */

type Json = Record<string, unknown>;
interface Ruling {
  id: string;
  complete: boolean;
  text: string;
  steps: { rule: string; summary: string; result: string }[];
  outcome?: { hits: number; wounds: number };
}

describe('shared rulings keep the entries they name', () => {
  const db = useTestDatabase();
  let app: NestFastifyApplication;
  let alice: Record<string, string>;

  beforeAll(async () => {
    app = await bootApp(db().url);
    await app.init();
    alice = bearer((await cliKey(db().url, 'alice', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
  });
  afterAll(() => app?.close());

  const ok = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> => {
    const res = await call(app, method, url, body, headers);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  /**
   * Alice's hero (Ranged Combat 3, a KAR98k) shoots an Airborne at 10" with 2 AP: the KAR98k fires
   * 1:2, so one shot, at short range needing the hero's RC: 3+. The table rolled a 3 for it: a hit,
   * and the ruling stops at the strength roll.
   */
  async function shareHeroShot(slug: string): Promise<Ruling> {
    await ok('POST', '/v1/ae-wwii/units', heroBody(slug, { rangedCombat: 3 }), alice);
    const body = { attacker: { unit: `custom/${slug}` }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 10, actionPoints: 2, dice: { values: [3] } };
    const shared = (await ok('POST', '/v1/ae-wwii/resolve/shot?share=true', body, alice)) as unknown as Ruling;
    expect(shared.complete).toBe(false);
    // 3 on a 3+: a hit.
    expect(shared.steps.find((s) => s.rule === 'ae-wwii/shooting/to-hit')?.result).toBe('hit');
    return shared;
  }

  const withoutId = ({ id: _id, ...rest }: Ruling): Omit<Ruling, 'id'> => rest;

  it('editing the unit afterwards changes neither the shared ruling nor its continuation', async () => {
    const shared = await shareHeroShot('marksman');
    // The continuation before any edit: strength 4 + 3 = 7 against Armor 3, save 4+ rolled 3: a wound.
    const before = (await ok('POST', `/v1/shared/${shared.id}/continue`, { values: [3, 3] })) as unknown as Ruling;
    expect(before.outcome).toMatchObject({ hits: 1, wounds: 1 });

    // Now Ranged Combat 5: the same 3 would miss (3 < 5).
    await ok('PUT', '/v1/ae-wwii/units/custom/marksman', heroBody('marksman', { rangedCombat: 5 }), alice);
    const live = (await ok('POST', '/v1/ae-wwii/resolve/shot', { attacker: { unit: 'custom/marksman' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 10, actionPoints: 2, dice: { values: [3] } }, alice)) as unknown as Ruling;
    expect(live.steps.find((s) => s.rule === 'ae-wwii/shooting/to-hit')?.result).toBe('miss');

    const read = (await ok('GET', `/v1/shared/${shared.id}`)) as { resolution: Ruling };
    expect(read.resolution).toEqual(withoutId(shared));
    const after = (await ok('POST', `/v1/shared/${shared.id}/continue`, { values: [3, 3] })) as unknown as Ruling;
    expect(after).toEqual(before);
    // Re-rendered in Spanish from the same entries: still the hit it was.
    const es = (await ok('GET', `/v1/shared/${shared.id}?lang=es`)) as { resolution: Ruling };
    expect(es.resolution.complete).toBe(false);
    expect(es.resolution.steps.map((s) => s.rule)).toEqual(shared.steps.map((s) => s.rule));
    expect(es.resolution.text).toContain('impacto');
  });

  it('deleting the unit afterwards: the ruling still continues identically, and names nothing else of the sharer', async () => {
    // Another of Alice's units, with a close id: what a "did you mean" would name.
    await ok('POST', '/v1/ae-wwii/units', heroBody('sniper-two'), alice);
    const shared = await shareHeroShot('sniper');
    const before = (await ok('POST', `/v1/shared/${shared.id}/continue`, { values: [3, 3] })) as unknown as Ruling;

    await ok('DELETE', '/v1/ae-wwii/units/custom/sniper', undefined, alice);
    // Anyone (no key at all) reads and continues it.
    const read = await call(app, 'GET', `/v1/shared/${shared.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ resolution: Ruling }>().resolution).toEqual(withoutId(shared));
    const after = await call(app, 'POST', `/v1/shared/${shared.id}/continue?share=true`, { values: [3, 3] });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('sniper-two');
    const { id: continuedId, ...continued } = after.json<Ruling>();
    expect(continued).toEqual(before);
    // The continuation shared again keeps the same entries: its reading is the same ruling.
    expect((await ok('GET', `/v1/shared/${continuedId}`)).resolution).toEqual(continued);

    // A die the next roll lacks names the client's field, and nothing of Alice's catalog.
    const bad = await call(app, 'POST', `/v1/shared/${shared.id}/continue`, { values: [7] });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).not.toContain('custom/');
  });

  it("keeps a warbook's archetypes and the parts they name: deleting the warbook changes nothing", async () => {
    const book = {
      slug: 'durable',
      name: 'Durable',
      archetypes: [
        { slug: 'b', name: 'Body', profile: { type: 'body', con: 5, agi: 7, int: 4, rea: 5, vol: 5 } },
        { slug: 'hero', name: 'Hero', profile: { type: 'character', body: 'b', weapons: ['pistol'], baseDiameter: 2.5 } },
      ],
    };
    await ok('POST', '/v1/wartime/warbooks', book, alice);
    // An AGI check of the warbook's hero, at the table: no die rolled yet.
    const shared = (await ok('POST', '/v1/wartime/resolve/check?share=true', { character: { archetype: 'durable/hero' }, attribute: 'agi', dice: { values: [] } }, alice)) as unknown as Ruling;
    expect(shared.complete).toBe(false);
    const before = (await ok('POST', `/v1/shared/${shared.id}/continue`, { values: [7] })) as unknown as Ruling & { odds: unknown };
    // AGI 7 (its body, `b`, which the hero names): a 7 passes, 7 chances in 10.
    expect(before.complete).toBe(true);
    expect(JSON.stringify(before.odds)).toContain('0.7');

    await ok('DELETE', '/v1/wartime/warbooks/durable', undefined, alice);
    expect((await call(app, 'POST', '/v1/wartime/resolve/check', { character: { archetype: 'durable/hero' }, attribute: 'agi', dice: { values: [7] } }, alice)).statusCode).toBe(422);
    expect((await ok('GET', `/v1/shared/${shared.id}?lang=fr`)).resolution).toMatchObject({ complete: false });
    expect(await ok('POST', `/v1/shared/${shared.id}/continue`, { values: [7] })).toEqual(before);
  });
});
