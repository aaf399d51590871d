import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProblemException, ProblemType, problemMsg } from '../common/problem/problem.exception';
import { problemOf } from '../common/problem/problem';
import { AeCatalog } from '../engine/ae-wwii/model';
import { LANGUAGES, Lang } from '../engine/core/types';
import { Localized, unitStats } from '../games/ae-wwii/catalog/ae-wwii.seed';
import { CatalogSnapshot, GameRecord, loadCatalogSnapshot } from './catalog.loader';
import {
  FactionView,
  GameView,
  PsiPowerView,
  RulingView,
  SpecialRuleView,
  UnitView,
  WeaponView,
} from './catalog.views';

/** Everything one game serves in one language, built once per load. */
interface LocalizedGame {
  readonly game: GameView;
  readonly factions: readonly FactionView[];
  readonly factionIds: ReadonlySet<string>;
  readonly units: readonly UnitView[];
  readonly unitsById: ReadonlyMap<string, UnitView>;
  readonly weapons: readonly WeaponView[];
  readonly weaponsById: ReadonlyMap<string, WeaponView>;
  readonly specialRules: readonly SpecialRuleView[];
  readonly psiPowers: readonly PsiPowerView[];
  readonly rulings: readonly RulingView[];
  readonly rulingsById: ReadonlyMap<string, RulingView>;
}

/**
 * The catalog held in memory. It is read from Postgres once at boot (and on `reload()`), so
 * catalog reads and resolve requests never wait on the database. Views are built and frozen per
 * game and language up front; callers get shared, immutable objects.
 */
@Injectable()
export class CatalogService implements OnModuleInit {
  private readonly logger = new Logger(CatalogService.name);
  private snapshot: CatalogSnapshot | undefined;
  private views = new Map<string, LocalizedGame>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  /** Re-reads the whole catalog; the previous one keeps serving until the new one is complete. */
  async reload(): Promise<void> {
    const snapshot = await loadCatalogSnapshot(this.dataSource);
    const views = new Map<string, LocalizedGame>();
    for (const game of snapshot.games.values()) {
      for (const lang of LANGUAGES) views.set(viewKey(game.id, lang), localizeGame(game, lang));
    }
    this.snapshot = snapshot;
    this.views = views;
    const counts = [...snapshot.games.values()].map((g) => `${g.id}: ${g.units.length} units, ${g.weapons.length} weapons`);
    this.logger.log(`catalog loaded (${counts.join('; ') || 'no games'})`);
  }

  /** The engine's AE-WWII catalog. Throws if the database holds no AE-WWII data (a boot error). */
  aeCatalog(): AeCatalog {
    const ae = this.snapshot?.ae;
    if (!ae) throw new Error('the AE-WWII catalog is not loaded');
    return ae;
  }

  hasGame(game: string): boolean {
    return this.snapshot?.games.has(game) ?? false;
  }

  /** The language a reply about `game` is written in: `lang` when the game has it, else `en`. */
  languageFor(game: string, lang: Lang): Lang {
    const record = this.record(game);
    return record.languages.includes(lang) ? lang : 'en';
  }

  games(lang: Lang): GameView[] {
    return [...(this.snapshot?.games.keys() ?? [])].map((id) => this.localized(id, lang).game);
  }

  game(game: string, lang: Lang): GameView {
    return this.localized(game, lang).game;
  }

  factions(game: string, lang: Lang): FactionView[] {
    return [...this.localized(game, lang).factions];
  }

  /** Units of the game, optionally of one faction (an unknown faction is a 404). */
  units(game: string, lang: Lang, faction?: string): UnitView[] {
    const views = this.localized(game, lang);
    if (faction === undefined) return [...views.units];
    if (!views.factionIds.has(faction)) throw notFound(game, 'faction', faction, 'faction');
    return views.units.filter((u) => u.faction === faction);
  }

  /** A unit by its faction-scoped id, e.g. `german-geneticists/wehrmacht`. */
  unit(game: string, id: string, lang: Lang): UnitView {
    const unit = this.localized(game, lang).unitsById.get(id);
    if (!unit) throw notFound(game, 'unit', id, 'id');
    return unit;
  }

  weapons(game: string, lang: Lang): WeaponView[] {
    return [...this.localized(game, lang).weapons];
  }

  weapon(game: string, id: string, lang: Lang): WeaponView {
    const weapon = this.localized(game, lang).weaponsById.get(id);
    if (!weapon) throw notFound(game, 'weapon', id, 'id');
    return weapon;
  }

