import type { ArchetypeProfile } from '../../../src/engine/wartime/archetypes';
import type { Derived, PlayList, ViolationCode, Warbook } from '../../../src/engine/wartime';

/**
 * Wartime archetype costs and play-list (Warbook) validation, worked by hand from the cost tables
 * of shared/rules/wartime.es.txt and the rulings register (shared/RULINGS.md). Not derived from the
 * engine.
 *
 * The tables (value 1..10):
 *   body attributes (CON, AGI, INT, REA, VOL): 0 1 2 3 4 6 10 17 28 45
 *   Energy, Damage, Protection, transport Defense: 5 10 15 20 25 35 45 55 65 75
 *   Fortune: 10 15 20 25 30 35 40 45 50 55
 * Formulas:
 *   body       = sum of the five attribute costs + bonuses - maluses; Level = sum of the attributes;
 *                Energy = REA + 5, at most 10; Vitality = CON.
 *   weapon     = Damage + Range (Damage x K x 0.1) + Area (Damage x K² x 0.1) + bonuses - Energy - maluses.
 *   protection = Protection + bonuses - Energy - maluses.
 *   transport  = Defense (each of the four facings paid separately) + weapons + objects + Capacity
 *                (1 point per 5 levels) + bonuses - Energy - maluses.
 *   object     = Area (1 point per K²) + Capacity (1 per 5 levels) + bonuses - Energy - maluses.
 *   character  = body + transport + weapons + protections + objects + Fortune + bonuses - maluses;
 *                Movement = base diameter rounded half up (N.49 -> N, N.5 -> N + 1); Defense = sum
 *                of the protections; -1 to attribute checks per Defense level above CON.
 *   Every archetype costs at least 1 point.
 * Rounding (wartime/rounding): every fractional cost or area is rounded up to the next whole
 * number, once, at the end of each formula. An area is one formula (K², rounded up), and its cost
 * another (Damage x K² x 0.1, rounded up). ruling: wartime/rounding: the document own example rounds a 3 K circle
 * (7.06 K²) down to 7, against its own rounding rule; the register says up, so it is 8 here.
 * ruling: wartime/rounding: a composite area adds its parts exactly and rounds the sum once.
 * Bonuses and maluses are user-supplied named costs (wartime/missing-tables): a malus is a
 * negative cost and is listed as such.
 *
 * The expectations mirror the response of the cost calculator (`priceArchetype` in
 * src/engine/wartime/costs.ts): `total`, and `lines` in the order of the document's creation steps,
 * each with its `item` (`con`, `energy`, `damage`, `range`, `area`, `defense:front`, `weapon:Rifle`,
 * `bonus:Scope`, `minimum`: see `CostLine` there) and its points; the runner compares the lines
 * item by item (their localized `label` is not compared), the total and the derived attributes.
 */

/** One expected line of a cost: the response's `item` and `points` (its `label` is words). */
export interface CostLine {
  item: string;
  /** Points added (negative for Energy and maluses; `minimum` raises a total below 1 to 1). */
  points: number;
}

export interface CostCase {
  id: string;
  title: string;
  /** The body of `POST /v1/wartime/archetypes/cost`. */
  request: ArchetypeProfile;
  arithmetic: string;
  expect: {
    status: 200 | 422;
    /** The archetype cost; null for a zone without a purchase (it has no cost and cannot be recruited). */
    total?: number | null;
    lines?: CostLine[];
    /** Derived attributes (`Derived` in costs.ts): level, energy, vitality, movement, defense, defenseAboveCon, area (K²). */
    derived?: Derived;
    errorPath?: string;
  };
}

