import { violation } from '../core/errors';
import { checkTargetShape } from './shapes';
import type { ActionPlan } from '../core/game';
import { call, chain, emit, Program, pure } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text, verbatim } from '../core/types';
import { Facing } from './archetypes';
import { fortuneWillTarget } from './basic';
import { Character, resolveCharacter, resolveTransport, resolveWeapon, resolveZone, Weapon } from './characters';
import { actionEnergy, checkAffordable, CheckValue, FortuneSide, fortuneArg, NO_FORTUNE, passes, planCost, runCheck, usable, Verdict, willDelta, willEffectOf } from './checks';
import { WARTIME_LIMITS } from './limits';
import { clampCheck, roundUp, SIDE_NAMES, WartimeCatalog } from './model';
import { TargetResult, WillResult } from './outcomes';
import { CoverInput, FortunePlan, Situation, Target, WeaponInput } from './requests';
import { cap } from '../core/limits';

/**
 * What shooting and close combat share: the targets (characters, formations, transports,
 * scenery) and the strike that follows a successful impact: the damage check on the weapon's
 * Damage, Damage against Defense, the Defense check, Fortune, and what a critical does.
 */

export type TargetKind = TargetResult['kind'];

/** A target made ready: its Defense for this attack, who may spend Fortune for it, its Vitality or members. */
export interface Defender {
  readonly kind: TargetKind;
  readonly path: string;
  readonly name: Text;
  /** The character itself, a formation's member profile, a transport's crew member or pilot. */
  readonly character: Character | null;
  /** Defense against this attack before cover (the facing of a transport, the element of scenery, a formation's lowest). */
  readonly defense: number;
  /** Added to the Defense unless the impact is a critical (ruling wartime/cover-half). */
  readonly cover: number;
  readonly coverElements: readonly { readonly name: Text; readonly defense: number }[];
  /** Formations: members. */
  readonly size: number;
  readonly plan: FortunePlan;
  /** cm, for an explosion's radius (3 x Movement). */
  readonly movement: number | null;
  /** Close combat: the weapon it strikes back with, null when it has none. */
  readonly weapon: Weapon | null;
  /** Close combat: immobile or unable to defend itself (a transport that cannot fight, scenery, `defenceless`). */
  readonly defenceless: boolean;
  readonly fiveToOneFailed: boolean;
  /** Transports: whether it may fight in close combat (a mech), and Defense for its explosion. */
  readonly transportDefense: number | null;
  readonly position: { readonly x: number; readonly y: number } | null;
}

/**
 * Cover: over half hidden adds half an element's Defense, fully hidden all of it; elements add up,
 * and the sum is rounded up once at the end (ruling wartime/cover-half, after wartime/rounding): two
 * halves of 3 add 3, not 2 + 2. The Defense it is added to is whole, so rounding the bonus is rounding
 * the total.
 */
export function coverOf(list: readonly CoverInput[] | undefined, path: string): { bonus: number; elements: { name: Text; defense: number }[] } {
  const cover = list ?? [];
  cap(cover.length, WARTIME_LIMITS.coverElements, path, 'cap.cover');
  let exact = 0;
  const elements = cover.map((c, i) => {
    if (!Number.isInteger(c.defense) || c.defense < 0 || c.defense > 10) throw violation(`${path}[${i}].defense`, msg('error.integer-range', { value: c.defense, min: 0, max: 10 }));
    exact += c.hidden === 'full' ? c.defense : c.defense / 2;
    return { name: c.name !== undefined ? verbatim(c.name) : COVER_NAME, defense: c.defense };
  });
  return { bonus: roundUp(exact), elements };
}

const COVER_NAME: Text = { en: 'cover', es: 'cobertura', fr: 'couvert' };

