import fc from 'fast-check';
import { ResolveRequest } from '../../../src/engine/core/game';
import { AE_LIMITS } from '../../../src/engine/ae-wwii/limits';

/** AE-WWII bodies for the abuse suite (ae-wwii.spec.ts), by the dimensions they grow in. */

export type Body = ResolveRequest & Record<string, unknown>;

export const profile = (armor: number, wounds: number, rangedCombat = 3) => ({ movement: 4, rangedCombat, closeCombat: 4, armor, strength: 4, drive: 4, wounds, training: 'elite' as const });
export const SHOT_KINDS = ['direct', 'blast', 'indirect', 'arc'] as const;
export type ShotKind = (typeof SHOT_KINDS)[number];

export interface ShotShape {
  readonly kind: ShotKind;
  readonly edition: 'en' | 'es' | 'fr';
  /** Shots (direct: 1-64) or blasts and arcs (1-8), fired with 8 AP. */
  readonly shots: number;
  readonly strength: number;
  readonly strengthDice: number;
  readonly target: boolean;
  readonly targetWounds: number;
  readonly models: number;
  /** `alike`: one profile; `distinct`: no two alike in Armor and Impervious. */
  readonly profiles: 'alike' | 'distinct';
  readonly wounds: number;
  readonly woundsTaken: number;
  readonly impervious: boolean;
  readonly cover: boolean;
  /** Models within `spread` inches of the aimed point (or along the arc). */
  readonly spread: number;
  readonly moveAndFire: boolean;
}

const COVERS = ['none', 'light', 'substantial', 'heavy'] as const;

export function shotBody(s: ShotShape): Body {
  const area = s.kind !== 'direct';
  const aim = { x: 5, y: 0 };
  const models = Array.from({ length: area ? s.models : 0 }, (_, i) => {
    const distinct = s.profiles === 'distinct';
    const at = s.kind === 'arc' ? { x: 1 + ((i * 7) % 50) * 0.16 * Math.max(1, s.spread / 3), y: ((i % 5) - 2) * 0.1 * s.spread } : { x: aim.x + (((i * 7) % 11) - 5) * 0.1 * s.spread, y: (((i * 3) % 7) - 3) * 0.1 * s.spread };
    return {
      profile: profile(distinct ? 2 + (i % 9) : 4, s.wounds),
      ...(s.woundsTaken > 0 && s.woundsTaken < s.wounds ? { woundsTaken: s.woundsTaken } : {}),
      ...(s.impervious ? { impervious: distinct ? 2 + (Math.floor(i / 9) % 5) : 4 } : {}),
      ...(s.cover ? { cover: COVERS[i % 4] } : {}),
      ...(i % 6 === 5 ? { psiPower: 'clouded-minds' as const } : {}),
      side: 'friendly' as const,
      position: { x: Math.round(at.x * 1000) / 1000, y: Math.round(at.y * 1000) / 1000 },
    };
  });
  const weapon = {
    profile: {
      range: 24,
      strength: s.strength,
      strengthDice: s.strengthDice,
      rateOfFire: `${s.shots}:8`,
      ...(s.moveAndFire ? { moveAndFire: true } : {}),
      ...(s.kind === 'arc' ? { arc: 8 } : s.kind === 'direct' ? {} : { areaOfEffect: 1.5, indirect: s.kind === 'indirect' }),
    },
  };
  return {
    edition: s.edition,
    attacker: { profile: profile(4, 2, 2), position: { x: 0, y: 0 }, actionPointsBonus: 4 },
    weapon,
    ...(s.target || !area ? { target: { profile: profile(4, s.targetWounds), ...(s.impervious ? { impervious: 3 } : {}), position: s.kind === 'arc' ? { x: 4, y: 0 } : aim } } : { aim: s.kind === 'arc' ? { x: 8, y: 0 } : aim }),
    ...(s.moveAndFire ? { moveAndFire: true, actionPoints: 1 } : { actionPoints: 8 }),
    ...(area ? { models } : {}),
  };
}

export const shotShape = (kind: ShotKind): fc.Arbitrary<ShotShape> =>
  fc.record({
    kind: fc.constant(kind),
    edition: fc.constantFrom('en' as const, 'es' as const, 'fr' as const),
    shots: fc.integer({ min: 1, max: kind === 'direct' ? AE_LIMITS.shots : AE_LIMITS.areaShots }),
    strength: fc.integer({ min: 0, max: 14 }),
    strengthDice: fc.integer({ min: 0, max: 4 }),
    target: fc.boolean(),
    targetWounds: fc.integer({ min: 1, max: 20 }),
    models: fc.integer({ min: 0, max: AE_LIMITS.models }),
    profiles: fc.constantFrom('alike' as const, 'distinct' as const),
    wounds: fc.integer({ min: 1, max: 20 }),
    woundsTaken: fc.integer({ min: 0, max: 19 }),
    impervious: fc.boolean(),
    cover: fc.boolean(),
    spread: fc.constantFrom(0.5, 3, 10, 30),
    moveAndFire: fc.boolean().map((b) => b && kind === 'direct'),
  });

export const meleeBody = (rounds: number, attackerWounds: number, defenderWounds: number, impervious: boolean, charge: boolean, armor = 4): Body => ({
  attacker: { profile: { ...profile(armor, attackerWounds), strength: 6 }, actionPointsBonus: 4, ...(impervious ? { impervious: 2 } : {}) },
  defender: { profile: profile(armor, defenderWounds), ...(impervious ? { impervious: 5 } : {}) },
  ...(charge ? { charge: true } : { actionPoints: rounds }),
});

export const initiativeBody = (drives: readonly number[], values?: readonly number[]): Body => ({
  sides: drives.map((d, i) => ({ name: `side ${i + 1}`, highestDrive: d })),
  ...(values ? { dice: { values } } : {}),
});

/** Dice that keep `n` sides tied: all of them, then the last two, again and again. */
export const tieDice = (n: number, dice: number): number[] => [...Array.from({ length: n - 2 }, () => 1), ...Array.from({ length: Math.max(2, dice - n + 2) }, () => 6)];

