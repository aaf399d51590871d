import { checkLuck } from './luck';
import { ActionPlan } from '../core/game';
import { checkTriggerShape } from './shapes';
import { violation } from '../core/errors';
import { call, emit, odds, Program, pure, rollAs } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, Text, verbatim } from '../core/types';
import { Attribute } from './archetypes';
import { Character, NamedValue, resolveCharacter, standingModifiers, WILL_EFFECT_MODIFIER, willModifier } from './characters';
import {
  actionEnergy,
  checkAffordable,
  CheckValue,
  d10,
  formula,
  fortuneArg,
  FortuneSide,
  NO_FORTUNE,
  opposedOf,
  opposedRule,
  OpposedValue,
  passes,
  percentRoll,
  runCheck,
  situationModifiers,
  situationRulings,
  sumOf,
  Verdict,
  verdictClassifier,
  willEffectOf,
  willResultMsg,
} from './checks';
import { WARTIME_LIMITS } from './limits';
import { clampCheck, join, SIDE_NAMES, WartimeCatalog, WILL_MEMBERS_PER_POINT } from './model';
import { CheckOdds, CheckOutcome, OpposedOdds, OpposedOutcome, ProbabilityOdds, ProbabilityOutcome, WillCheckOdds, WillCheckOutcome } from './outcomes';
import { CharacterInput, CheckRequest, OpposedCheckRequest, OpposedSide, ProbabilityRequest, WillCheckRequest } from './requests';

/**
 * The actions made of one roll: an attribute check, an opposed check, a percentage and a Will
 * check. Shot, melee and the rest build on the same checks (checks.ts).
 */

/** The success value of the Will check a character's Fortune use calls for: VOL and its standing modifiers (ruling wartime/fortune-will-check). */
export const fortuneWillTarget = (c: Character): number => c.attributes.vol + sumOf(standingModifiers(c));

export const fortuneSide = (c: Character, points = c.fortune): FortuneSide => ({ points, will: fortuneWillTarget(c) });

/** An attribute's value from a character or given alone (exactly one of them). */
function attributeOf(
  side: { readonly character?: CharacterInput; readonly value?: number },
  attribute: Attribute,
  path: string,
  catalog: WartimeCatalog,
): { character: Character | null; value: number; name: Text } {
  if ((side.character === undefined) === (side.value === undefined)) throw violation(path, msg('error.character-or-value'));
  if (side.character) {
    const character = resolveCharacter(side.character, join(path, 'character'), catalog);
    return { character, value: character.attributes[attribute], name: character.name };
  }
  const value = side.value as number;
  if (!Number.isInteger(value) || value < 1 || value > 10) throw violation(join(path, 'value'), msg('error.integer-range', { value, min: 1, max: 10 }));
  return { character: null, value, name: verbatim('-') };
}

const checkName = (attribute: Attribute): Msg => msg('check.attribute', { attribute: msg(`attribute.${attribute}`) });

// ---------------------------------------------------------------------------------------------
// check
// ---------------------------------------------------------------------------------------------

