import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { spend } from '../core/cost';
import { again, call, chain, done, emit, emitAll, loop, odds, OddsContext, Program, pure, rollsAs } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft } from '../core/types';
import { fortuneWillTarget } from './basic';
import { Weapon } from './characters';
import { CheckArg, CheckLabels, CheckValue, formula, fortuneArg, NO_FORTUNE, passes, runCheck, sumOf, Verdict, willDelta } from './checks';
import { Defender, resolveTarget, runStrike, StrikeValue, strikeOf, targetFortune } from './combat';
import { covers, distance, scatterPoint, unit, Vec } from './geometry';
import { WARTIME_LIMITS } from './limits';
import { WartimeCatalog } from './model';
import { Landing, ModelOdds, ShotOdds, ShotOutcome, WillResult } from './outcomes';
import { ShotRequest } from './requests';
import { CHECK_NAME, defenseText, rangeRule, Shooter, shooterOf, shotHeadline, targetResult } from './shot-shooter';

/**
 * Area weapons (rule wartime/combat/area): one shooting check at a point; a hit lands there, a
 * miss scatters (d12 clock direction, d10 kliks); every model under the area where it lands is
 * struck, the attacker too. The odds follow each model on its own projection of the blast.
 */

/** A model that may be under the area: its index (-1 the target, -2 the attacker, else in `models`). */
interface Victim {
  readonly index: number;
  readonly d: Defender;
  readonly position: Vec;
  readonly radius: number;
}

interface AreaState {
  /** Models down (the whole shot), or (a projection) this model's result. */
  readonly down: number;
  readonly aPoints: number;
  readonly aWill: number;
  readonly failed: boolean;
  readonly ended: boolean;
  /** Projections only: whether the model was under the area, and its Vitality lost. */
  readonly struck: boolean;
  readonly lost: number;
}

interface AreaTrace {
  readonly impact: Verdict;
  readonly landing: Landing | null;
  readonly results: readonly { readonly victim: number; readonly value: StrikeValue }[];
  readonly wills: readonly WillResult[];
}

type AreaValue = Traced<AreaState, AreaTrace>;

/** The attacker's Fortune as a model under its own area: points and Will left by its shooting check. */
interface SelfFortune {
  points: number;
  will: number;
}

/** Placeholder for the attacker's Fortune when it is not under its own area (keeps call keys small). */
const NOBODY = { points: 0, will: 0 };

/** The strike on one model, as a sub-rule's argument. */
interface StrikeOnArg {
  readonly i: number;
  readonly critical: boolean;
  readonly self: SelfFortune;
}

/** The models under the area where it landed, as a sub-rule's argument; its trace is the landing point. */
type CoveredArg = Traced<{ readonly covered: readonly number[]; readonly critical: boolean; readonly self: SelfFortune }, Vec>;

/** The models still to strike, and the tally of those struck. */
type Rest = Traced<{ readonly rest: readonly number[]; readonly down: number; readonly lost: number }, AreaTrace['results']>;

/** What every rule of an area shot reads, fixed for the whole plan (with its caches of coverage). */
interface AreaShot {
  readonly s: Shooter;
  readonly target: Defender | null;
  readonly steps: readonly StepDraft[];
  /** A klik in cm. */
  readonly k: number;
  readonly area: NonNullable<Weapon['area']>;
  readonly aim: Vec;
  /** From the attacker towards the aim point: the area's orientation and the scatter's 12 o'clock. */
  readonly forward: Vec;
  readonly victims: readonly Victim[];
  readonly vitality: boolean;
  readonly prone: boolean;
  /** The shooting check: its success value and formula, the attacker's Fortune use and Will. */
  readonly raw: number;
  readonly summary: Msg;
  readonly plan: ReturnType<typeof fortuneArg>;
  readonly aWillBase: number;
  /** Whom a landing point covers, by point; whom each scatter covers, by (hour, kliks). */
  readonly coveredAt: Map<string, number[]>;
  readonly scatterCovers: number[][];
  /** The strike on one model, made once per plan so the odds share its calls across projections. */
  readonly strikeOnCall: (a: StrikeOnArg) => Program<StrikeValue>;
}

