import type { WorstCase } from '../core/game';
import { AOF_LIMITS } from './limits';

/**
 * AoF Skirmish's heaviest requests within its caps (AOF_LIMITS), timed by `npm run bench`: the
 * issue's case, the largest shot and the largest melees the to-hit dice cap allows, each with the
 * rules that widen what the odds count (Deadly, Blast, Tough, extra hits on 6s, Fear, which widens
 * the lead a melee's winner reads), and a common charge with Impact. Profiles are inline so the
 * cases do not depend on catalog values; the `beyond` requests are one step over the dice cap.
 */

const rule = (id: string, rating?: number) => (rating === undefined ? { id } : { id, rating });
const unit = (models: number, rules: object[], equipment: object[]) => ({ profile: { quality: 4, defense: 4, models, rules, equipment } });
const weapon = (range: number, attacks: number, rules: object[]) => ({ name: range > 0 ? 'Bombard' : 'Cleaver', range, attacks, rules });

/** A weapon with every rule that multiplies wounds at its highest rating. */
const heavy = [rule('blast', AOF_LIMITS.rating), rule('deadly', AOF_LIMITS.rating), rule('surge')];

/** The most to-hit dice one attack may roll. */
const DICE = AOF_LIMITS.attackDice;

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
    name: `largest melee: ${DICE / 2} attacks and ${DICE / 2} Impact dice, Furious, against Counter and a strike back, Tough(3) on both sides`,
    action: 'melee',
    request: {
      attacker: unit(20, [rule('furious'), rule('impact', DICE / 2 / 20), rule('tough', 3)], [weapon(0, DICE / 2 / 20, [rule('ap', 1), rule('deadly', 2)])]),
      defender: unit(20, [rule('tough', 3)], [weapon(0, 4, [rule('counter')])]),
    },
    beyond: {
      attacker: unit(20, [rule('furious'), rule('impact', DICE / 2 / 20 + 1), rule('tough', 3)], [weapon(0, DICE / 2 / 20, [rule('ap', 1), rule('deadly', 2)])]),
      defender: unit(20, [rule('tough', 3)], [weapon(0, 4, [rule('counter')])]),
    },
  },
  {
    name: 'charge of ten models with four attacks and Impact(4), strike back by ten models',
    action: 'melee',
    request: { attacker: unit(10, [rule('impact', 4)], [weapon(0, 4, [])]), defender: unit(10, [], [weapon(0, 2, [])]) },
  },
  {
    name: `heaviest melee: ${DICE} dice a side with Blast(${AOF_LIMITS.rating}), Deadly(${AOF_LIMITS.rating}), Surge, Furious, Fear(${AOF_LIMITS.rating}), Tough(${AOF_LIMITS.rating}), and a strike back`,
    action: 'melee',
    request: {
      attacker: unit(AOF_LIMITS.models, [rule('furious'), rule('fear', AOF_LIMITS.rating), rule('tough', AOF_LIMITS.rating)], [weapon(0, DICE / AOF_LIMITS.models, heavy)]),
      defender: unit(AOF_LIMITS.models, [rule('fear', AOF_LIMITS.rating), rule('tough', AOF_LIMITS.rating)], [weapon(0, DICE / AOF_LIMITS.models, heavy)]),
    },
    beyond: {
      attacker: unit(AOF_LIMITS.models, [rule('furious'), rule('fear', AOF_LIMITS.rating), rule('tough', AOF_LIMITS.rating)], [weapon(0, DICE / AOF_LIMITS.models + 1, heavy)]),
      defender: unit(AOF_LIMITS.models, [rule('fear', AOF_LIMITS.rating), rule('tough', AOF_LIMITS.rating)], [weapon(0, DICE / AOF_LIMITS.models, heavy)]),
    },
  },
];
