import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { emit, odds, Phase, Program, pure, volley, Volley } from '../core/program';
import { stateKey, traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text } from '../core/types';
import { Character, NamedValue, resolveCharacter, standingModifiers, Weapon } from './characters';
import { actionEnergy, decide, Decision, formula, passes, situationModifiers, situationRulings, sumOf, Verdict, verdictClassifier, verdictOf } from './checks';
import { damageAgainst, Defender, formationSide, formationSize, resolveTarget, weaponFor } from './combat';
import { WARTIME_LIMITS } from './limits';
import { clampCheck, FORMATION_MINIMUM, SIDE_NAMES, WartimeCatalog } from './model';
import { FighterResult, MeleeOdds, MeleeOutcome } from './outcomes';
import { MeleeRequest } from './requests';

/**
 * Two formations in close combat (ruling wartime/formation-pairs): one opposed impact check per
 * model in common, paired in order, all thrown together; the larger formation's extra models each
 * back one pair, whose die it rolls again if it loses it; then every strike is resolved, damage
 * dice first and Defense checks after. The pairs are a volley: each pair's odds are worked out
 * once and folded into the losses, so ten pairs cost what two distinct pairs and the losses cost.
 */

const AGI: Msg = msg('check.impact', { attribute: msg('attribute.agi') });

/** A fighter's Damage: its weapon's plus CON - 3, never CON for a mech's weapon. */
export function damageOf(weapon: Weapon, c: Character | null, mech: boolean): { value: number; text: Msg } {
  if (mech || !c) return { value: weapon.damage, text: msg('damage.weapon', { damage: weapon.damage }) };
  const value = weapon.damage + c.attributes.con - 3;
  return { value, text: msg('damage.melee', { damage: weapon.damage, con: c.attributes.con, total: value }) };
}

/** One side of a formation fight: its member profile, weapon and size (a lone character is a formation of one). */
interface Block {
  readonly name: Text;
  readonly c: Character;
  readonly size: number;
  readonly defense: number;
  readonly damage: { readonly value: number; readonly text: Msg };
  /** Success value of the damage check (a charge adds 1). */
  readonly check: number;
  /** Success value of its impact check. */
  readonly impact: number;
  readonly impactText: Msg;
  readonly auto: 'fail' | null;
  readonly weapon: Text;
}

/** Where a strike stands: none, its damage die to roll, its Defense check to roll, or resolved. */
type Stage = 'none' | 'damage' | 'defense' | 'done';

/**
 * One pair in the volley. Everything decides what follows; the pair's number only labels its dice.
 * A settled pair keeps only what the losses read (`Settled`), so pairs that differ in how they got
 * there merge before they are folded into the losses.
 */
interface Pair {
  readonly settled?: false;
  /** Backed by an extra model of the larger formation: it may roll its lost die again. */
  readonly backed: boolean;
  readonly decision: Decision | null;
  /** The other side's die, kept while the larger formation rolls again. */
  readonly keep: Kept | null;
  readonly used: boolean;
  /** A's strike on B and B's strike on A. */
  readonly onB: Stage;
  readonly onA: Stage;
  readonly lossA: number;
  readonly lossB: number;
  /** Damage compared with Defense, once a damage check passed and the Defense check decides. */
  readonly pendingB: number;
  readonly pendingA: number;
}

interface Settled {
  readonly settled: true;
  readonly lossA: number;
  readonly lossB: number;
  /** Only a played ruling counts the rerolls and strikes; a projection of the odds leaves them out. */
  readonly used: boolean;
  readonly aStrike: boolean;
  readonly bStrike: boolean;
  readonly ended: boolean;
}

type PairItem = Pair | Settled;

interface Kept {
  readonly verdict: Verdict;
  readonly face: number;
}

/** A pair's impact result, with the other die kept when the larger formation lost a backed pair. */
interface PairClass {
  readonly d: Decision;
  readonly keep: Kept | null;
}

