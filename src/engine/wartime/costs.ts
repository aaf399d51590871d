import { RuleError, RuleErrorCode, RuleErrorDetail } from '../core/errors';
import { Msg, msg, Text, verbatim } from '../core/types';
import {
  Area,
  ArchetypeLookup,
  ArchetypeProfile,
  ArchetypeType,
  ATTRIBUTES,
  BodyArchetype,
  CharacterArchetype,
  Common,
  FACINGS,
  NamedCost,
  ObjectArchetype,
  ProtectionArchetype,
  Ref,
  SimpleArea,
  TransportArchetype,
  WeaponArchetype,
  ZoneArchetype,
} from './archetypes';
import { ATTRIBUTE_COST, energyOf, FORTUNE_COST, join, magazineOf, roundHalfUp, roundUp, STEP_COST, tableCost, UNNAMED } from './model';
import { WARTIME_LIMITS } from './limits';

/**
 * The archetype cost calculator: every archetype type priced from the document's tables, line by
 * line, with what the document derives from it (Level, Energy, Vitality, Movement, Defense, the
 * area in K²). Invalid archetypes are answered with every violation and its path, not the first.
 */

/**
 * One line of a cost, in the order of the document's creation steps. `item` is a stable key for
 * programs: an attribute (`con` .. `vol`), a table (`energy`, `damage`, `protection`, `defense`,
 * `fortune`), a facing or element (`defense:front`, `defense:wall`), a formula (`range`, `area`,
 * `capacity`), a part (`weapon:Rifle`: its type and the name of an inline profile, or the id of a
 * stored archetype; the type alone when unnamed), `bonus:Name` (maluses too, negative), `minimum`.
 * `label` is the same line in words, in the reply's language.
 */
export interface CostLine {
  readonly item: string;
  readonly label: Msg;
  readonly points: number;
}

/** Attributes the document derives from an archetype (only those its type has). */
export interface Derived {
  readonly level?: number;
  readonly energy?: number;
  readonly vitality?: number;
  /** cm (or squares): the base rounded half up. */
  readonly movement?: number;
  readonly defense?: number;
  /** Levels of Defense above CON: -1 each to every attribute check. */
  readonly defenseAboveCon?: number;
  readonly fortune?: number;
  /** K², rounded up. */
  readonly area?: number;
  /** Rounds per magazine (optional ammunition rules). */
  readonly magazine?: number;
}

export interface ArchetypeCost {
  readonly type: ArchetypeType;
  readonly name: Text | null;
  /** Points; null for scenery that is not bought (it has no cost and cannot be recruited, ruling wartime/zone-cost). */
  readonly total: number | null;
  readonly lines: readonly CostLine[];
  readonly derived: Derived;
}

export interface PriceResult {
  readonly cost: ArchetypeCost;
  readonly errors: readonly RuleErrorDetail[];
}

export interface PriceOptions {
  /**
   * `skip`: archetypes named by id are neither looked up nor priced (a stored entry checked on its
   * own, before the rest of its catalog is known). Default `check`.
   */
  readonly references?: 'check' | 'skip';
  /** A character needs its base diameter to be stored or priced; a resolve request may leave it out. Default true. */
  readonly requireBase?: boolean;
}

/** Prices an archetype, collecting every violation (with its path under `path`). */
export function priceArchetype(profile: ArchetypeProfile, lookup: ArchetypeLookup, path = '', options: PriceOptions = {}): PriceResult {
  const pricer = new Pricer(lookup, options);
  const cost = pricer.price(profile, path);
  return { cost, errors: pricer.errors };
}

/** Prices an archetype; throws a RuleError listing every violation. */
export function archetypeCost(profile: ArchetypeProfile, lookup: ArchetypeLookup, path = ''): ArchetypeCost {
  const { cost, errors } = priceArchetype(profile, lookup, path);
  if (errors.length > 0) throw new RuleError(RuleErrorCode.RuleViolation, errors);
  return cost;
}

