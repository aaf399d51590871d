import { RuleError, RuleErrorCode, unknownId } from './errors';
import { translator } from './i18n';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { Candidate, closestIds, editDistance, fold, requireListed } from './suggest';
import { msg } from './types';

const UNITS: Candidate[] = [
  { id: 'american-sci-tech/officer', name: { en: 'Officer', es: 'Oficial', fr: 'Officier' } },
  { id: 'american-sci-tech/airborne', name: { en: 'Airborne', es: 'Paracaidista', fr: 'Parachutiste' } },
  { id: 'german-geneticists/officer', name: { en: 'Officer', es: 'Oficial', fr: 'Officier' } },
  { id: 'german-geneticists/emaciated', name: { en: 'Emaciated', es: 'Emaciados', fr: 'Émaciés' } },
  { id: 'german-geneticists/wehrmacht', name: { en: 'Wehrmacht', es: 'Wehrmacht', fr: 'Wehrmacht' } },
];
const WEAPONS: Candidate[] = ['thompson', 'm1-garand', 'm1-carbine', 'kar98k', 'stg44', 'mp40', 'pistol'].map((id) => ({ id }));

describe('suggestions (did you mean)', () => {
  it('folds case, accents and punctuation', () => {
    expect(fold('Paracaídista')).toBe('paracaidista');
    expect(fold('M1 Garand')).toBe('m1garand');
    expect(fold('german-geneticists/wehrmacht')).toBe('germangeneticistswehrmacht');
    expect(fold('Émaciés')).toBe('emacies');
  });

  it('edit distance counts insertions, deletions, substitutions and adjacent swaps once each', () => {
    expect(editDistance('kar98k', 'kar98k')).toBe(0);
    expect(editDistance('kar98', 'kar98k')).toBe(1); // one insertion
    expect(editDistance('wermacht', 'wehrmacht')).toBe(1); // one insertion
    expect(editDistance('stg44', 'sgt44')).toBe(1); // t and g swapped
    expect(editDistance('pistol', 'pistal')).toBe(1); // one substitution
    expect(editDistance('', 'mp40')).toBe(4);
    expect(editDistance('mp40', 'mp40k')).toBe(editDistance('mp40k', 'mp40'));
  });

  it.each([
    // typed, expected, candidates: each line says why
    ['german-geneticists/wermacht', ['german-geneticists/wehrmacht'], UNITS], // slug 1 edit from "wehrmacht"; the faction's other slugs are far
    ['wehrmacht', ['german-geneticists/wehrmacht'], UNITS], // the faction left out: the slug itself
    ['Paracaidista', ['american-sci-tech/airborne'], UNITS], // the Spanish name typed for the id
    ['paracaídistas', ['american-sci-tech/airborne'], UNITS], // accent and plural: 1 edit from "paracaidista"
    ['american-sci-tech/wehrmacht', ['german-geneticists/wehrmacht'], UNITS], // the right slug in another faction
    ['officer', ['american-sci-tech/officer', 'german-geneticists/officer'], UNITS], // both officers, in catalog order
    ['german-geneticists/oficer', ['german-geneticists/officer', 'american-sci-tech/officer'], UNITS], // the faction typed comes first
    ['kar98', ['kar98k'], WEAPONS], // 1 insertion
    ['garand', ['m1-garand'], WEAPONS], // contained in "m1garand"
    ['M1 Garand', ['m1-garand'], WEAPONS], // name typed: "m1garand" exact; "m1carbine" is 4 edits away, more than a third of 9
    ['sgt44', ['stg44'], WEAPONS], // a swap
    ['bazooka', [], WEAPONS], // nothing close: no suggestion
    ['x', [], WEAPONS], // one letter says nothing
  ] as const)('%s → %j', (typed, expected, candidates) => {
    expect(closestIds(typed, candidates)).toEqual(expected);
  });

  it('gives at most three, never the id typed, and reads only the first 64 characters', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ id: `gun-${i}` }));
    expect(closestIds('gun-x', many)).toEqual(['gun-0', 'gun-1', 'gun-2']);
    expect(closestIds('kar98k', WEAPONS)).toEqual([]);
    // 10,000 characters: only 64 compared (a contained id is still found).
    expect(closestIds(`kar98k${'z'.repeat(10_000)}`, WEAPONS)).toEqual(['kar98k']);
  });

  it('renders "did you mean" in each language, the ids as code', () => {
    const e = unknownId('weapon', msg('error.edition', { game: 'G', edition: 'x', list: 'en' }), ['kar98k', 'stg44']);
    const said = (catalog: typeof en, lang: 'en' | 'es' | 'fr') => e.localized(translator([{ [lang]: catalog, en }], lang)).errors[0];
    expect(said(en, 'en')).toEqual({ path: 'weapon', message: 'no G edition "x"; the editions are en; did you mean `kar98k`, `stg44`?', suggestions: ['kar98k', 'stg44'] });
    expect(said(es, 'es').message).toBe('no existe la edición «x» de G; las ediciones son en; ¿quisiste decir `kar98k`, `stg44`?');
    expect(said(fr, 'fr').message).toBe('pas d’édition «\u202fx\u202f» pour G\u202f; les éditions sont en\u202f; vouliez-vous dire `kar98k`, `stg44`\u202f?');
    // Localizing twice does not say it twice.
    const once = e.localized(translator([{ en }], 'en'));
    expect(once.localized(translator([{ en }], 'en')).errors[0].message).toBe(once.errors[0].message);
    // No suggestion: no question.
    expect(unknownId('weapon', msg('error.action', { game: 'G', action: 'a' }), []).localized(translator([{ en }], 'en')).errors[0]).toEqual({ path: 'weapon', message: 'no G action "a"' });
  });

  it('requireListed: an id the unit does not list is a rule violation listing what it does', () => {
    expect(() => requireListed('weapon', 'kar98k', ['kar98k', 'stg44'], msg('x'))).not.toThrow();
    let thrown: unknown;
    try {
      requireListed('weapon', 'm1-garand', ['kar98k', 'stg44', 'grenades'], msg('x'));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RuleError);
    expect((thrown as RuleError).code).toBe(RuleErrorCode.RuleViolation);
    expect((thrown as RuleError).errors).toEqual([{ path: 'weapon', message: msg('x'), suggestions: ['kar98k', 'stg44', 'grenades'] }]);
  });
});
