import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { CustomCatalogService } from '../../src/catalog/custom/custom-catalog.service';
import { ChangeNotifications } from '../../src/database/notifications';
import { WarbooksService } from '../../src/games/wartime/warbooks/warbooks.service';
import { Headers, Reply, bearer, bootApp, call, cliKey, railGunBody } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * An owner's write costs what it changes, not what the owner has: the same write by an owner with
 * nothing stored and by one with hundreds of custom entries and a warbook of hundreds of
 * archetypes reads the same number of rows into the cache, parses the same number of entries and
 * prices the same number of archetypes, on this replica (the write itself) and on every replica
 * (its change notifications). Counted, not timed: the counts are deterministic.
 */

interface Work {
  readonly rowsRead: number;
  readonly entriesParsed: number;
  readonly archetypesPriced: number;
  readonly playListsChecked: number;
}

const BIG = 300;

const body = (slug: string): Record<string, unknown> => ({ slug, name: `Body ${slug}`, profile: { type: 'body', con: 5, agi: 5, int: 4, rea: 5, vol: 5 } });
const weapon = (slug: string, damage = 4): Record<string, unknown> => ({ slug, name: `Weapon ${slug}`, profile: { type: 'weapon', energy: 2, damage, range: 10 } });
const character = (slug: string, uses: string, carries: readonly string[]): Record<string, unknown> => ({
  slug,
  name: `Character ${slug}`,
  profile: { type: 'character', body: uses, weapons: carries, baseDiameter: 2.5 },
});
/** What both warbooks hold: a trooper carrying a carbine, and a list recruiting two. */
const core = [body('trooper-body'), weapon('carbine'), character('trooper', 'trooper-body', ['carbine', 'combat-knife'])];
const patrol = { slug: 'patrol', name: 'Patrol', pointLimit: 1000, squads: [{ name: 'Alpha', characters: [{ archetype: 'trooper', count: 2 }] }] };

