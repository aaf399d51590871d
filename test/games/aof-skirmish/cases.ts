import { AOF_SKIRMISH_ACTIONS, type AofAction, type AofRequestByAction } from '../../../src/engine/aof-skirmish';
import type { UnitProfileInput } from '../../../src/engine/aof-skirmish/requests';
import { RulingCase } from '../../rulings/ruling-case';

/**
 * Age of Fantasy: Skirmish rulings worked by hand from the Spanish rule document
 * (shared/rules/aof-skirmish.es.txt) and the rulings register (shared/RULINGS.md:
 * aof-skirmish/shooting, aof-skirmish/profile, aof-skirmish/natural-rolls). Each case is a body
 * as a client would POST it to `POST /v1/aof-skirmish/resolve/{action}`, typed against
 * src/engine/aof-skirmish/requests.ts, and the answer the service must give. None of it was read
 * off the engine: if the engine disagrees, re-do the arithmetic by hand first.
 *
 * Profiles are inline (`profile`), so no case depends on the catalog's contents. The named
 * constants below are plain data, written once because many bodies share them.
 *
 * ROLL ORDER (fixed dice are read in this order; ruling aof-skirmish/roll-order):
 * - An attack (a shot, or one strike of a melee) is rolled weapon group by weapon group, in request
 *   order (default groups: the unit's equipment in order, every model left; Impact dice first when
 *   charging; a Sergeant's attacks as a group of their own, before the rest of its group). For each
 *   group: its to-hit dice, then the Defense dice of its hits (its plain hits, then its Rending
 *   hits), then Bane's rerolls of unmodified Defense 6s, then the Regeneration dice of the wounds
 *   that stood. Once every group is rolled the wounds are assigned, Deadly ones first, and the last
 *   model rolls one wound-effects die when it took wounds and its roll is due.
 *   (These cases were first worked with every to-hit pool before any Defense pool; the cases whose
 *   dice depended on that were re-laid for this order, with the same situation and result.)
 * - A melee: the Counter strike (Counter weapons, when the defender strikes back) with all its
 *   dice, then the charge with all its dice, then the strike back (ruling aof-skirmish/counter-impact).
 * - Morale: the units in request order; per unit its quality die (none when it is stunned: it
 *   fails anyway; ruling aof-skirmish/stunned-morale), then its Fearless die when it failed.
 * - Dangerous terrain: every model's dice (one, or X with Tough(X); ruling
 *   aof-skirmish/dangerous-terrain), then the wound-effects die.
 * - Jump: the X+1 jump dice, then (when it fails and the model falls from 2" or more) the fall's
 *   Defense die, then its wound-effects die.
 * - Objectives without markers: one d6 read as the D3 (1-2: 1, 3-4: 2, 5-6: 3; ruling aof-skirmish/d3).
 * - Deployment roll-off: side a's d6, then side b's; a tie is rolled again (the next two dice;
 *   ruling aof-skirmish/roll-off).
 *
 * RECURRING SUMS
 * - To hit at Quality Q: P = (7 - Q)/6, with a natural 6 always hitting and a natural 1 always
 *   missing, so a need of 7 or more still hits on 1/6 and a need of 1 or less still misses on 1/6.
 * - Defense D, AP X, cover c (+1): blocked on d6 >= D + X - c, a natural 6 always blocks, a natural
 *   1 never does. P(unblocked): need 4 -> 1/2, need 5 -> 2/3, need 3 -> 1/3, need >= 6 -> 5/6,
 *   need <= 2 -> 1/6.
 * - Wound effects: d6 + markers (+1 when already stunned) >= 6 (5 + X with Tough(X)) is out of
 *   action, else stunned; with m markers and no Tough, P(out) = (m + 1)/6 (capped at 1).
 * - In a group each wound removes a model until one is left; only the last one takes markers.
 *   W wounds ~ Binomial(n, p) against k models: W <= k - 1 removes W models; W >= k removes k - 1
 *   and puts W - k + 1 markers on the last one, which rolls.
 */

/** Every action of the game (the engine's list): each needs at least one case. */
export const AOF_ACTIONS: readonly AofAction[] = AOF_SKIRMISH_ACTIONS;

/** A ruling whose request is typed by its action. */
export type AofRulingCase = { [A in AofAction]: RulingCase<A, AofRequestByAction[A]> }[AofAction];

// ---------------------------------------------------------------------------------------------
// Profiles (our own names and numbers)
// ---------------------------------------------------------------------------------------------

