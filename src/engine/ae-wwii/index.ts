import { RuleError, RuleErrorCode } from '../core/errors';
import { Translate, translator } from '../core/i18n';
import { odds, play, PlayResult, Program } from '../core/program';
import { renderResolution, roundDeep } from '../core/render';
import { ResolutionView } from '../core/resolution';
import { FixedDice } from '../core/dice';
import { chooseDice } from '../core/run';
import { LruCache } from '../core/lru';
import { Lang, msg, Msg, StepDraft } from '../core/types';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { initiativeKey, initiativeOdds, planInitiative } from './initiative';
import { meleeKey, meleeOdds, planMelee } from './melee';
import { AeCatalog, Edition, EditionRules } from './model';
import { resolveMovement } from './movement';
import { planShot, shotOdds, shotOutcome } from './shot';
import { inoculationKey, inoculationOdds, planInoculation, resolveApTransfer, resolvePsiPower } from './special';
import {
  ApTransferRequest,
  DiceInput,
  InitiativeRequest,
  InoculationRequest,
  MeleeRequest,
  MovementRequest,
  PsiPowerRequest,
  ShotRequest,
} from './requests';

export * from './model';
export * from './requests';
export * from './outcomes';

export const AE_WWII_ACTIONS = ['shot', 'melee', 'initiative', 'movement', 'inoculation', 'ap-transfer', 'psi-power'] as const;
export type AeAction = (typeof AE_WWII_ACTIONS)[number];
export const AE_WWII_MESSAGES = { en, es, fr } as const;

export interface AeRequestByAction {
  shot: ShotRequest;
  melee: MeleeRequest;
  initiative: InitiativeRequest;
  movement: MovementRequest;
  inoculation: InoculationRequest;
  'ap-transfer': ApTransferRequest;
  'psi-power': PsiPowerRequest;
}

export interface ResolveOptions {
  readonly catalog: AeCatalog;
  readonly lang: Lang;
  /** Compute exact odds (`?odds=false` skips them). */
  readonly odds: boolean;
  /** Draws a fresh seed from a CSPRNG when the request carries no dice (the transport supplies it). */
  readonly freshSeed: () => string;
  /**
   * Odds already computed for the same situation (the body without its dice). The owner clears
   * it whenever the catalog changes, since odds depend on catalog profiles.
   */
  readonly oddsCache?: LruCache<unknown>;
}

/** Odds for a situation, from the cache or computed once and remembered. */
function cachedOdds<D>(action: AeAction, request: { dice?: DiceInput }, options: ResolveOptions, compute: () => D): D | undefined {
  if (!options.odds) return undefined;
  const cache = options.oddsCache;
  if (!cache) return roundDeep(compute());
  // Odds never depend on the dice nor on the language, so neither is part of the key.
  const { dice: _dice, ...situation } = request;
  const key = `${action}|${JSON.stringify(situation)}`;
  const hit = cache.get(key) as D | undefined;
  if (hit !== undefined) return hit;
  const value = roundDeep(compute());
  cache.set(key, value);
  return value;
}

const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;

/**
 * Resolves one AE-WWII action. Throws RuleError (src/engine/core/errors) for situations the rules
 * forbid, unknown catalog ids and dice that do not fit.
 */
export function resolveAeWwii<A extends AeAction>(
  action: A,
  request: AeRequestByAction[A] & { dice?: DiceInput },
  options: ResolveOptions,
): ResolutionView {
  const edition: Edition = request.edition ?? 'en';
  const rules = options.catalog.editions.get(edition);
  if (!rules) throw RuleError.at(RuleErrorCode.UnknownId, 'edition', `no AE-WWII edition "${edition}"`);
  const t = translator(AE_WWII_MESSAGES, options.lang);
  const base = { game: 'ae-wwii', gameTitle: t('game.title'), edition, action } as const;
  const handlers: { [K in AeAction]: (req: AeRequestByAction[K]) => ResolutionView } = {
    shot: (req) => resolveShotAction(req, options, rules, t, base),
    melee: (req) => resolveMeleeAction(req, options, rules, t, base),
    initiative: (req) => resolveInitiativeAction(req, options, t, base),
    movement: (req) =>
      staticAction(resolveMovement(req, options.catalog, rules), t, base, (o) => msg('headline.movement', { inches: o.inches, ap: o.actionPointsSpent }), request.dice),
    inoculation: (req) => resolveInoculationAction(req, options, rules, t, base),
    'ap-transfer': (req) =>
      staticAction(resolveApTransfer(req, options.catalog, rules), t, base, (o) => msg('headline.ap-transfer', { n: o.transferred }), request.dice),
    'psi-power': (req) =>
      staticAction(resolvePsiPower(req, options.catalog, rules), t, base, (_o, steps) => msg('headline.psi-power', { result: steps[0].result }), request.dice),
  };
  return (handlers[action] as (req: AeRequestByAction[A]) => ResolutionView)(request);
}

type Base = { game: string; gameTitle: string; edition: Edition; action: AeAction };

/** Plays a program with the request's dice; fixed dice left over once it is complete are an error. */
function run<T>(program: Program<T>, dice: DiceInput | undefined, options: ResolveOptions) {
  const choice = chooseDice(dice, options.freshSeed);
  const played: PlayResult<T> = play(program, choice.source);
  if (played.complete) choice.source.finish();
  return { played, dice: { mode: choice.mode, ...(choice.seed !== undefined ? { seed: choice.seed } : {}) } };
}

