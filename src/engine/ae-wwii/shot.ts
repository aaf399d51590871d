import { spend } from '../core/cost';
import { Dist } from '../core/dist';
import { cap } from '../core/limits';
import { violation } from '../core/errors';
import { clockOffset, distance, EPSILON, roundPoint, segmentDistance, sub, unit, Vec, add, scale } from '../core/geometry';
import { call, chain, counted, emit, emitAll, odds, OddsContext, Program, pure, repeat, roll, rollAs, volley } from '../core/program';
import { test } from '../core/primitives';
import { stateKey, traced, Traced, traceOf } from '../core/state';
import { AE_LIMITS } from './limits';
import { msg, StepDraft, Text } from '../core/types';
import {
  DamageSource,
  hitVolley,
  HitTally,
  imperviousPhase,
  newHit,
  savePhase,
  strengthPhase,
  toHitPhase,
  toHitSucceeds,
  HitCounts,
  HitTotals,
  noHits,
  Victim,
} from './damage';
import { AeCatalog, EditionRules, ScatterDice, TableRow, tableLookup, WeaponProfile } from './model';
import { Model, modelWith, requireActionPoints, requireCarried, resolveModel, resolveWeapon, UNNAMED_WEAPON } from './models';
import { ModelOdds, ModelResult, ShotOdds, ShotOutcome } from './outcomes';
import { ShotRequest } from './requests';

/** Distances agree when within this many inches (positions are measured at the table). */
const DISTANCE_TOLERANCE = 0.05;

/**
 * Work units (core/cost.ts) for a pass over the victims at one landing (who it covers, what each
 * sees of it): a few dozen distance checks and map updates are about one unit of CPU.
 */
const VICTIMS_PER_UNIT = 32;

/** Where one blast landed (reported in the outcome). */
export interface Landing {
  readonly point: Vec;
  readonly scatter: number;
  readonly direction: number | null;
}

/**
 * The running result of a shot: per victim, the wounds it took and whether it was struck at all
 * (which decide what follows and the odds); hit counts and landings travel as a trace.
 */
export type ShotValue = Traced<HitTotals, HitCounts & { readonly landings: readonly Landing[] }>;

export interface ShotPlan {
  readonly program: Program<ShotValue>;
  readonly shots: number;
  readonly victims: readonly Victim[];
  /** Index of the request's `target` in `victims`, or -1 when the shot is aimed at a point. */
  readonly targetIndex: number;
  readonly kind: 'direct' | 'area' | 'arc';
  /** Probability that one attack roll succeeds (1 for arcs, which need none). */
  readonly hitPerShot: number;
  readonly rulings: readonly string[];
  /**
   * The same shot with only victim `i` on the table. Given where each shot lands, victims fare
   * independently (coverage and removal depend on a model's own position and wounds), so each
   * model's odds come exactly from its own projection, without the joint state of every model.
   * A projection leaves out the steps every play starts with (a cover step per model): the odds
   * never read steps, and walking every model's cover in every model's projection is quadratic.
   */
  readonly project: (i: number) => Program<ShotValue>;
  /**
   * Victims whose projections have the same distribution (same Armor and Impervious, the same
   * wounds left or at least as many as there are blasts or arcs, and the same place under the
   * weapon: on the arc or not, the same coverage under a blast) share a key, and their
   * distribution is computed once; each reads its own figures from it.
   */
  readonly projectionKey?: (i: number) => string;
}

/**
 * A shot once its request is checked: who fires what at whom, and the steps and rulings every play
 * starts with. The state every rule of the shot reads; the rules after the checks add their steps.
 */
interface Shot {
  readonly rules: EditionRules;
  readonly attacker: Model;
  readonly weapon: WeaponProfile;
  readonly weaponName: Text;
  /** Shots, blasts or arcs the action points buy. */
  readonly shots: number;
  readonly kind: ShotPlan['kind'];
  readonly victims: readonly Victim[];
  readonly targetIndex: number;
  /** The point area and arc weapons are fired at (the target's position unless the request aims). */
  readonly aim: Vec | null;
  /** To the target for direct fire, to the aimed point otherwise (null when neither is known). */
  readonly distance: number | null;
  readonly setup: StepDraft[];
  readonly rulings: string[];
}

export function planShot(req: ShotRequest, catalog: AeCatalog, rules: EditionRules): ShotPlan {
  const shot = shotOf(req, catalog, rules);
  // Rule of range: arcs reach what their length reaches; every other weapon is limited by its range.
  if (shot.kind !== 'arc' && shot.distance !== null && shot.distance > shot.weapon.range + EPSILON) return beyondRange(shot, shot.distance);
  if (shot.kind === 'arc') return planArc(shot);
  const need = rangeRule(shot);
  coverRule(shot);
  const hitPerShot = need > 6 ? 0 : Dist.die(6).probability((face) => toHitSucceeds(face, need));
  if (need > 6) return cannotHit(shot, need);
  if (shot.kind === 'direct') return planDirect(shot, need, hitPerShot);
  return planArea(shot, need, hitPerShot);
}

/**
 * The request's shot, checked in the order the player is told of a problem (the weapon, whether the
 * attacker can fire it, the rate of fire, then whom it is aimed at), with its rate of fire step.
 */
