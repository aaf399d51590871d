import type { WorstCase } from '../core/game';
import { AOF_LIMITS } from './limits';

/**
 * AoF Skirmish's heaviest requests within its caps (AOF_LIMITS), timed by `npm run bench`: a
 * ten-model volley with Blast, Deadly and AP at Tough models in cover, the largest shot the to-hit
 * dice cap allows, and the heaviest melees the melee caps allow (models a side, hits a strike,
 * hits of a melee with Counter), each with the rules that widen
 * what the odds count (Deadly, Blast, Tough, extra hits on 6s, Impact's own class of hits, Fear,
 * which widens the lead a melee's winner reads), and a common charge with Impact. Profiles are
 * inline so the cases do not depend on catalog values; each `beyond` is one step over a cap.
 */

const rule = (id: string, rating?: number) => (rating === undefined ? { id } : { id, rating });
const unit = (models: number, rules: object[], equipment: object[]) => ({ profile: { quality: 4, defense: 4, models, rules, equipment } });
const weapon = (range: number, attacks: number, rules: object[]) => ({ name: range > 0 ? 'Bombard' : 'Cleaver', range, attacks, rules });

const X = AOF_LIMITS.rating;
/** The most to-hit dice one attack may roll. */
const DICE = AOF_LIMITS.attackDice;
/** Models a side in the heaviest melees. */
const M = AOF_LIMITS.meleeModels;
/** What makes every state of a melee count: Tough(12) and Fear(12) on both sides. */
const sturdy = [rule('fear', X), rule('tough', X)];
/** Furious and Surge: three hits on a 6 when charging. */
const charger = (impact: number) => [rule('furious'), ...sturdy, rule('impact', impact)];

// Hits per model of a strike, for the arithmetic in the names (one die x Blast x (1 + extra hits)).
const HITS = AOF_LIMITS.meleeHits;
const COUNTER_HITS = AOF_LIMITS.counterMeleeHits;
/** Impact dice a model adds to a charge of one attack with Furious and Surge (3 hits) up to the cap. */
const IMPACT = (HITS - 3 * M) / M;
/** Attacks a defender's model strikes back with, Surge (2 hits), up to the cap. */
const BACK = HITS / M / 2;
/** Impact of the Counter case: charge (Furious, 2 hits) + Counter strike + strike back (1 each) up to the cap. */
const COUNTER_IMPACT = (COUNTER_HITS - 2 * M - 2 * M) / M;

/** Model centres `step` inches apart in rows of 20, from `y0`. */
const grid = (n: number, step: number, y0 = 0) => Array.from({ length: n }, (_, i) => ({ x: (i % 20) * step, y: y0 + Math.floor(i / 20) * step }));
/** A joined hero (Tough(6), as joining requires). */
const joined = { quality: 3, defense: 3, rules: [rule('hero'), rule('tough', 6)], equipment: [{ name: 'Hero blade', range: 0, attacks: 2, rules: [] }] };
/** Markers each measured against every model of every unit (all far from them) that fill the budget. */
const MARKERS = 99;
const FAR_UNIT = (i: number) => ({ side: i % 2 ? 'a' : 'b', positions: grid(AOF_LIMITS.models, 1.2, 100 + 10 * i) });

