import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DiceDto } from '../../../common/dto/dice.dto';
import { StrictDto } from '../../../common/validation/decorators';
import { Edition } from '../../../engine/ae-wwii/model';
import { ActionPointsField, DiceField, EditionField, FlagField, ModelField } from './fields';
import { ModelDto } from './model.dto';

export const MOVEMENT_MODES = ['move', 'sprint', 'charge'] as const;
export type MovementMode = (typeof MOVEMENT_MODES)[number];

/** `POST /v1/ae-wwii/resolve/movement`. */
export class MovementRequestDto extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  @ModelField('The model moving.')
  readonly model!: ModelDto;

  @ApiProperty({ description: 'How the model moves.', enum: MOVEMENT_MODES, enumName: 'MovementMode', example: 'move' })
  @IsIn(MOVEMENT_MODES)
  readonly mode!: MovementMode;

  @ActionPointsField('AP spent moving (mode `move`); defaults to all the model\'s AP.', false)
  readonly actionPoints?: number;

  @FlagField('The move crosses difficult ground.')
  readonly difficultGround?: boolean;

  @DiceField()
  readonly dice?: DiceDto;
}
