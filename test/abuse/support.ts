import { buildEngineCatalog, catalogDataOf } from '../../src/catalog/catalog-data';
import { Cost, DEFAULT_COST_BUDGET, WorkBudget, measure } from '../../src/engine/core/cost';
import { RuleError, RuleErrorCode } from '../../src/engine/core/errors';
import { GameCatalog, GameDefinition, ResolveRequest, estimateAction, resolveAction } from '../../src/engine/core/game';
import { GAMES } from '../../src/games';

/**
 * The abuse suite's measuring tape: what a cost model says of a body (before any work) beside
 * what the work really counts (core/cost.ts). Units are counted, never timed, so every assertion
 * here replays exactly; the CPU a unit stands for is the bench's to measure.
 */

const catalogs = new Map<string, GameCatalog>();

export function gameOf(id: string): GameDefinition {
  const spec = GAMES.find((g) => g.definition.id === id);
  if (!spec) throw new Error(`no game ${id}`);
  return spec.definition;
}

/** The game's built-in catalog, built once per test file from its seed. */
export function catalogOf(id: string): GameCatalog {
  let c = catalogs.get(id);
  if (!c) {
    const spec = GAMES.find((g) => g.definition.id === id);
    if (!spec) throw new Error(`no game ${id}`);
    c = buildEngineCatalog(spec.definition, catalogDataOf(spec.definition, spec.seed())) as GameCatalog;
    catalogs.set(id, c);
  }
  return c;
}

export interface Weighed {
  /** The cost model's estimate. */
  readonly estimate: Cost;
  /** Units the whole resolution counted (plan, play, odds, render), unbounded; undefined if the rules refused the body. */
  readonly units: number | undefined;
  /** The rules' refusal, when the body is valid JSON but not a situation the rules allow. */
  readonly refused?: RuleError;
}

/** Weighs one body: the model's estimate, then the counted units of the real work (odds included, seeded dice). */
export function weigh(gameId: string, action: string, body: ResolveRequest): Weighed {
  const game = gameOf(gameId);
  const catalog = catalogOf(gameId);
  const estimate = estimateAction(game, action, body, catalog);
  const request = { ...body, dice: body.dice ?? { seed: 'abuse' } };
  try {
    const { units } = measure(() => resolveAction(game, action, request, { catalog, lang: 'en', odds: true, freshSeed: () => 'abuse', shape: { embed: true } }));
    return { estimate, units };
  } catch (e) {
    if (e instanceof RuleError && e.code !== RuleErrorCode.TooLarge) return { estimate, units: undefined, refused: e };
    throw e;
  }
}

/**
 * What a request with the default budget gets: `admitted` (resolved within the budget) or the
 * 422 too-large's field, and whether that refusal came from the model, before any work.
 */
export function verdict(gameId: string, action: string, body: ResolveRequest, limit = DEFAULT_COST_BUDGET): { readonly admitted: boolean; readonly path?: string; readonly spent: number } {
  const game = gameOf(gameId);
  const catalog = catalogOf(gameId);
  const budget = new WorkBudget(limit);
  try {
    resolveAction(game, action, { ...body, dice: body.dice ?? { seed: 'abuse' } }, { catalog, lang: 'en', odds: true, freshSeed: () => 'abuse', budget, shape: { embed: true } });
    return { admitted: true, spent: budget.spent };
  } catch (e) {
    if (e instanceof RuleError && e.code === RuleErrorCode.TooLarge) return { admitted: false, path: e.errors[0]?.path, spent: budget.spent };
    throw e;
  }
}
