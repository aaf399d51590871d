import { DiceDto } from '../../../common/dto/dice.dto';
import { StrictDto } from '../../../common/validation/decorators';
import { Edition } from '../../../engine/ae-wwii/model';
import { DiceField, EditionField, FlagField, ModelField } from './fields';
import { ModelDto } from './model.dto';

/** `POST /v1/ae-wwii/resolve/inoculation`: the Doktor's syringe. */
export class InoculationRequestDto extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The Doktor.')
  readonly doktor!: ModelDto;

  @ModelField('The figure inoculated.')
  readonly target!: ModelDto;

  @FlagField('Asserted when positions are not given; checked against positions when they are.')
  readonly inBaseContact?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}
