import { Cost, costOf, sumCosts } from '../core/cost';
import { ActionContext } from '../core/game';
import { LIMITS } from '../core/limits';
import { AE_LIMITS } from './limits';
import { AeCatalog, Edition, EditionRules, UnitProfile } from './model';
import { MODEL_UNITS } from './models';
import {
  ApTransferRequest,
  DiceInput,
  InitiativeRequest,
  InoculationRequest,
  MeleeRequest,
  ModelInput,
  MovementRequest,
  PsiPowerRequest,
  ShotRequest,
  WeaponInput,
} from './requests';

/**
 * AE-WWII's cost models (core/cost.ts): the work units an action's body takes to plan, play, work
 * out the odds of and render, from the body and the catalog alone, before any of that work. Each
 * is an upper bound of what the work counts (test/games/ae-wwii/abuse.spec.ts checks it over the caps)
 * built from how the work grows:
 * - a direct shot is one volley: its odds fold each shot into the wounds the target may have
 *   taken so far, so they grow with shots x min(shots, wounds left);
 * - a blast or an arc works out each model's own projection (shot.ts), whose states are the
 *   wounds it may have taken: models x blasts x min(blasts, wounds left), and its play strikes
 *   every model it covers: blasts x models dice; indirect fire first works out where each blast
 *   may land (12 clock directions x the scatter dice's sums), each landing checked against every
 *   model;
 * - hand-to-hand walks rounds x the wounds each side may have taken;
 * - initiative walks every roll-off of the sides still tied: exponential in the sides (six is
 *   the cap), and its play is as long as the dice keep tying.
 * The constants are units counted on the heaviest bodies of each shape, with a margin.
 */

type Context = ActionContext<AeCatalog>;

/** Units of work every resolution spends whatever its body (the plan's checks, the outcome, a few steps). */
const BASE = 40;

/** Most wounds a profile can have (the DTO's cap): what an unknown unit is taken to have. */
const WOUNDS_MAX = 20;

// ---------------------------------------------------------------------------------------------
// Shots
// ---------------------------------------------------------------------------------------------

/** Units per shot of a direct volley's play and rendering: up to four dice and four steps. */
const DIRECT_PLAY_PER_SHOT = 8;
/** Units per fold of one shot into one state of the volley's odds (miss, hit, wound). */
const DIRECT_FOLD = 3;
/** Units of one strike's own odds (strength, save and Impervious dice), by the strength dice (0-4). */
const STRIKE_ODDS: readonly number[] = [20, 48, 60, 68, 76];

/** Units per blast of its play: attack roll, indirect and scatter rolls, their steps. */
const BLAST_PLAY = 16;
/** Units per arc of its play (an arc rolls nothing to land). */
const ARC_PLAY = 4;
/** Units per model of the steps every play starts with (its cover), played and rendered. */
const SETUP_STEP = 2;
/** Units per model struck by one blast or arc, in play: up to three dice and three steps (two and two without Impervious). */
const STRUCK_PLAY = 6;
const STRUCK_PLAY_NO_IMPERVIOUS = 4;
/** Units of a projection (one model's odds) per state it may be in at one blast or arc, by kind. */
const PROJECTION_PER_STATE = { area: 2, arc: 1 } as const;
/** Units of a projection per distinct state it meets (one blast or arc worked out from it), by kind. */
const PROJECTION_PER_DISTINCT = { area: 15, arc: 10 } as const;
/** Units of a projection whatever its size. */
const PROJECTION_BASE = 4;
/** Units of working out one point a blast may land on. */
const LANDING_UNITS = 2;
/** Models checked per unit at one landing (shot.ts VICTIMS_PER_UNIT). */
const VICTIMS_PER_UNIT = 32;
/** Inches per scatter die at most. */
const SCATTER_DIE_MAX = 6;

