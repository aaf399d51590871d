import { Dist } from '../core/dist';
import { Budget, cap, LIMITS } from '../core/limits';
import { violation } from '../core/errors';
import { clockOffset, distance, EPSILON, roundPoint, segmentDistance, sub, unit, Vec, add, scale } from '../core/geometry';
import { chain, emit, emitAll, memo, odds, Program, pure, roll, volley } from '../core/program';
import { msg, StepDraft } from '../core/types';
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
  Victim,
} from './damage';
import { AeCatalog, EditionRules, tableLookup, WeaponProfile } from './model';
import { Model, requireActionPoints, resolveModel, resolveWeapon } from './models';
import { ModelOdds, ModelResult, ShotOdds, ShotOutcome } from './outcomes';
import { ShotRequest } from './requests';

/** Distances agree when within this many inches (positions are measured at the table). */
const DISTANCE_TOLERANCE = 0.05;

/** The running result of a shot: per victim, how often it was struck and the wounds it took. */
export interface ShotValue {
  readonly hits: number;
  readonly struck: readonly number[];
  readonly wounds: readonly number[];
  readonly landings: readonly { point: Vec; scatter: number; direction: number | null }[];
}

export const shotKey = (v: ShotValue): string => `${v.hits}|${v.struck.join(',')}|${v.wounds.join(',')}`;

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
   */
  readonly project: (i: number) => Program<ShotValue>;
}

