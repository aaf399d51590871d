import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { PlayerText, StrictDto } from '../../../common/validation/decorators';
import { isJsonObject, jsonScalar } from '../../../common/graphql/json-scalar';
import { In } from '../../fields';
import { NAME_MAX, STAT_MAX } from './unit-profile.dto';

export const RATE_OF_FIRE_PATTERN = /^[1-9][0-9]?:[1-9][0-9]?$/;
// Bounded like a unit id (80): an unbounded id was echoed whole in its 422 (`no AE-WWII weapon
// "..."`), so a 64 KiB id made a 130 KB problem.
export const WEAPON_ID_PATTERN = /^[a-z0-9-]{1,80}$/;
export const DISTANCE_MAX = 1000;

const RATE_OF_FIRE = 'Rate of fire "shots:AP": "3:1" is three shots per AP, "1:2" one shot per two AP.';

/** What every weapon profile has: an inline weapon's and a stored one's (named by its entry). */
@InputType({ isAbstract: true })
export abstract class AeWwiiWeaponStats extends StrictDto {
  @In.number(0, DISTANCE_MAX, { description: 'Range in inches.', example: 24 })
  readonly range!: number;

  @In.int(0, STAT_MAX, { description: 'Strength before the strength dice ("4+d6" is 4).', example: 4 })
  readonly strength!: number;

  @In.int(0, 4, { optional: true, description: 'd6 added to the strength (default 1).', example: 1 })
  readonly strengthDice?: number;

  @ApiProperty({ description: RATE_OF_FIRE, example: '1:1', pattern: RATE_OF_FIRE_PATTERN.source })
  @Field({ description: RATE_OF_FIRE })
  @Matches(RATE_OF_FIRE_PATTERN)
  readonly rateOfFire!: string;

  @In.bool({ optional: true, description: 'May fire during a move (Move & Fire).', example: false })
  readonly moveAndFire?: boolean;

  @In.bool({ optional: true, description: 'Indirect fire: may scatter.', example: false })
  readonly indirect?: boolean;

  @In.number(0, 20, { optional: true, description: 'Blast radius in inches (area weapons).', example: 2 })
  readonly areaOfEffect?: number;

  @In.number(0, 100, { optional: true, description: 'Length in inches of a Tesla-style arc (no to-hit roll, ignores cover).', example: 8 })
  readonly arc?: number;

  @In.bool({ optional: true, description: 'Ignores cover.', example: false })
  readonly ignoresCover?: boolean;
}

/**
 * A weapon profile given inline instead of a catalog id: in REST `weapon: { profile }`; in GraphQL
 * the same JSON in the AeWwiiWeaponRef scalar, so no GraphQL type of its own.
 */
export class AeWwiiWeaponProfile extends AeWwiiWeaponStats {
  @PlayerText()
  @In.text(1, NAME_MAX, { optional: true, description: 'Display name used in the ruling.', example: 'Kar98k' })
  readonly name?: string;
}

/** `{ "profile": { ... } }`: an inline weapon where a weapon id would go (REST's schema only). */
export class AeWwiiWeaponProfileRef {
  @ApiProperty({ description: 'The inline weapon profile.', type: () => AeWwiiWeaponProfile })
  readonly profile!: AeWwiiWeaponProfile;
}

export const WEAPON_REF_DOC = 'A catalog weapon id (`kar98k`, `thompson`, ...) or `{ "profile": { ... } }`, an inline weapon.';

/**
 * A weapon in GraphQL, which has no input unions: REST's `string | { profile }` as one scalar that
 * passes the JSON through; the REST schema then checks it, with REST's error paths
 * (`weapon.profile.range`), as Wartime's archetypes do.
 */
export const AeWwiiWeaponRefScalar = jsonScalar(
  'AeWwiiWeaponRef',
  `${WEAPON_REF_DOC} \`profile\` has the fields of a custom weapon (AeWwiiWeaponInput) and an optional \`name\`; the value is checked as REST's \`weapon\` (the OpenAPI schema AeWwiiWeaponProfile), and its errors are named as REST names them (\`weapon.profile.range\`).`,
  (v) => typeof v === 'string' || isJsonObject(v),
  'a weapon id (a string) or an object { profile }',
);