interface Losses {
  readonly lostA: number;
  readonly lostB: number;
  readonly ended: boolean;
}
type FormationValue = Traced<Losses, { readonly rerolls: number; readonly aStrikes: number; readonly bStrikes: number }>;

/** Whose losses (and whether the combat's end) a volley follows: a projection of the odds rolls nothing else. */
interface Track {
  readonly A: boolean;
  readonly B: boolean;
  readonly ended: boolean;
}

/** What every rule of the fight reads: both sides, the pairs, and which of them the larger formation backs. */
interface FormationFight {
  readonly A: Block;
  readonly B: Block;
  readonly inCommon: number;
  /** The formation with models beyond those in common (null when both are the same size). */
  readonly larger: 'A' | 'B' | null;
  /** How many pairs, the first ones, an extra model of the larger formation backs. */
  readonly backed: number;
  readonly classes: PairClasses;
  /** Each pair's number, for its dice and steps only. */
  readonly labels: readonly number[];
}

/** The formations a request brings to the fight, checked against the rules' conditions and the caps. */
interface Engaged {
  readonly a: Character;
  readonly aWeapon: Weapon;
  readonly target: Defender;
  readonly b: Character;
  readonly bWeapon: Weapon;
  readonly aSize: number;
  readonly inCommon: number;
  /** The action's Energy. */
  readonly energy: number;
}

/** One side's strike on the other, and the fields of a pair that follow it. */
interface Strike {
  readonly by: Block;
  readonly on: Block;
  readonly stage: 'onA' | 'onB';
  readonly loss: 'lossA' | 'lossB';
  readonly pending: 'pendingA' | 'pendingB';
  /** The side of the opposed decision whose fumble leaves the struck side no Defense. */
  readonly struck: 'actor' | 'opponent';
}

const RULE = 'wartime/squads/formation-melee';

/** Everything the program, outcome and odds read follows, so nothing is played twice. */
const PLAYED: Track = { A: true, B: true, ended: true };

export function planFormationMelee(req: MeleeRequest, catalog: WartimeCatalog): ActionPlan<FormationValue, MeleeOutcome, MeleeOdds> {
  const engaged = engagedFormations(req, catalog);
  const side = formationSide(engaged.target, req.facing);
  const charge = req.charge ?? false;
  const A = attackingBlock(req, engaged, side, charge);
  const B = defendingBlock(req, engaged);
  const larger: 'A' | 'B' | null = A.size > B.size ? 'A' : B.size > A.size ? 'B' : null;
  const fight: FormationFight = {
    A,
    B,
    inCommon: engaged.inCommon,
    larger,
    backed: Math.min(Math.abs(A.size - B.size), engaged.inCommon),
    classes: pairClasses(A, B, larger),
    labels: Array.from({ length: engaged.inCommon }, (_, i) => i + 1),
  };
  const rulings = [...situationRulings(req.situation), 'wartime/formation-profile', 'wartime/formation-pairs', 'wartime/melee-exchange', 'wartime/damage-value', 'wartime/roll-order'];
  if (charge) rulings.push('wartime/charge');
  const intro: StepDraft = {
    rule: RULE,
    summary: msg('step.formation-melee', { a: A.name, sa: A.size, b: B.name, sb: B.size, n: fight.inCommon, rerolls: fight.backed, side }),
    result: msg('result.energy', { energy: engaged.energy }),
    rulings: ['wartime/formation-pairs'],
  };
  const program: Program<FormationValue> = emit(intro, () => volley(pairsVolley(fight, PLAYED), (acc) => pure(acc)));
  const attackerKind: FighterResult['kind'] = req.attacker.formation ? 'formation' : 'character';
  return {
    program,
    rulings,
    outcome: (v) => formationOutcome(fight, v, engaged.energy, attackerKind, engaged.target.kind),
    odds: () => formationOdds(fight),
    headline: (o) => msg('headline.formation-melee', { a: A.name, la: o.attacker.lost, b: B.name, lb: o.defenders[0].lost, ended: o.combatEnded ? 'yes' : 'no' }),
    oddsLine: (d) => msg('odds.formation-melee', { a: A.name, ea: d.expectedAttackerLost ?? 0, b: B.name, eb: d.expectedDefenderLost ?? 0 }),
  };
}

