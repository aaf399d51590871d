import { action, GameDefinition, planOf, resolveAction, ResolveOptions } from '../core/game';
import { emitAll, pure } from '../core/program';
import { ResolutionView } from '../core/resolution';
import { msg } from '../core/types';
import {
  planCast,
  planDangerousTerrain,
  planDeployment,
  planFall,
  planJump,
  planMorale,
  planObjectives,
  planPush,
  planQualityTest,
  planWoundEffects,
  resolveMovement,
} from './actions';
import { AOF_CATALOG } from './catalog';
import { meleeOdds, meleeOutcome, planMelee, planShot, shotOdds, shotOutcome } from './combat';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { AofCatalog } from './model';
import {
  CastRequest,
  DangerousTerrainRequest,
  DeploymentRequest,
  FallRequest,
  JumpRequest,
  MeleeRequest,
  MoraleRequest,
  MovementRequest,
  ObjectivesRequest,
  PushRequest,
  QualityTestRequest,
  ShotRequest,
  WoundEffectsRequest,
} from './requests';

export * from './model';
export * from './requests';
export * from './outcomes';
export { shotOddsByDefense } from './combat';
export { AOF_CATALOG, AOF_UNIT_KIND, AOF_UNIT_SCHEMA } from './catalog';

export const AOF_SKIRMISH_ACTIONS = [
  'quality-test',
  'shot',
  'melee',
  'wound-effects',
  'morale',
  'movement',
  'dangerous-terrain',
  'jump',
  'fall',
  'push',
  'cast',
  'objectives',
  'deployment',
] as const;
export type AofAction = (typeof AOF_SKIRMISH_ACTIONS)[number];
export const AOF_SKIRMISH_MESSAGES = { en, es, fr } as const;

export interface AofRequestByAction {
  'quality-test': QualityTestRequest;
  shot: ShotRequest;
  melee: MeleeRequest;
  'wound-effects': WoundEffectsRequest;
  morale: MoraleRequest;
  movement: MovementRequest;
  'dangerous-terrain': DangerousTerrainRequest;
  jump: JumpRequest;
  fall: FallRequest;
  push: PushRequest;
  cast: CastRequest;
  objectives: ObjectivesRequest;
  deployment: DeploymentRequest;
}

const yes = (b: boolean): string => (b ? 'yes' : 'no');

