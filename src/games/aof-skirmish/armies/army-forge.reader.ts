import { ProblemException, ProblemFieldError, ProblemType, ProblemText, firstOf, problemMsg } from '../../../common/problem/problem.exception';
import { MAX_FIELD_ERRORS } from '../../../common/validation/validator';
import { playerTextMessage } from '../../../common/validation/player-text';
import { normalizePlayerText, playerTextProblem } from '../../../engine/core/player-text';
import { problemOf } from '../../../common/problem/problem';
import type { ArmyForgeGain, ArmyForgeList, ArmyForgeRule, ArmyForgeUnit } from '../../../engine/aof-skirmish/army-forge';

/*
 * An Army Forge export as it comes is an open JSON object (Army Forge adds fields over time; the
 * service reads a few and ignores the rest), so its shape is checked here rather than by the
 * request schema: every field the importer reads must have the type it expects, or the request is
 * a 422 naming it (`armyForge.units[2].quality`); the prototype keys every other body refuses are
 * a 400 here too, at any depth, and so are names (of the list, its units, weapons and rules, which
 * the report shows) holding control, bidirectional or invisible characters or only spaces, as in
 * any body (src/engine/core/player-text.ts); they come out NFC-normalized and trimmed. What comes
 * out is typed for the engine's importer.
 */

/** Loadout items nest (`content`); real exports go two or three levels deep. */
export const ARMY_FORGE_DEPTH_MAX = 6;
const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Json = unknown;
type Kind = 'string' | 'integer' | 'number' | 'object' | 'array' | 'null';

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const kindOf = (v: Json): Kind | 'boolean' => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : (typeof v as Kind));
const fits = (v: Json, kinds: readonly Kind[]): boolean => kinds.includes(kindOf(v) as Kind) || (kindOf(v) === 'integer' && kinds.includes('number'));

const TYPE_NOUN: Readonly<Record<Kind, Parameters<typeof problemMsg>[0]>> = {
  string: 'type.string',
  integer: 'type.integer',
  number: 'type.number',
  object: 'type.object',
  array: 'type.array',
  null: 'type.null',
};
const typesText = (kinds: readonly Kind[]): ProblemText =>
  kinds.map((k): ProblemText => problemMsg(TYPE_NOUN[k])).reduceRight((b, a) => problemMsg('list.or', { a, b }));

/** Collects every error, so one reply names them all (a few dozen at most are returned). */
class Reader {
  readonly errors: ProblemFieldError[] = [];
  /** Names refused as player text (a 400, as in any other body). */
  readonly textErrors: ProblemFieldError[] = [];

  /**
   * A name the report may show: as `field` reads it, then checked and normalized as player text.
   * An empty one is left as it is (Army Forge writes `customName: ""` for a unit it did not rename).
   */
  name(obj: Record<string, Json>, key: string, path: string, optional: boolean): string | undefined {
    const v = this.field<string>(obj, key, path, ['string'], optional);
    if (v === undefined || v === '') return v;
    const problem = playerTextProblem(v, 'line');
    if (problem === undefined) return normalizePlayerText(v, 'line');
    this.textErrors.push({ path: `${path}.${key}`, message: playerTextMessage(problem) });
    return v;
  }

  /** `obj[key]` when it has one of `kinds` (or is absent and optional); otherwise an error, and undefined. */
  field<T>(obj: Record<string, Json>, key: string, path: string, kinds: readonly Kind[], optional: boolean): T | undefined {
    const v = Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
    if (v === undefined) {
      if (!optional) this.errors.push({ path: `${path}.${key}`, message: problemMsg('validation.required') });
      return undefined;
    }
    if (!fits(v, kinds)) {
      this.errors.push({ path: `${path}.${key}`, message: problemMsg('validation.type', { types: typesText(kinds) }) });
      return undefined;
    }
    return v as T;
  }

  /** A list of objects, each read by `item`. */
  list<T>(obj: Record<string, Json>, key: string, path: string, item: (v: Record<string, Json>, at: string) => T, optional = true): T[] | undefined {
    const list = this.field<Json[]>(obj, key, path, ['array'], optional);
    if (list === undefined) return undefined;
    return list.flatMap((v, i) => {
      const at = `${path}.${key}[${i}]`;
      if (isObject(v)) return [item(v, at)];
      this.errors.push({ path: at, message: problemMsg('validation.type', { types: problemMsg('type.object') }) });
      return [];
    });
  }

