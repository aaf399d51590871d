import { AOF_SKIRMISH, AofAction, AofCatalog, MeleeRequest, ShotRequest, meleeOddsByDefense, meleeOddsByDefenseCost, shotOddsByDefense, shotOddsByDefenseCost } from '../../engine/aof-skirmish';
import type { DtoClass } from '../../common/validation/decorators';
import { ActionModule, ActionOption, GameSpec, pascal } from '../registry';
import { AOF_SKIRMISH_FORMATS } from './formats';
import { AOF_LIMITS } from '../../engine/aof-skirmish/limits';
import { aofSkirmishSeed } from './catalog/aof-skirmish.seed';
import { AOF_UNIT_KIND_MODULE } from './catalog/kinds';
import {
  AofSkirmishAttackOdds,
  AofSkirmishCastOutcome,
  AofSkirmishDangerousTerrainOutcome,
  AofSkirmishDefenseOdds,
  AofSkirmishDeploymentOutcome,
  AofSkirmishFallOdds,
  AofSkirmishFallOutcome,
  AofSkirmishJumpOdds,
  AofSkirmishJumpOutcome,
  AofSkirmishMeleeDefenseOdds,
  AofSkirmishMeleeOdds,
  AofSkirmishMeleeOutcome,
  AofSkirmishMoraleOdds,
  AofSkirmishMoraleOutcome,
  AofSkirmishMovementOutcome,
  AofSkirmishObjectivesOutcome,
  AofSkirmishPassOdds,
  AofSkirmishPushOutcome,
  AofSkirmishQualityTestOutcome,
  AofSkirmishRollOffOdds,
  AofSkirmishShotOutcome,
  AofSkirmishWoundEffectsOutcome,
  AofSkirmishWoundOdds,
  ExtraField,
  resolutionTypes,
} from './dto/outcomes';
import {
  AofSkirmishCastRequest,
  AofSkirmishDangerousTerrainRequest,
  AofSkirmishDeploymentRequest,
  AofSkirmishFallRequest,
  AofSkirmishJumpRequest,
  AofSkirmishMeleeRequest,
  AofSkirmishMoraleRequest,
  AofSkirmishMovementRequest,
  AofSkirmishObjectivesRequest,
  AofSkirmishPushRequest,
  AofSkirmishQualityTestRequest,
  AofSkirmishShotRequest,
  AofSkirmishWoundEffectsRequest,
} from './dto/requests';
import { AofSkirmishSeed1795600000100 } from './migrations/1795600000100-AofSkirmishSeed';

/*
 * Age of Fantasy: Skirmish as the platform serves it: the engine's game, the REST and GraphQL
 * shapes of its thirteen actions (one class per request for both transports, dto/), its unit
 * kind, its seed migration and its seed. The module (with the armies route) is
 * aof-skirmish.module.ts; the registration, index.ts.
 */

const SEED = { seed: 'example' };

/** `?defense=all` on a shot: the table list builders compare loadouts with. */
export const DEFENSE_ALL: ActionOption = {
  name: 'defense',
  values: ['all'],
  field: 'oddsByDefense',
  description:
    '`all`: the reply also carries `oddsByDefense`, the exact odds of the same shot against every Defense from 2+ to 6+ (the target otherwise unchanged; a joined Hero takes the same Defense), computed whatever `odds` says.',
  answer: (request, catalog) => shotOddsByDefense(request as ShotRequest, catalog as AofCatalog).byDefense,
  cost: (request, catalog) => shotOddsByDefenseCost(request as ShotRequest, { catalog: catalog as AofCatalog }),
};

/** `?defense=all` on a melee: the same melee against every Defense of the defender. */
export const MELEE_DEFENSE_ALL: ActionOption = {
  name: 'defense',
  values: ['all'],
  field: 'oddsByDefense',
  description:
    '`all`: the reply also carries `oddsByDefense`, the exact odds of the same melee against every Defense of the defender from 2+ to 6+ (the defender otherwise unchanged; a joined Hero takes the same Defense), computed whatever `odds` says.',
  answer: (request, catalog) => meleeOddsByDefense(request as MeleeRequest, catalog as AofCatalog).byDefense,
  cost: (request, catalog) => meleeOddsByDefenseCost(request as MeleeRequest, { catalog: catalog as AofCatalog }),
};

