import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min } from 'class-validator';
import { StrictDto } from '../../../common/validation/decorators';

export const COORD_LIMIT = 1000;

/** A point on the table, in inches. */
export class PointDto extends StrictDto {
  @ApiProperty({ description: 'Inches along the table (x).', example: 12.5, minimum: -COORD_LIMIT, maximum: COORD_LIMIT })
  @IsNumber()
  @Min(-COORD_LIMIT)
  @Max(COORD_LIMIT)
  readonly x!: number;

  @ApiProperty({ description: 'Inches across the table (y).', example: 8, minimum: -COORD_LIMIT, maximum: COORD_LIMIT })
  @IsNumber()
  @Min(-COORD_LIMIT)
  @Max(COORD_LIMIT)
  readonly y!: number;
}
