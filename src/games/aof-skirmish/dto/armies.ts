import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsObject } from 'class-validator';
import { ExactlyOne, OptionalField, PlayerText, StrictDto } from '../../../common/validation/decorators';
import { COMMAND, Command } from '../../../engine/aof-skirmish/armies';
import { In, Out, dualEnum } from '../fields';
import { VIOLATION_CODE } from '../armies/armies.mapper';
import { ArmyForgeExportScalar } from './scalars';
import { AOF_UNIT_ID_PATTERN, AofSkirmishUnitProfile, LIST_MAX, NAME_MAX, UNIT_ID_MAX } from './units';

/*
 * `POST /v1/aof-skirmish/armies/validate` and its GraphQL twin `aofSkirmishArmy`. The body says
 * which format the list is in by the field that carries it (exactly one):
 *
 * - `units`: our list, each unit a catalog id (the example catalog, or your custom units with a key
 *   that has the read scope) or an inline profile, with its cost, a handle and the command group;
 * - `armyForge`: the JSON Army Forge's Tabletop Simulator export returns, as it comes.
 *
 * `size` (the agreed points) is required with `units`; with `armyForge` it defaults to the export's
 * points limit. The engine's list shape is reached through armies/armies.mapper.ts only.
 */

const COMMAND_GROUP = dualEnum(COMMAND, 'AofSkirmishCommand', 'Command-group upgrades: one of each per army.');
const ARMY_SIZE = { min: 25, max: 10_000 } as const;

@ExactlyOne(['unit', 'profile'])
@InputType('AofSkirmishArmyUnitInput', { description: 'Exactly one of unit (catalog id) or profile.' })
export class AofSkirmishArmyUnit extends StrictDto {
  @In.text(1, UNIT_ID_MAX, { optional: true, pattern: AOF_UNIT_ID_PATTERN, description: 'Catalog unit id (`custom/<slug>` for your own, with an API key). Exactly one of `unit` or `profile`.', example: 'hollow-marches/wardens' })
  readonly unit?: string;

  @In.object(() => AofSkirmishUnitProfile, { optional: true, description: 'An inline profile instead (give its `points`).' })
  readonly profile?: AofSkirmishUnitProfile;

  @In.int(0, 10_000, { optional: true, description: 'Cost of the unit as fielded, upgrades included: required with a profile; a catalog unit defaults to its catalog cost.', example: 60 })
  readonly points?: number;

  @PlayerText()
  @In.text(1, NAME_MAX, { optional: true, description: 'A handle for `joinTo`, and the unit\'s label in the report.', example: 'wardens-1' })
  readonly id?: string;

  @PlayerText()
  @In.text(1, NAME_MAX, { optional: true, description: 'This unit is a Hero joined to the unit whose `id` this is.', example: 'wardens-1' })
  readonly joinTo?: string;

  @ApiPropertyOptional({ description: 'Command-group upgrades carried by models of this unit.', enum: [...COMMAND], enumName: COMMAND_GROUP.name, isArray: true, maxItems: COMMAND.length, uniqueItems: true, example: ['sergeant'] })
  @Field(() => [COMMAND_GROUP.gql], { nullable: true })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(COMMAND.length)
  @ArrayUnique()
  @IsIn(COMMAND, { each: true })
  readonly command?: Command[];
}

@ExactlyOne(['units', 'armyForge'])
@InputType('AofSkirmishArmyInput', { description: 'Exactly one of units (our list format) or armyForge (an Army Forge export).' })
export class AofSkirmishArmyRequest extends StrictDto {
  @In.int(ARMY_SIZE.min, ARMY_SIZE.max, { optional: true, description: 'The agreed size in points: required with `units`; with `armyForge`, defaults to the export\'s `pointsLimit`.', example: 250 })
  readonly size?: number;

  @In.bool({ optional: true, description: 'Apply the optional force organisation (default true): heroes, copies, 35 %, units and models per points.' })
  readonly forceOrganisation?: boolean;

  @In.list(() => AofSkirmishArmyUnit, LIST_MAX, { optional: true, description: 'Our list format. Exactly one of `units` or `armyForge`.' })
  readonly units?: AofSkirmishArmyUnit[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      "Army Forge's Tabletop Simulator export of the list, as it comes (`{ pointsLimit, units: [{ selectionId, name, customName, size, cost, quality, defense, specialRules: [{ name, rating }], loadout: [{ name, type, range, attacks, specialRules, content }], joinToUnit }] }`); other fields are ignored. Rules this game lacks are listed in `unknownRules`. Exactly one of `units` or `armyForge`.",
    example: { pointsLimit: 250, units: [{ selectionId: 'u1', name: 'Wardens', size: 5, cost: 65, quality: '4', defense: '4', specialRules: [], loadout: [{ name: 'Ash spear', type: 'ArmyBookWeapon', range: 0, attacks: 1, specialRules: [{ name: 'Counter', rating: '' }] }] }] },
  })
  @Field(() => ArmyForgeExportScalar, { nullable: true })
  @OptionalField()
  @IsObject()
  readonly armyForge?: Record<string, unknown>;
}

@ObjectType('AofSkirmishArmyViolation')
export class AofSkirmishArmyViolation {
  @Out.oneOf(VIOLATION_CODE, { example: 'too-many-copies' }) readonly code!: string;
  @Out.text({ description: 'The rule or ruling it comes from.', example: 'aof-skirmish/force-org' }) readonly rule!: string;
  @Out.text({ description: 'What is wrong, in the reply\'s language.', example: '3 copies of Wardens; at most 2 at this size' }) readonly message!: string;
  @Out.text({ description: 'What would fix it, in the reply\'s language.', example: 'drop one copy of Wardens, or raise the size to 250 pts' }) readonly fix!: string;
}

@ObjectType('AofSkirmishNamedRule')
export class AofSkirmishNamedRule {
  @Out.text({ example: 'limited' }) readonly id!: string;
  @Out.text({ description: 'In the reply\'s language.', example: 'Limited' }) readonly name!: string;
}

@ObjectType('AofSkirmishUnknownRule')
export class AofSkirmishUnknownRule {
  @Out.text({ description: 'The unit, as the export names it.', example: 'Thornbows' }) readonly unit!: string;
  @Out.text({ description: 'The rule, as the export writes it.', example: 'Shield Wall' }) readonly rule!: string;
}

@ObjectType('AofSkirmishArmyReport', { description: 'An army list checked: every violation with its rule and a fix; the result never depends on the order of the units.' })
export class AofSkirmishArmyReport {
  @Out.bool() readonly valid!: boolean;
  @Out.int({ description: 'The agreed size.', example: 250 }) readonly size!: number;
  @Out.int({ description: 'The list\'s total cost.', example: 245 }) readonly points!: number;
  @Out.int({ example: 4 }) readonly units!: number;
  @Out.int({ example: 16 }) readonly models!: number;
  @Out.int({ example: 1 }) readonly heroes!: number;
  @Out.list(() => AofSkirmishArmyViolation) readonly violations!: AofSkirmishArmyViolation[];
  @Out.list(() => AofSkirmishNamedRule, { description: 'Special rules on the list that no action of the service applies.' }) readonly unmodelled!: AofSkirmishNamedRule[];
  @Out.list(() => AofSkirmishUnknownRule, { description: 'Army Forge lists: rules this game does not have, by unit, as written (never silently dropped). Empty for our format, where such a rule is a 422.' })
  readonly unknownRules!: AofSkirmishUnknownRule[];
}
