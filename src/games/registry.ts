import type { Type } from '@nestjs/common';
import type { CatalogEntryData, CatalogKind, GameDefinition } from '../engine/core/game';
import type { Lang } from '../engine/core/types';
import type { Cost } from '../engine/core/cost';
import type { CatalogRecords } from '../catalog/records';
import type { ProblemFieldError } from '../common/problem/problem.exception';
import type { DtoClass } from '../common/validation/decorators';
import { SHARED_MIGRATIONS } from '../../migrations';
import type { MigrationSource } from '../database/data-source';
import { describePatterns } from '../common/validation/patterns';

/*
 * What a game is to the Nest side of the platform. Each game folder `src/games/<game>/` exports
 * one `GameModuleDefinition` (its engine `GameDefinition` plus the transport shapes of its actions
 * and catalog kinds, its migrations and its seed) and the Nest module that serves it (built from
 * the shared factories: `resolveController`, `resolveResolver`, `catalogKindController`...). The
 * app registers the list once (src/games/index.ts); boot, readiness, GET /v1/games, the docs, the
 * fuzz suite and the bench iterate it. Nothing shared names a game.
 */

/** One resolve action's REST and GraphQL shapes. */
export interface ActionModule {
  /** One line: the REST operation's summary and the GraphQL query's description. */
  readonly summary: string;
  /** The REST body (class-validator DTO, compiled to JSON Schema): the one validation of both transports. */
  readonly request: DtoClass;
  /** The REST 200 response (Swagger class). */
  readonly response: Type<unknown>;
  /**
   * The fields of the GraphQL input (`input` argument): an abstract `@InputType({ isAbstract: true })`;
   * the resolve factory names the input `<Game><Action>Input` (graphqlNames).
   */
  readonly input: Type<unknown>;
  /**
   * The fields of the resolution's GraphQL object type: an abstract `@ObjectType({ isAbstract: true })`
   * extending ResolutionFields; the resolve factory names it `<Game><Action>Resolution`.
   */
  readonly model: Type<unknown>;
  /** GraphQL input → REST body (pure); default: nulls and absent fields dropped. */
  readonly fromInput?: (input: object) => unknown;
  /** REST error paths → the GraphQL input's names, when `fromInput` renames fields. */
  readonly errorPathToInput?: (error: ProblemFieldError) => ProblemFieldError;
  /** A valid body: the documented example and the bench's request (with a seed, so replayable). */
  readonly example: Readonly<Record<string, unknown>>;
  /** Extra answers the action gives on request (AoF Skirmish's `?defense=all` on a shot). */
  readonly options?: readonly ActionOption[];
}

/**
 * An extra answer one action gives on request, beside the resolution: REST `?<name>=<value>` and
 * the GraphQL argument `<name>` (an enum of `values`) of the action's query. It adds `field` to the
 * reply, which the action's response class and GraphQL model declare (optional). Not asked: nothing
 * is computed. Any other value: a 400 naming the parameter.
 */
export interface ActionOption {
  readonly name: string;
  readonly values: readonly [string, ...string[]];
  /** Documents the parameter (OpenAPI) and the argument (GraphQL). */
  readonly description: string;
  readonly field: string;
  /**
   * The field's value for a valid body (its own action's request) against the caller's engine
   * catalog (the game's `C`): pure, numbers and strings only (it is cached with the odds, for
   * every language). May throw the engine's RuleError, which is localized like a resolve's.
   */
  answer(request: unknown, catalog: unknown, value: string): unknown;
  /** The answer's cost model (src/engine/core/cost.ts), admitted before the answer is worked out. */
  cost(request: unknown, catalog: unknown, value: string): Cost;
}