/** Age of Fantasy: Skirmish, from the Spanish document (one edition, served in en, es and fr). */
export const AOF_SKIRMISH: GameDefinition<AofCatalog> = {
  id: 'aof-skirmish',
  languages: ['en', 'es', 'fr'],
  editions: [],
  messages: AOF_SKIRMISH_MESSAGES,
  catalog: AOF_CATALOG,
  actions: {
    'quality-test': action((req: QualityTestRequest) => {
      const plan = planQualityTest(req);
      return planOf({
        program: plan.program,
        rulings: ['aof-skirmish/natural-rolls'],
        outcome: plan.outcome,
        odds: () => ({ pass: plan.pass }),
        headline: (o) => msg('headline.quality-test', { passed: yes(o.passed) }),
        oddsLine: (d) => msg('odds.pass', { p: d.pass }),
      });
    }),
    shot: action((req: ShotRequest, { catalog }) => {
      const plan = planShot(req, catalog);
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        outcome: (v) => shotOutcome(plan, v),
        odds: () => shotOdds(plan),
        headline: (o) => msg('headline.attack', { target: plan.target.name, hits: o.strike.hits, wounds: o.strike.wounds, removed: o.strike.modelsRemoved, destroyed: yes(o.strike.target.destroyed), stunned: yes(o.strike.target.stunned) }),
        oddsLine: (d) => msg('odds.attack', { expected: d.expectedModelsRemoved, destroyed: d.destroyed, stunned: d.stunned }),
      });
    }),
    melee: action((req: MeleeRequest, { catalog }) => {
      const plan = planMelee(req, catalog);
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        outcome: (v) => meleeOutcome(plan, v),
        odds: () => meleeOdds(plan),
        headline: (o) =>
          msg('headline.melee', {
            attacker: plan.attacker.name,
            defender: plan.defender.name,
            a: o.score.attacker,
            d: o.score.defender,
            winner: o.winner,
          }),
        oddsLine: (d) => msg('odds.melee', { attacker: plan.attacker.name, win: d.winner.attacker, destroyed: d.defender.destroyed }),
      });
    }),
    'wound-effects': action((req: WoundEffectsRequest, { catalog }) => {
      const plan = planWoundEffects(req, catalog);
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        outcome: plan.outcome,
        odds: plan.odds,
        headline: (o) => msg('headline.wounds', { removed: o.modelsRemoved, destroyed: yes(o.after.destroyed), stunned: yes(o.after.stunned) }),
        oddsLine: (d) => msg('odds.wounds', { destroyed: d.destroyed, stunned: d.stunned }),
      });
    }),
    morale: action((req: MoraleRequest, { catalog }) => {
      const plan = planMorale(req, catalog);
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        rollsDice: plan.rollsDice,
        outcome: plan.outcome,
        odds: plan.rollsDice ? plan.odds : undefined,
        headline: (o) => msg('headline.morale', { list: o.units.map((u) => msg('morale.unit', { name: u.name, result: msg(`morale.${u.result}`) })) }),
        oddsLine: (d) => msg('odds.morale', { list: d.units.map((u) => msg('odds.morale-unit', { name: u.name, passed: u.passed })) }),
      });
    }),
    movement: action((req: MovementRequest, { catalog }) => {
      const r = resolveMovement(req, catalog);
      return {
        program: emitAll(r.steps, () => pure(r.outcome)),
        rulings: r.rulings,
        rollsDice: false,
        outcome: (o: typeof r.outcome) => o,
        headline: (o: typeof r.outcome) => msg('headline.movement', { inches: o.inches, coherent: o.coherent === undefined ? 'unknown' : yes(o.coherent) }),
      };
    }),
    'dangerous-terrain': action((req: DangerousTerrainRequest, { catalog }) => {
      const plan = planDangerousTerrain(req, catalog);
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        outcome: plan.outcome,
        odds: plan.odds,
        headline: (o) => msg('headline.dangerous', { wounds: o.wounds, destroyed: yes(o.after.destroyed) }),
        oddsLine: (d) => msg('odds.wounds', { destroyed: d.destroyed, stunned: d.stunned }),
      });
    }),
    jump: action((req: JumpRequest, { catalog }) => {
      const plan = planJump(req, catalog);
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        rollsDice: plan.rollsDice,
        outcome: (v) => v,
        odds: plan.rollsDice ? plan.odds : undefined,
        headline: (o) => msg('headline.jump', { success: yes(o.success) }),
        oddsLine: (d) => msg('odds.pass', { p: d.success }),
      });
    }),
    fall: action((req: FallRequest, { catalog }) => {
      const plan = planFall(req, catalog);
      return planOf({
        program: plan.program,
        rulings: plan.rulings,
        rollsDice: plan.rollsDice,
        outcome: (v) => v,
        odds: plan.rollsDice ? plan.odds : undefined,
        headline: (o) => msg('headline.fall', { wounded: yes(o.wounded), removed: yes(o.modelRemoved || o.after.destroyed) }),
        oddsLine: (d) => msg('odds.wounds', { destroyed: d.destroyed, stunned: d.stunned }),
      });
    }),
    push: action((req: PushRequest) => {
      const plan = planPush(req);
      return planOf({
        program: plan.program,
        rulings: [],
        outcome: plan.outcome,
        odds: plan.odds,
        headline: (o) => msg('headline.push', { pushed: yes(o.pushed), inches: o.inches }),
        oddsLine: (d) => msg('odds.pass', { p: d.pass }),
      });
    }),
    cast: action((req: CastRequest) => {
      const plan = planCast(req);
      return planOf({
        program: plan.program,
        rulings: ['aof-skirmish/cast-roll'],
        outcome: plan.outcome,
        odds: plan.odds,
        headline: (o) => msg('headline.cast', { success: yes(o.success) }),
        oddsLine: (d) => msg('odds.pass', { p: d.pass }),
      });
    }),
    objectives: action((req: ObjectivesRequest) => {
      const plan = planObjectives(req);
      return planOf({
        program: plan.program,
        rulings: ['aof-skirmish/objective-distance'],
        rollsDice: plan.rollsDice,
        outcome: (v) => v,
        headline: (o) =>
          o.markerCount !== undefined ? msg('headline.marker-count', { count: o.markerCount }) : msg('headline.objectives', { a: o.held.a, b: o.held.b, winner: o.winner ?? 'none' }),
      });
    }),
    deployment: action((req: DeploymentRequest) => {
      const plan = planDeployment(req);
      return planOf({
        program: plan.program,
        rulings: ['aof-skirmish/deployment-zone'],
        rollsDice: plan.rollsDice,
        outcome: (v) => v,
        odds: plan.odds,
        headline: (o) => msg('headline.deployment', { legal: yes(o.legal), n: o.problems.length }),
        oddsLine: (d) => msg('odds.roll-off', { p: d.a }),
      });
    }),
  },
};

/** Resolves one AoF Skirmish action (see `resolveAction`). */
export function resolveAofSkirmish<A extends AofAction>(actionId: A, request: AofRequestByAction[A], options: ResolveOptions<AofCatalog>): ResolutionView {
  return resolveAction(AOF_SKIRMISH, actionId, request, options);
}
