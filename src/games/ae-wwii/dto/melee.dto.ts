import { InputType } from '@nestjs/graphql';
import { DiceDto } from '../../../common/dto/dice.dto';
import { StrictDto } from '../../../common/validation/decorators';
import { Edition } from '../../../engine/ae-wwii/model';
import { ActionPointsField, DiceField, EditionField, FlagField } from './fields';
import { AeWwiiModel, ModelField } from './model.dto';

/** `POST /v1/ae-wwii/resolve/melee`. */
@InputType({ isAbstract: true })
export class AeWwiiMeleeRequest extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The model that attacks (or charges).')
  readonly attacker!: AeWwiiModel;

  @ModelField('The model attacked.')
  readonly defender!: AeWwiiModel;

  @ActionPointsField('AP the attacker spends; one round of combat per AP. Not with `charge`.', true)
  readonly actionPoints?: number;

  @FlagField('Charge: all AP, one round, +2 CC and +2 S for the attacker.')
  readonly charge?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}
