import { crc32 } from 'node:zlib';
import { API_KEY_PATTERN, apiKeyChecksum, generateApiKey, hashApiKey, maskedApiKey, parseApiKey, randomBase62 } from '../../src/auth/api-key.format';
import { parseChangePayload } from '../../src/database/notifications';
import { databaseWriteProblem, isDatabaseUnavailable } from '../../src/database/write-errors';

describe('API key format', () => {
  it('generates arb_<8 id>_<32 secret>_<6 checksum> keys that parse back', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const k = generateApiKey();
      expect(k.key).toMatch(API_KEY_PATTERN);
      expect(k.key).toHaveLength(52);
      expect(k.key.startsWith(`arb_${k.id}_`)).toBe(true);
      expect(k.last4).toBe(k.key.slice(-4));
      expect(k.hash.equals(hashApiKey(k.key))).toBe(true);
      expect(parseApiKey(k.key)).toEqual({ ok: true, id: k.id, key: k.key });
      seen.add(k.key);
    }
    expect(seen.size).toBe(200);
  });

  it('computes the checksum as the base62 CRC-32 of everything before it, padded to 6', () => {
    const body = 'arb_AAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
    let n = crc32(body) >>> 0;
    let expected = '';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    do {
      expected = alphabet[n % 62] + expected;
      n = Math.floor(n / 62);
    } while (n > 0);
    expect(apiKeyChecksum(body)).toBe(expected.padStart(6, '0'));
    expect(apiKeyChecksum(body)).toHaveLength(6);
  });

  it('rejects every single-character typo by its checksum, and anything misshapen as malformed', () => {
    const { key } = generateApiKey();
    let typos = 0;
    for (let i = 4; i < key.length; i++) {
      if (key[i] === '_') continue;
      for (const c of ['0', 'a', 'Z']) {
        if (c === key[i]) continue;
        const typo = key.slice(0, i) + c + key.slice(i + 1);
        expect(parseApiKey(typo)).toEqual({ ok: false, reason: 'bad-checksum' });
        typos++;
      }
    }
    expect(typos).toBeGreaterThan(100);
    // Adjacent transposition of different characters inside the secret.
    const i = key.indexOf('_', 4) + 1;
    if (key[i] !== key[i + 1]) expect(parseApiKey(key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2)).ok).toBe(false);
    for (const bad of ['', 'arb_', key.slice(0, -1), `${key}x`, key.replace('arb_', 'abc_'), key.replace(/_/g, '-'), ` ${key}`, key.toUpperCase(), `${key.slice(0, 20)}é${key.slice(21)}`]) {
      expect(parseApiKey(bad)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('draws base62 characters only, of the length asked', () => {
    const s = randomBase62(4000);
    expect(s).toMatch(/^[0-9A-Za-z]{4000}$/);
    // Every character of the alphabet shows up in 4000 draws (a biased or short alphabet would not).
    expect(new Set(s).size).toBe(62);
  });

  it('masks a stored key as id and last 4', () => {
    expect(maskedApiKey('7Gq2LmZa', '0bX3')).toBe('arb_7Gq2LmZa_…0bX3');
  });
});

describe('change notification payloads', () => {
  it('reads kind and owner, and answers anything else with a full resync', () => {
    expect(parseChangePayload('{"kind" : "catalog", "owner" : "alice"}')).toEqual({ type: 'change', change: { kind: 'catalog', owner: 'alice' } });
    expect(parseChangePayload('{"kind":"api-keys"}')).toEqual({ type: 'change', change: { kind: 'api-keys' } });
    expect(parseChangePayload('{"kind":"catalog","owner":null}')).toEqual({ type: 'change', change: { kind: 'catalog' } });
    for (const bad of [undefined, '', 'not json', '[]', '{"kind":"units"}', '{"kind":"catalog","owner":3}']) {
      expect(parseChangePayload(bad)).toEqual({ type: 'resync' });
    }
  });
});

describe('database write errors', () => {
  const withCode = (code: string, message = 'x'): Error => Object.assign(new Error(message), { code });

  it('maps an unreachable, stopping, overloaded or slow database to 503', () => {
    for (const e of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('57014', 'canceling statement due to statement timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('query failed'), { driverError: withCode('53300') }),
    ]) {
      expect(isDatabaseUnavailable(e)).toBe(true);
      expect(databaseWriteProblem(e)?.getStatus()).toBe(503);
    }
  });

  it('maps a unique violation to 409 naming the path, a check violation to 422, and leaves the rest alone', () => {
    const conflict = databaseWriteProblem(withCode('23505'), { unique: 'taken', uniquePath: 'slug' });
    expect(conflict?.getStatus()).toBe(409);
    expect(conflict?.errors).toEqual([{ path: 'slug', message: 'taken' }]);
    expect(databaseWriteProblem(withCode('23514'))?.getStatus()).toBe(422);
    expect(databaseWriteProblem(new TypeError('bug'))).toBeUndefined();
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
