import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Catalog, Translate, parseTemplate, templateParams, translator } from '../../src/engine/core/i18n';
import { Lang, LANGUAGES } from '../../src/engine/core/types';

/**
 * Checks a set of message catalogs (one per language) the way every game's must hold: the same keys
 * in every language, templates that parse, the same params in every language's template, function
 * templates that render plain text, and every message key the code names literally present.
 * Used by each game's messages spec and the shared one (jest `describe` blocks are built by the caller).
 */
export interface CatalogProblems {
  readonly missing: { lang: Lang; key: string }[];
  readonly extra: { lang: Lang; key: string }[];
  readonly unparsable: { lang: Lang; key: string; error: string }[];
  readonly params: { lang: Lang; key: string; expected: string[]; actual: string[] }[];
  readonly kinds: { lang: Lang; key: string }[];
  readonly blank: { lang: Lang; key: string; text: string }[];
}

export function checkCatalogs(catalogs: Readonly<Partial<Record<Lang, Catalog>>> & { en: Catalog }, languages: readonly Lang[] = LANGUAGES): CatalogProblems {
  const out: CatalogProblems = { missing: [], extra: [], unparsable: [], params: [], kinds: [], blank: [] };
  const en = catalogs.en;
  const paramsOf = (template: string) => [...templateParams(template)].sort();
  for (const lang of languages) {
    const catalog = catalogs[lang] ?? {};
    for (const key of Object.keys(en)) if (!(key in catalog)) out.missing.push({ lang, key });
    for (const key of Object.keys(catalog)) if (!(key in en)) out.extra.push({ lang, key });
    for (const [key, template] of Object.entries(catalog)) {
      const english = en[key];
      if (english === undefined) continue;
      if (typeof template !== typeof english) {
        out.kinds.push({ lang, key });
        continue;
      }
      if (typeof template === 'string') {
        try {
          parseTemplate(template);
        } catch (e) {
          out.unparsable.push({ lang, key, error: (e as Error).message });
          continue;
        }
        const expected = paramsOf(english as string);
        const actual = paramsOf(template);
        if (expected.join() !== actual.join()) out.params.push({ lang, key, expected, actual });
        if (template.trim() === '' && (english as string).trim() !== '') out.blank.push({ lang, key, text: template });
      } else {
        // A function template: rendered with placeholder values, it must give text without braces.
        const t = translator([catalogs], lang);
        const text = template(new Proxy({}, { get: (_t, name) => (typeof name === 'string' ? `<${name}>` : undefined), has: () => true }), t);
        if (text.trim() === '' || /[{}]/.test(text)) out.blank.push({ lang, key, text });
      }
    }
  }
  return out;
}

/**
 * Message keys the source files under `dir` name literally (`msg('step.to-hit'`, `key: 'text.next'`,
 * `'purpose.melee'` passed to `msg`). Keys built at run time (`effect.${id}`) are listed with
 * their literal prefix and a `*`.
 */
export function keysNamedIn(dir: string): Set<string> {
  const keys = new Set<string>();
  const visit = (path: string): void => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'messages' && name !== 'testing') visit(full);
        continue;
      }
      if (!name.endsWith('.ts') || name.endsWith('.spec.ts')) continue;
      const source = readFileSync(full, 'utf8');
      for (const m of source.matchAll(/msg\(\s*'([a-z0-9.-]+)'/g)) keys.add(m[1]);
      for (const m of source.matchAll(/msg\(\s*`([a-z0-9.-]+)\$\{/g)) keys.add(`${m[1]}*`);
      for (const m of source.matchAll(/msg\(\s*[^'`()]*\?\s*'([a-z0-9.-]+)'\s*:\s*'([a-z0-9.-]+)'/g)) keys.add(m[1]).add(m[2]);
    }
  };
  visit(dir);
  return keys;
}

// ---------------------------------------------------------------------------------------------

export interface CatalogCheckOptions {
  /**
   * Check French typography in this language's rendered texts (outside `code spans`): a no-break
   * space (U+00A0 or U+202F) before `:` `;` `!` `?` and inside « », no doubled spaces. Off by default.
   */
  readonly frenchTypography?: Lang;
}

/**
 * Everything checkCatalogs finds, as readable lines (`[]` when the catalogs are consistent), plus
 * what it leaves out:
 *
 * - function templates: called with one distinct numeric marker per param (a number, so plural and
 *   "is it positive" choices take their fullest branch), each must show every marker the English
 *   function shows, and read no param the English one does not; they are called with every param
 *   1 too (singulars), and must then render too;
 * - optionally French typography, on every text rendered (templates with every param 0, 1 and 2;
 *   functions with the markers and with 1).
 *
 * `expect(checkMessageCatalogs({ en, es, fr }, { frenchTypography: 'fr' })).toEqual([])`: the
 * problem catalogs (src/common/problem/messages) and any game's (src/engine/<game>/messages).
 */
