import { DataSource } from 'typeorm';
import { AeCatalog, TRAININGS, Training, UNIT_RULES, UnitRule } from '../engine/ae-wwii/model';
import { LANGUAGES, Lang } from '../engine/core/types';
import type { CatalogEntryData } from '../engine/core/game';
import { buildAeCatalog as buildEngineAeCatalog, parseEditionRules } from '../engine/ae-wwii/catalog';
import {
  AE_WWII_GAME_ID,
  Localized,
  RULING_KINDS,
  RulingKind,
  unitProfileOf,
  weaponProfileOf,
} from '../games/ae-wwii/catalog/ae-wwii.seed';

/*
 * Reads the built-in catalog out of Postgres into plain records. Every value crossing the driver
 * boundary is checked here, so the rest of the service works with typed data and a corrupt row
 * stops the boot with a message naming it instead of failing a request later.
 */

export interface EditionRecord {
  readonly id: string;
  readonly language: Lang;
  readonly name: Localized;
  readonly rules: unknown;
  readonly chart: readonly { readonly from: number; readonly to: number; readonly effect: string }[];
}

export interface NamedRecord {
  readonly id: string;
  readonly name: Localized;
  readonly summary: Localized;
}

/** A unit's stat line as stored, for built-in and homebrew units alike (R: how rules are typed). */
export interface UnitStatLine<R extends string = string> {
  readonly training: Training;
  readonly actionPoints: number;
  readonly movement: number;
  readonly rangedCombat: number | null;
  readonly closeCombat: number;
  readonly armor: number;
  readonly strength: number;
  readonly drive: number;
  readonly wounds: number;
  readonly specialRules: readonly R[];
  readonly weapons: readonly string[];
}

export interface UnitRecord extends NamedRecord, UnitStatLine {
  readonly faction: string;
}

export interface WeaponRecord extends NamedRecord {
  readonly melee: boolean;
  readonly range: number;
  readonly strength: number;
  readonly strengthDice: number;
  readonly rateOfFire: { readonly shots: number; readonly actionPoints: number };
  readonly moveAndFire: boolean;
  readonly indirect: boolean;
  readonly areaOfEffect: number | null;
  readonly arc: { readonly length: number; readonly halfWidth: number } | null;
  readonly ignoresCover: boolean;
}

export interface PsiPowerRecord extends NamedRecord {
  readonly ruling: string | null;
}

export interface RulingRecord {
  readonly id: string;
  readonly kind: RulingKind;
  readonly editions: readonly string[] | null;
  readonly title: Localized;
  readonly text: Localized;
}

export interface GameRecord extends NamedRecord {
  readonly languages: readonly Lang[];
  readonly actions: readonly string[];
  readonly editions: readonly EditionRecord[];
  readonly factions: readonly NamedRecord[];
  readonly units: readonly UnitRecord[];
  readonly weapons: readonly WeaponRecord[];
  readonly specialRules: readonly NamedRecord[];
  readonly psiPowers: readonly PsiPowerRecord[];
  readonly inoculationEffects: ReadonlyMap<string, Localized>;
  readonly rulings: readonly RulingRecord[];
}

export interface CatalogSnapshot {
  readonly games: ReadonlyMap<string, GameRecord>;
  /** The engine's AE-WWII catalog, when the database holds that game. */
  readonly ae: AeCatalog | undefined;
}

