import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { DiceDto } from '../../../common/dto/dice.dto';
import { IdOrProfile, StrictDto } from '../../../common/validation/decorators';
import { Cover, Edition } from '../../../engine/ae-wwii/model';
import { In } from '../../fields';
import { ActionPointsField, COVER, DiceField, EditionField, FlagField } from './fields';
import { AeWwiiModel, ModelField } from './model.dto';
import { AeWwiiPointInput } from './point.dto';
import { AeWwiiWeaponProfile, AeWwiiWeaponProfileRef, AeWwiiWeaponRefScalar, DISTANCE_MAX, WEAPON_ID_PATTERN, WEAPON_REF_DOC } from './weapon-profile.dto';

/**
 * A bound for parsing only: the engine's cap (src/engine/core/limits.ts) is lower and answers 422
 * naming it, so a client learns the cap instead of a bare schema error.
 */
export const MAX_MODELS = 500;

/** `POST /v1/ae-wwii/resolve/shot`. */
@InputType({ isAbstract: true })
export class AeWwiiShotRequest extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The model shooting.')
  readonly attacker!: AeWwiiModel;

  // REST's union of an id and an inline profile; GraphQL's scalar of the same JSON (AeWwiiWeaponRef).
  @ApiProperty({
    description: WEAPON_REF_DOC,
    oneOf: [{ type: 'string', pattern: WEAPON_ID_PATTERN.source, example: 'kar98k' }, { $ref: getSchemaPath(AeWwiiWeaponProfileRef) }],
    example: 'kar98k',
  })
  @Field(() => AeWwiiWeaponRefScalar, { description: WEAPON_REF_DOC })
  @IdOrProfile(WEAPON_ID_PATTERN, () => AeWwiiWeaponProfile)
  readonly weapon!: string | AeWwiiWeaponProfileRef;

  @ModelField('The model shot at. Area and arc weapons may give `aim` and `models` instead.', true)
  readonly target?: AeWwiiModel;

  @In.number(0, DISTANCE_MAX, { optional: true, description: 'Inches to the target; may be omitted when attacker and target positions are given.', example: 10 })
  readonly distance?: number;

  @In.oneOf(COVER, { optional: true, description: "The target's cover (overrides `target.cover`).", example: 'none' })
  readonly cover?: Cover;

  @ActionPointsField('AP spent shooting; with the rate of fire X:Y it buys floor(AP x X / Y) shots.')
  readonly actionPoints!: number;

  @FlagField('Move & Fire: one AP, one shot, fired during a move.')
  readonly moveAndFire?: boolean;

  @In.object(() => AeWwiiPointInput, { optional: true, description: 'The aimed point of an area or arc weapon; defaults to the target position.' })
  readonly aim?: AeWwiiPointInput;

  @In.list(() => AeWwiiModel, MAX_MODELS, { optional: true, description: 'Other models on the table, with positions: blast and arc victims, nearer enemies.' })
  readonly models?: AeWwiiModel[];

  @DiceField()
  readonly dice?: DiceDto;
}
