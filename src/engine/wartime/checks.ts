import { violation } from '../core/errors';
import { call, chain, emit, Program, pure, rollAs, rollsAs } from '../core/program';
import { opposed, rollPair, TestResult, TestSpec } from '../core/primitives';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text, verbatim } from '../core/types';
import { NamedValue, WILL_EFFECT_MODIFIER } from './characters';
import { WARTIME_LIMITS } from './limits';
import { clampCheck, join } from './model';
import { CheckVerdict, WillResult } from './outcomes';
import { CheckFortune, Situation, WillEffect } from './requests';

/**
 * The d10 check every Wartime rule is made of: roll at or under the success value (modifiers
 * apply to it, clamped to 1..10), a 1 always passes (critical), a 10 always fails (fumble). Here
 * with everything that can happen around one die: Fortune spent instead of rolling or to reroll a
 * fumble, an opponent's Fortune cancelling a die, and the Will check each use calls for. Opposed
 * checks (lowest passing roll wins) are below.
 */

export type Verdict = CheckVerdict;

export const passes = (v: Verdict): boolean => v === 'critical' || v === 'pass';

const verdictOfTest = (r: TestResult): Verdict => (r.critical ? 'critical' : r.fumble ? 'fumble' : r.pass ? 'pass' : 'fail');

/** The Wartime test: d10 at or under the success value, clamped to 1..10 (ruling wartime/check-clamp). */
export function d10(target: number, purpose: Msg): TestSpec {
  const t = clampCheck(target);
  return { die: 'd10', purpose, target: t, mode: 'under', critical: [1], fumble: [10], need: `≤${t}` };
}

// ---------------------------------------------------------------------------------------------
// Modifiers and their text
// ---------------------------------------------------------------------------------------------

/** The modifiers of how an action is done (ruling wartime/attribute-modifiers), each named. */
export function situationModifiers(s: Situation | undefined, path: string): NamedValue[] {
  if (!s) return [];
  const out: NamedValue[] = [];
  const n = s.simultaneousActions ?? 1;
  if (!Number.isInteger(n) || n < 1 || n > WARTIME_LIMITS.simultaneousActions) {
    throw violation(`${path}.simultaneousActions`, msg('error.simultaneous', { n, max: WARTIME_LIMITS.simultaneousActions }));
  }
  // Two actions at once are -2 each, four -4 (ruling wartime/simultaneous-actions: one alone has none).
  if (n >= 2) out.push({ label: msg('modifier.simultaneous', { n }), value: -n });
  if (s.outOfTurn) out.push({ label: msg('modifier.out-of-turn'), value: -1 });
  if (s.interrupting) out.push({ label: msg('modifier.interrupting'), value: -1 });
  (s.modifiers ?? []).forEach((m, i) => {
    if (!Number.isInteger(m.value) || Math.abs(m.value) > 10) {
      throw violation(`${path}.modifiers[${i}].value`, msg('error.modifier', { value: m.value }));
    }
    out.push({ label: msg('modifier.named', { name: verbatim(m.name) }), value: m.value });
  });
  return out;
}

/** Rulings a situation relies on. */
export function situationRulings(s: Situation | undefined): string[] {
  const out = ['wartime/attribute-modifiers'];
  if ((s?.simultaneousActions ?? 1) >= 2) out.push('wartime/simultaneous-actions');
  if ((s?.modifiers ?? []).length > 0) out.push('wartime/missing-tables');
  return out;
}

export const sumOf = (mods: readonly NamedValue[]): number => mods.reduce((a, m) => a + m.value, 0);

/**
 * The success value as a formula for the ruling's text: "AGI 6 - 2 (two actions) - 1 (out of
 * turn) = 3", with "counted as 10" when the clamp applies.
 */
export function formula(base: Msg, mods: readonly NamedValue[], raw: number): Msg {
  let text = base;
  for (const m of mods) {
    if (m.value === 0) continue;
    text = msg('formula.modifier', { before: text, op: m.value < 0 ? '-' : '+', amount: Math.abs(m.value), label: m.label });
  }
  const target = clampCheck(raw);
  if (mods.length === 0 && raw === target) return text;
  return raw === target ? msg('formula.total', { before: text, target }) : msg('formula.clamped', { before: text, raw, target });
}

/** An action's Energy: out of turn, twice its cost and at least 3, which must fit in the character's Energy. */
export function actionEnergy(cost: number, situation: Situation | undefined, maxEnergy: number, path: string): number {
  if (!situation?.outOfTurn) return cost;
  const doubled = Math.max(3, 2 * cost);
  if (doubled > maxEnergy) throw violation(path, msg('error.out-of-turn-energy', { cost, doubled, max: maxEnergy }));
  return doubled;
}

// ---------------------------------------------------------------------------------------------
// One check, with Fortune
// ---------------------------------------------------------------------------------------------

