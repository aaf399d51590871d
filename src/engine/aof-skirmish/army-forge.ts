import { violation } from '../core/errors';
import { cap } from '../core/limits';
import { msg } from '../core/types';
import { ArmyList, ArmyListUnit, Command, COMMAND } from './armies';
import { AOF_LIMITS } from './limits';
import { isRuleId, ruleInfo } from './model';
import { RuleRef, WeaponProfileInput } from './requests';

/**
 * Reads the list JSON that Army Forge's Tabletop Simulator export returns (the shape the public
 * opr-af-to-tts project reads): `units` with `name`, `size`, `cost`, `quality`, `defense` (strings
 * or numbers), `specialRules` as `{ name, rating }` (rating a string, a number or empty),
 * `loadout` entries that are weapons (`range` 0 is melee, `attacks`, `specialRules`), items
 * (whose `content` carries rules and weapons) or rules, and `joinToUnit` for a joined Hero.
 * Nothing is fetched; nothing unknown is dropped silently (ruling aof-skirmish/army-forge).
 */
export interface ArmyForgeRule {
  readonly name: string;
  readonly key?: string;
  readonly rating?: string | number | null;
}

export interface ArmyForgeGain {
  readonly name: string;
  readonly label?: string;
  readonly type?: string;
  /** Models carrying it. */
  readonly count?: number;
  readonly range?: number;
  readonly attacks?: number;
  readonly rating?: string | number | null;
  readonly specialRules?: readonly ArmyForgeRule[];
  readonly content?: readonly ArmyForgeGain[];
}

export interface ArmyForgeUnit {
  readonly id?: string;
  readonly selectionId?: string;
  readonly name: string;
  readonly customName?: string;
  readonly size: number;
  readonly cost?: number;
  readonly quality: string | number;
  readonly defense: string | number;
  readonly specialRules?: readonly ArmyForgeRule[];
  readonly loadout?: readonly ArmyForgeGain[];
  readonly equipment?: readonly ArmyForgeGain[];
  readonly joinToUnit?: string | null;
}

export interface ArmyForgeList {
  readonly name?: string;
  readonly pointsLimit?: number;
  readonly points?: number;
  readonly gameSystem?: string;
  readonly units: readonly ArmyForgeUnit[];
}

export interface ImportedArmy {
  readonly list: ArmyList;
  /** Rules the game does not have, by unit and name, as written in the export. */
  readonly unknownRules: readonly { readonly unit: string; readonly rule: string }[];
}

/** "Tough", "AP", "Impact", "Fearless" ... to this game's ids; spaces and case do not matter. */
const idOf = (name: string): string => name.trim().toLowerCase().replace(/[\s_-]+/g, '');

/** A rating as Army Forge writes it: "3", 3, "" or absent; a "+" or '"' suffix is not part of it. */
function ratingOf(r: string | number | null | undefined): number | undefined {
  if (r === null || r === undefined || r === '') return undefined;
  const n = typeof r === 'number' ? r : Number.parseInt(String(r).replace(/[^0-9-]/g, ''), 10);
  return Number.isFinite(n) ? n : undefined;
}

export function importArmyForge(list: ArmyForgeList, size?: number): ImportedArmy {
  if (!Array.isArray(list.units)) throw violation('units', msg('error.army-forge-units'));
  cap(list.units.length, AOF_LIMITS.armyUnits, 'units', 'cap.units');
  const unknown: { unit: string; rule: string }[] = [];
  const units: ArmyListUnit[] = list.units.map((u, i) => {
    const label = u.customName || u.name;
    const rules: RuleRef[] = [];
    const command: Command[] = [];
    const weapons: WeaponProfileInput[] = [];
    const addRule = (r: ArmyForgeRule, into: RuleRef[]): void => {
      const id = idOf(r.key ?? r.name);
      if (!isRuleId(id)) {
        unknown.push({ unit: label, rule: r.name });
        return;
      }
      if ((COMMAND as readonly string[]).includes(id)) {
        if (!command.includes(id as Command)) command.push(id as Command);
        return;
      }
      if (into.some((x) => x.id === id)) return;
      const rating = ratingOf(r.rating);
      if (ruleInfo(id).rating) {
        if (rating === undefined) unknown.push({ unit: label, rule: `${r.name} (no rating)` });
        else into.push({ id, rating });
      } else into.push({ id });
    };
    const readGain = (g: ArmyForgeGain): void => {
      const isWeapon = g.type === 'ArmyBookWeapon' || (g.attacks !== undefined && g.range !== undefined);
      if (isWeapon) {
        const own: RuleRef[] = [];
        (g.specialRules ?? []).forEach((r: ArmyForgeRule) => addRule(r, own));
        weapons.push({ name: g.label ?? g.name, range: g.range ?? 0, attacks: g.attacks ?? 1, rules: own });
      } else if (g.type === 'ArmyBookRule' || g.type === 'ArmyBookDefense') addRule({ name: g.name, rating: g.rating }, rules);
      else (g.content ?? []).forEach(readGain);
    };
    (u.specialRules ?? []).forEach((r: ArmyForgeRule) => addRule(r, rules));
    (u.loadout ?? u.equipment ?? []).forEach(readGain);
    const quality = Number.parseInt(String(u.quality), 10);
    const defense = Number.parseInt(String(u.defense), 10);
    return {
      id: u.selectionId ?? u.id ?? `${label} ${i + 1}`,
      ...(u.joinToUnit ? { joinTo: u.joinToUnit } : {}),
      ...(command.length ? { command } : {}),
      points: u.cost ?? 0,
      profile: { name: label, quality, defense, models: u.size, rules, equipment: weapons },
    };
  });
  const agreed = size ?? list.pointsLimit ?? list.points;
  if (agreed === undefined) throw violation('size', msg('error.army-size'));
  return { list: { size: agreed, units }, unknownRules: unknown };
}