const MELEE_BY_DEFENSE: ExtraField = {
  name: MELEE_DEFENSE_ALL.field,
  list: AofSkirmishMeleeDefenseOdds,
  description: 'With `?defense=all` (GraphQL: `defense: ALL`): the odds against each Defense of the defender, 2+ to 6+.',
};

const BY_DEFENSE: ExtraField = { name: DEFENSE_ALL.field, list: AofSkirmishDefenseOdds, description: 'With `?defense=all` (GraphQL: `defense: ALL`): the odds against each Defense, 2+ to 6+.' };

/** One action's transport: its request class is both the REST body and the GraphQL input. */
function actionModule(
  action: AofAction,
  summary: string,
  request: DtoClass,
  outcome: new () => object,
  odds: (new () => object) | undefined,
  example: Readonly<Record<string, unknown>>,
  options?: { readonly option: ActionOption; readonly field: ExtraField },
): ActionModule {
  const { response, model } = resolutionTypes(pascal(action), outcome, odds, options?.field);
  return { summary, request, input: request, response, model, example, ...(options ? { options: [options.option] } : {}) };
}

/** The example shot of the docs (docs/examples.md): Thornbows at Ash Raiders in cover. */
export const SHOT_EXAMPLE = { attacker: { unit: 'hollow-marches/thornbows' }, target: { unit: 'cinder-clans/ash-raiders' }, distance: 18, cover: 'terrain', dice: SEED };

