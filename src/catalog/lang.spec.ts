import { negotiateLang } from './lang';

describe('negotiateLang', () => {
  it('prefers ?lang= over Accept-Language', () => {
    expect(negotiateLang('fr', 'es')).toBe('fr');
    expect(negotiateLang(['es', 'fr'], 'fr')).toBe('es');
  });

  it('normalizes region subtags and case', () => {
    expect(negotiateLang('ES-mx', undefined)).toBe('es');
    expect(negotiateLang('fr_CA', undefined)).toBe('fr');
  });

  it('answers in en for a ?lang= it does not have', () => {
    expect(negotiateLang('de', 'es')).toBe('en');
  });

  it('uses the best supported Accept-Language entry by q-value, then order', () => {
    expect(negotiateLang(undefined, 'de-DE, fr;q=0.8, es;q=0.9')).toBe('es');
    expect(negotiateLang(undefined, 'de, fr-CH, es')).toBe('fr');
    expect(negotiateLang(undefined, 'es;q=0, fr;q=0.1')).toBe('fr');
    expect(negotiateLang(undefined, 'de, *;q=0.5, es;q=0.4')).toBe('en');
    expect(negotiateLang(undefined, 'de, it')).toBe('en');
  });

  it('defaults to en', () => {
    expect(negotiateLang(undefined, undefined)).toBe('en');
    expect(negotiateLang('', '')).toBe('en');
    expect(negotiateLang(undefined, 'garbage;;;q=x')).toBe('en');
  });
});
