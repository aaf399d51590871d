/**
 * Names as data in Markdown (`text` and embeds, which Discord renders): a name a client or a
 * catalog gives (a unit, a weapon, a model, a warbook, an archetype...) is written so that it shows
 * as typed and can never read as markup. The wording around it (the message templates) stays
 * Markdown; only names go through `markdownName` (core/i18n.ts renders every `Text` param with it
 * in the Markdown translator).
 *
 * - `\ * _ ~ \` | > # [ ] ( )` get a backslash, which Discord (like CommonMark) drops when it
 *   shows them: no bold, italics, strike-through, code, spoiler, quote, heading or masked link;
 * - a list marker at the start of a name (`-`, `+`, `1.`, `1)`) is escaped too, since a name may
 *   open a line (an embed field's value);
 * - `@` and `<` get a zero-width space after them, so `@everyone`, `@here`, `<@123>`, `<@!123>`,
 *   `<@&123>`, `<#123>`, custom emoji and timestamps stay text (bots should still post with
 *   `allowed_mentions: { parse: [] }`);
 * - a line break or any other control character becomes a space: a name stays on its line, so it
 *   cannot start a line of its own that reads as the verdict.
 */
const SPECIAL = /[\\*_~`|>#[\]()]/g;
const MENTION = /[@<]/g;
// C0 and C1 controls (tab and line feed among them) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const LIST_MARKER = /^(\s*)([-+]|\d+(?=[.)]))/;
// eslint-disable-next-line no-control-regex
const ANY = /[\\*_~`|>#[\]()@<\u0000-\u001f\u007f-\u009f\u2028\u2029]|^\s*(?:[-+]|\d+[.)])/;

/** Zero-width space: breaks a mention without changing what a reader sees. */
export const ZWSP = '\u200b';

/** Whether `markdownName(name)` differs from `name`. */
export const needsEscape = (name: string): boolean => ANY.test(name);

/** A name written for Markdown: shown as typed, never markup or a mention. */
export function markdownName(name: string): string {
  if (!needsEscape(name)) return name;
  return name
    .replace(BREAKS, ' ')
    .replace(SPECIAL, '\\$&')
    .replace(MENTION, `$&${ZWSP}`)
    .replace(LIST_MARKER, (_m, space: string, marker: string) => (marker === '-' || marker === '+' ? `${space}\\${marker}` : `${space}${marker}\\`));
}

/**
 * `s` (Markdown with escaped names, no markup of its own) within `max` UTF-16 code units, ending
 * with `…` when cut: never splits a surrogate pair, never leaves a backslash escaping the `…`.
 */
export function cutMarkdown(s: string, max: number): string {
  if (s.length <= max) return s;
  if (max <= 0) return '';
  let end = max - 1;
  const last = s.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  let slashes = 0;
  while (end - slashes > 0 && s.charCodeAt(end - slashes - 1) === 0x5c) slashes++;
  if (slashes % 2 === 1) end--;
  return s.slice(0, end) + '…';
}
