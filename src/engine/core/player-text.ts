/*
 * Text a player writes that the service shows back (names, labels, descriptions) is data, never
 * layout: it may not carry control characters, bidirectional overrides or invisible characters,
 * and it must say something (not only spaces). What is accepted is stored and used NFC-normalized
 * and trimmed, so a name has one spelling whatever keyboard typed it.
 *
 * A JSON Schema marks such a string with the keyword PLAYER_TEXT, its value a PlayerTextMode. The
 * platform's validators enforce it (src/common/validation/player-text.ts) and the published
 * document carries the equivalent `pattern` (playerTextPattern). Framework-free, so the games'
 * stored-profile schemas can carry the mark and renderers can read the same tables.
 */

/** The schema keyword marking a string as player text. */
export const PLAYER_TEXT = 'x-playerText';

/**
 * `line`: a name or label, one line, never empty. `lines`: free text (a summary, a description),
 * where tabs and line breaks are allowed and the empty text means none.
 */
export type PlayerTextMode = 'line' | 'lines';
export const PLAYER_TEXT_MODES: readonly PlayerTextMode[] = ['line', 'lines'];

/** Why a text is refused. */
export type PlayerTextFault = 'empty' | 'blank' | 'line-break' | 'control' | 'bidi' | 'invisible' | 'surrogate';

export interface PlayerTextProblem {
  readonly fault: PlayerTextFault;
  /** The offending character as `U+000A` (absent for `empty` and `blank`). */
  readonly char?: string;
  /** Its position, 1-based, in characters (code points). */
  readonly position?: number;
}

type Range = readonly [number, number];

