import { buildEngineCatalog, kindOf, parseProfile, withCustomEntries } from '../catalog/catalog-data';
import type { CatalogData, CatalogEntryData, GameCatalog, GameDefinition } from '../engine/core/game';

/*
 * The catalog entries a shared ruling keeps. A resolution is a pure function of its body, its
 * dice, its language and options, and the catalog profiles it reads; every game looks entries up
 * by an id written in the body (`attacker.unit`, `weapon`) or in another entry's profile (a unit's
 * weapons, a warbook archetype's parts). So the entries a ruling reads are those ids, closed over
 * the profiles: kept with the ruling ("pinned"), they make its replay, in any language, and its
 * continuation read exactly what it was ruled with, whatever its sharer edits or deletes later,
 * and against a catalog that holds nothing else of the sharer's (no "did you mean" naming one).
 */

/** One entry a shared ruling keeps: its kind and its data as the loader hands it to the engine. */
export interface PinnedEntry {
  readonly kind: string;
  readonly data: CatalogEntryData;
}

export interface Pins {
  readonly entries: readonly PinnedEntry[];
  /** Per entry (`kind:id`), the top-level body field that named it, directly or through another entry. */
  readonly namedBy: ReadonlyMap<string, string>;
}

export const pinKey = (kind: string, id: string): string => `${kind}:${id}`;

/**
 * The entries of `data` that `body` names: every string of the body that is an entry id of some
 * kind, then every id those entries' profiles name, until none is new. A string that happens to
 * equal an id without being one (a side's name) only keeps one entry more.
 */
export function pinsOf(data: CatalogData, body: Readonly<Record<string, unknown>>): Pins {
  const entries: PinnedEntry[] = [];
  const namedBy = new Map<string, string>();
  const visit = (value: unknown, field: string): void => {
    if (typeof value === 'string') {
      for (const [kind, byId] of data.entries) {
        const entry = byId.get(value);
        const key = pinKey(kind, value);
        if (!entry || namedBy.has(key)) continue;
        namedBy.set(key, field);
        entries.push({ kind, data: entry.data });
        visit(entry.data.profile, field);
      }
    } else if (Array.isArray(value)) {
      for (const v of value) visit(v, field);
    } else if (typeof value === 'object' && value !== null) {
      for (const v of Object.values(value)) visit(v, field);
    }
  };
  for (const [field, value] of Object.entries(body)) if (field !== 'dice') visit(value, field);
  return { entries, namedBy };
}

/** JSON with every object's keys sorted: equal for equal values, whatever order they were built (or stored by jsonb) in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The pinned entries that `base` does not hold as they are (custom ones, and built-in ones changed or gone since). */
export function entriesApart(base: CatalogData, pins: readonly PinnedEntry[]): PinnedEntry[] {
  return pins.filter((p) => {
    const held = base.entries.get(p.kind)?.get(p.data.id);
    return !held || (held.data !== p.data && canonicalJson(held.data) !== canonicalJson(p.data));
  });
}

/**
 * `base` (the built-in catalog) with the pinned entries it lacks put in, each checked and parsed
 * by its kind as the loader does. Throws when the game no longer accepts one (a kind it dropped,
 * a profile its rules now refuse): that ruling can no longer be replayed.
 */
export function catalogWithPins(game: GameDefinition, base: GameCatalog, apart: readonly PinnedEntry[]): GameCatalog {
  if (apart.length === 0) return base;
  const parsed = apart.map((p) => {
    const kind = kindOf(game, p.kind);
    if (!kind) throw new Error(`${game.id} has no catalog kind '${p.kind}'`);
    return { kind: p.kind, entry: { data: p.data, profile: parseProfile(kind, p.data, `pinned entry ${game.id}/${p.kind}/${p.data.id}`) } };
  });
  return buildEngineCatalog(game, withCustomEntries(base.data, parsed));
}
