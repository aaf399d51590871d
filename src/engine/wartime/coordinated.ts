import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { emit, pool, Program } from '../core/program';
import { msg } from '../core/types';
import { resolveCharacter } from './characters';
import { WARTIME_LIMITS } from './limits';
import { WartimeCatalog } from './model';
import { CoordinatedResult } from './outcomes';
import { CoordinatedInput } from './requests';

/**
 * Coordinated attacks on a transport (ruling wartime/coordinated-attack): the squad's other
 * members roll their impact dice together; each critical lowers the transport's Defense by one,
 * each fumble cancels a critical; then the finishing attacks are made against what is left.
 */

/** Impact dice of a coordinated attack's supporters (ruling wartime/coordinated-attack). */
export function coordinatedDiceFor(input: CoordinatedInput, catalog: WartimeCatalog, melee: boolean): number {
  if ((input.dice === undefined) === (input.supporters === undefined)) throw violation('coordinated', msg('error.coordinated-input'));
  let dice = input.dice ?? 0;
  if (input.supporters) {
    dice = input.supporters.reduce((sum, s, i) => {
      const c = resolveCharacter(s, `coordinated.supporters[${i}]`, catalog);
      // Each uses its most damaging weapon and rolls one die per attack its Energy pays for.
      const fitting = c.weapons.filter((w) => (w.range === 0) === melee);
      if (fitting.length === 0) throw violation(`coordinated.supporters[${i}]`, msg('error.which-weapon', { n: 0, kind: melee ? 'melee' : 'ranged' }));
      const best = fitting.reduce((a, b) => (b.damage > a.damage ? b : a));
      return sum + Math.floor(c.energy / best.energy);
    }, 0);
  }
  if (!Number.isInteger(dice) || dice < 0) throw violation('coordinated.dice', msg('error.integer-range', { value: dice, min: 0, max: WARTIME_LIMITS.coordinatedDice }));
  cap(dice, WARTIME_LIMITS.coordinatedDice, 'coordinated', 'cap.coordinated');
  return dice;
}

/** The supporters' dice: each critical lowers the Defense by one, each fumble cancels a critical. */
export function coordinatedProgram<T>(dice: number, next: (result: CoordinatedResult) => Program<T>): Program<T> {
  if (dice === 0) return next({ dice, criticals: 0, fumbles: 0, reduction: 0 });
  return pool({ die: 'd10', count: dice, purpose: msg('purpose.coordinated'), classify: coordinatedClass }, (counts, faces) => {
    const result = { dice, criticals: counts.c, fumbles: counts.f, reduction: Math.max(0, counts.c - counts.f) };
    return emit(
      {
        rule: 'wartime/squads/coordinated',
        summary: msg('step.coordinated', { dice }),
        rolls: [...faces],
        result: msg('result.coordinated', { criticals: result.criticals, fumbles: result.fumbles, reduction: result.reduction }),
        rulings: ['wartime/coordinated-attack'],
      },
      () => next(result),
    );
  });
}
const coordinatedClass = (f: number): string => (f === 1 ? 'c' : f === 10 ? 'f' : 'o');

