import type { Type } from '@nestjs/common';
import { AE_WWII, AeCatalog } from '../../engine/ae-wwii';
import type { DtoClass } from '../../common/validation/decorators';
import type { ActionModule, GameSpec } from '../registry';
import { AE_WWII_FORMATS } from './formats';
import { AE_WWII_SEED } from './catalog/ae-wwii.seed';
import { AE_PSI_POWER_KIND_MODULE, AE_UNIT_KIND_MODULE, AE_WEAPON_KIND_MODULE } from './catalog/kinds';
import {
  AeWwiiApTransferRequest,
  AeWwiiInitiativeRequest,
  AeWwiiInoculationRequest,
  AeWwiiMeleeRequest,
  AeWwiiMovementRequest,
  AeWwiiPsiPowerRequest,
  AeWwiiShotRequest,
  aeWwiiBody,
} from './dto';
import {
  AP_TRANSFER_RESOLUTION,
  INITIATIVE_RESOLUTION,
  INOCULATION_RESOLUTION,
  MELEE_RESOLUTION,
  MOVEMENT_RESOLUTION,
  PSI_POWER_RESOLUTION,
  SHOT_RESOLUTION,
} from './dto/outcomes';
import { AeWwiiSeed1795300000100 } from './migrations/1795300000100-AeWwiiSeed';
import { AeWwiiCatalogEntries1795500000100 } from './migrations/1795500000100-AeWwiiCatalogEntries';

/*
 * AE-WWII as the platform serves it: the engine's game, the REST and GraphQL shapes of its seven
 * actions and three catalog kinds, its migrations and its seed. The Nest module is
 * ae-wwii.module.ts; the registration, index.ts.
 */

const SEED = { seed: 'example' };

/** The documents' KAR98k example (docs/api.md, docs/examples.md): one shot, to-hit, strength, save. */
export const SHOT_EXAMPLE = {
  attacker: { unit: 'german-geneticists/wehrmacht' },
  weapon: 'kar98k',
  target: { unit: 'american-sci-tech/airborne' },
  distance: 20,
  actionPoints: 2,
  dice: SEED,
};

/** One action's transport: its request class is both the REST body and the GraphQL input. */
const action = (request: DtoClass, resolution: { readonly response: Type<unknown>; readonly model: Type<unknown> }): Omit<ActionModule, 'summary' | 'example'> => ({ request, input: request, ...resolution, fromInput: aeWwiiBody });

export const AE_WWII_SPEC: GameSpec<AeCatalog> = {
  definition: AE_WWII,
  actions: {
    shot: {
      summary: 'Resolve a shot: to-hit, strength and saves (area, indirect and arc weapons included).',
      ...action(AeWwiiShotRequest, SHOT_RESOLUTION),
      example: SHOT_EXAMPLE,
    },
    melee: {
      summary: 'Resolve hand-to-hand combat (one round per AP, or a charge).',
      ...action(AeWwiiMeleeRequest, MELEE_RESOLUTION),
      // Two rounds of combat (2 AP), odds over both rounds.
      example: { attacker: { unit: 'german-geneticists/wehrmacht' }, defender: { unit: 'american-sci-tech/airborne' }, actionPoints: 2, dice: SEED },
    },
    initiative: {
      summary: 'Roll for initiative: d6 + highest DR per side, ties rerolled.',
      ...action(AeWwiiInitiativeRequest, INITIATIVE_RESOLUTION),
      example: { sides: [{ name: 'Allies', highestDrive: 6 }, { name: 'Axis', highestDrive: 4 }], dice: SEED },
    },
    movement: {
      summary: 'How far a model may move, sprint or charge.',
      ...action(AeWwiiMovementRequest, MOVEMENT_RESOLUTION),
      // A sprint rolls no dice; the seed is accepted and unused.
      example: { model: { unit: 'german-geneticists/wehrmacht' }, mode: 'sprint', dice: SEED },
    },
    inoculation: {
      summary: "The Doktor's syringe: a d6 on the edition's inoculation chart.",
      ...action(AeWwiiInoculationRequest, INOCULATION_RESOLUTION),
      example: { doktor: { unit: 'german-geneticists/doktor' }, target: { unit: 'german-geneticists/emaciated', side: 'friendly' }, inBaseContact: true, dice: SEED },
    },
    'ap-transfer': {
      summary: 'A Mechanic transfers action points.',
      ...action(AeWwiiApTransferRequest, AP_TRANSFER_RESOLUTION),
      example: { mechanic: { unit: 'american-sci-tech/mechanic' }, recipient: { unit: 'american-sci-tech/buffalo' }, actionPoints: 2, inBaseContact: true, dice: SEED },
    },
    'psi-power': {
      summary: 'A Psi Officer uses a power.',
      ...action(AeWwiiPsiPowerRequest, PSI_POWER_RESOLUTION),
      example: { caster: { unit: 'russian-psi/psi-officer', psiPower: 'mental-stun' }, power: 'mental-stun', target: { unit: 'german-geneticists/wehrmacht' }, dice: SEED },
    },
  },
  kinds: {
    unit: AE_UNIT_KIND_MODULE,
    weapon: AE_WEAPON_KIND_MODULE,
    'psi-power': AE_PSI_POWER_KIND_MODULE,
  },
  migrations: [AeWwiiSeed1795300000100, AeWwiiCatalogEntries1795500000100],
  seed: () => AE_WWII_SEED,
  formats: AE_WWII_FORMATS,
};
