import { seedWartimeCatalog } from '../../games/wartime/catalog/catalog.data';
import { measure } from '../core/cost';
import { Dist } from '../core/dist';
import { odds, OddsContext, Program } from '../core/program';
import { stateKey } from '../core/state';
import { WARTIME, WartimeAction, WartimeRequestByAction } from './index';

/**
 * A coordinated attack's odds follow one continuation per Defense reduction (criticals minus
 * fumbles, counted die by die), not one per count of criticals and fumbles: here against the walk
 * of every count of the supporters' pool (the table), which the odds were before.
 */
const catalog = seedWartimeCatalog();
const programOf = <A extends WartimeAction>(action: A, req: WartimeRequestByAction[A]): Program<unknown> => WARTIME.actions[action].plan(req, { catalog, edition: undefined }).program as Program<unknown>;
const p = (dist: Dist<unknown>, key: string) => dist.toArray().find((w) => stateKey(w.value) === key)?.p ?? 0;

const tank = { kind: 'transport', transport: 'light-tank' } as const;
const cases: { readonly name: string; readonly program: () => Program<unknown> }[] = [
  ...[1, 3, 8].map((dice) => ({ name: `shot: ${dice} supporting dice, Defense 5 (left side)`, program: () => programOf('shot', { attacker: { archetype: 'sergeant' }, weapon: 'assault-rifle', target: tank, facing: 'left', coordinated: { dice }, attacks: 2 }) })),
  // Defense 3 (rear): reductions of 3 and more are one continuation.
  { name: 'shot: 9 supporting dice, Defense 3 (rear), Vitality rules', program: () => programOf('shot', { attacker: { archetype: 'rifleman' }, target: tank, facing: 'rear', coordinated: { dice: 9 }, options: { vitality: true } }) },
  ...[2, 6].map((dice) => ({ name: `melee: ${dice} supporting dice on a mech`, program: () => programOf('melee', { attacker: { archetype: 'sergeant' }, defenders: [{ kind: 'transport', transport: 'mech', pilot: { archetype: 'rifleman' } }], facing: 'front', coordinated: { dice }, attacks: 3 }) })),
];

describe('Wartime coordinated attacks: the odds counted by Defense reduction', () => {
  it.each(cases)('$name: equal the walk of every count of the pool', ({ program }) => {
    const prog = program();
    const counted = odds(prog);
    const walked = odds(prog, new OddsContext({ table: true }));
    expect(Math.abs(counted.totalWeight() - 1)).toBeLessThan(1e-12);
    const keys = new Set([...counted.toArray(), ...walked.toArray()].map((w) => stateKey(w.value)));
    for (const key of keys) expect({ key, diff: Math.abs(p(counted, key) - p(walked, key)) < 1e-12 }).toEqual({ key, diff: true });
  });

  it('forty supporting dice and ten shots cost a few continuations, not one per count of the pool', () => {
    const prog = programOf('shot', { attacker: { archetype: 'sergeant' }, weapon: 'pistol', target: tank, facing: 'front', coordinated: { dice: 40 }, attacks: 10, options: { vitality: true } });
    const { units } = measure(() => odds(prog));
    // Defense 7 (front): eight continuations (reductions 0..7) of the ten shots, each under a few
    // hundred units; a walk of the pool followed 861 counts of criticals and fumbles (over 40,000).
    expect(units).toBeLessThan(5000);
  });
});
