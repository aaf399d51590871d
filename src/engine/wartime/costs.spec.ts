import { RuleError } from '../core/errors';
import { ArchetypeLookup, ArchetypeProfile, BodyArchetype, WeaponArchetype } from './archetypes';
import { archetypeCost, priceArchetype } from './costs';
import { klik } from './model';

/**
 * Every archetype type priced by hand from the document's tables (attribute table 0 1 2 3 4 6 10
 * 17 28 45; Energy/Damage/Protection/Defense table 5 10 15 20 25 35 45 55 65 75; Fortune 10..55 in
 * fives), the arithmetic written beside each expected value. Never derived from the code.
 */

const stored: Record<string, ArchetypeProfile> = {
  soldier: { type: 'body', con: 5, agi: 6, int: 4, rea: 5, vol: 5 },
  rifle: { type: 'weapon', energy: 2, damage: 5, range: 20 },
  vest: { type: 'protection', energy: 2, protection: 3 },
  helmet: { type: 'protection', energy: 1, protection: 1 },
  cannon: { type: 'weapon', energy: 4, damage: 8, range: 40 },
};
const lookup: ArchetypeLookup = (id) => (id in stored ? { name: { en: id }, profile: stored[id] } : undefined);
const total = (p: ArchetypeProfile) => archetypeCost(p, lookup).total;
const points = (p: ArchetypeProfile) => archetypeCost(p, lookup).lines.map((l) => l.points);
const errorPaths = (p: ArchetypeProfile): string[] => priceArchetype(p, lookup).errors.map((e) => e.path);

describe('body archetypes', () => {
  it('price each attribute from the table and derive Level, Energy and Vitality', () => {
    const cost = archetypeCost(stored.soldier, lookup);
    // CON 5 = 4, AGI 6 = 6, INT 4 = 3, REA 5 = 4, VOL 5 = 4: 21 points.
    expect(cost.lines.map((l) => l.points)).toEqual([4, 6, 3, 4, 4]);
    expect(cost.total).toBe(21);
    // Level 5 + 6 + 4 + 5 + 5 = 25; Energy REA 5 + 5 = 10; Vitality = CON 5.
    expect(cost.derived).toEqual({ level: 25, energy: 10, vitality: 5 });
  });

  it('caps Energy at 10 and adds bonuses, takes off maluses', () => {
    const b: BodyArchetype = { con: 4, agi: 4, int: 4, rea: 4, vol: 4, bonuses: [{ name: 'gills', cost: 5 }, { name: 'cannot read', cost: -3 }] };
    // 5 x 3 (value 4) = 15, + 5 gills - 3 cannot read = 17.
    expect(total({ type: 'body', ...b })).toBe(17);
    // REA 4 + 5 = 9.
    expect(archetypeCost({ type: 'body', ...b }, lookup).derived.energy).toBe(9);
    // All 10: 5 x 45 = 225; Energy 10 + 5 = 15, capped at 10; Level 50.
    expect(archetypeCost({ type: 'body', con: 10, agi: 10, int: 10, rea: 10, vol: 10 }, lookup)).toMatchObject({ total: 225, derived: { level: 50, energy: 10 } });
  });

  it('costs at least 1 point', () => {
    // All 1: 5 x 0 = 0, raised to the minimum of 1 (a line of +1).
    expect(points({ type: 'body', con: 1, agi: 1, int: 1, rea: 1, vol: 1 })).toEqual([0, 0, 0, 0, 0, 1]);
    expect(total({ type: 'body', con: 1, agi: 1, int: 1, rea: 1, vol: 1 })).toBe(1);
  });

  it('lists every attribute out of 1..10 with its path', () => {
    expect(errorPaths({ type: 'body', con: 0, agi: 11, int: 4.5, rea: 5, vol: 5 })).toEqual(['con', 'agi', 'int']);
  });
});