  specialRules(game: string, lang: Lang): SpecialRuleView[] {
    return [...this.localized(game, lang).specialRules];
  }

  psiPowers(game: string, lang: Lang): PsiPowerView[] {
    return [...this.localized(game, lang).psiPowers];
  }

  rulings(game: string, lang: Lang): RulingView[] {
    return [...this.localized(game, lang).rulings];
  }

  /** One ruling of the register, e.g. to title the `interpretations` of a resolution. */
  ruling(game: string, id: string, lang: Lang): RulingView {
    const ruling = this.localized(game, lang).rulingsById.get(id);
    if (!ruling) throw notFound(game, 'ruling', id, 'id');
    return ruling;
  }

  private record(game: string): GameRecord {
    const record = this.snapshot?.games.get(game);
    if (!record) throw notFound(undefined, 'game', game, 'game');
    return record;
  }

  private localized(game: string, lang: Lang): LocalizedGame {
    const views = this.views.get(viewKey(game, this.languageFor(game, lang)));
    if (!views) throw notFound(undefined, 'game', game, 'game');
    return views;
  }
}

const viewKey = (game: string, lang: Lang): string => `${game}\u0000${lang}`;

function notFound(game: string | undefined, kind: 'game' | 'faction' | 'unit' | 'weapon' | 'ruling', id: string, path: string): ProblemException {
  const message = problemMsg(`detail.unknown-${kind}`, game === undefined ? { id } : { id, game });
  return problemOf(ProblemType.NotFound, message, [{ path, message }]);
}

function localizeGame(g: GameRecord, lang: Lang): LocalizedGame {
  const t = (text: Localized): string => text[lang] || text.en;
  const effectName = (effect: string): string => {
    const name = g.inoculationEffects.get(effect);
    return name ? t(name) : effect;
  };
  const game: GameView = {
    id: g.id,
    name: t(g.name),
    summary: t(g.summary),
    languages: [...g.languages],
    actions: [...g.actions],
    editions: g.editions.map((e) => ({
      id: e.id,
      name: t(e.name),
      language: e.language,
      inoculationChart: e.chart.map((c) => ({ from: c.from, to: c.to, effect: c.effect, name: effectName(c.effect) })),
    })),
  };
  const factions: FactionView[] = g.factions.map((f) => ({ id: f.id, name: t(f.name), summary: t(f.summary) }));
  const units: UnitView[] = g.units.map((u) => ({
    id: u.id,
    faction: u.faction,
    name: t(u.name),
    summary: t(u.summary),
    actionPoints: u.actionPoints,
    ...unitStats(u),
  }));
  const weapons: WeaponView[] = g.weapons.map((w) => ({
    id: w.id,
    name: t(w.name),
    summary: t(w.summary),
    melee: w.melee,
    range: w.range,
    strength: w.strength,
    strengthDice: w.strengthDice,
    rateOfFire: { shots: w.rateOfFire.shots, actionPoints: w.rateOfFire.actionPoints },
    moveAndFire: w.moveAndFire,
    indirect: w.indirect,
    areaOfEffect: w.areaOfEffect,
    arc: w.arc ? { length: w.arc.length, halfWidth: w.arc.halfWidth } : null,
    ignoresCover: w.ignoresCover,
  }));
  const psiPowers: PsiPowerView[] = g.psiPowers.map((p) => ({
    id: p.id,
    name: t(p.name),
    summary: t(p.summary),
    ruling: p.ruling,
  }));
  // The psi powers are what the psi-officer rule lets a model pick.
  const specialRules: SpecialRuleView[] = g.specialRules.map((r) => ({
    id: r.id,
    name: t(r.name),
    summary: t(r.summary),
    choices: r.id === 'psi-officer' ? psiPowers : [],
  }));
  const rulings: RulingView[] = g.rulings.map((r) => ({
    id: r.id,
    kind: r.kind,
    editions: r.editions ? [...r.editions] : null,
    title: t(r.title),
    text: t(r.text),
  }));
  return deepFreeze({
    game,
    factions,
    factionIds: new Set(factions.map((f) => f.id)),
    units,
    unitsById: new Map(units.map((u) => [u.id, u])),
    weapons,
    weaponsById: new Map(weapons.map((w) => [w.id, w])),
    specialRules,
    psiPowers,
    rulings,
    rulingsById: new Map(rulings.map((r) => [r.id, r])),
  });
}

/** Views are shared between requests; freezing turns an accidental mutation into a thrown error. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map || value instanceof Set) return value;
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
