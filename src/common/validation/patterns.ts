import type { Lang } from '../../engine/core/types';
import { ProblemKey, ProblemMessage, problemMsg } from '../problem/messages';

/**
 * What each `pattern` of the request schemas means, in words: a 400 says "must be a unit id like
 * `german-geneticists/wehrmacht` (...)", never the regular expression. Keyed by the pattern's
 * source, as the DTOs declare it (`@Matches`, `@IdOrProfile`) and the schema carries it. The
 * platform's own patterns are here; each game brings the words for its own (`GameSpec.formats`),
 * added when the games are checked at boot. test/platform/messages.spec.ts fails when a schema
 * uses a pattern nothing describes, so a new or changed pattern gets its words in every language.
 */
export const PATTERN_FORMATS: Readonly<Record<string, ProblemKey>> = {
  // catalog/kinds/entry.dto.ts ENTRY_SLUG_PATTERN, auth OWNER_PATTERN
  '^[a-z0-9]+(-[a-z0-9]+)*$': 'format.slug',
  // catalog/kinds/entry.dto.ts ENTRY_ID_PATTERN (a custom entry's id, as reads give it)
  '^[a-z0-9]+(-[a-z0-9]+)*(\\/[a-z0-9]+(-[a-z0-9]+)*)?$': 'format.entry-id',
};

/** A game's pattern in words, in every language (a name-like param: rendered in the reply's language). */
type Words = Readonly<Record<Lang, string>>;

/** The registered games' patterns (GameSpec.formats), by source. */
const gameFormats = new Map<string, Words>();

const sameWords = (a: Words, b: Words): boolean => a.en === b.en && a.es === b.es && a.fr === b.fr;

/**
 * Adds a game's patterns and their words. Returns the first pattern already described in other
 * words (by the platform or another game), which the caller refuses; the same words again are a
 * no-op (an app built twice in one process, two games sharing one format).
 */
export function describePatterns(formats: readonly { readonly pattern: string; readonly words: Words }[]): string | undefined {
  for (const f of formats) {
    const held = gameFormats.get(f.pattern);
    if (PATTERN_FORMATS[f.pattern] !== undefined || (held !== undefined && !sameWords(held, f.words))) return f.pattern;
  }
  for (const f of formats) gameFormats.set(f.pattern, f.words);
  return undefined;
}

/** Whether a pattern has words (the platform's or a registered game's). */
export const isDescribed = (patternSource: string): boolean => PATTERN_FORMATS[patternSource] !== undefined || gameFormats.has(patternSource);

/** The noun phrase describing values of a pattern ("a unit id like ..."), if it has one. */
export function formatMessage(patternSource: string): ProblemMessage | Words | undefined {
  const key = PATTERN_FORMATS[patternSource];
  return key === undefined ? gameFormats.get(patternSource) : problemMsg(key);
}
