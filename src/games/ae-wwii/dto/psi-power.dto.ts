import { InputType } from '@nestjs/graphql';
import { DiceDto } from '../../../common/dto/dice.dto';
import { StrictDto } from '../../../common/validation/decorators';
import { Edition, PsiPower } from '../../../engine/ae-wwii/model';
import { In } from '../../fields';
import { DiceField, EditionField, PSI_POWER_ID } from './fields';
import { AeWwiiModel, ModelField } from './model.dto';
import { AeWwiiPointInput } from './point.dto';

/** `POST /v1/ae-wwii/resolve/psi-power`. */
@InputType({ isAbstract: true })
export class AeWwiiPsiPowerRequest extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The Psi Officer.')
  readonly caster!: AeWwiiModel;

  @In.oneOf(PSI_POWER_ID, { description: 'The power used.', example: 'mental-stun' })
  readonly power!: PsiPower;

  @ModelField('The model targeted (Mental Stun, Psychic Push).', true)
  readonly target?: AeWwiiModel;

  @In.object(() => AeWwiiPointInput, { optional: true, description: 'Psychic Push: the point the target is pushed towards.' })
  readonly towards?: AeWwiiPointInput;

  @DiceField()
  readonly dice?: DiceDto;
}
