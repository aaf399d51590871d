import { ProblemException } from '../common/problem/problem.exception';
import { negotiateLang } from './lang';

describe('negotiateLang', () => {
  it('prefers ?lang= over Accept-Language', () => {
    expect(negotiateLang('fr', 'es')).toBe('fr');
    expect(negotiateLang(['es', 'fr'], 'fr')).toBe('es');
  });

  it.each(['de', 'ES', 'es-MX', ''])('rejects ?lang=%p with a 400 naming lang', (lang) => {
    let error: unknown;
    try {
      negotiateLang(lang, 'es');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ProblemException);
    const problem = error as ProblemException;
    expect(problem.getStatus()).toBe(400);
    expect(problem.errors.map((e) => e.path)).toEqual(['lang']);
  });

  it('uses the best supported Accept-Language entry by q-value, then order', () => {
    expect(negotiateLang(undefined, 'de-DE, fr;q=0.8, es;q=0.9')).toBe('es');
    expect(negotiateLang(undefined, 'de, FR-ch, es')).toBe('fr');
    expect(negotiateLang(undefined, 'es;q=0, fr;q=0.1')).toBe('fr');
    expect(negotiateLang(undefined, 'de, *;q=0.5, es;q=0.4')).toBe('en');
    expect(negotiateLang(undefined, 'de, it')).toBe('en');
  });

  it('defaults to en', () => {
    expect(negotiateLang(undefined, undefined)).toBe('en');
    expect(negotiateLang(undefined, '')).toBe('en');
    expect(negotiateLang(undefined, 'garbage;;;q=x')).toBe('en');
  });
});
