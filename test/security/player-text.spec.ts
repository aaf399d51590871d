import 'reflect-metadata';
import fc from 'fast-check';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { parseCustomEntry, profileErrors } from '../../src/catalog/catalog-data';
import type { CustomEntryRecord } from '../../src/catalog/records';
import { OptionalField, PlayerText, StrictDto, StringLength } from '../../src/common/validation/decorators';
import { ProblemException } from '../../src/common/problem/problem.exception';
import { validateBody } from '../../src/common/validation/validator';
import { AOF_SKIRMISH } from '../../src/engine/aof-skirmish';
import { AOF_UNIT_KIND } from '../../src/engine/aof-skirmish/catalog';
import { PlayerTextMode, normalizePlayerText, playerTextPattern, playerTextProblem } from '../../src/engine/core/player-text';
import { fuzzSeed } from '../support/seed';

/**
 * Names and descriptions clients write are data, never layout: the shared check (engine/core/
 * player-text.ts), the `@PlayerText()` decorator and its compiled keyword, the published pattern,
 * and the stored-profile schemas, which refuse on writes and still load what was stored before.
 */

class NamedDto extends StrictDto {
  @StringLength(1, 80)
  @PlayerText()
  readonly name!: string;

  @OptionalField()
  @StringLength(0, 500)
  @PlayerText('lines')
  readonly summary?: string;
}

/** The 400's field errors for `body`, or [] when it is accepted. */
function refusal(body: object): { path: string; message: unknown }[] {
  try {
    validateBody(NamedDto, body);
    return [];
  } catch (e) {
    if (!(e instanceof ProblemException)) throw e;
    return e.errors.map((x) => ({ path: x.path, message: x.message }));
  }
}

const classValidatorAccepts = (body: object): boolean => validateSync(plainToInstance(NamedDto, body), { whitelist: true, forbidNonWhitelisted: true }).length === 0;

const label = (c: number): string => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every character the brief names, with the fault a name reports for it. */
const REFUSED: readonly (readonly [number, string])[] = [
  // C0, DEL and C1 controls; the line breaks among them (and Unicode's own) say so.
  [0x00, 'control'],
  [0x07, 'control'],
  [0x09, 'control'],
  [0x0a, 'line-break'],
  [0x0b, 'control'],
  [0x0c, 'control'],
  [0x0d, 'line-break'],
  [0x1b, 'control'],
  [0x1f, 'control'],
  [0x7f, 'control'],
  [0x80, 'control'],
  [0x85, 'line-break'],
  [0x9f, 'control'],
  [0x2028, 'line-break'],
  [0x2029, 'line-break'],
  // Bidirectional controls.
  [0x202a, 'bidi'],
  [0x202b, 'bidi'],
  [0x202c, 'bidi'],
  [0x202d, 'bidi'],
  [0x202e, 'bidi'],
  [0x2066, 'bidi'],
  [0x2067, 'bidi'],
  [0x2068, 'bidi'],
  [0x2069, 'bidi'],
  [0x200e, 'bidi'],
  [0x200f, 'bidi'],
  [0x061c, 'bidi'],
  // Zero-width and invisible characters.
  [0x200b, 'invisible'],
  [0x200c, 'invisible'],
  [0x200d, 'invisible'],
  [0x2060, 'invisible'],
  [0xfeff, 'invisible'],
  [0x180e, 'invisible'],
  [0x00ad, 'invisible'],
  [0x034f, 'invisible'],
  [0x115f, 'invisible'],
  [0x1160, 'invisible'],
  [0x3164, 'invisible'],
  [0xffa0, 'invisible'],
  [0xe0000, 'invisible'],
  [0xe0041, 'invisible'],
  [0xe007f, 'invisible'],
  // An unpaired surrogate is not text (and Postgres refuses it in jsonb).
  [0xd800, 'surrogate'],
  [0xdfff, 'surrogate'],
];

const chr = (c: number): string => (c >= 0xd800 && c <= 0xdfff ? String.fromCharCode(c) : String.fromCodePoint(c));

