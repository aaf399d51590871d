import { Translate, Translators } from './i18n';
import { cutMarkdown } from './markdown';
import { Msg, MsgParam, Text } from './types';

/**
 * The steps of a ruling as lines of Markdown, for `text` and the embed's description, within a
 * room of characters, in time linear in the steps (`steps`, the JSON array, always has them all).
 *
 * - **Listed**: a ruling of at most `STEP_LINES.listed` steps whose lines fit is an ordered list,
 *   one line a step (`3. To hit, shot 1: needs 4+ 🎲 4 → **hit**`).
 * - **Grouped**: otherwise, steps of the same rule and message about the same subject (the first
 *   name the summary carries: a model, a weapon) share one line, in the order each group first
 *   appears: its summary with what differs written as a range (`shot 1–64`, `strength 7–11`), the
 *   count (`×64`), the dice counted by face when there are many (`🎲 12×1, 9×2...`), and each result
 *   with its count (`**hit** ×29, **miss** ×35`). A step alone keeps its own line. Every piece is
 *   bounded (`STEP_LINES`), and the numbers are written `3\.` so that Discord does not renumber them
 *   as a list.
 * - **Fitted**: when the lines still do not fit, lines are dropped from the middle (the first and
 *   last kept) for one line saying how many steps are not shown ("… and 9 more steps"). The
 *   longest prefix and suffix that fit are found by a binary search over running lengths: the
 *   overflow line is translated once per count tried, a logarithmic number of times.
 */
export const STEP_LINES = {
  /** Steps a ruling lists one a line when they fit; beyond, steps are grouped. */
  listed: 20,
  /** Characters of a summary or a result in a grouped line (a name list is cut with `…`). */
  piece: 200,
  /** Dice a grouped line lists one by one; beyond, they are counted by face. */
  dice: 12,
} as const;

/** A step's parts as Markdown (names escaped) beside what grouping reads. */
export interface StepMarkdown {
  readonly rule: string;
  /** The step's summary message: grouping reads its key, names and params. */
  readonly message: Msg;
  readonly summary: string;
  readonly rolls: readonly number[];
  readonly result: string;
}

/** A step's line in a listed ruling (the ordered list every short ruling is). */
export const listedLine = (s: { readonly summary: string; readonly rolls: readonly number[]; readonly result: string }, i: number): string =>
  `${i + 1}. ${s.summary}${s.rolls.length ? ` 🎲 ${s.rolls.join(', ')}` : ''} → **${s.result}**`;

/** The lines of `steps` within `room` characters (lines joined by `\n`). */
export function stepLines(steps: readonly StepMarkdown[], room: number, tr: Translators): string[] {
  const n = steps.length;
  if (n <= STEP_LINES.listed) {
    const listed: string[] = [];
    let length = n - 1;
    for (let i = 0; i < n; i++) length += (listed[i] = listedLine(steps[i], i)).length;
    if (length <= room) return listed;
  }
  const { lines, weights } = groupedLines(steps, tr);
  return fitLines(lines, weights, room, overflowLine(tr.plain));
}

/** "… and N more steps", translated once per count. */
export function overflowLine(t: Translate): (hidden: number) => string {
  const memo = new Map<number, string>();
  return (hidden) => {
    let line = memo.get(hidden);
    if (line === undefined) memo.set(hidden, (line = t({ key: 'text.more-steps', params: { n: hidden } })));
    return line;
  };
}

/**
 * `lines` (each standing for `weights[i]` steps) within `room`: all of them, or the longest head
 * and tail (the head one longer) that fit around the overflow line, which counts the steps left
 * out. Running lengths make each candidate O(1) but for its overflow line; the candidates are
 * searched by bisection. When not even the overflow line fits, it is cut to the room.
 */
