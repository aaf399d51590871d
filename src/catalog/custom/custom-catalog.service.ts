import { Injectable, Logger, OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProblemException, ProblemText, ProblemType, problemMsg } from '../../common/problem/problem.exception';
import { problemOf } from '../../common/problem/problem';
import { ChangeNotifications, CoalescedReload } from '../../database/notifications';
import { databaseWrite } from '../../database/write-errors';
import { AeCatalog, TRAINING_AP, UnitProfile, WeaponProfile } from '../../engine/ae-wwii/model';
import { Lang } from '../../engine/core/types';
import { AE_WWII_GAME_ID, unitProfileOf, unitStats } from '../../games/ae-wwii/catalog/ae-wwii.seed';
import { CatalogService } from '../catalog.service';
import { UnitView, WeaponView } from '../catalog.views';
import {
  CUSTOM_FACTION,
  CUSTOM_SLUG_MAX,
  CUSTOM_SLUG_PATTERN,
  CUSTOM_WEAPON_PREFIX,
  CreateCustomUnitDto,
  CreateCustomWeaponDto,
  CustomUnitFieldsDto,
  CustomUnitView,
  CustomWeaponFieldsDto,
  CustomWeaponView,
  UpdateCustomUnitDto,
  UpdateCustomWeaponDto,
} from './custom-catalog.dto';
import {
  CustomEntries,
  CustomTable,
  CustomUnitRecord,
  CustomWeaponRecord,
  PartlyLocalized,
  Queryable,
  ARC_HALF_WIDTH,
  customEntryState,
  customUnitId,
  customWeaponId,
  insertCustomUnit,
  insertCustomWeapon,
  loadCustomEntries,
  setCustomDeleted,
  updateCustomUnit,
  updateCustomWeapon,
} from './custom-catalog.store';

interface OwnerViews {
  readonly units: readonly UnitView[];
  readonly unitsById: ReadonlyMap<string, UnitView>;
  readonly weapons: readonly WeaponView[];
  readonly weaponsById: ReadonlyMap<string, WeaponView>;
}

/** One owner's live custom entries, with what is derived from them on first use. */
interface OwnerCatalog {
  readonly entries: CustomEntries;
  readonly views: Map<Lang, OwnerViews>;
  /** Built-in + custom, for the engine; rebuilt if the built-in catalog was reloaded since. */
  merged?: { readonly base: AeCatalog; readonly catalog: AeCatalog };
}

type Kind = 'unit' | 'weapon';
const TABLE: Readonly<Record<Kind, CustomTable>> = { unit: 'units', weapon: 'weapons' };

/**
 * Custom (homebrew) AE-WWII units and weapons: the owners' entries held in memory, merged into
 * the built-in catalog for their owner's reads and resolves, and the transactional writes.
 *
 * Every live custom entry is loaded at boot; a change notification reloads just the owner it
 * names (or everything after a reconnect), so reads and resolves never wait on the database and
 * keep working while it is down. Each owner's merged engine catalog is built once per change and
 * then shared, so resolves stay as fast as with the built-in catalog (and the odds cache, which
 * is per catalog object, stays correct). An owner with no custom entries, and every anonymous
 * caller, gets the built-in catalog object itself.
 */
@Injectable()
export class CustomCatalogService implements OnModuleInit {
  private readonly logger = new Logger(CustomCatalogService.name);
  private owners = new Map<string, OwnerCatalog>();
  /** Reloads may overlap: per owner, only a result newer than the applied one replaces it. */
  private started = 0;
  private readonly applied = new Map<string, number>();

