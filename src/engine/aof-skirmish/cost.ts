import { Cost, costOf } from '../core/cost';
import { DICE_PER_UNIT, GAPS_PER_UNIT, MORALE_UNITS } from './actions';
import { groupModels, stepsUnits, targetModelsRead, WORK } from './attack';
import { AOF_LIMITS } from './limits';
import { AofCatalog, Rule } from './model';
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
  UnitInput,
  WoundEffectsRequest,
} from './requests';
import { blankDraft, RULE_HANDLERS, Situation, StrikeKind, toughOf } from './rules';
import { lastModelRules, resolveUnit, Unit, unitRules, WeaponGroup } from './units';

/*
 * AoF Skirmish's cost models (core/cost.ts): before any work, an upper bound of the units a body's
 * resolution counts (plan, play, odds, render), from the body and the catalog alone. The units are
 * bounded loop by loop as the work counts them (attack.ts `WORK`, the interpreters' steps), with
 * the sizes the rules allow at most: the dice and what one die can score (Blast, extra hits on a
 * 6, Deadly), the models and Tough of the unit struck, what a melee's winner can still swing. A
 * unit is read from the catalog or checked inline as the plan reads it (so a body the rules refuse
 * is refused here with the same 422). docs/cost-model.md tells what each action's units grow with.
 */

type Context = { readonly catalog: AofCatalog };

/** A unit of the body, resolved as the plan resolves it. */
const unitOf = (input: UnitInput | undefined, path: string, catalog: AofCatalog): Unit => resolveUnit(input ?? {}, path, catalog);

/** What one group of dice can do at most. */
interface GroupBound {
  readonly dice: number;
  /** Hits one die scores at most: Blast x (1 + extra hits on a 6). */
  readonly hits: number;
  readonly deadly: number;
  /** Rules the attack stages run over for the group (the striker's, the weapon's, the target's). */
  readonly rules: number;
}

/** A Deadly class: its rating and the most wounds of it before multiplying. */
interface DeadlyClass {
  readonly deadly: number;
  readonly most: number;
}

/** The most a strike rolls and scores, group by group (its spec, bounded from above). */
interface StrikeBound {
  readonly groups: readonly GroupBound[];
  readonly dice: number;
  /** Deadly classes, Deadly ones first as the odds count them (attack.ts `classesOf`). */
  readonly classes: readonly DeadlyClass[];
  /** Most wounds (Deadly multiplied): every die hits and every hit wounds. */
  readonly wounds: number;
  /** Most hits: each removes a model at most. */
  readonly hits: number;
  /** Hits of its Impact dice (none when the charger is fatigued). */
  readonly impact: number;
  /** Units of one build of its spec (attack.ts `strikeSpec`). */
  readonly spec: number;
  /** Steps a play of it takes at most (notes, pools and their steps, allocations, the wound-effects roll). */
  readonly steps: number;
}

/**
 * A strike of `striker` on `target` (`targetModels` at most) with the weapons `use` takes, for any
 * number of the striker's models left: every group's dice, Impact's when charging, and what each
 * die can score, from the stages of its rules that decide it (extra hits on a 6, Blast, Deadly).
 * The rules are read once; the dice, model count by model count.
 */