export const AOF_SKIRMISH_WORST_CASES: readonly WorstCase[] = [
  {
    name: 'ten models, two attacks each, Blast(3) Deadly(3) AP(2), at five Tough(3) models in cover',
    action: 'shot',
    request: { attacker: unit(10, [], [weapon(24, 2, [rule('blast', 3), rule('deadly', 3), rule('ap', 2)])]), target: unit(5, [rule('tough', 3)], []), distance: 12, cover: 'terrain' },
  },
  {
    name: `largest shot: ${DICE} dice with Rending, Surge, Deadly(3), at ${AOF_LIMITS.models} Tough(3) models with Regeneration`,
    action: 'shot',
    request: {
      attacker: unit(AOF_LIMITS.models, [rule('relentless')], [weapon(24, DICE / AOF_LIMITS.models, [rule('rending'), rule('surge'), rule('deadly', 3)])]),
      target: unit(AOF_LIMITS.models, [rule('tough', 3), rule('regeneration')], []),
      distance: 12,
    },
    beyond: {
      attacker: unit(AOF_LIMITS.models, [rule('relentless')], [weapon(24, DICE / AOF_LIMITS.models + 1, [rule('rending'), rule('surge'), rule('deadly', 3)])]),
      target: unit(AOF_LIMITS.models, [rule('tough', 3), rule('regeneration')], []),
      distance: 12,
    },
  },
  {
    // Each Deadly class is counted apart and the target's last model can carry each sum of them:
    // the most units among the shots the default budget admits (a search over the caps).
    name: 'heaviest shot the budget admits: four weapons with Rending, Deadly(3), Deadly(4) and Deadly(10), Blast(12) and Blast(3) with Surge, at 25 Tough(12) models with Regeneration',
    action: 'shot',
    request: {
      attacker: {
        profile: {
          quality: 2,
          defense: 4,
          models: 18,
          equipment: [
            weapon(24, 2, [rule('rending')]),
            weapon(24, 3, [rule('deadly', 3), rule('blast', 12), rule('surge'), rule('rending')]),
            weapon(24, 1, [rule('deadly', 10), rule('rending')]),
            weapon(24, 2, [rule('deadly', 4), rule('blast', 3), rule('surge'), rule('rending')]),
          ],
        },
      },
      target: { profile: { quality: 4, defense: 2, models: 25, rules: [rule('tough', X), rule('regeneration')], equipment: [] } },
      distance: 12,
    },
  },
  {
    // The most units among the melees the default budget admits (a search over the caps): Deadly
    // classes on both sides against Tough(11) and Tough(12), Regeneration, a joined hero.
    name: 'heaviest melee the budget admits: 3 models and a joined hero with Deadly(11) and Deadly(4) charge 7 Tough(12) models with Regeneration striking back with Deadly(11) and Deadly(9)',
    action: 'melee',
    request: {
      attacker: {
        profile: { quality: 2, defense: 4, models: 3, rules: [rule('tough', 11), rule('fear', 1), rule('impact', 1), rule('furious')], equipment: [weapon(0, 7, [rule('deadly', 11), rule('rending')]), weapon(0, 1, [rule('deadly', 4), rule('surge'), rule('rending')])] },
        hero: joined,
      },
      defender: { profile: { quality: 2, defense: 2, models: 7, rules: [rule('tough', X), rule('fear', 1), rule('regeneration')], equipment: [weapon(0, 4, [rule('deadly', 11), rule('rending')]), weapon(0, 4, [rule('deadly', 9), rule('rending')])] } },
    },
  },
  {
    name: `objectives: ${MARKERS} markers, each measured against the ${AOF_LIMITS.units * AOF_LIMITS.models} models of ${AOF_LIMITS.units} units far from it (what the budget admits)`,
    action: 'objectives',
    request: { round: 4, markers: grid(MARKERS, 2).map((position) => ({ position })), units: Array.from({ length: AOF_LIMITS.units }, (_, i) => FAR_UNIT(i)) },
    beyond: { round: 4, markers: grid(AOF_LIMITS.positions + 1, 2).map((position) => ({ position })), units: [FAR_UNIT(0)] },
  },
  {
    name: `movement: a Rush with every bonus through difficult terrain, and coherency of ${AOF_LIMITS.positions} models none within 1" of another (each measured against every other, twice)`,
    action: 'movement',
    request: { unit: unit(5, [rule('fast')], []), action: 'rush', musician: true, difficultTerrain: true, positions: grid(AOF_LIMITS.positions, 8) },
    beyond: { unit: unit(5, [rule('fast')], []), action: 'rush', musician: true, difficultTerrain: true, positions: grid(AOF_LIMITS.positions + 1, 8) },
  },
  {
    name: `deployment: an Ambush of ${AOF_LIMITS.positions} models against ${AOF_LIMITS.positions} enemies, and the roll-off`,
    action: 'deployment',
    request: { kind: 'ambush', side: 'a', round: 2, positions: grid(AOF_LIMITS.positions, 1.2), enemies: grid(AOF_LIMITS.positions, 1.2, 40), rollOff: true },
    beyond: { kind: 'ambush', side: 'a', round: 2, positions: grid(AOF_LIMITS.positions + 1, 1.2), enemies: grid(AOF_LIMITS.positions, 1.2, 40), rollOff: true },
  },
  {
    name: `morale: ${AOF_LIMITS.units} units testing, Fearless, with joined heroes, half of them stunned`,
    action: 'morale',
    request: { startingUnits: AOF_LIMITS.units, remainingUnits: 1, units: Array.from({ length: AOF_LIMITS.units }, (_, i) => ({ ...unit(3, [rule('fearless')], []), stunned: i % 2 === 0, hero: { ...joined, rules: [...joined.rules, rule('fearless')] } })) },
    beyond: { startingUnits: AOF_LIMITS.units, remainingUnits: 1, units: Array.from({ length: AOF_LIMITS.units + 1 }, () => unit(3, [rule('fearless')], [])) },
  },
  {
    name: `dangerous terrain: ${AOF_LIMITS.models} Tough(${X}) models with Regeneration (${AOF_LIMITS.models * X} dice, each 1 then its Regeneration die)`,
    action: 'dangerous-terrain',
    request: { unit: unit(AOF_LIMITS.models, [rule('tough', X), rule('regeneration')], []) },
  },
  {
    name: 'charge of ten models with four attacks and Impact(4), strike back by ten models',
    action: 'melee',
    request: { attacker: unit(10, [rule('impact', 4)], [weapon(0, 4, [])]), defender: unit(10, [], [weapon(0, 2, [])]) },
  },
  {
    name: `heaviest melee: ${M} v ${M} models, ${HITS} hits a strike (Impact(${IMPACT}) and one attack with Furious and Surge; four attacks with Surge back), Deadly(${X}), Tough(${X}), Fear(${X})`,
    action: 'melee',
    request: {
      attacker: unit(M, charger(IMPACT), [weapon(0, 1, [rule('deadly', X), rule('surge')])]),
      defender: unit(M, sturdy, [weapon(0, BACK, [rule('deadly', X), rule('surge')])]),
    },
    beyond: {
      attacker: unit(M, charger(IMPACT + 1), [weapon(0, 1, [rule('deadly', X), rule('surge')])]),
      defender: unit(M, sturdy, [weapon(0, BACK, [rule('deadly', X), rule('surge')])]),
    },
  },
  {
    name: `heaviest melee with Blast: ${M} v ${M} models, Blast(2) with Furious and Surge and Impact(2) (${HITS} hits), Blast(4) with Surge back (${HITS}), Deadly(${X}), Tough(${X}), Fear(${X})`,
    action: 'melee',
    request: {
      attacker: unit(M, charger(2), [weapon(0, 1, [rule('blast', 2), rule('deadly', X), rule('surge')])]),
      defender: unit(M, sturdy, [weapon(0, 1, [rule('blast', 4), rule('deadly', X), rule('surge')])]),
    },
    beyond: {
      attacker: unit(M + 1, charger(2), [weapon(0, 1, [rule('blast', 2), rule('deadly', X), rule('surge')])]),
      defender: unit(M, sturdy, [weapon(0, 1, [rule('blast', 4), rule('deadly', X), rule('surge')])]),
    },
  },
  {
    name: `heaviest melee with Counter: ${M} v ${M} models, ${COUNTER_HITS} hits in all (charge with Impact(${COUNTER_IMPACT}) and Furious, Counter strike, strike back), Deadly(${X}), Tough(${X}), Fear(${X})`,
    action: 'melee',
    request: {
      attacker: unit(M, charger(COUNTER_IMPACT), [weapon(0, 1, [rule('deadly', X)])]),
      defender: unit(M, sturdy, [weapon(0, 1, [rule('deadly', X), rule('counter')]), weapon(0, 1, [rule('deadly', X)])]),
    },
    beyond: {
      attacker: unit(M, charger(COUNTER_IMPACT + 1), [weapon(0, 1, [rule('deadly', X)])]),
      defender: unit(M, sturdy, [weapon(0, 1, [rule('deadly', X), rule('counter')]), weapon(0, 1, [rule('deadly', X)])]),
    },
  },
];