export const WARTIME_COST_CASES: CostCase[] = [
  // ------------------------------------------------------------------------------------------
  // Body
  // ------------------------------------------------------------------------------------------
  {
    id: 'cost-body-average-human',
    title: 'An average adult: every attribute 4 (3 points each) = 15; Level 20, Energy 9, Vitality 4',
    request: { type: 'body', name: 'Civilian', con: 4, agi: 4, int: 4, rea: 4, vol: 4 },
    arithmetic: '4 costs 3 in the attribute table: 5 x 3 = 15. Level 4 x 5 = 20. Energy 4 + 5 = 9. Vitality = CON 4.',
    expect: {
      status: 200,
      total: 15,
      lines: [
        { item: 'con', points: 3 },
        { item: 'agi', points: 3 },
        { item: 'int', points: 3 },
        { item: 'rea', points: 3 },
        { item: 'vol', points: 3 },
      ],
      derived: { level: 20, energy: 9, vitality: 4 },
    },
  },
  {
    id: 'cost-body-elite',
    title: 'CON 6, AGI 8, INT 5, REA 7, VOL 4: 6 + 17 + 4 + 10 + 3 = 40; Level 30, Energy 12 capped to 10',
    request: { type: 'body', name: 'Commando', con: 6, agi: 8, int: 5, rea: 7, vol: 4 },
    arithmetic: 'Table: 6 -> 6, 8 -> 17, 5 -> 4, 7 -> 10, 4 -> 3: 40. Level 6 + 8 + 5 + 7 + 4 = 30. Energy 7 + 5 = 12, at most 10.',
    expect: {
      status: 200,
      total: 40,
      lines: [
        { item: 'con', points: 6 },
        { item: 'agi', points: 17 },
        { item: 'int', points: 4 },
        { item: 'rea', points: 10 },
        { item: 'vol', points: 3 },
      ],
      derived: { level: 30, energy: 10, vitality: 6 },
    },
  },
  {
    id: 'cost-body-all-ones-minimum',
    title: 'Every attribute 1: 0 points, raised to the minimum cost of 1; Level 5, Energy 6',
    request: { type: 'body', name: 'Child', con: 1, agi: 1, int: 1, rea: 1, vol: 1 },
    arithmetic: '1 costs 0: total 0 < 1, every archetype costs at least 1. Level 5 (the lowest), Energy 1 + 5 = 6, Vitality 1.',
    expect: {
      status: 200,
      total: 1,
      lines: [
        { item: 'con', points: 0 },
        { item: 'agi', points: 0 },
        { item: 'int', points: 0 },
        { item: 'rea', points: 0 },
        { item: 'vol', points: 0 },
        { item: 'minimum', points: 1 },
      ],
      derived: { level: 5, energy: 6, vitality: 1 },
    },
  },
  {
    id: 'cost-body-all-tens',
    title: 'Every attribute 10: 5 x 45 = 225; Level 50, Energy 10',
    request: { type: 'body', name: 'Demigod', con: 10, agi: 10, int: 10, rea: 10, vol: 10 },
    arithmetic: '10 costs 45: 225. Level 50 (the highest). Energy 15 -> 10. Vitality 10.',
    expect: { status: 200, total: 225, derived: { level: 50, energy: 10, vitality: 10 } },
  },
  {
    id: 'cost-body-bonus-and-malus',
    title: 'CON 5, AGI 5, INT 3, REA 5, VOL 5 (18) + Gills 6 - Illiterate 3 = 21',
    request: {
      type: 'body',
      name: 'Diver',
      con: 5,
      agi: 5,
      int: 3,
      rea: 5,
      vol: 5,
      bonuses: [
        { name: 'Gills', cost: 6 },
        { name: 'Illiterate', cost: -3 },
      ],
    },
    arithmetic: '4 + 4 + 2 + 4 + 4 = 18; bonus +6; malus -3 (a user-priced malus, wartime/missing-tables): 21. Level 23, Energy 10.',
    expect: {
      status: 200,
      total: 21,
      lines: [
        { item: 'con', points: 4 },
        { item: 'agi', points: 4 },
        { item: 'int', points: 2 },
        { item: 'rea', points: 4 },
        { item: 'vol', points: 4 },
        { item: 'bonus:Gills', points: 6 },
        { item: 'bonus:Illiterate', points: -3 },
      ],
      derived: { level: 23, energy: 10, vitality: 5 },
    },
  },
  {
    id: 'cost-body-attribute-11-refused',
    title: 'AGI 11: attributes are 1..10, 422 at agi',
    request: { type: 'body', name: 'Too fast', con: 4, agi: 11, int: 4, rea: 4, vol: 4 },
    arithmetic: 'The table stops at 10: 422.',
    expect: { status: 422, errorPath: 'agi' },
  },
  {
    id: 'cost-body-attribute-0-refused',
    title: 'CON 0: 422 at con',
    request: { type: 'body', name: 'Ghost', con: 0, agi: 4, int: 4, rea: 4, vol: 4 },
    arithmetic: 'Attributes start at 1: 422.',
    expect: { status: 422, errorPath: 'con' },
  },

  // ------------------------------------------------------------------------------------------
  // Weapon
  // ------------------------------------------------------------------------------------------
  {
    id: 'cost-weapon-rifle',
    title: 'Rifle E2 D5 range 20 K: 25 + 10 - 10 = 25',
    request: { type: 'weapon', name: 'Rifle', energy: 2, damage: 5, range: 20 },
    arithmetic: 'Damage 5 -> 25. Range 5 x 20 x 0.1 = 10. Energy 2 -> 10, subtracted. 25 + 10 - 10 = 25. Range 20 <= 5 x 5 = 25.',
    expect: {
      status: 200,
      total: 25,
      lines: [
        { item: 'energy', points: -10 },
        { item: 'damage', points: 25 },
        { item: 'range', points: 10 },
      ],
    },
  },
  {
    id: 'cost-weapon-sword',
    title: 'Sword E1 D3 range 0 (close combat): 15 - 5 = 10',
    request: { type: 'weapon', name: 'Sword', energy: 1, damage: 3, range: 0 },
    arithmetic: 'Damage 3 -> 15; range 0 costs 0; Energy 1 -> 5: 10.',
    expect: {
      status: 200,
      total: 10,
      lines: [
        { item: 'energy', points: -5 },
        { item: 'damage', points: 15 },
        { item: 'range', points: 0 },
      ],
    },
  },
  {
    id: 'cost-weapon-minimum-1',
    title: 'A heavy club E6 D2: 10 - 35 = -25, raised to 1',
    request: { type: 'weapon', name: 'Heavy club', energy: 6, damage: 2, range: 0 },
    arithmetic: 'Damage 2 -> 10; Energy 6 -> 35: -25 < 1: cost 1.',
    expect: {
      status: 200,
      total: 1,
      lines: [
        { item: 'energy', points: -35 },
        { item: 'damage', points: 10 },
        { item: 'range', points: 0 },
        { item: 'minimum', points: 26 },
      ],
    },
  },
  {
    id: 'cost-weapon-range-rounded-up',
    title: 'Pistol E1 D3 range 7: 3 x 7 x 0.1 = 2.1 -> 3; 15 + 3 - 5 = 13',
    request: { type: 'weapon', name: 'Pistol', energy: 1, damage: 3, range: 7 },
    arithmetic: 'Range cost 2.1, a fraction, rounded up once at the end of its formula: 3 (wartime/rounding). 15 + 3 - 5 = 13.',
    expect: {
      status: 200,
      total: 13,
      lines: [
        { item: 'energy', points: -5 },
        { item: 'damage', points: 15 },
        { item: 'range', points: 3 },
      ],
    },
  },
  {
    id: 'cost-weapon-circle-2k',
    title: 'Grenade launcher E3 D4 range 15, circle 2 K: pi K² -> 4, area cost 1.6 -> 2; 20 + 6 + 2 - 15 = 13',
    request: { type: 'weapon', name: 'Grenade launcher', energy: 3, damage: 4, range: 15, area: { shape: 'circle', diameter: 2 } },
    arithmetic:
      'Damage 4 -> 20. Range 4 x 15 x 0.1 = 6. Area: pi x 1^2 = 3.1416 K² -> 4. Area cost 4 x 4 x 0.1 = 1.6 -> 2. Energy 3 -> 15. ' +
      '20 + 6 + 2 - 15 = 13.',
    expect: {
      status: 200,
      total: 13,
      lines: [
        { item: 'energy', points: -15 },
        { item: 'damage', points: 20 },
        { item: 'range', points: 6 },
        { item: 'area', points: 2 },
      ],
      derived: { area: 4 },
    },
  },
  {
    id: 'cost-weapon-circle-3k-rounds-up',
    title: 'Mortar E3 D4 range 15, circle 3 K: 7.07 K² -> 8 (not the document example 7); area cost 3.2 -> 4; total 15',
    request: { type: 'weapon', name: 'Mortar', energy: 3, damage: 4, range: 15, area: { shape: 'circle', diameter: 3 } },
    arithmetic:
      'pi x 1.5^2 = 7.0686 K². ruling: wartime/rounding: the register rounds every fractional area up: 8; the document own ' +
      'example writes 7. Area cost 4 x 8 x 0.1 = 3.2 -> 4. 20 + 6 + 4 - 15 = 15.',
    expect: {
      status: 200,
      total: 15,
      lines: [
        { item: 'energy', points: -15 },
        { item: 'damage', points: 20 },
        { item: 'range', points: 6 },
        { item: 'area', points: 4 },
      ],
      derived: { area: 8 },
    },
  },
  {
    id: 'cost-weapon-rectangle',
    title: 'Flamer E2 D6 range 5, rectangle 3 x 1 K: 3 K², cost 1.8 -> 2; 35 + 3 + 2 - 10 = 30',
    request: { type: 'weapon', name: 'Flamer', energy: 2, damage: 6, range: 5, area: { shape: 'rectangle', length: 3, width: 1 } },
    arithmetic: 'Damage 6 -> 35. Range 6 x 5 x 0.1 = 3. Area base x height 3 x 1 = 3 K² (the document example); cost 6 x 3 x 0.1 = 1.8 -> 2. Energy 2 -> 10. 30.',
    expect: {
      status: 200,
      total: 30,
      lines: [
        { item: 'energy', points: -10 },
        { item: 'damage', points: 35 },
        { item: 'range', points: 3 },
        { item: 'area', points: 2 },
      ],
      derived: { area: 3 },
    },
  },
  {
    id: 'cost-weapon-triangle',
    title: 'Shotgun cone E2 D4 range 4, triangle 3 x 1 K: 1.5 -> 2 K²; range 1.6 -> 2, area 0.8 -> 1; 20 + 2 + 1 - 10 = 13',
    request: { type: 'weapon', name: 'Shotgun', energy: 2, damage: 4, range: 4, area: { shape: 'triangle', length: 3, width: 1 } },
    arithmetic:
      'Triangle base x height / 2 = 1.5 -> 2 K² (the document example). Range 4 x 4 x 0.1 = 1.6 -> 2. Area cost 4 x 2 x 0.1 = 0.8 -> 1. ' +
      'Damage 4 -> 20, Energy 2 -> 10: 20 + 2 + 1 - 10 = 13.',
    expect: {
      status: 200,
      total: 13,
      lines: [
        { item: 'energy', points: -10 },
        { item: 'damage', points: 20 },
        { item: 'range', points: 2 },
        { item: 'area', points: 1 },
      ],
      derived: { area: 2 },
    },
  },
  {
    id: 'cost-weapon-composite-area',
    title: 'Plasma cannon E5 D10 range 10, circle 2 K + triangle 3 x 1 K: 3.14 + 1.5 = 4.64 -> 5 K²; 75 + 10 + 5 - 25 = 65',
    request: {
      type: 'weapon',
      name: 'Plasma cannon',
      energy: 5,
      damage: 10,
      range: 10,
      area: {
        shape: 'composite',
        parts: [
          { shape: 'circle', diameter: 2 },
          { shape: 'triangle', length: 3, width: 1, offset: { along: 2.5, across: 0 } },
        ],
      },
    },
    arithmetic:
      'ruling: wartime/rounding: a composite area is one formula: parts added exactly, rounded once: 3.1416 + 1.5 = 4.6416 -> 5 K² (rounding each ' +
      'part first would give 4 + 2 = 6). Area cost 10 x 5 x 0.1 = 5. Damage 10 -> 75; range 10 x 10 x 0.1 = 10; Energy 5 -> 25. ' +
      '75 + 10 + 5 - 25 = 65.',
    expect: {
      status: 200,
      total: 65,
      lines: [
        { item: 'energy', points: -25 },
        { item: 'damage', points: 75 },
        { item: 'range', points: 10 },
        { item: 'area', points: 5 },
      ],
      derived: { area: 5 },
    },
  },
  {
    id: 'cost-weapon-maximum-range',
    title: 'Railgun E4 D10 at the longest range, 50 K: 75 + 50 - 20 = 105',
    request: { type: 'weapon', name: 'Railgun', energy: 4, damage: 10, range: 50 },
    arithmetic: 'Range at most 5 x 10 = 50: allowed. 10 x 50 x 0.1 = 50. Damage 10 -> 75; Energy 4 -> 20. 105.',
    expect: {
      status: 200,
      total: 105,
      lines: [
        { item: 'energy', points: -20 },
        { item: 'damage', points: 75 },
        { item: 'range', points: 50 },
      ],
    },
  },
  {
    id: 'cost-weapon-bonus-and-malus',
    title: 'Sniper rifle E3 D6 range 30 + Scope 5 - Slow reload 4: 35 + 18 + 5 - 15 - 4 = 39',
    request: {
      type: 'weapon',
      name: 'Sniper rifle',
      energy: 3,
      damage: 6,
      range: 30,
      bonuses: [
        { name: 'Scope', cost: 5 },
        { name: 'Slow reload', cost: -4 },
      ],
    },
    arithmetic: 'Damage 6 -> 35; range 6 x 30 x 0.1 = 18 (30 <= 5 x 6); bonus 5; Energy 3 -> 15; malus 4: 39.',
    expect: {
      status: 200,
      total: 39,
      lines: [
        { item: 'energy', points: -15 },
        { item: 'damage', points: 35 },
        { item: 'range', points: 18 },
        { item: 'bonus:Scope', points: 5 },
        { item: 'bonus:Slow reload', points: -4 },
      ],
    },
  },
  {
    id: 'cost-weapon-range-over-limit-refused',
    title: 'A sling D2 with range 12 K: over 5 x 2 = 10, 422 at range',
    request: { type: 'weapon', name: 'Sling', energy: 1, damage: 2, range: 12 },
    arithmetic: 'Range may be at most 5 x Damage: 12 > 10: 422.',
    expect: { status: 422, errorPath: 'range' },
  },
  {
    id: 'cost-weapon-damage-over-10-refused',
    title: 'Damage 11: the highest Damage is 10, 422 at damage',
    request: { type: 'weapon', name: 'Nuke', energy: 10, damage: 11, range: 0 },
    arithmetic: 'No weapon does more than 10 Damage: 422.',
    expect: { status: 422, errorPath: 'damage' },
  },

  // ------------------------------------------------------------------------------------------
  // Protection
  // ------------------------------------------------------------------------------------------
  {
    id: 'cost-protection-vest',
    title: 'Vest E2 protection 3: 15 - 10 = 5',
    request: { type: 'protection', name: 'Vest', energy: 2, protection: 3 },
    arithmetic: 'Protection 3 -> 15; Energy 2 -> 10: 5.',
    expect: {
      status: 200,
      total: 5,
      lines: [
        { item: 'energy', points: -10 },
        { item: 'protection', points: 15 },
      ],
    },
  },
  {
    id: 'cost-protection-plate',
    title: 'Plate E3 protection 5: 25 - 15 = 10',
    request: { type: 'protection', name: 'Plate', energy: 3, protection: 5 },
    arithmetic: 'Protection 5 -> 25; Energy 3 -> 15: 10.',
    expect: {
      status: 200,
      total: 10,
      lines: [
        { item: 'energy', points: -15 },
        { item: 'protection', points: 25 },
      ],
    },
  },
  {
    id: 'cost-protection-minimum-1',
    title: 'Siege armour E5 protection 2: 10 - 25 = -15, raised to 1',
    request: { type: 'protection', name: 'Siege armour', energy: 5, protection: 2 },
    arithmetic: 'Protection 2 -> 10; Energy 5 -> 25: -15 < 1: 1.',
    expect: {
      status: 200,
      total: 1,
      lines: [
        { item: 'energy', points: -25 },
        { item: 'protection', points: 10 },
        { item: 'minimum', points: 16 },
      ],
    },
  },
  {
    id: 'cost-protection-with-bonus',
    title: 'Ghillie suit E1 protection 4 + Camouflage 3: 20 + 3 - 5 = 18',
    request: { type: 'protection', name: 'Ghillie suit', energy: 1, protection: 4, bonuses: [{ name: 'Camouflage', cost: 3 }] },
    arithmetic: 'Protection 4 -> 20; bonus 3; Energy 1 -> 5: 18.',
    expect: {
      status: 200,
      total: 18,
      lines: [
        { item: 'energy', points: -5 },
        { item: 'protection', points: 20 },
        { item: 'bonus:Camouflage', points: 3 },
      ],
    },
  },

  // ------------------------------------------------------------------------------------------
  // Transport
  // ------------------------------------------------------------------------------------------
  {
    id: 'cost-transport-motorbike-one-defense',
    title: 'Motorbike E1, length 2.4 cm (Movement 2), one Defense 4: 20 - 5 = 15',
    request: { type: 'transport', name: 'Motorbike', energy: 1, length: 2.4, defense: 4 },
    arithmetic: 'A bike may have a single Defense: 4 -> 20. No capacity, no equipment. Energy 1 -> 5: 15. Movement: 2.4 rounds half up to 2.',
    expect: {
      status: 200,
      total: 15,
      lines: [
        { item: 'energy', points: -5 },
        { item: 'defense', points: 20 },
      ],
      derived: { movement: 2 },
    },
  },
  {
    id: 'cost-transport-tank-four-facings',
    title: 'Tank E3, length 7.6 (Movement 8), facings 8/5/5/3, capacity 12, cannon: 120 + 67 + 3 - 15 = 175',
    request: {
      type: 'transport',
      name: 'Tank',
      energy: 3,
      length: 7.6,
      defense: { front: 8, left: 5, right: 5, rear: 3 },
      capacity: 12,
      weapons: [{ profile: { name: 'Cannon', energy: 4, damage: 8, range: 40 } }],
    },
    arithmetic:
      'Each facing paid separately: front 8 -> 55, left 5 -> 25, right 5 -> 25, rear 3 -> 15 = 120. Cannon: Damage 8 -> 55 + range ' +
      '8 x 40 x 0.1 = 32 - Energy 4 -> 20 = 67. Capacity 12 levels at 1 point per 5: 2.4 -> 3. Energy 3 -> 15. 120 + 67 + 3 - 15 = ' +
      '175. Movement: 7.6 -> 8.',
    expect: {
      status: 200,
      total: 175,
      lines: [
        { item: 'energy', points: -15 },
        { item: 'defense:front', points: 55 },
        { item: 'defense:left', points: 25 },
        { item: 'defense:right', points: 25 },
        { item: 'defense:rear', points: 15 },
        { item: 'capacity', points: 3 },
        { item: 'weapon:Cannon', points: 67 },
      ],
      derived: { movement: 8 },
    },
  },
  {
    id: 'cost-transport-minimum-1',
    title: 'A mule E10, Defense 1: 5 - 75 = -70, raised to 1',
    request: { type: 'transport', name: 'Mule', energy: 10, length: 3, defense: 1 },
    arithmetic: 'Defense 1 -> 5; Energy 10 -> 75: -70 < 1: 1. Movement 3.',
    expect: {
      status: 200,
      total: 1,
      lines: [
        { item: 'energy', points: -75 },
        { item: 'defense', points: 5 },
        { item: 'minimum', points: 71 },
      ],
      derived: { movement: 3 },
    },
  },
  {
    id: 'cost-transport-defense-over-10-refused',
    title: 'A facing with Defense 11: transports have at most 10, 422 at defense.front',
    request: { type: 'transport', name: 'Fortress', energy: 5, length: 12, defense: { front: 11, left: 8, right: 8, rear: 6 } },
    arithmetic: 'Defense up to 10 levels: 422.',
    expect: { status: 422, errorPath: 'defense.front' },
  },

  // ------------------------------------------------------------------------------------------
  // Object
  // ------------------------------------------------------------------------------------------
  {
    id: 'cost-object-medkit-bonus',
    title: 'Medkit E2 with a Heal bonus of 12: 12 - 10 = 2',
    request: { type: 'object', name: 'Medkit', energy: 2, bonuses: [{ name: 'Heal', cost: 12 }] },
    arithmetic: 'No area, no capacity; bonus 12; Energy 2 -> 10: 2.',
    expect: {
      status: 200,
      total: 2,
      lines: [
        { item: 'energy', points: -10 },
        { item: 'bonus:Heal', points: 12 },
      ],
    },
  },
  {
    id: 'cost-object-smoke-area',
    title: 'Smoke grenade E1, circle 4 K: 12.57 -> 13 K², 1 point per K²: 13 - 5 = 8',
    request: { type: 'object', name: 'Smoke grenade', energy: 1, area: { shape: 'circle', diameter: 4 } },
    arithmetic: 'pi x 2^2 = 12.566 K² -> 13 (rounded up). An object area costs its K²: 13. Energy 1 -> 5: 8.',
    expect: {
      status: 200,
      total: 8,
      lines: [
        { item: 'energy', points: -5 },
        { item: 'area', points: 13 },
      ],
      derived: { area: 13 },
    },
  },
  {
    id: 'cost-object-backpack-minimum',
    title: 'Backpack E1, capacity 10: 2 - 5 = -3, raised to 1',
    request: { type: 'object', name: 'Backpack', energy: 1, capacity: 10 },
    arithmetic: 'Capacity 10 levels / 5 = 2 points; Energy 1 -> 5: -3 < 1: 1.',
    expect: {
      status: 200,
      total: 1,
      lines: [
        { item: 'energy', points: -5 },
        { item: 'capacity', points: 2 },
        { item: 'minimum', points: 4 },
      ],
    },
  },

  // ------------------------------------------------------------------------------------------
  // Zone
  // ------------------------------------------------------------------------------------------
  {
    id: 'cost-zone-forest-not-bought',
    title: 'A global forest (Difficulty 3, Defense 2), not bought: no cost, it cannot be recruited',
    request: { type: 'zone', name: 'Forest', difficulty: 3, defense: 2, global: true },
    arithmetic:
      'The document gives zones no cost table (its BONUS Y COSTE section is empty). Without `purchase` the zone is scenery: ' +
      'ruling: wartime/zone-cost: total null (not priced), no lines.',
    expect: { status: 200, total: null },
  },
  {
    id: 'cost-zone-bunker-bought',
    title: 'A bunker bought like a transport without Movement: Defense 6 (35) + capacity 10 (2) + MG (18) - Energy 2 (10) = 45',
    request: {
      type: 'zone',
      name: 'Bunker',
      difficulty: 3,
      defense: 6,
      purchase: { energy: 2, capacity: 10, weapons: [{ profile: { name: 'Machine gun', energy: 2, damage: 4, range: 20 } }] },
    },
    arithmetic:
      'ruling: wartime/zone-cost: priced like a transport without Movement. Defense 6 -> 35. Capacity 10 / 5 = 2. Machine gun: Damage 4 -> ' +
      '20 + range 4 x 20 x 0.1 = 8 - Energy 2 -> 10 = 18. Energy 2 -> 10. 35 + 2 + 18 - 10 = 45.',
    expect: {
      status: 200,
      total: 45,
      lines: [
        { item: 'energy', points: -10 },
        { item: 'defense', points: 35 },
        { item: 'capacity', points: 2 },
        { item: 'weapon:Machine gun', points: 18 },
      ],
    },
  },
  {
    id: 'cost-zone-elements-each-paid',
    title: 'A farmhouse bought with a wall (Defense 4) and a roof (Defense 2): each element paid like a facing, 20 + 10 - 5 = 25',
    request: {
      type: 'zone',
      name: 'Farmhouse',
      defense: [
        { element: 'wall', defense: 4 },
        { element: 'roof', defense: 2 },
      ],
      purchase: { energy: 1 },
    },
    arithmetic:
      'ruling: wartime/zone-cost: with the transport pricing, a Defense per element is paid per element as facings are: wall 4 -> 20, roof 2 -> 10. ' +
      'Energy 1 -> 5. 25.',
    expect: {
      status: 200,
      total: 25,
      lines: [
        { item: 'energy', points: -5 },
        { item: 'defense:wall', points: 20 },
        { item: 'defense:roof', points: 10 },
      ],
    },
  },

  // ------------------------------------------------------------------------------------------
  // Character
  // ------------------------------------------------------------------------------------------
  {
    id: 'cost-character-rifleman',
    title: 'Rifleman: body 20 + Rifle 25 + Vest 5 = 50; Movement 3, Defense 3, Level 24, Energy 10',
    request: {
      type: 'character',
      name: 'Rifleman',
      body: { profile: { con: 4, agi: 6, int: 4, rea: 5, vol: 5 } },
      weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }],
      protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }],
      baseDiameter: 2.5,
    },
    arithmetic:
      'Body: 3 + 6 + 3 + 4 + 4 = 20. Rifle 25 (25 + 10 - 10). Vest 5 (15 - 10). No Fortune. 50. Movement: 2.5 rounds half up to 3. ' +
      'Defense 3 <= CON 4: no malus. Level 24, Energy 10.',
    expect: {
      status: 200,
      total: 50,
      lines: [
        { item: 'body', points: 20 },
        { item: 'weapon:Rifle', points: 25 },
        { item: 'protection:Vest', points: 5 },
      ],
      derived: { movement: 3, defense: 3, defenseAboveCon: 0, level: 24, energy: 10, vitality: 4 },
    },
  },
  {
    id: 'cost-character-full-kit',
    title: 'Sergeant with a motorbike, two weapons, two protections, a medkit, Fortune 2, a bonus and a malus: 109',
    request: {
      type: 'character',
      name: 'Sergeant',
      body: { profile: { con: 5, agi: 6, int: 5, rea: 6, vol: 6 } },
      transport: { profile: { name: 'Motorbike', energy: 1, length: 2.4, defense: 4 } },
      weapons: [{ profile: { name: 'Rifle', energy: 2, damage: 5, range: 20 } }, { profile: { name: 'Sword', energy: 1, damage: 3, range: 0 } }],
      protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Helmet', energy: 1, protection: 2 } }],
      objects: [{ profile: { name: 'Medkit', energy: 2, bonuses: [{ name: 'Heal', cost: 12 }] } }],
      baseDiameter: 3.2,
      fortune: 2,
      bonuses: [
        { name: 'Leader', cost: 8 },
        { name: 'Short-sighted', cost: -2 },
      ],
    },
    arithmetic:
      'Body 4 + 6 + 4 + 6 + 6 = 26. Motorbike 15. Rifle 25, Sword 10. Vest 5, Helmet 10 - 5 = 5. Medkit 2. Fortune 2 -> 15. ' +
      'Bonus 8, malus -2. 26 + 15 + 25 + 10 + 5 + 5 + 2 + 15 + 8 - 2 = 109. Movement 3.2 -> 3. Defense 3 + 2 = 5 = CON 5: no ' +
      'malus. Level 28, Energy 10.',
    expect: {
      status: 200,
      total: 109,
      lines: [
        { item: 'body', points: 26 },
        { item: 'transport:Motorbike', points: 15 },
        { item: 'weapon:Rifle', points: 25 },
        { item: 'weapon:Sword', points: 10 },
        { item: 'protection:Vest', points: 5 },
        { item: 'protection:Helmet', points: 5 },
        { item: 'object:Medkit', points: 2 },
        { item: 'fortune', points: 15 },
        { item: 'bonus:Leader', points: 8 },
        { item: 'bonus:Short-sighted', points: -2 },
      ],
      derived: { movement: 3, defense: 5, defenseAboveCon: 0, level: 28, energy: 10, vitality: 5 },
    },
  },
  {
    id: 'cost-character-defense-over-constitution',
    title: 'Armoured weakling: Defense 8 over CON 3 gives -5 to attribute checks; base 2.49 cm is Movement 2; cost 15 + 5 + 10 = 30',
    request: {
      type: 'character',
      name: 'Tin can',
      body: { profile: { con: 3, agi: 5, int: 4, rea: 4, vol: 4 } },
      protections: [{ profile: { name: 'Vest', energy: 2, protection: 3 } }, { profile: { name: 'Plate', energy: 3, protection: 5 } }],
      baseDiameter: 2.49,
    },
    arithmetic:
      'Body 2 + 4 + 3 + 3 + 3 = 15; Vest 5; Plate 10: 30. Defense 3 + 5 = 8; CON 3: five levels above, CH ATR -5. Movement: ' +
      'decimals up to .49 round down: 2. Level 20, Energy 9.',
    expect: {
      status: 200,
      total: 30,
      lines: [
        { item: 'body', points: 15 },
        { item: 'protection:Vest', points: 5 },
        { item: 'protection:Plate', points: 10 },
      ],
      derived: { movement: 2, defense: 8, defenseAboveCon: 5, level: 20, energy: 9, vitality: 3 },
    },
  },
  {
    id: 'cost-character-fortune-10',
    title: 'A lucky civilian: body 15 + Fortune 10 (55) = 70',
    request: { type: 'character', name: 'Lucky', body: { profile: { con: 4, agi: 4, int: 4, rea: 4, vol: 4 } }, baseDiameter: 2.5, fortune: 10 },
    arithmetic: 'Body 15; Fortune 10 -> 55: 70. Defense 0.',
    expect: {
      status: 200,
      total: 70,
      lines: [
        { item: 'body', points: 15 },
        { item: 'fortune', points: 55 },
      ],
      derived: { movement: 3, defense: 0, defenseAboveCon: 0, level: 20 },
    },
  },
  {
    id: 'cost-character-fortune-11-refused',
    title: 'Fortune 11: the table stops at 10, 422 at fortune',
    request: { type: 'character', name: 'Too lucky', body: { profile: { con: 4, agi: 4, int: 4, rea: 4, vol: 4 } }, baseDiameter: 2.5, fortune: 11 },
    arithmetic: 'Fortune 1..10: 422.',
    expect: { status: 422, errorPath: 'fortune' },
  },
  {
    id: 'cost-character-without-base-refused',
    title: 'A character without a base diameter cannot be priced (its Movement is unknown): 422 at baseDiameter',
    request: { type: 'character', name: 'Floating', body: { profile: { con: 4, agi: 4, int: 4, rea: 4, vol: 4 } } },
    arithmetic: 'archetypes.ts: the base diameter is required to store or price a character: 422.',
    expect: { status: 422, errorPath: 'baseDiameter' },
  },
];

