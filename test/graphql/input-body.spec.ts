import { inputToBody } from '../../src/games/input-body';
import { aeWwiiBody } from '../../src/games/ae-wwii/dto';

/** GraphQL input → REST body: what the mappers keep, drop and rename (the twin tests cover whole requests). */
describe('GraphQL input to REST body', () => {
  it('drops absent values and nulls but those kept, inside objects and arrays, in their order', () => {
    const input = Object.assign(Object.create(null) as object, { b: null, a: 1, keep: null, list: [null, { x: undefined, y: 'y', keep: null }], nested: { z: null } });
    const body = inputToBody(input, new Set(['keep']));
    expect(body).toEqual({ a: 1, keep: null, list: [null, { y: 'y', keep: null }], nested: {} });
    expect(Object.keys(body as object)).toEqual(['a', 'keep', 'list', 'nested']);
    // A plain object, whatever the input's prototype (Ajv reads own properties of plain objects).
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(inputToBody({ n: null })).toEqual({});
    expect(inputToBody(undefined)).toBeUndefined();
  });

  it('AE-WWII: the body is the input, an inline weapon as it came, rangedCombat the one null kept', () => {
    const input = { weapon: { profile: { range: 12, name: null } }, distance: 10, cover: null, attacker: { profile: { rangedCombat: null, name: null } } };
    expect(aeWwiiBody(input)).toEqual({ weapon: { profile: { range: 12 } }, distance: 10, attacker: { profile: { rangedCombat: null } } });
  });
});
