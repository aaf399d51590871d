import { RuleError, RuleErrorCode, violation } from '../core/errors';
import { distance, Vec } from '../core/geometry';
import { AeCatalog, Cover, EditionRules, PsiPower, TRAINING_AP, UnitProfile, WeaponProfile } from './model';
import { ModelInput, WeaponInput } from './requests';

export const DEFAULT_BASE_RADIUS = 0.5;
/** Base contact tolerates a tenth of an inch between bases (ruling ae-wwii/base-contact). */
export const BASE_CONTACT_SLACK = 0.1;

/** A model on the table: its profile with the request's state applied. */
export interface Model {
  /** Where the model sits in the request body (`target`, `models[2]`), for error paths. */
  readonly path: string;
  readonly name: string;
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

export function resolveModel(input: ModelInput, path: string, catalog: AeCatalog, rules: EditionRules): Model {
  let profile: UnitProfile;
  let unitId: string | null = null;
  if (input.unit !== undefined && input.profile !== undefined) {
    throw violation(path, 'give either `unit` or `profile`, not both');
  }
  if (input.unit !== undefined) {
    const found = catalog.units.get(input.unit);
    if (!found) throw RuleError.at(RuleErrorCode.UnknownId, `${path}.unit`, `no AE-WWII unit "${input.unit}"`);
    profile = found;
    unitId = input.unit;
  } else if (input.profile !== undefined) {
    profile = { ...input.profile, specialRules: input.profile.specialRules ?? [], weapons: [] };
  } else {
    throw violation(path, 'give a catalog `unit` id or an inline `profile`');
  }

  const woundsTaken = input.woundsTaken ?? 0;
  if (woundsTaken >= profile.wounds) {
    throw violation(`${path}.woundsTaken`, `the model has ${profile.wounds} wound(s) and has already been removed`);
  }
  const strength = profile.strength + (input.strengthBonus ?? 0);
  if (rules.zeroStatRemoves && (strength <= 0 || profile.drive <= 0)) {
    throw violation(
      path,
      `in the ${rules.edition} edition a model whose S or DR is 0 is removed from play (ae-wwii/es-zero-stat)`,
    );
  }
  const name = input.name ?? profile.name ?? unitId ?? 'model';
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
    if (!weapon) throw RuleError.at(RuleErrorCode.UnknownId, path, `no AE-WWII weapon "${input}"`);
    return { id: input, weapon };
  }
  const p = input.profile;
  const [shots, ap] = p.rateOfFire.split(':').map(Number);
  if (!(shots >= 1 && ap >= 1)) throw violation(`${path}.profile.rateOfFire`, 'write the rate of fire as shots:AP, e.g. 3:1');
  return {
    id: null,
    weapon: {
      name: p.name ?? 'custom weapon',
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

/** Checks the AP a model spends against the AP it has. */
export function requireActionPoints(model: Model, spent: number, path: string): void {
  if (model.actionPoints < 1) throw violation(model.path, `${model.name} has no action points left`);
  if (spent > model.actionPoints) {
    throw violation(path, `${model.name} (${model.profile.training}) has ${model.actionPoints} AP; ${spent} were spent`);
  }
}

export function inBaseContact(a: Model, b: Model, asserted: boolean | undefined, path: string): void {
  if (a.position && b.position) {
    const gap = distance(a.position, b.position) - a.baseRadius - b.baseRadius;
    if (gap > BASE_CONTACT_SLACK) {
      throw violation(path, `the models are ${gap.toFixed(2)}" apart, not in base contact`);
    }
    return;
  }
  if (asserted === false) throw violation('inBaseContact', 'the action needs the models in base contact');
}

export const hasRule = (model: Model, rule: UnitProfile['specialRules'][number]): boolean =>
  model.profile.specialRules.includes(rule);
