/**
 * Wartime's caps on one request (documented in docs/api.md and the OpenAPI descriptions). Beyond
 * them a request is a 422 `too-large` naming the field; within them the exact odds are always
 * computed, each of the game's worst cases (worst-cases.ts) well under 5 ms: what each costs is in
 * docs/benchmarks.md, beside `BENCH_ENGINE=only node bench/run.js`, which measures them. Past five
 * close-combat exchanges a fight meets no new footings, so a lower exchange cap would not help.
 */
export const WARTIME_LIMITS = {
  /** Attack actions one request resolves (Energy is at most 10, so never more than 10 anyway). */
  attacks: 10,
  /**
   * Every Fortune use brings a Will check whose effect changes the later checks, so the odds follow
   * many more situations: with Fortune to spend on one side, one attack. Two attacks took two to
   * three times the 5 ms every request must meet (docs/benchmarks.md, "Caps"); one is a third of it.
   */
  attacksWithFortune: 1,
  /** On both sides (the attacker and its target), one as well. */
  attacksWithFortuneBothSides: 1,
  /** Members of a formation. */
  formationSize: 40,
  /** Models two formations have in common in close combat (dice per side). */
  inCommon: 10,
  /** Shooters of a formation rolling impact together. */
  shooters: 20,
  /** Models an area may cover (the target included). */
  areaModels: 10,
  /** Defenders fought one after the other in one melee request. */
  defenders: 5,
  /** Cover elements in one line of fire. */
  coverElements: 5,
  /** Impact dice of a coordinated attack's supporters. */
  coordinatedDice: 40,
  /** Members listed for a squad or a Will check. */
  squadMembers: 100,
  /** Players and characters for the turn order. */
  players: 8,
  characters: 200,
  /** Actions done at the same time. */
  simultaneousActions: 10,
  /** Will effects still running on one character. */
  willEffects: 10,
  /** Archetype values. */
  bonusCost: 1000,
  areaParts: 10,
  /** Largest area dimension, in K. */
  areaSize: 100,
  capacity: 1000,
  difficulty: 20,
  /** Largest base, in cm. */
  baseSize: 100,
  /** Warbooks. */
  warbookArchetypes: 500,
  playListCharacters: 500,
  squadsPerList: 100,
} as const;