const RULE = 'wartime/combat/area';

export function planArea(req: ShotRequest, catalog: WartimeCatalog): ActionPlan<AreaValue, ShotOutcome, ShotOdds> {
  const shot = areaShotOf(req, catalog);
  const rulings = [...shot.s.rulings, 'wartime/area-placement', 'wartime/area-cover', 'wartime/area-fortune'];
  if (shot.vitality) rulings.push('wartime/vitality-loss');
  const program = areaProgram(
    shot,
    shot.victims.map((_, i) => i),
    false,
  );
  return {
    program,
    rulings,
    outcome: (v) => areaOutcome(shot, v),
    odds: () => areaOdds(shot),
    headline: (o) => shotHeadline(o),
    oddsLine: (d) => msg('odds.area', { hit: d.hitPerAttack, expected: d.expectedCasualties ?? 0 }),
  };
}

/** The request checked for an area weapon (one attack by one character, aimed at a point within range), and what its rules read. */
function areaShotOf(req: ShotRequest, catalog: WartimeCatalog): AreaShot {
  const target = req.target ? resolveTarget(req.target, 'target', req.facing, catalog) : null;
  const s = shooterOf(req, catalog, target);
  if (s.shooters !== null) throw violation('attacker.formation', msg('error.area-formation'));
  if (target?.kind === 'formation') throw violation('target', msg('error.area-formation'));
  if ((req.attacks ?? 1) !== 1) throw violation('attacks', msg('error.area-one-attack'));
  if (req.coordinated) throw violation('coordinated', msg('error.coordinated-transport'));
  const steps: StepDraft[] = [];
  const k = rangeRule(req, s.weapon, steps, s.rulings);
  if (k === null) throw violation('scale', msg('error.scale-needed'));
  const from = s.character.position;
  if (!from) throw violation('attacker.position', msg('error.positions-needed'));
  const aim = req.aim ?? target?.position ?? null;
  if (!aim) throw violation('aim', msg('error.area-aim', { weapon: s.weapon.name }));
  if (distance(from, aim) === 0) throw violation('aim', msg('error.aim-at-attacker'));
  const models = req.models ?? [];
  cap(models.length + (target ? 1 : 0), WARTIME_LIMITS.areaModels, 'models', 'cap.area-models');
  const baseImpact = s.character.attributes[s.weapon.impact];
  const raw = baseImpact + sumOf(s.mods);
  const shot: AreaShot = {
    s,
    target,
    steps,
    k,
    area: s.weapon.area as NonNullable<Weapon['area']>,
    aim,
    forward: unit({ x: aim.x - from.x, y: aim.y - from.y }),
    vitality: req.options?.vitality ?? false,
    prone: req.options?.prone ?? false,
    victims: victimsOf(req, catalog, target, from),
    raw,
    summary: formula(msg('formula.base', { check: CHECK_NAME(s.weapon.impact), value: baseImpact }), s.mods, raw),
    plan: fortuneArg(s.plan.impact),
    aWillBase: fortuneWillTarget(s.character),
    coveredAt: new Map<string, number[]>(),
    scatterCovers: [],
    strikeOnCall: (a) => strikeOn(shot, a),
  };
  return shot;
}

/** Every model the area may cover: the target, the other models given, and the attacker itself last. */
function victimsOf(req: ShotRequest, catalog: WartimeCatalog, target: Defender | null, from: Vec): Victim[] {
  const victims: Victim[] = [];
  if (target) {
    if (!target.position) throw violation('target.position', msg('error.positions-needed'));
    victims.push({ index: -1, d: target, position: target.position, radius: radiusOf(target, 'target') });
  }
  (req.models ?? []).forEach((m, i) => {
    const d = resolveTarget(m, `models[${i}]`, undefined, catalog);
    if (d.kind === 'formation') throw violation(`models[${i}]`, msg('error.area-formation'));
    victims.push({ index: i, d, position: m.position, radius: radiusOf(d, `models[${i}]`) });
  });
  // The attacker is struck too when the area covers it.
  const self = resolveTarget({ ...req.attacker, formation: undefined }, 'attacker', undefined, catalog);
  victims.push({ index: -2, d: { ...self, cover: 0, coverElements: [] }, position: from, radius: radiusOf(self, 'attacker') });
  return victims;
}

