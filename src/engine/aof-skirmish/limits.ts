/**
 * Caps on one AoF request (see core/limits.ts): beyond them a request is a 422 `too-large` before
 * any dice or odds. They are far above any skirmish table (a 250 pts army fields about a dozen
 * units of a few models; the example catalog's largest unit has 5 models). Within them every
 * request's exact odds take under 5 ms: a shot well under a millisecond, a melee a few
 * milliseconds at the top of the melee caps (docs/benchmarks.md), which are the ones that bind.
 * The melee caps were measured (CPU, min of 40 to 60 runs, 2 shared cores): the heaviest melee they
 * allow takes about 1.2 ms, 1.9 ms with Counter; one step higher (120 hits a strike, 80 to 100
 * with Counter) still did under 3 ms, the margin left for a loaded machine. The caps bound each
 * field alone; the work budget (core/cost.ts, cost.ts here) bounds what they cost together.
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
  /**
   * Models on each side of a melee (models left, a joined hero included). A melee's odds run over
   * pairs of unit states (models left and the last model's markers, per side), so its cost grows
   * with both sides at once; twice the example catalog's largest unit.
   */
  meleeModels: 10,
  /**
   * The most hits one melee strike can score: to-hit dice x Blast x (1 + extra hits on a 6), Impact
   * dice included. Each strike's wounds are counted die by die over every unit state it can end
   * in; ten models with two attacks, Furious and Surge (the extra hits) make 60.
   */
  meleeHits: 80,
  /**
   * In a melee where the defender has Counter and strikes back, the most hits of its three strikes
   * together (Counter strike, charge, strike back). After the Counter strike every state of the
   * charger meets every state of the defender, each with its own strike back: the heaviest case.
   */
  counterMeleeHits: 60,
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
