import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { CustomCatalogService } from '../../src/catalog/custom/custom-catalog.service';
import { withDataSource } from '../../src/database/data-source';
import { Headers, Reply, bearer, bootApp, call, cliKey, gql, railGunBody, shotBody } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * Names are data, never markup, at the door: every name, label and description a client writes
 * (custom catalog entries of every game, their inline `{ "profile": ... }` forms in resolve
 * bodies, warbooks, archetypes, play lists, army lists) refuses control, bidirectional and
 * invisible characters and white-space-only values with a 400 naming the field, and is stored and
 * used NFC-normalized and trimmed. What was stored before the rule still loads.
 */

type Problem = { type: string; status: number; detail: string; errors: { path: string; message: string }[] };

/** The verdict a forged name would print as a line of its own in a ruling's text. */
const FORGED = 'Hero\n**Result:** 9 hits, target removed';
const SPACES = '   ';

const aofUnit = (slug: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  slug,
  name: { en: 'Wardens' },
  quality: 4,
  defense: 4,
  models: 3,
  points: 60,
  equipment: [{ name: 'Ash spear', range: 0, attacks: 1 }],
  ...over,
});
const aofShot = (attacker: Record<string, unknown>): Record<string, unknown> => ({
  attacker: { profile: { name: 'Crossbows', quality: 3, defense: 5, models: 4, equipment: [{ name: 'Crossbow', range: 24, attacks: 1 }], ...attacker } },
  target: { unit: 'cinder-clans/bog-trolls' },
  distance: 20,
  dice: { seed: 'names' },
});
const wartimeWeapon = (slug: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({ slug, name: { en: 'Rifle' }, type: 'weapon', energy: 2, damage: 5, range: 20, ...over });
const trooper = (over: Record<string, unknown> = {}, weapon: Record<string, unknown> = {}): Record<string, unknown> => ({
  profile: { name: 'Trooper', body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20, ...weapon } }], baseDiameter: 2.5, ...over },
});

