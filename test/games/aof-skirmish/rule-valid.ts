import fc from 'fast-check';
import type { AofAction } from '../../../src/engine/aof-skirmish';
import { AOF_LIMITS } from '../../../src/engine/aof-skirmish/limits';
import { SPECIAL_RULES, RuleId } from '../../../src/engine/aof-skirmish/model';
import { AF_LIST_250 } from '../../../src/games/aof-skirmish/catalog/army-forge.data';
import { AOF_UNITS, AofSeedUnit, aofUnitId } from '../../../src/games/aof-skirmish/catalog/units.data';
import type { Json } from '../../fuzz/schema-arbitrary';
import { playerText } from '../../fuzz/player-text';

/**
 * AoF Skirmish bodies the rules allow, for every resolve action and the armies route: built from
 * the example catalog and from inline profiles, written from the rules (the issue, the rulings
 * register, the engine's documented caps), not from the engine's code paths. Each one must be
 * answered 2xx: a 422 means this generator misreads a rule or the engine refuses a legal situation.
 *
 * Kept within what both the engine and its rulings agree on: wound markers only on a unit's last
 * model, a joined Hero only with Tough(6) on a unit of several models without a Hero, an Ambush
 * only from round 2, at most 160 to-hit dice, a melee within the melee caps (models a side, hits a
 * strike, hits of a melee with Counter; counted high, see `mostMeleeHits`). Dice are absent or a seed.
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
const inches = (max: number): fc.Arbitrary<number> => fc.double({ min: 0, max, noNaN: true });
const point = (max = 48): fc.Arbitrary<Body> => fc.record({ x: inches(max), y: inches(max) });

const RULES = Object.entries(SPECIAL_RULES) as [RuleId, (typeof SPECIAL_RULES)[RuleId]][];
const UNIT_RULES = RULES.filter(([id, r]) => r.on !== 'weapon' && id !== 'hero').map(([id]) => id);
const WEAPON_RULES = RULES.filter(([, r]) => r.on !== 'unit').map(([id]) => id);

/** A rule as a profile cites it, with a small rating where it takes one. */
const ruleRef = (id: RuleId): fc.Arbitrary<Body> => (SPECIAL_RULES[id].rating ? fc.integer({ min: 1, max: id === 'tough' ? 6 : 3 }).map((rating) => ({ id, rating })) : fc.constant({ id }));
const ruleList = (ids: readonly RuleId[], max: number): fc.Arbitrary<Body[]> => fc.uniqueArray(fc.constantFrom(...ids), { maxLength: max }).chain((list) => (list.length ? fc.tuple(...list.map(ruleRef)) : fc.constant([])));

interface Weapon {
  readonly body: Body;
  readonly range: number;
}

const weapon = (kind: 'ranged' | 'melee'): fc.Arbitrary<Weapon> =>
  fc
    .record({
      name: optional(playerText({ minLength: 1, maxLength: 80 })),
      range: kind === 'melee' ? fc.constant(0) : fc.integer({ min: 6, max: 36 }),
      attacks: fc.integer({ min: 1, max: 3 }),
      rules: optional(ruleList(WEAPON_RULES, 3)),
    })
    .map((w) => ({ body: compact(w), range: w.range }));

/** A unit as the rules see it while generating: its body, models left, weapons and whether it may act. */
/** What a melee weapon brings to the melee caps: its attacks and rules. */
interface MeleeArm {
  readonly attacks: number;
  readonly rules: readonly RuleRef[];
}
type RuleRef = { readonly id: string; readonly rating?: number };

interface Fielded {
  readonly body: Body;
  readonly modelsLeft: number;
  readonly ranges: readonly number[];
  /** The unit's rules and melee weapons (a joined Hero's included), for the melee caps. */
  readonly rules: readonly RuleRef[];
  readonly melee: readonly MeleeArm[];
}

interface Needs {
  /** It shoots: a ranged weapon, not stunned. */
  readonly shoots?: boolean;
  /** It acts (charges, moves): not stunned. */
  readonly acts?: boolean;
  /** Rules it must not have (Immobile when it moves). */
  readonly without?: readonly RuleId[];
}

