import { ReplyShape, reshapes, shapeReply } from './answers';
import { FixedDice } from './dice';
import { RuleError, RuleErrorCode, unknownId } from './errors';
import { Catalog, translator, Translate, Translators, translators as translatorsOf } from './i18n';
import { LruCache } from './lru';
import { LuckRule, luckOf } from './luck';
import { en as coreEn } from './messages/en';
import { es as coreEs } from './messages/es';
import { fr as coreFr } from './messages/fr';
import { PlayResult, PlayStep, Program, play } from './program';
import { markdownName, needsEscape } from './markdown';
import { SituationRenderCache, oddsText, renderResolution, roundDeep } from './render';
import { ResolutionView } from './resolution';
import { Cost, WorkBudget, spend } from './cost';
import { chooseDice } from './run';
import { emptyRecord, stateKey } from './state';
import { Lang, Msg, msg, Text, verbatim } from './types';

/**
 * What a game is to the platform: one `GameDefinition` per game, in `src/engine/<game>/`. The
 * resolve pipeline (`resolveAction`), the odds cache, the catalog loader, the REST and GraphQL
 * routes, the docs, the fuzz suite and the bench all read it; nothing shared names a game.
 */
export interface GameDefinition<C = unknown> {
  /** Slug used in every path: `/v1/{id}/...`. */
  readonly id: string;
  /** Languages its messages are written in (`en` always). */
  readonly languages: readonly Lang[];
  /** Rules editions whose rules differ (AE-WWII's en, es, fr); empty for a game with one text. */
  readonly editions: readonly string[];
  /** The edition a request without `edition` is resolved in. */
  readonly defaultEdition?: string;
  /** Step, result, purpose and error texts; must define `game.title` and `action.<id>` for every action. */
  readonly messages: Readonly<Partial<Record<Lang, Catalog>>> & { readonly en: Catalog };
  readonly catalog: CatalogDefinition<C>;
  /** Resolve actions by id (`POST /v1/{game}/resolve/{id}`), in the order they are documented. */
  readonly actions: Readonly<Record<string, ActionDefinition<C>>>;
  /**
   * The heaviest requests the game's caps allow (the largest volley, the longest melee, ...),
   * against its built-in catalog: `npm run bench` times their exact odds (the target is 5 ms each)
   * and one request just beyond each cap, which must be refused in under 1 ms.
   */
  readonly worstCases?: readonly WorstCase[];
}

export interface WorstCase {
  readonly name: string;
  readonly action: string;
  readonly request: unknown;
  /** A request one step beyond a cap, refused with 422 too-large. */
  readonly beyond?: unknown;
}

// ---------------------------------------------------------------------------------------------
// Catalogs
// ---------------------------------------------------------------------------------------------

/**
 * A kind of catalog entry a game has (AE-WWII: units and weapons; Wartime: archetypes; AoF:
 * units). Entries of every kind live in one shared table with a `jsonb` profile that this
 * definition describes and parses; built-in entries come from the game's seed, custom (homebrew)
 * ones from their owners.
 */
export interface CatalogKind<P = unknown> {
  /** Singular id: `unit`. */
  readonly id: string;
  /** Route segment and GraphQL field stem: `units`. */
  readonly plural: string;
  /** `faction`: ids are `<faction>/<slug>` (custom ones `custom/<slug>`); `game`: plain slugs (custom ones `custom-<slug>`). */
  readonly scope: 'faction' | 'game';
  /** JSON Schema of the stored profile; writes are checked against it, reads parsed by `parse`. */
  readonly schema: Readonly<Record<string, unknown>>;
  /** A stored profile as the engine reads it. Throws (an Error naming the field) on a profile the rules refuse. */
  parse(profile: unknown, entry: CatalogEntryData): P;
  /**
   * The ids a parsed profile names in the catalog (AE-WWII: a unit's weapons). A custom entry
   * naming one its owner's catalog lacks is refused when written (422 naming `path`, with the
   * closest ids); built-in entries are checked by the games' seed tests.
   */
  references?(profile: P): readonly CatalogReference[];
}

/** An id a profile names in one kind of its game's catalog, and where the profile names it. */
export interface CatalogReference {
  /** Path of the field in the profile as written (`weapons[1]`). */
  readonly path: string;
  readonly kind: string;
  readonly id: string;
}