function strikeShape(striker: Unit, target: Unit, targetModels: number, use: (g: WeaponGroup) => boolean, kind: StrikeKind, distance: number | null): (models: number) => StrikeBound {
  const targetRules = unitRules(target, targetModels).length;
  const situation: Situation = { strike: kind, charging: kind === 'charge', distance, moved: false, cover: 'none', targetModels };
  const perModel = (rules: readonly Rule[]): number => rules.reduce((n, r) => n + (RULE_HANDLERS[r.id]?.impactDice?.(r.rating ?? 1) ?? 0), 0);
  const impact = kind === 'charge' ? { unit: perModel(striker.rules), hero: striker.hero ? perModel(striker.hero.rules) : 0 } : { unit: 0, hero: 0 };
  /** What a die of a group (a Sergeant's share apart) can score, from its rules' stages. */
  const shapeOf = (g: WeaponGroup, sergeant: boolean) => {
    const owner = g.hero && striker.hero ? striker.hero : striker;
    const rules: Rule[] = [...owner.rules, ...g.weapon.rules.filter((w) => !owner.rules.some((r) => r.id === w.id)), ...(sergeant ? [{ id: 'sergeant' as const }] : [])];
    const draft = blankDraft({ quality: owner.quality, onlySixes: false });
    for (const stage of ['natural-six', 'hits', 'wounds'] as const) {
      for (const r of rules) if (RULE_HANDLERS[r.id]?.side === 'attacker') RULE_HANDLERS[r.id]?.attack?.[stage]?.(draft, situation, r.rating ?? 1);
    }
    return { hits: draft.blast * (1 + draft.extraOnSix.length), deadly: draft.deadly, rules: rules.length + targetRules };
  };
  const shapes = striker.groups.map((g) => (use(g) ? { attacks: g.weapon.attacks, plain: shapeOf(g, false), sergeant: g.sergeant ? shapeOf(g, true) : undefined } : undefined));
  const memo = new Map<number, StrikeBound>();
  return (models) => {
    const made = memo.get(models);
    if (made) return made;
    const groups: GroupBound[] = [];
    const impactDice = impact.unit * (models - (striker.hero ? 1 : 0)) + impact.hero;
    if (impactDice > 0) groups.push({ dice: impactDice, hits: 1, deadly: 1, rules: 0 });
    const shares = groupModels(striker, models);
    shapes.forEach((g, gi) => {
      if (!g || shares[gi] === 0) return;
      // A Sergeant's attacks are a group of their own.
      if (g.sergeant) groups.push({ dice: g.attacks, ...g.sergeant });
      const rest = shares[gi] - (g.sergeant ? 1 : 0);
      if (rest > 0) groups.push({ dice: rest * g.attacks, ...g.plain });
    });
    const by = new Map<number, number>();
    for (const g of groups) by.set(g.deadly, (by.get(g.deadly) ?? 0) + g.dice * g.hits);
    const classes = [...by.entries()].filter(([d]) => d > 1).map(([deadly, most]) => ({ deadly, most }));
    classes.push({ deadly: 1, most: by.get(1) ?? 0 });
    const rules = groups.reduce((n, g) => n + g.rules, 0);
    const out: StrikeBound = {
      groups,
      dice: groups.reduce((n, g) => n + g.dice, 0),
      classes,
      wounds: groups.reduce((n, g) => n + g.dice * g.hits * g.deadly, 0),
      hits: groups.reduce((n, g) => n + g.dice * g.hits, 0),
      impact: impactDice,
      spec: WORK.spec + groups.length * WORK.group + Math.floor(rules / WORK.rulesPerUnit),
      // Each group: a note per rule, its to-hit pool and step, then per kind of hit (two with
      // Rending) the Defense, Bane and Regeneration pools with their steps and the calls between;
      // then an allocation per Deadly class and the wound-effects roll.
      steps: groups.reduce((n, g) => n + g.rules + 18, 0) + 2 * classes.length + 8,
    };
    memo.set(models, out);
    return out;
  };
}

/** What counting one strike's ends from one start costs and yields (attack.ts `classWounds`, `strikeEnds`). */
interface Counted {
  /** Counts each class keeps (up to its cap), and the caps (powers are shared by specs with the same caps). */
  readonly lengths: readonly number[];
  readonly caps: string;
  /** Units of its wounds per class from the powers (once per spec: each die's binomials, the class's convolutions). */
  readonly own: number;
  /** Units of its ends from one start: the classes merged pair by pair, rolled for, gathered. */
  readonly ends: number;
  /** Units of the assignments of each class's counts to the units met (`StrikeCounter.allocations`: kept for every strike on the same units). */
  readonly allocations: number;
  /** Distinct units it leaves, and (unit, inflicted) pairs over all of them. */
  readonly units: number;
  readonly pairs: number;
}

/**
 * One strike counted on a target of `models` models and Tough `tough` (`states`: the distinct units
 * such a target can be left in), its inflicted total kept up to `inflictedCap`: each Deadly class
 * holds its wounds up to where more cannot change anything (attack.ts `classWounds`), and its ends
 * are at most one per count of every class, each followed by the wound-effects roll.
 */
