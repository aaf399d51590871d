import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsInt, Matches, Max, Min } from 'class-validator';
import { CatalogEntryModel, CatalogEntryView, FactionEntryModel, FactionEntryView } from '../../../catalog/kinds/entry.views';
import { problemMsg } from '../../../common/problem/problem.exception';
import { OptionalField } from '../../../common/validation/decorators';
import { StoredUnitProfile, StoredWeaponProfile, storedUnit } from '../../../engine/ae-wwii/catalog';
import { TRAINING_AP, TRAININGS, Training, UNIT_RULES, UnitRule } from '../../../engine/ae-wwii/model';
import type { KindModule } from '../../registry';
import { TRAINING, UNIT_RULE } from '../dto/fields';
import { AeWwiiUnitStats, aeWwiiBody } from '../dto/unit-profile.dto';
import { AeWwiiWeaponStats, WEAPON_ID_PATTERN } from '../dto/weapon-profile.dto';

/*
 * AE-WWII's catalog kinds as the API shows them: units, weapons (both writable: custom entries are
 * inline profiles with a slug and a name) and psi powers (read-only). A view uses the inline
 * profile's field names, so a client can copy a unit into `{ "profile": ... }`, and a view is a
 * valid write body: `rateOfFire` is "shots:AP" and `arc` the arc's length everywhere.
 */

/** Weapons a custom unit may list. */
export const CUSTOM_WEAPONS_MAX = 12;
/** The half-width of every arc an API body describes (the engine's, for inline profiles too). */
export const ARC_HALF_WIDTH = 0.5;

const WEAPONS = 'Ids of the weapons the unit carries, as for built-in units: each must be a weapon of your catalog (built-in or your own), and a shot by the unit may fire only these (or a weapon given as an inline profile).';

// --- Units ----------------------------------------------------------------------------------

export class AeWwiiUnit extends FactionEntryView {
  @ApiProperty({ enum: TRAININGS, enumName: TRAINING.name, example: 'regular' }) readonly training!: Training;
  @ApiProperty({ example: 2, description: 'Action points per turn, given by the training level (read-only).' }) readonly actionPoints!: number;
  @ApiProperty({ example: 3, description: 'M: inches per AP spent moving.' }) readonly movement!: number;
  @ApiProperty({ type: 'integer', nullable: true, example: 4, description: 'RC to-hit number (4 means 4+); null for "-".' }) readonly rangedCombat!: number | null;
  @ApiProperty({ example: 3, description: 'CC' }) readonly closeCombat!: number;
  @ApiProperty({ example: 3, description: 'A' }) readonly armor!: number;
  @ApiProperty({ example: 2, description: 'S' }) readonly strength!: number;
  @ApiProperty({ example: 4, description: 'DR' }) readonly drive!: number;
  @ApiProperty({ example: 1, description: 'W' }) readonly wounds!: number;
  @ApiProperty({ type: [String], example: ['kar98k', 'stg44', 'grenades'], description: 'Weapon ids (see /weapons): the only catalog weapons the unit may fire.' }) readonly weapons!: string[];
  @ApiProperty({ enum: UNIT_RULES, enumName: UNIT_RULE.name, isArray: true, example: [], description: 'Special rule ids (see /special-rules).' }) readonly specialRules!: UnitRule[];
}

@ObjectType('AeWwiiUnit', { description: 'An AE-WWII unit; field names match the inline profile of resolve requests.' })
export class AeWwiiUnitModel extends FactionEntryModel {
  @Field(() => TRAINING.gql, { description: 'GREEN, REGULAR, VETERAN or ELITE: the inline profile’s `training`.' }) readonly training!: string;
  @Field(() => Int) readonly actionPoints!: number;
  @Field(() => Int) readonly movement!: number;
  @Field(() => Int, { nullable: true, description: 'To-hit number (4 means 4+); null when the unit cannot shoot.' }) readonly rangedCombat!: number | null;
  @Field(() => Int) readonly closeCombat!: number;
  @Field(() => Int) readonly armor!: number;
  @Field(() => Int) readonly strength!: number;
  @Field(() => Int) readonly drive!: number;
  @Field(() => Int) readonly wounds!: number;
  @Field(() => [String]) readonly weapons!: string[];
  @Field(() => [UNIT_RULE.gql]) readonly specialRules!: string[];
}

