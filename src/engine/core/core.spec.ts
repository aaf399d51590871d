import { FixedDice, SeededDice, seedState } from './dice';
import { Dist } from './dist';
import { RuleError } from './errors';
import { again, call, chain, counted, done, emit, loop, odds, OddsContext, play, pool, pure, repeat, roll, rollAs, rollsAs, Program } from './program';
import { opposed, rollPair, test, testResult } from './primitives';
import { stateKey, traced, traceOf } from './state';
import { parseTemplate, templateParams, translator } from './i18n';
import { en as coreEn } from './messages/en';
import { msg } from './types';
import { bruteForce } from '../testing/brute-force';
import { LruCache } from './lru';

const purpose = msg('test');

/** The RuleError `fn` throws (fails the test if it throws nothing, or something else). */
function ruleErrorOf(fn: () => unknown): RuleError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(RuleError);
  return caught as RuleError;
}
const d6 = <T>(next: (face: number) => Program<T>): Program<T> => roll({ die: 'd6', purpose }, ([f]) => next(f));

describe('Dist', () => {
  it('is a fair die', () => {
    const die = Dist.die(6);
    expect(die.size).toBe(6);
    expect(die.probability((f) => f >= 4)).toBeCloseTo(0.5, 15);
  });

  it('sums two dice exactly (2d6 = 7 has 6/36)', () => {
    const sum = Dist.die(6).combine(Dist.die(6), (a, b) => a + b, String);
    expect(sum.probability((s) => s === 7)).toBeCloseTo(6 / 36, 15);
    expect(sum.expectation((s) => s)).toBeCloseTo(7, 12);
    expect(sum.histogram((s) => s)[12]).toBeCloseTo(1 / 36, 15);
  });
});

