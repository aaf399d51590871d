import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { GAMES } from '../../src/games';
import { GameModuleDefinition } from '../../src/games/registry';
import { Headers, bearer, bootApp, call, cliKey } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * What a GET returns can be sent back as a PUT body unchanged, for every writable kind of every
 * registered game, in every language the game has: the entry is the same afterwards (only its
 * version and update time move). And the read-only fields a read carries are checked: a stale
 * version is a 409, another id a 400.
 */

type View = Record<string, unknown>;

const WRITABLE = GAMES.flatMap((g: GameModuleDefinition) =>
  g.definition.catalog.kinds.filter((k) => g.kinds[k.id]?.write).map((k) => [`${g.definition.id} ${k.plural}`, g, k] as const),
);

describe.each(WRITABLE)('%s: a read sent back', (_label, game, kind) => {
  const db = useTestDatabase();
  let app: NestFastifyApplication;
  let key: Headers;
  const base = `/v1/${game.definition.id}/${kind.plural}`;
  const id = kind.scope === 'faction' ? 'custom/round-trip' : 'custom-round-trip';
  const url = (lang: string): string => `${base}/${encodeURIComponent(id)}?lang=${lang}`;
  const write = game.kinds[kind.id]?.write;

  beforeAll(async () => {
    key = bearer((await cliKey(db().url, 'round-tripper', ['read', 'write'])).key);
    app = await bootApp(db().url);
    await app.get(ApiKeyService).reload();
    const created = await call(app, 'POST', base, { ...write?.example, slug: 'round-trip', name: { en: 'Round trip', es: 'Ida y vuelta' }, summary: { en: 'There and back.', fr: 'Aller-retour.' } }, key);
    if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each(game.definition.languages)('in %s: PUT of the GET is a 200 that changes nothing but version and updatedAt', async (lang) => {
    const before: Record<string, View> = {};
    for (const l of game.definition.languages) before[l] = (await call(app, 'GET', url(l), undefined, key)).json<View>();
    const read = before[lang] as View;
    const put = await call(app, 'PUT', url(lang), read, key);
    expect({ status: put.statusCode, body: put.statusCode === 200 ? undefined : put.body }).toEqual({ status: 200, body: undefined });
    const next = { version: (read.version as number) + 1, updatedAt: expect.any(String) };
    expect(put.json()).toEqual({ ...read, ...next });
    // Every language reads as before: the texts of the others were kept.
    for (const l of game.definition.languages) {
      expect((await call(app, 'GET', url(l), undefined, key)).json()).toEqual({ ...before[l], ...next });
    }
  });

  it('a stale version is a 409 and another id a 400; nothing changes', async () => {
    const read = (await call(app, 'GET', url('en'), undefined, key)).json<View>();
    const stale = await call(app, 'PUT', url('en'), { ...read, version: (read.version as number) + 1 }, key);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['version']);
    const other = await call(app, 'PUT', url('en'), { ...read, id: kind.scope === 'faction' ? 'custom/other' : 'custom-other' }, key);
    expect(other.statusCode).toBe(400);
    expect((await call(app, 'GET', url('en'), undefined, key)).json()).toEqual(read);
  });

  it('one text replaces the name in the request’s language only', async () => {
    const read = (await call(app, 'GET', url('en'), undefined, key)).json<View>();
    const renamed = await call(app, 'PUT', url('en'), { ...read, name: 'Round trip II' }, key);
    expect(renamed.json()).toMatchObject({ name: 'Round trip II' });
    if (game.definition.languages.includes('es')) expect((await call(app, 'GET', url('es'), undefined, key)).json()).toMatchObject({ name: 'Ida y vuelta' });
  });

  it('a read of a built-in entry is a valid create body (its read-only fields are ignored)', async () => {
    const [builtIn] = (await call(app, 'GET', base, undefined, key)).json<View[]>();
    const copy = await call(app, 'POST', base, { ...builtIn, slug: 'copied' }, key);
    // The body always passes validation; the rules of a custom entry may still refuse the profile.
    expect([201, 422]).toContain(copy.statusCode);
  });
});
