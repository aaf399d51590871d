import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { spend } from '../core/cost';
import { Dist, DistBuilder } from '../core/dist';
import { chain, counted, emit, pool, Program, pure } from '../core/program';
import { stateKey, traced, Traced, traceOf } from '../core/state';
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

/** The supporters' roll as the rest of an attack reads it: the Defense reduction (state), and what was rolled (trace). */
type Supported = Traced<{ readonly reduction: number }, CoordinatedResult>;

/**
 * The supporters' dice: each critical lowers the Defense by one, each fumble cancels a critical.
 * `defense` is the Defense the reduction is taken from: a reduction beyond it changes nothing, so
 * the odds follow one continuation per reduction up to it, whatever the count of criticals and
 * fumbles (a walk of the pool followed the rest of the attack once per count: 861 times for 40
 * dice). The table rolls every die as before; the odds read the difference of criticals and
 * fumbles, counted die by die from the same face classes.
 */
export function coordinatedProgram<T>(dice: number, defense: number, next: (result: CoordinatedResult) => Program<T>): Program<T> {
  if (dice === 0) return next({ dice, criticals: 0, fumbles: 0, reduction: 0 });
  const effective = (reduction: number): number => Math.min(reduction, Math.max(0, defense));
  const table = pool({ die: 'd10', count: dice, purpose: msg('purpose.coordinated'), classify: coordinatedClass }, (counts, faces): Program<Supported> => {
    const result = resultOf(dice, counts.c, counts.f);
    return emit(
      {
        rule: 'wartime/squads/coordinated',
        summary: msg('step.coordinated', { dice }),
        rolls: [...faces],
        result: msg('result.coordinated', { criticals: result.criticals, fumbles: result.fumbles, reduction: result.reduction }),
        rulings: ['wartime/coordinated-attack'],
      },
      () => pure(traced({ reduction: effective(result.reduction) }, result)),
    );
  });
  const counted_ = (): Dist<Supported> => {
    // Criticals minus fumbles after each die (offset by `dice`), from the faces' classes.
    let p = { c: 0, f: 0, o: 0 };
    for (let face = 1; face <= 10; face++) p = { ...p, [coordinatedClass(face)]: p[coordinatedClass(face)] + 1 / 10 };
    let diff = new Array<number>(2 * dice + 1).fill(0);
    diff[dice] = 1;
    for (let d = 0; d < dice; d++) {
      spend(1);
      const next = new Array<number>(2 * dice + 1).fill(0);
      for (let k = 0; k < diff.length; k++) {
        const q = diff[k];
        if (q === 0) continue;
        next[k] += q * p.o;
        if (k + 1 < diff.length) next[k + 1] += q * p.c;
        if (k > 0) next[k - 1] += q * p.f;
      }
      diff = next;
    }
    const out = new DistBuilder<Supported>(stateKey);
    diff.forEach((q, k) => {
      const d = k - dice;
      // One roll with this difference stands for all of them (the rest of the attack reads only the reduction).
      const result = resultOf(dice, Math.max(0, d), Math.max(0, -d));
      out.add(traced({ reduction: effective(result.reduction) }, result), q);
    });
    return out.build();
  };
  return chain(counted(table, counted_), (v) => next(traceOf(v)));
}

const resultOf = (dice: number, criticals: number, fumbles: number): CoordinatedResult => ({ dice, criticals, fumbles, reduction: Math.max(0, criticals - fumbles) });
const coordinatedClass = (f: number): 'c' | 'f' | 'o' => (f === 1 ? 'c' : f === 10 ? 'f' : 'o');
