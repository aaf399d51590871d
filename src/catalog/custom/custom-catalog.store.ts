import { TRAININGS, UNIT_RULES, UnitRule } from '../../engine/ae-wwii/model';
import { AE_WWII_GAME_ID } from '../../games/ae-wwii/catalog/ae-wwii.seed';
import { CUSTOM_FACTION, CUSTOM_WEAPON_PREFIX, CustomUnitFieldsDto, CustomWeaponFieldsDto } from './custom-catalog.dto';
import { UnitStatLine } from '../catalog.loader';

/*
 * SQL of the custom catalog: custom rows of the `units` and `weapons` tables (owner not null).
 * Every statement here is one atomic write; the table triggers keep the previous version in
 * catalog_history and NOTIFY the replicas within the same transaction (see the migration).
 */

export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** A localized text as stored for custom entries: en always, es/fr when the owner gave them. */
export interface PartlyLocalized {
  readonly en: string;
  readonly es?: string;
  readonly fr?: string;
}

interface EntryMeta {
  readonly owner: string;
  readonly slug: string;
  readonly id: string;
  readonly name: PartlyLocalized;
  readonly summary: PartlyLocalized;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
}

export interface CustomUnitRecord extends EntryMeta, UnitStatLine<UnitRule> {}

export interface CustomWeaponRecord extends EntryMeta {
  readonly range: number;
  readonly strength: number;
  readonly strengthDice: number;
  readonly rateOfFire: { readonly shots: number; readonly actionPoints: number };
  readonly moveAndFire: boolean;
  readonly indirect: boolean;
  readonly areaOfEffect: number | null;
  /** Arc length; stored with the engine's fixed half-width (0.5", as inline profiles get). */
  readonly arc: number | null;
  readonly ignoresCover: boolean;
}

export interface CustomEntries {
  readonly units: readonly CustomUnitRecord[];
  readonly weapons: readonly CustomWeaponRecord[];
}

/** The half-width the engine gives an inline profile's arc (src/engine/ae-wwii/models.ts). */
export const ARC_HALF_WIDTH = 0.5;

const META = `owner, name, summary, version, created_at, updated_at, deleted_at`;
const UNIT_COLUMNS = `${META}, id, slug, training, action_points, movement, ranged_combat, close_combat, armor, strength, drive,
  wounds, special_rules, weapons`;
const WEAPON_COLUMNS = `${META}, id, range, strength, strength_dice, rof_shots, rof_action_points, move_and_fire, indirect,
  area_of_effect, arc_length, ignores_cover`;

const json = (v: unknown): string => JSON.stringify(v);
const localized = (v: PartlyLocalized | undefined): string =>
  json(v ? { en: v.en, ...(v.es !== undefined ? { es: v.es } : {}), ...(v.fr !== undefined ? { fr: v.fr } : {}) } : { en: '' });

/** Live (not deleted) custom entries: every owner's, or one owner's. */
export async function loadCustomEntries(q: Queryable, owner?: string): Promise<CustomEntries> {
  const where = `game_id = $1 AND owner IS NOT NULL AND deleted_at IS NULL${owner === undefined ? '' : ' AND owner = $2'}`;
  const params = owner === undefined ? [AE_WWII_GAME_ID] : [AE_WWII_GAME_ID, owner];
  const units = toRows(await q.query(`SELECT ${UNIT_COLUMNS} FROM units WHERE ${where} ORDER BY owner, id`, params)).map(toUnit);
  const weapons = toRows(await q.query(`SELECT ${WEAPON_COLUMNS} FROM weapons WHERE ${where} ORDER BY owner, id`, params)).map(toWeapon);
  return { units, weapons };
}

export const customUnitId = (slug: string): string => `${CUSTOM_FACTION}/${slug}`;
export const customWeaponId = (slug: string): string => `${CUSTOM_WEAPON_PREFIX}${slug}`;

function unitValues(b: CustomUnitFieldsDto): unknown[] {
  return [
    localized(b.name),
    localized(b.summary),
    b.training,
    b.movement,
    b.rangedCombat,
    b.closeCombat,
    b.armor,
    b.strength,
    b.drive,
    b.wounds,
    [...(b.specialRules ?? [])],
    [...(b.weapons ?? [])],
  ];
}

export async function insertCustomUnit(q: Queryable, owner: string, slug: string, b: CustomUnitFieldsDto): Promise<CustomUnitRecord> {
  const rows = toRows(
    await q.query(
      `INSERT INTO units (game_id, faction_id, slug, owner, name, summary, training, movement, ranged_combat, close_combat,
                          armor, strength, drive, wounds, special_rules, weapons)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       RETURNING ${UNIT_COLUMNS}`,
      [AE_WWII_GAME_ID, CUSTOM_FACTION, slug, owner, ...unitValues(b)],
    ),
  );
  return toUnit(only(rows));
}

