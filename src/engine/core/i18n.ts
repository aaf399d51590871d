import { Lang, Msg, MsgParam, Text } from './types';

/** Params as a template sees them: names and messages already rendered, numbers still numbers. */
export type Params = Readonly<Record<string, string | number>>;

/**
 * A message is a template or, for the rare message whose wording is assembled from parts, a
 * function. Templates use a subset of ICU MessageFormat, the syntax translators know:
 *
 * - `{name}`: a param; numbers are written the language's way (`0,5` in es and fr);
 * - `{n, plural, one {# shot} other {# shots}}` (and `=0 {...}`): chosen by `Intl.PluralRules`,
 *   `#` is the number;
 * - `{kind, select, melee {...} other {...}}`;
 * - `{p, percent}` (one decimal: `33.3%`, `33,3 %`), `{x, decimal}` (two decimals), `{n, number}`.
 *
 * Apostrophes are plain text (French needs them), unlike full ICU.
 */
export type Template = string | ((params: Params, t: Translate) => string);
export type Catalog = Readonly<Record<string, Template>>;
export type Translate = (m: Msg | string | Text) => string;

type Format = 'plain' | 'number' | 'percent' | 'decimal';
type Part =
  | string
  | { readonly arg: string; readonly format: Format }
  | { readonly arg: string; readonly select: 'plural' | 'select'; readonly branches: ReadonlyMap<string, readonly Part[]> }
  | { readonly hash: true };

/** Parses a template once; throws on a malformed one (the catalog test parses every template). */
export function parseTemplate(template: string): readonly Part[] {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`template ${JSON.stringify(template)}: ${why} at ${i}`);
  };
  const parseMessage = (inPlural: boolean): Part[] => {
    const parts: Part[] = [];
    let text = '';
    const flush = (): void => {
      if (text) parts.push(text);
      text = '';
    };
    while (i < template.length) {
      const c = template[i];
      if (c === '}') break;
      if (c === '#' && inPlural) {
        flush();
        parts.push({ hash: true });
        i++;
      } else if (c === '{') {
        flush();
        parts.push(parseArg());
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return parts;
  };
  const word = (): string => {
    const m = /^\s*([\w=-]+)\s*/.exec(template.slice(i));
    if (!m) return fail('expected a name');
    i += m[0].length;
    return m[1];
  };
  const parseArg = (): Part => {
    i++; // {
    const arg = word();
    if (template[i] === '}') {
      i++;
      return { arg, format: 'plain' };
    }
    if (template[i] !== ',') return fail('expected , or }');
    i++;
    const kind = word();
    if (kind === 'plural' || kind === 'select') {
      if (template[i] !== ',') return fail('expected , after plural/select');
      i++;
      const branches = new Map<string, Part[]>();
      for (;;) {
        while (template[i] === ' ') i++;
        if (template[i] === '}') break;
        const selector = word();
        if (template[i] !== '{') return fail('expected { after a selector');
        i++;
        branches.set(selector, parseMessage(kind === 'plural'));
        if (template[i] !== '}') return fail('unclosed branch');
        i++;
      }
      i++;
      if (!branches.has('other')) return fail('a plural or select needs an `other` branch');
      return { arg, select: kind, branches };
    }
    if (kind !== 'number' && kind !== 'percent' && kind !== 'decimal') return fail(`unknown format ${kind}`);
    if (template[i] !== '}') return fail('expected }');
    i++;
    return { arg, format: kind };
  };
  const parts = parseMessage(false);
  if (i !== template.length) fail('unbalanced }');
  return parts;
}

/** The param names a template uses (for the catalog parity test). */
export function templateParams(template: string): Set<string> {
  const names = new Set<string>();
  const visit = (parts: readonly Part[]): void => {
    for (const p of parts) {
      if (typeof p === 'string' || 'hash' in p) continue;
      names.add(p.arg);
      if ('branches' in p) for (const b of p.branches.values()) visit(b);
    }
  };
  visit(parseTemplate(template));
  return names;
}

interface Formats {
  readonly plural: Intl.PluralRules;
  readonly number: Intl.NumberFormat;
  readonly percent: Intl.NumberFormat;
  readonly decimal: Intl.NumberFormat;
  /** Numbers already written, per format: Intl's format costs about a microsecond a call. */
  readonly written: Record<NumberFormatName, Map<number, string>>;
  /** Plural categories already chosen (counts are small integers). */
  readonly categories: Map<number, string>;
}

type NumberFormatName = 'number' | 'percent' | 'decimal';

/** Distinct numbers remembered per format and language; past it the memo starts over. */
const WRITTEN_NUMBERS = 4096;

function written(f: Formats, format: NumberFormatName, n: number): string {
  // A Map key does not tell -0 from 0, which Intl writes "-0".
  if (n === 0 && Object.is(n, -0)) return f[format].format(n);
  const memo = f.written[format];
  let out = memo.get(n);
  if (out === undefined) {
    if (memo.size >= WRITTEN_NUMBERS) memo.clear();
    memo.set(n, (out = f[format].format(n)));
  }
  return out;
}

function category(f: Formats, n: number): string {
  if (n === 0 && Object.is(n, -0)) return f.plural.select(n);
  let out = f.categories.get(n);
  if (out === undefined) {
    if (f.categories.size >= WRITTEN_NUMBERS) f.categories.clear();
    f.categories.set(n, (out = f.plural.select(n)));
  }
  return out;
}

const formatsByLang = new Map<Lang, Formats>();
function formats(lang: Lang): Formats {
  let f = formatsByLang.get(lang);
  if (!f) {
    f = {
      plural: new Intl.PluralRules(lang),
      number: new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }),
      percent: new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      decimal: new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      written: { number: new Map(), percent: new Map(), decimal: new Map() },
      categories: new Map(),
    };
    formatsByLang.set(lang, f);
  }
  return f;
}

