import { DiscordEmbed, embedViolations, fitEmbed } from './embed';
import { Catalog, Translate, Translators, translators } from './i18n';
import { markdownName, needsEscape } from './markdown';
import { en as coreEn } from './messages/en';
import { es as coreEs } from './messages/es';
import { fr as coreFr } from './messages/fr';
import { PlayResult, PlayStep } from './program';
import { renderResolution, TEXT_LIMIT } from './render';
import { STEP_LINES, StepMarkdown, fitLines, groupedLines, mergeMessages, stepLines } from './step-lines';
import { Lang, Msg, msg, Text, verbatim } from './types';

/**
 * Rendering is linear in the steps: the work is counted (translations, and the overflow line's in
 * particular), never timed. Long rulings group their steps within fixed bounds.
 */
const game: Readonly<Record<Lang, Catalog>> = {
  en: {
    'game.title': 'Test',
    'action.shot': 'shot',
    'label.shot': 'shot {n}',
    'label.model': '{name}',
    'step.to-hit': 'To hit, {of}: needs {need}+',
    'step.save': '{model}: strength {strength} = save {n}+',
    'step.defense': '{model}: {hits} Defense {hits, plural, one {roll} other {rolls}}',
    'result.hit': 'hit',
    'result.miss': 'miss',
    'result.wound': 'wound',
    'result.saved': 'saved',
  },
  es: {
    'game.title': 'Prueba',
    'action.shot': 'disparo',
    'label.shot': 'disparo {n}',
    'label.model': '{name}',
    'step.to-hit': 'Para impactar, {of}: necesita {need}+',
    'step.save': '{model}: fuerza {strength} = salvación {n}+',
    'step.defense': '{model}: {hits} {hits, plural, one {tirada} other {tiradas}} de Defensa',
    'result.hit': 'impacto',
    'result.miss': 'fallo',
    'result.wound': 'herida',
    'result.saved': 'salvado',
  },
  fr: {
    'game.title': 'Essai',
    'action.shot': 'tir',
    'label.shot': 'tir {n}',
    'label.model': '{name}',
    'step.to-hit': 'Pour toucher, {of}\u202f: il faut {need}+',
    'step.save': '{model}\u202f: force {strength} = sauvegarde {n}+',
    'step.defense': '{model}\u202f: {hits} {hits, plural, one {jet} other {jets}} de Défense',
    'result.hit': 'touché',
    'result.miss': 'raté',
    'result.wound': 'blessure',
    'result.saved': 'sauvegardé',
  },
};
const CORE = { en: coreEn, es: coreEs, fr: coreFr };
const translatorsIn = (lang: Lang): Translators => translators([game, CORE], lang, markdownName, needsEscape);

/** Translators that count their calls, all of them and the overflow line's. */
function counted(tr: Translators): { tr: Translators; calls: () => number; overflows: () => number } {
  let calls = 0;
  let overflows = 0;
  const count =
    (t: Translate): Translate =>
    (m) => {
      calls++;
      if (typeof m === 'object' && 'key' in m && m.key === 'text.more-steps') overflows++;
      return t(m);
    };
  return { tr: { ...tr, plain: count(tr.plain), markdown: count(tr.markdown) }, calls: () => calls, overflows: () => overflows };
}

const brute: Text = verbatim('Brute *the* Great');

/** A volley: `shots` to-hit rolls, then a strength and a save per hit, as AE-WWII plays one. */
function volley(shots: number): PlayStep[] {
  const steps: PlayStep[] = [];
  for (let i = 1; i <= shots; i++) steps.push({ rule: 'test/to-hit', summary: msg('step.to-hit', { of: msg('label.shot', { n: i }), need: '4' }), rolls: [1 + (i % 6)], result: msg(i % 6 >= 3 ? 'result.hit' : 'result.miss') });
  for (let i = 1; i <= shots; i++) {
    const strength = 7 + (i % 5);
    steps.push({ rule: 'test/save', summary: msg('step.save', { model: msg('label.model', { name: brute }), strength, n: strength - 4 }), rolls: [1 + ((i * 5) % 6)], result: msg(i % 2 ? 'result.wound' : 'result.saved') });
  }
  return steps;
}

const playedOf = (steps: PlayStep[]): PlayResult<unknown> => ({ complete: true, value: null, steps, used: [] });

function render(steps: PlayStep[], tr: Translators) {
  return renderResolution({ game: 'test', action: 'shot', played: playedOf(steps), rulings: [], dice: { mode: 'values' }, headline: msg('result.hit') }, tr);
}

const stepsPart = (text: string): string[] => text.split('\n').slice(1, -1);