/** Q4+ D5+, five models with 24" bows (A1). */
const ARCHERS: UnitProfileInput = { name: 'Archers', quality: 4, defense: 5, models: 5, equipment: [{ name: 'Bow', range: 24, attacks: 1 }] };
/** Q4+ D4+, five models with hand weapons (A1). The usual target. */
const WARRIORS: UnitProfileInput = { name: 'Warriors', quality: 4, defense: 4, models: 5, equipment: [{ name: 'Hand weapon', range: 0, attacks: 1 }] };
/** Q4+ D4+, three models. */
const SPEARMEN: UnitProfileInput = { name: 'Spearmen', quality: 4, defense: 4, models: 3, equipment: [{ name: 'Spear', range: 0, attacks: 1 }] };
/** Q4+ D3+, five models. */
const GUARDS: UnitProfileInput = { name: 'Guards', quality: 4, defense: 3, models: 5, equipment: [{ name: 'Halberd', range: 0, attacks: 1 }] };
/** Q3+ D2+, three models. */
const PALADINS: UnitProfileInput = { name: 'Paladins', quality: 3, defense: 2, models: 3, equipment: [{ name: 'Blessed sword', range: 0, attacks: 1 }] };
/** Q4+ D5+, three models, Stealth. */
const RANGERS: UnitProfileInput = {
  name: 'Rangers',
  quality: 4,
  defense: 5,
  models: 3,
  rules: [{ id: 'stealth' }],
  equipment: [{ name: 'Short bow', range: 18, attacks: 1 }],
};
/** Q4+ D4+, three models, Regeneration. */
const TROLLS: UnitProfileInput = {
  name: 'Trolls',
  quality: 4,
  defense: 4,
  models: 3,
  rules: [{ id: 'regeneration' }],
  equipment: [{ name: 'Claws', range: 0, attacks: 2 }],
};
/** Q4+ D5+, two models with 24" bows (A1). */
const HUNTERS: UnitProfileInput = { name: 'Hunters', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Hunting bow', range: 24, attacks: 1 }] };
/** Q3+ D4+, one model, Tough(3). */
const OGRE: UnitProfileInput = { name: 'Ogre', quality: 3, defense: 4, models: 1, rules: [{ id: 'tough', rating: 3 }], equipment: [{ name: 'Club', range: 0, attacks: 2 }] };
/** Q3+ D4+, one model, no Tough. */
const CAPTAIN: UnitProfileInput = { name: 'Captain', quality: 3, defense: 4, models: 1, equipment: [{ name: 'Sword', range: 0, attacks: 2 }] };
/** Q5+ D5+, five models. */
const MILITIA: UnitProfileInput = { name: 'Militia', quality: 5, defense: 5, models: 5, equipment: [{ name: 'Spear', range: 0, attacks: 1 }] };
/** Q4+ D5+, five models with axes (A1): the usual charger. */
const RAIDERS: UnitProfileInput = { name: 'Raiders', quality: 4, defense: 5, models: 5, equipment: [{ name: 'Axe', range: 0, attacks: 1 }] };
/** Q3+ D4+, two models, Impact(1), lances (A1). */
const KNIGHTS: UnitProfileInput = {
  name: 'Knights',
  quality: 3,
  defense: 4,
  models: 2,
  rules: [{ id: 'impact', rating: 1 }],
  equipment: [{ name: 'Lance', range: 0, attacks: 1 }],
};
/** Q4+ D4+, five models, pikes (A1) with Counter. */
const PIKEMEN: UnitProfileInput = {
  name: 'Pikemen',
  quality: 4,
  defense: 4,
  models: 5,
  equipment: [{ name: 'Pike', range: 0, attacks: 1, rules: [{ id: 'counter' }] }],
};
/** Q4+ D5+, three models, Furious. */
const BERSERKERS: UnitProfileInput = {
  name: 'Berserkers',
  quality: 4,
  defense: 5,
  models: 3,
  rules: [{ id: 'furious' }],
  equipment: [{ name: 'Great axe', range: 0, attacks: 1 }],
};
/** Q4+ D4+, one model, Tough(3), Fear(2), claws (A3). */
const TROLL_BRUTE: UnitProfileInput = {
  name: 'Troll brute',
  quality: 4,
  defense: 4,
  models: 1,
  rules: [
    { id: 'tough', rating: 3 },
    { id: 'fear', rating: 2 },
  ],
  equipment: [{ name: 'Claws', range: 0, attacks: 3 }],
};
/** Q5+ D3+, three models, Fearless. */
const SHIELDBEARERS: UnitProfileInput = {
  name: 'Shieldbearers',
  quality: 5,
  defense: 3,
  models: 3,
  rules: [{ id: 'fearless' }],
  equipment: [{ name: 'Hammer', range: 0, attacks: 1 }],
};
/** Q3+ D3+, one model. */
const CHAMPION: UnitProfileInput = { name: 'Champion', quality: 3, defense: 3, models: 1, equipment: [{ name: 'Greatsword', range: 0, attacks: 2 }] };
/** A Hero that may join a unit: Tough(6). */
const WARDEN = { name: 'Warden', quality: 3, defense: 3, rules: [{ id: 'hero' }, { id: 'tough', rating: 6 }] };

export const AOF_SKIRMISH_CASES: AofRulingCase[] = [
  // ------------------------------------------------------------------------------------------
  // Quality tests (natural 6 / natural 1: ruling aof-skirmish/natural-rolls)
  // ------------------------------------------------------------------------------------------
  {
    id: 'quality-test-pass-on-the-number',
    title: 'Quality 4+, rolled 4: passed',
    action: 'quality-test',
    request: { quality: 4, dice: { values: [4] } },
    arithmetic: 'Need 4 or more on a d6; rolled 4 >= 4: passed. Odds: faces 4, 5, 6 -> 3/6 = 0.5000.',
    expect: { status: 200, complete: true, outcome: { roll: 4, need: 4, passed: true, natural: false }, odds: { pass: 0.5 }, diceUsed: 1 },
  },
  {
    id: 'quality-test-fail-below',
    title: 'Quality 4+, rolled 3: failed',
    action: 'quality-test',
    request: { quality: 4, dice: { values: [3] } },
    arithmetic: 'Need 4; rolled 3 < 4: failed (not a natural 1, so natural is false). Odds 3/6 = 0.5000.',
    expect: { status: 200, complete: true, outcome: { roll: 3, need: 4, passed: false, natural: false }, odds: { pass: 0.5 }, diceUsed: 1 },
  },
  {
    id: 'quality-test-natural-6-beats-penalty',
    title: 'Quality 5+ at -2 needs a 7: a natural 6 still passes',
    action: 'quality-test',
    request: { quality: 5, modifier: -2, dice: { values: [6] } },
    arithmetic:
      '6 - 2 = 4 < 5 would fail, but an unmodified 6 always succeeds (document, "Modificadores"; ruling: aof-skirmish/natural-rolls): passed, and the ' +
      'natural rule decided it. Odds: only the 6 passes -> 1/6 = 0.1667. (need is 7; not asserted, the field may be reported clamped.)',
    expect: { status: 200, complete: true, outcome: { roll: 6, passed: true, natural: true }, odds: { pass: 0.1667 }, diceUsed: 1 },
  },
  {
    id: 'quality-test-natural-1-beats-bonus',
    title: 'Quality 2+ at +1: a natural 1 still fails',
    action: 'quality-test',
    request: { quality: 2, modifier: 1, dice: { values: [1] } },
    arithmetic:
      '1 + 1 = 2 >= 2 would pass, but an unmodified 1 always fails: failed, decided by the natural rule. ' +
      'Odds: faces 2..6 pass (any of them +1 >= 2), the 1 fails -> 5/6 = 0.8333.',
    expect: { status: 200, complete: true, outcome: { roll: 1, passed: false, natural: true }, odds: { pass: 0.8333 }, diceUsed: 1 },
  },
  {
    id: 'quality-test-bonus-lowers-need',
    title: 'Quality 5+ at +1: rolled 4 passes (need 4)',
    action: 'quality-test',
    request: { quality: 5, modifier: 1, dice: { values: [4] } },
    arithmetic: '4 + 1 = 5 >= 5: passed; need read as 5 - 1 = 4. Odds: faces 4, 5, 6 -> 3/6 = 0.5000.',
    expect: { status: 200, complete: true, outcome: { roll: 4, need: 4, passed: true, natural: false }, odds: { pass: 0.5 }, diceUsed: 1 },
  },
  {
    id: 'quality-test-quality-7-refused',
    title: 'Quality 7+ does not exist (2+ to 6+): 422 at quality',
    action: 'quality-test',
    request: { quality: 7, dice: { values: [6] } },
    arithmetic: 'Ruling aof-skirmish/profile: Quality is 2+ to 6+. 7 is no profile value -> 422 naming quality; no die read.',
    expect: { status: 422, errorPath: 'quality' },
  },
  {
    id: 'quality-test-dice-run-out',
    title: 'No value given: incomplete, the next roll is one d6 needing 4+',
    action: 'quality-test',
    request: { quality: 4, dice: { values: [] } },
    arithmetic: 'One d6 is due and none is given: complete false, next = 1 d6, need "4+". Odds are asserted only on complete answers.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 1, need: '4+' }, diceUsed: 0 },
  },
  {
    id: 'quality-test-one-die-too-many',
    title: 'Two values for one test: 422 at dice.values[1]',
    action: 'quality-test',
    request: { quality: 4, dice: { values: [4, 2] } },
    arithmetic: 'A quality test rolls one die; values[1] = 2 is left over -> 422 at dice.values[1].',
    expect: { status: 422, errorPath: 'dice.values[1]' },
  },

  // ------------------------------------------------------------------------------------------
  // Shooting (ruling aof-skirmish/shooting): to hit at Quality, Defense per hit, wounds
  // ------------------------------------------------------------------------------------------
  {
    id: 'shot-archers-volley',
    title: '5 Archers shoot 5 Warriors: 3 hits, 1 blocked, 2 models removed',
    action: 'shot',
    request: {
      attacker: { profile: ARCHERS },
      target: { profile: WARRIORS },
      distance: 12,
      cover: 'none',
      dice: { values: [4, 2, 5, 1, 6, 4, 3, 1] },
    },
    arithmetic:
      'Bow 24" reaches 12". 5 models x A1 = 5 dice at 4+: 4 hit, 2 miss, 5 hit, 1 miss, 6 hit -> 3 hits (one natural 6). ' +
      'Defense 4+, no AP, no cover: 4 blocks, 3 and 1 do not -> 2 wounds. 5 models: each wound removes one -> 3 left, no markers, ' +
      'no wound roll (the last model took nothing). ' +
      'Odds: hit 3/6 = 0.5000 per die; expected hits 5 x 1/2 = 2.5. P(wound per die) = 1/2 x 1/2 = 1/4; expected wounds 5/4 = 1.25. ' +
      'W ~ Bin(5, 1/4) (/1024): W0 243, W1 405, W2 270, W3 90, W4 15, W5 1. W <= 4 removes W models; W = 5 removes 4 and puts 1 marker ' +
      'on the last, out on d6 + 1 >= 6 (5, 6: 1/3). modelsRemoved = [243/1024 = 0.2373, 405/1024 = 0.3955, 270/1024 = 0.2637, ' +
      '90/1024 = 0.0879, (15 + 2/3)/1024 = 47/3072 = 0.0153, (1/3)/1024 = 1/3072 = 0.0003]; expected removed = sum k P(k) = ' +
      '(405 + 540 + 270 + 4 x 47/3 + 5/3)/1024 = 3838/3072 = 1.2493. destroyed 1/3072 = 0.0003; stunned (2/3)/1024 = 2/3072 = 0.0007. ' +
      'lastModelWounds: 0 markers unless W = 5: [1023/1024 = 0.9990, 2/3072 = 0.0007] (sums to 1 - destroyed).',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        strike: {
          attacks: 5,
          sixes: 1,
          hits: 3,
          blocked: 1,
          regenerated: 0,
          wounds: 2,
          modelsRemoved: 2,
          target: { modelsLeft: 3, wounds: 0, stunned: false, destroyed: false },
        },
      },
      odds: {
        hitPerAttack: [0.5],
        expectedHits: 2.5,
        expectedWounds: 1.25,
        modelsRemoved: [0.2373, 0.3955, 0.2637, 0.0879, 0.0153, 0.0003],
        expectedModelsRemoved: 1.2493,
        lastModelWounds: [0.999, 0.0007],
        stunned: 0.0007,
        destroyed: 0.0003,
      },
      diceUsed: 8,
    },
  },
  {
    id: 'shot-cover-plus-one',
    title: 'Target in cover terrain: Defense 4+ blocks on 3+, rolled 3 blocks and 2 does not',
    action: 'shot',
    request: {
      attacker: { profile: ARCHERS },
      target: { profile: WARRIORS },
      distance: 12,
      cover: 'terrain',
      dice: { values: [5, 5, 2, 2, 2, 3, 2] },
    },
    arithmetic:
      '5 dice at 4+: 5, 5 hit; 2, 2, 2 miss -> 2 hits. Cover: +1 to Defense rolls against shots, so 3 + 1 = 4 >= 4 blocks, ' +
      '2 + 1 = 3 does not -> 1 wound, 1 model removed, 4 left. ' +
      'Odds: unblocked only on 1, 2 -> 2/6; per die 1/2 x 1/3 = 1/6; expected wounds 5/6 = 0.8333; expected hits 2.5. ' +
      'W ~ Bin(5, 1/6) (/7776): 3125, 3125, 1250, 250, 25, 1. modelsRemoved = [3125/7776 = 0.4019, 0.4019, 1250/7776 = 0.1608, ' +
      '250/7776 = 0.0322, (25 + 2/3)/7776 = 0.0033, (1/3)/7776 = 0.0000].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 5, hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1, target: { modelsLeft: 4, wounds: 0 } } },
      odds: { hitPerAttack: [0.5], expectedHits: 2.5, expectedWounds: 0.8333, modelsRemoved: [0.4019, 0.4019, 0.1608, 0.0322, 0.0033, 0] },
      diceUsed: 7,
    },
  },
  {
    id: 'shot-natural-1-fails-in-cover',
    title: 'Defense 2+ in cover needs a 1, but a natural 1 never blocks',
    action: 'shot',
    request: {
      attacker: { profile: ARCHERS },
      target: { profile: PALADINS },
      distance: 12,
      cover: 'terrain',
      dice: { values: [4, 1, 1, 1, 1, 1] },
    },
    arithmetic:
      '5 dice at 4+: one 4 hits, four 1s miss -> 1 hit. Defense 2+ with cover +1: any roll + 1 >= 2, but a natural 1 always fails ' +
      '(ruling: aof-skirmish/natural-rolls) -> rolled 1: wound; 3 Paladins -> 1 removed, 2 left. ' +
      'Odds: unblocked only on the natural 1 -> 1/6; per die 1/2 x 1/6 = 1/12; expected wounds 5/12 = 0.4167.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 1, blocked: 0, wounds: 1, modelsRemoved: 1, target: { modelsLeft: 2 } } },
      odds: { hitPerAttack: [0.5], expectedWounds: 0.4167 },
      diceUsed: 6,
    },
  },
  {
    id: 'shot-out-of-range',
    title: 'Bow 24" at 25": no weapon reaches, the shot is refused (422 at distance)',
    action: 'shot',
    request: { attacker: { profile: ARCHERS }, target: { profile: WARRIORS }, distance: 25, dice: { values: [6] } },
    arithmetic:
      'Only models in range may shoot (ruling aof-skirmish/shooting). The only ranged weapon reaches 24" < 25". ' +
      'ruling: aof-skirmish/shot-range: a shot where no weapon of the attacker reaches the target is not a shot -> 422 naming distance (not a 200 with no dice).',
    expect: { status: 422, errorPath: 'distance' },
  },
  {
    id: 'shot-no-ranged-weapon',
    title: 'Warriors have only a melee weapon: they cannot shoot (422 at attacker)',
    action: 'shot',
    request: { attacker: { profile: WARRIORS }, target: { profile: ARCHERS }, distance: 6, dice: { values: [6] } },
    arithmetic: 'The hand weapon has range 0 (melee). With no weapon of range > 0 there is nothing to shoot with. ruling: aof-skirmish/shot-range: 422 naming attacker.',
    expect: { status: 422, errorPath: 'attacker' },
  },
  {
    id: 'shot-short-weapon-holds-fire',
    title: 'Bows (24") fire at 12", throwing axes (6") do not',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Skirmish band',
          quality: 4,
          defense: 5,
          models: 3,
          equipment: [
            { name: 'Bow', range: 24, attacks: 1 },
            { name: 'Throwing axes', range: 6, attacks: 1 },
          ],
        },
      },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [4, 4, 4, 2, 2, 2] },
    },
    arithmetic:
      'Weapons with a shorter range do not fire (requests.ts): only 3 bow dice. 4, 4, 4 -> 3 hits; Defense 4+: 2, 2, 2 -> 3 wounds, ' +
      '3 models removed, 2 left. Odds: 3 dice at 1/4 -> W ~ Bin(3, 1/4) (/64): 27, 27, 9, 1 -> modelsRemoved ' +
      '[0.4219, 0.4219, 0.1406, 0.0156, 0, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 3, hits: 3, wounds: 3, modelsRemoved: 3, target: { modelsLeft: 2 } } },
      odds: { hitPerAttack: [0.5], modelsRemoved: [0.4219, 0.4219, 0.1406, 0.0156, 0, 0] },
      diceUsed: 6,
    },
  },
  {
    id: 'shot-fatigue-is-melee-only',
    title: 'A fatigued unit shoots normally: fatigue only limits melee hits',
    action: 'shot',
    request: {
      attacker: { profile: HUNTERS, fatigued: true },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [4, 5, 1, 5] },
    },
    arithmetic:
      'Fatigue: "solo impactan con un 6 no modificado en combate cuerpo a cuerpo" - melee only. 2 dice at 4+: 4, 5 -> 2 hits. ' +
      'Defense 4+: 1 wound, 5 blocks -> 1 removed. Odds: W ~ Bin(2, 1/4): [9/16 = 0.5625, 6/16 = 0.375, 1/16 = 0.0625, 0, 0, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1 } },
      odds: { hitPerAttack: [0.5], modelsRemoved: [0.5625, 0.375, 0.0625, 0, 0, 0] },
      diceUsed: 4,
    },
  },

  // AP(X)
  {
    id: 'shot-ap-2',
    title: 'AP(2) against Defense 3+: blocks only on 5+',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Crossbowmen',
          quality: 4,
          defense: 5,
          models: 3,
          equipment: [{ name: 'Crossbow', range: 24, attacks: 1, rules: [{ id: 'ap', rating: 2 }] }],
        },
      },
      target: { profile: GUARDS },
      distance: 18,
      dice: { values: [4, 4, 1, 5, 4] },
    },
    arithmetic:
      '3 dice at 4+: 4, 4 hit, 1 misses -> 2 hits. AP(2): Defense 3+ now needs 3 + 2 = 5: 5 blocks, 4 does not -> 1 wound, 1 removed. ' +
      'Odds: unblocked 4/6; per die 1/2 x 2/3 = 1/3; expected wounds 3 x 1/3 = 1. W ~ Bin(3, 1/3) (/27): 8, 12, 6, 1 -> ' +
      'modelsRemoved [8/27 = 0.2963, 12/27 = 0.4444, 6/27 = 0.2222, 1/27 = 0.0370, 0, 0]; expected removed 1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 3, hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1, target: { modelsLeft: 4 } } },
      odds: { hitPerAttack: [0.5], expectedWounds: 1, modelsRemoved: [0.2963, 0.4444, 0.2222, 0.037, 0, 0], expectedModelsRemoved: 1, destroyed: 0 },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-ap-natural-6-always-blocks',
    title: 'AP(5) against Defense 2+ needs a 7: a natural 6 still blocks',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Bolt thrower crew',
          quality: 4,
          defense: 5,
          models: 1,
          equipment: [{ name: 'Bolt thrower', range: 36, attacks: 1, rules: [{ id: 'ap', rating: 5 }] }],
        },
      },
      target: { profile: PALADINS },
      distance: 20,
      dice: { values: [5, 6] },
    },
    arithmetic:
      'To hit 5 >= 4: hit. Defense 2+ with AP(5) needs 7, but an unmodified 6 always succeeds (ruling: aof-skirmish/natural-rolls): 6 blocks, no wound. ' +
      'Odds: unblocked 5/6; P(wound) = 1/2 x 5/6 = 5/12 = 0.4167 = expected wounds; modelsRemoved [7/12 = 0.5833, 5/12 = 0.4167, 0, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 1, blocked: 1, wounds: 0, modelsRemoved: 0, target: { modelsLeft: 3 } } },
      odds: { expectedWounds: 0.4167, modelsRemoved: [0.5833, 0.4167, 0, 0] },
      diceUsed: 2,
    },
  },

  // Stealth
  {
    id: 'shot-stealth-beyond-9',
    title: 'Stealth target at 12": Quality 4+ hits on 5+',
    action: 'shot',
    request: { attacker: { profile: ARCHERS }, target: { profile: RANGERS }, distance: 12, dice: { values: [4, 5, 6, 3, 1, 1, 2] } },
    arithmetic:
      'Every Ranger has Stealth and the shot is from more than 9": -1 to hit, so 4+ becomes 5+: 4 misses, 5 and 6 hit, 3 and 1 miss -> 2 hits. ' +
      'Defense 5+: 1, 2 -> 2 wounds; 3 models -> 2 removed, 1 left with no markers. ' +
      'Odds: hit 2/6 = 0.3333; unblocked 4/6; per die 2/9; expected hits 5/3 = 1.6667; expected wounds 10/9 = 1.1111. ' +
      'W ~ Bin(5, 2/9) (/59049): 16807, 24010, 13720, 3920, 560, 32. W <= 2 removes W; W = 3, 4, 5 removes 2 and leaves 1, 2, 3 markers, out ' +
      'on 1/3, 1/2, 2/3. removed 2 = (13720 + 3920 x 2/3 + 560 x 1/2 + 32 x 1/3)/59049 = 16624/59049 = 0.2815; removed 3 = ' +
      '(3920/3 + 280 + 64/3)/59049 = 1608/59049 = 0.0272. modelsRemoved [0.2846, 0.4066, 0.2815, 0.0272].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 5, sixes: 1, hits: 2, wounds: 2, modelsRemoved: 2, target: { modelsLeft: 1, wounds: 0 } } },
      odds: { hitPerAttack: [0.3333], expectedHits: 1.6667, expectedWounds: 1.1111, modelsRemoved: [0.2846, 0.4066, 0.2815, 0.0272], destroyed: 0.0272 },
      diceUsed: 7,
    },
  },
  {
    id: 'shot-stealth-at-9',
    title: 'Stealth target at exactly 9": no penalty ("more than 9")',
    action: 'shot',
    request: { attacker: { profile: ARCHERS }, target: { profile: RANGERS }, distance: 9, dice: { values: [4, 3, 3, 3, 3, 1] } },
    arithmetic: 'Stealth applies from more than 9"; 9" is not more. 4+ to hit: the 4 hits -> 1 hit; Defense 5+: 1 -> wound, 1 removed. hit 3/6 = 0.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 1, wounds: 1, modelsRemoved: 1, target: { modelsLeft: 2 } } },
      odds: { hitPerAttack: [0.5] },
      diceUsed: 6,
    },
  },
  {
    id: 'shot-stealth-needs-every-model',
    title: 'Stealth unit joined by a Hero without Stealth: not every model has it, no penalty',
    action: 'shot',
    request: {
      attacker: { profile: ARCHERS },
      target: { profile: RANGERS, hero: WARDEN, models: 4 },
      distance: 12,
      dice: { values: [4, 3, 3, 3, 3, 6] },
    },
    arithmetic:
      'Stealth counts only "a unidades en las que todos los modelos tienen esta regla". ruling: aof-skirmish/hero-joining: a joined Hero is a model of the unit, and the ' +
      'Warden lacks Stealth, so there is no -1. 4+ to hit: 1 hit. The unit still uses its own Defense 5+ (Hero rule): rolled 6, blocked. hit 0.5.',
    expect: { status: 200, complete: true, outcome: { strike: { hits: 1, blocked: 1, wounds: 0 } }, odds: { hitPerAttack: [0.5] }, diceUsed: 6 },
  },

  // Indirect
  {
    id: 'shot-indirect-after-moving-ignores-sight-blocker',
    title: 'Indirect after moving: -1 to hit, and cover from sight blockers does not count',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Catapult crew',
          quality: 4,
          defense: 5,
          models: 1,
          equipment: [{ name: 'Catapult', range: 30, attacks: 2, rules: [{ id: 'indirect' }] }],
        },
      },
      target: { profile: WARRIORS },
      distance: 18,
      cover: 'sight-blocker',
      moved: true,
      dice: { values: [4, 5, 3] },
    },
    arithmetic:
      'Indirect: -1 to hit after moving -> 5+: 4 misses, 5 hits. Indirect ignores cover from sight blockers, so Defense stays 4+: rolled 3, ' +
      'wound, 1 removed. Odds: hit 2/6 = 0.3333; unblocked 1/2; per die 1/6; expected wounds 2/6 = 0.3333; W ~ Bin(2, 1/6): ' +
      '[25/36 = 0.6944, 10/36 = 0.2778, 1/36 = 0.0278, 0, 0, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 2, hits: 1, blocked: 0, wounds: 1, modelsRemoved: 1 } },
      odds: { hitPerAttack: [0.3333], expectedWounds: 0.3333, modelsRemoved: [0.6944, 0.2778, 0.0278, 0, 0, 0] },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-indirect-terrain-cover-counts',
    title: 'Indirect without moving: 4+ to hit, and cover terrain still gives +1',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Catapult crew',
          quality: 4,
          defense: 5,
          models: 1,
          equipment: [{ name: 'Catapult', range: 30, attacks: 2, rules: [{ id: 'indirect' }] }],
        },
      },
      target: { profile: WARRIORS },
      distance: 18,
      cover: 'terrain',
      moved: false,
      dice: { values: [4, 1, 3] },
    },
    arithmetic:
      'Not moved: no -1; 4 hits, 1 misses. Indirect ignores only cover from sight blockers; inside cover terrain Defense gets +1: ' +
      '3 + 1 = 4 blocks. Odds: hit 1/2; unblocked 2/6; per die 1/6; expected wounds 2/6 = 0.3333.',
    expect: { status: 200, complete: true, outcome: { strike: { hits: 1, blocked: 1, wounds: 0 } }, odds: { hitPerAttack: [0.5], expectedWounds: 0.3333 }, diceUsed: 3 },
  },
  {
    id: 'shot-natural-6-hits-through-penalties',
    title: 'Quality 5+, Indirect after moving, at a Stealth unit: needs 7, only a natural 6 hits',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Stone lobbers',
          quality: 5,
          defense: 5,
          models: 1,
          equipment: [{ name: 'Lobber', range: 36, attacks: 2, rules: [{ id: 'indirect' }] }],
        },
      },
      target: { profile: RANGERS },
      distance: 20,
      moved: true,
      dice: { values: [6, 5, 2] },
    },
    arithmetic:
      'Quality 5+, -1 (Indirect after moving), -1 (Stealth beyond 9") -> needs 7: the 5 misses, the natural 6 hits (ruling: aof-skirmish/natural-rolls). ' +
      'Defense 5+: 2 -> wound, 1 Ranger removed. Odds: hit 1/6 = 0.1667; expected hits 2/6 = 0.3333; unblocked 4/6; per die 1/9; ' +
      'expected wounds 2/9 = 0.2222; W ~ Bin(2, 1/9): [64/81 = 0.7901, 16/81 = 0.1975, 1/81 = 0.0123, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 2, sixes: 1, hits: 1, wounds: 1, modelsRemoved: 1 } },
      odds: { hitPerAttack: [0.1667], expectedHits: 0.3333, expectedWounds: 0.2222, modelsRemoved: [0.7901, 0.1975, 0.0123, 0] },
      diceUsed: 3,
    },
  },

  // Blast(X)
  {
    id: 'shot-blast-capped-by-models-ignores-cover',
    title: 'Blast(3) at a 2-model unit in cover: each hit becomes 2, cover ignored',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Stone thrower crew',
          quality: 4,
          defense: 5,
          models: 1,
          equipment: [{ name: 'Stone thrower', range: 30, attacks: 1, rules: [{ id: 'blast', rating: 3 }] }],
        },
      },
      target: { profile: { name: 'Wolves', quality: 4, defense: 4, models: 2, equipment: [{ name: 'Fangs', range: 0, attacks: 1 }] } },
      distance: 20,
      cover: 'terrain',
      dice: { values: [5, 3, 5] },
    },
    arithmetic:
      'To hit 5: hit. Blast(3) multiplies each hit by X, but X is capped by the models in the target: min(3, 2) = 2 hits. Blast ignores ' +
      'cover, so Defense stays 4+: 3 does not block, 5 blocks -> 1 wound, 1 Wolf removed, 1 left. ' +
      'Odds: expected hits 1/2 x 2 = 1; expected wounds 1/2. Missed (1/2): nothing. Hit (1/2): 2 Defense dice, wounds 0/1/2 with ' +
      '1/4, 1/2, 1/4; 2 wounds remove one Wolf and put 1 marker on the last (out 1/3). modelsRemoved [1/2 + 1/8 = 5/8 = 0.6250, ' +
      '1/4 + 1/8 x 2/3 = 1/3 = 0.3333, 1/8 x 1/3 = 1/24 = 0.0417]; destroyed 1/24 = 0.0417; stunned 1/8 x 2/3 = 1/12 = 0.0833.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 1, hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1, target: { modelsLeft: 1, wounds: 0 } } },
      odds: { hitPerAttack: [0.5], expectedHits: 1, expectedWounds: 0.5, modelsRemoved: [0.625, 0.3333, 0.0417], destroyed: 0.0417, stunned: 0.0833 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-blast-full',
    title: 'Blast(3) at 5 Warriors: one hit becomes 3',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Stone thrower crew',
          quality: 4,
          defense: 5,
          models: 1,
          equipment: [{ name: 'Stone thrower', range: 30, attacks: 1, rules: [{ id: 'blast', rating: 3 }] }],
        },
      },
      target: { profile: WARRIORS },
      distance: 20,
      dice: { values: [4, 1, 2, 6] },
    },
    arithmetic:
      'To hit 4: hit; x min(3, 5) = 3 hits. Defense 4+: 1, 2 wound, 6 blocks -> 2 wounds, 2 removed. ' +
      'Odds: expected hits 1.5, expected wounds 0.75; hit (1/2) then W ~ Bin(3, 1/2): modelsRemoved [1/2 + 1/16 = 0.5625, 3/16 = 0.1875, ' +
      '3/16 = 0.1875, 1/16 = 0.0625, 0, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 1, hits: 3, blocked: 1, wounds: 2, modelsRemoved: 2 } },
      odds: { expectedHits: 1.5, expectedWounds: 0.75, modelsRemoved: [0.5625, 0.1875, 0.1875, 0.0625, 0, 0] },
      diceUsed: 4,
    },
  },

  // Deadly(X)
  {
    id: 'shot-deadly-wasted-in-a-group',
    title: 'Deadly(3) at 3 Spearmen: 2 wounds x 3, but each kills one model and the rest is wasted',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Siege crossbows',
          quality: 4,
          defense: 5,
          models: 2,
          equipment: [{ name: 'Great crossbow', range: 24, attacks: 1, rules: [{ id: 'deadly', rating: 3 }] }],
        },
      },
      target: { profile: SPEARMEN },
      distance: 18,
      dice: { values: [4, 5, 1, 2] },
    },
    arithmetic:
      '2 dice at 4+: 2 hits. Defense 4+: 1, 2 -> 2 unblocked. Deadly(3): each wound goes to one model, x3 = 3 wounds on it, and does not ' +
      'carry over. ruling: aof-skirmish/deadly: a non-last model of a group is removed by its first wound; the other 2 are wasted. Wound 1: Spearman A removed ' +
      '(2 wasted); wound 2: Spearman B removed (2 wasted). The last model takes nothing: no wound roll. Wounds inflicted 2 x 3 = 6. ' +
      'Odds: per die 1/2 x 1/2 = 1/4; D ~ Bin(2, 1/4): modelsRemoved [9/16 = 0.5625, 6/16 = 0.3750, 1/16 = 0.0625, 0]; expected removed 0.5; ' +
      'expected wounds 2 x 1/4 x 3 = 1.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 2, blocked: 0, wounds: 6, modelsRemoved: 2, target: { modelsLeft: 1, wounds: 0, stunned: false, destroyed: false } } },
      odds: { expectedWounds: 1.5, modelsRemoved: [0.5625, 0.375, 0.0625, 0], expectedModelsRemoved: 0.5, destroyed: 0 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-deadly-on-a-tough-last-model',
    title: 'Deadly(3) at an Ogre (Tough(3)): 1 wound x 3 = 3 markers, rolls, 4 + 3 = 7 < 8: stunned',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Siege crossbows',
          quality: 4,
          defense: 5,
          models: 2,
          equipment: [{ name: 'Great crossbow', range: 24, attacks: 1, rules: [{ id: 'deadly', rating: 3 }] }],
        },
      },
      target: { profile: OGRE },
      distance: 18,
      dice: { values: [4, 2, 3, 4] },
    },
    arithmetic:
      '4 hits, 2 misses -> 1 hit. Defense 4+: 3 -> unblocked. x3 -> 3 markers on the only model. Tough(3): rolls from 3 markers; out on ' +
      '5 + 3 = 8+: d6(4) + 3 = 7 -> stunned. Wounds inflicted 3. ' +
      'Odds: D ~ Bin(2, 1/4). D = 1 (6/16): 3 markers, out on d6 >= 5 (1/3). D = 2 (1/16): 6 markers, out on d6 >= 2 (5/6). ' +
      'destroyed = 6/16 x 1/3 + 1/16 x 5/6 = 12/96 + 5/96 = 17/96 = 0.1771; stunned = 6/16 x 2/3 + 1/16 x 1/6 = 25/96 = 0.2604; ' +
      'modelsRemoved [79/96 = 0.8229, 0.1771]; expected wounds 2 x 1/4 x 3 = 1.5.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 1, wounds: 3, modelsRemoved: 0, target: { modelsLeft: 1, wounds: 3, stunned: true, destroyed: false } } },
      odds: { expectedWounds: 1.5, modelsRemoved: [0.8229, 0.1771], destroyed: 0.1771, stunned: 0.2604 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-deadly-resolved-first',
    title: 'Bows and a Deadly(2) crossbow at 3 Spearmen: Deadly first, so it kills a model instead of loading the last one',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Mixed crossbows',
          quality: 4,
          defense: 5,
          models: 3,
          equipment: [
            { name: 'Bow', range: 24, attacks: 1 },
            { name: 'Great crossbow', range: 24, attacks: 1, rules: [{ id: 'deadly', rating: 2 }] },
          ],
        },
        weapons: [
          { weapon: 'Bow', models: 2 },
          { weapon: 'Great crossbow', models: 1 },
        ],
      },
      target: { profile: SPEARMEN },
      distance: 18,
      dice: { values: [4, 4, 1, 1, 5, 2, 3] },
    },
    arithmetic:
      'Group by group (ruling: aof-skirmish/roll-order): bows to hit 4, 4 -> 2 hits; their Defense 4+: 1, 1 -> 2 unblocked. Great crossbow ' +
      'to hit 5 -> 1 hit; its Defense: 2 -> unblocked. Wounds are assigned once all is rolled, Deadly first (ruling: aof-skirmish/deadly): ' +
      'the crossbow wound x2 on Spearman A: removed, 1 wasted. Then the 2 bow wounds: Spearman B removed, the last gets 1 marker and rolls: ' +
      'd6(3) + 1 = 4 -> stunned. 2 removed, last model 1 marker, stunned; wounds inflicted 2 + 2 = 4. (Assigning the bow wounds first would ' +
      'have removed A and B and put 2 Deadly markers on the last one.)',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 3, hits: 3, blocked: 0, wounds: 4, modelsRemoved: 2, target: { modelsLeft: 1, wounds: 1, stunned: true, destroyed: false } } },
      odds: { hitPerAttack: [0.5, 0.5] },
      diceUsed: 7,
    },
  },
  {
    id: 'shot-blast-and-deadly',
    title: 'Blast(2) Deadly(2) at 3 Spearmen: 2 hits, 1 unblocked, x2 on one model: 1 removed, 1 wasted',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Bombard crew',
          quality: 4,
          defense: 5,
          models: 1,
          equipment: [
            {
              name: 'Bombard',
              range: 30,
              attacks: 1,
              rules: [
                { id: 'blast', rating: 2 },
                { id: 'deadly', rating: 2 },
              ],
            },
          ],
        },
      },
      target: { profile: SPEARMEN },
      distance: 24,
      dice: { values: [5, 1, 6] },
    },
    arithmetic:
      'To hit 5: hit; Blast(2) -> 2 hits (3 models). Defense 4+: 1 fails, 6 blocks -> 1 unblocked; Deadly(2): 2 wounds on Spearman A: ' +
      'removed, 1 wasted. Wounds inflicted 2. Odds: hit 1/2; then 2 Defense dice, each unblocked 1/2, each unblocked hit removes one ' +
      'model: modelsRemoved [1/2 + 1/8 = 0.6250, 1/4 = 0.2500, 1/8 = 0.1250, 0]; expected wounds 1/2 x 2 x 1/2 x 2 = 1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 2, blocked: 1, wounds: 2, modelsRemoved: 1, target: { modelsLeft: 2, wounds: 0 } } },
      odds: { expectedWounds: 1, modelsRemoved: [0.625, 0.25, 0.125, 0] },
      diceUsed: 3,
    },
  },

  // Rending
  {
    id: 'shot-rending-six-gets-ap-4',
    title: 'Rending: the natural 6 hit gets AP(4) and goes through Defense 3+; the other hit is blocked',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Barbed hunters', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Barbed bow', range: 24, attacks: 1, rules: [{ id: 'rending' }] }] },
      },
      target: { profile: GUARDS },
      distance: 12,
      dice: { values: [6, 4, 5, 5] },
    },
    arithmetic:
      '6 and 4 hit -> 2 hits, one from a natural 6. The Rending hit: Defense 3 + AP 4 = 7, rolled 5 (not a 6): wound. The other: 3+, ' +
      'rolled 5: blocked. (Both Defense dice are 5, so the result does not depend on which is read first.) 1 removed. ' +
      'Odds per die: 6 (1/6) x unblocked 5/6 + 4-5 (2/6) x unblocked 2/6 = 5/36 + 4/36 = 1/4; expected wounds 2 x 1/4 = 0.5; ' +
      'W ~ Bin(2, 1/4): [0.5625, 0.3750, 0.0625, 0, 0, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { sixes: 1, hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1 } },
      odds: { hitPerAttack: [0.5], expectedWounds: 0.5, modelsRemoved: [0.5625, 0.375, 0.0625, 0, 0, 0] },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-rending-ignores-regeneration',
    title: 'Rending against Trolls: no Regeneration die is rolled',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Barbed hunters', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Barbed bow', range: 24, attacks: 1, rules: [{ id: 'rending' }] }] },
      },
      target: { profile: TROLLS },
      distance: 12,
      dice: { values: [5, 1, 2] },
    },
    arithmetic:
      '5 hits, 1 misses. Defense 4+: 2 -> wound. Rending ignores Regeneration: no 5+ die; 1 Troll removed. ' +
      'Odds per die: 6 (1/6) x unblocked 5/6 (4 + 4 = 8) + 4-5 (2/6) x 1/2 = 5/36 + 6/36 = 11/36; expected wounds 22/36 = 0.6111; ' +
      'W ~ Bin(2, 11/36): [625/1296 = 0.4823, 550/1296 = 0.4244, 121/1296 = 0.0934, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 1, wounds: 1, regenerated: 0, modelsRemoved: 1, target: { modelsLeft: 2 } } },
      odds: { expectedWounds: 0.6111, modelsRemoved: [0.4823, 0.4244, 0.0934, 0] },
      diceUsed: 3,
    },
  },

  // Regeneration
  {
    id: 'shot-regeneration-ignores-on-5-plus',
    title: 'Trolls regenerate: 2 wounds, one ignored on a 5',
    action: 'shot',
    request: { attacker: { profile: ARCHERS }, target: { profile: TROLLS }, distance: 12, dice: { values: [4, 4, 1, 1, 1, 1, 2, 5, 3] } },
    arithmetic:
      '4, 4 hit -> 2 hits. Defense 4+: 1, 2 -> 2 unblocked. Every Troll has Regeneration: one die per wound, 5+ ignores it: 5 ignored, ' +
      '3 not -> 1 wound, 1 Troll removed. ruling: aof-skirmish/regeneration: an ignored wound is not inflicted, so `wounds` counts the wounds that stood; `regenerated` the ignored ones. ' +
      'Odds: per die 1/2 x 1/2 x 4/6 = 1/6; expected wounds 5/6 = 0.8333. W ~ Bin(5, 1/6) (/7776: 3125, 3125, 1250, 250, 25, 1) against ' +
      '3 models: W = 3, 4, 5 leave 1, 2, 3 markers, out 1/3, 1/2, 2/3. removed 2 = (1250 + 250 x 2/3 + 25/2 + 1/3)/7776 = 1429.5/7776 = ' +
      '0.1838; removed 3 = (250/3 + 25/2 + 2/3)/7776 = 96.5/7776 = 0.0124. modelsRemoved [0.4019, 0.4019, 0.1838, 0.0124].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 2, blocked: 0, regenerated: 1, wounds: 1, modelsRemoved: 1, target: { modelsLeft: 2 } } },
      odds: { expectedWounds: 0.8333, modelsRemoved: [0.4019, 0.4019, 0.1838, 0.0124], destroyed: 0.0124 },
      diceUsed: 9,
    },
  },

  // Bane
  {
    id: 'shot-bane-rerolls-defense-six',
    title: 'Bane: the Defense 6 is rerolled (2, fails), and Regeneration is ignored',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Poisoners', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Venom darts', range: 18, attacks: 1, rules: [{ id: 'bane' }] }] },
      },
      target: { profile: TROLLS },
      distance: 12,
      dice: { values: [4, 5, 6, 3, 2] },
    },
    arithmetic:
      '4, 5 hit -> 2 hits. Defense 4+: 6 and 3. Bane: the target must reroll unmodified 6s: the 6 is rerolled -> 2, fails (ruling: aof-skirmish/bane-reroll: one ' +
      'reroll, its result stands). 3 fails. 2 wounds; Bane ignores Regeneration: no 5+ dice. 2 Trolls removed, 1 left. ' +
      'Order (ruling: aof-skirmish/roll-order): to hit, Defense pool, Bane reroll. ' +
      'Odds: blocked = 4-5 (2/6) + 6 then reroll 4+ (1/6 x 1/2) = 5/12, unblocked 7/12; per die 1/2 x 7/12 = 7/24; expected wounds ' +
      '2 x 7/24 = 7/12 = 0.5833; W ~ Bin(2, 7/24): [289/576 = 0.5017, 238/576 = 0.4132, 49/576 = 0.0851, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 2, blocked: 0, regenerated: 0, wounds: 2, modelsRemoved: 2, target: { modelsLeft: 1, wounds: 0 } } },
      odds: { expectedWounds: 0.5833, modelsRemoved: [0.5017, 0.4132, 0.0851, 0] },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-bane-modified-six-not-rerolled',
    title: 'Bane in cover: a 5 made 6 by cover stands; only the natural 6 is rerolled',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Poisoners', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Venom darts', range: 18, attacks: 1, rules: [{ id: 'bane' }] }] },
      },
      target: { profile: MILITIA },
      distance: 12,
      cover: 'terrain',
      dice: { values: [4, 4, 5, 6, 1] },
    },
    arithmetic:
      '2 hits. Defense 5+ with cover: 5 + 1 = 6 >= 5 blocks, and it is not an unmodified 6, so it stands. The natural 6 is rerolled -> 1, ' +
      'fails. 1 wound, 1 Militia removed. Odds: need 4: blocked = 4-5 (2/6) + 6 then reroll 4+ (1/12) = 5/12; per die 1/2 x 7/12 = 7/24; ' +
      'expected wounds 7/12 = 0.5833; modelsRemoved [0.5017, 0.4132, 0.0851, 0, 0, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1 } },
      odds: { expectedWounds: 0.5833, modelsRemoved: [0.5017, 0.4132, 0.0851, 0, 0, 0] },
      diceUsed: 5,
    },
  },

  // Unstoppable
  {
    id: 'shot-unstoppable-ignores-stealth-and-regeneration',
    title: 'Unstoppable at Stealth Trolls beyond 9": still 4+ to hit, no Regeneration',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Giant slayer', quality: 4, defense: 4, models: 1, equipment: [{ name: 'Rune bolts', range: 24, attacks: 2, rules: [{ id: 'unstoppable' }] }] },
      },
      target: {
        profile: {
          name: 'Bog trolls',
          quality: 4,
          defense: 4,
          models: 3,
          rules: [{ id: 'stealth' }, { id: 'regeneration' }],
          equipment: [{ name: 'Claws', range: 0, attacks: 2 }],
        },
      },
      distance: 12,
      dice: { values: [4, 3, 2] },
    },
    arithmetic:
      'Unstoppable ignores all negative modifiers to this weapon: Stealth\'s -1 does not apply, 4+ to hit: 4 hits, 3 misses. Defense 4+: ' +
      '2 -> wound. Unstoppable ignores Regeneration: no die. 1 removed. Odds: hit 1/2; per die 1/4; W ~ Bin(2, 1/4): ' +
      '[0.5625, 0.3750, 0.0625, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 2, hits: 1, regenerated: 0, wounds: 1, modelsRemoved: 1 } },
      odds: { hitPerAttack: [0.5], modelsRemoved: [0.5625, 0.375, 0.0625, 0] },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-unstoppable-cover-still-counts',
    title: 'Unstoppable does not remove cover: 3 + 1 blocks',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Giant slayer', quality: 4, defense: 4, models: 1, equipment: [{ name: 'Rune bolts', range: 24, attacks: 2, rules: [{ id: 'unstoppable' }] }] },
      },
      target: { profile: WARRIORS },
      distance: 12,
      cover: 'terrain',
      dice: { values: [5, 1, 3] },
    },
    arithmetic:
      '5 hits, 1 misses. ruling: aof-skirmish/unstoppable: cover is a +1 to the target\'s Defense roll, not a negative modifier to the weapon, so Unstoppable keeps it: ' +
      '3 + 1 = 4 blocks. Odds: per die 1/2 x 2/6 = 1/6; expected wounds 2/6 = 0.3333.',
    expect: { status: 200, complete: true, outcome: { strike: { hits: 1, blocked: 1, wounds: 0 } }, odds: { expectedWounds: 0.3333 }, diceUsed: 3 },
  },

  // Relentless, Surge, Sergeant
  {
    id: 'shot-relentless-beyond-9',
    title: 'Relentless at 12": the natural 6 scores an extra hit',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Longbowmen', quality: 4, defense: 5, models: 3, rules: [{ id: 'relentless' }], equipment: [{ name: 'Longbow', range: 30, attacks: 1 }] },
      },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [6, 3, 4, 1, 1, 5] },
    },
    arithmetic:
      'Beyond 9": an unmodified 6 gives one extra hit. 6 -> 2 hits, 3 misses, 4 -> 1 hit: 3 hits. Defense 4+: 1, 1 wound, 5 blocks -> 2 removed. ' +
      'Odds: per die expected hits 1/6 x 2 + 2/6 x 1 = 2/3; expected hits 3 x 2/3 = 2; expected wounds 2 x 1/2 = 1; P(one die hits) = 1/2.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 3, sixes: 1, hits: 3, blocked: 1, wounds: 2, modelsRemoved: 2 } },
      odds: { hitPerAttack: [0.5], expectedHits: 2, expectedWounds: 1 },
      diceUsed: 6,
    },
  },
  {
    id: 'shot-relentless-at-9',
    title: 'Relentless at exactly 9": no extra hit',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Longbowmen', quality: 4, defense: 5, models: 3, rules: [{ id: 'relentless' }], equipment: [{ name: 'Longbow', range: 30, attacks: 1 }] },
      },
      target: { profile: WARRIORS },
      distance: 9,
      dice: { values: [6, 1, 1, 2] },
    },
    arithmetic:
      'Relentless needs "más de 9"": 9" is not. 6 -> 1 hit; 1, 1 miss. Defense 4+: 2 -> wound, 1 removed. ' +
      'Odds: expected hits 1.5, expected wounds 0.75, W ~ Bin(3, 1/4) (/64: 27, 27, 9, 1): [0.4219, 0.4219, 0.1406, 0.0156, 0, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { sixes: 1, hits: 1, wounds: 1, modelsRemoved: 1 } },
      odds: { expectedHits: 1.5, expectedWounds: 0.75, modelsRemoved: [0.4219, 0.4219, 0.1406, 0.0156, 0, 0] },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-surge-extra-hits',
    title: 'Surge: two natural 6s give two extra hits',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Skirmishers', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Storm bow', range: 24, attacks: 2, rules: [{ id: 'surge' }] }] },
      },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [6, 6, 2, 4, 4, 4, 4, 1, 1] },
    },
    arithmetic:
      '4 dice: 6 -> 2, 6 -> 2, 2 -> 0, 4 -> 1: 5 hits (2 sixes). Defense 4+: 4, 4, 4 block, 1, 1 wound -> 2 removed. ' +
      'Odds: per die expected hits 2/6 + 2/6 = 2/3; expected hits 4 x 2/3 = 8/3 = 2.6667; expected wounds 4/3 = 1.3333.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 4, sixes: 2, hits: 5, blocked: 3, wounds: 2, modelsRemoved: 2 } },
      odds: { hitPerAttack: [0.5], expectedHits: 2.6667, expectedWounds: 1.3333 },
      diceUsed: 9,
    },
  },
  {
    id: 'shot-surge-extra-hit-is-not-rending',
    title: 'Surge + Rending: the 6 gives 2 hits, only the original has AP(4)',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          name: 'Storm rider',
          quality: 4,
          defense: 5,
          models: 1,
          equipment: [{ name: 'Storm javelins', range: 18, attacks: 2, rules: [{ id: 'surge' }, { id: 'rending' }] }],
        },
      },
      target: { profile: GUARDS },
      distance: 12,
      dice: { values: [6, 2, 4, 4] },
    },
    arithmetic:
      '6 -> 2 hits (Surge), 2 misses. "Solo el impacto original cuenta como un 6 para reglas especiales": the original gets Rending\'s AP(4) ' +
      '(3 + 4 = 7: rolled 4, wound), the extra hit has no AP (3+: rolled 4, blocked). 1 wound, 1 Guard removed. Both Defense dice are 4, so ' +
      'the order of the two kinds does not matter.',
    expect: { status: 200, complete: true, outcome: { strike: { attacks: 2, sixes: 1, hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1 } }, diceUsed: 4 },
  },
  {
    id: 'shot-sergeant-extra-hit',
    title: 'The Sergeant\'s natural 6 scores an extra hit; another archer\'s 6 does not',
    action: 'shot',
    request: {
      attacker: {
        profile: ARCHERS,
        weapons: [
          { weapon: 'Bow', models: 1, sergeant: true },
          { weapon: 'Bow', models: 4 },
        ],
      },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [6, 5, 5, 6, 4, 1, 2, 1, 1] },
    },
    arithmetic:
      'Sergeant group first (1 die; ruling: aof-skirmish/roll-order): 6 -> 2 hits; their Defense 4+: 5, 5 block. Other 4 archers: 6 -> 1 ' +
      '(no rule), 4 -> 1, 1 and 2 miss: 2 hits; their Defense: 1, 1 wound -> 2 removed. 4 hits, 2 natural 6s, 2 blocked. ' +
      'Odds: sergeant die expected hits 2/6 + 2/6 = 2/3, others 4 x 1/2 = 2: expected hits 8/3 = 2.6667; expected wounds 4/3 = 1.3333; ' +
      'P(one die hits) [1/2, 1/2].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 5, sixes: 2, hits: 4, blocked: 2, wounds: 2, modelsRemoved: 2 } },
      odds: { hitPerAttack: [0.5, 0.5], expectedHits: 2.6667, expectedWounds: 1.3333 },
      diceUsed: 9,
    },
  },

  // Reliable
  {
    id: 'shot-reliable-quality-2',
    title: 'Reliable: Quality 5+ shooters hit on 2+; a natural 1 still misses',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Handgunners', quality: 5, defense: 5, models: 3, equipment: [{ name: 'Handgun', range: 24, attacks: 1, rules: [{ id: 'reliable' }] }] },
      },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [2, 1, 5, 3, 4] },
    },
    arithmetic:
      'Reliable attacks at Quality 2+: 2 hits, 1 misses (natural 1), 5 hits -> 2 hits. Defense 4+: 3 wounds, 4 blocks -> 1 removed. ' +
      'Odds: hit 5/6 = 0.8333; per die 5/6 x 1/2 = 5/12; expected hits 2.5, expected wounds 1.25; W ~ Bin(3, 5/12) (/1728): 343, 735, 525, ' +
      '125 -> [0.1985, 0.4253, 0.3038, 0.0723, 0, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { attacks: 3, hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1 } },
      odds: { hitPerAttack: [0.8333], expectedHits: 2.5, expectedWounds: 1.25, modelsRemoved: [0.1985, 0.4253, 0.3038, 0.0723, 0, 0] },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-reliable-with-stealth',
    title: 'Reliable against Stealth beyond 9": 2+ becomes 3+',
    action: 'shot',
    request: {
      attacker: {
        profile: { name: 'Handgunners', quality: 5, defense: 5, models: 3, equipment: [{ name: 'Handgun', range: 24, attacks: 1, rules: [{ id: 'reliable' }] }] },
      },
      target: { profile: RANGERS },
      distance: 12,
      dice: { values: [2, 3, 6, 4, 5] },
    },
    arithmetic:
      'Quality 2+ (Reliable) - 1 (Stealth) -> 3+: 2 misses, 3 and 6 hit -> 2 hits. Defense 5+: 4 wounds, 5 blocks -> 1 removed. ' +
      'Odds: hit 4/6 = 0.6667; per die 4/6 x 4/6 = 4/9; expected wounds 4/3 = 1.3333. W ~ Bin(3, 4/9) (/729): 125, 300, 240, 64; against ' +
      '3 models W = 3 leaves 1 marker (out 1/3): [125/729 = 0.1715, 300/729 = 0.4115, (240 + 64 x 2/3)/729 = 0.3877, (64/3)/729 = 0.0293].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1 } },
      odds: { hitPerAttack: [0.6667], expectedWounds: 1.3333, modelsRemoved: [0.1715, 0.4115, 0.3877, 0.0293] },
      diceUsed: 5,
    },
  },

  // Tough, wound effects inside a shot
  {
    id: 'shot-tough-reaches-x-stunned',
    title: 'Ogre with 1 marker takes 2 wounds: 3 markers, rolls 4 + 3 = 7 < 8: stunned',
    action: 'shot',
    request: { attacker: { profile: HUNTERS }, target: { profile: OGRE, wounds: 1 }, distance: 12, dice: { values: [4, 5, 1, 2, 4] } },
    arithmetic:
      '2 hits; Defense 4+: 1, 2 -> 2 wounds -> 1 + 2 = 3 markers >= Tough 3: roll d6 + 3, out on 5 + 3 = 8+: 4 + 3 = 7 -> stunned. ' +
      'Odds: W ~ Bin(2, 1/4). W = 0 or 1: 1 or 2 markers, no roll. W = 2 (1/16): 3 markers, out on d6 >= 5 (1/3). destroyed 1/48 = 0.0208; ' +
      'stunned 1/16 x 2/3 = 1/24 = 0.0417; modelsRemoved [47/48 = 0.9792, 0.0208].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 2, wounds: 2, modelsRemoved: 0, target: { modelsLeft: 1, wounds: 3, stunned: true, destroyed: false } } },
      odds: { modelsRemoved: [0.9792, 0.0208], destroyed: 0.0208, stunned: 0.0417 },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-tough-out-on-5-plus-x',
    title: 'Same Ogre, the wound roll is 5: 5 + 3 = 8: out of action',
    action: 'shot',
    request: { attacker: { profile: HUNTERS }, target: { profile: OGRE, wounds: 1 }, distance: 12, dice: { values: [4, 5, 1, 2, 5] } },
    arithmetic: 'As before, 3 markers; d6(5) + 3 = 8 >= 8 (5 + X with X = 3, the document\'s own example): out of action, removed.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { wounds: 2, modelsRemoved: 1, target: { modelsLeft: 0, destroyed: true } } },
      odds: { destroyed: 0.0208 },
      diceUsed: 5,
    },
  },
  {
    id: 'shot-tough-below-x-no-roll',
    title: 'Ogre with no marker takes 1 wound: 1 < 3, no wound roll',
    action: 'shot',
    request: { attacker: { profile: HUNTERS }, target: { profile: OGRE }, distance: 12, dice: { values: [4, 1, 2] } },
    arithmetic:
      '4 hits, 1 misses; Defense 4+: 2 -> wound: 1 marker; Tough(3) rolls only from 3 markers: no die. Odds: at most 2 wounds, never 3: ' +
      'destroyed 0, modelsRemoved [1, 0].',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { wounds: 1, modelsRemoved: 0, target: { modelsLeft: 1, wounds: 1, stunned: false, destroyed: false } } },
      odds: { modelsRemoved: [1, 0], destroyed: 0, stunned: 0 },
      diceUsed: 3,
    },
  },
  {
    id: 'shot-group-spills-to-last-model',
    title: '4 wounds on 3 Spearmen: 2 removed, the last takes 2 markers and rolls 4 + 2 = 6: out',
    action: 'shot',
    request: { attacker: { profile: ARCHERS }, target: { profile: SPEARMEN }, distance: 12, dice: { values: [4, 4, 4, 4, 1, 1, 1, 1, 1, 4] } },
    arithmetic:
      '4 hits (the 1 misses). Defense 4+: four 1s -> 4 wounds. Groups: each wound removes a model until one is left: 2 removed; the last ' +
      'takes the other 2 as markers and rolls d6 + 2 = 4 + 2 = 6 -> out. Unit destroyed, 3 removed. ' +
      'Odds: W ~ Bin(5, 1/4) (/1024: 243, 405, 270, 90, 15, 1). W = 3, 4, 5 -> 1, 2, 3 markers, out 2/6, 3/6, 4/6. removed 2 = ' +
      '(270 + 90 x 2/3 + 15/2 + 1/3)/1024 = 337.83/1024 = 0.3299; removed 3 = (30 + 7.5 + 2/3)/1024 = 38.17/1024 = 0.0373. ' +
      'modelsRemoved [0.2373, 0.3955, 0.3299, 0.0373]; destroyed 0.0373; stunned (60 + 7.5 + 1/3)/1024 = 0.0662.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 4, wounds: 4, modelsRemoved: 3, target: { modelsLeft: 0, destroyed: true } } },
      odds: { modelsRemoved: [0.2373, 0.3955, 0.3299, 0.0373], destroyed: 0.0373, stunned: 0.0662 },
      diceUsed: 10,
    },
  },
  {
    id: 'shot-stunned-target-adds-one',
    title: 'A stunned Captain takes 1 wound: d6 + 1 marker + 1 (stunned) = 4 + 2 = 6: out',
    action: 'shot',
    request: { attacker: { profile: HUNTERS }, target: { profile: CAPTAIN, stunned: true }, distance: 12, dice: { values: [4, 1, 1, 4] } },
    arithmetic:
      '4 hits, 1 misses; Defense 4+: 1 -> wound. Stunned: +1 to wound-effects rolls: 4 + 1 + 1 = 6 -> out of action. ' +
      'Odds: W ~ Bin(2, 1/4). W = 1 (6/16): out on d6 + 2 >= 6, 3/6. W = 2 (1/16): d6 + 3 >= 6, 4/6. destroyed = 3/16 + 1/24 = 11/48 = 0.2292; ' +
      'it was stunned and stays stunned unless removed: stunned 37/48 = 0.7708.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { wounds: 1, modelsRemoved: 1, target: { modelsLeft: 0, destroyed: true } } },
      odds: { modelsRemoved: [0.7708, 0.2292], destroyed: 0.2292, stunned: 0.7708 },
      diceUsed: 4,
    },
  },
  {
    id: 'shot-hero-uses-unit-defense',
    title: 'Wardens (D5+) with their Hero (D3+): the whole volley is blocked at 5+, the Hero takes the overflow',
    action: 'shot',
    request: {
      attacker: { profile: ARCHERS, models: 4 },
      target: {
        profile: { name: 'Wardens', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Halberd', range: 0, attacks: 1 }] },
        hero: WARDEN,
        models: 3,
      },
      distance: 12,
      dice: { values: [4, 4, 4, 4, 4, 4, 4, 4] },
    },
    arithmetic:
      '4 archers, 4 hits. The Hero "debe usar la Defensa de la unidad hasta que los demás modelos hayan sido eliminados". ruling: aof-skirmish/hero-joining: the Defense ' +
      'of the whole attack is the unit\'s when any other model is left at its start, so every die needs 5+: four 4s -> 4 wounds. 2 Wardens ' +
      'removed; the Hero is the last model and takes 2 markers; Tough(6): no roll. ' +
      'Odds: per die 1/2 x 4/6 = 1/3; W ~ Bin(4, 1/3) (/81: 16, 32, 24, 8, 1); W >= 2 removes both Wardens, the Hero never reaches 6 ' +
      'markers: modelsRemoved [16/81 = 0.1975, 32/81 = 0.3951, 33/81 = 0.4074, 0]; destroyed 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strike: { hits: 4, blocked: 0, wounds: 4, modelsRemoved: 2, target: { modelsLeft: 1, wounds: 2, stunned: false, destroyed: false } } },
      odds: { modelsRemoved: [0.1975, 0.3951, 0.4074, 0], destroyed: 0 },
      diceUsed: 8,
    },
  },

  // Dice accounting and refusals
  {
    id: 'shot-dice-run-out-before-defense',
    title: 'Only the to-hit dice given: incomplete, next is 3 Defense dice needing 4+',
    action: 'shot',
    request: { attacker: { profile: ARCHERS }, target: { profile: WARRIORS }, distance: 12, dice: { values: [4, 5, 6, 1, 1] } },
    arithmetic: '5 to-hit dice: 3 hits. The Defense pool (3 dice, 4+) has no values: complete false, next d6 x 3 need "4+".',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 3, need: '4+' }, diceUsed: 5 },
  },
  {
    id: 'shot-one-die-too-many',
    title: 'Both Hunters miss: a third value is one too many (422 at dice.values[2])',
    action: 'shot',
    request: { attacker: { profile: HUNTERS }, target: { profile: WARRIORS }, distance: 12, dice: { values: [3, 2, 5] } },
    arithmetic: '2 to-hit dice at 4+: 3, 2 miss; no Defense die is rolled; values[2] is left over -> 422 at dice.values[2].',
    expect: { status: 422, errorPath: 'dice.values[2]' },
  },
  {
    id: 'shot-unknown-rule',
    title: 'A weapon rule the game lacks ("flaming") is refused, not ignored',
    action: 'shot',
    request: {
      attacker: { profile: { name: 'Fire archers', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Fire bow', range: 24, attacks: 1, rules: [{ id: 'flaming' }] }] } },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [4, 4, 1, 1] },
    },
    arithmetic:
      'The document has no such rule; requests.ts: an id the game lacks is a 422 naming its path (here the first rule of the first weapon of ' +
      'the attacker\'s profile; the exact path string is not asserted).',
    expect: { status: 422 },
  },
  {
    id: 'shot-ap-without-rating',
    title: 'AP written without its X is refused',
    action: 'shot',
    request: {
      attacker: { profile: { name: 'Crossbowmen', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Crossbow', range: 24, attacks: 1, rules: [{ id: 'ap' }] }] } },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [4, 4, 1, 1] },
    },
    arithmetic: 'AP(X) needs its X (requests.ts: no rating where the rule needs one is a 422).',
    expect: { status: 422 },
  },
  {
    id: 'shot-bane-with-rating',
    title: 'Bane written with a rating is refused',
    action: 'shot',
    request: {
      attacker: { profile: { name: 'Poisoners', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Venom darts', range: 18, attacks: 1, rules: [{ id: 'bane', rating: 2 }] }] } },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [4, 4, 1, 1] },
    },
    arithmetic: 'Bane takes no number; a rating where the rule takes none is a 422 (requests.ts).',
    expect: { status: 422 },
  },
  {
    id: 'shot-quality-7-profile',
    title: 'A profile with Quality 7+ is refused',
    action: 'shot',
    request: {
      attacker: { profile: { name: 'Bad archers', quality: 7, defense: 5, models: 2, equipment: [{ name: 'Bow', range: 24, attacks: 1 }] } },
      target: { profile: WARRIORS },
      distance: 12,
      dice: { values: [6, 6, 1, 1] },
    },
    arithmetic: 'Ruling aof-skirmish/profile: Quality 2+ to 6+ -> 422 at attacker.profile.quality.',
    expect: { status: 422, errorPath: 'attacker.profile.quality' },
  },
  {
    id: 'shot-unknown-catalog-unit',
    title: 'A catalog id that does not exist is refused at attacker.unit',
    action: 'shot',
    request: { attacker: { unit: 'no-such-faction/no-such-unit' }, target: { profile: WARRIORS }, distance: 12, dice: { values: [4] } },
    arithmetic: 'Unknown catalog id -> 422 (unknown-id) naming attacker.unit.',
    expect: { status: 422, errorPath: 'attacker.unit' },
  },
  {
    id: 'shot-weapon-not-carried',
    title: 'A weapon group naming a weapon the unit does not carry is refused',
    action: 'shot',
    request: { attacker: { profile: ARCHERS, weapons: [{ weapon: 'Crossbow' }] }, target: { profile: WARRIORS }, distance: 12, dice: { values: [4] } },
    arithmetic: 'Archers carry only a Bow; the group names "Crossbow" -> 422 at attacker.weapons[0].weapon.',
    expect: { status: 422, errorPath: 'attacker.weapons[0].weapon' },
  },
  {
    id: 'shot-group-more-models-than-left',
    title: 'A weapon group of 6 models in a unit of 5 is refused',
    action: 'shot',
    request: { attacker: { profile: ARCHERS, weapons: [{ weapon: 'Bow', models: 6 }] }, target: { profile: WARRIORS }, distance: 12, dice: { values: [4] } },
    arithmetic: 'Only 5 Archers exist; 6 cannot shoot -> 422 at attacker.weapons[0].models.',
    expect: { status: 422, errorPath: 'attacker.weapons[0].models' },
  },

  // ------------------------------------------------------------------------------------------
  // Melee: charge, strike back, fatigue, Impact, Counter, Thrust, Furious, Fear
  // (ruling aof-skirmish/melee-winner: the score is the wounds each side inflicted, plus Fear(X); the roll order of each strike is
  // ruling aof-skirmish/roll-order: group by group, Impact dice first, each group's Defense dice right after its to-hit dice)
  // ------------------------------------------------------------------------------------------
  {
    id: 'melee-charge-and-strike-back',
    title: '5 Raiders charge 5 Warriors: 2 removed; the 3 survivors strike back and remove 1',
    action: 'melee',
    request: { attacker: { profile: RAIDERS }, defender: { profile: WARRIORS }, dice: { values: [4, 4, 3, 2, 6, 4, 1, 2, 5, 5, 1, 5, 2] } },
    arithmetic:
      'Charge: 5 axes at 4+: 4, 4, 6 hit -> 3 hits. Warriors Defense 4+ (no cover in melee): 4 blocks, 1 and 2 wound -> 2 removed, 3 left. ' +
      'Strike back (default true) with the 3 left: 5, 5 hit, 1 misses -> 2 hits; Raiders Defense 5+: 5 blocks, 2 wounds -> 1 Raider removed. ' +
      'Score 2 - 1: attacker wins. Both charged or struck back: fatigued. Nobody destroyed: the charger separates 1".',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        strikes: [
          { by: 'attacker', kind: 'charge', attacks: 5, sixes: 1, hits: 3, blocked: 1, wounds: 2, modelsRemoved: 2, target: { modelsLeft: 3 } },
          { by: 'defender', kind: 'strike-back', attacks: 3, sixes: 0, hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1, target: { modelsLeft: 4 } },
        ],
        score: { attacker: 2, defender: 1 },
        winner: 'attacker',
        attacker: { modelsLeft: 4, wounds: 0, stunned: false, destroyed: false },
        defender: { modelsLeft: 3, wounds: 0, stunned: false, destroyed: false },
        fatigued: { attacker: true, defender: true },
        afterwards: 'separate',
      },
      diceUsed: 13,
    },
  },
  {
    id: 'melee-no-strike-back',
    title: 'The defender declines to strike back: one strike, only the charger is fatigued',
    action: 'melee',
    request: { attacker: { profile: RAIDERS }, defender: { profile: WARRIORS }, strikeBack: false, dice: { values: [4, 3, 3, 3, 3, 2] } },
    arithmetic:
      'Striking back is optional ("pueden elegir contraatacar"). Charge: 4 hits once; Defense 4+: 2 -> wound, 1 removed. Score 1 - 0. ' +
      'Odds: per die 1/2 x 1/2 = 1/4 wound; no wound at all (3/4)^5 = 243/1024 = 0.2373 -> draw; attacker wins 781/1024 = 0.7627; ' +
      'the defender inflicts nothing: 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        strikes: [{ by: 'attacker', kind: 'charge', attacks: 5, hits: 1, wounds: 1, modelsRemoved: 1 }],
        score: { attacker: 1, defender: 0 },
        winner: 'attacker',
        fatigued: { attacker: true, defender: false },
        afterwards: 'separate',
      },
      odds: { 'winner.attacker': 0.7627, 'winner.draw': 0.2373, 'winner.defender': 0 },
      diceUsed: 6,
    },
  },
  {
    id: 'melee-fatigued-charger-sixes-only-no-impact',
    title: 'Knights that struck back earlier this round charge: no Impact dice, lances hit only on natural 6s',
    action: 'melee',
    request: { attacker: { profile: KNIGHTS, fatigued: true }, defender: { profile: WARRIORS }, strikeBack: false, dice: { values: [5, 6, 3] } },
    arithmetic:
      'Impact(X) is rolled after charging "a menos que estés fatigado": no Impact dice. Fatigue: only unmodified 6s hit in melee, Quality 3+ ' +
      'or not: 5 misses, 6 hits -> 1 hit. Defense 4+: 3 -> wound, 1 removed. Odds: per lance 1/6 x 1/2 = 1/12; no wound (11/12)^2 = ' +
      '121/144 = 0.8403 -> draw; attacker 23/144 = 0.1597.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strikes: [{ by: 'attacker', kind: 'charge', attacks: 2, sixes: 1, hits: 1, wounds: 1, modelsRemoved: 1 }], winner: 'attacker' },
      odds: { 'winner.attacker': 0.1597, 'winner.draw': 0.8403 },
      diceUsed: 3,
    },
  },
  {
    id: 'melee-impact',
    title: 'Knights charge with Impact(1): 2 Impact dice at 2+, then 2 lances at 3+',
    action: 'melee',
    request: { attacker: { profile: KNIGHTS }, defender: { profile: WARRIORS }, strikeBack: false, dice: { values: [2, 1, 4, 3, 2, 3] } },
    arithmetic:
      'ruling: aof-skirmish/counter-impact: Impact(X) is rolled per model that has it: 2 Knights x 1 = 2 dice first, each 2+ is a hit: 2 hits, ' +
      '1 misses -> 1; Impact hits carry no AP: Warriors Defense 4+: 4 blocks. Lances at 3+: 3 hits, 2 misses -> 1; Defense: 3 wounds -> ' +
      '1 removed (ruling: aof-skirmish/roll-order: each group\'s Defense dice right after its to-hit dice). 4 to-hit dice, 2 hits, 1 blocked, ' +
      '1 wound. Odds: Impact die wounds 5/6 x 1/2 = 5/12, lance 4/6 x 1/2 = 1/3; no wound (7/12)^2 x (2/3)^2 = ' +
      '49/144 x 4/9 = 196/1296 = 0.1512 -> draw; attacker 0.8488.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strikes: [{ by: 'attacker', kind: 'charge', attacks: 4, hits: 2, blocked: 1, wounds: 1, modelsRemoved: 1 }] },
      odds: { 'winner.attacker': 0.8488, 'winner.draw': 0.1512 },
      diceUsed: 6,
    },
  },
  {
    id: 'melee-counter-strikes-first',
    title: 'Knights charge 3 Pikemen (Counter): the pikes strike first and kill a Knight; Impact needs 5+',
    action: 'melee',
    request: { attacker: { profile: KNIGHTS }, defender: { profile: PIKEMEN, models: 3 }, dice: { values: [4, 1, 2, 2, 4, 3, 5] } },
    arithmetic:
      'Counter: "ataca primero con esta arma cuando recibe una carga". 3 pikes at 4+: 4 hits -> 1 hit; Knights Defense 4+: 2 -> wound; ' +
      '2 Knights -> 1 removed. ruling: aof-skirmish/counter-impact: casualties of the Counter strike no longer attack. The charge: 1 Knight. Impact: -1 per model with ' +
      'Counter (3) -> 2+ becomes 5+: rolled 4, miss. Lance 3+: 3 hits. Pikemen Defense 4+: 5 blocks. Same ruling: the Pikemen\'s only weapon has ' +
      'already struck (first), so the strike back adds nothing, and the defender is fatigued for having struck back. Score 0 - 1: defender.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        score: { attacker: 0, defender: 1 },
        winner: 'defender',
        attacker: { modelsLeft: 1, wounds: 0, destroyed: false },
        defender: { modelsLeft: 3, wounds: 0, destroyed: false },
        fatigued: { attacker: true, defender: true },
        afterwards: 'separate',
      },
      diceUsed: 7,
    },
  },
  {
    id: 'melee-counter-without-strike-back',
    title: 'Pikemen decline to strike back: the pikes do not strike, but Impact still takes -1 per Counter model',
    action: 'melee',
    request: { attacker: { profile: KNIGHTS }, defender: { profile: PIKEMEN, models: 2 }, strikeBack: false, dice: { values: [3, 4, 1, 3, 1, 1, 2] } },
    arithmetic:
      'ruling: aof-skirmish/counter-impact: the Counter strike is the defender\'s strike back brought forward, so with strikeBack false it ' +
      'does not happen; the -1 to Impact is a separate effect of every Counter model and stays. Group by group (ruling: ' +
      'aof-skirmish/roll-order): Impact 2 dice at 2 + 2 = 4+: 3 misses, 4 hits; its Defense 4+: 1 -> unblocked. Lances 3+: 3 hits, 1 ' +
      'misses; its Defense: 1 -> unblocked. 2 hits, 2 wounds: Pikeman A removed, the last takes 1 marker and rolls 2 + 1 = 3 -> stunned. ' +
      'Defender not fatigued.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        strikes: [{ by: 'attacker', kind: 'charge', attacks: 4, hits: 2, blocked: 0, wounds: 2, modelsRemoved: 1, target: { modelsLeft: 1, wounds: 1, stunned: true } }],
        score: { attacker: 2, defender: 0 },
        winner: 'attacker',
        defender: { modelsLeft: 1, wounds: 1, stunned: true, destroyed: false },
        fatigued: { attacker: true, defender: false },
      },
      diceUsed: 7,
    },
  },
  {
    id: 'melee-impact-natural-6-through-counter',
    title: 'Impact(3) against 5 Counter models needs 7: only the natural 6 hits',
    action: 'melee',
    request: {
      attacker: { profile: { name: 'War boar', quality: 4, defense: 4, models: 1, rules: [{ id: 'impact', rating: 3 }], equipment: [{ name: 'Tusks', range: 0, attacks: 1 }] } },
      defender: { profile: PIKEMEN },
      dice: { values: [1, 1, 1, 1, 1, 6, 5, 1, 1, 4, 1] },
    },
    arithmetic:
      'Counter strike: 5 pikes, all 1s: no hit, no Defense die. Impact 3 dice at 2 + 5 = 7: ruling: aof-skirmish/counter-impact: Impact ' +
      'rolls follow the document\'s general principle (a 6 always succeeds), so the 6 hits, 5 and 1 miss; its Defense 4+: 1 -> unblocked. ' +
      'Tusks 4+: 4 hits; Defense: 1 -> unblocked (ruling: aof-skirmish/roll-order). 2 hits, 2 wounds: 2 Pikemen removed, 3 left. No other ' +
      'weapon to strike back with. Score 2 - 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        score: { attacker: 2, defender: 0 },
        winner: 'attacker',
        attacker: { modelsLeft: 1, wounds: 0 },
        defender: { modelsLeft: 3, wounds: 0 },
        fatigued: { attacker: true, defender: true },
      },
      diceUsed: 11,
    },
  },
  {
    id: 'melee-thrust-when-charging',
    title: 'Thrust when charging: +1 to hit and AP(+1)',
    action: 'melee',
    request: {
      attacker: { profile: { name: 'Lancers', quality: 4, defense: 4, models: 2, equipment: [{ name: 'Spear', range: 0, attacks: 1, rules: [{ id: 'thrust' }] }] } },
      defender: { profile: WARRIORS },
      strikeBack: false,
      dice: { values: [3, 2, 4] },
    },
    arithmetic:
      '3 + 1 = 4 hits, 2 + 1 = 3 misses. AP(+1): Defense 4+ needs 5: rolled 4 -> wound, 1 removed. Odds: hit 4/6, unblocked 4/6, per die ' +
      '16/36 = 4/9; no wound (5/9)^2 = 25/81 = 0.3086 -> draw; attacker 56/81 = 0.6914.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strikes: [{ attacks: 2, hits: 1, blocked: 0, wounds: 1, modelsRemoved: 1 }] },
      odds: { 'winner.attacker': 0.6914, 'winner.draw': 0.3086 },
      diceUsed: 3,
    },
  },
  {
    id: 'melee-thrust-not-when-striking-back',
    title: 'Thrust spears striking back: no +1, no AP',
    action: 'melee',
    request: {
      attacker: { profile: RAIDERS },
      defender: { profile: { name: 'Spear guard', quality: 4, defense: 4, models: 5, equipment: [{ name: 'Spear', range: 0, attacks: 1, rules: [{ id: 'thrust' }] }] } },
      dice: { values: [1, 1, 1, 1, 1, 3, 3, 4, 1, 1, 5] },
    },
    arithmetic:
      'Charge: five 1s, no hit. Strike back: Thrust applies "al cargar" only: 3, 3 miss at 4+ (with +1 they would hit), 4 hits -> 1 hit. ' +
      'Raiders Defense 5+, no AP: 5 blocks (with AP(1) it would not). Score 0 - 0: draw.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        strikes: [
          { by: 'attacker', kind: 'charge', attacks: 5, hits: 0 },
          { by: 'defender', kind: 'strike-back', attacks: 5, hits: 1, blocked: 1, wounds: 0 },
        ],
        score: { attacker: 0, defender: 0 },
        winner: 'draw',
        fatigued: { attacker: true, defender: true },
        afterwards: 'separate',
      },
      diceUsed: 11,
    },
  },
  {
    id: 'melee-furious-when-charging',
    title: 'Furious Berserkers charge: the natural 6 scores an extra hit',
    action: 'melee',
    request: { attacker: { profile: BERSERKERS }, defender: { profile: WARRIORS }, strikeBack: false, dice: { values: [6, 5, 1, 4, 4, 1] } },
    arithmetic:
      '6 -> 2 hits, 5 -> 1, 1 misses: 3 hits. Defense 4+: 4, 4 block, 1 wounds -> 1 removed. Odds: per die P(no wound) = miss 1/2 + ' +
      'one hit (4-5) 1/3 x 1/2 + two hits (6) 1/6 x 1/4 = 17/24; no wound (17/24)^3 = 4913/13824 = 0.3554 -> draw; attacker 0.6446.',
    expect: {
      status: 200,
      complete: true,
      outcome: { strikes: [{ attacks: 3, sixes: 1, hits: 3, blocked: 2, wounds: 1, modelsRemoved: 1 }] },
      odds: { 'winner.attacker': 0.6446, 'winner.draw': 0.3554 },
      diceUsed: 6,
    },
  },
  {
    id: 'melee-furious-not-when-striking-back',
    title: 'Furious Berserkers striking back: a 6 is one hit',
    action: 'melee',
    request: { attacker: { profile: RAIDERS }, defender: { profile: BERSERKERS }, dice: { values: [1, 1, 1, 1, 1, 6, 1, 1, 2] } },
    arithmetic: 'Charge: no hit. Strike back: Furious works "al cargar" only: 6 -> 1 hit. Raiders Defense 5+: 2 -> wound, 1 removed. Score 0 - 1: defender.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        strikes: [
          { by: 'attacker', kind: 'charge', hits: 0 },
          { by: 'defender', kind: 'strike-back', attacks: 3, sixes: 1, hits: 1, wounds: 1, modelsRemoved: 1 },
        ],
        score: { attacker: 0, defender: 1 },
        winner: 'defender',
        attacker: { modelsLeft: 4 },
      },
      diceUsed: 9,
    },
  },
  {
    id: 'melee-thrust-modified-six-not-furious',
    title: 'Furious + Thrust: a 5 made 6 by Thrust hits once; only the natural 6 adds a hit',
    action: 'melee',
    request: {
      attacker: {
        profile: {
          name: 'Boar riders',
          quality: 4,
          defense: 4,
          models: 2,
          rules: [{ id: 'furious' }],
          equipment: [{ name: 'Tusk spear', range: 0, attacks: 1, rules: [{ id: 'thrust' }] }],
        },
      },
      defender: { profile: WARRIORS },
      strikeBack: false,
      dice: { values: [5, 6, 5, 5, 4] },
    },
    arithmetic:
      '5 + 1 = 6 (modified): 1 hit, no extra; 6 (unmodified): 2 hits. 3 hits, 1 natural six. Thrust AP(+1): Defense 4+ needs 5: 5, 5 block, ' +
      '4 wounds -> 1 removed.',
    expect: { status: 200, complete: true, outcome: { strikes: [{ attacks: 2, sixes: 1, hits: 3, blocked: 2, wounds: 1, modelsRemoved: 1 }] }, diceUsed: 5 },
  },
  {
    id: 'melee-fear-turns-a-loss-into-a-draw',
    title: 'Troll brute (Fear(2)) misses everything and takes 2 wounds: score 2 - 2, a draw',
    action: 'melee',
    request: { attacker: { profile: TROLL_BRUTE }, defender: { profile: WARRIORS }, dice: { values: [1, 2, 3, 4, 4, 1, 1, 1, 1, 1] } },
    arithmetic:
      'Charge: claws A3 at 4+: 1, 2, 3 miss. Strike back: 4, 4 hit -> 2 hits; Defense 4+: 1, 1 -> 2 wounds; Tough(3): 2 markers, no roll. ' +
      'Fear(2): "cuenta como si hubiera infligido +2 heridas" when deciding who won: 0 + 2 = 2 against 2 -> draw (ruling: aof-skirmish/melee-winner: ' +
      'equal scores are a draw).',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        strikes: [
          { by: 'attacker', kind: 'charge', attacks: 3, hits: 0 },
          { by: 'defender', kind: 'strike-back', attacks: 5, hits: 2, blocked: 0, wounds: 2, modelsRemoved: 0, target: { modelsLeft: 1, wounds: 2, stunned: false } },
        ],
        score: { attacker: 2, defender: 2 },
        winner: 'draw',
        attacker: { modelsLeft: 1, wounds: 2, stunned: false, destroyed: false },
      },
      diceUsed: 10,
    },
  },
  {
    id: 'melee-fear-wins-without-wounds',
    title: 'Troll brute charges, misses, nobody strikes back: Fear(2) wins 2 - 0',
    action: 'melee',
    request: { attacker: { profile: TROLL_BRUTE }, defender: { profile: WARRIORS }, strikeBack: false, dice: { values: [1, 1, 1] } },
    arithmetic:
      'No hit. ruling: aof-skirmish/melee-winner: Fear(X) counts for its side whether or not it inflicted anything: 0 + 2 against 0 -> attacker. Whatever the dice the ' +
      'attacker scores at least 2 and the defender 0: winner odds 1 / 0 / 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: { score: { attacker: 2, defender: 0 }, winner: 'attacker' },
      odds: { 'winner.attacker': 1, 'winner.draw': 0, 'winner.defender': 0 },
      diceUsed: 3,
    },
  },
  {
    id: 'melee-stunned-defender-counts-as-fatigued',
    title: 'A stunned unit strikes back as fatigued: only natural 6s hit',
    action: 'melee',
    request: { attacker: { profile: RAIDERS }, defender: { profile: WARRIORS, stunned: true }, dice: { values: [1, 1, 1, 1, 1, 5, 5, 6, 4, 1, 1] } },
    arithmetic:
      'Stunned: "cuenta como fatigado". ruling: aof-skirmish/stunned-fatigue: it may still strike back (inactive means no activation), hitting only on unmodified 6s. ' +
      'Charge: no hit. Strike back: 5, 5, 4 would hit at 4+ but do not; the 6 hits -> 1 hit; Raiders Defense 5+: 1 -> wound, 1 removed.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        strikes: [
          { by: 'attacker', kind: 'charge', hits: 0 },
          { by: 'defender', kind: 'strike-back', attacks: 5, sixes: 1, hits: 1, wounds: 1 },
        ],
        score: { attacker: 0, defender: 1 },
        defender: { stunned: true },
      },
      diceUsed: 11,
    },
  },
  {
    id: 'melee-fatigued-defender',
    title: 'Warriors that charged earlier this round strike back on natural 6s only',
    action: 'melee',
    request: { attacker: { profile: RAIDERS }, defender: { profile: WARRIORS, fatigued: true }, dice: { values: [4, 1, 1, 1, 1, 5, 6, 6, 5, 4, 4, 5, 1] } },
    arithmetic:
      'Charge: 4 hits -> 1 hit; Defense 4+: 5 blocks. Strike back, fatigued: 6, 6 hit, 5, 4, 4 do not -> 2 hits; Raiders Defense 5+: 5 blocks, ' +
      '1 wounds -> 1 removed. Score 0 - 1.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        strikes: [
          { by: 'attacker', kind: 'charge', hits: 1, blocked: 1, wounds: 0 },
          { by: 'defender', kind: 'strike-back', attacks: 5, sixes: 2, hits: 2, blocked: 1, wounds: 1 },
        ],
        score: { attacker: 0, defender: 1 },
        winner: 'defender',
        fatigued: { attacker: true, defender: true },
      },
      diceUsed: 13,
    },
  },
  {
    id: 'melee-destroyed-defender-consolidate',
    title: 'Raiders take out a wounded Captain: no strike back, the winner may move 3"',
    action: 'melee',
    request: { attacker: { profile: RAIDERS }, defender: { profile: CAPTAIN, wounds: 2 }, dice: { values: [4, 4, 1, 1, 1, 1, 2, 3] } },
    arithmetic:
      '2 hits; Defense 4+: 1, 2 -> 2 wounds -> 4 markers; d6(3) + 4 = 7 >= 6: out of action. The Captain cannot strike back. "Si una unidad ' +
      'es destruida, la otra puede moverse hasta 3"": consolidate. Only the charger struck: only it is fatigued.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        score: { attacker: 2, defender: 0 },
        winner: 'attacker',
        defender: { modelsLeft: 0, destroyed: true },
        fatigued: { attacker: true, defender: false },
        afterwards: 'consolidate',
      },
      diceUsed: 8,
    },
  },
  {
    id: 'melee-sergeant-extra-hit',
    title: 'The Raiders\' Sergeant rolls a natural 6: 2 hits',
    action: 'melee',
    request: {
      attacker: {
        profile: RAIDERS,
        weapons: [
          { weapon: 'Axe', models: 1, sergeant: true },
          { weapon: 'Axe', models: 4 },
        ],
      },
      defender: { profile: WARRIORS },
      strikeBack: false,
      dice: { values: [6, 1, 1, 1, 1, 1, 1] },
    },
    arithmetic:
      'Sergeant first (ruling: aof-skirmish/roll-order): 6 -> 1 + 1 extra = 2 hits; their Defense 4+: 1, 1 -> 2 wounds, 2 removed. The other ' +
      'four: 1, 1, 1, 1 miss.',
    expect: { status: 200, complete: true, outcome: { strikes: [{ attacks: 5, sixes: 1, hits: 2, wounds: 2, modelsRemoved: 2 }] }, diceUsed: 7 },
  },
  {
    id: 'melee-unstoppable-does-not-lift-fatigue',
    title: 'A fatigued Slayer with an Unstoppable axe still hits only on natural 6s',
    action: 'melee',
    request: {
      attacker: {
        profile: { name: 'Slayer', quality: 3, defense: 4, models: 1, equipment: [{ name: 'Rune axe', range: 0, attacks: 2, rules: [{ id: 'unstoppable' }] }] },
        fatigued: true,
      },
      defender: { profile: WARRIORS },
      strikeBack: false,
      dice: { values: [5, 6, 2] },
    },
    arithmetic:
      'ruling: aof-skirmish/unstoppable: fatigue is not a modifier but a limit on which rolls hit, so Unstoppable ("ignora todos los modificadores negativos") does not ' +
      'lift it: 5 misses, 6 hits. Defense 4+: 2 -> wound.',
    expect: { status: 200, complete: true, outcome: { strikes: [{ attacks: 2, hits: 1, wounds: 1, modelsRemoved: 1 }] }, diceUsed: 3 },
  },
  {
    id: 'melee-dice-run-out',
    title: 'Only the charge\'s to-hit dice given: next is 5 Defense dice at 4+',
    action: 'melee',
    request: { attacker: { profile: RAIDERS }, defender: { profile: WARRIORS }, dice: { values: [4, 4, 4, 4, 4] } },
    arithmetic: '5 hits; the Warriors\' Defense pool (5 dice, 4+) has no values: complete false.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 5, need: '4+' }, diceUsed: 5 },
  },

  // ------------------------------------------------------------------------------------------
  // Wound effects
  // ------------------------------------------------------------------------------------------
  {
    id: 'wound-effects-one-wound-stunned',
    title: 'Captain takes 1 wound: 4 + 1 = 5: stunned',
    action: 'wound-effects',
    request: { unit: { profile: CAPTAIN }, wounds: 1, dice: { values: [4] } },
    arithmetic: '1 marker; d6 + markers: 4 + 1 = 5 (1-5): stunned. Odds: out on d6 + 1 >= 6 -> 5, 6: 2/6 = 0.3333; stunned 4/6 = 0.6667; a roll is due: noRoll 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        before: { modelsLeft: 1, wounds: 0, stunned: false, destroyed: false },
        after: { modelsLeft: 1, wounds: 1, stunned: true, destroyed: false },
        modelsRemoved: 0,
        roll: 4,
      },
      odds: { stunned: 0.6667, destroyed: 0.3333, noRoll: 0 },
      diceUsed: 1,
    },
  },
  {
    id: 'wound-effects-one-wound-out',
    title: 'Captain takes 1 wound: 5 + 1 = 6: out of action',
    action: 'wound-effects',
    request: { unit: { profile: CAPTAIN }, wounds: 1, dice: { values: [5] } },
    arithmetic: '5 + 1 = 6: out of action, removed.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 0, destroyed: true }, modelsRemoved: 1, roll: 5 }, odds: { destroyed: 0.3333 }, diceUsed: 1 },
  },
  {
    id: 'wound-effects-group-no-roll',
    title: '3 Spearmen take 2 wounds: 2 removed, the last has no marker and rolls nothing',
    action: 'wound-effects',
    request: { unit: { profile: SPEARMEN }, wounds: 2, dice: { values: [] } },
    arithmetic: 'Groups: each wound destroys a model until only the last is left: 2 wounds, 2 removed; no wound on the last, no roll. noRoll 1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { after: { modelsLeft: 1, wounds: 0, stunned: false, destroyed: false }, modelsRemoved: 2 },
      odds: { noRoll: 1, stunned: 0, destroyed: 0 },
      diceUsed: 0,
    },
  },
  {
    id: 'wound-effects-group-spills-to-last',
    title: '3 Spearmen take 4 wounds: 2 removed, the last takes 2 markers: 3 + 2 = 5: stunned',
    action: 'wound-effects',
    request: { unit: { profile: SPEARMEN }, wounds: 4, dice: { values: [3] } },
    arithmetic: '2 wounds remove 2 models; the other 2 are markers on the last; 3 + 2 = 5: stunned. Odds: out on d6 >= 4: 1/2; stunned 1/2.',
    expect: {
      status: 200,
      complete: true,
      outcome: { after: { modelsLeft: 1, wounds: 2, stunned: true, destroyed: false }, modelsRemoved: 2, roll: 3 },
      odds: { stunned: 0.5, destroyed: 0.5, noRoll: 0 },
      diceUsed: 1,
    },
  },
  {
    id: 'wound-effects-group-of-tough-models',
    title: '2 Tough(3) ogres take 4 wounds: the first removes a model, the last takes 3 and rolls',
    action: 'wound-effects',
    request: {
      unit: { profile: { name: 'Ogre pair', quality: 3, defense: 4, models: 2, rules: [{ id: 'tough', rating: 3 }], equipment: [{ name: 'Club', range: 0, attacks: 2 }] } },
      wounds: 4,
      dice: { values: [4] },
    },
    arithmetic:
      'ruling: aof-skirmish/group-wounds: the group rule ("cada herida destruye un modelo") applies to Tough models as written: Tough counts only for the last model. ' +
      '1 wound removes Ogre A; 3 markers on the last = Tough 3: roll, out on 8+: 4 + 3 = 7 -> stunned. Odds: out on 5, 6 -> 1/3.',
    expect: {
      status: 200,
      complete: true,
      outcome: { after: { modelsLeft: 1, wounds: 3, stunned: true, destroyed: false }, modelsRemoved: 1, roll: 4 },
      odds: { destroyed: 0.3333, stunned: 0.6667, noRoll: 0 },
      diceUsed: 1,
    },
  },
  {
    id: 'wound-effects-tough-below-x',
    title: 'Ogre (Tough(3)) takes 2 wounds: no roll',
    action: 'wound-effects',
    request: { unit: { profile: OGRE }, wounds: 2, dice: { values: [] } },
    arithmetic: 'Tough(3) rolls only once it has 3 or more markers: 2 markers, no roll.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 1, wounds: 2, stunned: false, destroyed: false }, modelsRemoved: 0 }, odds: { noRoll: 1 }, diceUsed: 0 },
  },
  {
    id: 'wound-effects-tough-reaches-x',
    title: 'Ogre with 1 marker takes 2: 3 markers, 4 + 3 = 7 < 8: stunned',
    action: 'wound-effects',
    request: { unit: { profile: OGRE, wounds: 1 }, wounds: 2, dice: { values: [4] } },
    arithmetic: '3 markers: roll; out on 5 + 3 = 8+; 7: stunned. Odds: 5, 6 -> 1/3 = 0.3333 out; 2/3 = 0.6667 stunned.',
    expect: {
      status: 200,
      complete: true,
      outcome: { before: { wounds: 1 }, after: { modelsLeft: 1, wounds: 3, stunned: true }, roll: 4 },
      odds: { destroyed: 0.3333, stunned: 0.6667, noRoll: 0 },
      diceUsed: 1,
    },
  },
  {
    id: 'wound-effects-tough-out-on-8',
    title: 'Ogre with 2 markers takes 1: 5 + 3 = 8: out (the document\'s example)',
    action: 'wound-effects',
    request: { unit: { profile: OGRE, wounds: 2 }, wounds: 1, dice: { values: [5] } },
    arithmetic: '"Un modelo con Resistencia(3) ... queda Fuera de combate con tiradas de 8+": 5 + 3 = 8: out.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 0, destroyed: true }, modelsRemoved: 1, roll: 5 }, odds: { destroyed: 0.3333 }, diceUsed: 1 },
  },
  {
    id: 'wound-effects-tough-past-x',
    title: 'Ogre with 3 markers takes 2: 5 markers, 2 + 5 = 7 < 8: stunned',
    action: 'wound-effects',
    request: { unit: { profile: OGRE, wounds: 3 }, wounds: 2, dice: { values: [2] } },
    arithmetic: '5 markers >= 3: roll; 2 + 5 = 7 < 8: stunned. Odds: out on d6 >= 3: 4/6 = 0.6667; stunned 2/6 = 0.3333.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 1, wounds: 5, stunned: true }, roll: 2 }, odds: { destroyed: 0.6667, stunned: 0.3333 }, diceUsed: 1 },
  },
  {
    id: 'wound-effects-stunned-adds-one',
    title: 'A stunned Captain with 1 marker takes 1: 3 + 2 + 1 = 6: out',
    action: 'wound-effects',
    request: { unit: { profile: CAPTAIN, wounds: 1, stunned: true }, wounds: 1, dice: { values: [3] } },
    arithmetic: 'Stunned: +1 to wound-effects rolls. 2 markers: 3 + 2 + 1 = 6: out. Odds: out on d6 + 3 >= 6 -> 3+: 4/6 = 0.6667; stunned 1/3.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 0, destroyed: true }, roll: 3 }, odds: { destroyed: 0.6667, stunned: 0.3333 }, diceUsed: 1 },
  },
  {
    id: 'wound-effects-certain-roll-still-rolled',
    title: 'Captain with 5 markers takes a sixth: the die is still rolled, 1 + 6 = 7: out',
    action: 'wound-effects',
    request: { unit: { profile: CAPTAIN, wounds: 5 }, wounds: 1, dice: { values: [1] } },
    arithmetic:
      'ruling: aof-skirmish/wound-roll: the wound-effects roll is a total, not a success roll, so a natural 1 has no meaning of its own, and the die is rolled as the ' +
      'document says ("el defensor tira un dado") even when d6 + 6 cannot be under 6. 1 + 6 = 7: out. Odds: destroyed 1.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 0, destroyed: true }, roll: 1 }, odds: { destroyed: 1, stunned: 0 }, diceUsed: 1 },
  },
  {
    id: 'wound-effects-deadly-first-in-a-group',
    title: '3 Spearmen take 3 wounds, 1 of them Deadly(3): Deadly kills A (2 wasted), then B, then 1 marker',
    action: 'wound-effects',
    request: { unit: { profile: SPEARMEN }, wounds: 3, deadly: { wounds: 1, rating: 3 }, dice: { values: [5] } },
    arithmetic:
      'requests.ts: `wounds` counts every wound received, `deadly.wounds` of them came from the Deadly weapon. Deadly (ruling: ' +
      'aof-skirmish/deadly) first: 1 x 3 on Spearman A, removed, 2 wasted. The 2 plain wounds: B removed, the last takes 1 marker: 5 + 1 = 6: out. 3 removed. ' +
      'Odds: always exactly 1 marker on the last model: out 1/3, stunned 2/3.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 0, destroyed: true }, modelsRemoved: 3, roll: 5 }, odds: { destroyed: 0.3333, stunned: 0.6667, noRoll: 0 }, diceUsed: 1 },
  },
  {
    id: 'wound-effects-deadly-on-the-last-model',
    title: 'Captain takes 2 wounds, 1 of them Deadly(2): 3 markers, 2 + 3 = 5: stunned',
    action: 'wound-effects',
    request: { unit: { profile: CAPTAIN }, wounds: 2, deadly: { wounds: 1, rating: 2 }, dice: { values: [2] } },
    arithmetic:
      'requests.ts: 2 wounds in all, 1 of them Deadly(2). The Deadly wound x 2 = 2 markers (ruling: aof-skirmish/deadly: on the last model ' +
      'all X are markers), plus 1 plain = 3; 2 + 3 = 5: stunned. Odds: out on d6 + 3 >= 6 -> 3+: 4/6 = 0.6667.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 1, wounds: 3, stunned: true }, roll: 2 }, odds: { destroyed: 0.6667, stunned: 0.3333 }, diceUsed: 1 },
  },
  {
    id: 'wound-effects-hero-is-the-last-model',
    title: 'Wardens with their Hero take 4 wounds: 2 Wardens removed, the Hero (Tough(6)) takes 2 markers, no roll',
    action: 'wound-effects',
    request: {
      unit: { profile: { name: 'Wardens', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Halberd', range: 0, attacks: 1 }] }, hero: WARDEN, models: 3 },
      wounds: 4,
      dice: { values: [] },
    },
    arithmetic: 'The joined Hero is the last model (requests.ts; ruling: aof-skirmish/hero-joining). 2 wounds remove the Wardens; 2 markers on the Hero < 6: no roll.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 1, wounds: 2, stunned: false, destroyed: false }, modelsRemoved: 2 }, odds: { noRoll: 1 }, diceUsed: 0 },
  },
  {
    id: 'wound-effects-hero-alone-tough-6',
    title: 'The Hero alone with 5 markers takes 1: 6 markers, 4 + 6 = 10 < 11: stunned',
    action: 'wound-effects',
    request: {
      unit: { profile: { name: 'Wardens', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Halberd', range: 0, attacks: 1 }] }, hero: WARDEN, models: 1, wounds: 5 },
      wounds: 1,
      dice: { values: [4] },
    },
    arithmetic: 'Only the Hero is left (models 1). Tough(6): rolls from 6 markers, out on 5 + 6 = 11+: 4 + 6 = 10: stunned. Odds: out on 5, 6: 1/3.',
    expect: { status: 200, complete: true, outcome: { after: { modelsLeft: 1, wounds: 6, stunned: true }, roll: 4 }, odds: { destroyed: 0.3333, stunned: 0.6667 }, diceUsed: 1 },
  },
  {
    id: 'wound-effects-no-models-left',
    title: 'A unit with no models left cannot take wounds: 422 at unit.models',
    action: 'wound-effects',
    request: { unit: { profile: CAPTAIN, models: 0 }, wounds: 1, dice: { values: [4] } },
    arithmetic: 'Impossible situation: the unit is already off the table.',
    expect: { status: 422, errorPath: 'unit.models' },
  },
  {
    id: 'wound-effects-more-models-than-profile',
    title: '4 Spearmen left in a 3-model unit: 422 at unit.models',
    action: 'wound-effects',
    request: { unit: { profile: SPEARMEN, models: 4 }, wounds: 1, dice: { values: [] } },
    arithmetic: 'Models left cannot exceed the profile\'s models (no joined Hero here).',
    expect: { status: 422, errorPath: 'unit.models' },
  },
  {
    id: 'wound-effects-markers-on-a-group',
    title: 'Markers on a unit that still has 3 models: impossible, 422 at unit.wounds',
    action: 'wound-effects',
    request: { unit: { profile: SPEARMEN, wounds: 1 }, wounds: 1, dice: { values: [] } },
    arithmetic:
      'ruling: aof-skirmish/group-wounds: "solo el último modelo acumula heridas" (wounds remove the others first), so markers with more than one ' +
      'model left describe no possible unit and are refused.',
    expect: { status: 422, errorPath: 'unit.wounds' },
  },
  {
    id: 'wound-effects-dice-run-out',
    title: 'The wound-effects die is missing: incomplete',
    action: 'wound-effects',
    request: { unit: { profile: CAPTAIN }, wounds: 1, dice: { values: [] } },
    arithmetic: '1 marker: a roll is due; no value: complete false, next one d6.',
    expect: { status: 200, complete: false, next: { die: 'd6', count: 1 }, diceUsed: 0 },
  },

  // ------------------------------------------------------------------------------------------
  // Morale
  // ------------------------------------------------------------------------------------------
  {
    id: 'morale-above-half-no-test',
    title: '4 of 6 units left: more than half, nobody tests',
    action: 'morale',
    request: {
      startingUnits: 6,
      remainingUnits: 4,
      units: [{ profile: WARRIORS }, { profile: ARCHERS }, { profile: SPEARMEN }, { profile: MILITIA }],
      dice: { values: [] },
    },
    arithmetic: 'Test only with "la mitad o menos" of the starting units: 4 > 6 / 2 = 3: no test, no dice.',
    expect: {
      status: 200,
      complete: true,
      outcome: { testRequired: false, units: [{ result: 'no-test' }, { result: 'no-test' }, { result: 'no-test' }, { result: 'no-test' }] },
      diceUsed: 0,
    },
  },
  {
    id: 'morale-odd-start-above-half',
    title: '4 of 7 units left: 4 > 3.5, no test',
    action: 'morale',
    request: {
      startingUnits: 7,
      remainingUnits: 4,
      units: [{ profile: WARRIORS }, { profile: ARCHERS }, { profile: SPEARMEN }, { profile: MILITIA }],
      dice: { values: [] },
    },
    arithmetic: 'Half of 7 is 3.5; 4 is more: no test.',
    expect: { status: 200, complete: true, outcome: { testRequired: false }, diceUsed: 0 },
  },
  {
    id: 'morale-half-every-unit-tests',
    title: '3 of 6 left: Warriors pass, Militia are stunned, the stunned Captain flees without a roll',
    action: 'morale',
    request: {
      startingUnits: 6,
      remainingUnits: 3,
      units: [{ profile: WARRIORS }, { profile: MILITIA }, { profile: CAPTAIN, stunned: true }],
      dice: { values: [4, 3] },
    },
    arithmetic:
      '3 <= 3: every unit tests. Warriors Q4: 4 passes. Militia Q5: 3 fails -> stunned. Captain: stunned units "siempre fallan los chequeos ' +
      'de moral", and a stunned unit that fails flees. ruling: aof-skirmish/stunned-morale: no die is rolled for it. ' +
      'Odds: Warriors pass 1/2, stunned 1/2; Militia pass 2/6 = 0.3333, stunned 0.6667; Captain flees 1.',
    expect: {
      status: 200,
      complete: true,
      outcome: { testRequired: true, units: [{ result: 'passed' }, { result: 'stunned' }, { result: 'fled' }] },
      odds: {
        'units.0.passed': 0.5,
        'units.0.stunned': 0.5,
        'units.0.fled': 0,
        'units.1.passed': 0.3333,
        'units.1.stunned': 0.6667,
        'units.2.passed': 0,
        'units.2.fled': 1,
      },
      diceUsed: 2,
    },
  },
  {
    id: 'morale-fearless',
    title: 'Fearless: failed on 2, then 4+ on the Fearless die passes; the second unit fails both',
    action: 'morale',
    request: {
      startingUnits: 4,
      remainingUnits: 2,
      units: [
        { profile: SHIELDBEARERS, name: 'Shieldbearers I' },
        { profile: SHIELDBEARERS, name: 'Shieldbearers II' },
      ],
      dice: { values: [2, 4, 1, 3] },
    },
    arithmetic:
      'Per unit: quality die, then the Fearless die if it failed. I: Q5, 2 fails; Fearless 4 >= 4: counts as passed. II: 1 fails; Fearless 3: ' +
      'stunned. Odds per unit: pass 2/6 + 4/6 x 1/2 = 4/6 = 0.6667; stunned 4/6 x 1/2 = 0.3333.',
    expect: {
      status: 200,
      complete: true,
      outcome: { testRequired: true, units: [{ result: 'passed' }, { result: 'stunned' }] },
      odds: { 'units.0.passed': 0.6667, 'units.0.stunned': 0.3333, 'units.1.passed': 0.6667 },
      diceUsed: 4,
    },
  },
  {
    id: 'morale-standard-bonus-and-natural-1',
    title: 'Standard: Militia pass on 4 + 1; an Elite unit with the Standard still fails a natural 1',
    action: 'morale',
    request: {
      startingUnits: 4,
      remainingUnits: 2,
      units: [
        { profile: MILITIA, standard: true },
        { profile: { name: 'Elite guard', quality: 2, defense: 3, models: 3, equipment: [{ name: 'Glaive', range: 0, attacks: 1 }] }, standard: true },
      ],
      dice: { values: [4, 1] },
    },
    arithmetic:
      'Standard: +1 to morale test rolls. Militia Q5: 4 + 1 = 5 passes. Elite Q2: 1 + 1 = 2 would pass, but a natural 1 always fails ' +
      '(natural-rolls): stunned. Odds: Militia 4, 5, 6 -> 1/2; Elite 2..6 -> 5/6 = 0.8333.',
    expect: {
      status: 200,
      complete: true,
      outcome: { units: [{ result: 'passed' }, { result: 'stunned' }] },
      odds: { 'units.0.passed': 0.5, 'units.1.passed': 0.8333, 'units.1.stunned': 0.1667 },
      diceUsed: 2,
    },
  },
  {
    id: 'morale-stunned-fearless',
    title: 'A stunned Fearless unit fails automatically, then its Fearless 5 passes',
    action: 'morale',
    request: { startingUnits: 2, remainingUnits: 1, units: [{ profile: SHIELDBEARERS, stunned: true }], dice: { values: [5] } },
    arithmetic:
      'Stunned: the test fails without a quality die. Fearless: "si ... falla un chequeo de moral, tira un dado. Con un 4+ se considera ' +
      'superada" - ruling: aof-skirmish/stunned-morale: it applies to this failure too: 5 -> passed (it stays stunned; it does not flee). Odds: passed 1/2, fled 1/2.',
    expect: { status: 200, complete: true, outcome: { units: [{ result: 'passed' }] }, odds: { 'units.0.passed': 0.5, 'units.0.fled': 0.5, 'units.0.stunned': 0 }, diceUsed: 1 },
  },
  {
    id: 'morale-hero-takes-the-test',
    title: 'Militia (Q5) with their Hero (Q3) test at 3+',
    action: 'morale',
    request: { startingUnits: 2, remainingUnits: 1, units: [{ profile: MILITIA, hero: WARDEN, models: 6 }], dice: { values: [3] } },
    arithmetic: '"El héroe puede realizar chequeos de moral por la unidad". ruling: aof-skirmish/hero-joining: the better Quality is used: 3+. Rolled 3: passed. Odds 4/6 = 0.6667.',
    expect: { status: 200, complete: true, outcome: { units: [{ result: 'passed' }] }, odds: { 'units.0.passed': 0.6667 }, diceUsed: 1 },
  },
  {
    id: 'morale-fearless-needs-every-model',
    title: 'Fearless Shieldbearers joined by a Hero without Fearless: no Fearless die',
    action: 'morale',
    request: { startingUnits: 2, remainingUnits: 1, units: [{ profile: SHIELDBEARERS, hero: WARDEN, models: 4 }], dice: { values: [2] } },
    arithmetic:
      'Fearless works for "una unidad donde todos los modelos tienen esta regla"; the Warden lacks it. Tested at the Hero\'s 3+: 2 fails -> ' +
      'stunned, no second die. Odds: passed 4/6 = 0.6667, stunned 0.3333.',
    expect: { status: 200, complete: true, outcome: { units: [{ result: 'stunned' }] }, odds: { 'units.0.passed': 0.6667, 'units.0.stunned': 0.3333 }, diceUsed: 1 },
  },
  {
    id: 'morale-more-left-than-started',
    title: '5 units left of 4: impossible, 422 at remainingUnits',
    action: 'morale',
    request: {
      startingUnits: 4,
      remainingUnits: 5,
      units: [{ profile: WARRIORS }, { profile: ARCHERS }, { profile: SPEARMEN }, { profile: MILITIA }, { profile: GUARDS }],
      dice: { values: [] },
    },
    arithmetic: 'An army cannot have more units left than it started with.',
    expect: { status: 422, errorPath: 'remainingUnits' },
  },

  // ------------------------------------------------------------------------------------------
  // Movement: actions, Fast, Slow, the Musician, difficult terrain, Strider, Flying, Immobile, coherency
  // ------------------------------------------------------------------------------------------
  {
    id: 'movement-hold',
    title: 'Hold: 0", may shoot',
    action: 'movement',
    request: { unit: { profile: WARRIORS }, action: 'hold' },
    arithmetic: 'Action table: Mantenerse 0", "puede disparar".',
    expect: { status: 200, complete: true, outcome: { action: 'hold', inches: 0, mayShoot: true } },
  },
  {
    id: 'movement-advance',
    title: 'Advance: 6", may shoot after moving',
    action: 'movement',
    request: { unit: { profile: WARRIORS }, action: 'advance' },
    arithmetic: 'Avanzar 6", "puede disparar tras mover".',
    expect: { status: 200, complete: true, outcome: { action: 'advance', inches: 6, mayShoot: true } },
  },
  {
    id: 'movement-rush',
    title: 'Rush: 12", may not shoot',
    action: 'movement',
    request: { unit: { profile: WARRIORS }, action: 'rush' },
    arithmetic: 'Correr 12", "no puede disparar".',
    expect: { status: 200, complete: true, outcome: { action: 'rush', inches: 12, mayShoot: false } },
  },
  {
    id: 'movement-charge',
    title: 'Charge: 12" into melee, no shooting',
    action: 'movement',
    request: { unit: { profile: WARRIORS }, action: 'charge' },
    arithmetic: 'Cargar 12", "se mueve al combate cuerpo a cuerpo": the unit fights instead of shooting.',
    expect: { status: 200, complete: true, outcome: { action: 'charge', inches: 12, mayShoot: false } },
  },
  {
    id: 'movement-fast-advance',
    title: 'Fast Advance: 6 + 2 = 8"',
    action: 'movement',
    request: { unit: { profile: { name: 'Wolf riders', quality: 4, defense: 4, models: 3, rules: [{ id: 'fast' }], equipment: [{ name: 'Spear', range: 0, attacks: 1 }] } }, action: 'advance' },
    arithmetic: 'Fast: +2" when Advancing.',
    expect: { status: 200, complete: true, outcome: { inches: 8, mayShoot: true } },
  },
  {
    id: 'movement-fast-charge',
    title: 'Fast Charge: 12 + 4 = 16"',
    action: 'movement',
    request: { unit: { profile: { name: 'Wolf riders', quality: 4, defense: 4, models: 3, rules: [{ id: 'fast' }], equipment: [{ name: 'Spear', range: 0, attacks: 1 }] } }, action: 'charge' },
    arithmetic: 'Fast: +4" when Rushing or Charging.',
    expect: { status: 200, complete: true, outcome: { inches: 16, mayShoot: false } },
  },
  {
    id: 'movement-slow-advance',
    title: 'Slow Advance: 6 - 2 = 4"',
    action: 'movement',
    request: { unit: { profile: { name: 'Stone golem', quality: 4, defense: 3, models: 1, rules: [{ id: 'slow' }, { id: 'tough', rating: 3 }], equipment: [{ name: 'Fists', range: 0, attacks: 2 }] } }, action: 'advance' },
    arithmetic: 'Slow: -2" when Advancing.',
    expect: { status: 200, complete: true, outcome: { inches: 4 } },
  },
  {
    id: 'movement-slow-rush',
    title: 'Slow Rush: 12 - 4 = 8"',
    action: 'movement',
    request: { unit: { profile: { name: 'Stone golem', quality: 4, defense: 3, models: 1, rules: [{ id: 'slow' }, { id: 'tough', rating: 3 }], equipment: [{ name: 'Fists', range: 0, attacks: 2 }] } }, action: 'rush' },
    arithmetic: 'Slow: -4" when Rushing or Charging.',
    expect: { status: 200, complete: true, outcome: { inches: 8, mayShoot: false } },
  },
  {
    id: 'movement-musician-advance',
    title: 'With the Musician: Advance 6 + 1 = 7"',
    action: 'movement',
    request: { unit: { profile: WARRIORS }, action: 'advance', musician: true },
    arithmetic: 'Musician: the unit and up to 3 chosen friends "se mueven +1" al usar acciones de movimiento".',
    expect: { status: 200, complete: true, outcome: { inches: 7 } },
  },
  {
    id: 'movement-musician-fast-rush',
    title: 'Fast with the Musician: Rush 12 + 4 + 1 = 17"',
    action: 'movement',
    request: { unit: { profile: { name: 'Wolf riders', quality: 4, defense: 4, models: 3, rules: [{ id: 'fast' }], equipment: [{ name: 'Spear', range: 0, attacks: 1 }] } }, action: 'rush', musician: true },
    arithmetic: 'The bonuses add: 12 + 4 (Fast) + 1 (Musician) = 17".',
    expect: { status: 200, complete: true, outcome: { inches: 17 } },
  },
  {
    id: 'movement-musician-hold',
    title: 'With the Musician, Hold is still 0"',
    action: 'movement',
    request: { unit: { profile: WARRIORS }, action: 'hold', musician: true },
    arithmetic: 'ruling: aof-skirmish/musician: Hold moves 0" and is not a movement action, so the Musician\'s +1" does not apply.',
    expect: { status: 200, complete: true, outcome: { inches: 0, mayShoot: true } },
  },
  {
    id: 'movement-difficult-terrain-cap',
    title: 'Rush through difficult terrain: no more than 6" in total',
    action: 'movement',
    request: { unit: { profile: WARRIORS }, action: 'rush', difficultTerrain: true },
    arithmetic: '"No pueden moverse más de 6" a la vez en total": min(12, 6) = 6".',
    expect: { status: 200, complete: true, outcome: { inches: 6, mayShoot: false } },
  },
  {
    id: 'movement-difficult-terrain-caps-bonuses',
    title: 'Fast, with the Musician, charging through difficult terrain: still 6"',
    action: 'movement',
    request: {
      unit: { profile: { name: 'Wolf riders', quality: 4, defense: 4, models: 3, rules: [{ id: 'fast' }], equipment: [{ name: 'Spear', range: 0, attacks: 1 }] } },
      action: 'charge',
      musician: true,
      difficultTerrain: true,
    },
    arithmetic: 'ruling: aof-skirmish/difficult-terrain: the 6" cap is on the total, applied after every bonus: 12 + 4 + 1 = 17 -> 6".',
    expect: { status: 200, complete: true, outcome: { inches: 6 } },
  },
  {
    id: 'movement-difficult-terrain-slow-under-cap',
    title: 'Slow Advance through difficult terrain: 4" (already under the cap)',
    action: 'movement',
    request: {
      unit: { profile: { name: 'Stone golem', quality: 4, defense: 3, models: 1, rules: [{ id: 'slow' }, { id: 'tough', rating: 3 }], equipment: [{ name: 'Fists', range: 0, attacks: 2 }] } },
      action: 'advance',
      difficultTerrain: true,
    },
    arithmetic: 'min(6 - 2, 6) = 4".',
    expect: { status: 200, complete: true, outcome: { inches: 4 } },
  },
  {
    id: 'movement-strider',
    title: 'Strider Rush through difficult terrain: 12"',
    action: 'movement',
    request: {
      unit: { profile: { name: 'Forest striders', quality: 4, defense: 5, models: 3, rules: [{ id: 'strider' }], equipment: [{ name: 'Knife', range: 0, attacks: 1 }] } },
      action: 'rush',
      difficultTerrain: true,
    },
    arithmetic: 'Strider "puede ignorar los efectos del terreno difícil": no cap, 12".',
    expect: { status: 200, complete: true, outcome: { inches: 12 } },
  },
  {
    id: 'movement-flying',
    title: 'Fast Flying Harpies charge over difficult terrain: 16"',
    action: 'movement',
    request: {
      unit: { profile: { name: 'Harpies', quality: 4, defense: 5, models: 3, rules: [{ id: 'fast' }, { id: 'flying' }], equipment: [{ name: 'Talons', range: 0, attacks: 1 }] } },
      action: 'charge',
      difficultTerrain: true,
    },
    arithmetic: 'Flying "ignora los efectos del terreno al moverse": no cap; 12 + 4 (Fast) = 16".',
    expect: { status: 200, complete: true, outcome: { inches: 16 } },
  },
  {
    id: 'movement-immobile-hold',
    title: 'Immobile: Hold is allowed',
    action: 'movement',
    request: { unit: { profile: { name: 'Watchtower', quality: 4, defense: 2, models: 1, rules: [{ id: 'immobile' }], equipment: [{ name: 'Ballista', range: 30, attacks: 1 }] } }, action: 'hold' },
    arithmetic: 'Immobile: "solo puede usar acciones de Mantenerse": 0", may shoot.',
    expect: { status: 200, complete: true, outcome: { inches: 0, mayShoot: true } },
  },
  {
    id: 'movement-immobile-advance-refused',
    title: 'Immobile cannot Advance: 422 at action',
    action: 'movement',
    request: { unit: { profile: { name: 'Watchtower', quality: 4, defense: 2, models: 1, rules: [{ id: 'immobile' }], equipment: [{ name: 'Ballista', range: 30, attacks: 1 }] } }, action: 'advance' },
    arithmetic: 'Only Hold is allowed: the rules forbid the request.',
    expect: { status: 422, errorPath: 'action' },
  },
  {
    id: 'movement-coherent',
    title: 'Three models 0.9" apart (edge to edge): coherent',
    action: 'movement',
    request: {
      unit: { profile: SPEARMEN },
      action: 'advance',
      positions: [
        { x: 0, y: 0 },
        { x: 1.9, y: 0 },
        { x: 1.9, y: 1.9 },
      ],
    },
    arithmetic:
      'ruling: aof-skirmish/distances: distances between models are measured base edge to base edge (centre distance - 2 x 0.5"). 0-1: 1.9 - 1 = 0.9; 1-2: 0.9; ' +
      '0-2: 2.687 - 1 = 1.687. Each is within 1" of another and within 6" of all: coherent.',
    expect: { status: 200, complete: true, outcome: { inches: 6, coherent: true, outOfCoherency: [] } },
  },
  {
    id: 'movement-coherency-1-inch-broken',
    title: 'The third model is 1.7" from its nearest: out of coherency',
    action: 'movement',
    request: {
      unit: { profile: SPEARMEN },
      action: 'advance',
      positions: [
        { x: 0, y: 0 },
        { x: 1.8, y: 0 },
        { x: 4.5, y: 0 },
      ],
    },
    arithmetic:
      'Edge to edge: 0-1: 0.8 (fine), 1-2: 2.7 - 1 = 1.7 > 1, 0-2: 3.5. Model 2 is not within 1" of any other member: [2]. (Centre to ' +
      'centre, 0-1 would be 1.8 > 1 and all three would be out: the ruling matters here.)',
    expect: { status: 200, complete: true, outcome: { coherent: false, outOfCoherency: [2] } },
  },
  {
    id: 'movement-coherency-6-inch-broken',
    title: 'A chain of 5 models: the two ends are 6.6" apart',
    action: 'movement',
    request: {
      unit: { profile: WARRIORS },
      action: 'advance',
      positions: [
        { x: 0, y: 0 },
        { x: 1.9, y: 0 },
        { x: 3.8, y: 0 },
        { x: 5.7, y: 0 },
        { x: 7.6, y: 0 },
      ],
    },
    arithmetic:
      'Each model is 0.9" from its neighbour. "A 6" de todos los demás": 0-4 = 7.6 - 1 = 6.6 > 6; 0-3 and 1-4 = 4.7 (fine). Models over 6" ' +
      'from one member (outcomes.ts definition): 0 and 4.',
    expect: { status: 200, complete: true, outcome: { coherent: false, outOfCoherency: [0, 4] } },
  },

  // ------------------------------------------------------------------------------------------
  // Dangerous terrain
  // ------------------------------------------------------------------------------------------
  {
    id: 'dangerous-terrain-group',
    title: '5 Warriors cross dangerous terrain: two 1s, 2 models removed',
    action: 'dangerous-terrain',
    request: { unit: { profile: WARRIORS }, dice: { values: [1, 3, 1, 6, 2] } },
    arithmetic: 'One die per model: 1, 3, 1, 6, 2 -> two 1s -> 2 wounds -> 2 removed (group rule), 3 left, no roll.',
    expect: { status: 200, complete: true, outcome: { dice: 5, wounds: 2, after: { modelsLeft: 3, wounds: 0, destroyed: false } }, diceUsed: 5 },
  },
  {
    id: 'dangerous-terrain-no-ones',
    title: 'No 1 rolled: no wound',
    action: 'dangerous-terrain',
    request: { unit: { profile: WARRIORS }, dice: { values: [2, 3, 4, 5, 6] } },
    arithmetic: 'Only results of 1 wound: none.',
    expect: { status: 200, complete: true, outcome: { dice: 5, wounds: 0, after: { modelsLeft: 5, wounds: 0 } }, diceUsed: 5 },
  },
  {
    id: 'dangerous-terrain-some-models',
    title: 'Only 2 of 5 Warriors moved through: 2 dice',
    action: 'dangerous-terrain',
    request: { unit: { profile: WARRIORS }, models: 2, dice: { values: [1, 1] } },
    arithmetic: '"Los modelos que se muevan a través": 2 dice, two 1s -> 2 wounds on the unit -> 2 removed, 3 left.',
    expect: { status: 200, complete: true, outcome: { dice: 2, wounds: 2, after: { modelsLeft: 3 } }, diceUsed: 2 },
  },
  {
    id: 'dangerous-terrain-tough-rolls-x-dice',
    title: 'The Ogre (Tough(3)) rolls 3 dice: two 1s, 2 markers, no roll',
    action: 'dangerous-terrain',
    request: { unit: { profile: OGRE }, dice: { values: [1, 1, 4] } },
    arithmetic: '"Tirar un dado (o tantos como su valor de resistencia)": 3 dice; two 1s -> 2 markers < 3: no wound roll.',
    expect: { status: 200, complete: true, outcome: { dice: 3, wounds: 2, after: { modelsLeft: 1, wounds: 2, stunned: false, destroyed: false } }, diceUsed: 3 },
  },
  {
    id: 'dangerous-terrain-tough-then-wound-roll',
    title: 'The Ogre with 2 markers rolls one 1: 3 markers, wound roll 5 + 3 = 8: out',
    action: 'dangerous-terrain',
    request: { unit: { profile: OGRE, wounds: 2 }, dice: { values: [1, 5, 5, 5] } },
    arithmetic: '3 dice: one 1 -> 3 markers: roll (after the terrain dice): 5 + 3 = 8 >= 8: out of action.',
    expect: { status: 200, complete: true, outcome: { dice: 3, wounds: 1, after: { modelsLeft: 0, destroyed: true } }, diceUsed: 4 },
  },
  {
    id: 'dangerous-terrain-group-of-tough-models',
    title: '2 Tough(3) ogres roll 6 dice; one 1 removes a model',
    action: 'dangerous-terrain',
    request: {
      unit: { profile: { name: 'Ogre pair', quality: 3, defense: 4, models: 2, rules: [{ id: 'tough', rating: 3 }], equipment: [{ name: 'Club', range: 0, attacks: 2 }] } },
      dice: { values: [1, 2, 3, 4, 5, 6] },
    },
    arithmetic: 'ruling: aof-skirmish/dangerous-terrain: X dice per model with Tough(X): 2 x 3 = 6 dice; one 1 -> 1 wound; group rule: 1 model removed, the last untouched.',
    expect: { status: 200, complete: true, outcome: { dice: 6, wounds: 1, after: { modelsLeft: 1, wounds: 0 } }, diceUsed: 6 },
  },
  {
    id: 'dangerous-terrain-single-model',
    title: 'The Captain rolls a 1: 1 marker, 4 + 1 = 5: stunned',
    action: 'dangerous-terrain',
    request: { unit: { profile: CAPTAIN }, dice: { values: [1, 4] } },
    arithmetic: '1 die: 1 -> 1 wound -> 1 marker, wound roll 4 + 1 = 5: stunned.',
    expect: { status: 200, complete: true, outcome: { dice: 1, wounds: 1, after: { modelsLeft: 1, wounds: 1, stunned: true } }, diceUsed: 2 },
  },
  {
    id: 'dangerous-terrain-too-many-models',
    title: '6 models of a 5-model unit: 422 at models',
    action: 'dangerous-terrain',
    request: { unit: { profile: WARRIORS }, models: 6, dice: { values: [2, 2, 2, 2, 2, 2] } },
    arithmetic: 'More models moved through than the unit has: impossible.',
    expect: { status: 422, errorPath: 'models' },
  },

  // ------------------------------------------------------------------------------------------
  // Jump and fall
  // ------------------------------------------------------------------------------------------
  {
    id: 'jump-gap-2-one-die',
    title: 'A 2" gap: 0 full 3" -> 1 die needing 3+, rolled 3: across',
    action: 'jump',
    request: { unit: { profile: CAPTAIN }, kind: 'gap', inches: 2, dice: { values: [3] } },
    arithmetic: 'X = full 3" in 2" = 0; X + 1 = 1 die; 3 >= 3: success.',
    expect: { status: 200, complete: true, outcome: { dice: 1, success: true }, diceUsed: 1 },
  },
  {
    id: 'jump-descent-4-two-dice',
    title: 'A 4" descent: 2 dice, 3 and 3: down safely',
    action: 'jump',
    request: { unit: { profile: CAPTAIN }, kind: 'descent', inches: 4, dice: { values: [3, 3] } },
    arithmetic: 'Descents over 3" must be jumped. X = 1; 2 dice, both 3+: success, it does not count against the move.',
    expect: { status: 200, complete: true, outcome: { dice: 2, success: true }, diceUsed: 2 },
  },
  {
    id: 'jump-gap-fails-without-height',
    title: 'A 3" gap: 2 dice, a 2 fails; no height given, no fall resolved',
    action: 'jump',
    request: { unit: { profile: CAPTAIN }, kind: 'gap', inches: 3, dice: { values: [3, 2] } },
    arithmetic:
      'X = 1, 2 dice: 3 and 2; "si se falla alguna tirada, el modelo cae". No height for a gap (requests.ts): no fall to resolve, so no ' +
      'Defense or wound die follows (diceUsed 2; `fall` should be absent, which toMatchObject cannot assert).',
    expect: { status: 200, complete: true, outcome: { dice: 2, success: false }, diceUsed: 2 },
  },
  {
    id: 'jump-descent-6-fails-and-falls',
    title: 'A failed 6" descent: falls 6", AP(2) hit, wounded, 2 + 1 = 3: stunned',
    action: 'jump',
    request: { unit: { profile: CAPTAIN }, kind: 'descent', inches: 6, dice: { values: [3, 1, 5, 5, 2] } },
    arithmetic:
      'X = 2, 3 dice: 3, 1, 5 -> the 1 fails: the model falls from 6". Fall: 1 hit with AP(1) per full 3" = AP(2). Defense 4+ needs 6: ' +
      'rolled 5 -> wound -> 1 marker, wound roll 2 + 1 = 3: stunned. Placed within 2" of the bottom, activation over.',
    expect: {
      status: 200,
      complete: true,
      outcome: {
        dice: 3,
        success: false,
        fall: { height: 6, ap: 2, modelRemoved: false, hit: true, wounded: true, after: { modelsLeft: 1, wounds: 1, stunned: true }, activationEnds: true },
      },
      diceUsed: 5,
    },
  },
  {
    id: 'jump-gap-with-height-fails',
    title: 'A 5" gap over a 4" drop fails: the fall (AP(1)) is blocked on a 5',
    action: 'jump',
    request: { unit: { profile: CAPTAIN }, kind: 'gap', inches: 5, height: 4, dice: { values: [2, 6, 5] } },
    arithmetic: 'X = 1 (one full 3" in 5"), 2 dice: 2 fails. Fall from 4": AP(1) (one full 3"); Defense 4 + 1 = 5: rolled 5, blocked. No wound.',
    expect: {
      status: 200,
      complete: true,
      outcome: { dice: 2, success: false, fall: { height: 4, ap: 1, hit: true, wounded: false, after: { modelsLeft: 1, wounds: 0, stunned: false } } },
      diceUsed: 3,
    },
  },
  {
    id: 'jump-group-model-falls',
    title: 'A Warrior fails a 4" descent: in a group the faller is simply removed',
    action: 'jump',
    request: { unit: { profile: WARRIORS }, kind: 'descent', inches: 4, dice: { values: [1, 3] } },
    arithmetic: '2 dice, 1 fails: falls 4". "Para unidades con múltiples modelos, la caída destruye el modelo": removed, no hit roll. 4 left.',
    expect: { status: 200, complete: true, outcome: { dice: 2, success: false, fall: { modelRemoved: true, after: { modelsLeft: 4 } } }, diceUsed: 2 },
  },
  {
    id: 'jump-gap-1-is-normal-movement',
    title: 'A 1" gap is crossed as normal movement: no jump dice',
    action: 'jump',
    request: { unit: { profile: CAPTAIN }, kind: 'gap', inches: 1, dice: { values: [] } },
    arithmetic: '"Pueden cruzar huecos de 1" ... como movimiento normal". ruling: aof-skirmish/jump: the answer is a success with 0 dice, not a refusal.',
    expect: { status: 200, complete: true, outcome: { dice: 0, success: true }, diceUsed: 0 },
  },
  {
    id: 'jump-descent-3-is-normal-movement',
    title: 'A 3" descent is normal movement: no jump dice',
    action: 'jump',
    request: { unit: { profile: CAPTAIN }, kind: 'descent', inches: 3, dice: { values: [] } },
    arithmetic: '"Descender 3" de elevación como movimiento normal". Same ruling: success, 0 dice.',
    expect: { status: 200, complete: true, outcome: { dice: 0, success: true }, diceUsed: 0 },
  },
  {
    id: 'jump-over-6-refused',
    title: 'A 7" gap cannot be jumped: 422 at inches',
    action: 'jump',
    request: { unit: { profile: CAPTAIN }, kind: 'gap', inches: 7, dice: { values: [6, 6, 6] } },
    arithmetic: 'Jumps cover gaps or descents "de hasta 6"": 7" is beyond them.',
    expect: { status: 422, errorPath: 'inches' },
  },
  {
    id: 'fall-under-2-inches',
    title: 'A 1.5" fall: nothing happens',
    action: 'fall',
    request: { unit: { profile: CAPTAIN }, height: 1.5, dice: { values: [] } },
    arithmetic: 'The hit comes only "de una posición elevada de al menos 2" de altura": no hit, no dice. Odds all 0.',
    expect: { status: 200, complete: true, outcome: { hit: false, wounded: false, ap: 0, after: { modelsLeft: 1, wounds: 0 } }, odds: { wounded: 0, stunned: 0, destroyed: 0 }, diceUsed: 0 },
  },
  {
    id: 'fall-2-inches-ap-0',
    title: 'A 2" fall: a hit with no AP, blocked on 4',
    action: 'fall',
    request: { unit: { profile: CAPTAIN }, height: 2, dice: { values: [4] } },
    arithmetic:
      '2" is "al menos 2"": 1 hit; full 3" in 2" = 0: AP(0). Defense 4+: 4 blocks. Activation ends. ' +
      'Odds: wounded 3/6 = 0.5; then 1 marker: out 1/3 -> destroyed 1/6 = 0.1667, stunned 1/3 = 0.3333.',
    expect: {
      status: 200,
      complete: true,
      outcome: { height: 2, ap: 0, modelRemoved: false, hit: true, wounded: false, after: { modelsLeft: 1, wounds: 0, stunned: false }, activationEnds: true },
      odds: { wounded: 0.5, stunned: 0.3333, destroyed: 0.1667 },
      diceUsed: 1,
    },
  },
  {
    id: 'fall-7-inches-ap-2',
    title: 'Champion falls 7": AP(2), Defense 3+ needs 5, rolled 4: wounded; 6 + 1 = 7: out',
    action: 'fall',
    request: { unit: { profile: CHAMPION }, height: 7, dice: { values: [4, 6] } },
    arithmetic:
      'Two full 3" in 7": AP(2). Defense 3 + 2 = 5: 4 fails -> 1 wound, roll 6 + 1 = 7: out. ' +
      'Odds: wounded 4/6 = 0.6667; destroyed 4/6 x 2/6 = 8/36 = 0.2222; stunned 4/6 x 4/6 = 16/36 = 0.4444.',
    expect: {
      status: 200,
      complete: true,
      outcome: { height: 7, ap: 2, hit: true, wounded: true, after: { modelsLeft: 0, destroyed: true } },
      odds: { wounded: 0.6667, destroyed: 0.2222, stunned: 0.4444 },
      diceUsed: 2,
    },
  },
  {
    id: 'fall-tough-ap-3',
    title: 'The Ogre falls 9": AP(3), only a natural 6 blocks; 1 marker, no roll',
    action: 'fall',
    request: { unit: { profile: OGRE }, height: 9, dice: { values: [5] } },
    arithmetic:
      'Three full 3": AP(3). Defense 4 + 3 = 7: only a natural 6 blocks; 5 fails -> 1 marker; Tough(3): no roll. ' +
      'Odds: wounded 5/6 = 0.8333; one wound never reaches 3 markers: stunned 0, destroyed 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: { ap: 3, hit: true, wounded: true, after: { modelsLeft: 1, wounds: 1, stunned: false, destroyed: false } },
      odds: { wounded: 0.8333, stunned: 0, destroyed: 0 },
      diceUsed: 1,
    },
  },
  {
    id: 'fall-group-model-removed',
    title: 'A Warrior of five falls 5": removed, no dice',
    action: 'fall',
    request: { unit: { profile: WARRIORS }, height: 5, dice: { values: [] } },
    arithmetic: 'In a group the fall destroys the model until only the last one is left: 4 left, nothing rolled.',
    expect: { status: 200, complete: true, outcome: { modelRemoved: true, after: { modelsLeft: 4, wounds: 0 } }, diceUsed: 0 },
  },
  {
    id: 'fall-last-model-of-a-group',
    title: 'The last Warrior falls 3": it falls normally, AP(1), blocked on 6',
    action: 'fall',
    request: { unit: { profile: WARRIORS, models: 1 }, height: 3, dice: { values: [6] } },
    arithmetic:
      '"Hasta que solo quede un último modelo, que cae con normalidad": a hit with AP(1) (one full 3"); Defense 4 + 1 = 5: 6 blocks. ' +
      'Odds: wounded 4/6 = 0.6667; destroyed 4/6 x 2/6 = 0.2222; stunned 0.4444.',
    expect: {
      status: 200,
      complete: true,
      outcome: { ap: 1, modelRemoved: false, hit: true, wounded: false, after: { modelsLeft: 1, wounds: 0 } },
      odds: { wounded: 0.6667, destroyed: 0.2222, stunned: 0.4444 },
      diceUsed: 1,
    },
  },

  // ------------------------------------------------------------------------------------------
  // Push
  // ------------------------------------------------------------------------------------------
  {
    id: 'push-success',
    title: 'Push after a Stunned result: 4 moves the model 2"',
    action: 'push',
    request: { dice: { values: [4] } },
    arithmetic: '"Con un 4+ el atacante puede mover el modelo hasta 2"": 4 >= 4, default 2". (P = 1/2, not asserted: no odds shape is typed for push.)',
    expect: { status: 200, complete: true, outcome: { roll: 4, pushed: true, inches: 2 }, diceUsed: 1 },
  },
  {
    id: 'push-failure',
    title: 'Push rolls 3: no push',
    action: 'push',
    request: { dice: { values: [3] } },
    arithmetic: '3 < 4: the model stays.',
    expect: { status: 200, complete: true, outcome: { roll: 3, pushed: false, inches: 0 }, diceUsed: 1 },
  },
  {
    id: 'push-shorter',
    title: 'Push 1.5" on a 6',
    action: 'push',
    request: { inches: 1.5, dice: { values: [6] } },
    arithmetic: '"Hasta 2"": 1.5" is allowed; 6 succeeds.',
    expect: { status: 200, complete: true, outcome: { pushed: true, inches: 1.5 }, diceUsed: 1 },
  },
  {
    id: 'push-too-far',
    title: 'A 3" push is refused: 422 at inches',
    action: 'push',
    request: { inches: 3, dice: { values: [6] } },
    arithmetic: 'At most 2".',
    expect: { status: 422, errorPath: 'inches' },
  },

  // ------------------------------------------------------------------------------------------
  // Casting
  // ------------------------------------------------------------------------------------------
  {
    id: 'cast-basic',
    title: 'Caster(2) with 3 tokens casts a 2-token spell on 4',
    action: 'cast',
    request: { caster: { name: 'Hedge witch', rating: 2, tokens: 3 }, spell: { name: 'Hex', value: 2 }, dice: { values: [4] } },
    arithmetic: 'Spend 2 tokens (the spell\'s value): 1 left. "Con un 4+ resuelve el efecto": 4: success. (P = 1/2, not asserted.)',
    expect: { status: 200, complete: true, outcome: { roll: 4, modifier: 0, success: true, tokensLeft: 1, helpers: [] }, diceUsed: 1 },
  },
  {
    id: 'cast-round-start-capped-at-6',
    title: 'Caster(3) with 5 tokens at round start: 6, not 8; the spell fails on 3',
    action: 'cast',
    request: { caster: { rating: 3, tokens: 5, roundStart: true }, spell: { value: 3 }, dice: { values: [3] } },
    arithmetic: '5 + 3 = 8, but "no puede tener más de 6 a la vez": 6. Spend 3: 3 left. 3 < 4: fails (tokens are spent anyway).',
    expect: { status: 200, complete: true, outcome: { roll: 3, success: false, tokensLeft: 3 }, diceUsed: 1 },
  },
  {
    id: 'cast-helpers-friend-and-foe',
    title: 'A friendly caster adds 2 tokens, an enemy 1 at exactly 18": +1, rolled 3 -> 4: success',
    action: 'cast',
    request: {
      caster: { name: 'Hedge witch', rating: 2, tokens: 2 },
      spell: { value: 1 },
      helpers: [
        { name: 'Apprentice', side: 'friendly', tokens: 2, available: 3, distance: 12 },
        { name: 'Hexer', side: 'enemy', tokens: 1, distance: 18 },
      ],
      dice: { values: [3] },
    },
    arithmetic: 'Within 18" (18 counts): +1 per friendly token, -1 per enemy token: +2 - 1 = +1. 3 + 1 = 4: success. Tokens left: 2 - 1 = 1; Apprentice 3 - 2 = 1; Hexer 1 - 1 = 0.',
    expect: {
      status: 200,
      complete: true,
      outcome: { roll: 3, modifier: 1, success: true, tokensLeft: 1, helpers: [{ tokensLeft: 1 }, { tokensLeft: 0 }] },
      diceUsed: 1,
    },
  },
  {
    id: 'cast-natural-1-fails',
    title: 'A natural 1 fails the cast even at +3',
    action: 'cast',
    request: { caster: { rating: 2, tokens: 2 }, spell: { value: 1 }, helpers: [{ side: 'friendly', tokens: 3, distance: 6 }], dice: { values: [1] } },
    arithmetic: 'ruling: aof-skirmish/cast-roll: the document\'s general principle ("las tiradas de 1 siempre son fallos") covers casting rolls: 1 + 3 = 4 would succeed, but fails.',
    expect: { status: 200, complete: true, outcome: { roll: 1, modifier: 3, success: false, tokensLeft: 1, helpers: [{ tokensLeft: 0 }] }, diceUsed: 1 },
  },
  {
    id: 'cast-natural-6-succeeds',
    title: 'A natural 6 succeeds even at -3',
    action: 'cast',
    request: { caster: { rating: 2, tokens: 2 }, spell: { value: 1 }, helpers: [{ side: 'enemy', tokens: 3, distance: 10 }], dice: { values: [6] } },
    arithmetic: 'Same ruling: 6 - 3 = 3 would fail, but a 6 always succeeds.',
    expect: { status: 200, complete: true, outcome: { roll: 6, modifier: -3, success: true }, diceUsed: 1 },
  },
  {
    id: 'cast-not-enough-tokens',
    title: 'A 2-token spell with 1 token: refused',
    action: 'cast',
    request: { caster: { rating: 1, tokens: 1 }, spell: { value: 2 }, dice: { values: [4] } },
    arithmetic: 'The caster must spend as many tokens as the spell\'s value. 422 (the path may be spell.value or caster.tokens; not asserted).',
    expect: { status: 422 },
  },
  {
    id: 'cast-more-than-6-tokens',
    title: '7 tokens held: impossible, 422 at caster.tokens',
    action: 'cast',
    request: { caster: { rating: 2, tokens: 7 }, spell: { value: 1 }, dice: { values: [4] } },
    arithmetic: 'A caster never holds more than 6 tokens.',
    expect: { status: 422, errorPath: 'caster.tokens' },
  },
  {
    id: 'cast-helper-too-far',
    title: 'A helper at 19": refused at helpers[0].distance',
    action: 'cast',
    request: { caster: { rating: 2, tokens: 2 }, spell: { value: 1 }, helpers: [{ side: 'friendly', tokens: 1, distance: 19 }], dice: { values: [4] } },
    arithmetic: 'Only casters within 18" may add or subtract tokens.',
    expect: { status: 422, errorPath: 'helpers[0].distance' },
  },
  {
    id: 'cast-helper-overspends',
    title: 'A helper spends 3 of the 2 tokens it holds: refused at helpers[0].tokens',
    action: 'cast',
    request: { caster: { rating: 2, tokens: 2 }, spell: { value: 1 }, helpers: [{ side: 'friendly', tokens: 3, available: 2, distance: 6 }], dice: { values: [4] } },
    arithmetic: 'It cannot spend tokens it does not hold.',
    expect: { status: 422, errorPath: 'helpers[0].tokens' },
  },

  // ------------------------------------------------------------------------------------------
  // Objectives
  // ------------------------------------------------------------------------------------------
  {
    id: 'objectives-seize',
    title: 'A unit 2.5" from a neutral marker with no enemy near seizes it',
    action: 'objectives',
    request: { round: 1, markers: [{ position: { x: 24, y: 24 }, controller: null }], units: [{ name: 'Warriors', side: 'a', positions: [{ x: 24, y: 26.5 }] }] },
    arithmetic: '"A 3" o menos de un marcador y sin enemigos, lo captura": 2.5" (centre), 2" (base edge): seized by a.',
    expect: { status: 200, complete: true, outcome: { markers: [{ position: { x: 24, y: 24 }, controller: 'a', change: 'seized' }], held: { a: 1, b: 0 } } },
  },
  {
    id: 'objectives-contested-neutralised',
    title: 'Units of both sides at a marker held by a: it goes neutral',
    action: 'objectives',
    request: {
      round: 2,
      markers: [{ position: { x: 24, y: 24 }, controller: 'a' }],
      units: [
        { name: 'Warriors', side: 'a', positions: [{ x: 24, y: 26 }] },
        { name: 'Raiders', side: 'b', positions: [{ x: 24, y: 22 }] },
      ],
    },
    arithmetic: '"Si hay unidades de ambos lados disputándose un marcador, se vuelve neutral de nuevo": both at 2": neutral.',
    expect: { status: 200, complete: true, outcome: { markers: [{ controller: null, change: 'neutralised' }], held: { a: 0, b: 0 } } },
  },
  {
    id: 'objectives-stays-seized',
    title: 'Nobody near a marker b seized earlier: it stays b\'s',
    action: 'objectives',
    request: { round: 2, markers: [{ position: { x: 24, y: 24 }, controller: 'b' }], units: [{ name: 'Warriors', side: 'a', positions: [{ x: 40, y: 40 }] }] },
    arithmetic: '"Los marcadores permanecen capturados incluso después de que las unidades se vayan": b keeps it.',
    expect: { status: 200, complete: true, outcome: { markers: [{ controller: 'b' }], held: { a: 0, b: 1 } } },
  },
  {
    id: 'objectives-stunned-cannot-contest',
    title: 'A stunned unit neither seizes nor contests: the other side seizes',
    action: 'objectives',
    request: {
      round: 1,
      markers: [{ position: { x: 24, y: 24 }, controller: null }],
      units: [
        { name: 'Warriors', side: 'a', positions: [{ x: 24, y: 26 }], stunned: true },
        { name: 'Raiders', side: 'b', positions: [{ x: 24, y: 22 }] },
      ],
    },
    arithmetic: 'Stunned: "no puede disputar o capturar objetivos". Only b counts: seized by b.',
    expect: { status: 200, complete: true, outcome: { markers: [{ controller: 'b', change: 'seized' }], held: { a: 0, b: 1 } } },
  },
  {
    id: 'objectives-ambushers-cannot-seize',
    title: 'A unit that arrived by Ambush this round cannot seize',
    action: 'objectives',
    request: { round: 2, markers: [{ position: { x: 24, y: 24 }, controller: null }], units: [{ name: 'Scouts', side: 'a', positions: [{ x: 24, y: 26 }], ambushedThisRound: true }] },
    arithmetic: 'Ambush: "no pueden capturar o disputar objetivos en la ronda en que se despliegan": the marker stays neutral.',
    expect: { status: 200, complete: true, outcome: { markers: [{ controller: null }], held: { a: 0, b: 0 } } },
  },
  {
    id: 'objectives-within-3-from-base-edge',
    title: 'A model 3.4" centre to marker (2.9" from its base edge): within 3", seizes',
    action: 'objectives',
    request: { round: 1, markers: [{ position: { x: 24, y: 24 }, controller: null }], units: [{ name: 'Warriors', side: 'a', positions: [{ x: 24, y: 27.4 }] }] },
    arithmetic: 'ruling: aof-skirmish/objective-distance: "a 3" o menos" is measured from the marker to the nearest base edge (centre distance - 0.5" radius): 3.4 - 0.5 = 2.9 <= 3.',
    expect: { status: 200, complete: true, outcome: { markers: [{ controller: 'a', change: 'seized' }], held: { a: 1, b: 0 } } },
  },
  {
    id: 'objectives-round-4-winner',
    title: 'After round 4, a holds 2 markers and b 1: a wins',
    action: 'objectives',
    request: {
      round: 4,
      markers: [
        { position: { x: 12, y: 24 }, controller: 'a' },
        { position: { x: 24, y: 24 }, controller: 'a' },
        { position: { x: 36, y: 24 }, controller: 'b' },
      ],
      units: [],
    },
    arithmetic: '"El juego termina después de 4 rondas, y gana el jugador que controle más marcadores": 2 > 1.',
    expect: { status: 200, complete: true, outcome: { held: { a: 2, b: 1 }, winner: 'a' } },
  },
  {
    id: 'objectives-round-4-draw',
    title: 'After round 4, one marker each: a draw',
    action: 'objectives',
    request: {
      round: 4,
      markers: [
        { position: { x: 12, y: 24 }, controller: 'a' },
        { position: { x: 36, y: 24 }, controller: 'b' },
      ],
      units: [],
    },
    arithmetic: 'Equal counts: no player controls more: draw.',
    expect: { status: 200, complete: true, outcome: { held: { a: 1, b: 1 }, winner: 'draw' } },
  },
  {
    id: 'objectives-roll-marker-count',
    title: 'Placing markers: D3 + 2, the d6 shows 5 -> D3 3 -> 5 markers',
    action: 'objectives',
    request: { round: 1, dice: { values: [5] } },
    arithmetic: '"Coloca D3+2 objetivos". ruling: aof-skirmish/d3: the D3 is a d6 halved, rounded up (5 -> 3). 3 + 2 = 5.',
    expect: { status: 200, complete: true, outcome: { markerCount: 5 }, diceUsed: 1 },
  },
  {
    id: 'objectives-round-5-refused',
    title: 'There is no round 5: 422 at round',
    action: 'objectives',
    request: { round: 5, markers: [{ position: { x: 24, y: 24 }, controller: 'a' }], units: [] },
    arithmetic: 'The game ends after round 4.',
    expect: { status: 422, errorPath: 'round' },
  },

  // ------------------------------------------------------------------------------------------
  // Deployment, Ambush and Scout placement (48" x 48" table; a deploys from y = 0, b from y = 48)
  // ------------------------------------------------------------------------------------------
  {
    id: 'deployment-within-12',
    title: 'Side a places models at y = 5 and y = 11: legal',
    action: 'deployment',
    request: { kind: 'deploy', side: 'a', positions: [{ x: 10, y: 5 }, { x: 12, y: 11 }] },
    arithmetic: '"A 12" de su borde de mesa": bases reach y = 5.5 and 11.5, within 12".',
    expect: { status: 200, complete: true, outcome: { legal: true, problems: [] } },
  },
  {
    id: 'deployment-too-deep',
    title: 'A model at y = 13 is outside side a\'s zone',
    action: 'deployment',
    request: { kind: 'deploy', side: 'a', positions: [{ x: 10, y: 5 }, { x: 12, y: 13 }] },
    arithmetic: '13 > 12 whatever is measured: model 1 is a problem.',
    expect: { status: 200, complete: true, outcome: { legal: false, problems: [{ model: 1 }] } },
  },
  {
    id: 'deployment-side-b',
    title: 'Side b deploys from the far edge: y = 40 is fine, y = 30 is 18" away',
    action: 'deployment',
    request: { kind: 'deploy', side: 'b', positions: [{ x: 20, y: 40 }, { x: 22, y: 30 }] },
    arithmetic: 'b\'s edge is y = 48: 48 - 40 = 8 (fine), 48 - 30 = 18 > 12: model 1.',
    expect: { status: 200, complete: true, outcome: { legal: false, problems: [{ model: 1 }] } },
  },
  {
    id: 'deployment-wholly-within',
    title: 'A centre at y = 11.8: its base pokes out to 12.3"',
    action: 'deployment',
    request: { kind: 'deploy', side: 'a', positions: [{ x: 10, y: 11.8 }] },
    arithmetic: 'ruling: aof-skirmish/deployment-zone: a model is within the zone only when its whole base is (as Scout says "totalmente"): 11.8 + 0.5 = 12.3 > 12: problem.',
    expect: { status: 200, complete: true, outcome: { legal: false, problems: [{ model: 0 }] } },
  },
  {
    id: 'deployment-off-table',
    title: 'A model at x = -1 is off the table',
    action: 'deployment',
    request: { kind: 'deploy', side: 'a', positions: [{ x: -1, y: 5 }] },
    arithmetic: 'The table runs 0..48 on x: the model is off it.',
    expect: { status: 200, complete: true, outcome: { legal: false, problems: [{ model: 0 }] } },
  },
  {
    id: 'deployment-roll-off',
    title: 'Roll-off for the edge: 3 - 3 is rolled again, then 5 - 2: a picks',
    action: 'deployment',
    request: { kind: 'deploy', side: 'a', positions: [{ x: 10, y: 5 }], rollOff: true, dice: { values: [3, 3, 5, 2] } },
    arithmetic: '"Los jugadores tiran un dado para ver quién elige un borde": a 3, b 3 tie, rolled again; a 5, b 2: a wins.',
    expect: { status: 200, complete: true, outcome: { legal: true, rollOff: [{ a: 3, b: 3 }, { a: 5, b: 2, winner: 'a' }] }, diceUsed: 4 },
  },
  {
    id: 'ambush-legal',
    title: 'Ambush in round 2, 11" from the nearest enemy: legal',
    action: 'deployment',
    request: { kind: 'ambush', side: 'a', round: 2, positions: [{ x: 24, y: 24 }], enemies: [{ x: 24, y: 35 }] },
    arithmetic: '"A más de 9" de unidades enemigas": 11" centre, 10" base to base: more than 9".',
    expect: { status: 200, complete: true, outcome: { legal: true, problems: [] } },
  },
  {
    id: 'ambush-too-close',
    title: 'Ambush 6" from an enemy: illegal',
    action: 'deployment',
    request: { kind: 'ambush', side: 'a', round: 3, positions: [{ x: 24, y: 24 }], enemies: [{ x: 24, y: 30 }] },
    arithmetic: '6" (5" base to base) is not more than 9": problem.',
    expect: { status: 200, complete: true, outcome: { legal: false, problems: [{ model: 0 }] } },
  },
  {
    id: 'ambush-distance-base-to-base',
    title: 'Ambush 9.5" centre to centre: only 8.5" base to base, illegal',
    action: 'deployment',
    request: { kind: 'ambush', side: 'b', round: 2, positions: [{ x: 24, y: 24 }], enemies: [{ x: 24, y: 33.5 }] },
    arithmetic: 'ruling: aof-skirmish/distances: distances between models are base edge to base edge: 9.5 - 1 = 8.5 <= 9: problem.',
    expect: { status: 200, complete: true, outcome: { legal: false, problems: [{ model: 0 }] } },
  },
  {
    id: 'ambush-round-1-refused',
    title: 'Ambush in round 1: 422 at round',
    action: 'deployment',
    request: { kind: 'ambush', side: 'a', round: 1, positions: [{ x: 24, y: 24 }], enemies: [{ x: 24, y: 40 }] },
    arithmetic: '"Al inicio de cualquier ronda después de la primera". ruling: aof-skirmish/ambush-round: a refusal of the request, not a placement problem.',
    expect: { status: 422, errorPath: 'round' },
  },
  {
    id: 'scout-within-24',
    title: 'Scout at y = 23: wholly within 12" of a\'s zone (which ends at 12")',
    action: 'deployment',
    request: { kind: 'scout', side: 'a', positions: [{ x: 24, y: 23 }] },
    arithmetic: '"Totalmente a 12" de su zona de despliegue": the zone ends at 12", so up to 24": base reaches 23.5: legal.',
    expect: { status: 200, complete: true, outcome: { legal: true, problems: [] } },
  },
  {
    id: 'scout-too-far',
    title: 'Scout at y = 25: beyond 24"',
    action: 'deployment',
    request: { kind: 'scout', side: 'a', positions: [{ x: 24, y: 25 }] },
    arithmetic: '25 > 24: problem.',
    expect: { status: 200, complete: true, outcome: { legal: false, problems: [{ model: 0 }] } },
  },
  {
    id: 'scout-side-b',
    title: 'Side b\'s Scout at y = 25: its zone starts at 36, so 24" or more is fine',
    action: 'deployment',
    request: { kind: 'scout', side: 'b', positions: [{ x: 24, y: 25 }] },
    arithmetic: 'b\'s zone is y >= 36; within 12" of it: y >= 24; base from 24.5: legal.',
    expect: { status: 200, complete: true, outcome: { legal: true, problems: [] } },
  },
];
