'use strict';
/**
 * The headline requests of `npm run bench`: the REST and GraphQL shot and a catalog read. The
 * fixed-load section also sends every resolve route of every registered game, with the example
 * body its action declares (src/games/<game>/: `ActionModule.example`); bench/run.js stops before
 * measuring when one does not answer 200.
 *
 * Every body that rolls dice carries a fixed seed, so the same request always gets the same reply
 * and autocannon can compare every reply byte for byte.
 */

const SEED = { seed: 'bench' };

/** The documents' KAR98k example (shared/API.md, README): one shot, to-hit, strength, save. */
const SHOT = {
  attacker: { unit: 'german-geneticists/wehrmacht' },
  weapon: 'kar98k',
  target: { unit: 'american-sci-tech/airborne' },
  distance: 20,
  actionPoints: 2,
  dice: SEED,
};

/**
 * The GraphQL twin of SHOT (src/games/resolve/resolve.resolver.ts), selecting every field
 * the REST reply carries so that both do the same work.
 */
const GRAPHQL_SHOT = {
  query: `query BenchShot($input: AeShotInput!) {
  aeWwiiShot(input: $input) {
    game edition action complete
    outcome { shots hits wounds targetRemoved }
    steps { rule summary rolls result }
    odds { hitPerShot wounds expectedWounds targetRemoved }
    interpretations
    dice { mode seed used { die value purpose } }
    text
  }
}`,
  variables: { input: SHOT },
};

/** The catalog read of the fixed-rate section: every AE-WWII unit, from memory. */
const CATALOG_READ = '/v1/ae-wwii/units';

module.exports = { SHOT, GRAPHQL_SHOT, CATALOG_READ };