/**
 * The two sides of a formation fight (ruling wartime/formation-pairs): one defender, one action,
 * no transport, a formation or a lone character on each side, and at most as many models in
 * common as the smaller side has.
 */
function engagedFormations(req: MeleeRequest, catalog: WartimeCatalog): Engaged {
  if (req.defenders.length !== 1) throw violation('defenders', msg('error.formation-one-defender'));
  if ((req.attacks ?? 1) !== 1) throw violation('attacks', msg('error.formation-one-action'));
  if (req.coordinated) throw violation('coordinated', msg('error.coordinated-transport'));
  const d0 = req.defenders[0];
  if ((d0.kind ?? 'character') !== 'character') throw violation('defenders[0]', msg('error.formation-vs-formation'));
  const target = resolveTarget(d0, 'defenders[0]', req.facing, catalog);
  const a = resolveCharacter(req.attacker, 'attacker', catalog);
  const aWeapon = weaponFor(req.weapon, a, true, 'weapon', catalog);
  if (!target.weapon) throw violation('defenders[0].weapon', msg('error.which-weapon', { n: 0, kind: 'melee' }));
  const aSize = formationSize(req.attacker.formation?.size ?? 1, 'attacker.formation.size');
  const bSize = target.size;
  const inCommon = req.inCommon ?? Math.min(aSize, bSize);
  if (!Number.isInteger(inCommon) || inCommon < 1 || inCommon > Math.min(aSize, bSize)) {
    throw violation('inCommon', msg('error.integer-range', { value: inCommon, min: 1, max: Math.min(aSize, bSize) }));
  }
  cap(inCommon, WARTIME_LIMITS.inCommon, 'inCommon', 'cap.in-common');
  for (const [size, path] of [
    [aSize, 'attacker'],
    [bSize, 'defenders[0]'],
  ] as const) {
    // Three members or fewer cannot fight, unless a lone character.
    if (size > 1 && size < FORMATION_MINIMUM) throw violation(path, msg('error.formation-too-small', { size }));
  }
  const energy = actionEnergy(aWeapon.energy, req.situation, a.maxEnergy, 'attacks');
  if (energy > a.energy && !req.situation?.outOfTurn) throw violation('attacks', msg('error.energy-short', { who: a.name, energy, left: a.energy }));
  return { a, aWeapon, target, b: target.character as Character, bWeapon: target.weapon, aSize, inCommon, energy };
}

/** The attacking side's profile: a flank or rear attack and a charge add to its impact, the rear doubles its Damage. */
function attackingBlock(req: MeleeRequest, e: Engaged, side: 'front' | 'flank' | 'rear', charge: boolean): Block {
  const a = e.a;
  const mods: NamedValue[] = [...standingModifiers(a), ...situationModifiers(req.situation, 'situation')];
  if (side !== 'front') mods.push({ label: msg(side === 'rear' ? 'modifier.rear' : 'modifier.flank'), value: 2 });
  if (charge) mods.push({ label: msg('modifier.charge'), value: 1 });
  const damage = damageOf(e.aWeapon, a, false);
  // From the rear the Damage doubles (ruling wartime/damage-value); a charge adds 1 to the check only.
  const value = side === 'rear' ? { value: damage.value * 2, text: msg('damage.rear-melee', { damage: damage.text }) } : damage;
  return {
    name: req.attacker.formation && req.attacker.name === undefined ? SIDE_NAMES.attacking : a.name,
    c: a,
    size: e.aSize,
    defense: req.attacker.formation?.defense ?? a.defense,
    damage: value,
    check: value.value + (charge ? 1 : 0),
    impact: a.attributes.agi + sumOf(mods),
    impactText: formula(msg('formula.base', { check: AGI, value: a.attributes.agi }), mods, a.attributes.agi + sumOf(mods)),
    auto: req.attacker.fiveToOneFailed ? 'fail' : null,
    weapon: e.aWeapon.name,
  };
}

