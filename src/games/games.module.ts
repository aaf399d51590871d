import { DynamicModule, Global, Module, Provider, Type } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { catalogKindController } from '../catalog/kinds/kind.controller';
import { catalogKindResolver } from '../catalog/kinds/kind.resolver';
import { CATALOG_SOURCE, databaseCatalogSource, seedCatalogSource } from '../catalog/catalog.source';
import { GAMES, GameModuleDefinition, GameSpec, checkGames } from './registry';
import { resolveController } from './resolve/resolve.controller';
import { resolveResolver } from './resolve/resolve.resolver';
import { ResolveService } from './resolve/resolve.service';

/** Where the built-in catalogs come from: Postgres, the games' seeds (no database), or nowhere. */
export type CatalogOrigin = 'database' | 'seeds' | 'none';

/**
 * The registered games, for every shared service (token GAMES), and where their built-in
 * catalogs are read from (CATALOG_SOURCE). Global: CatalogModule, health and the game modules all
 * read them.
 */
@Global()
@Module({})
export class GamesRegistryModule {
  static forRoot(games: readonly GameModuleDefinition[], origin: CatalogOrigin): DynamicModule {
    checkGames(games);
    const source: Provider =
      origin === 'database'
        ? { provide: CATALOG_SOURCE, inject: [getDataSourceToken()], useFactory: (ds: DataSource) => databaseCatalogSource(ds) }
        : { provide: CATALOG_SOURCE, useValue: seedCatalogSource(origin === 'seeds' ? games : []) };
    return { module: GamesRegistryModule, providers: [{ provide: GAMES, useValue: games }, source], exports: [GAMES, CATALOG_SOURCE] };
  }
}

/** What every game's module imports: the catalogs and the shared resolve service. */
@Module({ imports: [CatalogModule], providers: [ResolveService], exports: [ResolveService, CatalogModule] })
export class GamePlatformModule {}

/** A game's routes built by the shared factories: its resolve actions and its catalog kinds. */
export function gameControllers(game: GameSpec, extraModels: readonly Type<unknown>[] = []): Type<unknown>[] {
  return [resolveController(game, extraModels), ...game.definition.catalog.kinds.map((k) => catalogKindController(game, k.id))];
}

/** A game's GraphQL resolvers built by the shared factories. */
export function gameResolvers(game: GameSpec): Type<unknown>[] {
  return [resolveResolver(game), ...game.definition.catalog.kinds.map((k) => catalogKindResolver(game, k.id))];
}
