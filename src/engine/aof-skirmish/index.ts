import { action, ActionPlan, GameDefinition, planOf, resolveAction, ResolveOptions } from '../core/game';
import { emitAll, Program, pure } from '../core/program';
import { LuckRule } from '../core/luck';
import { ResolutionView } from '../core/resolution';
import { Msg, msg } from '../core/types';
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
import {
  castCost,
  dangerousTerrainCost,
  deploymentCost,
  fallCost,
  jumpCost,
  meleeCost,
  moraleCost,
  movementCost,
  objectivesCost,
  pushCost,
  qualityTestCost,
  shotCost,
  woundEffectsCost,
} from './cost';
import { meleeOdds, meleeOutcome, planMelee, planShot, shotOdds, shotOutcome } from './combat';
import { fallLuck, meleeLuck, passLuck, rollOffLuck, shotLuck, standingLuck } from './luck';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { AofCatalog } from './model';
import { AOF_SKIRMISH_WORST_CASES } from './worst-cases';
import { AttackOdds, FallOutcome, JumpOutcome, MovementOutcome, ObjectivesOutcome, ShotOutcome } from './outcomes';
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
export { meleeOddsByDefense, shotOddsByDefense } from './combat';
export { meleeOddsByDefenseCost, shotOddsByDefenseCost } from './cost';
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

/** What each action's planner returns: the program and how its results read. */
interface Planned<V, O, D> {
  readonly program: Program<V>;
  readonly rulings: readonly string[];
  readonly rollsDice?: boolean;
  readonly outcome: (value: V) => O;
  readonly odds?: () => D;
}

/**
 * A planned action with its two lines of text. Odds are whatever the plan gives: none for an action
 * without chance (movement, objectives), and for one that can roll (a fall, a jump) odds even when
 * this request rolls nothing, so the answer of an action always has the same shape.
 */
const withText = <V, O, D>(plan: Planned<V, O, D>, headline: (o: O) => Msg, oddsLine?: (d: D) => Msg, luck?: LuckRule<O, D>): ActionPlan<V, O, D> =>
  planOf({
    program: plan.program,
    rulings: plan.rulings,
    rollsDice: plan.rollsDice,
    outcome: (v: V) => plan.outcome(v),
    odds: plan.odds,
    headline,
    oddsLine,
    luck,
  });

const attackLine = (d: AttackOdds): Msg => msg('odds.attack', { expected: d.expectedModelsRemoved, destroyed: d.destroyed, stunned: d.stunned });
const woundsLine = (d: { destroyed: number; stunned: number }): Msg => msg('odds.wounds', { destroyed: d.destroyed, stunned: d.stunned });
const passLine = (d: { pass: number }): Msg => msg('odds.pass', { p: d.pass });

