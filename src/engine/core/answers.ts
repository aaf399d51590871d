import { buildEmbed, DiscordEmbed, titleOf } from './embed';
import { Translators } from './i18n';
import { LuckView } from './luck';
import { cutMarkdown } from './markdown';
import { nextText, RulingMarkdown, TEXT_PIECE } from './render';
import { ResolutionView } from './resolution';
import { Msg, Text } from './types';

/** How a reply is shaped for its reader (REST query parameters, GraphQL arguments and fields). */
export interface ReplyShape {
  /** Add `embed`, the ruling as a Discord embed object. */
  readonly embed?: boolean;
  /** `compact`: `text` is one line, the title and the outcome (or the roll to make next). */
  readonly style?: 'full' | 'compact';
}

/** What the shapes read beside the rendered view. */
export interface ReplyParts {
  readonly editionName?: Text;
  readonly headline?: Msg;
  readonly oddsLine?: Msg;
  readonly luck?: LuckView;
  /** What the luck ranks, as a message (its names are written as Markdown). */
  readonly luckBy?: Msg;
  readonly rulingTitle: (id: string) => Text | undefined;
  /** The steps and the next roll's purpose as the text wrote them (core/render.ts). */
  readonly markdown: RulingMarkdown;
}

/** Whether a shape changes the reply at all: most requests ask for neither an embed nor compact text. */
export function reshapes(shape: ReplyShape | undefined): shape is ReplyShape {
  return shape !== undefined && (shape.embed === true || shape.style === 'compact');
}

/**
 * Applies a reply's shape to a rendered resolution, after rendering (so the full text's rendering
 * and its caches stay as they are): only what was asked for is computed.
 */
export function shapeReply(view: ResolutionView, parts: ReplyParts, shape: ReplyShape, tr: Translators): ResolutionView {
  if (!reshapes(shape)) return view;
  const out: Record<string, unknown> = { ...view };
  if (shape.style === 'compact') out.text = compactText(view, parts, tr);
  if (shape.embed) out.embed = embedOf(view, parts, tr);
  return out as unknown as ResolutionView;
}

export function embedOf(view: ResolutionView, parts: ReplyParts, tr: Translators): DiscordEmbed {
  return buildEmbed(
    {
      game: view.game,
      action: view.action,
      editionName: parts.editionName,
      steps: parts.markdown.steps,
      next: view.next,
      nextPurpose: parts.markdown.nextPurpose,
      headline: parts.headline,
      oddsLine: parts.oddsLine,
      luck: parts.luck,
      luckBy: parts.luckBy,
      rulings: view.interpretations.map((id) => {
        const title = parts.rulingTitle(id);
        return title ? tr.plain(title) : id;
      }),
    },
    tr,
  );
}

/** One line: the title, then the outcome, or the roll to make next (Markdown, names escaped). */
function compactText(view: ResolutionView, parts: ReplyParts, tr: Translators): string {
  const t = tr.markdown;
  const title = `**${titleOf({ action: view.action, editionName: parts.editionName }, t)}**`;
  const n = view.next;
  const what = n ? `⏳ ${nextText(n, parts.markdown.nextPurpose ?? n.purpose, tr)}` : parts.headline ? cutMarkdown(t(parts.headline), TEXT_PIECE) : '';
  // A line break inside a message (none today) would break the one-line promise.
  return t({ key: 'text.compact', params: { title, text: what } }).replace(/\s*\n\s*/g, ' ');
}
