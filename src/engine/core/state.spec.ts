import { setFlagsFromString } from 'node:v8';
import { emptyRecord, stateKey, traced, traceOf } from './state';

// V8's own test of whether two objects have one hidden class (shape): an intrinsic only the parser
// can reach, hence new Function. The flag only changes what the parser accepts, so functions
// compiled after it may use the intrinsic.
setFlagsFromString('--allow-natives-syntax');
const haveSameShape = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/**
 * Fills the shapes V8 keeps from the root every empty object literal shares (1,536 of them), as
 * loading the app's modules and catalogs does: from then on an object built on `{}` whose first key
 * is new gets a shape of its own, made anew on each build.
 */
function fillEmptyLiteralRoot(): void {
  for (let i = 0; i < 2000; i++) {
    const o: Record<string, number> = {};
    o[`filler${i}`] = i;
  }
}

describe('engine records keep their shapes when the empty-literal root is full', () => {
  beforeAll(fillEmptyLiteralRoot);

  it('the premise: objects built on {} with a first key never seen no longer share a shape', () => {
    const a: Record<string, number> = {};
    a.neverSeenKey = 1;
    const b: Record<string, number> = {};
    b.neverSeenKey = 2;
    expect(haveSameShape(a, b)).toBe(false);
  });

  it('traced copies of states with the same keys share one shape', () => {
    const a = traced({ brandNewI: 0, best: -1 }, { rolled: null });
    const b = traced({ brandNewI: 4, best: 6 }, { rolled: 'x' });
    expect(haveSameShape(a, b)).toBe(true);
  });

  it('records built key by key share one shape', () => {
    const a = emptyRecord();
    a.freshCategory = 1;
    a.other = 2;
    const b = emptyRecord();
    b.freshCategory = 3;
    b.other = 4;
    expect(haveSameShape(a, b)).toBe(true);
  });

  it('a traced state is the same plain data: key, own keys, trace', () => {
    const s = traced({ i: 2, hits: 1 }, [5, 6]);
    expect(stateKey(s)).toBe('{"i":2,"hits":1}');
    expect(Object.keys(s)).toEqual(['i', 'hits']);
    expect(traceOf(s)).toEqual([5, 6]);
    // A traced state copied again takes the new trace, not the one it carried.
    expect(traceOf(traced(s, [7]))).toEqual([7]);
    expect(JSON.stringify(s)).toBe(JSON.stringify({ i: 2, hits: 1 }));
  });
});
