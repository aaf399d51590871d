import { LANGUAGES, type Lang } from '../../engine/core/types';

/** Values a template interpolates: text, numbers, or another message rendered in the same language. */
export type MessageParam = string | number | MessageRef;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A message to render later, in whatever language the reply turns out to be in. */
export interface MessageRef<K extends string = string> {
  readonly key: K;
  readonly params?: MessageParams;
}

/** Params as a template sees them: nested messages already rendered. */
export type RenderedParams = Readonly<Record<string, string | number>>;

/**
 * A template with `{param}` holes, or a function where the wording depends on the values
 * (plurals, optional parts). Functions get numbers as numbers so they can choose a plural.
 */
export type Template = string | ((params: RenderedParams) => string);
export type Catalog<K extends string = string> = Readonly<Record<K, Template>>;

/** A template split once into literal text and param names: rendering is concatenation. */
type Compiled = ((params: RenderedParams) => string) | readonly (string | { readonly param: string })[];

const HOLE = /\{(\w+)}/g;

function compile(template: Template): Compiled {
  if (typeof template === 'function') return template;
  const parts: (string | { param: string })[] = [];
  let last = 0;
  for (const m of template.matchAll(HOLE)) {
    if (m.index > last) parts.push(template.slice(last, m.index));
    parts.push({ param: m[1] });
    last = m.index + m[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/** Plain text (already in the reply's language, e.g. an engine message) or a message to render. */
export type Text<K extends string = string> = string | MessageRef<K>;

/**
 * Message catalogs in every language, compiled once at startup. Rendering never throws (it runs
 * while answering an error): a key missing from a language falls back to English, and a param
 * the caller forgot shows as its `{hole}`, which the catalog tests would catch.
 */
export class Messages<K extends string> {
  private readonly compiled: Readonly<Record<Lang, ReadonlyMap<string, Compiled>>>;

  constructor(catalogs: Readonly<Record<Lang, Catalog<K>>>) {
    const out = {} as Record<Lang, Map<string, Compiled>>;
    for (const lang of LANGUAGES) {
      const own = catalogs[lang];
      out[lang] = new Map(Object.keys(catalogs.en).map((key) => [key, compile(own[key as K] ?? catalogs.en[key as K])]));
    }
    this.compiled = out;
  }

  render(lang: Lang, text: Text<K>): string {
    if (typeof text === 'string') return text;
    const compiled = this.compiled[lang].get(text.key);
    if (compiled === undefined) return text.key;
    const params = text.params === undefined ? EMPTY : this.renderParams(lang, text.params);
    if (typeof compiled === 'function') return compiled(params);
    let out = '';
    for (const part of compiled) out += typeof part === 'string' ? part : part.param in params ? String(params[part.param]) : `{${part.param}}`;
    return out;
  }

  private renderParams(lang: Lang, params: MessageParams): RenderedParams {
    const out: Record<string, string | number> = {};
    for (const name in params) {
      const value = params[name];
      out[name] = typeof value === 'object' ? this.render(lang, value as MessageRef<K>) : value;
    }
    return out;
  }
}

const EMPTY: RenderedParams = Object.freeze({});
