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