/** A character who may spend Fortune: points left and the success value of the Will check a use calls for. */
export interface FortuneSide {
  readonly points: number;
  readonly will: number;
}

export interface CheckArg {
  /** Success value before the clamp. */
  readonly target: number;
  /** 5 to 1 failed: the check fails without a die. */
  readonly auto: 'fail' | null;
  /** The roller's Fortune plan for this check. */
  readonly instead: 'pass' | 'critical' | null;
  readonly reroll: boolean;
  readonly roller: FortuneSide;
  /** The roller is the acting character: a failed Will check after its Fortune use fails the action. */
  readonly acting: boolean;
  /** The opponent cancels a passing, non-critical die. */
  readonly cancel: boolean;
  readonly opponent: FortuneSide;
}

/** What only the ruling's text reads: names and wording. */
export interface CheckLabels {
  readonly rule: string;
  readonly summary: Msg;
  readonly purpose: Msg;
  readonly roller: Text;
  readonly opponent: Text;
}

/** A Will check's verdict, or null when none was taken. */
export type WillVerdict = Verdict | null;

export interface CheckState {
  readonly verdict: Verdict;
  readonly rollerPoints: number;
  readonly opponentPoints: number;
  readonly rollerWill: WillVerdict;
  readonly opponentWill: WillVerdict;
  /** The acting roller failed the Will check of its Fortune use: its action fails. */
  readonly failed: boolean;
}

export interface CheckTrace {
  /** The die that stands; null when Fortune bought the result instead of a roll. */
  readonly roll: number | null;
  readonly wills: readonly WillResult[];
}

export type CheckValue = Traced<CheckState, CheckTrace>;

/** The effect a Will verdict leaves running (none for a plain pass). */
export const willEffectOf = (v: WillVerdict): WillEffect | null =>
  v === 'fail' ? 'failed' : v === 'fumble' ? 'fumbled' : v === 'critical' ? 'critical' : null;

/** The modifier a Will verdict leaves running on later attribute checks: failed -1, fumbled -3, critical +3. */
export const willDelta = (v: WillVerdict): number => {
  const effect = willEffectOf(v);
  return effect ? WILL_EFFECT_MODIFIER[effect] : 0;
};

/** What a Will verdict does to the one who rolled it, as a result line. */
export const willResultMsg = (v: Verdict, acting: boolean): Msg => msg('result.will', { verdict: v, acting: acting ? 'yes' : 'no' });

/** Fortune costs: 1 for a pass, 3 for a critical (and 1 for every other use). */
export const insteadCost = (instead: 'pass' | 'critical'): number => (instead === 'critical' ? 3 : 1);

/** The Fortune use, and the Will check that follows it (ruling wartime/fortune-will-check). */
function fortuneWill<T>(
  who: Text,
  use: Msg,
  side: FortuneSide,
  acting: boolean,
  rule: string,
  next: (verdict: Verdict, result: WillResult) => Program<T>,
): Program<T> {
  const spend = (): StepDraft => ({ rule, summary: use, result: msg('result.fortune-left', { points: side.points }), rulings: ['wartime/fortune-decisions'] });
  const spec = d10(side.will, msg('purpose.fortune-will', { who }));
  return emit(spend, () =>
    rollWill(spec, (verdict, face) =>
      emit(
        () => ({
          rule: 'wartime/psychology/will-check',
          summary: msg('step.fortune-will', { who, target: clampCheck(side.will) }),
          rolls: [face],
          result: willResultMsg(verdict, acting),
          rulings: ['wartime/fortune-will-check'],
        }),
        () => next(verdict, { name: who, target: clampCheck(side.will), roll: face, verdict, effect: willEffectOf(verdict) }),
      ),
    ),
  );
}

const rollWill = <T>(spec: TestSpec, next: (v: Verdict, face: number) => Program<T>): Program<T> =>
  rollAs(spec, verdictClassifier(spec.target), (v, [face]) => next(v, face));

/** A d10 face against a success value (already clamped): 1 critical, 10 fumble, else pass or fail. */
export const verdictOf = (face: number, target: number): Verdict => (face === 1 ? 'critical' : face === 10 ? 'fumble' : face <= target ? 'pass' : 'fail');

/**
 * One verdict classifier per success value (clamped), so the odds group a recurring check's faces
 * once. Its verdict is a string, so it also serves as a volley roll's grouping.
 */
const verdictClassifiers = new Map<number, (faces: number[]) => Verdict>();
export function verdictClassifier(target: number): (faces: number[]) => Verdict {
  let c = verdictClassifiers.get(target);
  if (!c) verdictClassifiers.set(target, (c = ([face]) => verdictOf(face, target)));
  return c;
}