function counted(s: StrikeBound, models: number, tough: number, inflictedCap: number, states: number): Counted {
  const caps = s.classes.map((c) => Math.max(models - 1 + Math.max(1, Math.ceil((4 + tough) / c.deadly)), Math.ceil(inflictedCap / c.deadly)));
  const lengths = s.classes.map((c, i) => Math.min(caps[i], c.most) + 1);
  let own = 0;
  for (const g of s.groups) {
    // The die's own wounds (binomials of its hits, a convolution a hit), and its class's count convolved with its powers.
    const len = lengths[s.classes.findIndex((c) => c.deadly === g.deadly)];
    own += 4 * g.hits + 2 + stepsUnits(len * len, WORK.convolution);
  }
  // A unit met before the roll is its models left or its last model's markers: at most the models
  // and one per marker the classes so far can put on the last model (the first class removes the
  // other models first). Pairs (unit, inflicted) merge; each unit is assigned a class's counts once.
  let live = 1;
  let met = 1;
  let ends = 0;
  let allocations = 0;
  let markers = 0;
  lengths.forEach((l, i) => {
    ends += live * stepsUnits(l, WORK.merges);
    allocations += Math.min(live, met) * stepsUnits(l, WORK.states);
    markers += (i === 0 ? Math.max(0, l - models) : l - 1) * s.classes[i].deadly;
    met = Math.min(met * l, models + markers + 2);
    live = Math.min(live * l, met * (inflictedCap + 1));
  });
  const units = Math.min(states, 2 * live);
  const pairs = Math.min(2 * live, units * (inflictedCap + 1));
  ends += units + Math.ceil((2 * live) / WORK.gathered);
  return { lengths, caps: caps.join(','), own, ends, allocations, units, pairs };
}

/** Units of the powers of each group's die up to its dice, with the counts `c` keeps (`StrikeCounter.power`). */
function powers(s: StrikeBound, c: Counted): number {
  let units = 0;
  for (const g of s.groups) {
    const len = c.lengths[s.classes.findIndex((x) => x.deadly === g.deadly)];
    for (let k = 1; k <= g.dice; k++) units += stepsUnits(Math.min(len, (k - 1) * g.hits + 1) * (g.hits + 1), WORK.convolution);
  }
  return units;
}

/**
 * Marker values below certain destruction the last model of `unit` can be left with by strikes
 * whose Deadly classes are `strikes`: every sum of the classes' ratings short of Tough + 4 (Deadly(12)
 * against Tough(12) leaves 0 or 12), and the start's own.
 */
function markerStates(unit: Unit, strikes: readonly (StrikeBound | undefined)[]): number {
  const below = toughOf(lastModelRules(unit)) + 4;
  const reach = new Array<boolean>(below).fill(false);
  reach[0] = true;
  for (const s of strikes) {
    for (const c of s?.classes ?? []) {
      if (c.most === 0) continue;
      for (let v = c.deadly; v < below; v++) if (reach[v - c.deadly]) reach[v] = true;
    }
  }
  return reach.filter((r) => r).length + 1;
}

// ---------------------------------------------------------------------------------------------
// Shot
// ---------------------------------------------------------------------------------------------

export function shotCost(req: ShotRequest, { catalog }: Context): Cost {
  const attacker = unitOf(req.attacker, 'attacker', catalog);
  const target = unitOf(req.target, 'target', catalog);
  const distance = Number.isFinite(req.distance) ? req.distance : 0;
  const s = strikeShape(attacker, target, target.modelsLeft, (g) => g.weapon.range > 0 && g.weapon.range >= distance, 'shot', distance)(attacker.modelsLeft);
  // Past the dice cap the plan refuses the body after one spec, naming the cap and its field.
  if (s.dice > AOF_LIMITS.attackDice) return costOf(s.spec + 10, 'attacker.weapons');
  const c = counted(s, target.modelsLeft, toughOf(lastModelRules(target)), 0, target.modelsLeft + markerStates(target, [s]) + 2);
  // Three builds of its spec (the dice cap, the table, the odds); the table played and its steps
  // rendered; its odds walked to the counted node; each end keyed into the distribution.
  const units = 3 * s.spec + 3 * s.steps + attacker.groups.length + 10 + powers(s, c) + c.own + c.ends + c.allocations + c.pairs * (WORK.keyed + 1);
  return costOf(units, 'attacker.weapons');
}

// ---------------------------------------------------------------------------------------------
// Melee
// ---------------------------------------------------------------------------------------------

/**
 * A melee counts its odds strike by strike (combat.ts `countMelee`): the Counter strike from the
 * units as the request gives them, the charge from every unit the charger can be left in, the
 * strike back from every pair of units after the charge, then each pair of units at the end with
 * the margin of who won. The units are bounded by walking the same stages over what each side can
 * be left in (its models left, and its last model's markers), without any dice.
 */
