import { TRACE } from '../core/state';
import { CoordinatedResult, WillResult } from './outcomes';

/**
 * The close-combat fight's records (melee.ts, melee-exchange.ts): what the rules read between
 * strikes, each a named record with its trace.
 *
 * Why each record writes its own key (`toJSON`, which `stateKey` reads): the odds key every state
 * and sub-rule argument they follow (thousands for ten exchanges) and index them in maps, and a
 * record keyed by its field names costs two to three times a flat list of its values, in the
 * encoding and in every map lookup after it (the bench's ten-exchange fights ran 1.5 to 2 times
 * slower). So the key is the record's values, field by field in declaration order, sides
 * flattened in place and flags as 0 or 1: the same key for the same values, never the same key
 * for different ones.
 * melee-state.spec.ts checks every record's key against all its fields, so a field added to a
 * record and left out of its key (two different states merged) fails there.
 *
 * Records are built by their constructors, never spread or copied (see hot copies in
 * core/state.ts), and what is reported only (strikes made, explosions, Will checks) travels in the
 * trace, which no key reads: fights that differ only in it are followed once.
 */

/** What the fight reads of a fighter between strikes. */
export interface Side {
  /** Vitality points lost (Vitality rules). */
  readonly lost: number;
  readonly down: boolean;
  /** Fortune points left. */
  readonly points: number;
  /** Will effects running (the modifier a Will check on a Fortune use left). */
  readonly will: number;
}

/** A flag in a key: 0 or 1, so that every key is a list of small integers, the serializer's fastest case. */
const flag = (b: boolean): number => (b ? 1 : 0);

export const side = (lost: number, down: boolean, points: number, will: number): Side => ({ lost, down, points, will });

export interface MeleeTrace {
  /** Exchanges made. */
  readonly made: number;
  /** The attacker struck back with both criticals (it explodes) or by more than twice its Defense (prone rule). */
  readonly aExploded: boolean;
  readonly aPulverized: boolean;
  readonly dExploded: readonly boolean[];
  readonly dPulverized: readonly boolean[];
  readonly aStrikes: number;
  readonly dStrikes: readonly number[];
  readonly struck: readonly number[];
  readonly aStruck: number;
  readonly wills: readonly WillResult[];
  /** A failed Will check after a Fortune use failed an action: reported, deciding nothing that follows. */
  readonly failed: boolean;
  readonly coordinated: CoordinatedResult | null;
}

/** An exchange's footing: whether the combat ended and the attacker's activation stopped, and the two sides in it. */
export class Footing {
  readonly [TRACE]: MeleeTrace;
  constructor(
    readonly ended: boolean,
    readonly stopped: boolean,
    readonly attacker: Side,
    readonly defender: Side,
    trace: MeleeTrace,
  ) {
    this[TRACE] = trace;
  }
  toJSON(): number[] {
    const a = this.attacker;
    const d = this.defender;
    return [flag(this.ended), flag(this.stopped), a.lost, flag(a.down), a.points, a.will, d.lost, flag(d.down), d.points, d.will];
  }
}

/**
 * One exchange's start, as the exchange sub-rule's argument: the foe fought, the coordinated
 * attack's Defense reduction, and the two sides (neither down), each with only the Fortune its
 * plan could spend in one exchange. Its trace is the count of exchanges made before it.
 */
export class ExchangeArg {
  readonly [TRACE]: number;
  constructor(
    readonly foe: number,
    readonly reduction: number,
    readonly attacker: Side,
    readonly defender: Side,
    made: number,
  ) {
    this[TRACE] = made;
  }
  toJSON(): number[] {
    const a = this.attacker;
    const d = this.defender;
    return [this.foe, this.reduction, a.lost, flag(a.down), a.points, a.will, d.lost, flag(d.down), d.points, d.will];
  }
}

/**
 * What the strikes of an exchange read of its impact: who strikes, with a critical impact or
 * against a side that fumbled it (each only when a strike reads it), and the footing (whose trace
 * is the exchange's so far).
 */