const ACTIONS: { readonly [A in AofAction]: ActionModule } = {
  'quality-test': actionModule('quality-test', 'A quality test: d6 at or over Quality; an unmodified 6 passes, a 1 fails.', AofSkirmishQualityTestRequest, AofSkirmishQualityTestOutcome, AofSkirmishPassOdds, {
    quality: 4,
    modifier: -1,
    dice: SEED,
  }),
  shot: actionModule(
    'shot',
    'A unit shoots another: to-hit per attack, Defense per hit (AP, cover), wounds and their effects, every special rule.',
    AofSkirmishShotRequest,
    AofSkirmishShotOutcome,
    AofSkirmishAttackOdds,
    SHOT_EXAMPLE,
    { option: DEFENSE_ALL, field: BY_DEFENSE },
  ),
  melee: actionModule(
    'melee',
    'A unit charges another: Counter, the charge (Impact), the strike back, who won, fatigue and what follows. ' +
      `Caps (422 too-large naming the field): ${AOF_LIMITS.meleeModels} models a side; ${AOF_LIMITS.meleeHits} possible hits a strike (dice x Blast x (1 + extra hits on a 6), Impact dice included); ` +
      `${AOF_LIMITS.counterMeleeHits} over the three strikes of a melee where the defender has Counter and strikes back.`,
    AofSkirmishMeleeRequest,
    AofSkirmishMeleeOutcome,
    AofSkirmishMeleeOdds,
    { attacker: { unit: 'cinder-clans/ash-raiders' }, defender: { unit: 'hollow-marches/wardens' }, dice: SEED },
    { option: MELEE_DEFENSE_ALL, field: MELEE_BY_DEFENSE },
  ),
  'wound-effects': actionModule('wound-effects', 'Wounds on a unit: models removed, markers on the last model and its wound-effects roll.', AofSkirmishWoundEffectsRequest, AofSkirmishWoundEffectsOutcome, AofSkirmishWoundOdds, {
    unit: { unit: 'hollow-marches/lantern-keeper' },
    wounds: 3,
    dice: SEED,
  }),
  morale: actionModule('morale', 'The end-of-round morale check of an army at half strength or less.', AofSkirmishMoraleRequest, AofSkirmishMoraleOutcome, AofSkirmishMoraleOdds, {
    startingUnits: 4,
    remainingUnits: 2,
    units: [{ unit: 'hollow-marches/wardens' }, { unit: 'hollow-marches/thornbows', standard: true }],
    dice: SEED,
  }),
  movement: actionModule('movement', 'How far a unit moves (Hold, Advance, Rush, Charge; terrain and rules), and its coherency.', AofSkirmishMovementRequest, AofSkirmishMovementOutcome, undefined, {
    unit: { unit: 'cinder-clans/ash-raiders' },
    action: 'rush',
    difficultTerrain: true,
    positions: [{ x: 10, y: 10 }, { x: 11.5, y: 10 }, { x: 13, y: 10 }],
    // Movement rolls no dice; the seed is accepted and unused.
    dice: SEED,
  }),
  'dangerous-terrain': actionModule('dangerous-terrain', 'Dangerous terrain: a die per model (Tough rolls more), each 1 a wound.', AofSkirmishDangerousTerrainRequest, AofSkirmishDangerousTerrainOutcome, AofSkirmishWoundOdds, {
    unit: { unit: 'hollow-marches/wardens' },
    models: 3,
    dice: SEED,
  }),
  jump: actionModule('jump', 'A jump across or down: X+1 dice needing 3+, X per full 3"; a failed one falls.', AofSkirmishJumpRequest, AofSkirmishJumpOutcome, AofSkirmishJumpOdds, {
    unit: { unit: 'hollow-marches/lantern-keeper' },
    kind: 'descent',
    inches: 4,
    dice: SEED,
  }),
  fall: actionModule('fall', 'A fall: one hit with AP 1 per full 3" fallen; in a group the faller dies.', AofSkirmishFallRequest, AofSkirmishFallOutcome, AofSkirmishFallOdds, {
    unit: { unit: 'hollow-marches/lantern-keeper' },
    height: 4,
    dice: SEED,
  }),
  push: actionModule('push', 'A push after a Stunned result: 4+ moves the model up to 2".', AofSkirmishPushRequest, AofSkirmishPushOutcome, AofSkirmishPassOdds, { inches: 2, dice: SEED }),
  cast: actionModule('cast', 'A spell: Caster(X) tokens, cast on 4+, helpers within 18" add or subtract.', AofSkirmishCastRequest, AofSkirmishCastOutcome, AofSkirmishPassOdds, {
    caster: { name: 'Cinder Seer', rating: 2, tokens: 1, roundStart: true },
    spell: { name: 'Ember bolt', value: 2 },
    helpers: [{ side: 'enemy', tokens: 1, distance: 12 }],
    dice: SEED,
  }),
  objectives: actionModule('objectives', 'Objective markers at the end of a round: seized, contested, held; the winner after round 4.', AofSkirmishObjectivesRequest, AofSkirmishObjectivesOutcome, undefined, {
    round: 4,
    markers: [{ position: { x: 24, y: 24 } }, { position: { x: 12, y: 36 }, controller: 'b' }],
    units: [
      { side: 'a', positions: [{ x: 24, y: 22 }] },
      { side: 'b', positions: [{ x: 30, y: 40 }] },
    ],
    dice: SEED,
  }),
  deployment: actionModule('deployment', 'A placement check (deploy, ambush, scout) and the roll-off for the table edge.', AofSkirmishDeploymentRequest, AofSkirmishDeploymentOutcome, AofSkirmishRollOffOdds, {
    kind: 'deploy',
    side: 'a',
    positions: [{ x: 10, y: 6 }, { x: 11.5, y: 6 }],
    rollOff: true,
    dice: SEED,
  }),
};

export const AOF_SKIRMISH_SPEC: GameSpec<AofCatalog> = {
  definition: AOF_SKIRMISH,
  shortName: 'AoF Skirmish',
  actions: ACTIONS,
  kinds: { unit: AOF_UNIT_KIND_MODULE },
  migrations: [AofSkirmishSeed1795600000100],
  seed: aofSkirmishSeed,
  formats: AOF_SKIRMISH_FORMATS,
};
