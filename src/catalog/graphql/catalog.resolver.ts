import { Args, Query, Resolver } from '@nestjs/graphql';
import { LangEnum } from '../../common/graphql/enums';
import { Lang } from '../../engine/core/types';
import { CatalogService } from '../catalog.service';
import { FactionView, GameView, RulingView, SpecialRuleView } from '../catalog.views';
import { negotiateLang } from '../../common/i18n/lang';
import { FactionModel } from './faction.model';
import { GameModel } from './game.model';
import { RulingModel } from './ruling.model';
import { SpecialRuleModel } from './special-rule.model';

// The shared `Lang` enum (`lang: es`), as on the resolve queries.
const LANG_ARG = { name: 'lang', nullable: true, type: () => LangEnum, description: 'Default en.' } as const;
const GAME_ARG = { name: 'game', type: () => String, description: 'e.g. ae-wwii' } as const;

/**
 * GraphQL twins of the shared catalog routes: same service calls, same languages and not-found
 * errors. Each game's entries have queries of their own (`aeWwiiUnits`, `aeWwiiWeapon`...).
 */
@Resolver()
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => [GameModel], { description: 'Games with their editions, languages, actions and catalogs.' })
  games(@Args(LANG_ARG) lang?: Lang | null): GameView[] {
    return this.catalog.games(negotiateLang(lang ?? undefined, undefined));
  }

  @Query(() => [FactionModel])
  factions(@Args(GAME_ARG) game: string, @Args(LANG_ARG) lang?: Lang | null): FactionView[] {
    return this.catalog.factions(game, negotiateLang(lang ?? undefined, undefined));
  }

  @Query(() => [SpecialRuleModel])
  specialRules(@Args(GAME_ARG) game: string, @Args(LANG_ARG) lang?: Lang | null): SpecialRuleView[] {
    return this.catalog.specialRules(game, negotiateLang(lang ?? undefined, undefined));
  }

  @Query(() => [RulingModel])
  rulings(@Args(GAME_ARG) game: string, @Args(LANG_ARG) lang?: Lang | null): RulingView[] {
    return this.catalog.rulings(game, negotiateLang(lang ?? undefined, undefined));
  }
}
