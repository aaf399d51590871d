import { FixedDice, SeededDice, seedState } from './dice';
import { Dist } from './dist';
import { RuleError } from './errors';
import { chain, emit, memo, odds, play, pure, roll, Program } from './program';
import { msg } from './types';
import { bruteForceOdds } from '../testing/brute-force';
import { LruCache } from './lru';

const purpose = msg('test');
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
    try {
      new FixedDice([4, 9]).take({ die: 'd6', count: 2, purpose });
    } catch (e) {
      expect((e as RuleError).errors[0].path).toBe('dice.values[1]');
    }
  });

  it('reports unused values', () => {
    const dice = new FixedDice([1, 2, 3]);
    dice.take({ die: 'd6', purpose });
    expect(() => dice.finish()).toThrow(/3 dice were given but the resolution used only 1/);
  });
});

describe('programs', () => {
  // Roll a d6; on 6 roll another and add it.
  const exploding: Program<number> = d6((a) => (a === 6 ? d6((b) => pure(a + b)) : pure(a)));

  it('play consumes dice in order and stops with the next roll when they run out', () => {
    expect(play(exploding, new FixedDice([6, 3]))).toMatchObject({ complete: true, value: 9 });
    expect(play(exploding, new FixedDice([6]))).toMatchObject({ complete: false, next: { die: 'd6', count: 1 } });
  });

  it('odds equal the brute-force twin', () => {
    const exact = odds(exploding, String);
    const brute = bruteForceOdds(exploding, String);
    for (let v = 1; v <= 12; v++) expect(exact.probability((x) => x === v)).toBeCloseTo(brute.probability((x) => x === v), 14);
    expect(exact.probability((x) => x === 9)).toBeCloseTo(1 / 36, 15);
  });

  it('solves a self-loop in closed form: reroll 1s, so each other face has 1/5', () => {
    const reroll: Program<number> = memo('r', () => d6((f) => (f === 1 ? reroll : pure(f))));
    const dist = odds(reroll, String);
    for (let f = 2; f <= 6; f++) expect(dist.probability((x) => x === f)).toBeCloseTo(0.2, 14);
    expect(dist.probability((x) => x === 1)).toBe(0);
  });

  it('chain and emit keep the steps of both parts', () => {
    const step = { rule: 'r', summary: msg('s'), result: msg('x') };
    const program = chain(emit(step, () => d6((a) => pure(a))), (a) => emit(step, () => pure(a * 2)));
    const result = play(program, new FixedDice([5]));
    expect(result).toMatchObject({ complete: true, value: 10 });
    expect(result.steps).toHaveLength(2);
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
});
