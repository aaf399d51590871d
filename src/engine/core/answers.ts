import { buildEmbed, DiscordEmbed, titleOf } from './embed';
import { Translate } from './i18n';
import { LuckView } from './luck';
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
  readonly rulingTitle: (id: string) => Text | undefined;
}

/**
 * Applies a reply's shape to a rendered resolution, after rendering (so the full text's rendering
 * and its caches stay as they are): only what was asked for is computed.
 */
/** Whether a shape changes the reply at all: most requests ask for neither an embed nor compact text. */
export function reshapes(shape: ReplyShape | undefined): shape is ReplyShape {
  return shape !== undefined && (shape.embed === true || shape.style === 'compact');
}

export function shapeReply(view: ResolutionView, parts: ReplyParts, shape: ReplyShape, t: Translate): ResolutionView {
  if (!reshapes(shape)) return view;
  const out: Record<string, unknown> = { ...view };
  if (shape.style === 'compact') out.text = compactText(view, parts, t);
  if (shape.embed) out.embed = embedOf(view, parts, t);
  return out as unknown as ResolutionView;
}

export function embedOf(view: ResolutionView, parts: ReplyParts, t: Translate): DiscordEmbed {
  return buildEmbed(
    {
      game: view.game,
      action: view.action,
      editionName: parts.editionName,
      steps: view.steps,
      next: view.next,
      headline: parts.headline,
      oddsLine: parts.oddsLine,
      luck: parts.luck,
      rulings: view.interpretations.map((id) => {
        const title = parts.rulingTitle(id);
        return title ? t(title) : id;
      }),
    },
    t,
  );
}

/** One line: the title, then the outcome, or the roll to make next. */
function compactText(view: ResolutionView, parts: ReplyParts, t: Translate): string {
  const title = `**${titleOf({ action: view.action, editionName: parts.editionName }, t)}**`;
  const n = view.next;
  const what = n
    ? `⏳ ${t({ key: n.need ? 'text.next-need' : 'text.next', params: { count: n.count, die: n.die, purpose: n.purpose, need: n.need ?? '' } })}`
    : parts.headline
      ? t(parts.headline)
      : '';
  // A line break inside a message (none today) would break the one-line promise.
  return t({ key: 'text.compact', params: { title, text: what } }).replace(/\s*\n\s*/g, ' ');
}
