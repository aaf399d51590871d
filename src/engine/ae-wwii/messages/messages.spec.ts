import { join } from 'node:path';
import { en as coreEn } from '../../core/messages/en';
import { translator } from '../../core/i18n';
import { checkCatalogs, keysNamedIn } from '../../../../test/support/message-catalogs';
import { AE_WWII } from '../index';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

const catalogs = { en, es, fr };

describe('AE-WWII message catalogs', () => {
  it('have every key in every language, templates that parse and the same params everywhere', () => {
    expect(checkCatalogs(catalogs)).toEqual({ missing: [], extra: [], unparsable: [], params: [], kinds: [], blank: [] });
  });

  it('define every key the rules name (literally, or by a prefix for keys built from an id)', () => {
    const known = [...Object.keys(en), ...Object.keys(coreEn)];
    for (const key of keysNamedIn(join(__dirname, '..'))) {
      const present = key.endsWith('*') ? known.some((k) => k.startsWith(key.slice(0, -1))) : known.includes(key);
      expect({ key, present }).toEqual({ key, present: true });
    }
    for (const id of Object.keys(AE_WWII.actions)) expect({ id, present: `action.${id}` in en }).toEqual({ id, present: true });
  });

  it('render a Spanish and a French line in their own words and typography', () => {
    const armor = { key: 'armor.parts', params: { armor: 3, cover: 'light', coverBonus: 2, clouded: 0 } };
    const line = { key: 'step.armor-save', params: { model: 'Hans', strength: 7, armor, n: 2 } };
    expect(translator([catalogs], 'es')(line)).toBe('Hans: fuerza 7 - (Blindaje 3 + cobertura ligera +2) = salvación 2+');
    expect(translator([catalogs], 'fr')(line)).toBe('Hans\u202f: force 7 - (Armure 3 + couvert léger +2) = sauvegarde 2+');
    const shots = (lang: 'es' | 'fr', n: number) => translator([catalogs], lang)({ key: 'result.shots', params: { shots: n } });
    expect([shots('es', 1), shots('es', 2), shots('fr', 1), shots('fr', 2)]).toEqual(['1 disparo', '2 disparos', '1 tir', '2 tirs']);
  });
});
