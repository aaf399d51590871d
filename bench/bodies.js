'use strict';
/**
 * Request bodies for `npm run bench`, one valid example per resolve route, keyed by the route's
 * path as `openapi/openapi.json` lists it. bench/run.js discovers the routes from that spec
 * (every POST under `/v1/{game}/resolve/{action}`) and stops before measuring when a route has no
 * body here, or when a body does not answer 200: add one when you add a route.
 *
 * Every body that rolls dice carries a fixed seed, so the same request always gets the same reply
 * and autocannon can compare every reply byte for byte. The situations are taken from the
 * hand-worked rulings in test/rulings/ae-wwii.cases.ts (with a seed instead of table dice) and
 * are ordinary, complete resolutions with exact odds where the action has them; none is chosen
 * to be cheap or expensive.
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

/** POST bodies by route path. */
const RESOLVE_BODIES = {
  '/v1/ae-wwii/resolve/shot': SHOT,
  // Two rounds of combat (2 AP), odds over both rounds.
  '/v1/ae-wwii/resolve/melee': {
    attacker: { unit: 'german-geneticists/wehrmacht' },
    defender: { unit: 'american-sci-tech/airborne' },
    actionPoints: 2,
    dice: SEED,
  },
  '/v1/ae-wwii/resolve/initiative': {
    sides: [
      { name: 'Allies', highestDrive: 6 },
      { name: 'Axis', highestDrive: 4 },
    ],
    dice: SEED,
  },
  // A sprint rolls no dice; the seed is accepted and unused.
  '/v1/ae-wwii/resolve/movement': { model: { unit: 'german-geneticists/wehrmacht' }, mode: 'sprint', dice: SEED },
  '/v1/ae-wwii/resolve/inoculation': {
    doktor: { unit: 'german-geneticists/doktor' },
    target: { unit: 'german-geneticists/emaciated', side: 'friendly' },
    inBaseContact: true,
    dice: SEED,
  },
  '/v1/ae-wwii/resolve/ap-transfer': {
    mechanic: { unit: 'american-sci-tech/mechanic' },
    recipient: { unit: 'american-sci-tech/buffalo' },
    actionPoints: 2,
    inBaseContact: true,
    dice: SEED,
  },
  '/v1/ae-wwii/resolve/psi-power': {
    caster: { unit: 'russian-psi/psi-officer', psiPower: 'mental-stun' },
    power: 'mental-stun',
    target: { unit: 'german-geneticists/wehrmacht' },
    dice: SEED,
  },
};

/**
 * The GraphQL twin of SHOT (src/games/ae-wwii/graphql/ae-wwii.resolver.ts), selecting every field
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

module.exports = { SHOT, RESOLVE_BODIES, GRAPHQL_SHOT, CATALOG_READ };