/** One catalog entry as the loader hands it to the engine. */
export interface CatalogEntryData {
  readonly id: string;
  readonly name: Text;
  readonly faction?: string;
  /** Parameterised special rules carry their rating: `{ id: 'tough', rating: 3 }`. */
  readonly profile: unknown;
}

/** A special rule, with the parameter it takes when it takes one (Tough(X)). */
export interface SpecialRuleData {
  readonly id: string;
  readonly name: Text;
  /** `rating`: the rule is written with a number, X in Tough(X). */
  readonly parameter: 'rating' | null;
}

export interface CatalogData {
  /** Each edition's rules, as stored (the game parses them). */
  readonly editions: ReadonlyMap<string, { readonly name: Text; readonly rules: unknown }>;
  /** Parsed entries by kind id, then by entry id. */
  readonly entries: ReadonlyMap<string, ReadonlyMap<string, { readonly data: CatalogEntryData; readonly profile: unknown }>>;
  readonly specialRules: ReadonlyMap<string, SpecialRuleData>;
  /** Ruling titles, for the rulings footer of a ruling's text. */
  readonly rulings: ReadonlyMap<string, Text>;
  readonly factions: ReadonlyMap<string, Text>;
}

export interface CatalogDefinition<C> {
  readonly kinds: readonly CatalogKind[];
  /** Builds what the actions read from the loaded data (built-in entries, plus an owner's custom ones). */
  build(data: CatalogData): C;
}

