import fc from 'fast-check';
import { AE_WWII_ACTIONS, AeAction, AeCatalog, COVERS, EDITIONS, PSI_POWERS, TRAINING_AP, TRAININGS, UNIT_RULES, UnitProfile, UnitRule, WeaponProfile } from '../../../src/engine/ae-wwii';
import type { Json } from '../../fuzz/schema-arbitrary';
import { playerText } from '../../fuzz/player-text';
import { verbatim } from '../../../src/engine/core/types';

/**
 * AE-WWII bodies that the rules allow, built from the catalog: a shooter with a ranged attack
 * firing a weapon it can fire, within range, with AP it has; a Doktor inoculating; a Mechanic
 * handing at most 2 AP to a Buffalo; and so on, in every edition. Each one must resolve (2xx):
 * a 422 here means either this generator misreads a rule or the engine refuses a legal situation,
 * and both are worth a look. Written from the rules (docs/api.md, the rulings register) and the catalog
 * data, not from the engine's code paths.
 *
 * Dice are absent, a seed, or fixed values that never outrun the resolution: at most one value,
 * a d6 face, and only where the first roll is sure to happen (every action's first die is a d6).
 */

type Body = { [k: string]: Json };

/** The largest `actionPoints` a body may carry. */
const AP_MAX = 8;

/** Inline profiles: the same ranges as the catalog's, never a zero S or DR (the es edition removes such models). */
const inlineUnit = (rules: readonly UnitRule[], ranged: boolean): fc.Arbitrary<UnitProfile> =>
  fc.record({
    name: playerText({ minLength: 1, maxLength: 60, unit: 'binary' }).map(verbatim),
    movement: fc.integer({ min: 0, max: 20 }),
    rangedCombat: ranged ? fc.integer({ min: 2, max: 7 }) : fc.option(fc.integer({ min: 2, max: 7 }), { nil: null }),
    closeCombat: fc.integer({ min: 0, max: 20 }),
    armor: fc.integer({ min: 0, max: 20 }),
    strength: fc.integer({ min: 1, max: 20 }),
    drive: fc.integer({ min: 1, max: 20 }),
    wounds: fc.integer({ min: 1, max: 20 }),
    training: fc.constantFrom(...TRAININGS),
    specialRules: fc.uniqueArray(fc.constantFrom(...UNIT_RULES), { maxLength: 4 }).map((r) => [...new Set([...rules, ...r])]),
    weapons: fc.constant([] as string[]),
  });

interface Figure {
  readonly body: Body;
  readonly profile: UnitProfile;
  readonly unitId: string | null;
  /**
   * AP the figure may spend this activation: training AP plus the bonus in the body, at most
   * 8 (a body's `actionPoints` is 1..8).
   */
  readonly ap: number;
  /** All the AP it has (a charge or a sprint spends them all; a body can only say so up to 8). */
  readonly allAp: number;
}

interface FigureNeeds {
  readonly rule?: UnitRule;
  readonly ranged?: boolean;
  readonly unitIds?: (id: string) => boolean;
  /** AP the figure must have. */
  readonly minAp?: number;
  /** No `psiPower` of its own (a caster's must match the power it uses). */
  readonly psiPower?: (typeof PSI_POWERS)[number] | null;
  readonly side?: readonly ('friendly' | 'enemy')[];
}

function figure(catalog: AeCatalog, needs: FigureNeeds = {}): fc.Arbitrary<Figure> {
  const fits = ([id, p]: [string, UnitProfile]): boolean =>
    (!needs.rule || p.specialRules.includes(needs.rule)) && (!needs.ranged || p.rangedCombat !== null) && (!needs.unitIds || needs.unitIds(id));
  const units = [...catalog.units.entries()].filter(fits);
  const fromCatalog = units.length > 0 ? fc.constantFrom(...units).map(([id, profile]) => ({ id: id as string | null, profile })) : undefined;
  const inline = needs.unitIds ? undefined : inlineUnit(needs.rule ? [needs.rule] : [], !!needs.ranged).map((profile) => ({ id: null as string | null, profile }));
  const who = fc.oneof(...[fromCatalog, fromCatalog, inline].filter((a): a is fc.Arbitrary<{ id: string | null; profile: UnitProfile }> => !!a));
  return who.chain(({ id, profile }) => {
    const training = TRAINING_AP[profile.training];
    const minAp = needs.minAp ?? 0;
    // The bonus keeps AP within the body limits (-8..8) and at least what the action needs.
    const bonus = fc.integer({ min: Math.max(-8, minAp - training), max: 8 });
    const state = fc.record(
      {
        name: fc.oneof(playerText({ minLength: 1, maxLength: 60 }), playerText({ minLength: 1, maxLength: 60, unit: 'binary' })),
        woundsTaken: fc.integer({ min: 0, max: profile.wounds - 1 }),
        impervious: fc.integer({ min: 2, max: 6 }),
        psiPower: needs.psiPower === null ? fc.constant(undefined) : needs.psiPower ? fc.constant(needs.psiPower) : fc.constantFrom(...PSI_POWERS),
        strengthBonus: fc.integer({ min: Math.max(-10, 1 - profile.strength), max: 10 }),
        actionPointsBonus: bonus,
        cover: fc.constantFrom(...COVERS),
        side: fc.constantFrom(...(needs.side ?? (['friendly', 'enemy'] as const))),
        baseRadius: fc.double({ min: 0, max: 10, noNaN: true }),
      },
      { requiredKeys: minAp > training ? ['actionPointsBonus'] : [] },
    );
    return state.map((s) => {
      const body: Body = {};
      for (const [k, v] of Object.entries(s)) if (v !== undefined) body[k] = v;
      if (id !== null) body.unit = id;
      else body.profile = profileBody(profile);
      const allAp = training + ((s.actionPointsBonus as number | undefined) ?? 0);
      return { body, profile, unitId: id, ap: Math.min(AP_MAX, allAp), allAp };
    });
  });
}