/** The weapon a character uses: the one named, else its only weapon of the right kind. */
export function weaponFor(input: WeaponInput | undefined, c: Character | null, melee: boolean, path: string, catalog: WartimeCatalog): Weapon {
  if (input !== undefined) {
    const w = resolveWeapon(input, path, catalog);
    if (melee !== (w.range === 0)) throw violation(path, msg(melee ? 'error.not-melee-weapon' : 'error.melee-weapon', { weapon: w.name }));
    return w;
  }
  const fitting = (c?.weapons ?? []).filter((w) => (w.range === 0) === melee);
  if (fitting.length !== 1) throw violation(path, msg('error.which-weapon', { n: fitting.length, kind: melee ? 'melee' : 'ranged' }));
  return fitting[0];
}

/** A close-combat defender's weapon: named, its only one, or none (it does not strike back, ruling wartime/unarmed). */
function strikeBack(input: WeaponInput | undefined, c: Character | null, path: string, catalog: WartimeCatalog): Weapon | null {
  if (input !== undefined) return weaponFor(input, c, true, path, catalog);
  const fitting = (c?.weapons ?? []).filter((w) => w.range === 0);
  return fitting.length === 1 ? fitting[0] : null;
}

export function resolveTarget(t: Target, path: string, facing: Facing | undefined, catalog: WartimeCatalog): Defender {
  checkTargetShape(t, path);
  const cover = coverOf(t.cover, `${path}.cover`);
  const base = {
    path,
    cover: cover.bonus,
    coverElements: cover.elements,
    size: 1,
    defenceless: false,
    fiveToOneFailed: false,
    transportDefense: null,
    position: t.position ?? null,
  };
  if (t.kind === 'transport') {
    const tr = resolveTransport(t.transport, `${path}.transport`, catalog);
    let defense: number;
    if (typeof tr.defense === 'number') defense = tr.defense;
    else {
      if (facing === undefined) throw violation('facing', msg('error.facing-needed', { name: tr.name }));
      defense = tr.defense[facing];
    }
    const pilot = t.pilot ? resolveCharacter(t.pilot, `${path}.pilot`, catalog) : null;
    const crew = t.crew ? resolveCharacter(t.crew, `${path}.crew`, catalog) : null;
    // A mech fights only with its pilot in it; named weapons need one.
    if (t.weapon !== undefined && !(tr.melee && pilot)) throw violation(`${path}.pilot`, msg('error.pilot-needed'));
    return {
      ...base,
      kind: 'transport',
      name: t.name !== undefined ? verbatim(t.name) : tr.name,
      character: pilot ?? crew,
      defense,
      plan: { ignoreDamage: t.crew?.ignoreDamage ?? false },
      movement: tr.movement,
      // A transport that cannot fight is hit automatically in close combat; a mech fights with its pilot.
      weapon: tr.melee && pilot ? (t.weapon !== undefined ? weaponFor(t.weapon, null, true, `${path}.weapon`, catalog) : (tr.weapons.find((w) => w.range === 0) ?? null)) : null,
      defenceless: !(tr.melee && pilot),
      // Its blast's Damage: "su Defensa", the side the attack struck for a four-facing transport (ruling wartime/explosion).
      transportDefense: defense,
    };
  }
  if (t.kind === 'scenery') {
    const z = resolveZone(t.zone, `${path}.zone`, catalog);
    let defense: number;
    if (z.defense === null) throw violation(`${path}.zone`, msg('error.zone-defense', { name: z.name }));
    if (typeof z.defense === 'number') defense = z.defense;
    else {
      const element = z.defense.find((e) => e.element === t.element);
      if (!element) throw violation(`${path}.element`, msg('error.zone-element', { name: z.name, list: z.defense.map((e) => verbatim(e.element)) }));
      defense = element.defense;
    }
    return { ...base, kind: 'scenery', name: t.name !== undefined ? verbatim(t.name) : z.name, character: null, defense, plan: {}, movement: null, weapon: null, defenceless: true };
  }
  const c = resolveCharacter(t, path, catalog);
  checkPlanAffordable(t.fortunePlan, c.fortune, `${path}.fortunePlan`);
  const weapon = strikeBack(t.weapon, c, `${path}.weapon`, catalog);
  if (t.formation) {
    const size = formationSize(t.formation.size, `${path}.formation.size`);
    const shape = t.formation.shape ?? 'rectangle';
    if (facing !== undefined && !facingAllowed(shape, facing)) throw violation('facing', msg('error.formation-facing', { shape, facing }));
    const defense = t.formation.defense ?? c.defense;
    return { ...base, kind: 'formation', name: t.name !== undefined ? c.name : SIDE_NAMES.formation, character: c, defense, size, plan: {}, movement: c.movement, weapon, fiveToOneFailed: t.fiveToOneFailed ?? false };
  }
  return {
    ...base,
    kind: 'character',
    name: c.name,
    character: c,
    defense: c.defense,
    plan: t.fortunePlan ?? {},
    movement: c.movement,
    weapon,
    defenceless: t.defenceless ?? false,
    fiveToOneFailed: t.fiveToOneFailed ?? false,
  };
}

