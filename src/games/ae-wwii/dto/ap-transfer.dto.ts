import { DiceDto } from '../../../common/dto/dice.dto';
import { StrictDto } from '../../../common/validation/decorators';
import { Edition } from '../../../engine/ae-wwii/model';
import { ActionPointsField, DiceField, EditionField, FlagField, ModelField } from './fields';
import { ModelDto } from './model.dto';

/** `POST /v1/ae-wwii/resolve/ap-transfer`: a Mechanic hands AP to another model. */
export class ApTransferRequestDto extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The Mechanic.')
  readonly mechanic!: ModelDto;

  @ModelField('The model receiving the AP.')
  readonly recipient!: ModelDto;

  @ActionPointsField('AP transferred.', true)
  readonly actionPoints!: number;

  @FlagField('Asserted when positions are not given; checked against positions when they are.')
  readonly inBaseContact?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}