export function planCheck(req: CheckRequest, catalog: WartimeCatalog): ActionPlan<CheckValue, CheckOutcome, CheckOdds> {
  const { character, value, name } = attributeOf(req, req.attribute, '', catalog);
  if (req.minimum !== undefined && value < req.minimum) {
    throw violation('minimum', msg('error.minimum', { check: checkName(req.attribute), minimum: req.minimum, value }));
  }
  const mods: NamedValue[] = [...(character ? standingModifiers(character) : []), ...situationModifiers(req.situation, 'situation')];
  const rulings = [...situationRulings(req.situation)];
  if (req.difficult || req.difficulty !== undefined) {
    const d = req.difficulty ?? -2;
    if (!Number.isInteger(d) || d >= 0 || d < -10) throw violation('difficulty', msg('error.difficulty', { value: d }));
    mods.push({ label: msg('modifier.difficult'), value: d });
  }
  if (req.engagedEnemies !== undefined) {
    const n = req.engagedEnemies;
    if (!Number.isInteger(n) || n < 1 || n > WARTIME_LIMITS.squadMembers) throw violation('engagedEnemies', msg('error.integer-range', { value: n, min: 1, max: WARTIME_LIMITS.squadMembers }));
    if (n > 1) mods.push({ label: msg('modifier.fleeing', { n: n - 1 }), value: -(n - 1) });
  }
  const cost = req.energy ?? 1;
  if (!Number.isInteger(cost) || cost < 1 || cost > 10) throw violation('energy', msg('error.integer-range', { value: cost, min: 1, max: 10 }));
  const maxEnergy = character?.maxEnergy ?? 10;
  const energy = actionEnergy(cost, req.situation, maxEnergy, 'energy');
  if (character && !req.situation?.outOfTurn && !req.situation?.interrupting && energy > character.energy) {
    throw violation('energy', msg('error.energy-short', { who: character.name, energy, left: character.energy }));
  }
  if (req.fortune && !character) throw violation('fortune', msg('error.fortune-needs-character'));
  if (character) checkAffordable(req.fortune, character.fortune, 'fortune');
  const raw = value + sumOf(mods);
  const summary = formula(msg('formula.base', { check: checkName(req.attribute), value }), mods, raw);
  const plan = fortuneArg(req.fortune);
  const roller: FortuneSide = character ? fortuneSide(character) : NO_FORTUNE;
  const program = emit(
    {
      rule: req.situation?.outOfTurn ? 'wartime/actions/out-of-turn' : 'wartime/actions/energy',
      summary: msg('step.energy', { cost, outOfTurn: req.situation?.outOfTurn ? 'yes' : 'no' }),
      result: msg('result.energy', { energy }),
      rulings: req.situation?.outOfTurn ? ['wartime/out-of-turn'] : [],
    },
    () =>
      runCheck(
        { target: raw, auto: null, instead: plan.instead, reroll: plan.reroll, roller, acting: true, cancel: false, opponent: NO_FORTUNE },
        { rule: 'wartime/checks/attribute', summary, purpose: msg('purpose.check', { check: checkName(req.attribute), who: name }), roller: name, opponent: name },
      ),
  );
  return {
    program,
    rulings,
    outcome: (v) => {
      const t = traceOf(v);
      return {
        attribute: req.attribute,
        value,
        modifier: sumOf(mods),
        target: clampCheck(raw),
        roll: t.roll,
        verdict: v.verdict,
        passed: passes(v.verdict),
        energy,
        fortuneSpent: roller.points - v.rollerPoints,
        will: t.wills,
        actionFailed: v.failed,
        activationEnded: v.rollerWill === 'fumble',
      };
    },
    odds: () => {
      const dist = odds(program);
      return {
        pass: dist.probability((v) => passes(v.verdict)),
        critical: dist.probability((v) => v.verdict === 'critical'),
        fumble: dist.probability((v) => v.verdict === 'fumble'),
      };
    },
    headline: (o) => msg('headline.check', { check: checkName(req.attribute), target: o.target, roll: o.roll ?? '-', verdict: o.verdict }),
    oddsLine: (d) => msg('odds.check', { pass: d.pass, critical: d.critical, fumble: d.fumble }),
    luck: checkLuck,
  };
}

// ---------------------------------------------------------------------------------------------
// opposed-check
// ---------------------------------------------------------------------------------------------

function opposedSide(side: OpposedSide, path: string, catalog: WartimeCatalog) {
  const { character, value, name } = attributeOf(side, side.attribute, path, catalog);
  const mods = [...(character ? standingModifiers(character) : []), ...situationModifiers(side.situation, `${path}.situation`)];
  const raw = value + sumOf(mods);
  return { value, raw, name: character ? name : SIDE_NAMES[path === 'actor' ? 'actor' : 'opponent'], summary: formula(msg('formula.base', { check: checkName(side.attribute), value }), mods, raw) };
}

