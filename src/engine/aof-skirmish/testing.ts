import type { CatalogData } from '../core/game';
import { buildAofCatalog } from './catalog';
import { AofCatalog } from './model';

/** An empty catalog (inline profiles only), for engine tests that need no built-in units. */
export function emptyAofCatalog(): AofCatalog {
  const data: CatalogData = { editions: new Map(), entries: new Map(), specialRules: new Map(), rulings: new Map(), factions: new Map() };
  return buildAofCatalog(data);
}
