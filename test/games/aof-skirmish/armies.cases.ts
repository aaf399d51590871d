import type { ArmyList, ArmyListUnit, ViolationCode } from '../../../src/engine/aof-skirmish/armies';
import type { UnitProfileInput } from '../../../src/engine/aof-skirmish/requests';

/**
 * Age of Fantasy: Skirmish army lists, validated by hand against the document's "Los ejércitos"
 * and "Org. de fuerza (opcional)" paragraphs, the command group ("Grupos de mando") and Hero joining
 * ("Hero (Héroe)"). Each case is a body for `POST /v1/aof-skirmish/armies/validate` and the answer.
 *
 * The body is the engine's army list (`ArmyList` in src/engine/aof-skirmish/armies.ts): `size`,
 * `forceOrganisation` (default true), and `units`, each a catalog `unit` or an inline `profile`
 * with its `points`, an `id` that a joined Hero's `joinTo` names, and the `command` upgrades it
 * carries. Violations are compared as a sorted list of the engine's codes (`ViolationCode`).
 *
 * Limits at an agreed size S (every limit from S, the agreed size; ruling aof-skirmish/force-org):
 *   heroes       <= floor(S / 125)             ("1 héroe por cada 125pts")          too-many-heroes
 *   copies       <= 1 + floor(S / 125)          per unit (same catalog id, or inline: same name)   too-many-copies
 *   unit points  <= 0.35 x S                    ("ninguna unidad puede valer más del 35 %")   unit-over-35
 *   units        <= floor(S / 25)               ("1 unidad por cada 25pts")           too-many-units
 *   models       <= floor(S / 20)               ("1 modelo por 20pts completos")      too-many-models
 *   at most one Sergeant, one Musician, one Standard per army, always applied
 *     (ruling aof-skirmish/command-group)                                             command-twice (one per upgrade)
 *   a Hero may join only with Tough(6) (hero-join-not-tough-6), only a multi-model unit with no other
 *     Hero (hero-join-target), one Hero per unit (hero-join-two) (ruling aof-skirmish/hero-joining)
 *   the army's points <= S (fewer is allowed)                                          over-size
 *
 *   S = 100: heroes 0, copies 1, 35 pts, 4 units, 5 models
 *   S = 120: heroes 0, copies 1, 42 pts, 4 units, 6 models
 *   S = 125: heroes 1, copies 2, 43.75 pts, 5 units, 6 models
 *   S = 150: heroes 1, copies 2, 52.5 pts, 6 units, 7 models
 *   S = 200: heroes 1, copies 2, 70 pts, 8 units, 10 models
 *   S = 250: heroes 2, copies 3, 87.5 pts, 10 units, 12 models
 */

export interface ArmyCase {
  id: string;
  title: string;
  request: ArmyList;
  arithmetic: string;
  expect: {
    status: 200 | 422;
    valid?: boolean;
    /** The army's total points. */
    points?: number;
    /** Violation codes as a sorted multiset, one per offence (the order of the answer is not asserted). */
    violations?: ViolationCode[];
    errorPath?: string;
  };
}

