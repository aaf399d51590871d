import { stateKey } from '../core/state';
import { ExchangeArg, Fight, Footing, side, StrikeBackArg, StrikesArg, startTrace } from './melee-state';

/** Every value a record holds, depth first in field order (its sides and footing in place, flags as 0 or 1), its trace left out. */
const values = (x: unknown): unknown[] =>
  Array.isArray(x) ? x.flatMap(values) : x !== null && typeof x === 'object' ? Object.values(x).flatMap(values) : [typeof x === 'boolean' ? Number(x) : x];

describe('close-combat records: the key the odds merge states by', () => {
  const trace = startTrace(2);
  const a = side(1, true, 2, -3);
  const d = side(4, false, 5, 6);
  const f = new Footing(true, false, a, d, trace);
  const records = {
    Footing: f,
    ExchangeArg: new ExchangeArg(7, 8, a, d, 9),
    StrikesArg: new StrikesArg(1, 2, true, false, true, false, false, true, f),
    StrikeBackArg: new StrikeBackArg(1, true, false, f),
    Fight: new Fight(1, false, true, a, [d, side(10, true, 11, 12)], trace),
  };

  // A field left out of a record's key would merge states that differ in it.
  it.each(Object.entries(records))('%s: every field, in order, and nothing else', (_, record) => {
    expect(stateKey(record)).toBe(JSON.stringify(values(record)));
  });

  it('the trace is in no key', () => {
    expect(stateKey(new Footing(true, false, a, d, { ...trace, made: 3 }))).toBe(stateKey(f));
  });
});