/** A number written the language's way. */
export const formatNumber = (lang: Lang, n: number, format: Exclude<Format, 'plain'> = 'number'): string => written(formats(lang), format, n);

type Compiled = ((params: Params, t: Translate) => string) | readonly Part[];
const compiledCache = new WeakMap<Catalog, Map<string, Compiled>>();

function lookup(catalog: Catalog, key: string): Compiled | undefined {
  let cache = compiledCache.get(catalog);
  if (!cache) compiledCache.set(catalog, (cache = new Map()));
  let compiled = cache.get(key);
  if (compiled === undefined && Object.prototype.hasOwnProperty.call(catalog, key)) {
    const template = catalog[key];
    cache.set(key, (compiled = typeof template === 'function' ? template : parseTemplate(template)));
  }
  return compiled;
}

/**
 * Writes a parsed template. Params are read as the message carries them: a param that is a
 * message, a name or a list is rendered (in the same language) where the template uses it, so
 * no rendered copy of the params is made per call.
 */
function render(parts: readonly Part[], params: Readonly<Record<string, MsgParam>>, f: Formats, t: Translate, lang: Lang, hash?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
    } else if ('hash' in part) {
      out += hash === undefined ? '#' : written(f, 'number', hash);
    } else if ('branches' in part) {
      const value = paramIn(params, part.arg, t, lang);
      let branch: readonly Part[] | undefined;
      if (part.select === 'plural') {
        const n = Number(value);
        branch = part.branches.get(`=${n}`) ?? part.branches.get(category(f, n)) ?? part.branches.get('other');
        out += render(branch as readonly Part[], params, f, t, lang, n);
      } else {
        branch = part.branches.get(String(value)) ?? part.branches.get('other');
        out += render(branch as readonly Part[], params, f, t, lang, hash);
      }
    } else {
      const value = paramIn(params, part.arg, t, lang);
      if (value === undefined) out += `{${part.arg}}`;
      else if (typeof value === 'number') out += written(f, part.format === 'plain' ? 'number' : part.format, value);
      else out += value;
    }
  }
  return out;
}

const NO_PARAMS: Readonly<Record<string, MsgParam>> = Object.freeze({});

const isText = (v: Msg | Text): v is Text => !('key' in v);

/** A catalog name in `lang`, else English. */
export const textIn = (text: Text, lang: Lang): string => text[lang] ?? text.en;

/**
 * Renders messages in one language. A key is looked up in each catalog in turn (the game's, then
 * the shared one), in the language and then in English; a missing key renders as itself, which
 * the catalog tests forbid. A param that is a message or a name is rendered in the same language.
 */
