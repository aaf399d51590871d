import { LANGUAGE_TAG_PATTERN, langOfTag, negotiateLang, negotiateProblemLang, parseAcceptLanguage } from '../../src/common/i18n/lang';
import { ProblemException } from '../../src/common/problem/problem.exception';

describe('language negotiation', () => {
  it('reads Accept-Language by q-value, then order, on the primary subtag, any case', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr', 'fr', 'en', 'de', '*']);
    expect(parseAcceptLanguage('de;q=0.1, es')).toEqual(['es', 'de']);
    expect(parseAcceptLanguage('es;q=0, fr')).toEqual(['fr']);
    expect(parseAcceptLanguage('  ;;, 12, x-klingon;q=abc, ES ')).toEqual(['x', 'es']);
    expect(parseAcceptLanguage('EN-us, ES-es;Q=0.5')).toEqual(['en', 'es']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('?lang= wins, then Accept-Language, then en', () => {
    expect(negotiateLang('es', 'fr')).toBe('es');
    expect(negotiateLang(undefined, 'de, fr;q=0.5')).toBe('fr');
    expect(negotiateLang(undefined, 'de')).toBe('en');
    expect(negotiateLang(undefined, '*')).toBe('en');
    expect(negotiateLang(undefined, undefined)).toBe('en');
  });

  it.each([
    ['es', 'es'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['ES', 'es'],
    ['fr-CA', 'fr'],
    ['fr-ca', 'fr'],
    ['EN-us', 'en'],
    ['en-GB', 'en'],
    ['zh-Hant-TW', 'en'],
    ['de', 'en'],
    ['pt-BR', 'en'],
    ['x-klingon', 'en'],
    ['en-US-x-twain', 'en'],
  ])('?lang=%s (a BCP 47 tag, matched on its language) → %s', (tag, lang) => {
    expect(negotiateLang(tag, 'fr')).toBe(lang);
    expect(langOfTag(tag)).toBe(lang);
  });

  it('falls back to en when the game lacks the language', () => {
    expect(negotiateLang('fr', undefined, ['en', 'es'])).toBe('en');
    expect(negotiateLang('fr-CA', undefined, ['en', 'es'])).toBe('en');
    expect(negotiateLang(undefined, 'fr, es;q=0.5', ['en', 'es'])).toBe('es');
  });

  it.each([['%%%'], [''], ['e'], ['es_ES'], ['es-'], ['-es'], ['es--ES'], ['x'], ['toolongtag'], ['es-ES-abcdefghi'], ['*'], ['es ES'], [['en', 'es']], [42]])(
    'a malformed ?lang= (%j) is a 400 problem naming lang',
    (bad) => {
      let thrown: unknown;
      try {
        negotiateLang(bad, 'fr');
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(ProblemException);
      expect((thrown as ProblemException).getStatus()).toBe(400);
      expect((thrown as ProblemException).errors[0]?.path).toBe('lang');
      expect(langOfTag(bad)).toBeUndefined();
    },
  );

  it('a problem about lang itself is written in the Accept-Language choice, else en', () => {
    expect(negotiateProblemLang('%%%', 'fr-CA')).toBe('fr');
    expect(negotiateProblemLang('%%%', undefined)).toBe('en');
    expect(negotiateProblemLang('es-ES', 'fr')).toBe('es');
    expect(negotiateProblemLang(undefined, 'es')).toBe('es');
  });

  it('the documented pattern is the one applied', () => {
    for (const tag of ['es', 'es-ES', 'fr-CA', 'EN-us', 'pt-BR', 'i-klingon']) expect(LANGUAGE_TAG_PATTERN.test(tag)).toBe(true);
    for (const tag of ['%%%', 'es_ES', '']) expect(LANGUAGE_TAG_PATTERN.test(tag)).toBe(false);
  });
});
