'use strict';
/**
 * The headline requests of `npm run bench`: the REST and GraphQL shot and a catalog read. Every
 * resolve body is the example its action declares (src/games/<game>/: `ActionModule.example`,
 * the shot's the documents' KAR98k one); bench/run.js stops before measuring when one does not
 * answer 200. Every example carries a fixed seed, so the same request always gets the same reply
 * and autocannon can compare every reply byte for byte.
 */

/** The REST shot of the headline measurements: AE-WWII's documented shot example (ae-wwii.game.ts). */
const SHOT_PATH = '/v1/ae-wwii/resolve/shot';

/**
 * The GraphQL twin of the shot (src/games/resolve/resolve.resolver.ts; its input is the same
 * example), selecting every field the REST reply carries so that both do the same work.
 */
const GRAPHQL_SHOT_QUERY = `query BenchShot($input: AeWwiiShotInput!) {
  aeWwiiShot(input: $input) {
    game edition action complete
    outcome { shots hits wounds targetRemoved }
    steps { rule summary rolls result }
    odds { hitPerShot wounds expectedWounds targetRemoved }
    interpretations
    dice { mode seed used { die value purpose } }
    text
  }
}`;

/** The catalog read of the fixed-rate section: every AE-WWII unit, from memory. */
const CATALOG_READ = '/v1/ae-wwii/units';

module.exports = { SHOT_PATH, GRAPHQL_SHOT_QUERY, CATALOG_READ };