/** The defending side's profile, with its standing modifiers only. */
function defendingBlock(req: MeleeRequest, e: Engaged): Block {
  const b = e.b;
  const mods = standingModifiers(b);
  const damage = damageOf(e.bWeapon, b, false);
  return {
    name: e.target.kind === 'formation' && req.defenders[0].name === undefined ? SIDE_NAMES.defending : b.name,
    c: b,
    size: e.target.size,
    defense: e.target.defense,
    damage,
    check: damage.value,
    impact: b.attributes.agi + sumOf(mods),
    impactText: formula(msg('formula.base', { check: AGI, value: b.attributes.agi }), mods, b.attributes.agi + sumOf(mods)),
    auto: e.target.fiveToOneFailed ? 'fail' : null,
    weapon: e.bWeapon.name,
  };
}

// ---------------------------------------------------------------------------------------------
// The pairs: initial state, the rules that move a pair on, and the losses they fold into.
// ---------------------------------------------------------------------------------------------

/** A pair before its dice: backed or not, nothing decided. */
const initialPair = (backed: boolean): Pair => ({ backed, decision: null, keep: null, used: false, onB: 'none', onA: 'none', lossA: 0, lossB: 0, pendingA: 0, pendingB: 0 });

/** The pairs as one volley: every pair's dice in roll order, each settled pair's losses folded in. */
function pairsVolley(fight: FormationFight, track: Track): Volley<PairItem, FormationValue> {
  return {
    items: fight.labels.map((_, i) => initialPair(i < fight.backed)),
    phases: rollOrder(fight, track),
    isFinal: (p) => p.settled === true,
    init: traced({ lostA: 0, lostB: 0, ended: false }, { rerolls: 0, aStrikes: 0, bStrikes: 0 }),
    fold: (acc, item) => foldLosses(fight, track, acc, item as Settled),
  };
}

/**
 * Roll order (ruling wartime/roll-order): every pair's impact dice, the rerolls, then the
 * attacker's damage dice and the defenders' Defense checks, then the defenders' strikes.
 */
function rollOrder(fight: FormationFight, track: Track): Phase<PairItem>[] {
  const onB: Strike = { by: fight.A, on: fight.B, stage: 'onB', loss: 'lossB', pending: 'pendingB', struck: 'opponent' };
  const onA: Strike = { by: fight.B, on: fight.A, stage: 'onA', loss: 'lossA', pending: 'pendingA', struck: 'actor' };
  return [pairImpact(fight, track), pairReroll(fight, track), damageCheck(onB, track), defenseCheck(onB, track), damageCheck(onA, track), defenseCheck(onA, track)];
}

/** Losses are capped at each formation's size: every strike counts, the dice were thrown together. */
function foldLosses(fight: FormationFight, track: Track, acc: FormationValue, p: Settled): FormationValue {
  const next = { lostA: Math.min(fight.A.size, acc.lostA + p.lossA), lostB: Math.min(fight.B.size, acc.lostB + p.lossB), ended: acc.ended || p.ended };
  if (!(track.A && track.B && track.ended)) return next as FormationValue;
  const t = traceOf(acc);
  return traced(next, { rerolls: t.rerolls + (p.used ? 1 : 0), aStrikes: t.aStrikes + (p.aStrike ? 1 : 0), bStrikes: t.bStrikes + (p.bStrike ? 1 : 0) });
}

const open = (x: Stage): boolean => x === 'damage' || x === 'defense';