/**
 * One catalog kind's REST and GraphQL shapes. The factories name what they generate after the
 * game and kind (`AeWwiiUnitCreate`, `AeWwiiUnitReplace`, GraphQL `AeWwiiUnitInput`, queries
 * `aeWwiiUnits`, `aeWwiiUnitById`, mutations `createAeWwiiUnit`...): a game's own types must not
 * take those names. The platform adds what every entry has: `id`, `faction` (faction-scoped
 * kinds), `name` and `summary` (in the reply's language) and, for custom entries, `owner`,
 * `version`, `createdAt`, `updatedAt` and `deletedAt`. Views extend `CatalogEntryView` or
 * `FactionEntryView` (src/catalog/kinds/entry.views.ts) and models the matching GraphQL bases,
 * so they declare those fields too.
 */
export interface KindModule<P = unknown> {
  /** REST view class (Swagger schema name: the class name, e.g. `AeWwiiUnit`). */
  readonly view: Type<unknown>;
  /** GraphQL object type. */
  readonly model: Type<unknown>;
  /** The view's own fields for a stored profile (pure). */
  toView(profile: P): Readonly<Record<string, unknown>>;
  /** Absent: a read-only kind (no custom entries, no write routes). */
  readonly write?: KindWriteModule<P>;
}

/**
 * How custom entries of a kind are written. A write body is the view the reads return: what a GET
 * answers can be sent back as a PUT unchanged.
 */
export interface KindWriteModule<P = unknown> {
  /**
   * The kind's own fields of a write body (a StrictDto): every field `toView` returns, read-only
   * (derived) ones included and optional, so a read can be sent back.
   */
  readonly fields: DtoClass;
  /** The same fields as a GraphQL input (an abstract `@InputType({ isAbstract: true })`). */
  readonly input: Type<unknown>;
  /**
   * A valid body's own fields → the stored profile (pure), checked against the kind's schema
   * after. Returns field errors for what the schema cannot say (a derived field that disagrees,
   * a rule the game refuses), with their messages in `lang` (the request's): they are answered 422.
   */
  toProfile(fields: Readonly<Record<string, unknown>>, lang: Lang): { readonly profile: P } | { readonly errors: readonly ProblemFieldError[] };
  /** A valid create body's own fields (the docs' example). */
  readonly example: Readonly<Record<string, unknown>>;
  /** GraphQL input → REST body (pure); default: nulls and absent fields dropped (`inputToBody`). */
  readonly fromInput?: (input: object) => unknown;
}

/** Runs SQL (a DataSource, an EntityManager in a transaction, a QueryRunner). */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** An entry of one owner that a game keeps in tables of its own, as its catalog kind reads it. */
export interface OwnerEntry {
  readonly owner: string;
  /** One of the game's catalog kinds. */
  readonly kind: string;
  /** Its id must stay apart from built-in and custom ids (the game's own namespace). */
  readonly data: CatalogEntryData;
}

/**
 * Entries a game stores per owner outside the catalog tables (Wartime's warbook archetypes),
 * resolvable by their owner like custom entries: each is checked against its kind's schema,
 * parsed, and merged into the owner's engine catalog (not into catalog reads). Their tables must
 * notify the replicas the way catalog_entries does: a trigger running
 * `arbiter_notify_catalog_change()` (it reads the row's `owner` and `pk` columns), so a change
 * reaches every replica (the rows it names, or that owner whole), and a reconnect reloads everyone.
 */
export interface OwnerEntrySource {
  /** Live entries of every owner, or of `owner` only. */
  load(q: SqlRunner, owner?: string): Promise<readonly OwnerEntry[]>;
  /** The tables whose rows `changes` reads; a change to any other table of the game's reloads the owner whole. */
  readonly tables?: readonly string[];
  /**
   * What changed rows (their table and `pk`) change in `owner`'s entries, given the ones held now
   * by id: reading what the change needs, not everything the owner has. Undefined when only a
   * whole `load` of the owner can tell (a row that is gone, say).
   */
  changes?(q: SqlRunner, owner: string, rows: readonly { readonly table: string; readonly pk: string }[], held: HeldEntries): Promise<OwnerEntryChanges | undefined>;
}

