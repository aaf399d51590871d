import type { DataSource } from 'typeorm';
import type { GameModuleDefinition } from '../games/registry';
import { loadCatalogRecords } from './catalog.loader';
import type { CatalogRecords } from './records';

/** Where CatalogService reads the built-in catalogs from (Postgres, or the games' seeds without a database). */
export interface CatalogSource {
  load(): Promise<ReadonlyMap<string, CatalogRecords>>;
}

export const CATALOG_SOURCE = Symbol('arbiter.catalog-source');

/** The catalogs as the database holds them: what every replica serves in production. */
export const databaseCatalogSource = (dataSource: DataSource): CatalogSource => ({ load: () => loadCatalogRecords(dataSource) });

/**
 * The registered games' seeds, as their migrations would write them: an app without a database
 * (docs generation, platform and fuzz tests) serves these. `games` empty: no catalog at all.
 */
export const seedCatalogSource = (games: readonly GameModuleDefinition[]): CatalogSource => ({
  load: () => Promise.resolve(new Map(games.map((g) => [g.definition.id, g.seed()] as const))),
});
