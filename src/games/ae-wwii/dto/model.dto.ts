import { InputType } from '@nestjs/graphql';
import { ExactlyOne, PlayerText, StrictDto } from '../../../common/validation/decorators';
import { Cover, PsiPower } from '../../../engine/ae-wwii/model';
import { In } from '../../fields';
import { COVER, PSI_POWER_ID, SIDE, Side } from './fields';
import { AeWwiiPointInput } from './point.dto';
import { AeWwiiUnitProfile, NAME_MAX } from './unit-profile.dto';

export const UNIT_ID_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+$/;
export { SIDES, type Side } from './fields';

/** A model taking part: a catalog unit (`unit`) or an inline `profile` (exactly one), plus its state. */
@ExactlyOne(['unit', 'profile'])
@InputType('AeWwiiModelInput', { description: 'Exactly one of unit (catalog id) or profile.' })
export class AeWwiiModel extends StrictDto {
  @In.text(1, 80, { optional: true, pattern: UNIT_ID_PATTERN, description: 'Catalog unit id, `<faction>/<unit>`. Exactly one of `unit` or `profile`.', example: 'german-geneticists/wehrmacht' })
  readonly unit?: string;

  @In.object(() => AeWwiiUnitProfile, { optional: true, description: 'Inline unit profile. Exactly one of `unit` or `profile`.' })
  readonly profile?: AeWwiiUnitProfile;

  @PlayerText()
  @In.text(1, NAME_MAX, { optional: true, description: 'A label for the model in the ruling; defaults to the unit name.', example: 'Sgt. Kowalski' })
  readonly name?: string;

  @In.int(0, 19, { optional: true, description: 'Wounds already taken.', example: 0 })
  readonly woundsTaken?: number;

  @In.int(2, 6, { optional: true, description: 'Impervious X+ (Doktor syringe): a d6 per wound, X or more ignores it.', example: 4 })
  readonly impervious?: number;

  @In.oneOf(PSI_POWER_ID, { optional: true, description: 'The power a Psi Officer chose this turn.', example: 'clouded-minds' })
  readonly psiPower?: PsiPower;

  @In.int(-10, 10, { optional: true, description: 'Strength gained (e.g. +2 from the syringe) or lost.', example: 2 })
  readonly strengthBonus?: number;

  @In.int(-8, 8, { optional: true, description: 'AP gained this turn (syringe, Mechanic) or lost (Mental Stun, negative).', example: 1 })
  readonly actionPointsBonus?: number;

  @In.object(() => AeWwiiPointInput, { optional: true, description: 'Centre of the model on the table, in inches.' })
  readonly position?: AeWwiiPointInput;

  @In.number(0, 10, { optional: true, description: 'Base radius in inches (default 0.5).', example: 0.5 })
  readonly baseRadius?: number;

  @In.oneOf(COVER, { optional: true, description: "The model's cover.", example: 'light' })
  readonly cover?: Cover;

  @In.oneOf(SIDE, { optional: true, description: 'Whose model it is, seen from the acting model.', example: 'enemy' })
  readonly side?: Side;
}

/** A model of a body: required unless `optional`. */
export const ModelField = (description: string, optional = false): PropertyDecorator => In.object(() => AeWwiiModel, { description, optional });
