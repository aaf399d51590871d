import { Catalog, Template, translator } from '../../core/i18n';
import { Lang } from '../../core/types';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/**
 * The three AE-WWII catalogs must stay interchangeable: same keys, same {param} holes, and
 * function templates that render cleanly. A missing key would silently fall back to English.
 */
const catalogs: Readonly<Record<Lang, Catalog>> = { en, es, fr };
const langs = Object.keys(catalogs) as Lang[];
const keys = Object.keys(en).sort();

/**
 * Keys that are plain templates in English but functions elsewhere, because the engine passes a
 * raw English word (movement mode "sprint" | "charge") that the other languages must translate.
 */
const TRANSLATED_PARAMS = new Set(['step.sprint', 'step.sprint-difficult']);

const holes = (template: string): string[] => [...new Set([...template.matchAll(/\{(\w+)}/g)].map((m) => m[1]))].sort();

/** Two plausible param sets per function template: every optional part on, then off. */
const samples: readonly Record<string, string | number>[] = [
  { count: 2, die: 'd6', purpose: 'purpose', need: '4+', armor: 3, cover: 'light', coverBonus: 2, clouded: 2, model: 'Hans', mode: 'sprint', m: 3, perAp: 2 },
  { count: 1, die: 'd12', purpose: 'purpose', need: '', armor: 3, cover: 'none', coverBonus: 0, clouded: 0, model: 'Ivan', mode: 'charge', m: 3, perAp: 2 },
];

describe('AE-WWII message catalogs', () => {
  it.each(langs)('%s has exactly the English key set', (lang) => {
    expect(Object.keys(catalogs[lang]).sort()).toEqual(keys);
  });

  it.each(langs)('%s: no template is empty', (lang) => {
    for (const [key, template] of Object.entries(catalogs[lang])) {
      if (typeof template === 'string') expect({ key, empty: template.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('string templates use the same {param} names in every language', () => {
    for (const key of keys) {
      const byLang = langs.map((lang) => [lang, catalogs[lang][key]] as const);
      const strings = byLang.filter((entry): entry is readonly [Lang, string] => typeof entry[1] === 'string');
      if (strings.length !== langs.length) {
        // A key may switch between string and function only where a raw param needs translating.
        if (typeof en[key] === 'string') expect({ key, allowed: TRANSLATED_PARAMS.has(key) }).toEqual({ key, allowed: true });
        else expect({ key, strings: strings.map(([lang]) => lang) }).toEqual({ key, strings: [] });
        continue;
      }
      for (const [lang, template] of strings) {
        expect({ key, lang, params: holes(template) }).toEqual({ key, lang, params: holes(en[key] as string) });
      }
    }
  });

  it.each(langs)('%s: function templates render non-empty text without {holes}', (lang) => {
    const t = translator(catalogs, lang);
    const functions = Object.entries(catalogs[lang]).filter((e): e is [string, Exclude<Template, string>] => typeof e[1] === 'function');
    expect(functions.length).toBeGreaterThan(0);
    for (const [key, template] of functions) {
      for (const params of samples) {
        const text = template(params, t);
        expect({ key, text, blank: text.trim() === '', holes: /[{}]/.test(text) }).toEqual({ key, text, blank: false, holes: false });
      }
    }
  });

  it('functions standing in for English string templates keep the other params and translate the mode', () => {
    for (const key of TRANSLATED_PARAMS) {
      const params = Object.fromEntries(holes(en[key] as string).map((name) => [name, name === 'mode' ? 'sprint' : `<${name}>`]));
      for (const lang of langs) {
        const text = translator(catalogs, lang)({ key, params });
        for (const [name, value] of Object.entries(params)) {
          if (name !== 'mode') expect({ key, lang, name, present: text.includes(String(value)) }).toEqual({ key, lang, name, present: true });
        }
        if (lang !== 'en') expect({ key, lang, text, english: /\bsprint\b|makes a/.test(text) }).toEqual({ key, lang, text, english: false });
      }
    }
  });

  it('renders a translated Spanish and French line', () => {
    const armor = { key: 'armor.parts', params: { armor: 3, cover: 'light', coverBonus: 2, clouded: 0 } };
    const line = { key: 'step.armor-save', params: { model: 'Hans', strength: 7, armor, n: 2 } };
    expect(translator(catalogs, 'es')(line)).toBe('Hans: fuerza 7 - (Blindaje 3 + cobertura ligera +2) = salvación 2+');
    expect(translator(catalogs, 'fr')(line)).toBe('Hans : force 7 - (Armure 3 + couvert léger +2) = sauvegarde 2+');
  });
});
