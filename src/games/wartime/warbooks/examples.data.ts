import type { ArchetypeProfile } from '../../../engine/wartime/archetypes';
import type { PlayList } from '../../../engine/wartime/warbooks';
import type { Localized } from '../../../catalog/records';

/*
 * The built-in example warbooks (read-only, readable without a key): a self-contained warbook of
 * our own making with one archetype of every type and a play list, to copy from. No framework
 * imports; the seed migration carries a frozen copy (its .data.json), which a test keeps equal.
 */

export interface ExampleWarbook {
  readonly slug: string;
  readonly name: Localized;
  readonly description: Localized;
  readonly archetypes: readonly { readonly slug: string; readonly name: Localized; readonly profile: ArchetypeProfile }[];
  readonly playLists: readonly { readonly slug: string; readonly name: Localized; readonly list: PlayList }[];
}

export const EXAMPLE_WARBOOKS: readonly ExampleWarbook[] = [
  {
    slug: 'strike-team',
    name: { en: 'Strike team', es: 'Equipo de asalto', fr: 'Équipe d’assaut' },
    description: {
      en: 'A small modern force: one archetype of every type, and a patrol recruited from it.',
      es: 'Una pequeña fuerza moderna: un arquetipo de cada tipo y una patrulla reclutada con ellos.',
      fr: 'Une petite force moderne : un archétype de chaque type, et une patrouille recrutée parmi eux.',
    },
    archetypes: [
      { slug: 'trooper-body', name: { en: 'Trooper', es: 'Soldado', fr: 'Soldat' }, profile: { type: 'body', con: 5, agi: 5, int: 4, rea: 5, vol: 5 } },
      { slug: 'leader-body', name: { en: 'Leader', es: 'Líder', fr: 'Chef' }, profile: { type: 'body', con: 5, agi: 6, int: 5, rea: 6, vol: 6 } },
      { slug: 'carbine', name: { en: 'Carbine', es: 'Carabina', fr: 'Carabine' }, profile: { type: 'weapon', energy: 2, damage: 4, range: 15 } },
      { slug: 'knife', name: { en: 'Knife', es: 'Cuchillo', fr: 'Couteau' }, profile: { type: 'weapon', energy: 1, damage: 2, range: 0 } },
      { slug: 'vest', name: { en: 'Vest', es: 'Chaleco', fr: 'Gilet' }, profile: { type: 'protection', energy: 1, protection: 2 } },
      { slug: 'radio', name: { en: 'Radio', es: 'Radio', fr: 'Radio' }, profile: { type: 'object', energy: 1 } },
      { slug: 'jeep', name: { en: 'Jeep', es: 'Jeep', fr: 'Jeep' }, profile: { type: 'transport', energy: 2, length: 4, defense: { front: 3, left: 2, right: 2, rear: 2 }, capacity: 4 } },
      { slug: 'sandbags', name: { en: 'Sandbag wall', es: 'Muro de sacos', fr: 'Mur de sacs de sable' }, profile: { type: 'zone', defense: 3, difficulty: 2 } },
      {
        slug: 'trooper',
        name: { en: 'Rifle trooper', es: 'Fusilero', fr: 'Fusilier' },
        profile: { type: 'character', body: 'trooper-body', weapons: ['carbine', 'knife'], protections: ['vest'], baseDiameter: 2.5 },
      },
      {
        slug: 'squad-leader',
        name: { en: 'Squad leader', es: 'Jefe de escuadra', fr: 'Chef d’escouade' },
        profile: { type: 'character', body: 'leader-body', weapons: ['carbine', 'knife'], protections: ['vest'], objects: ['radio'], fortune: 1, baseDiameter: 2.5 },
      },
      {
        slug: 'driver',
        name: { en: 'Jeep driver', es: 'Conductor de jeep', fr: 'Conducteur de jeep' },
        profile: { type: 'character', body: 'trooper-body', transport: 'jeep', weapons: ['knife'], baseDiameter: 2.5 },
      },
    ],
    playLists: [
      {
        slug: 'patrol',
        name: { en: 'Patrol', es: 'Patrulla', fr: 'Patrouille' },
        list: { pointLimit: 300, maxLevel: 30, squads: [{ name: 'Alpha', characters: [{ archetype: 'squad-leader' }, { archetype: 'trooper', count: 3 }] }, { name: 'Wheels', characters: [{ archetype: 'driver' }] }] },
      },
    ],
  },
];
