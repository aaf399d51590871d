import { Args, Query, Resolver } from '@nestjs/graphql';
import { CatalogReader } from '../../auth/require-scope';
import { LangArg } from '../../common/graphql/lang';
import { Lang } from '../../engine/core/types';
import { CatalogService } from '../catalog.service';
import { CustomCatalogService } from '../custom/custom-catalog.service';
import {
  FactionView,
  GameView,
  RulingView,
  SpecialRuleView,
  UnitView,
  WeaponView,
} from '../catalog.views';
import { FactionModel } from './faction.model';
import { GameModel } from './game.model';
import { RulingModel } from './ruling.model';
import { SpecialRuleModel } from './special-rule.model';
import { UnitModel } from './unit.model';
import { WeaponModel } from './weapon.model';

const GAME_ARG = { name: 'game', type: () => String, description: 'e.g. ae-wwii' } as const;

/**
 * GraphQL twins of the catalog routes: same service calls, same languages and not-found errors;
 * unit and weapon reads include the caller's own custom entries when its API key has the read scope.
 */
@Resolver()
export class CatalogResolver {
  constructor(
    private readonly catalog: CatalogService,
    private readonly custom: CustomCatalogService,
  ) {}

  @Query(() => [GameModel], { description: 'Games with their editions, languages and actions.' })
  games(@LangArg() lang: Lang): GameView[] {
    return this.catalog.games(lang);
  }

  @Query(() => [FactionModel])
  factions(@Args(GAME_ARG) game: string, @LangArg() lang: Lang): FactionView[] {
    return this.catalog.factions(game, lang);
  }

  @Query(() => [UnitModel])
  units(
    @Args(GAME_ARG) game: string,
    @Args({ name: 'faction', nullable: true, type: () => String }) faction: string | null | undefined,
    @LangArg() lang: Lang,
    @CatalogReader() owner?: string,
  ): UnitView[] {
    return this.custom.units(game, this.language(game, lang), owner, faction ?? undefined);
  }

  @Query(() => UnitModel)
  unit(
    @Args(GAME_ARG) game: string,
    @Args({ name: 'id', type: () => String, description: 'e.g. german-geneticists/wehrmacht' }) id: string,
    @LangArg() lang: Lang,
    @CatalogReader() owner?: string,
  ): UnitView {
    return this.custom.unit(game, id, this.language(game, lang), owner);
  }

  @Query(() => [WeaponModel])
  weapons(@Args(GAME_ARG) game: string, @LangArg() lang: Lang, @CatalogReader() owner?: string): WeaponView[] {
    return this.custom.weapons(game, this.language(game, lang), owner);
  }

  @Query(() => WeaponModel)
  weapon(
    @Args(GAME_ARG) game: string,
    @Args({ name: 'id', type: () => String }) id: string,
    @LangArg() lang: Lang,
    @CatalogReader() owner?: string,
  ): WeaponView {
    return this.custom.weapon(game, id, this.language(game, lang), owner);
  }

  @Query(() => [SpecialRuleModel])
  specialRules(@Args(GAME_ARG) game: string, @LangArg() lang: Lang): SpecialRuleView[] {
    return this.catalog.specialRules(game, lang);
  }

  @Query(() => [RulingModel])
  rulings(@Args(GAME_ARG) game: string, @LangArg() lang: Lang): RulingView[] {
    return this.catalog.rulings(game, lang);
  }

  /** The language custom entries are localized in: the requested one when the game has it, else en (404 for an unknown game). */
  private language(game: string, lang: Lang): Lang {
    return this.catalog.languageFor(game, lang);
  }
}