export function checkMessageCatalogs(catalogs: Readonly<Partial<Record<Lang, Catalog>>> & { en: Catalog }, options: CatalogCheckOptions = {}): string[] {
  const found = checkCatalogs(catalogs);
  const problems: string[] = [
    ...found.missing.map((p) => `${p.lang}: missing key ${p.key}`),
    ...found.extra.map((p) => `${p.lang}: unknown key ${p.key} (not in en)`),
    ...found.unparsable.map((p) => `${p.lang} ${p.key}: ${p.error}`),
    ...found.params.map((p) => `${p.lang} ${p.key}: params ${p.actual.join(', ') || 'none'}, en has ${p.expected.join(', ') || 'none'}`),
    ...found.kinds.map((p) => `${p.lang} ${p.key}: a function in one language and a template in the other`),
    ...found.blank.map((p) => `${p.lang} ${p.key}: blank or unrendered text ${JSON.stringify(p.text)}`),
  ];
  const langs = LANGUAGES.filter((lang) => catalogs[lang] !== undefined);
  for (const [key, english] of Object.entries(catalogs.en)) {
    const mark = markers();
    const reference = typeof english === 'function' ? callWith(english, mark, translator([catalogs], 'en')) : undefined;
    const shown = reference ? reference.read.filter((name) => reference.text.includes(String(mark(name)))) : [];
    for (const lang of langs) {
      const template = (catalogs[lang] as Catalog)[key];
      if (template === undefined) continue;
      const t = translator([catalogs], lang);
      const texts: string[] = [];
      if (typeof template === 'function') {
        const full = callWith(template, mark, t);
        texts.push(full.text, callWith(template, () => 1, t).text);
        if (reference && lang !== 'en') {
          const unknown = full.read.filter((name) => !reference.read.includes(name));
          if (unknown.length > 0) problems.push(`${lang} ${key}: reads param(s) ${unknown.join(', ')} that en does not`);
          const dropped = shown.filter((name) => !full.text.includes(String(mark(name))));
          if (dropped.length > 0) problems.push(`${lang} ${key}: does not show param(s) ${dropped.join(', ')} that en shows: ${JSON.stringify(full.text)}`);
        }
      } else if (found.unparsable.every((p) => p.lang !== lang || p.key !== key)) {
        const names = [...templateParams(template)];
        for (const n of [0, 1, 2]) texts.push(t({ key, params: Object.fromEntries(names.map((name) => [name, n])) }));
      }
      if (lang === options.frenchTypography) for (const text of texts) problems.push(...frenchTypographyProblems(text).map((p) => `${lang} ${key}: ${p}`));
    }
  }
  return problems;
}

type TemplateFunction = Extract<Catalog[string], (...args: never[]) => string>;

/** Calls a function template with `value(name)` for each param, recording which params it reads. */
function callWith(template: TemplateFunction, value: (name: string) => string | number, t: Translate): { readonly text: string; readonly read: string[] } {
  const read = new Set<string>();
  const params = new Proxy({} as Record<string, string | number>, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      read.add(name);
      return value(name);
    },
    has: (_target, name) => typeof name === 'string',
  });
  const text = template(params, t);
  return { text, read: [...read].sort() };
}

/** 7001, 7002, ...: numbers (for plural logic), of equal length so none contains another. */
function markers(): (name: string) => number {
  const assigned = new Map<string, number>();
  return (name) => {
    let v = assigned.get(name);
    if (v === undefined) assigned.set(name, (v = 7001 + assigned.size));
    return v;
  };
}

function frenchTypographyProblems(text: string): string[] {
  const out: string[] = [];
  // Code spans are code, not French.
  const prose = text.replace(/`[^`]*`/g, '`code`');
  for (const m of prose.matchAll(/(.)([:;!?])(?=\s|$)/gu)) {
    if (m[1] !== '\u00a0' && m[1] !== '\u202f') out.push(`no no-break space before "${m[2]}" in ${JSON.stringify(text)}`);
  }
  if (/«(?![\u00a0\u202f])/u.test(prose) || /(?<![\u00a0\u202f])»/u.test(prose)) out.push(`« » without no-break spaces inside in ${JSON.stringify(text)}`);
  if (/[ \u00a0\u202f]{2,}/u.test(prose)) out.push(`doubled space in ${JSON.stringify(text)}`);
  return out;
}