/**
 * A custom unit's own fields (REST body and, abstract, the GraphQL input): the inline profile's,
 * its weapons, and the derived AP as reads show them.
 */
@InputType({ isAbstract: true })
export class AeWwiiUnitFields extends AeWwiiUnitStats {
  @ApiPropertyOptional({ description: WEAPONS, type: [String], example: ['kar98k', 'custom-rail-gun'], maxItems: CUSTOM_WEAPONS_MAX, uniqueItems: true })
  @Field(() => [String], { nullable: true, description: WEAPONS })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(CUSTOM_WEAPONS_MAX)
  @ArrayUnique()
  @Matches(WEAPON_ID_PATTERN, { each: true })
  readonly weapons?: string[];

  // REST only, so a read sent back as a PUT is a valid body; GraphQL's input leaves the derived field out.
  @ApiPropertyOptional({ description: 'Read-only, derived from `training` (green 1 ... elite 4); when given it must agree.', example: 3, minimum: 1, maximum: 4 })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(4)
  readonly actionPoints?: number;
}

export const AE_UNIT_KIND_MODULE: KindModule<StoredUnitProfile> = {
  view: AeWwiiUnit,
  model: AeWwiiUnitModel,
  toView: (p) => ({ ...storedUnit(p), actionPoints: TRAINING_AP[p.training] }),
  write: {
    fields: AeWwiiUnitFields,
    input: AeWwiiUnitFields,
    fromInput: aeWwiiBody,
    toProfile: (fields) => {
      const f = fields as unknown as AeWwiiUnitFields;
      if (f.actionPoints !== undefined && f.actionPoints !== TRAINING_AP[f.training]) {
        return { errors: [{ path: 'actionPoints', message: problemMsg('field.derived', { value: TRAINING_AP[f.training], from: 'training' }) }] };
      }
      return { profile: storedUnit(f) };
    },
    example: { movement: 4, rangedCombat: 3, closeCombat: 3, armor: 4, strength: 3, drive: 4, wounds: 2, training: 'veteran', weapons: ['kar98k'] },
  },
};

// --- Weapons --------------------------------------------------------------------------------

export class AeWwiiWeapon extends CatalogEntryView {
  @ApiProperty({ description: 'Profile-less hand-to-hand weapon (fists, claws, syringe): cannot shoot.' }) readonly melee!: boolean;
  @ApiProperty({ example: 36, description: 'Inches.' }) readonly range!: number;
  @ApiProperty({ example: 4 }) readonly strength!: number;
  @ApiProperty({ example: 1, description: 'd6 added to the strength.' }) readonly strengthDice!: number;
  @ApiProperty({ example: '1:2', description: 'Shots per AP, "shots:AP" ("0:1" for a melee weapon).' }) readonly rateOfFire!: string;
  @ApiProperty() readonly moveAndFire!: boolean;
  @ApiProperty() readonly indirect!: boolean;
  @ApiPropertyOptional({ example: 1.5, description: 'Blast radius in inches; absent for a weapon that strikes one model.' }) readonly areaOfEffect?: number;
  @ApiPropertyOptional({ example: 8, description: 'Length in inches of a Tesla-style arc (it strikes within 0.5" of its line); absent for other weapons.' }) readonly arc?: number;
  @ApiProperty() readonly ignoresCover!: boolean;
}