function shotOf(req: ShotRequest, catalog: AeCatalog, rules: EditionRules): Shot {
  const attacker = resolveModel(req.attacker, 'attacker', catalog, rules);
  const { id: weaponId, weapon } = resolveWeapon(req.weapon, 'weapon', catalog);
  const weaponName = weapon.name ?? UNNAMED_WEAPON;
  if (weapon.melee) throw violation('weapon', msg('error.melee-weapon', { weapon: weaponName }));
  if (attacker.profile.rangedCombat === null && !weapon.arc) {
    throw violation('attacker', msg('error.no-ranged', { model: attacker.name }));
  }
  // After the checks above: a unit that cannot shoot at all is told so, whatever it picked.
  if (weaponId !== null) requireCarried(attacker, weaponId, weaponName, 'weapon', catalog);

  const shots = countShots(req, attacker, weapon, weaponName);
  const target = req.target ? resolveModel(req.target, 'target', catalog, rules) : null;
  cap((req.models ?? []).length, AE_LIMITS.models, 'models', 'cap.models');
  const others = (req.models ?? []).map((m, i) => resolveModel(m, `models[${i}]`, catalog, rules));
  const kind = weapon.arc ? 'arc' : weapon.areaOfEffect !== null ? 'area' : 'direct';
  if (kind === 'direct' && !target) throw violation('target', msg('error.needs-target', { weapon: weaponName }));

  const aim = req.aim ?? target?.position ?? null;
  // Area and arc weapons are fired at a point; direct fire at the target.
  const range = measure(req, attacker, kind === 'direct' ? (target?.position ?? null) : aim);
  checkNearest(rules, attacker, target, others);

  const coverOf = (m: Model, isTarget: boolean) => (isTarget ? (req.cover ?? m.cover) : m.cover);
  const victimModels = kind === 'direct' ? [target as Model] : [...(target ? [target] : []), ...others];
  const victims = victimModels.map((m, i) => victimOf(m, coverOf(m, i === 0 && target !== null), weapon, rules));
  return {
    rules,
    attacker,
    weapon,
    weaponName,
    shots,
    kind,
    victims,
    targetIndex: target ? 0 : -1,
    aim,
    distance: range.distance,
    setup: [rateOfFireStep(req, weapon, weaponName, shots)],
    rulings: ['ae-wwii/rate-of-fire'],
  };
}

/** Beyond range (`measured` inches): forbidden in some editions, a declared automatic miss in others. */
function beyondRange(shot: Shot, measured: number): ShotPlan {
  const { weapon, rules } = shot;
  if (rules.beyondRange === 'forbidden') {
    throw violation('distance', msg('error.beyond-range', { distance: measured, weapon: shot.weaponName, range: weapon.range }));
  }
  const ruling = rules.rulings.beyondRange;
  shot.setup.push({
    rule: 'ae-wwii/shooting/range',
    summary: msg('step.range', { distance: measured, range: weapon.range }),
    result: msg('result.beyond-range-fails'),
    rulings: ruling ? [ruling] : [],
  });
  return unharmedPlan(shot, 0);
}

/**
 * Rule of range within range: beyond half the weapon's range the attack roll needs the edition's
 * long range penalty more (indirect fire never does). Returns what each attack roll needs.
 */
function rangeRule(shot: Shot): number {
  const { attacker, weapon, rules, distance: measured } = shot;
  const rc = attacker.profile.rangedCombat as number;
  const longRange = !weapon.indirect && measured !== null && measured > weapon.range / 2 + EPSILON;
  const need = rc + (longRange ? rules.longRangePenalty : 0);
  shot.setup.push({
    rule: 'ae-wwii/shooting/range',
    summary: msg('step.range', { distance: measured ?? '?', range: weapon.range }),
    result: msg(weapon.indirect ? 'result.indirect-range' : longRange ? 'result.long-range' : 'result.short-range', {
      rc,
      need,
      penalty: rules.longRangePenalty,
    }),
  });
  return need;
}

/** Rule of cover: a step for each victim whose Armor cover (or Clouded Minds) raises. */
function coverRule(shot: Shot): void {
  shot.victims.forEach((v) => {
    if (v.model.cover !== 'none' || v.model.psiPower === 'clouded-minds') shot.setup.push(coverStep(v, shot.weapon));
  });
}

/** Rule of the attack roll: a need of 7 or more cannot hit (ruling ae-wwii/to-hit-7-plus). */
function cannotHit(shot: Shot, need: number): ShotPlan {
  shot.setup.push({
    rule: 'ae-wwii/shooting/to-hit',
    summary: msg('step.to-hit-impossible', { need }),
    result: msg('result.cannot-hit'),
    rulings: ['ae-wwii/to-hit-7-plus'],
  });
  return unharmedPlan(shot, 0);
}

/** A shot that cannot harm anyone: its setup steps, then nothing. */
function unharmedPlan(shot: Shot, hitPerShot: number): ShotPlan {
  const { shots, victims, targetIndex, kind, rulings } = shot;
  const program = emitAll(shot.setup, () => pure(emptyValue(victims.length)));
  return { program, shots, victims, targetIndex, kind, hitPerShot, rulings, project: unharmed, projectionKey: () => UNHARMED };
}

/** What the weapon deals once it strikes: its Strength and Strength dice. */
const damageSourceOf = (shot: Shot): DamageSource => ({
  rules: 'ae-wwii/shooting',
  label: shot.weaponName,
  strength: shot.weapon.strength,
  strengthDice: shot.weapon.strengthDice,
});

/**
 * Direct fire at one target: each shot's attack roll, then strength, armour save and Impervious,
 * rolled phase by phase for every shot (ruling ae-wwii/roll-order).
 */