export function fitLines(lines: readonly string[], weights: readonly number[], room: number, overflow: (hidden: number) => string): string[] {
  const m = lines.length;
  // head[k]: characters of the first k lines; tail[k]: of the last k; with steps the same way.
  const head = new Array<number>(m + 1);
  const tail = new Array<number>(m + 1);
  const headSteps = new Array<number>(m + 1);
  const tailSteps = new Array<number>(m + 1);
  head[0] = tail[0] = headSteps[0] = tailSteps[0] = 0;
  for (let k = 1; k <= m; k++) {
    head[k] = head[k - 1] + lines[k - 1].length;
    tail[k] = tail[k - 1] + lines[m - k].length;
    headSteps[k] = headSteps[k - 1] + weights[k - 1];
    tailSteps[k] = tailSteps[k - 1] + weights[m - k];
  }
  if (head[m] + Math.max(0, m - 1) <= room) return lines.slice();
  const total = headSteps[m];
  // `keep` lines around the overflow line: keep + 1 lines, keep newlines.
  const length = (keep: number): number => {
    const h = Math.ceil(keep / 2);
    const e = keep - h;
    return head[h] + tail[e] + overflow(total - headSteps[h] - tailSteps[e]).length + keep;
  };
  let lo = 0;
  let hi = m - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (length(mid) <= room) lo = mid;
    else hi = mid - 1;
  }
  const h = Math.ceil(lo / 2);
  const e = lo - h;
  const more = overflow(total - headSteps[h] - tailSteps[e]);
  if (length(lo) > room) return room > 0 ? [cutMarkdown(more, room)] : [];
  const out = lines.slice(0, h);
  out.push(more);
  for (let k = m - e; k < m; k++) out.push(lines[k]);
  return out;
}

