import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WARTIME_EXAMPLE_ARCHETYPES } from '../../games/wartime/catalog/archetypes.data';
import { seedWartimeCatalog } from '../../games/wartime/catalog/catalog.data';
import { WARTIME_RULINGS } from '../../games/wartime/catalog/rulings.data';
import { DEFAULT_COST_BUDGET } from '../core/cost';
import { RuleError, RuleErrorCode } from '../core/errors';
import { archetypeCost, catalogLookup, validateWarbook, WARTIME, WARTIME_WORST_CASES } from './index';
import { validatePlayList } from './warbooks';

const catalog = seedWartimeCatalog();

describe('Wartime rulings register', () => {
  it('holds the five shared rulings and every ruling the engine cites, in three languages', () => {
    const ids = new Set(WARTIME_RULINGS.map((r) => r.id));
    for (const id of ['vitality-loss', 'check-clamp', 'rounding', 'scatter-direction', 'missing-tables']) expect(ids).toContain(`wartime/${id}`);
    const cited = new Set<string>();
    for (const file of readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
      for (const m of readFileSync(join(__dirname, file), 'utf8').matchAll(/'(wartime\/[a-z0-9-]+)'/g)) cited.add(m[1]);
    }
    for (const id of cited) expect({ id, registered: ids.has(id) }).toEqual({ id, registered: true });
    for (const r of WARTIME_RULINGS) {
      for (const lang of ['en', 'es', 'fr'] as const) expect({ id: r.id, lang, ok: r.title[lang].length > 0 && r.text[lang].length > 20 }).toEqual({ id: r.id, lang, ok: true });
    }
    expect(ids.size).toBe(WARTIME_RULINGS.length);
  });

  it('is listed in docs/rulings.md', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/rulings.md'), 'utf8');
    for (const r of WARTIME_RULINGS) expect({ id: r.id, listed: doc.includes(`\`${r.id.replace('wartime/', '')}\``) }).toEqual({ id: r.id, listed: true });
  });
});

describe('example archetypes', () => {
  it('are all valid and priced', () => {
    for (const a of WARTIME_EXAMPLE_ARCHETYPES) {
      const cost = archetypeCost(a.profile, catalogLookup(catalog));
      // Scenery that is not bought has no cost (null); everything else costs at least 1.
      const ok = a.profile.type === 'zone' && !a.profile.purchase ? cost.total === null : (cost.total ?? 0) >= 1;
      expect({ id: a.id, ok }).toEqual({ id: a.id, ok: true });
    }
    // Rifleman: body 21 + rifle 25 + knife (Damage 2 = 10 - Energy 1 = 5) 5 + vest 5 + helmet 1 = 57.
    expect(archetypeCost(catalog.archetypes.get('rifleman')!.profile, catalogLookup(catalog)).total).toBe(57);
  });
});

describe('warbooks', () => {
  const body = { type: 'body' as const, con: 5, agi: 6, int: 4, rea: 5, vol: 5 };
  const book = {
    archetypes: [
      { id: 'soldier', name: 'Soldier', profile: body },
      { id: 'rifle', name: 'Rifle', profile: { type: 'weapon' as const, energy: 2, damage: 5, range: 20 } },
      { id: 'trooper', name: 'Trooper', profile: { type: 'character' as const, body: 'soldier', weapons: ['rifle'], baseDiameter: 2.5 } },
      { id: 'elite', name: 'Elite', profile: { type: 'character' as const, body: { profile: { con: 8, agi: 8, int: 6, rea: 7, vol: 7 } }, baseDiameter: 2.5 } },
    ],
  };

  it('refuses a name used twice, whatever the types and the case', () => {
    const v = validateWarbook({ archetypes: [...book.archetypes, { id: 'rifle-2', name: ' soldier ', profile: { type: 'protection', energy: 1, protection: 1 } }] });
    expect(v.map((x) => [x.code, x.path])).toEqual([['duplicate-name', 'archetypes[4].name']]);
  });

  it('reports an invalid archetype with its path', () => {
    const v = validateWarbook({ archetypes: [{ id: 'bad', name: 'Bad', profile: { type: 'weapon', energy: 1, damage: 2, range: 11 } }] });
    expect(v.map((x) => [x.code, x.path])).toEqual([['invalid-archetype', 'archetypes[0].profile.range']]);
  });

  it('prices a play list and lists every violation', () => {
    // Trooper: body 21 + rifle 25 = 46; three of them 138. Elite: 17 + 17 + 6 + 10 + 10 = 60, Level 36.
    const ok = validatePlayList({ pointLimit: 200, squads: [{ name: 'Alpha', characters: [{ archetype: 'trooper', count: 3 }] }] }, book);
    expect(ok).toMatchObject({ valid: true, total: 138 });
    const bad = validatePlayList(
      {
        pointLimit: 150,
        maxLevel: 30,
        squads: [
          { name: 'Alpha', characters: [{ archetype: 'trooper', count: 2 }, { archetype: 'rifle' }] },
          { name: 'ALPHA', characters: [{ archetype: 'elite' }, { archetype: 'ghost' }] },
          { name: 'Empty', characters: [] },
        ],
      },
      book,
    );
    // 92 + 60 = 152 > 150; the rifle is not a character; Alpha twice; the elite is level 36; no ghost; an empty squad.
    expect(bad.total).toBe(152);
    expect(bad.violations.map((x) => x.code).sort()).toEqual(['duplicate-squad', 'empty-squad', 'not-a-character', 'over-level', 'over-points', 'unknown-archetype']);
  });

  it('keeps lone characters to 10% of the points in formation games', () => {
    // A lone elite (60) in a list of 60 + 3 x 46 = 198: 60 is over 19.8.
    const r = validatePlayList({ pointLimit: 500, formations: true, squads: [{ name: 'Line', characters: [{ archetype: 'trooper', count: 3 }] }, { name: 'Hero', characters: [{ archetype: 'elite' }] }] }, book);
    expect(r.violations.map((x) => x.code)).toEqual(['lone-points']);
  });
});

describe('worst cases', () => {
  it.each(WARTIME_WORST_CASES.map((w) => [w.name, w] as const))('%s: exact odds within the caps, one step beyond refused', (_name, w) => {
    const plan = WARTIME.actions[w.action].plan(w.request, { catalog, edition: undefined });
    expect(plan.odds?.()).toBeDefined();
    if (w.beyond === undefined) return;
    // Beyond what the default budget admits: refused by the action's cost model, before its plan.
    const estimate = WARTIME.actions[w.action].cost(w.beyond, { catalog, edition: undefined });
    if (estimate !== undefined && estimate.units > DEFAULT_COST_BUDGET) return;
    let error: unknown;
    try {
      WARTIME.actions[w.action].plan(w.beyond, { catalog, edition: undefined });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe(RuleErrorCode.TooLarge);
  });
});