function planDirect(shot: Shot, need: number, hitPerShot: number): ShotPlan {
  const { shots, victims } = shot;
  const src = damageSourceOf(shot);
  const labels = Array.from({ length: shots }, (_, i) => msg('label.shot', { n: i + 1 }));
  const items = labels.map(() => newHit(0, 'to-hit'));
  const phases = [toHitPhase(need, labels), strengthPhase(src, victims, labels), savePhase(src, victims, labels), imperviousPhase(victims, labels)];
  const program = emitAll(shot.setup, () => volley(hitVolley(items, phases, victims), (tally: HitTally) => pure(shotValueOf(tally))));
  shot.rulings.push('ae-wwii/roll-order');
  return { program, shots, victims, targetIndex: shot.targetIndex, kind: shot.kind, hitPerShot, rulings: shot.rulings, project: () => program };
}

/** Where a blast can land, and whom a blast there covers (indices into the victims, nearest first). */
interface LandingSite {
  readonly point: Vec;
  readonly covered: number[];
}

/**
 * An area shot: each blast is an attack roll at a point, then (indirect fire) where it lands, then
 * a strike on every standing model it covers. What its rules read, fixed for the whole plan, and
 * the figures computed once for the program and every per-model projection.
 */
interface AreaShot {
  readonly shot: Shot;
  readonly need: number;
  readonly aim: Vec;
  readonly radius: number;
  readonly strike: Strike;
  /**
   * A scatter lands at one of 12 x (6 x dice) points: their coverage is computed once for the
   * shot, and shared by the whole program and every per-model projection.
   */
  readonly landings: Map<number, LandingSite>;
  /** Whom a blast on the aimed point covers. */
  readonly onTarget: readonly number[];
  /**
   * Where one blast lands and whom it covers (standing or not; null: it has no effect). It depends
   * on nothing the blasts change, so the odds compute it once for the whole shot and every
   * per-model projection (see shotOdds): one function per plan, the shot's index labels its steps.
   */
  readonly aimed: (arg: Traced<object, number>) => Program<Aimed>;
  /** Per victim, what `aimed` does as its projection sees it (see coverageOf); computed when first read. */
  coverage: Dist<Aimed>[] | undefined;
  /** One strike function per Armor and Impervious for single-model projections, so they share its odds. */
  readonly sharedStrikes: Map<string, VictimStrikes>;
}

type VictimStrikes = ReturnType<typeof strikeOf>;

/** An area shot, once the positions it needs are known: its program and per-model projections. */
function planArea(shot: Shot, need: number, hitPerShot: number): ShotPlan {
  const { attacker, weapon, victims, rulings } = shot;
  const aim = shot.aim;
  if (!aim) throw violation('aim', msg('error.area-needs-aim', { weapon: shot.weaponName }));
  requirePositions(victims);
  if (weapon.indirect && !attacker.position) {
    throw violation('attacker.position', msg('error.indirect-needs-firer'));
  }
  // The scatter direction is a clock face on the line from the firer to the aimed point.
  if (weapon.indirect && distance(attacker.position as Vec, aim) === 0) {
    throw violation('aim', msg('error.indirect-aim-at-firer'));
  }
  rulings.push('ae-wwii/aoe-coverage', 'ae-wwii/aoe-sequence');
  if (weapon.indirect) rulings.push('ae-wwii/scatter-direction', 'ae-wwii/scatter-geometry');
  const radius = weapon.areaOfEffect as number;
  const area: AreaShot = {
    shot,
    need,
    aim,
    radius,
    strike: strikeFor(damageSourceOf(shot)),
    landings: new Map(),
    onTarget: coveringAll(victims, radius, aim),
    aimed: (arg) => attackRoll(area, arg),
    coverage: undefined,
    sharedStrikes: new Map(),
  };
  return {
    program: emitAll(shot.setup, () => areaProgram(area, victims.map((_, i) => i))),
    shots: shot.shots,
    victims,
    targetIndex: shot.targetIndex,
    kind: shot.kind,
    hitPerShot,
    rulings,
    project: (i) => areaProgram(area, [i]),
    // Where a model stands matters only through whether each landing covers it: two models alike
    // whose coverage sums to the same probabilities, in the same order, fare the same to the last
    // digit (28 distinct coverages among the bench's 32 grid models).
    projectionKey: (i) => stateKey([victimKey(victims[i], shot.shots), [...coverageOf(area, i).keyed()].map(([key, { p }]) => [key, p])]),
  };
}

/** Blast coverage: every victim a blast at `point` covers, nearest first, whether or not still standing. */
function coveringAll(victims: readonly Victim[], radius: number, point: Vec): number[] {
  // Computed for every landing the scatter dice allow: only the few models covered are sorted.
  spend(Math.ceil(victims.length / VICTIMS_PER_UNIT));
  const covered: { i: number; d: number }[] = [];
  victims.forEach((v, i) => {
    const d = distance(v.model.position as Vec, point);
    if (d <= radius + v.model.baseRadius + EPSILON) covered.push({ i, d });
  });
  return covered.sort((a, b) => a.d - b.d || a.i - b.i).map(({ i }) => i);
}

/** Scatter geometry: where a blast lands `inches` towards `hour` on the clock face, and whom it covers there. */
function landingAt(area: AreaShot, hour: number, inches: number): LandingSite {
  const key = hour * 1000 + inches;
  let landing = area.landings.get(key);
  if (!landing) {
    const point = roundPoint(clockOffset(area.aim, sub(area.aim, area.shot.attacker.position as Vec), hour, inches));
    area.landings.set(key, (landing = { point, covered: coveringAll(area.shot.victims, area.radius, point) }));
  }
  return landing;
}

/**
 * A blast's value: the models covered are the key (as a set: whom a blast covers decides the odds);
 * the order they are resolved in, nearest first, only orders the dice, so it travels in the trace.
 */