/** Lines of grouped steps and how many steps each stands for, in time linear in the steps. */
export function groupedLines(steps: readonly StepMarkdown[], tr: Translators): { lines: string[]; weights: number[] } {
  const groups = new Map<string, number[]>();
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    const key = `${s.rule}\u0000${s.message.key}\u0000${subjectOf(s.message.params)}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  }
  const lines: string[] = [];
  const weights: number[] = [];
  const push = (members: readonly number[], summary?: string): void => {
    lines.push(groupLine(steps, members, summary));
    weights.push(members.length);
  };
  for (const members of groups.values()) {
    if (members.length === 1) {
      push(members);
      continue;
    }
    const merged = mergeMessages(
      members.map((i) => steps[i].message),
      tr,
    );
    if (merged) {
      push(members, cutMarkdown(tr.markdown(merged), STEP_LINES.piece));
      continue;
    }
    // What differs cannot be written as one summary: the steps whose summaries read the same.
    const same = new Map<string, number[]>();
    for (const i of members) {
      const bucket = same.get(steps[i].summary);
      if (bucket) bucket.push(i);
      else same.set(steps[i].summary, [i]);
    }
    for (const bucket of same.values()) push(bucket);
  }
  return { lines, weights };
}

/** One line for `members` (step indexes, in order): a step's own line, or the group's. */
function groupLine(steps: readonly StepMarkdown[], members: readonly number[], summary?: string): string {
  const first = steps[members[0]];
  const number = `${members[0] + 1}\\.`;
  if (members.length === 1) return `${number} ${cutMarkdown(first.summary, STEP_LINES.piece)}${dice(first.rolls)} → **${cutMarkdown(first.result, STEP_LINES.piece)}**`;
  const faces: number[] = [];
  const results = new Map<string, number>();
  for (const i of members) {
    for (const f of steps[i].rolls) faces.push(f);
    const r = steps[i].result;
    results.set(r, (results.get(r) ?? 0) + 1);
  }
  let tally = '';
  for (const [r, count] of results) {
    const part = `**${cutMarkdown(r, STEP_LINES.piece)}**${count > 1 ? ` ×${count}` : ''}`;
    if (tally && tally.length + part.length > STEP_LINES.piece) {
      tally += ', …';
      break;
    }
    tally += tally ? `, ${part}` : part;
  }
  return `${number} ${summary ?? cutMarkdown(first.summary, STEP_LINES.piece)} ×${members.length}${dice(faces)} → ${tally}`;
}

/** The dice of a line: listed, or counted by face (`12×1, 9×2`) when there are many. */
function dice(faces: readonly number[]): string {
  if (faces.length === 0) return '';
  if (faces.length <= STEP_LINES.dice) return ` 🎲 ${faces.join(', ')}`;
  const counts = new Map<number, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  return ` 🎲 ${[...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([f, c]) => `${c}×${f}`)
    .join(', ')}`;
}

const isText = (v: Msg | Text): v is Text => !('key' in v);

/** The first name a message's params carry (depth first), as a key: what a step is about. */
function subjectOf(params: Readonly<Record<string, MsgParam>> | undefined): string {
  if (!params) return '';
  for (const k in params) {
    const found = subjectIn(params[k]);
    if (found !== undefined) return found;
  }
  return '';
}

function subjectIn(v: MsgParam): string | undefined {
  if (typeof v !== 'object') return undefined;
  if (Array.isArray(v)) {
    for (const x of v as readonly MsgParam[]) {
      const found = subjectIn(x);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const m = v as Msg | Text;
  if (isText(m)) return `${m.en}\u0001${m.es ?? ''}\u0001${m.fr ?? ''}`;
  if (!m.params) return undefined;
  for (const k in m.params) {
    const found = subjectIn(m.params[k]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One message standing for several of the same key: params equal in all are kept, numbers that
 * differ become a range (`text.range`), strings that differ are listed (`4/5`, at most three),
 * messages of one key are merged param by param. Null when that cannot say it truthfully: names
 * or keys that differ, or a differing param the template picks a branch by (a plural, a select).
 */
export function mergeMessages(messages: readonly Msg[], tr: Translators): Msg | null {
  const first = messages[0];
  const branches = tr.branches(first.key);
  const names = first.params ? Object.keys(first.params) : [];
  for (const m of messages) {
    if (m.key !== first.key) return null;
    if ((m.params ? Object.keys(m.params).length : 0) !== names.length) return null;
  }
  if (names.length === 0) return first;
  const params: Record<string, MsgParam> = {};
  for (const name of names) {
    const values: MsgParam[] = [];
    for (const m of messages) {
      const v = (m.params as Readonly<Record<string, MsgParam>>)[name];
      if (v === undefined) return null;
      values.push(v);
    }
    const merged = mergeValues(values, branches === null || branches.has(name), tr);
    if (merged === null) return null;
    params[name] = merged;
  }
  return { key: first.key, params };
}

const INTEGER = /^-?\d+$/;

function mergeValues(values: readonly MsgParam[], branching: boolean, tr: Translators): MsgParam | null {
  const first = values[0];
  let same = true;
  for (let i = 1; i < values.length && same; i++) same = sameParam(first, values[i]);
  if (same) return first;
  if (branching) return null;
  if (values.every((v) => typeof v === 'number')) return range(values as readonly number[]);
  if (values.every((v) => typeof v === 'string')) {
    const strings = values as readonly string[];
    if (strings.every((s) => INTEGER.test(s))) return range(strings.map(Number));
    const distinct = [...new Set(strings)];
    return distinct.length <= 3 ? distinct.join('/') : null;
  }
  if (values.every((v) => typeof v === 'object' && !Array.isArray(v) && !isText(v as Msg | Text))) return mergeMessages(values as readonly Msg[], tr);
  if (values.every((v) => Array.isArray(v) && v.length === (first as readonly MsgParam[]).length)) {
    const lists = values as readonly (readonly MsgParam[])[];
    const out: MsgParam[] = [];
    for (let k = 0; k < lists[0].length; k++) {
      const merged = mergeValues(
        lists.map((l) => l[k]),
        false,
        tr,
      );
      if (merged === null) return null;
      out.push(merged);
    }
    return out;
  }
  return null;
}

function range(numbers: readonly number[]): Msg {
  let min = numbers[0];
  let max = numbers[0];
  for (const x of numbers) {
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return { key: 'text.range', params: { min, max } };
}

function sameParam(a: MsgParam, b: MsgParam): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameParam((a as readonly MsgParam[])[i], (b as readonly MsgParam[])[i])) return false;
    return true;
  }
  const x = a as Msg | Text;
  const y = b as Msg | Text;
  if (isText(x) || isText(y)) return isText(x) && isText(y) && x.en === y.en && x.es === y.es && x.fr === y.fr;
  if (x.key !== y.key) return false;
  const xp = x.params ?? {};
  const yp = y.params ?? {};
  const keys = Object.keys(xp);
  if (keys.length !== Object.keys(yp).length) return false;
  for (const k of keys) if (!(k in yp) || !sameParam(xp[k], yp[k])) return false;
  return true;
}
