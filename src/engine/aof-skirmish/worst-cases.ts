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
