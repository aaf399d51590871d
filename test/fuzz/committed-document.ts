import 'reflect-metadata';
import { AE_WWII_ACTIONS } from '../../src/engine/ae-wwii';
import { AOF_SKIRMISH_ACTIONS } from '../../src/engine/aof-skirmish';
import { GAMES } from '../../src/games';
import { seedAeCatalog } from '../../src/games/ae-wwii/catalog/ae-wwii.seed';
import { ruleValidBodies } from '../games/ae-wwii/rule-valid';
import { AOF_ARMY_RULE_VALID, AOF_RULE_VALID } from '../games/aof-skirmish/rule-valid';
import { loadOpenApi, postRoutes } from './openapi';
import { defineRestFuzz } from './rest-fuzz';

/**
 * The REST fuzz suite (rest-fuzz.ts) over every POST route of the committed OpenAPI document:
 * every registered game's actions and catalogs (Wartime's in wartime-fuzz.spec.ts) and the rest of
 * the API, as published. AE-WWII and AoF Skirmish add the bodies their rules allow, generated from their catalogs (AoF's armies route
 * too).
 *
 * The routes are dealt round-robin (in the document's sorted order) into `SHARDS` spec files,
 * rest-fuzz-<n>.spec.ts, so that Jest's workers run them side by side; together they cover every
 * route, and each route gets the same bodies whichever shard it lands in (its properties depend
 * only on the seed and the route).
 */
export const SHARDS = 3;

const AE_RESOLVE = '/v1/ae-wwii/resolve/';
const AOF = '/v1/aof-skirmish/';
let aeRuleValid: ReturnType<typeof ruleValidBodies> | undefined;

/** The routes of shard `n` (1-based) of `SHARDS`. */
export function shardTemplates(n: number): string[] {
  // Wartime's routes run in wartime-fuzz.spec.ts, at a share of FUZZ_RUNS of their own. Shared
  // rulings live in Postgres, which this app has not (every valid body would be its 503): their
  // routes are fuzzed nowhere, and tested against Postgres in test/shared-rulings.
  const all = postRoutes(loadOpenApi())
    .map((r) => r.template)
    .filter((t) => !t.startsWith('/v1/wartime/') && !t.startsWith('/v1/shared/'))
    .sort();
  return all.filter((_, i) => i % SHARDS === n - 1);
}

/** Registers shard `n` of the committed document's fuzz suite; shard 1 also runs the transport cases. */
export function defineCommittedDocumentFuzz(n: number): void {
  defineRestFuzz({
    name: `committed document, shard ${n}/${SHARDS}`,
    // Its valid 8-AP melee was once wrongly refused too-large: kept as the fixed seed, so that stays checked.
    seed: 230578462,
    games: GAMES,
    templates: shardTemplates(n),
    document: () => loadOpenApi(),
    ruleValid: (template) => {
      const action = AE_WWII_ACTIONS.find((a) => template === `${AE_RESOLVE}${a}`);
      if (action) return (aeRuleValid ??= ruleValidBodies(seedAeCatalog()))[action];
      const aof = AOF_SKIRMISH_ACTIONS.find((a) => template === `${AOF}resolve/${a}`);
      if (aof) return AOF_RULE_VALID[aof];
      return template === `${AOF}armies/validate` ? AOF_ARMY_RULE_VALID : undefined;
    },
    ...(n === 1
      ? { transport: { template: `${AE_RESOLVE}initiative`, body: { sides: [{ name: 'A', highestDrive: 2 }, { name: 'B', highestDrive: 3 }], dice: { seed: 'transport' } } } }
      : {}),
  });
}