describe('fitting is linear in the steps', () => {
  it('an embed of thousands of lines translates its overflow line a logarithmic number of times', () => {
    let overflows = 0;
    const t: Translate = (m) => {
      if (typeof m === 'object' && 'key' in m && m.key === 'text.more-steps') overflows++;
      return typeof m === 'string' ? m : JSON.stringify(m);
    };
    const empty: DiscordEmbed = { title: 'T', description: '', color: 0, fields: [] };
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1}. step ${'x'.repeat(50)}`);
    const fitted = fitEmbed(empty, lines(2000), t);
    expect(embedViolations(fitted)).toEqual([]);
    // About 66 lines of ~60 characters fit in 4,096: a bisection over 0..1,999 kept lines tries at
    // most ceil(log2(2,000)) = 11 counts, and the one it keeps once more (12). Dropping one line at
    // a time from the middle tried some 1,930 counts.
    expect(overflows).toBeLessThanOrEqual(12);
    overflows = 0;
    fitEmbed(empty, lines(20_000), t);
    // Ten times the lines: ceil(log2(20,000)) = 15 counts, plus one.
    expect(overflows).toBeLessThanOrEqual(16);
  });

  it('fitLines keeps the longest head and tail around the count of steps left out', () => {
    const more = (n: number) => `… and ${n} more`;
    const lines = ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'];
    // All 5 lines: 5 x 4 + 4 newlines = 24.
    expect(fitLines(lines, [1, 1, 1, 1, 1], 24, more)).toEqual(lines);
    // 23: keep 4 lines (2 + 2) around "… and 1 more" (12): 16 + 12 + 4 newlines = 32 > 23; keep 2
    // (1 + 1): 8 + "… and 3 more" 12 + 2 newlines = 22 <= 23.
    expect(fitLines(lines, [1, 1, 1, 1, 1], 23, more)).toEqual(['aaaa', '… and 3 more', 'eeee']);
    // Weights count the steps a grouped line stands for: 2 + 5 + 1 hidden.
    expect(fitLines(lines, [1, 2, 5, 1, 1], 23, more)).toEqual(['aaaa', '… and 8 more', 'eeee']);
    // Not even the overflow line fits: it is cut.
    expect(fitLines(lines, [1, 1, 1, 1, 1], 5, more)).toEqual(['… an…']);
  });

  it.each(['en', 'es', 'fr'] as const)('a ruling of n steps costs a number of translations linear in n (%s)', (lang) => {
    const work = (shots: number) => {
      const c = counted(translatorsIn(lang));
      const { view } = render(volley(shots), c.tr);
      expect(view.steps).toHaveLength(2 * shots);
      expect(view.text.length).toBeLessThanOrEqual(TEXT_LIMIT);
      return { calls: c.calls(), overflows: c.overflows() };
    };
    const small = work(500);
    const large = work(5000);
    // Per step: its summary and result in plain text, and again in Markdown for the saves (their
    // model's name needs escaping): at most 4 a step, plus a bounded number for the title, the
    // outcome and one merged summary per group.
    expect(small.calls).toBeLessThanOrEqual(4 * 1000 + 50);
    expect(large.calls).toBeLessThanOrEqual(4 * 10_000 + 50);
    expect(large.overflows).toBeLessThanOrEqual(2);
  });
});

describe('long rulings group their steps', () => {
  it.each(['en', 'es', 'fr'] as const)('one line per rule and model, ranges for what differs, counts for the dice and results (%s)', (lang) => {
    const tr = translatorsIn(lang);
    const { view } = render(volley(64), tr);
    // The JSON keeps every step.
    expect(view.steps).toHaveLength(128);
    const lines = stepsPart(view.text);
    // 64 to-hit steps and 64 saves about one model: two lines.
    expect(lines).toHaveLength(2);
    const toHit = { en: 'To hit, shot 1–64: needs 4+ ×64', es: 'Para impactar, disparo 1–64: necesita 4+ ×64', fr: 'Pour toucher, tir 1–64\u202f: il faut 4+ ×64' }[lang];
    const save = { en: 'strength 7–11 = save 3–7+ ×64', es: 'fuerza 7–11 = salvación 3–7+ ×64', fr: 'force 7–11 = sauvegarde 3–7+ ×64' }[lang];
    expect(lines[0].startsWith(`1\\. ${toHit} 🎲 `)).toBe(true);
    // Faces 1 + (i % 6) for i = 1..64 (64 = 6 x 10 + 4): i % 6 = 1..4 eleven times (faces 2 to 5),
    // 0 and 5 ten times (faces 1 and 6). A hit is i % 6 in 3, 4, 5: 11 + 11 + 10 = 32; 32 misses.
    expect(lines[0]).toContain('🎲 10×1, 11×2, 11×3, 11×4, 11×5, 10×6 → ');
    const [hit, miss] = [tr.plain('result.hit'), tr.plain('result.miss')];
    expect(lines[0].endsWith(`→ **${miss}** ×32, **${hit}** ×32`)).toBe(true);
    // The model's name is written as data.
    expect(lines[1]).toBe(`65\\. Brute \\*the\\* Great${lang === 'fr' ? '\u202f' : ''}: ${save} 🎲 ${lines[1].split(' 🎲 ')[1]}`);
    // Odd i wound (32), even i are saved (32).
    expect(lines[1].endsWith(`→ **${tr.plain('result.wound')}** ×32, **${tr.plain('result.saved')}** ×32`)).toBe(true);
    // The plain summaries stay as typed.
    expect(view.steps[64].summary).toContain('Brute *the* Great');
  });

  it('a ruling of at most 20 steps that fits lists every step, numbered as a list', () => {
    const { view } = render(volley(10), translatorsIn('en'));
    const lines = stepsPart(view.text);
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe('1. To hit, shot 1: needs 4+ 🎲 2 → **miss**');
    expect(lines[10]).toBe('11. Brute \\*the\\* Great: strength 8 = save 4+ 🎲 6 → **wound**');
    // Past 20 steps, grouped.
    expect(stepsPart(render(volley(11), translatorsIn('en')).view.text)).toHaveLength(2);
  });

  it('does not merge a param a plural reads, nor different names: those get lines of their own', () => {
    const tr = translatorsIn('en');
    const defense = (name: string, hits: number): StepMarkdown => {
      const message = msg('step.defense', { model: msg('label.model', { name: verbatim(name) }), hits });
      return { rule: 'test/defense', message, summary: tr.markdown(message), rolls: [], result: tr.markdown('result.saved') };
    };
    expect(mergeMessages([defense('A', 1).message, defense('A', 2).message], tr)).toBeNull();
    const steps = [defense('A', 1), defense('A', 2), defense('A', 2), defense('B', 1), defense('A', 1)];
    const { lines, weights } = groupedLines(steps, tr);
    // A with 1 roll (steps 1, 5), A with 2 rolls (2, 3), B (4): in the order each first appears.
    expect(lines).toEqual(['1\\. A: 1 Defense roll ×2 → **saved** ×2', '2\\. A: 2 Defense rolls ×2 → **saved** ×2', '4\\. B: 1 Defense roll → **saved**']);
    expect(weights).toEqual([2, 2, 1]);
  });

  it('bounds every piece of a line: summaries, results, dice', () => {
    const tr = translatorsIn('en');
    const long = verbatim('M'.repeat(500));
    const steps: StepMarkdown[] = Array.from({ length: 30 }, (_, i) => {
      const message = msg('step.save', { model: msg('label.model', { name: long }), strength: 7, n: 3 });
      return { rule: `test/${i % 3}`, message, summary: tr.markdown(message), rolls: Array.from({ length: 40 }, (_, k) => 1 + ((i + k) % 6)), result: 'R'.repeat(500 + i) };
    });
    const lines = stepLines(steps, 100_000, tr);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      // Summary and results within STEP_LINES.piece each, the dice counted by face: "🎲 67×1, ...".
      expect(line.length).toBeLessThanOrEqual(2 * STEP_LINES.piece + 120);
      expect(line).toMatch(/🎲 (\d+×\d, ){5}\d+×\d → /);
      // The merged summary is cut within the long name.
      expect(line).toMatch(/^\d+\\\. M{199}… ×10 🎲/);
      expect(line.endsWith('…')).toBe(true);
    }
  });

  it('says what is left out as a player would', () => {
    const texts = (['en', 'es', 'fr'] as const).map((lang) => {
      const steps = volley(300).map((s, i) => ({ ...s, summary: msg('step.save', { model: msg('label.model', { name: verbatim(`Model ${i}`) }), strength: 7, n: 3 }) }));
      return render(steps, translatorsIn(lang)).view.text;
    });
    // 600 steps about 600 models: 600 lines, most of them left out.
    expect(texts[0]).toMatch(/\n… and \d+ more steps\n/);
    expect(texts[1]).toMatch(/\n… y \d+ pasos más\n/);
    expect(texts[2]).toMatch(/\n… et \d+ étapes de plus\n/);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(TEXT_LIMIT);
      expect(text).not.toContain('`steps`');
      // Shown and left out add up to every step.
      const lines = stepsPart(text);
      const hidden = Number(/(\d+)/.exec(lines.find((l) => l.startsWith('…')) as string)?.[1]);
      expect(lines.length - 1 + hidden).toBe(600);
    }
  });
});

describe('translators', () => {
  it('write names as Markdown only in the Markdown translator, and say when that changes anything', () => {
    const tr = translatorsIn('en');
    const evil = msg('step.save', { model: msg('label.model', { name: verbatim('@everyone [x](https://e.vil)') }), strength: 7, n: 3 });
    expect(tr.plain(evil)).toBe('@everyone [x](https://e.vil): strength 7 = save 3+');
    expect(tr.markdown(evil)).toBe('@\u200beveryone \\[x\\]\\(https://e.vil\\): strength 7 = save 3+');
    expect(tr.escapes(evil)).toBe(true);
    const plain: Msg = msg('step.save', { model: msg('label.model', { name: verbatim('Brute') }), strength: 7, n: 3 });
    expect(tr.escapes(plain)).toBe(false);
    expect(tr.markdown(plain)).toBe(tr.plain(plain));
    expect(tr.branches('step.defense')).toEqual(new Set(['hits']));
    expect(tr.branches('step.save')).toEqual(new Set());
  });
});