export function translator(catalogs: readonly Readonly<Partial<Record<Lang, Catalog>>>[], lang: Lang, names?: (name: string) => string): Translate {
  const f = formats(lang);
  const chain: Catalog[] = [];
  for (const c of catalogs) if (c[lang]) chain.push(c[lang] as Catalog);
  if (lang !== 'en') for (const c of catalogs) if (c.en) chain.push(c.en);
  // Each key's template, found once along the chain (only keys found are kept: the keys are the
  // code's, a bounded set).
  const found = new Map<string, Compiled>();
  const compiledOf = (key: string): Compiled | undefined => {
    let compiled = found.get(key);
    if (compiled === undefined) {
      for (const catalog of chain) if ((compiled = lookup(catalog, key)) !== undefined) break;
      if (compiled !== undefined) found.set(key, compiled);
    }
    return compiled;
  };
  const t: Translate = (m) => {
    if (typeof m !== 'string' && isText(m)) return names ? names(textIn(m, lang)) : textIn(m, lang);
    const key = typeof m === 'string' ? m : m.key;
    const compiled = compiledOf(key);
    if (compiled === undefined) return key;
    const params = typeof m === 'string' ? undefined : m.params;
    if (typeof compiled === 'function') return compiled(params ? renderParams(params, t, lang) : {}, t);
    return render(compiled, params ?? NO_PARAMS, f, t, lang);
  };
  return t;
}

/**
 * A language's two translators over the same catalogs: `plain` for the JSON fields (step
 * summaries, purposes, outcomes), `markdown` for `text` and embeds, where every name (`Text`) is
 * written by core/markdown.ts's `markdownName`: names are data, the templates stay Markdown.
 */
export interface Translators {
  readonly lang: Lang;
  readonly plain: Translate;
  readonly markdown: Translate;
  /**
   * Whether `markdown(m)` differs from `plain(m)`: some name in it needs escaping. Walking the
   * params costs less than rendering, and most names need nothing, so a caller holding the plain
   * rendering renders again only when this says so.
   */
  escapes(m: Msg | Text | string): boolean;
  /**
   * The params a key's template picks a branch by (plural, select, `#`), or `null` when any param
   * may (a function template). Such a param cannot stand for several values at once.
   */
  branches(key: string): ReadonlySet<string> | null;
}

export function translators(catalogs: readonly Readonly<Partial<Record<Lang, Catalog>>>[], lang: Lang, names: (name: string) => string, needs: (name: string) => boolean, plain?: Translate): Translators {
  const chain: Catalog[] = [];
  for (const c of catalogs) if (c[lang]) chain.push(c[lang] as Catalog);
  if (lang !== 'en') for (const c of catalogs) if (c.en) chain.push(c.en);
  const selectors = new Map<string, ReadonlySet<string> | null>();
  const escapes = (m: MsgParam): boolean => {
    if (typeof m !== 'object') return false;
    if (isList(m)) {
      for (const v of m) if (escapes(v)) return true;
      return false;
    }
    if (isText(m)) return needs(textIn(m, lang));
    if (m.params) for (const k in m.params) if (escapes(m.params[k])) return true;
    return false;
  };
  return {
    lang,
    plain: plain ?? translator(catalogs, lang),
    markdown: translator(catalogs, lang, names),
    escapes: (m) => escapes(m),
    branches: (key) => {
      let out = selectors.get(key);
      if (out === undefined) {
        let compiled: Compiled | undefined;
        for (const catalog of chain) if ((compiled = lookup(catalog, key)) !== undefined) break;
        out = compiled === undefined ? new Set<string>() : typeof compiled === 'function' ? null : branchParams(compiled);
        selectors.set(key, out);
      }
      return out;
    },
  };
}

function branchParams(parts: readonly Part[]): Set<string> {
  const out = new Set<string>();
  const visit = (ps: readonly Part[]): void => {
    for (const p of ps) {
      if (typeof p === 'string' || 'hash' in p || !('branches' in p)) continue;
      out.add(p.arg);
      for (const b of p.branches.values()) visit(b);
    }
  };
  visit(parts);
  return out;
}

function renderParams(params: Readonly<Record<string, MsgParam>>, t: Translate, lang: Lang): Params {
  const out: Record<string, string | number> = {};
  for (const name in params) out[name] = renderParam(params[name], t, lang);
  return out;
}

/** A template's param as written (undefined when the message does not carry it). */
function paramIn(params: Readonly<Record<string, MsgParam>>, name: string, t: Translate, lang: Lang): string | number | null | undefined {
  const value = params[name] as MsgParam | undefined | null;
  return value === undefined || value === null ? value : renderParam(value, t, lang);
}

function renderParam(value: MsgParam, t: Translate, lang: Lang): string | number {
  if (typeof value !== 'object') return value;
  if (isList(value)) return listFormat(lang).format(value.map((v) => String(renderParam(v, t, lang))));
  return t(value);
}

const isList = (v: MsgParam): v is readonly MsgParam[] => Array.isArray(v);

const listFormats = new Map<Lang, Intl.ListFormat>();
function listFormat(lang: Lang): Intl.ListFormat {
  let f = listFormats.get(lang);
  if (!f) listFormats.set(lang, (f = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' })));
  return f;
}
