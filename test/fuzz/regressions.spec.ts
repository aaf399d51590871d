import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Inject, bootFuzzApp } from './app';
import { Schema, deref, loadOpenApi, postRoutes } from './openapi';
import { Reply, problemType, replyViolations } from './reply-checks';

/**
 * The bugs the REST fuzz suite found, each pinned by the smallest body that showed it, so that
 * they stay fixed whatever seed a later run draws.
 */

let app: NestFastifyApplication;
let inject: Inject;

beforeAll(async () => {
  ({ app, inject } = await bootFuzzApp());
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const post = (action: string, body: unknown): Promise<Reply> =>
  inject({ method: 'POST', url: `/v1/ae-wwii/resolve/${action}?odds=false`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

const json = <T>(r: Reply): T => JSON.parse(r.body) as T;
interface Problem {
  readonly detail: string;
  readonly errors: readonly { path: string; message: string }[];
}

const sides = [
  { name: 'A', highestDrive: 2 },
  { name: 'B', highestDrive: 3 },
];

describe('REST fuzz regressions', () => {
  it('a body of a thousand bad values gets a problem of at most 50 field errors, the detail counting them all (was 110 KB for 64 KB)', async () => {
    const r = await post('initiative', { sides, dice: { values: new Array<number>(1000).fill(1000) } });
    expect(r.statusCode).toBe(400);
    expect(replyViolations(r)).toEqual([]);
    const p = json<Problem>(r);
    expect(p.errors).toHaveLength(50);
    expect(p.errors[0]).toEqual({ path: 'dice.values[0]', message: expect.any(String) });
    expect(p.detail).toMatch(/\(and 999 more\)\.$/);
  });

  it('a 64 KiB body of 32,000 bad models is refused on its length, in milliseconds (took 11 s of CPU: Ajv gathers $ref errors quadratically)', async () => {
    const body = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', actionPoints: 2, models: new Array<number>(32_000).fill(1) };
    const cpu = process.cpuUsage();
    const r = await post('shot', body);
    const used = process.cpuUsage(cpu);
    expect(r.statusCode).toBe(400);
    expect(json<Problem>(r).errors).toEqual([{ path: 'models', message: 'must have at most 500 items' }]);
    // Generous for a loaded machine: the fixed path takes a few milliseconds.
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
  });

  it('a weapon id is at most 80 characters, so its 422 stays small (a 64 KiB id made a 130 KB problem)', async () => {
    const shot = { attacker: { unit: 'german-geneticists/wehrmacht' }, target: { unit: 'american-sci-tech/airborne' }, distance: 10, actionPoints: 2 };
    const long = await post('shot', { ...shot, weapon: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(json<Problem>(long).errors.map((e) => e.path)).toEqual(['weapon']);
    const unknown = await post('shot', { ...shot, weapon: 'x'.repeat(80) });
    expect(problemType(unknown)).toBe('unknown-id');
    expect(unknown.body.length).toBeLessThan(1000);
  });

  it('string lengths count characters (code points) as the published schema does: 40 emoji is a valid side name, 41 is not', async () => {
    const ok = await post('initiative', { sides: [{ name: '\u{1F600}'.repeat(40), highestDrive: 1 }, sides[1]], dice: { seed: 's' } });
    expect(ok.statusCode).toBe(200);
    const tooLong = await post('initiative', { sides: [{ name: '\u{1F600}'.repeat(41), highestDrive: 1 }, sides[1]], dice: { seed: 's' } });
    expect(tooLong.statusCode).toBe(400);
    expect(json<Problem>(tooLong).errors.map((e) => e.path)).toEqual(['sides[0].name']);
  });

  it('the published request schemas say what validation enforces: integers, closed objects, exactly one of unit/profile and seed/values', () => {
    const doc = loadOpenApi();
    const s = (name: string): Schema => doc.components.schemas[name] as Schema;
    const prop = (name: string, p: string): Schema => (s(name).properties as Record<string, Schema>)[p];
    expect(prop('AeWwiiShotRequest', 'actionPoints').type).toBe('integer');
    expect(prop('AeWwiiModel', 'woundsTaken').type).toBe('integer');
    expect((prop('DiceDto', 'values').items as Schema).type).toBe('integer');
    expect(s('AeWwiiModel').oneOf).toEqual([{ required: ['unit'] }, { required: ['profile'] }]);
    expect(s('DiceDto').oneOf).toEqual([{ required: ['seed'] }, { required: ['values'] }]);
    expect(prop('AeWwiiInitiativeRequest', 'sides')['x-uniqueBy']).toBe('name');
    // Every object a POST body may contain is closed: an unknown field is a 400, as docs/api.md says.
    const open: string[] = [];
    const seen = new Set<Schema>();
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}[${i}]`));
      else if (node !== null && typeof node === 'object') {
        const schema = deref(doc, node as Schema);
        if (seen.has(schema)) return;
        seen.add(schema);
        if (schema.properties && schema.additionalProperties !== false) open.push(at);
        for (const [k, v] of Object.entries(schema)) if (k !== 'example') walk(v, `${at}/${k}`);
      }
    };
    for (const r of postRoutes(doc)) if (r.requestSchema) walk(r.requestSchema, r.template);
    expect(open).toEqual([]);
  });

  it('a Psychic Push towards a point 5e-324" away pushes to a real position (was NaN, sent as null)', async () => {
    const r = await post('psi-power', {
      caster: { unit: 'russian-psi/psi-officer' },
      power: 'psychic-push',
      target: { unit: 'russian-psi/guard', position: { x: 0, y: 0 } },
      towards: { x: 5e-324, y: 0 },
    });
    expect(r.statusCode).toBe(200);
    expect(json<{ outcome: { position: unknown } }>(r).outcome.position).toEqual({ x: 1, y: 0 });
    expect(r.body).not.toMatch(/NaN|Infinity/);
  });

  it.each([
    ['a Tesla arc aimed at the firer\'s own position', { attacker: { unit: 'american-sci-tech/buffalo', position: { x: 0, y: 0 } }, weapon: 'tesla-electrical-gun', target: { unit: 'russian-psi/guard', position: { x: 0, y: 0 } }, actionPoints: 1 }],
    ['grenades thrown at the thrower\'s own position', { attacker: { unit: 'american-sci-tech/officer', position: { x: 0, y: 0 } }, weapon: 'grenades', target: { unit: 'russian-psi/guard', position: { x: 0, y: 0 } }, actionPoints: 2 }],
  ])('%s is a 422 naming aim (was a 500: a zero-length direction)', async (_what, body) => {
    for (const odds of ['false', 'true']) {
      const r = await inject({ method: 'POST', url: `/v1/ae-wwii/resolve/shot?odds=${odds}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      expect(r.statusCode).toBe(422);
      expect(replyViolations(r)).toEqual([]);
      expect(problemType(r)).toBe('rule-violation');
      expect(json<Problem>(r).errors.map((e) => e.path)).toEqual(['aim']);
    }
  });

  it.each([
    ['movement', { model: { unit: 'german-geneticists/wehrmacht' }, mode: 'move' }],
    ['ap-transfer', { mechanic: { unit: 'american-sci-tech/mechanic' }, recipient: { unit: 'american-sci-tech/buffalo' }, actionPoints: 1 }],
    ['psi-power', { caster: { unit: 'russian-psi/psi-officer' }, power: 'clouded-minds' }],
  ])('%s rolls no dice: fixed values are all left over, a 422 naming dice.values[0] (were ignored)', async (action, body) => {
    const extra = await post(action, { ...body, dice: { values: [-100] } });
    expect(extra.statusCode).toBe(422);
    expect(problemType(extra)).toBe('bad-dice');
    expect(json<Problem>(extra).errors.map((e) => e.path)).toEqual(['dice.values[0]']);
    expect((await post(action, { ...body, dice: { values: [] } })).statusCode).toBe(200);
    expect((await post(action, { ...body, dice: { seed: 's' } })).statusCode).toBe(200);
  });

  it('AoF Skirmish: against Bane at Defense 6+ nothing is blocked: `blocked` is 0 (was null, a NaN: the pool had no block category)', async () => {
    const body = {
      attacker: { profile: { quality: 2, defense: 2, models: 1, equipment: [{ range: 6, attacks: 2, rules: [{ id: 'bane' }] }] } },
      target: { profile: { quality: 3, defense: 6, models: 3 } },
      distance: 0,
      dice: { seed: 'bane' },
    };
    const r = await inject({ method: 'POST', url: '/v1/aof-skirmish/resolve/shot', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(r.statusCode).toBe(200);
    const strike = json<{ outcome: { strike: { blocked: number; hits: number } } }>(r).outcome.strike;
    expect(strike.blocked).toBe(0);
    expect(strike.hits).toBeGreaterThan(0);
  });
});
