import { Lang, Msg, MsgParam } from './types';

type Params = Readonly<Record<string, string | number>>;
/** A message is a template with {param} holes, or a function for messages with conditional parts. */
export type Template = string | ((params: Params, t: Translate) => string);
export type Catalog = Readonly<Record<string, Template>>;
export type Translate = (m: Msg | string) => string;

/** A template split once into literal text and param names, so rendering is concatenation. */
type Compiled = ((params: Params, t: Translate) => string) | readonly (string | { readonly param: string })[];

const compiledCache = new WeakMap<Catalog, Map<string, Compiled>>();

function compile(template: Template): Compiled {
  if (typeof template === 'function') return template;
  const parts: (string | { param: string })[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{(\w+)}/g)) {
    if (m.index > last) parts.push(template.slice(last, m.index));
    parts.push({ param: m[1] });
    last = m.index + m[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

function lookup(catalog: Catalog, key: string): Compiled | undefined {
  let cache = compiledCache.get(catalog);
  if (!cache) compiledCache.set(catalog, (cache = new Map()));
  let compiled = cache.get(key);
  if (compiled === undefined && key in catalog) cache.set(key, (compiled = compile(catalog[key])));
  return compiled;
}

/**
 * Renders messages in one language, falling back to English for a key the language lacks.
 * A param that is itself a message is rendered in the same language before interpolation.
 */
export function translator(catalogs: Readonly<Record<Lang, Catalog>>, lang: Lang): Translate {
  const own = catalogs[lang];
  const fallback = catalogs.en;
  const t: Translate = (m) => {
    const message = typeof m === 'string' ? { key: m } : m;
    const compiled = lookup(own, message.key) ?? lookup(fallback, message.key);
    if (compiled === undefined) return message.key;
    const params = message.params ? renderParams(message.params, t) : {};
    if (typeof compiled === 'function') return compiled(params, t);
    let out = '';
    for (const part of compiled) out += typeof part === 'string' ? part : part.param in params ? String(params[part.param]) : `{${part.param}}`;
    return out;
  };
  return t;
}

function renderParams(params: Readonly<Record<string, MsgParam>>, t: Translate): Params {
  const out: Record<string, string | number> = {};
  for (const name in params) {
    const value = params[name];
    out[name] = typeof value === 'object' ? t(value) : formatValue(value);
  }
  return out;
}

/** Numbers print without float noise: 0.1 + 0.2 shows as 0.3. */
const formatValue = (value: string | number): string | number =>
  typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value;