/** Every game's engine catalog carries the data the shared pipeline reads. */
export interface GameCatalog {
  readonly data: CatalogData;
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

export interface ActionContext<C> {
  readonly catalog: C;
  /** The edition the request is resolved in (undefined for a game without editions). */
  readonly edition: string | undefined;
}

/** A situation made ready to play: the one program, and how its results read. */
export interface ActionPlan<V = unknown, O = unknown, D = unknown> {
  readonly program: Program<V>;
  /** Rulings register ids the situation relies on whatever the dice (steps add their own). */
  readonly rulings: readonly string[];
  /** False for an action that rolls no dice (movement): its dice mode is `none`. Default true. */
  readonly rollsDice?: boolean;
  /** The public outcome of a complete play. */
  outcome(value: V, steps: readonly PlayStep[]): O;
  /** The exact odds of the situation before any die is rolled; absent for an action without chance. */
  odds?(): D;
  /** One line saying what happened. */
  headline(outcome: O, steps: readonly PlayStep[]): Msg;
  /** One line of the most useful odds. */
  oddsLine?(odds: D): Msg;
  /** How outcomes rank for `luck` (core/luck.ts); absent: no luck. */
  readonly luck?: LuckRule<O, D>;
}

export interface ActionDefinition<C = unknown, R = unknown> {
  /** Checks the request against the catalog and the rules (throwing RuleError) and plans it. */
  plan(request: R, context: ActionContext<C>): ActionPlan;
  /**
   * The action's cost model (core/cost.ts): the work units a valid body takes to plan, play, compute
   * the odds of and render, from the body and the catalog alone, before any of that work. It must
   * be an upper bound of what `measure` counts (test/abuse checks the heaviest bodies) and cheap:
   * arithmetic over the body's sizes, never a dry run.
   */
  cost(request: R, context: ActionContext<C>): Cost;
}

/** Types a plan's callbacks from its program (V), outcome (O) and odds (D). */
export const planOf = <V, O, D>(plan: ActionPlan<V, O, D>): ActionPlan<V, O, D> => plan;

/** Types an action definition against its request while the game's action map stays uniform. */
export const action = <C, R, V, O, D>(plan: (request: R, context: ActionContext<C>) => ActionPlan<V, O, D>, cost: (request: R, context: ActionContext<C>) => Cost): ActionDefinition<C> => ({
  plan: plan as unknown as ActionDefinition<C>['plan'],
  cost: cost as unknown as ActionDefinition<C>['cost'],
});

// ---------------------------------------------------------------------------------------------
// The resolve pipeline
// ---------------------------------------------------------------------------------------------

export interface ResolveOptions<C> {
  readonly catalog: C & GameCatalog;
  readonly lang: Lang;
  /** Compute exact odds (`?odds=false` skips them). */
  readonly odds: boolean;
  /** Draws a fresh seed from a CSPRNG when the request carries no dice (the transport supplies it). */
  readonly freshSeed: () => string;
  /**
   * What was already worked out for the same situation (the body without its dice): the plan,
   * the exact odds, and what renders the same whatever the dice, per language. The owner keeps
   * one cache per catalog object, since all of it depends on catalog profiles. One entry per
   * situation (an action's options may add entries of their own under other keys).
   */
  readonly oddsCache?: LruCache<unknown>;
  /** `embed` and `?style=compact` (core/answers.ts). */
  readonly shape?: ReplyShape;
  /**
   * What the request may still spend (core/cost.ts): the action's cost model is admitted against it
   * before any work, and the work is counted against it. Absent: unbounded (tests, the bench).
   */
  readonly budget?: WorkBudget;
}

export interface ResolveRequest {
  readonly edition?: string;
  readonly dice?: { readonly seed?: string; readonly values?: readonly number[] };
}

const CORE_MESSAGES = { en: coreEn, es: coreEs, fr: coreFr } as const;

const translators = new WeakMap<GameDefinition<unknown>, Map<Lang, Translate>>();

/**
 * The translator of a game's texts in one language (game catalog first, then the shared one),
 * built once per game and language: a translator holds no per-request state.
 */
export function gameTranslator(game: GameDefinition<unknown>, lang: Lang): Translate {
  let byLang = translators.get(game);
  if (!byLang) translators.set(game, (byLang = new Map()));
  let t = byLang.get(lang);
  if (!t) byLang.set(lang, (t = translator([game.messages, CORE_MESSAGES], lang)));
  return t;
}

const markdownTranslators = new WeakMap<GameDefinition<unknown>, Map<Lang, Translators>>();

/** The plain translator and its Markdown twin (names escaped, core/markdown.ts), for rendering. */
export function gameTranslators(game: GameDefinition<unknown>, lang: Lang): Translators {
  let byLang = markdownTranslators.get(game);
  if (!byLang) markdownTranslators.set(game, (byLang = new Map()));
  let tr = byLang.get(lang);
  if (!tr) byLang.set(lang, (tr = translatorsOf([game.messages, CORE_MESSAGES], lang, markdownName, needsEscape, gameTranslator(game, lang))));
  return tr;
}

/**
 * Resolves one action of one game: plans it, plays it with the request's dice, computes (or reuses)
 * the exact odds, and renders the response in `lang`. Throws RuleError (messages rendered in `lang`)
 * for situations the rules forbid, unknown ids and dice that do not fit.
 */
export function resolveAction<C>(game: GameDefinition<C>, actionId: string, request: ResolveRequest, options: ResolveOptions<C>): ResolutionView {
  const t = gameTranslator(game as GameDefinition<unknown>, options.lang);
  try {
    return resolveIn(game, actionId, request, options, t);
  } catch (e) {
    throw e instanceof RuleError ? e.localized(t) : e;
  }
}

/**
 * One situation (an action and its body without the dice, against one catalog), kept in the
 * caller's per-catalog LRU: everything here is the same whatever the dice, so a request only
 * plays its dice and renders the steps they decide. A plan is a description (programs are
 * immutable and replayable: the odds interpreter walks the same one many times), so sharing it
 * between requests is safe; nothing here holds a response.
 */
class Situation {
  /** Rounded exact odds, computed on the first request that asks for them. */
  odds: unknown = undefined;
  private readonly byLang = new Map<Lang, SituationText>();

  constructor(
    readonly plan: ActionPlan,
    readonly edition: string | undefined,
  ) {}