export function meleeCost(req: MeleeRequest, context: Context): Cost {
  const { odds, table, path } = meleeWork(req, context);
  return costOf(odds + table, path);
}

/** A melee's three strikes, shaped for any models left: the charge, the Counter strike, the strike back. */
interface MeleeShapes {
  readonly attacker: Unit;
  readonly defender: Unit;
  readonly ma: number;
  readonly md: number;
  readonly charge: (models: number) => StrikeBound;
  readonly counter?: (models: number) => StrikeBound;
  readonly back?: (models: number) => StrikeBound;
  /** The most hits each strike scores (the charge's Impact dice dropped when it is fatigued). */
  readonly chargeHits: number;
  readonly counterHits: number;
  readonly backHits: number;
}

function meleeShapes(req: MeleeRequest, catalog: AofCatalog): MeleeShapes {
  const attacker = unitOf(req.attacker, 'attacker', catalog);
  const defender = unitOf(req.defender, 'defender', catalog);
  const isMelee = (g: WeaponGroup): boolean => g.weapon.range === 0;
  const isCounter = (g: WeaponGroup): boolean => isMelee(g) && g.weapon.rules.some((r) => RULE_HANDLERS[r.id]?.counter !== undefined);
  const strikeBack = req.strikeBack !== false;
  const counterModels = groupModels(defender, defender.modelsLeft).reduce((n, m, i) => n + (isCounter(defender.groups[i]) ? m : 0), 0);
  const [ma, md] = [attacker.modelsLeft, defender.modelsLeft];
  const charge = strikeShape(attacker, defender, md, isMelee, 'charge', null);
  const counter = strikeBack && counterModels > 0 ? strikeShape(defender, attacker, ma, isCounter, 'counter', null) : undefined;
  const back = strikeBack ? strikeShape(defender, attacker, ma, (g) => isMelee(g) && !isCounter(g), 'strike-back', null) : undefined;
  const fatigued = attacker.fatigued || attacker.stunned;
  const chargeHits = charge(ma).hits - (fatigued ? charge(ma).impact : 0);
  return { attacker, defender, ma, md, charge, counter, back, chargeHits, counterHits: counter?.(md).hits ?? 0, backHits: back?.(md).hits ?? 0 };
}

/** Whether the plan refuses the melee for a cap (after the specs it checks the caps with). */
function overMeleeCaps(m: MeleeShapes): boolean {
  const { attacker, ma, md, charge, counter, back, chargeHits, counterHits, backHits } = m;
  const chargeDice = charge(ma).dice - (attacker.fatigued || attacker.stunned ? charge(ma).impact : 0);
  return (
    Math.max(ma, md) > AOF_LIMITS.meleeModels ||
    Math.max(chargeDice, counter?.(md).dice ?? 0, back?.(md).dice ?? 0) > AOF_LIMITS.attackDice ||
    Math.max(chargeHits, counterHits, backHits) > AOF_LIMITS.meleeHits ||
    (counter !== undefined && chargeHits + counterHits + backHits > AOF_LIMITS.counterMeleeHits)
  );
}

/** Fear's points a unit brings to a melee's score (each model's and a joined hero's). */
function fearOf(u: Unit): number {
  const x = (rules: readonly Rule[]): number => rules.reduce((n, r) => n + (RULE_HANDLERS[r.id]?.fear?.(r.rating ?? 1) ?? 0), 0);
  return x(u.rules) * u.modelsLeft + (u.hero ? x(u.hero.rules) : 0);
}

/** The charger's start (models left, stunned or not, the lead it carries), and a pair of units after the charge. */
interface MeleeStart {
  readonly models: number;
  readonly stunned: boolean;
  readonly lead: number;
}
interface MeleePair {
  readonly start: number;
  readonly a: number;
  readonly d: number;
  readonly stunned: boolean;
  readonly lead: number;
}

/**
 * The tally of a melee's units as its stages are walked: each strike counted once per stage and
 * models, and the work the odds share (a spec built, powers grown, a unit's assignments) once.
 */
class MeleeTally {
  units = 0;
  /** Units the melee's ends can settle in (before the bound by the units each side can be left in). */
  settled = 0;
  private readonly once = new Set<number>();
  private readonly capsKeys = new Map<string, number>();
  private readonly countedAt = new Map<number, Counted>();
  readonly markersA: number;
  readonly markersD: number;
  /** Steps of a binary search over a lead's values. */
  readonly search: number;
  /** The widest lead (wounds both sides can inflict, and Fear). */
  readonly width: number;
  private readonly capA: number;
  private readonly capD: number;
  private readonly toughA: number;
  private readonly toughD: number;

