import { problemOf } from '../../../common/problem/problem';
import { ProblemType, problemMsg } from '../../../common/problem/problem.exception';
import type { ArmyList, ArmyListUnit, ArmyReport, ViolationCode } from '../../../engine/aof-skirmish/armies';
import { importArmyForge } from '../../../engine/aof-skirmish/army-forge';
import { RuleError } from '../../../engine/core/errors';
import type { Translate } from '../../../engine/core/i18n';
import { msg } from '../../../engine/core/types';
import { dualEnum } from '../fields';
import type { AofSkirmishArmyReport, AofSkirmishArmyRequest } from '../dto/armies';
import { readArmyForge } from './army-forge.reader';

/*
 * The one place the armies route meets the engine's list shape (src/engine/aof-skirmish/armies.ts
 * and army-forge.ts): request → `ArmyList`, the engine's error paths → the request's, and
 * `ArmyReport` → the reply. When the engine's shape changes, this file (and the DTO) change.
 */

/** Every violation code the engine reports: exhaustive both ways, so a renamed code breaks the build here. */
const CODES = {
  'over-size': true,
  'too-many-heroes': true,
  'too-many-copies': true,
  'unit-over-35': true,
  'too-many-units': true,
  'too-many-models': true,
  'command-twice': true,
  'hero-join-not-hero': true,
  'hero-join-not-tough-6': true,
  'hero-join-target': true,
  'hero-join-two': true,
} as const satisfies Record<ViolationCode, true>;

export const VIOLATION_CODE = dualEnum(Object.keys(CODES) as ViolationCode[], 'AofSkirmishViolationCode');

/** A list as the engine reads it, what the export named that the game lacks, and where its fields came from. */
export interface EngineArmy {
  readonly list: ArmyList;
  readonly unknownRules: readonly { readonly unit: string; readonly rule: string }[];
  /** An engine error path (`units[2].profile.quality`) → the request's. */
  readonly pathOf: (enginePath: string) => string;
}

/** The body (already valid for its schema) as the engine's list. Throws a 422 problem or RuleError otherwise. */
export function toEngineArmy(body: AofSkirmishArmyRequest): EngineArmy {
  if (body.armyForge !== undefined) {
    const exported = readArmyForge(body.armyForge, 'armyForge');
    const pathOf = armyForgePath(body.size !== undefined);
    try {
      const { list, unknownRules } = importArmyForge(exported, body.size);
      return { list: { ...labelled(list), ...(body.forceOrganisation !== undefined ? { forceOrganisation: body.forceOrganisation } : {}) }, unknownRules, pathOf };
    } catch (e) {
      throw e instanceof RuleError ? new RuleError(e.code, e.errors.map((x) => ({ ...x, path: pathOf(x.path) }))) : e;
    }
  }
  if (body.size === undefined) throw problemOf(ProblemType.RuleViolation, problemMsg('detail.rule', { path: 'size', message: problemMsg('validation.required'), more: 0 }), [{ path: 'size', message: problemMsg('validation.required') }]);
  const units: ArmyListUnit[] = (body.units ?? []).map((u) => ({
    ...(u.unit !== undefined ? { unit: u.unit } : {}),
    // An inline profile's cost is the entry's `points` (a profile without one is a 422 at `units[i].points`).
    ...(u.profile !== undefined ? { profile: u.profile } : {}),
    ...(u.points !== undefined ? { points: u.points } : {}),
    ...(u.id !== undefined ? { id: u.id } : {}),
    ...(u.joinTo !== undefined ? { joinTo: u.joinTo } : {}),
    ...(u.command !== undefined ? { command: u.command } : {}),
  }));
  return { list: { size: body.size, ...(body.forceOrganisation !== undefined ? { forceOrganisation: body.forceOrganisation } : {}), units }, unknownRules: [], pathOf: (p) => p };
}

/**
 * An imported list whose handles are the units' names: the engine labels a unit by its `id`, which
 * the import takes from Army Forge's `selectionId` (`u4`), and a report should say "Moss Giant".
 * A name used twice gets its rank (`Wardens 2`); Heroes' `joinTo` follow their unit's new handle.
 */
function labelled(list: ArmyList): ArmyList {
  const used = new Set<string>();
  const handles = new Map<string, string>();
  const units = list.units.map((u) => {
    const name = u.profile?.name ?? u.id ?? '';
    let handle = name;
    for (let n = 2; used.has(handle); n++) handle = `${name} ${n}`;
    used.add(handle);
    if (u.id !== undefined) handles.set(u.id, handle);
    return { ...u, id: handle };
  });
  return { ...list, units: units.map((u) => (u.joinTo !== undefined ? { ...u, joinTo: handles.get(u.joinTo) ?? u.joinTo } : u)) };
}

/** Where an imported unit's fields were in the export (`units[2].profile.models` → `armyForge.units[2].size`). */
const armyForgePath =
  (sizeGiven: boolean) =>
  (p: string): string => {
    if (p === 'size') return sizeGiven ? 'size' : 'armyForge.pointsLimit';
    const m = /^units\[(\d+)\](?:\.(profile\.)?([a-z]+))?/i.exec(p);
    if (!m) return `armyForge.${p}`;
    const unit = `armyForge.units[${m[1]}]`;
    const field = m[3];
    if (field === undefined) return unit;
    const renamed: Readonly<Record<string, string>> = { models: 'size', points: 'cost', rules: 'specialRules', equipment: 'loadout', quality: 'quality', defense: 'defense', joinTo: 'joinToUnit' };
    return `${unit}.${renamed[field] ?? field}`;
  };

/** The engine's report as the reply, its texts in the translator's language. */
export function toReport(report: ArmyReport, unknownRules: EngineArmy['unknownRules'], t: Translate): AofSkirmishArmyReport {
  return {
    valid: report.valid,
    size: report.size,
    points: report.points,
    units: report.units,
    models: report.models,
    heroes: report.heroes,
    violations: report.violations.map((v) => ({ code: v.code, rule: v.rule, message: t(v.message), fix: t(v.fix) })),
    unmodelled: report.unmodelled.map((id) => ({ id, name: t(msg(`rule.${id}`)) })),
    unknownRules: unknownRules.map((u) => ({ unit: u.unit, rule: u.rule })),
  };
}
