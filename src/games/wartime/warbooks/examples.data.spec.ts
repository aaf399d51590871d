import { EXAMPLE_WARBOOKS } from './examples.data';
import { EXAMPLE_WARBOOKS_SEED } from './migrations/1795700000600-WartimeExampleWarbooks';
import { validatePlayList, validateWarbook } from '../../../engine/wartime/warbooks';
import { catalogProfile, referencesOf } from './refs';

describe('the built-in example warbooks', () => {
  it('are what their seed migration froze', () => {
    expect(EXAMPLE_WARBOOKS_SEED).toEqual(JSON.parse(JSON.stringify(EXAMPLE_WARBOOKS)));
  });

  it('are valid, self-contained, and show every archetype type', () => {
    for (const w of EXAMPLE_WARBOOKS) {
      const book = { archetypes: w.archetypes.map((a) => ({ id: a.slug, name: a.name.en, profile: a.profile })) };
      expect(validateWarbook(book)).toEqual([]);
      expect(new Set(w.archetypes.map((a) => a.profile.type))).toEqual(new Set(['body', 'character', 'weapon', 'protection', 'transport', 'object', 'zone']));
      const slugs = new Set(w.archetypes.map((a) => a.slug));
      for (const a of w.archetypes) for (const id of referencesOf(a.profile)) expect(slugs.has(id)).toBe(true);
      for (const l of w.playLists) expect(validatePlayList(l.list, book).violations).toEqual([]);
    }
  });

  it('name the warbook’s own archetypes as <warbook>/<slug> in the engine catalog, built-in ids as they are', () => {
    const profile = { type: 'character', body: 'b', transport: { profile: { energy: 1, defense: 2, weapons: ['gun', 'pistol'] } }, weapons: ['gun', { profile: { energy: 1, damage: 2, range: 4 } }], baseDiameter: 2.5 } as const;
    expect(catalogProfile('book', profile, new Set(['b', 'gun']))).toEqual({
      type: 'character',
      body: 'book/b',
      transport: { profile: { energy: 1, defense: 2, weapons: ['book/gun', 'pistol'] } },
      weapons: ['book/gun', { profile: { energy: 1, damage: 2, range: 4 } }],
      baseDiameter: 2.5,
    });
  });
});
