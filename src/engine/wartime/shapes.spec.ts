import { resolveAction } from '../core/game';
import { RuleError } from '../core/errors';
import { seedWartimeCatalog } from '../../games/wartime/catalog/catalog.data';
import { WARTIME } from './index';

const catalog = seedWartimeCatalog();
const resolve = (action: string, request: object) => resolveAction(WARTIME, action, request as never, { catalog, lang: 'en', odds: false, freshSeed: () => 'x' });
const paths = (action: string, request: object): string[] => {
  try {
    resolve(action, request);
  } catch (e) {
    if (e instanceof RuleError) return e.errors.map((x) => x.path).sort();
    throw e;
  }
  return [];
};

describe('request variants (shapes.ts)', () => {
  it('a transport target without its transport, or with a character field, is refused naming each field (was a TypeError)', () => {
    expect(paths('shot', { attacker: { archetype: 'rifleman' }, weapon: 'assault-rifle', target: { kind: 'transport' } })).toEqual(['target.transport']);
    expect(paths('shot', { attacker: { archetype: 'rifleman' }, weapon: 'assault-rifle', target: { kind: 'transport', transport: 'motorbike', fortunePlan: {} } })).toEqual(['target.fortunePlan']);
    expect(paths('melee', { attacker: { archetype: 'rifleman' }, defenders: [{ kind: 'scenery', archetype: 'rifleman' }] })).toEqual(['defenders[0].archetype', 'defenders[0].zone']);
  });

  it('a character target takes no transport or scenery field', () => {
    expect(paths('shot', { attacker: { archetype: 'rifleman' }, weapon: 'assault-rifle', target: { archetype: 'militia', element: 'wall' } })).toEqual(['target.element']);
  });

  it('a Will trigger takes its own fields only, and needs them', () => {
    expect(paths('will-check', { character: { archetype: 'rifleman' }, trigger: { type: 'bonus', before: 3 } })).toEqual(['trigger.before']);
    expect(paths('will-check', { character: { archetype: 'rifleman' }, trigger: { type: 'five-to-one' } })).toEqual(['trigger.allies', 'trigger.enemies']);
  });

  it('every variant used as written still resolves', () => {
    expect(paths('shot', { attacker: { archetype: 'tank-commander' }, weapon: 'tank-cannon', target: { kind: 'transport', transport: 'light-tank', crew: { archetype: 'rifleman' } }, facing: 'front', dice: { seed: 's' } })).toEqual([]);
    expect(paths('will-check', { character: { archetype: 'rifleman' }, trigger: { type: 'five-to-one', enemies: 5, allies: 1 }, dice: { seed: 's' } })).toEqual([]);
  });
});