describe('dice sources', () => {
  it('replays the same faces for the same seed and different ones for another', () => {
    const faces = (seed: string) => Array.from({ length: 20 }, () => SeededDice.fromSeed(seed).take({ die: 'd6', count: 20, purpose })).flat();
    expect(faces('table 7')).toEqual(faces('table 7'));
    expect(faces('table 7')).not.toEqual(faces('table 8'));
    expect(seedState('a')).not.toEqual(seedState('b'));
  });

  it('starts from the first 16 bytes of the SHA-256 of the seed, so a seed keeps the dice it has always had', () => {
    // Digests written out (FIPS 180-2 appendix B for "abc" and the 448-bit message, which pads to
    // two blocks; the empty string), then UTF-8 seeds: 2- and 4-byte characters, a lone surrogate as U+FFFD.
    const words = (hex: string): number[] => hex.split(' ').map((w) => parseInt(w, 16) | 0);
    expect(seedState('abc')).toEqual(words('ba7816bf 8f01cfea 414140de 5dae2223'));
    expect(seedState('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toEqual(words('248d6a61 d20638b8 e5c02693 0c3e6039'));
    expect(seedState('')).toEqual(words('e3b0c442 98fc1c14 9afbf4c8 996fb924'));
    expect(seedState('Ñandú 🎲')).toEqual(words('cf31a447 3e4733aa aab4f952 ef3b6204'));
    expect(seedState('x\udfb2y')).toEqual(words('0b377433 70331e33 808c0dd0 16756379'));
  });

  it('rolls a server-drawn seed (hashed, not cached) exactly as the same seed sent back by a client', () => {
    // A random roll reports its seed; replaying it must give the same faces, cached or not.
    const spec = { die: 'd10' as const, count: 30, purpose };
    expect(SeededDice.fromNewSeed('drawn-by-the-server').take(spec)).toEqual(SeededDice.fromSeed('drawn-by-the-server').take(spec));
  });

  it('draws every face of a d12 and nothing else', () => {
    const dice = SeededDice.fromSeed('faces');
    const seen = new Set(dice.take({ die: 'd12', count: 2000, purpose }));
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('rejects a value that is not a face of the die it is read as, naming its index', () => {
    const dice = new FixedDice([4, 9]);
    dice.take({ die: 'd6', purpose });
    expect(() => dice.take({ die: 'd6', purpose })).toThrow(RuleError);
    expect(() => new FixedDice([9]).take({ die: 'd12', purpose })).not.toThrow();
    expect(ruleErrorOf(() => new FixedDice([4, 9]).take({ die: 'd6', count: 2, purpose })).errors[0].path).toBe('dice.values[1]');
    // Too few values for a pool: not a roll yet, but a 0 is no face of a d6 all the same.
    expect(new FixedDice([3]).take({ die: 'd6', count: 6, purpose })).toBeUndefined();
    expect(ruleErrorOf(() => new FixedDice([3, 0]).take({ die: 'd6', count: 6, purpose })).errors[0].path).toBe('dice.values[1]');
  });

  it('reports unused values', () => {
    const dice = new FixedDice([1, 2, 3]);
    dice.take({ die: 'd6', purpose });
    const error = ruleErrorOf(() => dice.finish()).localized(translator([{ en: coreEn }], 'en'));
    expect(error.errors).toEqual([{ path: 'dice.values[1]', message: '3 dice were given but the resolution used only 1' }]);
  });
});

/** A module-level classifier, so the grouping is cached as rules are told to do. */
const whoWins = (a: number, b: number): number => Math.sign(a - b);

describe('programs', () => {
  // Roll a d6; on 6 roll another and add it.
  const exploding: Program<number> = d6((a) => (a === 6 ? d6((b) => pure(a + b)) : pure(a)));

  /** Exact odds equal the brute-force twin to 12 digits (or lie within its cut for endless loops). */
  const expectTwin = <T>(program: Program<T>, maxDice?: number): void => {
    const exact = odds(program);
    const brute = bruteForce(program, { maxDice });
    const keys = new Set([...exact.toArray().map((w) => stateKey(w.value)), ...brute.dist.toArray().map((w) => stateKey(w.value))]);
    const p = (d: typeof exact, key: string) => d.toArray().find((w) => stateKey(w.value) === key)?.p ?? 0;
    for (const key of keys) {
      const diff = p(exact, key) - p(brute.dist, key);
      expect({ key, ok: diff >= -1e-12 && diff <= brute.cut + 1e-12 }).toEqual({ key, ok: true });
    }
    expect(exact.totalWeight()).toBeCloseTo(1, 12);
  };

  it('odds classify a grouped roll once per grouping, not again for each branch walked (rollAs, rollsAs, through chain)', () => {
    let calls = 0;
    const parity = ([f]: number[]): string => {
      calls += 1;
      return f % 2 === 0 ? 'even' : 'odd';
    };
    const one = (n: number) => rollAs({ die: 'd6', purpose }, parity, (cls, [f]) => pure({ n, cls, f }));
    for (let n = 0; n < 5; n++) expect(odds(one(n)).probability((v) => v.cls === 'even')).toBeCloseTo(0.5, 15);
    // The six faces to group them, then the two representatives once, for every walk (was 6 + 2 x 5).
    expect(calls).toBe(8);
    const chained = chain(one(9), (v) => pure(v.cls));
    expect(odds(chained).probability((c) => c === 'odd')).toBeCloseTo(0.5, 15);
    expect(calls).toBe(8);
    // play classifies the faces it is given.
    expect(play(chained, new FixedDice([4]))).toMatchObject({ complete: true, value: 'even' });
    expect(calls).toBe(9);

    let pairs = 0;
    const high = ([[a], [b]]: number[][]): boolean => {
      pairs += 1;
      return a + b > 7;
    };
    const two = (n: number) => chain(rollsAs([{ die: 'd6', purpose }, { die: 'd6', purpose }], high, (h) => pure({ n, h })), (v) => pure(v.h));
    // 15 of the 36 pairs sum over 7.
    for (let n = 0; n < 3; n++) expect(odds(two(n)).probability((h) => h)).toBeCloseTo(15 / 36, 15);
    // The 36 pairs, then the two representatives (over 7 or not) once (was 36 + 2 x 3).
    expect(pairs).toBe(38);
  });

  it('play consumes dice in order and stops with the next roll when they run out', () => {
    expect(play(exploding, new FixedDice([6, 3]))).toMatchObject({ complete: true, value: 9 });
    expect(play(exploding, new FixedDice([6]))).toMatchObject({ complete: false, next: { die: 'd6', count: 1 } });
  });

  it('odds equal the brute-force twin', () => {
    expectTwin(exploding);
    // 9 = 6 then 3: 1/6 x 1/6.
    expect(odds(exploding).probability((x) => x === 9)).toBeCloseTo(1 / 36, 15);
  });

  describe('counted: pools at the table, a counted distribution for the odds', () => {
    // Three d6 at 5+, then as many d6 as hits at 4+: the wounds. Each die wounds with 2/6 x 3/6 = 1/6.
    const table: Program<number> = pool({ die: 'd6', count: 3, purpose, classify: (f) => (f >= 5 ? 'hit' : 'miss') }, (hits) =>
      emit({ rule: 'r', summary: msg('test'), result: msg('test') }, () =>
        hits.hit === 0 ? pure(0) : pool({ die: 'd6', count: hits.hit, purpose, classify: (f) => (f >= 4 ? 'wound' : 'saved') }, (w) => pure(w.wound)),
      ),
    );
    // Binomial(3, 1/6): 125, 75, 15, 1 out of 216.
    const binomial = (): Dist<number> => Dist.from([0, 1, 2, 3].map((k) => ({ value: k, p: [125, 75, 15, 1][k] / 216 })));
    const program = chain(counted(table, binomial), (w) => pure(w * 10));

    it('plays the table pools in order, with their steps, and continues after them', () => {
      const result = play(program, new FixedDice([5, 6, 1, 4, 3]));
      expect(result).toMatchObject({ complete: true, value: 10, steps: [{ rule: 'r' }] });
      expect(result.complete && result.used.map((u) => u.faces)).toEqual([[5, 6, 1], [4, 3]]);
    });

    it('reads the counted distribution in the odds, and the twin (which plays the table) agrees with it', () => {
      expect(odds(program).probability((x) => x === 10)).toBeCloseTo(75 / 216, 15);
      expectTwin(program);
      // A counted distribution is what the odds read: a wrong one shows (the twin is what catches it).
      const wrong = chain(counted(table, () => Dist.of(3)), (w) => pure(w * 10));
      expect(odds(wrong).probability((x) => x === 30)).toBe(1);
      expect(odds(wrong, new OddsContext({ table: true })).probability((x) => x === 30)).toBeCloseTo(1 / 216, 15);
    });
  });

  it('solves a reroll loop in closed form: reroll 1s, so each other face has 1/5', () => {
    const reroll = loop(0, () => d6((f) => pure(f === 1 ? again(0) : done(f))));
    const dist = odds(reroll);
    for (let f = 2; f <= 6; f++) expect(dist.probability((x) => x === f)).toBeCloseTo(0.2, 14);
    expect(dist.probability((x) => x === 1)).toBe(0);
    // The twin plays up to 12 rerolls: what it leaves out is (1/6)^12.
    expectTwin(reroll, 12);
  });

  it('chain after a reroll loop ends (it used to recurse without end)', () => {
    const reroll = loop(0, () => d6((f) => pure(f === 1 ? again(0) : done(f))));
    const doubled = chain(reroll, (f) => d6((g) => pure(f + g)));
    const dist = odds(doubled);
    // P(sum 12) = P(first 6 | not 1) x P(second 6) = 1/5 x 1/6.
    expect(dist.probability((x) => x === 12)).toBeCloseTo(1 / 30, 14);
    expectTwin(doubled, 10);
  });

  it('merges equal states after every iteration: 40 d6 summed cost 40 x 241 states, not 6^40 sequences', () => {
    const sum40 = loop({ i: 0, total: 0 }, (s) => (s.i === 40 ? pure(done(s.total)) : d6((f) => pure(again({ i: s.i + 1, total: s.total + f })))));
    const dist = odds(sum40);
    expect(dist.size).toBe(201); // totals 40..240
    expect(dist.expectation((x) => x)).toBeCloseTo(140, 9); // 40 x 3.5
    expect(dist.probability((x) => x === 40)).toBeCloseTo(6 ** -40, 40);
  });

  it('a trace changes nothing the odds see, but play keeps it', () => {
    const rolls = loop(traced({ i: 0, hits: 0 }, [] as number[]), (s) =>
      s.i === 3 ? pure(done(s)) : d6((f) => pure(again(traced({ i: s.i + 1, hits: s.hits + (f >= 4 ? 1 : 0) }, [...traceOf(s), f])))),
    );
    expect(odds(rolls).size).toBe(4); // 0..3 hits, whatever the faces
    const played = play(rolls, new FixedDice([4, 1, 6]));
    expect(played.complete && traceOf(played.value)).toEqual([4, 1, 6]);
    expectTwin(rolls);
  });

  it('call shares a sub-rule between states and loop iterations', () => {
    let walks = 0;
    const save = (need: number): Program<boolean> => {
      walks++;
      return d6((f) => pure(f >= need));
    };
    const program = loop({ i: 0, wounds: 0 }, (s) =>
      s.i === 10 ? pure(done(s.wounds)) : chain(call(save, 4), (saved) => pure(again({ i: s.i + 1, wounds: s.wounds + (saved ? 0 : 1) }))),
    );
    const dist = odds(program);
    expect(walks).toBe(1);
    // 10 independent 4+ saves: wounds ~ Binomial(10, 1/2).
    expect(dist.probability((w) => w === 5)).toBeCloseTo(252 / 1024, 14);
  });

  it('repeat applies a step a fixed number of times, walking it once per distinct state', () => {
    let walks = 0;
    // Five shots at a 2-wound model: each hits on 4+ and a hit is a wound until it is removed.
    const shots = repeat(5, { wounds: 0 }, (s, index) => {
      walks++;
      return d6((f) => pure({ wounds: Math.min(2, s.wounds + (f >= 4 && index >= 0 ? 1 : 0)) }));
    });
    const dist = odds(shots);
    expect(walks).toBe(3); // states 0, 1 and 2 wounds
    // Removed unless at most one of five 1/2 shots hits: 1 - (1 + 5) / 32.
    expect(dist.probability((s) => s.wounds === 2)).toBeCloseTo(26 / 32, 14);
    expectTwin(shots);
  });

  it('rollsAs groups a sequence of rolls jointly, and play takes them one at a time', () => {
    const first = { die: 'd6' as const, purpose: msg('a') };
    const second = { die: 'd6' as const, purpose: msg('b') };
    const program = rollPair(first, second, whoWins, (sign, a, b) => pure({ sign, a, b }));
    // One branch per sign (win, tie, loss), each with one representative pair of faces.
    expect(odds(program).size).toBe(3);
    const signs = odds(chain(program, (r) => pure(r.sign)));
    expect(signs.probability((x) => x === 0)).toBeCloseTo(6 / 36, 14);
    expect(play(program, new FixedDice([4]))).toMatchObject({ complete: false, next: { die: 'd6', count: 1, purpose: msg('b') } });
    expectTwin(chain(program, (r) => pure(r.sign)));
  });

  it('pool: counts per category with multinomial weights, and play reads real faces', () => {
    const classify = (face: number) => (face === 6 ? 'six' : face >= 4 ? 'hit' : 'miss');
    const program = pool({ die: 'd6', count: 3, purpose, classify }, (c) => pure(c));
    const dist = odds(program);
    // Hits are 4-5 (1/3): P(one six, two hits) = 3 orders x (1/6) x (1/3)^2 = 1/18.
    expect(dist.probability((c) => c.six === 1 && c.hit === 2)).toBeCloseTo(1 / 18, 14);
    expect(dist.size).toBe(10); // compositions of 3 into 3 categories
    expect(play(program, new FixedDice([6, 2, 5]))).toMatchObject({ complete: true, value: { miss: 1, hit: 1, six: 1 } });
    expectTwin(program);
    // Twenty dice: 231 count vectors, computed without 6^20 tuples.
    expect(odds(pool({ die: 'd6', count: 20, purpose, classify }, (c) => pure(c))).size).toBe(231);
  });

  it('test: natural faces beat the target number', () => {
    // Wartime-like roll-under d10 at 0 (clamped): only the natural 1 passes.
    expect(testResult({ target: 0, mode: 'under', critical: [1], fumble: [10] }, 1)).toEqual({ pass: true, critical: true, fumble: false });
    // AoF-like: 6 always passes, 1 always fails even with a target of 1.
    expect(testResult({ target: 1, mode: 'over', critical: [6], fumble: [1] }, 1)).toEqual({ pass: false, critical: false, fumble: true });
    const program = test({ die: 'd10', purpose, target: 7, mode: 'under', critical: [1], fumble: [10] }, (r) => pure(r));
    const dist = odds(program);
    expect(dist.size).toBe(4); // critical (1), pass (2-7), fail (8-9), fumble (10)
    expect(dist.probability((r) => r.pass)).toBeCloseTo(0.7, 14);
    expectTwin(program);
  });

  it('opposed: two dice grouped by what their pair decides', () => {
    // Lowest passing roll wins; equal rolls tie.
    const a = { die: 'd10' as const, purpose, target: 6, mode: 'under' as const };
    const b = { die: 'd10' as const, purpose, target: 4, mode: 'under' as const };
    const program = opposed(a, b, (ra, rb) => (ra.pass && (!rb.pass || ra.face < rb.face) ? 'a' : rb.pass && (!ra.pass || rb.face < ra.face) ? 'b' : 'none'), (d) => pure(d));
    const dist = odds(program);
    // A wins: A passes (6/10) and B fails (6/10), or both pass with a lower A: sum over a=1..4 of (4-a)/100 = 6/100.
    expect(dist.probability((d) => d === 'a')).toBeCloseTo(0.36 + 0.06, 14);
    expectTwin(program);
  });

  it('chain and emit keep the steps of both parts', () => {
    const step = { rule: 'r', summary: msg('s'), result: msg('x') };
    const program = chain(emit(step, () => d6((a) => pure(a))), (a) => emit(step, () => pure(a * 2)));
    const result = play(program, new FixedDice([5]));
    expect(result).toMatchObject({ complete: true, value: 10 });
    expect(result.steps).toHaveLength(2);
  });
});

describe('messages', () => {
  const catalog = {
    shots: '{n, plural, one {# shot} other {# shots}}',
    zero: '{n, plural, =0 {nothing} one {# thing} other {# things}}',
    odds: '{p, percent} to hit, {x, decimal} expected',
    who: '{names} and {kind, select, a {A} other {else}}',
  };
  const t = (lang: 'en' | 'es' | 'fr') => translator([{ en: catalog, es: catalog, fr: catalog }], lang);

  it('chooses plural forms by Intl.PluralRules', () => {
    expect(t('en')(msg('shots', { n: 1 }))).toBe('1 shot');
    expect(t('en')(msg('shots', { n: 3 }))).toBe('3 shots');
    expect(t('en')(msg('zero', { n: 0 }))).toBe('nothing');
  });

  it('writes numbers, percentages and lists the language’s way', () => {
    expect(t('en')(msg('odds', { p: 1 / 3, x: 0.1944 }))).toBe('33.3% to hit, 0.19 expected');
    // A no-break space before % (which one is CLDR's business).
    expect(t('es')(msg('odds', { p: 1 / 3, x: 0.1944 }))).toMatch(/^33,3[\u00a0\u202f]% to hit, 0,19 expected$/);
    expect(t('fr')(msg('odds', { p: 1 / 3, x: 0.1944 }))).toMatch(/^33,3[\u00a0\u202f]% to hit, 0,19 expected$/);
    expect(t('es')(msg('who', { names: ['A', 'B', 'C'], kind: 'a' }))).toBe('A, B y C and A');
  });

  it('renders catalog names in the language, else English', () => {
    expect(t('es')({ en: 'Airborne', es: 'Paracaidista' })).toBe('Paracaidista');
    expect(t('fr')({ en: 'Airborne', es: 'Paracaidista' })).toBe('Airborne');
  });

  it('refuses malformed templates', () => {
    expect(() => parseTemplate('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parseTemplate('a } b')).toThrow();
    expect([...templateParams('{a} {n, plural, one {{b}} other {#}}')].sort()).toEqual(['a', 'b', 'n']);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2]);
  });

  it('agrees with a naive list on a long run of gets, sets and overwrites', () => {
    // A fixed sequence from a linear congruential generator: deterministic, no seed to print.
    let x = 12345;
    const next = (n: number): number => {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      return x % n;
    };
    for (const capacity of [1, 2, 5]) {
      const cache = new LruCache<number>(capacity);
      let model: [string, number][] = []; // most recent first
      for (let i = 0; i < 3000; i++) {
        const key = `k${next(9)}`;
        if (next(2) === 0) {
          const hit = model.find(([k]) => k === key);
          expect(cache.get(key)).toBe(hit?.[1]);
          if (hit) model = [hit, ...model.filter(([k]) => k !== key)];
        } else {
          cache.set(key, i);
          model = [[key, i] as [string, number], ...model.filter(([k]) => k !== key)].slice(0, capacity);
        }
        expect(cache.size).toBe(model.length);
      }
      for (const [k, v] of model) expect(cache.get(k)).toBe(v);
    }
  });

  it('with a size bound, drops the least recent entries until the rest fit, and keeps none heavier than the bound', () => {
    const cache = new LruCache<string>(100, { maxSize: 10, sizeOf: (value) => value.length });
    cache.set('a', 'xxxx'); // 4
    cache.set('b', 'xxx'); // 4 + 3 = 7
    expect(cache.get('a')).toBe('xxxx'); // a is now the most recent
    cache.set('c', 'xxxxx'); // 7 + 5 = 12 > 10: b (the least recent) goes, 4 + 5 = 9
    expect([cache.get('b'), cache.get('a'), cache.get('c'), cache.size]).toEqual([undefined, 'xxxx', 'xxxxx', 2]);
    cache.set('d', 'x'.repeat(11)); // heavier than the whole bound: not kept, nothing else dropped
    expect([cache.get('d'), cache.size]).toEqual([undefined, 2]);
  });
});
