import { graphqlEnum } from '../../../common/graphql/enums';
import { COVERS, INOCULATION_EFFECTS, PSI_POWERS, TRAININGS, UNIT_RULES } from '../../../engine/ae-wwii/model';
import { graphqlNames } from '../../registry';
import { SIDES } from '../dto/model.dto';
import { MOVEMENT_MODES } from '../dto/movement.dto';

/** `Cover` → `AeWwiiCover`: every AE-WWII GraphQL type and enum is named through the one scheme. */
export const aeWwiiType = graphqlNames('ae-wwii').type;

/*
 * AE-WWII enums in GraphQL, each one type read and written alike (a unit's `training` reads
 * REGULAR and a profile takes REGULAR). The edition is no enum: it is an id of the game's
 * editions (`Game.editions`, `aeWwiiEditions`), read and written as "en", like every other id.
 */
export const AeWwiiCover = graphqlEnum(COVERS, aeWwiiType('Cover'));
export const AeWwiiTraining = graphqlEnum(TRAININGS, aeWwiiType('Training'));
export const AeWwiiUnitRule = graphqlEnum(UNIT_RULES, aeWwiiType('UnitRule'));
// `AeWwiiPsiPower` is the catalog kind's object type; the enum holds the ids of its entries.
export const AeWwiiPsiPowerId = graphqlEnum(PSI_POWERS, aeWwiiType('PsiPowerId'));
export const AeWwiiSide = graphqlEnum(SIDES, aeWwiiType('Side'));
export const AeWwiiMovementMode = graphqlEnum(MOVEMENT_MODES, aeWwiiType('MovementMode'));
export const AeWwiiInoculationEffect = graphqlEnum(INOCULATION_EFFECTS, aeWwiiType('InoculationEffect'));
