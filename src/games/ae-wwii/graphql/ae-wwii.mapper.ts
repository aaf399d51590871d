import { ProblemException, ProblemFieldError, problemMsg } from '../../../common/problem/problem.exception';
import { Json, inputToBody } from '../../input-body';

/**
 * GraphQL input → REST body (pure; src/games/input-body.ts). REST bodies have no nulls except
 * `rangedCombat` (a required "no ranged attack"), so every other null is dropped. `weaponProfile`
 * becomes `weapon.profile`.
 */
export const KEEP_NULL: ReadonlySet<string> = new Set(['rangedCombat']);

export const toRestJson = (value: unknown): Json | undefined => inputToBody(value, KEEP_NULL);

/** `AeWwiiShotInput` → shot body: `weapon` (id) or `weaponProfile` → `weapon: { profile }`. */
export function shotInputToBody(input: object): Json {
  const body = toRestJson(input) as { [k: string]: Json };
  const { weapon, weaponProfile } = body;
  if (weapon !== undefined && weaponProfile !== undefined) {
    throw ProblemException.validation([{ path: 'weaponProfile', message: problemMsg('field.not-both', { a: 'weapon', b: 'weaponProfile' }) }]);
  }
  // The other fields in their order, then `weapon` (built key by key: this runs on every request).
  const out: { [k: string]: Json } = {};
  for (const k of Object.keys(body)) if (k !== 'weapon' && k !== 'weaponProfile') out[k] = body[k];
  if (weaponProfile !== undefined) out.weapon = { profile: weaponProfile };
  else if (weapon !== undefined) out.weapon = weapon;
  return out;
}

/** REST error paths → the GraphQL input's names (`weapon.profile.range` → `weaponProfile.range`). */
export function shotPathToInput(e: ProblemFieldError): ProblemFieldError {
  return e.path === 'weapon.profile' || e.path.startsWith('weapon.profile.')
    ? { ...e, path: `weaponProfile${e.path.slice('weapon.profile'.length)}` }
    : e;
}