/**
 * A check's argument as the sub-rule's key: a flat tuple of its fields in order (target, auto,
 * instead, reroll, roller's points and Will, acting, cancel, opponent's points and Will), since a
 * record's key costs about five times a tuple's and a strike makes its Defense check once per
 * result of its damage check.
 */
type CheckKey = readonly [number, CheckArg['auto'], CheckArg['instead'], boolean, number, number, boolean, boolean, number, number];

/** The key of `a` with the Fortune each side can use in its place (passed apart, not spread in: see hot copies in core/state.ts). */
const checkKey = (a: CheckArg, roller: FortuneSide, opponent: FortuneSide): CheckKey => [a.target, a.auto, a.instead, a.reroll, roller.points, roller.will, a.acting, a.cancel, opponent.points, opponent.will];

/**
 * One check, as a sub-rule: `call(checkRule, traced({ s: checkKey(arg, ...) }, labels))` computes each
 * distinct situation's odds once.
 */
function checkRule(k: Traced<{ readonly s: CheckKey }, CheckLabels>): Program<CheckValue> {
  const [target, auto, instead, reroll, rPoints, rWill, acting, cancel, oPoints, oWill] = k.s;
  const a: CheckArg = { target, auto, instead, reroll, roller: { points: rPoints, will: rWill }, acting, cancel, opponent: { points: oPoints, will: oWill } };
  const labels = traceOf(k);
  const state = (verdict: Verdict, over: Partial<CheckState> = {}): CheckState => ({
    verdict,
    rollerPoints: a.roller.points,
    opponentPoints: a.opponent.points,
    rollerWill: null,
    opponentWill: null,
    failed: false,
    ...over,
  });
  const done = (s: CheckState, roll: number | null, wills: readonly WillResult[]) => pure(traced(s, { roll, wills }));
  const step = (rolls: number[], verdict: Verdict, extra: Partial<StepDraft> = {}): StepDraft => ({
    rule: labels.rule,
    summary: labels.summary,
    rolls,
    result: msg('verdict.check', { verdict }),
    rulings: ['wartime/check-clamp'],
    ...extra,
  });

  if (a.auto === 'fail') {
    return emit(() => ({ rule: labels.rule, summary: labels.summary, result: msg('result.five-to-one-fails'), rulings: ['wartime/will-triggers'] }), () =>
      done(state('fail'), null, []),
    );
  }

  // Fortune instead of the die: a pass (its "die" is the success value, never a critical) or a critical.
  if (a.instead !== null && a.roller.points >= insteadCost(a.instead)) {
    const cost = insteadCost(a.instead);
    const side = { points: a.roller.points - cost, will: a.roller.will };
    return fortuneWill(labels.roller, msg('step.fortune-instead', { who: labels.roller, cost, what: a.instead }), side, a.acting, 'wartime/fortune/instead', (will, result) => {
      const failed = a.acting && !passes(will);
      const verdict: Verdict = failed ? 'fail' : a.instead === 'critical' ? 'critical' : 'pass';
      // No die is rolled: the outcome's roll is null (an opposed check reads a bought pass as its success value).
      return emit(() => step([], verdict, { result: failed ? msg('result.action-fails') : msg('verdict.bought', { verdict }) }), () =>
        done(state(verdict, { rollerPoints: side.points, rollerWill: will, failed }), null, [result]),
      );
    });
  }

  const spec = d10(a.target, labels.purpose);
  return rollWill(spec, (first, face) => {
    // A fumble rolled again with Fortune; the second roll stands.
    if (first === 'fumble' && a.reroll && a.roller.points >= 1) {
      const side = { points: a.roller.points - 1, will: a.roller.will };
      return emit(() => step([face], first), () =>
        fortuneWill(labels.roller, msg('step.fortune-reroll', { who: labels.roller }), side, a.acting, 'wartime/fortune/reroll-fumble', (will, result) => {
          if (a.acting && !passes(will)) {
            return emit(() => step([], 'fumble', { result: msg('result.action-fails') }), () =>
              done(state('fumble', { rollerPoints: side.points, rollerWill: will, failed: true }), face, [result]),
            );
          }
          return rollWill(spec, (second, again) =>
            emit(() => step([again], second, { rulings: ['wartime/check-clamp', 'wartime/one-repeat'] }), () =>
              done(state(second, { rollerPoints: side.points, rollerWill: will }), again, [result]),
            ),
          );
        }),
      );
    }
    // The opponent cancels a passing die that is not a critical; it is rolled again, once.
    if (first === 'pass' && a.cancel && a.opponent.points >= 1) {
      const side = { points: a.opponent.points - 1, will: a.opponent.will };
      return emit(() => step([face], first), () =>
        fortuneWill(labels.opponent, msg('step.fortune-cancel', { who: labels.opponent }), side, false, 'wartime/fortune/cancel', (will, result) =>
          rollWill(spec, (second, again) =>
            emit(() => step([again], second, { rulings: ['wartime/check-clamp', 'wartime/one-repeat'] }), () =>
              done(state(second, { opponentPoints: side.points, opponentWill: will }), again, [result]),
            ),
          ),
        ),
      );
    }
    return emit(() => step([face], first), () => done(state(first), face, []));
  });
}