export function planShot(req: ShotRequest, catalog: AeCatalog, rules: EditionRules): ShotPlan {
  const attacker = resolveModel(req.attacker, 'attacker', catalog, rules);
  const { weapon } = resolveWeapon(req.weapon, 'weapon', catalog);
  const weaponName = weapon.name ?? 'weapon';
  if (weapon.melee) throw violation('weapon', `${weaponName} is a hand-to-hand weapon and cannot shoot`);
  if (attacker.profile.rangedCombat === null && !weapon.arc) {
    throw violation('attacker', `${attacker.name} has no ranged attack (RC -)`);
  }

  const shots = countShots(req, attacker, weapon, weaponName);
  const target = req.target ? resolveModel(req.target, 'target', catalog, rules) : null;
  cap((req.models ?? []).length, LIMITS.models, 'models', 'models');
  const others = (req.models ?? []).map((m, i) => resolveModel(m, `models[${i}]`, catalog, rules));
  const kind = weapon.arc ? 'arc' : weapon.areaOfEffect !== null ? 'area' : 'direct';
  if (kind === 'direct' && !target) throw violation('target', `${weaponName} needs a target`);

  const aim = req.aim ?? target?.position ?? null;
  // Area and arc weapons are fired at a point; direct fire at the target.
  const range = measure(req, attacker, kind === 'direct' ? (target?.position ?? null) : aim);
  checkNearest(rules, attacker, target, others);

  const coverOf = (m: Model, isTarget: boolean) => (isTarget ? (req.cover ?? m.cover) : m.cover);
  const victimModels = kind === 'direct' ? [target as Model] : [...(target ? [target] : []), ...others];
  const victims = victimModels.map((m, i) => victimOf(m, coverOf(m, i === 0 && target !== null), weapon, rules));
  const targetIndex = target ? 0 : -1;

  const rulings: string[] = ['ae-wwii/rate-of-fire'];
  const setup: StepDraft[] = [rateOfFireStep(req, weapon, weaponName, shots)];

  // Beyond range: forbidden in some editions, a declared automatic miss in others.
  if (kind !== 'arc' && range.distance !== null && range.distance > weapon.range + EPSILON) {
    if (rules.beyondRange === 'forbidden') {
      throw violation('distance', `${range.distance}" is beyond the ${weaponName}'s range of ${weapon.range}"`);
    }
    const ruling = rules.rulings.beyondRange;
    setup.push({
      rule: 'ae-wwii/shooting/range',
      summary: msg('step.range', { distance: range.distance, range: weapon.range }),
      result: msg('result.beyond-range-fails'),
      rulings: ruling ? [ruling] : [],
    });
    const nothing = (n: number) => emitAll(setup, () => pure(emptyValue(n)));
    return { program: nothing(victims.length), shots, victims, targetIndex, kind, hitPerShot: 0, rulings, project: () => nothing(1) };
  }

  if (kind === 'arc') {
    return planArc(rules, attacker, weapon, shots, victims, targetIndex, aim, range.distance, setup, rulings);
  }

  const rc = attacker.profile.rangedCombat as number;
  const longRange = !weapon.indirect && range.distance !== null && range.distance > weapon.range / 2 + EPSILON;
  const need = rc + (longRange ? rules.longRangePenalty : 0);
  setup.push({
    rule: 'ae-wwii/shooting/range',
    summary: msg('step.range', { distance: range.distance ?? '?', range: weapon.range }),
    result: msg(weapon.indirect ? 'result.indirect-range' : longRange ? 'result.long-range' : 'result.short-range', {
      rc,
      need,
      penalty: rules.longRangePenalty,
    }),
  });
  victims.forEach((v) => {
    if (v.model.cover !== 'none' || v.model.psiPower === 'clouded-minds') setup.push(coverStep(v, weapon));
  });
  const hitPerShot = need > 6 ? 0 : Dist.die(6).probability((face) => toHitSucceeds(face, need));
  if (need > 6) {
    setup.push({
      rule: 'ae-wwii/shooting/to-hit',
      summary: msg('step.to-hit-impossible', { need }),
      result: msg('result.cannot-hit'),
      rulings: ['ae-wwii/to-hit-7-plus'],
    });
    const nothing = (n: number) => emitAll(setup, () => pure(emptyValue(n)));
    return { program: nothing(victims.length), shots, victims, targetIndex, kind, hitPerShot, rulings, project: () => nothing(1) };
  }

  const src: DamageSource = { rules: 'ae-wwii/shooting', label: weaponName, strength: weapon.strength, strengthDice: weapon.strengthDice };
  if (kind === 'direct') {
    const labels = Array.from({ length: shots }, (_, i) => msg('label.shot', { n: i + 1 }));
    const items = labels.map(() => newHit(0, 'to-hit'));
    const phases = [toHitPhase(need, labels), strengthPhase(src, victims, labels), savePhase(src, victims, labels), imperviousPhase(victims, labels)];
    const program = emitAll(setup, () =>
      volley(hitVolley(items, phases, victims), (tally: HitTally) => pure({ ...tally, landings: [] })),
    );
    rulings.push('ae-wwii/roll-order');
    return { program, shots, victims, targetIndex, kind, hitPerShot, rulings, project: () => program };
  }

  // Area weapons: each shot is an attack roll at a point, then (indirect) where it lands.
  if (!aim) throw violation('aim', `${weaponName} is an area weapon: give the aimed point or the target's position`);
  requirePositions(victims);
  if (weapon.indirect && !attacker.position) {
    throw violation('attacker.position', 'an indirect shot scatters relative to the firer: give the firer\'s position');
  }
  // The scatter direction is a clock face on the line from the firer to the aimed point.
  if (weapon.indirect && distance(attacker.position as Vec, aim) === 0) {
    throw violation('aim', 'an indirect shot scatters relative to the line from the firer to the aimed point: the aimed point (aim, or the target\'s position) is the firer\'s own position');
  }
  rulings.push('ae-wwii/aoe-coverage', 'ae-wwii/aoe-sequence');
  if (weapon.indirect) rulings.push('ae-wwii/scatter-direction', 'ae-wwii/scatter-geometry');
  const radius = weapon.areaOfEffect as number;
  const areaProgram = (vs: readonly Victim[]): Program<ShotValue> => {
    const blasts = (index: number, value: ShotValue): Program<ShotValue> =>
      index >= shots
        ? pure(value)
        : memo(`blast|${index}|${shotKey(value)}`, () =>
            chain(blast(index, value), (next) => blasts(index + 1, next)),
          );
    const blast = (index: number, value: ShotValue): Program<ShotValue> =>
      roll(
        { die: 'd6', purpose: msg('purpose.attack-roll', { n: index + 1 }), need: `${need}+` },
        ([face]) => {
          const hit = toHitSucceeds(face, need);
          const step: StepDraft = {
            rule: 'ae-wwii/shooting/to-hit',
            summary: msg('step.to-hit', { need, of: msg('label.shot', { n: index + 1 }) }),
            rolls: [face],
            result: msg(hit ? 'result.hit' : 'result.miss'),
          };
          return emit(step, () =>
            weapon.indirect ? scatterThen(index, hit, value) : hit ? land(value, aim, 0, null) : pure(value),
          );
        },
        ([face]) => String(toHitSucceeds(face, need)),
      );

    const scatterThen = (index: number, hit: boolean, value: ShotValue): Program<ShotValue> => {
      const table = hit ? rules.indirectHit : rules.indirectMiss;
      const ruling = hit ? undefined : rules.rulings.indirectMiss;
      return roll(
        { die: 'd6', purpose: msg(hit ? 'purpose.indirect-hit' : 'purpose.indirect-miss', { n: index + 1 }) },
        ([face]) => {
          const dice = tableLookup(table, face);
          const step: StepDraft = {
            rule: 'ae-wwii/shooting/indirect',
            summary: msg(hit ? 'step.indirect-hit' : 'step.indirect-miss'),
            rolls: [face],
            result: dice === null ? msg('result.no-effect') : dice === 0 ? msg('result.on-target') : msg('result.scatters', { dice }),
            rulings: ruling ? [ruling] : [],
          };
          if (dice === null) return emit(step, () => pure(value));
          if (dice === 0) return emit(step, () => land(value, aim, 0, null));
          return emit(step, () => scatter(index, dice, value));
        },
        ([face]) => String(tableLookup(table, face)),
      );
    };

    const landingPoint = (hour: number, inches: number): Vec =>
      roundPoint(clockOffset(aim, sub(aim, attacker.position as Vec), hour, inches));
    const scatter = (index: number, dice: number, value: ShotValue): Program<ShotValue> =>
      roll({ die: 'd12', purpose: msg('purpose.scatter-direction', { n: index + 1 }) }, ([hour]) =>
        roll(
          { die: 'd6', count: dice, purpose: msg('purpose.scatter-distance', { n: index + 1 }) },
          (faces) => {
            const inches = faces.reduce((a, b) => a + b, 0);
            const point = landingPoint(hour, inches);
            return emit(
              {
                rule: 'ae-wwii/shooting/scatter',
                summary: msg('step.scatter', { hour, dice }),
                rolls: [hour, ...faces],
                result: msg('result.lands-at', { inches, x: point.x, y: point.y }),
                rulings: ['ae-wwii/scatter-direction'],
              },
              () => land(value, point, inches, hour),
            );
          },
          // For the odds a landing matters only through the models it covers.
          (faces) => coveredBy(value, landingPoint(hour, faces.reduce((a, b) => a + b, 0))).map(({ i }) => i).join(','),
        ),
      );

      /** The models still on the table that a blast at `point` covers, nearest first. */
      const coveredBy = (value: ShotValue, point: Vec) =>
        vs
          .map((v, i) => ({ i, d: distance(v.model.position as Vec, point) }))
          .filter(({ i, d }) => value.wounds[i] < vs[i].model.remaining && d <= radius + vs[i].model.baseRadius + EPSILON)
          .sort((a, b) => a.d - b.d || a.i - b.i);

      const land = (value: ShotValue, point: Vec, inches: number, hour: number | null): Program<ShotValue> => {
      const covered = coveredBy(value, point);
      const landed = { ...value, landings: [...value.landings, { point, scatter: inches, direction: hour }] };
      const step: StepDraft = {
        rule: 'ae-wwii/shooting/area-of-effect',
        summary: msg('step.blast', { radius, x: point.x, y: point.y }),
        result: covered.length
          ? msg('result.covers', { models: covered.map(({ i }) => vs[i].model.name).join(', ') })
          : msg('result.covers-nobody'),
        rulings: ['ae-wwii/aoe-coverage'],
      };
      if (!covered.length) return emit(step, () => pure(landed));
      return emit(step, () => strike(landed, covered.map(({ i }) => i), vs, src));
    };
    return emitAll(setup, () => blasts(0, emptyValue(vs.length)));
  };
  return {
    program: areaProgram(victims),
    shots,
    victims,
    targetIndex,
    kind,
    hitPerShot,
    rulings,
    project: (i) => areaProgram([victims[i]]),
  };
}

