import { buildEngineCatalog, catalogDataOf } from '../../src/catalog/catalog-data';
import { resolveAction } from '../../src/engine/core/game';
import type { GameCatalog, ResolveRequest } from '../../src/engine/core/game';
import { GAMES } from '../../src/games';
import { verdictOf } from '../../src/shared-rulings/verdict';

/**
 * A shared ruling is checked against what it decided by a replay without its odds, options or
 * embed (src/shared-rulings/shared-rulings.reader.ts, `verify`): the verdict must not depend on
 * them, for any action of any game, or every shared ruling would read as changed.
 */
describe('verdict of a ruling', () => {
  const cases = GAMES.flatMap((g) => {
    const catalog = buildEngineCatalog(g.definition, catalogDataOf(g.definition, g.seed()));
    return Object.entries(g.actions).map(([action, t]) => [`${g.definition.id} ${action}`, g, catalog, action, t.example as ResolveRequest] as const);
  });

  it.each(cases)('%s: the same with or without odds and embed, another with other dice', (_name, game, catalog, action, example) => {
    const resolve = (body: ResolveRequest, odds: boolean, embed: boolean) =>
      resolveAction(game.definition, action, body, { catalog: catalog as GameCatalog, lang: 'en', odds, freshSeed: () => 'fresh', shape: embed ? { embed: true, style: 'compact' } : undefined });
    const seeded = { ...example, dice: { seed: 'verdict' } };
    expect(verdictOf(resolve(seeded, false, false))).toBe(verdictOf(resolve(seeded, true, true)));
    // Dice decide what was ruled: a roll with other dice (another seed) that falls otherwise is another verdict.
    const other = resolve({ ...example, dice: { seed: 'another' } }, false, false);
    const same = resolve(seeded, false, false);
    const sameDice = JSON.stringify(other.dice.used.map((d) => [d.die, d.value])) === JSON.stringify(same.dice.used.map((d) => [d.die, d.value]));
    if (!sameDice) expect(verdictOf(other)).not.toBe(verdictOf(same));
  });
});
