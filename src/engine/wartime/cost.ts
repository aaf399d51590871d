import { Cost, costOf } from '../core/cost';
import type { ActionContext } from '../core/game';
import type { CharacterArchetype, Facing, Facings, Ref, TransportArchetype, WeaponArchetype } from './archetypes';
import { CHARACTER_UNITS, CHECK_UNITS } from './characters';
import { WartimeCatalog } from './model';
import type {
  CharacterInput,
  CheckFortune,
  CheckRequest,
  FortunePlan,
  MeleeRequest,
  OpposedCheckRequest,
  ProbabilityRequest,
  ShotRequest,
  SquadRequest,
  Target,
  TrapRequest,
  TurnOrderRequest,
  WillCheckRequest,
} from './requests';

/**
 * Wartime's cost models (core/cost.ts): the work units a body takes to plan, play, compute the
 * odds of and render, from the body and the catalog alone, before any of that work. Each is an
 * upper bound of what the work counts (test/games/wartime/abuse.spec.ts searches the caps for a body it
 * underestimates) and arithmetic over the body's sizes: the characters' numbers are read from the
 * catalog or the inline profile, never checked or resolved (the plan does that, and refuses what
 * the rules refuse; an unknown archetype here weighs least, since the plan refuses it anyway).
 *
 * What grows the work of a fight is the number of situations its odds follow: each side's
 * Vitality lost (the sums of the losses one strike can deal, up to the Vitality, exchange after
 * exchange; one loss a strike takes a long fight through every value, a heavy one takes a model
 * down at once), the foes fought one after the other, the exchanges, the cover struck, and the
 * Fortune each side can spend: every use brings a Will check whose effect changes the later
 * checks, so each plan field that can fire multiplies what the odds follow. The constants were
 * fitted on a search of the caps (the largest units over the estimate's terms), then given room.
 */

type Context = ActionContext<WartimeCatalog>;

/** A cost of `units` at `path`; a sum that is not a number (a body the rules refuse anyway) weighs the most. */
const cost = (units: number, path: string): Cost => costOf(Number.isFinite(units) ? units : Number.MAX_SAFE_INTEGER, path);

// ---------------------------------------------------------------------------------------------
// What the models read of a character: numbers, without the rules' checks
// ---------------------------------------------------------------------------------------------

interface WeaponSizes {
  readonly damage: number;
  readonly range: number;
  readonly area: boolean;
}

interface TransportSizes {
  readonly defense: number | Facings;
  readonly melee: boolean;
  readonly weapons: readonly WeaponSizes[];
}

