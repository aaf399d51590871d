import fc from 'fast-check';
import { ResolveRequest } from '../../../src/engine/core/game';
import { WARTIME_LIMITS } from '../../../src/engine/wartime/limits';

/**
 * Wartime bodies for the abuse suite (wartime.spec.ts), by the dimensions they grow in: the
 * characters' numbers (CON is Vitality, a weapon's Damage against a Defense decides how many
 * points a strike takes), Fortune points and plans on either side, exchanges and attacks, foes,
 * cover, formations, models under an area, supporters, players and characters.
 */

export type Body = ResolveRequest & Record<string, unknown>;

export interface Profile {
  readonly con: number;
  readonly agi: number;
  readonly int: number;
  readonly rea: number;
  readonly vol: number;
  /** A close-combat weapon (range 0) or a ranged one (range = 2 x Damage). */
  readonly damage: number;
  readonly ranged: boolean;
  /** Protection (0: none). */
  readonly protection: number;
  readonly fortune: number;
}

export const character = (p: Profile, name = 'X') => ({
  profile: {
    name,
    body: { profile: { con: p.con, agi: p.agi, int: p.int, rea: p.rea, vol: p.vol } },
    weapons: [{ profile: { name: 'w', energy: 1, damage: p.damage, range: p.ranged ? 2 * p.damage : 0 } }],
    ...(p.protection > 0 ? { protections: [{ profile: { energy: 1, protection: p.protection } }] } : {}),
    ...(p.fortune > 0 ? { fortune: p.fortune } : {}),
    baseDiameter: 2.5,
  },
});

const d10 = fc.integer({ min: 1, max: 10 });
export const profileShape = (ranged: boolean, fortune: boolean): fc.Arbitrary<Profile> =>
  fc.record({
    con: fc.integer({ min: 2, max: 10 }),
    agi: d10,
    int: d10,
    // Energy REA + 5: ten attacks need REA 5.
    rea: fc.integer({ min: 5, max: 10 }),
    vol: d10,
    damage: d10,
    ranged: fc.constant(ranged),
    protection: fc.integer({ min: 0, max: 6 }),
    fortune: fortune ? fc.integer({ min: 1, max: 10 }) : fc.constant(0),
  });

/** A check's Fortune: a reroll, a bought pass or critical (3 points), or both. */
const checkFortune = (points: number) =>
  fc.oneof(
    fc.constant({ rerollFumble: true }),
    fc.constant({ instead: 'pass' }),
    fc.constant({ instead: 'pass', rerollFumble: true }),
    ...(points >= 3 ? [fc.constant({ instead: 'critical' }), fc.constant({ instead: 'critical', rerollFumble: true })] : []),
  );

/** A Fortune plan a side with `points` can afford: any subset of its fields. */
export const fortunePlan = (points: number): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record(
      {
        impact: checkFortune(points),
        damage: checkFortune(points),
        defense: checkFortune(points),
        cancel: fc.subarray(['impact', 'damage'], { minLength: 1 }),
        ignoreDamage: fc.constant(true),
      },
      { requiredKeys: [] },
    )
    .filter((p) => Object.keys(p).length > 0);

export const FULL_PLAN = { impact: { rerollFumble: true }, damage: { rerollFumble: true }, defense: { rerollFumble: true }, cancel: ['impact', 'damage'], ignoreDamage: true };

const fighter = (ranged: boolean, fortune: boolean) =>
  profileShape(ranged, fortune).chain((p) => (p.fortune > 0 ? fortunePlan(p.fortune).map((plan) => ({ ...character(p), fortunePlan: plan })) : fc.constant(character(p))));

const cover = fc.array(fc.record({ defense: fc.integer({ min: 0, max: 10 }), hidden: fc.constantFrom('half', 'full') }), { maxLength: WARTIME_LIMITS.coverElements });
const options = fc.record({ vitality: fc.boolean(), prone: fc.boolean() });

/** Close combat between characters: foes one after the other, exchanges, Fortune (one exchange) or not. */
export const meleeShape: fc.Arbitrary<Body> = fc.boolean().chain((withFortune) =>
  fc
    .record({
      attacker: fighter(false, withFortune),
      defenders: fc.array(fighter(false, withFortune), { minLength: 1, maxLength: WARTIME_LIMITS.defenders }),
      attacks: withFortune ? fc.constant(1) : fc.integer({ min: 1, max: WARTIME_LIMITS.attacks }),
      charge: fc.boolean(),
      options,
    })
    .map(({ defenders, ...rest }) => ({ ...rest, defenders: defenders.map((d, i) => (i > 0 ? { ...d, distance: 1 } : d)) })),
);

/** Close combat against a transport (a mech strikes back), with supporters' dice or not. */
export const meleeTransportShape: fc.Arbitrary<Body> = fc.record({
  attacker: fighter(false, false),
  defenders: fc.constantFrom('mech', 'light-tank', 'motorbike').map((transport) => [{ kind: 'transport', transport, pilot: { archetype: 'mech-pilot' } }]),
  facing: fc.constantFrom('front', 'left', 'rear'),
  attacks: fc.integer({ min: 1, max: WARTIME_LIMITS.attacks }),
  coordinated: fc.option(fc.integer({ min: 1, max: WARTIME_LIMITS.coordinatedDice }).map((dice) => ({ dice })), { nil: undefined }),
  options,
});