function profileBody(p: UnitProfile): Body {
  const out: Body = {
    movement: p.movement,
    rangedCombat: p.rangedCombat,
    closeCombat: p.closeCombat,
    armor: p.armor,
    strength: p.strength,
    drive: p.drive,
    wounds: p.wounds,
    training: p.training,
    specialRules: [...p.specialRules],
  };
  if (p.name !== undefined) out.name = p.name.en;
  return out;
}

const edition = fc.constantFrom(...EDITIONS);
const d6 = fc.integer({ min: 1, max: 6 });
const seed = fc.string({ minLength: 1, maxLength: 128, unit: 'binary' });

/** Dice for an action whose first roll (a d6) is sure to happen when `firstRollSure`. */
const dice = (firstRollSure: boolean): fc.Arbitrary<Body | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    seed.map((s) => ({ seed: s })),
    (firstRollSure ? fc.array(d6, { maxLength: 1 }) : fc.constant([] as number[])).map((values) => ({ values })),
  );

/** Drops undefined members (optional fields left out). */
function compact(o: Record<string, Json | undefined>): Body {
  const out: Body = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out;
}

const optional = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(a, { nil: undefined });

const EPSILON = 1e-9;

/** Shots the rate of fire buys with `ap` AP, or 0 when none (the engine's cap is 64). */
const shotsFor = (w: WeaponProfile, ap: number): number => Math.floor((ap * w.rateOfFire.shots) / w.rateOfFire.actionPoints);

/**
 * How a body names a catalog weapon for `attacker`: its id when the attacker may fire it (a unit
 * from the catalog fires only the weapons it carries; an inline profile any), else the same
 * weapon as an inline profile.
 */
function weaponFor(attacker: Figure, id: string, w: WeaponProfile): Json {
  if (attacker.unitId === null || attacker.profile.weapons.includes(id)) return id;
  const profile: Record<string, Json> = {
    name: w.name?.en ?? id,
    range: w.range,
    strength: w.strength,
    strengthDice: w.strengthDice,
    rateOfFire: `${w.rateOfFire.shots}:${w.rateOfFire.actionPoints}`,
    moveAndFire: w.moveAndFire,
    indirect: w.indirect,
    ignoresCover: w.ignoresCover,
  };
  if (w.areaOfEffect !== null) profile.areaOfEffect = w.areaOfEffect;
  if (w.arc !== null) profile.arc = w.arc.length;
  return { profile };
}