/** Exact extent of an area in K² (before rounding). */
export function areaOf(area: Area): number {
  if (area.shape === 'composite') return area.parts.reduce((sum, part) => sum + simpleAreaOf(part), 0);
  return simpleAreaOf(area);
}

function simpleAreaOf(area: SimpleArea): number {
  switch (area.shape) {
    case 'circle':
      return Math.PI * (area.diameter / 2) ** 2;
    case 'rectangle':
      return area.length * area.width;
    case 'triangle':
      return (area.length * area.width) / 2;
  }
}

/** The Energy a part needs to be used, paid back in points (the document subtracts it). */
const energyLine = (energy: number): CostLine => ({ item: 'energy', label: msg('cost.energy', { value: energy }), points: -STEP_COST[energy - 1] });

type ProfileOf<T extends ArchetypeType> = Extract<ArchetypeProfile, { type: T }>;

class Pricer {
  readonly errors: RuleErrorDetail[] = [];

  constructor(
    private readonly lookup: ArchetypeLookup,
    private readonly options: PriceOptions,
  ) {}

  price(profile: ArchetypeProfile, path: string): ArchetypeCost {
    switch (profile.type) {
      case 'body':
        return this.body(profile, path);
      case 'character':
        return this.character(profile, path);
      case 'weapon':
        return this.weapon(profile, path);
      case 'protection':
        return this.protection(profile, path);
      case 'transport':
        return this.transport(profile, path);
      case 'object':
        return this.object(profile, path);
      case 'zone':
        return this.zone(profile, path);
    }
  }

  private fail(path: string, message: Msg): void {
    this.errors.push({ path, message });
  }

  /** An integer in min..max; a bad value is reported and read as `fallback` so pricing goes on. */
  private int(value: number | undefined, path: string, min: number, max: number, fallback = min): number {
    if (value === undefined || !Number.isInteger(value) || value < min || value > max) {
      this.fail(path, msg('error.integer-range', { value: value === undefined ? '-' : value, min, max }));
      return fallback;
    }
    return value;
  }

  private positive(value: number, path: string, max: number): number {
    if (!Number.isFinite(value) || value <= 0 || value > max) {
      this.fail(path, msg('error.positive', { value, max }));
      return 0;
    }
    return value;
  }

  private bonusLines(bonuses: readonly NamedCost[] | undefined, path: string): CostLine[] {
    return (bonuses ?? []).map((b, i) => {
      const at = `${join(path, 'bonuses')}[${i}]`;
      if (b.name.trim() === '') this.fail(`${at}.name`, msg('error.bonus-name'));
      const cost = this.int(b.cost, `${at}.cost`, -WARTIME_LIMITS.bonusCost, WARTIME_LIMITS.bonusCost, 0);
      return { item: `bonus:${b.name}`, label: msg(cost < 0 ? 'cost.malus' : 'cost.bonus', { name: verbatim(b.name) }), points: cost };
    });
  }

  private finish(type: ArchetypeType, profile: Common, lines: CostLine[], derived: Derived, minimum = 1): ArchetypeCost {
    const sum = lines.reduce((a, l) => a + l.points, 0);
    const out = [...lines];
    // The least an archetype costs is 1 point, whatever its maluses and Energy.
    if (sum < minimum) out.push({ item: 'minimum', label: msg('cost.minimum', { minimum }), points: minimum - sum });
    return { type, name: profile.name !== undefined ? verbatim(profile.name) : null, total: Math.max(sum, minimum), lines: out, derived };
  }

  private body(b: BodyArchetype, path: string): ArchetypeCost {
    const values = ATTRIBUTES.map((a) => this.int(b[a], join(path, a), 1, 10));
    const lines: CostLine[] = ATTRIBUTES.map((a, i) => ({
      item: a,
      label: msg('cost.attribute', { attribute: msg(`attribute.${a}`), value: values[i] }),
      points: ATTRIBUTE_COST[values[i] - 1],
    }));
    const [con, , , rea] = values;
    return this.finish('body', b, [...lines, ...this.bonusLines(b.bonuses, path)], {
      level: values.reduce((a, v) => a + v, 0),
      energy: energyOf(rea),
      vitality: con,
    });
  }

