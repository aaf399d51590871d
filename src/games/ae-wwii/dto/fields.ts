import { Field } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DiceDto } from '../../../common/dto/dice.dto';
import { DiceInputGql } from '../../../common/graphql/dice.input';
import { OptionalField } from '../../../common/validation/decorators';
import { COVERS, EDITIONS, INOCULATION_EFFECTS, PSI_POWERS, TRAININGS, UNIT_RULES } from '../../../engine/ae-wwii/model';
import { In, dualEnum } from '../../fields';

/*
 * What recurs across the AE-WWII bodies and outcomes: its enums (one name in both transports,
 * `AeWwiiCover`: REST's schema and GraphQL's enum) and the decorator bundles of recurring fields.
 * Each field is declared once for REST and GraphQL (src/games/fields.ts).
 */

export const AP_MIN = 1;
export const AP_MAX = 8;

export const SIDES = ['friendly', 'enemy'] as const;
export type Side = (typeof SIDES)[number];
export const MOVEMENT_MODES = ['move', 'sprint', 'charge'] as const;
export type MovementMode = (typeof MOVEMENT_MODES)[number];

export const COVER = dualEnum(COVERS, 'AeWwiiCover');
export const TRAINING = dualEnum(TRAININGS, 'AeWwiiTraining');
export const UNIT_RULE = dualEnum(UNIT_RULES, 'AeWwiiUnitRule');
// `AeWwiiPsiPower` is the catalog kind's entry; the enum holds the ids of its entries.
export const PSI_POWER_ID = dualEnum(PSI_POWERS, 'AeWwiiPsiPowerId');
export const SIDE = dualEnum(SIDES, 'AeWwiiSide');
export const MOVEMENT_MODE = dualEnum(MOVEMENT_MODES, 'AeWwiiMovementMode');
export const INOCULATION_EFFECT = dualEnum(INOCULATION_EFFECTS, 'AeWwiiInoculationEffect');

export const DiceField = (): PropertyDecorator =>
  In.object(() => DiceDto, { optional: true, description: 'Dice: absent rolls with a fresh random seed (returned for replay); `{ "seed" }` is deterministic; `{ "values" }` are dice rolled at the table.' }, () => DiceInputGql);

/** Action points spent, 1..8. */
export const ActionPointsField = (description: string, optional = false): PropertyDecorator => In.int(AP_MIN, AP_MAX, { description, optional, example: 2 });

/** An optional true/false flag. */
export const FlagField = (description: string): PropertyDecorator => In.bool({ description, optional: true, example: false });

const EDITION_DOC = 'Rules edition (they differ; see the rulings register and `GET /v1/ae-wwii/editions`): en (default), es or fr.';

/**
 * `edition`, common to every AE-WWII body: which edition's rules apply (default `en`). REST lists
 * the ids; GraphQL takes the id as a string, as it takes every other id (`aeWwiiEditions`).
 */
export const EditionField = (): PropertyDecorator => (target, key) => {
  ApiPropertyOptional({ description: EDITION_DOC, enum: [...EDITIONS], enumName: 'AeWwiiEditionId', example: 'en' })(target, key);
  Field(() => String, { nullable: true, description: EDITION_DOC })(target, key);
  OptionalField()(target, key);
  IsIn(EDITIONS)(target, key);
};
