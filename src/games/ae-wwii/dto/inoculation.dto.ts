import { InputType } from '@nestjs/graphql';
import { DiceDto } from '../../../common/dto/dice.dto';
import { StrictDto } from '../../../common/validation/decorators';
import { Edition } from '../../../engine/ae-wwii/model';
import { DiceField, EditionField, FlagField } from './fields';
import { AeWwiiModel, ModelField } from './model.dto';

/** `POST /v1/ae-wwii/resolve/inoculation`: the Doktor's syringe. */
@InputType({ isAbstract: true })
export class AeWwiiInoculationRequest extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The Doktor.')
  readonly doktor!: AeWwiiModel;

  @ModelField('The figure inoculated.')
  readonly target!: AeWwiiModel;

  @FlagField('Asserted when positions are not given; checked against positions when they are.')
  readonly inBaseContact?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}
