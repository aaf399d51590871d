import { InputType, ObjectType } from '@nestjs/graphql';
import { FactionEntryModel, FactionEntryView } from '../../../catalog/kinds/entry.views';
import { AOF_SKIRMISH } from '../../../engine/aof-skirmish';
import type { StoredUnitProfile } from '../../../engine/aof-skirmish/catalog';
import { checkProfile } from '../../../engine/aof-skirmish/units';
import { RuleError } from '../../../engine/core/errors';
import { gameTranslator } from '../../../engine/core/game';
import type { Lang } from '../../../engine/core/types';
import { PlayerText } from '../../../common/validation/decorators';
import type { KindModule } from '../../registry';
import { In, Out } from '../fields';
import { AofSkirmishUnitStats, AofSkirmishWeaponStats, LIST_MAX, ModelsField, NAME_MAX } from '../dto/units';

/*
 * AoF Skirmish's one catalog kind, units (faction-scoped; each carries its weapons), as the API
 * shows and writes it. A view uses the inline profile's field names (`rules`, `equipment`), plus
 * the unit's cost in points, so a unit read can be copied into a resolve body's `profile`, and a
 * view is a valid write body (GET then PUT).
 */

const POINTS_MAX = 10_000;

@ObjectType('AofSkirmishRule', { description: 'A special rule on a profile: Tough(3) is { id: "tough", rating: 3 }.' })
export class AofSkirmishRule {
  @Out.text({ example: 'tough' }) readonly id!: string;
  @Out.int({ optional: true, example: 3 }) readonly rating?: number;
}

@ObjectType('AofSkirmishWeapon')
export class AofSkirmishWeapon {
  @Out.text({ example: 'Thornbow' }) readonly name!: string;
  @Out.float({ description: 'Inches; 0 is a melee weapon.', example: 24 }) readonly range!: number;
  @Out.int({ example: 1 }) readonly attacks!: number;
  @Out.list(() => AofSkirmishRule) readonly rules!: AofSkirmishRule[];
}

/**
 * The view's own fields, declared once for the REST view and the GraphQL type, whose bases differ
 * (the classes carry no TypeScript fields: views are built as plain records by `toView`).
 */
const VIEW_FIELDS: Readonly<Record<string, PropertyDecorator>> = {
  quality: Out.int({ description: 'Quality N+.', example: 4 }),
  defense: Out.int({ description: 'Defense N+.', example: 5 }),
  models: Out.int({ description: 'Models at full strength.', example: 5 }),
  points: Out.int({ description: 'Cost of the unit in points.', example: 70 }),
  rules: Out.list(() => AofSkirmishRule, { description: 'Unit special rules (GET /v1/aof-skirmish/special-rules).' }),
  equipment: Out.list(() => AofSkirmishWeapon),
};

export class AofSkirmishUnit extends FactionEntryView {}
export class AofSkirmishUnitModel extends FactionEntryModel {}
for (const [key, decorate] of Object.entries(VIEW_FIELDS)) {
  decorate(AofSkirmishUnit.prototype, key);
  decorate(AofSkirmishUnitModel.prototype, key);
}
ObjectType('AofSkirmishUnit', { description: 'An AoF Skirmish unit; field names match the inline profile of resolve requests.' })(AofSkirmishUnitModel);

/** A weapon of a stored unit: named (resolve bodies pick weapons by name). */
@InputType('AofSkirmishStoredWeaponInput')
export class AofSkirmishStoredWeapon extends AofSkirmishWeaponStats {
  @PlayerText()
  @In.text(1, NAME_MAX, { example: 'Thornbow' })
  readonly name!: string;
}

/** A custom unit's own fields: the view's (REST body and, abstract, the GraphQL input's). */
@InputType({ isAbstract: true })
export class AofSkirmishUnitFields extends AofSkirmishUnitStats {
  @ModelsField()
  readonly models!: number;

  @In.int(0, POINTS_MAX, { description: 'Cost of the unit in points (army lists count it).', example: 75 })
  readonly points!: number;

  @In.list(() => AofSkirmishStoredWeapon, LIST_MAX, { optional: true })
  readonly equipment?: AofSkirmishStoredWeapon[];
}

type RuleRefs = readonly { readonly id: string; readonly rating?: number }[] | undefined;
type ProfileFields = Pick<StoredUnitProfile, 'quality' | 'defense' | 'models' | 'points'> & {
  readonly rules?: RuleRefs;
  readonly equipment?: readonly { readonly name: string; readonly range: number; readonly attacks: number; readonly rules?: RuleRefs }[];
};

const ruleRefs = (rules: RuleRefs) => (rules ?? []).map((r) => (r.rating === undefined ? { id: r.id } : { id: r.id, rating: r.rating }));

/**
 * The stored profile of a write body's fields, which is also the view of a stored profile: the
 * two have the same shape (absent lists are empty, a rule without rating has no `rating`).
 */
const storedProfile = (f: ProfileFields): StoredUnitProfile => ({
  quality: f.quality,
  defense: f.defense,
  models: f.models,
  points: f.points,
  rules: ruleRefs(f.rules),
  equipment: (f.equipment ?? []).map((w) => ({ name: w.name, range: w.range, attacks: w.attacks, rules: ruleRefs(w.rules) })),
});

/** A valid body's fields → the stored profile; what the game's rules refuse, as field errors in `lang`. */
export function unitProfileOf(fields: Readonly<Record<string, unknown>>, lang: Lang): { readonly profile: StoredUnitProfile } | { readonly errors: { path: string; message: string }[] } {
  const profile = storedProfile(fields as unknown as AofSkirmishUnitFields);
  try {
    // The catalog's parser checks the same (the platform runs it after the schema) but only names
    // the entry; here each error names its field, in the request's language.
    checkProfile(profile, 'profile');
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    const t = gameTranslator(AOF_SKIRMISH, lang);
    return { errors: e.errors.map((x) => ({ path: x.path.replace(/^profile\.?/, ''), message: typeof x.message === 'string' ? x.message : t(x.message) })) };
  }
  return { profile };
}

export const AOF_UNIT_KIND_MODULE: KindModule<StoredUnitProfile> = {
  view: AofSkirmishUnit,
  model: AofSkirmishUnitModel,
  toView: (p) => ({ ...storedProfile(p) }),
  write: {
    fields: AofSkirmishUnitFields,
    input: AofSkirmishUnitFields,
    toProfile: unitProfileOf,
    example: { quality: 4, defense: 4, models: 3, points: 75, rules: [{ id: 'tough', rating: 3 }], equipment: [{ name: 'Hooked spear', range: 0, attacks: 2, rules: [{ id: 'ap', rating: 1 }] }] },
  },
};