describe('weapon archetypes', () => {
  it('Damage + Range - Energy', () => {
    // In the document's steps: Energy 2 = -10; Damage 5 = 25; Range 20 K: 5 x 20 x 0.1 = 10. 25 + 10 - 10 = 25.
    expect(points(stored.rifle)).toEqual([-10, 25, 10]);
    expect(total(stored.rifle)).toBe(25);
    // Knife: Damage 2 = 10, range 0 (close combat) costs nothing, Energy 1 = -5: 5.
    expect(total({ type: 'weapon', energy: 1, damage: 2, range: 0 })).toBe(5);
  });

  it('rounds a fractional Range cost up', () => {
    // Damage 3 = 15; Range 7 K: 3 x 7 x 0.1 = 2.1, rounded up to 3; Energy 1 = -5. 15 + 3 - 5 = 13.
    expect(points({ type: 'weapon', energy: 1, damage: 3, range: 7 })).toEqual([-5, 15, 3]);
  });

  it('allows a Range of at most 5 x Damage', () => {
    // Damage 5: at most 25 K.
    expect(errorPaths({ type: 'weapon', energy: 1, damage: 5, range: 25 })).toEqual([]);
    expect(errorPaths({ type: 'weapon', energy: 1, damage: 5, range: 26 })).toEqual(['range']);
  });

  it('prices a circular Area in K², rounded up, times Damage x 0.1', () => {
    // 3 K across: pi x 1.5² = 7.07 K², rounded up to 8 K² (ruling wartime/rounding; the document's
    // own example writes 7). Damage 5 = 25; Range 10 K: 5 x 10 x 0.1 = 5; Area: 5 x 8 x 0.1 = 4;
    // Energy 3 = -15. 25 + 5 + 4 - 15 = 19.
    const grenade: WeaponArchetype = { energy: 3, damage: 5, range: 10, area: { shape: 'circle', diameter: 3 } };
    const cost = archetypeCost({ type: 'weapon', ...grenade }, lookup);
    expect(cost.derived.area).toBe(8);
    expect(cost.lines.map((l) => l.points)).toEqual([-15, 25, 5, 4]);
    expect(cost.total).toBe(19);
  });

  it('prices rectangles, triangles and composite areas', () => {
    // Rectangle 3 x 1 K = 3 K²; Damage 6 = 35; Area 6 x 3 x 0.1 = 1.8 -> 2; Energy 2 = -10: 27.
    expect(points({ type: 'weapon', energy: 2, damage: 6, range: 0, area: { shape: 'rectangle', length: 3, width: 1 } })).toEqual([-10, 35, 0, 2]);
    // Triangle 3 x 1 K: 3 x 1 / 2 = 1.5 -> 2 K² (the document's example); Damage 4 = 20; Area 4 x 2 x 0.1 = 0.8 -> 1; Energy 1 = -5: 16.
    const cone = archetypeCost({ type: 'weapon', energy: 1, damage: 4, range: 0, area: { shape: 'triangle', length: 3, width: 1 } }, lookup);
    expect(cone.derived.area).toBe(2);
    expect(cone.total).toBe(16);
    // Composite: a circle 2 K across (pi = 3.14) and a 2 x 1 K rectangle: 5.14 -> 6 K², rounded once at the end.
    // Damage 3 = 15; Area 3 x 6 x 0.1 = 1.8 -> 2; Energy 1 = -5: 12.
    const composite = archetypeCost(
      {
        type: 'weapon',
        energy: 1,
        damage: 3,
        range: 0,
        area: { shape: 'composite', parts: [{ shape: 'circle', diameter: 2 }, { shape: 'rectangle', length: 2, width: 1, offset: { along: 1.5, across: 0 } }] },
      },
      lookup,
    );
    expect(composite.derived.area).toBe(6);
    expect(composite.total).toBe(12);
  });

  it('costs at least 1 point, and reports its magazine', () => {
    // Damage 1 = 5, Energy 4 = -20: -15, raised to 1 (+16).
    const weak = archetypeCost({ type: 'weapon', energy: 4, damage: 1, range: 0 }, lookup);
    expect(weak.lines.map((l) => l.points)).toEqual([-20, 5, 0, 16]);
    expect(weak.total).toBe(1);
    // Magazine: 10 - Damage 1 = 9 rounds; Damage 10: 10 - 10 = 0, at least 1.
    expect(weak.derived.magazine).toBe(9);
    expect(archetypeCost({ type: 'weapon', energy: 1, damage: 10, range: 0 }, lookup).derived.magazine).toBe(1);
  });
});

