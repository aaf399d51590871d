/**
 * Army Forge Tabletop Simulator export fixtures, built from the documented shape (units with
 * `quality`, `defense`, `size`, `cost`, `specialRules` as `{ name, rating }` with the rating a
 * string or a number, `loadout` weapons with `range` 0 for melee, items with `content`, and
 * `joinToUnit`). Names and profiles are the project's own; the rule names are the game's.
 */
import type { ArmyForgeList } from '../../../engine/aof-skirmish/army-forge';

export const AF_LIST_250: ArmyForgeList = {
  name: 'Marchwardens',
  gameSystem: 'aofs',
  pointsLimit: 250,
  units: [
    {
      selectionId: 'u1',
      name: 'Wardens',
      size: 5,
      cost: 65,
      quality: '4',
      defense: '4',
      specialRules: [],
      loadout: [
        { name: 'Ash spear', label: 'Ash spear (A1, Counter)', type: 'ArmyBookWeapon', count: 5, range: 0, attacks: 1, specialRules: [{ name: 'Counter', key: 'counter', rating: '' }] },
        { name: 'Sergeant', type: 'ArmyBookRule', count: 1, rating: '' },
      ],
    },
    {
      selectionId: 'u2',
      name: 'Lantern Keeper',
      size: 1,
      cost: 55,
      quality: 3,
      defense: 4,
      joinToUnit: 'u1',
      specialRules: [
        { name: 'Hero', rating: '' },
        { name: 'Tough', rating: '3' },
        { name: 'Fear', rating: 1 },
      ],
      loadout: [{ name: 'Lantern blade', type: 'ArmyBookWeapon', count: 1, range: 0, attacks: 3, specialRules: [{ name: 'AP', rating: '1' }] }],
    },
    {
      selectionId: 'u3',
      name: 'Thornbows',
      size: 5,
      cost: 70,
      quality: '4',
      defense: '5',
      specialRules: [{ name: 'Scout', rating: null }],
      loadout: [
        { name: 'Thornbow', type: 'ArmyBookWeapon', count: 5, range: 24, attacks: 1, specialRules: [] },
        { name: 'Hawk cloak', type: 'ArmyBookItem', count: 5, content: [{ name: 'Stealth', type: 'ArmyBookRule', rating: '' }, { name: 'Shield Wall', type: 'ArmyBookRule', rating: '' }] },
      ],
    },
    {
      selectionId: 'u4',
      name: 'Moss Giant',
      size: 1,
      cost: 90,
      quality: '4',
      defense: '3',
      specialRules: [
        { name: 'Tough', rating: 6 },
        { name: 'Impact', rating: '3' },
        { name: 'Slow', rating: '' },
      ],
      loadout: [{ name: 'Oak club', type: 'ArmyBookWeapon', count: 1, range: 0, attacks: 4, specialRules: [{ name: 'AP', rating: 1 }, { name: 'Deadly', rating: '3' }] }],
    },
  ],
};