/** Replaces a live entry's fields; undefined when the owner has no live entry with that slug. */
export async function updateCustomUnit(q: Queryable, owner: string, slug: string, b: CustomUnitFieldsDto): Promise<CustomUnitRecord | undefined> {
  const rows = toRows(
    await q.query(
      `UPDATE units SET name = $4::jsonb, summary = $5::jsonb, training = $6, movement = $7, ranged_combat = $8,
                        close_combat = $9, armor = $10, strength = $11, drive = $12, wounds = $13, special_rules = $14,
                        weapons = $15, version = version + 1, updated_at = now()
        WHERE game_id = $1 AND owner = $2 AND id = $3 AND deleted_at IS NULL
        RETURNING ${UNIT_COLUMNS}`,
      [AE_WWII_GAME_ID, owner, customUnitId(slug), ...unitValues(b)],
    ),
  );
  return rows[0] ? toUnit(rows[0]) : undefined;
}

function weaponValues(b: CustomWeaponFieldsDto): unknown[] {
  const [shots, actionPoints] = b.rateOfFire.split(':').map(Number);
  return [
    localized(b.name),
    localized(b.summary),
    b.range,
    b.strength,
    b.strengthDice ?? 1,
    shots,
    actionPoints,
    b.moveAndFire ?? false,
    b.indirect ?? false,
    b.areaOfEffect ?? null,
    b.arc ?? null,
    b.arc === undefined ? null : ARC_HALF_WIDTH,
    b.ignoresCover ?? false,
  ];
}

export async function insertCustomWeapon(q: Queryable, owner: string, slug: string, b: CustomWeaponFieldsDto): Promise<CustomWeaponRecord> {
  const rows = toRows(
    await q.query(
      `INSERT INTO weapons (game_id, id, owner, name, summary, range, strength, strength_dice, rof_shots, rof_action_points,
                            move_and_fire, indirect, area_of_effect, arc_length, arc_half_width, ignores_cover)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       RETURNING ${WEAPON_COLUMNS}`,
      [AE_WWII_GAME_ID, customWeaponId(slug), owner, ...weaponValues(b)],
    ),
  );
  return toWeapon(only(rows));
}

export async function updateCustomWeapon(q: Queryable, owner: string, slug: string, b: CustomWeaponFieldsDto): Promise<CustomWeaponRecord | undefined> {
  const rows = toRows(
    await q.query(
      `UPDATE weapons SET name = $4::jsonb, summary = $5::jsonb, range = $6, strength = $7, strength_dice = $8, rof_shots = $9,
                          rof_action_points = $10, move_and_fire = $11, indirect = $12, area_of_effect = $13,
                          arc_length = $14, arc_half_width = $15, ignores_cover = $16, version = version + 1, updated_at = now()
        WHERE game_id = $1 AND owner = $2 AND id = $3 AND deleted_at IS NULL
        RETURNING ${WEAPON_COLUMNS}`,
      [AE_WWII_GAME_ID, owner, customWeaponId(slug), ...weaponValues(b)],
    ),
  );
  return rows[0] ? toWeapon(rows[0]) : undefined;
}

export type CustomTable = 'units' | 'weapons';

/**
 * Soft delete (`deleted: true`) or restore (`false`) of one entry. Returns the entry after the
 * change, the entry unchanged when it already was in that state (`changed: false`), or undefined
 * when the owner has no entry with that id.
 */
export async function setCustomDeleted(
  q: Queryable,
  table: CustomTable,
  owner: string,
  id: string,
  deleted: boolean,
): Promise<{ readonly row: CustomUnitRecord | CustomWeaponRecord; readonly changed: boolean } | undefined> {
  const columns = table === 'units' ? UNIT_COLUMNS : WEAPON_COLUMNS;
  const read = table === 'units' ? toUnit : toWeapon;
  const changed = toRows(
    await q.query(
      `UPDATE ${table} SET deleted_at = ${deleted ? 'now()' : 'NULL'}, version = version + 1, updated_at = now()
        WHERE game_id = $1 AND owner = $2 AND id = $3 AND deleted_at IS ${deleted ? 'NULL' : 'NOT NULL'}
        RETURNING ${columns}`,
      [AE_WWII_GAME_ID, owner, id],
    ),
  );
  if (changed[0]) return { row: read(changed[0]), changed: true };
  const current = toRows(await q.query(`SELECT ${columns} FROM ${table} WHERE game_id = $1 AND owner = $2 AND id = $3`, [AE_WWII_GAME_ID, owner, id]));
  return current[0] ? { row: read(current[0]), changed: false } : undefined;
}

