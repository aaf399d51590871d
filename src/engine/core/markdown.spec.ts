import { cutMarkdown, markdownName, needsEscape, ZWSP } from './markdown';

describe('markdownName: a name shows as typed and is never markup', () => {
  it('leaves a plain name alone', () => {
    for (const name of ['Airborne', 'Sgt. Kowalski', 'Saqueadores de Ceniza', 'Ash-Raiders 2', 'Parachutiste d’élite']) {
      expect(needsEscape(name)).toBe(false);
      expect(markdownName(name)).toBe(name);
    }
  });

  it('escapes every Markdown character Discord reads', () => {
    expect(markdownName('a\\b*c_d~e`f|g>h#i[j]k(l)m')).toBe('a\\\\b\\*c\\_d\\~e\\`f\\|g\\>h\\#i\\[j\\]k\\(l\\)m');
    expect(markdownName('**Result:** 9 hits')).toBe('\\*\\*Result:\\*\\* 9 hits');
    expect(markdownName('||spoiler|| ~~gone~~ `code`')).toBe('\\|\\|spoiler\\|\\| \\~\\~gone\\~\\~ \\`code\\`');
  });

  it('keeps the name on its line: line breaks and other controls become a space', () => {
    expect(markdownName('Hero\n**Result:** 9 hits, target removed')).toBe('Hero \\*\\*Result:\\*\\* 9 hits, target removed');
    expect(markdownName('a\r\n\tb\u2028c\u0085d')).toBe('a b c d');
  });

  it('escapes a list or heading marker opening the name', () => {
    expect(markdownName('- list')).toBe('\\- list');
    expect(markdownName('+ list')).toBe('\\+ list');
    expect(markdownName('1. first')).toBe('1\\. first');
    expect(markdownName('12) twelfth')).toBe('12\\) twelfth');
    expect(markdownName('# Heading')).toBe('\\# Heading');
    expect(markdownName('-# subtext')).toBe('\\-\\# subtext');
    expect(markdownName('> quote')).toBe('\\> quote');
    // Inside a name these are plain text: only the opening one is a marker.
    expect(markdownName('T-34 1. x')).toBe('T-34 1. x');
  });

  it('breaks mentions with a zero-width space', () => {
    expect(markdownName('@everyone')).toBe(`@${ZWSP}everyone`);
    expect(markdownName('@here')).toBe(`@${ZWSP}here`);
    expect(markdownName('<@123>')).toBe(`<${ZWSP}@${ZWSP}123\\>`);
    expect(markdownName('<@!123> <@&9> <#5>')).toBe(`<${ZWSP}@${ZWSP}!123\\> <${ZWSP}@${ZWSP}&9\\> <${ZWSP}\\#5\\>`);
    for (const name of ['@everyone', '<@123>', '<@!123>', '<@&123>', '<#123>']) expect(markdownName(name)).not.toMatch(/@everyone|@here|<[@#]/);
  });

  it('makes a masked link plain text', () => {
    expect(markdownName('[x](https://e.vil)')).toBe('\\[x\\]\\(https://e.vil\\)');
  });
});

describe('cutMarkdown', () => {
  it('cuts with a marker, never leaving a backslash to escape it or splitting a surrogate pair', () => {
    expect(cutMarkdown('abcdef', 6)).toBe('abcdef');
    expect(cutMarkdown('abcdef', 4)).toBe('abc…');
    // 'ab\*' cut at 4 keeps 'ab' and drops the lone backslash of the escape.
    expect(cutMarkdown('ab\\*cd', 4)).toBe('ab…');
    expect(cutMarkdown('a\\\\bcd', 4)).toBe('a\\\\…');
    expect(cutMarkdown('a🎲🎲', 3)).toBe('a…');
    expect(cutMarkdown('abc', 0)).toBe('');
  });
});