interface Profile {
  readonly body: Body;
  readonly models: number;
  readonly ranges: readonly number[];
  readonly hero: boolean;
  readonly rules: readonly RuleRef[];
  readonly melee: readonly MeleeArm[];
}

const meleeArms = (equipment: readonly { range: number; attacks: number; rules?: readonly RuleRef[] }[]): MeleeArm[] =>
  equipment.filter((w) => w.range === 0).map((w) => ({ attacks: w.attacks, rules: w.rules ?? [] }));

const catalogProfile = (u: AofSeedUnit): Profile => ({
  body: { unit: aofUnitId(u) },
  models: u.profile.models,
  ranges: u.profile.equipment.map((w) => w.range),
  hero: u.profile.rules.some((r) => r.id === 'hero'),
  rules: u.profile.rules,
  melee: meleeArms(u.profile.equipment),
});

function inlineProfile(needs: Needs): fc.Arbitrary<Profile> {
  const unitRules = UNIT_RULES.filter((id) => !(needs.without ?? []).includes(id));
  return fc
    .record({
      name: optional(playerText({ minLength: 1, maxLength: 80, unit: 'binary' })),
      quality: fc.integer({ min: 2, max: 6 }),
      defense: fc.integer({ min: 2, max: 6 }),
      models: fc.integer({ min: 1, max: 6 }),
      rules: optional(ruleList(unitRules, 3)),
      ranged: needs.shoots ? fc.array(weapon('ranged'), { minLength: 1, maxLength: 2 }) : fc.array(weapon('ranged'), { maxLength: 1 }),
      melee: fc.array(weapon('melee'), { maxLength: 2 }),
    })
    .map(({ ranged, melee, ...p }) => {
      const equipment = [...ranged, ...melee];
      const bodies = equipment.map((w) => w.body);
      return {
        body: { profile: compact({ ...p, equipment: bodies }) },
        models: p.models,
        ranges: equipment.map((w) => w.range),
        hero: false,
        rules: (p.rules ?? []) as RuleRef[],
        melee: meleeArms(bodies as unknown as { range: number; attacks: number; rules?: RuleRef[] }[]),
      };
    });
}

/** A Hero joined to a unit: Tough(6), the only Tough that joins (ruling aof-skirmish/hero-joining). */
const joinedHero: fc.Arbitrary<Body> = fc.record({
  quality: fc.integer({ min: 2, max: 6 }),
  defense: fc.integer({ min: 2, max: 6 }),
  rules: fc.constant([{ id: 'hero' }, { id: 'tough', rating: 6 }]),
  equipment: fc.array(weapon('melee'), { maxLength: 1 }).map((ws) => ws.map((w) => w.body)),
});

function fielded(needs: Needs = {}): fc.Arbitrary<Fielded> {
  const fits = (u: AofSeedUnit): boolean =>
    (!needs.shoots || u.profile.equipment.some((w) => w.range > 0)) && !u.profile.rules.some((r) => (needs.without ?? []).includes(r.id as RuleId));
  const units = AOF_UNITS.filter(fits);
  const profiles = fc.oneof(...(units.length ? [fc.constantFrom(...units).map(catalogProfile)] : []), inlineProfile(needs));
  return profiles.chain((p) =>
    fc.record({ hero: p.models >= 2 && !p.hero && !p.body.unit ? optional(joinedHero) : fc.constant(undefined) }).chain(({ hero }) => {
      const size = p.models + (hero ? 1 : 0);
      return fc
        .record({
          name: optional(label),
          models: optional(fc.integer({ min: 1, max: size })),
          stunned: needs.shoots || needs.acts ? fc.constant(undefined) : optional(fc.boolean()),
          fatigued: optional(fc.boolean()),
        })
        .chain((s) => {
          const left = s.models ?? size;
          // Markers sit on the last model only.
          return optional(fc.integer({ min: 0, max: 2 })).map((wounds) => ({
            body: compact({ ...p.body, ...s, ...(left === 1 ? { wounds } : {}), hero }),
            modelsLeft: left,
            ranges: p.ranges,
            rules: p.rules,
            melee: [...p.melee, ...(hero ? meleeArms(hero.equipment as unknown as { range: number; attacks: number; rules?: RuleRef[] }[]) : [])],
          }));
        });
    }),
  );
}