const landedAt = (nearest: readonly number[] | null, landing: Landing | null): Program<Aimed> =>
  pure(traced({ covered: nearest && [...nearest].sort((x, y) => x - y) }, { landing, nearest: nearest ?? [] }));

/** Rule of the attack roll (to-hit) for one blast: a d6 against the need, then where the blast lands. */
function attackRoll(area: AreaShot, arg: Traced<object, number>): Program<Aimed> {
  const index = traceOf(arg);
  const need = area.need;
  return test({ die: 'd6', purpose: msg('purpose.attack-roll', { n: index + 1 }), target: need, mode: 'over' }, ({ pass }, face) =>
    emit(
      {
        rule: 'ae-wwii/shooting/to-hit',
        summary: msg('step.to-hit', { need, of: msg('label.shot', { n: index + 1 }) }),
        rolls: [face],
        result: msg(pass ? 'result.hit' : 'result.miss'),
      },
      () => landingRule(area, index, pass),
    ),
  );
}

/** Where a blast lands: a direct blast that hits lands on the aimed point and one that misses has no effect. */
function landingRule(area: AreaShot, index: number, hit: boolean): Program<Aimed> {
  if (!area.shot.weapon.indirect) return hit ? landedAt(area.onTarget, { point: area.aim, scatter: 0, direction: null }) : landedAt(null, null);
  return indirectRule(area, index, hit);
}

/** Rule of indirect fire: the edition's table for a hit or a miss says whether the blast scatters, and by how many dice. */
function indirectRule(area: AreaShot, index: number, hit: boolean): Program<Aimed> {
  const rules = area.shot.rules;
  const table = hit ? rules.indirectHit : rules.indirectMiss;
  const ruling = hit ? undefined : rules.rulings.indirectMiss;
  return rollAs({ die: 'd6', purpose: msg(hit ? 'purpose.indirect-hit' : 'purpose.indirect-miss', { n: index + 1 }) }, tableOf(table), (dice, [face]) => {
    const step: StepDraft = {
      rule: 'ae-wwii/shooting/indirect',
      summary: msg(hit ? 'step.indirect-hit' : 'step.indirect-miss'),
      rolls: [face],
      result: dice === null ? msg('result.no-effect') : dice === 0 ? msg('result.on-target') : msg('result.scatters', { dice }),
      rulings: ruling ? [ruling] : [],
    };
    if (dice === null) return emit(step, () => landedAt(null, null));
    if (dice === 0) return emit(step, () => landedAt(area.onTarget, { point: area.aim, scatter: 0, direction: null }));
    return emit(step, () => scatterRule(area, index, dice));
  });
}

/** Rule of scatter: a d12 for the direction (a clock face), `dice` d6 for the inches. */
function scatterRule(area: AreaShot, index: number, dice: number): Program<Aimed> {
  return roll({ die: 'd12', purpose: msg('purpose.scatter-direction', { n: index + 1 }) }, ([hour]) =>
    rollAs({ die: 'd6', count: dice, purpose: msg('purpose.scatter-distance', { n: index + 1 }) }, sumOf, (inches, faces) => {
      const { point, covered } = landingAt(area, hour, inches);
      return emit(
        {
          rule: 'ae-wwii/shooting/scatter',
          summary: msg('step.scatter', { hour, dice }),
          rolls: [hour, ...faces],
          result: msg('result.lands-at', { inches, x: point.x, y: point.y }),
          rulings: ['ae-wwii/scatter-direction'],
        },
        () => landedAt(covered, { point, scatter: inches, direction: hour }),
      );
    }),
  );
}

/**
 * Where every blast may land, and, per victim, the same distribution as that victim's own
 * projection sees it: covered, not covered, or no effect. The projections' odds read it (a
 * `counted` node) instead of mapping every landing once per model, which was most of their
 * cost; it is built in one pass with the same additions in the same order as walking the map,
 * so the odds are the same to the last digit.
 */
function coverageOf(area: AreaShot, i: number): Dist<Aimed> {
  if (!area.coverage) {
    const victims = area.shot.victims;
    const landed = odds(area.aimed(traced({}, 0)));
    const byVictim = victims.map(() => new Map<string, { value: Aimed; p: number }>());
    for (const { value, p } of landed) {
      spend(Math.ceil(victims.length / VICTIMS_PER_UNIT));
      const t = traceOf(value);
      byVictim.forEach((entries, v) => {
        const hit = value.covered !== null && value.covered.includes(v);
        const key = value.covered === null ? NO_EFFECT : hit ? COVERED : UNCOVERED;
        const entry = entries.get(key);
        if (entry) entry.p += p;
        else {
          const here = hit ? [0] : [];
          const nearest = t.nearest.includes(v) ? [0] : [];
          entries.set(key, { value: traced({ covered: value.covered && here }, { landing: t.landing, nearest }), p });
        }
      });
    }
    area.coverage = byVictim.map((entries) => Dist.fromEntries(entries, stateKey));
  }
  return area.coverage[i];
}

/** An area shot as one program's victims see it (every victim, or the one of a projection). */
interface AreaView {
  readonly area: AreaShot;
  readonly vs: readonly Victim[];
  /** Index in `vs` of each kept victim, by its index in the shot's victims. */
  readonly position: ReadonlyMap<number, number>;
  readonly strikes: VictimStrikes;
  /** The blast as this program's victims see it (2 outcomes for a single-model projection); one function per program. */
  readonly aimed: (arg: Traced<object, number>) => Program<Aimed>;
}