/** A rectangle has a front, two flanks and a rear; a diamond two fronts and two rears; a circle only its front. */
function facingAllowed(shape: 'rectangle' | 'diamond' | 'circle', facing: Facing): boolean {
  if (shape === 'rectangle') return true;
  if (shape === 'diamond') return facing === 'front' || facing === 'rear';
  return facing === 'front';
}

/** Flank (+2 impact) or rear (+2 impact, Damage x 2) of a formation. */
export function formationSide(target: Defender, facing: Facing | undefined): 'front' | 'flank' | 'rear' {
  if (target.kind !== 'formation' || facing === undefined || facing === 'front') return 'front';
  return facing === 'rear' ? 'rear' : 'flank';
}

// ---------------------------------------------------------------------------------------------
// The strike
// ---------------------------------------------------------------------------------------------

export interface StrikeArg {
  /** Damage compared with Defense (a melee weapon's Damage + CON - 3, doubled from the rear). */
  readonly damage: number;
  /** Success value of the damage check before the clamp (Damage plus check modifiers such as a charge's +1). */
  readonly check: number;
  readonly impactCritical: boolean;
  readonly instead: 'pass' | 'critical' | null;
  readonly reroll: boolean;
  readonly attacker: FortuneSide;
  readonly acting: boolean;
  readonly kind: TargetKind;
  /** Defense with cover as it applies to this strike (0 for a fighter who fumbled its impact). */
  readonly defense: number;
  /** The target cancels a passing damage die (Fortune). */
  readonly cancel: boolean;
  readonly target: FortuneSide;
  /** The target spends Fortune to ignore the damage. */
  readonly ignore: boolean;
  readonly defenseInstead: 'pass' | 'critical' | null;
  readonly defenseReroll: boolean;
  /** Vitality left (Vitality rules), or null: a beaten Defense takes the target down. */
  readonly vitality: number | null;
  /** Formations: members left. */
  readonly members: number;
  readonly prone: boolean;
}

export interface StrikeLabels {
  readonly attacker: Text;
  readonly target: Text;
  readonly weapon: Text;
  /** How the Damage was made up ("Damage 4 + CON 5 - 3 = 6"). */
  readonly damageText: Msg;
  readonly defenseText: Msg;
  readonly rule: string;
}

export interface StrikeState {
  /** none: the damage check failed; held: Defense held; down: out of the fight (or Vitality/members lost); ignored: Fortune. */
  readonly result: 'none' | 'held' | 'hit' | 'down' | 'ignored';
  /** Vitality points or members lost. */
  readonly lost: number;
  readonly exploded: boolean;
  readonly pulverized: boolean;
  readonly attackerPoints: number;
  readonly targetPoints: number;
  readonly attackerWill: number;
  readonly targetWill: number;
  /** The attacker's action failed (Will check after its Fortune use). */
  readonly failed: boolean;
  readonly ended: boolean;
}

/**
 * A strike's result as the odds key it: a flat tuple of a StrikeState's fields in order (result,
 * lost, exploded, pulverized, attackerPoints, targetPoints, attackerWill, targetWill, failed,
 * ended), since a record's key costs about five times a tuple's and a shot's odds key thousands.
 * Read it by name with `strikeOf`.
 */
type StrikeResultKey = readonly [StrikeState['result'], number, boolean, boolean, number, number, number, number, boolean, boolean];