export class StrikesArg {
  constructor(
    readonly foe: number,
    readonly reduction: number,
    readonly attackerStrikes: boolean,
    readonly defenderStrikes: boolean,
    readonly attackerCritical: boolean,
    /** The attacker fumbled its impact: no Defense against the foe's strike. */
    readonly attackerFumbled: boolean,
    readonly defenderCritical: boolean,
    /** The foe fumbled its impact: no Defense against the attacker's strike. */
    readonly defenderFumbled: boolean,
    readonly footing: Footing,
  ) {}
  toJSON(): number[] {
    const f = this.footing;
    const a = f.attacker;
    const d = f.defender;
    return [
      this.foe,
      this.reduction,
      flag(this.attackerStrikes),
      flag(this.defenderStrikes),
      flag(this.attackerCritical),
      flag(this.attackerFumbled),
      flag(this.defenderCritical),
      flag(this.defenderFumbled),
      flag(f.ended),
      flag(f.stopped),
      a.lost,
      flag(a.down),
      a.points,
      a.will,
      d.lost,
      flag(d.down),
      d.points,
      d.will,
    ];
  }
}

/** The foe's strike back: its critical impact, the attacker's fumbled impact, and the footing after the attacker's strike. */
export class StrikeBackArg {
  constructor(
    readonly foe: number,
    readonly critical: boolean,
    readonly fumbled: boolean,
    readonly footing: Footing,
  ) {}
  toJSON(): number[] {
    const f = this.footing;
    const a = f.attacker;
    const d = f.defender;
    return [this.foe, flag(this.critical), flag(this.fumbled), flag(f.ended), flag(f.stopped), a.lost, flag(a.down), a.points, a.will, d.lost, flag(d.down), d.points, d.will];
  }
}

/**
 * The fight between attack actions: the foe fought, whether the combat ended and the attacker's
 * activation stopped, the attacker's side and every defender's.
 */
export class Fight {
  readonly [TRACE]: MeleeTrace;
  constructor(
    readonly foe: number,
    readonly ended: boolean,
    readonly stopped: boolean,
    readonly attacker: Side,
    readonly defenders: readonly Side[],
    trace: MeleeTrace,
  ) {
    this[TRACE] = trace;
  }
  toJSON(): number[] {
    const a = this.attacker;
    const out: number[] = [this.foe, flag(this.ended), flag(this.stopped), a.lost, flag(a.down), a.points, a.will];
    for (const d of this.defenders) out.push(d.lost, flag(d.down), d.points, d.will);
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// The trace: built once per strike the odds follow, so field by field, never spread.
// ---------------------------------------------------------------------------------------------

/** A melee trace, field by field in the interface's order (the coordinated attack's result kept). */
export function meleeTrace(
  t: MeleeTrace,
  made: number,
  aExploded: boolean,
  aPulverized: boolean,
  dExploded: readonly boolean[],
  dPulverized: readonly boolean[],
  aStrikes: number,
  dStrikes: readonly number[],
  struck: readonly number[],
  aStruck: number,
  wills: readonly WillResult[],
  failed: boolean,
): MeleeTrace {
  return { made, aExploded, aPulverized, dExploded, dPulverized, aStrikes, dStrikes, struck, aStruck, wills, failed, coordinated: t.coordinated };
}

/** The trace with its count of exchanges made set, the rest as it was. */
export const withMade = (t: MeleeTrace, made: number): MeleeTrace =>
  meleeTrace(t, made, t.aExploded, t.aPulverized, t.dExploded, t.dPulverized, t.aStrikes, t.dStrikes, t.struck, t.aStruck, t.wills, t.failed);

/** A fight's trace before any exchange, against `n` defenders. */
export const startTrace = (n: number): MeleeTrace => ({
  made: 0,
  aExploded: false,
  aPulverized: false,
  dExploded: new Array<boolean>(n).fill(false),
  dPulverized: new Array<boolean>(n).fill(false),
  aStrikes: 0,
  dStrikes: new Array<number>(n).fill(0),
  struck: new Array<number>(n).fill(0),
  aStruck: 0,
  wills: [],
  failed: false,
  coordinated: null,
});

export function set<T>(list: readonly T[], i: number, value: T): T[] {
  const out = [...list];
  out[i] = value;
  return out;
}
