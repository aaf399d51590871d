import { stateKey } from '../core/state';
import { ShotState } from './shot-target';

const trace = { made: 0, pulverized: false, attacks: [], hits: 0, struck: 0, wills: [], coverDamaged: false, coordinated: null };

describe("a shot's state: the key the odds merge states by", () => {
  const state = new ShotState(true, 2, false, 3, 4, -1, 1, false, true, true, trace);

  // A field left out of the key would merge shots that differ in it.
  it('every field, in order, and nothing else', () => {
    expect(stateKey(state)).toBe(JSON.stringify(Object.values(state)));
  });

  it('the trace is in no key', () => {
    expect(stateKey(new ShotState(true, 2, false, 3, 4, -1, 1, false, true, true, { ...trace, made: 3, hits: 2 }))).toBe(stateKey(state));
  });
});