const withDice = (a: fc.Arbitrary<Body>): fc.Arbitrary<Body> => fc.tuple(a, dice).map(([b, d]) => compact({ ...b, dice: d }));

const shot = fc
  .tuple(fielded({ shoots: true }), fielded())
  .chain(([attacker, target]) =>
    fc.record({
      attacker: fc.constant(attacker.body),
      target: fc.constant(target.body),
      // Within the longest range: the rules fire the weapons that reach.
      distance: inches(Math.max(...attacker.ranges)),
      cover: optional(fc.constantFrom('none', 'terrain', 'sight-blocker')),
      moved: optional(fc.boolean()),
    }),
  )
  .map(compact);

/**
 * The most hits a unit's melee weapons could score (the melee caps, AOF_LIMITS): every die a 6, each
 * with its extra hits (Furious, Surge, the Sergeant), times Blast (at most the models struck), plus Impact's dice.
 * Counted high (every model with every weapon, Impact even when fatigued): a body it keeps is
 * within the caps whatever the engine discounts.
 */
function mostMeleeHits(u: Fielded, targetModels: number, arms: (a: MeleeArm) => boolean, impact: boolean): number {
  const has = (rules: readonly RuleRef[], id: string): boolean => rules.some((r) => r.id === id);
  const rating = (rules: readonly RuleRef[], id: string): number => rules.find((r) => r.id === id)?.rating ?? 0;
  const weapons = u.melee.filter(arms).reduce((n, a) => {
    const blast = Math.max(1, Math.min(rating(a.rules, 'blast'), targetModels));
    const either = (id: string): number => (has(u.rules, id) || has(a.rules, id) ? 1 : 0);
    const extra = either('furious') + either('surge') + either('sergeant');
    return n + u.modelsLeft * a.attacks * blast * (1 + extra);
  }, 0);
  return weapons + (impact ? rating(u.rules, 'impact') * u.modelsLeft : 0);
}

/** Within the melee caps (AOF_LIMITS): models a side, hits a strike, and a melee with Counter's hits in all. */
function withinMeleeCaps(attacker: Fielded, defender: Fielded, strikeBack: boolean): boolean {
  const counter = (a: MeleeArm) => a.rules.some((r) => r.id === 'counter');
  const charge = mostMeleeHits(attacker, defender.modelsLeft, () => true, true);
  const counterHits = strikeBack ? mostMeleeHits(defender, attacker.modelsLeft, counter, false) : 0;
  const back = strikeBack ? mostMeleeHits(defender, attacker.modelsLeft, (a) => !counter(a), false) : 0;
  return (
    attacker.modelsLeft <= AOF_LIMITS.meleeModels &&
    defender.modelsLeft <= AOF_LIMITS.meleeModels &&
    Math.max(charge, counterHits, back) <= AOF_LIMITS.meleeHits &&
    (counterHits === 0 || charge + counterHits + back <= AOF_LIMITS.counterMeleeHits)
  );
}

const melee = fc
  .tuple(fielded({ acts: true }), fielded(), optional(fc.boolean()))
  .filter(([attacker, defender, strikeBack]) => withinMeleeCaps(attacker, defender, strikeBack !== false))
  .map(([attacker, defender, strikeBack]) => compact({ attacker: attacker.body, defender: defender.body, strikeBack }));

const woundEffects = fielded().chain((u) =>
  fc.integer({ min: 1, max: 8 }).chain((wounds) =>
    fc.record({
      unit: fc.constant(u.body),
      wounds: fc.constant(wounds),
      // Read either way (extra wounds, or how many of them are Deadly), 0..wounds is legal.
      deadly: optional(fc.record({ wounds: fc.integer({ min: 0, max: wounds }), rating: fc.integer({ min: 1, max: 4 }) })),
    }).map(compact),
  ),
);

const morale = fc.integer({ min: 1, max: 10 }).chain((starting) =>
  fc.record({
    startingUnits: fc.constant(starting),
    remainingUnits: fc.integer({ min: 0, max: starting }),
    units: fc.array(fc.tuple(fielded(), optional(fc.boolean())).map(([u, standard]) => compact({ ...u.body, standard })), { maxLength: 4 }),
  }),
);