/** Whether the owner holds an entry with this id, live or deleted (for precise 404s and 409s). */
export async function customEntryState(q: Queryable, table: CustomTable, owner: string, id: string): Promise<'live' | 'deleted' | undefined> {
  const rows = toRows(await q.query(`SELECT deleted_at FROM ${table} WHERE game_id = $1 AND owner = $2 AND id = $3`, [AE_WWII_GAME_ID, owner, id]));
  const row = rows[0];
  if (!row) return undefined;
  return row.deleted_at === null ? 'live' : 'deleted';
}

// ---------------------------------------------------------------------------------------------
// Checked reads of driver values (a corrupt row is an error naming it, not a wrong answer).
// ---------------------------------------------------------------------------------------------

type RawRow = Record<string, unknown>;

/** TypeORM returns rows for SELECT/INSERT and [rows, count] for UPDATE ... RETURNING on Postgres. */
function toRows(result: unknown): RawRow[] {
  const list = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result;
  if (!Array.isArray(list)) throw new Error('custom catalog: the driver returned no rows');
  return list.filter((r): r is RawRow => typeof r === 'object' && r !== null && !Array.isArray(r));
}

function only(rows: RawRow[]): RawRow {
  const row = rows[0];
  if (!row) throw new Error('custom catalog: the write returned no row');
  return row;
}

function fail(r: RawRow, column: string, expected: string): never {
  throw new Error(`custom catalog ${String(r.owner)}:${String(r.id)}.${column}: expected ${expected}`);
}

const str = (r: RawRow, c: string): string => (typeof r[c] === 'string' ? (r[c] as string) : fail(r, c, 'a string'));
const num = (r: RawRow, c: string): number => (typeof r[c] === 'number' && Number.isFinite(r[c]) ? (r[c] as number) : fail(r, c, 'a number'));
const numOrNull = (r: RawRow, c: string): number | null => (r[c] === null ? null : num(r, c));
const bool = (r: RawRow, c: string): boolean => (typeof r[c] === 'boolean' ? (r[c] as boolean) : fail(r, c, 'a boolean'));
const date = (r: RawRow, c: string): Date => (r[c] instanceof Date ? (r[c] as Date) : fail(r, c, 'a timestamp'));
const dateOrNull = (r: RawRow, c: string): Date | null => (r[c] === null ? null : date(r, c));
const strArray = (r: RawRow, c: string): string[] => {
  const v = r[c];
  return Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : fail(r, c, 'a text array');
};

function partlyLocalized(r: RawRow, c: string): PartlyLocalized {
  const v = r[c];
  if (typeof v !== 'object' || v === null) return fail(r, c, 'a localized object');
  const { en, es, fr } = v as Record<string, unknown>;
  if (typeof en !== 'string') return fail(r, c, 'an en text');
  const opt = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
  const out: { en: string; es?: string; fr?: string } = { en };
  if (opt(es) !== undefined) out.es = opt(es);
  if (opt(fr) !== undefined) out.fr = opt(fr);
  return out;
}

function meta(r: RawRow, id: string, slug: string): EntryMeta {
  return {
    owner: str(r, 'owner'),
    id,
    slug,
    name: partlyLocalized(r, 'name'),
    summary: partlyLocalized(r, 'summary'),
    version: num(r, 'version'),
    createdAt: date(r, 'created_at'),
    updatedAt: date(r, 'updated_at'),
    deletedAt: dateOrNull(r, 'deleted_at'),
  };
}

function toUnit(r: RawRow): CustomUnitRecord {
  const training = TRAININGS.find((t) => t === r.training) ?? fail(r, 'training', TRAININGS.join('|'));
  return {
    ...meta(r, str(r, 'id'), str(r, 'slug')),
    training,
    actionPoints: num(r, 'action_points'),
    movement: num(r, 'movement'),
    rangedCombat: numOrNull(r, 'ranged_combat'),
    closeCombat: num(r, 'close_combat'),
    armor: num(r, 'armor'),
    strength: num(r, 'strength'),
    drive: num(r, 'drive'),
    wounds: num(r, 'wounds'),
    specialRules: strArray(r, 'special_rules').map((s) => UNIT_RULES.find((u) => u === s) ?? fail(r, 'special_rules', UNIT_RULES.join('|'))),
    weapons: strArray(r, 'weapons'),
  };
}

function toWeapon(r: RawRow): CustomWeaponRecord {
  const id = str(r, 'id');
  return {
    ...meta(r, id, id.slice(CUSTOM_WEAPON_PREFIX.length)),
    range: num(r, 'range'),
    strength: num(r, 'strength'),
    strengthDice: num(r, 'strength_dice'),
    rateOfFire: { shots: num(r, 'rof_shots'), actionPoints: num(r, 'rof_action_points') },
    moveAndFire: bool(r, 'move_and_fire'),
    indirect: bool(r, 'indirect'),
    areaOfEffect: numOrNull(r, 'area_of_effect'),
    arc: numOrNull(r, 'arc_length'),
    ignoresCover: bool(r, 'ignores_cover'),
  };
}