  textIn(lang: Lang): SituationText {
    let text = this.byLang.get(lang);
    if (!text) this.byLang.set(lang, (text = { odds: undefined, oddsLine: undefined, prefix: undefined, title: undefined, footers: new Map() }));
    return text;
  }
}

/**
 * Per language, what a situation renders the same on every play: the odds with catalog names in
 * this language and their line of text, and (SituationRenderCache) the steps every play starts
 * with, the title and the rulings footers.
 */
interface SituationText extends SituationRenderCache {
  odds: unknown;
  oddsLine: string | undefined;
}

/**
 * A request's situation as a key: the body without its dice (the plan and the odds depend on
 * neither the dice nor the language). Copied key by key onto an engine record, not taken with an
 * object rest (see hot copies in core/state.ts): this runs on every resolve request.
 */
export function situationKey(request: ResolveRequest): string {
  const situation = emptyRecord();
  for (const k of Object.keys(request)) if (k !== 'dice') situation[k] = (request as Readonly<Record<string, unknown>>)[k];
  return stateKey(situation);
}

function situationOf<C>(game: GameDefinition<C>, definition: ActionDefinition<C>, actionId: string, request: ResolveRequest, options: ResolveOptions<C>, t: Translate): Situation {
  const cache = options.oddsCache;
  const plan = (): Situation => {
    const edition = editionOf(game, request.edition, options.catalog, t);
    return new Situation(definition.plan(request, { catalog: options.catalog, edition }), edition);
  };
  if (!cache) return plan();
  const key = `${actionId}|${situationKey(request)}`;
  const hit = cache.get(key);
  if (hit instanceof Situation) return hit;
  const made = plan();
  cache.set(key, made);
  return made;
}

/** The action of a game by id, or a 422 naming it. */
function actionOf<C>(game: GameDefinition<C>, actionId: string, t: Translate): ActionDefinition<C> {
  const definition = Object.prototype.hasOwnProperty.call(game.actions, actionId) ? game.actions[actionId] : undefined;
  if (!definition) throw unknownId('action', msg('error.action', { game: t('game.title'), action: actionId }));
  return definition;
}

/**
 * The cost model's estimate for one request (core/cost.ts), without any of the work. Always asked,
 * whether the situation is cached or not, so a body is admitted or refused the same way on every
 * replica and every time.
 */
export function estimateAction<C>(game: GameDefinition<C>, actionId: string, request: ResolveRequest, catalog: C & GameCatalog, lang: Lang = 'en'): Cost {
  const t = gameTranslator(game as GameDefinition<unknown>, lang);
  try {
    return actionOf(game, actionId, t).cost(request, { catalog, edition: editionOf(game, request.edition, catalog, t) });
  } catch (e) {
    throw e instanceof RuleError ? e.localized(t) : e;
  }
}

function resolveIn<C>(game: GameDefinition<C>, actionId: string, request: ResolveRequest, options: ResolveOptions<C>, t: Translate): ResolutionView {
  const definition = actionOf(game, actionId, t);
  const budget = options.budget;
  if (!budget) return work(game, definition, actionId, request, options, t);
  const estimate = definition.cost(request, { catalog: options.catalog, edition: editionOf(game, request.edition, options.catalog, t) });
  budget.admit(estimate);
  return budget.run(estimate.path, () => work(game, definition, actionId, request, options, t));
}

function work<C>(game: GameDefinition<C>, definition: ActionDefinition<C>, actionId: string, request: ResolveRequest, options: ResolveOptions<C>, t: Translate): ResolutionView {
  const situation = situationOf(game, definition, actionId, request, options, t);
  const { plan, edition } = situation;

  let played: PlayResult<unknown>;
  let dice: { mode: 'random' | 'seed' | 'values' | 'none'; seed?: string };
  if (plan.rollsDice === false) {
    // Values given to an action without dice are all left over: a 422 as for any action.
    if (request.dice?.values !== undefined && request.dice.values.length > 0) new FixedDice(request.dice.values).finish();
    played = play(plan.program, { take: () => undefined });
    dice = { mode: 'none' };
  } else {
    const choice = chooseDice(request.dice, options.freshSeed);
    played = play(plan.program, choice.source);
    if (played.complete) choice.source.finish();
    dice = choice.seed !== undefined ? { mode: choice.mode, seed: choice.seed } : { mode: choice.mode };
  }
  if (!played.complete && plan.rollsDice === false) throw new Error(`${game.id}/${actionId} declares no dice but rolled one`);

  const text = situation.textIn(options.lang);
  const outcome = played.complete ? plan.outcome(played.value, played.steps) : undefined;
  let oddsView: unknown;
  let oddsLine: string | undefined;
  if (options.odds && plan.odds) {
    // Frozen: every later request of the situation hands these same objects to its reply.
    if (situation.odds === undefined) situation.odds = deepFreeze(roundDeep((plan.odds as () => unknown)()));
    if (text.odds === undefined) {
      text.odds = deepFreeze(localizeDeep(situation.odds, t));
      text.oddsLine = plan.oddsLine ? oddsText(plan.oddsLine(situation.odds), gameTranslators(game as GameDefinition<unknown>, options.lang)) : undefined;
    }
    oddsView = text.odds;
    oddsLine = text.oddsLine;
  }
  const headline = outcome !== undefined && played.complete ? plan.headline(outcome, played.steps) : undefined;
  // Luck reads the odds as computed (catalog names not yet rendered), like the odds line.
  const rawOdds = oddsView === undefined ? undefined : situation.odds;
  const luck = outcome !== undefined && rawOdds !== undefined ? luckOf(plan.luck, outcome, rawOdds, t) : undefined;
  const luckBy = luck !== undefined && plan.luck && outcome !== undefined ? plan.luck.by(outcome) : undefined;
  const tr = gameTranslators(game as GameDefinition<unknown>, options.lang);
  const data = options.catalog.data;
  const editionName = edition === undefined ? undefined : (data.editions.get(edition)?.name ?? verbatim(edition));
  // Rendering is linear in steps (core/render.ts): one unit a step.
  spend(played.steps.length);
  const { view, markdown } = renderResolution(
    {
      game: game.id,
      edition,
      editionName,
      action: actionId,
      played,
      outcome: outcome === undefined ? undefined : localizeDeep(outcome, t),
      odds: oddsView,
      rulings: plan.rulings,
      rulingTitle: (id) => data.rulings.get(id),
      dice,
      headline,
      oddsLine,
      luck,
      luckBy,
      cache: options.oddsCache ? text : undefined,
    },
    tr,
  );
  // The parts a shape needs (the odds line's message) are only worked out when one is asked for.
  if (!reshapes(options.shape)) return view;
  const oddsMsg = rawOdds !== undefined && plan.oddsLine ? plan.oddsLine(rawOdds) : undefined;
  return shapeReply(view, { editionName, headline, oddsLine: oddsMsg, luck, luckBy, rulingTitle: (id) => data.rulings.get(id), markdown }, options.shape, tr);
}

function editionOf<C>(game: GameDefinition<C>, requested: string | undefined, catalog: GameCatalog, t: Translate): string | undefined {
  if (game.editions.length === 0) {
    if (requested !== undefined) throw RuleError.at(RuleErrorCode.UnknownId, 'edition', msg('error.edition', { game: t('game.title'), edition: requested, list: '-' }));
    return undefined;
  }
  const edition = requested ?? game.defaultEdition ?? game.editions[0];
  if (!catalog.data.editions.has(edition)) {
    throw RuleError.at(RuleErrorCode.UnknownId, 'edition', msg('error.edition', { game: t('game.title'), edition, list: [...catalog.data.editions.keys()].join(', ') }));
  }
  return edition;
}

/** `value` and everything in it made read-only (plain data: objects and arrays). */
function deepFreeze<V>(value: V): V {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}

/**
 * Outcomes and odds may name models by their catalog names (`Text`); the reply carries them in its
 * language. The situation cache keeps the odds unlocalized once, and localized once per language.
 */
function localizeDeep(value: unknown, t: Translate): unknown {
  if (!hasText(value)) return value;
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, t));
  if (isText(value as object)) return t(value as Text);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as object)) out[k] = localizeDeep(v, t);
  return out;
}

/**
 * Whether a value holds a name to translate: most outcomes hold none, and are then returned as
 * they are (an outcome is made fresh by each play; cached odds are never changed either way).
 */
function hasText(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const v of value) if (hasText(v)) return true;
    return false;
  }
  if (isText(value)) return true;
  for (const k in value) if (hasText((value as Record<string, unknown>)[k])) return true;
  return false;
}

const TEXT_KEYS = new Set(['en', 'es', 'fr']);
const isText = (value: object): value is Text =>
  typeof (value as { en?: unknown }).en === 'string' && Object.keys(value).every((k) => TEXT_KEYS.has(k));
