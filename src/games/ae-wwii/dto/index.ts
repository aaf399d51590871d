import type { AeAction } from '../../../engine/ae-wwii';
import type { DtoClass } from '../../../common/validation/decorators';
import { AeWwiiApTransferRequest } from './ap-transfer.dto';
import { AeWwiiInitiativeRequest } from './initiative.dto';
import { AeWwiiInoculationRequest } from './inoculation.dto';
import { AeWwiiMeleeRequest } from './melee.dto';
import { AeWwiiMovementRequest } from './movement.dto';
import { AeWwiiPsiPowerRequest } from './psi-power.dto';
import { AeWwiiShotRequest } from './shot.dto';

export * from '../../../common/dto/dice.dto';
export * from './ap-transfer.dto';
export * from './initiative.dto';
export * from './inoculation.dto';
export * from './melee.dto';
export * from './model.dto';
export * from './movement.dto';
export * from './point.dto';
export * from './psi-power.dto';
export * from './shot.dto';
export * from './unit-profile.dto';
export * from './weapon-profile.dto';

/**
 * The request class of each AE-WWII action: the REST body and (named by the resolve factory,
 * `AeWwiiShotInput`) the GraphQL input. The fuzz test reads them too.
 */
export const AE_REQUEST_DTOS: { readonly [A in AeAction]: DtoClass } = {
  shot: AeWwiiShotRequest,
  melee: AeWwiiMeleeRequest,
  initiative: AeWwiiInitiativeRequest,
  movement: AeWwiiMovementRequest,
  inoculation: AeWwiiInoculationRequest,
  'ap-transfer': AeWwiiApTransferRequest,
  'psi-power': AeWwiiPsiPowerRequest,
};
