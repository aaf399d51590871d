import fc from 'fast-check';
import type { ResolveRequest } from '../../../src/engine/core/game';
import { AOF_LIMITS } from '../../../src/engine/aof-skirmish/limits';

/*
 * AoF Skirmish bodies for the abuse suite: units, weapons and the actions' bodies, shaped to reach
 * every dimension the work grows in (models, dice, what one die scores, Deadly classes, Tough,
 * markers and stun, Fear, Counter, a joined hero, Regeneration) up to the caps.
 */

export type Body = ResolveRequest & Record<string, unknown>;

export const rule = (id: string, rating?: number): { id: string; rating?: number } => (rating === undefined ? { id } : { id, rating });

const X = AOF_LIMITS.rating;
const rating = fc.integer({ min: 1, max: X });
const maybe = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(a, { nil: undefined, freq: 2 });

/** A joined hero (Tough(6), as joining requires), with its own weapon. */
export const hero = (range: number, rules: object[] = []) => ({ quality: 3, defense: 3, rules: [rule('hero'), rule('tough', 6), ...rules], equipment: [{ name: 'Hero blade', range, attacks: 2, rules: [] }] });

/** Unit rules that change what an attack or a melee counts. */
const unitRules = (melee: boolean) =>
  fc
    .record({ tough: maybe(rating), fear: maybe(rating), impact: maybe(fc.integer({ min: 1, max: 4 })), furious: fc.boolean(), regeneration: fc.boolean(), relentless: fc.boolean(), stealth: fc.boolean(), sergeant: fc.boolean() })
    .map((r) => [
      ...(r.tough ? [rule('tough', r.tough)] : []),
      ...(melee && r.fear ? [rule('fear', r.fear)] : []),
      ...(melee && r.impact ? [rule('impact', r.impact)] : []),
      ...(melee && r.furious ? [rule('furious')] : []),
      ...(r.regeneration ? [rule('regeneration')] : []),
      ...(!melee && r.relentless ? [rule('relentless')] : []),
      ...(!melee && r.stealth ? [rule('stealth')] : []),
      ...(r.sergeant ? [rule('sergeant')] : []),
    ]);

const weaponRules = (counter: boolean) =>
  fc
    .record({
      blast: maybe(fc.integer({ min: 2, max: 6 })),
      deadly: maybe(fc.integer({ min: 2, max: X })),
      ap: maybe(fc.integer({ min: 1, max: 4 })),
      surge: fc.boolean(),
      rending: fc.boolean(),
      bane: fc.boolean(),
      reliable: fc.boolean(),
      counter: fc.boolean(),
    })
    .map((r) => [
      ...(r.blast ? [rule('blast', r.blast)] : []),
      ...(r.deadly ? [rule('deadly', r.deadly)] : []),
      ...(r.ap ? [rule('ap', r.ap)] : []),
      ...(r.surge ? [rule('surge')] : []),
      ...(r.rending ? [rule('rending')] : []),
      ...(r.bane ? [rule('bane')] : []),
      ...(r.reliable ? [rule('reliable')] : []),
      ...(counter && r.counter ? [rule('counter')] : []),
    ]);

const weapon = (melee: boolean, counter: boolean) =>
  fc.record({ name: fc.constant(melee ? 'Blade' : 'Bow'), range: melee ? fc.constant(0) : fc.constantFrom(12, 24), attacks: fc.integer({ min: 1, max: 4 }), rules: weaponRules(counter) });

/** A unit in play: its profile, models left, markers and stun on a last model, fatigue, a hero. */
export const unitArb = (melee: boolean, maxModels: number, counter = false) =>
  fc
    .record({
      models: fc.integer({ min: 1, max: maxModels }),
      left: fc.integer({ min: 1, max: maxModels }),
      quality: fc.integer({ min: 2, max: 6 }),
      defense: fc.integer({ min: 2, max: 6 }),
      rules: unitRules(melee),
      equipment: fc.array(weapon(melee, counter), { minLength: 1, maxLength: 3 }),
      wounds: fc.integer({ min: 0, max: 20 }),
      stunned: fc.boolean(),
      fatigued: fc.boolean(),
      hero: fc.boolean(),
      sergeant: fc.boolean(),
    })
    .map((s) => {
      const models = Math.max(s.models, s.left);
      const joined = s.hero && models > 1;
      return {
        profile: { quality: s.quality, defense: s.defense, models, rules: s.rules, equipment: s.equipment },
        ...(s.left < models ? { models: s.left } : {}),
        ...(s.left === 1 && models === 1 ? { wounds: s.wounds, stunned: s.stunned } : {}),
        ...(melee && s.fatigued ? { fatigued: true } : {}),
        ...(joined ? { hero: hero(melee ? 0 : 24) } : {}),
        ...(s.sergeant && !joined ? { weapons: s.equipment.map((_, i) => ({ weapon: i, ...(i === 0 ? { sergeant: true } : {}) })) } : {}),
      } as Body;
    });

export const shotArb = fc
  .record({ attacker: unitArb(false, AOF_LIMITS.models), target: unitArb(false, AOF_LIMITS.models), distance: fc.constantFrom(6, 12, 18), cover: fc.constantFrom('none', 'terrain', 'sight-blocker') })
  .map((b) => ({ ...b, attacker: { ...b.attacker, stunned: false } }) as Body);

export const meleeArb = fc
  .record({ attacker: unitArb(true, AOF_LIMITS.meleeModels), defender: unitArb(true, AOF_LIMITS.meleeModels, true), strikeBack: fc.boolean() })
  .map((b) => ({ ...b, attacker: { ...b.attacker, stunned: false } }) as Body);

/** A unit of `models` models with `rules` and one weapon of `attacks` attacks with `weapon` rules. */
export const unit = (models: number, rules: object[], attacks: number, weaponRules: object[], range = 0, extra: Body = {}): Body => ({
  profile: { quality: 4, defense: 4, models, rules, equipment: [{ name: range > 0 ? 'Bombard' : 'Cleaver', range, attacks, rules: weaponRules }] },
  ...extra,
});

/** Model centres on a grid `step` inches apart, rows of 20. */
export const points = (n: number, step = 1.2, y0 = 0): { x: number; y: number }[] => Array.from({ length: n }, (_, i) => ({ x: (i % 20) * step, y: y0 + Math.floor(i / 20) * step }));