/** The blasts over the victims `keep` (indices into the shot's victims), one after the other. */
function areaProgram(area: AreaShot, keep: readonly number[]): Program<ShotValue> {
  const vs = keep.map((i) => area.shot.victims[i]);
  const view: AreaView = {
    area,
    vs,
    position: new Map(keep.map((i, j) => [i, j])),
    aimed: keep.length === 1 ? (arg) => counted(blastSeen(view, arg), () => coverageOf(area, keep[0])) : (arg) => blastSeen(view, arg),
    strikes: strikesOf(area, vs),
  };
  return repeatStrikes(area.shot.shots, vs, (arg) => blastRule(view, arg));
}

/** A single-model projection's strikes are shared by every projection alike in Armor and Impervious. */
function strikesOf(area: AreaShot, vs: readonly Victim[]): VictimStrikes {
  if (vs.length !== 1) return strikeOf(vs, area.strike);
  const key = stateKey([vs[0].armor, vs[0].model.impervious]);
  const strikes = area.sharedStrikes.get(key) ?? strikeOf(vs, area.strike);
  area.sharedStrikes.set(key, strikes);
  return strikes;
}

/** The shot's victims `covered` that this program keeps, as indices into its own victims. */
function localIndices(view: AreaView, covered: readonly number[]): number[] {
  const out: number[] = [];
  for (const i of covered) {
    const j = view.position.get(i);
    if (j !== undefined) out.push(j);
  }
  return out;
}

/** Where a blast lands, whom of this program's victims it covers. */
function blastSeen(view: AreaView, arg: Traced<object, number>): Program<Aimed> {
  return chain(call(view.area.aimed, arg), (where) => {
    const t = traceOf(where);
    return pure(traced({ covered: where.covered && localIndices(view, where.covered) }, { landing: t.landing, nearest: localIndices(view, t.nearest) }));
  });
}

/** Rule of area of effect: one blast against the victims with `left` wounds each (0: removed) strikes those it covers still standing, nearest first. */
function blastRule(view: AreaView, arg: Traced<{ readonly left: readonly number[] }, number>): Program<Delta> {
  const { vs, strikes } = view;
  return chain(call(view.aimed, traced({}, traceOf(arg))), (where) => {
    const { landing, nearest } = traceOf(where);
    if (where.covered === null || landing === null) return pure(nothing(vs.length, null));
    const standing = nearest.filter((i) => arg.left[i] > 0);
    // Built when played only: the odds walk this for every state of every projection.
    const step = (): StepDraft => ({
      rule: 'ae-wwii/shooting/area-of-effect',
      summary: msg('step.blast', { radius: view.area.radius, x: landing.point.x, y: landing.point.y }),
      result: standing.length ? msg('result.covers', { models: standing.map((i) => vs[i].model.name) }) : msg('result.covers-nobody'),
      rulings: ['ae-wwii/aoe-coverage'],
    });
    if (!standing.length) return emit(step, () => pure(nothing(vs.length, landing)));
    return emit(step, () => chain(call(strikes, { struck: standing }), (tally) => pure(withLanding(tally, landing))));
  });
}

/** Whom a blast covers (null: no effect), and where it landed with the models nearest first. */
type Aimed = Traced<{ readonly covered: readonly number[] | null }, { readonly landing: Landing | null; readonly nearest: readonly number[] }>;

/** The keys of a blast as a single-model projection sees it (what walking its map would key). */
const NO_EFFECT = stateKey({ covered: null });
const COVERED = stateKey({ covered: [0] });
const UNCOVERED = stateKey({ covered: [] });

/** What one blast or arc adds to a shot, with where it landed (if it landed). */
type Delta = Traced<HitTotals, HitCounts & { readonly landing: Landing | null }>;

const nothing = (victims: number, landing: Landing | null): Delta => withLanding(noHits(victims), landing);
const withLanding = (tally: HitTally, landing: Landing | null): Delta => {
  const counts = traceOf(tally);
  return traced({ wounds: tally.wounds, struckAny: tally.struckAny }, { hits: counts.hits, struck: counts.struck, landing });
};

/**
 * One strike (a blast or an arc) on the standing victims `struck`: strength, save and Impervious
 * per model, in the order given. One function per plan and victim list, so the odds compute each
 * distinct strike once.
 */
function strikeOf(victims: readonly Victim[], strike: Strike): (arg: { readonly struck: readonly number[] }) => Program<HitTally> {
  return (arg) => {
    // What the dice decide depends on each struck model's Armor and Impervious, never on who it is
    // nor on its wounds left (a strike hits each model once, and one wound is what any standing
    // model can take): that is the key, so the strikes of every state of every projection with
    // the same Armor and Impervious share their odds; the models (names for the steps) are the trace.
    const targets = arg.struck.map((i) => ({ armor: victims[i].armor, impervious: victims[i].model.impervious }));
    return chain(call(strike, traced({ targets }, arg.struck.map((i) => victims[i]))), (t) => {
      const counts = traceOf(t);
      const wounds = victims.map(() => 0);
      const struckAny = victims.map(() => false);
      const struck = victims.map(() => 0);
      arg.struck.forEach((i, j) => {
        wounds[i] = t.wounds[j];
        struckAny[i] = t.struckAny[j];
        struck[i] = counts.struck[j];
      });
      return pure(traced({ wounds, struckAny }, { hits: counts.hits, struck }));
    });
  };
}

type StrikeTargets = Traced<{ readonly targets: readonly { readonly armor: number; readonly impervious: number | null }[] }, readonly Victim[]>;
type Strike = (arg: StrikeTargets) => Program<HitTally>;

/** The wounds a strike can deal one model (it hits each model it strikes once): its cap on them. */
const ONE_HIT = 1;