/** The entries of an owner a replica holds now, by id (a view: nothing is copied per change). */
export interface HeldEntries {
  has(id: string): boolean;
  get(id: string): OwnerEntry | undefined;
}

/** Entries to add or replace (by id), ids no longer there, and how many rows it took to know. */
export interface OwnerEntryChanges {
  readonly set: readonly OwnerEntry[];
  readonly removed: readonly string[];
  readonly rowsRead: number;
}

/**
 * A pattern a game's request schemas use (an id's shape, AE-WWII's rate of fire), said in words:
 * a 400 reads "must be a unit id like `german-geneticists/wehrmacht` (...)", never the regular
 * expression. test/platform/messages.spec.ts fails when a registered game's schema uses a pattern
 * nothing describes.
 */
export interface PatternFormat {
  /** The pattern's source as the DTO declares it and its JSON Schema carries it (`UNIT_ID_PATTERN.source`). */
  readonly pattern: string;
  /** A noun phrase in every language problems are written in: "a unit id like `...` (...)". */
  readonly words: Readonly<Record<Lang, string>>;
}

/** A migration class (TypeORM orders every game's and the shared ones by their timestamps). */
export type MigrationClass = MigrationSource;

/** A game's definition without its Nest module: what the shared factories build the module from. */
export interface GameSpec<C = unknown> {
  /** The engine side: id, languages, editions, messages, catalog kinds, actions. */
  readonly definition: GameDefinition<C>;
  /** The game as players name it in the API's documents (`AoF Skirmish`); default its `game.title` in English. */
  readonly shortName?: string;
  /** Per engine action id. */
  readonly actions: Readonly<Record<string, ActionModule>>;
  /** Per engine catalog kind id. */
  readonly kinds: Readonly<Record<string, KindModule>>;
  /** The game's migrations (its seed and data changes), from its folder. */
  readonly migrations: readonly MigrationClass[];
  /** The built-in catalog its migrations seed: what an app without a database serves. */
  seed(): CatalogRecords;
  /** Entries its owners keep in the game's own tables, resolvable by them (see OwnerEntrySource). */
  readonly ownerEntries?: OwnerEntrySource;
  /** The patterns of its own request fields, in words (the shared ones, slugs and entry ids, are src/common's). */
  readonly formats?: readonly PatternFormat[];
}

export interface GameModuleDefinition<C = unknown> extends GameSpec<C> {
  /** The Nest module serving the game's routes (thin: the shared factories, plus its own extras). */
  readonly module: Type<unknown>;
}

/** Nest token of the registered games (`readonly GameModuleDefinition[]`), provided by GamesModule. */
export const GAMES = Symbol('arbiter.games');

/** Route segments the shared catalog routes use under /v1/{game}/: no kind may take them. */
const RESERVED_SEGMENTS = new Set(['factions', 'special-rules', 'rulings', 'resolve', 'games', 'search']);

