import { spend } from '../core/cost';
import { unknownId, violation } from '../core/errors';
import { closestIds, kindCandidates, requireListed } from '../core/suggest';
import { distance, Vec } from '../core/geometry';
import { msg, Text, verbatim } from '../core/types';
import { AeCatalog, Cover, EditionRules, PsiPower, TRAINING_AP, UnitProfile, WeaponProfile } from './model';
import { ModelInput, WeaponInput } from './requests';

export const DEFAULT_BASE_RADIUS = 0.5;
/** Names for what a request left unnamed (an inline profile without `name`). */
export const UNNAMED_MODEL: Text = { en: 'model', es: 'figura', fr: 'figurine' };
export const UNNAMED_WEAPON: Text = { en: 'custom weapon', es: 'arma personalizada', fr: 'arme personnalisée' };
/** Base contact tolerates a tenth of an inch between bases (ruling ae-wwii/base-contact). */
export const BASE_CONTACT_SLACK = 0.1;

/** A model on the table: its profile with the request's state applied. */
export interface Model {
  /** Where the model sits in the request body (`target`, `models[2]`), for error paths. */
  readonly path: string;
  readonly name: Text;
  readonly unitId: string | null;
  readonly profile: UnitProfile;
  readonly woundsTaken: number;
  /** Wounds left before removal (always >= 1). */
  readonly remaining: number;
  readonly impervious: number | null;
  readonly psiPower: PsiPower | null;
  /** S with bonuses (hand-to-hand damage). */
  readonly strength: number;
  /** AP available this activation: training AP plus bonuses, minus AP lost. */
  readonly actionPoints: number;
  readonly position: Vec | null;
  readonly baseRadius: number;
  readonly cover: Cover;
  readonly side: 'friendly' | 'enemy' | null;
}

/**
 * A model with its wounds left, Impervious and cover as given, every field written out in Model's
 * order: the damage phases read models on the odds' hot path (never spread: see hot copies in
 * core/state.ts).
 */
export const modelWith = (m: Model, remaining: number, impervious: number | null, cover: Cover): Model => ({
  path: m.path,
  name: m.name,
  unitId: m.unitId,
  profile: m.profile,
  woundsTaken: m.woundsTaken,
  remaining,
  impervious,
  psiPower: m.psiPower,
  strength: m.strength,
  actionPoints: m.actionPoints,
  position: m.position,
  baseRadius: m.baseRadius,
  cover,
  side: m.side,
});

/** Work units (core/cost.ts) of resolving one model: copying an inline profile is most of it. */
export const MODEL_UNITS = 2;

export function resolveModel(input: ModelInput, path: string, catalog: AeCatalog, rules: EditionRules): Model {
  spend(MODEL_UNITS);
  let profile: UnitProfile;
  let unitId: string | null = null;
  if (input.unit !== undefined && input.profile !== undefined) {
    throw violation(path, msg('error.unit-or-profile'));
  }
  if (input.unit !== undefined) {
    const found = catalog.units.get(input.unit);
    if (!found) throw unknownId(`${path}.unit`, msg('error.unknown-unit', { id: input.unit }), closestIds(input.unit, kindCandidates(catalog.data, 'unit')));
    profile = found;
    unitId = input.unit;
  } else if (input.profile !== undefined) {
    const { name: typed, ...stats } = input.profile;
    profile = { ...stats, ...(typed !== undefined ? { name: verbatim(typed) } : {}), specialRules: input.profile.specialRules ?? [], weapons: [] };
  } else {
    throw violation(path, msg('error.unit-or-profile'));
  }

  const woundsTaken = input.woundsTaken ?? 0;
  if (woundsTaken >= profile.wounds) {
    throw violation(`${path}.woundsTaken`, msg('error.already-removed', { wounds: profile.wounds }));
  }
  const strength = profile.strength + (input.strengthBonus ?? 0);
  if (rules.zeroStatRemoves && (strength <= 0 || profile.drive <= 0)) {
    throw violation(path, msg('error.zero-stat', { edition: rules.edition }));
  }
  const name = input.name !== undefined ? verbatim(input.name) : (profile.name ?? (unitId !== null ? verbatim(unitId) : UNNAMED_MODEL));
  return {
    path,
    name,
    unitId,
    profile,
    woundsTaken,
    remaining: profile.wounds - woundsTaken,
    impervious: input.impervious ?? null,
    psiPower: input.psiPower ?? null,
    strength,
    actionPoints: TRAINING_AP[profile.training] + (input.actionPointsBonus ?? 0),
    position: input.position ?? null,
    baseRadius: input.baseRadius ?? DEFAULT_BASE_RADIUS,
    cover: input.cover ?? 'none',
    side: input.side ?? null,
  };
}

