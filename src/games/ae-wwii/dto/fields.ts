import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, Max, Min, ValidateNested } from 'class-validator';
import { DiceDto } from '../../../common/dto/dice.dto';
import { DtoClass, OptionalField } from '../../../common/validation/decorators';
import { EDITIONS } from '../../../engine/ae-wwii/model';
import { ModelDto } from './model.dto';

/** Decorator bundles for fields that recur across the AE-WWII bodies. */

export const AP_MIN = 1;
export const AP_MAX = 8;

const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((d) => d(target, key));

/** A required or optional nested object of class `cls`. */
export function NestedField(cls: () => DtoClass, description: string, required: boolean): PropertyDecorator {
  // The class itself, not the thunk: Swagger names a lazily typed nested schema "" (a broken $ref).
  // The thunk stays for class-transformer, and for the rare circular import where cls() is still
  // undefined at decoration time.
  return apply([
    (required ? ApiProperty : ApiPropertyOptional)({ description, type: cls() ?? cls }),
    ...(required ? [] : [OptionalField()]),
    IsObject(),
    ValidateNested(),
    Type(cls),
  ]);
}

export const ModelField = (description: string, required = true): PropertyDecorator => NestedField(() => ModelDto, description, required);

export const DiceField = (): PropertyDecorator =>
  NestedField(() => DiceDto, 'Dice: absent rolls with a fresh random seed (returned for replay); `{ "seed" }` is deterministic; `{ "values" }` are dice rolled at the table.', false);

/** Action points spent, 1..8. */
export function ActionPointsField(description: string, required: boolean): PropertyDecorator {
  return apply([
    (required ? ApiProperty : ApiPropertyOptional)({ description, example: 2, minimum: AP_MIN, maximum: AP_MAX }),
    ...(required ? [] : [OptionalField()]),
    IsInt(),
    Min(AP_MIN),
    Max(AP_MAX),
  ]);
}

/** `edition`, common to every AE-WWII body: which edition's rules apply (default `en`). */
export const EditionField = (): PropertyDecorator =>
  apply([
    ApiPropertyOptional({ description: 'Rules edition (they differ; see the rulings register). Default `en`.', enum: EDITIONS, enumName: 'Edition', example: 'en' }),
    OptionalField(),
    IsIn(EDITIONS),
  ]);

/** An optional true/false flag. */
export const FlagField = (description: string): PropertyDecorator =>
  apply([ApiPropertyOptional({ description, example: false, type: Boolean }), OptionalField(), IsBoolean()]);
