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
  /** One line of the most useful odds. */
  readonly oddsLine?: Msg;
  /** Where the result sits in the odds (core/luck.ts). */
  readonly luck?: LuckView;
  readonly rulings: readonly string[];
  /** A ruling's title, for the text's footer (the response lists ids). */
  readonly rulingTitle?: (id: string) => Text | undefined;
  readonly dice: { mode: DiceView['mode']; seed?: string };
}

/**
 * Turns a played program into the public response, in one language. Written with plain loops
 * and direct property writes: this runs on every resolve request.
 */
export function renderResolution<O, D>(input: RenderInput<O, D>, t: Translate): ResolutionView<O, D> {
  const { played } = input;
  const steps: StepView[] = new Array<StepView>(played.steps.length);
  const rulings = new Set(input.rulings);
  for (let i = 0; i < played.steps.length; i++) {
    const s = played.steps[i];
    steps[i] = { rule: s.rule, summary: t(s.summary), rolls: s.rolls, result: t(s.result) };
    if (s.rulings) for (const r of s.rulings) rulings.add(r);
  }
  const interpretations = [...rulings].sort();
  let next: NextRollView | undefined;
  if (!played.complete) {
    const n = played.next;
    next = n.need ? { die: n.die, count: n.count, purpose: t(n.purpose), need: n.need } : { die: n.die, count: n.count, purpose: t(n.purpose) };
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
  view.text = markdown(input, steps, next, interpretations, t);
  return view as unknown as ResolutionView<O, D>;
}

function markdown<O, D>(
  input: RenderInput<O, D>,
  steps: readonly StepView[],
  next: NextRollView | undefined,
  interpretations: readonly string[],
  t: Translate,
): string {
  const game = t('game.title');
  const action = t(`action.${input.action}`);
  const title = input.editionName
    ? t({ key: 'text.title-edition', params: { game, action, edition: input.editionName } })
    : t({ key: 'text.title', params: { game, action } });
  const lines = steps.map((s, i) => {
    const dice = s.rolls.length ? ` 🎲 ${s.rolls.join(', ')}` : '';
    return `${i + 1}. ${s.summary}${dice} → **${s.result}**`;
  });
  const tail: string[] = [];
  if (next) {
    tail.push(`⏳ ${t({ key: next.need ? 'text.next-need' : 'text.next', params: { count: next.count, die: next.die, purpose: next.purpose, need: next.need ?? '' } })}`);
  } else if (input.headline) {
    tail.push(t({ key: 'text.outcome', params: { text: input.headline } }));
  }
  if (input.oddsLine) tail.push(t({ key: 'text.odds', params: { text: input.oddsLine } }));
  if (input.luck) tail.push(t({ key: 'text.luck', params: { text: luckLine(input.luck) } }));
  if (interpretations.length) {
    const titles = interpretations.map((id) => {
      const title = input.rulingTitle?.(id);
      return title ? t(title) : id;
    });
    tail.push(`_${t({ key: 'text.rulings', params: { list: titles.join(' · ') } })}_`);
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