  constructor(readonly m: MeleeShapes) {
    const { attacker, defender, ma, md, charge, counter, back } = m;
    const lead = fearOf(attacker) + fearOf(defender) + 1;
    const byAttacker = charge(ma).wounds;
    const byDefender = (counter?.(md).wounds ?? 0) + (back?.(md).wounds ?? 0);
    [this.toughA, this.toughD] = [toughOf(lastModelRules(attacker)), toughOf(lastModelRules(defender))];
    this.markersA = markerStates(attacker, [counter?.(md), back?.(md)]);
    this.markersD = markerStates(defender, [charge(ma)]);
    this.width = 2 * lead + byAttacker + byDefender + 1;
    this.search = Math.ceil(Math.log2(this.width + 1));
    [this.capA, this.capD] = [byAttacker + lead, byDefender + lead];
  }

  /** A strike (0 Counter, 1 charge, 2 strike back) from `striker` models on `target` models, counted once. */
  strikeAt(stage: number, s: StrikeBound, striker: number, target: number): Counted {
    const key = (stage * 64 + striker) * 64 + target;
    let c = this.countedAt.get(key);
    if (!c) {
      c = stage === 1 ? counted(s, target, this.toughD, this.capD, target + this.markersD + 2) : counted(s, target, this.toughA, this.capA, target + this.markersA + 2);
      this.countedAt.set(key, c);
    }
    return c;
  }

  /** Work counted once per key. */
  first(key: number): boolean {
    if (this.once.has(key)) return false;
    this.once.add(key);
    return true;
  }

  /** Powers are shared by the strikes of a stage with the same caps and fatigue, grown to the most dice. */
  powersOnce(stage: number, c: Counted, stunned: boolean, most: () => number): void {
    let id = this.capsKeys.get(c.caps);
    if (id === undefined) this.capsKeys.set(c.caps, (id = this.capsKeys.size));
    if (this.first(((1 << 20) + stage * 4096 + id) * 2 + (stunned ? 1 : 0))) this.units += most();
  }
}

/** The charger's starts: the request's own, or every unit the Counter strike can leave it in. */
function counterStage(t: MeleeTally): MeleeStart[] {
  const { attacker, ma, md, counter } = t.m;
  if (!counter) return [{ models: ma, stunned: attacker.stunned, lead: 1 }];
  const s = counter(md);
  const c = t.strikeAt(0, s, md, ma);
  t.units += s.spec + powers(s, c) + c.own + c.ends + c.allocations;
  const starts: MeleeStart[] = [];
  const leadOf = Math.ceil(c.pairs / Math.max(1, c.units)) + 1;
  for (let m = ma - Math.min(ma - 1, s.hits); m <= ma; m++) {
    for (let k = 0; k < (m === 1 ? t.markersA + 1 : 1); k++) starts.push({ models: m, stunned: k > 0 || attacker.stunned, lead: leadOf });
  }
  return starts;
}

/**
 * The charge from each start on the defender as the request gives it: its spec and wounds once
 * per models left and stun of the charger, its ends once per start; the defender's assignments
 * once. Returns the pairs of units the strike back starts from (none without one).
 */
function chargeStage(t: MeleeTally, starts: readonly MeleeStart[]): MeleePair[] {
  const { defender, ma, md, charge, back } = t.m;
  const pairs: MeleePair[] = [];
  t.units += t.strikeAt(1, charge(ma), ma, md).allocations;
  starts.forEach((start, i) => {
    const s = charge(start.models);
    const c = t.strikeAt(1, s, start.models, md);
    if (t.first(((2 << 20) + start.models) * 2 + (start.stunned ? 1 : 0))) t.units += s.spec + c.own;
    t.powersOnce(1, c, start.stunned, () => powers(charge(ma), t.strikeAt(1, charge(ma), ma, md)));
    t.units += c.ends + stepsUnits(start.lead, WORK.leads);
    const inflicted = Math.ceil(c.pairs / Math.max(1, c.units)) + 1;
    if (!back) {
      t.units += c.units + Math.ceil((c.pairs * t.search) / WORK.searches);
      t.settled += c.units;
      return;
    }
    for (let m = md - Math.min(md - 1, s.hits); m <= md; m++) {
      for (let k = 0; k < (m === 1 ? t.markersD + 1 : 1); k++) {
        pairs.push({ start: i, a: start.models, d: m, stunned: k > 0 || defender.stunned, lead: Math.min(t.width, start.lead * inflicted) });
        t.units += stepsUnits(start.lead * inflicted, WORK.leads);
      }
    }
  });
  return pairs;
}

