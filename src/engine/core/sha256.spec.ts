import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { fuzzSeed } from '../../../test/support/seed';
import { seedState } from './dice';
import { sha256Words } from './sha256';

/** The reference: Node's OpenSSL digest of the same string, as eight big-endian signed words. */
function reference(s: string): number[] {
  const digest = createHash('sha256').update(s, 'utf8').digest();
  return Array.from({ length: 8 }, (_, i) => digest.readInt32BE(i * 4));
}

const hex = (words: readonly number[]): string => words.map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('');

describe('sha256Words (the seeds digest)', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    // FIPS 180-2 appendix B: "abc" (one block) and the 448-bit message (two blocks after padding).
    expect(hex(sha256Words('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256Words('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    expect(hex(sha256Words(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('matches node:crypto at every padding boundary (0 to 200 bytes)', () => {
    // 55 bytes is the longest one-block message, 56 the shortest that needs a second block for the length.
    for (let n = 0; n <= 200; n++) {
      const s = 'x'.repeat(n);
      expect(sha256Words(s)).toEqual(reference(s));
    }
  });

  it('encodes as UTF-8 exactly as Node does: 2-, 3- and 4-byte characters, lone surrogates', () => {
    for (const s of ['é', 'Ñandú', '→', '🎲', 'a🎲b', '\ud83c', 'x\udfb2y', '\udfb2\ud83c', '\u07ff\u0800\uffff', 'ß'.repeat(40), '🎲'.repeat(30)]) {
      expect(sha256Words(s)).toEqual(reference(s));
    }
  });

  it('matches node:crypto on random strings (property, fixed seed)', () => {
    const seed = fuzzSeed(20261125, 'sha256Words vs node:crypto');
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 150 }), fc.string({ unit: 'grapheme', maxLength: 80 })), (s) => {
        expect(sha256Words(s)).toEqual(reference(s));
      }),
      { seed, numRuns: 2000 },
    );
  });

  it('keeps the seeds dice state: the first four words of the digest', () => {
    // seedState is what xoroshiro128+ starts from: the digest's first 16 bytes, so every seed a
    // client ever sent still rolls the same faces.
    for (const s of ['example', 'table 7', 'bench-1a', '']) expect(seedState(s)).toEqual(reference(s).slice(0, 4));
  });
});