  private area(area: Area, path: string): number {
    const parts = area.shape === 'composite' ? area.parts : [area];
    if (area.shape === 'composite' && (parts.length === 0 || parts.length > WARTIME_LIMITS.areaParts)) {
      this.fail(join(path, 'parts'), msg('error.area-parts', { max: WARTIME_LIMITS.areaParts }));
    }
    parts.forEach((p, i) => {
      const at = area.shape === 'composite' ? `${join(path, 'parts')}[${i}]` : path;
      if (p.shape === 'circle') this.positive(p.diameter, join(at, 'diameter'), WARTIME_LIMITS.areaSize);
      else {
        this.positive(p.length, join(at, 'length'), WARTIME_LIMITS.areaSize);
        this.positive(p.width, join(at, 'width'), WARTIME_LIMITS.areaSize);
      }
    });
    return roundUp(areaOf(area));
  }

  private weapon(w: WeaponArchetype, path: string): ArchetypeCost {
    const energy = this.int(w.energy, join(path, 'energy'), 1, 10);
    const damage = this.int(w.damage, join(path, 'damage'), 1, 10);
    const maxRange = 5 * damage;
    let range = w.range;
    if (!Number.isFinite(range) || range < 0) {
      this.fail(join(path, 'range'), msg('error.not-negative', { value: range }));
      range = 0;
    } else if (range > maxRange) {
      this.fail(join(path, 'range'), msg('error.range-max', { range, damage, max: maxRange }));
    }
    // The document's steps: Energy, Damage, Range, Area, bonuses.
    const lines: CostLine[] = [energyLine(energy), { item: 'damage', label: msg('cost.damage', { value: damage }), points: STEP_COST[damage - 1] }];
    // Range and Area cost Damage x kliks x 0.1, each rounded up at the end (ruling wartime/rounding).
    // Every weapon has a Range (0 K: close combat), so its line is always shown, 0 points at 0 K.
    lines.push({ item: 'range', label: msg('cost.range', { damage, range }), points: roundUp((damage * range) / 10) });
    let area: number | undefined;
    if (w.area) {
      area = this.area(w.area, join(path, 'area'));
      lines.push({ item: 'area', label: msg('cost.area', { damage, area }), points: roundUp((damage * area) / 10) });
    }
    return this.finish('weapon', w, [...lines, ...this.bonusLines(w.bonuses, path)], {
      ...(area !== undefined ? { area } : {}),
      magazine: magazineOf(damage),
    });
  }

  private protection(p: ProtectionArchetype, path: string): ArchetypeCost {
    const energy = this.int(p.energy, join(path, 'energy'), 1, 10);
    const protection = this.int(p.protection, join(path, 'protection'), 1, 10);
    const lines: CostLine[] = [energyLine(energy), { item: 'protection', label: msg('cost.protection', { value: protection }), points: STEP_COST[protection - 1] }];
    return this.finish('protection', p, [...lines, ...this.bonusLines(p.bonuses, path)], { defense: protection });
  }

  /** A referenced archetype of the expected type, priced as a line of its owner's cost. */
  private part<T extends ArchetypeType>(ref: Ref<Omit<ProfileOf<T>, 'type'>>, type: T, path: string): { cost: ArchetypeCost; profile: ProfileOf<T>; item: string } | undefined {
    let profile: ArchetypeProfile;
    let name: Text;
    let at: string;
    let item: string;
    if (typeof ref === 'string') {
      if (this.options.references === 'skip') return undefined;
      const found = this.lookup(ref);
      if (!found) {
        this.fail(path, msg('error.unknown-archetype', { id: ref }));
        return undefined;
      }
      if (found.profile.type !== type) {
        this.fail(path, msg('error.archetype-type', { id: ref, type: msg(`type.${found.profile.type}`), expected: msg(`type.${type}`) }));
        return undefined;
      }
      profile = found.profile;
      name = found.name;
      at = path;
      item = `${type}:${ref}`;
    } else {
      profile = { ...ref.profile, type } as ArchetypeProfile;
      name = ref.profile.name !== undefined ? verbatim(ref.profile.name) : UNNAMED[type];
      at = join(path, 'profile');
      item = ref.profile.name !== undefined ? `${type}:${ref.profile.name}` : type;
    }
    const cost = this.price(profile, at);
    return { cost: { ...cost, name }, profile: profile as ProfileOf<T>, item };
  }