/** Resolves one strike on several models (a blast, an arc) and adds it to the running value. */
function strike(value: ShotValue, struck: number[], victims: readonly Victim[], src: DamageSource): Program<ShotValue> {
  // Each struck model is resolved against what it has left after earlier strikes.
  const left = victims.map((v, i) => ({ ...v, model: { ...v.model, remaining: v.model.remaining - value.wounds[i] } }));
  const labels = struck.map((i) => msg('label.model', { name: victims[i].model.name }));
  const items = struck.map((i) => newHit(i, 'strength'));
  const phases = [strengthPhase(src, left, labels), savePhase(src, left, labels), imperviousPhase(left, labels)];
  const spec = { ...hitVolley(items, phases, left), stop: undefined };
  return volley(spec, (tally: HitTally) =>
    pure({
      hits: value.hits + tally.hits,
      struck: value.struck.map((s, i) => s + tally.struck[i]),
      wounds: value.wounds.map((w, i) => w + tally.wounds[i]),
      landings: value.landings,
    }),
  );
}

function planArc(
  rules: EditionRules,
  attacker: Model,
  weapon: WeaponProfile,
  arcs: number,
  victims: readonly Victim[],
  targetIndex: number,
  aim: Vec | null,
  measured: number | null,
  setup: StepDraft[],
  rulings: string[],
): ShotPlan {
  const arc = weapon.arc as { length: number; halfWidth: number };
  const terminus = rules.teslaTerminusRadius;
  const weaponName = weapon.name ?? 'weapon';
  rulings.push('ae-wwii/tesla-area', 'ae-wwii/arc-order');
  let struckOrder: { i: number; along: number }[];
  if (attacker.position && aim) {
    if (distance(attacker.position, aim) === 0) {
      throw violation('aim', `${weaponName} fires an arc from the attacker towards the aimed point (aim, or the target's position): it is the attacker's own position, so the arc has no direction`);
    }
    requirePositions(victims);
    const from = attacker.position;
    const end = add(from, scale(unit(sub(aim, from)), arc.length));
    struckOrder = victims
      .map((v, i) => {
        const pos = v.model.position as Vec;
        const seg = segmentDistance(pos, from, end);
        const onLine = seg.distance <= arc.halfWidth + v.model.baseRadius + EPSILON;
        const atEnd = distance(pos, end) <= terminus + v.model.baseRadius + EPSILON;
        return { i, along: seg.along, hit: onLine || atEnd };
      })
      .filter((s) => s.hit)
      .sort((a, b) => a.along - b.along || a.i - b.i);
  } else {
    // Without positions only the target can be judged: on the line if within the arc's reach.
    if (targetIndex < 0 || measured === null) {
      throw violation('aim', `${weaponName} fires an arc: give positions (attacker and aim or target), or a target and distance`);
    }
    const reach = arc.length + terminus + victims[targetIndex].model.baseRadius;
    struckOrder = measured <= reach + EPSILON ? [{ i: targetIndex, along: measured }] : [];
  }
  setup.push({
    rule: 'ae-wwii/special/tesla',
    summary: msg('step.arc', { length: arc.length, width: arc.halfWidth, terminus }),
    result: struckOrder.length
      ? msg('result.covers', { models: struckOrder.map(({ i }) => victims[i].model.name).join(', ') })
      : msg('result.covers-nobody'),
    rulings: ['ae-wwii/tesla-area'],
  });
  const src: DamageSource = { rules: 'ae-wwii/shooting', label: weaponName, strength: weapon.strength, strengthDice: weapon.strengthDice };
  /** The arcs over the victims `keep` (indices into `victims`), struck in arc order. */
  const arcProgram = (keep: readonly number[]): Program<ShotValue> => {
    const vs = keep.map((i) => victims[i]);
    const order = struckOrder.map(({ i }) => keep.indexOf(i)).filter((j) => j >= 0);
    const arcsFrom = (index: number, value: ShotValue): Program<ShotValue> => {
      if (index >= arcs) return pure(value);
      const alive = order.filter((j) => value.wounds[j] < vs[j].model.remaining);
      const next = alive.length ? strike(value, alive, vs, src) : pure(value);
      return memo(`arc|${index}|${shotKey(value)}`, () => chain(next, (v) => arcsFrom(index + 1, v)));
    };
    return emitAll(setup, () => arcsFrom(0, emptyValue(vs.length)));
  };
  return {
    program: arcProgram(victims.map((_, i) => i)),
    shots: arcs,
    victims,
    targetIndex,
    kind: 'arc',
    hitPerShot: 1,
    rulings,
    project: (i) => arcProgram([i]),
  };
}