/** What a strike's checks leave: Fortune left and Will effects gained on each side, the attacker's action failed or its activation ended. */
type Checked = Pick<StrikeState, 'attackerPoints' | 'targetPoints' | 'attackerWill' | 'targetWill' | 'failed' | 'ended'>;

/** `c` with the target's Fortune points and Will as given, written out (see hot copies in core/state.ts). */
const withTarget = (c: Checked, targetPoints: number, targetWill: number): Checked => ({
  attackerPoints: c.attackerPoints,
  targetPoints,
  attackerWill: c.attackerWill,
  targetWill,
  failed: c.failed,
  ended: c.ended,
});

export type StrikeValue = Traced<{ readonly s: StrikeResultKey }, { readonly damage: Verdict; readonly wills: readonly WillResult[] }>;

/** A strike's result by name. */
export function strikeOf(v: { readonly s: StrikeResultKey }): StrikeState {
  const [result, lost, exploded, pulverized, attackerPoints, targetPoints, attackerWill, targetWill, failed, ended] = v.s;
  return { result, lost, exploded, pulverized, attackerPoints, targetPoints, attackerWill, targetWill, failed, ended };
}

/**
 * A strike's argument as the sub-rule's key: a flat tuple of its fields in order (the odds key
 * every strike call they walk, and a record's key costs about five times a tuple's).
 */
type StrikeKey = readonly [number, number, boolean, StrikeArg['instead'], boolean, number, number, boolean, TargetKind, number, boolean, number, number, boolean, StrikeArg['defenseInstead'], boolean, number | null, number, boolean];

/**
 * The key of `a` with the Fortune sides and Vitality a strike can use in place of its own, passed
 * apart rather than as `{ ...a, attacker, target, vitality }`: the odds key a strike per branch
 * they follow (see hot copies in core/state.ts).
 */
const strikeKey = (a: StrikeArg, attacker: FortuneSide, target: FortuneSide, vitality: number | null): StrikeKey => [
  a.damage,
  a.check,
  a.impactCritical,
  a.instead,
  a.reroll,
  attacker.points,
  attacker.will,
  a.acting,
  a.kind,
  a.defense,
  a.cancel,
  target.points,
  target.will,
  a.ignore,
  a.defenseInstead,
  a.defenseReroll,
  vitality,
  a.members,
  a.prone,
];

/**
 * One strike, as a sub-rule (`call(strikeRule, traced({ s: strikeKey(arg, ...) }, labels))`): each
 * distinct situation's odds are computed once, whoever strikes whom.
 */