  /** A part's cost as a line of its owner (every part a character or transport carries is a priced type, never scenery). */
  private partLine(part: { cost: ArchetypeCost; item: string }, type: ArchetypeType): CostLine {
    return { item: part.item, label: msg('cost.part', { type: msg(`type.${type}`), name: part.cost.name ?? UNNAMED[type] }), points: part.cost.total ?? 0 };
  }

  private equipment(
    weapons: readonly Ref<WeaponArchetype>[] | undefined,
    objects: readonly Ref<ObjectArchetype>[] | undefined,
    path: string,
  ): CostLine[] {
    const lines: CostLine[] = [];
    (weapons ?? []).forEach((w, i) => {
      const p = this.part(w, 'weapon', `${join(path, 'weapons')}[${i}]`);
      if (p) lines.push(this.partLine(p, 'weapon'));
    });
    (objects ?? []).forEach((o, i) => {
      const p = this.part(o, 'object', `${join(path, 'objects')}[${i}]`);
      if (p) lines.push(this.partLine(p, 'object'));
    });
    return lines;
  }

  private capacity(capacity: number | undefined, path: string): CostLine[] {
    if (capacity === undefined || capacity === 0) return [];
    const value = this.int(capacity, join(path, 'capacity'), 0, WARTIME_LIMITS.capacity, 0);
    // 1 point per 5 levels, a part of 5 rounded up (ruling wartime/rounding).
    return [{ item: 'capacity', label: msg('cost.capacity', { value }), points: roundUp(value / 5) }];
  }

  private defenseLines(defense: TransportArchetype['defense'], path: string): CostLine[] {
    if (typeof defense === 'number') {
      const value = this.int(defense, join(path, 'defense'), 0, 10);
      return [{ item: 'defense', label: msg('cost.defense', { value }), points: tableCost(STEP_COST, value) }];
    }
    // A transport larger than a bike or a horse pays each of its four facings.
    return FACINGS.map((f) => {
      const value = this.int(defense[f], `${join(path, 'defense')}.${f}`, 0, 10);
      return { item: `defense:${f}`, label: msg('cost.facing', { facing: msg(`facing.${f}`), value }), points: tableCost(STEP_COST, value) };
    });
  }

  private transport(t: TransportArchetype, path: string): ArchetypeCost {
    const energy = this.int(t.energy, join(path, 'energy'), 1, 10);
    // The document's steps: Energy, (Movement, free), Defense, Capacity, equipment, bonuses.
    const lines: CostLine[] = [
      energyLine(energy),
      ...this.defenseLines(t.defense, path),
      ...this.capacity(t.capacity, path),
      ...this.equipment(t.weapons, t.objects, path),
      ...this.bonusLines(t.bonuses, path),
    ];
    const movement = t.length !== undefined ? roundHalfUp(this.positive(t.length, join(path, 'length'), WARTIME_LIMITS.baseSize)) : undefined;
    return this.finish('transport', t, lines, movement !== undefined ? { movement } : {});
  }

  private object(o: ObjectArchetype, path: string): ArchetypeCost {
    const energy = this.int(o.energy, join(path, 'energy'), 1, 10);
    // The document's steps: Energy, Area, Capacity, bonuses.
    const lines: CostLine[] = [energyLine(energy)];
    let area: number | undefined;
    if (o.area) {
      area = this.area(o.area, join(path, 'area'));
      // An object's Area costs its K², rounded up (no Damage to multiply by).
      lines.push({ item: 'area', label: msg('cost.object-area', { area }), points: area });
    }
    lines.push(...this.capacity(o.capacity, path), ...this.bonusLines(o.bonuses, path));
    return this.finish('object', o, lines, area !== undefined ? { area } : {});
  }

