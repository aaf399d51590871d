import { spend } from '../core/cost';
import { Phase, Volley } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Msg, StepDraft, Text } from '../core/types';
import { Model } from './models';

/**
 * The damage rules shared by shooting and hand-to-hand: to-hit, strength, armor save and
 * Impervious, each written once as a phase of a hit. Shooting runs [to-hit, strength, save,
 * impervious] over its shots; a round of hand-to-hand runs [strength, save, impervious] over its
 * single hit.
 *
 * Each die a phase resolves spends one work unit (core/cost.ts): a volley's play resolves its hits
 * and builds their steps without walking a node per hit, so the interpreter alone would not count
 * them (an arc along fifty models is hundreds of them).
 */

export type HitStage = 'to-hit' | 'strength' | 'save' | 'impervious' | 'done';

export interface HitItem {
  /** Index of the model struck in the volley's victims. */
  readonly victim: number;
  readonly stage: HitStage;
  readonly hit: boolean;
  /** The save number N once strength is known. */
  readonly save: number;
  readonly wound: boolean;
}

export interface Victim {
  readonly model: Model;
  /** Armor plus every modifier that applies (cover, Clouded Minds). */
  readonly armor: number;
  /** How `armor` was made up, for the ruling ("Armor 3 + light cover 1"). */
  readonly armorText: Msg;
}

export interface DamageSource {
  /** Rule id prefix: `ae-wwii/shooting` or `ae-wwii/melee`. */
  readonly rules: string;
  /** What strikes: "KAR98k", "Chuman". */
  readonly label: Text;
  readonly strength: number;
  readonly strengthDice: number;
}

/** The to-hit rule: a d6 of at least the to-hit number hits. */
export const toHitSucceeds = (face: number, need: number): boolean => face >= need;

/** Ruling ae-wwii/save-threshold: what a save number N means before any save die. */
export type SaveKind = 'auto-wound' | 'no-effect' | 'auto-saved' | 'roll';
export function saveKind(n: number): SaveKind {
  if (n >= 7) return 'auto-wound';
  if (n <= 0) return 'no-effect';
  if (n === 1) return 'auto-saved';
  return 'roll';
}

/** A save die succeeds on N or more; a failed save is a wound. */
export const saveSucceeds = (face: number, n: number): boolean => face >= n;

/** Impervious X+: a d6 of X or more ignores the wound (ruling ae-wwii/impervious). */
export const imperviousIgnores = (face: number, x: number): boolean => face >= x;

/** A hit, every field written out in HitItem's order (never spread: see hot copies in core/state.ts). */
const hitItem = (victim: number, stage: HitStage, hit: boolean, save: number, wound: boolean): HitItem => ({ victim, stage, hit, save, wound });

export const newHit = (victim: number, stage: HitStage): HitItem => hitItem(victim, stage, stage !== 'to-hit', 0, false);

const done = (item: HitItem, wound: boolean): HitItem => hitItem(item.victim, 'done', item.hit, 0, wound);

const afterWound = (item: HitItem, victims: readonly Victim[]): HitItem =>
  victims[item.victim].model.impervious !== null ? hitItem(item.victim, 'impervious', item.hit, 0, true) : done(item, true);

export function toHitPhase(need: number, labels: readonly Msg[]): Phase<HitItem> {
  const of = labels;
  return (item, index) => {
    if (item.stage !== 'to-hit') return { t: 'skip' };
    return {
      t: 'roll',
      spec: { die: 'd6', purpose: msg('purpose.to-hit', { of: of[index] }), need: `${need}+` },
      group: atLeast(need),
      resolve: ([face]) => {
        spend();
        const hit = toHitSucceeds(face, need);
        const state: HitItem = hit ? hitItem(item.victim, 'strength', true, item.save, item.wound) : hitItem(item.victim, 'done', false, 0, false);
        return {
          state,
          steps: () => [
            {
              rule: 'ae-wwii/shooting/to-hit',
              summary: msg('step.to-hit', { need, of: of[index] }),
              rolls: [face],
              result: msg(hit ? 'result.hit' : 'result.miss'),
            },
          ],
        };
      },
    };
  };
}

export function strengthPhase(src: DamageSource, victims: readonly Victim[], labels: readonly Msg[]): Phase<HitItem> {
  const of = labels;
  return (item, index) => {
    if (item.stage !== 'strength') return { t: 'skip' };
    const victim = victims[item.victim];
    return {
      t: 'roll',
      spec: { die: 'd6', count: src.strengthDice, purpose: msg('purpose.strength', { of: of[index] }) },
      group: bySum,
      resolve: (faces) => {
        spend();
        const strength = src.strength + sum(faces);
        const n = strength - victim.armor;
        const kind = saveKind(n);
        const steps = (): StepDraft[] => [
          {
            rule: `${src.rules}/strength`,
            summary: msg('step.strength', { weapon: src.label, base: src.strength, dice: src.strengthDice }),
            rolls: faces,
            result: msg('result.final-strength', { strength }),
          },
          ...(kind === 'roll' ? [] : [saveStep(src, victim, strength, n, kind, [])]),
        ];
        const state =
          kind === 'roll'
            ? hitItem(item.victim, 'save', item.hit, n, item.wound)
            : kind === 'auto-wound'
              ? afterWound(item, victims)
              : done(item, false);
        return { state, steps };
      },
    };
  };
}

