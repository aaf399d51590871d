/*
 * Checked reads of driver values: a corrupt row is an error naming the row and the column, not a
 * wrong answer. Shared by the stores that write with raw SQL (the custom catalog, warbooks).
 */

export type RawRow = Record<string, unknown>;

/** A text in English, and in Spanish and French when given. */
export interface PartlyLocalizedText {
  readonly en: string;
  readonly es?: string;
  readonly fr?: string;
}

/** The checked readers of one store: `what` names it, `where` the row, in an error. */
export interface RowReader {
  /** TypeORM returns rows for SELECT/INSERT and [rows, count] for UPDATE ... RETURNING on Postgres. */
  rows(result: unknown): RawRow[];
  /** The one row a write returned. */
  only(rows: RawRow[]): RawRow;
  str(r: RawRow, c: string): string;
  num(r: RawRow, c: string): number;
  date(r: RawRow, c: string): Date;
  partlyLocalized(r: RawRow, c: string): PartlyLocalizedText;
  fail(r: RawRow, column: string, expected: string): never;
}

export function rowReader(what: string, where: (r: RawRow) => string): RowReader {
  const fail = (r: RawRow, column: string, expected: string): never => {
    throw new Error(`${what} ${where(r)}.${column}: expected ${expected}`);
  };
  return {
    rows(result) {
      const list = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result;
      if (!Array.isArray(list)) throw new Error(`${what}: the driver returned no rows`);
      return list.filter((r): r is RawRow => typeof r === 'object' && r !== null && !Array.isArray(r));
    },
    only(rows) {
      const row = rows[0];
      if (!row) throw new Error(`${what}: the write returned no row`);
      return row;
    },
    str: (r, c) => (typeof r[c] === 'string' ? (r[c] as string) : fail(r, c, 'a string')),
    num: (r, c) => (typeof r[c] === 'number' && Number.isFinite(r[c]) ? (r[c] as number) : fail(r, c, 'a number')),
    date: (r, c) => (r[c] instanceof Date ? (r[c] as Date) : fail(r, c, 'a timestamp')),
    partlyLocalized(r, c) {
      const v = r[c];
      if (typeof v !== 'object' || v === null) return fail(r, c, 'a localized object');
      const { en, es, fr } = v as Record<string, unknown>;
      if (typeof en !== 'string') return fail(r, c, 'an en text');
      return { en, ...(typeof es === 'string' ? { es } : {}), ...(typeof fr === 'string' ? { fr } : {}) };
    },
    fail,
  };
}