const movement = fc.constantFrom('hold', 'advance', 'rush', 'charge').chain((action) =>
  fc
    .record({
      // A stunned unit only holds; an Immobile one too.
      unit: fielded(action === 'hold' ? {} : { acts: true, without: ['immobile'] }).map((u) => u.body),
      action: fc.constant(action),
      musician: optional(fc.boolean()),
      difficultTerrain: optional(fc.boolean()),
      positions: optional(fc.array(point(), { minLength: 1, maxLength: 6 })),
      baseRadius: optional(inches(2)),
    })
    .map(compact),
);

const dangerousTerrain = fielded().chain((u) => fc.record({ unit: fc.constant(u.body), models: optional(fc.integer({ min: 1, max: u.modelsLeft })) }).map(compact));

const jump = fc.record({ unit: fielded().map((u) => u.body), kind: fc.constantFrom('gap', 'descent'), inches: inches(6), height: optional(inches(12)) }).map(compact);

const fall = fc.record({ unit: fielded().map((u) => u.body), height: inches(12) });

const push = fc.record({ inches: optional(inches(2)) }).map(compact);

const cast = fc
  .record({ rating: fc.integer({ min: 1, max: 6 }), tokens: fc.integer({ min: 0, max: 6 }), roundStart: optional(fc.boolean()), name: optional(label) })
  .filter((c) => (c.roundStart ? Math.min(6, c.tokens + c.rating) : c.tokens) >= 1)
  .chain((caster) => {
    const held = caster.roundStart ? Math.min(6, caster.tokens + caster.rating) : caster.tokens;
    const helper = fc
      .record({ side: fc.constantFrom('friendly', 'enemy'), tokens: fc.integer({ min: 0, max: 6 }), extra: fc.integer({ min: 0, max: 6 }), distance: inches(18), name: optional(label), givesAvailable: fc.boolean() })
      .map(({ extra, givesAvailable, ...h }) => compact({ ...h, available: givesAvailable ? Math.min(6, h.tokens + extra) : undefined }));
    return fc.record({
      caster: fc.constant(compact(caster)),
      spell: fc.record({ value: fc.integer({ min: 1, max: held }), name: optional(label) }).map(compact),
      helpers: optional(fc.array(helper, { maxLength: 3 })),
    });
  })
  .map(compact);

const side = fc.constantFrom('a', 'b');
const objectives = fc
  .record({
    round: fc.integer({ min: 1, max: 4 }),
    markers: optional(fc.array(fc.record({ position: point(), controller: optional(side) }).map(compact), { maxLength: 5 })),
    units: optional(fc.array(fc.record({ side, positions: fc.array(point(), { minLength: 1, maxLength: 5 }), name: optional(label), stunned: optional(fc.boolean()), ambushedThisRound: optional(fc.boolean()) }).map(compact), { maxLength: 4 })),
    baseRadius: optional(inches(2)),
  })
  .map(compact);

const deployment = fc.constantFrom('deploy', 'ambush', 'scout').chain((kind) =>
  fc
    .record({
      kind: fc.constant(kind),
      side,
      table: optional(fc.record({ width: fc.integer({ min: 24, max: 72 }), depth: fc.integer({ min: 24, max: 72 }) })),
      positions: fc.array(point(72), { minLength: 1, maxLength: 5 }),
      enemies: optional(fc.array(point(72), { maxLength: 5 })),
      // An Ambush arrives from round 2 (ruling aof-skirmish/ambush-round).
      round: kind === 'ambush' ? fc.integer({ min: 2, max: 4 }) : optional(fc.integer({ min: 1, max: 4 })),
      baseRadius: optional(inches(2)),
      rollOff: optional(fc.boolean()),
    })
    .map(compact),
);

const qualityTest = fc.record({ quality: fc.integer({ min: 2, max: 6 }), modifier: optional(fc.integer({ min: -6, max: 6 })) }).map(compact);

