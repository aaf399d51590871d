import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULINGS_DOC_PATH, renderRulingsDoc } from '../../scripts/rulings-doc';
import { GAMES } from '../../src/games';

/** docs/rulings.md is generated from the rulings each game seeds: the committed page is exactly what the script renders. */
describe('docs/rulings.md', () => {
  const committed = readFileSync(join(__dirname, '..', '..', RULINGS_DOC_PATH), 'utf8');

  it('is what `npm run docs:rulings` writes (run it after changing a ruling)', () => {
    expect(committed).toBe(renderRulingsDoc());
  });

  it('lists every ruling of every registered game, under its game', () => {
    for (const spec of GAMES) {
      const id = spec.definition.id;
      const section = committed.split(/^## /m).find((s) => s.includes(`(\`${id}\`)`)) ?? '';
      for (const r of spec.seed().rulings) expect({ ruling: r.id, listed: section.includes(`| \`${r.id.slice(id.length + 1)}\` |`) }).toEqual({ ruling: r.id, listed: true });
    }
  });

  it('renders a change of the data: a ruling added to a game shows in its table', () => {
    const [first, ...rest] = GAMES;
    const seed = first.seed();
    const extra = { ...seed.rulings[0], id: `${first.definition.id}/added-for-the-test`, title: { en: 'Added', es: 'Añadida', fr: 'Ajoutée' } };
    const changed = { ...first, seed: () => ({ ...seed, rulings: [...seed.rulings, extra] }) };
    const text = renderRulingsDoc([changed, ...rest]);
    expect(text).not.toBe(committed);
    expect(text).toContain('| `added-for-the-test` |');
  });
});
