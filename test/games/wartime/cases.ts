import type { WartimeAction, WartimeRequestByAction } from '../../../src/engine/wartime';
import { RulingCase } from '../../rulings/ruling-case';

export type { WartimeAction };

/**
 * Wartime rulings worked by hand from the rule document (shared/rules/wartime.es.txt) and the
 * rulings register (shared/RULINGS.md). Each case is a request body as a client would POST it to
 * `POST /v1/wartime/resolve/{action}` and the answer the service must give. They were written
 * without reading the engine: if the engine disagrees, re-do the arithmetic by hand first.
 *
 * d10 roll-under: a check passes when the die is at or under its success value (the target). The
 * target is the value plus every modifier, clamped to 1..10 (wartime/check-clamp); a 1 always
 * passes (critical), a 10 always fails (fumble). So P(pass at target t) = t/10 for 2 <= t <= 9,
 * 1/10 at t = 1 (the critical only) and 9/10 at t = 10 (everything but the fumble).
 *
 * Odds conventions:
 * - `check` odds: `pass` is P(outcome.passed), criticals included; `critical` and `fumble` are
 *   P(verdict critical) and P(verdict fumble).
 * - `will-check` odds are a partition by verdict: critical + pass + fail + fumble = 1 (a critical is
 *   not counted in `pass`, a fumble not in `fail`).
 * - `opposed-check` odds: actor + opponent + neither = 1.
 * - Odds are those of the situation before any die is rolled, following the request's plan.
 *
 * ROLL ORDER (fixed dice are consumed in this order: the register's wartime/roll-order, which the
 * document leaves open; first written as this file's own assumptions, reconciled with the engine):
 * 1. check: one d10. Fortune `instead`: no check die, only the Fortune Will d10. Fortune
 *    `rerollFumble`: the first d10; on a 10 the Fortune Will d10, rolled when the point is spent,
 *    then (if the Will check passed: a failed one fails the action, wartime/fortune-will-check) the
 *    reroll d10. Every Fortune use is followed at once by its Will check, before the die it buys.
 * 2. opposed-check: the actor's d10, then the opponent's d10.
 * 3. probability: the tens d10, then the units d10 (a 10 reads as 0; 10 10 is 100).
 * 4. will-check: one d10; no die when the trigger does not call for a check.
 * 5. shot: coordinated supporters' d10s first (all of them); then each attack in turn, resolved in
 *    full before the next, and no further attack once the target is down: impact d10 (a Fortune
 *    reroll or a cancel right after it: that Fortune's Will d10, then the reroll), then on a hit the
 *    damage d10 (same), then the Defense d10 when Damage does not exceed Defense (characters and
 *    formations only), then the Will d10 of a Fortune spent to ignore the damage. A miss against a
 *    target in cover: the tens and units d10 of the 30% chance, then on a strike the damage d10
 *    against the first element. Area weapons: impact d10; on a miss the direction d12 then the
 *    distance d10; then for every model under the area (the target first, then the others by
 *    distance from the area's centre, ties by index): its damage d10, then its Defense d10 if needed.
 *    A formation shooting rolls all its impact d10s together, then the damage d10 of each hit in
 *    die order, then the Defense d10s of the hits that need one.
 * 6. melee, per exchange: the attacker's impact d10, the defender's impact d10 (none for a
 *    defenceless target unless `rollImpact`, none for a fighter who failed its 5-to-1 check), then
 *    the winner's damage d10, then the loser's Defense d10 if needed. Both criticals: the attacker's
 *    damage (and the defender's Defense) d10s, then the defender's damage (and the attacker's Defense).
 *    Formations: the impact d10s pair by pair, the attacker's die then the defender's (`inCommon`
 *    pairs), then the larger formation's reroll d10s (for the pairs its extra models back, in pair
 *    order), then the attacker's damage d10s (one per pair it won, in pair order) and the defender's
 *    Defense d10s, then the defender's damage d10s and the attacker's Defense d10s.
 * 7. turn-order, initiative drawn: one d10 per player in clockwise order, the highest wins.
 * 8. trap: the AGI or INT d10, then the CON d10 (a transport: the Defense d10), then the Vitality d10.
 *
 * Stat lines used below (all inline):
 *   Rifleman   CON 4 AGI 6 INT 4 REA 5 VOL 5, base 2.5 cm (Movement 3), Energy 10, Rifle (E2 D5 range
 *              20 K), Vest (protection 3): Defense 3.
 *   Trooper    CON 4 AGI 5 INT 4 REA 4 VOL 5, base 2.5 cm (Movement 3), Vest 3: Defense 3 (with a
 *              Helmet 2 as well: Defense 5).
 *   Swordsman  CON 6 AGI 6 INT 3 REA 5 VOL 5, base 2.5, Sword (E1 D3 range 0): close-combat Damage
 *              3 + 6 - 3 = 6, Jerkin 2: Defense 2.
 *   Brawler    CON 4 AGI 5 INT 3 REA 4 VOL 4, base 2.5, Knife (E1 D2 range 0): close-combat Damage
 *              2 + 4 - 3 = 3, Vest 3: Defense 3.
 *
 * Recurring sums:
 *   Rifle D5 against Defense 3: any passed damage check (P 5/10, the critical included) downs the
 *     target (5 > 3, doubled 10 > 3): P(down | hit) = 5/10.
 *   Rifle D5 against Defense 5: a non-critical pass (2..5, P 4/10) needs the Defense check to fail
 *     (P 5/10); a critical (P 1/10) doubles to 10 > 5: P(down | hit) = 4/10 x 5/10 + 1/10 = 3/10.
 *   Explosion: impact critical x damage critical x (doubled Damage > Defense) = 1/10 x 1/10 = 1/100.
 */

/** A Wartime case: its request typed by its action (the engine's `WartimeRequestByAction`), so every body is checked against requests.ts. */
export type WartimeCase = {
  [A in WartimeAction]: RulingCase<A, WartimeRequestByAction[A]>;
}[WartimeAction];

