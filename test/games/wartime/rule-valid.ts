import fc from 'fast-check';
import type { WartimeAction } from '../../../src/engine/wartime';
import { WARTIME_EXAMPLE_ARCHETYPES } from '../../../src/games/wartime/catalog/archetypes.data';
import type { Json } from '../../fuzz/schema-arbitrary';
import { playerText } from '../../fuzz/player-text';

/**
 * Wartime bodies the rules allow, for every resolve action and the cost route: built from the
 * example archetypes and small inline profiles, written from the rule document and the rulings
 * register (Energy at most 10 per activation, a named weapon when a character has several of a
 * kind, no Fortune plans: their caps are the engine's), not from the engine's code paths. Each one
 * must be answered 2xx. Dice are absent or a seed.
 */

type Body = { [k: string]: Json };

const compact = (o: Record<string, Json | undefined>): Body => {
  const out: Body = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out;
};
const optional = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(a, { nil: undefined });
const dice: fc.Arbitrary<Body | undefined> = fc.oneof(fc.constant(undefined), fc.string({ minLength: 1, maxLength: 128, unit: 'binary' }).map((seed) => ({ seed })));
const label = playerText({ minLength: 1, maxLength: 60, unit: 'binary' });
const d10 = fc.integer({ min: 1, max: 10 });

/** Characters with their one ranged weapon and one close-combat weapon, and what a shot costs them. */
const SHOOTERS = [
  { archetype: 'rifleman', ranged: 'assault-rifle', energy: 2 },
  { archetype: 'sergeant', ranged: 'pistol', energy: 1 },
  { archetype: 'militia', ranged: 'pistol', energy: 1 },
  { archetype: 'heavy-trooper', ranged: 'assault-rifle', energy: 2 },
] as const;
const CHARACTERS = ['rifleman', 'sergeant', 'militia', 'heavy-trooper', 'grenadier', 'battle-mage'] as const;

/** An inline character: a body of its own and a rifle, Defense from a vest. */
const inlineCharacter: fc.Arbitrary<Body> = fc
  .record({ con: fc.integer({ min: 2, max: 10 }), agi: d10, int: d10, rea: d10, vol: d10, vest: fc.integer({ min: 1, max: 6 }), base: fc.constantFrom(2, 2.5, 3) })
  .map(({ vest, base, ...body }) => ({ profile: { name: 'Inline', body: { profile: body }, weapons: [{ profile: { name: 'Carbine', energy: 2, damage: 4, range: 15 } }, 'combat-knife'], protections: [{ profile: { energy: 1, protection: vest } }], baseDiameter: base } }));

const character: fc.Arbitrary<Body> = fc.oneof(fc.constantFrom(...CHARACTERS).map((archetype) => ({ archetype })), inlineCharacter);
const cover = fc.array(fc.record({ defense: fc.integer({ min: 0, max: 10 }), hidden: fc.constantFrom('half', 'full') }), { maxLength: 3 });
const situation = optional(fc.record({ simultaneousActions: fc.integer({ min: 1, max: 3 }), modifiers: fc.array(fc.record({ name: label, value: fc.integer({ min: -3, max: 3 }) }), { maxLength: 2 }) }));

const check: fc.Arbitrary<Body> = fc
  .record({ attribute: fc.constantFrom('con', 'agi', 'int', 'rea', 'vol'), who: fc.oneof(character.map((c) => ({ character: c })), d10.map((value) => ({ value }))), difficult: optional(fc.boolean()), minimum: optional(fc.constant(1)), situation, dice })
  .map(({ who, ...rest }) => compact({ ...rest, ...who }));

const side = fc.record({ attribute: fc.constantFrom('con', 'agi', 'int', 'rea', 'vol'), who: fc.oneof(character.map((c) => ({ character: c })), d10.map((value) => ({ value }))) }).map(({ who, ...rest }) => ({ ...rest, ...who }));

const shot: fc.Arbitrary<Body> = fc
  .record({ shooter: fc.constantFrom(...SHOOTERS), target: fc.constantFrom(...CHARACTERS), cover, attacks: fc.integer({ min: 1, max: 4 }), blind: optional(fc.boolean()), vitality: optional(fc.boolean()), dice })
  .map(({ shooter, target, cover: c, attacks, blind, vitality, dice: d }) =>
    compact({
      attacker: { archetype: shooter.archetype },
      weapon: shooter.ranged,
      target: c.length ? { archetype: target, cover: c } : { archetype: target },
      attacks: Math.min(attacks, Math.floor(10 / shooter.energy)),
      blind,
      options: vitality === undefined ? undefined : { vitality },
      dice: d,
    }),
  );

