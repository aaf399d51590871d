import { GqlBody, GraphqlHarness, SHOT_LITERAL, bootGraphql, expectRefusedBeforeExecution } from './support';

/**
 * GraphQL negotiates the language as REST does (src/common/i18n/lang.ts): the `lang` argument, a
 * BCP 47 tag as Discord's `interaction.locale` sends it (or the bare `lang: es` of the former
 * enum), else Accept-Language, else en; Content-Language names what the reply is written in.
 */
describe('GraphQL language', () => {
  let h: GraphqlHarness;
  beforeAll(async () => {
    h = await bootGraphql();
  });
  afterAll(() => h.close());

  /** The rate-of-fire step of the KAR98k shot, told apart by its language's rules terms (the engine's wording may change). */
  const ROF = { en: /^KAR98k fires 1:2 with 2 AP/, es: /Tasa de Fuego 1:2.* PA/, fr: /cadence de tir 1:2.* PA/ } as const;

  const shot = async (args: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>, params = ''): Promise<{ lang: unknown; summary: string | undefined }> => {
    const res = await h.post({ query: `query Q${params} { aeWwiiShot(input: ${SHOT_LITERAL}${args}) { steps { summary } } }`, variables }, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<GqlBody & { data: { aeWwiiShot: { steps: { summary: string }[] } } }>();
    expect(body.errors).toBeUndefined();
    return { lang: res.headers['content-language'], summary: body.data.aeWwiiShot.steps[0]?.summary };
  };

  it.each([
    [', lang: "es-ES"', {}, 'es'],
    [', lang: "fr-CA"', { 'accept-language': 'es' }, 'fr'],
    [', lang: "EN-us"', { 'accept-language': 'es' }, 'en'],
    [', lang: "es-419"', {}, 'es'],
    [', lang: es', {}, 'es'],
    [', lang: fr', { 'accept-language': 'es' }, 'fr'],
    ['', { 'accept-language': 'fr-CA, en;q=0.5' }, 'fr'],
    ['', { 'accept-language': 'ES-es' }, 'es'],
    ['', {}, 'en'],
    [', lang: null', { 'accept-language': 'es' }, 'es'],
    [', lang: "de"', { 'accept-language': 'fr' }, 'en'],
    [', lang: "pt-BR"', {}, 'en'],
  ] as const)('%s %j → written and Content-Language in %s', async (args, headers, lang) => {
    const { lang: contentLanguage, summary } = await shot(args, headers);
    expect(contentLanguage).toBe(lang);
    expect(summary).toMatch(ROF[lang]);
  });

  it('takes the tag in a variable declared `Lang` (a Discord bot passes interaction.locale as is)', async () => {
    const { lang, summary } = await shot(', lang: $locale', {}, { locale: 'fr' }, '($locale: Lang)');
    expect(lang).toBe('fr');
    expect(summary).toMatch(ROF.fr);
    expect((await shot(', lang: $locale', {}, { locale: 'es-ES' }, '($locale: Lang)')).lang).toBe('es');
  });

  it('fields in different languages: Content-Language lists them', async () => {
    const res = await h.gql(`{ a: aeWwiiShot(input: ${SHOT_LITERAL}, lang: "es-ES") { complete } b: aeWwiiShot(input: ${SHOT_LITERAL}, lang: "fr") { complete } }`);
    expect(res.headers['content-language']).toBe('es, fr');
  });

  it('a malformed lang is a 400 naming lang, written in the Accept-Language choice', async () => {
    for (const [acceptLanguage, lang, message] of [
      ['fr', 'fr', 'doit être une balise de langue comme `es`, `es-ES` ou `fr-CA`'],
      ['es-MX', 'es', 'debe ser una etiqueta de idioma como `es`, `es-ES` o `fr-CA`'],
      ['', 'en', 'must be a language tag such as `es`, `es-ES` or `fr-CA`'],
    ] as const) {
      const res = await h.post({ query: `{ aeWwiiShot(input: ${SHOT_LITERAL}, lang: "%%%") { complete } }` }, acceptLanguage ? { 'accept-language': acceptLanguage } : {});
      expect(res.headers['content-language']).toBe(lang);
      const [error] = res.json<GqlBody>().errors ?? [];
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, type: 'validation', errors: [{ path: 'lang', message }] });
    }
  });

  it('a lang that is not a string is refused before execution', async () => {
    const errors = expectRefusedBeforeExecution(await h.gql(`{ aeWwiiShot(input: ${SHOT_LITERAL}, lang: 12) { complete } }`));
    expect(errors[0]?.message).toMatch(/Lang must be a language tag string/);
  });

  it('validation problems are written in the field’s language, with the same paths', async () => {
    const query = (lang: string): string =>
      `{ aeWwiiShot(input: {attacker: {unit: "Wehrmacht"}, weapon: {profile: {range: 24, strength: 4, rateOfFire: "1:0"}}, distance: 2000, actionPoints: 2}${lang}) { complete } }`;
    const es = await h.post({ query: query('') }, { 'accept-language': 'es' });
    const fr = await h.post({ query: query(', lang: "fr-CA"') }, { 'accept-language': 'es' });
    expect(es.headers['content-language']).toBe('es');
    expect(fr.headers['content-language']).toBe('fr');
    const [esError] = es.json<GqlBody>().errors ?? [];
    const [frError] = fr.json<GqlBody>().errors ?? [];
    expect(esError?.message).toMatch(/^El campo attacker\.unit debe ser un identificador de unidad como `german-geneticists\/wehrmacht`/);
    expect(frError?.message).toMatch(/^Le champ attacker\.unit doit être un identifiant d’unité comme `german-geneticists\/wehrmacht`/);
    const paths = ['attacker.unit', 'distance', 'weapon.profile.rateOfFire'];
    expect(esError?.extensions.errors.map((e) => e.path).sort()).toEqual(paths);
    expect(frError?.extensions.errors.map((e) => e.path).sort()).toEqual(paths);
    expect(frError?.extensions.errors.find((e) => e.path === 'distance')?.message).toBe('doit être inférieur ou égal à 1\u202f000');
  });

  it('a rule error keeps the engine’s field message and is framed in the field’s language', async () => {
    const res = await h.post({ query: `{ aeWwiiShot(input: {attacker: {unit: "german-geneticists/wehrmacht"}, weapon: "death-ray", target: {unit: "american-sci-tech/airborne"}, distance: 5, actionPoints: 2}, lang: "fr") { complete } }` });
    const [error] = res.json<GqlBody>().errors ?? [];
    expect(error?.extensions).toMatchObject({ code: 'UNKNOWN_ID', status: 422, errors: [{ path: 'weapon' }] });
    expect(error?.message).toBe(`weapon\u00a0: ${error?.extensions.errors[0]?.message}.`);
    expect(res.headers['content-language']).toBe('fr');
  });
});