export function planOpposed(req: OpposedCheckRequest, catalog: WartimeCatalog): ActionPlan<OpposedValue, OpposedOutcome, OpposedOdds> {
  const a = opposedSide(req.actor, 'actor', catalog);
  const b = opposedSide(req.opponent, 'opponent', catalog);
  const side = (s: typeof a) => ({ target: s.raw, attribute: s.value, auto: null, instead: null, reroll: false, fortune: NO_FORTUNE, acting: false });
  const program: Program<OpposedValue> = call(
    opposedRule,
    traced(
      { actor: side(a), opponent: side(b), melee: false },
      {
        rule: 'wartime/checks/opposed',
        actor: a.name,
        opponent: b.name,
        actorSummary: a.summary,
        opponentSummary: b.summary,
        actorPurpose: msg('purpose.opposed', { who: a.name }),
        opponentPurpose: msg('purpose.opposed', { who: b.name }),
      },
    ),
  );
  const rulings = [...situationRulings(req.actor.situation), 'wartime/opposed-tie'];
  return {
    program,
    rulings,
    outcome: (value) => {
      const t = traceOf(value);
      const v = opposedOf(value);
      return {
        winner: v.winner === 'both' ? null : v.winner,
        reason: v.reason === 'double-critical' || v.reason === 'double-fumble' ? 'full-tie' : v.reason,
        actor: { target: clampCheck(a.raw), roll: t.actorRoll as number, verdict: v.actor },
        opponent: { target: clampCheck(b.raw), roll: t.opponentRoll as number, verdict: v.opponent },
      };
    },
    odds: () => {
      const dist = odds(program);
      const actor = dist.probability((v) => opposedOf(v).winner === 'actor');
      const opponent = dist.probability((v) => opposedOf(v).winner === 'opponent');
      return { actor, opponent, neither: 1 - actor - opponent };
    },
    headline: (o) => msg('headline.opposed', { winner: o.winner ?? 'none', actor: a.name, opponent: b.name, reason: o.reason }),
    oddsLine: (d) => msg('odds.opposed', { actor: a.name, a: d.actor, opponent: b.name, o: d.opponent, n: d.neither }),
  };
}

// ---------------------------------------------------------------------------------------------
// probability
// ---------------------------------------------------------------------------------------------

export function planProbability(req: ProbabilityRequest): ActionPlan<Traced<{ happens: boolean }, { value: number }>, ProbabilityOutcome, ProbabilityOdds> {
  const p = req.percent;
  if (!Number.isInteger(p) || p < 0 || p > 100) throw violation('percent', msg('error.integer-range', { value: p, min: 0, max: 100 }));
  const label: Msg | Text = req.label !== undefined ? verbatim(req.label) : msg('label.probability');
  const program = percentRoll(p, msg('purpose.probability', { label, percent: p }), (happens, value, faces) =>
    emit(
      { rule: 'wartime/basics/probability', summary: msg('step.probability', { label, percent: p }), rolls: faces, result: msg('result.percent', { value, happens: happens ? 'yes' : 'no' }) },
      () => pure(traced({ happens }, { value })),
    ),
  );
  return {
    program,
    rulings: [],
    outcome: (v) => ({ percent: p, roll: traceOf(v).value, happens: v.happens }),
    odds: () => ({ happens: p / 100 }),
    headline: (o) => msg('headline.probability', { label, roll: o.roll, percent: p, happens: o.happens ? 'yes' : 'no' }),
    oddsLine: (d) => msg('odds.probability', { p: d.happens }),
  };
}

// ---------------------------------------------------------------------------------------------
// will-check
// ---------------------------------------------------------------------------------------------

interface WillPlanned {
  readonly required: boolean;
  readonly reason?: Msg;
  readonly target: number;
  readonly raw: number;
  readonly summary: Msg;
  readonly name: Text;
}

type WillValue = Traced<{ readonly verdict: Verdict | null }, { readonly roll: number | null }>;

/** Who takes a Will check: a character, or a squad on its highest Will (ruling wartime/will-triggers). */
interface WillSubject {
  readonly character: Character | null;
  readonly value: number;
  readonly name: Text;
  /** How many members the squad has left (1 for a character). */
  readonly members: number;
  readonly mods: readonly NamedValue[];
}

/** Whether a trigger calls for a Will check, why, and what it adds to it. */
interface WillTrigger {
  readonly required: boolean;
  readonly why: Msg;
  /** A modifier the trigger itself brings (the last man's -2). */
  readonly modifier: NamedValue | null;
  /** The check is the action itself (recovering Vitality), so a fumble ends the activation. */
  readonly acting: boolean;
  /** Fortune spent to recover a point of Vitality, which the check decides. */
  readonly recovering: boolean;
  readonly ruling: string | null;
}