function countShots(req: ShotRequest, attacker: Model, weapon: WeaponProfile, name: string): number {
  if (req.moveAndFire) {
    if (!weapon.moveAndFire) throw violation('moveAndFire', `${name} has no Move & Fire`);
    if (req.actionPoints !== 1) throw violation('actionPoints', 'Move & Fire uses exactly 1 AP');
    requireActionPoints(attacker, 1, 'actionPoints');
    return 1;
  }
  requireActionPoints(attacker, req.actionPoints, 'actionPoints');
  const { shots, actionPoints } = weapon.rateOfFire;
  const count = Math.floor((req.actionPoints * shots) / actionPoints);
  cap(count, LIMITS.shots, 'actionPoints', `shots (${name} ${shots}:${actionPoints} with ${req.actionPoints} AP)`);
  if (count < 1) {
    throw violation('actionPoints', `${name} fires ${shots} shot(s) per ${actionPoints} AP: one shot costs ${Math.ceil(actionPoints / shots)} AP`);
  }
  return count;
}

function measure(req: ShotRequest, attacker: Model, to: Vec | null): { distance: number | null } {
  const measured = attacker.position && to ? distance(attacker.position, to) : null;
  if (req.distance !== undefined) {
    if (measured !== null && Math.abs(measured - req.distance) > DISTANCE_TOLERANCE) {
      throw violation('distance', `${req.distance}" does not match the positions given (${measured.toFixed(2)}")`);
    }
    return { distance: req.distance };
  }
  if (measured === null) throw violation('distance', 'give the distance, or the positions of the attacker and the target');
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
        `in the ${rules.edition} edition a model must shoot the nearest enemy: ${m.name} (${m.path}) is ${d.toFixed(2)}" away, the target ${own.toFixed(2)}" (${rules.rulings.targeting ?? 'targeting'})`,
      );
    }
  });
}

