/**
 * State keys. The odds interpreter merges equal states after every step (as icepool does), so
 * each state needs a key, and the key is derived from the state's structure, never written by
 * hand: two states with the same plain data (numbers, strings, booleans, null, arrays and objects
 * built in the same key order) have the same key. A forgotten field can therefore never make two
 * different states merge.
 *
 * JSON is the encoding: the engine's states are small plain records, and the native serializer is
 * the fastest structural encoder available.
 */
export const stateKey = (value: unknown): string => JSON.stringify(value) ?? 'undefined';

/**
 * A property of a state that is there for the ruling's text and the reported outcome only (which
 * dice each side rolled, where each blast landed), never for what happens next. `stateKey` skips
 * it (JSON ignores symbol keys), so states that differ only in their trace merge in the odds, where
 * one of the traces is kept at random. A rule must therefore never branch on, or compute a result
 * from, a trace; the brute-force twin (tests) would catch a rule that does.
 */
export const TRACE: unique symbol = Symbol('trace');

export type Traced<S extends object, T> = S & { readonly [TRACE]: T };

/**
 * What the engine builds key by key on its hot paths (a state copied, a pool's counts): an empty
 * object of its own class, so its shapes grow from their own root. Built on `{}`, they grew from the
 * root every empty object literal in the process shares, where V8 keeps at most 1,536 shapes:
 * loading the app's modules and catalogs fills it, after which an object whose first key was not
 * among them got a shape of its own, made anew on every call. Which keys made it depended on what
 * the process had run first: AE-WWII's initiative odds spent 6 of 10 ms copying states in some
 * processes and 0.2 in others. Plain data all the same (JSON, Object.keys and equality see the
 * same own properties).
 */
class EngineRecord {}

/**
 * Hot copies. A state, trace, key or record the odds build once per branch they follow, or a
 * resolve request once per request, is written out field by field (in its interface's order, a
 * helper per shape where several sites build it), never spread (`{ ...x, k }`, `{ ...x }`, an
 * object rest). On Node 20 a spread followed by keys runs in V8's runtime (about 600 ns, against
 * 13 for the literal) and puts the added property's backing store in old space, garbage only a
 * full collection frees (bench/promoted.js); and the result of a spread gets a hidden class of its
 * own on every build whenever its source has three or four keys, or it adds a key, once the `{}`
 * root is full (see EngineRecord): every site that reads it then meets a new class, megamorphic or
 * deoptimized. Measured in docs/benchmarks.md ("What the code is shaped by").
 */

/** An empty object to add keys to on a hot path (see EngineRecord). */
export const emptyRecord = (): Record<string, unknown> => new EngineRecord() as Record<string, unknown>;

export function traced<S extends object, T>(state: S, trace: T): Traced<S, T> {
  // Object.assign, not a spread: V8 spreads an object into a literal with a symbol key an order of
  // magnitude slower, and states are built on the odds' hot path.
  const out = Object.assign(emptyRecord(), state) as S & { [TRACE]: T };
  out[TRACE] = trace;
  return out;
}

export const traceOf = <T>(state: { readonly [TRACE]: T }): T => state[TRACE];
