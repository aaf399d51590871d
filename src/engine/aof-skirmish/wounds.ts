import { emit, Program, pure } from '../core/program';
import { traced, Traced } from '../core/state';
import { test, testResult } from '../core/primitives';
import { msg, MsgParam } from '../core/types';
import { UnitState } from './outcomes';

/**
 * Wounds on a unit (document, "Efectos de heridas" and "Grupos y heridas"):
 * - in a unit of several models each wound removes one model until one is left; Tough(X) does
 *   not protect those models (ruling aof-skirmish/group-wounds);
 * - a Deadly(X) wound is multiplied by X on the model it is assigned to and is not carried over:
 *   on a model that is not the last its extra wounds are wasted (ruling aof-skirmish/deadly);
 * - the last model keeps one marker per wound; after the attack, if it received wounds and has
 *   X markers or more (X = 1 without Tough), it rolls d6 + markers (+1 if already stunned):
 *   5 + X or more is out of action, anything less is stunned (ruling aof-skirmish/wound-roll).
 */

export const fresh = (modelsLeft: number, wounds: number, stunned: boolean): UnitState => ({ modelsLeft, wounds, stunned, destroyed: false });

export const DESTROYED: UnitState = { modelsLeft: 0, wounds: 0, stunned: false, destroyed: true };

export interface Allocation {
  readonly after: UnitState;
  readonly removed: number;
  /** Wounds reached the last model (a wound-effects roll may be due). */
  readonly lastWounded: boolean;
  /** Wounds inflicted, multiplied by Deadly, wasted ones included. */
  readonly inflicted: number;
}

/**
 * The unit with models, markers and stun as given, written out field by field in UnitState's order:
 * the odds read unit states on their hot path (never spread: see hot copies in core/state.ts).
 */
export const unitWith = (unit: UnitState, modelsLeft: number, wounds: number, stunned: boolean): UnitState => ({ modelsLeft, wounds, stunned, destroyed: unit.destroyed });

/** The unit with its last model stunned. */
export const stunnedUnit = (unit: UnitState): UnitState => unitWith(unit, unit.modelsLeft, unit.wounds, true);

/** Assigns `wounds` wounds, each multiplied by `deadly` (1 for none), in one go. */
export function allocate(unit: UnitState, wounds: number, deadly: number): Allocation {
  if (unit.destroyed || wounds === 0) return { after: unit, removed: 0, lastWounded: false, inflicted: 0 };
  const removed = Math.min(wounds, unit.modelsLeft - 1);
  const onLast = wounds - removed;
  return {
    after: unitWith(unit, unit.modelsLeft - removed, unit.wounds + onLast * deadly, unit.stunned),
    removed,
    lastWounded: onLast > 0,
    inflicted: wounds * deadly,
  };
}

/** The number the wound-effects die must reach to put the last model out of action. */
export const outOfActionNeed = (unit: UnitState, tough: number): number => 5 + tough - unit.wounds - (unit.stunned ? 1 : 0);

/**
 * The wound-effects roll of the last model, when one is due. `label` names the unit in the step.
 * Returns the unit after it and whether a roll was made; the face travels as a trace (the odds
 * group the faces by their verdict).
 */
export type Rolled = Traced<{ readonly unit: UnitState; readonly rolled: boolean }, number>;

/** Whether the last model rolls for wound effects: it was wounded and carries at least Tough markers. */
export const woundRollDue = (unit: UnitState, lastWounded: boolean, tough: number): boolean => lastWounded && !unit.destroyed && unit.wounds >= tough;

/** The faces of the wound-effects die that put the last model of `unit` out of action: `woundRoll`'s test, face by face. */
export function outOfActionFaces(unit: UnitState, tough: number): number {
  const spec = { target: outOfActionNeed(unit, tough), mode: 'over' as const };
  let pass = 0;
  for (let face = 1; face <= 6; face++) if (testResult(spec, face).pass) pass++;
  return pass;
}

export function woundRoll(unit: UnitState, lastWounded: boolean, tough: number, label: MsgParam): Program<Rolled> {
  if (!lastWounded || unit.destroyed) return pure(traced({ unit, rolled: false }, 0));
  if (!woundRollDue(unit, lastWounded, tough)) {
    return emit(
      { rule: 'aof-skirmish/special/tough', summary: msg('step.tough-holds', { unit: label, wounds: unit.wounds, tough }), result: msg('result.no-roll'), rulings: ['aof-skirmish/wound-roll'] },
      () => pure(traced({ unit, rolled: false }, 0)),
    );
  }
  const need = outOfActionNeed(unit, tough);
  // The roll is a sum (d6 + markers), not a test: a natural 1 or 6 has no meaning of its own here.
  return test({ die: 'd6', purpose: msg('purpose.wound-effects', { unit: label }), target: need, mode: 'over', need: `${Math.max(1, need)}+` }, ({ pass }, face) =>
    emit(
      {
        rule: 'aof-skirmish/wounds/effects',
        summary: msg('step.wound-roll', { unit: label, wounds: unit.wounds, stunned: unit.stunned ? 'yes' : 'no', out: 5 + tough }),
        rolls: [face],
        result: msg(pass ? 'result.out-of-action' : 'result.stunned', { total: face + unit.wounds + (unit.stunned ? 1 : 0) }),
        rulings: ['aof-skirmish/wound-roll'],
      },
      () => pure(traced({ unit: pass ? DESTROYED : stunnedUnit(unit), rolled: true }, face)),
    ),
  );
}