/** A model's footprint: half its base (a transport: half its Movement); scenery is a point. */
function radiusOf(d: Defender, path: string): number {
  if (d.kind === 'scenery') return 0;
  if (d.kind === 'transport') return (d.movement ?? 0) / 2;
  const base = d.character?.baseDiameter;
  if (base === null || base === undefined) throw violation(path, msg('error.base-needed'));
  return base / 2;
}

/** The models under the area landed at `point` (indices into the victims), worked out once per point. */
function coveredBy(shot: AreaShot, point: Vec): number[] {
  const key = `${point.x},${point.y}`;
  let out = shot.coveredAt.get(key);
  if (!out) {
    // Geometry outside the interpreters: one unit per model tested at a landing point.
    spend(shot.victims.length);
    out = shot.victims.flatMap((v, i) => (covers(shot.area, shot.k, point, shot.forward, v.position, v.radius) ? [i] : []));
    shot.coveredAt.set(key, out);
  }
  return out;
}

/** Scatter (rule wartime/basics/scatter): from the aim point `kliks` kliks towards `hour` o'clock; a 1 does not deviate. */
function landingOf(shot: AreaShot, hour: number, kliks: number): Landing {
  return kliks === 1 ? { point: shot.aim, scattered: false, direction: null, kliks: 0 } : { point: scatterPoint(shot.aim, shot.forward, hour, kliks * shot.k), scattered: true, direction: hour, kliks };
}

/** Whom each scatter (d12 hour, d10 kliks) covers, worked out once per plan: every projection groups the same 120 landings. */
function coveredByScatter(shot: AreaShot, hour: number, kliks: number): number[] {
  const at = (hour - 1) * 10 + (kliks - 1);
  return (shot.scatterCovers[at] ??= coveredBy(shot, landingOf(shot, hour, kliks).point));
}

/** One model under the area: the strike against its own Defense and cover (the target's cover is gone on an impact critical). */
function strikeOn(shot: AreaShot, a: StrikeOnArg): Program<StrikeValue> {
  const { s } = shot;
  const v = shot.victims[a.i];
  const d = v.d;
  const critical = a.critical && v.index === -1;
  const cover = critical ? 0 : d.cover;
  // The attacker under its own area has the Fortune its impact check left it.
  const fortune = v.index === -2 ? targetFortune(d, a.self.points, a.self.will) : targetFortune(d, null, 0);
  const dplan = fortuneArg(d.plan.defense);
  const left = d.kind === 'character' && shot.vitality && d.character ? d.character.vitality - d.character.vitalityLost : null;
  return runStrike(
    {
      damage: s.weapon.damage,
      check: s.weapon.damage,
      impactCritical: critical,
      instead: null,
      reroll: false,
      attacker: NO_FORTUNE,
      acting: true,
      kind: d.kind,
      defense: d.defense + cover,
      cancel: d.plan.cancel?.includes('damage') ?? false,
      target: fortune,
      ignore: d.plan.ignoreDamage ?? false,
      defenseInstead: dplan.instead,
      defenseReroll: dplan.reroll,
      vitality: left,
      members: 1,
      prone: shot.prone,
    },
    { attacker: s.name, target: d.name, weapon: s.weapon.name, damageText: msg('damage.weapon', { damage: s.weapon.damage }), defenseText: defenseText(d, critical, 0), rule: RULE },
  );
}