function shot(catalog: AeCatalog): fc.Arbitrary<Body> {
  const weapons = [...catalog.weapons.entries()].filter(([, w]) => !w.melee);
  const direct = weapons.filter(([, w]) => !w.arc && w.areaOfEffect === null);
  const arcs = weapons.filter(([, w]) => w.arc !== null);
  const areas = weapons.filter(([, w]) => w.areaOfEffect !== null && !w.arc);
  const inlineDirect = fc
    .record({
      name: playerText({ minLength: 1, maxLength: 60 }),
      range: fc.integer({ min: 1, max: 1000 }),
      strength: fc.integer({ min: 0, max: 20 }),
      strengthDice: fc.integer({ min: 0, max: 4 }),
      shots: fc.integer({ min: 1, max: 8 }),
      per: fc.integer({ min: 1, max: 8 }),
      ignoresCover: fc.boolean(),
    })
    .map(({ shots, per, ...w }) => ({
      id: null as string | null,
      body: { profile: { ...w, rateOfFire: `${shots}:${per}` } } as Json,
      weapon: { ...w, name: verbatim(w.name), melee: false, rateOfFire: { shots, actionPoints: per }, moveAndFire: false, indirect: false, areaOfEffect: null, arc: null } as WeaponProfile,
    }));
  const catalogDirect = fc.constantFrom(...direct).map(([id, weapon]) => ({ id: id as string | null, body: id as Json, weapon }));

  const directShot = fc
    .tuple(figure(catalog, { ranged: true, minAp: 1 }), fc.oneof(catalogDirect, catalogDirect, inlineDirect), figure(catalog), edition)
    .chain(([attacker, w, target, ed]) => {
      const aps = Array.from({ length: attacker.ap }, (_, i) => i + 1).filter((ap) => shotsFor(w.weapon, ap) >= 1 && shotsFor(w.weapon, ap) <= 64);
      if (aps.length === 0) return fc.constant(undefined);
      const rules = catalog.editions.get(ed);
      const moveAndFire = w.weapon.moveAndFire ? fc.boolean() : fc.constant(false);
      return fc
        .record({ ap: fc.constantFrom(...aps), distance: fc.double({ min: 0, max: w.weapon.range, noNaN: true }), cover: optional(fc.constantFrom(...COVERS)), mf: moveAndFire })
        .chain(({ ap, distance, cover, mf }) => {
          const rc = attacker.profile.rangedCombat as number;
          const longRange = distance > w.weapon.range / 2 + EPSILON;
          const need = rc + (longRange ? (rules?.longRangePenalty ?? 1) : 0);
          return dice(need <= 6).map((d) =>
            compact({
              edition: ed,
              attacker: attacker.body,
              weapon: w.id === null ? w.body : weaponFor(attacker, w.id, w.weapon),
              target: target.body,
              distance,
              cover,
              actionPoints: mf ? 1 : ap,
              moveAndFire: mf || undefined,
              dice: d,
            }),
          );
        });
    })
    .filter((b): b is Body => b !== undefined);

  // An arc (the Tesla gun) judged from the target and distance alone; it needs no ranged attack.
  const arcShot = fc
    .tuple(figure(catalog, { minAp: 1 }), fc.constantFrom(...arcs), figure(catalog), edition, fc.double({ min: 0, max: 1000, noNaN: true }))
    .chain(([attacker, [id, w], target, ed, distance]) => {
      const aps = Array.from({ length: attacker.ap }, (_, i) => i + 1).filter((ap) => shotsFor(w, ap) >= 1 && shotsFor(w, ap) <= 64);
      return fc.constantFrom(...aps).chain((ap) =>
        dice(false).map((d) => compact({ edition: ed, attacker: attacker.body, weapon: weaponFor(attacker, id, w), target: target.body, distance, actionPoints: ap, dice: d })),
      );
    });

  // An area weapon thrown at a target whose position is given, from a firer whose position is
  // given, within range and at least an inch away (the scatter direction needs a line).
  const point = fc.record({ x: fc.integer({ min: -900, max: 900 }), y: fc.integer({ min: -900, max: 900 }) });
  const areaShot = fc
    .tuple(figure(catalog, { ranged: true, minAp: 2 }), fc.constantFrom(...areas), figure(catalog), edition, point, fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }))
    .chain(([attacker, [id, w], target, ed, from, angle]) => {
      const aps = Array.from({ length: attacker.ap }, (_, i) => i + 1).filter((ap) => shotsFor(w, ap) >= 1 && shotsFor(w, ap) <= 64);
      if (aps.length === 0) return fc.constant(undefined);
      return fc.record({ ap: fc.constantFrom(...aps), r: fc.double({ min: 1, max: w.range - 0.01, noNaN: true }), d: dice(false) }).map(({ ap, r, d }) =>
        compact({
          edition: ed,
          attacker: { ...attacker.body, position: from },
          weapon: weaponFor(attacker, id, w),
          target: { ...target.body, position: { x: from.x + r * Math.cos(angle), y: from.y + r * Math.sin(angle) } },
          actionPoints: ap,
          dice: d,
        }),
      );
    })
    .filter((b): b is Body => b !== undefined);

  return fc.oneof({ arbitrary: directShot, weight: 6 }, { arbitrary: arcShot, weight: 1 }, { arbitrary: areaShot, weight: 1 });
}

/** `actionPoints` for an action that spends all of them: left out, or stated when a body can. */
const spendAll = (f: Figure): fc.Arbitrary<number | undefined> => (f.allAp <= AP_MAX ? optional(fc.constant(f.allAp)) : fc.constant(undefined));

function melee(catalog: AeCatalog): fc.Arbitrary<Body> {
  return fc.tuple(figure(catalog, { minAp: 1 }), figure(catalog), edition, fc.boolean(), dice(true)).chain(([attacker, defender, ed, charge, d]) =>
    (charge ? spendAll(attacker) : fc.integer({ min: 1, max: attacker.ap })).map((ap) =>
      compact({ edition: ed, attacker: attacker.body, defender: defender.body, actionPoints: ap, charge: charge || undefined, dice: d }),
    ),
  );
}