@ObjectType('AeWwiiWeapon', { description: 'An AE-WWII weapon; field names match the inline profile of resolve requests.' })
export class AeWwiiWeaponModel extends CatalogEntryModel {
  @Field({ description: 'Profile-less hand-to-hand weapon; cannot shoot.' }) readonly melee!: boolean;
  @Field(() => Float) readonly range!: number;
  @Field(() => Int) readonly strength!: number;
  @Field(() => Int) readonly strengthDice!: number;
  @Field({ description: '"shots:AP", e.g. "3:1".' }) readonly rateOfFire!: string;
  @Field() readonly moveAndFire!: boolean;
  @Field() readonly indirect!: boolean;
  @Field(() => Float, { nullable: true }) readonly areaOfEffect?: number;
  @Field(() => Float, { nullable: true, description: 'Arc length in inches.' }) readonly arc?: number;
  @Field() readonly ignoresCover!: boolean;
}

/** A custom weapon's own fields (REST body and, abstract, the GraphQL input): the inline profile's, and `melee` as reads show it. */
@InputType({ isAbstract: true })
export class AeWwiiWeaponFields extends AeWwiiWeaponStats {
  // REST only, as a unit's `actionPoints`.
  @ApiPropertyOptional({ description: 'Read-only: custom weapons have a profile, so always false.', enum: [false] })
  @OptionalField()
  @IsIn([false])
  readonly melee?: false;
}

export const AE_WEAPON_KIND_MODULE: KindModule<StoredWeaponProfile> = {
  view: AeWwiiWeapon,
  model: AeWwiiWeaponModel,
  toView: (p) => ({
    melee: p.melee,
    range: p.range,
    strength: p.strength,
    strengthDice: p.strengthDice,
    rateOfFire: `${p.rateOfFire.shots}:${p.rateOfFire.actionPoints}`,
    moveAndFire: p.moveAndFire,
    indirect: p.indirect,
    ...(p.areaOfEffect !== null ? { areaOfEffect: p.areaOfEffect } : {}),
    ...(p.arc !== null ? { arc: p.arc.length } : {}),
    ignoresCover: p.ignoresCover,
  }),
  write: {
    fields: AeWwiiWeaponFields,
    input: AeWwiiWeaponFields,
    toProfile: (fields) => {
      const f = fields as unknown as AeWwiiWeaponFields;
      // What an inline profile may leave at 0 a stored weapon may not (the table's rule since the first schema).
      const zero = (['range', 'areaOfEffect', 'arc'] as const).filter((k) => f[k] === 0);
      if (zero.length > 0) return { errors: zero.map((path) => ({ path, message: problemMsg(path === 'range' ? 'field.stored-weapon-range' : 'field.positive-or-absent') })) };
      const [shots, actionPoints] = f.rateOfFire.split(':').map(Number);
      return {
        profile: {
          melee: false,
          range: f.range,
          strength: f.strength,
          strengthDice: f.strengthDice ?? 1,
          rateOfFire: { shots, actionPoints },
          moveAndFire: f.moveAndFire ?? false,
          indirect: f.indirect ?? false,
          areaOfEffect: f.areaOfEffect ?? null,
          arc: f.arc === undefined ? null : { length: f.arc, halfWidth: ARC_HALF_WIDTH },
          ignoresCover: f.ignoresCover ?? false,
        },
      };
    },
    example: { range: 30, strength: 6, rateOfFire: '1:1' },
  },
};

// --- Psi powers -----------------------------------------------------------------------------

export class AeWwiiPsiPower extends CatalogEntryView {
  @ApiProperty({ type: String, nullable: true, example: 'ae-wwii/clouded-minds', description: 'The ruling that defines what the power does.' }) readonly ruling!: string | null;
}

@ObjectType('AeWwiiPsiPower', { description: 'A psi power a Psi Officer may pick (the psi-officer special rule).' })
export class AeWwiiPsiPowerModel extends CatalogEntryModel {
  @Field(() => String, { nullable: true, description: 'Ruling that defines the power.' }) readonly ruling!: string | null;
}

export const AE_PSI_POWER_KIND_MODULE: KindModule<{ readonly ruling: string | null }> = {
  view: AeWwiiPsiPower,
  model: AeWwiiPsiPowerModel,
  toView: (p) => ({ ruling: p.ruling }),
};