/** Models under an area: each covered model struck in turn (nearest the centre first for the dice; the set is what the odds key on). */
function strikeCovered(shot: AreaShot, arg: CoveredArg): Program<Rest> {
  const { victims } = shot;
  const centre = traceOf(arg);
  const order = [...arg.covered].sort((a, b) => distance(victims[a].position, centre) - distance(victims[b].position, centre) || a - b);
  return loop<Rest, Rest>(traced({ rest: order, down: 0, lost: 0 }, []), (r) => {
    if (r.rest.length === 0) return pure(done(r));
    const i = r.rest[0];
    return chain(call(shot.strikeOnCall, { i, critical: arg.critical, self: i === victims.length - 1 ? arg.self : NOBODY }), (value) => {
      const v = strikeOf(value);
      return pure(again(traced({ rest: r.rest.slice(1), down: r.down + (v.result === 'down' ? 1 : 0), lost: r.lost + v.lost }, [...traceOf(r), { victim: i, value }])));
    });
  });
}

/** The blast over some of the models: those it keeps (all, or one model's projection) and what the odds key on. */
interface AreaView {
  readonly shot: AreaShot;
  readonly kept: ReadonlySet<number>;
  /** A projection: keep the one model's own result in the state. */
  readonly detail: boolean;
  /** The strike on the covered models, as a sub-rule of this view. */
  readonly strikeAll: (arg: CoveredArg) => Program<Rest>;
  /** Whom of the view a scatter (d12 hour, d10 kliks) covers: the odds group the 120 scatters by it, once per view. */
  readonly scatterClass: (faces: number[][]) => number[];
}

/** Where the area landed: the models of the view under it are struck, the tally folded into the state. */
function landRule(view: AreaView, st: AreaState, t: AreaTrace, landing: Landing, critical: boolean, covered: readonly number[]): Program<AreaValue> {
  const { victims } = view.shot;
  const here = covered.filter((i) => view.kept.has(i));
  const step: StepDraft = {
    rule: `${RULE}/coverage`,
    summary: msg('step.area', { x: landing.point.x, y: landing.point.y }),
    result: here.length ? msg('result.covers', { models: here.map((i) => victims[i].d.name) }) : msg('result.covers-nobody'),
    rulings: ['wartime/area-placement'],
  };
  const withLanding = { ...t, landing };
  if (here.length === 0) return emit(step, () => pure(traced(st, withLanding)));
  const self = here.includes(victims.length - 1) ? { points: st.aPoints, will: st.aWill } : NOBODY;
  return emit(step, () =>
    chain(call(view.strikeAll, traced({ covered: here, critical, self }, landing.point)), (r) =>
      pure(
        traced(
          { ...st, down: st.down + r.down, ...(view.detail ? { struck: true, lost: r.lost } : {}) },
          { ...withLanding, results: traceOf(r) },
        ),
      ),
    ),
  );
}

/** A miss scatters: d12 clock direction, then 1D10 kliks, the landings grouped by whom of the view they cover. */
function scatterRule(view: AreaView, st: AreaState, t: AreaTrace): Program<AreaValue> {
  const { shot } = view;
  return rollsAs(
    [
      { die: 'd12', purpose: msg('purpose.scatter-direction') },
      { die: 'd10', purpose: msg('purpose.scatter-distance') },
    ],
    view.scatterClass,
    (covered, [[hour], [kliks]]) => {
      const landing = landingOf(shot, hour, kliks);
      return emit(
        {
          rule: 'wartime/basics/scatter',
          summary: msg('step.scatter', { k: shot.k }),
          rolls: [hour, kliks],
          result: kliks === 1 ? msg('result.no-scatter') : msg('result.scatter', { hour, kliks, cm: kliks * shot.k }),
          rulings: ['wartime/scatter-direction', 'wartime/area-miss-scatter'],
        },
        () => landRule(view, st, t, landing, false, covered),
      );
    },
  );
}

/** The blast over the models `keep` (indices into the victims); `detail`: keep the one model's own result in the state. */
function areaProgram(shot: AreaShot, keep: readonly number[], detail: boolean): Program<AreaValue> {
  const kept = new Set(keep);
  const view: AreaView = {
    shot,
    kept,
    detail,
    strikeAll: (arg) => strikeCovered(shot, arg),
    // Every scatter grouped by whom of `keep` it covers: the odds follow one branch per distinct
    // set (two for a one-model projection), whatever the 120 landings. Called once per scatter
    // each time the odds group a projection's landings: a unit each.
    scatterClass: ([[hour], [kliks]]) => {
      spend();
      return coveredByScatter(shot, hour, kliks).filter((i) => kept.has(i));
    },
  };
  const check = runCheck(impactArg(shot), { rule: `${RULE}/impact`, summary: shot.summary, purpose: msg('purpose.impact', { who: shot.s.name, n: 1 }), roller: shot.s.name, opponent: shot.target?.name ?? shot.s.name });
  return emitAll(shot.steps, () => chain(check, (c) => impactRule(view, c)));
}

