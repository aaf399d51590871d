import { parseSearch, searchWords } from '../../src/catalog/search/search.service';

/** The words a search query is cut into, before the database folds and quotes each one. */
describe('searchWords', () => {
  it.each([
    ['Paracaídista', ['Paracaidista']],
    ['PARACAÍDISTAS rápidos', ['PARACAIDISTAS', 'rapidos']],
    // Compatibility forms are spelled out: "(1)" is punctuation around a digit, "ﬁ" is "fi".
    ['⑴', ['1']],
    ['ﬁre team', ['fire', 'team']],
    // "ŉ" is "ʼn": the modifier letter stays in the word; the database folds it to "'" and its
    // parser splits there, as it split the indexed names.
    ['ŉ', ['ʼn']],
    ['ʼ', ['ʼ']],
    ['ː', ['ː']],
    ['wehr:* & !(a|b)', ['wehr', 'a', 'b']],
  ])('%s → %j', (q, words) => {
    expect(searchWords(q)).toEqual(words);
  });

  it('keeps at most 8 words', () => {
    expect(parseSearch('a b c d e f g h i j', undefined).words).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
