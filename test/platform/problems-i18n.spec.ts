import 'reflect-metadata';
import type { FastifyRequest } from 'fastify';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { Scope } from '../../src/auth/principal';
import { loadConfig } from '../../src/config/app-config';
import { PROBLEM_CATALOGS } from '../../src/common/problem/messages';
import { ProblemType } from '../../src/common/problem/problem.exception';
import { ResolveService } from '../../src/games/resolve/resolve.service';
import { gameCatalogsLoaded } from '../support/games';
import { SHOT } from '../security/helpers';

// Keys need a database; here a test header stands in for the API-key hook, as in test/security:
// `x-test-scopes: write,admin` makes principalOf() return a key with those scopes.
jest.mock('../../src/auth/principal', () => {
  const actual = jest.requireActual<typeof import('../../src/auth/principal')>('../../src/auth/principal');
  return {
    ...actual,
    principalOf: (request: FastifyRequest) => {
      const scopes = request.headers['x-test-scopes'];
      return typeof scopes === 'string' ? { keyId: 'Test1234', owner: 'test', scopes: scopes.split(',') as Scope[] } : actual.principalOf(request);
    },
  };
});

/**
 * Every problem a request can get, in Spanish and French, through the whole HTTP stack (no
 * database): the title of its type, a detail and field messages in the language asked for (by
 * `?lang=` or Accept-Language, whatever stage refused the request), Content-Language saying so,
 * and the paths unchanged. 409 needs a database: problems-i18n.e2e-spec.ts.
 */

interface Reply {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly body: string;
  json<T = Record<string, unknown>>(): T;
}

interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly errors: readonly { readonly path: string; readonly message: string }[];
}

type Inject = (o: object) => Promise<Reply>;

/** `seeded`: false boots without catalogs (not ready). */
async function boot(env: Record<string, string> = {}, seeded = true): Promise<{ app: NestFastifyApplication; inject: Inject }> {
  const config = loadConfig({ NODE_ENV: 'test', BODY_LIMIT: '4096', ...env });
  const app = await createApp({ config, withoutDatabase: { seeded, databaseUp: true }, logs: false, docs: false });
  const fastify = app.getHttpAdapter().getInstance();
  return { app, inject: fastify.inject.bind(fastify) as unknown as Inject };
}

const RAIL_GUN = { slug: 'rail-gun', name: { en: 'Rail gun' }, range: 30, strength: 6, rateOfFire: '1:1' };
const officer = { unit: 'american-sci-tech/officer' };