function strikeRule(k: Traced<{ readonly s: StrikeKey }, StrikeLabels>): Program<StrikeValue> {
  const [damage, check, impactCritical, instead, reroll, aPoints, aWill, acting, kind, defense, cancel, tPoints, tWill, ignore, defenseInstead, defenseReroll, vitality, members, prone] = k.s;
  const a: StrikeArg = { damage, check, impactCritical, instead, reroll, attacker: { points: aPoints, will: aWill }, acting, kind, defense, cancel, target: { points: tPoints, will: tWill }, ignore, defenseInstead, defenseReroll, vitality, members, prone };
  const labels = traceOf(k);
  /** The result once the checks are made (`now`: the Fortune and Will effects they left). */
  const base = (result: StrikeState['result'], now: Checked, lost = 0, exploded = false, pulverized = false): { s: StrikeResultKey } => ({
    s: [result, lost, exploded, pulverized, now.attackerPoints, now.targetPoints, now.attackerWill, now.targetWill, now.failed, now.ended],
  });
  const damageCheck = runCheck(
    { target: a.check, auto: null, instead: a.instead, reroll: a.reroll, roller: a.attacker, acting: a.acting, cancel: a.cancel, opponent: a.target },
    {
      rule: `${labels.rule}/damage`,
      summary: msg('step.damage-check', { weapon: labels.weapon, damage: labels.damageText, target: clampCheck(a.check), on: labels.target }),
      purpose: msg('purpose.damage', { who: labels.attacker, weapon: labels.weapon }),
      roller: labels.attacker,
      opponent: labels.target,
    },
  );
  return chain(damageCheck, (d: CheckValue) => {
    const wills = [...traceOf(d).wills];
    const after: Checked = {
      attackerPoints: d.rollerPoints,
      targetPoints: d.opponentPoints,
      attackerWill: willDelta(d.rollerWill),
      targetWill: willDelta(d.opponentWill),
      failed: d.failed,
      ended: d.rollerWill === 'fumble' && a.acting,
    };
    if (!passes(d.verdict)) return pure(traced(base('none', after), { damage: d.verdict, wills }));
    const critical = d.verdict === 'critical';
    const { damage, beats } = damageAgainst(d.verdict, a.damage, a.defense);
    const exploded = beats && critical && a.impactCritical && (a.kind === 'character' || a.kind === 'transport');
    const compare = (): StepDraft => ({
      rule: `${labels.rule}/defense`,
      summary: msg('step.damage-vs-defense', { damage, critical: critical ? 'yes' : 'no', defense: labels.defenseText, total: a.defense, target: labels.target }),
      result: msg(beats ? 'result.damage-beats' : a.kind === 'transport' || a.kind === 'scenery' ? 'result.no-damage' : 'result.defense-check-needed'),
      rulings: critical ? ['wartime/damage-value'] : [],
    });

    /**
     * The attack got through: `lost` Vitality points (Vitality rules) or members (formations), or
     * the target is down. Fortune may undo it, never after a damage critical.
     */
    const take = (lost: number, now: Checked, allWills: readonly WillResult[]): Program<StrikeValue> => {
      const counted = a.kind === 'formation' ? Math.min(lost, a.members) : a.kind === 'character' && a.vitality !== null ? Math.min(lost, a.vitality) : 0;
      const down = a.kind === 'formation' ? counted >= a.members : a.kind === 'character' && a.vitality !== null ? counted >= a.vitality : true;
      // Optional prone rule: a Damage over twice the Defense pulverises a casualty (a transport explodes).
      const pulverized = a.prone && down && !exploded && damage > 2 * a.defense && a.kind !== 'formation';
      const result = base(down ? 'down' : 'hit', now, counted, exploded || (pulverized && a.kind === 'transport'), pulverized && a.kind !== 'transport');
      const step = (): StepDraft => {
        const r = strikeOf(result);
        return {
          rule: `${labels.rule}/casualty`,
          summary: msg('step.casualty', { target: labels.target }),
          result: resultMsg(r, a.kind, labels.target),
          rulings: [
            ...(a.vitality !== null && a.kind === 'character' ? ['wartime/vitality-loss'] : []),
            ...(a.kind === 'formation' ? ['wartime/formation-profile'] : []),
            ...(r.exploded ? ['wartime/explosion'] : []),
          ],
        };
      };
      const canIgnore = a.ignore && !critical && now.targetPoints >= 1 && (a.kind === 'character' || a.kind === 'transport');
      if (!canIgnore) return emit(step, () => pure(traced(result, { damage: d.verdict, wills: allWills })));
      const side = { points: now.targetPoints - 1, will: a.target.will };
      return ignoreWithFortune(labels.target, side, (will, w) =>
        pure(traced(base('ignored', withTarget(now, side.points, now.targetWill + willDelta(will))), { damage: d.verdict, wills: [...allWills, w] })),
      );
    };

    // Over Defense: down, or Damage - Defense Vitality points (wartime/vitality-loss), or as many members.
    if (beats) return emit(compare, () => take(damage - a.defense, after, wills));
    // Transports and scenery take no Defense check: the Damage must exceed their Defense.
    if (a.kind === 'transport' || a.kind === 'scenery') return emit(compare, () => pure(traced(base('held', after), { damage: d.verdict, wills })));
    return emit(compare, () =>
      chain(
        runCheck(
          { target: a.defense, auto: null, instead: a.defenseInstead, reroll: a.defenseReroll, roller: { points: after.targetPoints, will: a.target.will }, acting: false, cancel: false, opponent: NO_FORTUNE },
          {
            rule: `${labels.rule}/defense`,
            summary: msg('step.defense-check', { target: labels.target, defense: a.defense }),
            purpose: msg('purpose.defense', { who: labels.target }),
            roller: labels.target,
            opponent: labels.attacker,
          },
        ),
        (def) => {
          const allWills = [...wills, ...traceOf(def).wills];
          const now = withTarget(after, def.rollerPoints, after.targetWill + willDelta(def.rollerWill));
          if (passes(def.verdict)) return pure(traced(base('held', now), { damage: d.verdict, wills: allWills }));
          // A failed Defense check: down, or 1 Vitality point, or one member.
          return take(1, now, allWills);
        },
      ),
    );
  });
}

