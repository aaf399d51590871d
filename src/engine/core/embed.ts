import { Translate, Translators } from './i18n';
import { LuckView, luckLine } from './luck';
import { cutMarkdown } from './markdown';
import { NextRollView } from './resolution';
import { fitLines, overflowLine, StepMarkdown, stepLines } from './step-lines';
import { Msg, Text } from './types';

/**
 * `embed`: a ruling as a Discord embed object (a bot posts it as `embeds: [embed]`), within
 * Discord's limits. Built from the same rendered parts as `text`, in the same language and the
 * same Markdown (names escaped, core/markdown.ts): the title, the steps as the description (listed,
 * grouped or fitted as in `text`, core/step-lines.ts, with the description's room), the outcome
 * (or the roll to make next), the odds and the luck as fields, the rulings applied as the footer
 * (plain text: Discord does not render Markdown there, and it holds no names).
 */
export interface EmbedField {
  readonly name: string;
  readonly value: string;
  readonly inline: boolean;
}

export interface DiscordEmbed {
  readonly title: string;
  readonly description: string;
  /** An RGB integer: green for a complete ruling, amber while a roll is awaited. */
  readonly color: number;
  readonly fields: readonly EmbedField[];
  readonly footer?: { readonly text: string };
}

/** Discord's documented embed limits (characters). */
export const EMBED_LIMITS = { title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, footer: 2048, total: 6000 } as const;

export const EMBED_COLORS = { complete: 0x2e7d32, pending: 0xf9a825 } as const;

/** What an embed is made of: Markdown steps and purpose (core/render.ts), messages for the rest. */
export interface EmbedParts {
  readonly game: string;
  readonly action: string;
  readonly editionName?: Text;
  readonly steps: readonly StepMarkdown[];
  readonly next?: NextRollView;
  /** The next roll's purpose in Markdown. */
  readonly nextPurpose?: string;
  readonly headline?: Msg;
  readonly oddsLine?: Msg;
  readonly luck?: LuckView;
  readonly luckBy?: Msg;
  /** Titles of the rulings applied, in the reply's language (plain: the footer shows no Markdown). */
  readonly rulings: readonly string[];
}

/** The embed of a ruling, its every string and its total within EMBED_LIMITS. */
export function buildEmbed(parts: EmbedParts, tr: Translators): DiscordEmbed {
  const t = tr.markdown;
  const fields: EmbedField[] = [];
  if (parts.next) {
    const n = parts.next;
    fields.push({ name: t('embed.next'), value: t({ key: n.need ? 'text.next-need' : 'text.next', params: { count: n.count, die: n.die, purpose: parts.nextPurpose ?? n.purpose, need: n.need ?? '' } }), inline: false });
  } else if (parts.headline) {
    fields.push({ name: t('embed.outcome'), value: t(parts.headline), inline: false });
  }
  if (parts.oddsLine) fields.push({ name: t('embed.odds'), value: t(parts.oddsLine), inline: false });
  if (parts.luck) fields.push({ name: t('embed.luck'), value: t(luckLine(parts.luck, parts.luckBy)), inline: false });
  const embed: DiscordEmbed = {
    title: titleOf(parts, t),
    description: '',
    color: parts.next ? EMBED_COLORS.pending : EMBED_COLORS.complete,
    fields,
    ...(parts.rulings.length ? { footer: { text: tr.plain({ key: 'text.rulings', params: { list: parts.rulings.join(' · ') } }) } } : {}),
  };
  return fitEmbed(embed, (room) => stepLines(parts.steps, room, tr).join('\n'), tr.plain);
}

/** The title (Discord shows an embed title without list or heading markup: the template has none). */
export function titleOf(parts: { readonly game?: string; readonly action: string; readonly editionName?: Text }, t: Translate): string {
  const game = t('game.title');
  const action = t(`action.${parts.action}`);
  return parts.editionName ? t({ key: 'embed.title-edition', params: { game, action, edition: parts.editionName } }) : t({ key: 'embed.title', params: { game, action } });
}

/**
 * Puts the steps in the description and brings every part within the limits: each string cut
 * to its own limit with a marker (`…`), fields beyond 25 dropped, then the description given the
 * room left in 6,000 characters: `lines` (the step lines, dropped from the middle around a
 * localized "and N more steps" line as needed) or a function writing the description within a room.
 * Lengths are UTF-16 code units, never fewer than Discord's characters.
 */
export function fitEmbed(embed: DiscordEmbed, lines: readonly string[] | ((room: number) => string), t: Translate): DiscordEmbed {
  const L = EMBED_LIMITS;
  const fields = embed.fields.slice(0, L.fields).map((f) => ({ name: cutMarkdown(f.name, L.fieldName), value: cutMarkdown(f.value, L.fieldValue), inline: f.inline }));
  const title = cutMarkdown(embed.title, L.title);
  let footer = embed.footer ? { text: cut(embed.footer.text, L.footer) } : undefined;
  let fixed = title.length + fields.reduce((n, f) => n + f.name.length + f.value.length, 0) + (footer?.text.length ?? 0);
  // Over 6,000 without a single step: the footer gives way first, then the last fields.
  if (fixed > L.total && footer) {
    const keep = Math.max(0, footer.text.length - (fixed - L.total));
    fixed -= footer.text.length - (keep > 1 ? keep : 0);
    footer = keep > 1 ? { text: cut(footer.text, keep) } : undefined;
  }
  while (fixed > L.total && fields.length > 1) {
    const last = fields.pop() as EmbedField;
    fixed -= last.name.length + last.value.length;
  }
  if (fixed > L.total) {
    const only = fields[0];
    const value = cutMarkdown(only.value, Math.max(1, only.value.length - (fixed - L.total)));
    fixed -= only.value.length - value.length;
    fields[0] = { ...only, value };
  }
  const room = Math.max(0, Math.min(L.description, L.total - fixed));
  const description =
    typeof lines === 'function'
      ? lines(room)
      : fitLines(
          lines,
          lines.map(() => 1),
          room,
          overflowLine(t),
        ).join('\n');
  const fitted = description.length <= room ? description : cutMarkdown(description, room);
  return footer ? { title, description: fitted, color: embed.color, fields, footer } : { title, description: fitted, color: embed.color, fields };
}

/** `s` within `max` code units, ending with `…` when cut, never splitting a surrogate pair. */
export function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  if (max <= 0) return '';
  let end = max - 1;
  const last = s.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return s.slice(0, end) + '…';
}

/** Every length an embed must respect (for tests and the fuzz suite): the limits it breaks, none when it fits. */
export function embedViolations(embed: DiscordEmbed): string[] {
  const L = EMBED_LIMITS;
  const out: string[] = [];
  if (embed.title.length > L.title) out.push('title');
  if (embed.description.length > L.description) out.push('description');
  if (embed.fields.length > L.fields) out.push('fields');
  embed.fields.forEach((f, i) => {
    if (f.name.length > L.fieldName || f.name.length === 0) out.push(`fields[${i}].name`);
    if (f.value.length > L.fieldValue || f.value.length === 0) out.push(`fields[${i}].value`);
  });
  if (embed.footer && embed.footer.text.length > L.footer) out.push('footer');
  const total = embed.title.length + embed.description.length + embed.fields.reduce((n, f) => n + f.name.length + f.value.length, 0) + (embed.footer?.text.length ?? 0);
  if (total > L.total) out.push('total');
  return out;
}