/** Checks a list of games once at boot: a mistake here is a developer's, found before serving. */
export function checkGames(games: readonly GameModuleDefinition[]): void {
  const ids = new Set<string>();
  for (const g of games) {
    const game = g.definition;
    if (ids.has(game.id)) throw new Error(`game ${game.id} is registered twice`);
    ids.add(game.id);
    const actions = Object.keys(game.actions);
    const missing = actions.filter((a) => !g.actions[a]);
    const extra = Object.keys(g.actions).filter((a) => !actions.includes(a));
    if (missing.length + extra.length > 0) throw new Error(`game ${game.id}: actions without transport ${missing.join(', ') || '-'}, transports without action ${extra.join(', ') || '-'}`);
    const notClass = g.migrations.findIndex((m) => typeof m !== 'function');
    if (notClass >= 0) throw new Error(`game ${game.id}: migration ${notClass} is not a class (did its import resolve to another file?)`);
    const kinds = game.catalog.kinds.map((k) => k.id);
    const noModule = kinds.filter((k) => !g.kinds[k]);
    if (noModule.length > 0) throw new Error(`game ${game.id}: catalog kinds without transport: ${noModule.join(', ')}`);
    const segments = new Set<string>();
    for (const k of game.catalog.kinds) {
      if (RESERVED_SEGMENTS.has(k.plural) || segments.has(k.plural)) throw new Error(`game ${game.id}: kind ${k.id} cannot use the route segment '${k.plural}'`);
      segments.add(k.plural);
    }
    // GraphQL root fields share one namespace: `<game><Action>`, `<game><Plural>`, `<game><Kind>ById`.
    const fields = [...actions, ...game.catalog.kinds.flatMap((k) => [k.plural, `${k.id}-by-id`])].map(graphqlNames(game.id).field);
    const clash = fields.find((f, i) => fields.indexOf(f) !== i);
    if (clash !== undefined) throw new Error(`game ${game.id}: two GraphQL fields would be named ${clash}`);
    // Problems are worded by pattern: one pattern, one wording, whichever game's schema failed.
    const refused = describePatterns(g.formats ?? []);
    if (refused !== undefined) throw new Error(`game ${game.id}: the pattern ${refused} is already described in other words (give the game an id format of its own)`);
  }
}

/** Every migration the registered games need: the shared ones, then each game's. */
export function migrationsOf(games: readonly GameModuleDefinition[]): MigrationSource[] {
  return [...SHARED_MIGRATIONS, ...games.flatMap((g) => g.migrations)];
}

/** The kind of `game` with this id (the caller checked the game has it). */
export function catalogKind(game: GameSpec, kindId: string): CatalogKind {
  const kind = game.definition.catalog.kinds.find((k) => k.id === kindId);
  if (!kind) throw new Error(`game ${game.definition.id} has no catalog kind ${kindId}`);
  return kind;
}

// --- Names ------------------------------------------------------------------------------------

const words = (slug: string): string[] => slug.split(/[^a-z0-9]+/i).filter((w) => w.length > 0);
const capital = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** `ae-wwii` → `AeWwii`, `psi-power` → `PsiPower`: GraphQL type and class name stems. */
export const pascal = (slug: string): string => words(slug).map(capital).join('');

/** `ae-wwii` → `aeWwii`: GraphQL field name stems. */
export const camel = (slug: string): string => {
  const p = pascal(slug);
  return p.charAt(0).toLowerCase() + p.slice(1);
};

/**
 * The one GraphQL naming scheme of every game, from its id. Root fields are `<game><Action>`
 * (`aeWwiiShot`), `<game><Plural>`, `<game><Kind>ById` and `<verb><Game><Kind>`; the shared
 * factories name the types those fields take and return (`AeWwiiShotInput`,
 * `AeWwiiShotResolution`, `AeWwiiUnitInput`); every other type a game declares (its enums
 * included) is `<Game><Name>` (`AeWwiiCover`), through `type`. test/graphql/naming.spec.ts walks
 * the built schema and holds every game to it.
 */
export const graphqlNames = (gameId: string) => {
  const stem = pascal(gameId);
  return {
    /** A type or enum of the game: `Cover` → `AeWwiiCover`. */
    type: (name: string): string => `${stem}${name}`,
    /** The root field of an action or a kind's read: `shot` → `aeWwiiShot`. */
    field: (slug: string): string => `${camel(gameId)}${pascal(slug)}`,
    /** The `input` argument of an action's query. */
    actionInput: (action: string): string => `${stem}${pascal(action)}Input`,
    /** What an action's query returns. */
    actionResolution: (action: string): string => `${stem}${pascal(action)}Resolution`,
    /** A catalog kind's entry: its object type and the stem of its mutations. */
    kind: (kind: string): string => `${stem}${pascal(kind)}`,
    /** The `input` argument of a kind's create and update mutations. */
    kindInput: (kind: string): string => `${stem}${pascal(kind)}Input`,
  };
};
