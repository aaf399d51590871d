import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiKeyService } from '../../src/auth/api-key.service';
import { bearer, bootApp, call, cliKey, heroBody } from '../auth/support';
import { useTestDatabase } from '../setup/test-database';

/**
 * The problems that need a database (a stored entry conflicting, keys with real scopes, catalog
 * reads), in Spanish and French, REST and GraphQL; and the GraphQL catalog queries honouring
 * Accept-Language. problems-i18n.spec.ts covers every other problem type without a database.
 */
describe('problems in Spanish and French, with a database', () => {
  const db = useTestDatabase();
  let app: NestFastifyApplication;
  let writer: Record<string, string>;

  beforeAll(async () => {
    app = await bootApp(db().url);
    writer = bearer((await cliKey(db().url, 'i18n-owner', ['read', 'write'])).key);
    await app.get(ApiKeyService).reload();
  });
  afterAll(async () => {
    await app?.close();
  });

  interface Problem {
    readonly type: string;
    readonly title: string;
    readonly detail: string;
    readonly errors: readonly { readonly path: string; readonly message: string }[];
  }

  it('409: a slug already taken', async () => {
    expect((await call(app, 'POST', '/v1/ae-wwii/units', heroBody('hero'), writer)).statusCode).toBe(201);
    const es = await call(app, 'POST', '/v1/ae-wwii/units?lang=es-ES', heroBody('hero'), writer);
    expect(es.statusCode).toBe(409);
    expect(es.headers['content-language']).toBe('es');
    expect(es.json<Problem>()).toMatchObject({
      type: 'https://arbiter.dev/problems/conflict',
      title: 'Conflicto',
      detail: 'Ya tienes una entrada personalizada «custom/hero» (si la borraste, puedes recuperarla con POST /v1/ae-wwii/units/custom/hero/restore).',
      errors: [{ path: 'slug' }],
    });
    const fr = await call(app, 'POST', '/v1/ae-wwii/units', heroBody('hero'), { ...writer, 'accept-language': 'fr-FR' });
    expect(fr.headers['content-language']).toBe('fr');
    expect(fr.json<Problem>()).toMatchObject({
      title: 'Conflit',
      detail: 'Vous avez déjà une entrée personnalisée «\u00a0custom/hero\u00a0» (si elle a été supprimée, POST /v1/ae-wwii/units/custom/hero/restore la rétablit).',
    });
  });

  it('403: writing a built-in id; 404: a custom entry that does not exist, a catalog id that does not exist', async () => {
    const forbidden = await call(app, 'DELETE', '/v1/ae-wwii/weapons/kar98k?lang=fr', undefined, writer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<Problem>()).toMatchObject({
      title: 'Accès refusé',
      detail: '«\u00a0kar98k\u00a0» n’est pas un identifiant personnalisé\u00a0: le catalogue intégré est en lecture seule\u202f; ici les entrées personnalisées s’écrivent `custom-<slug>`.',
      errors: [{ path: 'id', message: 'seuls les identifiants `custom-<slug>` peuvent être modifiés' }],
    });
    const missing = await call(app, 'DELETE', '/v1/ae-wwii/units/custom/ghost?lang=es', undefined, writer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Problem>()).toMatchObject({ title: 'No encontrado', detail: 'No tienes ninguna entrada personalizada «custom/ghost».', errors: [{ path: 'id' }] });
    const unknown = await call(app, 'GET', '/v1/ae-wwii/units/german-geneticists/nobody', undefined, { 'accept-language': 'fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-language']).toBe('fr');
    expect(unknown.json<Problem>().detail).toBe('Il n’existe aucun «\u00a0german-geneticists/nobody\u00a0» dans le jeu «\u00a0ae-wwii\u00a0» (units).');
  });

  it('GraphQL: catalog queries honour Accept-Language and a BCP 47 lang, and say so in Content-Language', async () => {
    const factions = await call(app, 'POST', '/graphql', { query: '{ factions(game: "ae-wwii") { id name } }' }, { 'accept-language': 'es-ES, en;q=0.5' });
    expect(factions.headers['content-language']).toBe('es');
    expect(factions.json<{ data: { factions: { id: string; name: string }[] } }>().data.factions.find((f) => f.id === 'german-geneticists')?.name).toBe('Genetistas alemanes');

    const unit = await call(app, 'POST', '/graphql', { query: '{ aeWwiiUnitById(id: "german-geneticists/nobody", lang: "fr-CA") { name } }' }, { 'accept-language': 'es' });
    expect(unit.headers['content-language']).toBe('fr');
    const [error] = unit.json<{ errors: { message: string; extensions: { code: string; errors: { path: string }[] } }[] }>().errors;
    expect(error?.extensions).toMatchObject({ code: 'NOT_FOUND', errors: [{ path: 'id' }] });
    expect(error?.message).toBe('Il n’existe aucun «\u00a0german-geneticists/nobody\u00a0» dans le jeu «\u00a0ae-wwii\u00a0» (units).');
  });

  it('GraphQL: a conflicting mutation, in the Accept-Language choice', async () => {
    const mutation = 'mutation { createAeWwiiWeapon(input: {slug: "laser", name: {en: "Laser"}, range: 20, strength: 5, rateOfFire: "1:1"}) { id } }';
    expect((await call(app, 'POST', '/graphql', { query: mutation }, writer)).json<{ errors?: unknown }>().errors).toBeUndefined();
    const again = await call(app, 'POST', '/graphql', { query: mutation }, { ...writer, 'accept-language': 'es' });
    const [error] = again.json<{ errors: { message: string; extensions: { code: string; status: number } }[] }>().errors;
    expect(error?.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(error?.message).toBe('Ya tienes una entrada personalizada «custom-laser» (si la borraste, puedes recuperarla con POST /v1/ae-wwii/weapons/custom-laser/restore).');
    expect(again.headers['content-language']).toBe('es');
  });
});
