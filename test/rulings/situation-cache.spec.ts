import fc from 'fast-check';
import { AE_WWII } from '../../src/engine/ae-wwii';
import { AOF_SKIRMISH } from '../../src/engine/aof-skirmish';
import { RuleError } from '../../src/engine/core/errors';
import { GameCatalog, GameDefinition, ResolveRequest, resolveAction } from '../../src/engine/core/game';
import { LruCache } from '../../src/engine/core/lru';
import { LANGUAGES } from '../../src/engine/core/types';
import { WARTIME } from '../../src/engine/wartime';
import { seedAeCatalog } from '../../src/games/ae-wwii/catalog/ae-wwii.seed';
import { aofSeedCatalog } from '../../src/games/aof-skirmish/catalog/units.data';
import { seedWartimeCatalog } from '../../src/games/wartime/catalog/catalog.data';
import { AE_WWII_CASES } from '../games/ae-wwii/cases';
import { AOF_SKIRMISH_CASES } from '../games/aof-skirmish/cases';
import { WARTIME_CASES } from '../games/wartime/cases';
import { fuzzSeed } from '../support/seed';

/**
 * The resolve pipeline keeps, per situation, the plan, the odds and what renders the same
 * whatever the dice (game.ts: Situation; render.ts: the static steps, title and footers). A
 * hand-worked case of a game, in a language, with its own dice, a seed, or the dice a seeded play
 * used cut short (an incomplete play) or whole, must answer byte for byte what the pipeline
 * answers without a cache, whether the situation is met for the first time or again, in any order
 * of languages and dice. A property over a seeded sample of cases and variants: the hand-worked
 * cases' answers themselves are the rulings specs' (this compares the cache with the plain path,
 * which needs no case twice). FUZZ_SEED replays, FUZZ_RUNS samples more.
 */
const SEED = fuzzSeed(20_251_128, 'situation cache against the plain path');
const RUNS = Math.max(10, Math.round(Number(process.env.FUZZ_RUNS ?? 600) / 15));
interface GameCases {
  readonly game: GameDefinition<unknown>;
  readonly catalog: GameCatalog;
  readonly cases: readonly { readonly id: string; readonly action: string; readonly request: unknown }[];
}

const GAMES: readonly GameCases[] = [
  { game: AE_WWII as GameDefinition<unknown>, catalog: seedAeCatalog(), cases: AE_WWII_CASES.map((c) => ({ id: c.id, action: c.action ?? 'shot', request: c.request })) },
  { game: AOF_SKIRMISH as GameDefinition<unknown>, catalog: aofSeedCatalog(), cases: AOF_SKIRMISH_CASES },
  { game: WARTIME as GameDefinition<unknown>, catalog: seedWartimeCatalog(), cases: WARTIME_CASES },
];

function answer(game: GameDefinition<unknown>, catalog: GameCatalog, action: string, request: ResolveRequest, lang: (typeof LANGUAGES)[number], cache?: LruCache<unknown>): string {
  try {
    return JSON.stringify(resolveAction(game, action, request, { catalog, lang, odds: true, freshSeed: () => 'fresh', oddsCache: cache }));
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return JSON.stringify({ code: e.code, errors: e.errors });
  }
}

/** The request with other dice: its own, two seeds, and a seeded play's dice cut short and whole. */
function diceVariants(game: GameDefinition<unknown>, catalog: GameCatalog, action: string, request: ResolveRequest): ResolveRequest[] {
  const { dice: _dice, ...situation } = request;
  const variants: ResolveRequest[] = [request, { ...situation, dice: { seed: 'a' } }, { ...situation, dice: { seed: 'b' } }];
  try {
    const seeded = resolveAction(game, action, { ...situation, dice: { seed: 'a' } }, { catalog, lang: 'en', odds: false, freshSeed: () => 'fresh' });
    const values = seeded.dice.used.map((u) => u.value);
    if (values.length > 1) variants.push({ ...situation, dice: { values: values.slice(0, Math.floor(values.length / 2)) } }, { ...situation, dice: { values } });
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
  }
  return variants;
}

describe.each(GAMES.map((g) => [g.game.id, g] as const))('%s: a cached situation answers what a fresh one does', (_id, { game, catalog, cases }) => {
  it(`on a seeded sample of its hand-worked cases, their dice variants and languages (${RUNS} draws)`, () => {
    const draw = fc.record({
      c: fc.constantFrom(...cases),
      // Which variants, in which order; the languages in which order (the first fills the cache).
      variants: fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 1 }),
      langs: fc.shuffledSubarray([...LANGUAGES], { minLength: 1 }),
      again: fc.boolean(),
    });
    fc.assert(
      fc.property(draw, ({ c, variants, langs, again }) => {
        const all = diceVariants(game, catalog, c.action, c.request as ResolveRequest);
        const picked = variants.filter((i) => i < all.length).map((i) => all[i]);
        const cache = new LruCache<unknown>(16);
        // Met again (`again`): the situation is read back from the cache, languages in the other order.
        for (const order of again ? [langs, [...langs].reverse()] : [langs]) {
          for (const lang of order) {
            for (const v of picked) expect(answer(game, catalog, c.action, v, lang, cache)).toBe(answer(game, catalog, c.action, v, lang));
          }
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe.each(GAMES.map((g) => [g.game.id, g] as const))('%s: the cached odds a reply carries are read-only', (_id, { game, catalog, cases }) => {
  it('a reply\'s odds cannot be changed, so the next reply of the situation gets them whole', () => {
    const c = cases.find((x) => {
      try {
        return resolveAction(game, x.action, x.request as ResolveRequest, { catalog, lang: 'en', odds: true, freshSeed: () => 'fresh' }).odds !== undefined;
      } catch {
        return false;
      }
    });
    if (!c) throw new Error(`no case of ${game.id} with odds`);
    const cache = new LruCache<unknown>(16);
    const first = resolveAction(game, c.action, c.request as ResolveRequest, { catalog, lang: 'en', odds: true, freshSeed: () => 'fresh', oddsCache: cache });
    const odds = first.odds as Record<string, unknown>;
    const allFrozen = (v: unknown): boolean => v === null || typeof v !== 'object' || (Object.isFrozen(v) && Object.values(v).every(allFrozen));
    expect(allFrozen(odds)).toBe(true);
    expect(() => {
      'use strict';
      odds[Object.keys(odds)[0]] = 'changed';
    }).toThrow(TypeError);
    const again = resolveAction(game, c.action, c.request as ResolveRequest, { catalog, lang: 'en', odds: true, freshSeed: () => 'fresh', oddsCache: cache });
    expect(again.odds).toBe(first.odds);
    expect(JSON.stringify(again.odds)).toBe(JSON.stringify(resolveAction(game, c.action, c.request as ResolveRequest, { catalog, lang: 'en', odds: true, freshSeed: () => 'fresh' }).odds));
  });
});