function requirePositions(victims: readonly Victim[]): void {
  victims.forEach((v) => {
    if (!v.model.position) throw violation(`${v.model.path}.position`, 'area and arc weapons need every model\'s position');
  });
}

function victimOf(model: Model, cover: Model['cover'], weapon: WeaponProfile, rules: EditionRules): Victim {
  const terrain = weapon.ignoresCover ? 0 : rules.cover[cover];
  // Ruling ae-wwii/clouded-minds: +2 "cover" against shooting, ignored with all other cover.
  const clouded = model.psiPower === 'clouded-minds' && !weapon.ignoresCover ? 2 : 0;
  return {
    model: { ...model, cover },
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

function rateOfFireStep(req: ShotRequest, weapon: WeaponProfile, name: string, shots: number): StepDraft {
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

const emptyValue = (n: number): ShotValue => ({
  hits: 0,
  struck: new Array<number>(n).fill(0),
  wounds: new Array<number>(n).fill(0),
  landings: [],
});

export function shotOutcome(plan: ShotPlan, value: ShotValue): ShotOutcome {
  const t = plan.targetIndex;
  const models: ModelResult[] = plan.victims
    .map((v, i) => ({
      name: v.model.name,
      index: indexOf(v.model.path),
      hits: value.struck[i],
      wounds: value.wounds[i],
      removed: value.wounds[i] >= v.model.remaining,
    }))
    .filter((m) => m.hits > 0);
  const base = {
    shots: plan.shots,
    hits: value.hits,
    wounds: value.wounds.reduce((a, b) => a + b, 0),
    targetRemoved: t >= 0 && value.wounds[t] >= plan.victims[t].model.remaining,
  };
  if (plan.kind === 'direct') return base;
  return {
    ...base,
    models,
    ...(plan.kind === 'area' ? { landings: value.landings.map((l) => ({ point: l.point, scatter: l.scatter, direction: l.direction })) } : {}),
  };
}

/**
 * Exact odds of a shot. A direct shot enumerates its one target; area and arc shots enumerate each
 * victim's projection (see ShotPlan.project), which is exact for every per-model figure and keeps
 * the work linear in the number of models instead of exponential.
 */
export function shotOdds(plan: ShotPlan, budget = oddsBudget()): ShotOdds {
  const hist = (dist: Dist<ShotValue>, remaining: number) => ({
    wounds: dist.histogram((v) => v.wounds[0], remaining),
    expectedWounds: dist.expectation((v) => v.wounds[0]),
    removed: dist.probability((v) => v.wounds[0] >= remaining),
  });
  if (plan.kind === 'direct') {
    const h = hist(odds(plan.program, shotKey, budget), plan.victims[0].model.remaining);
    return { hitPerShot: plan.hitPerShot, wounds: h.wounds, expectedWounds: h.expectedWounds, targetRemoved: h.removed };
  }
  const perModel = plan.victims.map((v, i) => {
    const dist = odds(plan.project(i), shotKey, budget);
    return { ...hist(dist, v.model.remaining), struck: dist.probability((x) => x.struck[0] > 0) };
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

/** One budget for all of a shot's enumerations (a blast over 50 models projects 50 times). */
const oddsBudget = (): Budget => new Budget(LIMITS.oddsSteps, 'odds', 'computing the exact odds of this situation (retry with ?odds=false)');

const indexOf = (path: string): number => {
  const m = /^models\[(\d+)]$/.exec(path);
  return m ? Number(m[1]) : -1;
};