/** Formations fighting pair by pair. */
export const formationMeleeShape: fc.Arbitrary<Body> = fc
  .record({
    a: profileShape(false, false),
    b: profileShape(false, false),
    aSize: fc.integer({ min: 4, max: WARTIME_LIMITS.formationSize }),
    bSize: fc.integer({ min: 4, max: WARTIME_LIMITS.formationSize }),
    pairs: fc.integer({ min: 1, max: WARTIME_LIMITS.inCommon }),
    charge: fc.boolean(),
    facing: fc.constantFrom('front', 'left', 'rear'),
  })
  .map(({ a, b, aSize, bSize, pairs, charge, facing }) => ({
    attacker: { ...character(a), formation: { size: aSize } },
    defenders: [{ ...character(b), formation: { size: bSize } }],
    inCommon: Math.min(pairs, aSize, bSize),
    charge,
    facing,
  }));

/** Attacks on one target: a character, a formation, a transport (supporters' dice), scenery. */
export const shotShape: fc.Arbitrary<Body> = fc.boolean().chain((withFortune) =>
  fc
    .record({
      attacker: fighter(true, withFortune),
      target: fc.oneof(
        fighter(false, withFortune).chain((t) => cover.map((c) => ({ ...t, cover: c }))),
        fc.tuple(profileShape(false, false), fc.integer({ min: 1, max: WARTIME_LIMITS.formationSize }), cover).map(([p, size, c]) => ({ ...character(p), formation: { size }, cover: c })),
        cover.map((c) => ({ kind: 'transport', transport: 'light-tank', cover: c })),
        fc.constant({ kind: 'scenery', zone: 'bunker', element: 'wall' }),
      ),
      attacks: withFortune ? fc.constant(1) : fc.integer({ min: 1, max: WARTIME_LIMITS.attacks }),
      facing: fc.constantFrom('front', 'left', 'rear'),
      dice: fc.integer({ min: 0, max: WARTIME_LIMITS.coordinatedDice }),
      options,
    })
    .map(({ dice, ...b }) => ({ ...b, ...((b.target as { kind?: string }).kind === 'transport' && dice > 0 ? { coordinated: { dice } } : {}) })),
);

/** A formation's volley. */
export const volleyShape: fc.Arbitrary<Body> = fc
  .record({
    a: profileShape(true, false),
    size: fc.integer({ min: 4, max: WARTIME_LIMITS.formationSize }),
    shooters: fc.integer({ min: 1, max: WARTIME_LIMITS.shooters }),
    target: fc.oneof(
      fc.tuple(profileShape(false, false), fc.integer({ min: 1, max: WARTIME_LIMITS.formationSize }), cover).map(([p, size, c]) => ({ ...character(p), formation: { size }, cover: c })),
      fc.tuple(profileShape(false, false), cover).map(([p, c]) => ({ ...character(p), cover: c })),
    ),
    facing: fc.constantFrom('front', 'left', 'rear'),
    options,
  })
  .map(({ a, size, shooters, ...rest }) => ({ attacker: { ...character(a), formation: { size } }, shooters: Math.min(size, shooters), ...rest }));

const AREA_WEAPONS = ['grenade-launcher', 'flamethrower', 'fireball'] as const;

/** An area weapon over models close together (most under the area), with Fortune or not. */
export const areaShape: fc.Arbitrary<Body> = fc
  .record({
    weapon: fc.constantFrom(...AREA_WEAPONS),
    attacker: profileShape(false, true),
    attackerPlan: fc.option(fc.constantFrom({ impact: { rerollFumble: true } }, { impact: { instead: 'pass', rerollFumble: true } }), { nil: undefined }),
    victims: fc.array(fighter(false, true).chain((v) => cover.map((c) => ({ ...v, cover: c }))), { minLength: 1, maxLength: WARTIME_LIMITS.areaModels }),
    spread: fc.constantFrom(1, 3),
    options,
  })
  .map(({ weapon, attacker, attackerPlan, victims, spread, options: o }) => areaBody(weapon, attacker, attackerPlan, victims, spread, o));

export function areaBody(weapon: string, attacker: Profile, plan: unknown, victims: readonly Record<string, unknown>[], spread: number, options: unknown): Body {
  const at = (i: number) => ({ x: ((i % 3) - 1) * spread, y: 24 + (Math.floor(i / 3) - 1) * spread });
  const placed = victims.map((v, i) => ({ ...v, position: at(i) }));
  const a = character(attacker);
  return {
    attacker: { profile: { ...a.profile, weapons: [weapon] }, position: { x: 0, y: weapon === 'flamethrower' ? 18 : 0 }, ...(plan && attacker.fortune > 0 ? { fortunePlan: plan } : {}) },
    target: placed[0],
    models: placed.slice(1),
    scale: 28,
    options,
  };
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

export function turnOrderBody(n: number, characters: number, kind: 'reaction' | 'members' | 'character' | 'inline', initiative: boolean, values?: readonly number[]): Body {
  const of = (i: number) =>
    kind === 'reaction'
      ? { reaction: 1 + (i % 10) }
      : kind === 'members'
        ? { members: Array.from({ length: WARTIME_LIMITS.squadMembers }, (_, j) => 1 + ((i + j) % 10)) }
        : kind === 'character'
          ? { character: { archetype: 'sergeant' } }
          : { character: character({ con: 5, agi: 5, int: 5, rea: 1 + (i % 10), vol: 5, damage: 3, ranged: true, protection: 2, fortune: 1 }) };
  return {
    players: players(n),
    characters: Array.from({ length: characters }, (_, i) => ({ name: `c${i}`, player: `p${i % n}`, ...of(i) })),
    ...(initiative ? { initiative: 'p0' } : {}),
    ...(values ? { dice: { values } } : {}),
  };
}