describe('protection archetypes', () => {
  it('Protection - Energy, at least 1', () => {
    // Protection 3 = 15, Energy 2 = -10: 5.
    expect(total(stored.vest)).toBe(5);
    // Protection 1 = 5, Energy 1 = -5: 0, raised to 1.
    expect(total(stored.helmet)).toBe(1);
    // Protection 8 = 55, Energy 3 = -15, bonus "sealed" +4: 44.
    expect(total({ type: 'protection', energy: 3, protection: 8, bonuses: [{ name: 'sealed', cost: 4 }] })).toBe(44);
  });
});

describe('transport archetypes', () => {
  it('one Defense for a bike: Defense + Capacity - Energy, Movement from its length', () => {
    // Defense 2 = 10; Capacity 3: 3 / 5 = 0.6 -> 1; Energy 1 = -5: 6. Length 4.5 cm -> Movement 5.
    const bike = archetypeCost({ type: 'transport', energy: 1, length: 4.5, defense: 2, capacity: 3 }, lookup);
    expect(bike.lines.map((l) => l.points)).toEqual([-5, 10, 1]);
    expect(bike.total).toBe(6);
    expect(bike.derived.movement).toBe(5);
  });

  it('four facings for anything larger, each paid, with its weapons', () => {
    // Front 8 = 55, left 6 = 35, right 6 = 35, rear 4 = 20 (145); Capacity 10: 10 / 5 = 2;
    // cannon: Damage 8 = 55 + Range 40 K: 8 x 40 x 0.1 = 32 - Energy 4 = 20 -> 67; Energy 3 = -15.
    // 145 + 2 + 67 - 15 = 199. Length 12.5 cm -> Movement 13.
    const tank = archetypeCost(
      { type: 'transport', energy: 3, length: 12.5, defense: { front: 8, left: 6, right: 6, rear: 4 }, capacity: 10, weapons: ['cannon'] },
      lookup,
    );
    expect(tank.lines.map((l) => l.points)).toEqual([-15, 55, 35, 35, 20, 2, 67]);
    expect(tank.total).toBe(199);
    expect(tank.derived.movement).toBe(13);
  });
});

describe('object archetypes', () => {
  it('Area (K², rounded up) + Capacity - Energy, at least 1', () => {
    // Smoke: circle 4 K across: pi x 2² = 12.57 -> 13 K² = 13 points; Energy 1 = -5: 8.
    expect(total({ type: 'object', energy: 1, area: { shape: 'circle', diameter: 4 } })).toBe(8);
    // Backpack: Capacity 12: 12 / 5 = 2.4 -> 3; Energy 1 = -5: -2, raised to 1.
    expect(points({ type: 'object', energy: 1, capacity: 12 })).toEqual([-5, 3, 3]);
    // Medkit: Energy 2 = -10, nothing else: raised to 1.
    expect(total({ type: 'object', energy: 2 })).toBe(1);
  });
});

describe('zone archetypes', () => {
  it('scenery has no cost unless it is bought', () => {
    // A forest: Difficulty 3, Defense 2, global. Not bought: no cost, null (ruling wartime/zone-cost).
    expect(archetypeCost({ type: 'zone', difficulty: 3, defense: 2, global: true, traps: true }, lookup)).toMatchObject({ total: null, lines: [] });
  });

  it('a bought zone is priced like a transport without Movement', () => {
    // Wall Defense 6 = 35, roof 4 = 20; Capacity 10 = 2; machine gun: Damage 4 = 20 + Range 20 K:
    // 4 x 20 x 0.1 = 8 - Energy 1 = 5 -> 23; Energy 2 = -10. 35 + 20 + 2 + 23 - 10 = 70.
    const bunker = archetypeCost(
      {
        type: 'zone',
        defense: [{ element: 'wall', defense: 6 }, { element: 'roof', defense: 4 }],
        purchase: { energy: 2, capacity: 10, weapons: [{ profile: { energy: 1, damage: 4, range: 20 } }] },
      },
      lookup,
    );
    expect(bunker.lines.map((l) => l.points)).toEqual([-10, 35, 20, 2, 23]);
    expect(bunker.total).toBe(70);
  });

  it('refuses bonuses on scenery that is not bought, and unnamed or repeated elements', () => {
    expect(errorPaths({ type: 'zone', defense: [{ element: 'wall', defense: 3 }, { element: 'wall', defense: 2 }], bonuses: [{ name: 'x', cost: 2 }] })).toEqual([
      'defense[1].element',
      'bonuses',
    ]);
  });
});