/**
 * One strike (a blast or an arc) on several models, in the order given: strength, save and
 * Impervious per model. One function per shot, shared by the whole program and every per-model
 * projection, so two models alike in Armor and Impervious share their odds.
 */
function strikeFor(src: DamageSource): Strike {
  return (arg) => {
    const victims = traceOf(arg).map((v, j): Victim => ({
      model: modelWith(v.model, ONE_HIT, arg.targets[j].impervious, v.model.cover),
      armor: arg.targets[j].armor,
      armorText: v.armorText,
    }));
    const labels = victims.map((v) => msg('label.model', { name: v.model.name }));
    const items = victims.map((_, j) => newHit(j, 'strength'));
    const phases = [strengthPhase(src, victims, labels), savePhase(src, victims, labels), imperviousPhase(victims, labels)];
    return volley({ ...hitVolley(items, phases, victims), stop: undefined }, (tally: HitTally) => pure(tally));
  };
}

/**
 * `shots` blasts or arcs, one after the other (ruling ae-wwii/aoe-sequence), each against what the
 * victims have left after the earlier ones. States merge on the wounds taken and who was struck;
 * each application is the shared `strike` for the wounds left.
 */
function repeatStrikes(
  shots: number,
  vs: readonly Victim[],
  strike: (arg: Traced<{ readonly left: readonly number[] }, number>) => Program<Delta>,
): Program<ShotValue> {
  const start: ShotValue = traced(noHits(vs.length), { hits: 0, struck: vs.map(() => 0), landings: [] });
  const one = (s: ShotValue, index: number): Program<ShotValue> => {
    const counts = traceOf(s);
    const left = vs.map((v, i) => v.model.remaining - s.wounds[i]);
    return chain(call(strike, traced({ left }, index)), (d) => {
      const added = traceOf(d);
      return pure(
        traced(
          { wounds: s.wounds.map((w, i) => w + d.wounds[i]), struckAny: s.struckAny.map((b, i) => b || d.struckAny[i]) },
          {
            hits: counts.hits + added.hits,
            struck: counts.struck.map((n, i) => n + added.struck[i]),
            landings: added.landing ? [...counts.landings, added.landing] : counts.landings,
          },
        ),
      );
    });
  };
  return repeat(shots, start, one);
}

/** Scatter distance dice matter by their sum only. */
const sumOf = (faces: number[]): number => sum(faces);

/** A d6 table's classifier, one per table, so the odds group its faces once. */
const tableClassifiers = new WeakMap<readonly TableRow<ScatterDice>[], (faces: number[]) => ScatterDice>();
function tableOf(table: readonly TableRow<ScatterDice>[]): (faces: number[]) => ScatterDice {
  let classify = tableClassifiers.get(table);
  if (!classify) tableClassifiers.set(table, (classify = ([face]) => tableLookup(table, face)));
  return classify;
}

const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);

/** Where a model stands on an arc: its index among the victims, and how far along the arc. */
interface ArcPlace {
  readonly i: number;
  readonly along: number;
}

/** An arc shot: the models it strikes, in the order it reaches them, and what each strike deals. */
interface ArcShot {
  readonly shot: Shot;
  readonly struckOrder: readonly ArcPlace[];
  readonly strike: Strike;
}

function planArc(shot: Shot): ShotPlan {
  const { rules, weapon, victims, targetIndex, shots: arcs } = shot;
  const arc = weapon.arc as { length: number; halfWidth: number };
  const terminus = rules.teslaTerminusRadius;
  shot.rulings.push('ae-wwii/tesla-area', 'ae-wwii/arc-order');
  const struckOrder = arcCoverage(shot, arc, terminus);
  shot.setup.push({
    rule: 'ae-wwii/special/tesla',
    summary: msg('step.arc', { length: arc.length, width: arc.halfWidth, terminus }),
    result: struckOrder.length
      ? msg('result.covers', { models: struckOrder.map(({ i }) => victims[i].model.name) })
      : msg('result.covers-nobody'),
    rulings: ['ae-wwii/tesla-area'],
  });
  const arcShot: ArcShot = { shot, struckOrder, strike: strikeFor(damageSourceOf(shot)) };
  return {
    program: emitAll(shot.setup, () => arcProgram(arcShot, victims.map((_, i) => i))),
    shots: arcs,
    victims,
    targetIndex,
    kind: 'arc',
    hitPerShot: 1,
    rulings: shot.rulings,
    project: (i) => arcProgram(arcShot, [i]),
    projectionKey: (i) => stateKey([victimKey(victims[i], arcs), struckOrder.some((s) => s.i === i)]),
  };
}

/**
 * Arc coverage (ruling ae-wwii/tesla-area): the models on the line from the firer towards the aimed
 * point, or within the terminus of its end, in the order the arc reaches them.
 */
function arcCoverage(shot: Shot, arc: { length: number; halfWidth: number }, terminus: number): ArcPlace[] {
  const { attacker, aim, victims, targetIndex, distance: measured } = shot;
  if (attacker.position && aim) {
    if (distance(attacker.position, aim) === 0) {
      throw violation('aim', msg('error.arc-aim-at-firer', { weapon: shot.weaponName }));
    }
    requirePositions(victims);
    const from = attacker.position;
    const end = add(from, scale(unit(sub(aim, from)), arc.length));
    return victims
      .map((v, i) => {
        const pos = v.model.position as Vec;
        const seg = segmentDistance(pos, from, end);
        const onLine = seg.distance <= arc.halfWidth + v.model.baseRadius + EPSILON;
        const atEnd = distance(pos, end) <= terminus + v.model.baseRadius + EPSILON;
        return { i, along: seg.along, hit: onLine || atEnd };
      })
      .filter((s) => s.hit)
      .sort((a, b) => a.along - b.along || a.i - b.i);
  }
  // Without positions only the target can be judged: on the line if within the arc's reach.
  if (targetIndex < 0 || measured === null) {
    throw violation('aim', msg('error.arc-needs-positions', { weapon: shot.weaponName }));
  }
  const reach = arc.length + terminus + victims[targetIndex].model.baseRadius;
  return measured <= reach + EPSILON ? [{ i: targetIndex, along: measured }] : [];
}

