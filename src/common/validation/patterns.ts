import { ProblemKey, ProblemMessage, problemMsg } from '../problem/messages';

/**
 * What each `pattern` of the request schemas means, in words: a 400 says "must be a unit id like
 * `german-geneticists/wehrmacht` (...)", never the regular expression. Keyed by the pattern's
 * source, as the DTOs declare it (`@Matches`, `@IdOrProfile`) and the schema carries it;
 * test/platform/messages.spec.ts fails when a schema uses a pattern missing here, so a
 * new or changed pattern gets its words in every language.
 */
export const PATTERN_FORMATS: Readonly<Record<string, ProblemKey>> = {
  // games/ae-wwii/dto/model.dto.ts UNIT_ID_PATTERN
  '^[a-z0-9-]+\\/[a-z0-9-]+$': 'format.unit-id',
  // games/ae-wwii/dto/weapon-profile.dto.ts WEAPON_ID_PATTERN
  '^[a-z0-9-]{1,80}$': 'format.weapon-id',
  // games/ae-wwii/dto/weapon-profile.dto.ts RATE_OF_FIRE_PATTERN
  '^[1-9][0-9]?:[1-9][0-9]?$': 'format.rate-of-fire',
  // catalog/kinds/entry.dto.ts ENTRY_SLUG_PATTERN, auth OWNER_PATTERN
  '^[a-z0-9]+(-[a-z0-9]+)*$': 'format.slug',
  // catalog/kinds/entry.dto.ts ENTRY_ID_PATTERN (a custom entry's id, as reads give it)
  '^[a-z0-9]+(-[a-z0-9]+)*(\\/[a-z0-9]+(-[a-z0-9]+)*)?$': 'format.entry-id',
  // games/aof-skirmish/dto/units.ts AOF_UNIT_ID_PATTERN
  '^[a-z0-9]+(-[a-z0-9]+)*\\/[a-z0-9]+(-[a-z0-9]+)*$': 'format.aof-unit-id',
  // engine/wartime/catalog.ts SLUG (an archetype id: built-in, custom-<slug>, or an owner's)
  '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)?$': 'format.wartime-archetype-id',
};

/** The noun phrase describing values of a pattern ("a unit id like ..."), if it has one. */
export function formatMessage(patternSource: string): ProblemMessage | undefined {
  const key = PATTERN_FORMATS[patternSource];
  return key === undefined ? undefined : problemMsg(key);
}