function initiative(): fc.Arbitrary<Body> {
  const side = fc.record({ name: playerText({ minLength: 1, maxLength: 40, unit: 'binary' }), highestDrive: fc.integer({ min: 0, max: 20 }) });
  // The engine enumerates 6^sides roll-offs for the odds and caps sides at 6: five or six sides
  // cost 0.1 to 0.3 s with odds, so they come one time in five.
  const sides = (min: number, max: number) => fc.uniqueArray(side, { minLength: min, maxLength: max, selector: (s) => s.name });
  return fc
    .tuple(optional(edition), fc.oneof({ arbitrary: sides(2, 4), weight: 4 }, { arbitrary: sides(5, 6), weight: 1 }), dice(true))
    .map(([ed, sides, d]) => compact({ edition: ed, sides, dice: d }));
}

function movement(catalog: AeCatalog): fc.Arbitrary<Body> {
  return fc.tuple(figure(catalog, { minAp: 1 }), edition, fc.constantFrom('move', 'sprint', 'charge'), dice(false)).chain(([model, ed, mode, d]) => {
    const chuman = model.profile.specialRules.includes('chuman');
    const ap = mode === 'move' ? optional(fc.integer({ min: 1, max: model.ap })) : spendAll(model);
    // Only Chumans sprint or charge through difficult ground.
    const difficult = mode === 'move' || chuman ? optional(fc.boolean()) : optional(fc.constant(false));
    return fc.tuple(ap, difficult).map(([actionPoints, difficultGround]) =>
      compact({ edition: ed, model: model.body, mode, actionPoints, difficultGround, dice: d }),
    );
  });
}

function inoculation(catalog: AeCatalog): fc.Arbitrary<Body> {
  return edition.chain((ed) => {
    // The es edition lets the Doktor inoculate friendly figures only.
    const side = catalog.editions.get(ed)?.inoculationTarget === 'friendly' ? (['friendly'] as const) : (['friendly', 'enemy'] as const);
    return fc
      .tuple(figure(catalog, { rule: 'doktor', minAp: 1 }), figure(catalog, { side }), optional(fc.constant(true)), dice(true))
      .map(([doktor, target, inBaseContact, d]) => compact({ edition: ed, doktor: doktor.body, target: target.body, inBaseContact, dice: d }));
  });
}

function apTransfer(catalog: AeCatalog): fc.Arbitrary<Body> {
  return fc
    .tuple(figure(catalog, { rule: 'mechanic', minAp: 1 }), figure(catalog, { unitIds: (id) => id.endsWith('/buffalo') }), edition, optional(fc.constant(true)), dice(false))
    .chain(([mechanic, recipient, ed, inBaseContact, d]) =>
      fc.integer({ min: 1, max: Math.min(2, mechanic.ap) }).map((ap) =>
        compact({ edition: ed, mechanic: mechanic.body, recipient: recipient.body, actionPoints: ap, inBaseContact, dice: d }),
      ),
    );
}

function psiPower(catalog: AeCatalog): fc.Arbitrary<Body> {
  const point = fc.record({ x: fc.double({ min: -1000, max: 1000, noNaN: true }), y: fc.double({ min: -1000, max: 1000, noNaN: true }) });
  return fc.tuple(fc.constantFrom(...PSI_POWERS), edition, dice(false)).chain(([power, ed, d]) =>
    fc
      .tuple(
        fc.boolean().chain((own) => figure(catalog, { rule: 'psi-officer', minAp: 1, psiPower: own ? power : null })),
        figure(catalog),
        point,
        point,
      )
      .filter(([, , at, towards]) => at.x !== towards.x || at.y !== towards.y)
      .map(([caster, target, at, towards]) =>
        compact({
          edition: ed,
          caster: caster.body,
          power,
          target: power === 'clouded-minds' ? undefined : power === 'psychic-push' ? { ...target.body, position: at } : target.body,
          towards: power === 'psychic-push' ? towards : undefined,
          dice: d,
        }),
      ),
  );
}

/** Rule-valid bodies per AE-WWII action, over `catalog`. */
export function ruleValidBodies(catalog: AeCatalog): { readonly [A in AeAction]: fc.Arbitrary<Body> } {
  const out = {
    shot: shot(catalog),
    melee: melee(catalog),
    initiative: initiative(),
    movement: movement(catalog),
    inoculation: inoculation(catalog),
    'ap-transfer': apTransfer(catalog),
    'psi-power': psiPower(catalog),
  };
  for (const a of AE_WWII_ACTIONS) if (!out[a]) throw new Error(`no rule-valid generator for ${a}`);
  return out;
}