const SPEARMEN: UnitProfileInput = { name: 'Spearmen', quality: 4, defense: 4, models: 3, equipment: [{ name: 'Spear', range: 0, attacks: 1 }] };
const ARCHERS: UnitProfileInput = { name: 'Archers', quality: 4, defense: 5, models: 2, equipment: [{ name: 'Bow', range: 24, attacks: 1 }] };
const CAPTAIN: UnitProfileInput = {
  name: 'Captain',
  quality: 3,
  defense: 3,
  models: 1,
  rules: [{ id: 'hero' }, { id: 'tough', rating: 6 }],
  equipment: [{ name: 'Sword', range: 0, attacks: 3 }],
};
const MARSHAL: UnitProfileInput = {
  name: 'Marshal',
  quality: 3,
  defense: 3,
  models: 1,
  rules: [{ id: 'hero' }, { id: 'tough', rating: 6 }],
  equipment: [{ name: 'Mace', range: 0, attacks: 3 }],
};
const SHAMAN: UnitProfileInput = {
  name: 'Shaman',
  quality: 4,
  defense: 5,
  models: 1,
  rules: [{ id: 'hero' }, { id: 'tough', rating: 3 }, { id: 'caster', rating: 2 }],
  equipment: [{ name: 'Staff', range: 0, attacks: 1 }],
};
const OGRE: UnitProfileInput = { name: 'Ogre', quality: 3, defense: 4, models: 1, rules: [{ id: 'tough', rating: 3 }], equipment: [{ name: 'Club', range: 0, attacks: 3 }] };
const WOLF_RIDER: UnitProfileInput = { name: 'Wolf rider', quality: 4, defense: 4, models: 1, rules: [{ id: 'fast' }], equipment: [{ name: 'Spear', range: 0, attacks: 2 }] };
const SCOUT: UnitProfileInput = { name: 'Scout', quality: 4, defense: 5, models: 1, rules: [{ id: 'scout' }], equipment: [{ name: 'Sling', range: 12, attacks: 1 }] };
const GOBLINS: UnitProfileInput = { name: 'Goblins', quality: 5, defense: 6, models: 6, equipment: [{ name: 'Knife', range: 0, attacks: 1 }] };
const single = (name: string): UnitProfileInput => ({ name, quality: 4, defense: 5, models: 1, equipment: [{ name: 'Knife', range: 0, attacks: 1 }] });

// Points: Spearmen 45, Archers 40, Captain 40, Marshal 45, Shaman 35, Ogre 55, Wolf rider 30, Scout 20, Goblins 30.
const spearmen = (extra: Partial<ArmyListUnit> = {}): ArmyListUnit => ({ profile: SPEARMEN, points: 45, ...extra });
const archers = (extra: Partial<ArmyListUnit> = {}): ArmyListUnit => ({ profile: ARCHERS, points: 40, ...extra });
const captain = (extra: Partial<ArmyListUnit> = {}): ArmyListUnit => ({ profile: CAPTAIN, points: 40, ...extra });
const marshal = (extra: Partial<ArmyListUnit> = {}): ArmyListUnit => ({ profile: MARSHAL, points: 45, ...extra });
const shaman = (extra: Partial<ArmyListUnit> = {}): ArmyListUnit => ({ profile: SHAMAN, points: 35, ...extra });
const ogre: ArmyListUnit = { profile: OGRE, points: 55 };
const wolfRider: ArmyListUnit = { profile: WOLF_RIDER, points: 30 };
const scout: ArmyListUnit = { profile: SCOUT, points: 20 };
const goblins: ArmyListUnit = { profile: GOBLINS, points: 30 };

const MANY_FAULTS: ArmyListUnit[] = [scout, scout, scout, captain(), shaman(), ogre];