const post = (url: string, body: unknown, headers: Record<string, string> = {}): object => ({
  method: 'POST',
  url,
  payload: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

/** `url` with `lang=<lang>` added to its query. */
const withLang = (url: string, lang: string): string => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/** One request per problem type; `lang` goes in `?lang=` or, with `header`, Accept-Language. */
interface Case {
  readonly type: ProblemType;
  readonly status: number;
  readonly request: (lang: string) => object;
  /** Paths of `errors`, in order. */
  readonly paths?: readonly string[];
}

const CASES: readonly Case[] = [
  { type: ProblemType.Validation, status: 400, request: (l) => post(withLang('/v1/ae-wwii/resolve/shot', l), { ...SHOT, distance: 'far' }), paths: ['distance'] },
  { type: ProblemType.MalformedJson, status: 400, request: (l) => post(withLang('/v1/ae-wwii/resolve/shot', l), '{"attacker":') },
  { type: ProblemType.BadRequest, status: 400, request: (l) => ({ method: 'GET', url: '/v1/ae-wwii/units/%E0%A4%A', headers: { 'accept-language': l } }) },
  { type: ProblemType.RuleViolation, status: 422, request: (l) => post(withLang('/v1/ae-wwii/resolve/shot', l), { ...SHOT, distance: 100 }), paths: ['distance'] },
  { type: ProblemType.UnknownId, status: 422, request: (l) => post(withLang('/v1/ae-wwii/resolve/shot', l), { ...SHOT, weapon: 'death-ray' }), paths: ['weapon'] },
  { type: ProblemType.BadDice, status: 422, request: (l) => post(withLang('/v1/ae-wwii/resolve/shot', l), { ...SHOT, dice: { values: [13] } }), paths: ['dice.values[0]'] },
  {
    type: ProblemType.TooLarge,
    status: 422,
    request: (l) => post(withLang('/v1/ae-wwii/resolve/shot', l), { attacker: officer, weapon: 'thompson', target: officer, distance: 5, actionPoints: 1, dice: { values: new Array<number>(201).fill(4) } }),
    paths: ['dice.values'],
  },
  { type: ProblemType.NotFound, status: 404, request: (l) => ({ method: 'GET', url: '/v1/nope', headers: { 'accept-language': l } }) },
  { type: ProblemType.MethodNotAllowed, status: 405, request: (l) => ({ method: 'GET', url: withLang('/graphql', l) }) },
  { type: ProblemType.UnsupportedMediaType, status: 415, request: (l) => ({ method: 'POST', url: withLang('/v1/ae-wwii/resolve/shot', l), payload: 'shot', headers: { 'content-type': 'text/plain' } }) },
  { type: ProblemType.PayloadTooLarge, status: 413, request: (l) => post(withLang('/v1/ae-wwii/resolve/shot', l), { ...SHOT, weapon: 'x'.repeat(5000) }) },
  { type: ProblemType.Unauthorized, status: 401, request: (l) => post(withLang('/v1/ae-wwii/resolve/shot', l), SHOT, { authorization: 'Bearer not-a-key' }), paths: ['Authorization'] },
  { type: ProblemType.Unauthorized, status: 401, request: (l) => post(withLang('/v1/ae-wwii/weapons', l), RAIL_GUN), paths: ['Authorization'] },
  { type: ProblemType.Forbidden, status: 403, request: (l) => post(withLang('/v1/ae-wwii/weapons', l), RAIL_GUN, { 'x-test-scopes': 'read' }), paths: ['Authorization'] },
  { type: ProblemType.Unavailable, status: 503, request: (l) => post(withLang('/v1/ae-wwii/weapons', l), RAIL_GUN, { 'x-test-scopes': 'write' }) },
];

function expectProblem(res: Reply, lang: string, type: ProblemType, status: number): Problem {
  expect({ status: res.statusCode, body: res.body }).toEqual({ status, body: expect.any(String) });
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.headers['content-language']).toBe(lang);
  const p = res.json<Problem>();
  expect(p.type).toBe(`https://arbiter.dev/problems/${type}`);
  expect(p.title).toBe(PROBLEM_CATALOGS[lang as 'es' | 'fr'][`title.${type}`]);
  expect(p.detail).not.toMatch(/\{\w+}/);
  return p;
}

describe('problems in Spanish and French, through the HTTP stack', () => {
  let app: NestFastifyApplication;
  let inject: Inject;
  let english: Map<Case, Problem>;

  beforeAll(async () => {
    ({ app, inject } = await boot());
    english = new Map();
    for (const c of CASES) english.set(c, (await inject(c.request('en'))).json<Problem>());
  });
  afterAll(() => app.close());

  describe.each(['es', 'fr'])('%s', (lang) => {
    it.each(CASES.map((c) => [`${c.status} ${c.type}`, c] as const))('%s: title, detail and field messages translated, paths unchanged', async (_name, c) => {
      const p = expectProblem(await inject(c.request(lang)), lang, c.type, c.status);
      const en = english.get(c) as Problem;
      expect(en.title).toBe(PROBLEM_CATALOGS.en[`title.${c.type}`]);
      expect(p.title).not.toBe(en.title === 'Conflict' ? '' : en.title);
      expect(p.errors.map((e) => e.path)).toEqual(c.paths ?? en.errors.map((e) => e.path));
      if (c.status === 422) {
        // The engine's own field messages (it renders them in the request's language); ours is the frame.
        expect(p.detail).toContain(p.errors[0]?.message);
      } else {
        expect(p.detail).not.toBe(en.detail);
        for (const [i, e] of p.errors.entries()) expect(e.message).not.toBe(en.errors[i]?.message);
      }
    });
  });

  it('writes exactly these texts', async () => {
    const texts = async (request: object): Promise<Pick<Problem, 'title' | 'detail' | 'errors'>> => {
      const { title, detail, errors } = (await inject(request)).json<Problem>();
      return { title, detail, errors };
    };
    expect(await texts(post('/v1/ae-wwii/resolve/shot?lang=es-ES', { ...SHOT, attacker: { unit: 'Wehrmacht' } }))).toEqual({
      title: 'Solicitud no válida',
      detail: 'El campo attacker.unit debe ser un identificador de unidad como `german-geneticists/wehrmacht` (letras minúsculas, cifras y guiones, facción/unidad).',
      errors: [{ path: 'attacker.unit', message: 'debe ser un identificador de unidad como `german-geneticists/wehrmacht` (letras minúsculas, cifras y guiones, facción/unidad)' }],
    });
    expect(await texts(post('/v1/ae-wwii/resolve/shot?lang=fr-CA', { ...SHOT, cover: 'open' }))).toEqual({
      title: 'Requête invalide',
      detail: 'Le champ cover doit être l’une de ces valeurs\u00a0: none, light, substantial, heavy.',
      errors: [{ path: 'cover', message: 'doit être l’une de ces valeurs\u00a0: none, light, substantial, heavy' }],
    });
    expect(await texts({ method: 'GET', url: '/v1/nope?x=1', headers: { 'accept-language': 'fr' } })).toEqual({
      title: 'Introuvable',
      detail: 'La route GET /v1/nope n’existe pas.',
      errors: [],
    });
    expect(await texts(post('/v1/ae-wwii/resolve/shot', { ...SHOT, weapon: 'x'.repeat(5000) }, { 'accept-language': 'es' }))).toEqual({
      title: 'Cuerpo demasiado grande',
      detail: 'El cuerpo supera los 4096 bytes, el máximo que acepta este servidor.',
      errors: [],
    });
    expect(await texts(post('/v1/ae-wwii/weapons?lang=fr', RAIL_GUN, { 'x-test-scopes': 'read' }))).toEqual({
      title: 'Accès refusé',
      detail: 'La clé d’API Test1234 n’a pas le droit write.',
      errors: [{ path: 'Authorization', message: 'la clé n’a pas le droit write' }],
    });
  });

  it('a malformed ?lang= is a 400 naming lang, written in the Accept-Language choice, else English', async () => {
    for (const [acceptLanguage, lang, message] of [
      ['fr-CA', 'fr', 'doit être une balise de langue comme `es`, `es-ES` ou `fr-CA`'],
      ['es', 'es', 'debe ser una etiqueta de idioma como `es`, `es-ES` o `fr-CA`'],
      ['de', 'en', 'must be a language tag such as `es`, `es-ES` or `fr-CA`'],
    ] as const) {
      const res = await inject(post('/v1/ae-wwii/resolve/shot?lang=%25%25%25', SHOT, { 'accept-language': acceptLanguage }));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-language']).toBe(lang);
      expect(res.json<Problem>().errors).toEqual([{ path: 'lang', message }]);
    }
  });

  it('a language we lack (?lang=de, pt-BR) answers in English and says so', async () => {
    for (const tag of ['de', 'pt-BR']) {
      const ok = await inject(post(`/v1/ae-wwii/resolve/shot?lang=${tag}`, SHOT, { 'accept-language': 'fr' }));
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-language']).toBe('en');
      const bad = await inject(post(`/v1/ae-wwii/resolve/shot?lang=${tag}`, { ...SHOT, distance: 'far' }, { 'accept-language': 'fr' }));
      expect(bad.headers['content-language']).toBe('en');
      expect(bad.json<Problem>().title).toBe('Invalid request');
    }
  });
});

describe('validation messages in Spanish and French name the right path', () => {
  let app: NestFastifyApplication;
  let inject: Inject;
  beforeAll(async () => {
    ({ app, inject } = await boot({ BODY_LIMIT: '65536' }));
  });
  afterAll(() => app.close());

  const errorsOf = async (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Problem['errors']> => {
    const res = await inject(post(url, body, headers));
    expect(res.statusCode).toBe(400);
    return res.json<Problem>().errors;
  };
  const shot = (lang: string, body: unknown): Promise<Problem['errors']> => errorsOf(`/v1/ae-wwii/resolve/shot?lang=${lang}`, body);

  const { actionPoints: _ap, ...noActionPoints } = SHOT;
  void _ap;
  const cases: readonly (readonly [string, (lang: string) => Promise<Problem['errors']>, Readonly<Record<'es' | 'fr', Problem['errors']>>])[] = [
    ['required', (l) => shot(l, noActionPoints), { es: [{ path: 'actionPoints', message: 'es obligatorio' }], fr: [{ path: 'actionPoints', message: 'est obligatoire' }] }],
    [
      'additionalProperties',
      (l) => shot(l, { ...SHOT, attacker: { ...SHOT.attacker, foo: 1 } }),
      { es: [{ path: 'attacker.foo', message: 'no existe en esta solicitud' }], fr: [{ path: 'attacker.foo', message: 'n’existe pas dans cette requête' }] },
    ],
    ['type', (l) => shot(l, { ...SHOT, distance: 'far' }), { es: [{ path: 'distance', message: 'debe ser un número' }], fr: [{ path: 'distance', message: 'doit être un nombre' }] }],
    [
      'maximum',
      (l) => shot(l, { ...SHOT, dice: { values: [1, 2, 3, 101] } }),
      { es: [{ path: 'dice.values[3]', message: 'debe ser como máximo 100' }], fr: [{ path: 'dice.values[3]', message: 'doit être inférieur ou égal à 100' }] },
    ],
    [
      'maxItems',
      (l) => shot(l, { ...SHOT, models: new Array<number>(501).fill(1) }),
      { es: [{ path: 'models', message: 'debe tener como máximo 500 elementos' }], fr: [{ path: 'models', message: 'doit contenir au plus 500 éléments' }] },
    ],
    [
      'pattern',
      (l) => shot(l, { ...SHOT, weapon: { profile: { range: 24, strength: 4, rateOfFire: '1-2' } } }),
      {
        es: [{ path: 'weapon.profile.rateOfFire', message: 'debe ser una Tasa de Fuego como `1:2` (disparos:PA, cada uno de 1 a 99)' }],
        fr: [{ path: 'weapon.profile.rateOfFire', message: 'doit être une cadence de tir comme `1:2` (tirs:PA, chacun de 1 à 99)' }],
      },
    ],
    [
      'oneOf (an id or a profile)',
      (l) => shot(l, { ...SHOT, weapon: 42 }),
      {
        es: [{ path: 'weapon', message: 'debe ser un identificador de arma como `kar98k` o `custom-rail-gun` (letras minúsculas, cifras y guiones), o un perfil en línea `{ "profile": { ... } }`' }],
        fr: [{ path: 'weapon', message: 'doit être un identifiant d’arme comme `kar98k` ou `custom-rail-gun` (lettres minuscules, chiffres et tirets), ou un profil en ligne `{ "profile": { ... } }`' }],
      },
    ],
    [
      'x-exactlyOne',
      (l) => shot(l, { ...SHOT, dice: { seed: 'a', values: [1] } }),
      { es: [{ path: 'dice', message: 'debe tener exactamente uno de estos campos: seed, values' }], fr: [{ path: 'dice', message: 'doit avoir exactement un de ces champs\u00a0: seed, values' }] },
    ],
    [
      'x-uniqueBy',
      (l) => errorsOf(`/v1/ae-wwii/resolve/initiative?lang=${l}`, { sides: [{ name: 'A', highestDrive: 2 }, { name: 'A', highestDrive: 3 }] }),
      {
        es: [{ path: 'sides[1]', message: 'repite el valor «A» del campo name de un elemento anterior' }],
        fr: [{ path: 'sides[1]', message: 'reprend la valeur «\u00a0A\u00a0» du champ name d’un élément précédent' }],
      },
    ],
    [
      'minItems',
      (l) => errorsOf(`/v1/ae-wwii/resolve/initiative?lang=${l}`, { sides: [{ name: 'A', highestDrive: 2 }] }),
      { es: [{ path: 'sides', message: 'debe tener al menos 2 elementos' }], fr: [{ path: 'sides', message: 'doit contenir au moins 2 éléments' }] },
    ],
    [
      'minLength, and a slug pattern',
      (l) => errorsOf(`/v1/ae-wwii/weapons?lang=${l}`, { ...RAIL_GUN, slug: 'Rail Gun', name: { en: '' } }, { 'x-test-scopes': 'write' }),
      {
        es: [
          { path: 'slug', message: 'debe ser un slug como `iron-hero` (letras minúsculas y cifras, palabras unidas por un solo guion)' },
          { path: 'name.en', message: 'no puede estar vacío' },
        ],
        fr: [
          { path: 'slug', message: 'doit être un slug comme `iron-hero` (lettres minuscules et chiffres, mots reliés par un seul tiret)' },
          { path: 'name.en', message: 'ne doit pas être vide' },
        ],
      },
    ],
    [
      'uniqueItems and enum',
      (l) => errorsOf(`/v1/admin/api-keys?lang=${l}`, { owner: 'bot', scopes: ['read', 'read', 'root'] }, { 'x-test-scopes': 'admin' }),
      {
        es: [
          { path: 'scopes', message: 'incluye «read» más de una vez' },
          { path: 'scopes[2]', message: 'debe ser uno de estos valores: read, write, admin' },
        ],
        fr: [
          { path: 'scopes', message: 'contient «\u00a0read\u00a0» plusieurs fois' },
          { path: 'scopes[2]', message: 'doit être l’une de ces valeurs\u00a0: read, write, admin' },
        ],
      },
    ],
  ];

  it.each(cases.flatMap(([keyword, send, expected]) => (['es', 'fr'] as const).map((lang) => [keyword, lang, send, expected[lang]] as const)))(
    '%s (%s)',
    async (_keyword, lang, send, expected) => {
      expect([...(await send(lang))].sort((a, b) => a.path.localeCompare(b.path))).toEqual([...expected].sort((a, b) => a.path.localeCompare(b.path)));
    },
  );
});

describe('problems raised outside the handlers, in Spanish and French', () => {
  it('429 rate-limited, with the window in words', async () => {
    const { app, inject } = await boot({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS: '1', RATE_LIMIT_WINDOW: '30s' });
    try {
      const send = (lang: string): Promise<Reply> => inject({ ...post(`/v1/ae-wwii/resolve/shot?lang=${lang}`, SHOT), remoteAddress: `192.0.2.${lang === 'es' ? 1 : 2}` });
      for (const lang of ['es', 'fr']) {
        expect((await send(lang)).statusCode).toBe(200);
        const p = expectProblem(await send(lang), lang, ProblemType.RateLimited, 429);
        expect(p.detail).toMatch(lang === 'es' ? /^Límite de solicitudes superado: 1 solicitud cada 30 segundos para las solicitudes anónimas/ : /^Limite de requêtes dépassée\u00a0: 1 requête toutes les 30 secondes pour les requêtes anonymes/);
      }
    } finally {
      await app.close();
    }
  });

  it('503 not ready, and 500 with nothing leaked', async () => {
    const explode = jest.spyOn(ResolveService.prototype, 'resolve').mockImplementation(() => {
      throw new Error('connect ECONNREFUSED /var/run/postgresql SELECT 1');
    });
    const { app, inject } = await boot();
    const { app: unloaded, inject: injectUnloaded } = await boot({}, false);
    try {
      for (const lang of ['es', 'fr']) {
        const internal = expectProblem(await inject(post(`/v1/ae-wwii/resolve/shot?lang=${lang}`, SHOT)), lang, ProblemType.Internal, 500);
        expect(internal.detail).toBe(lang === 'es' ? 'Se ha producido un error inesperado. Ha quedado registrado.' : 'Une erreur inattendue s’est produite. Elle a été journalisée.');
        const notReady = expectProblem(await injectUnloaded({ method: 'GET', url: '/health/ready', headers: { 'accept-language': lang } }), lang, ProblemType.Unavailable, 503);
        expect(notReady.errors.map((e) => e.path)).toEqual(Object.keys(gameCatalogsLoaded()));
      }
    } finally {
      explode.mockRestore();
      await app.close();
      await unloaded.close();
    }
  });
});