  rule = (r: Record<string, Json>, at: string): ArmyForgeRule => ({
    name: this.name(r, 'name', at, false) ?? '',
    ...opt('key', this.field<string>(r, 'key', at, ['string'], true)),
    ...opt('rating', this.field<string | number | null>(r, 'rating', at, ['string', 'number', 'null'], true)),
  });

  gain = (g: Record<string, Json>, at: string, depth = 1): ArmyForgeGain => {
    if (depth > ARMY_FORGE_DEPTH_MAX) this.errors.push({ path: at, message: problemMsg('field.nesting', { max: ARMY_FORGE_DEPTH_MAX }) });
    return {
      name: this.name(g, 'name', at, false) ?? '',
      ...opt('label', this.name(g, 'label', at, true)),
      ...opt('type', this.field<string>(g, 'type', at, ['string'], true)),
      ...opt('count', this.field<number>(g, 'count', at, ['number'], true)),
      ...opt('range', this.field<number>(g, 'range', at, ['number'], true)),
      ...opt('attacks', this.field<number>(g, 'attacks', at, ['number'], true)),
      ...opt('rating', this.field<string | number | null>(g, 'rating', at, ['string', 'number', 'null'], true)),
      ...opt('specialRules', this.list(g, 'specialRules', at, this.rule)),
      ...opt('content', depth > ARMY_FORGE_DEPTH_MAX ? undefined : this.list(g, 'content', at, (c, p) => this.gain(c, p, depth + 1))),
    };
  };

  unit = (u: Record<string, Json>, at: string): ArmyForgeUnit => ({
    name: this.name(u, 'name', at, false) ?? '',
    size: this.field<number>(u, 'size', at, ['number'], false) ?? 0,
    quality: this.field<string | number>(u, 'quality', at, ['string', 'number'], false) ?? '',
    defense: this.field<string | number>(u, 'defense', at, ['string', 'number'], false) ?? '',
    ...opt('id', this.field<string>(u, 'id', at, ['string'], true)),
    ...opt('selectionId', this.field<string>(u, 'selectionId', at, ['string'], true)),
    ...opt('customName', this.name(u, 'customName', at, true)),
    ...opt('cost', this.field<number>(u, 'cost', at, ['number'], true)),
    ...opt('joinToUnit', this.field<string | null>(u, 'joinToUnit', at, ['string', 'null'], true)),
    ...opt('specialRules', this.list(u, 'specialRules', at, this.rule)),
    ...opt('loadout', this.list(u, 'loadout', at, this.gain)),
    ...opt('equipment', this.list(u, 'equipment', at, this.gain)),
  });
}

const opt = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** The path of the first prototype key anywhere in `value` (an explicit stack: the export may be deep). */
export function protoKeyPath(value: Json, root: string): string | undefined {
  const stack: [Json, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [Json, string];
    if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, `${path}[${i}]`]));
    else if (isObject(v)) {
      for (const k of Object.keys(v)) {
        if (PROTO_KEYS.has(k)) return `${path}.${k}`;
        stack.push([v[k], `${path}.${k}`]);
      }
    }
  }
  return undefined;
}

/**
 * `armyForge` (at `path`) read for the importer: a 400 for a prototype key anywhere, a 422 naming
 * every field the importer reads that is missing or of another type.
 */
export function readArmyForge(value: Record<string, Json>, path: string): ArmyForgeList {
  const proto = protoKeyPath(value, path);
  if (proto !== undefined) throw ProblemException.validation([{ path: proto, message: problemMsg('validation.unknown-field') }]);
  const r = new Reader();
  const list: ArmyForgeList = {
    ...opt('name', r.name(value, 'name', path, true)),
    ...opt('pointsLimit', r.field<number>(value, 'pointsLimit', path, ['number'], true)),
    ...opt('points', r.field<number>(value, 'points', path, ['number'], true)),
    units: r.list(value, 'units', path, r.unit, false) ?? [],
  };
  if (r.textErrors.length > 0) throw ProblemException.validation(r.textErrors.slice(0, MAX_FIELD_ERRORS));
  if (r.errors.length > 0) throw problemOf(ProblemType.RuleViolation, firstOf(r.errors, 'rule'), r.errors.slice(0, MAX_FIELD_ERRORS));
  return list;
}
