import { Translators } from './i18n';
import { LuckView, luckLine } from './luck';
import { cutMarkdown } from './markdown';
import { PlayResult } from './program';
import { DiceView, NextRollView, ResolutionView, StepView } from './resolution';
import { StepMarkdown, stepLines } from './step-lines';
import { Msg, Text } from './types';

/** Discord's message limit: the Markdown ruling must fit in one chat message. */
export const TEXT_LIMIT = 2000;

/**
 * Characters of the text's own part of each line after the steps (the outcome, the odds, the luck,
 * the roll to make next) and of the rulings footer's list, cut with `…` beyond: with the title they
 * take at most about 1,600 of the 2,000, so a ruling always shows some of its steps.
 */
export const TEXT_PIECE = 360;

export interface RenderInput<O, D> {
  readonly game: string;
  readonly edition?: string;
  /** The edition in words ("English edition"), for the text. */
  readonly editionName?: Text;
  readonly action: string;
  readonly played: PlayResult<unknown>;
  readonly outcome?: O;
  readonly odds?: D;
  /** One line saying what happened, in the game's terms. */
  readonly headline?: Msg;
  /** The text's line of the most useful odds (`oddsText`). */
  readonly oddsLine?: string;
  /** Where the result sits in the odds (core/luck.ts). */
  readonly luck?: LuckView;
  /** What the luck ranks, as a message (the text writes the names in it as Markdown). */
  readonly luckBy?: Msg;
  readonly rulings: readonly string[];
  /** A ruling's title, for the text's footer (the response lists ids). */
  readonly rulingTitle?: (id: string) => Text | undefined;
  readonly dice: { mode: DiceView['mode']; seed?: string };
  /**
   * What the same situation rendered before in the same language (kept by the resolve pipeline):
   * the steps every play starts with, the title and the rulings footers. Absent: render all.
   */
  readonly cache?: SituationRenderCache;
}

/** A step every play of a situation starts with, rendered once: its view and its Markdown. */
export interface StaticStep {
  readonly summary: Msg;
  readonly result: Msg;
  readonly rulings: readonly string[] | undefined;
  readonly view: StepView;
  readonly markdown: StepMarkdown;
}

/** Per situation and language: what renders the same on every play. */
export interface SituationRenderCache {
  prefix: readonly StaticStep[] | undefined;
  title: string | undefined;
  /** The rulings footer by the interpretations it lists (bounded: a few per situation). */
  readonly footers: Map<string, string>;
}

/** What the text was made of, as Markdown, for the shapes of a reply (core/answers.ts). */
export interface RulingMarkdown {
  readonly steps: readonly StepMarkdown[];
  /** The purpose of the roll to make next, names escaped. */
  readonly nextPurpose?: string;
}

export interface RenderedResolution<O, D> {
  readonly view: ResolutionView<O, D>;
  readonly markdown: RulingMarkdown;
}

const MAX_FOOTERS = 32;
const NO_ROLLS: readonly number[] = Object.freeze([]);

/**
 * Turns a played program into the public response, in one language: the JSON fields in plain
 * text, `text` in Markdown with names escaped (core/markdown.ts). Written with plain loops and
 * direct property writes: this runs on every resolve request. Linear in the steps: each step's
 * messages are rendered once in plain text, and once more in Markdown only when a name in them
 * needs escaping; the text is fitted by core/step-lines.ts.
 */
