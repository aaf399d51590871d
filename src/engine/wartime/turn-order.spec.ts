import { seedWartimeCatalog } from '../../games/wartime/catalog/catalog.data';
import { measure } from '../core/cost';
import { odds, OddsContext, Program } from '../core/program';
import { roundDeep } from '../core/render';
import { WARTIME } from './index';
import { TurnOrderOdds } from './outcomes';
import { TurnOrderRequest } from './requests';

/**
 * The initiative draw's odds are counted (each of n exchangeable players wins with 1/n), not
 * walked: the walk of the roll-offs, which the odds were before, is kept here as the twin they must
 * equal (odds.spec.ts checks the count against the brute-force enumeration of every dice sequence
 * for two and three players).
 */
const catalog = seedWartimeCatalog();
const bodyOf = (n: number): TurnOrderRequest => ({
  players: Array.from({ length: n }, (_, i) => `p${i}`),
  characters: Array.from({ length: n }, (_, i) => ({ name: `c${i}`, player: `p${i}`, reaction: 5 })),
});
const planOf = (n: number) => WARTIME.actions['turn-order'].plan(bodyOf(n), { catalog, edition: undefined });
const winners = (n: number, program: Program<unknown>, context?: OddsContext): number[] => {
  const dist = odds(program as Program<{ winner: number }>, context);
  return Array.from({ length: n }, (_, i) => dist.probability((v) => v.winner === i));
};

describe('Wartime turn-order: the initiative odds', () => {
  it.each([1, 2, 3, 4, 5, 6])('%i players: the count equals the walk of every roll-off, and the reply is unchanged', (n) => {
    const plan = planOf(n);
    const walked = winners(n, plan.program, new OddsContext({ table: true }));
    const counted = winners(n, plan.program);
    for (let i = 0; i < n; i++) expect(Math.abs(counted[i] - walked[i])).toBeLessThan(1e-12);
    // What a reply carries (rounded to 1e-12), as the walk gave it: 1/n each (1/6 = 0.166666666667).
    const reply = roundDeep((plan.odds as () => TurnOrderOdds)());
    expect(reply.initiative).toEqual(walked.map((p, i) => ({ player: `p${i}`, p: roundDeep(p) })));
  });

  it('8 players (the cap): the odds cost a unit a player, not an enumeration of the ties', () => {
    const plan = planOf(8);
    const { value, units } = measure(() => (plan.odds as () => TurnOrderOdds)());
    // One unit for the counted node, one per player merged into the distribution.
    expect(units).toBe(1 + 8);
    expect(roundDeep(value).initiative.map((x) => x.p)).toEqual(Array(8).fill(0.125));
  });
});
