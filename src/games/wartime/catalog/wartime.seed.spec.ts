import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEngineCatalog, catalogDataOf } from '../../../catalog/catalog-data';
import { WARTIME, WartimeCatalog } from '../../../engine/wartime';
import FROZEN from '../migrations/1795700000100-WartimeSeed.data.json';
import { seedWartimeCatalog } from './catalog.data';
import { WARTIME_RULINGS } from './rulings.data';
import { wartimeSeed } from './wartime.seed';

const FROZEN_FILE = join(__dirname, '..', 'migrations', '1795700000100-WartimeSeed.data.json');

describe('Wartime seed', () => {
  const seed = wartimeSeed();

  /**
   * The seed migration replays its frozen copy; the app without a database serves the live data.
   * They must agree. Until the migration ships in a release, a change to the data may rewrite the
   * copy: FREEZE_WARTIME_SEED=1 npx jest src/games/wartime/catalog (then review the diff).
   */
  it('is what the seed migration writes (its frozen copy)', () => {
    if (process.env.FREEZE_WARTIME_SEED === '1') {
      writeFileSync(FROZEN_FILE, `${JSON.stringify(seed, null, 2)}\n`);
      return;
    }
    expect(JSON.parse(JSON.stringify(seed))).toEqual(FROZEN);
  });

  it('parses as the game reads it, into the catalog the engine tests use', () => {
    const catalog = buildEngineCatalog(WARTIME, catalogDataOf(WARTIME, seed)) as WartimeCatalog;
    expect([...catalog.archetypes.keys()]).toEqual([...seedWartimeCatalog().archetypes.keys()]);
  });

  it('serves the rulings register of docs/rulings.md, in three languages', () => {
    expect(seed.rulings.map((r) => r.id)).toEqual(WARTIME_RULINGS.map((r) => r.id));
    expect(seed.rulings.length).toBeGreaterThanOrEqual(40);
  });
});