  private zone(z: ZoneArchetype, path: string): ArchetypeCost {
    if (z.difficulty !== undefined) this.int(z.difficulty, join(path, 'difficulty'), 1, WARTIME_LIMITS.difficulty);
    const defenses: { item: string; label: Msg; value: number }[] = [];
    if (typeof z.defense === 'number') defenses.push({ item: 'defense', label: msg('cost.defense', { value: z.defense }), value: this.int(z.defense, join(path, 'defense'), 0, 10) });
    else if (z.defense) {
      const seen = new Set<string>();
      z.defense.forEach((e, i) => {
        const at = `${join(path, 'defense')}[${i}]`;
        if (e.element.trim() === '' || seen.has(e.element)) this.fail(`${at}.element`, msg('error.element-name', { name: e.element }));
        seen.add(e.element);
        const value = this.int(e.defense, `${at}.defense`, 0, 10);
        defenses.push({ item: `defense:${e.element}`, label: msg('cost.element', { element: verbatim(e.element), value }), value });
      });
    }
    if (!z.purchase) {
      // Scenery is not bought (ruling wartime/zone-cost): it has no cost and cannot be recruited.
      if (z.bonuses && z.bonuses.length > 0) this.fail(join(path, 'bonuses'), msg('error.zone-bonuses'));
      return { type: 'zone', name: z.name !== undefined ? verbatim(z.name) : null, total: null, lines: [], derived: {} };
    }
    // Priced like a transport without Movement, in the transport's order.
    const p = z.purchase;
    const at = join(path, 'purchase');
    const lines: CostLine[] = [
      ...(p.energy !== undefined ? [energyLine(this.int(p.energy, join(at, 'energy'), 1, 10))] : []),
      ...defenses.map((d) => ({ item: d.item, label: d.label, points: tableCost(STEP_COST, d.value) })),
      ...this.capacity(p.capacity, at),
      ...this.equipment(p.weapons, p.objects, at),
    ];
    return this.finish('zone', z, [...lines, ...this.bonusLines(z.bonuses, path)], {});
  }

  private character(c: CharacterArchetype, path: string): ArchetypeCost {
    const lines: CostLine[] = [];
    const body = this.part(c.body, 'body', join(path, 'body'));
    if (body) lines.push(this.partLine(body, 'body'));
    if (c.transport !== undefined) {
      const transport = this.part(c.transport, 'transport', join(path, 'transport'));
      if (transport) lines.push(this.partLine(transport, 'transport'));
    }
    lines.push(...this.equipment(c.weapons, undefined, path));
    let defense = 0;
    (c.protections ?? []).forEach((p, i) => {
      const part = this.part(p, 'protection', `${join(path, 'protections')}[${i}]`);
      if (!part) return;
      lines.push(this.partLine(part, 'protection'));
      defense += part.profile.protection;
    });
    lines.push(...this.equipment(undefined, c.objects, path));
    const fortune = c.fortune === undefined ? 0 : this.int(c.fortune, join(path, 'fortune'), 0, 10, 0);
    if (fortune > 0) lines.push({ item: 'fortune', label: msg('cost.fortune', { value: fortune }), points: tableCost(FORTUNE_COST, fortune) });
    lines.push(...this.bonusLines(c.bonuses, path));
    let movement: number | undefined;
    if (c.baseDiameter === undefined) {
      if (this.options.requireBase !== false) this.fail(join(path, 'baseDiameter'), msg('error.base-diameter'));
    } else movement = roundHalfUp(this.positive(c.baseDiameter, join(path, 'baseDiameter'), WARTIME_LIMITS.baseSize));
    const derived: Derived = {
      ...(body ? { level: body.cost.derived.level, energy: body.cost.derived.energy, vitality: body.cost.derived.vitality } : {}),
      ...(movement !== undefined ? { movement } : {}),
      defense,
      ...(body ? { defenseAboveCon: Math.max(0, defense - body.profile.con) } : {}),
      fortune,
    };
    return this.finish('character', c, lines, derived);
  }
}
