import type { DiscordEmbed } from './embed';
import type { LuckView } from './luck';
import { DieKind } from './types';

/**
 * The public shape of every resolve response, after rendering in the requested language.
 * Games fill `outcome` and `odds` with their own per-action shapes.
 */
export interface StepView {
  readonly rule: string;
  readonly summary: string;
  readonly rolls: readonly number[];
  readonly result: string;
}

export interface NextRollView {
  readonly die: DieKind;
  readonly count: number;
  readonly purpose: string;
  readonly need?: string;
}

export interface DiceView {
  /** `random`: the server drew a fresh seed (reported so the roll can be replayed). */
  readonly mode: 'random' | 'seed' | 'values' | 'none';
  readonly seed?: string;
  readonly used: readonly { readonly die: DieKind; readonly value: number; readonly purpose: string }[];
}

export interface ResolutionView<O = unknown, D = unknown> {
  readonly game: string;
  readonly edition?: string;
  readonly action: string;
  readonly complete: boolean;
  readonly outcome?: O;
  readonly next?: NextRollView;
  readonly steps: readonly StepView[];
  readonly odds?: D;
  /** Where a complete result sits in the exact odds (actions that rank their outcomes). */
  readonly luck?: LuckView;
  readonly interpretations: readonly string[];
  readonly dice: DiceView;
  /** A ready-to-post Markdown ruling, at most 2,000 characters. */
  readonly text: string;
  /** The ruling as a Discord embed, when asked for. */
  readonly embed?: DiscordEmbed;
  /** The id it is shared under (`?share=true`), when shared. */
  readonly id?: string;
}