export function planWillCheck(req: WillCheckRequest, catalog: WartimeCatalog): ActionPlan<WillValue, WillCheckOutcome, WillCheckOdds> {
  if ((req.character === undefined) === (req.squad === undefined)) throw violation('', msg('error.character-or-squad'));
  checkTriggerShape(req.trigger, 'trigger');
  const subject = willSubject(req, catalog);
  const mods: NamedValue[] = [...subject.mods, ...situationModifiers(req.situation, 'situation')];
  const trigger = willTrigger(req, subject);
  if (trigger.modifier) mods.push(trigger.modifier);
  const rulings = ['wartime/will-triggers', ...situationRulings(req.situation)];
  if (trigger.ruling) rulings.push(trigger.ruling);
  const raw = subject.value + sumOf(mods);
  const planned: WillPlanned = {
    required: trigger.required,
    target: clampCheck(raw),
    raw,
    summary: formula(msg('formula.base', { check: checkName('vol'), value: subject.value }), mods, raw),
    name: subject.name,
    reason: trigger.why,
  };
  const program = willCheckProgram(planned, trigger.acting);
  const fiveToOne = req.trigger.type === 'five-to-one';
  return {
    program,
    rulings,
    rollsDice: trigger.required,
    outcome: (v) => willOutcome(v, planned, trigger, fiveToOne),
    odds: () => {
      const dist = odds(program);
      const p = (v: Verdict) => dist.probability((x) => x.verdict === v);
      return { critical: p('critical'), pass: p('pass'), fail: p('fail'), fumble: p('fumble') };
    },
    headline: (o) =>
      o.required ? msg('headline.will', { target: o.target ?? 0, roll: o.roll ?? 0, verdict: o.verdict ?? 'pass', modifier: o.modifier }) : msg('headline.will-not-required'),
    oddsLine: (d) => msg('odds.will', { pass: d.critical + d.pass, critical: d.critical, fumble: d.fumble }),
  };
}

/** A character's Will with its standing modifiers, or a squad's highest, +1 per 5 members and the Will effects it carries. */
function willSubject(req: WillCheckRequest, catalog: WartimeCatalog): WillSubject {
  if (req.character) {
    const character = resolveCharacter(req.character, 'character', catalog);
    return { character, value: character.attributes.vol, name: character.name, members: 1, mods: standingModifiers(character) };
  }
  const squad = squadWill(req, catalog);
  const mods: NamedValue[] = [];
  // One die against the squad's highest Will, +1 per 5 members.
  const bonus = Math.floor(squad.size / WILL_MEMBERS_PER_POINT);
  if (bonus > 0) mods.push({ label: msg('modifier.squad-size', { n: squad.size }), value: bonus });
  const will = willModifier(req.squad?.will ?? []);
  if (will !== 0) mods.push({ label: msg('modifier.will-effects'), value: will });
  return { character: null, value: squad.highest, name: SIDE_NAMES.squad, members: squad.size, mods };
}

/** Will triggers (ruling wartime/will-triggers): whether the trigger calls for a check, and why. */
function willTrigger(req: WillCheckRequest, subject: WillSubject): WillTrigger {
  const trigger = req.trigger;
  const plain: WillTrigger = { required: true, why: msg(`trigger.${trigger.type}`), modifier: null, acting: req.acting ?? false, recovering: false, ruling: null };
  switch (trigger.type) {
    case 'losses':
      return lossesWill(req, subject, trigger.before, trigger.lost, plain);
    case 'five-to-one': {
      const { enemies, allies } = trigger;
      if (!Number.isInteger(enemies) || !Number.isInteger(allies) || enemies < 1 || allies < 1) throw violation('trigger', msg('error.five-to-one', { enemies, allies }));
      const required = enemies >= 5 * allies;
      return { ...plain, required, why: msg(required ? 'trigger.five-to-one' : 'trigger.not-five-to-one', { enemies, allies }) };
    }
    case 'fortune':
      return fortuneWillTrigger(trigger.recoverVitality ?? false, subject, plain);
    case 'bonus':
      return trigger.name !== undefined ? { ...plain, why: msg('trigger.bonus-named', { name: verbatim(trigger.name) }) } : plain;
    case 'cowed':
      return trigger.source !== undefined ? { ...plain, why: msg('trigger.cowed-by', { source: verbatim(trigger.source) }) } : plain;
  }
  return plain;
}

/** Losses: more than half lost to one attack calls for a check; all but one lost, the last man's at -2 (in the casualties check's place). */
function lossesWill(req: WillCheckRequest, subject: WillSubject, before: number, lost: number, plain: WillTrigger): WillTrigger {
  if (!Number.isInteger(before) || before < 1 || !Number.isInteger(lost) || lost < 0 || lost > before) {
    throw violation('trigger', msg('error.losses', { before, lost }));
  }
  if (req.squad && (req.squad.members?.length ?? req.squad.size) !== before - lost) {
    throw violation('squad', msg('error.losses-members', { left: before - lost, n: subject.members }));
  }
  if (lost > 0 && before - lost === 1 && before > 1) return { ...plain, why: msg('trigger.last-man', { before, lost }), modifier: { label: msg('modifier.last-man'), value: -2 } };
  if (lost * 2 > before && lost < before) return { ...plain, why: msg('trigger.casualties', { before, lost }) };
  return { ...plain, required: false, why: msg(lost === before ? 'trigger.none-left' : 'trigger.not-enough-losses', { before, lost }) };
}