/** The arcs over the victims `keep` (indices into the shot's victims), struck in arc order. */
function arcProgram(a: ArcShot, keep: readonly number[]): Program<ShotValue> {
  const vs = keep.map((i) => a.shot.victims[i]);
  const order = a.struckOrder.map(({ i }) => keep.indexOf(i)).filter((j) => j >= 0);
  const strikes = strikeOf(vs, a.strike);
  return repeatStrikes(a.shot.shots, vs, (arg) => arcRule(order, vs, strikes, arg));
}

/** Rule of the arc: it needs no roll to land, and strikes every model on it that is still standing. */
function arcRule(
  order: readonly number[],
  vs: readonly Victim[],
  strikes: VictimStrikes,
  arg: Traced<{ readonly left: readonly number[] }, number>,
): Program<Delta> {
  const standing = order.filter((j) => arg.left[j] > 0);
  if (!standing.length) return pure(nothing(vs.length, null));
  return chain(call(strikes, { struck: standing }), (tally) => pure(withLanding(tally, null)));
}

/**
 * What a victim's own projection depends on, but where it stands. Each of `strikes` blasts or arcs
 * hits it once at most, so wounds left beyond them never make it removed nor change a strike (see
 * strikeOf): every model with at least that many left has the same distribution.
 */
const victimKey = (v: Victim, strikes: number): unknown => [v.armor, v.model.impervious, Math.min(v.model.remaining, strikes)];

function countShots(req: ShotRequest, attacker: Model, weapon: WeaponProfile, name: Text): number {
  if (req.moveAndFire) {
    if (!weapon.moveAndFire) throw violation('moveAndFire', msg('error.no-move-and-fire', { weapon: name }));
    if (req.actionPoints !== 1) throw violation('actionPoints', msg('error.move-and-fire-ap'));
    requireActionPoints(attacker, 1, 'actionPoints');
    return 1;
  }
  requireActionPoints(attacker, req.actionPoints, 'actionPoints');
  const { shots, actionPoints } = weapon.rateOfFire;
  const count = Math.floor((req.actionPoints * shots) / actionPoints);
  const area = weapon.arc !== null || weapon.areaOfEffect !== null;
  cap(count, area ? AE_LIMITS.areaShots : AE_LIMITS.shots, 'actionPoints', area ? 'cap.area-shots' : 'cap.shots');
  if (count < 1) {
    throw violation('actionPoints', msg('error.ap-buys-no-shot', { weapon: name, shots, ap: actionPoints, cost: Math.ceil(actionPoints / shots) }));
  }
  return count;
}

function measure(req: ShotRequest, attacker: Model, to: Vec | null): { distance: number | null } {
  const measured = attacker.position && to ? distance(attacker.position, to) : null;
  if (req.distance !== undefined) {
    if (measured !== null && Math.abs(measured - req.distance) > DISTANCE_TOLERANCE) {
      throw violation('distance', msg('error.distance-mismatch', { distance: req.distance, measured: Math.round(measured * 100) / 100 }));
    }
    return { distance: req.distance };
  }
  if (measured === null) throw violation('distance', msg('error.distance-missing'));
  return { distance: Math.round(measured * 1000) / 1000 };
}

/** Editions that force the nearest enemy: checked when positions make "nearest" decidable. */
function checkNearest(rules: EditionRules, attacker: Model, target: Model | null, others: Model[]): void {
  if (rules.targeting !== 'nearest' || !target?.position || !attacker.position) return;
  const own = distance(attacker.position, target.position);
  others.forEach((m) => {
    if (m.side === 'friendly' || !m.position) return;
    const d = distance(attacker.position as Vec, m.position);
    if (d < own - EPSILON) {
      throw violation(
        'target',
        msg('error.nearest-enemy', { edition: rules.edition, model: m.name, path: m.path, d: Math.round(d * 100) / 100, own: Math.round(own * 100) / 100 }),
      );
    }
  });
}

function requirePositions(victims: readonly Victim[]): void {
  victims.forEach((v) => {
    if (!v.model.position) throw violation(`${v.model.path}.position`, msg('error.positions-needed'));
  });
}

function victimOf(model: Model, cover: Model['cover'], weapon: WeaponProfile, rules: EditionRules): Victim {
  const terrain = weapon.ignoresCover ? 0 : rules.cover[cover];
  // Ruling ae-wwii/clouded-minds: +2 "cover" against shooting, ignored with all other cover.
  const clouded = model.psiPower === 'clouded-minds' && !weapon.ignoresCover ? 2 : 0;
  return {
    model: modelWith(model, model.remaining, model.impervious, cover),
    armor: model.profile.armor + terrain + clouded,
    armorText: msg('armor.parts', {
      armor: model.profile.armor,
      cover: weapon.ignoresCover ? 'none' : cover,
      coverBonus: terrain,
      clouded,
    }),
  };
}

