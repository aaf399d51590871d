import { join } from 'node:path';
import { en as coreEn } from '../../core/messages/en';
import { translator } from '../../core/i18n';
import { checkCatalogs, keysNamedIn } from '../../../../test/support/message-catalogs';
import { AOF_SKIRMISH } from '../index';
import { RULE_IDS } from '../model';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

const catalogs = { en, es, fr };

describe('AoF Skirmish message catalogs', () => {
  it('have every key in every language, templates that parse and the same params everywhere', () => {
    expect(checkCatalogs(catalogs)).toEqual({ missing: [], extra: [], unparsable: [], params: [], kinds: [], blank: [] });
  });

  it('define every key the rules name, every action and the name of every special rule', () => {
    const known = [...Object.keys(en), ...Object.keys(coreEn)];
    for (const key of keysNamedIn(join(__dirname, '..'))) {
      const present = key.endsWith('*') ? known.some((k) => k.startsWith(key.slice(0, -1))) : known.includes(key);
      expect({ key, present }).toEqual({ key, present: true });
    }
    for (const id of Object.keys(AOF_SKIRMISH.actions)) expect({ id, present: `action.${id}` in en }).toEqual({ id, present: true });
    for (const id of RULE_IDS) expect({ id, present: `rule.${id}` in en }).toEqual({ id, present: true });
  });

  it('render Spanish in the document\'s terms and French with its typography', () => {
    const line = { key: 'step.defense', params: { unit: 'Ogros', hits: 3, defense: 4, ap: 1, cover: 1, need: '4+' } };
    expect(translator([catalogs], 'es')(line)).toBe('Ogros: 3 tiradas de Defensa, Defensa 4+, PA -1, cobertura +1: necesita 4+');
    expect(translator([catalogs], 'fr')(line)).toBe('Ogros\u202f: 3 jets de Défense, Défense 4+, PA -1, couvert +1\u202f: il faut 4+');
    const wounds = (lang: 'es' | 'fr', n: number) => translator([catalogs], lang)({ key: 'result.dangerous', params: { wounds: n } });
    expect([wounds('es', 1), wounds('es', 2), wounds('fr', 1), wounds('fr', 2)]).toEqual(['1 herida', '2 heridas', '1 blessure', '2 blessures']);
  });
});