describe('an owner’s write costs what it changes', () => {
  const db = useTestDatabase({ migrate: false });
  let app: NestFastifyApplication;
  let custom: CustomCatalogService;
  let warbooks: WarbooksService;
  let dataSource: DataSource;
  let small: Headers;
  let big: Headers;

  beforeAll(async () => {
    app = await bootApp(db().url);
    custom = app.get(CustomCatalogService);
    warbooks = app.get(WarbooksService);
    dataSource = app.get<DataSource>(getDataSourceToken());
    small = bearer((await cliKey(db().url, 'small', ['read', 'write'])).key);
    big = bearer((await cliKey(db().url, 'big', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();

    // The big owner: BIG custom weapons (copies of one written through the API) and a warbook of
    // BIG archetypes beside the core (characters carrying a built-in knife, none naming the
    // core); the small owner: the core alone.
    await expectOk(call(app, 'POST', '/v1/ae-wwii/weapons', railGunBody('seed'), big));
    await dataSource.query(
      `INSERT INTO catalog_entries (game_id, kind, id, owner, name, summary, profile)
       SELECT e.game_id, e.kind, 'custom-copy-' || g, e.owner, e.name, e.summary, e.profile
         FROM catalog_entries e, generate_series(1, ${BIG}) g WHERE e.owner = 'big' AND e.id = 'custom-seed'`,
    );
    const filler = Array.from({ length: BIG }, (_, i) => (i % 2 === 0 ? body(`filler-${i}`) : character(`filler-${i}`, `filler-${i - 1}`, ['combat-knife'])));
    for (const [who, archetypes] of [
      [small, core],
      [big, [...core, ...filler]],
    ] as const) {
      await expectOk(call(app, 'POST', '/v1/wartime/warbooks', { slug: 'book', name: 'Book', archetypes }, who));
      await expectOk(call(app, 'POST', '/v1/wartime/warbooks/book/play-lists', patrol, who));
    }
    await custom.reloadOwner('big');
  });

  afterAll(async () => {
    await app?.close();
  });

  async function expectOk(reply: Promise<Reply>): Promise<Reply> {
    const r = await reply;
    if (r.statusCode >= 300) throw new Error(`${r.statusCode} ${r.body}`);
    return r;
  }

  /**
   * Until every change notified so far is applied: notifications arrive in commit order on one
   * connection, so once one sent now has arrived, the cache has queued everything before it.
   */
  async function settled(): Promise<void> {
    const arrived = new Promise<void>((resolve) => {
      const stop = app.get(ChangeNotifications).subscribe((e) => {
        if (e.type === 'change' && e.change.kind === 'api-keys') {
          stop();
          resolve();
        }
      });
    });
    await dataSource.query(`NOTIFY arbiter_changes, '{"kind": "api-keys"}'`);
    await arrived;
    await custom.idle();
  }

  const counts = (): Work => ({ ...custom.work, ...warbooks.work });

  /** What one write cost, its notifications included. */
  async function cost(write: () => Promise<Reply>): Promise<Work> {
    await settled();
    const before = counts();
    await expectOk(write());
    await settled();
    const after = counts();
    return {
      rowsRead: after.rowsRead - before.rowsRead,
      entriesParsed: after.entriesParsed - before.entriesParsed,
      archetypesPriced: after.archetypesPriced - before.archetypesPriced,
      playListsChecked: after.playListsChecked - before.playListsChecked,
    };
  }

  it('a custom entry: created, replaced, deleted and restored at the same cost with 1 or 300 entries beside it', async () => {
    const steps: [string, string, Record<string, unknown> | undefined][] = [
      ['POST', '/v1/ae-wwii/weapons', railGunBody('extra')],
      ['PUT', '/v1/ae-wwii/weapons/custom-extra', railGunBody('extra', { range: 24 })],
      ['DELETE', '/v1/ae-wwii/weapons/custom-extra', undefined],
      ['POST', '/v1/ae-wwii/weapons/custom-extra/restore', undefined],
    ];
    for (const [method, url, payload] of steps) {
      const few = await cost(() => call(app, method, url, payload, small));
      const many = await cost(() => call(app, method, url, payload, big));
      expect({ method, ...many }).toEqual({ method, ...few });
      // The row written, read once here and once for its notification; parsed once (the
      // notification finds the version already held), none for a deletion.
      expect(many.rowsRead).toBeLessThanOrEqual(2);
      expect(many.entriesParsed).toBeLessThanOrEqual(1);
    }
  });

  it('an archetype: added, replaced, deleted and restored at the same cost in a warbook of 3 or 303', async () => {
    const steps: [string, string, Record<string, unknown> | undefined, Partial<Work>][] = [
      // A weapon nothing names: priced alone.
      ['POST', '/v1/wartime/warbooks/book/archetypes', weapon('pistol'), { archetypesPriced: 1, playListsChecked: 0 }],
      // The carbine: itself and the trooper carrying it, and the list recruiting the trooper.
      ['PUT', '/v1/wartime/warbooks/book/archetypes/carbine', weapon('carbine', 5), { archetypesPriced: 2, playListsChecked: 1 }],
      ['DELETE', '/v1/wartime/warbooks/book/archetypes/pistol', undefined, { archetypesPriced: 0, playListsChecked: 0 }],
      ['POST', '/v1/wartime/warbooks/book/archetypes/pistol/restore', undefined, { archetypesPriced: 1, playListsChecked: 0 }],
    ];
    for (const [method, url, payload, expected] of steps) {
      const few = await cost(() => call(app, method, url, payload, small));
      const many = await cost(() => call(app, method, url, payload, big));
      expect({ method, url, ...many }).toEqual({ method, url, ...few });
      expect(many).toMatchObject(expected);
      expect(many.entriesParsed).toBeLessThanOrEqual(2);
    }
  });

  it('a play list is checked against the archetypes it recruits, whatever else the warbook holds', async () => {
    const list = { ...patrol, slug: 'second' };
    const few = await cost(() => call(app, 'POST', '/v1/wartime/warbooks/book/play-lists', list, small));
    const many = await cost(() => call(app, 'POST', '/v1/wartime/warbooks/book/play-lists', list, big));
    expect(many).toEqual(few);
    // Nothing the engine catalog holds changed.
    expect(many.entriesParsed).toBe(0);
  });

  it('what the writes leave in the owner’s catalog is what reading the owner whole gives', async () => {
    // The owner's warbook archetypes as its engine catalog holds them.
    const held = (): Record<string, unknown> => {
      const entries = custom.engineCatalogFor('wartime', 'small').data.entries.get('archetype') ?? new Map();
      return Object.fromEntries([...entries].filter(([id]) => id.startsWith('book/')).map(([id, e]) => [id, e.profile]));
    };
    const trooperWeapons = (): unknown => (held()['book/trooper'] as { profile: { weapons: unknown } } | undefined)?.profile.weapons;
    const steps: [string, string, Record<string, unknown> | undefined, unknown][] = [
      // The trooper names the built-in knife until the warbook has one of its own.
      ['POST', '/v1/wartime/warbooks/book/archetypes', weapon('combat-knife', 3), ['book/carbine', 'book/combat-knife']],
      ['DELETE', '/v1/wartime/warbooks/book/archetypes/combat-knife', undefined, ['book/carbine', 'combat-knife']],
      ['POST', '/v1/wartime/warbooks/book/archetypes/combat-knife/restore', undefined, ['book/carbine', 'book/combat-knife']],
      ['PUT', '/v1/wartime/warbooks/book/archetypes/trooper', character('trooper', 'trooper-body', ['combat-knife']), ['book/combat-knife']],
      ['DELETE', '/v1/wartime/warbooks/book', undefined, undefined],
      ['POST', '/v1/wartime/warbooks/book/restore', undefined, ['book/combat-knife']],
    ];
    for (const [method, url, payload, weapons] of steps) {
      await expectOk(call(app, method, url, payload, small));
      await settled();
      const incremental = held();
      expect({ method, url, weapons: trooperWeapons() }).toEqual({ method, url, weapons });
      await custom.reloadOwner('small');
      expect({ method, url, held: held() }).toEqual({ method, url, held: incremental });
    }
  });
});