/** Age of Fantasy: Skirmish, from the Spanish document (one edition, served in en, es and fr). */
export const AOF_SKIRMISH: GameDefinition<AofCatalog> = {
  id: 'aof-skirmish',
  languages: ['en', 'es', 'fr'],
  editions: [],
  messages: AOF_SKIRMISH_MESSAGES,
  catalog: AOF_CATALOG,
  worstCases: AOF_SKIRMISH_WORST_CASES,
  actions: {
    'quality-test': action((req: QualityTestRequest) => {
      const plan = planQualityTest(req);
      return withText({ ...plan, rulings: ['aof-skirmish/natural-rolls'], odds: () => ({ pass: plan.pass }) }, (o) => msg('headline.quality-test', { passed: yes(o.passed) }), passLine, passLuck((o) => o.passed));
    }, qualityTestCost),
    shot: action((req: ShotRequest, { catalog }) => {
      const plan = planShot(req, catalog);
      const s = (o: ShotOutcome) => o.strike;
      return withText(
        { program: plan.program, rulings: plan.rulings, outcome: (v) => shotOutcome(plan, v), odds: () => shotOdds(plan) },
        (o) => msg('headline.attack', { target: plan.target.name, hits: s(o).hits, wounds: s(o).wounds, removed: s(o).modelsRemoved, destroyed: yes(s(o).target.destroyed), stunned: yes(s(o).target.stunned) }),
        attackLine,
        shotLuck(plan.target),
      );
    }, shotCost),
    melee: action((req: MeleeRequest, { catalog }) => {
      const plan = planMelee(req, catalog);
      return withText(
        { program: plan.program, rulings: plan.rulings, outcome: (v) => meleeOutcome(plan, v), odds: () => meleeOdds(plan) },
        (o) => msg('headline.melee', { attacker: plan.attacker.name, defender: plan.defender.name, a: o.score.attacker, d: o.score.defender, winner: o.winner }),
        (d) => msg('odds.melee', { attacker: plan.attacker.name, win: d.winner.attacker, destroyed: d.defender.destroyed }),
        meleeLuck(plan.attacker.name),
      );
    }, meleeCost),
    'wound-effects': action((req: WoundEffectsRequest, { catalog }) =>
      withText(planWoundEffects(req, catalog), (o) => msg('headline.wounds', { removed: o.modelsRemoved, destroyed: yes(o.after.destroyed), stunned: yes(o.after.stunned) }), woundsLine, standingLuck()),
    woundEffectsCost),
    morale: action((req: MoraleRequest, { catalog }) =>
      withText(
        planMorale(req, catalog),
        (o) => msg('headline.morale', { list: o.units.map((u) => msg('morale.unit', { name: u.name, result: msg(`morale.${u.result}`) })) }),
        (d) => msg('odds.morale', { list: d.units.map((u) => msg('odds.morale-unit', { name: u.name, passed: u.passed })) }),
      ),
    moraleCost),
    movement: action((req: MovementRequest, { catalog }) => {
      const r = resolveMovement(req, catalog);
      return withText({ program: emitAll(r.steps, () => pure(r.outcome)), rulings: r.rulings, rollsDice: false, outcome: (o: MovementOutcome) => o }, (o) =>
        msg('headline.movement', { inches: o.inches, coherent: o.coherent === undefined ? 'unknown' : yes(o.coherent) }),
      );
    }, movementCost),
    'dangerous-terrain': action((req: DangerousTerrainRequest, { catalog }) =>
      withText(planDangerousTerrain(req, catalog), (o) => msg('headline.dangerous', { wounds: o.wounds, destroyed: yes(o.after.destroyed) }), woundsLine, standingLuck()),
    dangerousTerrainCost),
    jump: action((req: JumpRequest, { catalog }) =>
      withText({ ...planJump(req, catalog), outcome: (v: JumpOutcome) => v }, (o) => msg('headline.jump', { success: yes(o.success) }), (d) => msg('odds.pass', { p: d.success }), passLuck((o: JumpOutcome) => o.success, (d: { success: number }) => d.success)),
    jumpCost),
    fall: action((req: FallRequest, { catalog }) =>
      withText({ ...planFall(req, catalog), outcome: (v: FallOutcome) => v }, (o) => msg('headline.fall', { wounded: yes(o.wounded), removed: yes(o.modelRemoved || o.after.destroyed) }), woundsLine, fallLuck()),
    fallCost),
    push: action((req: PushRequest) => withText({ ...planPush(req), rulings: [] }, (o) => msg('headline.push', { pushed: yes(o.pushed), inches: o.inches }), passLine, passLuck((o) => o.pushed)), pushCost),
    cast: action((req: CastRequest) => withText({ ...planCast(req), rulings: ['aof-skirmish/cast-roll'] }, (o) => msg('headline.cast', { success: yes(o.success) }), passLine, passLuck((o) => o.success)), castCost),
    objectives: action((req: ObjectivesRequest) =>
      withText({ ...planObjectives(req), rulings: ['aof-skirmish/objective-distance'], outcome: (v: ObjectivesOutcome) => v }, (o) =>
        o.markerCount !== undefined ? msg('headline.marker-count', { count: o.markerCount }) : msg('headline.objectives', { a: o.held.a, b: o.held.b, winner: o.winner ?? 'none' }),
      ),
    objectivesCost),
    deployment: action((req: DeploymentRequest) =>
      withText(
        { ...planDeployment(req), rulings: ['aof-skirmish/deployment-zone'] },
        (o) => msg('headline.deployment', { legal: yes(o.legal), n: o.problems.length }),
        (d) => msg('odds.roll-off', { p: d.a }),
        rollOffLuck(),
      ),
    deploymentCost),
  },
};

/** Resolves one AoF Skirmish action (see `resolveAction`). */
export function resolveAofSkirmish<A extends AofAction>(actionId: A, request: AofRequestByAction[A], options: ResolveOptions<AofCatalog>): ResolutionView {
  return resolveAction(AOF_SKIRMISH, actionId, request, options);
}
