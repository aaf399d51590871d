import { Template, Translate, translator } from '../../engine/core/i18n';
import { LANGUAGES, type Lang, type Text as Names } from '../../engine/core/types';

/**
 * Values a template interpolates: text, numbers, another message rendered in the same language, or
 * words given in each language (`{ en, es, fr }`: a game's id format), written in the reply's.
 */
export type MessageParam = string | number | MessageRef | Names;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A message to render later, in whatever language the reply turns out to be in (an engine `Msg` with typed keys). */
export interface MessageRef<K extends string = string> {
  readonly key: K;
  readonly params?: MessageParams;
}

/**
 * A catalog with a known key set. Templates are the engine's (src/engine/core/i18n.ts): `{param}`,
 * `{n, plural, one {...} other {...}}`, numbers written the language's way; one template language
 * and one renderer for rulings and problems alike.
 */
export type Catalog<K extends string = string> = Readonly<Record<K, Template>>;

/** Plain text (already in the reply's language, e.g. an engine message) or a message to render. */
export type Text<K extends string = string> = string | MessageRef<K>;

/**
 * Message catalogs in every language, with one translator per language made once at startup
 * (templates are parsed once, on first use, and cached by the engine's i18n). A key missing from a
 * language falls back to English; a template that would not parse cannot ship, since the catalog
 * test (test/platform/messages.spec.ts) parses every one: rendering runs while answering an error.
 */
export class Messages<K extends string> {
  private readonly translators: Readonly<Record<Lang, Translate>>;

  constructor(catalogs: Readonly<Record<Lang, Catalog<K>>>) {
    this.translators = Object.fromEntries(LANGUAGES.map((lang) => [lang, translator([catalogs], lang)])) as Record<Lang, Translate>;
  }

  render(lang: Lang, text: Text<K>): string {
    // Plain text is already written; it is never looked up as a key.
    return typeof text === 'string' ? text : this.translators[lang](text);
  }
}
