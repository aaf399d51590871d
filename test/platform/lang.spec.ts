import { negotiateLang, parseAcceptLanguage } from '../../src/common/i18n/lang';
import { ProblemException } from '../../src/common/problem/problem.exception';

describe('language negotiation', () => {
  it('reads Accept-Language by q-value, then order, without regions', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr', 'fr', 'en', 'de', '*']);
    expect(parseAcceptLanguage('de;q=0.1, es')).toEqual(['es', 'de']);
    expect(parseAcceptLanguage('es;q=0, fr')).toEqual(['fr']);
    expect(parseAcceptLanguage('  ;;, 12, x-klingon;q=abc, ES ')).toEqual(['x', 'es']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('?lang= wins, then Accept-Language, then en', () => {
    expect(negotiateLang('es', 'fr')).toBe('es');
    expect(negotiateLang(undefined, 'de, fr;q=0.5')).toBe('fr');
    expect(negotiateLang(undefined, 'de')).toBe('en');
    expect(negotiateLang(undefined, '*')).toBe('en');
    expect(negotiateLang(undefined, undefined)).toBe('en');
  });

  it('falls back to en when the game lacks the language', () => {
    expect(negotiateLang('fr', undefined, ['en', 'es'])).toBe('en');
    expect(negotiateLang(undefined, 'fr, es;q=0.5', ['en', 'es'])).toBe('es');
  });

  it('an invalid ?lang= is a 400 problem naming lang', () => {
    for (const bad of ['de', 'EN', '', ['en', 'es']]) {
      let thrown: unknown;
      try {
        negotiateLang(bad, undefined);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(ProblemException);
      expect((thrown as ProblemException).getStatus()).toBe(400);
      expect((thrown as ProblemException).errors[0]?.path).toBe('lang');
    }
  });
});