export async function loadCatalogSnapshot(dataSource: DataSource): Promise<CatalogSnapshot> {
  // One REPEATABLE READ transaction: all tables are read from the same snapshot.
  const rows = await dataSource.transaction('REPEATABLE READ', async (m) => {
    const q = async (sql: string): Promise<Row[]> => toRows(await m.query(sql), sql);
    return {
      games: await q(`SELECT id, name, summary, languages, actions FROM games ORDER BY position, id`),
      editions: await q(`SELECT game_id, id, language, name, rules FROM editions ORDER BY game_id, position, id`),
      chart: await q(
        `SELECT game_id, edition_id, from_face, to_face, effect FROM inoculation_chart ORDER BY game_id, edition_id, from_face`,
      ),
      effects: await q(`SELECT game_id, id, name FROM inoculation_effects ORDER BY game_id, id`),
      factions: await q(`SELECT game_id, id, name, summary FROM factions ORDER BY game_id, position, id`),
      specialRules: await q(`SELECT game_id, id, name, summary FROM special_rules ORDER BY game_id, position, id`),
      psiPowers: await q(`SELECT game_id, id, name, summary, ruling_id FROM psi_powers ORDER BY game_id, position, id`),
      rulings: await q(`SELECT id, game_id, kind, editions, title, text FROM rulings ORDER BY game_id, position, id`),
      weapons: await q(
        `SELECT game_id, id, name, summary, melee, range, strength, strength_dice, rof_shots, rof_action_points,
                move_and_fire, indirect, area_of_effect, arc_length, arc_half_width, ignores_cover
           FROM weapons WHERE owner IS NULL ORDER BY game_id, position, id`,
      ),
      units: await q(
        `SELECT game_id, id, faction_id, name, summary, training, action_points, movement, ranged_combat,
                close_combat, armor, strength, drive, wounds, special_rules, weapons
           FROM units WHERE owner IS NULL ORDER BY game_id, position, id`,
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
  const chart = byGame(rows.chart, (r) => ({
    edition: r.str('edition_id'),
    from: r.int('from_face'),
    to: r.int('to_face'),
    effect: r.str('effect'),
  }));
  const editions = byGame(rows.editions, (r) => ({
    game: r.str('game_id'),
    id: r.str('id'),
    language: r.oneOf('language', LANGUAGES),
    name: r.localized('name'),
    rules: r.raw('rules'),
  }));
  const effects = byGame(rows.effects, (r) => [r.str('id'), r.localized('name')] as const);
  const factions = byGame(rows.factions, named);
  const specialRules = byGame(rows.specialRules, named);
  const psiPowers = byGame(rows.psiPowers, (r): PsiPowerRecord => ({ ...named(r), ruling: r.strOrNull('ruling_id') }));
  const rulings = byGame(
    rows.rulings,
    (r): RulingRecord => ({
      id: r.str('id'),
      kind: r.oneOf('kind', RULING_KINDS),
      editions: r.strArrayOrNull('editions'),
      title: r.localized('title'),
      text: r.localized('text'),
    }),
  );
  const weapons = byGame(rows.weapons, (r): WeaponRecord => {
    const arcLength = r.numOrNull('arc_length');
    const arcHalfWidth = r.numOrNull('arc_half_width');
    return {
      ...named(r),
      melee: r.bool('melee'),
      range: r.num('range'),
      strength: r.int('strength'),
      strengthDice: r.int('strength_dice'),
      rateOfFire: { shots: r.int('rof_shots'), actionPoints: r.int('rof_action_points') },
      moveAndFire: r.bool('move_and_fire'),
      indirect: r.bool('indirect'),
      areaOfEffect: r.numOrNull('area_of_effect'),
      arc: arcLength === null || arcHalfWidth === null ? null : { length: arcLength, halfWidth: arcHalfWidth },
      ignoresCover: r.bool('ignores_cover'),
    };
  });
  const units = byGame(rows.units, (r): UnitRecord => ({
    ...named(r),
    faction: r.str('faction_id'),
    training: r.oneOf('training', TRAININGS),
    actionPoints: r.int('action_points'),
    movement: r.int('movement'),
    rangedCombat: r.intOrNull('ranged_combat'),
    closeCombat: r.int('close_combat'),
    armor: r.int('armor'),
    strength: r.int('strength'),
    drive: r.int('drive'),
    wounds: r.int('wounds'),
    specialRules: r.strArray('special_rules'),
    weapons: r.strArray('weapons'),
  }));

  const games = new Map<string, GameRecord>();
  for (const g of rows.games) {
    const id = g.str('id');
    const gameChart = chart.get(id) ?? [];
    games.set(id, {
      id,
      name: g.localized('name'),
      summary: g.localized('summary'),
      languages: g.strArray('languages').map((l) => oneOf(l, LANGUAGES, `games.languages of ${id}`)),
      actions: g.strArray('actions'),
      editions: (editions.get(id) ?? []).map((e) => ({
        id: e.id,
        language: e.language,
        name: e.name,
        rules: e.rules,
        chart: gameChart
          .filter((c) => c.edition === e.id)
          .map((c) => ({ from: c.from, to: c.to, effect: c.effect })),
      })),
      factions: factions.get(id) ?? [],
      units: units.get(id) ?? [],
      weapons: weapons.get(id) ?? [],
      specialRules: specialRules.get(id) ?? [],
      psiPowers: psiPowers.get(id) ?? [],
      inoculationEffects: new Map(effects.get(id) ?? []),
      rulings: rulings.get(id) ?? [],
    });
  }

  const aeGame = games.get(AE_WWII_GAME_ID);
  return { games, ae: aeGame ? buildAeCatalog(aeGame) : undefined };
}

/** The engine's view of the AE-WWII records, through the same build as `seedAeCatalog()`. */
export function buildAeCatalog(game: GameRecord): AeCatalog {
  for (const e of game.editions) {
    const where = `editions.rules of ${game.id}/${e.id}`;
    const rules = parseEditionRules(e.rules, where);
    // The chart rows are the localized copy of rules.inoculation; refuse to serve two truths.
    const chart = e.chart.map((c) => `${c.from}-${c.to}:${c.effect}`).join(',');
    const fromRules = rules.inoculation.map((c) => `${c.from}-${c.to}:${c.value}`).join(',');
    if (chart !== fromRules) throw new Error(`${where}: inoculation chart rows (${chart}) differ from the rules (${fromRules})`);
  }
  const entry = <P>(id: string, name: Localized, profile: P, faction?: string) =>
    [id, { data: { id, name, ...(faction ? { faction } : {}), profile }, profile }] as const;
  return buildEngineAeCatalog({
    editions: new Map(game.editions.map((e) => [e.id, { name: e.name, rules: e.rules }])),
    entries: new Map<string, ReadonlyMap<string, { data: CatalogEntryData; profile: unknown }>>([
      [
        'unit',
        new Map(
          game.units.map((u) =>
            entry(u.id, u.name, unitProfileOf({ ...u, specialRules: u.specialRules.map((s): UnitRule => oneOf(s, UNIT_RULES, `special rule of unit ${u.id}`)) }), u.faction),
          ),
        ),
      ],
      ['weapon', new Map(game.weapons.map((w) => entry(w.id, w.name, weaponProfileOf(w))))],
    ]),
    specialRules: new Map(game.specialRules.map((r) => [r.id, { id: r.id, name: r.name, parameter: null }])),
    rulings: new Map(game.rulings.map((r) => [r.id, r.title])),
    factions: new Map(game.factions.map((f) => [f.id, f.name])),
  });
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

  num(column: string): number {
    const v = this.values[column];
    return typeof v === 'number' && Number.isFinite(v) ? v : this.fail(column, 'a number');
  }

  numOrNull(column: string): number | null {
    return this.values[column] === null ? null : this.num(column);
  }

  int(column: string): number {
    const v = this.num(column);
    return Number.isInteger(v) ? v : this.fail(column, 'an integer');
  }

  intOrNull(column: string): number | null {
    return this.values[column] === null ? null : this.int(column);
  }

  bool(column: string): boolean {
    const v = this.values[column];
    return typeof v === 'boolean' ? v : this.fail(column, 'a boolean');
  }

  strArray(column: string): string[] {
    const v = this.values[column];
    if (!Array.isArray(v)) return this.fail(column, 'a text array');
    return v.map((item: unknown) => (typeof item === 'string' ? item : this.fail(column, 'a text array')));
  }

  strArrayOrNull(column: string): string[] | null {
    return this.values[column] === null ? null : this.strArray(column);
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

export { parseEditionRules };