/** Bodies the rules allow, per resolve action. */
export const AOF_RULE_VALID: { readonly [A in AofAction]: fc.Arbitrary<Body> } = {
  'quality-test': withDice(qualityTest),
  shot: withDice(shot),
  melee: withDice(melee),
  'wound-effects': withDice(woundEffects),
  morale: withDice(morale),
  movement: movement.map(compact),
  'dangerous-terrain': withDice(dangerousTerrain),
  jump: withDice(jump),
  fall: withDice(fall),
  push: withDice(push),
  cast: withDice(cast),
  objectives: withDice(objectives),
  deployment: withDice(deployment),
};

// --- Armies ----------------------------------------------------------------------------------------

const COMMAND = ['sergeant', 'musician', 'standard'] as const;

const armyUnit = fc.oneof(
  fc.record({ unit: fc.constantFrom(...AOF_UNITS.map(aofUnitId)), points: optional(fc.integer({ min: 0, max: 300 })) }),
  fc.record({ profile: inlineProfile({}).map((p) => p.body.profile as Json), points: fc.integer({ min: 0, max: 300 }) }),
).chain((u) =>
  fc
    .record({ id: optional(playerText({ minLength: 1, maxLength: 80 })), joinTo: optional(playerText({ minLength: 1, maxLength: 80 })), command: optional(fc.uniqueArray(fc.constantFrom(...COMMAND), { maxLength: 3 })) })
    .map((extra) => compact({ ...u, ...extra })),
);

/** An Army Forge export like the fixture: known and unknown rules, ratings as strings or numbers. */
const AF_UNIT_RULES = ['Tough', 'Fearless', 'Hero', 'Impact', 'Shield Wall', 'Regeneration', 'Scout', 'Slow', 'Sergeant', 'Musician', 'Relentless'];
// A weapon carries weapon rules only (a unit rule on a weapon is a 422, as in a profile).
const AF_WEAPON_RULES = ['AP', 'Counter', 'Deadly', 'Blast', 'Rending', 'Poison'];
const afRating = fc.oneof(fc.constant(''), fc.constant(null), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }).map(String));
const afRule = (names: readonly string[]) => fc.record({ name: fc.constantFrom(...names), rating: afRating });
const afWeapon = fc.record({
  name: playerText({ minLength: 1, maxLength: 40 }),
  type: fc.constant('ArmyBookWeapon'),
  count: fc.integer({ min: 1, max: 5 }),
  range: fc.constantFrom(0, 6, 12, 18, 24),
  attacks: fc.integer({ min: 1, max: 4 }),
  specialRules: fc.array(afRule(AF_WEAPON_RULES), { maxLength: 2 }),
});
const afUnit = fc.record({
  selectionId: fc.uuid(),
  name: playerText({ minLength: 1, maxLength: 40 }),
  size: fc.integer({ min: 1, max: 10 }),
  cost: fc.integer({ min: 10, max: 200 }),
  quality: fc.oneof(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 2, max: 6 }).map((q) => `${q}+`)),
  defense: fc.oneof(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 2, max: 6 }).map(String)),
  specialRules: fc.array(afRule(AF_UNIT_RULES), { maxLength: 3 }),
  loadout: fc.array(afWeapon, { maxLength: 3 }),
  // Fields the service does not read are ignored, as a real export's.
  xp: fc.integer({ min: 0, max: 10 }),
});
const armyForge = fc.record({ pointsLimit: fc.integer({ min: 25, max: 2000 }), gameSystem: fc.constant('aofs'), units: fc.array(afUnit, { maxLength: 6 }) });

/** Bodies of POST /v1/aof-skirmish/armies/validate the rules can read (violations are answers, not errors). */
export const AOF_ARMY_RULE_VALID: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ size: fc.integer({ min: 25, max: 2000 }), forceOrganisation: optional(fc.boolean()), units: fc.array(armyUnit, { maxLength: 8 }) }).map(compact),
  fc.record({ armyForge, size: optional(fc.integer({ min: 25, max: 2000 })), forceOrganisation: optional(fc.boolean()) }).map((b) => compact(b as unknown as Record<string, Json | undefined>)),
  fc.constant({ armyForge: AF_LIST_250 as unknown as Json }),
);