export function renderResolution<O, D>(input: RenderInput<O, D>, tr: Translators): RenderedResolution<O, D> {
  const { played, cache } = input;
  const t = tr.plain;
  const n = played.steps.length;
  // Filled in order with push, not preallocated: a preallocated array is holey, which
  // JSON.stringify writes element by element on its slow path.
  const steps: StepView[] = [];
  const md: StepMarkdown[] = [];
  const rulings = new Set(input.rulings);
  // The steps before the first die come from the cached plan's own messages (the same objects
  // on every play): reuse their rendering while they match, one identity check each.
  const prefix = cache?.prefix;
  let i = 0;
  if (prefix) {
    for (; i < n && i < prefix.length; i++) {
      const s = played.steps[i];
      const p = prefix[i];
      if (s.summary !== p.summary || s.result !== p.result || s.rule !== p.view.rule || s.rulings !== p.rulings || s.rolls.length !== 0) break;
      steps.push(p.view);
      md.push(p.markdown);
      if (s.rulings) for (const r of s.rulings) rulings.add(r);
    }
  }
  for (; i < n; i++) {
    const s = played.steps[i];
    const summary = t(s.summary);
    const result = t(s.result);
    steps.push({ rule: s.rule, summary, rolls: s.rolls, result });
    md.push({
      rule: s.rule,
      message: s.summary,
      summary: tr.escapes(s.summary) ? tr.markdown(s.summary) : summary,
      rolls: s.rolls,
      result: tr.escapes(s.result) ? tr.markdown(s.result) : result,
    });
    if (s.rulings) for (const r of s.rulings) rulings.add(r);
  }
  if (cache && prefix === undefined) {
    // The first play of the situation: its steps up to the first roll start every play.
    const statics: StaticStep[] = [];
    for (let j = 0; j < n && played.steps[j].rolls.length === 0; j++) {
      const s = played.steps[j];
      statics.push({ summary: s.summary, result: s.result, rulings: s.rulings, view: Object.freeze({ ...steps[j], rolls: NO_ROLLS }), markdown: Object.freeze({ ...md[j], rolls: NO_ROLLS }) });
    }
    cache.prefix = statics;
  }
  const interpretations = [...rulings].sort();
  let next: NextRollView | undefined;
  let nextPurpose: string | undefined;
  if (!played.complete) {
    const nx = played.next;
    const purpose = t(nx.purpose);
    next = nx.need ? { die: nx.die, count: nx.count, purpose, need: nx.need } : { die: nx.die, count: nx.count, purpose };
    nextPurpose = tr.escapes(nx.purpose) ? tr.markdown(nx.purpose) : purpose;
  }
  const used: { die: DiceView['used'][number]['die']; value: number; purpose: string }[] = [];
  for (const u of played.used) {
    const purpose = t(u.spec.purpose);
    for (const value of u.faces) used.push({ die: u.spec.die, value, purpose });
  }
  const dice: DiceView = input.dice.seed !== undefined ? { mode: input.dice.mode, seed: input.dice.seed, used } : { mode: input.dice.mode, used };

  // Built key by key in the public order, without spreads: this runs on every resolve request.
  const view: Record<string, unknown> = { game: input.game };
  if (input.edition) view.edition = input.edition;
  view.action = input.action;
  view.complete = played.complete;
  if (played.complete && input.outcome !== undefined) view.outcome = input.outcome;
  if (next) view.next = next;
  view.steps = steps;
  if (input.odds !== undefined) view.odds = input.odds;
  if (input.luck !== undefined) view.luck = input.luck;
  view.interpretations = interpretations;
  view.dice = dice;
  const markdown: RulingMarkdown = nextPurpose === undefined ? { steps: md } : { steps: md, nextPurpose };
  view.text = markdownText(input, markdown, next, interpretations, tr);
  return { view: view as unknown as ResolutionView<O, D>, markdown };
}

/** The text's odds line (`**Odds:** ...`) of an action's odds message. */
export function oddsText(odds: Msg, tr: Translators): string {
  return tr.markdown({ key: 'text.odds', params: { text: cutMarkdown(tr.markdown(odds), TEXT_PIECE) } });
}

/** The line of the roll to make next (`⏳ Roll 1 d6 next: ...`), its purpose already Markdown. */
export function nextText(next: NextRollView, purpose: string, tr: Translators): string {
  return tr.markdown({ key: next.need ? 'text.next-need' : 'text.next', params: { count: next.count, die: next.die, purpose: cutMarkdown(purpose, TEXT_PIECE), need: next.need ?? '' } });
}

function markdownText<O, D>(input: RenderInput<O, D>, markdown: RulingMarkdown, next: NextRollView | undefined, interpretations: readonly string[], tr: Translators): string {
  const t = tr.markdown;
  const cache = input.cache;
  let title = cache?.title;
  if (title === undefined) {
    const game = t('game.title');
    const action = t(`action.${input.action}`);
    title = input.editionName
      ? t({ key: 'text.title-edition', params: { game, action, edition: input.editionName } })
      : t({ key: 'text.title', params: { game, action } });
    if (cache) cache.title = title;
  }
  const tail: string[] = [];
  if (next) {
    tail.push(`⏳ ${nextText(next, markdown.nextPurpose ?? next.purpose, tr)}`);
  } else if (input.headline) {
    tail.push(t({ key: 'text.outcome', params: { text: cutMarkdown(t(input.headline), TEXT_PIECE) } }));
  }
  if (input.oddsLine) tail.push(input.oddsLine);
  if (input.luck) tail.push(t({ key: 'text.luck', params: { text: cutMarkdown(t(luckLine(input.luck, input.luckBy)), TEXT_PIECE) } }));
  if (interpretations.length) {
    const ids = interpretations.join(' ');
    let footer = cache?.footers.get(ids);
    if (footer === undefined) {
      const titles = interpretations.map((id) => {
        const title = input.rulingTitle?.(id);
        return title ? t(title) : id;
      });
      footer = `_${t({ key: 'text.rulings', params: { list: cutMarkdown(titles.join(' · '), TEXT_PIECE) } })}_`;
      if (cache && cache.footers.size < MAX_FOOTERS) cache.footers.set(ids, footer);
    }
    tail.push(footer);
  }
  // The steps get what the title and the lines after them leave, one newline a line.
  let fixed = title.length + 1;
  for (const line of tail) fixed += line.length + 1;
  const lines = stepLines(markdown.steps, TEXT_LIMIT - fixed, tr);
  const text = [title, ...lines, ...tail].join('\n');
  // Past the limit only if the title and the lines after it alone are (not with the pieces' bounds).
  return text.length <= TEXT_LIMIT ? text : cutMarkdown(text, TEXT_LIMIT);
}

/**
 * Probabilities are sums of exact face weights in doubles; rounding to 12 decimals removes the
 * last-bit noise (0.9999999999999997) without hiding any real difference.
 */
export function roundDeep<V>(value: V): V {
  if (typeof value === 'number') return (Math.round(value * 1e12) / 1e12) as V;
  if (Array.isArray(value)) return value.map(roundDeep) as V;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundDeep(v)])) as V;
  }
  return value;
}
