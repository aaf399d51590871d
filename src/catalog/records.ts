import type { Lang } from '../engine/core/types';

/*
 * A game's catalog as plain records: what its seed migration writes to the shared tables, what
 * the loader reads back from them, and what an app without a database serves (each game's
 * `seed()`). No framework or database imports: engine tests build catalogs from these too.
 */

/** A built-in text: every language (the tables require all three). */
export type Localized = Readonly<Record<Lang, string>>;

/** A custom entry's text: English always, Spanish and French when the owner gave them. */
export interface PartlyLocalized {
  readonly en: string;
  readonly es?: string;
  readonly fr?: string;
}

/** Where a ruling comes from: the shared register, an edition difference, or the project itself. */
export const RULING_KINDS = ['register', 'edition', 'project'] as const;
export type RulingKind = (typeof RULING_KINDS)[number];

/** Parameters a special rule may take: `rating` is a number written after it (Tough(3)). */
export const SPECIAL_RULE_PARAMETERS = ['rating'] as const;
export type SpecialRuleParameter = (typeof SPECIAL_RULE_PARAMETERS)[number];

export interface NamedRecord {
  readonly id: string;
  readonly name: Localized;
  readonly summary: Localized;
}

export interface EditionRecord {
  readonly id: string;
  /** Language the edition's document is written in. */
  readonly language: Lang;
  readonly name: Localized;
  /** The edition's rules as the game reads them (its own shape; `jsonb`). */
  readonly rules: unknown;
}

export interface SpecialRuleRecord extends NamedRecord {
  readonly parameter: SpecialRuleParameter | null;
}

export interface RulingRecord {
  readonly id: string;
  readonly kind: RulingKind;
  /** Editions the ruling is specific to; null when it applies to all of them. */
  readonly editions: readonly string[] | null;
  readonly title: Localized;
  readonly text: Localized;
}

/** A built-in catalog entry: a profile of one of the game's kinds. */
export interface EntryRecord {
  readonly kind: string;
  /** `<faction>/<slug>` for a faction-scoped kind, else a slug. */
  readonly id: string;
  readonly faction: string | null;
  readonly name: Localized;
  readonly summary: Localized;
  /** The stored profile (`jsonb`), described by the kind's JSON schema. */
  readonly profile: unknown;
}

/** One game's built-in catalog, in the order it is served. */
export interface CatalogRecords {
  readonly game: NamedRecord;
  readonly editions: readonly EditionRecord[];
  readonly factions: readonly NamedRecord[];
  readonly specialRules: readonly SpecialRuleRecord[];
  readonly rulings: readonly RulingRecord[];
  readonly entries: readonly EntryRecord[];
}

/** A custom (homebrew) entry as stored: its owner's, with its bookkeeping. */
export interface CustomEntryRecord {
  readonly gameId: string;
  readonly kind: string;
  readonly id: string;
  readonly faction: string | null;
  readonly owner: string;
  readonly name: PartlyLocalized;
  readonly summary: PartlyLocalized;
  readonly profile: unknown;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
}

/** The text of `text` in `lang`, English standing in for a missing language. */
export const textIn = (text: PartlyLocalized, lang: Lang): string => text[lang] ?? text.en;