function resultMsg(s: StrikeState, kind: TargetKind, target: Text): Msg {
  if (kind === 'formation') return msg('result.members-lost', { n: s.lost });
  if (kind === 'transport') return msg(s.exploded ? 'result.transport-explodes' : 'result.transport-disabled', { target });
  if (kind === 'scenery') return msg('result.scenery-damaged', { target });
  if (s.exploded) return msg('result.explodes', { target });
  if (s.pulverized) return msg('result.pulverized', { target });
  if (s.result === 'hit') return msg('result.vitality-hit', { lost: s.lost });
  return msg('result.casualty');
}

/** Fortune spent to ignore damage, and the Will check it calls for (the target is not acting). */
function ignoreWithFortune(who: Text, side: FortuneSide, next: (v: Verdict, w: WillResult) => Program<StrikeValue>): Program<StrikeValue> {
  return chain(
    runCheck(
      // The Will check of the Fortune use, as a plain check (no Fortune is spent on it).
      { target: side.will, auto: null, instead: null, reroll: false, roller: NO_FORTUNE, acting: false, cancel: false, opponent: NO_FORTUNE },
      {
        rule: 'wartime/psychology/will-check',
        summary: msg('step.fortune-ignore', { who, points: side.points }),
        purpose: msg('purpose.fortune-will', { who }),
        roller: who,
        opponent: who,
      },
    ),
    (w) => {
      const result: WillResult = { name: who, target: Math.min(10, Math.max(1, side.will)), roll: traceOf(w).roll as number, verdict: w.verdict, effect: willEffectOf(w.verdict) };
      return emit(
        () => ({ rule: 'wartime/fortune/ignore-damage', summary: msg('step.damage-ignored', { who }), result: msg('result.damage-ignored'), rulings: ['wartime/fortune-will-check', 'wartime/fortune-decisions'] }),
        () => next(w.verdict, result),
      );
    },
  );
}

/** After a passing damage check: the Damage compared with Defense (a critical doubles it) and whether it beats the Defense. */
export function damageAgainst(verdict: Verdict, damage: number, defense: number): { damage: number; beats: boolean } {
  const compared = verdict === 'critical' ? damage * 2 : damage;
  return { damage: compared, beats: compared > defense };
}

/**
 * A strike as a sub-rule call. What cannot change its result is left out of the call (Fortune the
 * plans cannot spend, Vitality beyond the most the strike can take), so strikes that differ only
 * in it share their odds; the Fortune left is given back to the result.
 */
export function runStrike(arg: StrikeArg, labels: StrikeLabels): Program<StrikeValue> {
  const attacker = usable(arg.attacker, planCost(arg.instead, arg.reroll));
  const target = usable(arg.target, (arg.cancel ? 1 : 0) + planCost(arg.defenseInstead, arg.defenseReroll) + (arg.ignore ? 1 : 0));
  // A strike takes at most the doubled Damage over the Defense, or 1 on a failed Defense check.
  const most = Math.max(2 * arg.damage - arg.defense, 1);
  const vitality = arg.vitality === null ? null : Math.min(arg.vitality, most + 1);
  const c = call(strikeRule, traced({ s: strikeKey(arg, attacker, target, vitality) }, labels));
  const kept = { attacker: arg.attacker.points - attacker.points, target: arg.target.points - target.points };
  if (kept.attacker === 0 && kept.target === 0) return c;
  return chain(c, (v) => {
    const s: [...StrikeResultKey] = [...v.s];
    s[4] += kept.attacker;
    s[5] += kept.target;
    return pure(traced({ s }, traceOf(v)));
  });
}