export function shotCost(req: ShotRequest, { catalog, edition }: Context): Cost {
  const weapon = weaponOf(req.weapon, catalog);
  const attacker = costOf(BASE + MODEL_UNITS, 'attacker');
  if (!weapon) return attacker;
  const area = weapon.arc || weapon.areaOfEffect !== null;
  const ap = Number.isInteger(req.actionPoints) ? req.actionPoints : 1;
  const shots = req.moveAndFire ? 1 : Math.max(1, Math.floor((ap * weapon.shots) / weapon.perAp));
  // Beyond a cap the plan refuses the body before any heavy work, naming the field with its cap.
  if (shots > (area ? AE_LIMITS.areaShots : AE_LIMITS.shots) || (req.models?.length ?? 0) > AE_LIMITS.models) return attacker;
  const strikeOdds = STRIKE_ODDS[Math.min(Math.max(0, weapon.strengthDice), STRIKE_ODDS.length - 1)];
  const others = costOf(MODEL_UNITS * (req.models?.length ?? 0), 'models');

  if (!area) {
    // One volley at the target: each shot folds into the wounds it may have taken so far.
    const left = req.target ? remainingOf(req.target, catalog) : 1;
    let states = 0;
    for (let k = 0; k < shots; k++) states += Math.min(k, left) + 2;
    return sumCosts([attacker, others, costOf(MODEL_UNITS + strikeOdds + shots * DIRECT_PLAY_PER_SHOT + DIRECT_FOLD * states, 'actionPoints')]);
  }

  const kind = weapon.arc ? 'arc' : 'area';
  const victims: { input: ModelInput; cover: string | undefined }[] = [
    ...(req.target ? [{ input: req.target, cover: req.cover ?? req.target.cover }] : []),
    ...(req.models ?? []).map((m) => ({ input: m, cover: m.cover })),
  ];
  const rules = catalog.editions.get(edition as Edition);
  const scatterDice = weapon.indirect && rules ? scatterDiceOf(rules) : [];
  let landings = 1;
  for (const d of scatterDice) landings += 12 * (5 * d + 1);
  // Indirect fire: a model farther from the aimed point than any blast can land is never covered
  // (the same odds as any other such model alike); within reach each place may be covered its own way.
  const reach = SCATTER_DIE_MAX * Math.max(0, ...scatterDice) + (weapon.areaOfEffect ?? 0);
  const aim = req.aim ?? req.target?.position;
  const inReach = (m: ModelInput): boolean =>
    !weapon.indirect || !aim || !m.position || Math.hypot(m.position.x - aim.x, m.position.y - aim.y) <= reach + (m.baseRadius ?? 0.5) + 0.01;

  // Models alike (Armor, cover, Impervious, wounds left up to the strikes) share their odds
  // (shot.ts projectionKey): an arc or an unscattered blast sees each kind of model in at most two
  // ways (struck or not), a scattering blast each place within reach its own way.
  const strikes = new Set<string>();
  const projections = new Map<string, { left: number; models: number; places: Set<string> }>();
  let played = 0;
  for (const { input, cover } of victims) {
    const profile = profileOf(input, catalog);
    const left = Math.min(remainingOf(input, catalog), shots);
    const strike = `${profile?.armor ?? '?'}|${cover ?? 'none'}|${input.psiPower === 'clouded-minds'}|${input.impervious ?? 0}`;
    strikes.add(strike);
    const key = `${strike}|${left}`;
    let group = projections.get(key);
    if (!group) projections.set(key, (group = { left, models: 0, places: new Set() }));
    group.models += 1;
    const within = inReach(input);
    group.places.add(within && input.position ? `${input.position.x},${input.position.y},${input.baseRadius ?? 0.5}` : 'out');
    if (within) played += shots * (input.impervious !== undefined ? STRUCK_PLAY : STRUCK_PLAY_NO_IMPERVIOUS);
  }
  let odds = strikes.size * strikeOdds;
  for (const { left, models, places } of projections.values()) {
    const seen = weapon.indirect ? places.size : Math.min(models, 2);
    odds += seen * projectionUnits(kind, shots, left);
  }
  const perLanding = Math.ceil(victims.length / VICTIMS_PER_UNIT);
  return sumCosts([
    attacker,
    costOf(shots * (kind === 'arc' ? ARC_PLAY : BLAST_PLAY) + landings * (LANDING_UNITS + 2 * perLanding), 'actionPoints'),
    costOf((MODEL_UNITS + SETUP_STEP) * victims.length + played + odds, req.models?.length ? 'models' : 'target'),
  ]);
}

/**
 * Units of one model's projection: `strikes` blasts or arcs over a model with `left` wounds left
 * (at most `strikes`). Before strike k it may have taken up to min(k, left) wounds (and, under a
 * blast, not been struck yet); each of those states is worked out once.
 */
function projectionUnits(kind: 'area' | 'arc', strikes: number, left: number): number {
  let live = 1;
  for (let k = 1; k < strikes; k++) live += Math.min(k, left) + (kind === 'area' ? 2 : 1);
  const distinct = Math.min(strikes - 1, left) + 2;
  return PROJECTION_BASE + PROJECTION_PER_STATE[kind] * live + PROJECTION_PER_DISTINCT[kind] * distinct;
}

/** The scatter dice counts an edition's indirect tables may roll (beyond 0: on target). */
function scatterDiceOf(rules: EditionRules): number[] {
  const dice = new Set<number>();
  for (const r of [...rules.indirectHit, ...rules.indirectMiss]) if (r.value !== null && r.value > 0) dice.add(r.value);
  return [...dice];
}

interface WeaponSizes {
  readonly shots: number;
  readonly perAp: number;
  readonly strengthDice: number;
  readonly arc: boolean;
  readonly areaOfEffect: number | null;
  readonly indirect: boolean;
}

