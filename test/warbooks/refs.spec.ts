import type { ArchetypeProfile } from '../../src/engine/wartime/archetypes';
import { EXAMPLE_WARBOOKS } from '../../src/games/wartime/warbooks/examples.data';
import { mapReferences, referencesOf } from '../../src/games/wartime/warbooks/refs';

/** The ids an archetype names, as writes read them: exactly those its catalog form maps. */
describe('referencesOf', () => {
  const mapped = (p: ArchetypeProfile): string[] => {
    const out: string[] = [];
    mapReferences(p, (id) => {
      out.push(id);
      return id;
    });
    return out;
  };

  const inline: ArchetypeProfile[] = [
    // A character riding an inline transport that carries a warbook weapon and an inline one.
    { type: 'character', body: { profile: { con: 5, agi: 5, int: 5, rea: 5, vol: 5 } }, transport: { profile: { energy: 2, defense: 3, weapons: ['mg', { profile: { energy: 1, damage: 2, range: 5 } }], objects: ['radio'] } }, weapons: ['knife'], protections: ['vest'], objects: ['kit'], baseDiameter: 2.5 },
    { type: 'transport', energy: 2, defense: 3, weapons: ['mg'], objects: ['radio', { profile: { energy: 1 } }] },
    { type: 'zone', difficulty: 2, purchase: { energy: 1, weapons: ['mortar'], objects: ['crate'] } },
    { type: 'zone', difficulty: 2 },
    { type: 'weapon', energy: 1, damage: 2, range: 5 },
  ];

  it.each([...EXAMPLE_WARBOOKS.flatMap((w) => w.archetypes.map((a) => a.profile)), ...inline].map((p, i) => [i, p] as const))('profile %i', (_, profile) => {
    expect(referencesOf(profile)).toEqual(mapped(profile));
  });

  it('names what the character, its transport and a zone’s purchase carry', () => {
    expect(referencesOf(inline[0]!)).toEqual(['mg', 'radio', 'knife', 'vest', 'kit']);
    expect(referencesOf(inline[2]!)).toEqual(['mortar', 'crate']);
  });
});
