import type { CatalogData, CatalogEntryData } from '../../../engine/core/game';
import { buildWartimeCatalog, parseArchetype } from '../../../engine/wartime/catalog';
import type { WartimeCatalog } from '../../../engine/wartime/model';
import { WARTIME_EXAMPLE_ARCHETYPES } from './archetypes.data';
import { wartimeRulingTitles } from './rulings.data';

/**
 * The built-in Wartime data as the catalog loader hands it to the engine (example archetypes and
 * ruling titles), for engine tests that run without a database. No framework imports.
 */
export function wartimeSeedCatalogData(): CatalogData {
  return {
    editions: new Map(),
    entries: new Map([
      [
        'archetype',
        new Map(
          WARTIME_EXAMPLE_ARCHETYPES.map((e) => {
            const data: CatalogEntryData = { id: e.id, name: e.name, profile: e.profile };
            return [e.id, { data, profile: parseArchetype(e.profile, data) }] as const;
          }),
        ),
      ],
    ]),
    specialRules: new Map(),
    rulings: wartimeRulingTitles(),
    factions: new Map(),
  };
}

export const seedWartimeCatalog = (): WartimeCatalog => buildWartimeCatalog(wartimeSeedCatalogData());