export function resolveWeapon(input: WeaponInput, path: string, catalog: AeCatalog): { id: string | null; weapon: WeaponProfile } {
  if (typeof input === 'string') {
    const weapon = catalog.weapons.get(input);
    if (!weapon) throw unknownId(path, msg('error.unknown-weapon', { id: input }), closestIds(input, kindCandidates(catalog.data, 'weapon')));
    return { id: input, weapon };
  }
  const p = input.profile;
  const [shots, ap] = p.rateOfFire.split(':').map(Number);
  if (!(shots >= 1 && ap >= 1)) throw violation(`${path}.profile.rateOfFire`, msg('error.rate-of-fire-format'));
  return {
    id: null,
    weapon: {
      name: p.name !== undefined ? verbatim(p.name) : UNNAMED_WEAPON,
      melee: false,
      range: p.range,
      strength: p.strength,
      strengthDice: p.strengthDice ?? 1,
      rateOfFire: { shots, actionPoints: ap },
      moveAndFire: p.moveAndFire ?? false,
      indirect: p.indirect ?? false,
      areaOfEffect: p.areaOfEffect ?? null,
      arc: p.arc ? { length: p.arc, halfWidth: 0.5 } : null,
      ignoresCover: p.ignoresCover ?? p.arc !== undefined,
    },
  };
}

/**
 * A unit from the catalog (built-in or custom) fires only the weapons its profile lists; a 422
 * naming `path` lists them otherwise. A weapon given as an inline profile is not checked (the
 * caller passes catalog ids only), nor is a unit given as one (it lists no weapons).
 */
export function requireCarried(bearer: Model, weaponId: string, weaponName: Text, path: string, catalog: AeCatalog): void {
  if (bearer.unitId === null) return;
  const carried = bearer.profile.weapons;
  const list = carried.map((id) => catalog.weapons.get(id)?.name ?? verbatim(id));
  requireListed(
    path,
    weaponId,
    carried,
    carried.length === 0 ? msg('error.carries-nothing', { unit: bearer.name, weapon: weaponName }) : msg('error.weapon-not-carried', { unit: bearer.name, weapon: weaponName, list }),
  );
}

/** Checks the AP a model spends against the AP it has. */
export function requireActionPoints(model: Model, spent: number, path: string): void {
  if (model.actionPoints < 1) throw violation(model.path, msg('error.no-ap', { model: model.name }));
  if (spent > model.actionPoints) {
    throw violation(path, msg('error.ap-exceeded', { model: model.name, training: msg(`training.${model.profile.training}`), ap: model.actionPoints, spent }));
  }
}

export function inBaseContact(a: Model, b: Model, asserted: boolean | undefined, path: string): void {
  if (a.position && b.position) {
    const gap = distance(a.position, b.position) - a.baseRadius - b.baseRadius;
    if (gap > BASE_CONTACT_SLACK) {
      throw violation(path, msg('error.not-in-contact', { gap: Math.round(gap * 100) / 100 }));
    }
    return;
  }
  if (asserted === false) throw violation('inBaseContact', msg('error.needs-contact'));
}

export const hasRule = (model: Model, rule: UnitProfile['specialRules'][number]): boolean =>
  model.profile.specialRules.includes(rule);
