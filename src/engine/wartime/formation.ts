import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { emit, odds, Phase, Program, pure, volley, Volley } from '../core/program';
import { stateKey, traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text } from '../core/types';
import { Character, NamedValue, resolveCharacter, standingModifiers, Weapon } from './characters';
import { actionEnergy, decide, Decision, formula, passes, situationModifiers, situationRulings, sumOf, Verdict, verdictClassifier, verdictOf } from './checks';
import { damageAgainst, formationSide, formationSize, resolveTarget, weaponFor } from './combat';
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

export function planFormationMelee(req: MeleeRequest, catalog: WartimeCatalog): ActionPlan<FormationValue, MeleeOutcome, MeleeOdds> {
  if (req.defenders.length !== 1) throw violation('defenders', msg('error.formation-one-defender'));
  if ((req.attacks ?? 1) !== 1) throw violation('attacks', msg('error.formation-one-action'));
  if (req.coordinated) throw violation('coordinated', msg('error.coordinated-transport'));
  const d0 = req.defenders[0];
  if ((d0.kind ?? 'character') !== 'character') throw violation('defenders[0]', msg('error.formation-vs-formation'));
  const target = resolveTarget(d0, 'defenders[0]', req.facing, catalog);
  const a = resolveCharacter(req.attacker, 'attacker', catalog);
  const aWeapon = weaponFor(req.weapon, a, true, 'weapon', catalog);
  const bc = target.character as Character;
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
  const per = actionEnergy(aWeapon.energy, req.situation, a.maxEnergy, 'attacks');
  if (per > a.energy && !req.situation?.outOfTurn) throw violation('attacks', msg('error.energy-short', { who: a.name, energy: per, left: a.energy }));
  const side = formationSide(target, req.facing);
  const charge = req.charge ?? false;
  const aMods: NamedValue[] = [...standingModifiers(a), ...situationModifiers(req.situation, 'situation')];
  if (side !== 'front') aMods.push({ label: msg(side === 'rear' ? 'modifier.rear' : 'modifier.flank'), value: 2 });
  if (charge) aMods.push({ label: msg('modifier.charge'), value: 1 });
  const bMods = standingModifiers(bc);
  const aDamage = damageOf(aWeapon, a, false);
  // From the rear the Damage doubles (ruling wartime/damage-value); a charge adds 1 to the check only.
  const aValue = side === 'rear' ? { value: aDamage.value * 2, text: msg('damage.rear-melee', { damage: aDamage.text }) } : aDamage;
  const A: Block = {
    name: req.attacker.formation && req.attacker.name === undefined ? SIDE_NAMES.attacking : a.name,
    c: a,
    size: aSize,
    defense: req.attacker.formation?.defense ?? a.defense,
    damage: aValue,
    check: aValue.value + (charge ? 1 : 0),
    impact: a.attributes.agi + sumOf(aMods),
    impactText: formula(msg('formula.base', { check: AGI, value: a.attributes.agi }), aMods, a.attributes.agi + sumOf(aMods)),
    auto: req.attacker.fiveToOneFailed ? 'fail' : null,
    weapon: aWeapon.name,
  };
  const bDamage = damageOf(target.weapon, bc, false);
  const B: Block = {
    name: target.kind === 'formation' && d0.name === undefined ? SIDE_NAMES.defending : bc.name,
    c: bc,
    size: bSize,
    defense: target.defense,
    damage: bDamage,
    check: bDamage.value,
    impact: bc.attributes.agi + sumOf(bMods),
    impactText: formula(msg('formula.base', { check: AGI, value: bc.attributes.agi }), bMods, bc.attributes.agi + sumOf(bMods)),
    auto: target.fiveToOneFailed ? 'fail' : null,
    weapon: target.weapon.name,
  };
  const larger: 'A' | 'B' | null = aSize > bSize ? 'A' : bSize > aSize ? 'B' : null;
  const backed = Math.min(Math.abs(aSize - bSize), inCommon);
  const rule = 'wartime/squads/formation-melee';
  const rulings = [...situationRulings(req.situation), 'wartime/formation-profile', 'wartime/formation-pairs', 'wartime/melee-exchange', 'wartime/damage-value', 'wartime/roll-order'];
  if (charge) rulings.push('wartime/charge');
  const classes = pairClasses(A, B, larger);
  const labels = Array.from({ length: inCommon }, (_, i) => i + 1);

  /** A pair with nothing left to roll, reduced to what the losses read. */
  const settle = (p: Pair, track: Track): PairItem => {
    const open = (x: Stage) => x === 'damage' || x === 'defense';
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
  };
  /** Once the pair's result is known: which strikes it calls for (only those the volley follows). */
  const strikesOf = (item: Pair, d: Decision, track: Track, used: boolean): PairItem =>
    settle(
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
  const pairStep = (n: number, d: Decision, rolls: number[], again: boolean): StepDraft => ({
    rule: `${rule}/pair`,
    summary: msg('step.pair', { n, a: A.name, b: B.name }),
    rolls,
    result: msg('result.opposed', { winner: d.winner ?? 'none', reason: d.reason, actor: A.name, opponent: B.name }),
    rulings: again ? ['wartime/formation-pairs', 'wartime/one-repeat'] : ['wartime/formation-pairs'],
  });

  const phases = (track: Track): Phase<PairItem>[] => {
    const impact: Phase<PairItem> = (item, i) => {
      if (item.settled || item.decision !== null || item.keep !== null) return { t: 'skip' };
      const cls = item.backed ? classes.backed : classes.plain;
      return {
        t: 'roll',
        spec: { die: 'd10', count: 2, purpose: msg('purpose.pair', { who: A.name, other: B.name, n: labels[i] }) },
        group: cls.group,
        resolve: (faces) => {
          const c = cls.classify(faces);
          if (c.keep) return { state: { ...item, keep: c.keep }, steps: () => [pairStep(labels[i], c.d, faces, false)] };
          return { state: strikesOf(item, c.d, track, false), steps: () => [pairStep(labels[i], c.d, faces, false)] };
        },
      };
    };
    const reroll: Phase<PairItem> = (item, i) => {
      if (item.settled || item.keep === null) return { t: 'skip' };
      const who = larger as 'A' | 'B';
      const mine = who === 'A' ? A : B;
      const classify = rerollClassifier(A, B, who, item.keep);
      return {
        t: 'roll',
        spec: { die: 'd10', purpose: msg('purpose.pair-reroll', { who: mine.name, n: labels[i] }), need: `≤${clampCheck(mine.impact)}` },
        group: classify.group,
        resolve: ([f]) => {
          const d = classify.decide(f);
          return { state: strikesOf(item, d, track, true), steps: () => [pairStep(labels[i], d, [f], true)] };
        },
      };
    };
    /** A strike's damage die: Damage against Defense (0 for a side that fumbled its impact). */
    const damage =
      (by: Block, on: Block, key: 'onA' | 'onB'): Phase<PairItem> =>
      (item) => {
        if (item.settled || item[key] !== 'damage') return { t: 'skip' };
        const d = item.decision as Decision;
        const fumbled = key === 'onB' ? d.opponent === 'fumble' : d.actor === 'fumble';
        const defense = fumbled ? 0 : on.defense;
        const t = clampCheck(by.check);
        return {
          t: 'roll',
          spec: { die: 'd10', purpose: msg('purpose.damage', { who: by.name, weapon: by.weapon }), need: `≤${t}` },
          group: verdictClassifier(t),
          resolve: ([f]) => {
            const verdict = verdictOf(f, t);
            const check: StepDraft = {
              rule: `${rule}/damage`,
              summary: msg('step.damage-check', { weapon: by.weapon, damage: by.damage.text, target: t, on: on.name }),
              rolls: [f],
              result: msg('verdict.check', { verdict }),
              rulings: ['wartime/check-clamp'],
            };
            const loss = key === 'onB' ? 'lossB' : 'lossA';
            const pending = key === 'onB' ? 'pendingB' : 'pendingA';
            if (!passes(verdict)) return { state: settle({ ...item, [key]: 'done' }, track), steps: () => [check] };
            const { damage: compared, beats } = damageAgainst(verdict, by.damage.value, defense);
            const compare: StepDraft = {
              rule: `${rule}/defense`,
              summary: msg('step.damage-vs-defense', { damage: compared, critical: verdict === 'critical' ? 'yes' : 'no', defense: fumbled ? msg('defense.fumbled') : msg('defense.plain', { defense }), total: defense, target: on.name }),
              result: msg(beats ? 'result.members-lost' : 'result.defense-check-needed', { n: compared - defense }),
              rulings: ['wartime/formation-profile'],
            };
            // Over Defense: Damage - Defense members; otherwise a Defense check decides one member.
            if (beats) return { state: settle({ ...item, [key]: 'done', [loss]: compared - defense }, track), steps: () => [check, compare] };
            return { state: { ...item, [key]: 'defense', [pending]: defense }, steps: () => [check, compare] };
          },
        };
      };
    const defenseCheck =
      (on: Block, key: 'onA' | 'onB'): Phase<PairItem> =>
      (item) => {
        if (item.settled || item[key] !== 'defense') return { t: 'skip' };
        const defense = clampCheck(key === 'onB' ? item.pendingB : item.pendingA);
        return {
          t: 'roll',
          spec: { die: 'd10', purpose: msg('purpose.defense', { who: on.name }), need: `≤${defense}` },
          group: verdictClassifier(defense),
          resolve: ([f]) => {
            const failed = !passes(verdictOf(f, defense));
            const loss = key === 'onB' ? 'lossB' : 'lossA';
            return {
              state: settle({ ...item, [key]: 'done', [loss]: failed ? 1 : 0 }, track),
              steps: () => [
                {
                  rule: `${rule}/defense`,
                  summary: msg('step.defense-check', { target: on.name, defense }),
                  rolls: [f],
                  result: msg('result.members-lost', { n: failed ? 1 : 0 }),
                },
              ],
            };
          },
        };
      };
    // Roll order (ruling wartime/roll-order): every pair's impact dice, the rerolls, then the
    // attacker's damage dice and the defenders' Defense checks, then the defenders' strikes.
    return [impact, reroll, damage(A, B, 'onB'), defenseCheck(B, 'onB'), damage(B, A, 'onA'), defenseCheck(A, 'onA')];
  };

  const pairsVolley = (track: Track): Volley<PairItem, FormationValue> => ({
    items: labels.map((_, i) => ({ backed: i < backed, decision: null, keep: null, used: false, onB: 'none', onA: 'none', lossA: 0, lossB: 0, pendingA: 0, pendingB: 0 })),
    phases: phases(track),
    isFinal: (p) => p.settled === true,
    init: traced({ lostA: 0, lostB: 0, ended: false }, { rerolls: 0, aStrikes: 0, bStrikes: 0 }),
    // Losses are capped at each formation's size: every strike counts, the dice were thrown together.
    fold: (acc, item) => {
      const p = item as Settled;
      const next = { lostA: Math.min(A.size, acc.lostA + p.lossA), lostB: Math.min(B.size, acc.lostB + p.lossB), ended: acc.ended || p.ended };
      if (!(track.A && track.B && track.ended)) return next as FormationValue;
      const t = traceOf(acc);
      return traced(next, { rerolls: t.rerolls + (p.used ? 1 : 0), aStrikes: t.aStrikes + (p.aStrike ? 1 : 0), bStrikes: t.bStrikes + (p.bStrike ? 1 : 0) });
    },
  });

  const intro: StepDraft = {
    rule,
    summary: msg('step.formation-melee', { a: A.name, sa: aSize, b: B.name, sb: bSize, n: inCommon, rerolls: backed, side }),
    result: msg('result.energy', { energy: per }),
    rulings: ['wartime/formation-pairs'],
  };
  const program: Program<FormationValue> = emit(intro, () => volley(pairsVolley({ A: true, B: true, ended: true }), (acc) => pure(acc)));
  const result = (b: Block, kind: FighterResult['kind'], index: number, lost: number, strikes: number, struck: number): FighterResult => ({
    name: b.name,
    kind,
    index,
    struck,
    down: lost >= b.size,
    exploded: false,
    pulverized: false,
    vitalityLost: 0,
    lost,
    fortuneSpent: 0,
    strikes,
  });
  return {
    program,
    rulings,
    outcome: (v) => {
      const t = traceOf(v);
      return {
        energy: per,
        attacks: 1,
        attacker: result(A, req.attacker.formation ? 'formation' : 'character', -1, v.lostA, t.aStrikes, t.bStrikes),
        defenders: [result(B, target.kind, 0, v.lostB, t.bStrikes, t.aStrikes)],
        combatEnded: v.ended,
        will: [],
        actionFailed: false,
        activationEnded: false,
        rerolls: t.rerolls,
      };
    },
    odds: () => {
      // Exact per side: the dice are thrown together, so a side's losses depend only on the strikes it takes.
      const onA = odds(volley(pairsVolley({ A: true, B: false, ended: false }), (acc) => pure(acc)));
      const onB = odds(volley(pairsVolley({ A: false, B: true, ended: false }), (acc) => pure(acc)));
      const ends = odds(volley(pairsVolley({ A: false, B: false, ended: true }), (acc) => pure(acc)));
      return {
        defendersDown: [onB.probability((v) => v.lostB >= B.size)],
        attackerDown: onA.probability((v) => v.lostA >= A.size),
        combatEnds: ends.probability((v) => v.ended),
        attackerLost: onA.histogram((v) => v.lostA, A.size),
        defenderLost: onB.histogram((v) => v.lostB, B.size),
        expectedAttackerLost: onA.expectation((v) => v.lostA),
        expectedDefenderLost: onB.expectation((v) => v.lostB),
      };
    },
    headline: (o) => msg('headline.formation-melee', { a: A.name, la: o.attacker.lost, b: B.name, lb: o.defenders[0].lost, ended: o.combatEnded ? 'yes' : 'no' }),
    oddsLine: (d) => msg('odds.formation-melee', { a: A.name, ea: d.expectedAttackerLost ?? 0, b: B.name, eb: d.expectedDefenderLost ?? 0 }),
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
function pairClasses(A: Block, B: Block, larger: 'A' | 'B' | null): { plain: Classified<PairClass>; backed: Classified<PairClass> } {
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
const pairClassCache = new Map<string, { plain: Classified<PairClass>; backed: Classified<PairClass> }>();

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