function resolveShotAction(req: ShotRequest, options: ResolveOptions, rules: EditionRules, t: Translate, base: Base): ResolutionView {
  const plan = planShot(req, options.catalog, rules);
  const { played, dice } = run(plan.program, req.dice, options);
  const outcome = played.complete ? shotOutcome(plan, played.value) : undefined;
  const oddsView = cachedOdds('shot', req, options, () => shotOdds(plan));
  return renderResolution(
    {
      ...base,
      played,
      outcome,
      odds: oddsView,
      rulings: plan.rulings,
      dice,
      headline: outcome
        ? msg('headline.shot', {
            shots: outcome.shots,
            hits: outcome.hits,
            wounds: outcome.wounds,
            removed: outcome.targetRemoved ? t('headline.removed') : '',
          })
        : undefined,
      oddsLine: oddsView
        ? msg('odds.shot', { hit: pct(oddsView.hitPerShot), removed: pct(oddsView.targetRemoved ?? 0), expected: oddsView.expectedWounds.toFixed(2) })
        : undefined,
    },
    t,
  );
}

function resolveMeleeAction(req: MeleeRequest, options: ResolveOptions, rules: EditionRules, t: Translate, base: Base): ResolutionView {
  const plan = planMelee(req, options.catalog, rules);
  const { played, dice } = run(plan.program, req.dice, options);
  const outcome = played.complete ? played.value : undefined;
  const oddsView = cachedOdds('melee', req, options, () => meleeOdds(plan, odds(plan.program, meleeKey)));
  const removed = outcome
    ? [outcome.attackerRemoved ? plan.attacker.name : '', outcome.defenderRemoved ? plan.defender.name : ''].filter(Boolean)
    : [];
  return renderResolution(
    {
      ...base,
      played,
      outcome,
      odds: oddsView,
      rulings: plan.rulings,
      dice,
      headline: outcome
        ? msg('headline.melee', {
            rounds: outcome.rounds,
            attacker: plan.attacker.name,
            aw: outcome.attackerWounds,
            defender: plan.defender.name,
            dw: outcome.defenderWounds,
            removed: removed.length ? ` (${removed.map((n) => `${n} ✝`).join(', ')})` : '',
          })
        : undefined,
      oddsLine: oddsView
        ? msg('odds.melee', {
            defender: plan.defender.name,
            dr: pct(oddsView.defenderRemoved),
            attacker: plan.attacker.name,
            ar: pct(oddsView.attackerRemoved),
          })
        : undefined,
    },
    t,
  );
}

function resolveInitiativeAction(req: InitiativeRequest, options: ResolveOptions, t: Translate, base: Base): ResolutionView {
  const program = planInitiative(req);
  const { played, dice } = run(program, req.dice, options);
  const outcome = played.complete ? played.value : undefined;
  const oddsView = cachedOdds('initiative', req, options, () => initiativeOdds(req, odds(program, initiativeKey)));
  return renderResolution(
    {
      ...base,
      played,
      outcome,
      odds: oddsView,
      rulings: ['ae-wwii/initiative'],
      dice,
      headline: outcome ? msg('headline.initiative', { winner: outcome.winner }) : undefined,
      oddsLine: oddsView ? msg('odds.initiative', { list: oddsView.win.map((w) => `${w.name} ${pct(w.p)}`).join(', ') }) : undefined,
    },
    t,
  );
}

function resolveInoculationAction(
  req: InoculationRequest,
  options: ResolveOptions,
  rules: EditionRules,
  t: Translate,
  base: Base,
): ResolutionView {
  const plan = planInoculation(req, options.catalog, rules);
  const { played, dice } = run(plan.program, req.dice, options);
  const outcome = played.complete ? played.value : undefined;
  const oddsView = cachedOdds('inoculation', req, options, () => inoculationOdds(odds(plan.program, inoculationKey)));
  return renderResolution(
    {
      ...base,
      played,
      outcome,
      odds: oddsView,
      rulings: plan.rulings,
      dice,
      headline: outcome ? msg('headline.inoculation', { effect: played.steps[0].result }) : undefined,
      oddsLine: oddsView
        ? msg('odds.inoculation', {
            list: oddsView.effects.map((e) => `${e.effect} ${pct(e.p)}`).join(', '),
          })
        : undefined,
    },
    t,
  );
}

/**
 * Actions without dice: movement, AP transfer, psi powers. Fixed dice values given to one are
 * all left over, a 422 as for any action (API.md: "more values than the resolution uses").
 */
function staticAction<O>(
  resolved: { outcome: O; steps: StepDraft[]; rulings: string[] },
  t: Translate,
  base: Base,
  headline: (o: O, steps: StepDraft[]) => Msg,
  dice: DiceInput | undefined,
): ResolutionView {
  if (dice?.values !== undefined) new FixedDice(dice.values).finish();
  return renderResolution(
    {
      ...base,
      played: { complete: true, value: resolved.outcome, steps: resolved.steps.map((s) => ({ ...s, rolls: [] })), used: [] },
      outcome: resolved.outcome,
      rulings: resolved.rulings,
      dice: { mode: 'none' },
      headline: headline(resolved.outcome, resolved.steps),
    },
    t,
  );
}
