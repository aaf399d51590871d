import { InputType } from '@nestjs/graphql';
import { DiceDto } from '../../../common/dto/dice.dto';
import { StrictDto } from '../../../common/validation/decorators';
import { Edition } from '../../../engine/ae-wwii/model';
import { In } from '../../fields';
import { ActionPointsField, DiceField, EditionField, FlagField, MOVEMENT_MODE, MovementMode } from './fields';
import { AeWwiiModel, ModelField } from './model.dto';

export { MOVEMENT_MODES, type MovementMode } from './fields';

/** `POST /v1/ae-wwii/resolve/movement`. */
@InputType({ isAbstract: true })
export class AeWwiiMovementRequest extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The model moving.')
  readonly model!: AeWwiiModel;

  @In.oneOf(MOVEMENT_MODE, { description: 'How the model moves.', example: 'move' })
  readonly mode!: MovementMode;

  @ActionPointsField("AP spent moving (mode `move`); defaults to all the model's AP.", true)
  readonly actionPoints?: number;

  @FlagField('The move crosses difficult ground.')
  readonly difficultGround?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}