/** What a weapon's cost depends on; undefined when the plan will refuse it (unknown id, bad rate of fire). */
function weaponOf(input: WeaponInput, catalog: AeCatalog): WeaponSizes | undefined {
  if (typeof input === 'string') {
    const w = catalog.weapons.get(input);
    if (!w) return undefined;
    return { shots: w.rateOfFire.shots, perAp: w.rateOfFire.actionPoints, strengthDice: w.strengthDice, arc: w.arc !== null, areaOfEffect: w.areaOfEffect, indirect: w.indirect };
  }
  const p = input.profile;
  const [shots, perAp] = p.rateOfFire.split(':').map(Number);
  if (!(shots >= 1 && perAp >= 1)) return undefined;
  return { shots, perAp, strengthDice: p.strengthDice ?? 1, arc: !!p.arc, areaOfEffect: p.areaOfEffect ?? null, indirect: p.indirect ?? false };
}

function profileOf(input: ModelInput, catalog: AeCatalog): Pick<UnitProfile, 'wounds' | 'armor'> | undefined {
  if (input.profile) return input.profile;
  return input.unit === undefined ? undefined : catalog.units.get(input.unit);
}

/** Wounds a model has left (the most a profile can have when the plan will refuse it). */
function remainingOf(input: ModelInput, catalog: AeCatalog): number {
  const profile = profileOf(input, catalog);
  if (!profile) return WOUNDS_MAX;
  return Math.max(1, profile.wounds - (input.woundsTaken ?? 0));
}

// ---------------------------------------------------------------------------------------------
// Hand-to-hand
// ---------------------------------------------------------------------------------------------

/** The most AP a model can spend (the DTO's cap): the most rounds of hand-to-hand. */
const AP_MAX = 8;
/** Units per state of a round (who wins, then the hit's dice and steps). */
const MELEE_PER_STATE = 18;
/** Units per round played and rendered. */
const MELEE_PER_ROUND = 40;

export function meleeCost(req: MeleeRequest, { catalog }: Context): Cost {
  const rounds = req.charge ? 1 : Number.isInteger(req.actionPoints) ? Math.max(1, Math.min(req.actionPoints as number, AP_MAX)) : 1;
  const a = remainingOf(req.attacker, catalog);
  const d = remainingOf(req.defender, catalog);
  // States after r rounds (the last one included: it ends the combat): the wounds each side may
  // have taken, one hit a round, up to what removes it.
  let states = 0;
  for (let r = 0; r <= rounds; r++) {
    for (let x = 0; x <= Math.min(r, a); x++) states += Math.min(r - x, d) + 1;
  }
  return sumCosts([costOf(BASE + 2 * MODEL_UNITS, 'attacker'), costOf(rounds * MELEE_PER_ROUND + states * MELEE_PER_STATE, 'actionPoints')]);
}

// ---------------------------------------------------------------------------------------------
// Initiative
// ---------------------------------------------------------------------------------------------

/**
 * Units of the odds of a roll-off between n sides, at its heaviest (every side with the same DR,
 * so every subset of them may tie): counted, growing about 2.5 times a side.
 */
const INITIATIVE_ODDS: readonly number[] = [0, 0, 160, 540, 1450, 3600, 8600];
/** Units per die played: a roll-off of two sides, its two dice and its step, is the longest per die. */
const INITIATIVE_PER_DIE = 8;
/**
 * Dice a seeded initiative is taken to roll beyond its first roll-off: full ties recur with
 * probability 1/6 at best, so a longer run is out of reach of any seed one can search for (and
 * the budget's meter still stops one).
 */
const INITIATIVE_SEED_DICE = 48;

export function initiativeCost(req: InitiativeRequest): Cost {
  const n = Math.max(2, req.sides.length);
  // Beyond the cap the plan refuses the body at once, naming `sides` with the cap.
  const odds = n < INITIATIVE_ODDS.length ? INITIATIVE_ODDS[n] : 0;
  const dice = diceOf(req.dice, n + INITIATIVE_SEED_DICE);
  return sumCosts([costOf(BASE + odds, 'sides'), costOf(dice * INITIATIVE_PER_DIE, 'dice.values')]);
}

/** Dice a play may roll: the values given (capped as the run will cap them), or `seeded`. */
function diceOf(dice: DiceInput | undefined, seeded: number): number {
  return dice?.values !== undefined ? Math.min(dice.values.length, LIMITS.diceValues) : seeded;
}

// ---------------------------------------------------------------------------------------------
// The small actions: one or two models, one die at most.
// ---------------------------------------------------------------------------------------------

/** Units of an action of one or two models and one die at most (plan, a step or two, the odds of a d6). */
const SMALL = 2 * MODEL_UNITS + 28;

export const inoculationCost = (_req: InoculationRequest): Cost => costOf(SMALL, 'target');
export const movementCost = (_req: MovementRequest): Cost => costOf(SMALL, 'model');
export const apTransferCost = (_req: ApTransferRequest): Cost => costOf(SMALL, 'recipient');
export const psiPowerCost = (_req: PsiPowerRequest): Cost => costOf(SMALL, 'target');
