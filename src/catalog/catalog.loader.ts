import { DataSource } from 'typeorm';
import { LANGUAGES } from '../engine/core/types';
import { CatalogRecords, EntryRecord, Localized, NamedRecord, RULING_KINDS, SPECIAL_RULE_PARAMETERS } from './records';

/*
 * Reads every game's built-in catalog out of Postgres into records (src/catalog/records.ts), the
 * same shape a game's seed has. Every value crossing the driver boundary is checked here, so a
 * corrupt row stops the boot with a message naming it instead of failing a request later; the
 * profiles themselves are checked against their kind's schema when the catalog is built
 * (catalog-data.ts).
 */

export async function loadCatalogRecords(dataSource: DataSource): Promise<Map<string, CatalogRecords>> {
  // One REPEATABLE READ transaction: all tables are read from the same snapshot.
  const rows = await dataSource.transaction('REPEATABLE READ', async (m) => {
    const q = async (sql: string): Promise<Row[]> => toRows(await m.query(sql), sql);
    return {
      games: await q(`SELECT id, name, summary FROM games ORDER BY position, id`),
      editions: await q(`SELECT game_id, id, language, name, rules FROM editions ORDER BY game_id, position, id`),
      factions: await q(`SELECT game_id, id, name, summary FROM factions ORDER BY game_id, position, id`),
      specialRules: await q(`SELECT game_id, id, name, summary, parameter FROM special_rules ORDER BY game_id, position, id`),
      rulings: await q(`SELECT id, game_id, kind, editions, title, text FROM rulings ORDER BY game_id, position, id`),
      entries: await q(
        `SELECT game_id, kind, id, faction_id, name, summary, profile FROM catalog_entries
          WHERE owner IS NULL ORDER BY game_id, kind, position, id`,
      ),
    };
  });

  const byGame = <T>(list: Row[], map: (r: Row) => T): Map<string, T[]> => {
    const out = new Map<string, T[]>();
    for (const r of list) {
      const game = r.str('game_id');
      const bucket = out.get(game) ?? [];
      bucket.push(map(r));
      out.set(game, bucket);
    }
    return out;
  };

  const named = (r: Row): NamedRecord => ({ id: r.str('id'), name: r.localized('name'), summary: r.localized('summary') });
  const editions = byGame(rows.editions, (r) => ({ id: r.str('id'), language: r.oneOf('language', LANGUAGES), name: r.localized('name'), rules: r.raw('rules') }));
  const factions = byGame(rows.factions, named);
  const specialRules = byGame(rows.specialRules, (r) => ({ ...named(r), parameter: r.oneOfOrNull('parameter', SPECIAL_RULE_PARAMETERS) }));
  const rulings = byGame(rows.rulings, (r) => ({
    id: r.str('id'),
    kind: r.oneOf('kind', RULING_KINDS),
    editions: r.strArrayOrNull('editions'),
    title: r.localized('title'),
    text: r.localized('text'),
  }));
  const entries = byGame(
    rows.entries,
    (r): EntryRecord => ({
      kind: r.str('kind'),
      id: r.str('id'),
      faction: r.strOrNull('faction_id'),
      name: r.localized('name'),
      summary: r.localized('summary'),
      profile: r.raw('profile'),
    }),
  );

  const games = new Map<string, CatalogRecords>();
  for (const g of rows.games) {
    const id = g.str('id');
    games.set(id, {
      game: named(g),
      editions: editions.get(id) ?? [],
      factions: factions.get(id) ?? [],
      specialRules: specialRules.get(id) ?? [],
      rulings: rulings.get(id) ?? [],
      entries: entries.get(id) ?? [],
    });
  }
  return games;
}

// ---------------------------------------------------------------------------------------------
// Checked access to driver values.
// ---------------------------------------------------------------------------------------------

function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new Error(`${where}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
  return found;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

class Row {
  constructor(
    private readonly values: Record<string, unknown>,
    private readonly where: string,
  ) {}

  private fail(column: string, expected: string): never {
    throw new Error(`catalog ${this.where}.${column}: expected ${expected}, got ${JSON.stringify(this.values[column])}`);
  }

  raw(column: string): unknown {
    return this.values[column];
  }

  str(column: string): string {
    const v = this.values[column];
    return typeof v === 'string' ? v : this.fail(column, 'a string');
  }

  strOrNull(column: string): string | null {
    return this.values[column] === null ? null : this.str(column);
  }

  strArrayOrNull(column: string): string[] | null {
    const v = this.values[column];
    if (v === null) return null;
    if (!Array.isArray(v)) return this.fail(column, 'a text array');
    return v.map((item: unknown) => (typeof item === 'string' ? item : this.fail(column, 'a text array')));
  }

  localized(column: string): Localized {
    const v = this.values[column];
    if (!isRecord(v)) return this.fail(column, 'a localized object');
    const { en, es, fr } = v;
    if (typeof en !== 'string' || typeof es !== 'string' || typeof fr !== 'string') {
      return this.fail(column, 'strings for en, es and fr');
    }
    return { en, es, fr };
  }

  oneOf<T extends string>(column: string, allowed: readonly T[]): T {
    return oneOf(this.values[column], allowed, `catalog ${this.where}.${column}`);
  }

  oneOfOrNull<T extends string>(column: string, allowed: readonly T[]): T | null {
    return this.values[column] === null ? null : this.oneOf(column, allowed);
  }
}

function toRows(result: unknown, sql: string): Row[] {
  const table = /FROM (\w+)/.exec(sql)?.[1] ?? 'query';
  if (!Array.isArray(result)) throw new Error(`catalog ${table}: the driver returned no rows array`);
  return result.map((r: unknown, i) => {
    if (!isRecord(r)) throw new Error(`catalog ${table}: row ${i} is not an object`);
    const id = typeof r.id === 'string' ? r.id : String(i);
    return new Row(r, `${table}[${id}]`);
  });
}