/** A pair with nothing left to roll, reduced to what the losses read. */
function settlePair(p: Pair, track: Track): PairItem {
  if (p.decision === null || p.keep !== null || open(p.onA) || open(p.onB)) return p;
  const played = track.A && track.B && track.ended;
  const d = p.decision;
  return {
    settled: true,
    lossA: p.lossA,
    lossB: p.lossB,
    used: played && p.used,
    aStrike: played && (d.winner === 'actor' || d.winner === 'both'),
    bStrike: played && (d.winner === 'opponent' || d.winner === 'both'),
    ended: track.ended && d.ended,
  };
}

/** Once the pair's result is known: which strikes it calls for (only those the volley follows). */
function strikesOf(item: Pair, d: Decision, track: Track, used: boolean): PairItem {
  return settlePair(
    {
      ...item,
      decision: d,
      keep: null,
      used,
      onB: (d.winner === 'actor' || d.winner === 'both') && track.B ? 'damage' : 'none',
      onA: (d.winner === 'opponent' || d.winner === 'both') && track.A ? 'damage' : 'none',
    },
    track,
  );
}

function pairStep(fight: FormationFight, n: number, d: Decision, rolls: number[], again: boolean): StepDraft {
  const { A, B } = fight;
  return {
    rule: `${RULE}/pair`,
    summary: msg('step.pair', { n, a: A.name, b: B.name }),
    rolls,
    result: msg('result.opposed', { winner: d.winner ?? 'none', reason: d.reason, actor: A.name, opponent: B.name }),
    rulings: again ? ['wartime/formation-pairs', 'wartime/one-repeat'] : ['wartime/formation-pairs'],
  };
}

/** Formation pairs (ruling wartime/formation-pairs): each pair's two impact dice, an opposed melee check. */
function pairImpact(fight: FormationFight, track: Track): Phase<PairItem> {
  return (item, i) => {
    if (item.settled || item.decision !== null || item.keep !== null) return { t: 'skip' };
    const cls = item.backed ? fight.classes.backed : fight.classes.plain;
    const n = fight.labels[i];
    return {
      t: 'roll',
      spec: { die: 'd10', count: 2, purpose: msg('purpose.pair', { who: fight.A.name, other: fight.B.name, n }) },
      group: cls.group,
      resolve: (faces) => {
        const c = cls.classify(faces);
        if (c.keep) return { state: { ...item, keep: c.keep }, steps: () => [pairStep(fight, n, c.d, faces, false)] };
        return { state: strikesOf(item, c.d, track, false), steps: () => [pairStep(fight, n, c.d, faces, false)] };
      },
    };
  };
}

/** One repeat (ruling wartime/one-repeat): the larger formation rolls a backed pair's lost die again, against the kept one. */
function pairReroll(fight: FormationFight, track: Track): Phase<PairItem> {
  return (item, i) => {
    if (item.settled || item.keep === null) return { t: 'skip' };
    const who = fight.larger as 'A' | 'B';
    const mine = who === 'A' ? fight.A : fight.B;
    const classify = rerollClassifier(fight.A, fight.B, who, item.keep);
    const n = fight.labels[i];
    return {
      t: 'roll',
      spec: { die: 'd10', purpose: msg('purpose.pair-reroll', { who: mine.name, n }), need: `≤${clampCheck(mine.impact)}` },
      group: classify.group,
      resolve: ([f]) => {
        const d = classify.decide(f);
        return { state: strikesOf(item, d, track, true), steps: () => [pairStep(fight, n, d, [f], true)] };
      },
    };
  };
}

/**
 * Damage value (ruling wartime/damage-value): a strike's damage die, then its Damage against the
 * struck formation's Defense (0 for a side that fumbled its impact). Over Defense, Damage - Defense
 * members are lost; otherwise a Defense check decides one member.
 */