function coverStep(v: Victim, weapon: WeaponProfile): StepDraft {
  const rulings = ['ae-wwii/edition-cover'];
  if (v.model.psiPower === 'clouded-minds') rulings.push('ae-wwii/clouded-minds');
  return {
    rule: 'ae-wwii/shooting/cover',
    summary: msg('step.cover', { model: v.model.name, armor: v.armorText }),
    result: msg(weapon.ignoresCover ? 'result.cover-ignored' : 'result.armor-total', { total: v.armor }),
    rulings,
  };
}

function rateOfFireStep(req: ShotRequest, weapon: WeaponProfile, name: Text, shots: number): StepDraft {
  return {
    rule: req.moveAndFire ? 'ae-wwii/shooting/move-and-fire' : 'ae-wwii/shooting/rate-of-fire',
    summary: msg(req.moveAndFire ? 'step.move-and-fire' : 'step.rate-of-fire', {
      weapon: name,
      x: weapon.rateOfFire.shots,
      y: weapon.rateOfFire.actionPoints,
      ap: req.actionPoints,
    }),
    result: msg('result.shots', { shots }),
    rulings: req.moveAndFire ? ['ae-wwii/move-and-fire'] : ['ae-wwii/rate-of-fire'],
  };
}

const emptyValue = (n: number): ShotValue => shotValueOf(noHits(n));

/** The projection of a shot that cannot harm anyone (beyond range, or a to-hit of 7+): one for every model. */
const unharmed = (): Program<ShotValue> => pure(emptyValue(1));
const UNHARMED = 'unharmed';

/**
 * A direct shot's value from its volley's tally (no landings). Written out, not
 * `{ ...traceOf(tally), landings: [] }` (see hot copies in core/state.ts).
 */
function shotValueOf(tally: HitTally): ShotValue {
  const counts = traceOf(tally);
  return traced({ wounds: tally.wounds, struckAny: tally.struckAny }, { hits: counts.hits, struck: counts.struck, landings: [] });
}

export function shotOutcome(plan: ShotPlan, value: ShotValue): ShotOutcome {
  const t = plan.targetIndex;
  const counts = traceOf(value);
  const models: ModelResult[] = plan.victims
    .map((v, i) => ({
      name: v.model.name,
      index: indexOf(v.model.path),
      hits: counts.struck[i],
      wounds: value.wounds[i],
      removed: value.wounds[i] >= v.model.remaining,
    }))
    .filter((m) => m.hits > 0);
  const base = {
    shots: plan.shots,
    hits: counts.hits,
    wounds: value.wounds.reduce((a, b) => a + b, 0),
    targetRemoved: t >= 0 && value.wounds[t] >= plan.victims[t].model.remaining,
  };
  if (plan.kind === 'direct') return base;
  return {
    ...base,
    models,
    ...(plan.kind === 'area' ? { landings: counts.landings.map((l) => ({ point: l.point, scatter: l.scatter, direction: l.direction })) } : {}),
  };
}

/**
 * Exact odds of a shot. A direct shot enumerates its one target; area and arc shots enumerate each
 * victim's projection (see ShotPlan.project), which is exact for every per-model figure and keeps
 * the work linear in the number of models instead of exponential.
 */
export function shotOdds(plan: ShotPlan): ShotOdds {
  const hist = (dist: Dist<ShotValue>, remaining: number) => ({
    wounds: dist.histogram((v) => v.wounds[0], remaining),
    expectedWounds: dist.expectation((v) => v.wounds[0]),
    removed: dist.probability((v) => v.wounds[0] >= remaining),
  });
  if (plan.kind === 'direct') {
    const h = hist(odds(plan.program), plan.victims[0].model.remaining);
    return { hitPerShot: plan.hitPerShot, wounds: h.wounds, expectedWounds: h.expectedWounds, targetRemoved: h.removed };
  }
  // One context for every projection: the sub-rules they share (where each blast lands) are
  // computed once.
  const context = new OddsContext();
  const dists = new Map<string, Dist<ShotValue>>();
  const byKey = new Map<string, { wounds: number[]; expectedWounds: number; removed: number; struck: number }>();
  const perModel = plan.victims.map((v, i) => {
    const key = plan.projectionKey?.(i);
    // Models sharing a distribution differ in what removes them: their figures are their own.
    const figuresKey = key === undefined ? undefined : `${key}|${v.model.remaining}`;
    const known = figuresKey === undefined ? undefined : byKey.get(figuresKey);
    if (known) return known;
    let dist = key === undefined ? undefined : dists.get(key);
    if (!dist) {
      dist = odds(plan.project(i), context);
      if (key !== undefined) dists.set(key, dist);
    }
    const figures = { ...hist(dist, v.model.remaining), struck: dist.probability((x) => x.struckAny[0]) };
    if (figuresKey !== undefined) byKey.set(figuresKey, figures);
    return figures;
  });
  const models: ModelOdds[] = plan.victims.map((v, i) => ({
    name: v.model.name,
    index: indexOf(v.model.path),
    struck: perModel[i].struck,
    expectedWounds: perModel[i].expectedWounds,
    removed: perModel[i].removed,
  }));
  const t = plan.targetIndex;
  // Without a target (a shot at a point) there is no single wound distribution to report.
  const target = t >= 0 ? { wounds: perModel[t].wounds, targetRemoved: perModel[t].removed } : {};
  return {
    hitPerShot: plan.hitPerShot,
    ...target,
    expectedWounds: t >= 0 ? perModel[t].expectedWounds : perModel.reduce((a, m) => a + m.expectedWounds, 0),
    models,
  };
}

const indexOf = (path: string): number => {
  const m = /^models\[(\d+)]$/.exec(path);
  return m ? Number(m[1]) : -1;
};