  constructor(
    private readonly catalog: CatalogService,
    private readonly notifications: ChangeNotifications,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.dataSource) return;
    this.notifications.subscribe(async (event) => {
      if (event.type === 'change' && event.change.kind !== 'catalog') return;
      if (event.type === 'change' && event.change.owner !== undefined) return this.quietly(this.reloadOwner(event.change.owner));
      // A built-in change (a data migration on another replica) or a reconnect: reload it all.
      await this.quietly(this.catalog.reload());
      await this.quietly(this.reloadAll());
    });
    await this.notifications.start();
    await this.reloadAll();
  }

  // --- Cache -------------------------------------------------------------------------------------

  private readonly allReloads = new CoalescedReload(() => this.loadAll());
  private readonly ownerReloads = new Map<string, CoalescedReload>();

  /** Re-reads every owner's entries (after a reconnect, or a change that names no owner). */
  reloadAll(): Promise<void> {
    return this.allReloads.run();
  }

  /** Re-reads one owner's entries; concurrent calls for the same owner are coalesced. */
  async reloadOwner(owner: string): Promise<void> {
    let reload = this.ownerReloads.get(owner);
    if (!reload) {
      reload = new CoalescedReload(() => this.loadOwner(owner));
      this.ownerReloads.set(owner, reload);
    }
    try {
      await reload.run();
    } finally {
      if (reload.idle && this.ownerReloads.get(owner) === reload) this.ownerReloads.delete(owner);
    }
  }

  private async loadAll(): Promise<void> {
    if (!this.dataSource) return;
    const ticket = ++this.started;
    const entries = await loadCustomEntries(this.dataSource);
    const byOwner = groupByOwner(entries);
    const owners = new Map(this.owners);
    for (const owner of new Set([...owners.keys(), ...byOwner.keys()])) {
      if ((this.applied.get(owner) ?? 0) > ticket) continue;
      this.applied.set(owner, ticket);
      const mine = byOwner.get(owner);
      if (mine) owners.set(owner, ownerCatalog(mine));
      else owners.delete(owner);
    }
    this.owners = owners;
  }

  private async loadOwner(owner: string): Promise<void> {
    if (!this.dataSource) return;
    const ticket = ++this.started;
    const entries = await loadCustomEntries(this.dataSource, owner);
    if ((this.applied.get(owner) ?? 0) > ticket) return;
    this.applied.set(owner, ticket);
    const owners = new Map(this.owners);
    if (entries.units.length + entries.weapons.length > 0) owners.set(owner, ownerCatalog(entries));
    else owners.delete(owner);
    this.owners = owners;
  }

  private async quietly(reload: Promise<void>): Promise<void> {
    try {
      await reload;
    } catch (e) {
      // The last loaded entries keep serving; the next notification or reconnect retries.
      this.logger.warn(`custom catalog reload failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  // --- Reads ---------------------------------------------------------------------------------

  /**
   * The engine catalog a caller resolves against: the built-in one, plus the owner's custom
   * entries when `owner` (a key's owner with the read scope) has any. The same object is
   * returned until that owner's entries or the built-in catalog change.
   */
  aeCatalogFor(owner: string | undefined): AeCatalog {
    const base = this.catalog.aeCatalog();
    const mine = owner === undefined ? undefined : this.owners.get(owner);
    if (!mine) return base;
    if (mine.merged?.base !== base) mine.merged = { base, catalog: mergeCatalog(base, mine.entries) };
    return mine.merged.catalog;
  }

  /** Built-in units, then the owner's custom ones; `?faction=custom` lists only the latter. */
  units(game: string, lang: Lang, owner: string | undefined, faction?: string): UnitView[] {
    const mine = this.ownerViews(game, lang, owner);
    if (faction === CUSTOM_FACTION) {
      this.catalog.languageFor(game, lang); // 404 for an unknown game
      return [...(mine?.units ?? [])];
    }
    const builtIn = this.catalog.units(game, lang, faction);
    return mine && faction === undefined ? [...builtIn, ...mine.units] : builtIn;
  }

  unit(game: string, id: string, lang: Lang, owner: string | undefined): UnitView {
    return this.ownerViews(game, lang, owner)?.unitsById.get(id) ?? this.catalog.unit(game, id, lang);
  }

  weapons(game: string, lang: Lang, owner: string | undefined): WeaponView[] {
    const builtIn = this.catalog.weapons(game, lang);
    const mine = this.ownerViews(game, lang, owner);
    return mine ? [...builtIn, ...mine.weapons] : builtIn;
  }

  weapon(game: string, id: string, lang: Lang, owner: string | undefined): WeaponView {
    return this.ownerViews(game, lang, owner)?.weaponsById.get(id) ?? this.catalog.weapon(game, id, lang);
  }

  private ownerViews(game: string, lang: Lang, owner: string | undefined): OwnerViews | undefined {
    if (owner === undefined || game !== AE_WWII_GAME_ID) return undefined;
    const mine = this.owners.get(owner);
    if (!mine) return undefined;
    let views = mine.views.get(lang);
    if (!views) {
      views = localizeEntries(mine.entries, lang);
      mine.views.set(lang, views);
    }
    return views;
  }

  // --- Writes --------------------------------------------------------------------------------

  async createUnit(owner: string, body: CreateCustomUnitDto): Promise<CustomUnitView> {
    const id = customUnitId(body.slug);
    const record = await this.write((q) => insertCustomUnit(q, owner, body.slug, fieldsOnly(body)), {
      unique: problemMsg('detail.custom-unit-exists', { id }),
      uniquePath: 'slug',
    });
    await this.quietly(this.reloadOwner(owner));
    return unitView(record);
  }

  async updateUnit(owner: string, id: string, body: UpdateCustomUnitDto): Promise<CustomUnitView> {
    const slug = this.slugOf('unit', id);
    checkSameSlug(body.slug, slug);
    const record = await this.write((q) => updateCustomUnit(q, owner, slug, fieldsOnly(body)));
    if (!record) throw await this.missing('unit', owner, id);
    await this.quietly(this.reloadOwner(owner));
    return unitView(record);
  }

  async createWeapon(owner: string, body: CreateCustomWeaponDto): Promise<CustomWeaponView> {
    checkWeapon(body);
    const id = customWeaponId(body.slug);
    const record = await this.write((q) => insertCustomWeapon(q, owner, body.slug, fieldsOnly(body)), {
      unique: problemMsg('detail.custom-weapon-exists', { id }),
      uniquePath: 'slug',
    });
    await this.quietly(this.reloadOwner(owner));
    return weaponView(record);
  }

  async updateWeapon(owner: string, id: string, body: UpdateCustomWeaponDto): Promise<CustomWeaponView> {
    const slug = this.slugOf('weapon', id);
    checkSameSlug(body.slug, slug);
    checkWeapon(body);
    const record = await this.write((q) => updateCustomWeapon(q, owner, slug, fieldsOnly(body)));
    if (!record) throw await this.missing('weapon', owner, id);
    await this.quietly(this.reloadOwner(owner));
    return weaponView(record);
  }

  deleteUnit(owner: string, id: string): Promise<CustomUnitView> {
    return this.setDeleted('unit', owner, id, true).then((r) => unitView(r as CustomUnitRecord));
  }

  restoreUnit(owner: string, id: string): Promise<CustomUnitView> {
    return this.setDeleted('unit', owner, id, false).then((r) => unitView(r as CustomUnitRecord));
  }

  deleteWeapon(owner: string, id: string): Promise<CustomWeaponView> {
    return this.setDeleted('weapon', owner, id, true).then((r) => weaponView(r as CustomWeaponRecord));
  }

  restoreWeapon(owner: string, id: string): Promise<CustomWeaponView> {
    return this.setDeleted('weapon', owner, id, false).then((r) => weaponView(r as CustomWeaponRecord));
  }

  /** Soft delete or restore. Deleting a deleted entry is a 404 (it is gone); restoring a live one is a no-op. */
  private async setDeleted(kind: Kind, owner: string, id: string, deleted: boolean): Promise<CustomUnitRecord | CustomWeaponRecord> {
    this.slugOf(kind, id);
    const result = await this.write((q) => setCustomDeleted(q, TABLE[kind], owner, id, deleted));
    if (!result || (deleted && !result.changed)) throw notFound(kind, id, result ? 'deleted' : undefined);
    if (result.changed) await this.quietly(this.reloadOwner(owner));
    return result.row;
  }

  /**
   * The slug of a writable id. Ids outside the custom namespace are built-in (or could only ever
   * be built-in): 403, the built-in catalog is read-only. Others' entries are never looked at:
   * every query is scoped to the caller's owner, so they are indistinguishable from absent ones.
   */
  private slugOf(kind: Kind, id: string): string {
    const prefix = kind === 'unit' ? `${CUSTOM_FACTION}/` : CUSTOM_WEAPON_PREFIX;
    if (!id.startsWith(prefix)) {
      throw problemOf(ProblemType.Forbidden, problemMsg(`detail.builtin-${kind}`, { id }), [{ path: 'id', message: problemMsg(`field.custom-${kind}-only`) }]);
    }
    const slug = id.slice(prefix.length);
    if (!CUSTOM_SLUG_PATTERN.test(slug) || slug.length > CUSTOM_SLUG_MAX) throw notFound(kind, id, undefined);
    return slug;
  }

  private async missing(kind: Kind, owner: string, id: string): Promise<ProblemException> {
    const state = await this.write((q) => customEntryState(q, TABLE[kind], owner, id)).catch(() => undefined);
    return notFound(kind, id, state === 'deleted' ? 'deleted' : undefined);
  }

  /** One transaction (its statements see each other and commit, with their NOTIFY, together). */
  private write<T>(fn: (q: Queryable) => Promise<T>, messages?: { unique: ProblemText; uniquePath: string }): Promise<T> {
    return databaseWrite(() => this.db().transaction((manager) => fn(manager)), messages);
  }

  private db(): DataSource {
    if (!this.dataSource) throw problemOf(ProblemType.Unavailable, problemMsg('detail.no-database-custom'));
    return this.dataSource;
  }
}

// --- Helpers -----------------------------------------------------------------------------------

function notFound(kind: Kind, id: string, state: 'deleted' | undefined): ProblemException {
  const detail = problemMsg(state === 'deleted' ? `detail.custom-${kind}-deleted` : `detail.custom-${kind}-missing`, { id });
  return problemOf(ProblemType.NotFound, detail, [{ path: 'id', message: detail }]);
}

function checkSameSlug(given: string | undefined, slug: string): void {
  if (given !== undefined && given !== slug) {
    throw ProblemException.validation([{ path: 'slug', message: problemMsg('field.slug-mismatch', { slug }) }]);
  }
}

/** What the weapons table (and a sensible homebrew weapon) needs beyond the inline profile's rules. */
function checkWeapon(body: CustomWeaponFieldsDto): void {
  const errors = [
    ...(body.range > 0 ? [] : [{ path: 'range', message: problemMsg('field.stored-weapon-range') }]),
    ...(body.areaOfEffect === undefined || body.areaOfEffect > 0 ? [] : [{ path: 'areaOfEffect', message: problemMsg('field.positive-or-absent') }]),
    ...(body.arc === undefined || body.arc > 0 ? [] : [{ path: 'arc', message: problemMsg('field.positive-or-absent') }]),
  ];
  if (errors.length > 0) throw ProblemException.validation(errors);
}

/** The stored fields of a body (its slug, if any, is in the id). */
function fieldsOnly<T extends CustomUnitFieldsDto | CustomWeaponFieldsDto>(body: T & { slug?: string }): T {
  const { slug: _slug, ...fields } = body;
  return fields as T;
}

function groupByOwner(entries: CustomEntries): Map<string, CustomEntries> {
  const out = new Map<string, { units: CustomUnitRecord[]; weapons: CustomWeaponRecord[] }>();
  const bucket = (owner: string) => {
    let b = out.get(owner);
    if (!b) out.set(owner, (b = { units: [], weapons: [] }));
    return b;
  };
  for (const u of entries.units) bucket(u.owner).units.push(u);
  for (const w of entries.weapons) bucket(w.owner).weapons.push(w);
  return out;
}

function ownerCatalog(entries: CustomEntries): OwnerCatalog {
  return { entries, views: new Map() };
}

const unitProfile = (u: CustomUnitRecord): UnitProfile => unitProfileOf(u);

/** The engine profile, exactly as the same fields given inline would resolve. */
function weaponProfile(w: CustomWeaponRecord): WeaponProfile {
  return {
    name: w.name,
    melee: false,
    range: w.range,
    strength: w.strength,
    strengthDice: w.strengthDice,
    rateOfFire: { shots: w.rateOfFire.shots, actionPoints: w.rateOfFire.actionPoints },
    moveAndFire: w.moveAndFire,
    indirect: w.indirect,
    areaOfEffect: w.areaOfEffect,
    arc: w.arc === null ? null : { length: w.arc, halfWidth: ARC_HALF_WIDTH },
    ignoresCover: w.ignoresCover,
  };
}

function mergeCatalog(base: AeCatalog, entries: CustomEntries): AeCatalog {
  const units = new Map(base.units);
  for (const u of entries.units) units.set(u.id, Object.freeze(unitProfile(u)));
  const weapons = new Map(base.weapons);
  for (const w of entries.weapons) weapons.set(w.id, Object.freeze(weaponProfile(w)));
  const entries2 = new Map(base.data.entries);
  entries2.set('unit', new Map([...(base.data.entries.get('unit') ?? []), ...entries.units.map((u) => [u.id, { data: { id: u.id, name: u.name, faction: CUSTOM_FACTION, profile: unitProfile(u) }, profile: units.get(u.id) }] as const)]));
  entries2.set('weapon', new Map([...(base.data.entries.get('weapon') ?? []), ...entries.weapons.map((w) => [w.id, { data: { id: w.id, name: w.name, profile: weaponProfile(w) }, profile: weapons.get(w.id) }] as const)]));
  return Object.freeze({ data: { ...base.data, entries: entries2 }, units, weapons, editions: base.editions });
}

const text = (t: PartlyLocalized, lang: Lang): string => t[lang] ?? t.en;

function localizeEntries(entries: CustomEntries, lang: Lang): OwnerViews {
  const units: UnitView[] = entries.units.map((u) =>
    Object.freeze({
      id: u.id,
      faction: CUSTOM_FACTION,
      name: text(u.name, lang),
      summary: text(u.summary, lang),
      training: u.training,
      actionPoints: TRAINING_AP[u.training],
      movement: u.movement,
      rangedCombat: u.rangedCombat,
      closeCombat: u.closeCombat,
      armor: u.armor,
      strength: u.strength,
      drive: u.drive,
      wounds: u.wounds,
      weapons: [...u.weapons],
      specialRules: [...u.specialRules],
    }),
  );
  const weapons: WeaponView[] = entries.weapons.map((w) => {
    const p = weaponProfile(w);
    return Object.freeze({
      id: w.id,
      name: text(w.name, lang),
      summary: text(w.summary, lang),
      melee: p.melee,
      range: p.range,
      strength: p.strength,
      strengthDice: p.strengthDice,
      rateOfFire: { ...p.rateOfFire },
      moveAndFire: p.moveAndFire,
      indirect: p.indirect,
      areaOfEffect: p.areaOfEffect,
      arc: p.arc ? { ...p.arc } : null,
      ignoresCover: p.ignoresCover,
    });
  });
  return { units, unitsById: new Map(units.map((u) => [u.id, u])), weapons, weaponsById: new Map(weapons.map((w) => [w.id, w])) };
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function meta(r: CustomUnitRecord | CustomWeaponRecord) {
  return {
    owner: r.owner,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: iso(r.deletedAt),
    name: { ...r.name },
    summary: { ...r.summary },
  };
}

export function unitView(u: CustomUnitRecord): CustomUnitView {
  return {
    ...meta(u),
    id: u.id,
    slug: u.slug,
    faction: CUSTOM_FACTION,
    actionPoints: u.actionPoints,
    ...unitStats(u),
  };
}

export function weaponView(w: CustomWeaponRecord): CustomWeaponView {
  return {
    ...meta(w),
    id: w.id,
    slug: w.slug,
    range: w.range,
    strength: w.strength,
    strengthDice: w.strengthDice,
    rateOfFire: `${w.rateOfFire.shots}:${w.rateOfFire.actionPoints}`,
    moveAndFire: w.moveAndFire,
    indirect: w.indirect,
    areaOfEffect: w.areaOfEffect,
    arc: w.arc,
    ignoresCover: w.ignoresCover,
  };
}