export function savePhase(src: DamageSource, victims: readonly Victim[], labels: readonly Msg[]): Phase<HitItem> {
  const of = labels;
  return (item, index) => {
    if (item.stage !== 'save') return { t: 'skip' };
    const victim = victims[item.victim];
    const n = item.save;
    return {
      t: 'roll',
      spec: { die: 'd6', purpose: msg('purpose.save', { of: of[index], model: victim.model.name }), need: `${n}+` },
      group: atLeast(n),
      resolve: ([face]) => {
        spend();
        const saved = saveSucceeds(face, n);
        return {
          state: saved ? done(item, false) : afterWound(item, victims),
          steps: () => [saveStep(src, victim, n + victim.armor, n, 'roll', [face], saved)],
        };
      },
    };
  };
}

export function imperviousPhase(victims: readonly Victim[], labels: readonly Msg[]): Phase<HitItem> {
  const of = labels;
  return (item, index) => {
    if (item.stage !== 'impervious') return { t: 'skip' };
    const victim = victims[item.victim];
    const x = victim.model.impervious ?? 7;
    return {
      t: 'roll',
      spec: { die: 'd6', purpose: msg('purpose.impervious', { of: of[index], model: victim.model.name }), need: `${x}+` },
      group: atLeast(x),
      resolve: ([face]) => {
        spend();
        const ignored = imperviousIgnores(face, x);
        return {
          state: done(item, !ignored),
          steps: () => [
            {
              rule: 'ae-wwii/special/impervious',
              summary: msg('step.impervious', { model: victim.model.name, need: x }),
              rolls: [face],
              result: msg(ignored ? 'result.wound-ignored' : 'result.wound'),
              rulings: ['ae-wwii/impervious'],
            },
          ],
        };
      },
    };
  };
}

function saveStep(
  src: DamageSource,
  victim: Victim,
  strength: number,
  n: number,
  kind: SaveKind,
  rolls: number[],
  saved = false,
): StepDraft {
  const result =
    kind === 'auto-wound'
      ? 'result.auto-wound'
      : kind === 'no-effect'
        ? 'result.no-effect'
        : kind === 'auto-saved'
          ? 'result.auto-saved'
          : saved
            ? 'result.saved'
            : 'result.wound';
  return {
    rule: `${src.rules}/armor-save`,
    summary: msg('step.armor-save', { strength, armor: victim.armorText, n, model: victim.model.name }),
    rolls,
    result: msg(result),
    rulings: ['ae-wwii/save-threshold'],
  };
}

/**
 * What a volley of hits adds up to: wounds per victim (capped at what it has left) and whether it
 * was struck at all, which decide the odds; how many hits each took travels as a trace (it is
 * reported, but changes nothing that follows).
 */
export type HitTally = Traced<HitTotals, HitCounts>;
export interface HitTotals {
  readonly wounds: readonly number[];
  readonly struckAny: readonly boolean[];
}
export interface HitCounts {
  readonly hits: number;
  /** Hits per victim (area and arc weapons report who was struck). */
  readonly struck: readonly number[];
}

export const noHits = (victims: number): HitTally =>
  traced({ wounds: new Array<number>(victims).fill(0), struckAny: new Array<boolean>(victims).fill(false) }, { hits: 0, struck: new Array<number>(victims).fill(0) });

export function hitVolley(
  items: HitItem[],
  phases: Phase<HitItem>[],
  victims: readonly Victim[],
): Volley<HitItem, HitTally> {
  return {
    items,
    phases,
    isFinal: (s) => s.stage === 'done',
    init: noHits(victims.length),
    // Also folds items left unfinished when play stops: their hit counts, their pending wound
    // cannot matter because every victim is already removed.
    fold: (acc, s) => {
      if (!s.hit) return acc;
      const counts = traceOf(acc);
      const struck = [...counts.struck];
      struck[s.victim] += 1;
      const wounds = [...acc.wounds];
      // Ruling ae-wwii/wounds-cap: a removed model takes no further wounds.
      if (s.stage === 'done' && s.wound) wounds[s.victim] = Math.min(victims[s.victim].model.remaining, wounds[s.victim] + 1);
      const struckAny = acc.struckAny[s.victim] ? acc.struckAny : acc.struckAny.map((b, i) => b || i === s.victim);
      return traced({ wounds, struckAny }, { hits: counts.hits + 1, struck });
    },
    stop: (a) => a.wounds.every((w, i) => w >= victims[i].model.remaining),
  };
}

const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);

/**
 * Shared groupings for the odds: the to-hit, save and Impervious rolls all pass on "N or more", so
 * only that matters of their face; a strength roll matters by its sum. One function per N, so the
 * odds interpreter computes each grouping once.
 */
const atLeastByN = new Map<number, (faces: number[]) => string>();
function atLeast(n: number): (faces: number[]) => string {
  let group = atLeastByN.get(n);
  if (!group) atLeastByN.set(n, (group = ([face]) => (face >= n ? 'y' : 'n')));
  return group;
}
const bySum = (faces: number[]): string => String(sum(faces));

