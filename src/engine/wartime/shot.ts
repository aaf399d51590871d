import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { msg, StepDraft } from '../core/types';
import { coordinatedDiceFor } from './coordinated';
import { resolveCharacter, Weapon } from './characters';
import { canSpend, checkFortuneAttacks, Defender, erased, resolveTarget, targetFortune, weaponFor } from './combat';
import { magazineOf, WartimeCatalog } from './model';
import { ShotOdds, ShotOutcome } from './outcomes';
import { ShotRequest } from './requests';
import { planArea } from './shot-area';
import { coverStep, rangeRule, Shooter, shooterOf } from './shot-shooter';
import { planTargetShot } from './shot-target';
import { planVolley } from './shot-volley';

/**
 * Ranged attacks: the impact check on the weapon's attribute, then the strike (combat.ts). One
 * character fires `attacks` times at one target (shot-target.ts), or a formation fires all its
 * shooters at once (shot-volley.ts); an area weapon fires once at a point and strikes every model
 * under the area where it lands (shot-area.ts). What they share is in shot-shooter.ts.
 */
export function planShot(req: ShotRequest, catalog: WartimeCatalog): ActionPlan<unknown, ShotOutcome, ShotOdds> {
  const probe = resolveCharacter(req.attacker, 'attacker', catalog);
  const weapon = weaponFor(req.weapon, probe, false, 'weapon', catalog);
  if (weapon.area) return erased(planArea(req, catalog));
  const { s, target, steps, dice, ammo } = aimedAt(req, catalog, weapon);
  if (s.shooters !== null) return erased(planVolley(req, s, target, steps));
  return erased(planTargetShot(req, s, target, steps, dice, ammo));
}

/** A shot at one target, checked: the shooter, range, Fortune, rounds and supporting dice; the steps that come before the dice. */
interface Aimed {
  readonly s: Shooter;
  readonly target: Defender;
  readonly steps: StepDraft[];
  /** Supporting dice of a coordinated attack (0 without one). */
  readonly dice: number;
  /** Rounds left in the magazine before the shot, when the request counts them. */
  readonly ammo: number | null;
}

function aimedAt(req: ShotRequest, catalog: WartimeCatalog, weapon: Weapon): Aimed {
  if (!req.target) throw violation('target', msg('error.target-needed', { weapon: weapon.name }));
  if (req.models && req.models.length > 0) throw violation('models', msg('error.models-area-only'));
  const target = resolveTarget(req.target, 'target', req.facing, catalog);
  const s = shooterOf(req, catalog, target);
  const steps: StepDraft[] = [];
  rangeRule(req, s.weapon, steps, s.rulings);
  if (req.options?.vitality ?? false) s.rulings.push('wartime/vitality-loss');
  checkFortuneAttacks(s.attacks, canSpend(s.plan, s.character.fortune), canSpend(target.plan, targetFortune(target, null, 0).points));
  const ammo = ammunitionRule(req, s);
  let dice = 0;
  if (req.coordinated) {
    if (target.kind !== 'transport') throw violation('coordinated', msg('error.coordinated-transport'));
    dice = coordinatedDiceFor(req.coordinated, catalog, false);
  }
  steps.unshift({
    rule: 'wartime/actions/energy',
    summary: msg('step.attack-energy', { weapon: s.weapon.name, attacks: s.attacks, shooters: s.shooters ?? 1 }),
    result: msg('result.energy', { energy: s.energy }),
  });
  if (target.cover > 0) steps.push(coverStep(target));
  return { s, target, steps, dice, ammo };
}

/** Ammunition: the rounds left (a full magazine unless given) must cover every attack; null when the request does not count them. */
function ammunitionRule(req: ShotRequest, s: Shooter): number | null {
  if (!req.ammunition) return null;
  const ammo = req.ammunition.rounds ?? magazineOf(s.weapon.damage);
  if (!Number.isInteger(ammo) || ammo < 0) throw violation('ammunition.rounds', msg('error.integer-range', { value: ammo, min: 0, max: magazineOf(s.weapon.damage) }));
  // An empty magazine is the rounds' fault (no attack can be made); otherwise too many attacks for what is left.
  if (s.attacks > ammo) throw violation(ammo === 0 ? 'ammunition.rounds' : 'attacks', msg('error.ammunition', { rounds: ammo, reload: s.weapon.damage }));
  return ammo;
}