/** Fortune's Will check (ruling wartime/fortune-will-check); recovering Vitality is an action of its own, which a failed check fails. */
function fortuneWillTrigger(recover: boolean, subject: WillSubject, plain: WillTrigger): WillTrigger {
  const ruling = 'wartime/fortune-will-check';
  if (!recover) return { ...plain, ruling };
  const character = subject.character;
  if (!character) throw violation('trigger.recoverVitality', msg('error.recover-needs-character'));
  if (character.vitalityLost === 0) throw violation('trigger.recoverVitality', msg('error.nothing-to-recover'));
  if (character.fortune < 1) throw violation('character.fortune', msg('error.no-fortune'));
  return { ...plain, ruling, recovering: true, acting: true };
}

/** The check itself: why it is (or is not) called for, then one d10 against the Will. */
function willCheckProgram(planned: WillPlanned, acting: boolean): Program<WillValue> {
  const intro = { rule: 'wartime/psychology/when', summary: planned.reason as Msg, result: msg(planned.required ? 'result.will-required' : 'result.will-not-required'), rulings: ['wartime/will-triggers'] };
  if (!planned.required) return emit(intro, () => pure(traced({ verdict: null }, { roll: null })));
  return emit(intro, () =>
    rollAs(d10(planned.raw, msg('purpose.will', { who: planned.name })), verdictClassifier(planned.target), (verdict, [face]) =>
      emit(
        { rule: 'wartime/psychology/will-check', summary: planned.summary, rolls: [face], result: willResultMsg(verdict, acting), rulings: ['wartime/check-clamp'] },
        () => pure(traced({ verdict }, { roll: face })),
      ),
    ),
  );
}

/** What the verdict leaves running, and what it does to the action it was taken for. */
function willOutcome(v: WillValue, planned: WillPlanned, trigger: WillTrigger, fiveToOne: boolean): WillCheckOutcome {
  if (v.verdict === null) return { required: false, modifier: 0, actionFails: false, activationEnds: false, impactFails: false };
  const effect = willEffectOf(v.verdict);
  const failed = !passes(v.verdict);
  return {
    required: true,
    target: planned.target,
    roll: traceOf(v).roll as number,
    verdict: v.verdict,
    modifier: effect ? WILL_EFFECT_MODIFIER[effect] : 0,
    actionFails: failed,
    activationEnds: v.verdict === 'fumble' && trigger.acting,
    impactFails: fiveToOne && failed,
    ...(trigger.recovering ? { vitalityRecovered: failed ? 0 : 1 } : {}),
  };
}

/** A squad's size and highest Will, from its members or as given. */
function squadWill(req: WillCheckRequest, catalog: WartimeCatalog): { size: number; highest: number } {
  const squad = req.squad as NonNullable<WillCheckRequest['squad']>;
  if (squad.members !== undefined) {
    if (squad.members.length === 0 || squad.members.length > WARTIME_LIMITS.squadMembers) {
      throw violation('squad.members', msg('error.integer-range', { value: squad.members.length, min: 1, max: WARTIME_LIMITS.squadMembers }));
    }
    const wills = squad.members.map((m, i) => resolveCharacter(m, `squad.members[${i}]`, catalog).attributes.vol);
    return { size: wills.length, highest: Math.max(...wills) };
  }
  const { size, highestWill } = squad;
  if (size === undefined || highestWill === undefined) throw violation('squad', msg('error.squad-size-will'));
  if (!Number.isInteger(size) || size < 1 || size > WARTIME_LIMITS.squadMembers) throw violation('squad.size', msg('error.integer-range', { value: size, min: 1, max: WARTIME_LIMITS.squadMembers }));
  if (!Number.isInteger(highestWill) || highestWill < 1 || highestWill > 10) throw violation('squad.highestWill', msg('error.integer-range', { value: highestWill, min: 1, max: 10 }));
  return { size, highest: highestWill };
}
