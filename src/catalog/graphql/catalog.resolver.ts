import { Args, Query, Resolver } from '@nestjs/graphql';
import { LangArg } from '../../common/graphql/lang';
import { Lang } from '../../engine/core/types';
import { CatalogService } from '../catalog.service';
import { FactionView, GameView, RulingView, SpecialRuleView } from '../catalog.views';
import { FactionModel } from './faction.model';
import { GameModel } from './game.model';
import { RulingModel } from './ruling.model';
import { SpecialRuleModel } from './special-rule.model';

const GAME_ARG = { name: 'game', type: () => String, description: 'e.g. ae-wwii' } as const;

/**
 * GraphQL twins of the shared catalog routes: same service calls, same languages and not-found
 * errors. Each game's entries have queries of their own (`aeWwiiUnits`, `aeWwiiWeaponById`...).
 */
@Resolver()
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => [GameModel], { description: 'Games with their editions, languages, actions and catalogs.' })
  games(@LangArg() lang: Lang): GameView[] {
    return this.catalog.games(lang);
  }

  @Query(() => [FactionModel])
  factions(@Args(GAME_ARG) game: string, @LangArg() lang: Lang): FactionView[] {
    return this.catalog.factions(game, lang);
  }

  @Query(() => [SpecialRuleModel])
  specialRules(@Args(GAME_ARG) game: string, @LangArg() lang: Lang): SpecialRuleView[] {
    return this.catalog.specialRules(game, lang);
  }

  @Query(() => [RulingModel])
  rulings(@Args(GAME_ARG) game: string, @LangArg() lang: Lang): RulingView[] {
    return this.catalog.rulings(game, lang);
  }
}