/**
 * A plan to buy a result instead of rolling (1 for a pass, 3 for a critical) must be payable when the
 * request is made: the first use is refused (422 at `path.instead`) rather than silently rolled; later
 * uses of the same plan are made while points last (ruling wartime/fortune-decisions).
 */
export function checkAffordable(plan: CheckFortune | undefined, points: number, path: string): void {
  if (!plan?.instead) return;
  const cost = insteadCost(plan.instead);
  if (cost > points) throw violation(join(path, 'instead'), msg('error.fortune-short', { what: plan.instead, cost, points }));
}

/** A check's Fortune plan as the rule reads it. */
export function fortuneArg(plan: CheckFortune | undefined): { instead: 'pass' | 'critical' | null; reroll: boolean } {
  return { instead: plan?.instead ?? null, reroll: plan?.rerollFumble ?? false };
}

export const NO_FORTUNE: FortuneSide = { points: 0, will: 1 };

/**
 * Fortune a rule cannot spend whatever happens is left out of its call (the Will check's value too
 * when nothing can be spent), so situations that differ only in it share their odds; the points
 * left are then given back to the result.
 */
export function usable(side: FortuneSide, most: number): FortuneSide {
  const points = Math.min(side.points, most);
  return points === 0 ? NO_FORTUNE_SPENDABLE : { points, will: side.will };
}
const NO_FORTUNE_SPENDABLE: FortuneSide = { points: 0, will: 0 };

/** The most Fortune a check plan can spend: a bought critical (3) or pass (1), or a reroll (1). */
export const planCost = (instead: 'pass' | 'critical' | null, reroll: boolean): number => Math.max(instead ? insteadCost(instead) : 0, reroll ? 1 : 0);