export const AOF_SKIRMISH_ARMY_CASES: ArmyCase[] = [
  {
    id: 'army-valid-150',
    title: 'A 135 pts list at 150 pts: every limit met',
    request: { size: 150, units: [spearmen(), archers(), wolfRider, scout] },
    arithmetic:
      '45 + 40 + 30 + 20 = 135 <= 150. No hero. Copies: 1 each <= 2. Largest unit 45 <= 0.35 x 150 = 52.5. Units 4 <= floor(150/25) = 6. ' +
      'Models 3 + 2 + 1 + 1 = 7 <= floor(150/20) = 7.',
    expect: { status: 200, valid: true, points: 135, violations: [] },
  },
  {
    id: 'army-under-size-allowed',
    title: 'The same 135 pts at 250 pts: fewer points than agreed is allowed',
    request: { size: 250, units: [spearmen(), archers(), wolfRider, scout] },
    arithmetic: 'ruling: aof-skirmish/force-org: the agreed size is a ceiling ("ejércitos de puntos iguales" cannot always be met exactly): 135 <= 250, valid.',
    expect: { status: 200, valid: true, points: 135, violations: [] },
  },
  {
    id: 'army-over-size',
    title: '155 pts at 150: over the agreed size',
    request: { size: 150, units: [spearmen(), archers(), captain(), wolfRider] },
    arithmetic: '45 + 40 + 40 + 30 = 155 > 150. Heroes 1 <= 1; units 4 <= 6; models 3 + 2 + 1 + 1 = 7 <= 7; largest 45 <= 52.5: only over-size.',
    expect: { status: 200, valid: false, points: 155, violations: ['over-size'] },
  },
  {
    id: 'army-too-many-heroes',
    title: 'Two heroes at 150 pts: 1 allowed',
    request: { size: 150, units: [captain(), shaman(), spearmen()] },
    arithmetic: 'Heroes floor(150/125) = 1; Captain and Shaman are 2. Points 120; models 5 <= 7; units 3 <= 6; largest 45 <= 52.5.',
    expect: { status: 200, valid: false, points: 120, violations: ['too-many-heroes'] },
  },
  {
    id: 'army-two-heroes-at-250',
    title: 'Two heroes at 250 pts: allowed',
    request: { size: 250, units: [captain(), shaman(), spearmen(), archers()] },
    arithmetic: 'Heroes floor(250/125) = 2. Points 160 <= 250; models 7 <= 12; units 4 <= 10; largest 45 <= 87.5.',
    expect: { status: 200, valid: true, points: 160, violations: [] },
  },
  {
    id: 'army-no-hero-below-125',
    title: 'A hero in a 120 pts list: no full 125 pts, no hero',
    request: { size: 120, units: [captain(), scout] },
    arithmetic: 'ruling: aof-skirmish/force-org: as written, 1 hero per full 125 pts: floor(120/125) = 0. Points 60; largest 40 <= 42; units 2 <= 4; models 2 <= 6.',
    expect: { status: 200, valid: false, points: 60, violations: ['too-many-heroes'] },
  },
  {
    id: 'army-too-many-copies',
    title: 'Three Scouts at 150 pts: 1 + 1 = 2 allowed',
    request: { size: 150, units: [scout, scout, scout, spearmen()] },
    arithmetic: 'Copies 1 + floor(150/125) = 2; Scout x 3 -> one violation. Points 105; units 4 <= 6; models 6 <= 7.',
    expect: { status: 200, valid: false, points: 105, violations: ['too-many-copies'] },
  },
  {
    id: 'army-three-copies-at-250',
    title: 'Three Scouts at 250 pts: 1 + 2 = 3 allowed',
    request: { size: 250, units: [scout, scout, scout, spearmen()] },
    arithmetic: 'Copies 1 + floor(250/125) = 3. Points 105; models 6 <= 12.',
    expect: { status: 200, valid: true, points: 105, violations: [] },
  },
  {
    id: 'army-unit-over-35-percent',
    title: 'A 55 pts Ogre at 150 pts: over 52.5',
    request: { size: 150, units: [ogre, spearmen()] },
    arithmetic: '0.35 x 150 = 52.5 < 55. Points 100; models 4; units 2.',
    expect: { status: 200, valid: false, points: 100, violations: ['unit-over-35'] },
  },
  {
    id: 'army-unit-at-exactly-35-percent',
    title: 'A 70 pts unit at 200 pts: exactly 35%, allowed',
    request: { size: 200, units: [{ profile: { name: 'Giant', quality: 4, defense: 3, models: 1, rules: [{ id: 'tough', rating: 6 }], equipment: [{ name: 'Tree trunk', range: 0, attacks: 4 }] }, points: 70 }, spearmen()] },
    arithmetic: '"Más del 35 %" is forbidden; 70 = 0.35 x 200 is not more. Points 115; models 4 <= 10; units 2 <= 8.',
    expect: { status: 200, valid: true, points: 115, violations: [] },
  },
  {
    id: 'army-35-percent-of-the-size',
    title: 'A 60 pts unit in an 80 pts list at 200 pts: measured against the agreed 200',
    request: { size: 200, units: [{ profile: { name: 'Giant', quality: 4, defense: 3, models: 1, rules: [{ id: 'tough', rating: 6 }], equipment: [{ name: 'Tree trunk', range: 0, attacks: 4 }] }, points: 60 }, scout] },
    arithmetic:
      'ruling: aof-skirmish/force-org: "del total de puntos" is the agreed size, like every other limit: 60 <= 70. (Against the list\'s own 80 pts the cap would be ' +
      '28 and the Giant would fail.)',
    expect: { status: 200, valid: true, points: 80, violations: [] },
  },
  {
    id: 'army-too-many-units',
    title: 'Five 20 pts units at 100 pts: 4 allowed',
    request: { size: 100, units: [{ profile: single('Hound'), points: 20 }, { profile: single('Slinger'), points: 20 }, { profile: single('Runner'), points: 20 }, { profile: single('Lookout'), points: 20 }, scout] },
    arithmetic: 'Units floor(100/25) = 4 < 5. Points 100 <= 100; models 5 <= 5; each 20 <= 35; all different units.',
    expect: { status: 200, valid: false, points: 100, violations: ['too-many-units'] },
  },
  {
    id: 'army-too-many-models',
    title: 'Goblins (6) and a Scout at 100 pts: 7 models, 5 allowed',
    request: { size: 100, units: [goblins, scout] },
    arithmetic: 'Models floor(100/20) = 5 < 6 + 1 = 7. Points 50; units 2; largest 30 <= 35.',
    expect: { status: 200, valid: false, points: 50, violations: ['too-many-models'] },
  },
  {
    id: 'army-command-group-one-each',
    title: 'One Sergeant, one Musician, one Standard: allowed',
    request: { size: 150, units: [spearmen({ command: ['sergeant', 'standard'] }), archers({ command: ['musician'] })] },
    arithmetic:
      '"Sólo puede tener un modelo de cada una de las siguientes mejoras": one of each (ruling: aof-skirmish/command-group: two models of ' +
      'the Spearmen carry two different upgrades). Points 85.',
    expect: { status: 200, valid: true, points: 85, violations: [] },
  },
  {
    id: 'army-two-sergeants',
    title: 'Two Sergeants: one allowed',
    request: { size: 150, units: [spearmen({ command: ['sergeant'] }), archers({ command: ['sergeant'] })] },
    arithmetic: 'Two models carry the Sergeant upgrade: one command-twice (its rule names the Sergeant). Points 85, everything else within limits.',
    expect: { status: 200, valid: false, points: 85, violations: ['command-twice'] },
  },
  {
    id: 'army-two-musicians-two-standards',
    title: 'Two Musicians and two Standards: two violations',
    request: { size: 150, units: [spearmen({ command: ['musician', 'standard'] }), archers({ command: ['musician', 'standard'] })] },
    arithmetic: 'One Musician and one Standard per army; two of each: one command-twice for the Musicians, one for the Standards. Points 85.',
    expect: { status: 200, valid: false, points: 85, violations: ['command-twice', 'command-twice'] },
  },
  {
    id: 'army-hero-joins',
    title: 'A Tough(6) Captain joins the Spearmen: allowed',
    request: { size: 250, units: [spearmen({ id: 'spearmen' }), captain({ joinTo: 'spearmen' }), archers(), wolfRider] },
    arithmetic:
      '"Los héroes con Resistencia(6) pueden desplegarse como parte de una unidad multi-modelo sin otro héroe": Spearmen have 3 models and no ' +
      'hero. Points 45 + 40 + 40 + 30 = 155; heroes 1 <= 2; models 3 + 1 + 2 + 1 = 7 <= 12; units 4 <= 10 (ruling: aof-skirmish/force-org: ' +
      'the joined Captain is still a unit of the list).',
    expect: { status: 200, valid: true, points: 155, violations: [] },
  },
  {
    id: 'army-hero-join-needs-tough-6',
    title: 'A Tough(3) Shaman cannot join',
    request: { size: 250, units: [spearmen({ id: 'spearmen' }), shaman({ joinTo: 'spearmen' })] },
    arithmetic: 'ruling: aof-skirmish/hero-joining: only heroes with Tough(6) may join ("los héroes con Resistencia(6)"); the Shaman is Tough(3). Points 80; heroes 1 <= 2.',
    expect: { status: 200, valid: false, points: 80, violations: ['hero-join-not-tough-6'] },
  },
  {
    id: 'army-hero-join-needs-several-models',
    title: 'The Captain cannot join a single Wolf rider',
    request: { size: 250, units: [{ ...wolfRider, id: 'wolf-rider' }, captain({ joinTo: 'wolf-rider' })] },
    arithmetic: 'Joining needs a multi-model unit: the join names an unfit target. Points 70.',
    expect: { status: 200, valid: false, points: 70, violations: ['hero-join-target'] },
  },
  {
    id: 'army-hero-join-one-hero-per-unit',
    title: 'Captain and Marshal both join the Spearmen: the second is refused',
    request: { size: 250, units: [spearmen({ id: 'spearmen' }), captain({ joinTo: 'spearmen' }), marshal({ joinTo: 'spearmen' })] },
    arithmetic: '"Sin otro héroe": a unit takes one hero. Points 130; heroes 2 <= 2; models 5 <= 12. One violation for the two heroes.',
    expect: { status: 200, valid: false, points: 130, violations: ['hero-join-two'] },
  },
  {
    id: 'army-joined-hero-counted-on-its-own',
    title: 'A Captain joined to Goblins at 125 pts: its points are not added to the Goblins\' for the 35%, but it is a model',
    request: { size: 125, units: [{ ...goblins, id: 'goblins' }, captain({ joinTo: 'goblins' })] },
    arithmetic:
      'ruling: aof-skirmish/force-org: a joined Hero stays its own unit for the list (points, units, the 35% cap) and adds a model. 35% of 125 = 43.75: Goblins 30, ' +
      'Captain 40, both fine (together 70 would not be). Heroes floor(125/125) = 1. Units 2 <= 5. Models 6 + 1 = 7 > floor(125/20) = 6: ' +
      'too-many-models.',
    expect: { status: 200, valid: false, points: 70, violations: ['too-many-models'] },
  },
  {
    id: 'army-force-org-off',
    title: 'Force organisation off: copies and the 35% cap are not checked',
    request: { size: 150, forceOrganisation: false, units: [scout, scout, scout, ogre] },
    arithmetic: 'The force organisation is optional. Without it: points 60 + 55 = 115 <= 150 is all that applies (no command group here).',
    expect: { status: 200, valid: true, points: 115, violations: [] },
  },
  {
    id: 'army-force-org-off-command-group-still-applies',
    title: 'Force organisation off: two Sergeants are still refused',
    request: { size: 150, forceOrganisation: false, units: [spearmen({ command: ['sergeant'] }), archers({ command: ['sergeant'] })] },
    arithmetic: 'ruling: aof-skirmish/command-group: the command group limit ("cada ejército sólo puede tener...") is not part of the optional force organisation.',
    expect: { status: 200, valid: false, points: 85, violations: ['command-twice'] },
  },
  {
    id: 'army-many-faults',
    title: 'Over size, two heroes, three Scouts, a 55 pts Ogre at 150 pts: four violations',
    request: { size: 150, units: MANY_FAULTS },
    arithmetic:
      'Points 3 x 20 + 40 + 35 + 55 = 190 > 150. Heroes 2 > 1. Scout copies 3 > 2. Ogre 55 > 52.5. Units 6 <= 6; models 6 <= 7.',
    expect: { status: 200, valid: false, points: 190, violations: ['too-many-copies', 'too-many-heroes', 'over-size', 'unit-over-35'] },
  },
  {
    id: 'army-many-faults-reversed',
    title: 'The same list in reverse order: the same answer',
    request: { size: 150, units: [...MANY_FAULTS].reverse() },
    arithmetic: 'The result never depends on the order of the units.',
    expect: { status: 200, valid: false, points: 190, violations: ['too-many-copies', 'too-many-heroes', 'over-size', 'unit-over-35'] },
  },
  {
    id: 'army-inline-unit-without-points',
    title: 'An inline unit without points cannot be counted: 422 at units[1].points',
    request: { size: 150, units: [spearmen(), { profile: ARCHERS }] },
    arithmetic: 'Nothing to add up for the Archers.',
    expect: { status: 422, errorPath: 'units[1].points' },
  },
];