/** The Fortune side of a target: its points and Will target (the crew member's for a transport). */
export function targetFortune(t: Defender, points: number | null, will: number): FortuneSide {
  if (!t.character || t.kind === 'formation' || t.kind === 'scenery') return NO_FORTUNE;
  return { points: points ?? t.character.fortune, will: fortuneWillTarget(t.character) + will };
}

/** A formation's size: a whole number from 1, at most the cap. */
export function formationSize(size: number, path: string): number {
  if (!Number.isInteger(size) || size < 1) throw violation(path, msg('error.integer-range', { value: size, min: 1, max: WARTIME_LIMITS.formationSize }));
  cap(size, WARTIME_LIMITS.formationSize, path, 'cap.formation');
  return size;
}

/**
 * The attacks a request makes with a weapon and what they cost: each its Energy (doubled, at
 * least 3, out of turn), within the character's Energy left (or its whole Energy out of turn).
 */
export function attackEnergy(requested: number | undefined, weapon: Weapon, c: Character, situation: Situation | undefined): { attacks: number; per: number; energy: number } {
  const attacks = requested ?? 1;
  if (!Number.isInteger(attacks) || attacks < 1) throw violation('attacks', msg('error.integer-range', { value: attacks, min: 1, max: WARTIME_LIMITS.attacks }));
  cap(attacks, WARTIME_LIMITS.attacks, 'attacks', 'cap.attacks');
  const per = actionEnergy(weapon.energy, situation, c.maxEnergy, 'attacks');
  const energy = per * attacks;
  const left = situation?.outOfTurn || situation?.interrupting ? c.maxEnergy : c.energy;
  if (energy > left) throw violation('attacks', msg('error.energy-short', { who: c.name, energy, left }));
  return { attacks, per, energy };
}

/**
 * An action with several kinds of plan (one target, an area, a volley; single combat or
 * formations): each plan's callbacks read only its own program's values, so the value type is
 * erased where the action returns one of them.
 */
export const erased = <V, O, D>(plan: ActionPlan<V, O, D>): ActionPlan<unknown, O, D> => plan as unknown as ActionPlan<unknown, O, D>;

/** Whether a plan can spend any of `points` (an empty plan, or no points, cannot). */
export const canSpend = (plan: FortunePlan | undefined, points: number): boolean =>
  points > 0 && !!plan && !!(plan.impact || plan.damage || plan.defense || plan.ignoreDamage || plan.cancel?.length);

/**
 * What an exploded model, transport or formation reports (ruling wartime/explosion): enemies within
 * 3 x its Movement of its base are cowed; a transport's blast has Damage = its Defense, at most 10.
 */
export const explosionOf = (t: Defender, exploded: boolean): { explosion?: { radius: number; damage: number | null } } =>
  exploded && t.movement !== null ? { explosion: { radius: 3 * t.movement, damage: t.kind === 'transport' ? Math.min(10, t.transportDefense ?? 0) : null } } : {};

/** Every result a character's plan buys must be payable at the start (see `checkAffordable`). */
export function checkPlanAffordable(plan: FortunePlan | undefined, points: number, path: string): void {
  for (const use of ['impact', 'damage', 'defense'] as const) checkAffordable(plan?.[use], points, `${path}.${use}`);
}

/** The attack cap once Fortune is in play (limits.ts says why). */
export function checkFortuneAttacks(attacks: number, attacker: boolean, target: boolean): void {
  if (attacker && target) cap(attacks, WARTIME_LIMITS.attacksWithFortuneBothSides, 'attacks', 'cap.attacks-fortune-both');
  else if (attacker || target) cap(attacks, WARTIME_LIMITS.attacksWithFortune, 'attacks', 'cap.attacks-fortune');
}

/** A target's Fortune plan for its Defense check, as the strike reads it. */
export const defensePlan = (t: Defender) => fortuneArg(t.plan.defense);