function damageCheck(s: Strike, track: Track): Phase<PairItem> {
  const { by, on } = s;
  return (item) => {
    if (item.settled || item[s.stage] !== 'damage') return { t: 'skip' };
    const fumbled = (item.decision as Decision)[s.struck] === 'fumble';
    const defense = fumbled ? 0 : on.defense;
    const t = clampCheck(by.check);
    return {
      t: 'roll',
      spec: { die: 'd10', purpose: msg('purpose.damage', { who: by.name, weapon: by.weapon }), need: `≤${t}` },
      group: verdictClassifier(t),
      resolve: ([f]) => {
        const verdict = verdictOf(f, t);
        const check: StepDraft = {
          rule: `${RULE}/damage`,
          summary: msg('step.damage-check', { weapon: by.weapon, damage: by.damage.text, target: t, on: on.name }),
          rolls: [f],
          result: msg('verdict.check', { verdict }),
          rulings: ['wartime/check-clamp'],
        };
        if (!passes(verdict)) return { state: settlePair({ ...item, [s.stage]: 'done' }, track), steps: () => [check] };
        const { damage: compared, beats } = damageAgainst(verdict, by.damage.value, defense);
        const compare: StepDraft = {
          rule: `${RULE}/defense`,
          summary: msg('step.damage-vs-defense', { damage: compared, critical: verdict === 'critical' ? 'yes' : 'no', defense: fumbled ? msg('defense.fumbled') : msg('defense.plain', { defense }), total: defense, target: on.name }),
          result: msg(beats ? 'result.members-lost' : 'result.defense-check-needed', { n: compared - defense }),
          rulings: ['wartime/formation-profile'],
        };
        if (beats) return { state: settlePair({ ...item, [s.stage]: 'done', [s.loss]: compared - defense }, track), steps: () => [check, compare] };
        return { state: { ...item, [s.stage]: 'defense', [s.pending]: defense }, steps: () => [check, compare] };
      },
    };
  };
}

