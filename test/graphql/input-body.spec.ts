import { inputToBody } from '../../src/games/input-body';
import { shotInputToBody } from '../../src/games/ae-wwii/graphql/ae-wwii.mapper';
import { ProblemException } from '../../src/common/problem/problem.exception';

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

  it('AE-WWII shot: weaponProfile becomes weapon.profile, weapon stays, last; both refused', () => {
    expect(shotInputToBody({ weaponProfile: { range: 12 }, distance: 10, cover: null })).toEqual({ distance: 10, weapon: { profile: { range: 12 } } });
    const body = shotInputToBody({ weapon: 'kar98k', distance: 10, rangedCombat: null, attacker: { unit: 'u' } });
    expect(body).toEqual({ distance: 10, rangedCombat: null, attacker: { unit: 'u' }, weapon: 'kar98k' });
    expect(Object.keys(body as object)).toEqual(['distance', 'rangedCombat', 'attacker', 'weapon']);
    expect(shotInputToBody({ distance: 10 })).toEqual({ distance: 10 });
    expect(() => shotInputToBody({ weapon: 'kar98k', weaponProfile: { range: 12 } })).toThrow(ProblemException);
  });
});
