import { action, GameDefinition, resolveAction, ResolveOptions } from '../core/game';
import { ResolutionView } from '../core/resolution';
import { planCheck, planOpposed, planProbability, planWillCheck } from './basic';
import { WARTIME_CATALOG } from './catalog';
import { checkCost, meleeCost, opposedCost, probabilityCost, shotCost, squadCost, trapCost, turnOrderCost, willCheckCost } from './cost';
import { planMelee } from './melee';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { WartimeCatalog } from './model';
import {
  CheckRequest,
  MeleeRequest,
  OpposedCheckRequest,
  ProbabilityRequest,
  ShotRequest,
  SquadRequest,
  TrapRequest,
  TurnOrderRequest,
  WillCheckRequest,
} from './requests';
import { planShot } from './shot';
import { planSquad, planTurnOrder } from './squad';
import { planTrap } from './trap';

export * from './archetypes';
export * from './requests';
export * from './outcomes';
export { archetypeCost, priceArchetype } from './costs';
export type { ArchetypeCost, CostLine, Derived, PriceResult } from './costs';
export { validatePlayList, validateWarbook, warbookLookup } from './warbooks';
export type { PlayList, PlayListReport, Violation, ViolationCode, Warbook, WarbookArchetype } from './warbooks';
export type { WartimeCatalog, StoredArchetype } from './model';
export { WARTIME_LIMITS } from './limits';
import { WARTIME_WORST_CASES } from './worst-cases';
export { WARTIME_WORST_CASES } from './worst-cases';
export type { WartimeWorstCase } from './worst-cases';
export { WARTIME_CATALOG, WARTIME_ARCHETYPE_KIND, WARTIME_ARCHETYPE_SCHEMA, SLUG as WARTIME_ARCHETYPE_ID_SCHEMA, inlineArchetypeSchema, catalogLookup } from './catalog';

export const WARTIME_ACTIONS = ['check', 'opposed-check', 'probability', 'shot', 'melee', 'will-check', 'squad', 'turn-order', 'trap'] as const;
export type WartimeAction = (typeof WARTIME_ACTIONS)[number];
export const WARTIME_MESSAGES = { en, es, fr } as const;

export interface WartimeRequestByAction {
  check: CheckRequest;
  'opposed-check': OpposedCheckRequest;
  probability: ProbabilityRequest;
  shot: ShotRequest;
  melee: MeleeRequest;
  'will-check': WillCheckRequest;
  squad: SquadRequest;
  'turn-order': TurnOrderRequest;
  trap: TrapRequest;
}

/** Wartime: one rules text (no editions), nine actions over the archetypes of the catalog or a warbook. */
export const WARTIME: GameDefinition<WartimeCatalog> = {
  id: 'wartime',
  languages: ['en', 'es', 'fr'],
  editions: [],
  messages: WARTIME_MESSAGES,
  catalog: WARTIME_CATALOG,
  worstCases: WARTIME_WORST_CASES,
  actions: {
    check: action((req: CheckRequest, { catalog }) => planCheck(req, catalog), checkCost),
    'opposed-check': action((req: OpposedCheckRequest, { catalog }) => planOpposed(req, catalog), opposedCost),
    probability: action((req: ProbabilityRequest) => planProbability(req), probabilityCost),
    shot: action((req: ShotRequest, { catalog }) => planShot(req, catalog), shotCost),
    melee: action((req: MeleeRequest, { catalog }) => planMelee(req, catalog), meleeCost),
    'will-check': action((req: WillCheckRequest, { catalog }) => planWillCheck(req, catalog), willCheckCost),
    squad: action((req: SquadRequest, { catalog }) => planSquad(req, catalog), squadCost),
    'turn-order': action((req: TurnOrderRequest, { catalog }) => planTurnOrder(req, catalog), turnOrderCost),
    trap: action((req: TrapRequest, { catalog }) => planTrap(req, catalog), trapCost),
  },
};

/** Resolves one Wartime action (see `resolveAction`). */
export function resolveWartime<A extends WartimeAction>(
  actionId: A,
  request: WartimeRequestByAction[A],
  options: ResolveOptions<WartimeCatalog>,
): ResolutionView {
  return resolveAction(WARTIME, actionId, request, options);
}
