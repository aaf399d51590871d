import Ajv, { ErrorObject, ValidateFunction } from 'ajv';
import { PLAYER_TEXT, PlayerTextProblem } from '../engine/core/player-text';
import { PlayerTextBehaviour, isPlayerTextParams, playerTextKeyword } from '../common/validation/player-text';
import type { CatalogData, CatalogEntryData, CatalogKind, GameCatalog, GameDefinition } from '../engine/core/game';
import type { CatalogRecords, CustomEntryRecord } from './records';

/*
 * Records → what a game's actions read. Every profile is checked against its kind's JSON schema
 * (`CatalogKind.schema`) and parsed by the kind (`CatalogKind.parse`) on the way in, so a corrupt
 * built-in row stops the boot with a message naming it, and a custom one is left out (logged)
 * instead of failing its owner's requests. Framework-free: engine tests build seed catalogs here.
 */

/** A profile error: where in the profile, and what is wrong (JSON Schema terms). */
export interface ProfileError {
  readonly path: string;
  readonly message: string;
  /** Set when the error is refused player text (a name with a line break...): a 400 on writes, not a rule. */
  readonly text?: PlayerTextProblem;
}

/**
 * Kind schemas are written by the games (plain JSON Schema, as stored): not strict, so a game may
 * annotate them; every error reported, since writes answer with all of them. Player text (the
 * `x-playerText` keyword on names and descriptions) is refused and normalized on writes, and
 * accepted as it is on loads: a row stored before the rule still loads.
 */
function schemaValidators(text: PlayerTextBehaviour): (kind: CatalogKind) => ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
  ajv.addKeyword(playerTextKeyword(text));
  const validators = new WeakMap<CatalogKind, ValidateFunction>();
  return (kind) => {
    let v = validators.get(kind);
    if (!v) {
      v = ajv.compile(kind.schema);
      validators.set(kind, v);
    }
    return v;
  };
}
const writeValidator = schemaValidators('normalize');
const loadValidator = schemaValidators('accept');

const pathOf = (e: ErrorObject): string => {
  const parts = e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = e.keyword === 'required' ? [(e.params as { missingProperty: string }).missingProperty] : [];
  const extra = e.keyword === 'additionalProperties' ? [(e.params as { additionalProperty: string }).additionalProperty] : [];
  return [...parts, ...missing, ...extra].reduce((out, p) => (/^\d+$/.test(p) ? `${out}[${p}]` : out === '' ? p : `${out}.${p}`), '');
};

/**
 * What is wrong with `profile` for `kind`'s schema, as a write sees it; empty when it is valid,
 * and then its player text is NFC-normalized and trimmed in place (what is stored).
 */
export function profileErrors(kind: CatalogKind, profile: unknown): ProfileError[] {
  return errorsOf(writeValidator(kind), profile);
}

function errorsOf(validate: ValidateFunction, profile: unknown): ProfileError[] {
  if (validate(profile)) return [];
  return (validate.errors ?? []).map((e) => ({
    path: pathOf(e),
    message: e.message ?? 'is invalid',
    ...(e.keyword === PLAYER_TEXT && isPlayerTextParams(e.params) ? { text: e.params } : {}),
  }));
}

/** A profile (built-in or stored) checked against its kind's schema and parsed; throws an Error naming `where` otherwise. */
export function parseProfile(kind: CatalogKind, entry: CatalogEntryData, where: string): unknown {
  const errors = errorsOf(loadValidator(kind), entry.profile);
  if (errors.length > 0) throw new Error(`${where}: ${errors.map((e) => `${e.path || 'profile'} ${e.message}`).join('; ')}`);
  try {
    return kind.parse(entry.profile, entry);
  } catch (e) {
    throw new Error(`${where}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export const kindOf = (game: GameDefinition, kindId: string): CatalogKind | undefined => game.catalog.kinds.find((k) => k.id === kindId);

type Entries = Map<string, Map<string, { readonly data: CatalogEntryData; readonly profile: unknown }>>;

/** The built-in catalog data of `game` from its records. Throws on anything the game refuses. */
export function catalogDataOf(game: GameDefinition, records: CatalogRecords): CatalogData {
  const entries: Entries = new Map(game.catalog.kinds.map((k) => [k.id, new Map()]));
  for (const r of records.entries) {
    const where = `catalog entry ${game.id}/${r.kind}/${r.id}`;
    const kind = kindOf(game, r.kind);
    const bucket = entries.get(r.kind);
    if (!kind || !bucket) throw new Error(`${where}: ${game.id} has no catalog kind '${r.kind}'`);
    const data: CatalogEntryData = { id: r.id, name: r.name, ...(r.faction !== null ? { faction: r.faction } : {}), profile: r.profile };
    bucket.set(r.id, { data, profile: parseProfile(kind, data, where) });
  }
  return {
    editions: new Map(records.editions.map((e) => [e.id, { name: e.name, rules: e.rules }])),
    entries,
    specialRules: new Map(records.specialRules.map((s) => [s.id, { id: s.id, name: s.name, parameter: s.parameter }])),
    rulings: new Map(records.rulings.map((r) => [r.id, r.title])),
    factions: new Map(records.factions.map((f) => [f.id, f.name])),
  };
}

/** The parsed form of a custom entry, or the reason it cannot be used. */
export function parseCustomEntry(game: GameDefinition, e: CustomEntryRecord): { readonly data: CatalogEntryData; readonly profile: unknown } {
  const kind = kindOf(game, e.kind);
  const where = `custom entry ${e.owner}:${game.id}/${e.kind}/${e.id}`;
  if (!kind) throw new Error(`${where}: ${game.id} has no catalog kind '${e.kind}'`);
  const data: CatalogEntryData = { id: e.id, name: e.name, ...(e.faction !== null ? { faction: e.faction } : {}), profile: e.profile };
  return { data, profile: parseProfile(kind, data, where) };
}

/** `base` with one owner's (already parsed) custom entries added. */
export function withCustomEntries(base: CatalogData, custom: readonly { readonly kind: string; readonly entry: { readonly data: CatalogEntryData; readonly profile: unknown } }[]): CatalogData {
  if (custom.length === 0) return base;
  const entries: Entries = new Map([...base.entries].map(([k, m]) => [k, new Map(m)]));
  for (const c of custom) entries.get(c.kind)?.set(c.entry.data.id, c.entry);
  return { ...base, entries };
}

/** The engine catalog a game's actions read (its `catalog.build`), checked to carry its data. */
export function buildEngineCatalog(game: GameDefinition, data: CatalogData): GameCatalog {
  const built = game.catalog.build(data) as Partial<GameCatalog> | null;
  if (typeof built !== 'object' || built === null || built.data !== data) {
    throw new Error(`${game.id}: catalog.build must return an object whose data is the CatalogData it was given`);
  }
  return built as GameCatalog;
}
