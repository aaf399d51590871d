import { InputType } from '@nestjs/graphql';
import { StrictDto } from '../../../common/validation/decorators';
import { In } from '../../fields';

export const COORD_LIMIT = 1000;

/** A point on the table, in inches (`AeWwiiPoint` is the outcomes' point, hence the name). */
@InputType('AeWwiiPointInput')
export class AeWwiiPointInput extends StrictDto {
  @In.number(-COORD_LIMIT, COORD_LIMIT, { description: 'Inches along the table (x).', example: 12.5 })
  readonly x!: number;

  @In.number(-COORD_LIMIT, COORD_LIMIT, { description: 'Inches across the table (y).', example: 8 })
  readonly y!: number;
}
