import { CatalogSchema1795300000000 } from './1795300000000-CatalogSchema';
import { ApiKeysAndCustomCatalog1795400000000 } from './1795400000000-ApiKeysAndCustomCatalog';
import { CatalogEntries1795500000000 } from './1795500000000-CatalogEntries';
import { DropLegacyCatalogTables1795500000200 } from './1795500000200-DropLegacyCatalogTables';
import { CatalogSearch1795700000000 } from './1795700000000-CatalogSearch';
import { SharedRulings1795800000000 } from './1795800000000-SharedRulings';
import { SharedRulingsReplay1795900000800 } from './1795900000800-SharedRulingsReplay';
import { SearchByOwner1795900000300 } from './1795900000300-SearchByOwner';
import { OwnerQuotas1795900000400 } from './1795900000400-OwnerQuotas';
import { RowChangeNotifications1795900000600 } from './1795900000600-RowChangeNotifications';

/**
 * The migrations every game relies on (the shared tables, API keys), listed rather than globbed:
 * a file left behind in dist/ by an older build is never run. Each game adds its own from its
 * folder (src/games/registry.ts, `migrationsOf`); TypeORM orders them all by timestamp.
 */
export const SHARED_MIGRATIONS = [CatalogSchema1795300000000, ApiKeysAndCustomCatalog1795400000000, CatalogEntries1795500000000, DropLegacyCatalogTables1795500000200, CatalogSearch1795700000000, SharedRulings1795800000000, SearchByOwner1795900000300, OwnerQuotas1795900000400, RowChangeNotifications1795900000600, SharedRulingsReplay1795900000800];