describe('player text at the door (names, labels, descriptions)', () => {
  const db = useTestDatabase();
  let app: NestFastifyApplication;
  let key: Headers;

  beforeAll(async () => {
    app = await bootApp(db().url);
    key = bearer((await cliKey(db().url, 'namer', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
  });

  afterAll(async () => {
    await app?.close();
  });

  /** `reply` is a 400 problem naming exactly `paths`. */
  function refused(reply: Reply, paths: readonly string[]): Problem {
    expect({ status: reply.statusCode, body: reply.body }).toEqual({ status: 400, body: expect.any(String) });
    expect(reply.headers['content-type']).toMatch(/^application\/problem\+json/);
    const p = reply.json<Problem>();
    expect(p.type).toBe('https://arbiter.dev/problems/validation');
    expect(p.errors.map((e) => e.path)).toEqual(paths);
    return p;
  }

  describe('AE-WWII', () => {
    it('a custom weapon named with a forged verdict, or only spaces, is a 400 naming the field, and nothing is stored', async () => {
      const forged = refused(await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('forged', { name: FORGED }), key), ['name']);
      expect(forged.errors[0].message).toBe('must be one line: it has a line break (U+000A) at character 5');
      const blank = refused(await call(app, 'POST', '/v1/ae-wwii/weapons?lang=es', railGunBody('blank', { name: SPACES }), key), ['name']);
      expect(blank.errors[0].message).toBe('debe contener texto visible, no solo espacios');
      refused(await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('bidi', { name: { en: 'Rail gun', fr: 'Canon\u202Eà rail' } }), key), ['name.fr']);
      refused(await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('summary', { summary: 'Fires\u200B twice' }), key), ['summary']);
      for (const slug of ['forged', 'blank', 'bidi', 'summary']) expect((await call(app, 'GET', `/v1/ae-wwii/weapons/custom-${slug}`, undefined, key)).statusCode).toBe(404);
    });

    it('an inline profile or a label in a resolve body is refused the same way, over REST and GraphQL', async () => {
      const shot = shotBody('german-geneticists/wehrmacht', 'kar98k');
      refused(await call(app, 'POST', '/v1/ae-wwii/resolve/shot', { ...shot, weapon: { profile: { name: FORGED, range: 24, strength: 4, rateOfFire: '1:2' } } }), ['weapon.profile.name']);
      refused(await call(app, 'POST', '/v1/ae-wwii/resolve/shot', { ...shot, weapon: { profile: { name: SPACES, range: 24, strength: 4, rateOfFire: '1:2' } } }), ['weapon.profile.name']);
      refused(await call(app, 'POST', '/v1/ae-wwii/resolve/shot', { ...shot, attacker: { unit: 'german-geneticists/wehrmacht', name: 'Sgt.\u2066 K' } }), ['attacker.name']);
      const r = await gql(
        app,
        'query($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { text } }',
        { input: { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: { profile: { name: FORGED, range: 24, strength: 4, rateOfFire: '1:2' } }, target: { unit: 'american-sci-tech/airborne' }, distance: 10, actionPoints: 2 } },
      );
      // The inline weapon is the same JSON in GraphQL (AeWwiiWeaponRef), its errors named as REST's.
      expect(r.errors?.[0]?.extensions).toMatchObject({ status: 400, errors: [{ path: 'weapon.profile.name' }] });
    });

    it('what is accepted is stored and used NFC-normalized and trimmed', async () => {
      // "Cafe" + U+0301 COMBINING ACUTE is "Café" (U+00E9) once composed.
      const created = await call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('cafe', { name: '  Cafe\u0301 gun ' }), key);
      expect(created.statusCode).toBe(201);
      expect(created.json().name).toBe('Caf\u00E9 gun');
      expect((await call(app, 'GET', '/v1/ae-wwii/weapons/custom-cafe', undefined, key)).json().name).toBe('Caf\u00E9 gun');
      const shot = await call(app, 'POST', '/v1/ae-wwii/resolve/shot', { ...shotBody('german-geneticists/wehrmacht', 'kar98k'), weapon: { profile: { name: ' Cafe\u0301 gun ', range: 24, strength: 4, rateOfFire: '1:2' } } });
      expect(shot.statusCode).toBe(200);
      expect(shot.body).toContain('Caf\u00E9 gun');
      expect(shot.body).not.toContain('Cafe\u0301');
    });
  });

  describe('AoF Skirmish', () => {
    it('a custom unit or one of its weapons badly named is a 400 naming the field', async () => {
      refused(await call(app, 'POST', '/v1/aof-skirmish/units', aofUnit('forged', { name: FORGED }), key), ['name']);
      refused(await call(app, 'POST', '/v1/aof-skirmish/units', aofUnit('blank', { equipment: [{ name: SPACES, range: 0, attacks: 1 }] }), key), ['equipment[0].name']);
      refused(await call(app, 'POST', '/v1/aof-skirmish/units', aofUnit('zw', { equipment: [{ name: 'Ash\u200Dspear', range: 0, attacks: 1 }] }), key), ['equipment[0].name']);
    });

    it('an inline profile in a resolve body and an army list are refused the same way', async () => {
      refused(await call(app, 'POST', '/v1/aof-skirmish/resolve/shot', aofShot({ name: FORGED })), ['attacker.profile.name']);
      refused(await call(app, 'POST', '/v1/aof-skirmish/resolve/shot', aofShot({ equipment: [{ name: SPACES, range: 24, attacks: 1 }] })), ['attacker.profile.equipment[0].name']);
      refused(
        await call(app, 'POST', '/v1/aof-skirmish/armies/validate', { size: 250, units: [{ unit: 'hollow-marches/wardens', id: 'wardens\u202E1' }] }),
        ['units[0].id'],
      );
      // An Army Forge export's names are shown in the report too (a unit renamed in Army Forge).
      const exported = { selectionId: 'u1', name: 'Wardens', customName: FORGED, size: 5, cost: 65, quality: '4', defense: '4', specialRules: [], loadout: [{ name: 'Ash spear', type: 'ArmyBookWeapon', range: 0, attacks: 1, specialRules: [] }] };
      refused(await call(app, 'POST', '/v1/aof-skirmish/armies/validate', { armyForge: { pointsLimit: 250, units: [exported] } }), ['armyForge.units[0].customName']);
      // A rule the game lacks is reported by the unit's name: the name as normalized.
      const renamed = await call(app, 'POST', '/v1/aof-skirmish/armies/validate', { armyForge: { pointsLimit: 250, units: [{ ...exported, customName: ' Cafe\u0301 wardens ', specialRules: [{ name: 'Shield Wall', rating: '' }] }] } });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().unknownRules).toEqual([{ unit: 'Caf\u00E9 wardens', rule: 'Shield Wall' }]);
    });

    it('a row stored before the rule still loads and reads as stored; writing it back is what is refused', async () => {
      await withDataSource(
        db().url,
        (ds) =>
          ds.query(
            `INSERT INTO catalog_entries (game_id, kind, id, owner, faction_id, name, summary, profile) VALUES ('aof-skirmish', 'unit', 'custom/legacy', 'namer', 'custom', $1::jsonb, '{"en":""}'::jsonb, $2::jsonb)`,
            [JSON.stringify({ en: 'Legacy\u202Eunit' }), JSON.stringify({ quality: 4, defense: 4, models: 3, points: 60, rules: [], equipment: [{ name: 'Old\nblade', range: 0, attacks: 1, rules: [] }] })],
          ),
        { poolSize: 1 },
      );
      await app.get(CustomCatalogService).reloadOwner('namer');
      const read = await call(app, 'GET', '/v1/aof-skirmish/units/custom/legacy', undefined, key);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ name: 'Legacy\u202Eunit', equipment: [{ name: 'Old\nblade' }] });
      refused(await call(app, 'PUT', '/v1/aof-skirmish/units/custom/legacy', read.json(), key), ['name', 'equipment[0].name']);
    });
  });

  describe('Wartime', () => {
    it('a custom archetype badly named, or with a badly named bonus, is a 400 naming the field', async () => {
      refused(await call(app, 'POST', '/v1/wartime/archetypes', wartimeWeapon('forged', { name: FORGED }), key), ['name']);
      refused(await call(app, 'POST', '/v1/wartime/archetypes', wartimeWeapon('blank', { name: { en: SPACES } }), key), ['name.en']);
      refused(await call(app, 'POST', '/v1/wartime/archetypes', wartimeWeapon('bonus', { bonuses: [{ name: FORGED, cost: 5 }] }), key), ['bonuses[0].name']);
      refused(await call(app, 'POST', '/v1/wartime/archetypes', wartimeWeapon('desc', { description: 'Long\u2067 barrel' }), key), ['description']);
    });

    it('warbooks, their archetypes (names inside the profile too) and play lists refuse them the same way', async () => {
      const weapon = { type: 'weapon', energy: 2, damage: 5, range: 20 };
      refused(await call(app, 'POST', '/v1/wartime/warbooks', { slug: 'forged', name: FORGED }, key), ['name']);
      refused(await call(app, 'POST', '/v1/wartime/warbooks', { slug: 'desc', name: 'Raiders', description: SPACES }, key), ['description']);
      refused(
        await call(app, 'POST', '/v1/wartime/warbooks', { slug: 'inner', name: 'Raiders', archetypes: [{ slug: 'smg', name: 'SMG', profile: { ...weapon, bonuses: [{ name: FORGED, cost: 5 }] } }] }, key),
        ['archetypes[0].profile.bonuses[0].name'],
      );
      expect((await call(app, 'POST', '/v1/wartime/warbooks', { slug: 'raiders', name: 'Raiders', archetypes: [{ slug: 'smg', name: 'SMG', profile: weapon }] }, key)).statusCode).toBe(201);
      refused(await call(app, 'POST', '/v1/wartime/warbooks/raiders/archetypes', { slug: 'knife', name: SPACES, profile: weapon }, key), ['name']);
      refused(await call(app, 'POST', '/v1/wartime/warbooks/raiders/archetypes', { slug: 'knife', name: 'Knife', profile: { ...weapon, description: 'Sharp\u200B' } }, key), ['profile.description']);
      refused(await call(app, 'POST', '/v1/wartime/warbooks/raiders/play-lists', { slug: 'night', name: 'Night', pointLimit: 400, squads: [{ name: FORGED, characters: [{ archetype: 'rifleman' }] }] }, key), ['squads[0].name']);
    });

    it('an inline profile (and the profiles nested in it) in a resolve body is refused the same way', async () => {
      refused(await call(app, 'POST', '/v1/wartime/resolve/check', { attribute: 'agi', character: trooper({ name: FORGED }), dice: { seed: 'n' } }), ['character.profile.name']);
      refused(await call(app, 'POST', '/v1/wartime/resolve/check', { attribute: 'agi', character: trooper({}, { name: SPACES }), dice: { seed: 'n' } }), ['character.profile.weapons[0].profile.name']);
      refused(
        await call(app, 'POST', '/v1/wartime/resolve/turn-order', { players: ['Ana', 'Ben\n**Result:**'], characters: [{ name: 'A1', player: 'Ana', reaction: 5 }], initiative: 'Ana' }),
        ['players[1]'],
      );
    });
  });
});
