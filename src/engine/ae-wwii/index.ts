import { action, GameDefinition, planOf, resolveAction, ResolveOptions } from '../core/game';
import { odds } from '../core/program';
import { ResolutionView } from '../core/resolution';
import { msg, verbatim } from '../core/types';
import { AE_CATALOG } from './catalog';
import { apTransferCost, initiativeCost, inoculationCost, meleeCost, movementCost, psiPowerCost, shotCost } from './cost';
import { AE_WWII_WORST_CASES } from './worst-cases';
import { initiativeOdds, initiativeOutcome, planInitiative } from './initiative';
import { initiativeLuck, inoculationLuck, meleeLuck, shotLuck } from './luck';
import { meleeOdds, meleeOutcome, planMelee } from './melee';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { AeCatalog, Edition, EDITIONS, EditionRules } from './model';
import { resolveMovement } from './movement';
import { planShot, shotOdds, shotOutcome } from './shot';
import { inoculationOdds, planInoculation, resolveApTransfer, resolvePsiPower } from './special';
import {
  ApTransferRequest,
  InitiativeRequest,
  InoculationRequest,
  MeleeRequest,
  MovementRequest,
  PsiPowerRequest,
  ShotRequest,
} from './requests';
import { pure, emitAll } from '../core/program';

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

const rulesOf = (catalog: AeCatalog, edition: string | undefined): EditionRules => catalog.editions.get(edition as Edition) as EditionRules;

/** A diceless action (movement, AP transfer, psi powers): its steps and outcome, as a program without rolls. */
function fixed<O>(resolved: { outcome: O; steps: Parameters<typeof emitAll>[0]; rulings: string[] }, headline: (o: O) => ReturnType<typeof msg>) {
  return {
    program: emitAll(resolved.steps, () => pure(resolved.outcome)),
    rulings: resolved.rulings,
    rollsDice: false,
    outcome: (o: O) => o,
    headline,
  };
}

/** AE-WWII: three editions whose rules differ (as data), seven actions. */
export const AE_WWII: GameDefinition<AeCatalog> = {
  id: 'ae-wwii',
  languages: ['en', 'es', 'fr'],
  editions: EDITIONS,
  defaultEdition: 'en',
  messages: AE_WWII_MESSAGES,
  catalog: AE_CATALOG,
  worstCases: AE_WWII_WORST_CASES,
  actions: {
    shot: action((req: ShotRequest, { catalog, edition }) => {
      const plan = planShot(req, catalog, rulesOf(catalog, edition));
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        outcome: (value) => shotOutcome(plan, value),
        odds: () => shotOdds(plan),
        headline: (o) => msg('headline.shot', { shots: o.shots, hits: o.hits, wounds: o.wounds, removed: o.targetRemoved ? 'yes' : 'no' }),
        oddsLine: (d) =>
          d.targetRemoved === undefined
            ? msg('odds.shot-area', { hit: d.hitPerShot, expected: d.expectedWounds })
            : msg('odds.shot', { hit: d.hitPerShot, removed: d.targetRemoved, expected: d.expectedWounds }),
        luck: shotLuck(plan),
      });
    }, shotCost),
    melee: action((req: MeleeRequest, { catalog, edition }) => {
      const plan = planMelee(req, catalog, rulesOf(catalog, edition));
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        outcome: (value) => meleeOutcome(plan, value),
        odds: () => meleeOdds(plan, odds(plan.program)),
        headline: (o) =>
          msg('headline.melee', {
            rounds: o.rounds,
            attacker: plan.attacker.name,
            aw: o.attackerWounds,
            defender: plan.defender.name,
            dw: o.defenderWounds,
            removed: [...(o.attackerRemoved ? [plan.attacker.name] : []), ...(o.defenderRemoved ? [plan.defender.name] : [])],
            anyRemoved: o.attackerRemoved || o.defenderRemoved ? 'yes' : 'no',
          }),
        oddsLine: (d) => msg('odds.melee', { defender: plan.defender.name, dr: d.defenderRemoved, attacker: plan.attacker.name, ar: d.attackerRemoved }),
        luck: meleeLuck(plan),
      });
    }, meleeCost),
    initiative: action((req: InitiativeRequest) => {
      const program = planInitiative(req);
      return planOf({
        program,
        rulings: ['ae-wwii/initiative'],
        outcome: initiativeOutcome,
        odds: () => initiativeOdds(req, odds(program)),
        headline: (o) => msg('headline.initiative', { winner: verbatim(o.winner) }),
        oddsLine: (d) => msg('odds.initiative', { list: d.win.map((w) => msg('odds.side', { name: verbatim(w.name), p: w.p })) }),
        luck: initiativeLuck(req),
      });
    }, initiativeCost),
    movement: action(
      (req: MovementRequest, { catalog, edition }) =>
        fixed(resolveMovement(req, catalog, rulesOf(catalog, edition)), (o) => msg('headline.movement', { inches: o.inches, ap: o.actionPointsSpent })),
      movementCost,
    ),
    inoculation: action((req: InoculationRequest, { catalog, edition }) => {
      const plan = planInoculation(req, catalog, rulesOf(catalog, edition));
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        outcome: (value) => value,
        odds: () => inoculationOdds(odds(plan.program)),
        headline: (_o, steps) => msg('headline.inoculation', { effect: steps[0].result }),
        oddsLine: (d) => msg('odds.inoculation', { list: d.effects.map((e) => msg('odds.effect', { effect: msg(`effect-name.${e.effect}`), p: e.p })) }),
        luck: inoculationLuck(),
      });
    }, inoculationCost),
    'ap-transfer': action(
      (req: ApTransferRequest, { catalog, edition }) =>
        fixed(resolveApTransfer(req, catalog, rulesOf(catalog, edition)), (o) => msg('headline.ap-transfer', { n: o.transferred })),
      apTransferCost,
    ),
    'psi-power': action((req: PsiPowerRequest, { catalog, edition }) => {
      const resolved = resolvePsiPower(req, catalog, rulesOf(catalog, edition));
      return fixed(resolved, () => msg('headline.psi-power', { result: resolved.steps[0].result }));
    }, psiPowerCost),
  },
};

/** Resolves one AE-WWII action (see `resolveAction`). */
export function resolveAeWwii<A extends AeAction>(action: A, request: AeRequestByAction[A], options: ResolveOptions<AeCatalog>): ResolutionView {
  return resolveAction(AE_WWII, action, request, options);
}