/**
 * The strike back from each pair: its spec once per defender's models and stun and charger's
 * models as far as its Blast tells them apart, its wounds once per charger's models too, its ends
 * once per striker and charger's unit, each charger's assignments once; then the margin read
 * against the pair's lead for each of its ends and totals.
 */
function strikeBackStage(t: MeleeTally, back: (models: number) => StrikeBound, starts: readonly MeleeStart[], pairs: readonly MeleePair[]): void {
  const { defender, md } = t.m;
  const reach = targetModelsRead(defender);
  starts.forEach((start, i) => {
    if (pairs.some((p) => p.start === i)) t.units += t.strikeAt(2, back(md), md, start.models).allocations;
  });
  for (const p of pairs) {
    const s = back(p.d);
    const b = t.strikeAt(2, s, p.d, p.a);
    const stun = p.stunned ? 1 : 0;
    if (t.first(((3 << 20) + p.d * 64 + Math.min(p.a, reach)) * 2 + stun)) t.units += s.spec;
    if (t.first(((4 << 20) + p.d * 64 + p.a) * 2 + stun)) t.units += b.own;
    t.powersOnce(2, b, p.stunned, () => powers(back(md), t.strikeAt(2, back(md), md, p.a)));
    if (t.first(((5 << 20) + p.start * 64 + p.d) * 2 + stun)) t.units += b.ends;
    const ends = Math.min(p.a + t.markersA + 1, b.units);
    t.units += stepsUnits(p.lead, WORK.leads) + ends + Math.ceil((b.pairs * t.search) / WORK.searches);
    t.settled += ends;
  }
}

/** A melee's units: planning and counting its odds (what `?defense=all` repeats per Defense), and playing and rendering its table. */
function meleeWork(req: MeleeRequest, { catalog }: Context): { readonly odds: number; readonly table: number; readonly path: string } {
  const shapes = meleeShapes(req, catalog);
  const { ma, md, charge, counter, back, chargeHits, counterHits, backHits } = shapes;
  // Past a cap the plan refuses the body after the specs it checks the caps with, naming the cap
  // and its field: that is what a client reads, not the budget.
  if (overMeleeCaps(shapes)) {
    return { odds: 2 * (charge(ma).spec + (counter?.(md).spec ?? 0) + (back?.(md).spec ?? 0)) + 20, table: 0, path: 'attacker.weapons' };
  }
  const t = new MeleeTally(shapes);
  // Specs the plan builds (caps, what each strike can score and inflict, hit chances, the table's strikes).
  t.units += 5 * charge(ma).spec + 6 * ((counter?.(md).spec ?? 0) + (back?.(md).spec ?? 0));
  const starts = counterStage(t);
  const pairs = chargeStage(t, starts);
  if (back) strikeBackStage(t, back, starts, pairs);
  // Each pair of units at the end with each margin (ahead, level, behind): an entry of the odds.
  const endsA = reachableStates(ma, counterHits + backHits, t.markersA, [counter?.(md), back?.(md)]);
  const endsD = reachableStates(md, chargeHits, t.markersD, [charge(ma)]);
  const odds = t.units + 3 * Math.min(t.settled, endsA * endsD) * (WORK.keyed + 1);
  // The table: the strikes played and their steps rendered; the odds' walk to its counted node.
  const table = 3 * (charge(ma).steps + (counter?.(md).steps ?? 0) + (back?.(md).steps ?? 0)) + 30;
  return { odds, table, path: charge(ma).dice >= (counter?.(md).dice ?? 0) + (back?.(md).dice ?? 0) ? 'attacker.weapons' : 'defender.weapons' };
}

/**
 * The units a side of `models` can end a melee in, struck by `hits` hits at most: each hit
 * removes a model at most, so the models left go down by `hits` at most; the last model carries
 * markers only with hits to spare after the others are gone, and `r` hits from `k` Deadly classes
 * sum to at most C(r + k, k) marker values (its `markers` at most); one more for destroyed.
 */