describe('character archetypes', () => {
  it('adds up its archetypes and Fortune; Movement, Defense and Level are derived', () => {
    // Body 21 + rifle 25 + vest 5 + helmet 1 + Fortune 1 = 10: 62.
    const rifleman = archetypeCost(
      { type: 'character', body: 'soldier', weapons: ['rifle'], protections: ['vest', 'helmet'], fortune: 1, baseDiameter: 2.5 },
      lookup,
    );
    expect(rifleman.lines.map((l) => l.points)).toEqual([21, 25, 5, 1, 10]);
    expect(rifleman.total).toBe(62);
    // Movement: 2.5 cm rounds half up to 3; Defense 3 + 1 = 4, not above CON 5.
    expect(rifleman.derived).toEqual({ level: 25, energy: 10, vitality: 5, movement: 3, defense: 4, defenseAboveCon: 0, fortune: 1 });
  });

  it('reports each Defense level above CON, and rounds a 2.49 cm base down', () => {
    // Inline body CON 3, AGI 5, INT 3, REA 4, VOL 4: 2 + 4 + 2 + 3 + 3 = 14. Armour: Protection 5 = 25 - Energy 3 = 15 -> 10.
    // Fortune 3 = 20. 14 + 10 + 20 = 44. Defense 5 - CON 3 = 2 levels above.
    const heavy = archetypeCost(
      {
        type: 'character',
        body: { profile: { con: 3, agi: 5, int: 3, rea: 4, vol: 4 } },
        protections: [{ profile: { name: 'plate', energy: 3, protection: 5 } }],
        fortune: 3,
        baseDiameter: 2.49,
      },
      lookup,
    );
    expect(heavy.total).toBe(44);
    expect(heavy.derived).toMatchObject({ movement: 2, defense: 5, defenseAboveCon: 2 });
  });

  it('adds a transport, bonuses and maluses', () => {
    // Body 21 + bike (Defense 2 = 10 - Energy 1 = 5 -> 5) + bonus "ambidextrous" 6 - malus "one eye" 4: 28.
    expect(
      total({
        type: 'character',
        body: 'soldier',
        transport: { profile: { energy: 1, defense: 2 } },
        bonuses: [{ name: 'ambidextrous', cost: 6 }, { name: 'one eye', cost: -4 }],
        baseDiameter: 3,
      }),
    ).toBe(28);
  });

  it('lists every violation with its path: unknown ids, wrong types, a missing base', () => {
    const errors = priceArchetype({ type: 'character', body: 'rifle', weapons: ['nothing', { profile: { energy: 0, damage: 3, range: 2 } }] }, lookup).errors;
    expect(errors.map((e) => e.path)).toEqual(['body', 'weapons[0]', 'weapons[1].profile.energy', 'baseDiameter']);
    expect(() => archetypeCost({ type: 'character', body: 'rifle' }, lookup)).toThrow(RuleError);
  });
});

describe('kliks', () => {
  it('are the figure scale in cm, rounded, at least 1', () => {
    // 28 mm = 2.8 cm -> 3; 15 mm = 1.5 -> 2 (halves up); 32 mm -> 3; 8 mm = 0.8 -> 1; 4 mm = 0.4 -> 0, at least 1.
    expect([28, 15, 32, 8, 4, 54].map(klik)).toEqual([3, 2, 3, 1, 1, 5]);
  });
});
