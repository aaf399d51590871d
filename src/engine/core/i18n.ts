import { Lang, Msg } from './types';

type Params = Readonly<Record<string, string | number>>;
/** A message is a template with {param} holes, or a function for messages with conditional parts. */
export type Template = string | ((params: Params, t: Translate) => string);
export type Catalog = Readonly<Record<string, Template>>;
export type Translate = (m: Msg | string) => string;

/**
 * Renders messages in one language. A param may itself be a message (a label such as "shot 3"
 * travels as its JSON); it is rendered in the same language before interpolation.
 */
export function translator(catalogs: Readonly<Record<Lang, Catalog>>, lang: Lang): Translate {
  const own = catalogs[lang];
  const fallback = catalogs.en;
  const t: Translate = (m) => {
    const message = typeof m === 'string' ? { key: m } : m;
    const template = own[message.key] ?? fallback[message.key];
    if (template === undefined) return message.key;
    const params = renderParams(message.params ?? {}, t);
    if (typeof template === 'function') return template(params, t);
    return template.replace(/\{(\w+)}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
  };
  return t;
}

function renderParams(params: Params, t: Translate): Params {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    out[name] = typeof value === 'string' && value.startsWith('{"key":') ? t(JSON.parse(value) as Msg) : formatValue(value);
  }
  return out;
}

/** Numbers print without float noise: 0.1 + 0.2 shows as 0.3. */
const formatValue = (value: string | number): string | number =>
  typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value;