export function runCheck(arg: CheckArg, labels: CheckLabels): Program<CheckValue> {
  const roller = usable(arg.roller, arg.auto === 'fail' ? 0 : planCost(arg.instead, arg.reroll));
  const opponent = usable(arg.opponent, arg.cancel ? 1 : 0);
  const call_ = call(checkRule, traced({ s: checkKey(arg, roller, opponent) }, labels));
  const kept = { roller: arg.roller.points - roller.points, opponent: arg.opponent.points - opponent.points };
  if (kept.roller === 0 && kept.opponent === 0) return call_;
  // Written out in CheckState's order (the state key depends on it), not spread: the odds run this
  // for every check they follow.
  return chain(call_, (v) =>
    pure(
      traced<CheckState, CheckTrace>(
        { verdict: v.verdict, rollerPoints: v.rollerPoints + kept.roller, opponentPoints: v.opponentPoints + kept.opponent, rollerWill: v.rollerWill, opponentWill: v.opponentWill, failed: v.failed },
        traceOf(v),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Opposed checks
// ---------------------------------------------------------------------------------------------

export interface OpposedSideArg {
  readonly target: number;
  /** The attribute before modifiers: equal rolls go to the higher one (ruling wartime/opposed-tie). */
  readonly attribute: number;
  readonly auto: 'fail' | null;
  readonly instead: 'pass' | 'critical' | null;
  readonly reroll: boolean;
  readonly fortune: FortuneSide;
  readonly acting: boolean;
}

export interface OpposedArg {
  readonly actor: OpposedSideArg;
  readonly opponent: OpposedSideArg;
  /** Close combat: two criticals both strike, two fumbles end the combat (ruling wartime/opposed-double). */
  readonly melee: boolean;
}

export interface OpposedLabels {
  readonly rule: string;
  readonly actor: Text;
  readonly opponent: Text;
  readonly actorSummary: Msg;
  readonly opponentSummary: Msg;
  readonly actorPurpose: Msg;
  readonly opponentPurpose: Msg;
}

export type OpposedReason = 'lower-roll' | 'only-pass' | 'higher-attribute' | 'full-tie' | 'none-passed' | 'double-critical' | 'double-fumble';

export interface Decision {
  readonly winner: 'actor' | 'opponent' | 'both' | null;
  readonly reason: OpposedReason;
  /** Close combat: both fumbled, the combat is over. */
  readonly ended: boolean;
  readonly actor: Verdict;
  readonly opponent: Verdict;
}

export interface OpposedState extends Decision {
  readonly actorPoints: number;
  readonly opponentPoints: number;
  readonly actorWill: WillVerdict;
  readonly opponentWill: WillVerdict;
  /** The acting actor failed the Will check of its Fortune use: its action fails, nobody strikes. */
  readonly failed: boolean;
}

/**
 * An opposed check's result as the odds key it: a flat tuple of an OpposedState's fields in order
 * (winner, reason, ended, actor, opponent, actorPoints, opponentPoints, actorWill, opponentWill,
 * failed), since a record's key costs about five times a tuple's. Read it with `opposedOf`.
 */
type OpposedKey = readonly [Decision['winner'], OpposedReason, boolean, Verdict, Verdict, number, number, WillVerdict, WillVerdict, boolean];

export type OpposedValue = Traced<{ readonly s: OpposedKey }, { readonly actorRoll: number | null; readonly opponentRoll: number | null; readonly wills: readonly WillResult[] }>;

/** An opposed check's result by name. */
export function opposedOf(v: { readonly s: OpposedKey }): OpposedState {
  const [winner, reason, ended, actor, opponent, actorPoints, opponentPoints, actorWill, opponentWill, failed] = v.s;
  return { winner, reason, ended, actor, opponent, actorPoints, opponentPoints, actorWill, opponentWill, failed };
}

/** One side's roll as the decision reads it: its verdict, and its die when it passed (a bought pass reads as the success value). */
interface Rolled {
  readonly verdict: Verdict;
  readonly face: number | null;
}

/** The opposed rule: the lowest passing roll wins; equal rolls go to the higher attribute; a full tie or no pass, nothing happens. */
export function decide(a: Rolled, b: Rolled, attrA: number, attrB: number, melee: boolean): Decision {
  if (melee && a.verdict === 'critical' && b.verdict === 'critical') return decision(a, b, 'both', 'double-critical');
  if (melee && a.verdict === 'fumble' && b.verdict === 'fumble') return decision(a, b, null, 'double-fumble', true);
  const ap = passes(a.verdict);
  const bp = passes(b.verdict);
  if (!ap && !bp) return decision(a, b, null, 'none-passed');
  if (!bp) return decision(a, b, 'actor', 'only-pass');
  if (!ap) return decision(a, b, 'opponent', 'only-pass');
  const fa = a.face as number;
  const fb = b.face as number;
  if (fa !== fb) return decision(a, b, fa < fb ? 'actor' : 'opponent', 'lower-roll');
  if (attrA !== attrB) return decision(a, b, attrA > attrB ? 'actor' : 'opponent', 'higher-attribute');
  return decision(a, b, null, 'full-tie');
}

/** Written out, not `{ ...base, winner, reason }` (see hot copies in core/state.ts). */
const decision = (a: Rolled, b: Rolled, winner: Decision['winner'], reason: OpposedReason, ended = false): Decision => ({ actor: a.verdict, opponent: b.verdict, ended, winner, reason });

const rolledOf = (verdict: Verdict, face: number): Rolled => ({ verdict, face: passes(verdict) ? face : null });

/** Decision functions for the grouped opposed roll, one per (attributes, melee), so the odds group each once. */
const deciders = new Map<string, (a: TestResult & { face: number }, b: TestResult & { face: number }) => Decision>();
function deciderFor(attrA: number, attrB: number, melee: boolean) {
  const key = `${attrA}|${attrB}|${melee}`;
  let d = deciders.get(key);
  if (!d) {
    d = (a, b) => decide(rolledOf(verdictOfTest(a), a.face), rolledOf(verdictOfTest(b), b.face), attrA, attrB, melee);
    deciders.set(key, d);
  }
  return d;
}

/** Faces classified for a sequential opposed roll: a passing die keeps its face (the lowest wins), the rest only their verdict. */
const faceClassifiers = new Map<number, (faces: number[]) => Rolled>();
function faceClassifier(target: number): (faces: number[]) => Rolled {
  let c = faceClassifiers.get(target);
  if (!c) {
    const t = clampCheck(target);
    const byFace = Array.from({ length: 11 }, (_, f): Rolled => rolledOf(verdictOf(f, t), f));
    faceClassifiers.set(target, (c = ([face]) => byFace[face]));
  }
  return c;
}

/** What every rule of an opposed check reads: both sides, close combat or not, and the ruling's wording. */
interface Opposed {
  readonly actor: OpposedSideArg;
  readonly opponent: OpposedSideArg;
  readonly melee: boolean;
  readonly labels: OpposedLabels;
}

type OpposedWho = 'actor' | 'opponent';

/** One side of a sequential opposed check once its die (or its Fortune) stands. */
interface SideRoll {
  readonly rolled: Rolled;
  /** The die that stands, null when none was rolled. */
  readonly roll: number | null;
  readonly points: number;
  readonly will: WillVerdict;
  readonly wills: readonly WillResult[];
  /** The acting side failed the Will check of its Fortune use. */
  readonly failed: boolean;
}

/**
 * An opposed check as a sub-rule. Without Fortune or an automatic failure the two dice are one
 * grouped roll (the odds follow a handful of decisions, not 100 pairs); otherwise each side rolls
 * in turn, the actor first, then fumbles are rolled again (the actor's first), each Fortune use
 * followed by its Will check.
 */
export function opposedRule(a: Traced<OpposedArg, OpposedLabels>): Program<OpposedValue> {
  const o: Opposed = { actor: a.actor, opponent: a.opponent, melee: a.melee, labels: traceOf(a) };
  const x = o.actor;
  const y = o.opponent;
  if (x.auto === null && y.auto === null && !usesFortune(x) && !usesFortune(y)) return groupedOpposed(o);
  // Only rerolls of fumbles in the plans: both dice as one grouped roll, keeping the other die
  // only when a fumble is to be rolled again (the odds follow a few dozen classes, not 100 pairs).
  if (x.auto === null && y.auto === null && !buys(x) && !buys(y)) return fumbleGroupedOpposed(o);
  return firstRoll(o, 'actor', (ax) => firstRoll(o, 'opponent', (oy) => settleOpposed(o, ax, oy)));
}

/** The result as the odds key it: the decision, and each side's Fortune and Will checks (the points left as given when not spent). */
function opposedState(o: Opposed, d: Decision, over: Partial<OpposedState> = {}): { s: OpposedKey } {
  return {
    s: [d.winner, d.reason, d.ended, d.actor, d.opponent, over.actorPoints ?? o.actor.fortune.points, over.opponentPoints ?? o.opponent.fortune.points, over.actorWill ?? null, over.opponentWill ?? null, over.failed ?? false],
  };
}

function sideStep(o: Opposed, who: OpposedWho, rolls: number[], result: Msg): StepDraft {
  const { labels } = o;
  return {
    rule: labels.rule,
    summary: msg('step.side', { who: who === 'actor' ? labels.actor : labels.opponent, check: who === 'actor' ? labels.actorSummary : labels.opponentSummary }),
    rolls,
    result,
    rulings: ['wartime/check-clamp'],
  };
}

function decisionStep(o: Opposed, d: Decision): StepDraft {
  const { labels } = o;
  return {
    rule: labels.rule,
    summary: msg('step.opposed', { actor: labels.actor, opponent: labels.opponent }),
    result: msg('result.opposed', { winner: d.winner ?? 'none', reason: d.reason, actor: labels.actor, opponent: labels.opponent }),
    rulings: d.reason === 'higher-attribute' || d.reason === 'full-tie' ? ['wartime/opposed-tie'] : d.winner === 'both' || d.ended ? ['wartime/opposed-double'] : [],
  };
}

/** Both dice rolled and decided with nothing else to follow: each side's die, then the decision. */
function decidedPair(o: Opposed, decision: Decision, fa: number, fb: number): Program<OpposedValue> {
  return emit(
    () => sideStep(o, 'actor', [fa], msg('verdict.check', { verdict: decision.actor })),
    () =>
      emit(
        () => sideStep(o, 'opponent', [fb], msg('verdict.check', { verdict: decision.opponent })),
        () => emit(() => decisionStep(o, decision), () => pure(traced(opposedState(o, decision), { actorRoll: fa, opponentRoll: fb, wills: [] }))),
      ),
  );
}

/** The opposed rule with two plain dice (ruling wartime/opposed-tie): one grouped roll, classified by its decision. */
function groupedOpposed(o: Opposed): Program<OpposedValue> {
  const { actor: x, opponent: y, labels } = o;
  const d = deciderFor(x.attribute, y.attribute, o.melee);
  return opposed(d10(x.target, labels.actorPurpose), d10(y.target, labels.opponentPurpose), d, (decision, fa, fb) => decidedPair(o, decision, fa, fb));
}

/** Both first dice grouped when the only Fortune in the plans rerolls fumbles: decided, or settled in turn when a fumble is to be rolled again. */
function fumbleGroupedOpposed(o: Opposed): Program<OpposedValue> {
  const { actor: x, opponent: y, labels } = o;
  const classify = fumbleClassifier(x, y, o.melee);
  return rollPair(d10(x.target, labels.actorPurpose), d10(y.target, labels.opponentPurpose), classify, (c, fa, fb) => {
    if ('d' in c) return decidedPair(o, c.d, fa, fb);
    return emit(
      () => sideStep(o, 'actor', [fa], msg('verdict.check', { verdict: c.a.verdict })),
      () => emit(() => sideStep(o, 'opponent', [fb], msg('verdict.check', { verdict: c.b.verdict })), () => settleOpposed(o, rolledSide(x, c.a, fa), rolledSide(y, c.b, fb))),
    );
  });
}

const rolledSide = (s: OpposedSideArg, rolled: Rolled, face: number): SideRoll => ({ rolled, roll: face, points: s.fortune.points, will: null, wills: [], failed: false });

/** One side's first die, or its Fortune instead (ruling wartime/fortune-will-check), or its automatic failure (5 to 1). */
function firstRoll(o: Opposed, who: OpposedWho, next: (side: SideRoll) => Program<OpposedValue>): Program<OpposedValue> {
  const s = who === 'actor' ? o.actor : o.opponent;
  const name = who === 'actor' ? o.labels.actor : o.labels.opponent;
  const target = clampCheck(s.target);
  if (s.auto === 'fail') {
    return emit(() => ({ ...sideStep(o, who, [], msg('result.five-to-one-fails')), rulings: ['wartime/will-triggers'] }), () =>
      next({ rolled: { verdict: 'fail', face: null }, roll: null, points: s.fortune.points, will: null, wills: [], failed: false }),
    );
  }
  if (s.instead !== null && s.fortune.points >= insteadCost(s.instead)) {
    const cost = insteadCost(s.instead);
    const side = { points: s.fortune.points - cost, will: s.fortune.will };
    return fortuneWill(name, msg('step.fortune-instead', { who: name, cost, what: s.instead }), side, s.acting, 'wartime/fortune/instead', (will, result) => {
      const failed = s.acting && !passes(will);
      const rolled: Rolled = failed ? { verdict: 'fail', face: null } : s.instead === 'critical' ? { verdict: 'critical', face: 1 } : { verdict: 'pass', face: target };
      return emit(() => sideStep(o, who, [], failed ? msg('result.action-fails') : msg('verdict.bought', { verdict: rolled.verdict })), () =>
        next({ rolled, roll: rolled.face, points: side.points, will, wills: [result], failed }),
      );
    });
  }
  const purpose = who === 'actor' ? o.labels.actorPurpose : o.labels.opponentPurpose;
  return rollAs(d10(s.target, purpose), faceClassifier(s.target), (rolled, [face]) =>
    emit(() => sideStep(o, who, [face], msg('verdict.check', { verdict: rolled.verdict })), () =>
      next({ rolled, roll: face, points: s.fortune.points, will: null, wills: [], failed: false }),
    ),
  );
}

/** A fumble rolled again with Fortune (ruling wartime/one-repeat), when the plan says so and points are left. */
function fumbleReroll(o: Opposed, who: OpposedWho, side: SideRoll, next: (side: SideRoll) => Program<OpposedValue>): Program<OpposedValue> {
  const s = who === 'actor' ? o.actor : o.opponent;
  const name = who === 'actor' ? o.labels.actor : o.labels.opponent;
  if (side.rolled.verdict !== 'fumble' || side.roll === null || !s.reroll || side.points < 1) return next(side);
  const spent = { points: side.points - 1, will: s.fortune.will };
  return fortuneWill(name, msg('step.fortune-reroll', { who: name }), spent, s.acting, 'wartime/fortune/reroll-fumble', (will, result) => {
    const wills = [...side.wills, result];
    if (s.acting && !passes(will)) {
      return emit(() => sideStep(o, who, [], msg('result.action-fails')), () => next({ ...side, points: spent.points, will, wills, failed: true }));
    }
    const purpose = who === 'actor' ? o.labels.actorPurpose : o.labels.opponentPurpose;
    return rollAs(d10(s.target, purpose), faceClassifier(s.target), (rolled, [face]) =>
      emit(() => ({ ...sideStep(o, who, [face], msg('verdict.check', { verdict: rolled.verdict })), rulings: ['wartime/check-clamp', 'wartime/one-repeat'] }), () =>
        next({ rolled, roll: face, points: spent.points, will, wills, failed: false }),
      ),
    );
  });
}

/** After both first dice: the fumbles rolled again (the actor's first), then the decision. */
function settleOpposed(o: Opposed, ax: SideRoll, oy: SideRoll): Program<OpposedValue> {
  return fumbleReroll(o, 'actor', ax, (ax2) => {
    const finish = (oy2: SideRoll): Program<OpposedValue> => opposedDecision(o, ax2, oy2);
    return ax2.failed ? finish(oy) : fumbleReroll(o, 'opponent', oy, finish);
  });
}

/** The opposed rule on the dice that stand; a failed Will check of the acting side fails its action, and nobody strikes. */
function opposedDecision(o: Opposed, ax: SideRoll, oy: SideRoll): Program<OpposedValue> {
  const failed = ax.failed;
  const d: Decision = failed
    ? { winner: null, reason: 'none-passed', ended: false, actor: 'fail', opponent: oy.rolled.verdict }
    : decide(ax.rolled, oy.rolled, o.actor.attribute, o.opponent.attribute, o.melee);
  const state = opposedState(o, d, { actorPoints: ax.points, opponentPoints: oy.points, actorWill: ax.will, opponentWill: oy.will, failed });
  return emit(() => decisionStep(o, d), () => pure(traced(state, { actorRoll: ax.roll, opponentRoll: oy.roll, wills: [...ax.wills, ...oy.wills] })));
}

/** A side buys its check with Fortune (it rolls no die). */
const buys = (s: OpposedSideArg): boolean => s.instead !== null && s.fortune.points >= insteadCost(s.instead);

/**
 * Both first dice of an opposed check with fumble rerolls in the plans, classified by what the
 * rest of the check reads: the decision when no fumble is to be rolled again; otherwise each
 * side's verdict and passing die (the reroll is judged against them). One classifier per
 * situation, so the odds group the 100 pairs once.
 */
type FumbleClass = { readonly d: Decision } | { readonly a: Rolled; readonly b: Rolled };
const fumbleClassifiers = new Map<string, (fa: number, fb: number) => FumbleClass>();
function fumbleClassifier(x: OpposedSideArg, y: OpposedSideArg, melee: boolean): (fa: number, fb: number) => FumbleClass {
  const rerollA = x.reroll && x.fortune.points >= 1;
  const rerollB = y.reroll && y.fortune.points >= 1;
  const key = `${clampCheck(x.target)}|${clampCheck(y.target)}|${x.attribute}|${y.attribute}|${melee}|${rerollA}|${rerollB}`;
  let c = fumbleClassifiers.get(key);
  if (!c) {
    const ca = faceClassifier(x.target);
    const cb = faceClassifier(y.target);
    c = (fa, fb) => {
      const a = ca([fa]);
      const b = cb([fb]);
      const pendingA = rerollA && a.verdict === 'fumble';
      const pendingB = rerollB && b.verdict === 'fumble';
      // Nothing to roll again: only the decision matters.
      if (!pendingA && !pendingB) return { d: decide(a, b, x.attribute, y.attribute, melee) };
      // A fumble to roll again: its own face no longer matters, the other die does.
      return { a: pendingA ? { verdict: 'fumble', face: null } : a, b: pendingB ? { verdict: 'fumble', face: null } : b };
    };
    fumbleClassifiers.set(key, c);
  }
  return c;
}

const usesFortune = (s: OpposedSideArg): boolean => buys(s) || (s.reroll && s.fortune.points >= 1);

export function runOpposed(arg: OpposedArg, labels: OpposedLabels): Program<OpposedValue> {
  // Written out in OpposedSideArg's and OpposedArg's order (the call's key depends on it), not
  // spread (see hot copies in core/state.ts).
  const side = (x: OpposedSideArg): OpposedSideArg => ({
    target: x.target,
    attribute: x.attribute,
    auto: x.auto,
    instead: x.instead,
    reroll: x.reroll,
    fortune: usable(x.fortune, x.auto === 'fail' ? 0 : planCost(x.instead, x.reroll)),
    acting: x.acting,
  });
  const actor = side(arg.actor);
  const opponent = side(arg.opponent);
  const call_ = call(opposedRule, traced<OpposedArg, OpposedLabels>({ actor, opponent, melee: arg.melee }, labels));
  const kept = { actor: arg.actor.fortune.points - actor.fortune.points, opponent: arg.opponent.fortune.points - opponent.fortune.points };
  if (kept.actor === 0 && kept.opponent === 0) return call_;
  return chain(call_, (v) => {
    const s: [...OpposedKey] = [...v.s];
    s[5] += kept.actor;
    s[6] += kept.opponent;
    return pure(traced({ s }, traceOf(v)));
  });
}

// ---------------------------------------------------------------------------------------------
// Percentages: d100 as two d10
// ---------------------------------------------------------------------------------------------

/** Two d10 read as tens and units, a 0 (entered as 10) being 0: 00 is 100. */
export const d100Value = (tens: number, units: number): number => (tens % 10) * 10 + (units % 10) || 100;

const percentClassifiers = new Map<number, (faces: number[][]) => boolean>();

/** A percentage chance: it happens on a d100 roll at or under it. The odds follow two branches. */
export function percentRoll<T>(percent: number, purpose: Msg, next: (happens: boolean, value: number, faces: [number, number]) => Program<T>): Program<T> {
  let classify = percentClassifiers.get(percent);
  if (!classify) percentClassifiers.set(percent, (classify = ([[t], [u]]) => d100Value(t, u) <= percent));
  return rollsAs(
    [
      { die: 'd10', purpose: msg('purpose.tens', { purpose }), need: `≤${percent}%` },
      { die: 'd10', purpose: msg('purpose.units', { purpose }) },
    ],
    classify,
    (happens, [[t], [u]]) => next(happens, d100Value(t, u), [t, u]),
  );
}