/** The shooting check (impact) at the aim point: the attacker's Fortune only, no opponent's. */
function impactArg(shot: AreaShot): CheckArg {
  const { plan, s } = shot;
  return { target: shot.raw, auto: null, instead: plan.instead, reroll: plan.reroll, roller: { points: s.character.fortune, will: shot.aWillBase }, acting: true, cancel: false, opponent: NO_FORTUNE };
}

/** The shooting check's result: a failed action ends the shot, a hit lands at the aim point, a miss scatters. */
function impactRule(view: AreaView, c: CheckValue): Program<AreaValue> {
  const { shot } = view;
  const st: AreaState = { down: 0, aPoints: c.rollerPoints, aWill: willDelta(c.rollerWill), failed: c.failed, ended: c.rollerWill === 'fumble', struck: false, lost: 0 };
  const t: AreaTrace = { impact: c.verdict, landing: null, results: [], wills: traceOf(c).wills };
  if (c.failed) return pure(traced(st, t));
  if (passes(c.verdict)) return landRule(view, st, t, { point: shot.aim, scattered: false, direction: null, kliks: 0 }, c.verdict === 'critical', coveredBy(shot, shot.aim));
  return scatterRule(view, st, t);
}

function areaOutcome(shot: AreaShot, v: AreaValue): ShotOutcome {
  const { target, vitality } = shot;
  const t = traceOf(v);
  const results = t.results.map(({ victim, value: struck }) => {
    const vic = shot.victims[victim];
    const value = strikeOf(struck);
    return targetResult(
      vic.d,
      vic.index,
      { down: value.result === 'down', lost: value.lost, exploded: value.exploded, pulverized: value.pulverized, tPoints: value.targetPoints },
      1,
      targetFortune(vic.d, null, 0).points,
      vitality,
    );
  });
  const tr = results.find((r) => r.index === -1);
  return {
    energy: shot.s.energy,
    attacks: [{ impact: t.impact, damage: null }],
    hits: passes(t.impact) ? 1 : 0,
    ...(target ? { target: tr ?? targetResult(target, -1, { down: false, lost: 0, exploded: false, pulverized: false }, 0, 0, vitality) } : {}),
    models: results,
    ...(t.landing ? { landing: t.landing } : {}),
    will: [...t.wills, ...t.results.flatMap((r) => traceOf(r.value).wills)],
    actionFailed: v.failed,
    activationEnded: v.ended,
  };
}

function areaOdds(shot: AreaShot): ShotOdds {
  const { s } = shot;
  // Per model, from its own projection: exact, since given where the area lands models fare
  // independently; the expected number of models down is their sum (linearity).
  const ctx = new OddsContext();
  const per: ModelOdds[] = shot.victims.map((v, i) => {
    const dist = odds(areaProgram(shot, [i], true), ctx);
    return { name: v.d.name, index: v.index, struck: dist.probability((x) => x.struck), down: dist.probability((x) => x.down > 0), expectedVitalityLost: shot.vitality ? dist.expectation((x) => x.lost) : 0 };
  });
  const labels: CheckLabels = { rule: RULE, summary: shot.summary, purpose: msg('purpose.impact', { who: s.name, n: 1 }), roller: s.name, opponent: s.name };
  const first = odds(runCheck(impactArg(shot), labels), ctx);
  const t = per.find((m) => m.index === -1);
  return {
    hitPerAttack: first.probability((c) => passes(c.verdict)),
    ...(t ? { down: t.down } : {}),
    models: per,
    expectedCasualties: per.reduce((a, m) => a + m.down, 0),
    actionFails: first.probability((c) => c.failed),
  };
}
