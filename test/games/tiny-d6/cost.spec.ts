import { buildEngineCatalog, catalogDataOf } from '../../../src/catalog/catalog-data';
import { measure } from '../../../src/engine/core/cost';
import { estimateAction, GameCatalog, resolveAction } from '../../../src/engine/core/game';
import { TINY_D6, TinyD6Catalog } from './engine';
import { TINY_D6_GAME } from './game';

/** A game from a folder brings its cost model; Tiny d6's is an upper bound of its heaviest attack. */
describe('Tiny d6 cost model', () => {
  it('the heaviest attack the schema allows counts no more than the estimate', () => {
    const catalog = buildEngineCatalog(TINY_D6, catalogDataOf(TINY_D6, TINY_D6_GAME.seed())) as TinyD6Catalog & GameCatalog;
    // Six attacks hitting on 2+, six blocks on 6+: both pools at their most dice, Tough(6) for the ruling.
    const body = { attacker: { profile: { quality: 2, defense: 2, attacks: 6 } }, defender: { profile: { quality: 2, defense: 6, attacks: 6, tough: 6 } }, dice: { seed: 'cost' } };
    const { units } = measure(() => resolveAction(TINY_D6, 'attack', body, { catalog, lang: 'en', odds: true, freshSeed: () => 'cost', shape: { embed: true } }));
    expect(units).toBeGreaterThan(0);
    expect(estimateAction(TINY_D6, 'attack', body, catalog).units).toBeGreaterThanOrEqual(units);
  });
});