/** Formation profile (ruling wartime/formation-profile): a strike not over Defense, a failed Defense check costs one member. */
function defenseCheck(s: Strike, track: Track): Phase<PairItem> {
  const { on } = s;
  return (item) => {
    if (item.settled || item[s.stage] !== 'defense') return { t: 'skip' };
    const defense = clampCheck(item[s.pending]);
    return {
      t: 'roll',
      spec: { die: 'd10', purpose: msg('purpose.defense', { who: on.name }), need: `≤${defense}` },
      group: verdictClassifier(defense),
      resolve: ([f]) => {
        const failed = !passes(verdictOf(f, defense));
        return {
          state: settlePair({ ...item, [s.stage]: 'done', [s.loss]: failed ? 1 : 0 }, track),
          steps: () => [{ rule: `${RULE}/defense`, summary: msg('step.defense-check', { target: on.name, defense }), rolls: [f], result: msg('result.members-lost', { n: failed ? 1 : 0 }) }],
        };
      },
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Final outcome and odds
// ---------------------------------------------------------------------------------------------

function fighterResult(b: Block, kind: FighterResult['kind'], index: number, lost: number, strikes: number, struck: number): FighterResult {
  return { name: b.name, kind, index, struck, down: lost >= b.size, exploded: false, pulverized: false, vitalityLost: 0, lost, fortuneSpent: 0, strikes };
}

function formationOutcome(fight: FormationFight, v: FormationValue, energy: number, attackerKind: FighterResult['kind'], targetKind: FighterResult['kind']): MeleeOutcome {
  const t = traceOf(v);
  return {
    energy,
    attacks: 1,
    attacker: fighterResult(fight.A, attackerKind, -1, v.lostA, t.aStrikes, t.bStrikes),
    defenders: [fighterResult(fight.B, targetKind, 0, v.lostB, t.bStrikes, t.aStrikes)],
    combatEnded: v.ended,
    will: [],
    actionFailed: false,
    activationEnded: false,
    rerolls: t.rerolls,
  };
}

/** Exact per side: the dice are thrown together, so a side's losses depend only on the strikes it takes. */
function formationOdds(fight: FormationFight): MeleeOdds {
  const { A, B } = fight;
  const onA = odds(volley(pairsVolley(fight, { A: true, B: false, ended: false }), (acc) => pure(acc)));
  const onB = odds(volley(pairsVolley(fight, { A: false, B: true, ended: false }), (acc) => pure(acc)));
  const ends = odds(volley(pairsVolley(fight, { A: false, B: false, ended: true }), (acc) => pure(acc)));
  return {
    defendersDown: [onB.probability((v) => v.lostB >= B.size)],
    attackerDown: onA.probability((v) => v.lostA >= A.size),
    combatEnds: ends.probability((v) => v.ended),
    attackerLost: onA.histogram((v) => v.lostA, A.size),
    defenderLost: onB.histogram((v) => v.lostB, B.size),
    expectedAttackerLost: onA.expectation((v) => v.lostA),
    expectedDefenderLost: onB.expectation((v) => v.lostB),
  };
}

// ---------------------------------------------------------------------------------------------
// Classifiers, one per situation, so the odds group each roll's faces once.
// ---------------------------------------------------------------------------------------------

type Classified<C> = { readonly classify: (faces: number[]) => C; readonly group: (faces: number[]) => string };

function rolled(face: number, b: Block): { verdict: Verdict; face: number | null } {
  if (b.auto === 'fail') return { verdict: 'fail', face: null };
  const verdict = verdictOf(face, clampCheck(b.impact));
  return { verdict, face: passes(verdict) ? face : null };
}

const blockKey = (A: Block, B: Block): string => `${A.impact}|${B.impact}|${A.c.attributes.agi}|${B.c.attributes.agi}|${A.auto}|${B.auto}`;

/** A pair's two dice: the melee decision, and for a backed pair the larger formation lost, the other die kept. */
interface PairClasses {
  readonly plain: Classified<PairClass>;
  readonly backed: Classified<PairClass>;
}

function pairClasses(A: Block, B: Block, larger: 'A' | 'B' | null): PairClasses {
  const key = `${blockKey(A, B)}|${larger}`;
  let c = pairClassCache.get(key);
  if (!c) {
    const base = ([fa, fb]: number[]): Decision => decide(rolled(fa, A), rolled(fb, B), A.c.attributes.agi, B.c.attributes.agi, true);
    const plain = (faces: number[]): PairClass => ({ d: base(faces), keep: null });
    const backed = (faces: number[]): PairClass => {
      const d = base(faces);
      const lost = (larger === 'A' && d.winner === 'opponent') || (larger === 'B' && d.winner === 'actor');
      if (!lost) return { d, keep: null };
      const other = larger === 'A' ? rolled(faces[1], B) : rolled(faces[0], A);
      return { d, keep: { verdict: other.verdict, face: other.face ?? 0 } };
    };
    c = { plain: { classify: plain, group: (f) => stateKey(plain(f)) }, backed: { classify: backed, group: (f) => stateKey(backed(f)) } };
    pairClassCache.set(key, c);
  }
  return c;
}
const pairClassCache = new Map<string, PairClasses>();

/** The larger formation's second die against the other's kept one. */
function rerollClassifier(A: Block, B: Block, who: 'A' | 'B', kept: Kept): { decide: (face: number) => Decision; group: (faces: number[]) => string } {
  const key = `${blockKey(A, B)}|${who}|${kept.verdict}|${kept.face}`;
  let c = rerollCache.get(key);
  if (!c) {
    const other = { verdict: kept.verdict, face: passes(kept.verdict) ? kept.face : null };
    const d = (f: number): Decision => {
      const me = rolled(f, who === 'A' ? A : B);
      return who === 'A' ? decide(me, other, A.c.attributes.agi, B.c.attributes.agi, true) : decide(other, me, A.c.attributes.agi, B.c.attributes.agi, true);
    };
    c = { decide: d, group: ([f]) => stateKey(d(f)) };
    rerollCache.set(key, c);
  }
  return c;
}
const rerollCache = new Map<string, { decide: (face: number) => Decision; group: (faces: number[]) => string }>();
