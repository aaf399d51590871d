import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEngineCatalog, catalogDataOf } from '../../../catalog/catalog-data';
import { AOF_SKIRMISH, RULE_IDS, SPECIAL_RULES } from '../../../engine/aof-skirmish';
import FROZEN from '../migrations/1795600000100-AofSkirmishSeed.data.json';
import { aofSkirmishSeed } from './aof-skirmish.seed';
import { AOF_UNITS, aofSeedCatalog } from './units.data';

const FROZEN_FILE = join(__dirname, '..', 'migrations', '1795600000100-AofSkirmishSeed.data.json');

describe('AoF Skirmish seed', () => {
  const seed = aofSkirmishSeed();

  /**
   * The seed migration replays its frozen copy; the app without a database serves the live data.
   * They must agree. Until the migration ships in a release, a change to the data may rewrite the
   * copy: FREEZE_AOF_SEED=1 npx jest src/games/aof-skirmish/catalog (then review the diff). After a
   * release, a change needs a migration of its own instead.
   */
  it('is what the seed migration writes (its frozen copy)', () => {
    if (process.env.FREEZE_AOF_SEED === '1') {
      writeFileSync(FROZEN_FILE, `${JSON.stringify(seed, null, 2)}\n`);
      return;
    }
    expect(JSON.parse(JSON.stringify(seed))).toEqual(FROZEN);
  });

  it('parses as the game reads it, and builds the same units as the engine tests use', () => {
    const catalog = buildEngineCatalog(AOF_SKIRMISH, catalogDataOf(AOF_SKIRMISH, seed));
    expect([...(catalog as ReturnType<typeof aofSeedCatalog>).units.keys()]).toEqual([...aofSeedCatalog().units.keys()]);
    expect(seed.entries.map((e) => e.id)).toEqual(AOF_UNITS.map((u) => `${u.faction}/${u.slug}`));
  });

  it('lists every special rule, with a rating parameter exactly where the game writes one (Tough(3))', () => {
    expect(seed.specialRules.map((r) => r.id)).toEqual(RULE_IDS);
    for (const r of seed.specialRules) expect(r.parameter).toBe(SPECIAL_RULES[r.id as keyof typeof SPECIAL_RULES].rating ? 'rating' : null);
    expect(seed.specialRules.find((r) => r.id === 'tough')?.parameter).toBe('rating');
  });

  it('has the rulings register, every text in the three languages', () => {
    expect(seed.rulings.length).toBeGreaterThan(0);
    for (const r of seed.rulings) {
      expect(r.id).toMatch(/^aof-skirmish\/[a-z0-9-]+$/);
      for (const lang of ['en', 'es', 'fr'] as const) {
        expect(r.title[lang].length).toBeGreaterThan(0);
        expect(r.text[lang].length).toBeGreaterThan(0);
      }
    }
  });
});