describe('player text: the check', () => {
  it.each(REFUSED.map(([c, fault]) => [label(c), fault, c] as const))('refuses %s in a name (%s), where it stands', (_l, fault, c) => {
    expect(playerTextProblem(`Hero${chr(c)}x`, 'line')).toEqual({ fault, char: label(c), position: 5 });
    expect(playerTextProblem(`${chr(c)}Hero`, 'line')).toEqual({ fault, char: label(c), position: 1 });
    // Every door says the same: the compiled keyword (a 400 naming the field), class-validator, the published pattern.
    expect(refusal({ name: `Hero${chr(c)}x` }).map((e) => e.path)).toEqual(['name']);
    expect(classValidatorAccepts({ name: `Hero${chr(c)}x` })).toBe(false);
    expect(new RegExp(playerTextPattern('line'), 'u').test(`Hero${chr(c)}x`)).toBe(false);
  });

  it('says what is wrong, and where (characters counted as code points)', () => {
    expect(refusal({ name: 'Hero\n**Result:** 9 hits' })).toEqual([{ path: 'name', message: { key: 'validation.text-line-break', params: { char: 'U+000A', position: 5 } } }]);
    expect(refusal({ name: '\u{1F600}a\u202Eb' })).toEqual([{ path: 'name', message: { key: 'validation.text-bidi', params: { char: 'U+202E', position: 3 } } }]);
    expect(refusal({ name: 'a\u200Bb' })).toEqual([{ path: 'name', message: { key: 'validation.text-invisible', params: { char: 'U+200B', position: 2 } } }]);
    expect(refusal({ name: 'a\tb' })).toEqual([{ path: 'name', message: { key: 'validation.text-control', params: { char: 'U+0009', position: 2 } } }]);
    expect(refusal({ name: 'a\uD800' })).toEqual([{ path: 'name', message: { key: 'validation.text-surrogate', params: { char: 'U+D800', position: 2 } } }]);
  });

  it('refuses a name that is empty or only white space, once', () => {
    for (const blank of [' ', '   ', '\u00A0', '\u3000 \u2003', ' \u202F ']) {
      expect(playerTextProblem(blank, 'line')).toEqual({ fault: 'blank' });
      expect(refusal({ name: blank })).toEqual([{ path: 'name', message: { key: 'validation.text-blank' } }]);
      expect(classValidatorAccepts({ name: blank })).toBe(false);
    }
    // `minLength: 1` and the check say the same words, so the problem lists it once.
    expect(refusal({ name: '' })).toEqual([{ path: 'name', message: { key: 'validation.not-empty' } }]);
  });

  it('lets free text have tabs and line breaks, and be empty, but not be blank or carry the rest', () => {
    expect(refusal({ name: 'Hero', summary: 'Line one.\n\tLine two.\r\nLine three.' })).toEqual([]);
    expect(refusal({ name: 'Hero', summary: '' })).toEqual([]);
    expect(refusal({ name: 'Hero', summary: ' \n\t ' })).toEqual([{ path: 'summary', message: { key: 'validation.text-blank' } }]);
    for (const c of [0x00, 0x0b, 0x0c, 0x1b, 0x7f, 0x85, 0x2028, 0x202e, 0x200b, 0xfeff, 0xe0041]) {
      expect(refusal({ name: 'Hero', summary: `a${chr(c)}b` }).map((e) => e.path)).toEqual(['summary']);
    }
  });

  it('accepts what a name may hold: letters of any script, accents, emoji, inner spaces', () => {
    for (const name of ['Iron Hero', 'Héroe de hierro', 'Héros de fer', 'Sgt. O’Brien', '鉄の英雄', 'Кузнец', 'מגן', 'ابن', '\u{1F6E1}\uFE0F Shield', 'a  b']) {
      expect(playerTextProblem(name, 'line')).toBeUndefined();
      expect(refusal({ name })).toEqual([]);
    }
  });
});

describe('player text: what is stored', () => {
  it('is NFC-normalized and trimmed by the validation itself (what handlers get)', () => {
    const body = { name: '  Cafe\u0301 e\u0301  ', summary: ' one\r\ntwo\rthree \n' };
    expect(validateBody(NamedDto, body)).toBe(body);
    expect(body).toEqual({ name: 'Café é', summary: 'one\ntwo\nthree' });
    expect(body.name).toBe('Caf\u00E9 \u00E9');
    expect(normalizePlayerText('e\u0301', 'line')).toBe('é');
    expect(normalizePlayerText('e\u0301', 'line')).toHaveLength(1);
  });

  it('checks the text as sent: white space around a name is trimmed, not refused', () => {
    expect(refusal({ name: '\u3000Hero\u00A0' })).toEqual([]);
  });
});

describe('player text: the published pattern agrees with the check', () => {
  const SEED = fuzzSeed(20411, 'player text pattern');
  const interesting = fc.constantFrom(...REFUSED.map(([c]) => chr(c)), ' ', '\u00A0', '\u3000', '\t', '\n', '\r', 'a', 'é', 'e\u0301', '\u{1F600}', '*', '\u2003');
  const text = fc.array(fc.oneof(interesting, fc.string({ maxLength: 3, unit: 'binary' })), { maxLength: 8 }).map((parts) => parts.join(''));

  it.each(['line', 'lines'] as const)('%s: the pattern accepts exactly what the check accepts', (mode: PlayerTextMode) => {
    const pattern = new RegExp(playerTextPattern(mode), 'u');
    fc.assert(
      fc.property(text, (s) => pattern.test(s) === (playerTextProblem(s, mode) === undefined)),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('normalizing accepted text keeps it acceptable', () => {
    fc.assert(
      fc.property(text, fc.constantFrom<PlayerTextMode>('line', 'lines'), (s, mode) => playerTextProblem(s, mode) !== undefined || playerTextProblem(normalizePlayerText(s, mode), mode) === undefined),
      { seed: SEED, numRuns: 3000 },
    );
  });
});

describe('player text: stored profiles', () => {
  const profile = (weapon: string) => ({ quality: 4, defense: 4, models: 3, points: 60, rules: [], equipment: [{ name: weapon, range: 0, attacks: 1, rules: [] }] });

  it('a write refuses a stored profile’s bad name, and normalizes a good one in place', () => {
    const errors = profileErrors(AOF_UNIT_KIND, profile('Hero\n**Result:** 9 hits'));
    expect(errors).toEqual([expect.objectContaining({ path: 'equipment[0].name', text: { fault: 'line-break', char: 'U+000A', position: 5, mode: 'line' } })]);
    const good = profile(' Cafe\u0301 axe ');
    expect(profileErrors(AOF_UNIT_KIND, good)).toEqual([]);
    expect(good.equipment[0].name).toBe('Caf\u00E9 axe');
  });

  it('a row stored before the rule still loads, as it was stored', () => {
    const record: CustomEntryRecord = {
      gameId: AOF_SKIRMISH.id,
      kind: 'unit',
      id: 'custom/legacy',
      faction: 'custom',
      owner: 'someone',
      name: { en: 'Legacy\u202Eunit' },
      summary: { en: '' },
      profile: profile('Old\nblade'),
      version: 1,
      createdAt: new Date(0),
      updatedAt: new Date(0),
      deletedAt: null,
    };
    const parsed = parseCustomEntry(AOF_SKIRMISH, record);
    expect((parsed.data.profile as ReturnType<typeof profile>).equipment[0].name).toBe('Old\nblade');
  });
});
