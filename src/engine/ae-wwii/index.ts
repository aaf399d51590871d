import { Lang } from '../core/types';
import { ResolutionView } from '../core/resolution';
import { AeCatalog } from './model';
import {
  ApTransferRequest,
  DiceInput,
  InitiativeRequest,
  InoculationRequest,
  MeleeRequest,
  MovementRequest,
  PsiPowerRequest,
  ShotRequest,
} from './requests';

export * from './model';
export * from './requests';
export * from './outcomes';

export const AE_WWII_ACTIONS = ['shot', 'melee', 'initiative', 'movement', 'inoculation', 'ap-transfer', 'psi-power'] as const;
export type AeAction = (typeof AE_WWII_ACTIONS)[number];

export interface AeRequestByAction {
  shot: ShotRequest;
  melee: MeleeRequest;
  initiative: InitiativeRequest;
  movement: MovementRequest;
  inoculation: InoculationRequest;
  'ap-transfer': ApTransferRequest;
  'psi-power': PsiPowerRequest;
}

export interface ResolveOptions {
  readonly catalog: AeCatalog;
  readonly lang: Lang;
  /** Compute exact odds (`?odds=false` skips them). */
  readonly odds: boolean;
  /** Draws a fresh seed from a CSPRNG when the request carries no dice (the transport supplies it). */
  readonly freshSeed: () => string;
}

/**
 * Resolves one AE-WWII action. Throws RuleError (src/engine/core/errors) for situations the rules
 * forbid, unknown catalog ids and dice that do not fit.
 */
export function resolveAeWwii<A extends AeAction>(
  action: A,
  request: AeRequestByAction[A] & { dice?: DiceInput },
  options: ResolveOptions,
): ResolutionView {
  void action;
  void request;
  void options;
  throw new Error('resolveAeWwii: under construction');
}
