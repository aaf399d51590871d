import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { msg, Msg, StepDraft, Text } from '../core/types';
import { Character, NamedValue, resolveCharacter, standingModifiers, Weapon } from './characters';
import { situationModifiers, situationRulings } from './checks';
import { attackEnergy, checkPlanAffordable, Defender, explosionOf, formationSide, formationSize, weaponFor } from './combat';
import { WARTIME_LIMITS } from './limits';
import { klik, SIDE_NAMES, WartimeCatalog } from './model';
import { ShotOutcome, TargetResult } from './outcomes';
import { FortunePlan, ShotRequest } from './requests';

/**
 * What every kind of ranged attack shares (shot.ts, shot-target.ts, shot-volley.ts,
 * shot-area.ts): the shooter and its Energy, range, cover, the Damage value, and how a target's
 * losses and the headline are reported.
 */

/** What the attacker brings to every attack. */
export interface Shooter {
  readonly character: Character;
  readonly name: Text;
  readonly weapon: Weapon;
  readonly plan: FortunePlan;
  /** Impact modifiers other than its running Will effects: standing, situation, blind fire, a formation's flank. */
  readonly mods: readonly NamedValue[];
  /** Formations: shooters rolling impact together; null for one character. */
  readonly shooters: number | null;
  /** Energy of one attack (doubled out of turn). */
  readonly per: number;
  readonly energy: number;
  readonly attacks: number;
  readonly rulings: string[];
}

export const CHECK_NAME = (attr: 'agi' | 'int'): Msg => msg('check.impact', { attribute: msg(`attribute.${attr}`) });

/** The attacker, its weapon, how many shoot, their Energy and the impact modifiers that hold for every attack. */
export function shooterOf(req: ShotRequest, catalog: WartimeCatalog, target: Defender | null): Shooter {
  const c = resolveCharacter(req.attacker, 'attacker', catalog);
  checkPlanAffordable(req.attacker.fortunePlan, c.fortune, 'attacker.fortunePlan');
  const weapon = weaponFor(req.weapon, c, false, 'weapon', catalog);
  const rulings = [...situationRulings(req.situation), 'wartime/roll-order'];
  let shooters: number | null = null;
  if (req.attacker.formation) {
    const size = formationSize(req.attacker.formation.size, 'attacker.formation.size');
    shooters = req.shooters ?? size;
    if (!Number.isInteger(shooters) || shooters < 1 || shooters > size) throw violation('shooters', msg('error.integer-range', { value: shooters, min: 1, max: size }));
    cap(shooters, WARTIME_LIMITS.shooters, 'shooters', 'cap.shooters');
    rulings.push('wartime/formation-profile', 'wartime/formation-shooting');
  } else if (req.shooters !== undefined) throw violation('shooters', msg('error.shooters-formation'));
  // Each attack costs the weapon's Energy (a formation's combat action too: one weapon for all).
  const { attacks, per, energy } = attackEnergy(req.attacks, weapon, c, req.situation);
  if (req.situation?.outOfTurn) rulings.push('wartime/out-of-turn');
  const mods: NamedValue[] = [...standingModifiers(c), ...situationModifiers(req.situation, 'situation')];
  if (req.blind) mods.push({ label: msg('modifier.blind'), value: -2 });
  const side = target ? formationSide(target, req.facing) : 'front';
  if (side !== 'front') mods.push({ label: msg(side === 'rear' ? 'modifier.rear' : 'modifier.flank'), value: 2 });
  return {
    character: c,
    name: shooters !== null && req.attacker.name === undefined ? SIDE_NAMES.attacking : c.name,
    weapon,
    plan: req.attacker.fortunePlan ?? {},
    mods,
    shooters,
    per,
    energy,
    attacks,
    rulings,
  };
}

/** Range: the distance in cm against the weapon's range in kliks (needs the scale). Returns the klik in cm, if the scale is given. */
export function rangeRule(req: ShotRequest, weapon: Weapon, steps: StepDraft[], rulings: string[]): number | null {
  const k = req.scale !== undefined ? scaleOf(req.scale) : null;
  if (req.distance === undefined) return k;
  if (k === null) throw violation('scale', msg('error.scale-needed'));
  if (!Number.isFinite(req.distance) || req.distance < 0) throw violation('distance', msg('error.not-negative', { value: req.distance }));
  const reach = weapon.range * k;
  steps.push({ rule: 'wartime/combat/range', summary: msg('step.range', { distance: req.distance, range: weapon.range, k, cm: reach }), result: msg('result.in-range') });
  rulings.push('wartime/klik');
  if (req.distance > reach + 1e-9) throw violation('distance', msg('error.out-of-range', { distance: req.distance, weapon: weapon.name, range: weapon.range, cm: reach }));
  return k;
}

function scaleOf(scale: number): number {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1000) throw violation('scale', msg('error.positive', { value: scale, max: 1000 }));
  return klik(scale);
}

/** The Damage value (ruling wartime/damage-value): the weapon's Damage, doubled against a formation's rear. */
export function damageValue(weapon: Weapon, target: Defender, req: ShotRequest): { readonly side: 'front' | 'flank' | 'rear'; readonly damage: number; readonly text: Msg } {
  const side = formationSide(target, req.facing);
  return {
    side,
    damage: weapon.damage * (side === 'rear' ? 2 : 1),
    text: side === 'rear' ? msg('damage.rear', { damage: weapon.damage }) : msg('damage.weapon', { damage: weapon.damage }),
  };
}

/** The Defense a strike is against, in parts: cover counts unless the impact was a critical. */
export function defenseText(t: Defender, critical: boolean, reduction: number): Msg {
  return msg('defense.parts', { defense: t.defense, cover: critical ? 0 : t.cover, reduction, ignored: critical && t.cover > 0 ? 'yes' : 'no' });
}

/** Cover (ruling wartime/cover-half): the elements in the line of fire and the Defense they add. */
export function coverStep(t: Defender): StepDraft {
  return {
    rule: 'wartime/combat/cover',
    summary: msg('step.cover', { target: t.name, list: t.coverElements.map((e) => e.name) }),
    result: msg('result.cover', { bonus: t.cover }),
    rulings: ['wartime/cover-half'],
  };
}

/** What a target's losses read, reported the same for every kind of ranged attack. */
export interface Losses {
  readonly down: boolean;
  readonly lost: number;
  readonly exploded: boolean;
  readonly pulverized: boolean;
  readonly tPoints?: number;
}

export function targetResult(t: Defender, index: number, v: Losses, struck: number, points: number, vitality: boolean): TargetResult {
  return {
    name: t.name,
    kind: t.kind,
    index,
    struck,
    down: v.down,
    exploded: v.exploded,
    pulverized: v.pulverized,
    vitalityLost: t.kind === 'character' && vitality ? v.lost : 0,
    lost: t.kind === 'formation' ? v.lost : 0,
    fortuneSpent: v.tPoints === undefined ? 0 : points - v.tPoints,
    ...explosionOf(t, v.exploded),
  };
}

export function shotHeadline(o: ShotOutcome): Msg {
  const t = o.target;
  const models = o.models ?? [];
  return msg('headline.shot', {
    attacks: o.attacks.length,
    hits: o.hits,
    result: t ? (t.exploded ? 'exploded' : t.down ? 'down' : t.kind === 'formation' ? 'lost' : t.vitalityLost > 0 ? 'hurt' : 'standing') : 'area',
    target: t?.name ?? SIDE_NAMES.formation,
    lost: t ? t.lost || t.vitalityLost : models.filter((m) => m.down).length,
    down: models.filter((m) => m.down).length,
  });
}
