import { graphqlEnum } from '../../../common/graphql/enums';
import { COVERS, EDITIONS, INOCULATION_EFFECTS, PSI_POWERS, TRAININGS, UNIT_RULES } from '../../../engine/ae-wwii/model';
import { SIDES } from '../dto/model.dto';
import { MOVEMENT_MODES } from '../dto/movement.dto';

/* AE-WWII enums in GraphQL (prefixed: type names are global to the schema). */
export const AeCover = graphqlEnum(COVERS, 'AeCover');
export const AeEdition = graphqlEnum(EDITIONS, 'AeEdition', 'Rules edition.');
export const AeTraining = graphqlEnum(TRAININGS, 'AeTraining');
export const AeUnitRule = graphqlEnum(UNIT_RULES, 'AeUnitRule');
export const AePsiPower = graphqlEnum(PSI_POWERS, 'AePsiPower');
export const AeSide = graphqlEnum(SIDES, 'AeSide');
export const AeMovementMode = graphqlEnum(MOVEMENT_MODES, 'AeMovementMode');
export const AeInoculationEffect = graphqlEnum(INOCULATION_EFFECTS, 'AeInoculationEffect');