interface FighterSizes {
  readonly con: number;
  /** Vitality left (CON - Vitality lost). */
  readonly vitality: number;
  readonly defense: number;
  /** Fortune points left. */
  readonly fortune: number;
  readonly weapons: readonly WeaponSizes[];
  readonly transport: TransportSizes | null;
  /** Units of resolving it once: the character, and a check per inline profile it carries. */
  readonly resolve: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const list = <T>(v: unknown): readonly T[] => (Array.isArray(v) ? (v as T[]) : []);

/** A reference's profile (catalog id or inline), and whether resolving it checks an inline profile. */
function profileOf(ref: unknown, catalog: WartimeCatalog): { profile: Record<string, unknown>; inline: boolean } | undefined {
  if (typeof ref === 'string') {
    const found = catalog.archetypes.get(ref);
    return found ? { profile: found.profile as unknown as Record<string, unknown>, inline: false } : undefined;
  }
  if (isObject(ref) && isObject(ref.profile)) return { profile: ref.profile, inline: true };
  return undefined;
}

function weaponSizes(ref: Ref<WeaponArchetype> | unknown, catalog: WartimeCatalog): (WeaponSizes & { inline: boolean }) | undefined {
  const found = profileOf(ref, catalog);
  if (!found) return undefined;
  const p = found.profile;
  return { damage: num(p.damage, 0), range: num(p.range, 0), area: p.area !== undefined, inline: found.inline };
}

function transportSizes(ref: Ref<TransportArchetype> | unknown, catalog: WartimeCatalog): { sizes: TransportSizes; checks: number } | undefined {
  const found = profileOf(ref, catalog);
  if (!found) return undefined;
  const p = found.profile;
  const weapons = list<unknown>(p.weapons).map((w) => weaponSizes(w, catalog)).filter((w) => w !== undefined);
  const defense = isObject(p.defense) ? (p.defense as unknown as Facings) : num(p.defense, 0);
  return { sizes: { defense, melee: p.melee === true, weapons }, checks: (found.inline ? 1 : 0) + weapons.filter((w) => w.inline).length };
}

/** A character input's numbers (undefined when its archetype is unknown: the plan refuses it). */
function fighterOf(input: CharacterInput | undefined, catalog: WartimeCatalog): FighterSizes | undefined {
  if (!isObject(input)) return undefined;
  const found = profileOf(input.archetype !== undefined ? input.archetype : { profile: input.profile }, catalog);
  if (!found) return undefined;
  const p = found.profile as Partial<CharacterArchetype> & Record<string, unknown>;
  const body = profileOf(p.body, catalog)?.profile ?? {};
  const con = num(body.con, 1);
  const weapons = list<unknown>(p.weapons).map((w) => weaponSizes(w, catalog)).filter((w) => w !== undefined);
  const transport = p.transport !== undefined ? transportSizes(p.transport, catalog) : undefined;
  const defense = list<unknown>(p.protections).reduce<number>((sum, r) => sum + num(profileOf(r, catalog)?.profile.protection, 0), 0);
  const checks = (found.inline ? 1 : 0) + weapons.filter((w) => w.inline).length + (transport?.checks ?? 0);
  return {
    con,
    vitality: Math.max(1, con - num(input.vitalityLost, 0)),
    defense,
    fortune: Math.max(0, num(input.fortune, num(p.fortune, 0))),
    weapons,
    transport: transport?.sizes ?? null,
    resolve: CHARACTER_UNITS + CHECK_UNITS * checks,
  };
}

/** Units a play fed with fixed dice values may take past what the model counts: a few per die. */
const playOf = (req: { readonly dice?: { readonly values?: readonly number[] } }): number => 8 * list<number>(req.dice?.values).length;

/** Units of resolving a weapon named in the body (an inline one is checked). */
const weaponResolve = (ref: unknown): number => (isObject(ref) ? CHECK_UNITS : 0);

// ---------------------------------------------------------------------------------------------
// Losses: how many situations a side's Vitality (or a formation's members) can be in
// ---------------------------------------------------------------------------------------------

/**
 * What one strike of Damage `damage` takes from a Defense `defense` (rules wartime/vitality-loss,
 * wartime/damage-value): the excess over the Defense (a damage critical doubles the Damage; a
 * fighter who fumbled its impact has Defense 0), or 1 when the Defense held and its check failed.
 */
function strikeLosses(damage: number, defense: number): number[] {
  const out = new Set<number>();
  for (const d of [damage, 2 * damage]) out.add(d > defense ? d - defense : 1);
  if (damage > 0) {
    out.add(damage);
    out.add(2 * damage);
  }
  return [...out];
}

/**
 * How many values the points lost can take after 0..k strikes, each taking one of `losses`, up to
 * `most` (down). Without Vitality, a side is up or down: 2 after any strike.
 */
function reach(most: number | null, losses: readonly number[], k: number): number[] {
  if (most === null) return Array.from({ length: k + 1 }, (_, i) => (i === 0 ? 1 : 2));
  const top = Math.max(1, Math.min(most, 100));
  const seen = new Array<boolean>(top + 1).fill(false);
  seen[0] = true;
  let count = 1;
  const out = [1];
  for (let s = 0; s < k; s++) {
    const from: number[] = [];
    for (let lost = 0; lost < top; lost++) if (seen[lost]) from.push(lost);
    for (const lost of from) {
      for (const l of losses) {
        const to = Math.min(top, lost + Math.max(1, l));
        if (!seen[to]) {
          seen[to] = true;
          count++;
        }
      }
    }
    out.push(count);
  }
  return out;
}

/** The fewest strikes that take a side down (Vitality), 1 without Vitality. */
const strikesToDown = (most: number | null, losses: readonly number[]): number => (most === null ? 1 : Math.ceil(most / Math.max(1, ...losses)));

// ---------------------------------------------------------------------------------------------
// Fortune: each plan field that can fire multiplies what the odds follow
// ---------------------------------------------------------------------------------------------

/**
 * Weight of each Fortune use a plan can make: the factor it multiplies a fight's or a shot's
 * situations by is 1 + weight (fitted on one exchange and one shot with every combination of plan
 * fields on both sides). A side spends at most its points, so only its heaviest uses, one per
 * point, count.
 */
type UseWeights = {
  readonly impact: CheckWeights;
  readonly damage: CheckWeights;
  readonly defense: CheckWeights;
  readonly cancel: { readonly impact: number; readonly damage: number };
  readonly ignore: number;
};
type CheckWeights = Readonly<Record<'reroll' | 'pass' | 'critical' | 'passReroll' | 'criticalReroll', number>>;

const FORTUNE_WEIGHTS: { readonly melee: UseWeights; readonly shot: UseWeights } = {
  melee: {
    impact: { reroll: 1.35, pass: 0.05, critical: 0.66, passReroll: 0.05, criticalReroll: 0.66 },
    damage: { reroll: 0.52, pass: 0.05, critical: 0.06, passReroll: 0.23, criticalReroll: 0.23 },
    defense: { reroll: 0.59, pass: 0.05, critical: 0.05, passReroll: 0.59, criticalReroll: 0.59 },
    cancel: { impact: 0.05, damage: 0.3 },
    ignore: 0.16,
  },
  shot: {
    impact: { reroll: 0.8, pass: 0.1, critical: 0.5, passReroll: 0.1, criticalReroll: 0.5 },
    damage: { reroll: 0.8, pass: 0.2, critical: 0.2, passReroll: 0.6, criticalReroll: 0.6 },
    defense: { reroll: 0.45, pass: 0.1, critical: 0.1, passReroll: 0.45, criticalReroll: 0.45 },
    cancel: { impact: 0.1, damage: 0.6 },
    ignore: 0.25,
  },
};

/**
 * The work's factor for Fortune on the two sides of a fight or a shot, from their uses' factors
 * `a` and `b`: more than their product (the uses compound: a use's Will check changes every check
 * after it, the more so the more uses), and more again when both sides spend.
 */
const fortuneOf = (a: number, b: number, scale: { readonly one: number; readonly both: number }): number =>
  a > 1 || b > 1 ? (a > 1 && b > 1 ? scale.both : scale.one) * (a * b) ** 1.5 : 1;

const FORTUNE_SCALE = { melee: { one: 1.2, both: 2.2 }, shot: { one: 2.6, both: 1.85 } } as const;

function checkWeight(plan: CheckFortune | undefined, weights: CheckWeights): number | null {
  if (!isObject(plan)) return null;
  const reroll = plan.rerollFumble === true;
  if (plan.instead === 'critical') return reroll ? weights.criticalReroll : weights.critical;
  if (plan.instead === 'pass') return reroll ? weights.passReroll : weights.pass;
  return reroll ? weights.reroll : null;
}

type Use = 'impact' | 'damage' | 'defense' | 'cancel' | 'ignore';
/** Every use: a side that both strikes and is struck (close combat). */
const ALL_USES: readonly Use[] = ['impact', 'damage', 'defense', 'cancel', 'ignore'];
/** A shooter's own checks; the target's answers to them. */
const SHOOTER_USES: readonly Use[] = ['impact', 'damage'];
const TARGET_USES: readonly Use[] = ['defense', 'cancel', 'ignore'];

/** The factor a side's Fortune plan multiplies the situations by, with `points` to spend on the uses its role can make. */
function fortuneFactor(plan: FortunePlan | undefined, points: number, w: UseWeights, role: readonly Use[] = ALL_USES): number {
  if (!isObject(plan) || points <= 0) return 1;
  const uses: number[] = [];
  for (const [field, weights] of [
    ['impact', w.impact],
    ['damage', w.damage],
    ['defense', w.defense],
  ] as const) {
    if (!role.includes(field)) continue;
    const weight = checkWeight(plan[field] as CheckFortune | undefined, weights);
    if (weight !== null) uses.push(weight);
  }
  if (role.includes('cancel')) for (const c of new Set(list<string>(plan.cancel))) if (c === 'impact' || c === 'damage') uses.push(w.cancel[c]);
  if (role.includes('ignore') && plan.ignoreDamage === true) uses.push(w.ignore);
  uses.sort((a, b) => b - a);
  return uses.slice(0, Math.min(points, uses.length)).reduce((f, weight) => f * (1 + weight), 1);
}

// ---------------------------------------------------------------------------------------------
// Actions without a fight
// ---------------------------------------------------------------------------------------------

/** Play, steps and odds of one check with every Fortune use (measured at most about 60 units). */
const CHECK_WORK = 120;

export function checkCost(req: CheckRequest, { catalog }: Context): Cost {
  return cost(CHECK_WORK + (fighterOf(req.character, catalog)?.resolve ?? 0) + playOf(req), 'character');
}

export function opposedCost(req: OpposedCheckRequest, { catalog }: Context): Cost {
  const resolve = (fighterOf(req.actor?.character, catalog)?.resolve ?? 0) + (fighterOf(req.opponent?.character, catalog)?.resolve ?? 0);
  return cost(CHECK_WORK + resolve + playOf(req), 'actor');
}

export function probabilityCost(req: ProbabilityRequest): Cost {
  return cost(20 + playOf(req), 'percent');
}

export function willCheckCost(req: WillCheckRequest, { catalog }: Context): Cost {
  const members = list<CharacterInput>(req.squad?.members);
  const resolve = (fighterOf(req.character, catalog)?.resolve ?? 0) + members.reduce((sum, m) => sum + (fighterOf(m, catalog)?.resolve ?? CHARACTER_UNITS), 0);
  return cost(CHECK_WORK + resolve + playOf(req), members.length > 0 ? 'squad.members' : 'trigger');
}

/** A trap: the checks of a character or a transport's pilot and the transport (measured at most about 1,400 units). */
export function trapCost(req: TrapRequest, { catalog }: Context): Cost {
  const who = fighterOf(req.transport ? req.transport.pilot : req.character, catalog);
  return cost(2000 + (who?.resolve ?? 0) + (req.transport ? CHECK_UNITS + 2 : 0) + playOf(req), req.transport ? 'transport' : 'character');
}

export function squadCost(req: SquadRequest, { catalog }: Context): Cost {
  const members = list<Record<string, unknown>>(req.members);
  let listed = 0;
  let resolve = 0;
  for (const m of members) {
    listed += Math.max(1, Math.floor(num(m.count, 1)));
    resolve += fighterOf(m as CharacterInput, catalog)?.resolve ?? CHARACTER_UNITS;
  }
  const weapons = list<unknown>(req.formation?.weapons).reduce<number>((sum, w) => sum + weaponResolve(w), 0);
  // The squad's structure: every member reached measured against every other (squad.ts).
  const structure = listed * Math.ceil(listed / 20);
  return cost(80 + resolve + weapons + structure, 'members');
}

export function turnOrderCost(req: TurnOrderRequest, { catalog }: Context): Cost {
  const players = list<string>(req.players).length;
  const characters = list<Record<string, unknown>>(req.characters);
  const resolve = characters.reduce((sum, c) => sum + (c.character !== undefined ? (fighterOf(c.character as CharacterInput, catalog)?.resolve ?? CHARACTER_UNITS) : 0), 0);
  // The schedule (a unit per character and player), the counted draw (a unit per player), and a
  // play that draws the initiative in a few roll-offs of a die per player (ties roll again).
  const draw = req.initiative === undefined ? 10 * (players + 2) : 0;
  return cost(80 + resolve + 2 * characters.length + 2 * players + draw + playOf(req), list<number>(req.dice?.values).length > 50 ? 'dice' : characters.length > 8 * players ? 'characters' : 'players');
}

// ---------------------------------------------------------------------------------------------
// Fights
// ---------------------------------------------------------------------------------------------

/**
 * The constants of the fights' models (units): what one new situation costs the odds to walk (an
 * exchange, an attack), what carrying one situation over to the next exchange or attack costs,
 * and the fixed work around them (plan, play, steps). Fitted on a search of the caps, then given
 * room (test/games/wartime/abuse.spec.ts checks they stay upper bounds).
 */
const FIGHT = {
  base: 400,
  melee: { walk: 125, carry: 9.5 },
  shot: { walk: 110, carry: 8 },
  volley: { perState: 9 },
  formation: { base: 250, perState: 10 },
  area: { base: 300, perVictim: 450 },
} as const;

/** A transport's Defense against an attack from `facing` (the highest when the side is not given). */
const transportDefense = (t: TransportSizes, facing: Facing | undefined): number =>
  typeof t.defense === 'number' ? t.defense : facing !== undefined && t.defense[facing] !== undefined ? num(t.defense[facing], 0) : Math.max(...Object.values(t.defense).map((d) => num(d, 0)));

/** A melee weapon's Damage (+ CON - 3, never for a mech's). */
function meleeDamage(f: FighterSizes | undefined, weapon: unknown, catalog: WartimeCatalog, mech: boolean): number | null {
  if (!f) return null;
  const named = weapon !== undefined ? weaponSizes(weapon, catalog) : undefined;
  const pool = mech ? (f.transport?.weapons ?? []) : f.weapons;
  const w = named ?? pool.filter((x) => x.range === 0).reduce<WeaponSizes | undefined>((a, b) => (a && a.damage >= b.damage ? a : b), undefined);
  if (!w) return null;
  return mech ? w.damage : w.damage + f.con - 3;
}

interface Side {
  /** Vitality (or members) a strike can take it down from; null: a strike downs it. */
  readonly most: number | null;
  readonly defense: number;
}

/** The situations of a fight: after each exchange k (index), summed over the foes in turn. */
function meleeStates(attacker: Side, attackerLosses: readonly number[], foes: readonly { side: Side; losses: readonly number[] }[], exchanges: number): number[] {
  const a = reach(attacker.most, attackerLosses, exchanges);
  const states = new Array<number>(exchanges + 1).fill(0);
  states[0] = 1;
  let before = 0;
  for (const foe of foes) {
    const d = reach(foe.side.most, foe.losses, exchanges);
    // A foe is fought once the ones before it are down, each after its fewest strikes.
    for (let k = 1; k <= exchanges; k++) if (k > before) states[k] += a[k] * d[k - before];
    before += strikesToDown(foe.side.most, foe.losses);
  }
  return states;
}

/**
 * What the odds of a fight or a string of attacks follow: every situation an exchange (an attack)
 * starts from is walked once (the situations before the last), and every situation reached is
 * carried over from the one before.
 */
const followed = (states: readonly number[], c: { readonly walk: number; readonly carry: number }): number =>
  c.walk * Math.max(...states.slice(0, -1)) + c.carry * states.slice(1).reduce((x, y) => x + y, 0);

export function meleeCost(req: MeleeRequest, context: Context): Cost {
  const { catalog } = context;
  const defenders = list<Target & { readonly distance?: number }>(req.defenders);
  const formations = isObject(req.attacker?.formation) || defenders.some((d) => (d.kind ?? 'character') === 'character' && isObject((d as { formation?: unknown }).formation));
  if (formations) return formationMeleeCost(req, context);
  const vitality = req.options?.vitality === true;
  const mech = req.mounted === true;
  const a = fighterOf(req.attacker, catalog);
  const aDamage = meleeDamage(a, req.weapon, catalog, mech) ?? 0;
  const exchanges = Math.max(1, Math.floor(num(req.attacks, 1)));
  let resolve = (a?.resolve ?? 0) + weaponResolve(req.weapon);
  const attacker: Side = { most: vitality && a ? a.vitality : null, defense: a?.defense ?? 0 };
  const attackerLosses: number[] = [];
  const foes = defenders.map((d) => {
    let fortune = 1;
    let side: Side;
    let damage: number | null = null;
    if (d.kind === 'transport') {
      const t = transportSizes(d.transport, catalog);
      const pilot = fighterOf(d.pilot, catalog);
      resolve += (t ? CHECK_UNITS * t.checks : 0) + (pilot?.resolve ?? 0) + weaponResolve(d.weapon);
      side = { most: null, defense: t ? transportDefense(t.sizes, req.facing) : 0 };
      if (t?.sizes.melee) damage = Math.max(0, ...t.sizes.weapons.map((w) => w.damage));
      fortune = fortuneFactor(d.pilot?.fortunePlan, pilot?.fortune ?? 0, FORTUNE_WEIGHTS.melee);
    } else if (d.kind === 'scenery') {
      side = { most: null, defense: 10 };
      resolve += weaponResolve(d.zone);
    } else {
      const c = fighterOf(d, catalog);
      resolve += (c?.resolve ?? 0) + weaponResolve(d.weapon);
      side = { most: vitality && c ? c.vitality : null, defense: c?.defense ?? 0 };
      if (d.defenceless !== true) damage = meleeDamage(c, d.weapon, catalog, false);
      fortune = fortuneFactor(d.fortunePlan, c?.fortune ?? 0, FORTUNE_WEIGHTS.melee);
    }
    if (damage !== null) attackerLosses.push(...strikeLosses(damage, attacker.defense));
    return { side, losses: strikeLosses(aDamage, side.defense), fortune };
  });
  // Only the foes the exchanges can reach spend Fortune (each after the ones before it are down).
  let dFortune = 1;
  for (let i = 0, before = 0; i < foes.length && before < exchanges; before += strikesToDown(foes[i].side.most, foes[i].losses), i++) dFortune = Math.max(dFortune, foes[i].fortune);
  const states = meleeStates(attacker, attackerLosses.length > 0 ? attackerLosses : [1], foes, exchanges);
  // The supporters of a coordinated attack: one continuation per Defense reduction up to the Defense.
  const dice = Math.max(0, Math.floor(num(req.coordinated?.dice, 0))) + list<CharacterInput>(req.coordinated?.supporters).length * 10;
  const reductions = dice > 0 ? Math.min(dice, foes[0]?.side.defense ?? 0) + 1 : 1;
  resolve += list<CharacterInput>(req.coordinated?.supporters).reduce((sum, c) => sum + (fighterOf(c, catalog)?.resolve ?? CHARACTER_UNITS), 0);
  const aFortune = fortuneFactor(req.attacker?.fortunePlan, a?.fortune ?? 0, FORTUNE_WEIGHTS.melee);
  const fortune = fortuneOf(aFortune, dFortune, FORTUNE_SCALE.melee);
  const work = (FIGHT.base + resolve + followed(states, FIGHT.melee) * reductions + dice) * fortune;
  const path = aFortune * dFortune > 1 ? (aFortune >= dFortune ? 'attacker.fortunePlan' : 'defenders') : exchanges > 1 ? 'attacks' : 'defenders';
  return cost(work + playOf(req), path);
}

/** Formations fighting pair by pair (formation.ts): the losses of both sides, folded pair after pair. */
function formationMeleeCost(req: MeleeRequest, { catalog }: Context): Cost {
  const d0 = list<Target & { formation?: { size?: number; defense?: number }; weapon?: unknown }>(req.defenders)[0];
  const a = fighterOf(req.attacker, catalog);
  const b = d0 && (d0.kind ?? 'character') === 'character' ? fighterOf(d0, catalog) : undefined;
  const aSize = Math.max(1, Math.floor(num(req.attacker?.formation?.size, 1)));
  const bSize = Math.max(1, Math.floor(num(d0?.formation?.size, 1)));
  const pairs = Math.max(1, Math.floor(num(req.inCommon, Math.min(aSize, bSize))));
  const aDamage = (meleeDamage(a, req.weapon, catalog, false) ?? 0) * (req.facing === 'rear' ? 2 : 1);
  const bDamage = meleeDamage(b, d0?.weapon, catalog, false) ?? 0;
  const aDefense = num(req.attacker?.formation?.defense, a?.defense ?? 0);
  const bDefense = num(d0?.formation?.defense, b?.defense ?? 0);
  // Losses are members (or a lone character's fall), each pair's strikes one after the other.
  const lossesA = reach(aSize, strikeLosses(bDamage, aDefense), pairs);
  const lossesB = reach(bSize, strikeLosses(aDamage, bDefense), pairs);
  // The odds fold each side's losses apart (and whether the combat ends): a side's losses depend only on the strikes it takes.
  let folds = 0;
  for (let k = 1; k <= pairs; k++) folds += lossesA[k] + lossesB[k] + 2;
  const resolve = (a?.resolve ?? 0) + (b?.resolve ?? 0) + weaponResolve(req.weapon) + weaponResolve(d0?.weapon);
  return cost(FIGHT.base + FIGHT.formation.base + resolve + FIGHT.formation.perState * folds + playOf(req), 'inCommon');
}

export function shotCost(req: ShotRequest, context: Context): Cost {
  const { catalog } = context;
  const a = fighterOf(req.attacker, catalog);
  const named = req.weapon !== undefined ? weaponSizes(req.weapon, catalog) : undefined;
  const weapon = named ?? a?.weapons.filter((w) => w.range > 0).reduce<WeaponSizes | undefined>((x, y) => (x && x.damage >= y.damage ? x : y), undefined);
  const attackerResolve = (a?.resolve ?? 0) + weaponResolve(req.weapon);
  if (weapon?.area) return areaCost(req, context, attackerResolve);
  const target = req.target;
  const vitality = req.options?.vitality === true;
  const cover = list<{ defense?: number; hidden?: string }>(target?.cover);
  const coverBonus = Math.ceil(cover.reduce((sum, c) => sum + (c.hidden === 'full' ? num(c.defense, 0) : num(c.defense, 0) / 2), 0) - 1e-9);
  let resolve = 2 * attackerResolve;
  let most: number | null = null;
  let defense = 0;
  let tFortune = 1;
  let damage = weapon?.damage ?? 0;
  if (target?.kind === 'transport') {
    const t = transportSizes(target.transport, catalog);
    const crew = fighterOf(target.crew, catalog);
    resolve += (t ? CHECK_UNITS * t.checks : 0) + (crew?.resolve ?? 0) + (fighterOf(target.pilot, catalog)?.resolve ?? 0);
    defense = t ? transportDefense(t.sizes, req.facing) : 0;
    tFortune = target.crew?.ignoreDamage === true && crew ? fortuneFactor({ ignoreDamage: true }, crew.fortune, FORTUNE_WEIGHTS.shot, TARGET_USES) : 1;
  } else if (target?.kind === 'scenery') {
    resolve += weaponResolve(target.zone);
  } else if (target) {
    const c = fighterOf(target, catalog);
    resolve += c?.resolve ?? 0;
    defense = num(target.formation?.defense, c?.defense ?? 0);
    if (isObject(target.formation)) {
      most = Math.max(1, Math.floor(num(target.formation.size, 1)));
      if (req.facing === 'rear') damage *= 2;
    } else if (vitality && c) most = c.vitality;
    tFortune = fortuneFactor(target.fortunePlan, c?.fortune ?? 0, FORTUNE_WEIGHTS.shot, TARGET_USES);
  }
  if (isObject(req.attacker?.formation)) return volleyCost(req, { resolve, most, defense: defense + coverBonus, damage, base: defense });
  const attacks = Math.max(1, Math.floor(num(req.attacks, 1)));
  const losses = [...new Set([...strikeLosses(damage, defense + coverBonus), ...strikeLosses(damage, defense)])];
  const states = reach(most, losses, attacks).map((n, k) => (k > 0 && cover.length > 0 ? 2 * n : n));
  const dice = Math.max(0, Math.floor(num(req.coordinated?.dice, 0))) + list<CharacterInput>(req.coordinated?.supporters).length * 10;
  const reductions = dice > 0 ? Math.min(dice, defense) + 1 : 1;
  resolve += list<CharacterInput>(req.coordinated?.supporters).reduce((sum, c) => sum + (fighterOf(c, catalog)?.resolve ?? CHARACTER_UNITS), 0);
  const aFortune = fortuneFactor(req.attacker?.fortunePlan, a?.fortune ?? 0, FORTUNE_WEIGHTS.shot, SHOOTER_USES);
  const fortune = fortuneOf(aFortune, tFortune, FORTUNE_SCALE.shot);
  const work = (FIGHT.base + resolve + followed(states, FIGHT.shot) * reductions + dice) * fortune;
  const path = aFortune * tFortune > 1 ? (aFortune >= tFortune ? 'attacker.fortunePlan' : 'target.fortunePlan') : 'attacks';
  return cost(work + playOf(req), path);
}

/** A formation's volley: every shooter's dice, the target's losses folded shooter after shooter. */
function volleyCost(req: ShotRequest, t: { resolve: number; most: number | null; defense: number; damage: number; base: number }): Cost {
  const shooters = Math.max(1, Math.floor(num(req.shooters, num(req.attacker?.formation?.size, 1))));
  const losses = [...new Set([...strikeLosses(t.damage, t.defense), ...strikeLosses(t.damage, t.base)])];
  const acc = reach(t.most, losses, shooters);
  const folds = acc.slice(1).reduce((x, y) => x + y, 0);
  return cost(FIGHT.base + t.resolve + FIGHT.volley.perState * folds + playOf(req), 'shooters');
}

/** An area weapon: one projection per model (its own odds), and the blast over everyone it covers. */
function areaCost(req: ShotRequest, { catalog }: Context, attackerResolve: number): Cost {
  const models = list<Target & { fortunePlan?: FortunePlan }>(req.models);
  const victims = [...(req.target ? [req.target] : []), ...models];
  let resolve = 3 * attackerResolve;
  let fortune = fortuneFactor(req.attacker?.fortunePlan, fighterOf(req.attacker, catalog)?.fortune ?? 0, FORTUNE_WEIGHTS.shot, SHOOTER_USES);
  for (const v of victims) {
    const c = v.kind === 'transport' || v.kind === 'scenery' ? undefined : fighterOf(v as CharacterInput, catalog);
    resolve += c?.resolve ?? CHECK_UNITS + CHARACTER_UNITS;
    fortune = Math.max(fortune, fortuneFactor((v as { fortunePlan?: FortunePlan }).fortunePlan, c?.fortune ?? 0, FORTUNE_WEIGHTS.shot, TARGET_USES));
  }
  const work = FIGHT.area.base + FIGHT.area.perVictim * (victims.length + 1) * fortune;
  return cost(FIGHT.base + resolve + work + playOf(req), 'models');
}

