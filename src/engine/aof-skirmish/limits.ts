/**
 * Caps on one AoF request (see core/limits.ts): beyond them a request is a 422 `too-large` before
 * any dice or odds. They are far above any skirmish table (a 250 pts army fields about a dozen
 * units of a few models). Within them a shot's exact odds take well under a millisecond; a melee at
 * the top of the caps still does not: about 0.1 s with Blast(12) and extra hits on 160 dice a side
 * (the hits each strike counts), and about 0.1 s for 40 v 40 Tough models with Counter (pairs of
 * unit states after the Counter strike). No melee cap is chosen yet (README, Benchmarks).
 */
export const AOF_LIMITS = {
  /** Models in one unit. */
  models: 40,
  /** Attacks of one weapon, per model. */
  attacks: 12,
  /** Weapon groups attacking at once. */
  weaponGroups: 12,
  /** To-hit dice of one attack (models x attacks, summed over groups, Impact included). */
  attackDice: 160,
  /** X in a special rule, Tough(X), Blast(X)... */
  rating: 12,
  /** Wound markers on a last model, or wounds given to `wound-effects`. */
  wounds: 200,
  /** Units in a morale check, positions in a movement or placement check. */
  units: 60,
  positions: 200,
  /** Weapons in one profile's equipment, rules in one profile. */
  equipment: 20,
  rules: 30,
  /** Units in an army list. */
  armyUnits: 100,
} as const;