/** C0 and C1 controls, DEL included. */
const CONTROLS: readonly Range[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
];
/** Characters that end a line: LF, CR, NEL, LINE and PARAGRAPH SEPARATOR. */
const LINE_BREAKS: readonly Range[] = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x85, 0x85],
  [0x2028, 0x2029],
];
/** Layout free text may keep: tab, LF, CR (CR and CRLF are stored as LF). */
const LAYOUT: readonly number[] = [0x09, 0x0a, 0x0d];
/** Bidirectional controls: marks, embeddings, overrides, isolates. They reorder what surrounds them. */
const BIDI: readonly Range[] = [
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
/**
 * Characters that show nothing (or look like a space without being one): zero-width spaces and
 * joiners, the word joiner and invisible operators, deprecated format controls, the BOM, soft
 * hyphen, combining grapheme joiner, Hangul fillers, Khmer invisible vowels, the Mongolian vowel
 * separator, interlinear annotation controls and tag characters.
 */
const INVISIBLE: readonly Range[] = [
  [0xad, 0xad],
  [0x034f, 0x034f],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200d],
  [0x2060, 0x2065],
  [0x206a, 0x206f],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff9, 0xfffb],
  [0xe0000, 0xe007f],
];
/** UTF-16 surrogates: only ever met unpaired here (a pair is one astral character). */
const SURROGATES: Range = [0xd800, 0xdfff];
/** What `String.prototype.trim` and the regexp `\s` count as white space (written out so the published pattern does not depend on a regexp engine's tables). */
const WHITESPACE: readonly Range[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

const within = (c: number, ranges: readonly Range[]): boolean => ranges.some(([a, b]) => c >= a && c <= b);
const isWhitespace = (c: number): boolean => within(c, WHITESPACE);

/** What is wrong with character `c` in `mode`, if anything. */
function faultOf(c: number, mode: PlayerTextMode): PlayerTextFault | undefined {
  if (c >= SURROGATES[0] && c <= SURROGATES[1]) return 'surrogate';
  if (mode === 'lines' && LAYOUT.includes(c)) return undefined;
  if (within(c, LINE_BREAKS)) return mode === 'line' ? 'line-break' : 'control';
  if (within(c, CONTROLS)) return 'control';
  if (within(c, BIDI)) return 'bidi';
  if (within(c, INVISIBLE)) return 'invisible';
  return undefined;
}

export const codePointLabel = (c: number): string => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Why `text` is not acceptable player text in `mode`, or undefined when it is. Checks the text as
 * sent (before normalizing): the first offending character, else an empty (`line` only) or
 * white-space-only value.
 */
export function playerTextProblem(text: string, mode: PlayerTextMode): PlayerTextProblem | undefined {
  let position = 0;
  let visible = false;
  for (const ch of text) {
    position++;
    const c = ch.codePointAt(0) as number;
    const fault = faultOf(c, mode);
    if (fault !== undefined) return { fault, char: codePointLabel(c), position };
    if (!visible && !isWhitespace(c)) visible = true;
  }
  if (visible) return undefined;
  if (text.length > 0) return { fault: 'blank' };
  return mode === 'line' ? { fault: 'empty' } : undefined;
}

const classOf = (ranges: readonly Range[]): string => {
  const hex = (c: number): string => (c > 0xffff ? `\\u{${c.toString(16).toUpperCase()}}` : `\\u${c.toString(16).toUpperCase().padStart(4, '0')}`);
  return ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('');
};

/** `ranges` sorted, overlapping and adjacent ones joined, `except` left out. */
function normalizeRanges(ranges: readonly Range[], except: readonly number[] = []): Range[] {
  const split: Range[] = [];
  for (const [a, b] of ranges) {
    let start = a;
    for (const x of [...except].sort((p, q) => p - q)) {
      if (x < start || x > b) continue;
      if (x > start) split.push([start, x - 1]);
      start = x + 1;
    }
    if (start <= b) split.push([start, b]);
  }
  split.sort((p, q) => p[0] - q[0]);
  const out: [number, number][] = [];
  for (const [a, b] of split) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

const forbidden = (mode: PlayerTextMode): Range[] => normalizeRanges([...CONTROLS, ...LINE_BREAKS, ...BIDI, ...INVISIBLE, SURROGATES], mode === 'lines' ? LAYOUT : []);

const patterns = new Map<PlayerTextMode, string>();

/**
 * The JSON Schema `pattern` (an ECMA-262 regexp with the `u` flag, as JSON Schema validators
 * compile them) that accepts exactly the texts `playerTextProblem` accepts: allowed white space,
 * one character that is neither white space nor forbidden, then anything allowed; in `lines` the
 * whole may also be empty. Linear: its classes do not overlap.
 */
export function playerTextPattern(mode: PlayerTextMode): string {
  let p = patterns.get(mode);
  if (p === undefined) {
    const bad = forbidden(mode);
    const blank = normalizeRanges(WHITESPACE, WHITESPACE.flatMap(([a, b]) => rangePoints(bad, a, b)));
    const body = `[${classOf(blank)}]*[^${classOf(normalizeRanges([...WHITESPACE, ...bad]))}][^${classOf(bad)}]*`;
    p = mode === 'lines' ? `^(?:${body})?$` : `^${body}$`;
    patterns.set(mode, p);
  }
  return p;
}

/** The code points of `ranges` within [a, b] (used on the short white-space ranges only). */
function rangePoints(ranges: readonly Range[], a: number, b: number): number[] {
  const out: number[] = [];
  for (let c = a; c <= b; c++) if (within(c, ranges)) out.push(c);
  return out;
}

const TRIM = new RegExp(`^[${classOf(WHITESPACE)}]+|[${classOf(WHITESPACE)}]+$`, 'gu');

/**
 * Accepted player text as it is stored and used: NFC-normalized (`e` + U+0301 is `é`), trimmed,
 * and in `lines` every CR or CRLF written LF.
 */
export function normalizePlayerText(text: string, mode: PlayerTextMode): string {
  let out = text.normalize('NFC');
  if (mode === 'lines') out = out.replace(/\r\n?/g, '\n');
  return out.replace(TRIM, '');
}