function reachableStates(models: number, hits: number, markers: number, strikes: readonly (StrikeBound | undefined)[]): number {
  const spare = hits - (models - 1);
  const classes = new Set(strikes.flatMap((s) => (s?.classes ?? []).filter((c) => c.most > 0).map((c) => c.deadly))).size;
  let values = 1;
  for (let i = 1; i <= classes; i++) values = (values * (spare + i)) / i;
  return Math.min(models, hits + 1) + (spare > 0 ? Math.min(markers, Math.ceil(values)) : 0) + 1;
}

/** `?defense=all` on a shot: its odds against each of the five Defense values (combat.ts `shotOddsByDefense`). */
export const shotOddsByDefenseCost = (req: ShotRequest, context: Context): Cost => costOf(DEFENSES * shotCost(req, context).units, 'defense');

/** `?defense=all` on a melee: its plan and odds (no table played) against each of the five Defense values of the defender. */
export const meleeOddsByDefenseCost = (req: MeleeRequest, context: Context): Cost => costOf(DEFENSES * meleeWork(req, context).odds, 'defense');

/** Defense 2+ to 6+. */
const DEFENSES = 5;

// ---------------------------------------------------------------------------------------------
// The other actions
// ---------------------------------------------------------------------------------------------

/** A wound-effects roll, a Regeneration pool of `wounds` and their steps, walked by the odds. */
const WOUNDS = 24;

export const qualityTestCost = (_req: QualityTestRequest): Cost => costOf(8, 'quality');
export const pushCost = (_req: PushRequest): Cost => costOf(8, 'inches');
export const castCost = (_req: CastRequest): Cost => costOf(12, 'helpers');
export const woundEffectsCost = (_req: WoundEffectsRequest): Cost => costOf(WOUNDS, 'wounds');
export const fallCost = (_req: FallRequest): Cost => costOf(2 * WOUNDS, 'height');

/** Up to three dice, then the fall: each outcome walked by the odds. */
export const jumpCost = (_req: JumpRequest): Cost => costOf(4 * (2 * WOUNDS) + 20, 'inches');

export function moraleCost(req: MoraleRequest): Cost {
  // Each unit: its test, Fearless and their steps, played and walked for its own odds.
  return costOf(8 + (18 + MORALE_UNITS) * (Array.isArray(req.units) ? req.units.length : 0), 'units');
}

export function movementCost(req: MovementRequest): Cost {
  const n = Array.isArray(req.positions) ? req.positions.length : 0;
  // Coherency: each model against every other, twice.
  return costOf(16 + n * stepsUnits(3 * n, GAPS_PER_UNIT), 'positions');
}

export function objectivesCost(req: ObjectivesRequest): Cost {
  const markers = Array.isArray(req.markers) ? req.markers.length : 0;
  const positions = (Array.isArray(req.units) ? req.units : []).reduce((n, u) => n + (Array.isArray(u.positions) ? u.positions.length : 0), 0);
  // Each marker against every model's position: a step each.
  return costOf(10 + markers * (3 + stepsUnits(positions, GAPS_PER_UNIT)), positions >= markers ? 'units' : 'markers');
}

export function deploymentCost(req: DeploymentRequest): Cost {
  const positions = Array.isArray(req.positions) ? req.positions.length : 0;
  const enemies = Array.isArray(req.enemies) ? req.enemies.length : 0;
  // The roll-off's closed form (its tie loop walked), each model of an Ambush against every enemy.
  return costOf(170 + (req.kind === 'ambush' ? positions * stepsUnits(enemies, GAPS_PER_UNIT) : 0), enemies > positions ? 'enemies' : 'positions');
}

export function dangerousTerrainCost(req: DangerousTerrainRequest, { catalog }: Context): Cost {
  const unit = unitOf(req.unit, 'unit', catalog);
  const models = typeof req.models === 'number' && req.models >= 1 && req.models <= unit.modelsLeft ? req.models : unit.modelsLeft;
  const dice = models * Math.max(toughOf(unit.rules), unit.hero ? toughOf(unit.hero.rules) : 1);
  const tough = toughOf(lastModelRules(unit));
  // The dice and the binomial over them, then each count of wounds kept up to certain destruction.
  return costOf(2 * WOUNDS + stepsUnits(dice, DICE_PER_UNIT) + stepsUnits(dice, 2) + 3 * (unit.modelsLeft + tough + 5), 'models');
}