export const WARTIME_CASES: WartimeCase[] = [
  // ------------------------------------------------------------------------------------------
  // check: attribute checks, modifiers, clamping, criticals and fumbles, Energy
  // ------------------------------------------------------------------------------------------
  {
    id: 'check-pass-at-target',
    title: 'AGI 6, no modifier: a 6 is at the target and passes; Energy 1 by default',
    action: 'check',
    request: { attribute: 'agi', value: 6, dice: { values: [6] } },
    arithmetic:
      'Target = AGI 6 + 0 = 6. d10(6) <= 6: pass (not a 1: no critical). No Energy given: an action costs 1. ' +
      'Odds: pass 2..6 plus the critical 1 = 6/10 = 0.6; critical 1/10 = 0.1; fumble 1/10 = 0.1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { attribute: 'agi', value: 6, modifier: 0, target: 6, roll: 6, verdict: 'pass', passed: true, energy: 1, fortuneSpent: 0 },
      odds: { pass: 0.6, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-fail-over-target',
    title: 'AGI 6: a 7 is over the target and fails',
    action: 'check',
    request: { attribute: 'agi', value: 6, dice: { values: [7] } },
    arithmetic: 'Target 6. d10(7) > 6: fail (not a 10: no fumble). Odds 6/10 = 0.6 to pass.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: 6, roll: 7, verdict: 'fail', passed: false },
      odds: { pass: 0.6, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-clamped-to-1-critical-passes',
    title: 'CON 3, difficult (-2) and two actions at once (-2): target -1 clamps to 1; a 1 is a critical and passes',
    action: 'check',
    request: { attribute: 'con', value: 3, difficult: true, situation: { simultaneousActions: 2 }, dice: { values: [1] } },
    arithmetic:
      'Modifiers: difficult without a value -2; two actions at once -1 each = -2 on each: total -4. 3 - 4 = -1, below 1 counts as 1 ' +
      '(wartime/check-clamp). d10(1): a critical always passes. Odds: only the 1 passes: 1/10 = 0.1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { value: 3, modifier: -4, target: 1, roll: 1, verdict: 'critical', passed: true },
      odds: { pass: 0.1, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-clamped-to-1-two-fails',
    title: 'INT 2 with difficulty -3: target 1, a 2 fails',
    action: 'check',
    request: { attribute: 'int', value: 2, difficult: true, difficulty: -3, dice: { values: [2] } },
    arithmetic: '2 - 3 = -1 -> 1. d10(2) > 1: fail. Only a 1 passes at target 1: 1/10 = 0.1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: -3, target: 1, roll: 2, verdict: 'fail', passed: false },
      odds: { pass: 0.1, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-clamped-to-10-fumble-fails',
    title: 'REA 9 + 3 (a named bonus): target 12 clamps to 10; a 10 is a fumble and fails',
    action: 'check',
    request: { attribute: 'rea', value: 9, situation: { modifiers: [{ name: 'Scope', value: 3 }] }, dice: { values: [10] } },
    arithmetic:
      '9 + 3 = 12, above 10 counts as 10. d10(10): a fumble always fails whatever the target. ' +
      'Odds: 1..9 pass = 9/10 = 0.9; fumble 0.1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { value: 9, modifier: 3, target: 10, roll: 10, verdict: 'fumble', passed: false },
      odds: { pass: 0.9, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-difficult-default-minus-2',
    title: 'A difficult action without a modifier is -2: AGI 7 -> 5, a 6 fails',
    action: 'check',
    request: { attribute: 'agi', value: 7, difficult: true, dice: { values: [6] } },
    arithmetic: 'Difficult, no modifier given: CH ATR -2. 7 - 2 = 5. d10(6) > 5: fail. Odds 5/10 = 0.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: -2, target: 5, roll: 6, verdict: 'fail', passed: false },
      odds: { pass: 0.5, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-difficulty-replaces-default',
    title: 'A difficult action with its own modifier -3: the -3 replaces the default -2 (AGI 7 -> 4)',
    action: 'check',
    request: { attribute: 'agi', value: 7, difficult: true, difficulty: -3, dice: { values: [4] } },
    arithmetic:
      'The document ("si ... no especifica ningún modificador, el modificador será CH ATR -2") gives -2 only when a difficult action names no modifier, so a named -3 is the whole difficulty ' +
      '(not -2 - 3). 7 - 3 = 4. d10(4) <= 4: pass. Odds 4/10 = 0.4.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: -3, target: 4, roll: 4, verdict: 'pass', passed: true },
      odds: { pass: 0.4, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-three-actions-at-once',
    title: 'Three actions at once: -3 on each (INT 8 -> 5), a 5 passes',
    action: 'check',
    request: { attribute: 'int', value: 8, situation: { simultaneousActions: 3 }, dice: { values: [5] } },
    arithmetic: 'Each of 3 simultaneous actions has CH ATR -3 (-1 per action done). 8 - 3 = 5. d10(5) <= 5: pass. Odds 0.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: -3, target: 5, roll: 5, verdict: 'pass', passed: true },
      odds: { pass: 0.5, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-one-action-no-modifier',
    title: 'simultaneousActions 1 is a single action: no modifier (AGI 6, a 6 passes)',
    action: 'check',
    request: { attribute: 'agi', value: 6, situation: { simultaneousActions: 1 }, dice: { values: [6] } },
    arithmetic: 'One action alone is not "several at once": the -1 per action starts at two. Target 6, d10(6) passes. Odds 0.6.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: 0, target: 6, verdict: 'pass', passed: true },
      odds: { pass: 0.6, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-out-of-turn-energy-minimum-3',
    title: 'A regular 1-Energy action out of turn costs 3 (doubled, at least 3) and has -1: AGI 6 -> 5, a 6 fails',
    action: 'check',
    request: { attribute: 'agi', value: 6, energy: 1, situation: { outOfTurn: true }, dice: { values: [6] } },
    arithmetic:
      'Out of turn: Energy 1 x 2 = 2, below the minimum of 3 -> 3. CH ATR -1: 6 - 1 = 5. d10(6) > 5: fail. Odds 0.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: -1, target: 5, roll: 6, verdict: 'fail', passed: false, energy: 3 },
      odds: { pass: 0.5, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-out-of-turn-interrupting',
    title: 'Out of turn and interrupting: Energy 2 -> 4, -1 -1 = -2 (AGI 7 -> 5), a 5 passes',
    action: 'check',
    request: { attribute: 'agi', value: 7, energy: 2, situation: { outOfTurn: true, interrupting: true }, dice: { values: [5] } },
    arithmetic:
      'Energy 2 x 2 = 4 (already at least 3). Out of turn -1, and done before the acting character finishes its action a further ' +
      'cumulative -1: -2. 7 - 2 = 5. d10(5) <= 5: pass. Odds 0.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: -2, target: 5, roll: 5, verdict: 'pass', passed: true, energy: 4 },
      odds: { pass: 0.5, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-interrupting-out-of-turn-action',
    title: 'An action catalogued as out of turn that interrupts: only the interrupt -1, Energy not doubled',
    action: 'check',
    request: { attribute: 'rea', value: 7, energy: 2, situation: { interrupting: true }, dice: { values: [6] } },
    arithmetic:
      'ruling: wartime/out-of-turn: `outOfTurn` marks a regular action done out of turn (double Energy, at least 3, and -1); an action that is ' +
      'itself an out-of-turn action keeps its cost and has no -1, but the document gives the extra -1 to any out-of-turn ' +
      'action done before the acting character finishes. So: Energy 2, modifier -1, 7 - 1 = 6. d10(6) <= 6: pass. Odds 0.6.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: -1, target: 6, roll: 6, verdict: 'pass', passed: true, energy: 2 },
      odds: { pass: 0.6, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-out-of-turn-energy-5-fits-10',
    title: 'A 5-Energy action out of turn costs 10: a character with Energy 10 (REA 5) can still do it',
    action: 'check',
    request: {
      attribute: 'agi',
      character: { profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5 } },
      energy: 5,
      situation: { outOfTurn: true },
      dice: { values: [3] },
    },
    arithmetic:
      'Energy = REA 5 + 5 = 10 (at most 10); out-of-turn Energy may reach the maximum Energy. 5 x 2 = 10 <= 10: allowed. ' +
      'AGI 6 - 1 = 5; d10(3) <= 5: pass. Odds 0.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { value: 6, modifier: -1, target: 5, roll: 3, verdict: 'pass', passed: true, energy: 10 },
      odds: { pass: 0.5, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-out-of-turn-energy-6-refused',
    title: 'A 6-Energy action out of turn would cost 12, more than Energy 10: refused (422)',
    action: 'check',
    request: {
      attribute: 'agi',
      character: { profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5 } },
      energy: 6,
      situation: { outOfTurn: true },
      dice: { values: [3] },
    },
    arithmetic:
      'The document own example: an action of 6 Energy or more costs 12 out of turn, so a character with Energy 10 cannot do it. ' +
      'Energy = min(5 + 5, 10) = 10 < 12: the rules forbid it, 422.',
    expect: { status: 422 },
  },
  {
    id: 'check-vitality-lost',
    title: 'Two Vitality points lost: -2 (AGI 7 -> 5), a 5 passes',
    action: 'check',
    request: {
      attribute: 'agi',
      character: { profile: { body: { profile: { con: 5, agi: 7, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 }, vitalityLost: 2 },
      dice: { values: [5] },
    },
    arithmetic: '-1 per Vitality point lost: -2. 7 - 2 = 5. d10(5) <= 5: pass. Odds 0.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { value: 7, modifier: -2, target: 5, roll: 5, verdict: 'pass', passed: true },
      odds: { pass: 0.5, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-defense-above-constitution',
    title: 'Defense 5 (3 + 2) over CON 3: -2 on every attribute check (AGI 6 -> 4), a 5 fails',
    action: 'check',
    request: {
      attribute: 'agi',
      character: {
        profile: {
          body: { profile: { con: 3, agi: 6, int: 4, rea: 4, vol: 5 } },
          baseDiameter: 2.5,
          protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Helmet', energy: 1, protection: 2 } }],
        },
      },
      dice: { values: [5] },
    },
    arithmetic: 'Defense = 3 + 2 = 5; CON 3; two levels above: -2. 6 - 2 = 4. d10(5) > 4: fail. Odds 0.4.',
    expect: {
      status: 200,
      complete: true,
      outcome: { value: 6, modifier: -2, target: 4, roll: 5, verdict: 'fail', passed: false },
      odds: { pass: 0.4, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-defense-equal-constitution-no-malus',
    title: 'Defense 5 with CON 5: not above, no malus (AGI 6, a 6 passes)',
    action: 'check',
    request: {
      attribute: 'agi',
      character: {
        profile: { body: { profile: { con: 5, agi: 6, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Plate', energy: 3, protection: 5 } }] },
      },
      dice: { values: [6] },
    },
    arithmetic: 'Defense 5 is not above CON 5: no modifier. Target 6, d10(6) passes. Odds 0.6.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: 0, target: 6, roll: 6, verdict: 'pass', passed: true },
      odds: { pass: 0.6, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-will-effects-add-up',
    title: 'Will effects running, failed (-1) and critical (+3): +2 (AGI 5 -> 7), a 7 passes',
    action: 'check',
    request: {
      attribute: 'agi',
      character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 }, will: ['failed', 'critical'] },
      dice: { values: [7] },
    },
    arithmetic: 'Will effects are cumulative: -1 + 3 = +2. 5 + 2 = 7. d10(7) <= 7: pass. Odds 0.7.',
    expect: {
      status: 200,
      complete: true,
      outcome: { value: 5, modifier: 2, target: 7, roll: 7, verdict: 'pass', passed: true },
      odds: { pass: 0.7, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-will-fumbled-and-failed',
    title: 'Will effects fumbled (-3) and failed (-1): INT 6 -> 2, a 2 passes',
    action: 'check',
    request: {
      attribute: 'int',
      character: { profile: { body: { profile: { con: 4, agi: 5, int: 6, rea: 4, vol: 5 } }, baseDiameter: 2.5 }, will: ['fumbled', 'failed'] },
      dice: { values: [2] },
    },
    arithmetic: '-3 - 1 = -4. 6 - 4 = 2. d10(2) <= 2: pass. Odds 2/10 = 0.2.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: -4, target: 2, roll: 2, verdict: 'pass', passed: true },
      odds: { pass: 0.2, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-flee-three-engaged',
    title: 'Fleeing close combat engaged with 3 enemies: -1 per enemy after the first = -2 (AGI 6 -> 4), a 4 passes',
    action: 'check',
    request: { attribute: 'agi', value: 6, engagedEnemies: 3, dice: { values: [4] } },
    arithmetic: 'Flee from combat: cumulative -1 for each engaged enemy after the first: 3 - 1 = 2 -> -2. 6 - 2 = 4. d10(4) passes. Odds 0.4.',
    expect: {
      status: 200,
      complete: true,
      outcome: { modifier: -2, target: 4, roll: 4, verdict: 'pass', passed: true },
      odds: { pass: 0.4, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-every-modifier-stacked',
    title: 'Every modifier at once (-10): AGI 8 clamps to 1, Energy 1 out of turn costs 3; a 1 still passes as a critical',
    action: 'check',
    request: {
      attribute: 'agi',
      character: {
        profile: { body: { profile: { con: 3, agi: 8, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Plate', energy: 3, protection: 4 } }] },
        vitalityLost: 1,
        will: ['failed'],
      },
      difficult: true,
      energy: 1,
      situation: { simultaneousActions: 2, outOfTurn: true, interrupting: true, modifiers: [{ name: 'Smoke', value: -1 }] },
      dice: { values: [1] },
    },
    arithmetic:
      'Defense 4 over CON 3: -1. Vitality lost 1: -1. Will failed: -1. Difficult: -2. Two actions at once: -2. Out of turn: -1. ' +
      'Interrupting: -1. Smoke: -1. Total -10. 8 - 10 = -2 -> 1. Energy 1 x 2 = 2 -> minimum 3. d10(1): critical, passes. ' +
      'Odds: only a 1 passes: 0.1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { value: 8, modifier: -10, target: 1, roll: 1, verdict: 'critical', passed: true, energy: 3 },
      odds: { pass: 0.1, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-minimum-not-met',
    title: 'The action requires AGI 6 and the character has AGI 5: refused (422)',
    action: 'check',
    request: { attribute: 'agi', value: 5, minimum: 6, dice: { values: [3] } },
    arithmetic: 'A requirement "CH AGI 6" means at least 6 in the attribute to attempt the action; 5 < 6: the rules forbid it, 422.',
    expect: { status: 422 },
  },
  {
    id: 'check-minimum-on-unmodified-attribute',
    title: 'Requirement AGI 6 met by AGI 6 even though the difficult target is 4; a 3 passes',
    action: 'check',
    request: { attribute: 'agi', value: 6, minimum: 6, difficult: true, dice: { values: [3] } },
    arithmetic:
      'The document ("deberá tener un valor mínimo 6 en el atributo"; modifiers "nunca cambian el atributo"): the requirement is on the attribute value, not on the modified target. ' +
      '6 >= 6: allowed. Target 6 - 2 = 4; d10(3) <= 4: pass. Odds 0.4.',
    expect: {
      status: 200,
      complete: true,
      outcome: { value: 6, modifier: -2, target: 4, roll: 3, verdict: 'pass', passed: true },
      odds: { pass: 0.4, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-fortune-automatic-pass',
    title: 'Fortune instead of the roll: 1 point for a pass (no die, never a critical), then the Will check (VOL 5, a 3 passes)',
    action: 'check',
    request: {
      attribute: 'agi',
      character: { profile: { body: { profile: { con: 4, agi: 4, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, fortune: 2 } },
      fortune: { instead: 'pass' },
      dice: { values: [3] },
    },
    arithmetic:
      'Spending 1 Fortune instead of rolling gives a passed check; no check die (roll null), verdict pass, never a critical. ' +
      'Spending Fortune calls for a CH VOL: VOL 5, d10(3) <= 5: passed, no effect. Fortune 2 -> 1 left, 1 spent. ' +
      'Odds: the bought pass stands only if the Will check passes (a failed Will check fails the action under way, ' +
      'ruling: wartime/fortune-will-check): pass = P(CH VOL 5 passes) = 5/10 = 0.5; critical 0 (a bought pass is never a ' +
      'critical); fumble 0 (no die).',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        roll: null,
        verdict: 'pass',
        passed: true,
        fortuneSpent: 1,
        will: [{ target: 5, roll: 3, verdict: 'pass', effect: null }],
        actionFailed: false,
        activationEnded: false,
      },
      odds: { pass: 0.5, critical: 0, fumble: 0 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-fortune-pass-will-fails-action-fails',
    title: 'Fortune for a pass, then the Will check fails (an 8 against VOL 5): the action under way fails',
    action: 'check',
    request: {
      attribute: 'agi',
      character: { profile: { body: { profile: { con: 4, agi: 4, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, fortune: 2 } },
      fortune: { instead: 'pass' },
      dice: { values: [8] },
    },
    arithmetic:
      'The Fortune CH VOL d10(8) > 5 fails: a failed Will check makes the action under way fail, and -1 runs until the end ' +
      'of the next activation (effect failed). ruling: wartime/fortune-will-check: the check is the action, so it ends failed ' +
      '(verdict fail, passed false, no die: roll null), actionFailed true says why.',
    expect: {
      status: 200,
      complete: true,
      outcome: { roll: null, verdict: 'fail', passed: false, fortuneSpent: 1, will: [{ target: 5, roll: 8, verdict: 'fail', effect: 'failed' }], actionFailed: true },
      diceUsed: 1,
    },
  },
  {
    id: 'check-fortune-automatic-critical',
    title: 'Three Fortune points for an automatic critical; one Will check for that one use (VOL 5, a 2 passes)',
    action: 'check',
    request: {
      attribute: 'int',
      character: { profile: { body: { profile: { con: 4, agi: 4, int: 3, rea: 4, vol: 5 } }, baseDiameter: 2.5, fortune: 3 } },
      fortune: { instead: 'critical' },
      dice: { values: [2] },
    },
    arithmetic:
      'ruling: wartime/fortune-will-check: the 3 points bought together are one use of Fortune, so one CH VOL follows (not ' +
      'three). No check die; verdict critical. Will: d10(2) <= 5 passes. Fortune 3 -> 0. Odds: the critical stands when the ' +
      'Will check passes: pass = critical = 5/10 = 0.5; fumble 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: { roll: null, verdict: 'critical', passed: true, fortuneSpent: 3, will: [{ target: 5, roll: 2, verdict: 'pass' }], actionFailed: false },
      odds: { pass: 0.5, critical: 0.5, fumble: 0 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-fortune-critical-not-enough-points',
    title: 'An automatic critical needs 3 Fortune points; with 2 it is refused (422)',
    action: 'check',
    request: {
      attribute: 'int',
      character: { profile: { body: { profile: { con: 4, agi: 4, int: 3, rea: 4, vol: 5 } }, baseDiameter: 2.5, fortune: 2 } },
      fortune: { instead: 'critical' },
      dice: { values: [2] },
    },
    arithmetic:
      'The automatic critical costs 3 Fortune; the character has 2: it cannot be bought. ruling: wartime/fortune-decisions: a ' +
      'bought result the character cannot pay when the request is made is refused, 422 at fortune.instead (not rolled instead).',
    expect: { status: 422, errorPath: 'fortune.instead' },
  },
  {
    id: 'check-fortune-reroll-fumble',
    title: 'A fumble rerolled with 1 Fortune: 10, then the Will check 3 (VOL 5: pass), then the reroll 3 (it stands, AGI 6: pass)',
    action: 'check',
    request: {
      attribute: 'agi',
      character: { profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, fortune: 1 } },
      fortune: { rerollFumble: true },
      dice: { values: [10, 3, 3] },
    },
    arithmetic:
      'd10(10): fumble; the plan spends 1 Fortune to roll again. ruling: wartime/roll-order: the Will check comes when the point ' +
      'is spent, before the die it buys: CH VOL d10(3) <= 5 passes; the reroll d10(3) <= 6 passes and stands. ' +
      'Odds (a failed Will check fails the action, the fumble standing, no reroll; wartime/fortune-will-check): ' +
      'pass = 6/10 + 1/10 x 5/10 x 6/10 = 0.6 + 0.03 = 0.63; critical = 1/10 + 1/10 x 5/10 x 1/10 = 0.105; ' +
      'fumble = 1/10 x 5/10 (Will failed) + 1/10 x 5/10 x 1/10 (10 again: a die is rerolled only once) = 0.05 + 0.005 = 0.055.',
    expect: {
      status: 200,
      complete: true,
      outcome: { roll: 3, verdict: 'pass', passed: true, fortuneSpent: 1, will: [{ target: 5, roll: 3, verdict: 'pass', effect: null }], actionFailed: false },
      odds: { pass: 0.63, critical: 0.105, fumble: 0.055 },
      diceUsed: 3,
    },
  },
  {
    id: 'check-fortune-reroll-without-points',
    title: 'A reroll planned but no Fortune left: the fumble stands, nothing spent',
    action: 'check',
    request: {
      attribute: 'agi',
      character: { profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 }, fortune: 0 },
      fortune: { rerollFumble: true },
      dice: { values: [10] },
    },
    arithmetic:
      'The plan applies while points last (wartime/fortune-decisions); with 0 Fortune the d10(10) fumble stands. ' +
      'Odds as without Fortune: 0.6, 0.1, 0.1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { roll: 10, verdict: 'fumble', passed: false, fortuneSpent: 0, will: [] },
      odds: { pass: 0.6, critical: 0.1, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'check-dice-ran-out',
    title: 'No die given: incomplete, the next roll is one d10',
    action: 'check',
    request: { attribute: 'vol', value: 5, dice: { values: [] } },
    arithmetic: 'The check needs one d10 and none was given: complete false, next d10 x 1.',
    expect: { status: 200, complete: false, next: { die: 'd10', count: 1 }, diceUsed: 0 },
  },
  {
    id: 'check-die-zero-refused',
    title: 'A d10 entered as 0 (it must be entered as 10): 422 at dice.values[0]',
    action: 'check',
    request: { attribute: 'vol', value: 5, dice: { values: [0] } },
    arithmetic: 'Dice are entered 1..10, a face showing 0 as 10; 0 is not a d10 value: 422.',
    expect: { status: 422, errorPath: 'dice.values[0]' },
  },
  {
    id: 'check-die-left-over-refused',
    title: 'Two dice for a one-die check: 422 at dice.values[1]',
    action: 'check',
    request: { attribute: 'vol', value: 5, dice: { values: [3, 4] } },
    arithmetic: 'The check uses one d10 (a 3 passes); the 4 is never used: 422.',
    expect: { status: 422, errorPath: 'dice.values[1]' },
  },
  {
    id: 'check-attribute-out-of-range',
    title: 'An attribute of 11: attributes are 1..10, 422 at value',
    action: 'check',
    request: { attribute: 'con', value: 11, dice: { values: [3] } },
    arithmetic: 'Body attributes are bought from 1 to 10; 11 is no attribute value: 422.',
    expect: { status: 422, errorPath: 'value' },
  },

  // ------------------------------------------------------------------------------------------
  // opposed-check: the lowest passing roll wins; equal rolls go to the higher attribute
  // ------------------------------------------------------------------------------------------
  {
    id: 'opposed-lower-passing-roll-wins',
    title: 'AGI 6 rolls 4, AGI 7 rolls 5: both pass, the lower roll (the actor) wins',
    action: 'opposed-check',
    request: { actor: { attribute: 'agi', value: 6 }, opponent: { attribute: 'agi', value: 7 }, dice: { values: [4, 5] } },
    arithmetic:
      'Actor d10(4) <= 6 pass; opponent d10(5) <= 7 pass; 4 < 5: actor wins. Odds over the 100 pairs: actor wins with a <= 6 when ' +
      'b fails (3 faces: 8, 9, 10) or b > a passing (7 - a faces): sum over a = 1..6 of (10 - a) = 39 -> 0.39; opponent wins with ' +
      'b <= 7 when a fails (4 faces) or a > b passing (6 - b faces, none from b = 6) or a = b (b <= 6, attribute 7 > 6): ' +
      'b = 1..7 gives 10 + 9 + 8 + 7 + 6 + 5 + 4 = 49 -> 0.49; neither: both fail 4 x 3 = 12 -> 0.12.',
    expect: {
      status: 200,
      complete: true,
      outcome: { winner: 'actor', reason: 'lower-roll', actor: { target: 6, roll: 4, verdict: 'pass' }, opponent: { target: 7, roll: 5, verdict: 'pass' } },
      odds: { actor: 0.39, opponent: 0.49, neither: 0.12 },
      diceUsed: 2,
    },
  },
  {
    id: 'opposed-only-one-passes',
    title: 'AGI 6 rolls 7 (fail), AGI 5 rolls 5 (pass): the opponent wins as the only one passing',
    action: 'opposed-check',
    request: { actor: { attribute: 'agi', value: 6 }, opponent: { attribute: 'agi', value: 5 }, dice: { values: [7, 5] } },
    arithmetic:
      '7 > 6 fails; 5 <= 5 passes: the opponent wins. Odds: actor a = 1..6: (10 - 5) + max(0, 5 - a) + [a <= 5 and 6 > 5] = ' +
      '10 + 9 + 8 + 7 + 6 + 5 = 45 -> 0.45; opponent b = 1..5: (10 - 6) + (6 - b) = 9 + 8 + 7 + 6 + 5 = 35 -> 0.35; neither 4 x 5 = 20 -> 0.2.',
    expect: {
      status: 200,
      complete: true,
      outcome: { winner: 'opponent', reason: 'only-pass', actor: { roll: 7, verdict: 'fail' }, opponent: { roll: 5, verdict: 'pass' } },
      odds: { actor: 0.45, opponent: 0.35, neither: 0.2 },
      diceUsed: 2,
    },
  },
  {
    id: 'opposed-equal-rolls-higher-attribute',
    title: 'Both roll 3: the higher attribute (8 against 6) wins',
    action: 'opposed-check',
    request: { actor: { attribute: 'agi', value: 6 }, opponent: { attribute: 'rea', value: 8 }, dice: { values: [3, 3] } },
    arithmetic:
      'Both pass with the same roll: the character with the higher attribute value wins, 8 > 6: the opponent. Odds: actor ' +
      'a = 1..6: 2 + (8 - a) = 9 + 8 + 7 + 6 + 5 + 4 = 39 -> 0.39; opponent b = 1..8: 4 + max(0, 6 - b) + [b <= 6] = ' +
      '10 + 9 + 8 + 7 + 6 + 5 + 4 + 4 = 53 -> 0.53; neither: both fail 4 x 2 = 8 -> 0.08.',
    expect: {
      status: 200,
      complete: true,
      outcome: { winner: 'opponent', reason: 'higher-attribute' },
      odds: { actor: 0.39, opponent: 0.53, neither: 0.08 },
      diceUsed: 2,
    },
  },
  {
    id: 'opposed-full-tie',
    title: 'Same roll (4) and same attribute (6): full tie, the action does not happen',
    action: 'opposed-check',
    request: { actor: { attribute: 'agi', value: 6 }, opponent: { attribute: 'agi', value: 6 }, dice: { values: [4, 4] } },
    arithmetic:
      'Equal rolls, equal attributes: the action does not happen. Odds: each wins sum over 1..6 of (4 + (6 - r)) = 39 -> 0.39; ' +
      'neither: both fail 16 + the six equal passing pairs 6 = 22 -> 0.22.',
    expect: {
      status: 200,
      complete: true,
      outcome: { winner: null, reason: 'full-tie' },
      odds: { actor: 0.39, opponent: 0.39, neither: 0.22 },
      diceUsed: 2,
    },
  },
  {
    id: 'opposed-nobody-passes',
    title: 'AGI 6 rolls 8, AGI 6 rolls 10 (fumble): nobody passes, nothing happens',
    action: 'opposed-check',
    request: { actor: { attribute: 'agi', value: 6 }, opponent: { attribute: 'agi', value: 6 }, dice: { values: [8, 10] } },
    arithmetic: '8 > 6 fails; 10 is a fumble. Nobody wins. Odds as in the full tie case: 0.39, 0.39, 0.22.',
    expect: {
      status: 200,
      complete: true,
      outcome: { winner: null, reason: 'none-passed', actor: { verdict: 'fail' }, opponent: { verdict: 'fumble' } },
      odds: { actor: 0.39, opponent: 0.39, neither: 0.22 },
      diceUsed: 2,
    },
  },
  {
    id: 'opposed-tie-goes-to-attribute-not-target',
    title: 'Both roll 2: AGI 7 at -3 (target 4) beats AGI 5 (target 5), the attribute decides, not the modified target',
    action: 'opposed-check',
    request: {
      actor: { attribute: 'agi', value: 7, situation: { modifiers: [{ name: 'Wounded arm', value: -3 }] } },
      opponent: { attribute: 'agi', value: 5 },
      dice: { values: [2, 2] },
    },
    arithmetic:
      'ruling: wartime/opposed-tie: "el valor de atributo más alto" is the attribute value, and modifiers never change the attribute: 7 > 5, the actor ' +
      'wins although its target (4) is lower. Odds: actor a = 1..4: (10 - 5) + max(0, 5 - a) + [a <= 5] = 10 + 9 + 8 + 7 = 34 -> ' +
      '0.34; opponent b = 1..5: (10 - 4) + max(0, 4 - b) = 9 + 8 + 7 + 6 + 6 = 36 -> 0.36; neither: 6 x 5 = 30 -> 0.3.',
    expect: {
      status: 200,
      complete: true,
      outcome: { winner: 'actor', reason: 'higher-attribute', actor: { target: 4, roll: 2 }, opponent: { target: 5, roll: 2 } },
      odds: { actor: 0.34, opponent: 0.36, neither: 0.3 },
      diceUsed: 2,
    },
  },
  {
    id: 'opposed-both-critical-equal-attribute',
    title: 'Both roll 1 with AGI 5 each: equal rolls, equal attributes, full tie',
    action: 'opposed-check',
    request: { actor: { attribute: 'agi', value: 5 }, opponent: { attribute: 'agi', value: 5 }, dice: { values: [1, 1] } },
    arithmetic:
      'Two criticals are two passes with the same roll; attributes equal: the action does not happen. Odds: each side sum over ' +
      '1..5 of (5 + (5 - r)) = 35 -> 0.35; neither 25 + 5 = 30 -> 0.3.',
    expect: {
      status: 200,
      complete: true,
      outcome: { winner: null, reason: 'full-tie', actor: { verdict: 'critical' }, opponent: { verdict: 'critical' } },
      odds: { actor: 0.35, opponent: 0.35, neither: 0.3 },
      diceUsed: 2,
    },
  },
  {
    id: 'opposed-clamped-fumble-loses-to-critical',
    title: 'Target 12 clamps to 10 but a 10 still fumbles; INT 1 rolling 1 is a critical and wins',
    action: 'opposed-check',
    request: {
      actor: { attribute: 'int', value: 10, situation: { modifiers: [{ name: 'Codebook', value: 2 }] } },
      opponent: { attribute: 'int', value: 1 },
      dice: { values: [10, 1] },
    },
    arithmetic:
      'Actor 10 + 2 = 12 -> 10; d10(10) fumble fails. Opponent target 1; d10(1) critical passes: only pass, the opponent wins. ' +
      'Odds: actor passes 1..9, opponent only 1. Actor: a = 1 wins when b fails (9) or b = 1 (attribute 10 > 1): 10; a = 2..9 wins ' +
      'when b fails: 8 x 9 = 72; 82 -> 0.82. Opponent: b = 1 with a = 10 (1) or a = 2..9 (8): 9 -> 0.09. Neither: a = 10 and ' +
      'b fails: 9 -> 0.09.',
    expect: {
      status: 200,
      complete: true,
      outcome: { winner: 'opponent', reason: 'only-pass', actor: { target: 10, roll: 10, verdict: 'fumble' }, opponent: { target: 1, roll: 1, verdict: 'critical' } },
      odds: { actor: 0.82, opponent: 0.09, neither: 0.09 },
      diceUsed: 2,
    },
  },
  {
    id: 'opposed-attribute-zero-refused',
    title: 'An opposed side with attribute 0: 422 at actor.value',
    action: 'opposed-check',
    request: { actor: { attribute: 'agi', value: 0 }, opponent: { attribute: 'agi', value: 5 }, dice: { values: [3, 3] } },
    arithmetic: 'Attributes are 1..10; 0 is not one: 422.',
    expect: { status: 422, errorPath: 'actor.value' },
  },

  // ------------------------------------------------------------------------------------------
  // probability: d100 as two d10, tens then units, 00 = 100
  // ------------------------------------------------------------------------------------------
  {
    id: 'probability-34-under-35',
    title: '35%: tens 3, units 4 = 34 <= 35, it happens',
    action: 'probability',
    request: { percent: 35, dice: { values: [3, 4] } },
    arithmetic: 'Tens d10(3), units d10(4): 34. 34 <= 35: happens. Odds 35/100 = 0.35.',
    expect: { status: 200, complete: true, outcome: { percent: 35, roll: 34, happens: true }, odds: { happens: 0.35 }, diceUsed: 2 },
  },
  {
    id: 'probability-36-over-35',
    title: '35%: 36 does not happen',
    action: 'probability',
    request: { percent: 35, dice: { values: [3, 6] } },
    arithmetic: '36 > 35: does not happen. Odds 0.35.',
    expect: { status: 200, complete: true, outcome: { roll: 36, happens: false }, odds: { happens: 0.35 }, diceUsed: 2 },
  },
  {
    id: 'probability-double-zero-is-100',
    title: '99%: both dice show 0 (entered 10 10) = 100 > 99, it does not happen',
    action: 'probability',
    request: { percent: 99, dice: { values: [10, 10] } },
    arithmetic: 'A 0 on each die is 100. 100 > 99: does not happen. Odds 99/100 = 0.99.',
    expect: { status: 200, complete: true, outcome: { roll: 100, happens: false }, odds: { happens: 0.99 }, diceUsed: 2 },
  },
  {
    id: 'probability-tens-zero',
    title: '5%: tens 0 (entered 10), units 5 = 05, it happens',
    action: 'probability',
    request: { percent: 5, dice: { values: [10, 5] } },
    arithmetic: 'Tens die 0 -> 0 tens; units 5: 5. 5 <= 5: happens. Odds 0.05.',
    expect: { status: 200, complete: true, outcome: { roll: 5, happens: true }, odds: { happens: 0.05 }, diceUsed: 2 },
  },
  {
    id: 'probability-units-zero',
    title: '40%: tens 4, units 0 (entered 10) = 40, it happens',
    action: 'probability',
    request: { percent: 40, dice: { values: [4, 10] } },
    arithmetic: 'Tens 4, units 0: 40 (not 50). 40 <= 40: happens. Odds 0.4.',
    expect: { status: 200, complete: true, outcome: { roll: 40, happens: true }, odds: { happens: 0.4 }, diceUsed: 2 },
  },
  {
    id: 'probability-zero-percent',
    title: '0%: the lowest roll, 01, is still over 0; never happens (the dice are still rolled)',
    action: 'probability',
    request: { percent: 0, dice: { values: [10, 1] } },
    arithmetic: 'The document ("Lanza 1D100") rolls whatever the percentage, so the dice are read even at 0%. 01 > 0: no. Odds 0.',
    expect: { status: 200, complete: true, outcome: { roll: 1, happens: false }, odds: { happens: 0 }, diceUsed: 2 },
  },
  {
    id: 'probability-hundred-percent',
    title: '100%: even 100 happens',
    action: 'probability',
    request: { percent: 100, dice: { values: [10, 10] } },
    arithmetic: '100 <= 100: happens. Odds 1.',
    expect: { status: 200, complete: true, outcome: { roll: 100, happens: true }, odds: { happens: 1 }, diceUsed: 2 },
  },
  {
    id: 'probability-over-100-refused',
    title: 'A chance of 101%: 422 at percent',
    action: 'probability',
    request: { percent: 101, dice: { values: [5, 5] } },
    arithmetic: 'A percentage is 0..100: 422.',
    expect: { status: 422, errorPath: 'percent' },
  },

  // ------------------------------------------------------------------------------------------
  // will-check: effects, squads, triggers
  // ------------------------------------------------------------------------------------------
  {
    id: 'will-cowed-passed',
    title: 'Cowed, VOL 6 rolls 4: passed, nothing happens',
    action: 'will-check',
    request: { character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 6 } }, baseDiameter: 2.5 } }, trigger: { type: 'cowed' }, acting: true, dice: { values: [4] } },
    arithmetic:
      'd10(4) <= 6: passed; carries on normally, modifier 0. Odds by verdict at target 6: critical 1/10 = 0.1; pass 2..6 = 5/10 = ' +
      '0.5; fail 7..9 = 3/10 = 0.3; fumble 0.1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { required: true, target: 6, roll: 4, verdict: 'pass', modifier: 0, actionFails: false, activationEnds: false, impactFails: false },
      odds: { critical: 0.1, pass: 0.5, fail: 0.3, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'will-failed-minus-1',
    title: 'Cowed, VOL 6 rolls 8: failed, the action under way fails and -1 runs; the activation goes on',
    action: 'will-check',
    request: { character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 6 } }, baseDiameter: 2.5 } }, trigger: { type: 'cowed' }, acting: true, dice: { values: [8] } },
    arithmetic: '8 > 6: failed. Any action under way fails; -1 to every attribute check until the end of the next activation. Odds as above.',
    expect: {
      status: 200,
      complete: true,
      outcome: { required: true, roll: 8, verdict: 'fail', modifier: -1, actionFails: true, activationEnds: false },
      odds: { critical: 0.1, pass: 0.5, fail: 0.3, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'will-fumble-while-acting-ends-activation',
    title: 'A fumble while acting: -3 and the activation ends at once (Energy left is lost)',
    action: 'will-check',
    request: { character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 6 } }, baseDiameter: 2.5 } }, trigger: { type: 'bonus', name: 'Terror' }, acting: true, dice: { values: [10] } },
    arithmetic: 'd10(10): fumble, a failure with -3 instead of -1; the character is acting, so its activation ends. Odds as above.',
    expect: {
      status: 200,
      complete: true,
      outcome: { required: true, roll: 10, verdict: 'fumble', modifier: -3, actionFails: true, activationEnds: true },
      odds: { critical: 0.1, pass: 0.5, fail: 0.3, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'will-fumble-not-acting',
    title: 'A fumble while not acting: -3, no activation to end',
    action: 'will-check',
    request: { character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 6 } }, baseDiameter: 2.5 } }, trigger: { type: 'cowed' }, acting: false, dice: { values: [10] } },
    arithmetic: 'Fumble: -3; "de estar actuando" does not apply, activationEnds false.',
    expect: { status: 200, complete: true, outcome: { verdict: 'fumble', modifier: -3, activationEnds: false }, diceUsed: 1 },
  },
  {
    id: 'will-critical-plus-3',
    title: 'A critical: +3 to every attribute check until the end of the next activation',
    action: 'will-check',
    request: { character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 6 } }, baseDiameter: 2.5 } }, trigger: { type: 'cowed' }, dice: { values: [1] } },
    arithmetic: 'd10(1): critical, passed, modifier +3.',
    expect: { status: 200, complete: true, outcome: { required: true, verdict: 'critical', modifier: 3, actionFails: false, activationEnds: false }, diceUsed: 1 },
  },
  {
    id: 'will-squad-of-ten',
    title: 'A squad of 10, highest Will 6: +2 (one per 5 members), target 8; an 8 passes',
    action: 'will-check',
    request: { squad: { size: 10, highestWill: 6 }, trigger: { type: 'cowed' }, dice: { values: [8] } },
    arithmetic:
      'One die against the highest Will, +1 per 5 members: floor(10 / 5) = 2. 6 + 2 = 8. d10(8) <= 8: passed. Odds: critical 0.1, ' +
      'pass 2..8 = 0.7, fail 9 = 0.1, fumble 0.1.',
    expect: { status: 200, complete: true, outcome: { required: true, target: 8, roll: 8, verdict: 'pass', modifier: 0 }, odds: { critical: 0.1, pass: 0.7, fail: 0.1, fumble: 0.1 }, diceUsed: 1 },
  },
  {
    id: 'will-squad-clamped-still-fumbles',
    title: 'A squad of 15, highest Will 8: 8 + 3 = 11 -> 10, but a 10 is still a fumble',
    action: 'will-check',
    request: { squad: { size: 15, highestWill: 8 }, trigger: { type: 'cowed' }, acting: true, dice: { values: [10] } },
    arithmetic:
      'floor(15 / 5) = 3; 8 + 3 = 11, counts as 10. A 10 always fumbles for squads too: -3, acting: the activation ends. ' +
      'Odds: critical 0.1, pass 2..9 = 0.8, fail 0, fumble 0.1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: 10, roll: 10, verdict: 'fumble', modifier: -3, actionFails: true, activationEnds: true },
      odds: { critical: 0.1, pass: 0.8, fail: 0, fumble: 0.1 },
      diceUsed: 1,
    },
  },
  {
    id: 'will-losses-more-than-half',
    title: 'A squad of 7 loses 4 to one action (more than half): the 3 left check, Will 5; a 6 fails',
    action: 'will-check',
    request: { squad: { size: 3, highestWill: 5 }, trigger: { type: 'losses', before: 7, lost: 4 }, dice: { values: [6] } },
    arithmetic:
      '4 > 7 / 2 = 3.5: check. The 3 survivors take it: floor(3 / 5) = 0, target 5. d10(6) > 5: failed, -1. Odds: 0.1, 0.4, 0.4, 0.1.',
    expect: { status: 200, complete: true, outcome: { required: true, target: 5, roll: 6, verdict: 'fail', modifier: -1 }, odds: { critical: 0.1, pass: 0.4, fail: 0.4, fumble: 0.1 }, diceUsed: 1 },
  },
  {
    id: 'will-losses-exactly-half',
    title: 'A squad of 6 loses 3: exactly half is not more than half, no check, no die',
    action: 'will-check',
    request: { squad: { size: 3, highestWill: 5 }, trigger: { type: 'losses', before: 6, lost: 3 }, dice: { values: [] } },
    arithmetic: '3 > 6 / 2 = 3 is false, and 3 survivors is not a last man: no Will check is called for. required false, modifier 0.',
    expect: { status: 200, complete: true, outcome: { required: false, modifier: 0, actionFails: false }, diceUsed: 0 },
  },
  {
    id: 'will-last-man',
    title: 'A squad of 5 loses 4 to one attack: the last man checks at -2 (Will 7 -> 5); a 5 passes',
    action: 'will-check',
    request: { squad: { size: 1, highestWill: 7 }, trigger: { type: 'losses', before: 5, lost: 4 }, dice: { values: [5] } },
    arithmetic:
      'All but one lost to a single attack: the last-man check, CH VOL -2 (it is also more than half: one check, the last-man one). ' +
      '7 - 2 = 5; d10(5) <= 5: passed. Odds: 0.1, 0.4, 0.4, 0.1.',
    expect: { status: 200, complete: true, outcome: { required: true, target: 5, roll: 5, verdict: 'pass', modifier: 0 }, odds: { critical: 0.1, pass: 0.4, fail: 0.4, fumble: 0.1 }, diceUsed: 1 },
  },
  {
    id: 'will-last-man-of-two',
    title: 'A pair loses one: not more than half, but all but one is gone: last man at -2 (Will 4 -> 2); a 3 fails',
    action: 'will-check',
    request: { squad: { size: 1, highestWill: 4 }, trigger: { type: 'losses', before: 2, lost: 1 }, dice: { values: [3] } },
    arithmetic: '1 > 2 / 2 is false, but only one member is left: last man, -2. 4 - 2 = 2; d10(3) > 2: failed. Odds: 0.1, 0.1 (the 2), 0.7, 0.1.',
    expect: { status: 200, complete: true, outcome: { required: true, target: 2, roll: 3, verdict: 'fail', modifier: -1 }, odds: { critical: 0.1, pass: 0.1, fail: 0.7, fumble: 0.1 }, diceUsed: 1 },
  },
  {
    id: 'will-five-to-one-failed',
    title: 'Outnumbered 5 to 1 in close combat, VOL 5 rolls 7: failed, every impact check fails until the combat ends',
    action: 'will-check',
    request: { character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 } }, trigger: { type: 'five-to-one', enemies: 5, allies: 1 }, dice: { values: [7] } },
    arithmetic: '5 enemies against 1 is five times as many: check. d10(7) > 5: failed, -1, and impactFails. Odds: 0.1, 0.4, 0.4, 0.1.',
    expect: { status: 200, complete: true, outcome: { required: true, target: 5, verdict: 'fail', modifier: -1, impactFails: true }, odds: { critical: 0.1, pass: 0.4, fail: 0.4, fumble: 0.1 }, diceUsed: 1 },
  },
  {
    id: 'will-four-to-one-no-check',
    title: '4 enemies against 1: not five times as many, no check',
    action: 'will-check',
    request: { character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 } }, trigger: { type: 'five-to-one', enemies: 4, allies: 1 }, dice: { values: [] } },
    arithmetic: 'ruling: wartime/will-triggers: "5 veces más enemigos" is read as at least five times as many (enemies >= 5 x allies); 4 < 5: no check, no die.',
    expect: { status: 200, complete: true, outcome: { required: false, impactFails: false }, diceUsed: 0 },
  },
  {
    id: 'will-fortune-recover-vitality',
    title: 'Fortune spent to recover Vitality: 1 point back, then the Will check (a 2 passes either way)',
    action: 'will-check',
    request: {
      character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 6 } }, baseDiameter: 2.5, fortune: 1 }, vitalityLost: 1 },
      trigger: { type: 'fortune', recoverVitality: true },
      dice: { values: [2] },
    },
    arithmetic:
      'The simple action "recover life" gives 1 Vitality back for 1 Fortune; spending Fortune calls for a CH VOL. VOL 6 (5 if the ' +
      'lost point still counts when the check is rolled: the document does not order them, so the target and odds are not ' +
      'asserted); d10(2) passes either way. The check does not undo the recovery: vitalityRecovered 1.',
    expect: { status: 200, complete: true, outcome: { required: true, roll: 2, verdict: 'pass', modifier: 0, vitalityRecovered: 1 }, diceUsed: 1 },
  },
  {
    id: 'will-character-modifiers-apply',
    title: 'A Will check is an attribute check: 1 Vitality lost and a failed Will still running, VOL 6 -> 4; a 4 passes',
    action: 'will-check',
    request: {
      character: { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 6 } }, baseDiameter: 2.5 }, vitalityLost: 1, will: ['failed'] },
      trigger: { type: 'bonus', name: 'Banshee howl' },
      dice: { values: [4] },
    },
    arithmetic: '-1 (Vitality) -1 (failed Will running) = -2; 6 - 2 = 4. d10(4) <= 4: passed. Odds: 0.1, pass 2..4 = 0.3, fail 5..9 = 0.5, 0.1.',
    expect: { status: 200, complete: true, outcome: { required: true, target: 4, roll: 4, verdict: 'pass' }, odds: { critical: 0.1, pass: 0.3, fail: 0.5, fumble: 0.1 }, diceUsed: 1 },
  },
  {
    id: 'will-squad-members-highest-will',
    title: 'A squad given by its members (VOL 4, 7, 5): one die against 7, no bonus under 5 members; a 7 passes',
    action: 'will-check',
    request: {
      squad: {
        members: [
          { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 4 } }, baseDiameter: 2.5 } },
          { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 7 } }, baseDiameter: 2.5 } },
          { profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 } },
        ],
      },
      trigger: { type: 'cowed' },
      dice: { values: [7] },
    },
    arithmetic: 'Highest Will 7; floor(3 / 5) = 0. d10(7) <= 7: passed. Odds: 0.1, 0.6, 0.2, 0.1.',
    expect: { status: 200, complete: true, outcome: { required: true, target: 7, roll: 7, verdict: 'pass' }, odds: { critical: 0.1, pass: 0.6, fail: 0.2, fumble: 0.1 }, diceUsed: 1 },
  },
  {
    id: 'will-nobody-refused',
    title: 'A Will check with neither a character nor a squad: 422',
    action: 'will-check',
    request: { trigger: { type: 'cowed' }, dice: { values: [4] } },
    arithmetic: 'Someone must take the check: 422.',
    expect: { status: 422 },
  },

  // ------------------------------------------------------------------------------------------
  // shot: impact, damage, Defense; cover; criticals; transports and scenery; Fortune; areas
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-damage-over-defense',
    title: 'Rifle D5 at a Trooper with Defense 3: hit (4), damage passed (3), 5 > 3: casualty without a Defense check',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, dice: { values: [4, 3] } },
    arithmetic:
      'Impact on AGI 6 (a physical weapon): d10(4) <= 6 hit. Damage check on D5: d10(3) <= 5 passed. D5 > Defense 3: casualty, ' +
      'no Defense check. Energy: the Rifle costs 2. Odds: hit 6/10 = 0.6; down = 6/10 x 5/10 = 0.3 (see the header); ' +
      'exploded = 1/10 x 1/10 = 0.01 (10 > 3).',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        energy: 2,
        attacks: [{ impact: 'pass', damage: 'pass' }],
        hits: 1,
        target: { kind: 'character', index: -1, struck: 1, down: true, exploded: false, fortuneSpent: 0 },
        actionFailed: false,
      },
      odds: { hitPerAttack: 0.6, down: 0.3, exploded: 0.01 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-defense-check-holds',
    title: 'Rifle D5 at Defense 5: not above, the Defense check (4 <= 5) holds',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Helmet', energy: 1, protection: 2 } }] } }, dice: { values: [2, 5, 4] } },
    arithmetic:
      'Impact d10(2) hit; damage d10(5) <= 5 passed; D5 is not above Defense 5: CH DEF on 5, d10(4) <= 5: holds. ' +
      'Odds: down = 6/10 x (4/10 x 5/10 + 1/10) = 6/10 x 3/10 = 18/100 = 0.18; exploded 0.01 (doubled 10 > 5).',
    expect: {
      status: 200,
      complete: true,
      outcome: { hits: 1, attacks: [{ impact: 'pass', damage: 'pass' }], target: { struck: 1, down: false } },
      odds: { hitPerAttack: 0.6, down: 0.18, exploded: 0.01 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-defense-check-fails',
    title: 'Rifle D5 at Defense 5: the Defense check fails (7 > 5), casualty',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Helmet', energy: 1, protection: 2 } }] } }, dice: { values: [2, 5, 7] } },
    arithmetic: 'As above, CH DEF d10(7) > 5: casualty. Odds 0.18.',
    expect: { status: 200, complete: true, outcome: { target: { down: true } }, odds: { hitPerAttack: 0.6, down: 0.18, exploded: 0.01 }, diceUsed: 3 },
  },
  {
    id: 'shot-impact-missed',
    title: 'Impact 7 > AGI 6: missed, no further die (no cover, so no 30% roll)',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, dice: { values: [7] } },
    arithmetic: 'd10(7) > 6: miss. The target has no cover: nothing else to roll. Energy 2 is spent anyway.',
    expect: {
      status: 200,
      complete: true,
      outcome: { energy: 2, hits: 0, attacks: [{ impact: 'fail', damage: null }], target: { struck: 0, down: false } },
      odds: { hitPerAttack: 0.6, down: 0.3 },
      diceUsed: 1,
    },
  },
  {
    id: 'shot-damage-check-failed',
    title: 'Hit (3) but the damage check fails (6 > 5): no effect',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, dice: { values: [3, 6] } },
    arithmetic: 'Impact d10(3) hit; damage d10(6) > D5: failed. struck 1 (it reached the damage check), not down.',
    expect: { status: 200, complete: true, outcome: { hits: 1, attacks: [{ impact: 'pass', damage: 'fail' }], target: { struck: 1, down: false } }, diceUsed: 2 },
  },
  {
    id: 'shot-half-cover',
    title: 'Over half hidden behind crates (Defense 4): +2, Defense 5; damage 5 not above, the Defense check fails (6)',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, cover: [{ name: 'Crates', defense: 4, hidden: 'half' }] },
      dice: { values: [3, 2, 6] },
    },
    arithmetic:
      'Over 50% hidden: half the element Defense, 4 / 2 = 2: Defense 3 + 2 = 5. Impact d10(3) hit (not a critical, cover stays). ' +
      'Damage d10(2) passed; 5 is not above 5: CH DEF on 5, d10(6) fails: casualty. Odds: a non-critical hit (5/10) faces ' +
      'Defense 5: 4/10 x 5/10 + 1/10 = 3/10; an impact critical (1/10) ignores the cover, Defense 3: 5/10. down = 5/10 x 3/10 + ' +
      '1/10 x 5/10 = 15/100 + 5/100 = 0.2. exploded 0.01. A miss (4/10) strikes the crates 30% of the time: 4/10 x 3/10 = 0.12.',
    expect: {
      status: 200,
      complete: true,
      outcome: { hits: 1, target: { down: true } },
      odds: { hitPerAttack: 0.6, down: 0.2, exploded: 0.01, coverStruck: 0.12 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-half-cover-rounds-up',
    title: 'Half of sandbags with Defense 3 is 1.5, rounded up to 2: Defense 5; the Defense check (5) holds',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, cover: [{ name: 'Sandbags', defense: 3, hidden: 'half' }] },
      dice: { values: [5, 4, 5] },
    },
    arithmetic:
      'ruling: wartime/cover-half: the document general rounding rule (a decimal value rounds up to the next whole number, wartime/rounding) applies ' +
      'to the half Defense: 3 / 2 = 1.5 -> 2. Defense 5. Impact d10(5) hit; damage d10(4) passed; 5 not above 5; CH DEF d10(5) ' +
      '<= 5 holds. Odds as with crates: down 0.2, coverStruck 0.12.',
    expect: {
      status: 200,
      complete: true,
      outcome: { hits: 1, target: { struck: 1, down: false } },
      odds: { hitPerAttack: 0.6, down: 0.2, exploded: 0.01, coverStruck: 0.12 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-several-cover-elements',
    title: 'A hedge (Defense 2, half) and a wall (Defense 3, full) in the line of fire: +1 +3, Defense 7; CH DEF 8 fails',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: {
        name: 'Trooper',
        profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] },
        cover: [
          { name: 'Hedge', defense: 2, hidden: 'half' },
          { name: 'Wall', defense: 3, hidden: 'full' },
        ],
      },
      dice: { values: [2, 4, 8] },
    },
    arithmetic:
      'Every element in the line of fire adds up: hedge 2 / 2 = 1, wall (fully hidden) 3: Defense 3 + 4 = 7. Impact d10(2) hit; ' +
      'damage d10(4) passed; 5 not above 7: CH DEF on 7, d10(8) fails: casualty. Odds: non-critical hit (5/10) at Defense 7: ' +
      '4/10 x 3/10 + 1/10 (doubled 10 > 7) = 22/100; critical hit (1/10) at Defense 3: 5/10. down = 5/10 x 22/100 + 1/10 x ' +
      '5/10 = 11/100 + 5/100 = 0.16. coverStruck 4/10 x 3/10 = 0.12.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { down: true } },
      odds: { hitPerAttack: 0.6, down: 0.16, exploded: 0.01, coverStruck: 0.12 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-two-half-covers-rounded-once',
    title: 'Two half covers of Defense 3: 1.5 + 1.5 = 3, rounded once: Defense 6; CH DEF 7 fails',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: {
        name: 'Trooper',
        profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] },
        cover: [
          { name: 'Fence', defense: 3, hidden: 'half' },
          { name: 'Barrels', defense: 3, hidden: 'half' },
        ],
      },
      dice: { values: [2, 3, 7] },
    },
    arithmetic:
      'ruling: wartime/cover-half: the cover is one formula, Defense + sum of the elements (half or whole), rounded up once at the end ' +
      '(wartime/rounding: "once, at the end of each formula"): 3 + 1.5 + 1.5 = 6 (rounding each half first would give 7). ' +
      'Impact d10(2) hit; damage d10(3) passed; 5 not above 6: CH DEF d10(7) > 6: casualty. Odds: non-critical hit at Defense 6: ' +
      '4/10 x 4/10 + 1/10 = 26/100; down = 5/10 x 26/100 + 1/10 x 5/10 = 13/100 + 5/100 = 0.18.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { down: true } },
      odds: { hitPerAttack: 0.6, down: 0.18, exploded: 0.01, coverStruck: 0.12 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-impact-critical-ignores-cover',
    title: 'An impact critical ignores a full wall (Defense 4): Defense back to 3, damage 5 > 3, casualty, no Defense check',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, cover: [{ name: 'Wall', defense: 4, hidden: 'full' }] },
      dice: { values: [1, 4] },
    },
    arithmetic:
      'With the wall: Defense 3 + 4 = 7. Impact d10(1): critical, hits and ignores any extra cover: Defense 3. Damage d10(4) ' +
      'passed; 5 > 3: casualty. Odds: non-critical hit (5/10) at 7: 22/100; critical (1/10) at 3: 5/10: down = 11/100 + 5/100 = 0.16.',
    expect: { status: 200, complete: true, outcome: { attacks: [{ impact: 'critical', damage: 'pass' }], target: { down: true } }, odds: { hitPerAttack: 0.6, down: 0.16 }, diceUsed: 2 },
  },
  {
    id: 'shot-damage-critical-no-fortune',
    title: 'A damage critical doubles D5 to 10 > Defense 7 and Fortune cannot save the target',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: {
        name: 'Heavy',
        profile: {
          body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } },
          baseDiameter: 2.5,
          fortune: 1,
          protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Plate', energy: 3, protection: 4 } }],
        },
        fortunePlan: { ignoreDamage: true },
      },
      dice: { values: [3, 1] },
    },
    arithmetic:
      'Defense 3 + 4 = 7. Impact d10(3) hit; damage d10(1) critical: Damage 5 x 2 = 10 > 7: casualty, and a damage critical cannot ' +
      'be ignored with Fortune: fortuneSpent 0. Odds: a non-critical damage pass leads to a CH DEF at 7 that may fail, but the ' +
      'plan then spends the 1 Fortune point and the target stays (the Will check after it does not undo that); only the damage ' +
      'critical downs it: 6/10 x 1/10 = 0.06. exploded: 1/10 x 1/10 (10 > 7) = 0.01.',
    expect: {
      status: 200,
      complete: true,
      outcome: { attacks: [{ impact: 'pass', damage: 'critical' }], target: { down: true, fortuneSpent: 0, exploded: false } },
      odds: { hitPerAttack: 0.6, down: 0.06, exploded: 0.01 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-character-explodes',
    title: 'Criticals on impact and damage, 10 > Defense 3: the Trooper explodes; enemies within 3 x Movement 3 = 9 cm are cowed',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, dice: { values: [1, 1] } },
    arithmetic:
      'Impact d10(1) critical; damage d10(1) critical: 5 x 2 = 10 > 3, both criticals: the target explodes. Cowing radius 3 x its ' +
      'Movement (base 2.5 cm rounds half up to 3) = 9 cm from the edge of its base; a character blast has no Damage (null). Odds exploded 0.01.',
    expect: {
      status: 200,
      complete: true,
      outcome: { attacks: [{ impact: 'critical', damage: 'critical' }], target: { down: true, exploded: true, explosion: { radius: 9, damage: null } } },
      odds: { hitPerAttack: 0.6, down: 0.3, exploded: 0.01 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-double-critical-not-above-defense',
    title: 'Both criticals but doubled 10 is not above Defense 10: no explosion; the Defense check (a 10, fumble) fails',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: {
        name: 'Juggernaut',
        profile: {
          body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } },
          baseDiameter: 2.5,
          protections: [{ profile: { name: 'Plate', energy: 3, protection: 5 } }, { profile: { name: 'Shield', energy: 2, protection: 5 } }],
        },
      },
      dice: { values: [1, 1, 10] },
    },
    arithmetic:
      'Defense 5 + 5 = 10. Impact and damage criticals: Damage 10, not above 10: no explosion, CH DEF on 10: d10(10) is a fumble, ' +
      'fails: casualty. Odds: after any passed damage check only the Defense fumble downs it: down = 6/10 x 5/10 x 1/10 = 0.03; exploded 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: { attacks: [{ impact: 'critical', damage: 'critical' }], target: { down: true, exploded: false } },
      odds: { hitPerAttack: 0.6, down: 0.03, exploded: 0 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-transport-one-defense-immobilised',
    title: 'A motorbike (one Defense, 4): D5 > 4 immobilises it, no Defense check',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { kind: 'transport', name: 'Motorbike', transport: { profile: { name: 'Motorbike', energy: 1, length: 2.4, defense: 4 } } },
      dice: { values: [3, 2] },
    },
    arithmetic:
      'Transports take no CH DEF; Damage must exceed their Defense. Impact d10(3) hit; damage d10(2) passed; 5 > 4: damaged, not ' +
      'exploded: immobilised and useless as a weapon (down). Odds: down = 6/10 x 5/10 = 0.3; exploded 0.01 (10 > 4).',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { kind: 'transport', struck: 1, down: true, exploded: false } },
      odds: { hitPerAttack: 0.6, down: 0.3, exploded: 0.01 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-transport-defense-not-exceeded',
    title: 'A motorbike with Defense 5: D5 does not exceed it and no Defense check is rolled: undamaged',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { kind: 'transport', name: 'Motorbike', transport: { profile: { name: 'Motorbike', energy: 1, length: 2.4, defense: 5 } } },
      dice: { values: [3, 2] },
    },
    arithmetic:
      'Damage check passed, but 5 is not above 5 and transports never roll CH DEF: no damage; 2 dice used. Odds: only a damage ' +
      'critical (10 > 5) damages it: 6/10 x 1/10 = 0.06; exploded 0.01.',
    expect: { status: 200, complete: true, outcome: { target: { kind: 'transport', down: false } }, odds: { hitPerAttack: 0.6, down: 0.06, exploded: 0.01 }, diceUsed: 2 },
  },
  {
    id: 'shot-transport-rear-facing',
    title: 'A tank with four facings, shot from the rear (Defense 3): D5 > 3, immobilised',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { kind: 'transport', name: 'Tank', transport: { profile: { name: 'Tank', energy: 3, length: 7.6, defense: { front: 8, left: 5, right: 5, rear: 3 } } } },
      facing: 'rear',
      dice: { values: [4, 5] },
    },
    arithmetic: 'The rear facing Defense 3 counts. Impact d10(4) hit; damage d10(5) passed; 5 > 3: immobilised. Odds: 0.6 x 0.5 = 0.3.',
    expect: { status: 200, complete: true, outcome: { target: { kind: 'transport', down: true } }, odds: { hitPerAttack: 0.6, down: 0.3, exploded: 0.01 }, diceUsed: 2 },
  },
  {
    id: 'shot-transport-explodes',
    title: 'Two criticals on the tank front (8): 10 > 8, it explodes: a blast of Damage 8 within 3 x Movement 8 = 24 cm',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { kind: 'transport', name: 'Tank', transport: { profile: { name: 'Tank', energy: 3, length: 7.6, defense: { front: 8, left: 5, right: 5, rear: 3 } } } },
      facing: 'front',
      dice: { values: [1, 1] },
    },
    arithmetic:
      'Front Defense 8. Impact and damage criticals: 10 > 8: explodes. The blast is an attack of Damage equal to its Defense (at ' +
      'most 10) in 3 x its Movement: length 7.6 cm rounds half up to 8, radius 24 cm. ruling: wartime/explosion: a transport with four facings ' +
      'blasts with the Defense of the facing that was struck (8). Odds: down = 6/10 x 1/10 (only the doubled 10 beats 8) = 0.06; exploded 0.01.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { kind: 'transport', down: true, exploded: true, explosion: { radius: 24, damage: 8 } } },
      odds: { hitPerAttack: 0.6, down: 0.06, exploded: 0.01 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-transport-explodes-from-the-rear',
    title: 'Two criticals on the tank rear (3): 10 > 3, it explodes: the blast has the Damage of the side struck, 3, not the front 8',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { kind: 'transport', name: 'Tank', transport: { profile: { name: 'Tank', energy: 3, length: 7.6, defense: { front: 8, left: 5, right: 5, rear: 3 } } } },
      facing: 'rear',
      dice: { values: [1, 1] },
    },
    arithmetic:
      'Rear Defense 3. Impact and damage criticals: 5 x 2 = 10 > 3: explodes. ruling: wartime/explosion: "un ataque de Daño igual a ' +
      'su Defensa" is the Defense of the side the attack struck: 3 (at most 10); radius 3 x Movement 8 = 24 cm. ' +
      'Odds: any passed damage check beats 3 (no Defense check for a transport): down = 6/10 x 5/10 = 0.3; exploded 1/10 x 1/10 = 0.01.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { kind: 'transport', down: true, exploded: true, explosion: { radius: 24, damage: 3 } } },
      odds: { hitPerAttack: 0.6, down: 0.3, exploded: 0.01 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-transport-crew-fortune',
    title: 'A motorbike damaged (5 > 4), its rider spends 1 Fortune to ignore it; the rider Will check (3 <= 5) passes',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: {
        kind: 'transport',
        name: 'Motorbike',
        transport: { profile: { name: 'Motorbike', energy: 1, length: 2.4, defense: 4 } },
        crew: { name: 'Rider', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, fortune: 1 }, ignoreDamage: true },
      },
      dice: { values: [2, 3, 3] },
    },
    arithmetic:
      'Impact d10(2) hit; damage d10(3) passed, not a critical; 5 > 4 would immobilise it: the crew member spends 1 Fortune and the ' +
      'damage is ignored. Fortune spent: CH VOL 5, d10(3) passes. Odds: only the damage critical (no Fortune then) damages it: ' +
      '6/10 x 1/10 = 0.06.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { kind: 'transport', down: false, fortuneSpent: 1 }, will: [{ target: 5, roll: 3, verdict: 'pass', effect: null }] },
      odds: { hitPerAttack: 0.6, down: 0.06 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-scenery-wall-collapses',
    title: 'A farmhouse wall (element Defense 4): D5 > 4 brings it down, no Defense check',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: {
        kind: 'scenery',
        name: 'Farmhouse',
        zone: { profile: { name: 'Farmhouse', defense: [{ element: 'wall', defense: 4 }, { element: 'roof', defense: 2 }] } },
        element: 'wall',
      },
      dice: { values: [5, 5] },
    },
    arithmetic:
      'Scenery Defense works as a transport one: no CH DEF, Damage must exceed it. The wall element: 4. Impact d10(5) hit; damage ' +
      'd10(5) passed; 5 > 4: collapsed (down). Odds: 6/10 x 5/10 = 0.3.',
    expect: { status: 200, complete: true, outcome: { target: { kind: 'scenery', down: true } }, odds: { hitPerAttack: 0.6, down: 0.3 }, diceUsed: 2 },
  },
  {
    id: 'shot-miss-strikes-cover',
    title: 'A miss at a Trooper behind crates: d100 25 <= 30 strikes the crates; damage 4 passes, 5 > 4 damages them',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, cover: [{ name: 'Crates', defense: 4, hidden: 'half' }] },
      dice: { values: [8, 2, 5, 4] },
    },
    arithmetic:
      'Impact d10(8) > 6: miss at a target in cover: 30% chance to strike the first object in the line of fire. Tens 2, units 5: ' +
      '25 <= 30: the crates are struck. ruling: wartime/cover-miss: the strike goes on as an attack on them: damage d10(4) <= 5 passed, 5 > crates ' +
      'Defense 4 (scenery: no CH DEF): damaged. Odds: coverStruck = 4/10 x 30/100 = 0.12.',
    expect: {
      status: 200,
      complete: true,
      outcome: { hits: 0, target: { down: false }, coverStruck: { name: 'Crates', damaged: true } },
      odds: { hitPerAttack: 0.6, coverStruck: 0.12 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-miss-cover-not-struck',
    title: 'A miss at a Trooper behind crates: d100 31 > 30, nothing else happens',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, cover: [{ name: 'Crates', defense: 4, hidden: 'half' }] },
      dice: { values: [9, 3, 1] },
    },
    arithmetic: 'Impact d10(9) miss; tens 3, units 1: 31 > 30: the crates are not struck; no damage die.',
    expect: { status: 200, complete: true, outcome: { hits: 0, target: { down: false } }, odds: { coverStruck: 0.12 }, diceUsed: 3 },
  },
  {
    id: 'shot-blind-fire',
    title: 'Blind fire guided by a companion: impact -2 (AGI 6 -> 4), a 5 misses',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, blind: true, dice: { values: [5] } },
    arithmetic: 'CH IMP -2: 6 - 2 = 4. d10(5) > 4: miss. Odds: hit 4/10 = 0.4; down = 4/10 x 5/10 = 0.2; exploded 0.01.',
    expect: { status: 200, complete: true, outcome: { hits: 0 }, odds: { hitPerAttack: 0.4, down: 0.2, exploded: 0.01 }, diceUsed: 1 },
  },
  {
    id: 'shot-attacker-state-modifies-impact',
    title: 'The attacker lost 1 Vitality and has a Will critical running: 6 - 1 + 3 = 8, an 8 hits',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, vitalityLost: 1, will: ['critical'] },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      dice: { values: [8, 2] },
    },
    arithmetic:
      'ruling: wartime/attribute-modifiers: the impact check of a ranged attack is rolled on an attribute (AGI or INT), so the attribute-check modifiers ' +
      '(Vitality lost, Defense over CON, Will effects, out of turn, simultaneous actions) apply to it; they do not apply to the ' +
      'damage check (weapon Damage) nor to the Defense check. 6 - 1 + 3 = 8; d10(8) hit; damage d10(2) passed; 5 > 3: casualty. ' +
      'Odds: hit 0.8; down 8/10 x 5/10 = 0.4.',
    expect: { status: 200, complete: true, outcome: { hits: 1, target: { down: true } }, odds: { hitPerAttack: 0.8, down: 0.4 }, diceUsed: 2 },
  },
  {
    id: 'shot-two-attacks-target-holds',
    title: 'Two Rifle attacks (Energy 4) at Defense 5: damage fails, then the Defense check holds',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Helmet', energy: 1, protection: 2 } }] } }, attacks: 2, dice: { values: [3, 6, 2, 4, 3] } },
    arithmetic:
      'Attack 1: impact d10(3) hit; damage d10(6) failed. Attack 2: impact d10(2) hit; damage d10(4) passed; 5 not above 5: CH DEF ' +
      'd10(3) holds. Energy 2 x 2 = 4. Odds: each attack downs it with 0.18: down = 1 - (82/100)^2 = 1 - 0.6724 = 0.3276; ' +
      'an attack explodes it with 1/10 x 1/10 = 0.01 (10 > 5), and the second attack is made only if the first did not down it ' +
      '(P 0.82): exploded = 0.01 + 0.82 x 0.01 = 0.0182.',
    expect: {
      status: 200,
      complete: true,
      outcome: { energy: 4, hits: 2, attacks: [{ impact: 'pass', damage: 'fail' }, { impact: 'pass', damage: 'pass' }], target: { struck: 2, down: false } },
      odds: { hitPerAttack: 0.6, down: 0.3276, exploded: 0.0182 },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-second-attack-not-made',
    title: 'Two attacks declared, the first downs the Trooper: the second is not made (Energy 2, two dice)',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, attacks: 2, dice: { values: [2, 2] } },
    arithmetic:
      'Attack 1: d10(2) hit, d10(2) passed, 5 > 3: casualty. ruling: wartime/roll-order: attacks are made one after the other and Energy is paid before ' +
      'each use of the weapon, so with the target down the second is neither made nor paid: Energy 2, one attack listed. ' +
      'Odds: down = 1 - (7/10)^2 = 0.51.',
    expect: { status: 200, complete: true, outcome: { energy: 2, attacks: [{ impact: 'pass', damage: 'pass' }], target: { down: true } }, odds: { hitPerAttack: 0.6, down: 0.51 }, diceUsed: 2 },
  },
  {
    id: 'shot-out-of-turn',
    title: 'A shot out of turn: Rifle Energy 2 -> 4, impact -1 (AGI 6 -> 5), a 6 misses',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, situation: { outOfTurn: true }, dice: { values: [6] } },
    arithmetic: 'Out of turn: 2 x 2 = 4 Energy (at least 3), CH ATR -1 on the impact check: 5. d10(6) > 5: miss. Odds: hit 0.5, down 0.25.',
    expect: { status: 200, complete: true, outcome: { energy: 4, hits: 0 }, odds: { hitPerAttack: 0.5, down: 0.25 }, diceUsed: 1 },
  },
  {
    id: 'shot-formation-target-loses-members',
    title: 'A formation of 8 Troopers (Defense 3) hit by D5: loses 5 - 3 = 2 members',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Line', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, formation: { size: 8, shape: 'rectangle' } }, dice: { values: [3, 4] } },
    arithmetic:
      'A squad suffering Damage above its Defense loses Damage - Defense members: 5 - 3 = 2; 6 left, not down. Odds: P(2 lost) = ' +
      '6/10 x 4/10 = 0.24 (damage 2..5); a damage critical doubles to 10: 10 - 3 = 7 lost, 6/10 x 1/10 = 0.06; nothing 0.7. ' +
      'lost over k = 0..8: [0.7, 0, 0.24, 0, 0, 0, 0, 0.06, 0]; expected = 2 x 0.24 + 7 x 0.06 = 0.9.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { kind: 'formation', lost: 2, down: false } },
      odds: { hitPerAttack: 0.6, lost: [0.7, 0, 0.24, 0, 0, 0, 0, 0.06, 0], expectedLost: 0.9 },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-formation-failed-defense-loses-one',
    title: 'A formation of 6 with Defense 5: D5 not above, the Defense check fails (8): 1 member lost',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Line', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, formation: { size: 6, defense: 5 } }, dice: { values: [3, 2, 8] } },
    arithmetic:
      'Formation Defense 5 (its lowest member). Damage 5 not above 5: CH DEF d10(8) > 5 fails: 1 member lost. Odds: 1 lost = ' +
      '6/10 x 4/10 x 5/10 = 0.12; a damage critical: 10 - 5 = 5 lost, 0.06; none 0.82. lost [0.82, 0.12, 0, 0, 0, 0.06, 0]; ' +
      'expected 0.12 + 5 x 0.06 = 0.42.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { kind: 'formation', lost: 1, down: false } },
      odds: { lost: [0.82, 0.12, 0, 0, 0, 0.06, 0], expectedLost: 0.42 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-vitality-damage-over-defense',
    title: 'Vitality rules: D5 against Defense 3 costs 5 - 3 = 2 of the Trooper 4 Vitality; it stays',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, options: { vitality: true }, dice: { values: [3, 4] } },
    arithmetic:
      'Vitality starts at CON 4. Damage 5 above Defense 3: lose Damage - Defense = 2 (wartime/vitality-loss). 2 left: not down. ' +
      'Odds over k = 0..4: 2 lost = 6/10 x 4/10 = 0.24; a damage critical, 10 - 3 = 7 lost, capped at the 4 left (down): 0.06; ' +
      'none 0.7: [0.7, 0, 0.24, 0, 0.06]; down 0.06.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { vitalityLost: 2, down: false } },
      odds: { hitPerAttack: 0.6, down: 0.06, vitalityLost: [0.7, 0, 0.24, 0, 0.06] },
      diceUsed: 2,
    },
  },
  {
    id: 'shot-vitality-defense-held-loses-one',
    title: 'Vitality rules: D5 not above Defense 5, the Defense check fails (9): 1 Vitality lost',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Helmet', energy: 1, protection: 2 } }] } }, options: { vitality: true }, dice: { values: [2, 3, 9] } },
    arithmetic:
      'Defense held the Damage (5 <= 5) but CH DEF d10(9) failed: 1 Vitality point. Odds: 1 lost = 6/10 x 4/10 x 5/10 = 0.12; ' +
      'critical 10 - 5 = 5, capped at 4: 0.06; none 0.82: [0.82, 0.12, 0, 0, 0.06].',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { vitalityLost: 1, down: false } },
      odds: { down: 0.06, vitalityLost: [0.82, 0.12, 0, 0, 0.06] },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-fortune-ignores-damage',
    title: 'The Trooper spends 1 Fortune to ignore a casualty (not from a critical); its Will check (4 <= 5) passes',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, fortune: 1, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, fortunePlan: { ignoreDamage: true } },
      dice: { values: [2, 3, 4] },
    },
    arithmetic:
      'Impact d10(2) hit; damage d10(3) passed (not a critical); 5 > 3: casualty, ignored for 1 Fortune. CH VOL 5: d10(4) passes. ' +
      'Odds: only the damage critical downs it: 6/10 x 1/10 = 0.06.',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { down: false, fortuneSpent: 1 }, will: [{ target: 5, roll: 4, verdict: 'pass', effect: null }], actionFailed: false },
      odds: { hitPerAttack: 0.6, down: 0.06 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-fortune-cancels-impact-die',
    title: 'The target cancels a passing impact die (4) for 1 Fortune; the reroll (7) misses; its Will check (7) fails',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, fortune: 1, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, fortunePlan: { cancel: ['impact'] } },
      dice: { values: [4, 7, 7] },
    },
    arithmetic:
      'Impact d10(4) would hit and is not a critical: the target spends 1 Fortune to cancel it; the die is rolled again: d10(7) > 6, ' +
      'miss. The Fortune CH VOL d10(7) > 5 fails: -1 for the Trooper (effect failed); it is not acting, so the attacker action does ' +
      'not fail. (The two later dice are equal, so the order of the reroll and the Will die does not matter here.) Odds: hit = ' +
      '1/10 (critical, cannot be cancelled) + 5/10 x 6/10 (cancelled, rerolled) = 0.4; down = 0.4 x 5/10 = 0.2; exploded: impact ' +
      'critical first (1/10) or on the reroll (5/10 x 1/10) = 15/100, times the damage critical 1/10 = 0.015.',
    expect: {
      status: 200,
      complete: true,
      outcome: { hits: 0, target: { down: false, fortuneSpent: 1 }, will: [{ roll: 7, verdict: 'fail', effect: 'failed' }], actionFailed: false },
      odds: { hitPerAttack: 0.4, down: 0.2, exploded: 0.015 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-fortune-rerolls-impact-fumble',
    title: 'The attacker rerolls an impact fumble for 1 Fortune (10; Will 3 passes; then 4: hit); damage 2 downs the Trooper',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, fortune: 1, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, fortunePlan: { impact: { rerollFumble: true } } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      dice: { values: [10, 3, 4, 2] },
    },
    arithmetic:
      'Impact d10(10): fumble; 1 Fortune. ruling: wartime/roll-order: the Fortune CH VOL 5 is rolled when the point is spent, ' +
      'before the reroll: d10(3) passes; reroll d10(4) <= 6 hit. Damage d10(2) passed; 5 > 3: casualty. Odds: a failed Will ' +
      'check after the Fortune makes the attack fail (wartime/fortune-will-check), so the impact passes with ' +
      '6/10 + 1/10 x 5/10 x 6/10 = 0.63; actionFails = 1/10 x 5/10 = 0.05. ' +
      'down = 6/10 x 5/10 + 1/10 x 5/10 (Will passed) x 6/10 x 5/10 = 0.3 + 0.015 = 0.315.',
    expect: {
      status: 200,
      complete: true,
      outcome: { hits: 1, target: { down: true }, will: [{ target: 5, roll: 3, verdict: 'pass' }], actionFailed: false },
      odds: { hitPerAttack: 0.63, down: 0.315, actionFails: 0.05 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-fortune-automatic-impact-will-fails',
    title: 'The attacker buys the impact with 1 Fortune, but its Will check fails (8): the attack fails',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, fortune: 1, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, fortunePlan: { impact: { instead: 'pass' } } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      dice: { values: [8] },
    },
    arithmetic:
      'No impact die: 1 Fortune for a pass. The Fortune CH VOL d10(8) > 5 fails: the action under way fails, no damage die; -1 runs. ' +
      'Odds: actionFails = 5/10 (6..10 fail VOL 5); down = 5/10 (Will passed) x 5/10 (damage) = 0.25 (a bought pass is never a ' +
      'critical).',
    expect: {
      status: 200,
      complete: true,
      outcome: { target: { down: false }, will: [{ target: 5, roll: 8, verdict: 'fail', effect: 'failed' }], actionFailed: true },
      odds: { down: 0.25, actionFails: 0.5 },
      diceUsed: 1,
    },
  },
  {
    id: 'shot-area-hit',
    title: 'Grenade launcher (D4, 2 K circle) hits: the Trooper and a neighbour 4 cm away are under it; both go down',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Grenade launcher', energy: 3, damage: 4, range: 15, area: { shape: 'circle', diameter: 2 } } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 0 } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 30 } },
      scale: 28,
      models: [
        { name: 'Neighbour', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Helmet', energy: 1, protection: 2 } }] }, position: { x: 4, y: 30 } },
        { name: 'Far one', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 10, y: 30 } },
      ],
      dice: { values: [3, 2, 3, 6] },
    },
    arithmetic:
      'Scale 28 mm: K = 2.8 cm rounded = 3 cm; the circle of 2 K diameter has a radius of 3 cm. A model is under it when any part ' +
      'of its base is: centre distance <= 3 + 1.25 (base 2.5 cm). Impact d10(3) hit: the area is centred on the Trooper. Trooper ' +
      '(0 cm): damage d10(2) <= 4 passed, 4 > 3: down. Neighbour (4 <= 4.25): damage d10(3) passed, 4 not above 5: CH DEF d10(6) ' +
      'fails: down. Far one (10 > 4.25): not under the area. Energy 3. Odds: the Trooper is under the area on a hit (6/10) or on a ' +
      'miss that does not deviate (4/10 x 1/10); any deviation is at least 2 K = 6 cm > 4.25. down = (6/10 + 4/100) x 4/10 = ' +
      '64/100 x 4/10 = 0.256.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        energy: 3,
        hits: 1,
        target: { down: true },
        models: [
          { index: -1, down: true },
          { index: 0, down: true },
        ],
      },
      odds: { hitPerAttack: 0.6, down: 0.256 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-area-miss-scatters',
    title: 'Grenade launcher misses (8): scatter at 3 o clock, 4 K = 12 cm; it lands beside the far model and downs it',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Grenade launcher', energy: 3, damage: 4, range: 15, area: { shape: 'circle', diameter: 2 } } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 0 } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 30 } },
      scale: 28,
      models: [
        { name: 'Neighbour', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Helmet', energy: 1, protection: 2 } }] }, position: { x: 4, y: 30 } },
        { name: 'Far one', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 10, y: 30 } },
      ],
      dice: { values: [8, 3, 4, 2] },
    },
    arithmetic:
      'Impact d10(8) miss: the area disperses. Direction d12(3): clock face with 12 from the attacker through the target ' +
      '(wartime/scatter-direction), 3 is to the right, +x. Distance d10(4): 4 K x 3 cm = 12 cm: lands at (12, 30). Under it ' +
      '(<= 4.25 cm): Trooper 12 no, Neighbour 8 no, Far one 2 yes. Far one: damage d10(2) passed, 4 > 3: down.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        hits: 0,
        landing: { point: { x: 12, y: 30 }, scattered: true, direction: 3, kliks: 4 },
        target: { struck: 0, down: false },
        models: [{ index: 1, down: true }],
      },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-area-miss-no-deviation',
    title: 'Grenade launcher misses (9), but the scatter die shows 1: no deviation, it lands on the Trooper',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Grenade launcher', energy: 3, damage: 4, range: 15, area: { shape: 'circle', diameter: 2 } } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 0 } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 30 } },
      scale: 28,
      models: [
        { name: 'Neighbour', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Helmet', energy: 1, protection: 2 } }] }, position: { x: 4, y: 30 } },
        { name: 'Far one', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 10, y: 30 } },
      ],
      dice: { values: [9, 7, 1, 3, 5] },
    },
    arithmetic:
      'Impact d10(9) miss; direction d12(7), then distance d10(1): a 1 means no deviation, the area lands on the original target ' +
      '(0, 30). Under it: the Trooper and the Neighbour (4 cm). Trooper: damage d10(3) <= 4 passed, 4 > 3: down. Neighbour: ' +
      'damage d10(5) > 4 failed: no Defense die. The direction die is rolled first and read only if the distance deviates.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        hits: 0,
        landing: { point: { x: 0, y: 30 }, scattered: false, direction: null },
        target: { down: true },
        models: [
          { index: -1, down: true },
          { index: 0, down: false },
        ],
      },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-area-lands-on-attacker',
    title: 'A fumbled grenade scatters 10 K back toward the thrower (6 o clock): the attacker is under its own area and goes down',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Grenade launcher', energy: 3, damage: 4, range: 15, area: { shape: 'circle', diameter: 2 } } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 0 } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 30 } },
      scale: 28,
      dice: { values: [10, 6, 10, 2] },
    },
    arithmetic:
      'Impact d10(10) fumble: miss. Direction d12(6): back toward the attacker (-y); distance d10(10): 30 cm: lands at (0, 0). ' +
      'The area covers the attacker (distance 0), who also suffers the attack; the Trooper (30 cm) is clear. Attacker: damage ' +
      'd10(2) passed, D4 > its Defense 3: down.',
    expect: {
      status: 200,
      complete: true,
      outcome: { hits: 0, landing: { point: { x: 0, y: 0 }, scattered: true, direction: 6, kliks: 10 }, target: { down: false }, models: [{ name: 'Rifleman', down: true }] },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-area-cover-traced-from-centre',
    title: 'Under the area, the Neighbour is half hidden from its centre by a low wall (Defense 4): Defense 3 + 2; CH DEF 5 holds',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Grenade launcher', energy: 3, damage: 4, range: 15, area: { shape: 'circle', diameter: 2 } } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 0 } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 0, y: 30 } },
      scale: 28,
      models: [{ name: 'Neighbour', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, position: { x: 4, y: 30 }, cover: [{ name: 'Low wall', defense: 4, hidden: 'half' }] }],
      dice: { values: [3, 2, 3, 5] },
    },
    arithmetic:
      'Cover for models under an area is traced from its centre: the Neighbour has the low wall: 3 + 4 / 2 = 5. Impact d10(3) hit. ' +
      'Trooper: damage d10(2) passed, 4 > 3: down. Neighbour: damage d10(3) passed, 4 not above 5: CH DEF d10(5) holds.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        models: [
          { index: -1, down: true },
          { index: 0, down: false },
        ],
      },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-ammunition-rounds-left',
    title: 'Ammunition rules: 2 rounds left, one shot: 1 left; reloading the Rifle would cost its Damage, 5 Energy',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, ammunition: { rounds: 2 }, dice: { values: [4, 3] } },
    arithmetic: 'Each attack spends a round: 2 - 1 = 1. Reload costs as much Energy as the weapon Damage: 5. The shot: hit, damage passed, 5 > 3: down.',
    expect: { status: 200, complete: true, outcome: { ammunition: { left: 1, reloadEnergy: 5 }, target: { down: true } }, diceUsed: 2 },
  },
  {
    id: 'shot-ammunition-damage-10-magazine-of-one',
    title: 'A D10 railgun: magazine 10 - 10 = 0, at least 1; after one shot it is empty, reload 10 Energy',
    action: 'shot',
    request: {
      attacker: { name: 'Gunner', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Railgun', energy: 4, damage: 10, range: 50 } }] } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      ammunition: {},
      dice: { values: [2, 2] },
    },
    arithmetic:
      'Magazine = 10 - Damage, at least 1: max(0, 1) = 1, full by default. One attack: 0 left. Reload = Damage = 10 Energy. ' +
      'Impact d10(2) hit; damage d10(2) <= 10 passed; 10 > 3: down. Energy 4.',
    expect: { status: 200, complete: true, outcome: { energy: 4, ammunition: { left: 0, reloadEnergy: 10 }, target: { down: true } }, diceUsed: 2 },
  },
  {
    id: 'shot-ammunition-empty-refused',
    title: 'Ammunition rules with an empty magazine: the weapon must be reloaded first (422)',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, ammunition: { rounds: 0 }, dice: { values: [4, 3] } },
    arithmetic: 'Reloading is compulsory once a weapon is out of ammunition; a shot with 0 rounds is not allowed: 422.',
    expect: { status: 422, errorPath: 'ammunition.rounds' },
  },
  {
    id: 'shot-in-range-klik-rounded',
    title: 'At 28 mm a klik is 3 cm (2.8 rounded): 60 cm is 20 K, within the Rifle 20 K',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, distance: 60, scale: 28, dice: { values: [4, 3] } },
    arithmetic: 'K = 28 / 10 = 2.8 cm, rounded to the nearest whole number: 3 cm. 60 / 3 = 20 K <= 20: in range (with 2.8 cm it would be 21.4 K, out). Hit, passed, down.',
    expect: { status: 200, complete: true, outcome: { target: { down: true } }, diceUsed: 2 },
  },
  {
    id: 'shot-out-of-range-refused',
    title: '75 cm at 28 mm is 25 K, beyond the Rifle 20 K: 422 at distance',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, distance: 75, scale: 28, dice: { values: [4, 3] } },
    arithmetic: '75 / 3 = 25 K > 20 K: the target must be within range: 422.',
    expect: { status: 422, errorPath: 'distance' },
  },
  {
    id: 'shot-close-combat-weapon-refused',
    title: 'A Sword (range 0) cannot shoot: 422 at weapon',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, weapon: { profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, dice: { values: [4, 3] } },
    arithmetic: 'A weapon with 0 K range is a close-combat weapon: no ranged attack with it, 422.',
    expect: { status: 422, errorPath: 'weapon' },
  },
  {
    id: 'shot-range-over-five-times-damage-refused',
    title: 'A D2 weapon with 12 K range: over 5 x Damage = 10 K, 422',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, weapon: { profile: { name: 'Sling', energy: 1, damage: 2, range: 12 } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, dice: { values: [4, 3] } },
    arithmetic: 'Range is at most 5 x Damage = 10 K; 12 is not a weapon the rules allow: 422.',
    expect: { status: 422 },
  },
  {
    id: 'shot-not-enough-energy-refused',
    title: 'Two Rifle attacks need 4 Energy, the Rifleman has 3 left: 422',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, energy: 3 }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, attacks: 2, dice: { values: [4, 3] } },
    arithmetic: '2 attacks x Energy 2 = 4 > 3 left: cannot be paid, 422.',
    expect: { status: 422 },
  },
  {
    id: 'shot-prone-pulverised',
    title: 'Prone rule: D5 is more than twice Defense 2: the casualty is pulverised (removed)',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { name: 'Militia', profile: { body: { profile: { con: 3, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Jacket', energy: 1, protection: 2 } }] } },
      options: { prone: true },
      dice: { values: [3, 3] },
    },
    arithmetic: 'Hit, damage passed, 5 > 2: casualty; 5 > 2 x 2 = 4: pulverised, removed with its gear.',
    expect: { status: 200, complete: true, outcome: { target: { down: true, pulverized: true } }, diceUsed: 2 },
  },
  {
    id: 'shot-prone-not-pulverised',
    title: 'Prone rule: D5 is not more than twice Defense 3 (6): the casualty lies prone',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, options: { prone: true }, dice: { values: [3, 3] } },
    arithmetic: '5 > 3: casualty; 5 <= 6: not pulverised.',
    expect: { status: 200, complete: true, outcome: { target: { down: true, pulverized: false } }, diceUsed: 2 },
  },
  {
    id: 'shot-prone-transport-explodes',
    title: 'Prone rule: D5 more than twice a motorbike Defense 2: it explodes, a blast of Damage 2 within 3 x 2 = 6 cm',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      target: { kind: 'transport', name: 'Motorbike', transport: { profile: { name: 'Motorbike', energy: 1, length: 2.4, defense: 2 } } },
      options: { prone: true },
      dice: { values: [3, 3] },
    },
    arithmetic:
      'Hit, damage passed, 5 > 2: damaged; 5 > 2 x 2: with the prone rule a transport explodes instead: blast Damage = its Defense ' +
      '2, radius 3 x Movement (2.4 rounds to 2) = 6 cm.',
    expect: { status: 200, complete: true, outcome: { target: { kind: 'transport', down: true, exploded: true, explosion: { radius: 6, damage: 2 } } }, diceUsed: 2 },
  },
  {
    id: 'shot-coordinated-attack',
    title: 'Coordinated attack on a tank front (7): 3 supporting dice give 2 criticals, Defense 5; the bazooka (D6) finishes it',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Bazooka', energy: 3, damage: 6, range: 20 } }] } },
      target: { kind: 'transport', name: 'Tank', transport: { profile: { name: 'Tank', energy: 3, length: 7.6, defense: { front: 7, left: 5, right: 5, rear: 4 } } } },
      facing: 'front',
      coordinated: { dice: 3 },
      dice: { values: [1, 1, 5, 3, 4] },
    },
    arithmetic:
      'Supporters: 1, 1, 5: two criticals, no fumble: Defense 7 - 2 = 5 (wartime/coordinated-attack). Finishing shot: impact ' +
      'd10(3) <= 6 hit; damage d10(4) <= 6 passed; 6 > 5: immobilised. Energy 3 (the bazooka).',
    expect: {
      status: 200,
      complete: true,
      outcome: { energy: 3, coordinated: { dice: 3, criticals: 2, fumbles: 0, reduction: 2 }, target: { kind: 'transport', down: true } },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-coordinated-fumbles-cancel',
    title: 'Coordinated attack: 1 critical and 2 fumbles, the critical is cancelled; D6 is not above front 7',
    action: 'shot',
    request: {
      attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Bazooka', energy: 3, damage: 6, range: 20 } }] } },
      target: { kind: 'transport', name: 'Tank', transport: { profile: { name: 'Tank', energy: 3, length: 7.6, defense: { front: 7, left: 5, right: 5, rear: 4 } } } },
      facing: 'front',
      coordinated: { dice: 4 },
      dice: { values: [1, 10, 10, 2, 2, 3] },
    },
    arithmetic:
      'Supporters 1, 10, 10, 2: one critical, two fumbles; each fumble cancels a critical: reduction max(0, 1 - 2) = 0. Finishing ' +
      'shot: hit, damage passed, 6 is not above 7: no damage.',
    expect: { status: 200, complete: true, outcome: { coordinated: { dice: 4, criticals: 1, fumbles: 2, reduction: 0 }, target: { down: false } }, diceUsed: 6 },
  },
  {
    id: 'shot-formation-fires-together',
    title: 'A formation of 4 Riflemen fires at one Trooper: 4 impact dice (2 hits); the first hit fails damage, the second downs it',
    action: 'shot',
    request: {
      attacker: { name: 'Rifle line', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, formation: { size: 4, shape: 'rectangle' } },
      target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
      dice: { values: [7, 3, 2, 9, 6, 4] },
    },
    arithmetic:
      'Every member that can shoot fires at once, one impact die each: 7 miss, 3 hit, 2 hit, 9 miss. The action costs the highest ' +
      'Energy of the weapons used: 2. Hit 1: damage d10(6) failed; hit 2: damage d10(4) passed, 5 > 3: down.',
    expect: { status: 200, complete: true, outcome: { energy: 2, hits: 2, target: { down: true } }, diceUsed: 6 },
  },
  {
    id: 'shot-dice-ran-out-after-hit',
    title: 'Only the impact die given (a hit): incomplete, the next roll is the damage d10',
    action: 'shot',
    request: { attacker: { name: 'Rifleman', profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, target: { name: 'Trooper', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5, protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }, dice: { values: [4] } },
    arithmetic: 'd10(4) <= 6 hit; the damage check needs one more d10.',
    expect: { status: 200, complete: false, next: { die: 'd10', count: 1 }, diceUsed: 1 },
  },

  // ------------------------------------------------------------------------------------------
  // melee: opposed AGI impact, damage = weapon Damage + CON - 3
  // ------------------------------------------------------------------------------------------
  {
    id: 'melee-attacker-wins-exchange',
    title: 'Swordsman (AGI 6, Damage 3 + 6 - 3 = 6) against a Brawler: 3 against 5, the lower wins; damage 4 <= 6, 6 > 3: down',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], dice: { values: [3, 5, 4] } },
    arithmetic:
      'Opposed AGI: Swordsman d10(3) <= 6, Brawler d10(5) <= 5, both pass, 3 < 5: the Swordsman strikes. Close-combat Damage = ' +
      'Sword 3 + CON 6 - 3 = 6, used for the check and against Defense. Damage d10(4) <= 6 passed; 6 > 3: down. Energy: Sword 1. ' +
      'Odds: the Swordsman wins the opposed roll in 45/100 (a = 1..6: 10 + 9 + 8 + 7 + 6 + 5) and then downs the Brawler with ' +
      '6/10 (any pass beats Defense 3): 0.27. The Brawler strikes in 35/100 (b = 1..5: 9 + 8 + 7 + 6 + 5) plus 1/100 for two ' +
      'criticals (both strike), and its Damage 2 + 4 - 3 = 3 beats Defense 2 on any pass (3/10): 36/100 x 3/10 = 0.108. Both ' +
      'fumble: 1/100.',
    expect: {
      status: 200,
      complete: true,
      outcome: { energy: 1, attacks: 1, attacker: { strikes: 1, down: false }, defenders: [{ struck: 1, down: true }], combatEnded: false },
      odds: { defendersDown: [0.27], attackerDown: 0.108, combatEnds: 0.01 },
      diceUsed: 3,
    },
  },
  {
    id: 'melee-defender-strikes-back',
    title: 'The Brawler rolls lower (2 against 6) and strikes: Damage 3 > the Swordsman Defense 2, down',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], dice: { values: [6, 2, 3] } },
    arithmetic:
      'Both pass (6 <= 6, 2 <= 5); 2 < 6: the Brawler wins the exchange and strikes with its only close-combat weapon (Knife): ' +
      'Damage 2 + 4 - 3 = 3; d10(3) <= 3 passed; 3 > Defense 2: the Swordsman is down. Odds as above.',
    expect: {
      status: 200,
      complete: true,
      outcome: { attacker: { down: true, struck: 1 }, defenders: [{ strikes: 1, down: false }] },
      odds: { defendersDown: [0.27], attackerDown: 0.108, combatEnds: 0.01 },
      diceUsed: 3,
    },
  },
  {
    id: 'melee-equal-rolls-higher-agility',
    title: 'Both roll 4: AGI 6 beats AGI 5; the damage check 7 > 6 fails',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], dice: { values: [4, 4, 7] } },
    arithmetic: 'Equal passing rolls: the higher AGI (6) wins. Damage d10(7) > 6: failed, nobody down.',
    expect: { status: 200, complete: true, outcome: { attacker: { strikes: 1, down: false }, defenders: [{ struck: 1, down: false }] }, diceUsed: 3 },
  },
  {
    id: 'melee-full-tie-nothing',
    title: 'Two Swordsmen roll 5 each: same roll, same AGI, nothing happens',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Rival', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }], dice: { values: [5, 5] } },
    arithmetic:
      'Full tie: the exchange does not happen. Odds: each wins 39/100 (sum over 1..6 of 4 + (6 - r)), plus both strike on two ' +
      'criticals (1/100): 40/100; Damage 6 against Defense 2 downs on any pass (6/10): 0.24 each way. Both fumble 0.01.',
    expect: {
      status: 200,
      complete: true,
      outcome: { attacker: { strikes: 0, down: false }, defenders: [{ strikes: 0, down: false }], combatEnded: false },
      odds: { defendersDown: [0.24], attackerDown: 0.24, combatEnds: 0.01 },
      diceUsed: 2,
    },
  },
  {
    id: 'melee-impact-fumble-defense-zero',
    title: 'A Knight (Defense 5) fumbles its impact: its Defense counts as 0, the Brawler Damage 3 > 0 downs it without a Defense check',
    action: 'melee',
    request: {
      attacker: {
        name: 'Knight',
        profile: {
          body: { profile: { con: 5, agi: 5, int: 3, rea: 4, vol: 5 } },
          baseDiameter: 2.5,
          weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }],
          protections: [{ profile: { name: 'Plate', energy: 3, protection: 5 } }],
        },
      },
      defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }],
      dice: { values: [10, 4, 2] },
    },
    arithmetic:
      'Knight d10(10) fumble: its Defense is 0 for this exchange. Brawler d10(4) <= 5 passes and strikes: damage d10(2) <= 3 passed; ' +
      '3 > 0: down (with Defense 5 it would have needed a failed CH DEF). Odds: Knight strikes (Damage 3 + 5 - 3 = 5 > 3, 5/10): ' +
      'b = 10 with a <= 5 (5 pairs), b = 6..9 (20), a < b both passing (10), two criticals (1): 36/100 x 5/10 = 0.18. Brawler ' +
      'strikes a fumbled Knight (5 pairs) and downs it with 3/10: 1.5/100; other strikes (20 + 10 + 1 pairs) face Defense 5: ' +
      '2/10 x 5/10 + 1/10 (doubled 6 > 5) = 2/10: 6.2/100; total 7.7/100 = 0.077. Both fumble 0.01.',
    expect: {
      status: 200,
      complete: true,
      outcome: { attacker: { down: true }, defenders: [{ strikes: 1, down: false }], combatEnded: false },
      odds: { defendersDown: [0.18], attackerDown: 0.077, combatEnds: 0.01 },
      diceUsed: 3,
    },
  },
  {
    id: 'melee-both-fumble-combat-ends',
    title: 'Both fighters fumble: the combat ends, the other two attacks are not made',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], attacks: 3, dice: { values: [10, 10] } },
    arithmetic: 'd10(10) and d10(10): both fumble, the combat is over. One attack action made: Energy 1.',
    expect: { status: 200, complete: true, outcome: { energy: 1, attacks: 1, combatEnded: true, attacker: { down: false }, defenders: [{ down: false }] }, diceUsed: 2 },
  },
  {
    id: 'melee-both-critical-both-strike',
    title: 'Both roll 1: both attacks count; the Swordsman downs the Brawler and the Brawler downs the Swordsman',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], dice: { values: [1, 1, 5, 2] } },
    arithmetic:
      'Two criticals: both strikes are valid, both roll damage (attacker first). Swordsman d10(5) <= 6, 6 > 3: Brawler down. ' +
      'Brawler d10(2) <= 3, 3 > 2: Swordsman down. ruling: wartime/melee-exchange: the strikes are simultaneous, so the second stands although its ' +
      'striker went down first.',
    expect: {
      status: 200,
      complete: true,
      outcome: { attacker: { strikes: 1, down: true }, defenders: [{ strikes: 1, down: true }] },
      odds: { defendersDown: [0.27], attackerDown: 0.108, combatEnds: 0.01 },
      diceUsed: 4,
    },
  },
  {
    id: 'melee-defenceless-automatic-impact',
    title: 'A defenceless Brawler: the impact passes without dice; damage 4 <= 6, down',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, defenceless: true }], dice: { values: [4] } },
    arithmetic:
      'A close-combat attack on an immobilised target or one that cannot defend itself passes the impact automatically (not an ' +
      'engagement, no opposed roll, no strike back). Damage d10(4) passed; 6 > 3: down. Odds: 6/10 = 0.6; attacker 0; no fumble pair.',
    expect: { status: 200, complete: true, outcome: { attacker: { down: false }, defenders: [{ down: true }] }, odds: { defendersDown: [0.6], attackerDown: 0, combatEnds: 0 }, diceUsed: 1 },
  },
  {
    id: 'melee-defender-criticals-explode-attacker',
    title: 'The Brawler wins with a critical and strikes back with a critical: 6 > 2, the Swordsman explodes (radius 9 cm)',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], dice: { values: [5, 1, 1] } },
    arithmetic:
      'Swordsman d10(5) <= 6 passes; Brawler d10(1): a critical, passes; 1 < 5: the Brawler wins and strikes (wartime/melee-exchange). ' +
      'Knife 2 + CON 4 - 3 = 3: d10(1) critical, doubled 6 > Swordsman Defense 2: down. Both its checks criticals and the doubled ' +
      'Damage over the Defense: the Swordsman explodes (ruling: wartime/explosion, whoever is struck), cowing enemies within 3 x ' +
      'Movement 3 = 9 cm; a character blast has no Damage (null). Odds: the Brawler strikes when it wins, b = 1..5 against the ' +
      'Swordsman failing (a = 7..10) or passing higher (equal rolls go to AGI 6): 9 + 8 + 7 + 6 + 5 = 35/100, plus two criticals ' +
      '1/100; its strike downs on 1..3 (3 > 2, and 6 > 2 on a critical): 36/100 x 3/10 = 0.108.',
    expect: {
      status: 200,
      complete: true,
      outcome: { attacker: { down: true, exploded: true, explosion: { radius: 9, damage: null } }, defenders: [{ down: false, strikes: 1 }] },
      odds: { attackerDown: 0.108 },
      diceUsed: 3,
    },
  },
  {
    id: 'melee-defenceless-rolled-for-critical',
    title: 'Rolling the impact anyway against a defenceless Brawler: 1 and 1, 12 > 3, it explodes (radius 9 cm)',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, defenceless: true }], rollImpact: true, dice: { values: [1, 1] } },
    arithmetic:
      'The player may roll the automatic impact: d10(1) critical. Damage d10(1) critical: 6 x 2 = 12 > 3: both criticals, ' +
      'explosion; cowing radius 3 x Movement 3 = 9 cm. ruling: wartime/automatic-impact: a rolled automatic impact hits whatever the die, a 1 counting as a ' +
      'critical. Odds: down 6/10 = 0.6.',
    expect: { status: 200, complete: true, outcome: { defenders: [{ down: true, exploded: true, explosion: { radius: 9, damage: null } }] }, odds: { defendersDown: [0.6] }, diceUsed: 2 },
  },
  {
    id: 'melee-transport-immobilised',
    title: 'A Swordsman hacks at a parked motorbike (Defense 4): automatic impact, Damage 6 > 4, immobilised',
    action: 'melee',
    request: {
      attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } },
      defenders: [{ kind: 'transport', name: 'Motorbike', transport: { profile: { name: 'Motorbike', energy: 1, length: 2.4, defense: 4 } } }],
      dice: { values: [3] },
    },
    arithmetic: 'A transport cannot defend itself: the impact passes. Damage d10(3) <= 6 passed; 6 > 4, no CH DEF for transports: immobilised. Odds 0.6.',
    expect: { status: 200, complete: true, outcome: { defenders: [{ kind: 'transport', down: true }] }, odds: { defendersDown: [0.6] }, diceUsed: 1 },
  },
  {
    id: 'melee-transport-facing-not-exceeded',
    title: 'A tank rear (Defense 6): Damage 6 is not above 6; only a damage critical (12) would do',
    action: 'melee',
    request: {
      attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } },
      defenders: [{ kind: 'transport', name: 'Tank', transport: { profile: { name: 'Tank', energy: 3, length: 7.6, defense: { front: 8, left: 7, right: 7, rear: 6 } } } }],
      facing: 'rear',
      dice: { values: [3] },
    },
    arithmetic: 'Damage d10(3) passed, 6 is not above the rear 6: no damage. Odds: only the critical, 12 > 6: 1/10 = 0.1.',
    expect: { status: 200, complete: true, outcome: { defenders: [{ kind: 'transport', down: false }] }, odds: { defendersDown: [0.1] }, diceUsed: 1 },
  },
  {
    id: 'melee-charge',
    title: 'A charging Swordsman: impact +1 (AGI 7) and damage check +1 (7); 7 passes, the Brawler fails (6), damage 7 <= 7, down',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], charge: true, dice: { values: [7, 6, 7] } },
    arithmetic:
      'Charge: CH IMP +1 and CH DAÑ +1 for the charging squad. Impact d10(7) <= 7 pass; Brawler d10(6) > 5 fail: only pass. Damage ' +
      'check on 6 + 1 = 7: d10(7) passed. ruling: wartime/damage-value: the +1 is on the check only; against Defense the Damage is still 6: 6 > 3, down. ' +
      'Odds: Swordsman wins a = 1..7: 5 + max(0, 5 - a) + [a <= 5] = 10 + 9 + 8 + 7 + 6 + 5 + 5 = 50/100, then 7/10: 0.35; ' +
      'Brawler wins b = 1..5: 3 + (7 - b) = 35/100, + 1/100 for two criticals, x 3/10 = 0.108.',
    expect: { status: 200, complete: true, outcome: { attacker: { strikes: 1 }, defenders: [{ down: true }] }, odds: { defendersDown: [0.35], attackerDown: 0.108, combatEnds: 0.01 }, diceUsed: 3 },
  },
  {
    id: 'melee-several-enemies-reengage',
    title: 'Two attacks: the first Brawler goes down, the Swordsman re-engages the second (2 cm, within Movement 3), which wins but misses',
    action: 'melee',
    request: {
      attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } },
      defenders: [
        { name: 'Brawler 1', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
        { name: 'Brawler 2', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, distance: 2 },
      ],
      attacks: 2,
      dice: { values: [2, 6, 3, 4, 3, 8] },
    },
    arithmetic:
      'Exchange 1: d10(2) pass, d10(6) fail: the Swordsman strikes, d10(3) <= 6, 6 > 3: Brawler 1 down. With Energy left and an ' +
      'enemy closer than its Movement (2 < 3), it engages Brawler 2 for free. Exchange 2: d10(4) and d10(3): both pass, 3 < 4, ' +
      'Brawler 2 strikes: d10(8) > 3 failed. Energy 2 x Sword 1 = 2.',
    expect: {
      status: 200,
      complete: true,
      outcome: { energy: 2, attacks: 2, attacker: { strikes: 1, down: false }, defenders: [{ down: true }, { strikes: 1, down: false }] },
      diceUsed: 6,
    },
  },
  {
    id: 'melee-next-enemy-out-of-reach',
    title: 'A second Brawler 5 cm away (Movement 3) can never be re-engaged: the request is refused at its distance (422)',
    action: 'melee',
    request: {
      attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } },
      defenders: [
        { name: 'Brawler 1', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
        { name: 'Brawler 2', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, distance: 5 },
      ],
      attacks: 2,
      dice: { values: [2, 6, 3] },
    },
    arithmetic:
      'Re-engaging needs an enemy closer than the Movement ("a menos distancia que nuestro Movimiento"): 5 is not under 3, so ' +
      'Brawler 2 can never be fought in this request. ruling: wartime/several-enemies: a defender after the first that the ' +
      'attacker could not re-engage is refused, 422 at defenders[1].distance (fight Brawler 1 alone instead).',
    expect: { status: 422, errorPath: 'defenders[1].distance' },
  },
  {
    id: 'melee-next-enemy-at-movement-refused',
    title: 'A second Brawler exactly 3 cm away (Movement 3) is not closer than the Movement: refused (422)',
    action: 'melee',
    request: {
      attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } },
      defenders: [
        { name: 'Brawler 1', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } },
        { name: 'Brawler 2', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, distance: 3 },
      ],
      attacks: 2,
      dice: { values: [2, 6, 3] },
    },
    arithmetic:
      'Movement: base 2.5 rounds half up to 3 cm. "a menos distancia que nuestro Movimiento" is strictly closer: 3 is not under 3. ' +
      'ruling: wartime/several-enemies: 422 at defenders[1].distance.',
    expect: { status: 422, errorPath: 'defenders[1].distance' },
  },
  {
    id: 'melee-attacks-stop-when-down',
    title: 'Three attacks: the Brawler wins the first (damage 8 fails), the Swordsman the second with a damage critical; the third is not made',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], attacks: 3, dice: { values: [5, 3, 8, 2, 7, 1] } },
    arithmetic:
      'Exchange 1: 5 and 3 both pass, 3 < 5: Brawler strikes, d10(8) > 3 failed. Exchange 2: 2 passes, 7 fails: Swordsman strikes, ' +
      'd10(1) critical: 12 > 3, down. No third exchange: Energy 2.',
    expect: { status: 200, complete: true, outcome: { energy: 2, attacks: 2, attacker: { strikes: 1, down: false }, defenders: [{ strikes: 1, down: true }] }, diceUsed: 6 },
  },
  {
    id: 'melee-formation-flank',
    title: 'Formations of 4, attacked on the flank (+2 impact, AGI 8), 2 models in common: one pair won, the Knife line loses 3',
    action: 'melee',
    request: {
      attacker: { name: 'Sword line', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] }, formation: { size: 4, shape: 'rectangle' } },
      defenders: [{ name: 'Knife line', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, formation: { size: 4, shape: 'rectangle' } }],
      inCommon: 2,
      facing: 'left',
      dice: { values: [3, 5, 9, 7, 4] },
    },
    arithmetic:
      'Dice per side = models in common: 2. Flank: CH IMP +2, target 8. ruling: wartime/roll-order: the impact dice are read pair ' +
      'by pair, the attacker die first: pair 1 attacker 3, defender 5; pair 2 attacker 9, defender 7. Pair 1: ' +
      '3 <= 8 and 5 <= 5, 3 < 5: the Sword line strikes. Pair 2: 9 > 8 and 7 > 5: nothing. Equal sizes: no rerolls. Damage 6: ' +
      'd10(4) passed, 6 > formation Defense 3: 6 - 3 = 3 members lost (1 left). Energy: the highest Energy of the weapons used, 1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { energy: 1, attacker: { lost: 0, down: false }, defenders: [{ kind: 'formation', lost: 3, down: false }], rerolls: 0 },
      diceUsed: 5,
    },
  },
  {
    id: 'melee-formation-rear-reroll',
    title: 'A formation of 5 hits one of 4 in the rear: +2 impact, Damage x2; it rerolls its failed die (one extra model) and wipes the 4 out',
    action: 'melee',
    request: {
      attacker: { name: 'Sword line', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] }, formation: { size: 5, shape: 'rectangle' } },
      defenders: [{ name: 'Knife line', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, formation: { size: 4, shape: 'rectangle' } }],
      inCommon: 1,
      facing: 'rear',
      dice: { values: [9, 3, 2, 5] },
    },
    arithmetic:
      'One die each. Rear: CH IMP +2 (8) and Damage x 2 = 12. Attacker d10(9) > 8 fails, defender d10(3) <= 5 passes. The larger ' +
      'formation (5 > 4) may reroll one impact die per extra model, at most once per die: reroll d10(2), the second result stands: ' +
      '2 < 3, the Sword line wins. Damage check on 12 -> 10: d10(5) passed; 12 > 3: 12 - 3 = 9 members, only 4 left: all lost, down.',
    expect: {
      status: 200,
      complete: true,
      outcome: { rerolls: 1, defenders: [{ kind: 'formation', lost: 4, down: true }] },
      diceUsed: 4,
    },
  },
  {
    id: 'melee-five-to-one-failed',
    title: 'A Swordsman that failed its 5-to-1 check fails every impact: only the Brawler rolls (4), strikes and downs it',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] }, fiveToOneFailed: true }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], dice: { values: [4, 3] } },
    arithmetic:
      'ruling: wartime/will-triggers: an impact check that fails automatically is not rolled (so it can be neither a critical nor a fumble). Brawler ' +
      'd10(4) <= 5: the only pass, it strikes: d10(3) <= 3, 3 > 2: Swordsman down. Odds: the Swordsman never strikes: [0]; ' +
      'the Brawler passes 5/10 and downs with 3/10: 0.15; no both-fumble.',
    expect: { status: 200, complete: true, outcome: { attacker: { down: true, strikes: 0 } }, odds: { defendersDown: [0], attackerDown: 0.15, combatEnds: 0 }, diceUsed: 2 },
  },
  {
    id: 'melee-vitality',
    title: 'Vitality rules: Damage 6 against Defense 3 takes 3 of the Brawler 4 Vitality; it fights on',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], options: { vitality: true }, dice: { values: [3, 5, 4] } },
    arithmetic: 'Swordsman wins (3 < 5), damage d10(4) passed; Damage - Defense = 6 - 3 = 3 Vitality lost (wartime/vitality-loss); 4 - 3 = 1 left.',
    expect: { status: 200, complete: true, outcome: { defenders: [{ vitalityLost: 3, down: false }] }, diceUsed: 3 },
  },
  {
    id: 'melee-coordinated-on-tank',
    title: 'Coordinated close attack on a tank front (7): two supporting criticals, Defense 5; the Swordsman Damage 6 > 5',
    action: 'melee',
    request: {
      attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } },
      defenders: [{ kind: 'transport', name: 'Tank', transport: { profile: { name: 'Tank', energy: 3, length: 7.6, defense: { front: 7, left: 6, right: 6, rear: 5 } } } }],
      facing: 'front',
      coordinated: { dice: 2 },
      dice: { values: [1, 1, 5] },
    },
    arithmetic:
      'Supporters in contact roll 1, 1: two criticals, Defense 7 - 2 = 5. The finishing blow: automatic impact on a transport; ' +
      'damage d10(5) <= 6 passed; 6 > 5: immobilised.',
    expect: {
      status: 200,
      complete: true,
      outcome: { coordinated: { dice: 2, criticals: 2, fumbles: 0, reduction: 2 }, defenders: [{ kind: 'transport', down: true }] },
      diceUsed: 3,
    },
  },
  {
    id: 'melee-mech-uses-weapon-damage-only',
    title: 'A walker (fights in close combat) wins the exchange; its fist strikes with Damage 7, never adding the pilot CON 8: 8 > 7 fails',
    action: 'melee',
    request: {
      attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } },
      defenders: [
        {
          kind: 'transport',
          name: 'Walker',
          transport: {
            profile: {
              name: 'Walker',
              energy: 2,
              length: 5,
              defense: { front: 6, left: 6, right: 6, rear: 6 },
              melee: true,
              weapons: [{ profile: { name: 'Hydraulic fist', energy: 1, damage: 7, range: 0 } }],
            },
          },
          pilot: { name: 'Pilot', profile: { body: { profile: { con: 8, agi: 5, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 } },
        },
      ],
      facing: 'front',
      dice: { values: [6, 3, 8] },
    },
    arithmetic:
      'A transport larger than a bike has four Defenses, so the request says which side is attacked (front; all are 6 here). ' +
      'A transport that fights in close combat uses its pilot attributes: AGI 5. Swordsman d10(6), pilot d10(3): both pass, 3 < 6: ' +
      'the walker strikes with the fist Damage 7 alone (never + CON - 3): d10(8) > 7 failed (with 7 + 8 - 3 = 12 it would have passed).',
    expect: { status: 200, complete: true, outcome: { attacker: { down: false, struck: 1 } }, diceUsed: 3 },
  },
  {
    id: 'melee-no-defenders-refused',
    title: 'A close-combat attack on nobody: 422 at defenders',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, defenders: [], dice: { values: [3, 5] } },
    arithmetic: 'There must be an enemy to engage: 422.',
    expect: { status: 422, errorPath: 'defenders' },
  },
  {
    id: 'melee-ranged-weapon-refused',
    title: 'A Rifle (range 20 K) is not a close-combat weapon: 422 at weapon',
    action: 'melee',
    request: { attacker: { name: 'Swordsman', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }, weapon: { profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }, defenders: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] } }], dice: { values: [3, 5, 4] } },
    arithmetic: 'Close-combat weapons have 0 K range: 422.',
    expect: { status: 422, errorPath: 'weapon' },
  },

  // ------------------------------------------------------------------------------------------
  // squad: arithmetic of squads and formations (no dice)
  // ------------------------------------------------------------------------------------------
  {
    id: 'squad-energy-phase-structure',
    title: 'A squad acts at its lowest Reaction (3) with its lowest Energy (8); structure 2 x Movement per member',
    action: 'squad',
    request: {
      members: [
        { name: 'Scout', profile: { body: { profile: { con: 3, agi: 6, int: 4, rea: 6, vol: 4 } }, baseDiameter: 2.5 } },
        { name: 'Gunner', profile: { body: { profile: { con: 6, agi: 4, int: 3, rea: 3, vol: 5 } }, baseDiameter: 4 } },
        { name: 'Private', profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 5, vol: 4 } }, baseDiameter: 2.5 }, count: 2 },
      ],
    },
    arithmetic:
      'Members 1 + 1 + 2 = 4. Energy each = REA + 5, at most 10: Scout 11 -> 10, Gunner 8, Privates 10: the squad has the lowest, 8. ' +
      'Reaction phase = lowest Reaction, 3. Movement: base 2.5 rounds half up to 3, base 4 is 4; structure = 2 x Movement cm: ' +
      '[6, 8, 6, 6] in member order.',
    expect: { status: 200, complete: true, outcome: { members: 4, energy: 8, reactionPhase: 3, structure: [6, 8, 6, 6] }, diceUsed: 0 },
  },
  {
    id: 'squad-energy-after-joining',
    title: 'Energy 9 squad is joined by characters with 7, 8 and 5 Energy left: the die marker ends on 5',
    action: 'squad',
    request: { members: [{ profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 4 } }, baseDiameter: 2.5 }, count: 3 }], joining: [7, 8, 5] },
    arithmetic:
      'Squad Energy 4 + 5 = 9. Joiner with 7 < 9: the marker goes to 7. Joiner with 8: not below 7, stays 7. Joiner with 5 < 7: ' +
      'down to 5. Each member may spend 5 at its next activation.',
    expect: { status: 200, complete: true, outcome: { members: 3, energy: 9, energyAfterJoining: 5 }, diceUsed: 0 },
  },
  {
    id: 'squad-joiner-with-more-energy-ignored',
    title: 'A joiner with more Energy (10) than the squad (9): ignored, the squad keeps 9',
    action: 'squad',
    request: { members: [{ profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 4 } }, baseDiameter: 2.5 }, count: 3 }], joining: [10] },
    arithmetic: 'A squad with less Energy than the character who joins ignores the joiner Energy: 9.',
    expect: { status: 200, complete: true, outcome: { energy: 9, energyAfterJoining: 9 }, diceUsed: 0 },
  },
  {
    id: 'squad-charge-pools-energy',
    title: 'A charge engages three members with 3, 2 and 0 Energy left: 5 pooled, at least 3 actions',
    action: 'squad',
    request: { members: [{ profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 4 } }, baseDiameter: 2.5 }, count: 4 }], charge: { leftover: [3, 2, 0] } },
    arithmetic: 'Energy left by each engaged member adds up: 3 + 2 + 0 = 5, spent on combat actions with at least one per engaged member: 3.',
    expect: { status: 200, complete: true, outcome: { charge: { energy: 5, minimumActions: 3 } }, diceUsed: 0 },
  },
  {
    id: 'squad-formation-values-and-casualties',
    title: 'A formation of 6 Brawlers: Defense 3, Energy 9, Fortune 6 pooled, combat Energy 2 (the spear); Damage 6 costs 3 members',
    action: 'squad',
    request: {
      members: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, fortune: 1, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, count: 6 }],
      formation: { weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }, { profile: { name: 'Spear', energy: 2, damage: 4, range: 0 } }] },
      damage: 6,
    },
    arithmetic:
      'Formation Defense = lowest member Defense, 3; Energy = lowest, 4 + 5 = 9; Fortune adds up, 6 x 1 = 6; a combat action costs ' +
      'the highest Energy of the weapons used, max(1, 2) = 2; 6 members >= 4: may fight. Damage 6 > 3: 6 - 3 = 3 members lost, no ' +
      'Defense check.',
    expect: {
      status: 200,
      complete: true,
      outcome: { members: 6, formation: { defense: 3, energy: 9, fortune: 6, combatEnergy: 2, mayFight: true, casualties: { lost: 3, defenseCheck: false } } },
      diceUsed: 0,
    },
  },
  {
    id: 'squad-formation-of-three-cannot-fight',
    title: 'A formation of 3 may not fight; Damage 2 against Defense 3 costs one member only on a failed Defense check',
    action: 'squad',
    request: { members: [{ name: 'Brawler', profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 4 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Knife', energy: 1, damage: 2, range: 0 } }], protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }] }, count: 3 }], formation: {}, damage: 2 },
    arithmetic:
      'Fewer than 4 members: no combat actions. No weapons named: combat Energy null. Damage 2 <= Defense 3: the squad takes a ' +
      'CH DEF and loses 1 member if it fails: casualties { lost 1, defenseCheck true }.',
    expect: { status: 200, complete: true, outcome: { formation: { defense: 3, mayFight: false, combatEnergy: null, casualties: { lost: 1, defenseCheck: true } } }, diceUsed: 0 },
  },
  {
    id: 'squad-lone-character-is-formation-of-one',
    title: 'A character recruited alone counts as a formation of one (diamond) and may fight',
    action: 'squad',
    request: { members: [{ name: 'Hero', profile: { body: { profile: { con: 6, agi: 6, int: 3, rea: 5, vol: 5 } }, baseDiameter: 2.5, weapons: [{ profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }], protections: [{ profile: { name: 'Jerkin', energy: 1, protection: 2 } }] } }], formation: {} },
    arithmetic: 'The 4-member minimum does not apply to characters recruited alone: they are formations of a single member. mayFight true; Defense 2.',
    expect: { status: 200, complete: true, outcome: { members: 1, formation: { defense: 2, mayFight: true } }, diceUsed: 0 },
  },
  {
    id: 'squad-losses-call-will-check',
    title: 'A squad of 6 loses 4 to one action: more than half, a Will check',
    action: 'squad',
    request: { members: [{ profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 4 } }, baseDiameter: 2.5 }, count: 6 }], lost: 4 },
    arithmetic: 'ruling: wartime/will-triggers: `members` is the squad before the loss. 4 > 6 / 2: check for casualties (2 are left, not a last man).',
    expect: { status: 200, complete: true, outcome: { willCheck: 'casualties' }, diceUsed: 0 },
  },
  {
    id: 'squad-last-man-will-check',
    title: 'A squad of 5 loses 4: the last-man check',
    action: 'squad',
    request: { members: [{ profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 4 } }, baseDiameter: 2.5 }, count: 5 }], lost: 4 },
    arithmetic: 'All but one lost to one attack: last man (CH VOL -2).',
    expect: { status: 200, complete: true, outcome: { willCheck: 'last-man' }, diceUsed: 0 },
  },
  {
    id: 'squad-half-lost-no-will-check',
    title: 'A squad of 6 loses 3: exactly half, no Will check',
    action: 'squad',
    request: { members: [{ profile: { body: { profile: { con: 4, agi: 5, int: 4, rea: 4, vol: 4 } }, baseDiameter: 2.5 }, count: 6 }], lost: 3 },
    arithmetic: '3 is not more than 6 / 2 = 3, and 3 are left: no check.',
    expect: { status: 200, complete: true, outcome: { willCheck: null }, diceUsed: 0 },
  },
  {
    id: 'squad-empty-refused',
    title: 'A squad with no members: 422 at members',
    action: 'squad',
    request: { members: [] },
    arithmetic: 'A squad is 1 or more models: 422.',
    expect: { status: 422, errorPath: 'members' },
  },

  // ------------------------------------------------------------------------------------------
  // turn-order: reaction phases 10 to 1, players clockwise from the initiative
  // ------------------------------------------------------------------------------------------
  {
    id: 'turn-order-two-players',
    title: 'Ana has the initiative: phase 7 goes Ana, Ben, Ana; phase 4 Ana, Ben',
    action: 'turn-order',
    request: {
      players: ['Ana', 'Ben'],
      initiative: 'Ana',
      characters: [
        { name: 'A1', player: 'Ana', reaction: 7 },
        { name: 'A2', player: 'Ana', reaction: 7 },
        { name: 'B1', player: 'Ben', reaction: 7 },
        { name: 'B2', player: 'Ben', reaction: 4 },
        { name: 'A3', player: 'Ana', reaction: 4 },
      ],
    },
    arithmetic:
      'Each phase starts with the initiative holder, one character at a time, then the next player clockwise, round and round ' +
      'until the phase is spent. Phase 7: Ana (A1), Ben (B1), Ana (A2; Ben has no one left). Phase 4: Ana (A3), Ben (B2). ' +
      'ruling: wartime/turn-order: phases in which nobody acts are left out. Energy = Reaction + 5, at most 10: A1 10, A2 10, B1 10, B2 9, A3 9.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        initiative: 'Ana',
        phases: [
          {
            reaction: 7,
            turns: [
              { player: 'Ana', character: 'A1' },
              { player: 'Ben', character: 'B1' },
              { player: 'Ana', character: 'A2' },
            ],
          },
          {
            reaction: 4,
            turns: [
              { player: 'Ana', character: 'A3' },
              { player: 'Ben', character: 'B2' },
            ],
          },
        ],
        energy: [
          { character: 'A1', energy: 10 },
          { character: 'A2', energy: 10 },
          { character: 'B1', energy: 10 },
          { character: 'B2', energy: 9 },
          { character: 'A3', energy: 9 },
        ],
      },
      diceUsed: 0,
    },
  },
  {
    id: 'turn-order-three-players-clockwise',
    title: 'Three players, Ben has the initiative: Ben, then Cai (on his left), then Ana',
    action: 'turn-order',
    request: {
      players: ['Ana', 'Ben', 'Cai'],
      initiative: 'Ben',
      characters: [
        { name: 'A1', player: 'Ana', reaction: 5 },
        { name: 'B1', player: 'Ben', reaction: 5 },
        { name: 'C1', player: 'Cai', reaction: 5 },
      ],
    },
    arithmetic: 'Players are listed clockwise; play passes to the left, i.e. clockwise: Ben, Cai, Ana.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        phases: [
          {
            reaction: 5,
            turns: [
              { player: 'Ben', character: 'B1' },
              { player: 'Cai', character: 'C1' },
              { player: 'Ana', character: 'A1' },
            ],
          },
        ],
      },
      diceUsed: 0,
    },
  },
  {
    id: 'turn-order-initiative-holder-absent-from-phase',
    title: 'Ana holds the initiative but has nobody at Reaction 6: the phase opens with the next player clockwise who has',
    action: 'turn-order',
    request: {
      players: ['Ana', 'Ben', 'Cai'],
      initiative: 'Ana',
      characters: [
        { name: 'A1', player: 'Ana', reaction: 3 },
        { name: 'C1', player: 'Cai', reaction: 6 },
        { name: 'B1', player: 'Ben', reaction: 6 },
      ],
    },
    arithmetic: 'Phase 6: Ana has no one, Ben (next clockwise) acts first, then Cai. Phase 3: Ana.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        phases: [
          {
            reaction: 6,
            turns: [
              { player: 'Ben', character: 'B1' },
              { player: 'Cai', character: 'C1' },
            ],
          },
          { reaction: 3, turns: [{ player: 'Ana', character: 'A1' }] },
        ],
      },
      diceUsed: 0,
    },
  },
  {
    id: 'turn-order-squad-and-out-of-turn-energy',
    title: 'A squad (Reactions 6, 4, 8) acts in phase 4 with Energy 9; a character who spent 3 out of turn recharges 7',
    action: 'turn-order',
    request: {
      players: ['Ana', 'Ben'],
      initiative: 'Ben',
      characters: [
        { name: 'Squad', player: 'Ana', members: [6, 4, 8] },
        { name: 'Sniper', player: 'Ben', reaction: 6, outOfTurnEnergy: 3 },
      ],
    },
    arithmetic:
      'The squad acts at its lowest Reaction, 4, with the lowest Energy, 4 + 5 = 9. The Sniper: 6 + 5 = 11 -> 10, less the 3 spent ' +
      'out of turn last turn: 7. Phases: 6 Ben (Sniper); 4 Ana (Squad).',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        phases: [
          { reaction: 6, turns: [{ player: 'Ben', character: 'Sniper' }] },
          { reaction: 4, turns: [{ player: 'Ana', character: 'Squad' }] },
        ],
        energy: [
          { character: 'Squad', energy: 9 },
          { character: 'Sniper', energy: 7 },
        ],
      },
      diceUsed: 0,
    },
  },
  {
    id: 'turn-order-initiative-drawn',
    title: 'No initiative given: each player rolls a d10 (Ana 3, Ben 8), the highest takes it',
    action: 'turn-order',
    request: {
      players: ['Ana', 'Ben'],
      characters: [
        { name: 'A1', player: 'Ana', reaction: 5 },
        { name: 'B1', player: 'Ben', reaction: 5 },
      ],
      dice: { values: [3, 8] },
    },
    arithmetic:
      'ruling: wartime/initiative-draw (the document only says the initiative is drawn): one d10 per player, clockwise, the highest wins, ties roll again. ' +
      '8 > 3: Ben. Phase 5: Ben, Ana. Each player has 1/2 (symmetric; not a flat number, so not asserted).',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        initiative: 'Ben',
        rollOffs: [
          [
            { player: 'Ana', roll: 3 },
            { player: 'Ben', roll: 8 },
          ],
        ],
        phases: [
          {
            reaction: 5,
            turns: [
              { player: 'Ben', character: 'B1' },
              { player: 'Ana', character: 'A1' },
            ],
          },
        ],
      },
      diceUsed: 2,
    },
  },
  {
    id: 'turn-order-unknown-initiative-refused',
    title: 'The initiative named for a player who is not at the table: 422 at initiative',
    action: 'turn-order',
    request: { players: ['Ana', 'Ben'], initiative: 'Cai', characters: [{ name: 'A1', player: 'Ana', reaction: 5 }] },
    arithmetic: 'Cai is not among the players: 422.',
    expect: { status: 422, errorPath: 'initiative' },
  },
  {
    id: 'turn-order-unknown-player-refused',
    title: 'A character of a player who is not at the table: 422 at characters[1].player',
    action: 'turn-order',
    request: {
      players: ['Ana', 'Ben'],
      initiative: 'Ana',
      characters: [
        { name: 'A1', player: 'Ana', reaction: 5 },
        { name: 'D1', player: 'Dani', reaction: 5 },
      ],
    },
    arithmetic: 'Dani is not among the players: 422.',
    expect: { status: 422, errorPath: 'characters[1].player' },
  },

  // ------------------------------------------------------------------------------------------
  // trap: zones with the default traps
  // ------------------------------------------------------------------------------------------
  {
    id: 'trap-avoided-on-agility',
    title: 'Crossing a minefield: AGI 6 (the higher of AGI and INT) rolls 4, avoided',
    action: 'trap',
    request: { zone: { profile: { name: 'Minefield', difficulty: 2, traps: true } }, character: { profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 } }, dice: { values: [4] } },
    arithmetic:
      'Traps without a description: an AGI or INT check (the higher, AGI 6, by default); d10(4) passes, no CON check. Odds: ' +
      'caught = fail AGI 4/10 x fail CON 4 (6/10) = 24/100 = 0.24.',
    expect: { status: 200, complete: true, outcome: { checks: [{ what: 'agi', target: 6, roll: 4, verdict: 'pass' }], caught: false }, odds: { caught: 0.24 }, diceUsed: 1 },
  },
  {
    id: 'trap-caught',
    title: 'AGI 6 rolls 8 (fail), CON 4 rolls 7 (fail): caught, a casualty',
    action: 'trap',
    request: { zone: { profile: { name: 'Minefield', traps: true } }, character: { profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 } }, dice: { values: [8, 7] } },
    arithmetic: 'd10(8) > 6: then CH CON: d10(7) > 4: caught in the trap, a casualty. Odds 0.24.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        checks: [
          { what: 'agi', target: 6, roll: 8, verdict: 'fail' },
          { what: 'con', target: 4, roll: 7, verdict: 'fail' },
        ],
        caught: true,
      },
      odds: { caught: 0.24 },
      diceUsed: 2,
    },
  },
  {
    id: 'trap-intelligence-chosen',
    title: 'The player chooses INT 4: 5 fails, CON 4 rolls 3 and saves',
    action: 'trap',
    request: { zone: { profile: { name: 'Minefield', traps: true } }, character: { profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 } }, attribute: 'int', dice: { values: [5, 3] } },
    arithmetic: 'INT 4: d10(5) fails; CON 4: d10(3) passes: not caught. Odds: 6/10 x 6/10 = 0.36.',
    expect: { status: 200, complete: true, outcome: { caught: false }, odds: { caught: 0.36 }, diceUsed: 2 },
  },
  {
    id: 'trap-vitality-loses-d10',
    title: 'Vitality rules: caught (8, 7), the character loses 1D10 = 3 Vitality instead of becoming a casualty',
    action: 'trap',
    request: {
      zone: { profile: { name: 'Minefield', traps: true } },
      character: { profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 } },
      options: { vitality: true },
      dice: { values: [8, 7, 3] },
    },
    arithmetic: 'Both checks fail; with Vitality, 1D10 Vitality is lost: d10(3): 3 of 4, 1 left. Odds: caught 0.24.',
    expect: { status: 200, complete: true, outcome: { caught: true, vitalityLost: 3 }, odds: { caught: 0.24 }, diceUsed: 3 },
  },
  {
    id: 'trap-transport-immobilised',
    title: 'A motorbike crosses the minefield: the rider fails AGI 5 (7), the bike fails its Defense check 4 (6): immobilised',
    action: 'trap',
    request: {
      zone: { profile: { name: 'Minefield', traps: true } },
      transport: {
        transport: { profile: { name: 'Motorbike', energy: 1, length: 2.4, defense: 4 } },
        pilot: { profile: { body: { profile: { con: 4, agi: 5, int: 3, rea: 4, vol: 5 } }, baseDiameter: 2.5 } },
      },
      dice: { values: [7, 6] },
    },
    arithmetic: 'The pilot checks AGI (5, higher than INT 3): d10(7) fails; then a Defense check, the bike Defense 4: d10(6) fails: immobilised in the zone for the rest of the game.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        checks: [
          { what: 'agi', target: 5, roll: 7, verdict: 'fail' },
          { what: 'defense', target: 4, roll: 6, verdict: 'fail' },
        ],
        immobilised: true,
      },
      diceUsed: 2,
    },
  },
  {
    id: 'trap-zone-without-traps-refused',
    title: 'A zone without traps: nothing to resolve, 422',
    action: 'trap',
    request: { zone: { profile: { name: 'Field', difficulty: 1 } }, character: { profile: { body: { profile: { con: 4, agi: 6, int: 4, rea: 4, vol: 5 } }, baseDiameter: 2.5 } }, dice: { values: [4] } },
    arithmetic: 'The zone declares no traps: a trap check makes no sense there, 422.',
    expect: { status: 422 },
  },
];
