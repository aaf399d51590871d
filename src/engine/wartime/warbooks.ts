import { RuleErrorDetail } from '../core/errors';
import { Msg, msg, verbatim } from '../core/types';
import { ArchetypeLookup, ArchetypeProfile } from './archetypes';
import { priceArchetype } from './costs';
import { WARTIME_LIMITS } from './limits';

/**
 * Warbooks and play lists, validated without any storage: a warbook is a player's collection of
 * archetypes (names unique across every type); a play list recruits character archetypes of it
 * into named squads under a point limit and, when the mission says so, a maximum level. Every
 * violation is listed with a code and a path, never just the first.
 */

export interface WarbookArchetype {
  /** The archetype's id within the warbook (how characters and play lists name it). */
  readonly id: string;
  readonly name: string;
  readonly profile: ArchetypeProfile;
}

export interface Warbook {
  readonly archetypes: readonly WarbookArchetype[];
}

export interface PlayListEntry {
  readonly archetype: string;
  /** This many of it (default 1). */
  readonly count?: number;
}

export interface PlayList {
  readonly pointLimit: number;
  readonly maxLevel?: number;
  /** A game of large armies in formations: lone characters may take at most 10% of the points. */
  readonly formations?: boolean;
  readonly squads: readonly { readonly name: string; readonly characters: readonly PlayListEntry[] }[];
}

export type ViolationCode =
  | 'duplicate-name'
  | 'duplicate-id'
  | 'invalid-archetype'
  | 'unknown-archetype'
  | 'not-a-character'
  | 'duplicate-squad'
  | 'empty-squad'
  | 'bad-count'
  | 'over-points'
  | 'over-level'
  | 'lone-points'
  | 'too-large';

export interface Violation {
  readonly code: ViolationCode;
  readonly path: string;
  readonly message: Msg;
}

export interface PlayListReport {
  readonly valid: boolean;
  readonly total: number;
  readonly squads: readonly {
    readonly name: string;
    readonly cost: number;
    readonly characters: readonly { readonly archetype: string; readonly count: number; readonly cost: number; readonly level: number }[];
  }[];
  readonly violations: readonly Violation[];
}

/** A cost calculator's error as a violation (its messages are always catalog messages). */
function fromError(e: RuleErrorDetail): Violation {
  const message = typeof e.message === 'string' ? msg('warbook.error', { text: e.message }) : e.message;
  return { code: message.key === 'error.unknown-archetype' ? 'unknown-archetype' : 'invalid-archetype', path: e.path, message };
}

/** Names compare the way players read them: case and spacing do not make two names different (ruling wartime/warbook-names). */
const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The warbook's archetypes first, then (for built-in archetypes a warbook may use) `fallback`. */
export function warbookLookup(book: Warbook, fallback: ArchetypeLookup = () => undefined): ArchetypeLookup {
  const byId = new Map(book.archetypes.map((a) => [a.id, a]));
  return (id) => {
    const a = byId.get(id);
    return a ? { name: verbatim(a.name), profile: a.profile } : fallback(id);
  };
}

/** Every violation of a warbook: repeated names or ids, and archetypes the rules refuse. */
export function validateWarbook(book: Warbook, fallback?: ArchetypeLookup): Violation[] {
  const cap = warbookCapViolation(book.archetypes.length);
  if (cap) return [cap];
  const lookup = warbookLookup(book, fallback);
  const names = nameChecker();
  return book.archetypes.flatMap((a, i) => [...names(a, i), ...priceViolations(a, i, lookup)]);
}

/** More archetypes than a warbook may hold. */
export function warbookCapViolation(count: number): Violation | undefined {
  if (count <= WARTIME_LIMITS.warbookArchetypes) return undefined;
  return { code: 'too-large', path: 'archetypes', message: msg('error.cap', { limit: WARTIME_LIMITS.warbookArchetypes, count, what: msg('cap.archetypes') }) };
}

/**
 * Repeated names or ids of a warbook's archetypes, each at the later one (what validateWarbook
 * says of them): names and ids only, so a change to one archetype is checked against all the
 * others' names without pricing them.
 */
export function nameViolations(book: Warbook): Violation[] {
  const names = nameChecker();
  return book.archetypes.flatMap((a, i) => names(a, i));
}

/**
 * What the rules refuse in the archetypes of `book` at `indices` (what validateWarbook says of
 * them), their references looked up in the whole warbook, then `fallback`. An archetype's price
 * reads only the archetypes it names: the ones a change can touch are the changed one and those
 * naming it, directly or not.
 */
export function archetypeViolations(book: Warbook, indices: Iterable<number>, fallback?: ArchetypeLookup): Violation[] {
  const lookup = warbookLookup(book, fallback);
  const out: Violation[] = [];
  for (const i of indices) {
    const a = book.archetypes[i];
    if (a) out.push(...priceViolations(a, i, lookup));
  }
  return out;
}

