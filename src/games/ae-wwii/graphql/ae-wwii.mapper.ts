import { ProblemException, ProblemFieldError, problemMsg } from '../../../common/problem/problem.exception';

/**
 * GraphQL input → REST body (pure). GraphQL writes an omitted nullable field as absent and an
 * explicit `null` as null; REST bodies have no nulls except `rangedCombat` (a required
 * "no ranged attack"), so nulls are dropped elsewhere. `weaponProfile` becomes `weapon.profile`.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const KEEP_NULL = new Set(['rangedCombat']);

export function toRestJson(value: unknown): Json | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object') return value as Json;
  if (Array.isArray(value)) return value.map((v) => toRestJson(v) ?? null);
  const out: { [k: string]: Json } = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || (v === null && !KEEP_NULL.has(k))) continue;
    const mapped = toRestJson(v);
    if (mapped !== undefined) out[k] = mapped;
  }
  return out;
}

/** `AeShotInput` → shot body: `weapon` (id) or `weaponProfile` → `weapon: { profile }`. */
export function shotInputToBody(input: object): Json {
  const body = toRestJson(input) as { [k: string]: Json };
  const { weapon, weaponProfile, ...rest } = body;
  if (weapon !== undefined && weaponProfile !== undefined) {
    throw ProblemException.validation([{ path: 'weaponProfile', message: problemMsg('field.not-both', { a: 'weapon', b: 'weaponProfile' }) }]);
  }
  if (weaponProfile !== undefined) return { ...rest, weapon: { profile: weaponProfile } };
  return weapon === undefined ? rest : { ...rest, weapon };
}

/** REST error paths → the GraphQL input's names (`weapon.profile.range` → `weaponProfile.range`). */
export function shotPathToInput(e: ProblemFieldError): ProblemFieldError {
  return e.path === 'weapon.profile' || e.path.startsWith('weapon.profile.')
    ? { ...e, path: `weaponProfile${e.path.slice('weapon.profile'.length)}` }
    : e;
}