const melee: fc.Arbitrary<Body> = fc
  .record({ attacker: fc.constantFrom('rifleman', 'sergeant', 'militia'), defenders: fc.array(fc.constantFrom('rifleman', 'militia', 'sergeant'), { minLength: 1, maxLength: 2 }), attacks: fc.integer({ min: 1, max: 3 }), charge: optional(fc.boolean()), defenceless: optional(fc.boolean()), dice })
  .map(({ attacker, defenders, defenceless, ...rest }) =>
    compact({ attacker: { archetype: attacker }, weapon: 'combat-knife', defenders: defenders.map((archetype, i): Body => (i === 0 && defenceless !== undefined ? { archetype, defenceless } : { archetype })), ...rest }),
  );

const trigger: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ type: fc.constant('bonus'), name: label }),
  fc.record({ type: fc.constant('cowed') }),
  fc.record({ type: fc.constant('five-to-one'), enemies: fc.integer({ min: 1, max: 20 }), allies: fc.integer({ min: 1, max: 4 }) }),
);
const willCheck: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ character, trigger, acting: fc.boolean(), dice }).map(compact),
  fc
    .record({ before: fc.integer({ min: 1, max: 30 }), lostShare: fc.double({ min: 0, max: 1, noNaN: true }), highestWill: d10, dice })
    .map(({ before, lostShare, highestWill, dice: d }) => {
      const lost = Math.min(before - 1, Math.floor(before * lostShare));
      return compact({ squad: { size: before - lost, highestWill }, trigger: { type: 'losses', before, lost }, dice: d });
    }),
);

const squad: fc.Arbitrary<Body> = fc
  .record({ members: fc.array(fc.record({ archetype: fc.constantFrom(...CHARACTERS), count: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 3 }), damage: optional(fc.integer({ min: 0, max: 12 })), weapons: optional(fc.constant<Json[]>(['assault-rifle'])) })
  .map(({ members, damage, weapons }) => compact({ members, damage, formation: weapons ? { weapons } : undefined }));

const turnOrder: fc.Arbitrary<Body> = fc
  .record({ players: fc.uniqueArray(fc.constantFrom('Ana', 'Ben', 'Cy', 'Dee'), { minLength: 1, maxLength: 4 }), reactions: fc.array(d10, { minLength: 1, maxLength: 8 }), pick: fc.nat(), given: fc.boolean(), dice })
  .map(({ players, reactions, pick, given, dice: d }) =>
    compact({
      players,
      characters: reactions.map((reaction, i) => ({ name: `C${i}`, player: players[i % players.length], reaction })),
      initiative: given ? players[pick % players.length] : undefined,
      dice: d,
    }),
  );

const trap: fc.Arbitrary<Body> = fc
  .record({ character: fc.constantFrom(...CHARACTERS).map((archetype) => ({ archetype })), attribute: optional(fc.constantFrom('agi', 'int')), vitality: optional(fc.boolean()), dice })
  .map(({ vitality, ...rest }) => compact({ zone: 'minefield', ...rest, options: vitality === undefined ? undefined : { vitality } }));

export const WARTIME_RULE_VALID: { readonly [A in WartimeAction]: fc.Arbitrary<Body> } = {
  check,
  'opposed-check': fc.record({ actor: side, opponent: side, dice }).map(compact),
  probability: fc.record({ percent: fc.integer({ min: 0, max: 100 }), label: optional(label), dice }).map(compact),
  shot,
  melee,
  'will-check': willCheck,
  squad,
  'turn-order': turnOrder,
  trap,
};

/** The cost route: every example archetype as a read returns it, with a label or not, and small inline weapons. */
export const WARTIME_COST_RULE_VALID: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ a: fc.constantFrom(...WARTIME_EXAMPLE_ARCHETYPES), name: optional(label) }).map(({ a, name }) => compact({ ...(a.profile as unknown as Body), name })),
  fc.record({ energy: d10, damage: d10, share: fc.double({ min: 0, max: 1, noNaN: true }) }).map(({ energy, damage, share }) => ({ type: 'weapon', energy, damage, range: Math.floor(5 * damage * share) })),
);
