import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AOF_RULINGS } from '../../games/aof-skirmish/catalog/rulings.data';

/** Every ruling id the engine cites is in the register data, with a title and text in every language, and in docs/rulings.md. */
describe('AoF Skirmish rulings register', () => {
  const ids = new Set(AOF_RULINGS.map((r) => r.id));
  const cited = new Set<string>();
  for (const name of readdirSync(__dirname)) {
    if (!name.endsWith('.ts') || name.endsWith('.spec.ts')) continue;
    const source = readFileSync(join(__dirname, name), 'utf8');
    // Ruling ids appear in `rulings: [...]` arrays of steps and plans.
    for (const list of source.matchAll(/rulings: \[([^\]]*)\]/g)) for (const m of list[1].matchAll(/'(aof-skirmish\/[a-z0-9-]+)'/g)) cited.add(m[1]);
    for (const m of source.matchAll(/ruling (aof-skirmish\/[a-z0-9-]+)/g)) cited.add(m[1]);
  }

  it('holds every ruling the engine cites', () => {
    expect(cited.size).toBeGreaterThan(15);
    for (const id of cited) expect({ id, known: ids.has(id) }).toEqual({ id, known: true });
  });

  it('has the three shared rulings and a title and text in en, es and fr for each', () => {
    for (const id of ['aof-skirmish/shooting', 'aof-skirmish/profile', 'aof-skirmish/natural-rolls']) expect(ids.has(id)).toBe(true);
    for (const r of AOF_RULINGS) for (const lang of ['en', 'es', 'fr'] as const) expect({ id: r.id, lang, ok: r.title[lang].length > 0 && r.text[lang].length > 20 }).toEqual({ id: r.id, lang, ok: true });
  });

  it('is documented in docs/rulings.md', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/rulings.md'), 'utf8');
    for (const r of AOF_RULINGS) expect({ id: r.id, documented: doc.includes(`\`${r.id.replace('aof-skirmish/', '')}\``) }).toEqual({ id: r.id, documented: true });
  });
});
