import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Catalog, parseTemplate, templateParams, translator } from '../../src/engine/core/i18n';
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

/**
 * Checks a set of message catalogs (one per language, English the reference) for what would make
 * a reply read badly in one language but not another: a key missing from a language (it would
 * silently fall back to English), a `{param}` of the English text that another language drops or
 * an unknown one it adds, an empty text, a `{hole}` left in the output, and optionally French
 * typography. Works on any catalog whose templates are strings with `{param}` holes or functions
 * of their params (and, as the engine's game catalogs have, a translate function for nested
 * messages): the problem catalogs (src/common/problem/messages) and src/engine/<game>/messages.
 *
 * Function templates are called with one distinct numeric marker per param (a number, so that
 * plural and "is it positive" choices take their fullest branch) and must show in their output
 * every marker the English text shows; they are also called with every param 1, for singulars.
 * The params a function reads are found by calling it, so no list needs maintaining.
 */

/** What a function template may be: `(params) => text`, or the engine's `(params, t) => text`. */
export type TemplateFunction = (params: Readonly<Record<string, string | number>>, t: (m: string | { key: string }) => string) => string;
export type AnyTemplate = string | TemplateFunction;
export type AnyCatalogs = Readonly<Record<string, Readonly<Record<string, AnyTemplate>>>>;

export interface CatalogCheckOptions {
  /** The reference language (default `en`). */
  readonly reference?: string;
  /**
   * Check French typography in this language's rendered texts (outside `code spans`): a no-break
   * space (U+00A0 or U+202F) before `:` `;` `!` `?` and inside « ». Off by default.
   */
  readonly frenchTypography?: string;
}

const HOLE = /\{(\w+)}/g;
const holesOf = (template: string): string[] => [...new Set([...template.matchAll(HOLE)].map((m) => m[1] as string))].sort();

/** A nested message rendered by the check's translate function: its key, so its params stay visible. */
const translateForCheck = (m: string | { key: string }): string => (typeof m === 'string' ? m : m.key);

interface Rendered {
  readonly text: string;
  /** Params the template read (functions) or holes it has (strings). */
  readonly params: readonly string[];
}

/** Renders a template with `value(name)` for each param, recording which params it reads. */
function render(template: AnyTemplate, value: (name: string) => string | number): Rendered {
  if (typeof template === 'string') {
    return { text: template.replace(HOLE, (_m, name: string) => String(value(name))), params: holesOf(template) };
  }
  const read = new Set<string>();
  const params = new Proxy({} as Record<string, string | number>, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      read.add(name);
      return value(name);
    },
    has: (_target, name) => typeof name === 'string',
  });
  const text = template(params, translateForCheck);
  return { text, params: [...read].sort() };
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

/** Text outside `code spans`, where typography applies. */
const prose = (text: string): string => text.replace(/`[^`]*`/g, '`code`');

function frenchTypographyProblems(text: string): string[] {
  const out: string[] = [];
  const t = prose(text);
  for (const m of t.matchAll(/(.)([:;!?])(?=\s|$)/gu)) {
    if (m[1] !== '\u00a0' && m[1] !== '\u202f') out.push(`no no-break space before "${m[2]}" in ${JSON.stringify(text)}`);
  }
  if (/«(?![\u00a0\u202f])/u.test(t) || /(?<![\u00a0\u202f])»/u.test(t)) out.push(`« » without no-break spaces inside in ${JSON.stringify(text)}`);
  if (/[ \u00a0\u202f]{2,}/u.test(t)) out.push(`doubled space in ${JSON.stringify(text)}`);
  return out;
}

/**
 * Every problem found, as readable lines (`[]` when the catalogs are consistent):
 * `expect(checkMessageCatalogs({ en, es, fr })).toEqual([])`.
 */
export function checkMessageCatalogs(catalogs: AnyCatalogs, options: CatalogCheckOptions = {}): string[] {
  const reference = options.reference ?? 'en';
  const ref = catalogs[reference];
  if (ref === undefined) return [`no ${reference} catalog`];
  const problems: string[] = [];
  const refKeys = Object.keys(ref).sort();

  for (const [lang, catalog] of Object.entries(catalogs)) {
    for (const key of refKeys) if (!(key in catalog)) problems.push(`${lang}: missing key ${key}`);
    for (const key of Object.keys(catalog)) if (!(key in ref)) problems.push(`${lang}: unknown key ${key} (not in ${reference})`);
  }

  for (const key of refKeys) {
    const refTemplate = ref[key] as AnyTemplate;
    const mark = markers();
    const refRendered = render(refTemplate, mark);
    // Params the reference shows: a function may leave one out on purpose (an optional part).
    const shown = refRendered.params.filter((name) => refRendered.text.includes(String(mark(name))));
    for (const [lang, catalog] of Object.entries(catalogs)) {
      const template = catalog[key];
      if (template === undefined) continue;
      const full = render(template, mark);
      const ones = render(template, () => 1);
      for (const { text } of [full, ones]) {
        if (text.trim() === '') problems.push(`${lang} ${key}: empty text`);
        const holes = typeof template === 'function' ? holesOf(text) : [];
        if (holes.length > 0) problems.push(`${lang} ${key}: {${holes.join('}, {')}} left in ${JSON.stringify(text)}`);
        if (lang === options.frenchTypography) problems.push(...frenchTypographyProblems(text).map((p) => `${lang} ${key}: ${p}`));
      }
      if (lang === reference) continue;
      const unknown = full.params.filter((name) => !refRendered.params.includes(name));
      if (unknown.length > 0) problems.push(`${lang} ${key}: unknown param(s) ${unknown.join(', ')} (${reference} has ${refRendered.params.join(', ') || 'none'})`);
      const dropped = shown.filter((name) => !full.text.includes(String(mark(name))));
      if (dropped.length > 0) problems.push(`${lang} ${key}: does not show param(s) ${dropped.join(', ')} that ${reference} shows: ${JSON.stringify(full.text)}`);
    }
  }
  return problems;
}