// ---------------------------------------------------------------------------------------------
// Play lists (Warbook validation)
// ---------------------------------------------------------------------------------------------

/*
 * Play lists in the engine's shapes (src/engine/wartime/warbooks.ts): a `Warbook` is its archetypes
 * (`id`, `name` unique across every type, `profile`); a `PlayList` is a point limit, an optional
 * maximum level and named squads of character archetypes (`archetype` id, `count`). A violation is
 * compared by its `code` and `path` (the message is words). The warbook itself is validated on its
 * own (`validateWarbook`: what storing it would refuse), the play list against it (`validatePlayList`).
 */

/** An expected violation: the engine's code and the path it names. */
export interface ExpectedViolation {
  code: ViolationCode;
  path: string;
}

export interface PlayListCase {
  id: string;
  title: string;
  /** The warbook the play list is drawn from (WARBOOK unless the case needs others). */
  warbook: Warbook;
  playList: PlayList;
  arithmetic: string;
  expect: {
    /** The play list has no violation. */
    valid: boolean;
    /** Sum of the recruited characters' costs (each model counted). */
    total: number;
    /** Every violation of the play list, none left out (order not significant). */
    violations: ExpectedViolation[];
    /** Every violation of the warbook itself (none unless given). */
    warbookViolations?: ExpectedViolation[];
  };
}

