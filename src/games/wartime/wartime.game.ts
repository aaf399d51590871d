import { WARTIME, WartimeAction, WartimeCatalog } from '../../engine/wartime';
import type { DtoClass } from '../../common/validation/decorators';
import { ActionModule, GameSpec, pascal } from '../registry';
import { WARTIME_FORMATS } from './formats';
import { WARTIME_ARCHETYPE_KIND_MODULE } from './catalog/kinds';
import { wartimeSeed } from './catalog/wartime.seed';
import {
  WartimeCheckOdds,
  WartimeCheckOutcome,
  WartimeMeleeOdds,
  WartimeMeleeOutcome,
  WartimeOpposedOdds,
  WartimeOpposedOutcome,
  WartimeProbabilityOdds,
  WartimeProbabilityOutcome,
  WartimeShotOdds,
  WartimeShotOutcome,
  WartimeSquadOutcome,
  WartimeTrapOdds,
  WartimeTrapOutcome,
  WartimeTurnOrderOdds,
  WartimeTurnOrderOutcome,
  WartimeWillCheckOdds,
  WartimeWillCheckOutcome,
  resolutionTypes,
} from './dto/outcomes';
import {
  WartimeCheckRequest,
  WartimeMeleeRequest,
  WartimeOpposedCheckRequest,
  WartimeProbabilityRequest,
  WartimeShotRequest,
  WartimeSquadRequest,
  WartimeTrapRequest,
  WartimeTurnOrderRequest,
  WartimeWillCheckRequest,
} from './dto/requests';
import { WartimeSeed1795700000100 } from './migrations/1795700000100-WartimeSeed';
import { WARBOOK_MIGRATIONS, WARBOOK_OWNER_ENTRIES } from './warbooks';

/*
 * Wartime as the platform serves it: the engine's game, the REST and GraphQL shapes of its nine
 * actions (one class per request for both transports, dto/), its archetype kind, its seed
 * migration and its seed. The module (with the cost route) is wartime.module.ts; the
 * registration, index.ts.
 */

const SEED = { seed: 'example' };

function actionModule(action: WartimeAction, summary: string, request: DtoClass, outcome: new () => object, odds: (new () => object) | undefined, example: Readonly<Record<string, unknown>>): ActionModule {
  const { response, model } = resolutionTypes(pascal(action), outcome, odds);
  return { summary, request, input: request, response, model, example };
}

/** The docs' example (docs/examples.md): a rifleman shoots a sergeant behind a low wall, 28 mm figures 40 cm away. */
export const SHOT_EXAMPLE = {
  attacker: { archetype: 'rifleman' },
  target: { archetype: 'sergeant', cover: [{ name: 'low wall', defense: 4, hidden: 'half' }] },
  distance: 40,
  scale: 28,
  dice: SEED,
};

const ACTIONS: { readonly [A in WartimeAction]: ActionModule } = {
  check: actionModule('check', 'An attribute check: d10 at or under the attribute and its modifiers (1 critical, 10 fumble); Energy reported.', WartimeCheckRequest, WartimeCheckOutcome, WartimeCheckOdds, {
    attribute: 'agi',
    character: { archetype: 'rifleman' },
    difficult: true,
    dice: SEED,
  }),
  'opposed-check': actionModule('opposed-check', 'An opposed check: the lowest passing roll wins; equal rolls go to the higher attribute; a full tie, nothing happens.', WartimeOpposedCheckRequest, WartimeOpposedOutcome, WartimeOpposedOdds, {
    actor: { attribute: 'agi', character: { archetype: 'militia' } },
    opponent: { attribute: 'rea', value: 6 },
    dice: SEED,
  }),
  probability: actionModule('probability', 'A percentage chance rolled on d100 (two d10s, tens first; 10 10 is 100).', WartimeProbabilityRequest, WartimeProbabilityOutcome, WartimeProbabilityOdds, {
    percent: 30,
    label: 'the bridge holds',
    dice: SEED,
  }),
  shot: actionModule(
    'shot',
    'Ranged attacks: impact, damage against Defense, cover, criticals and fumbles, Fortune, areas and scatter, formations, transports and scenery.',
    WartimeShotRequest,
    WartimeShotOutcome,
    WartimeShotOdds,
    SHOT_EXAMPLE,
  ),
  melee: actionModule('melee', 'Close combat: opposed AGI impact, damage = weapon Damage + CON - 3, charges, several enemies, formations.', WartimeMeleeRequest, WartimeMeleeOutcome, WartimeMeleeOdds, {
    attacker: { archetype: 'sergeant' },
    weapon: 'combat-knife',
    defenders: [{ archetype: 'militia' }],
    charge: true,
    dice: SEED,
  }),
  'will-check': actionModule('will-check', 'A Will check: a character, or a squad against its highest Will +1 per 5 members; its triggers and effects.', WartimeWillCheckRequest, WartimeWillCheckOutcome, WartimeWillCheckOdds, {
    squad: { size: 4, highestWill: 5 },
    trigger: { type: 'losses', before: 10, lost: 6 },
    acting: true,
    dice: SEED,
  }),
  squad: actionModule('squad', 'Squads and formations: Energy, reaction phase, structure distance, formation Defense and casualties (no dice).', WartimeSquadRequest, WartimeSquadOutcome, undefined, {
    members: [{ archetype: 'rifleman', count: 4 }, { archetype: 'sergeant' }],
    formation: { weapons: ['assault-rifle'] },
    damage: 5,
  }),
  'turn-order': actionModule('turn-order', 'The reaction phases 10 to 1 in acting order, players taking turns clockwise; the initiative drawn when not given.', WartimeTurnOrderRequest, WartimeTurnOrderOutcome, WartimeTurnOrderOdds, {
    players: ['Ana', 'Ben'],
    characters: [
      { name: 'Reyes', player: 'Ana', character: { archetype: 'sergeant' } },
      { name: 'Squad 1', player: 'Ana', members: [5, 5, 4] },
      { name: 'Kovac', player: 'Ben', reaction: 6 },
    ],
    dice: SEED,
  }),
  trap: actionModule('trap', 'A character or a transport crossing a zone with traps: AGI or INT, then CON (a transport: its Defense).', WartimeTrapRequest, WartimeTrapOutcome, WartimeTrapOdds, {
    zone: 'minefield',
    character: { archetype: 'rifleman' },
    dice: SEED,
  }),
};

export const WARTIME_SPEC: GameSpec<WartimeCatalog> = {
  definition: WARTIME,
  actions: ACTIONS,
  kinds: { archetype: WARTIME_ARCHETYPE_KIND_MODULE },
  migrations: [WartimeSeed1795700000100, ...WARBOOK_MIGRATIONS],
  seed: wartimeSeed,
  formats: WARTIME_FORMATS,
  // Warbook archetypes resolve for their owner as `<warbook>/<archetype>`.
  ownerEntries: WARBOOK_OWNER_ENTRIES,
};
