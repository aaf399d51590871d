import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, ValidateNested } from 'class-validator';
import { DiceDto } from '../../../common/dto/dice.dto';
import { PlayerText, StrictDto, UniqueBy } from '../../../common/validation/decorators';
import { Edition } from '../../../engine/ae-wwii/model';
import { In } from '../../fields';
import { DiceField, EditionField } from './fields';
import { STAT_MAX } from './unit-profile.dto';

export const SIDE_NAME_MAX = 40;

/** One side rolling for initiative. */
@InputType('AeWwiiInitiativeSideInput')
export class AeWwiiInitiativeSide extends StrictDto {
  @PlayerText()
  @In.text(1, SIDE_NAME_MAX, { description: 'Side name (unique in the request).', example: 'Allies' })
  readonly name!: string;

  @In.int(0, STAT_MAX, { description: "The highest Drive (DR) among the side's models.", example: 4 })
  readonly highestDrive!: number;
}

const SIDES_DOC = 'The sides rolling off (at least 2, unique names; the engine caps how many).';

/** `POST /v1/ae-wwii/resolve/initiative`. */
@InputType({ isAbstract: true })
export class AeWwiiInitiativeRequest extends StrictDto {
  @EditionField()
  readonly edition?: Edition;

  // 64 bounds parsing; the engine caps sides lower (422 naming the cap). A list of at least two
  // with unique names, which In.list does not say.
  @ApiProperty({ description: SIDES_DOC, type: AeWwiiInitiativeSide, isArray: true, minItems: 2, maxItems: 64 })
  @Field(() => [AeWwiiInitiativeSide], { description: SIDES_DOC })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(64)
  @UniqueBy('name')
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => AeWwiiInitiativeSide)
  readonly sides!: AeWwiiInitiativeSide[];

  @DiceField()
  readonly dice?: DiceDto;
}
