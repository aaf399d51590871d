/**
 * Wartime's caps on one request (documented in the README and the OpenAPI descriptions). Beyond
 * them a request is a 422 `too-large` naming the field; within them the exact odds are always
 * computed. Measured on 2 shared cores (2026-11-24, plan included, CPU time, min of 20 after 3
 * warm-up runs; README, Benchmarks): two formations of 40 with 10 models in common 1.1 ms; an area
 * weapon over ten models in cover 1.6 ms; ten shots in cover with Vitality 1.6 ms; ten close-combat
 * exchanges with Vitality about 4.5 ms (past five exchanges the fight meets no new footings, so
 * the count costs little); one exchange with Fortune on both sides about 3 ms; one shot in cover
 * with Fortune on both sides about 3 ms (6.5 ms before its state and the strike's result were
 * keyed as flat tuples; no cap could have lowered it, it is one attack).
 */
export const WARTIME_LIMITS = {
  /** Attack actions one request resolves (Energy is at most 10, so never more than 10 anyway). */
  attacks: 10,
  /**
   * Every Fortune use brings a Will check whose effect changes the later checks, so the odds follow
   * many more situations: with Fortune to spend on one side, one attack. Two were 10 to 14 ms for
   * two close-combat exchanges and 5 to 8.5 ms for two shots in cover with Vitality (2026-11-24),
   * over the 5 ms every request must meet; one exchange is about 1.7 ms.
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
