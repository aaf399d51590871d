import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DiceDto } from '../../../common/dto/dice.dto';
import { StrictDto } from '../../../common/validation/decorators';
import { Edition, PSI_POWERS, PsiPower } from '../../../engine/ae-wwii/model';
import { DiceField, EditionField, ModelField, NestedField } from './fields';
import { ModelDto } from './model.dto';
import { PointDto } from './point.dto';

/** `POST /v1/ae-wwii/resolve/psi-power`. */
export class PsiPowerRequestDto extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The Psi Officer.')
  readonly caster!: ModelDto;

  @ApiProperty({ description: 'The power used.', enum: PSI_POWERS, enumName: 'PsiPower', example: 'mental-stun' })
  @IsIn(PSI_POWERS)
  readonly power!: PsiPower;

  @ModelField('The model targeted (Mental Stun, Psychic Push).', false)
  readonly target?: ModelDto;

  @NestedField(() => PointDto, 'Psychic Push: the point the target is pushed towards.', false)
  readonly towards?: PointDto;

  @DiceField()
  readonly dice?: DiceDto;
}
