import { InputType } from '@nestjs/graphql';
import { DiceDto } from '../../../common/dto/dice.dto';
import { StrictDto } from '../../../common/validation/decorators';
import { Edition } from '../../../engine/ae-wwii/model';
import { ActionPointsField, DiceField, EditionField, FlagField } from './fields';
import { AeWwiiModel, ModelField } from './model.dto';

/** `POST /v1/ae-wwii/resolve/ap-transfer`: a Mechanic hands AP to another model. */
@InputType({ isAbstract: true })
export class AeWwiiApTransferRequest extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The Mechanic.')
  readonly mechanic!: AeWwiiModel;

  @ModelField('The model receiving the AP.')
  readonly recipient!: AeWwiiModel;

  @ActionPointsField('AP transferred.')
  readonly actionPoints!: number;

  @FlagField('Asserted when positions are not given; checked against positions when they are.')
  readonly inBaseContact?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}
