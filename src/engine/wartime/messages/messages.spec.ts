import { join } from 'node:path';
import { en as coreEn } from '../../core/messages/en';
import { translator } from '../../core/i18n';
import { checkCatalogs, keysNamedIn } from '../../../../test/support/message-catalogs';
import { WARTIME } from '../index';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

const catalogs = { en, es, fr };

describe('Wartime message catalogs', () => {
  it('have every key in every language, templates that parse and the same params everywhere', () => {
    expect(checkCatalogs(catalogs)).toEqual({ missing: [], extra: [], unparsable: [], params: [], kinds: [], blank: [] });
  });

  it('define every key the rules name (literally, or by a prefix for keys built from an id)', () => {
    const known = [...Object.keys(en), ...Object.keys(coreEn)];
    for (const key of keysNamedIn(join(__dirname, '..'))) {
      const present = key.endsWith('*') ? known.some((k) => k.startsWith(key.slice(0, -1))) : known.includes(key);
      expect({ key, present }).toEqual({ key, present: true });
    }
    for (const id of Object.keys(WARTIME.actions)) expect({ id, present: `action.${id}` in en }).toEqual({ id, present: true });
  });

  it('write each language its own way', () => {
    const verdict = (lang: 'en' | 'es' | 'fr') => translator([catalogs], lang)({ key: 'result.will', params: { verdict: 'fail', acting: 'yes' } });
    expect(verdict('en')).toBe('failed: -1 to attribute checks until the end of its next activation; the action fails');
    expect(verdict('es')).toBe('fallado: -1 a los chequeos de atributo hasta el final de su próxima actuación; la acción falla');
    expect(verdict('fr')).toBe('raté\u202f: -1 aux tests de caractéristique jusqu\u2019à la fin de sa prochaine activation\u202f; l\u2019action échoue');
    const lost = (lang: 'es' | 'fr', n: number) => translator([catalogs], lang)({ key: 'result.members-lost', params: { n } });
    expect([lost('es', 0), lost('es', 1), lost('es', 3), lost('fr', 1), lost('fr', 3)]).toEqual([
      'ningún integrante perdido',
      '1 integrante perdido',
      '3 integrantes perdidos',
      '1 membre perdu',
      '3 membres perdus',
    ]);
  });
});
