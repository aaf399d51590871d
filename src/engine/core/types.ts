/** Languages the service writes summaries and rulings in. */
export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/**
 * A translatable message: a catalog key plus the values it interpolates. A value may itself be
 * a message (a label such as "shot 3"), rendered in the same language.
 */
export interface Msg {
  readonly key: string;
  readonly params?: Readonly<Record<string, MsgParam>>;
}

/**
 * A name in several languages (a catalog entry's name): rendered in the reply's language, else in
 * English. A name typed by a user (an inline profile's) is `{ en: name }` and reads the same in
 * every language.
 */
export interface Text {
  readonly en: string;
  readonly es?: string;
  readonly fr?: string;
}
/** A list is written the language's way ("A, B and C", "A, B y C"). */
export type MsgParam = string | number | Msg | Text | readonly MsgParam[];

/** A user's own words, shown as typed in every language. */
export const verbatim = (text: string): Text => ({ en: text });

export const msg = (key: string, params?: Record<string, MsgParam>): Msg =>
  params ? { key, params } : { key };

export type DieKind = 'd6' | 'd10' | 'd12';

export const DIE_SIDES: Readonly<Record<DieKind, number>> = { d6: 6, d10: 10, d12: 12 };

/** One roll the rules ask for: `count` dice of one kind, rolled together for one purpose. */
export interface RollSpec {
  readonly die: DieKind;
  readonly count?: number;
  readonly purpose: Msg;
  /** What the roll needs, as players say it ("4+"), when a single target number applies. */
  readonly need?: string;
}

/** One line of a ruling: which rule was applied, to what, with which dice, and what followed. */
export interface StepDraft {
  readonly rule: string;
  readonly summary: Msg;
  readonly rolls?: readonly number[];
  readonly result: Msg;
  /** Ids from the rulings register that this step relied on (reported in `interpretations`). */
  readonly rulings?: readonly string[];
}

export interface UsedDie {
  readonly die: DieKind;
  readonly value: number;
  readonly purpose: Msg;
}

/** The next roll a table must make when fixed dice ran out. */
export interface NextRoll {
  readonly die: DieKind;
  readonly count: number;
  readonly purpose: Msg;
  readonly need?: string;
}
