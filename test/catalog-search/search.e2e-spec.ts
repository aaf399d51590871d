import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { Client } from 'pg';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { FALLBACK_FOLD } from '../../migrations/1795700000000-CatalogSearch';
import { searchSql } from '../../src/catalog/search/search.service';
import { fuzzSeed } from '../support/seed';
import { Headers, Reply, bearer, bootApp, call, cliKey, gql } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * Names players type, against a real Postgres (this file's own database, migrated at boot):
 * `GET /v1/{game}/search` and its GraphQL twin for both games (accents, case, each language, each
 * kind, prefixes, custom entries seen by their owner only, bad queries), "did you mean" on unknown
 * ids and 404s, and a unit firing a weapon it does not carry (REST and GraphQL).
 */

interface PlanNode {
  readonly 'Relation Name'?: string;
  readonly 'Actual Rows'?: number;
  readonly 'Rows Removed by Filter'?: number;
  readonly 'Rows Removed by Index Recheck'?: number;
  readonly Plans?: readonly PlanNode[];
}

interface Result {
  kind: string;
  id: string;
  name: string;
  link: string;
  custom: boolean;
}

describe('search and suggestions, real Postgres', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  let mine: Headers;
  let rival: Headers;

  beforeAll(async () => {
    app = await bootApp(db().url);
    mine = bearer((await cliKey(db().url, 'homebrewer', ['read', 'write'])).key);
    rival = bearer((await cliKey(db().url, 'rival', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
  });

  afterAll(async () => {
    await app?.close();
  });

  const search = async (game: string, q: string, query = '', headers: Headers = {}): Promise<{ reply: Reply; results: Result[] }> => {
    const reply = await call(app, 'GET', `/v1/${game}/search?q=${encodeURIComponent(q)}${query}`, undefined, headers);
    return { reply, results: reply.statusCode === 200 ? reply.json<{ results: Result[] }>().results : [] };
  };
  const ids = (results: readonly Result[]): string[] => results.map((r) => r.id);

  describe('GET /v1/{game}/search', () => {
    it.each(['wehrmacht', 'Wehrmacht', 'WEHRMACHT', 'wehr'])('%s finds the Wehrmacht first', async (q) => {
      const { reply, results } = await search('ae-wwii', q);
      expect(reply.statusCode).toBe(200);
      expect(results[0]).toEqual({ kind: 'unit', id: 'german-geneticists/wehrmacht', name: 'Wehrmacht', link: '/v1/ae-wwii/units/german-geneticists/wehrmacht', custom: false });
    });

    // Spanish name of american-sci-tech/airborne: "Paracaidista"; French: "Parachutiste".
    it.each([
      ['Paracaidista', 'es', 'Paracaidista'],
      ['paracaidista', 'es', 'Paracaidista'],
      ['Paracaídista', 'es', 'Paracaidista'],
      ['PARACAÍDISTAS', 'es', 'Paracaidista'],
      ['parachutiste', 'fr', 'Parachutiste'],
      ['Parachutistes', 'fr', 'Parachutiste'],
      ['airborne', 'en', 'Airborne'],
      ['paracaidista', 'en', 'Airborne'],
    ])('%s (reply in %s) finds the Airborne, named %s', async (q, lang, name) => {
      const { reply, results } = await search('ae-wwii', q, `&lang=${lang}`);
      expect(reply.headers['content-language']).toBe(lang);
      expect(results[0]).toMatchObject({ kind: 'unit', id: 'american-sci-tech/airborne', name });
    });

    it('finds weapons, psi powers, special rules and rulings, each with its link', async () => {
      // Spanish "Carabina M1", French "Carabine M1": the stemmer of each language.
      expect((await search('ae-wwii', 'carabina')).results[0]).toMatchObject({ kind: 'weapon', id: 'm1-carbine', link: '/v1/ae-wwii/weapons/m1-carbine' });
      expect((await search('ae-wwii', 'garand')).results[0]).toMatchObject({ kind: 'weapon', id: 'm1-garand' });
      expect((await search('ae-wwii', 'jeringuilla')).results[0]).toMatchObject({ kind: 'weapon', id: 'syringe', name: 'Syringe' });
      expect((await search('ae-wwii', 'étourdissement mental', '&lang=fr')).results[0]).toMatchObject({ kind: 'psi-power', id: 'mental-stun', name: 'Étourdissement mental', link: '/v1/ae-wwii/psi-powers/mental-stun' });

      const [rule] = (await search('ae-wwii', 'rate of fire')).results.filter((r) => r.kind === 'ruling');
      expect(rule).toMatchObject({ kind: 'ruling', id: 'ae-wwii/rate-of-fire', link: '/v1/ae-wwii/rulings/ae-wwii/rate-of-fire' });
      const read = await call(app, 'GET', `${rule.link}?lang=es`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: 'ae-wwii/rate-of-fire' });

      const tough = (await search('aof-skirmish', 'tough')).results.find((r) => r.kind === 'special-rule');
      expect(tough).toMatchObject({ id: 'tough', link: '/v1/aof-skirmish/special-rules/tough' });
      expect((await call(app, 'GET', '/v1/aof-skirmish/special-rules/tough')).statusCode).toBe(200);
    });

    it('searches every registered game in its languages', async () => {
      // AoF: "Arcos de Espino" (es), "Arcs d’épine" (fr), "Thornbows" (en).
      for (const q of ['thornbows', 'arcos espino', 'arcs épine', 'EPINE']) {
        expect((await search('aof-skirmish', q)).results[0]).toMatchObject({ kind: 'unit', id: 'hollow-marches/thornbows' });
      }
      expect((await search('aof-skirmish', 'gigante musgo', '&lang=es')).results[0]).toMatchObject({ id: 'hollow-marches/moss-giant', name: 'Gigante de Musgo' });
    });

    it('answers an empty list when nothing matches, and honours limit', async () => {
      expect((await search('ae-wwii', 'zzzqqq')).reply.json()).toEqual({ q: 'zzzqqq', results: [] });
      const many = await search('ae-wwii', 'o', '&limit=3');
      expect(many.reply.statusCode).toBe(200);
      expect(many.results.length).toBe(3);
    });

    it('includes custom entries for their owner only', async () => {
      const weapon = await call(app, 'POST', '/v1/ae-wwii/weapons', { slug: 'rayo-congelante', name: { en: 'Freeze ray', es: 'Rayo congelante', fr: 'Rayon gelant' }, range: 12, strength: 5, rateOfFire: '1:1' }, mine);
      expect(weapon.statusCode).toBe(201);
      const unit = await call(app, 'POST', '/v1/ae-wwii/units', { slug: 'ice-trooper', name: { en: 'Ice Trooper', es: 'Soldado de hielo' }, training: 'regular', movement: 3, rangedCombat: 4, closeCombat: 4, armor: 3, strength: 3, drive: 4, wounds: 1, weapons: ['custom-rayo-congelante', 'pistol'] }, mine);
      expect(unit.statusCode).toBe(201);

      expect(ids((await search('ae-wwii', 'rayo congelante', '', mine)).results)).toEqual(['custom-rayo-congelante']);
      expect((await search('ae-wwii', 'soldado hielo', '&lang=es', mine)).results[0]).toEqual({
        kind: 'unit',
        id: 'custom/ice-trooper',
        name: 'Soldado de hielo',
        link: '/v1/ae-wwii/units/custom/ice-trooper',
        custom: true,
      });
      // French missing: English stands in, in the French index too.
      expect((await search('ae-wwii', 'trooper', '&lang=fr', mine)).results[0]).toMatchObject({ id: 'custom/ice-trooper', name: 'Ice Trooper' });
      for (const who of [{}, rival]) expect((await search('ae-wwii', 'congelante', '', who)).results).toEqual([]);

      // Deleted: gone from the search; restored: back.
      expect((await call(app, 'DELETE', '/v1/ae-wwii/weapons/custom-rayo-congelante', undefined, mine)).statusCode).toBe(200);
      expect((await search('ae-wwii', 'congelante', '', mine)).results).toEqual([]);
      expect((await call(app, 'POST', '/v1/ae-wwii/weapons/custom-rayo-congelante/restore', undefined, mine)).statusCode).toBe(200);
      expect(ids((await search('ae-wwii', 'congelante', '', mine)).results)).toEqual(['custom-rayo-congelante']);
    });

    it.each([
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      ['q=%3F%21%2A', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=garand&limit=0', 'limit'],
      ['q=garand&limit=51', 'limit'],
      ['q=garand&limit=two', 'limit'],
    ])('?%s is a 400 naming %s', async (query, path) => {
      const reply = await call(app, 'GET', `/v1/ae-wwii/search?${query}&lang=es`);
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(reply.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual([path]);
    });

    it('an unknown game is a 404 suggesting the games there are', async () => {
      const reply = await call(app, 'GET', '/v1/ae-wii/search?q=garand');
      expect(reply.statusCode).toBe(404);
      expect(reply.json<{ errors: { suggestions?: string[] }[] }>().errors[0].suggestions).toEqual(['ae-wwii']);
    });

    it('GraphQL `search` gives the same results, and the same 400', async () => {
      const rest = await search('ae-wwii', 'paracaídista', '&lang=fr&limit=5', mine);
      const res = await gql(app, 'query($q: String!) { search(game: "ae-wwii", q: $q, lang: "fr", limit: 5) { q results { kind id name link custom } } }', { q: 'paracaídista' }, mine);
      expect(res.errors).toBeUndefined();
      expect(res.data?.search).toEqual(rest.reply.json());
      const bad = await gql(app, '{ search(game: "ae-wwii", q: "  ") { q } }');
      expect(bad.errors?.[0].extensions).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
      expect(bad.errors?.[0].extensions.errors.map((e) => e.path)).toEqual(['q']);
    });
  });

  describe('did you mean', () => {
    const problem = (r: Reply) => r.json<{ detail: string; errors: { path: string; message: string; suggestions?: string[] }[] }>();

    it.each([
      ['en', 'did you mean `german-geneticists/wehrmacht`?'],
      ['es', '¿quisiste decir `german-geneticists/wehrmacht`?'],
      ['fr', 'vouliez-vous dire `german-geneticists/wehrmacht`\u202f?'],
    ])('an unknown unit id suggests the closest (%s)', async (lang, said) => {
      const reply = await call(app, 'POST', `/v1/ae-wwii/resolve/shot?lang=${lang}`, { attacker: { unit: 'german-geneticists/wermacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 20, actionPoints: 2 });
      expect(reply.statusCode).toBe(422);
      const [error] = problem(reply).errors;
      expect(error).toMatchObject({ path: 'attacker.unit', suggestions: ['german-geneticists/wehrmacht'] });
      expect(error.message).toContain(said);
      expect(problem(reply).detail).toContain(said);
    });

    it('a catalog 404 suggests from what the caller can see', async () => {
      const reply = await call(app, 'GET', '/v1/ae-wwii/units/custom%2Fice-troper', undefined, mine);
      expect(reply.statusCode).toBe(404);
      expect(problem(reply).errors[0].suggestions).toEqual(['custom/ice-trooper']);
      expect(problem(reply).detail).toMatch(/Did you mean `custom\/ice-trooper`\?$/);
      // Another owner's entries are never suggested.
      expect(problem(await call(app, 'GET', '/v1/ae-wwii/units/custom%2Fice-troper', undefined, rival)).errors[0].suggestions).toBeUndefined();
      expect(problem(await call(app, 'GET', '/v1/ae-wwii/weapons/kar98?lang=es')).errors[0]).toMatchObject({ path: 'id', suggestions: ['kar98k'] });
      expect(problem(await call(app, 'GET', '/v1/ae-wwii/units?faction=german-genetecists')).errors[0].suggestions).toEqual(['german-geneticists']);
    });

    it('a custom unit naming a weapon that does not exist is a 422 naming it', async () => {
      const reply = await call(app, 'POST', '/v1/ae-wwii/units?lang=es', { slug: 'bad-kit', name: 'Bad kit', training: 'green', movement: 3, rangedCombat: 5, closeCombat: 5, armor: 2, strength: 2, drive: 3, wounds: 1, weapons: ['kar98k', 'm1-garnd'] }, mine);
      expect(reply.statusCode).toBe(422);
      expect(problem(reply).errors).toEqual([{ path: 'weapons[1]', message: 'nombra `m1-garnd`, que `GET /v1/ae-wwii/weapons` no tiene; ¿quisiste decir `m1-garand`?', suggestions: ['m1-garand'] }]);
      // Another owner's custom weapon is no weapon of this owner's catalog.
      const rivalKit = await call(app, 'POST', '/v1/ae-wwii/units', { slug: 'borrowed', name: 'Borrowed', training: 'green', movement: 3, rangedCombat: 5, closeCombat: 5, armor: 2, strength: 2, drive: 3, wounds: 1, weapons: ['custom-rayo-congelante'] }, rival);
      expect(rivalKit.statusCode).toBe(422);
      expect(problem(rivalKit).errors[0].path).toBe('weapons[0]');
    });
  });

  describe('a unit fires only the weapons it carries', () => {
    const garand = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'm1-garand', target: { unit: 'american-sci-tech/airborne' }, distance: 20, actionPoints: 2 };

    it('REST: the Wehrmacht with an M1 Garand is a 422 naming weapon and listing its weapons', async () => {
      const reply = await call(app, 'POST', '/v1/ae-wwii/resolve/shot?lang=es', garand);
      expect(reply.statusCode).toBe(422);
      const body = reply.json<{ type: string; errors: { path: string; message: string; suggestions: string[] }[] }>();
      expect(body.type).toMatch(/rule-violation$/);
      expect(body.errors).toEqual([
        {
          path: 'weapon',
          message: 'Wehrmacht no lleva M1 Garand: lleva KAR98k, StG44 y Granadas (para disparar otra arma, indícala como `profile` en línea); ¿quisiste decir `kar98k`, `stg44`, `grenades`?',
          suggestions: ['kar98k', 'stg44', 'grenades'],
        },
      ]);
    });

    it('GraphQL: the same 422', async () => {
      const res = await gql(app, '{ aeWwiiShot(input: {attacker: {unit: "german-geneticists/wehrmacht"}, weapon: "m1-garand", target: {unit: "american-sci-tech/airborne"}, distance: 20, actionPoints: 2}) { complete } }');
      expect(res.errors?.[0].extensions).toMatchObject({ status: 422, code: 'RULE_VIOLATION', errors: [{ path: 'weapon', suggestions: ['kar98k', 'stg44', 'grenades'] }] });
    });

    it('the same weapon given as an inline profile, or fired by an inline profile, resolves', async () => {
      const inline = { ...garand, weapon: { profile: { name: 'M1 Garand', range: 30, strength: 4, rateOfFire: '1:1' } }, dice: { seed: 'captured' } };
      expect((await call(app, 'POST', '/v1/ae-wwii/resolve/shot', inline)).statusCode).toBe(200);
      const byProfile = { ...garand, attacker: { profile: { training: 'regular', movement: 3, rangedCombat: 4, closeCombat: 4, armor: 3, strength: 3, drive: 4, wounds: 1 } }, dice: { seed: 'x' } };
      expect((await call(app, 'POST', '/v1/ae-wwii/resolve/shot', byProfile)).statusCode).toBe(200);
    });

    it('a custom unit fires what it lists, for its owner', async () => {
      const mineShot = { attacker: { unit: 'custom/ice-trooper' }, weapon: 'custom-rayo-congelante', target: { unit: 'american-sci-tech/airborne' }, distance: 10, actionPoints: 2, dice: { seed: 'ice' } };
      expect((await call(app, 'POST', '/v1/ae-wwii/resolve/shot', mineShot, mine)).statusCode).toBe(200);
      const kar = await call(app, 'POST', '/v1/ae-wwii/resolve/shot', { ...mineShot, weapon: 'kar98k' }, mine);
      expect(kar.statusCode).toBe(422);
      expect(kar.json<{ errors: { path: string; suggestions: string[] }[] }>().errors[0]).toMatchObject({ path: 'weapon', suggestions: ['custom-rayo-congelante', 'pistol'] });
    });

    it('AoF: a weapon the unit lacks is a 422 naming it and listing the unit’s, over REST and GraphQL', async () => {
      const body = { attacker: { unit: 'hollow-marches/thornbows', weapons: [{ weapon: 'thornbw' }] }, target: { unit: 'cinder-clans/ash-raiders' }, distance: 18 };
      const reply = await call(app, 'POST', '/v1/aof-skirmish/resolve/shot', body);
      expect(reply.statusCode).toBe(422);
      expect(reply.json<{ errors: unknown[] }>().errors).toEqual([
        { path: 'attacker.weapons[0].weapon', message: 'the unit has no weapon "thornbw"; it has: Thornbow, Knife; did you mean `Thornbow`, `Knife`?', suggestions: ['Thornbow', 'Knife'] },
      ]);
      const res = await gql(app, '{ aofSkirmishShot(input: {attacker: {unit: "hollow-marches/thornbows", weapons: [{weapon: "thornbw"}]}, target: {unit: "cinder-clans/ash-raiders"}, distance: 18}) { complete } }');
      expect(res.errors?.[0].extensions).toMatchObject({ status: 422, code: 'UNKNOWN_ID', errors: [{ path: 'attacker.weapons[0].weapon', suggestions: ['Thornbow', 'Knife'] }] });
    });
  });

  // Punctuation may differ (unaccent turns ’ into '), which search reads as a separator either way.
  it('the fold without unaccent gives what unaccent gives on our languages', async () => {
    const client = new Client({ connectionString: db().url });
    await client.connect();
    try {
      const words = ['Paracaídista', 'ÉMACIÉS', 'Œuvre', 'straße', 'Garçon', 'Pingüino', 'Ñandú', 'Arcs épine', 'kar98k'];
      const rows = (await client.query(`SELECT w, arbiter_fold(w) AS folded, ${FALLBACK_FOLD('w')} AS fallback FROM unnest($1::text[]) AS w`, [words])).rows as { w: string; folded: string; fallback: string }[];
      expect(rows.map((r) => r.fallback)).toEqual(rows.map((r) => r.folded));
      expect(rows.map((r) => r.folded)).toEqual(['paracaidista', 'emacies', 'oeuvre', 'strasse', 'garcon', 'pinguino', 'nandu', 'arcs epine', 'kar98k']);
    } finally {
      await client.end();
    }
  });

  describe('what players type never breaks a search', () => {
    // Letters that fold (NFKD, unaccent) into what to_tsquery reads as syntax: an apostrophe, a
    // colon, an apostrophe and "n", "(1)".
    it.each(['ʼ', 'ː', 'ŉ', '⑴', 'ʼn wehrmacht', 'wehr ⑴:* & !ʼ'])('%s is answered, never a 5xx', async (q) => {
      const { reply } = await search('ae-wwii', q, '', mine);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ q });
      const res = await gql(app, 'query($q: String!) { search(game: "ae-wwii", q: $q) { q } }', { q });
      expect(res.errors).toBeUndefined();
    });

    it('a word whose fold holds syntax still finds what its letters spell', async () => {
      // "ʼwehrmacht" folds to "'wehrmacht": the apostrophe separates, as it does in indexed names.
      expect((await search('ae-wwii', 'ʼwehrmacht')).results[0]?.id).toBe('german-geneticists/wehrmacht');
    });

    it('random Unicode queries are a 200 or a 400, never a 5xx', async () => {
      const seed = fuzzSeed(2102, 'search: random Unicode queries');
      const syntax = fc.constantFrom(...'&|!():*\'\\<>-ʼːŉ⑴ﬁ́ß\u0000\u202e'.split(''));
      const sendable = (s: string): boolean => {
        try {
          return encodeURIComponent(s).length >= 0;
        } catch {
          return false; // a lone surrogate: no client can send it as UTF-8
        }
      };
      const query = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: fc.oneof(syntax, fc.constantFrom('a', 'e', '1', ' ')), maxLength: 20 })).filter(sendable);
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const { reply } = await search('ae-wwii', q, '', mine);
          expect([200, 400]).toContain(reply.statusCode);
        }),
        { seed, numRuns: 100 },
      );
    });
  });

  describe('one owner’s rows do not slow another’s search', () => {
    /** Rows the search's scans of catalog_entries visit (returned, or removed by a filter or a recheck). */
    const entryRowsVisited = async (client: Client, owner: string | undefined, words: string[]): Promise<{ visited: number; plan: string }> => {
      const params = ['ae-wwii', words.join(' '), words, 20, ...(owner !== undefined ? [owner] : [])];
      const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON, COSTS OFF, TIMING OFF) ${searchSql(['en', 'es', 'fr'], owner !== undefined)}`, params);
      const plan = (rows[0] as Record<string, [{ Plan: PlanNode }]>)['QUERY PLAN'][0].Plan;
      let visited = 0;
      const walk = (n: PlanNode): void => {
        if (n['Relation Name'] === 'catalog_entries') visited += (n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0);
        for (const child of n.Plans ?? []) walk(child);
      };
      walk(plan);
      return { visited, plan: JSON.stringify(plan) };
    };

    it('another owner’s search, and one without a key, visit the same rows whatever one owner stores', async () => {
      const client = new Client({ connectionString: db().url });
      await client.connect();
      try {
        await client.query(`ANALYZE catalog_entries`);
        const before = { rival: await entryRowsVisited(client, 'rival', ['troop']), anonymous: await entryRowsVisited(client, undefined, ['troop']) };
        // One owner stores 2,000 entries whose names match the others' query.
        await client.query(
          `INSERT INTO catalog_entries (game_id, kind, id, owner, name, summary, profile)
           SELECT 'ae-wwii', 'weapon', 'custom-trooper-' || g, 'hoarder', jsonb_build_object('en', 'Trooper ' || g), '{"en": ""}', '{"range": 1}'
             FROM generate_series(1, 2000) g`,
        );
        await client.query(`ANALYZE catalog_entries`);
        const rival = await entryRowsVisited(client, 'rival', ['troop']);
        const anonymous = await entryRowsVisited(client, undefined, ['troop']);
        expect(rival.visited).toBe(before.rival.visited);
        expect(anonymous.visited).toBe(before.anonymous.visited);
        // The hoarder's own search reads its rows through an index on its owner.
        const hoarder = await entryRowsVisited(client, 'hoarder', ['troop']);
        expect(hoarder.visited).toBeGreaterThanOrEqual(2000);
        expect(hoarder.plan).toMatch(/"Index Cond":"\(\(owner = 'hoarder'::text\)/);
      } finally {
        await client.query(`DELETE FROM catalog_entries WHERE owner = 'hoarder'`);
        await client.end();
      }
    });
  });
});