/**
 * The warbook used below. Costs (see WARTIME_COST_CASES for the arithmetic):
 *   rifleman  50 (Level 24)   sergeant 109 (Level 28)   recruit 20 (Level 15)
 */
export const WARBOOK: Warbook = {
  archetypes: [
  { id: 'rifleman-body', name: 'Rifleman body', profile: { type: 'body', name: 'Rifleman body', con: 4, agi: 6, int: 4, rea: 5, vol: 5 } },
  { id: 'rifle', name: 'Rifle', profile: { type: 'weapon', name: 'Rifle', energy: 2, damage: 5, range: 20 } },
  { id: 'sword', name: 'Sword', profile: { type: 'weapon', name: 'Sword', energy: 1, damage: 3, range: 0 } },
  { id: 'vest', name: 'Vest', profile: { type: 'protection', name: 'Vest', energy: 2, protection: 3 } },
  { id: 'helmet', name: 'Helmet', profile: { type: 'protection', name: 'Helmet', energy: 1, protection: 2 } },
  { id: 'motorbike', name: 'Motorbike', profile: { type: 'transport', name: 'Motorbike', energy: 1, length: 2.4, defense: 4 } },
  { id: 'medkit', name: 'Medkit', profile: { type: 'object', name: 'Medkit', energy: 2, bonuses: [{ name: 'Heal', cost: 12 }] } },
  { id: 'rifleman', name: 'Rifleman', profile: { type: 'character', name: 'Rifleman', body: 'rifleman-body', weapons: ['rifle'], protections: ['vest'], baseDiameter: 2.5 } },
  {
    id: 'sergeant',
    name: 'Sergeant',
    profile: {
      type: 'character',
      name: 'Sergeant',
      body: { profile: { con: 5, agi: 6, int: 5, rea: 6, vol: 6 } },
      transport: 'motorbike',
      weapons: ['rifle', 'sword'],
      protections: ['vest', 'helmet'],
      objects: ['medkit'],
      baseDiameter: 3.2,
      fortune: 2,
      bonuses: [
        { name: 'Leader', cost: 8 },
        { name: 'Short-sighted', cost: -2 },
      ],
    },
  },
  { id: 'recruit', name: 'Recruit', profile: { type: 'character', name: 'Recruit', body: { profile: { con: 3, agi: 3, int: 3, rea: 3, vol: 3 } }, weapons: ['sword'], baseDiameter: 2.5 } },
  ],
};

