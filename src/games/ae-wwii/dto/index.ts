import type { AeAction } from '../../../engine/ae-wwii';
import type { DtoClass } from '../../../common/validation/decorators';
import { ApTransferRequestDto } from './ap-transfer.dto';
import { InitiativeRequestDto } from './initiative.dto';
import { InoculationRequestDto } from './inoculation.dto';
import { MeleeRequestDto } from './melee.dto';
import { MovementRequestDto } from './movement.dto';
import { PsiPowerRequestDto } from './psi-power.dto';
import { ShotRequestDto } from './shot.dto';

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

/** The request DTO of each AE-WWII action (REST routes, GraphQL and the fuzz test share it). */
export const AE_REQUEST_DTOS: { readonly [A in AeAction]: DtoClass } = {
  shot: ShotRequestDto,
  melee: MeleeRequestDto,
  initiative: InitiativeRequestDto,
  movement: MovementRequestDto,
  inoculation: InoculationRequestDto,
  'ap-transfer': ApTransferRequestDto,
  'psi-power': PsiPowerRequestDto,
};
