import { Translate } from './i18n';
import { LuckView, luckLine } from './luck';
import { PlayResult } from './program';
import { DiceView, NextRollView, ResolutionView, StepView } from './resolution';
import { Msg, Text } from './types';

/** Discord's message limit: the Markdown ruling must fit in one chat message. */
export const TEXT_LIMIT = 2000;

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
  /** The text's line of the most useful odds, rendered (`text.odds` around the action's odds line). */
  readonly oddsLine?: string;
  /** Where the result sits in the odds (core/luck.ts). */
  readonly luck?: LuckView;
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

/** A step every play of a situation starts with, rendered once: its view and its line of text. */
export interface StaticStep {
  readonly summary: Msg;
  readonly result: Msg;
  readonly rulings: readonly string[] | undefined;
  readonly view: StepView;
  readonly line: string;
}

/** Per situation and language: what renders the same on every play. */
export interface SituationRenderCache {
  prefix: readonly StaticStep[] | undefined;
  title: string | undefined;
  /** The rulings footer by the interpretations it lists (bounded: a few per situation). */
  readonly footers: Map<string, string>;
}

const MAX_FOOTERS = 32;
const NO_ROLLS: readonly number[] = Object.freeze([]);

/**
 * Turns a played program into the public response, in one language. Written with plain loops
 * and direct property writes: this runs on every resolve request.
 */
export function renderResolution<O, D>(input: RenderInput<O, D>, t: Translate): ResolutionView<O, D> {
  const { played, cache } = input;
  const n = played.steps.length;
  // Filled in order with push, not preallocated: a preallocated array is holey, which
  // JSON.stringify writes element by element on its slow path.
  const steps: StepView[] = [];
  const lines: string[] = new Array<string>(n);
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
      lines[i] = p.line;
      if (s.rulings) for (const r of s.rulings) rulings.add(r);
    }
  }
  for (; i < n; i++) {
    const s = played.steps[i];
    const view = { rule: s.rule, summary: t(s.summary), rolls: s.rolls, result: t(s.result) };
    steps.push(view);
    lines[i] = stepLine(view, i);
    if (s.rulings) for (const r of s.rulings) rulings.add(r);
  }
  if (cache && prefix === undefined) {
    // The first play of the situation: its steps up to the first roll start every play.
    const statics: StaticStep[] = [];
    for (let j = 0; j < n && played.steps[j].rolls.length === 0; j++) {
      const s = played.steps[j];
      statics.push({ summary: s.summary, result: s.result, rulings: s.rulings, view: Object.freeze({ ...steps[j], rolls: NO_ROLLS }), line: lines[j] });
    }
    cache.prefix = statics;
  }
  const interpretations = [...rulings].sort();
  let next: NextRollView | undefined;
  if (!played.complete) {
    const nx = played.next;
    next = nx.need ? { die: nx.die, count: nx.count, purpose: t(nx.purpose), need: nx.need } : { die: nx.die, count: nx.count, purpose: t(nx.purpose) };
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
  view.text = markdown(input, lines, next, interpretations, t);
  return view as unknown as ResolutionView<O, D>;
}

function stepLine(s: StepView, i: number): string {
  const dice = s.rolls.length ? ` 🎲 ${s.rolls.join(', ')}` : '';
  return `${i + 1}. ${s.summary}${dice} → **${s.result}**`;
}

function markdown<O, D>(input: RenderInput<O, D>, lines: string[], next: NextRollView | undefined, interpretations: readonly string[], t: Translate): string {
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
    tail.push(`⏳ ${t({ key: next.need ? 'text.next-need' : 'text.next', params: { count: next.count, die: next.die, purpose: next.purpose, need: next.need ?? '' } })}`);
  } else if (input.headline) {
    tail.push(t({ key: 'text.outcome', params: { text: input.headline } }));
  }
  if (input.oddsLine) tail.push(input.oddsLine);
  if (input.luck) tail.push(t({ key: 'text.luck', params: { text: luckLine(input.luck) } }));
  if (interpretations.length) {
    const ids = interpretations.join(' ');
    let footer = cache?.footers.get(ids);
    if (footer === undefined) {
      const titles = interpretations.map((id) => {
        const title = input.rulingTitle?.(id);
        return title ? t(title) : id;
      });
      footer = `_${t({ key: 'text.rulings', params: { list: titles.join(' · ') } })}_`;
      if (cache && cache.footers.size < MAX_FOOTERS) cache.footers.set(ids, footer);
    }
    tail.push(footer);
  }
  return fit(title, lines, tail, t);
}

/** Drops steps from the middle (keeping the first and last ones) until the text fits. */
function fit(title: string, lines: string[], tail: string[], t: Translate): string {
  const join = (body: string[]) => [title, ...body, ...tail].join('\n');
  let text = join(lines);
  if (text.length <= TEXT_LIMIT) return text;
  for (let keep = lines.length - 1; keep >= 0; keep--) {
    const head = lines.slice(0, Math.ceil(keep / 2));
    const end = lines.slice(lines.length - Math.floor(keep / 2));
    text = join([...head, `… ${t({ key: 'text.more-steps', params: { n: lines.length - keep } })} …`, ...end]);
    if (text.length <= TEXT_LIMIT) return text;
  }
  return text.slice(0, TEXT_LIMIT - 1) + '…';
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