export const WARTIME_PLAY_LIST_CASES: PlayListCase[] = [
  {
    id: 'play-list-valid',
    title: 'Two riflemen and a sergeant in squad Alpha: 209 points under a 250 limit',
    warbook: WARBOOK,
    playList: { pointLimit: 250, squads: [{ name: 'Alpha', characters: [{ archetype: 'rifleman', count: 2 }, { archetype: 'sergeant' }] }] },
    arithmetic: 'Cost = sum of each recruited character: 2 x 50 + 109 = 209 <= 250.',
    expect: { valid: true, total: 209, violations: [] },
  },
  {
    id: 'play-list-exactly-at-limit',
    title: 'The same list with a limit of 209: spending every point is allowed',
    warbook: WARBOOK,
    playList: { pointLimit: 209, squads: [{ name: 'Alpha', characters: [{ archetype: 'rifleman', count: 2 }, { archetype: 'sergeant' }] }] },
    arithmetic: 'The limit must never be exceeded; 209 = 209 does not exceed it.',
    expect: { valid: true, total: 209, violations: [] },
  },
  {
    id: 'play-list-over-limit',
    title: 'A limit of 208: one point over',
    warbook: WARBOOK,
    playList: { pointLimit: 208, squads: [{ name: 'Alpha', characters: [{ archetype: 'rifleman', count: 2 }, { archetype: 'sergeant' }] }] },
    arithmetic: '209 > 208: point-limit.',
    expect: { valid: false, total: 209, violations: [{ code: 'over-points', path: 'pointLimit' }] },
  },
  {
    id: 'play-list-unspent-points',
    title: 'Three recruits (60) under a limit of 500: points need not all be spent',
    warbook: WARBOOK,
    playList: { pointLimit: 500, squads: [{ name: 'Rabble', characters: [{ archetype: 'recruit', count: 3 }] }] },
    arithmetic: 'Recruit: body 5 x 2 = 10 + Sword 10 = 20; 3 x 20 = 60 <= 500.',
    expect: { valid: true, total: 60, violations: [] },
  },
  {
    id: 'play-list-max-level-exceeded',
    title: 'Maximum level 25: the sergeant (Level 28) is over it, the riflemen (24) are not',
    warbook: WARBOOK,
    playList: { pointLimit: 250, maxLevel: 25, squads: [{ name: 'Alpha', characters: [{ archetype: 'rifleman', count: 2 }, { archetype: 'sergeant' }] }] },
    arithmetic: 'Sergeant Level 5 + 6 + 5 + 6 + 6 = 28 > 25; Rifleman 4 + 6 + 4 + 5 + 5 = 24 <= 25.',
    expect: { valid: false, total: 209, violations: [{ code: 'over-level', path: 'squads[0].characters[1].archetype' }] },
  },
  {
    id: 'play-list-max-level-equal',
    title: 'Maximum level 28: the sergeant at 28 may be chosen',
    warbook: WARBOOK,
    playList: { pointLimit: 250, maxLevel: 28, squads: [{ name: 'Alpha', characters: [{ archetype: 'rifleman', count: 2 }, { archetype: 'sergeant' }] }] },
    arithmetic: 'A limit of level 28 allows characters of level 28 or less.',
    expect: { valid: true, total: 209, violations: [] },
  },
  {
    id: 'play-list-duplicate-squad-name',
    title: 'Two squads both named Alpha',
    warbook: WARBOOK,
    playList: {
      pointLimit: 250,
      squads: [
        { name: 'Alpha', characters: [{ archetype: 'rifleman' }] },
        { name: 'Alpha', characters: [{ archetype: 'recruit' }] },
      ],
    },
    arithmetic: 'Squads have a unique name: the second Alpha is a violation. Total 50 + 20 = 70.',
    expect: { valid: false, total: 70, violations: [{ code: 'duplicate-squad', path: 'squads[1].name' }] },
  },
  {
    id: 'play-list-only-characters',
    title: 'Recruiting the Rifle (a weapon archetype) on its own is not allowed',
    warbook: WARBOOK,
    playList: { pointLimit: 250, squads: [{ name: 'Alpha', characters: [{ archetype: 'rifleman' }, { archetype: 'rifle' }] }] },
    arithmetic: 'Only character archetypes are recruited; the Rifle counts nothing toward the total: 50.',
    expect: { valid: false, total: 50, violations: [{ code: 'not-a-character', path: 'squads[0].characters[1].archetype' }] },
  },
  {
    id: 'play-list-unknown-archetype',
    title: 'A member naming no archetype of the warbook',
    warbook: WARBOOK,
    playList: { pointLimit: 250, squads: [{ name: 'Alpha', characters: [{ archetype: 'rifleman' }, { archetype: 'ninja' }] }] },
    arithmetic: 'ninja is not in the warbook: unknown-archetype. Total 50.',
    expect: { valid: false, total: 50, violations: [{ code: 'unknown-archetype', path: 'squads[0].characters[1].archetype' }] },
  },
  {
    id: 'play-list-empty-squad',
    title: 'A squad with no members',
    warbook: WARBOOK,
    playList: {
      pointLimit: 250,
      squads: [
        { name: 'Alpha', characters: [{ archetype: 'rifleman' }] },
        { name: 'Ghosts', characters: [] },
      ],
    },
    arithmetic: 'A squad is one or more models: Ghosts is a violation. Total 50.',
    expect: { valid: false, total: 50, violations: [{ code: 'empty-squad', path: 'squads[1].characters' }] },
  },
  {
    id: 'play-list-every-violation-listed',
    title: 'Over the limit, over the level, a duplicate squad name and a weapon recruited: all four listed',
    warbook: WARBOOK,
    playList: {
      pointLimit: 150,
      maxLevel: 25,
      squads: [
        { name: 'Alpha', characters: [{ archetype: 'sergeant' }, { archetype: 'rifleman' }] },
        { name: 'Alpha', characters: [{ archetype: 'sword' }] },
      ],
    },
    arithmetic: 'Total 109 + 50 = 159 > 150 (the sword adds nothing); sergeant 28 > 25; second Alpha; sword is a weapon. Four violations, none hidden by another.',
    expect: {
      valid: false,
      total: 159,
      violations: [
        { code: 'over-points', path: 'pointLimit' },
        { code: 'over-level', path: 'squads[0].characters[0].archetype' },
        { code: 'duplicate-squad', path: 'squads[1].name' },
        { code: 'not-a-character', path: 'squads[1].characters[0].archetype' },
      ],
    },
  },
  {
    id: 'warbook-duplicate-name-across-types',
    title: 'A warbook with a weapon and a character both named Sergeant: names are unique across every type',
    warbook: { archetypes: [...WARBOOK.archetypes, { id: 'sergeant-gun', name: 'Sergeant', profile: { type: 'weapon', name: 'Sergeant', energy: 1, damage: 3, range: 10 } }] },
    playList: { pointLimit: 250, squads: [{ name: 'Alpha', characters: [{ archetype: 'sergeant' }] }] },
    arithmetic:
      'No two archetypes of a warbook may share a name, whatever their type: the weapon Sergeant clashes with the character ' +
      'Sergeant: the warbook is refused at the second entry (archetypes[10].name: storing it is refused). The play list itself ' +
      'only recruits the character sergeant, 109 <= 250: valid against the book (ruling: wartime/warbook-names).',
    expect: { valid: true, total: 109, violations: [], warbookViolations: [{ code: 'duplicate-name', path: 'archetypes[10].name' }] },
  },
];