function nameChecker(): (a: WarbookArchetype, i: number) => Violation[] {
  const names = new Map<string, number>();
  const ids = new Map<string, number>();
  return (a, i) => {
    const out: Violation[] = [];
    const key = nameKey(a.name);
    const first = names.get(key);
    if (first !== undefined) {
      out.push({ code: 'duplicate-name', path: `archetypes[${i}].name`, message: msg('warbook.duplicate-name', { name: verbatim(a.name), other: `archetypes[${first}]` }) });
    } else names.set(key, i);
    const firstId = ids.get(a.id);
    if (firstId !== undefined) out.push({ code: 'duplicate-id', path: `archetypes[${i}].id`, message: msg('warbook.duplicate-id', { id: a.id, other: `archetypes[${firstId}]` }) });
    else ids.set(a.id, i);
    return out;
  };
}

const priceViolations = (a: WarbookArchetype, i: number, lookup: ArchetypeLookup): Violation[] => priceArchetype(a.profile, lookup, `archetypes[${i}].profile`).errors.map(fromError);

/** A play list checked against its warbook: costs, squads, the point limit and the maximum level. */
export function validatePlayList(list: PlayList, book: Warbook, fallback?: ArchetypeLookup): PlayListReport {
  const lookup = warbookLookup(book, fallback);
  const violations: Violation[] = [];
  const squadNames = new Map<string, number>();
  let total = 0;
  let lone = 0;
  let recruited = 0;
  const squads = list.squads.map((squad, s) => {
    const path = `squads[${s}]`;
    const key = nameKey(squad.name);
    if (key === '' || squadNames.has(key)) {
      violations.push({ code: 'duplicate-squad', path: `${path}.name`, message: msg('warbook.duplicate-squad', { name: verbatim(squad.name) }) });
    } else squadNames.set(key, s);
    if (squad.characters.length === 0) violations.push({ code: 'empty-squad', path: `${path}.characters`, message: msg('warbook.empty-squad') });
    let members = 0;
    const characters = squad.characters.map((entry, c) => {
      const at = `${path}.characters[${c}]`;
      const count = entry.count ?? 1;
      if (!Number.isInteger(count) || count < 1) {
        violations.push({ code: 'bad-count', path: `${at}.count`, message: msg('error.integer-range', { value: count, min: 1, max: WARTIME_LIMITS.playListCharacters }) });
        return { archetype: entry.archetype, count: 0, cost: 0, level: 0 };
      }
      recruited += count;
      members += count;
      const found = lookup(entry.archetype);
      if (!found) {
        violations.push({ code: 'unknown-archetype', path: `${at}.archetype`, message: msg('error.unknown-archetype', { id: entry.archetype }) });
        return { archetype: entry.archetype, count, cost: 0, level: 0 };
      }
      // Only character archetypes are recruited; their equipment comes with them.
      if (found.profile.type !== 'character') {
        violations.push({ code: 'not-a-character', path: `${at}.archetype`, message: msg('warbook.not-a-character', { name: found.name, type: msg(`type.${found.profile.type}`) }) });
        return { archetype: entry.archetype, count, cost: 0, level: 0 };
      }
      const priced = priceArchetype(found.profile, lookup, `${at}.archetype`);
      for (const e of priced.errors) violations.push(fromError(e));
      const level = priced.cost.derived.level ?? 0;
      if (list.maxLevel !== undefined && level > list.maxLevel) {
        violations.push({ code: 'over-level', path: `${at}.archetype`, message: msg('warbook.over-level', { name: found.name, level, max: list.maxLevel }) });
      }
      return { archetype: entry.archetype, count, cost: (priced.cost.total ?? 0) * count, level };
    });
    const cost = characters.reduce((a, c) => a + c.cost, 0);
    total += cost;
    if (members === 1) lone += cost;
    return { name: squad.name, cost, characters };
  });
  if (recruited > WARTIME_LIMITS.playListCharacters) {
    violations.push({ code: 'too-large', path: 'squads', message: msg('error.cap', { limit: WARTIME_LIMITS.playListCharacters, count: recruited, what: msg('cap.characters') }) });
  }
  if (total > list.pointLimit) violations.push({ code: 'over-points', path: 'pointLimit', message: msg('warbook.over-points', { total, limit: list.pointLimit }) });
  // Formation games: characters recruited alone are at most 10% of the army's points.
  if (list.formations && lone * 10 > total) {
    violations.push({ code: 'lone-points', path: 'squads', message: msg('warbook.lone-points', { lone, total }) });
  }
  return { valid: violations.length === 0, total, squads, violations };
}
